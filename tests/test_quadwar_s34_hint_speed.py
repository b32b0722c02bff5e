"""Session 34: the first bid hint of Quadruple War came over a second after the person's turn (review 33c). Two
costs went: the bots' worker process (a spawn) ran main.py's top, which imported the whole command line, and the
hint's playouts bid every hand with the normal bot's words, three honest counts a hand where one gives the bid.
Measured with process time: scripts and figures in CHANGELOG; here only that the work is gone, the bids the same."""

import pathlib
import subprocess
import sys

from quash_table.engine.rng import Rng
from quash_table.games.quadwar.bidding import bid_for, choose_bid
from quash_table.games.quadwar.cards import DECK_MASK, cards_of

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_main_py_imports_no_command_line_at_its_top():
    # what a spawned worker runs of main.py: nothing of the command line (it is imported under __main__)
    code = "import sys; import main; print('quash_table.cli' in sys.modules, 'quash_table.engine.saves' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_bid_for_is_the_normal_bots_bid():
    # the playouts' bid without the words is the bid the normal bot makes with them, on many random hands
    rng = Rng(34)
    for n in (2, 3, 4, 5):
        cards = cards_of(DECK_MASK[n])
        per = len(cards) // n
        for _ in range(60):
            rng.shuffle(cards)
            hand = sum(1 << c for c in cards[:per])
            for bags in (False, True):
                assert bid_for(hand, n, bags) == choose_bid(hand, n, bags)[0]
