"""Quash Table: `python main.py` opens the menu; `python main.py --help` lists the subcommands."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # worker processes of the frozen app re-enter here
    # imported here, not above: a bots' worker process (multiprocessing's spawn) runs this file's top again,
    # and the whole command line (saves, bench, The Game's analysis) was a third of a second of its start,
    # before the first hint's search (session 34)
    from quash_table.cli import main
    sys.exit(main())
