"""A message (a hint, a refusal) never lies over text on the table: The Game's stack rules, "Your hand" and
"Tell the team", Quadruple War's bid panel footer and score pad. One rule in the kit for every board,
checked on both boards at the two window sizes the reviewer used."""

import pytest

from quash_table.ui import theme
from tests.test_quadwar_scene import SPADES_REASON, bid_and_wait_for_the_lead
from tests.test_quadwar_scene import _stacked_table as quadwar_table
from tests.ui_helpers import ask_hint, board, close_board, drag, grab, make_app, settle, steps

pytestmark = pytest.mark.ui
SIZES = [(1280, 800), (1024, 640)]


def text_on_the_table(scene):
    """(words, rect) of every label and button on the table, worked out here from what was built."""
    out = []
    for d in scene.table.decor:
        if hasattr(d, "text") and d.text:
            size = theme.fit_size(d.text, d.size, d.max_width, d.bold) if d.max_width else d.size
            r = theme.text(d.text, size, d.colour, d.bold).get_rect(**{d.anchor: d.pos})
            out.append((d.text, r))
    out += [(b.label, b.rect) for b in scene.table.buttons]
    return out


def assert_clear(scene):
    assert scene.message is not None
    shown = scene.painter.message_rect()
    pad = getattr(scene, "geometry", {}).get("pad")      # Quadruple War's score pad, footer and all
    assert pad is None or not shown.colliderect(pad), (scene.message[0], shown, pad)
    covered = [words for words, r in text_on_the_table(scene) if r.colliderect(shown)]
    assert not covered, (scene.message[0], shown, covered)
    _, area, _ = scene.areas()
    assert area.contains(shown)


@pytest.mark.parametrize("size", SIZES)
def test_the_games_hint_and_refusal_cover_no_text(size, monkeypatch):
    monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "0.2")
    app = make_app(size=size)
    scene = board(app, "thegame", ["human:Ann", "bot:normal", "bot:normal"],
                  stacked=["G1", "B4", "Y2", "G6", "B9", "Y8"])
    settle(app, scene)
    try:
        ask_hint(app, scene)
        steps(app, 2)
        assert scene.message[1] == "hint"
        assert_clear(scene)
        # the longest refusal the rules word, shown the way every refusal is
        scene.show_message("Purple 1 is not higher than blue 5 on the ascending stack (only a blue card may "
                           "go lower)", "error", 9)
        steps(app, 2)
        assert_clear(scene)
    finally:
        close_board(app)


@pytest.mark.parametrize("size", SIZES)
def test_quadruple_wars_bid_hint_and_refusal_cover_no_text(size):
    app, scene = quadwar_table(size)
    try:
        ask_hint(app, scene)              # the bid panel: "13 tricks in this hand · N bid so far"
        steps(app, 2)
        assert scene.message[1] == "hint"
        assert_clear(scene)
        bid_and_wait_for_the_lead(app, scene)
        drag(app, grab(scene, "AS"), scene.table.target_by_id["trick"].rect.center)
        assert scene.message[1] == "error"
        assert_clear(scene)               # the score pad's footer beside it
        scene.show_message(SPADES_REASON, "error", 9)
        steps(app, 2)
        assert_clear(scene)
    finally:
        close_board(app)
