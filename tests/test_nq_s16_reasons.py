"""Review 16: a die that fits no way to make the total says the real reason."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.state import LETTERS
from tests.test_numberquash_scene import close
from tests.ui_helpers import centre, drag, make_app, settle

pytestmark = pytest.mark.ui


def double_four_one_open_four():
    """You (red) roll a double 4 with one right open 4 and the 1, 2, 3 and 5-7 covered: 8 goes only
    on an 8 cell, the open 4 has no partner."""
    match = Match("numberquash", ["human", "bot:easy"], 3, {"order": [0, 1]}, [4, 4])
    s = match.state
    red = s.colours[0][0]
    cells = list(s.cells[red])
    for o in (0, 1):
        for n in (1, 2, 3, 5, 6, 7) + ((4,) if o == 0 else ()):
            cells[o * 10 + n - 1] = LETTERS[red]
    s.cells[red] = "".join(cells) if isinstance(s.cells[red], str) else cells
    match.play({"type": "roll"})
    return match


def test_a_double_with_one_open_cell_of_its_number_says_it_needs_two():
    # 49.png: "No open cell 4 of yours helps make 8" while that 4 was open on the right octagon
    from quash_table.ui.tables import board_for_match
    match = double_four_one_open_four()
    assert match.state.dice == (4, 4)
    app = make_app((1280, 800))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    settle(app, scene)
    try:
        assert scene.table.target_by_id["cell:red:1:4"] is not None
        four = next(p for p in scene.table.pieces if getattr(p, "key", None) == "die:0")
        drag(app, centre(four.rect), centre(scene.table.target_by_id["cell:red:1:4"].rect))
        assert scene.message is not None and scene.message[1] == "error", scene.message
        words = scene.message[0]
        assert "No open cell 4" not in words
        assert words.startswith("Your right red 4 can't take this die: a double 4 on its own numbers needs a "
                                "second open 4"), words
        assert "Cover 8 another way" in words
    finally:
        close(app)


def test_esc_during_a_drag_of_a_die_puts_it_back_quietly():
    # 47.png, 48.png: Esc mid-drag opened the Pause menu and the die sprang back with the drop's error
    import pygame

    from tests.test_numberquash_scene import open_table
    from tests.ui_helpers import post, steps
    app, scene, match = open_table([1, 3])
    try:
        from tests.ui_helpers import button, click
        click(app, centre(button(scene, "roll").rect))
        settle(app, scene)
        assert match.state.dice == (1, 3)
        die = next(p for p in scene.table.pieces if getattr(p, "key", None) == "die:0")
        home, start = tuple(die.home), centre(die.rect)
        end = centre(scene.table.target_by_id["cell:red:0:8"].rect)
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app, 1)
        for i in range(1, 7):
            post(pygame.MOUSEMOTION, pos=(start[0] + (end[0] - start[0]) * i // 6,
                                          start[1] + (end[1] - start[1]) * i // 6), rel=(1, 1), buttons=(1, 0, 0))
            steps(app, 1)
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
        post(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
        steps(app, 2)
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        steps(app, 30)
        assert app.scenes[-1] is scene, app.scenes[-1]          # no Pause menu over it
        assert scene.message is None or scene.message[1] != "error", scene.message
        assert match.actions[-1] == {"type": "roll"}            # nothing played
        die = next(p for p in scene.table.pieces if getattr(p, "key", None) == "die:0")
        assert tuple(die.home) == home
    finally:
        close(app)


def test_esc_while_holding_a_refused_die_neither_pauses_nor_keeps_the_error():
    # 47.png, 48.png: the double 4 of 49.png, a 4 pressed and moved (refused at once, with its reason),
    # then Esc with the button still held: the Pause menu came over the table, the error beside it
    import pygame

    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import post, steps
    match = double_four_one_open_four()
    app = make_app((1280, 800))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    settle(app, scene)
    try:
        die = next(p for p in scene.table.pieces if getattr(p, "key", None) == "die:1")
        start = centre(die.rect)
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app, 1)
        assert scene.message is not None and scene.message[1] == "error"
        for i in range(1, 5):
            post(pygame.MOUSEMOTION, pos=(start[0] - 30 * i, start[1]), rel=(-30, 0), buttons=(1, 0, 0))
            steps(app, 1)
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
        post(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
        steps(app, 2)
        assert app.scenes[-1] is scene, app.scenes[-1]          # no Pause menu
        assert scene.message is None or scene.message[1] != "error", scene.message
        post(pygame.MOUSEBUTTONUP, pos=(start[0] - 120, start[1]), button=1)
        steps(app, 5)
        assert match.actions[-1] == {"type": "roll"}
        assert app.scenes[-1] is scene and (scene.message is None or scene.message[1] != "error")
        from tests.ui_helpers import key
        key(app, pygame.K_ESCAPE, frames=3)                     # the next Esc, nothing held: the menu
        assert app.scenes[-1] is not scene
    finally:
        close(app)
