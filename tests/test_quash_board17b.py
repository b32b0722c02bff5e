"""QUASH board fixes after the new players' second review of session 17, driven by real pygame events and
the app's own clock (a frame is 1/60 s)."""

import random

import pytest

from quash_table.engine.match import Match
from tests.test_quash_s14_quash4 import _curtain_button
from tests.ui_helpers import click, close_board, match_board, settle, step_until, steps

pytestmark = pytest.mark.ui


def _before_the_last_move(seats, seed=5, options=None):
    """A match played at random up to the move that ends the game (returned with it)."""
    m = Match("quash", seats, seed, options or {"dealer": 1, "target": 5})
    rng = random.Random(seed)
    while True:
        legal = m.legal_actions()
        for a in legal:
            if m.game.apply(m.state, a).to_move is None:
                return m, a
        m.play(rng.choice(legal))


def _table_words(scene):
    from quash_table.ui.widgets import Label
    return [d.text for d in scene.table.decor if isinstance(d, Label)]


def test_pass_and_play_the_words_under_the_board_wait_for_the_scoring_steps():
    """Review 17 (pp09.png): under "Scoring spot 1", spots 2 and 3 still to show, the words where the hand
    would be said "The game is over": the result given away. They wait for the scoring steps."""
    m, last = _before_the_last_move(["human:Ann", "human:Bob"])
    app, scene = match_board(m, animation="normal", round_pause=True)
    try:
        click(app, _curtain_button(scene).rect.center)      # the mover at the screen
        settle(app, scene)
        assert scene.session.my_turn()
        scene.act(last)
        step_until(app, lambda: scene.staged_caption().startswith("Scoring spot"), 20)
        seen = 0
        while scene.staged_caption():
            seen += 1
            assert "The game is over" not in _table_words(scene), scene.staged_caption()
            assert scene.nobody_here_text() != "The game is over"
            steps(app, 3)
            if seen > 4000:
                break
        assert seen > 2, "the scoring steps were watched"
        step_until(app, lambda: scene.session.director is None or not scene.session.director.busy(), 20)
        assert scene.nobody_here_text() == "The game is over"
    finally:
        close_board(app)


def _before_the_bots_round_ending_tiebreaker(seed=18):
    """Round 1, Bot 2 dealt it (you deal round 2): your tiebreaker card, after which Bot 2's ends the round."""
    m = Match("quash", ["human", "bot:easy"], seed, {"dealer": 1})
    rng = random.Random(seed)
    while m.state.round == 1:
        legal = m.legal_actions()
        if m.to_move == 0 and legal[0]["type"] == "tiebreak":
            for a in legal:
                after = m.game.apply(m.state, a)
                if after.to_move == 1 and any(
                        after.round == 1 and "round_scored" in [e["kind"] for e in m.game.events(m.game.apply(after, b), None)]
                        for b in m.game.legal_actions(after)):
                    return m, a
        m.play(rng.choice(legal))
    raise AssertionError("no such tiebreaker in round 1")


@pytest.mark.parametrize("gap", [0, 1, 2, 4, 10, 20, 40])
@pytest.mark.parametrize("yours", [False, True])
def test_quick_enters_after_the_tiebreaker_do_not_pass_the_rounds_result(gap, yours):
    """Review 17 (28-30.png), 2 players: four quick Enters went from the tiebreaker's Next through the
    QUASH banner and the round's result to a new deal (the deal yours). Only the first (the pair's Next)
    counts; the round's result waits for a press made fresh a while after it showed, whoever deals."""
    import pygame

    from tests.test_quash_board16b import _before_a_round_ending_tiebreaker, _press
    m, last = _before_the_bots_round_ending_tiebreaker() if yours else _before_a_round_ending_tiebreaker()
    app, scene = match_board(m, animation="normal", round_pause=True)
    try:
        scene.act(last)
        step_until(app, lambda: scene.scoring_show.waiting, 30)     # the pair face up, its Next
        n, d = len(m.actions), scene.session.director
        for _ in range(4):
            _press(app, pygame.K_RETURN, gap)
        steps(app, 4 * 60)
        assert len(m.actions) == n and m.state.round == 1, "hurried Enters dealt the next round"
        assert d.gate() is not None and d.started, "the round's result waits for Next"
        steps(app, 90)
        _press(app, pygame.K_RETURN, 5)              # a deliberate press, the result on show a while
        assert d.gate() is None
    finally:
        close_board(app)


@pytest.mark.parametrize("yours", [False, True])
def test_enter_in_the_frame_the_scoring_ends_does_not_pass_the_rounds_result(yours):
    """Review 17 (28-30.png): Enter pressed as the last scoring step ended (the result not yet on the table:
    the director's gate not started) passed the result unseen and dealt the next round. Pressed in each of
    the frames around it, a key waits for a fresh press once the result has shown a while."""
    import pygame

    from tests.test_quash_board16b import _before_a_round_ending_tiebreaker, _press
    for offset in range(3):
        m, last = _before_the_bots_round_ending_tiebreaker() if yours else _before_a_round_ending_tiebreaker()
        app, scene = match_board(m, animation="normal", round_pause=True)
        try:
            scene.act(last)
            show = scene.scoring_show
            step_until(app, lambda: show.waiting, 30)       # noqa: B023 (called here, in this pass)
            _press(app, pygame.K_RETURN, 1)                  # the pair's Next
            n, d = len(m.actions), scene.session.director
            step_until(app, lambda: not show.animating, 10)  # noqa: B023
            steps(app, offset)
            _press(app, pygame.K_RETURN, 2)
            steps(app, 30)
            assert len(m.actions) == n and d.gate() is not None, f"Enter {offset} frames after the steps passed it"
        finally:
            close_board(app)


def test_four_players_a_game_ending_tiebreaker_keeps_the_pool_words_and_scores_until_its_steps_end():
    """Review 17 (58.png): after a tiebreaker that ended the game, your plate said "6 cards" (not "6 pooled
    cards": the phase was over) and Scores was greyed (the summary counted as up, under the pair still
    shown): the game's end said before its steps."""
    seats, seed = ["human", "bot:easy", "bot:easy", "bot:easy"], 19
    m = Match("quash", seats, seed, {"target": 5})
    rng = random.Random(seed)
    while True:
        a = rng.choice(m.legal_actions())
        if m.game.apply(m.state, a).to_move is None:
            break
        m.play(a)
    assert m.state.holders()[0] == 0 and m.state.hands[0] and a["type"] == "tiebreak"
    app, scene = match_board(m, animation="normal", round_pause=True, settled=False)
    try:
        step_until(app, lambda: m.over, 30)                 # Bot 4 lays the last tiebreaker card
        step_until(app, lambda: scene.scoring_show.waiting, 30)
        n = len(m.state.hands[0])
        assert f"{n} pooled cards" in _table_words(scene), [w for w in _table_words(scene) if "card" in w]
        scores = next(b for b in scene.hud.buttons if b.id == "hud:scores")
        assert scores.enabled and not scene.summary_up()
    finally:
        close_board(app)


def test_a_legal_swap_target_with_a_new_or_moved_frame_is_lit_green():
    """Review 17 (advanced 57.png, 58.png): a card of yours marked "new" or "moved" that the held card may
    swap out showed only its gold frame: the green outline of a legal place was drawn under it."""
    from quash_table.games.quash.over_pieces import card_marks
    from quash_table.ui import theme
    from tests.test_quash_moved_marks import _four_players_two_chains_before_your_turn
    m, _ = _four_players_two_chains_before_your_turn()
    app, scene = match_board(m)
    try:
        rnd = m.state.round
        hand = sorted(scene.session.view()["hand"])
        click(app, scene.table.piece_by_id[f"r{rnd}:{hand[0]}"].rect.center)
        steps(app, 3)
        lit = scene.drag.legal_targets(scene.table.piece_by_id[scene.drag.selected])
        frames = [frame for frame, _, _ in card_marks(scene)]
        marked = [t for t in scene.table.targets if t.id in lit and t.id.startswith("swap:")
                  and any(f.colliderect(t.rect) for f in frames)]
        assert marked, "a marked card of yours is a legal swap target"
        px = scene.metrics.px
        for t in marked:
            r = t.rect.inflate(px(8), px(8))
            # its top edge: by its left edge a spot's open slot may be lit, where it makes room for the held
            # card (session 44, held_room)
            edge = [tuple(app.screen.get_at((x, r.y + px(1))))[:3] for x in range(r.centerx - 5, r.centerx + 5)]
            assert theme.SWAP[:3] in edge, (t.id, edge)     # a swap is lit blue (session 46), a lay green
    finally:
        close_board(app)


def test_after_the_card_in_the_air_is_dropped_off_target_a_click_still_places_it():
    """Review 17 (advanced 59-62.png): the card in the air dragged and let go beside any place sprang back,
    and then clicks on its places did nothing (no green, nothing placed) until it was clicked again. It
    stays the card picked up: a click on a place lays it."""
    from tests.test_quash_scene import _chain_board, _zone, target
    from tests.ui_helpers import drag, grab
    app, scene, m = _chain_board()
    try:
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        assert _zone(scene, "JH") == "chain" and scene.drag.selected == "r1:JH"
        board = scene._deco["g"]["board"]
        drag(app, grab(scene, "r1:JH"), (board.right + 5, board.bottom + 40))     # let go on no place
        settle(app, scene)
        assert _zone(scene, "JH") == "chain"
        assert scene.drag.selected == "r1:JH", "the card in the air is no longer the one picked up"
        click(app, target(scene, "swap:6C").center)
        settle(app, scene)
        assert _zone(scene, "JH") != "chain", "a click on a place laid nothing"
    finally:
        close_board(app)


def test_the_rules_page_names_the_way_on_the_table_shows_when_the_deal_is_yours():
    """Review 17 (52.png, 53.png): at a round's end with the deal yours, the rules page spoke of a "Deal round
    N" button and D; the table showed Next ▸ and D did nothing. The page says Next (Enter) deals it, and
    names D only with the button it belongs to (the setting off)."""
    import pathlib

    import pygame

    from tests.test_quash_board16b import _press
    text = (pathlib.Path(__file__).parent.parent / "assets" / "rules" / "quash.md").read_text()
    line = next(x for x in text.splitlines() if "At a round's end" in x)
    assert "Next (Enter" in line and "D / Deal round N when the deal is yours" not in line, line
    m, last = _before_the_bots_round_ending_tiebreaker()
    app, scene = match_board(m, animation="normal", round_pause=True)
    try:
        scene.act(last)
        step_until(app, lambda: scene.scoring_show.waiting, 30)
        _press(app, pygame.K_RETURN, 1)
        step_until(app, lambda: scene.scoring_show.result_since is not None, 20)
        steps(app, 90)
        ids = {b.id for b in scene.hud.buttons} | {b.id for b in scene.table.buttons}
        assert "director:next" in ids and "deal" not in ids      # what the page says shows: Next
        n = len(m.actions)
        _press(app, pygame.K_RETURN, 5)
        assert len(m.actions) == n + 1 and m.actions[-1] == {"type": "deal"}, "Next deals, as the page says"
    finally:
        close_board(app)
