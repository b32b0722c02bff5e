"""Review 23 (a new player's Quadruple War, session 24): the header's score line says the same every frame;
the replay bar's hand-by-hand jumps; the hint's words; a trick's pace."""

import pytest

from tests.ui_helpers import DT, board, close_board, make_app


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_headers_score_line_says_the_same_every_frame_of_a_hand(size):
    """The header said "Hand 1 · game to 500 · bags on" until the first told trick took its room, then "Hand 1
    · game to 500" for the rest of the game: its form is chosen for the longest told trick from the first
    frame, and "bags on" (it changes how to bid) stays."""
    app = make_app(size=size)
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=3, options={"bags": True, "dealer": 1})
    s = scene.session
    try:
        said = set()
        for _ in range(4000):
            if len(s.match.actions) >= 4 + 4 * 4 + 2:      # the bids, four tricks told and the fifth begun
                break
            if s.my_turn():
                s.play(s.screen_legal()[0])
            app.step(DT)
            said.add(scene.hud.shown["score"])
        assert len(s.match.actions) >= 22
        assert len(said) == 1, said
        assert "bags on" in said.pop() and "to 500" in scene.hud.shown["score"]
    finally:
        close_board(app)


def _reasons_of_normal_bots(games=6):
    """Every play reason the normal bot gives in a few whole hands of 4 seats."""
    import random

    from quash_table.engine.match import Match
    from quash_table.games.quadwar.players import NormalBot
    reasons = []
    for seed in range(games):
        m = Match("quadwar", ["bot:normal"] * 4, seed=seed, options={"target": 100})
        bots = [NormalBot(m.game, seat, seed=seed) for seat in range(4)]
        rng = random.Random(seed)
        while not m.over and m.state.hand_no == 1:
            seat = m.to_move
            legal = m.legal_actions()
            action = bots[seat].choose(m.game.view(m.state, seat), legal) if legal[0]["type"] == "play" \
                else rng.choice(legal)
            if action["type"] == "play":
                reasons.append(bots[seat].reason)
            m.play(action)
    return reasons


def test_a_trick_given_up_while_tricks_are_needed_says_why_in_this_tricks_terms():
    """Review 23: "you need 2 more tricks, but this one looks lost" came hint after hint and told nothing: the
    words say who holds the trick with what, or how small the best card's chance is."""
    given_up = [r for r in _reasons_of_normal_bots() if r.startswith("you need") and ", but " in r]
    assert given_up
    assert not any("looks lost" in r for r in given_up), given_up
    assert any("nothing you can play beats Seat " in r for r in given_up), given_up
    assert len(set(given_up)) > len(given_up) // 2, given_up         # not one sentence repeated


def test_the_search_never_says_a_card_scores_0_points_on_average():
    """Review 23: a bid out of reach scores 0 either way, and the hint said "in 20 sampled deals it scores 0
    points on average, the K of hearts 0". It says the bid looks out of reach and how the hand leaves you
    against the others, ahead or behind, in a player's words."""
    from quash_table.engine.match import Match
    from quash_table.games.quadwar.hard import HardBot
    m = Match("quadwar", ["human"] + ["bot:normal"] * 3, seed=3, options={"target": 100, "bags": False})
    while not (m.to_move == 0 and m.legal_actions()[0]["type"] == "play" and len(m.legal_actions()) > 1):
        m.play(m.legal_actions()[0])
    view = m.game.view(m.state, 0)
    legal = m.legal_actions()
    bot = HardBot(m.game, 0, seed=1, iterations=4)
    card, alt = legal[0]["card"], legal[1]["card"]
    bot._prior = None
    bot._tally = {card: [20, 0, 0, -240], alt: [20, 0, 0, -400]}    # neither makes the bid: 0 points each
    words = bot._play_reason(dict(view, bids=[13] + view["bids"][1:]), legal[0])
    assert "0 points on average" not in words and "scores 0" not in words, words
    # (one measure for every card since session 45: your points, the same here, and the others' fewer)
    assert "out of reach" in words and "leaves the others fewer points" in words, words


def _finished_game(target=150, seed=7):
    from quash_table.engine.match import Match
    from quash_table.games.quadwar.players import NormalBot
    m = Match("quadwar", ["human"] + ["bot:normal"] * 3, seed=seed, options={"target": target})
    bots = [NormalBot(m.game, s, seed=s) for s in range(4)]
    while not m.over:
        seat = m.to_move
        m.play(bots[seat].choose(m.game.view(m.state, seat), m.legal_actions()))
    return m


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_replay_jumps_hand_by_hand_with_keys_and_buttons(size):
    """Review 23: a replay of a game to 500 (about 1,000 moves) could be stepped a move at a time, ten with Page
    Down, or dragged: no hand-by-hand jumps. Ctrl+Right and the bar's ▶▶ go to this hand's scored board, then the
    next hand's deal; Ctrl+Left and ◀◀ back to this hand's deal, from it to the hand before's scored board (session
    27: they went deal to deal past the scored board, a step of its own since session 26)."""
    import pygame

    from tests.ui_helpers import centre, click, find, key, replay_of, steps
    m = _finished_game()
    app, scene = replay_of(m, size=size)
    s = scene.session
    try:
        steps(app, 2)
        hands = [n for n in range(1, len(m.actions) + 1)
                 if m.game.view(m.state_after(n), 0)["hand_no"] != m.game.view(m.state_after(n - 1), 0)["hand_no"]]
        assert len(hands) >= 2, hands
        for start in hands:
            key(app, pygame.K_RIGHT, mod=pygame.KMOD_CTRL, frames=2)     # the hand as scored, by the move that deals
            assert (s.position, s.showing_result()) == (start, True), (s.position, start)
            key(app, pygame.K_RIGHT, mod=pygame.KMOD_CTRL, frames=2)
            assert (s.position, s.showing_result()) == (start, False), (s.position, start)
            assert s.table_view()["hand_no"] == hands.index(start) + 2
        key(app, pygame.K_RIGHT, frames=3)                  # into the last hand: ◀◀ goes to its deal
        objects = app.top.layout_info()["objects"]
        back, ahead = find(objects, "replay:round_back"), find(objects, "replay:round_next")
        slider = find(objects, "replay:slider")
        assert back["rect"][0] + back["rect"][2] <= slider["rect"][0] and slider["rect"][2] > 60, (back, slider)
        click(app, centre(back["rect"]), frames=3)
        assert (s.position, s.showing_result()) == (hands[-1], False)
        click(app, centre(back["rect"]), frames=3)          # from a deal: the hand before's scored board
        assert (s.position, s.showing_result()) == (hands[-1], True)
        click(app, centre(back["rect"]), frames=3)          # then that hand's deal
        assert (s.position, s.showing_result()) == (hands[-2], False)
        key(app, pygame.K_LEFT, mod=pygame.KMOD_CTRL, frames=2)
        key(app, pygame.K_LEFT, mod=pygame.KMOD_CTRL, frames=2)
        assert s.position < hands[-2]
        click(app, centre(ahead["rect"]), frames=3)
        assert s.position in hands and s.showing_result()
        click(app, centre(ahead["rect"]), frames=3)
        assert s.position in hands and s.table_view()["hand_no"] == hands.index(s.position) + 2
        key(app, pygame.K_HOME, frames=2)
        key(app, pygame.K_LEFT, mod=pygame.KMOD_CTRL, frames=2)     # at the first deal: said, not a jump
        # at the first move the round buttons and keys say so (session 28's greyed ends of the replay bar)
        assert s.position == 0 and "first move" in (scene.message or ("",))[0], scene.message
    finally:
        close_board(app)
