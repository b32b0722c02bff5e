"""NumberQuash after session 18's second new player (8.5 / 8 / 7.5 of 10): the "you have finished" panel, the
pass-and-play turn notice, the header while Let the bots finish is in it, the places, finishing."""

import pygame
import pytest

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def _rect(cx, cy, r):
    return pygame.Rect(int(cx - r), int(cy - r), int(2 * r), int(2 * r))


@pytest.mark.parametrize("size, seats", [((1024, 640), 6), ((1024, 640), 4), ((1280, 800), 4), ((1280, 800), 6)])
def test_the_you_have_finished_panel_covers_neither_your_octagons_nor_the_bonus_octagons(size, seats):
    """At 1024x640 your full octagons were simply missing the moment you had won (the panel took their place,
    review 18b 55.png): now your octagons and the three bonus octagons are all drawn, none under the panel,
    the panel whole in the window and its two buttons inside it."""
    from tests.test_numberquash_review15 import finished_first, out_board
    app, scene = out_board(finished_first(seats), size)
    try:
        fin = next(b for b in scene.table.buttons if b.id == "out:finish")
        watch = next(b for b in scene.table.buttons if b.id == "out:watch")
        panel = next(d.rect for d in scene.table.decor if type(d).__name__ == "Panel" and d.rect.contains(fin.rect))
        assert panel.contains(watch.rect)
        mine = [_rect(cx, cy, r) for (kind, _c, cx, cy, r, me) in
                [op for op in scene.deco if op[0] == "octagon"] if me]
        bonus = [_rect(cx, cy, r) for (kind, _v, cx, cy, r, *_rest) in scene.deco if kind == "bonus"]
        assert len(mine) == 2 and len(bonus) == 3, (mine, bonus)
        assert not any(panel.colliderect(o) for o in mine + bonus), (panel, mine, bonus)
        assert pygame.Rect(0, 0, *size).contains(panel)
        # nor over the bots' dice shown in the tray
        assert not any(panel.colliderect(pygame.Rect(p.home)) for p in scene.table.pieces
                       if getattr(p, "zone", None) == "tray"), panel
    finally:
        close(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_pass_and_play_turn_notice_lets_the_key_through_and_covers_nothing(size):
    """"Bob's turn - pass the screen to Bob" swallowed the first key (R only closed it; R again rolled) and lay
    over the turn order and the stalemate counters (review 18b, 45.png). NumberQuash hides nothing: R rolls at
    once (the notice goes), and the notice lies over nothing read, the turn order drawn beside it."""
    from tests.ui_helpers import board, key, make_app, play_out_turn, settle
    app = make_app(size, animation="instant")
    try:
        scene = board(app, "numberquash", ["human:Ann", "human:Bob"], seed=3, options={"order": [0, 1]},
                      stacked=[1, 2, 2, 4])
        settle(app, scene)
        play_out_turn(app, scene)
        settle(app, scene)
        assert scene.session.screen_seat == 1 and scene.handover.words()[0] == "Bob's turn"
        app.draw()
        banner = scene.handover.rect
        t = scene.table
        assert banner is not None and pygame.Rect(0, 0, *size).contains(banner)
        assert banner.collidelist([pygame.Rect(r) for r in t.play_rects]) < 0
        words = [d.text_rect() for d in t.decor if type(d).__name__ == "Label"]
        assert banner.collidelist(words) < 0, [r for r in words if banner.colliderect(r)]
        assert banner.collidelist([pygame.Rect(p.home) for p in t.pieces]) < 0
        assert banner.collidelist([pygame.Rect(b.rect) for b in t.buttons]) < 0
        labels = [d.text for d in t.decor if type(d).__name__ == "Label"]
        assert "Turn order" in labels and any(x.startswith("Stalemate") for x in labels)
        m = scene.session.match
        actions = len(m.actions)
        key(app, pygame.K_r)
        settle(app, scene)
        assert scene.handover.words() is None
        assert len(m.actions) == actions + 1 and m.actions[-1]["type"] == "roll", m.actions[actions:]
    finally:
        close(app)


def test_the_header_with_let_the_bots_finish_keeps_its_title_and_one_line_at_1024(monkeypatch):
    """After Watch, Let the bots finish joins the header: "You finished 1st of 6" beside it shrank the title and
    wrapped "Bot 3 (easy) is thinking..." to two lines (review 18b, 56.png). Where narrow the place is said
    briefly ("1st of 6", your plate says "1st place"): the title keeps its size and the status one line."""
    from quash_table.ui import hud as hud_mod
    from tests.test_numberquash_review15 import finished_first, out_board
    from tests.ui_helpers import centre, click, steps
    app, scene = out_board(finished_first(6), (1024, 640))
    try:
        click(app, centre(next(b for b in scene.table.buttons if b.id == "out:watch").rect))
        assert scene.out_choice.in_header()         # Let the bots finish (F) is in the header
        drawn = []
        real = hud_mod.theme.blit_text
        monkeypatch.setattr(hud_mod.theme, "blit_text",
                            lambda surf, text, size, *a, **k: drawn.append((text, size)) or real(surf, text, size,
                                                                                                 *a, **k))
        for _ in range(200):
            drawn.clear()
            scene.hud.draw(pygame.Surface((1024, 640)), scene.areas()[0])
            if scene.hud.shown["status"].endswith("is thinking\u2026"):
                break
            steps(app, 3)
        shown = scene.hud.shown
        assert shown["status"].endswith("is thinking\u2026"), shown
        title = next(size for text, size in drawn if text == "NumberQuash")
        assert title == scene.metrics.px(18), (title, shown)
        assert shown["status_lines"] == 1, shown
        assert shown["score"] == "1st of 6", shown
    finally:
        close(app)


def ended_with_unplaced(seats=6):
    """A game over with seats the rules placed (3 places played for) and seats still racing unplaced."""
    import random

    from quash_table.engine.match import Match
    for seed in range(80):
        match = Match("numberquash", ["human"] + ["bot:easy"] * (seats - 1), seed, {})
        rng = random.Random(seed)
        while not match.over:
            match.play(rng.choice(match.legal_actions()))
        st = match.state
        if any(p is None and s != "retired" for p, s in zip(st.places, st.status)):
            return match
    raise AssertionError("no such game")


def test_a_seat_the_summary_ranks_shows_that_place_on_its_plate():
    """The summary ranked unfinished bots "4th, 5th, 5th" while their plates showed no place (review 18b,
    58.png): each plate says what the summary's list gives that seat, the rules' place or, since review 19b
    (the rules give no 4th place), none: "not placed" on the plate and in the summary's sentence."""
    from quash_table.ui.chrome import places, standings
    from tests.test_numberquash_review15 import out_board
    from quash_table.games.numberquash.state import ordinal
    match = ended_with_unplaced()
    app, scene = out_board(match, (1280, 800))
    try:
        result = scene.game.result(match.state)
        ranked = places(scene.game, result, standings(scene.game, result))
        labels = [d for d in scene.table.decor if type(d).__name__ == "Label"]
        unplaced = [o for o, p in enumerate(match.state.places) if p is None and match.state.status[o] == "playing"]
        assert unplaced
        for seat, rect in scene.badges.items():
            said = [d.text for d in labels if rect.collidepoint(d.text_rect().center) and d.text.endswith(" place")]
            assert said == ([f"{ordinal(ranked[seat])} place"] if ranked[seat] else []), (seat, said, ranked)
        for seat in unplaced:
            assert ranked[seat] is None
        assert "Not placed: " in result["summary"]
    finally:
        close(app)


def test_while_the_bots_finish_no_dice_are_shown_to_go_stale():
    """Let the bots finish plays a move a frame; the dice, drawn each frame, ran ahead of the words and plates
    (Bot 4's 6 and 1 at its plate and in the tray under "Bot 3's roll: 4 + 2", review 18b, 57.png). While
    the bots finish no die is on the table at all; the game still plays to its end."""
    from tests.test_numberquash_review15 import finished_first, out_board
    from tests.ui_helpers import centre, click, steps
    app, scene = out_board(finished_first(6), (1024, 640))
    try:
        click(app, centre(next(b for b in scene.table.buttons if b.id == "out:finish").rect))
        # many moves a frame since session 19: a short race may be over in the frame of the press
        assert scene.out_choice.finishing() or scene.session.over
        frames = 0
        while not scene.session.over and frames < 3000:
            steps(app, 1)
            frames += 1
            if scene.session.over:
                break
            dice = [p.id for p in scene.table.pieces if "die:" in p.id]
            assert not dice, (frames, dice)
        assert scene.session.over
    finally:
        close(app)
