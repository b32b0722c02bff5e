"""Review 20 (a new player's NumberQuash): the opening verdict whole, the replay of a game without hidden
information, the Load rows, result text, log and supply words."""

import pytest

from quash_table.engine.match import Match
from tests.test_numberquash_scene import close
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_opening_verdict_after_a_tie_shows_whole_in_the_tray(size):
    """50-pnp.png: "Player 1 starts: tied with Player 2 on 8, then" (the re-roll it won was cut off)."""
    from quash_table.ui.tables import board_for_match
    match = Match("numberquash", ["human", "human"], 21, {})      # tied on 8, then 12 to 9
    app = make_app(size, animation="normal")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    try:
        tray = scene.tray.rect
        labels = [d for d in scene.table.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]
        text = " ".join(d.text for d in labels)
        assert "tied with Player 2 on 8, then won the re-roll 12 to 9" in text, text
    finally:
        close(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_every_plate_says_its_supply_in_one_wording(size):
    """Six seats: others' strips said "1/18 · 24 left", yours "0/18 · 25 in supply"."""
    from quash_table.ui.tables import board_for_match
    match = Match("numberquash", ["human"] + ["bot:normal"] * 5, 1, {})
    app = make_app(size, animation="normal")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    try:
        supply = [d.text for d in scene.table.decor if type(d).__name__ == "Label" and "/18 \u00b7" in d.text]
        assert len(supply) == 6, supply
        assert all(text.endswith(" in supply") for text in supply), supply
    finally:
        close(app)


@pytest.mark.parametrize("seats", [["human", "human"], ["human", "bot:random"]])
def test_the_replay_of_a_finished_dice_game_has_no_view_switch_nor_hands_face_up(seats):
    """60-replay.png: a NumberQuash replay said "Replay · All cards face up", offered "All cards face up ▸"
    and showed "Hands, face up / Player 1 · 0 / Player 2 · 0": card words of a game that hides nothing."""
    import random

    import pygame

    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import close_board
    from tests.ui_helpers import key as press
    m = Match("numberquash", seats, 3, {})
    rng = random.Random(3)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app = make_app(animation="instant")
    scene = replay_board(app, m)
    app.push(scene)
    try:
        steps(app, 5)
        info = scene.layout_info()
        ids = [o["id"] for o in info["objects"]]
        assert "replay:view" not in ids, ids
        assert not [o for o in info["objects"] if o.get("zone", "").startswith("faceup")]
        words = " ".join(d.text for d in scene.table.decor if type(d).__name__ == "Label")
        assert "face up" not in words.lower(), words
        status = scene.hud._status_main()
        assert status.startswith("Replay") and "face up" not in status and "Spectator" not in status, status
        before = scene.session.choice
        for key in (pygame.K_v, pygame.K_TAB):     # the keys that switched views do nothing, say nothing
            press(app, key, frames=2)
        assert scene.session.choice == before
    finally:
        close_board(app)


def test_a_finished_card_game_replay_keeps_its_view_switch():
    """The kit's switch stays for a game that hides cards (The Game)."""
    from quash_table.ui import privacy
    m = Match("thegame", ["human", "bot:random"], 3, {})
    assert privacy.has_view_switch(m.game)
    assert privacy.FACE_UP in privacy.replay_choices(m.game, m, True)
    nq = Match("numberquash", ["human", "human"], 3, {})
    assert privacy.replay_choices(nq.game, nq, True) == [None]


def test_a_finished_pass_and_play_row_says_each_place_once_with_its_score():
    """64-load.png: "finished, Player 2 won, Player 1 2nd, Player 2 1st of 2": the winner twice, the places
    out of order, no score. The row lists the places in order, each with its name and score, once."""
    import random

    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.save_list import describe_save
    m = Match("numberquash", ["human", "human"], 4, {})
    rng = random.Random(4)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    places, scores = m.game.race_places(m.state), m.game.result(m.state)["scores"]
    first, second = sorted(range(2), key=lambda i: places[i] or 9)
    line, kind = describe_save(save_match(m, saves_dir() / "nq-s20-pnp.json"))
    assert kind == "finished", line
    body = line.split(" \u00b7 ")
    assert body[1] == "pass-and-play", line      # (session 58: a table of people says so after the title)
    body = body[:1] + body[2:]
    assert body[1] == "finished", line
    # the kit's one race form (session 22): the place first, the unit after the first score
    # (session 26: a colon between a name and its count, "Player 2: 18": "Player 2 18" read as one name)
    assert body[2] == (f"1st Player {first + 1}: {scores[first]} cells covered, 2nd Player {second + 1}: {scores[second]}"), line
    assert line.count(f"Player {first + 1}") == 1, line


def test_a_six_seat_rows_shorter_forms_name_every_seat_in_place_order():
    """"You: 17, bots: 18, 18, 18, 17, 16" named no bot; every shorter form names them, first to last."""
    from quash_table.engine.standing import race_row_forms
    names = ["You", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6"]
    st = {"to_move": None, "scores": [17, 16, 16, 18, 15, 18], "winners": [5], "places": [3, None, None, 2, None, 1]}
    forms = race_row_forms(st, names, 0, [1, 2, 3, 4, 5], ("cell covered", "cells covered"))
    # session 22: the kit's one race form, each place before its name, the seats with no place said once
    # session 26: a colon between each name and its count ("1st Bot 6 18" read as one name, "Bot 6 18")
    assert forms[0] == ["finished", "1st Bot 6: 18 cells covered, 2nd Bot 4: 18, 3rd You: 17, not placed: Bot 2: 16, "
                                    "Bot 3: 16, Bot 5: 15"]
    # session 24: each score beside its name in every form ("not placed: Bots 2, 3 and 5: 16, 16, 15" made
    # a player pair names and counts): fewer words first, then the bots with no place left out
    assert forms[1] == ["finished", "1st Bot 6: 18, 2nd Bot 4: 18, 3rd You: 17, not placed: Bot 2: 16, Bot 3: 16, "
                                    "Bot 5: 15"]
    assert ["1st Bot 6: 18, 2nd Bot 4: 18, 3rd You: 17, then Bot 2: 16, Bot 3: 16, Bot 5: 15"] in forms
    assert ["finished", "1st Bot 6: 18, 2nd Bot 4: 18, 3rd You: 17"] in forms
    assert forms[-1] == ["finished, 1st Bot 6, 3rd You"]


def test_the_result_line_wraps_only_between_names_and_phrases():
    """"2nd: Player / 1, 17 cells covered", "Not placed: Bot 3 (normal) (1 / cell left)": the summary's
    line broke inside a name and a bracketed phrase; with its units bound it breaks between them."""
    import pygame

    from quash_table.ui import theme
    pygame.font.init()
    units = ["Player 1", "Player 2", "Bot 3 (normal)", "You"]
    texts = ["1st: Player 2, 18 cells covered. 2nd: Player 1, 17 cells covered. Player 2 wins by 1 cell.",
             "1st: You, 18 cells covered. Not placed: Bot 3 (normal) (1 cell left), Player 1 (12 cells left)."]
    size = 17
    for text in texts:
        broke_inside = 0
        for width in range(160, 700, 7):
            old = theme.wrap_balanced(text, size, width)
            new = theme.wrap_balanced(text, size, width, units=units)
            assert " ".join(new) == text
            ends = [(a.split(" ")[-1], b.split(" ")[0]) for a, b in zip(new, new[1:])]
            assert not [e for e in ends if e[0] in ("Player", "Bot", "(1", "(normal)") and e[1][0].isdigit()
                        or e[0] in ("(1", "(12", "18", "17") or e[1] in ("cell", "cells")], (width, new)
            assert len(new) <= len(old) + 1
            broke_inside += any(a.split(" ")[-1] in ("Player", "(1") for a in old[:-1])
        assert broke_inside, "the plain wrap never broke inside a unit: the test sees nothing"


def test_an_opened_move_log_stays_beside_the_result_when_it_comes():
    """1024x640, six seats: the opened Moves log stayed open under the result, over the plates ("3rd plac"). It
    folded itself then (session 20), which the player had not asked for (review 36b): it stays open now where it
    lay, the result to its left, clear of it."""
    import pygame

    from quash_table.ui.overlays import summary_rect

    from tests.test_numberquash_s19b import played_out
    from tests.ui_helpers import key, match_board
    match = played_out(6)
    app, scene = match_board(match, size=(1024, 640))
    try:
        steps(app, 5)
        assert scene.summary_up()
        scene.hide_summary()                       # See the table
        steps(app, 3)
        key(app, pygame.K_l, frames=3)              # Moves: the log opens over the table
        assert scene.log_over_table()
        scene.open_summary()                       # the header's Summary
        steps(app, 3)
        assert scene.summary_up()
        assert scene.log_open and scene.log_over_table()
        assert not summary_rect(scene).colliderect(scene.areas()[2])
    finally:
        close(app)


def test_a_lit_undo_says_what_it_would_take_back():
    """"Bot 2 (normal) rolls…" with Undo lit: it did not say whose move it takes back. The pointer on a lit
    Undo reads which move of yours it takes back."""
    from tests.ui_helpers import match_board, settle
    # (a double: your turn goes on after the placement; once a move ends your turn Undo is greyed, session 25)
    match = Match("numberquash", ["human", "bot:normal"], 2, {"order": [0, 1]}, [3, 3, 1, 2])
    app, scene = match_board(match)
    try:
        scene.session.play(next(a for a in match.legal_actions() if a["type"] == "roll"))
        settle(app, scene)
        scene.session.play(next(a for a in match.legal_actions() if a["type"] == "place"))
        steps(app, 3)
        assert match.to_move == 0
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        assert scene.session.can_undo(), (scene.session.undo_stop(), match.to_move, [a["type"] for a in match.actions[-4:]])
        assert undo.enabled
        scene.hud.draw_buttons(app.screen, undo.rect.center, None)
        assert scene.hud.tip is not None
        words = scene.hud.tip[0]
        assert words.startswith("U takes back your last move (you cover"), words
        scene.hud.draw_buttons(app.screen, (5, 400), None)       # the pointer elsewhere: no tip
        assert scene.hud.tip is None
    finally:
        close(app)


def test_a_six_line_chart_draws_thin_lines_and_small_end_markers_only(monkeypatch):
    """29-5b-summary.png: six lines level near the start grew their markers into big blue squares, and a
    hollow white ring stood unexplained. Beyond four lines: small markers at each line's end only, no
    marker grown, and the ring's meaning in the legend."""
    import pygame

    from quash_table.ui import chart, theme
    pygame.font.init()
    drawn = []
    real = chart.draw_marker
    monkeypatch.setattr(chart, "draw_marker", lambda surface, colour, centre, r, kind:
                        (drawn.append((centre, r)), real(surface, colour, centre, r, kind)))
    said = []
    real_text = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *rest: (said.append(text),
                                                                           real_text(surface, text, *rest))[1])
    m = theme.Metrics((1280, 800))
    rect = pygame.Rect(0, 0, 330, 260)
    series = [(f"Bot {k}", [0, 2, 2, 2, 5, 5 + k, 9 + k, 12 + k]) for k in range(6)]
    chart.draw_line_chart(pygame.Surface((400, 300)), rect, m, series, ["start"] + [str(i) for i in range(1, 8)],
                          "Totals after each round", "round")
    on_plot = [(c, r) for c, r in drawn if isinstance(c[0], float)]      # not the legend's swatches (whole pixels)
    assert len(on_plot) == 6, (on_plot, drawn, said)      # one marker a line, at its end
    assert max(r for _, r in drawn) <= m.px(6), drawn
    assert chart.LEVEL_WORDS in said


def test_the_opened_move_log_leaves_the_plates_under_it_in_view():
    """1024x640, six seats: the opened Moves log lay over Bot 2's plate (its name and place)."""
    import pygame

    from tests.test_numberquash_s15 import six
    from tests.ui_helpers import key, settle
    app, scene = six((1024, 640))
    try:
        settle(app, scene)
        key(app, pygame.K_l, frames=3)
        assert scene.log_over_table()
        log = scene.areas()[2]
        covered = [seat for seat, r in scene.badges.items() if r.colliderect(log)]
        assert not covered, (covered, log, scene.badges)
        assert log.h >= scene.metrics.px(120)
    finally:
        close(app)
