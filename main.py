"""Quash Table: `python main.py` opens the menu; `python main.py --help` lists the subcommands."""

import multiprocessing
import sys

from quash_table.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # worker processes of the frozen app re-enter here
    sys.exit(main())
