"""Session 59: the move log's entries line by line (narration.MoveLogBook.entry_lines) are the one source the
log's rows and the pass-and-play curtain's news read; before, both split the joined words again at the
narration.OWN_LINE marker (our own text parsed back). Games played by random bots to a round's end or two:
every entry's lines join into the words `entries` gives, a line of its own comes only from an event the rules
mark as one (a round closed or opened), and no line carries the marker itself."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui.narration import OWN_LINE, OWN_LINE_KINDS, joined
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui

GAMES = {"quash": 2, "quadwar": 4, "flush": 3, "numberquash": 3, "thegame": 3}


def _played(game_id, seats, moves, seed=5):
    m = Match(game_id, ["human"] + ["bot:random"] * (seats - 1), seed)
    rng = random.Random(seed)
    while not m.over and len(m.actions) < moves:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_entry_lines_join_into_the_entries_and_own_lines_come_from_the_rules(game_id):
    m = _played(game_id, GAMES[game_id], 160)
    app, scene = match_board(m)
    try:
        book = scene.logbook
        n = len(m.actions)
        lines = book.entry_lines(0, n)
        words = book.entries(0, n)
        own_seen = 0
        for i, ((seat, parts), (seat2, text)) in enumerate(zip(lines, words)):
            assert seat == seat2 and joined(parts) == text, (i, parts, text)
            assert not any(OWN_LINE in part for part in parts), (i, parts)
            if parts[1:]:
                own_seen += 1
                kinds = {e.get("kind") for e in m.game.events(m.state_after(i + 1), None)}
                owns = {e.get("own_line") for e in m.game.events(m.state_after(i + 1), None)}
                assert kinds & OWN_LINE_KINDS or True in owns, (i, parts, kinds)
        if game_id in ("quash", "quadwar", "flush"):
            assert own_seen, "no round ended in the moves played: the test saw no line of its own"
    finally:
        close_board(app)
