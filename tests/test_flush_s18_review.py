"""Review 18 (a new player's review of Flush): what the plates and the hint say."""

import random

import pytest

from tests.ui_helpers import board, close_board, make_app, steps


def _kind_lines(scene):
    """The plates' kind lines that call a seat "to move" ("Bot  \u2022  to move", "Human  \u2022  to move")."""
    return [d.text for d in scene.table.decor if hasattr(d, "text") and d.text.endswith("to move")]


@pytest.mark.ui
def test_once_your_turn_is_on_the_table_no_bot_plate_says_to_move():
    """The header said "Your turn" while Bot 3's plate kept its gold frame and "to move" (review 18, 16_stale):
    a bot moved twice before your turn (a Mimic swap, then its play) and the table, built while its second
    move was on its way, was not built again once the move had landed (only the header and the log were
    redrawn). Your turn on the table: only your plate is marked."""
    app = make_app(animation="normal")
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=3)
    rng = random.Random(5)
    try:
        s, checked, doubles = scene.session, 0, 0
        for _ in range(60):
            if s.match.over:
                break
            before = len(s.match.actions)
            for _ in range(2400):
                steps(app)
                if s.my_turn() and scene.settled() and not s.director.busy() and not s.director.news_unshown():
                    break
            else:
                raise AssertionError("your turn never came")
            steps(app, 3)
            actors = s.match.actors[before:]
            doubles += any(a == b and a != 0 for a, b in zip(actors, actors[1:]))
            lines = _kind_lines(scene)
            assert scene.marked_to_move() == 0
            assert all(line.startswith("Human") for line in lines), (lines, actors)
            checked += 1
            legal = s.match.legal_actions()
            s.play(rng.choice(legal))
            if doubles >= 2 and checked > 6:
                break
        assert doubles, "no bot moved twice before your turn"
    finally:
        close_board(app)


def _turned_mimic_match():
    """A 3-seat match with the person to move on a turned hidden Mimic that may count as its own value
    or as the pile's (both declarations legal): played at random from the start."""
    from quash_table.engine.match import Match
    from quash_table.games.flush.rules import GAME
    for seed in range(200):
        rng = random.Random(seed)
        m = Match("flush", ["human", "bot:normal", "bot:normal"], seed=seed)
        for _ in range(400):
            if m.over:
                break
            legal = m.legal_actions()
            if m.to_move == 0 and m.state.stage == "hidden" and {"type": "declare"} in legal \
                    and any(a.get("type") == "declare" and "as" in a for a in legal) \
                    and GAME.view(m.state, 0)["staged"].get("mimic_as"):
                return m
            hidden = [a for a in legal if a["type"] == "hidden"]
            m.play(rng.choice(hidden) if hidden and rng.random() < 0.7 else rng.choice(legal))
    raise AssertionError("no turned Mimic with a choice came up")


@pytest.mark.ui
def test_a_hint_lights_the_button_its_words_name_for_a_turned_mimic():
    """For a turned hidden Mimic the hint said "declare the turned card" but lit the "As own 5s" toggle,
    and the next hint lit Declare (review 18). The hint's first step is the toggle: its words say to press
    it, by the label the button shows, and then what Declare does; once it is pressed, Declare is lit."""
    from tests.ui_helpers import match_board
    m = _turned_mimic_match()
    app, scene = match_board(m)
    try:
        own = {"type": "declare"}
        scene.hints.display(own, "done for this turn")
        h = scene.hints.current
        lit = next(b for b in scene.table.buttons if b.id == h["button"])
        assert lit.press == "mimic_as", h["text"]
        assert f"press \u201c{lit.label}\u201d, then" in h["text"], (h["text"], lit.label)
        scene.compose(scene.composer.press("mimic_as"))
        steps(app, 3)
        step = scene.hints.step()
        lit = next(b for b in scene.table.buttons if b.id == step["button"])
        assert lit.press == "declare" and scene.composer.main()[0] == own
    finally:
        close_board(app)


@pytest.mark.ui
def test_six_seats_at_1024x640_the_header_says_the_mimic():
    """Six seats at 1024x640: the header dropped "Mimic 5" for the folded log's Moves button (review 18,
    30_six). It says it, clear of the header's buttons and of what is happening."""
    from tests.ui_helpers import settle
    app = make_app(size=(1024, 640))
    scene = board(app, "flush", ["human"] + ["bot:normal"] * 5, seed=2)
    try:
        settle(app, scene, timeout=60)
        steps(app, 3)
        mimic = scene.session.table_view()["mimic"]
        assert scene.log_folded()
        shown = scene.hud.shown
        assert f"Mimic {mimic}" in shown["score"], shown
        score = shown["score_rect"]
        assert scene.hud.buttons and all(not score.colliderect(b.rect) for b in scene.hud.buttons)
        assert score.x > 0 and score.right <= scene.metrics.w
    finally:
        close_board(app)


def _gold_bots(scene, names):
    """The seats other than yours whose plate's name is in gold (marked as to move)."""
    from quash_table.ui import theme
    return [names[d.text] for d in scene.table.decor if getattr(d, "colour", None) == theme.GOLD
            and getattr(d, "text", None) in names and names[d.text] != 0]


@pytest.mark.ui
def test_six_seats_the_compact_plates_mark_the_seat_the_header_tells():
    """The two-line plates of six seats marked the rules' next seat while a bot's move was still on its way
    (the header telling that bot's move), where every other plate marks its mover (marked_to_move): the
    name in gold is the seat the table marks, and once your turn is on the table none but yours."""
    app = make_app(size=(1024, 640), animation="normal")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * 5, seed=2)
    rng = random.Random(3)
    try:
        s, news, mine = scene.session, 0, 0
        names = {s.name(k): k for k in range(6)}
        for _ in range(3000):
            steps(app)
            if s.match.over:
                break
            marked = scene.table.marked
            if s.director.news_unshown() and marked not in (None, 0):
                news += marked != s.table_to_move()
                assert _gold_bots(scene, names) == [marked], (_gold_bots(scene, names), marked)
            elif s.my_turn() and scene.settled() and not s.director.busy():
                steps(app, 2)
                assert _gold_bots(scene, names) == []
                mine += 1
                s.play(rng.choice(s.match.legal_actions()))
            if mine > 5 and news > 20:
                break
        assert news and mine
    finally:
        close_board(app)
