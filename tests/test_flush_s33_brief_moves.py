"""Session 33: the tray at your turn shows the moves made since yours in the move log's words, and where they
crowded it (six seats, 1024x640, the Moves open) it dropped the oldest ("+1 earlier: see Moves" over three
moves, one of them four lines long). Each Flush event has its fewest words (Flush.brief_event, said from the
event as its full words are: brief_words.py), and the tray uses them where the full words leave a move out."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games import get_game
from tests.test_flush_s32_tray_moves import crowded_tray, tray_said
from quash_table.ui.curtain_news import news_items
from tests.ui_helpers import close_board

G = get_game("flush")


def _events(games=6, moves=160):
    """Every event of some random games at three to six seats, with the seat count."""
    for k in range(games):
        seats = 3 + k % 4
        m = Match("flush", ["bot:normal"] * seats, seed=100 + k)
        rng = random.Random(k)
        for _ in range(moves):
            if m.to_move is None:
                break
            m.play(rng.choice(m.legal_actions()))
            for event in G.events(m.state, None):
                yield event, seats


def test_an_events_brief_words_say_its_news_in_fewer_words():
    kinds = set()
    for event, seats in _events():
        brief, full = G.brief_event(event, seats), G.describe_event(event, seats)
        if brief is None:
            continue
        kinds.add(event["kind"])
        assert len(brief) < len(full), (brief, full)
        assert "(" not in brief, brief                      # the cards' kinds: the move log's to say
        assert brief.split()[:2] == full.split()[:2], (brief, full)     # who did it, named as the log names
        for news in ("Flush!", "Super Flush!", "picking up", "the Mimic"):
            assert (news in brief) == (news in full), (brief, full)
    assert {"played", "declared", "picked_up"} <= kinds, kinds


@pytest.mark.ui
def test_the_crowded_tray_says_every_move_since_yours_in_its_fewest_words():
    m, app, scene = crowded_tray()
    try:
        said = tray_said(scene)
        full, brief = news_items(scene.logbook, m, 0), news_items(scene.logbook, m, 0, brief=True)
        assert len(full) == len(brief) == 4 and full != brief
        assert "earlier" not in said, said                  # was "+1 earlier: see Moves" over three moves
        for item in brief:
            for line in item:
                assert " ".join(line.split()) in said or all(w in said for w in line.split()), (line, said)
        assert "picking up five cards" in said and "the old pile's" not in said, said
    finally:
        close_board(app)
