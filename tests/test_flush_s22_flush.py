"""Session 22: what new players found on the Flush board."""

import pytest

from quash_table.games.flush.layout import FACEUP_MIDDLE

from quash_table.ui.replay import FACE_UP

from tests.test_flush_s14 import _finished
from tests.ui_helpers import close_board, replay_of, steps

pytestmark = pytest.mark.ui


def _at_least(a, b, share):
    """Every number of `a` (a size or a number) at least `share` of `b`'s."""
    a, b = (a, b) if isinstance(a, tuple) else ((a,), (b,))
    return all(x >= share * y for x, y in zip(a, b))


@pytest.mark.parametrize("seats", [3, 6])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_face_up_replay_leaves_the_middle_its_room(seats, size):
    """A bot's hand in two lines under its bases grew its block down into the middle: the pile's top card 20
    px high, the New pile's outline over its words. The middle keeps the room it has with the hands hidden;
    the hands lie smaller, in more lines, or beside their bases."""
    m = _finished(seats=seats)
    app, scene = replay_of(m, size=size, face_up=False)
    try:
        s = scene.session
        positions = list(range(3, min(len(m.actions), 150), 10))
        hidden = {}
        for position in positions:
            s.goto(position)
            steps(app, 2)
            hidden[position] = (scene._g["mat"].size, scene._g["new"].size, scene._g["pile_size"])
        s.choice = FACE_UP
        steps(app, 2)
        faced = 0
        for position in positions:
            s.goto(position)
            steps(app, 2)
            g = scene._g
            if "mat" not in g:
                continue
            faced += any(p.code for p in scene.table.pieces if (p.zone or "").startswith("hand:")
                         and p.zone != f"hand:{g['bottom']}")
            now = (g["mat"].size, g["new"].size, g["pile_size"])
            if seats == 6:
                # session 29: at six seats the middle gives up at most an eighth of its scale (FACEUP_MIDDLE), so
                # the hands lie under their bases at a readable size, not 16x22 px beside them
                # (the pile's top group is drawn smaller still where its box is narrow, session 29: still a card
                # whose rank reads, at least 40 px high, not the 20 px of session 22)
                assert all(_at_least(a, b, FACEUP_MIDDLE - 0.02) for a, b in zip(now[:2], hidden[position][:2])), \
                    (position, now, hidden[position])
                assert _at_least(now[2], hidden[position][2], 0.7) and now[2][1] >= 40, (position, now[2])
            else:
                assert now == hidden[position], position
            for seat, block in g["blocks"].items():
                for p in scene.table.pieces:
                    if p.zone == f"hand:{seat}":
                        assert not p.home.colliderect(g["middle"]), (seat, p.home, g["middle"])
        assert faced
    finally:
        close_board(app)


def test_staged_cards_leave_their_gap_so_a_second_click_takes_the_card_seen_there(tmp_path):
    """The hand re-centred after each staged card: a second click where a card was seen took its neighbour.
    Clicked at the places they were seen, before anything was staged, both 6s wait in the tray."""
    from tests.test_flush_scene import open_table
    from tests.ui_helpers import click, target_rect
    app, scene = open_table(tmp_path)
    try:
        hand = {p.code: p.home.copy() for p in scene.table.pieces if p.zone == "hand:0"}
        seen = [(hand[c].x + 6, hand[c].centery) for c in ("6", "6L")]   # each card's left edge, in view
        for pos in seen:
            click(app, pos)
            click(app, target_rect(scene, "pile").center)
            steps(app, 20)
        assert sorted(p.code for p in scene.table.pieces if p.zone == "stage") == ["6", "6L"]
        # the cards not staged lie where they were
        for p in scene.table.pieces:
            if p.zone == "hand:0":
                assert p.home == hand[p.code], p.code
    finally:
        close_board(app)


def test_your_plate_counts_what_your_band_shows(tmp_path):
    """"14 cards held" stood over a hand of 8: it counted the base tops and the hidden cards under them.
    Your plate says where they lie, the hand's count that of the cards drawn there, staged cards apart."""
    from tests.test_flush_scene import hand_piece, labels, open_table, stage
    app, scene = open_table(tmp_path)
    try:
        def in_hand():
            return sum(1 for p in scene.table.pieces if p.zone == "hand:0")

        assert in_hand() == 8
        assert "8 in hand  \u00b7  6 on bases  \u00b7  0 pts" in labels(scene)
        stage(app, scene, hand_piece(scene, "6"))
        assert in_hand() == 7
        assert any(t.startswith("7 in hand  \u00b7  1 in the tray  \u00b7  6 on bases") for t in labels(scene))
        stage(app, scene, next(p for p in scene.table.pieces if p.zone == "base:0:1"))
        assert any(t.startswith("7 in hand  \u00b7  2 in the tray  \u00b7  5 on bases") for t in labels(scene))
        assert not any("cards held" in t for t in labels(scene)
                       if t.startswith(("7 in", "8 in")))
    finally:
        close_board(app)


def test_cards_you_pick_up_are_marked_new_until_your_next_action(tmp_path):
    """The old pile picked up came into your hand unmarked, unlike a card drawn: each of its cards is marked
    "new" in your hand (the rules' `taken`), until your next action."""
    from tests.test_flush_scene import open_table
    from tests.ui_helpers import settle
    app, scene = open_table(tmp_path)
    try:
        s, m = scene.session, scene.session.match
        s.play({"type": "play", "cards": ["2"], "as": 2})
        settle(app, scene)
        assert m.to_move == 0 and m.state.pile, "the bot laid on the pile"
        pickup = next(a for a in m.legal_actions() if a["type"] == "pickup")
        taken = [c for c, _ in m.state.pile]
        s.play(pickup)
        settle(app, scene)
        marked = sorted(p.code for p in scene.table.pieces if p.zone == "hand:0" and scene.drawn_card(p.id))
        assert marked == sorted(taken)
        from quash_table.games.flush.new_tags import new_tags      # (on the cards since session 24)
        assert len(new_tags(scene)) >= len(taken)
        # your next action takes the marks away
        if m.to_move == 0 and not m.over:
            s.play(m.legal_actions()[0])
            steps(app, 3)
            assert not any(scene.drawn_card(p.id) for p in scene.table.pieces if p.zone == "hand:0")
    finally:
        close_board(app)


def test_the_deck_file_is_no_new_game_option_but_the_command_line_still_takes_it(tmp_path):
    """"Deck file" among the New game options read as a developer setting: it is on the command line alone."""
    import json

    import pygame

    from quash_table.games import get_game
    from tests.test_ui_shell_option_hints import _screen
    app = _screen((1280, 800), "flush")
    try:
        ids = [o["id"] for o in app.top.layout_info()["objects"]]
        assert "option:first" in ids and not any(i.startswith("option:deck") for i in ids), ids
    finally:
        pygame.display.quit()
    deck = get_game("flush").options_from_user({"deck": "assets/flush_deck.json"})["deck"]
    assert isinstance(deck, dict)
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck))
    game = get_game("flush")
    assert game.check_options(game.options_from_user({"deck": str(path)}), 3)["deck"] == deck


def test_the_pile_has_one_name_everywhere():
    """"PILE" on the board (or "PLAY PILE" where wide), "the play pile" on the rules page and as the target's
    name, "the pile" in the log and hints: one name, telling.PILE, in every place a person reads it."""
    from pathlib import Path

    import quash_table.games.flush as flush_pkg
    from quash_table.games.flush import paint_middle
    from quash_table.games.flush.telling import PILE, PILE_TITLE
    assert PILE_TITLE == PILE.upper()
    root = Path(flush_pkg.__file__).parent
    sources = [p.read_text(encoding="utf-8") for p in root.glob("*.py")]
    rules_page = (Path(flush_pkg.__file__).parents[3] / "assets" / "rules" / "flush.md").read_text(encoding="utf-8")
    for text in sources + [rules_page]:
        assert "play pile" not in text.lower()
    assert f"the {PILE}" in rules_page

    class T:            # the title at any width the mat has
        @staticmethod
        def px(n):
            return n

        @staticmethod
        def text_px(n):
            return n

    import pygame
    pygame.font.init()
    for w in (40, 90, 200):
        assert paint_middle.pile_title(T, pygame.Rect(0, 0, w, 100), 12)[0] == PILE_TITLE


def test_the_play_box_shows_the_last_few_moves_at_six_seats_in_a_small_window():
    """At 6 seats, 1024x640, five bots' moves passed with the play box holding only the newest: it shows the
    last three, else two, whole, in a smaller type where 14 pt holds only one (an older move that does not
    fit whole is left to the move log: session 23)."""
    from quash_table.games.flush.paint_middle import recent_words
    m = _finished(seats=6)
    app, scene = replay_of(m, size=(1024, 640))
    try:
        checked = several = 0
        for position in range(4, min(len(m.actions), 160)):
            scene.session.goto(position)
            steps(app, 2)
            tray = scene._g.get("tray")
            if tray is None or len(recent_words(scene, 3)) < 2:
                continue
            said = [d.text for d in scene.table.decor if getattr(d, "text", None) and tray.collidepoint(d.pos)]
            # the tray tells the moves in the game's fewest words where its full ones do not fit (recent_size's
            # brief): each move counts as shown whole in either wording
            drawn = " ".join(said).split()
            told = recent_words(scene, 3)
            shown = [w for w, b in zip(told, recent_words(scene, 3, brief=True))
                     if all(word in drawn for word in w.split()) or all(word in drawn for word in b.split())]
            # each move shown whole (session 23: an older one's first line, cut, is no longer drawn), the
            # newest always; two or more most of the time (test_flush_s23_hint checks the words exactly)
            assert told[-1] in shown, (position, said)
            several += len(shown) >= 2
            checked += 1
        assert checked > 50 and several >= checked * 0.6, (several, checked)
    finally:
        close_board(app)


def test_the_bots_rest_longer_after_a_flush_than_after_a_lay():
    """Five bots' seven moves passed in 5.5 s at 6 seats: after a move with more to read (a Flush, a pickup, a
    Skip) the next bot rests longer than its pace, as the rules' events of that move say."""
    import random

    from quash_table.engine.match import Match
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import make_app
    rng = random.Random(2)
    m = Match("flush", ["human"] + ["bot:normal"] * 5, seed=2)
    waits = {}
    app = make_app(size=(1024, 640), animation="normal")
    try:
        pace = settings_mod.bot_pace(app.settings)
        scene = None
        while not m.over and len(waits) < 2 and len(m.actions) < 400:
            m.play(rng.choice(m.legal_actions()))
            kinds = {e["kind"] for e in m.game.events(m.state, 0)}
            kind = "flush" if "flush" in kinds else "lay" if kinds == {"played"} else None
            if kind is None or kind in waits or m.actors[-1] == 0:
                continue
            scene = board_for_match(app, m, autosave=False)
            waits[kind] = scene.session.bot_wait()
        assert waits["lay"] == pytest.approx(pace)
        assert waits["flush"] >= 1.8 * pace
    finally:
        pygame_quit()


def pygame_quit():
    import pygame
    pygame.display.quit()
