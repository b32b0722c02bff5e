"""Session 25: "Keep this size?" seemed missing from the --layout file: its rects are the window's, and the
window made another size is centred on the screen, so a script clicking the screen at them missed. The file
says where the window lies (`window_at`), and lists the dialog's buttons the moment it comes."""

import json

import pygame

from tests.ui_helpers import centre, click, find, make_app, steps


def test_the_layout_says_where_the_window_is_and_lists_the_keep_dialog(tmp_path):
    path = tmp_path / "layout.json"
    a = make_app(layout_path=str(path))
    try:
        a.nav.settings()
        steps(a, 3)
        info = json.loads(path.read_text())
        assert "window_at" in info
        drop = find(info["objects"], "window")
        click(a, centre(drop["rect"]), frames=3)
        info = json.loads(path.read_text())
        choice = next(o for o in info["objects"] if o.get("label") == "1024x640" and o["kind"] == "choice")
        click(a, centre(choice["rect"]), frames=6)
        info = json.loads(path.read_text())
        assert info["size"] == [1024, 640]
        assert {"keep:keep", "keep:back"} <= {o["id"] for o in info["objects"]}, info["objects"]
        assert "window_at" in info
    finally:
        pygame.display.quit()
