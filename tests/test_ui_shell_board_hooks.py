"""The hooks a board may define are methods of BoardScene with a documented default, called directly by the
kit: no part of the kit looks a board's hook up by name (getattr / hasattr), and every board's override
keeps the base's signature."""

import inspect
import re
from pathlib import Path

import pytest

from quash_table.games import available_game_ids
from quash_table.ui.board import BoardScene
from quash_table.ui.registry import scene_class

HOOKS = ("prompt_now", "numbered_target", "target_over", "events_shown", "staged_caption", "turn_news",
         "turn_news_brief", "score_text_brief", "hint_marks",
         "after_gate", "put_back_words", "summary_notes", "score_text", "draw_decor", "draw_over_pieces",
         "draw_popups", "seat_colour")
UI = Path(__file__).resolve().parent.parent / "quash_table" / "ui"


def test_every_hook_is_a_documented_method_of_the_base_board():
    for name in HOOKS:
        method = getattr(BoardScene, name, None)
        assert callable(method), f"BoardScene has no {name}"
        assert (method.__doc__ or "").strip(), f"BoardScene.{name} says nothing of what it means"


def test_the_kit_never_looks_a_hook_up_by_name():
    pattern = re.compile(r"\b(?:getattr|hasattr)\([^)]*[\"'](%s)[\"']" % "|".join(HOOKS))
    found = [f"{path.name}: {mo.group(0)}" for path in sorted(UI.rglob("*.py"))
             for mo in pattern.finditer(path.read_text(encoding="utf-8"))]
    assert not found, found


@pytest.mark.parametrize("game_id", available_game_ids())
def test_a_boards_hooks_keep_the_bases_signature(game_id):
    cls = scene_class(game_id)
    assert issubclass(cls, BoardScene)
    for name in HOOKS:
        mine, base = getattr(cls, name), getattr(BoardScene, name)
        if mine is base:
            continue
        assert list(inspect.signature(mine).parameters) == list(inspect.signature(base).parameters), \
            f"{cls.__name__}.{name}{inspect.signature(mine)} differs from BoardScene.{name}{inspect.signature(base)}"
