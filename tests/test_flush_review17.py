"""Review 17 (Flush, a new player): Undo against bots, its greyed reasons, save words, small-window rects,
hint words (headless, real key events)."""

import pygame
import pytest

from quash_table.ui import settings as settings_mod
from tests.ui_helpers import close_board, key, match_board, step_until, steps

pytestmark = pytest.mark.ui


def _against_a_bot(seed=2):
    from quash_table.engine.match import Match
    m = Match("flush", ["human", "bot:normal"], seed=seed)
    app, scene = match_board(m, animation="normal")
    s = scene.session
    step_until(app, lambda: s.my_turn() and scene.settled(), timeout=60)
    return app, scene, s


def _declare_passing_the_turn(s):
    """A legal declaration of the screen seat's after which the bot moves, that Undo can take back."""
    g, st = s.game, s.match.state
    for a in s.screen_legal():
        after = g.apply(st, a)
        limit = g.undo_limit(after)
        if after.to_move == 1 and (limit is None or limit[0] >= 1):
            return a
    raise AssertionError("no such declaration")


def test_u_a_second_after_your_declare_takes_it_back_then_too_late_once_the_bot_played():
    """Review 17, 13.png: a bot answered within about a second, so Undo was greyed by the time you noticed.
    The next bot now waits settings.undo_grace after a declaration Undo can take back: U a second after
    your cards land takes it back; once the bot has played, U says it is too late."""
    app, scene, s = _against_a_bot()
    try:
        n = len(s.match.actions)
        s.play(_declare_passing_the_turn(s))
        assert s.can_undo(), s.undo_stop()
        assert s.waiting_for_undo()
        assert s.bot_wait() == settings_mod.undo_grace(s.settings) > settings_mod.bot_pace(s.settings)
        steps(app, 60)                     # a second: the cards land, the bot still waits
        assert len(s.match.actions) == n + 1 and s.can_undo()
        key(app, pygame.K_u, frames=2)
        assert len(s.match.actions) == n and s.my_turn()
        s.play(_declare_passing_the_turn(s))
        step_until(app, lambda: len(s.match.actions) > n + 1 and s.match.actors[-1] == 1, timeout=60)
        scene.message = None
        key(app, pygame.K_u)
        assert len(s.match.actions) > n + 1, "nothing is taken back"
        assert scene.message[0].startswith("Too late to undo: Bot 2 has played"), \
            scene.message
    finally:
        close_board(app)


def _to_round_ones_result(seed, seats=6, at=12, size=(1280, 800), rnd=1):
    """A table of you and bots (instant animation, results wait for Next), your moves the normal bot's,
    played until round `rnd`'s result shows (Next pressed at those before)."""
    from quash_table.engine.match import Match
    from quash_table.games.flush.bots import NormalBot
    m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed, options={"elimination_at": at})
    app, scene = match_board(m, size=size, animation="instant", settled=False, round_pause=True)
    s = scene.session
    me = NormalBot(m.game, 0, seed=seed)
    while True:
        step_until(app, lambda: s.showing_result() or (s.my_turn() and scene.settled()), timeout=60)
        if s.showing_result():
            if scene._round_result()["round"] >= rnd or m.over:
                break
            scene.pass_gate()
            steps(app, 2)
            continue
        s.play(me.choose(m.game.view(m.state, 0), s.screen_legal()))
    steps(app, 3)
    return app, scene, s


@pytest.mark.parametrize("at, out", [(25, False), (12, True)])
def test_undo_greyed_at_a_rounds_end_or_when_you_are_out_says_so(at, out):
    """Review 17, 21.png: at a round's result (a bot went out), and once you are out of the game, the greyed
    Undo said "another player's move is final: Bot 2 has moved since your last move". It says now that the
    round is scored (the rules' own reason), or that you are out; U says the same."""
    from quash_table.ui.session import YOU_ARE_OUT
    app, scene, s = _to_round_ones_result(1, at=at)
    try:
        scored = s.held_move()
        assert scored is not None and s.match.actors[scored] != 0, "a bot's move ended the round"
        assert s.table_view()["out"][0] is out and not s.match.over
        undo = next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo")
        want = YOU_ARE_OUT if out else s.game.undo_limit(s.match.state)[1]
        assert not undo["enabled"] and undo["reason"] == want, undo
        if not out:
            assert want.startswith("round 1 is scored and final"), want
        assert "another player" not in undo["reason"]
        scene.message = None
        key(app, pygame.K_u)
        assert scene.message[0].startswith(want[0].upper() + want[1:]), scene.message
    finally:
        close_board(app)


def test_a_hinted_flush_pickup_says_you_play_again():
    """Review 17, 04.png: the hint read "four 8s start a new pile: a Flush, so it plays again": the hint is
    for you (as the Link Flush's "you play again"). The reason says "you" now."""
    from types import SimpleNamespace

    from quash_table.games.flush.cards import VALUE
    from quash_table.games.flush.reasons import pickup_reason
    eights = [c for c in VALUE if VALUE[c] == 8][:4]
    said = pickup_reason(SimpleNamespace(m=7), eights, 2)
    assert said == "a Flush on the new pile, so you play again after picking up 2 cards", said
    assert " it " not in said, said


def test_a_seat_that_went_out_shows_no_zero_in_hand_over_its_empty_seat():
    """Review 17, 26.png (6 seats, 1024x640, round 2's result): after a seat went out (no card in hand, no base left) an orphaned "0 in hand"
    floated over its empty seat. A seat holding nothing shows no count."""
    from tests.test_flush_fit import drawn_labels
    app, scene, s = _to_round_ones_result(2, at=12, size=(1024, 640), rnd=2)
    try:
        view = s.table_view()
        gone = [x for x in range(1, 6) if not view["hand_counts"][x] and not view["out"][x]
                and all(b["top"] is None and not b["hidden"] for b in view["bases"][x])]
        assert gone, view["hand_counts"]
        said = [text for text, _, _ in drawn_labels(scene) if text.endswith(" in hand")]
        assert "0 in hand" not in said, said
    finally:
        close_board(app)


def test_a_skipped_seats_name_keeps_its_size_beside_the_tag_with_the_moves_open():
    """Review 17, 66.png (6 seats, 1024x640, Moves open): the SKIPPED tag left Bot 2's name a few pixels to
    shrink into. Where the name does not fit beside the tag, the tag goes on the plate's second line: the
    name keeps its size, and no word of the plate lies under the tag or out of the plate."""
    from tests.test_flush_fit import drawn_labels
    from tests.test_flush_s17 import _played
    from tests.ui_helpers import match_board

    def skipped_before_you(m):
        st = m.state
        return st.to_move == 0 and any(e["kind"] == "skip" and 0 not in e["skipped"]
                                       and any(x in (1, 5) for x in e["skipped"]) for e in st.caused)
    m = _played(["human"] + ["bot:normal"] * 5, 3, skipped_before_you)
    app, scene = match_board(m, size=(1024, 640))
    try:
        key(app, pygame.K_l, frames=3)
        assert scene.log_open
        steps(app, 3)
        skipped = scene._skipped()
        assert skipped
        labels = drawn_labels(scene)
        from quash_table.ui.table import MIN_TEXT_PX
        full = max(MIN_TEXT_PX, scene.metrics.px(16))
        for seat in skipped:
            plate = scene._g["plates"][seat]
            name = scene.session.short_name(seat)      # a bot's level left off beside the tag (session 20)
            tag = next(r for text, r, _ in labels if text == "SKIPPED" and plate.contains(r))
            words = [(text, r, size) for text, r, size in labels if text != "SKIPPED" and plate.colliderect(r)]
            said = next((size for text, _, size in words if text.startswith(name)), None)
            assert said is not None and said >= full, (name, said, full)
            for text, r, _ in words:
                assert plate.contains(r) and not r.colliderect(tag), (text, r, tag, plate)
    finally:
        close_board(app)


def test_your_hand_shows_each_cards_value_with_six_seats_and_the_moves_open():
    """Review 17, 64.png (6 seats, 1024x640, Moves open): your hand overlapped so much that a 2's value was
    almost hidden under the next card. Each card of your hand now shows at least three quarters of its width
    (its centre value too), in one row or two, all inside the band."""
    from tests.test_flush_s17 import _played
    from tests.ui_helpers import match_board

    def my_turn_holding_eight(m):
        st = m.state
        return st.to_move == 0 and m.game.view(st, 0)["hand_counts"][0] >= 8 and len(m.actions) > 6
    m = _played(["human"] + ["bot:normal"] * 5, 3, my_turn_holding_eight)
    app, scene = match_board(m, size=(1024, 640))
    try:
        key(app, pygame.K_l, frames=3)
        steps(app, 3)
        assert scene.log_open
        hand = sorted((o for o in scene.layout_info()["objects"] if o.get("zone") == "hand:0"),
                      key=lambda o: (o["rect"][1], o["rect"][0]))
        assert len(hand) >= 8
        band = scene._g["band"]
        rects = [pygame.Rect(o["rect"]) for o in hand]
        for a, b in zip(rects, rects[1:]):
            assert band.contains(a) and band.contains(b), (a, b, band)
            if a.y == b.y:
                assert b.x - a.x >= 0.75 * a.w - 1, (a, b)
    finally:
        close_board(app)


def test_a_save_after_next_at_a_rounds_result_names_the_next_round(tmp_path):
    """Review 17, 40.png: a save made after Next at round 2's result (round 3 begun on the table) was labelled
    "round 2's result". A real save's words now name the position saved: the result while it waits for
    Next, the next round once Next has passed it."""
    from quash_table.engine.saves import save_header, save_match
    from quash_table.engine.standing import standing_words
    app, scene, s = _to_round_ones_result(1, at=25)
    try:
        m = s.match
        names = [s.name(x) for x in range(len(m.seats))]

        def said(name):
            head = save_header(save_match(m, tmp_path / name))
            return standing_words(head["standing"], names, you_seat=0)[0]
        assert said("on_result.json") == "round 1 scored"    # (session 33: "round 1's result" read oddly)
        n = len(m.actions)
        assert scene.pass_gate()                   # Next (as Enter or its button), before any bot moves
        assert not s.showing_result() and len(m.actions) == n
        where = said("after_next.json")
        assert where.startswith("round 2") and "result" not in where, where
    finally:
        close_board(app)
