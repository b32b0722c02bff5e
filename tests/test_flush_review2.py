"""What the second new-player review of Flush found: an empty hand's words while a turned hidden card waits
for Declare, where a turned Mimic taking the pile's value is drawn, ... (headless, real mouse events)."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.test_flush_scene import labels, mimic_table, tray_words
from tests.test_flush_scene import play_base_then_turn_hidden
from tests.ui_helpers import button, centre, click, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


def last_hidden_card_match(seed=5):
    """Your turn (two seats) with an empty hand, one base left holding only its hidden card, a 4 (not the
    Mimic), on a pile of 1s: turned up, it starts a new pile and Declare picks up the pile."""
    rng = random.Random(seed)
    m = Match("flush", ["human", "bot:normal"], seed=seed)
    while not (m.to_move == 0 and m.state.stage is None and m.state.mimic not in (None, 4)):
        m.play(rng.choice(m.legal_actions()))
    s = m.state
    s.hands[0] = {}
    s.bases[0] = [(None, None), (None, "4"), (None, None)]
    s.pile, s.adjacent = [("1", 1), ("1", 1)], []
    assert {"type": "hidden", "base": 1} in m.legal_actions()
    return m


def test_an_empty_hand_says_declare_picks_up_the_pile_not_that_you_went_out():
    m = last_hidden_card_match()
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        click(app, centre(next(p for p in scene.table.pieces if p.zone == "hidden:0:1").home))
        settle(app, scene)
        assert m.actions[-1] == {"type": "hidden", "base": 1} and m.state.stage == "hidden_pickup"
        assert tray_words(scene)[0].startswith("\u201ca 4 is higher than the pile's ")
        assert "You went out" not in labels(scene)
        assert "Declare picks up the pile's 2 cards into your hand" in labels(scene)
        click(app, button(scene, "declare").rect.center)
        assert sum(m.state.hands[0].values()) == 2               # what the hand area said
    finally:
        close_board(app)


def test_a_turned_mimic_taking_the_piles_value_is_drawn_on_the_pile_where_the_tray_says_it_goes(tmp_path):
    # the scene of test_a_turned_hidden_mimic_joins_the_pile_instead_of_starting_a_new_one: your turned Mimic
    # 5 Skip is higher than the pile's 1s; as a 1 (the default) it joins them, as its own 5 it starts a new pile
    app, scene = mimic_table(tmp_path)
    try:
        m = scene.session.match
        play_base_then_turn_hidden(app, scene, 1)
        assert m.state.stage == "hidden_pickup"
        assert "onto the pile" in tray_words(scene)[0]

        def turned():
            return next(p for p in scene.table.pieces if p.code == "5S")
        assert scene._g["mat"].contains(turned().home) and not scene._g["new"].colliderect(turned().home)
        click(app, button(scene, "mimic_as").rect.center)        # as its own 5: a new pile
        steps(app, 30)
        assert "pick up the pile" in tray_words(scene)[0]
        assert scene._g["new"].contains(turned().home)
    finally:
        close_board(app)


def test_a_reason_about_points_says_they_come_off_the_hand_in_words_for_a_hint_and_a_bot_alike():
    # a hint read "6 points off its hand": the reason is the normal bot's, shown as your hint and as a
    # bot's why; it names no one's hand
    from quash_table.games.flush.bots import NormalBot
    from quash_table.games.flush.rules import GAME
    from tests.positions import game_steps
    said = []
    for state, _ in game_steps("flush", 12, lambda k: (3, "normal", None, None), seed=3, max_steps=200):
        legal = GAME.legal_actions(state)
        if len(legal) < 2:
            continue
        bot = NormalBot(GAME, state.to_move)
        bot.choose(GAME.view(state, state.to_move), legal)
        if "may go out soon" in bot.reason:
            said.append(bot.reason)
    assert said
    assert not [r for r in said if "its hand" in r or "off its" in r], said
    # (review 55m: "2 points fewer held while someone is close to going out" was not parsed at once)
    assert all(("may go out soon: laid now, these " in r or "may go out soon: laid now, this point " in r)
               and "cannot count against you" in r for r in said), said


def six_seat_result():
    """A finished one-round arena game at six seats whose result shows at least two Mimics."""
    from quash_table.games.flush.cards import is_mimic
    for seed in range(40):
        m = Match("flush", ["human"] + ["bot:normal"] * 5, seed, {"format": "arena", "rounds": 1})
        rng = random.Random(seed)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
        scored = next(e for e in m.game.events(m.state, None) if e["kind"] == "round_scored")
        if sum(is_mimic(x["card"], scored["mimic"]) for held in scored["held"] if held for x in held) >= 2:
            return m, scored
    raise AssertionError("no such game")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_mimics_badge_and_its_points_read_apart_on_the_rounds_result(size):
    # "M6" under a Mimic 7 read as "Mimic 6": the M badge, then apart the points ("6 pts")
    import re

    from quash_table.games.flush.cards import is_mimic
    from tests.test_flush_fit import drawn_labels
    m, scored = six_seat_result()
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 10)
        panel = scene._g["result"]
        shown = [(t, r) for t, r, _ in drawn_labels(scene) if panel.collidepoint(r.center)]
        assert not [t for t, _ in shown if re.fullmatch(r"M\d+", t)], shown
        mimics = [x for held in scored["held"] if held for x in held if is_mimic(x["card"], scored["mimic"])]
        marks = [r for t, r in shown if t == "M"]
        assert len(marks) == len(mimics)
        for r in marks:
            beside = [(t, q) for t, q in shown if abs(q.centery - r.centery) <= 2 and 0 < q.left - r.right <= 12]
            assert len(beside) == 1 and re.fullmatch(r"\d+( pts)?", beside[0][0]), (r, beside)
    finally:
        close_board(app)


def test_a_tiny_flush_cards_face_shows_its_value_once_without_corner_indices():
    # the cards of a 6-seat round's result at 1024x640 (about 15x22): the corner indices, kept at 10 px,
    # ran into the big number ("3E", "7Z"); a pile card (41x62) keeps them
    import pygame

    from quash_table.ui.sprites import SPRITES

    def ink(face, xs, ys):
        return [(x, y) for x in xs for y in ys if sum(face.get_at((x, y))[:3]) < 350 and face.get_at((x, y))[3] > 200]

    app = make_app(size=(1024, 640))
    try:
        for code in ("3", "7", "10"):
            face = SPRITES.card("flush", code, (15, 22))
            w, h = face.get_size()
            # the band between the frame and the big number, top and bottom: no index there
            assert not ink(face, range(2, w - 2), range(2, int(h * 0.14))), code
            assert not ink(face, range(2, w - 2), range(int(h * 0.8), h - 2)), code
            assert ink(face, range(2, w - 2), range(int(h * 0.3), int(h * 0.55))), code   # the value, big
        big = SPRITES.card("flush", "7", (41, 62))
        assert ink(big, range(3, int(41 * 0.35)), range(3, int(62 * 0.2)))        # its corner index
    finally:
        del app
        pygame.display.quit()


@pytest.mark.parametrize("seats,size,n", [(3, (1280, 800), 4), (3, (1280, 800), 5), (6, (1024, 640), 4)])
def test_another_seats_given_bases_lie_side_by_side_clear_of_its_hand(seats, size, n):
    # a bot that received a base after a Super Flush: its four bases overlapped, covering hidden cards
    # and the "LINK" of a top, with room beside them
    from tests.test_flush_fit import drawn_labels
    from tests.test_flush_review import my_turn_match, open_match
    m = my_turn_match(seats, 7)
    s = m.state
    while len(s.bases[1]) < n:
        s.bases[1].append((s.stock.pop(), s.stock.pop()))
    app, scene = open_match(m, size)
    try:
        rects = scene._g["base_rects"][1]
        assert len(rects) == n
        for a, b in zip(rects, rects[1:]):
            assert a.right <= b.left, rects
        block, fan = scene._g["blocks"][1], scene._g["hands"][1]
        assert rects[-1].right < fan.left <= fan.right <= block.right
        assert not any(rects[0].left < b.right and b.colliderect(rects[0].union(rects[-1]))
                       for seat, b in scene._g["blocks"].items() if seat != 1)
        assert rects[0].left >= scene._g["area"].x
        cards = [p.home for p in scene.table.pieces if p.zone.startswith(("base:1:", "hidden:1:"))]
        for i, a in enumerate(rects):          # no card of one base over another base's cards
            mine = [c for c in cards if a.left <= c.centerx <= a.right]
            others = [c for c in cards if c not in mine]
            assert not any(c.colliderect(o) for c in mine for o in others), (a, mine)
        # the count under the fan stays within the block (under backs closed up, "8 in" over "hand": session 39)
        said = [r for text, r, _ in drawn_labels(scene) if text.endswith((" in hand", " in", "hand"))
                and fan.left <= r.centerx <= fan.right and r.top >= fan.bottom]
        assert said and all(block.left <= r.left and r.right <= block.right for r in said)
    finally:
        close_board(app)


@pytest.mark.parametrize("text", [
    "Hint: lay two 6s on the pile \u2014 sheds two 6s, though it gives up the 6 Deduction (-7): that counts only on "
    "the turn you go out",
    # session 24 laid a message of more than four lines wide and short across your band, over your hand's cards
    # (it had stood a pillar of 16 lines in the column beside the middle, test_flush_s24_hint_box); session 25:
    # in the one wide column the middle leaves right of its cluster
    "Hint: start a new pile with three 9s (one a Skip, one a Link: Links count towards a Link Flush) — "
    "no lay on this pile is worth it: three 9s start a new pile and you pick up 7 cards, though the next player "
    "may lay a Flush on it"])
def test_a_long_hint_or_refusal_lies_clear_of_your_hand_the_piles_and_the_tray(text):
    # at 1280x800 (3 seats) a four-line hint grew up into the tray and was put over three of your cards
    from tests.ui_helpers import board
    app = make_app(size=(1280, 800))
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=7)
    settle(app, scene)
    try:
        scene.show_message(text)
        steps(app, 3)
        shown = scene.painter.message_rect()
        hand = [p.home for p in scene.table.pieces if p.zone.startswith(("hand:0", "base:0:", "hidden:0:"))]
        play = [scene._g[k] for k in ("mat", "new", "tray")]
        assert hand and shown.collidelist(hand) < 0 and shown.collidelist(play) < 0, (shown, hand)
        assert scene.painter.message_rect().colliderect(scene._g["area"])
    finally:
        close_board(app)


def test_the_face_up_replay_lays_the_bottom_seats_hand_face_up_on_the_table():
    # "All cards face up" showed your hand face down on the table (only the side panel had it)
    from quash_table.games.flush.rules import GAME
    from quash_table.ui.replay import FACE_UP
    from quash_table.ui.tables import replay_board
    m = Match("flush", ["human:Ann", "bot:random"], seed=5, options={"elimination_at": 1})
    rng = random.Random(5)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app = make_app(animation="instant")
    scene = replay_board(app, m)
    app.push(scene)
    try:
        scene.session.goto(4)
        scene.session.version += 1
        steps(app, 30)
        scene.session.choice = FACE_UP
        scene.session.version += 1
        steps(app, 30)
        bottom = scene._g["bottom"]
        hand = GAME.view(scene.session.match.state, bottom)["hand"]
        shown = [p for p in scene.table.pieces if p.zone == f"hand:{bottom}"]
        assert sorted(p.code for p in shown) == sorted(hand) and len(hand) > 3
        assert not any(a.home.colliderect(b.home) and a.home.clip(b.home).w > a.home.w * 0.8
                       for i, a in enumerate(shown) for b in shown[i + 1:])
    finally:
        close_board(app)
