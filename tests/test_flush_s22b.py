"""Session 22 (flush2): what today's new player found on the Flush board."""

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import ask_hint, close_board, match_board, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats", [3, 6])
def test_the_banner_title_stays_inside_its_box(size, seats):
    """p3-02post0.png: "SUPER FLUSH!" ran past both sides of the teal box. The banner's painter fits its
    title to the box for every banner: nothing of it is drawn left or right of the box."""
    from quash_table.games.flush import banner
    players = ["human"] + ["bot:normal"] * (seats - 1)
    app, scene = match_board(Match("flush", players, seed=1), size=size)
    try:
        steps(app, 2)
        m = scene.metrics
        for title in ("FLUSH!", "SUPER FLUSH!"):
            surface = app.screen.copy()
            surface.fill((255, 255, 255))
            r = banner.draw(surface, m, *scene.banner_place(), (title, "Flush: five 8s on top"),
                            cover=scene._g.get("tray"))
            for y in range(r.y, r.y + m.px(60)):
                outside = [x for x in list(range(0, r.x)) + list(range(r.right, surface.get_width()))
                           if tuple(surface.get_at((x, y)))[:3] != (255, 255, 255)]
                assert not outside, (title, y, outside[:5], r)
    finally:
        close_board(app)


def test_the_out_tag_lies_beside_your_plates_words():
    """z-out-overlap.png: once you were out, the red OUT pill lay over "pts" of "2 in hand · 2 on bases ·
    36 pts". The words end before the tag begins."""
    from quash_table.games.flush.paint_seats import OUT_RED
    from quash_table.ui.widgets import Label, Panel
    from tests.test_flush_review17 import _to_round_ones_result
    app, scene, s = _to_round_ones_result(1, at=12)
    try:
        assert s.table_view()["out"][0]
        steps(app, 2)
        decor = scene.table.decor
        if scene._g["result"].bottom > scene._g["band"].y:
            # (session 36: a result whose cards are small over the table alone lies over your band too; your row
            # in it says you are out, under your points)
            said = [d for d in decor if isinstance(d, Label) and d.text in ("OUT", "out of the game")]
            assert any(scene._g["result"].collidepoint(d.pos) for d in said), [d.text for d in said]
            return
        tag = next(d for d in decor if isinstance(d, Panel) and tuple(d.colour)[:3] == OUT_RED[:3]
                   and d.rect.colliderect(scene._g["band"]))
        words = next(d for d in decor if isinstance(d, Label) and "in hand" in d.text
                     and scene._g["band"].collidepoint(d.pos))
        assert words.text_rect().right <= tag.rect.x, (words.text, words.text_rect(), tag.rect)
    finally:
        close_board(app)


def test_a_pickup_hint_of_one_card_names_the_card():
    """74-onecards.png: "start a new pile with one cards and pick up the old one" (a base's top, which the
    words could not see). One card is said as your card; a base's top is read from your view."""
    from quash_table.games.flush.rules import Flush as FlushGame
    game = FlushGame()
    view = {"seat": 0, "bases": [[{"top": "3D"}, {"top": "7"}], []]}
    pick = {"type": "pickup", "cards": ["b0"]}
    assert game.describe_hint(pick, 0, 2, view) == "start a new pile with your 3 Deduction and pick up the old one"
    assert game.describe_hint({"type": "pickup", "cards": ["8S"]}, 0, 2, view) == \
        "start a new pile with your 8 Skip and pick up the old one"
    assert "one cards" not in game.describe_hint(pick, 0, 2)
    # (its cards' kinds named as a hinted lay's, session 44)
    assert game.describe_hint({"type": "pickup", "cards": ["b1", "7L"]}, 0, 2, view) == \
        "start a new pile with two 7s (one a Link) and pick up the old one"


def test_the_mimic_swap_is_said_as_your_card_and_with_its_article():
    """Hint "swap 5 for the Flush card turned as the Mimic — makes the value it holds most of the Mimic"
    (a bot's words, no article); log "You swap 10 Link for ...". Now "swap your 5 ..." and "a 10 Link"."""
    from quash_table.engine.match import Match as M
    from quash_table.games.flush.bots import NormalBot
    from quash_table.games.flush.rules import Flush as FlushGame
    game = FlushGame()
    swap = {"type": "swap_mimic", "card": "5"}
    assert game.describe_hint(swap, 0, 3).startswith("swap your 5 for the Flush card")
    assert game.describe({"type": "swap_mimic", "card": "10L"}, 1, 3) == \
        "Seat 2 swaps a 10 Link for the Flush card turned as the Mimic"
    for seed in range(200):      # a deal whose turned Mimic is a Flush card: the first player swaps
        m = M("flush", ["human", "bot:normal"], seed=seed)
        if any(a["type"] == "swap_mimic" for a in m.legal_actions()):
            break
    else:
        pytest.skip("no deal with a Flush card turned as the Mimic")
    seat = m.to_move
    bot = NormalBot(m.game, seat, seed=1)
    action = bot.choose(m.game.view(m.state, seat), m.legal_actions())
    assert action["type"] == "swap_mimic"
    assert "it holds" not in bot.reason and "you" in bot.reason, bot.reason
    m.play(action)
    entry = m.state.log[-1]
    text = entry["text"] if isinstance(entry, dict) else str(entry)
    assert " swaps a" in text, text


def _turned_with_only_declare():
    """A match (you at seat 0, normal bots everywhere) at your turned hidden card with declaring your only
    legal move."""
    from quash_table.games.flush.bots import NormalBot
    for seed in range(60):
        m = Match("flush", ["human", "bot:normal", "bot:normal"], seed=seed)
        bots = [NormalBot(m.game, i, seed=seed + i) for i in range(3)]
        while not m.over and len(m.actions) < 600:
            legal = m.legal_actions()
            if (m.to_move == 0 and m.state.stage in ("hidden", "hidden_pickup")
                    and all(a["type"] == "declare" for a in legal)
                    and not (m.game.view(m.state, 0)["staged"] or {}).get("mimic_as")):
                return m
            m.play(bots[m.to_move].choose(m.game.view(m.state, m.to_move), legal))
    return None


def test_the_prompt_offers_only_what_the_legal_moves_allow():
    """g1-06pre.png: after turning a hidden 8 with no card in hand the prompt said "Add 8s to your new pile,
    or Declare" while the hint said declaring was the only move. With only Declare legal, only Declare is
    offered."""
    from quash_table.games.flush.words import prompt_forms
    m = _turned_with_only_declare()
    assert m is not None, "no deal reaches a turned card with declaring the only move"
    app, scene = match_board(m)
    try:
        steps(app, 3)
        forms = prompt_forms(scene, scene.session.view())
        assert forms and all("Add" not in f for f in forms), forms
        assert all("Declare" in f for f in forms), forms
    finally:
        close_board(app)


def test_the_piles_new_tag_shows_over_the_hints_outline():
    """z-newbadge.png: a hint on the pile drew its blue outline across the pile's gold "new" tag. The kit
    draws the marks' tags over the hint: no hint blue inside a tag."""
    import pygame
    seen = 0
    for seed in range(1, 12):
        app, scene = match_board(Match("flush", ["human", "bot:normal", "bot:normal"], seed=seed))
        try:
            if not scene.session.my_turn():
                continue
            ask_hint(app, scene)        # the hint is a search (hint_bot.py): waited for, not 3 frames
            steps(app, 3)
            tags = [tag for _, tag, _, _ in scene.marks.frames() if tag is not None]
            hinted = scene.hints.showing()
            if not tags or hinted is None:
                continue
            outlines = list(scene.hints._mark_rects(hinted["marks"]).values())
            tags = [t for t in tags if any(pygame.Rect(o).inflate(8, 8).colliderect(t) for o in outlines)]
            if not tags:
                continue
            screen = app.screen
            scene.draw(screen)
            for t in tags:
                inner = t.inflate(-t.h, -4)        # inside its rounded ends
                blue = [(x, y) for x in range(inner.x, inner.right) for y in range(inner.y, inner.bottom)
                        if (lambda c: c[2] > c[0] + 30)(tuple(screen.get_at((x, y))))]
                assert not blue, (seed, t, blue[:5])
                seen += 1
        finally:
            close_board(app)
        if seen >= 2:
            break
    assert seen, "no deal put the hint's outline over a mark's tag"


def test_the_curtains_button_says_why_it_is_greyed():
    """p2-17curtain: "I am Player 3: show my cards" was greyed for a moment with nothing saying why. While it
    takes no click it reads "wait…" and gives its reason; then it offers the cards."""
    from tests.ui_helpers import find, screen_objects
    m = Match("flush", ["human:Ann", "human:Ben", "human:Cat"], seed=3)
    app, scene = match_board(m, settled=False)
    s = scene.session
    try:
        for _ in range(600):
            if s.curtain is not None:
                break
            steps(app, 1)
        assert s.curtain is not None
        steps(app, 1)
        button = find(screen_objects(app), "curtain:ready")
        assert not button["enabled"]
        assert "wait" in button["label"].lower() and button.get("reason"), button
        for _ in range(400):
            if s.curtain_ready():
                break
            steps(app, 1)
        steps(app, 1)
        button = find(screen_objects(app), "curtain:ready")
        assert button["enabled"] and button["label"].endswith("show my cards"), button
    finally:
        close_board(app)


def test_the_layout_is_not_still_while_a_bot_thinks(tmp_path):
    """72-state.png: the --layout file said still: true (a person may act) while the screen said "Bot 2
    (normal) is thinking…" with Hint greyed. While a bot's move is on its way the screen is not still."""
    import json
    from quash_table.games.flush.bots import NormalBot
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import make_app
    path = tmp_path / "layout.json"
    app = make_app(layout_path=path, animation="normal")
    m = Match("flush", ["human", "bot:normal"], seed=127)
    app.push(board_for_match(app, m, False))
    scene = app.top
    s = scene.session
    me = NormalBot(m.game, 0, seed=5)
    seen = 0
    try:
        for _ in range(1500):
            app.step()
            info = json.loads(path.read_text())
            if info["waiting"] == "bot":
                seen += 1
                assert not info["still"], info["status"]
            if info["still"] and s.my_turn() and not m.over:
                s.play(me.choose(m.game.view(m.state, 0), s.screen_legal()))
        assert seen, "no bot's turn was listed"
    finally:
        close_board(app)
