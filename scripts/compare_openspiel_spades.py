"""Random full hands per second: our Quadruple War through the public game contract against OpenSpiel's
`spades` driven from Python, in the same run and with the same number of hands.

    python scripts/compare_openspiel_spades.py                    (ours only; needs nothing extra)
    python -m venv /tmp/osvenv && /tmp/osvenv/bin/pip install open_spiel -r requirements.txt
    /tmp/osvenv/bin/python scripts/compare_openspiel_spades.py --openspiel

What is measured and how: quash_table/bench/spades.py (`bench` reports the same figure for
quadwar, with OpenSpiel's when pyspiel is installed). OpenSpiel is not a dependency of the app: pyspiel is
imported only when --openspiel asks for it.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from quash_table.bench.spades import compare, have_openspiel  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=2000, help="hands per measurement (default 2000)")
    ap.add_argument("--repeat", type=int, default=3, help="measurements per side (default 3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--openspiel", action="store_true", help="also measure OpenSpiel's spades (needs pyspiel)")
    args = ap.parse_args(argv)
    if args.openspiel and not have_openspiel():
        sys.exit("pyspiel is not installed in this Python: pip install open_spiel (in a separate venv)")

    def report(run, name, rate, moves):
        print(f"run {run}: {name:<22} {rate:8.0f} hands/s ({moves:.0f} moves a hand)", flush=True)

    res = compare(args.hands, args.repeat, args.seed, openspiel=args.openspiel, report=report)
    print(f"median:  {'Quadruple War (ours)':<22} {res['hands_per_s']:8.0f} hands/s over {args.repeat} x {args.hands} hands")
    if args.openspiel:
        print(f"median:  {'OpenSpiel spades':<22} {res['openspiel_hands_per_s']:8.0f} hands/s over {args.repeat} x {args.hands} hands")
        print(f"ours / OpenSpiel: {res['ratio']:.2f}x")


if __name__ == "__main__":
    main()
