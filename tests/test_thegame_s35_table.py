"""Session 35, The Game's table (session-34 review): the "new" tag of a card another laid was a full-width gold
band over its stack's subtitle; now a small tag beside the card that hides nothing (marks.mark_tag_spot). And a
statement a seat's new words replaced was said only in the move log, its caption under the plate changed or gone
without a word: the caption says it while it is news (said_news, the rules' "signal_replaced" fact)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.said_news import replaced_caption, replaced_text
from tests.test_thegame_s23 import bots_actions
from tests.ui_helpers import close_board, match_board

MIDDLE_BLUE = {"colour": "B", "height": "middle"}


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_new_tag_is_small_beside_the_card(size):
    # seed 7: after turn 2 Bot 2's blue 7 lies alone, new, on ▼ (test_thegame_s23)
    actions = bots_actions(7, {"first": 0}, lambda s: s.turn == 2)
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=7, options={"first": 0}, actions=actions)
    app, scene = match_board(m, size=size)
    try:
        app.step(1 / 60)
        piece, tag = next((p, t) for p, _, t, _, _ in scene.marks.framed() if p is not None and p.id == "B7")
        card = pygame.Rect(piece.rect)
        mat = next(d.rect for d in scene.table.decor
                   if type(d).__name__ == "Panel" and d.rect.contains(card) and d.rect.w < 3 * card.w)
        assert mat.contains(tag) and tag.left > card.right + 2 and tag.top == card.top, (tag, card, mat)
        assert tag.w < card.w // 2 and not tag.colliderect(scene._tags["down"]), (tag, scene._tags)
    finally:
        close_board(app)


def _replacing(seed, request):
    """Bot 2 says a statement, then on its next turn new words (another statement, or a request): the
    person's turn after it."""
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=seed)
    said = 0
    while said < 2 or m.state.to_move != 0:
        legal = m.legal_actions()
        if said < 2 and m.state.to_move == 1 and not m.state.signalled and m.state.placed == 0:
            want = (lambda t: t.get("ask") == "leave") if request and said else (lambda t: "colour" in t)
            sigs = [a for a in legal if a["type"] == "signal" and want(a["text"])]
            if sigs:
                m.play(sigs[0])
                said += 1
                continue
        plays = [a for a in legal if a["type"] == "play"]
        m.play(plays[0] if m.state.placed == 0 else {"type": "end_turn"})
    return m


def test_what_new_words_replaced_is_read_from_the_rules_fact():
    moves = [(1, {"type": "signal", "text": {"stack": "up", "ask": "leave"}},
              [{"kind": "signal_replaced", "seat": 1, "old": MIDDLE_BLUE}]),
             (1, {"type": "play", "card": "B4", "stack": "up"}, [])]
    assert replaced_text(moves, 1) == MIDDLE_BLUE and replaced_text(moves, 2) is None
    assert replaced_text(moves[:1] + [(1, {"type": "signal", "text": MIDDLE_BLUE}, [])], 1) is None
    assert replaced_caption("Bot 2", {"stack": "up", "ask": "leave"}, MIDDLE_BLUE) == \
        "Bot 2's request on \u25b2 replaces \u201cI have a middle blue card\u201d"
    assert replaced_caption("Bot 2", {"colour": "G", "height": "low"}, MIDDLE_BLUE) == \
        "Bot 2 said: \u201cI have a low green card\u201d, replacing \u201cI have a middle blue card\u201d"


@pytest.mark.ui
def test_the_plate_says_which_statement_new_words_replaced():
    for request in (False, True):
        m = _replacing(3, request)
        app, scene = match_board(m, size=(1024, 640))
        try:
            app.step(1 / 60)
            said = [d.text for d in scene.table.decor if type(d).__name__ == "Label" and "Bot 2" in d.text]
            if request:
                assert "Bot 2's request on \u25b2 replaces \u201cI have a middle blue card\u201d" in said, said
            else:
                assert any(s.startswith("Bot 2 said: ") and s.endswith(", replacing \u201cI have a middle blue "
                                                                       "card\u201d") for s in said), said
        finally:
            close_board(app)
