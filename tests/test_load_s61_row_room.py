"""Session 61 (load): a Load row's words end before the list's scroll bar at every width: the row room was the
list's width less 40 design px, while the scroll bar (20 px), the rows' padding at both ends and the borders
take more, and a long Quadruple War row's date ran into the bar at 1024x640 and 1280x800 (review 60)."""

import pygame
import pytest

from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


def _game(game_id, seats, moves, seed):
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    m = Match(game_id, seats, seed)
    while not m.over and len(m.actions) < moves:
        bot = make_bot(m.game_id, "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_no_row_runs_under_the_scroll_bar(size):
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui import theme
    saves_dir().mkdir(parents=True, exist_ok=True)
    tables = [("quadwar", ["human:Annabelle-Marie", "human:Bartholomew", "bot:easy", "bot:easy"]),
              ("flush", ["human"] + ["bot:easy"] * 5), ("quadwar", ["human", "bot:easy", "bot:easy", "bot:easy"]),
              ("numberquash", ["human:Christopher", "human:Dee", "bot:easy", "bot:easy"])]
    for i in range(24):                   # enough rows for a scroll bar
        game_id, seats = tables[i % len(tables)]
        m = _game(game_id, seats, 5 + i, i)
        save_match(m, saves_dir() / f"s{i:02d}.json")
        save_match(m, saves_dir() / f"t{i:02d}.json")    # two saves of one position: told apart in their ends
    app = make_app(size=size)
    try:
        app.nav.load()
        steps(app, 30)
        scene = app.top
        lst = scene.widgets["saves"]
        assert lst.scroll_bar is not None
        font = theme.font(scene.m.px(17), bold=True)
        bar_left = lst.scroll_bar.rect.left
        pad = scene.m.px(12)
        checked = 0
        for item in lst.item_list:
            el = item.get("button_element")
            if el is None or item.get("text", "").startswith(("Unfinished", "Finished", "Earlier", "Files")):
                continue
            right = el.rect.left + pad + font.size(item["text"])[0]
            assert right <= bar_left - pad, (item["text"], right, bar_left)
            checked += 1
        assert checked
    finally:
        pygame.display.quit()
