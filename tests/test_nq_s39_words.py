"""NumberQuash, session 39 (issue 23: 1 bot 8, 6 seats 7): the hint's words count the small cells it keeps open per
colour, say an equal other move plainly, and never break a cell's name across lines."""

import re

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.numberquash.reasons import kept_words, why_cells
from quash_table.games.numberquash.words import CELL_NAMES
from quash_table.ui import hud_tips
from quash_table.ui.widgets import Label
from tests.test_numberquash_s38_plate_tip import six_seats_after
from quash_table.ui.tables import board_for_match
from tests.test_numberquash_start import a_seed_where, tray_words
from tests.ui_helpers import close_board, make_app, match_board, steps


def test_small_cells_kept_open_are_counted_per_colour():
    """"it keeps 23 cells of 1 to 6 open" of red and blue together read as one colour's count."""
    numbers = [1, 2, 3, 4, 5, 6] * 2 + [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5]
    colours = ["blue"] * 12 + ["red"] * 11
    said = why_cells([5], [1, 4], numbers, colours)
    assert said.startswith("it keeps 12 blue and 11 red cells of 1 to 6 open"), said
    assert kept_words([1, 4], ["red", "blue"]) == "blue 4 and red 1"
    # one colour: as before
    assert why_cells([5], [1, 4], [1, 4, 6], ["red"] * 3).startswith("it keeps 1, 4 and 6 open")
    assert kept_words([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5], ["red"] * 11) == "11 cells of 1 to 6"


def test_an_equally_quick_other_move_is_said_plainly():
    """"as quick to finish as left red 3 and right red 2" read oddly: the other move "would do just as well"."""
    said = []
    m = Match("numberquash", ["bot:normal", "bot:normal"], 1)
    bots = [make_bot("numberquash", "normal", s, 1) for s in range(2)]
    while not m.over and len(said) < 1:
        seat = m.to_move
        action = bots[seat].choose(m.game.view(m.state, seat), m.legal_actions())
        if action["type"] == "place":
            reason = str(bots[seat].reason)
            assert "as quick" not in reason, reason
            if "would do just as well" in reason:
                said.append(reason)
        m.play(action)
    assert said and said[0].endswith("would do just as well"), said


@pytest.mark.ui
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_plates_tip_never_breaks_a_cells_name(seed):
    """The hover tip of a plate's latest turn read "... left / orange 1": every cell named is whole on one line."""
    m = six_seats_after(seed, 40)
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    drawn = []
    real = hud_tips.theme.text

    def text(line, *args, **kwargs):
        drawn.append(line)
        return real(line, *args, **kwargs)
    try:
        steps(app, 4)
        hud_tips.theme.text = text
        checked = 0
        for tip in scene.table.tips:
            if not tip.id.startswith("plate-news:"):
                continue
            drawn.clear()
            scene.hud._draw_tip(pygame.Surface(app.screen.get_size()), tip, tip.reason, above=True)
            lines = drawn[1:]       # (the first is the one line, measured)
            named = [cell for cell in CELL_NAMES if re.search(rf"\b{cell}\b", tip.reason)]
            assert len(lines) > 1 and named, (tip.reason, lines)
            for cell in named:
                assert any(re.search(rf"\b{cell}\b", line) for line in lines), (cell, lines)
            checked += 1
        assert checked
    finally:
        hud_tips.theme.text = real
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_opening_title_breaks_after_who_starts(size):
    """The opening panel's title read "Bot 2 starts: the highest / opening roll (12)" at 1024x640: where it takes
    two lines, who starts is the first and the why whole on the second."""
    seed, opening = a_seed_where(2, 1)
    match = Match("numberquash", ["human", "bot:normal"], seed)
    app = make_app(size, animation="fast")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 2)
    try:
        tray = scene.tray.rect
        labels = sorted((d for d in scene.table.decor if isinstance(d, Label) and tray.collidepoint(d.pos)),
                        key=lambda d: d.pos[1])
        lines = [d.text for d in labels[:2] if d.text.startswith("Bot 2 starts") or d.text.startswith("the highest")]
        total = sum(next(r for r in opening[0] if r[0] == 1)[1:])
        assert lines in (["Bot 2 starts:", f"the highest opening roll ({total})"],
                         [f"Bot 2 starts: the highest opening roll ({total})"]), (lines, tray_words(scene))
    finally:
        app.pop()
        pygame.display.quit()
