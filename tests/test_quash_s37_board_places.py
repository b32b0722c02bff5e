"""Session 37 (review, QUASH advanced, 1024x640): while a card was dragged the hint's long words, moved off the
card, lay over the yellow "Your turn" prompt line (the prompt painted under them stayed, or the line went blank
where they moved off it). While a card is held the words keep clear of the prompt and of the legend of the lit
colours, and the prompt is drawn. And the header at a tie in pass-and-play reads whole at 1024x640."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import Reason
from quash_table.games.quash.captions import tie_turn_brief, tie_turn_words
from quash_table.games.quash.over_pieces import legend
from quash_table.ui import theme
from tests.test_quash_scene import _four_player_tie_match
from tests.ui_helpers import click, close_board, drag, grab, key, match_board, post, settle, step_until, steps

pytestmark = pytest.mark.ui

LONG = ("it starts the double there, and your K\u2666 would make it the same-suit run Q-K while their side has "
        "no card left that beats it")


def gold_pixels(surface, rect):
    """How many pixels of the prompt's gold words `surface` holds in `rect`."""
    rect = rect.clip(surface.get_rect())
    n = 0
    for x in range(rect.x, rect.right, 2):
        for y in range(rect.y, rect.bottom, 2):
            c = surface.get_at((x, y))
            n += abs(c.r - theme.GOLD[0]) + abs(c.g - theme.GOLD[1]) + abs(c.b - theme.GOLD[2]) < 60
    return n


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_dragged_card_leaves_the_prompt_readable_beside_the_hint(size):
    m = Match("quash", ["human", "bot:normal"], 3, {"variant": "advanced"})
    app, scene = match_board(m, size=size)
    try:
        action = next(a for a in m.legal_actions() if a["type"] == "play" and a["spot"] == 8)
        scene.hints.display(action, Reason(f"Hint: play your card on spot 8 \u2014 {LONG}", LONG))
        steps(app, 3)
        h = scene.hints.current
        assert h is not None and scene.message is not None and h.is_said(scene.message[0])
        painter = scene.painter
        card = scene.table.piece_by_id[h.piece]
        start = grab(scene, card)
        prompt = painter.prompt_rect()
        spot = scene.table.target_by_id["spot:8"].rect
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app, 1)
        # along the way up: over the prompt's line, above it, over your side's spot 8
        for end in (prompt.center, (prompt.centerx + prompt.w // 4, prompt.y - prompt.h * 2), spot.center):
            for i in range(1, 7):
                pos = (start[0] + (end[0] - start[0]) * i // 6, start[1] + (end[1] - start[1]) * i // 6)
                post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
                steps(app, 1)
            start = end
            steps(app, 3)
            assert scene.drag.dragging is not None
            assert scene.message is not None and h.is_said(scene.message[0]), scene.message
            words = painter.message_rect()
            assert painter.shows_prompt(), (end, words, prompt)
            assert not words.colliderect(prompt), (end, words, prompt)
            shown = legend(scene)
            assert shown is None or not words.colliderect(shown[0]), (end, words, shown)
            # the prompt is painted (the still layer drawn again once the words moved off its line)
            assert gold_pixels(scene._static, prompt) > 20, end
        post(pygame.MOUSEBUTTONUP, pos=start, button=1)
        steps(app, 4)
    finally:
        close_board(app)


def _pass_curtain(app, scene):
    def ready_button():
        return next((o for o in scene.layout_info()["objects"] if o["id"] == "curtain:ready"), None)
    step_until(app, lambda: ready_button() is not None and scene.session.curtain_ready())
    ready = ready_button()
    click(app, (ready["rect"][0] + ready["rect"][2] // 2, ready["rect"][1] + ready["rect"][3] // 2))
    settle(app, scene)
    steps(app, 3)


def _header_whole(scene):
    """The header's status as drawn: (its words, on at most two lines and uncut)."""
    shown = scene.hud.shown
    assert shown["status_lines"] <= 2 and "\u2026" not in shown["status"], shown
    return shown["status"]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_tie_header_reads_whole_in_pass_and_play(size):
    """Review 36, 4 people at 1024x640: "Cat, your turn: spot 2 is tied: name who plays RED's tiebreakers (M:
    you…" was cut. The header says the tie in fewer words where its two lines do not hold it whole, and the
    tiebreaker's card after it too."""
    m = _four_player_tie_match(["human:Ann", "human:Ben", "human:Cat", "human:Dan"])
    app, scene = match_board(m, size=size)
    try:
        _pass_curtain(app, scene)
        spot = m.state.tb_spot + 1
        said = _header_whole(scene)
        assert said.startswith(f"Ann, your turn: spot {spot} is tied:") and "RED's tiebreaker" in said, said
        assert "M" in said and "P" in said, said
        if size == (1280, 800):     # room for the whole: said whole
            assert said == scene.hud.status(), said
        key(app, pygame.K_p)        # Cat plays them
        settle(app, scene)
        _pass_curtain(app, scene)
        said = _header_whole(scene)
        assert said.startswith(f"Cat, your turn: tiebreaker on spot {spot}") and "leftover card" in said, said
    finally:
        close_board(app)


def test_the_tie_header_forms_are_shorter_each_and_say_the_tie():
    view = {"phase": "tiebreak", "tiebreak": {"spot": 2}, "side": 0, "seats": 4, "named": [None, None],
            "events": []}
    forms = tie_turn_brief(view)
    assert forms[0] == tie_turn_words(view)
    assert forms[1:] == ["spot 2 is tied: who plays RED's tiebreakers? (M: you, P: partner)",
                         "spot 2 is tied: name RED's tiebreaker player (M or P)",
                         "spot 2 tied: who plays the tiebreakers? (M or P)"]
    named = dict(view, named=[0, None])
    assert tie_turn_brief(named) == [tie_turn_words(named),
                                     "tiebreaker on spot 2 \u2014 lay a leftover card, higher rank wins",
                                     "tiebreaker on spot 2: lay a leftover card"]
    assert all(len(a) > len(b) for a, b in zip(forms, forms[1:]))
    assert tie_turn_brief(dict(view, phase="play")) == []


def _asked_to_play_anyway(size):
    """(app, scene) at 4 people: the mover's failing placement dropped, "Play it anyway" / "Cancel" asked."""
    import random

    from quash_table.games.quash.composer import QuashComposer
    m = Match("quash", ["human:Ann", "human:Ben", "human:Cat", "human:Dan"], 5, {"variant": "advanced"})
    rng = random.Random(5)
    while True:         # late in the round: the move log's column is full
        c = QuashComposer(m.game.view(m.state, m.to_move), m.legal_actions())
        warned = [(a["card"], f"spot:{a['spot']}") for a in m.legal_actions()
                  if not a.get("swap") and c.warning(a["card"], f"spot:{a['spot']}")]
        if len(m.actions) >= 26 and warned:
            break
        m.play(rng.choice([a for a in m.legal_actions() if not a.get("swap")]))
    assert m.state.phase == "play"
    card, spot = warned[0]
    app, scene = match_board(m, size=size)
    _pass_curtain(app, scene)
    pid = next(p.id for p in scene.table.pieces if p.code == card)
    # on the spot's open part (its mark): the middle of a spot with cards is a card's face, which swaps (s57)
    drag(app, grab(scene, pid), scene.table.target_by_id[spot].mark.center)
    settle(app, scene)
    steps(app, 3)
    assert scene.composer.confirm is not None
    return app, scene


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_hint_at_a_failing_placements_question_lies_over_no_hand(size):
    """Review 36, 4 people at 1024x640: with "Play it anyway" / "Cancel" asked, the hint's words lay low over
    Ben's hand (the log had no room left under its last line). They go at the foot of the move log's column,
    its lines ending above them."""
    app, scene = _asked_to_play_anyway(size)
    try:
        action = scene.composer.confirm["action"]
        scene.hints.display(action, Reason(f"Hint: play it there \u2014 {LONG}", LONG))
        steps(app, 4)       # the log drawn again, a region a frame
        h = scene.hints.current
        assert scene.message is not None and h.is_said(scene.message[0]), scene.message
        words = scene.painter.message_rect()
        hands = [p.rect for p in scene.table.pieces if p.zone.startswith("hand:")]
        assert words.collidelist(hands) < 0, (words, [r for r in hands if r.colliderect(words)])
        _, _, log = scene.areas()
        assert log.contains(words), (words, log)
        assert words.collidelist(scene.log.word_rects) < 0, words       # the log's lines end above the words
        # the newest move is still listed, last
        numbers = [n for n, *_ in scene.log.shown if n]
        assert numbers and numbers[-1] == str(len(scene.session.match.actions)), numbers
    finally:
        close_board(app)
