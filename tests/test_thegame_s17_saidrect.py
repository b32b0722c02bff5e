"""Review 17 (22.png, 22crop.png): at 1024x640 the caption 'you said "Please leave the descending stack
alone"' on the "Your hand" line ran into the edge of the "Tell the team" panel: it was fitted to the hand
area's right edge, which is the panel's left edge. It keeps a gap from the panel, at a readable size. Since
session 32's review a request of yours is said on its stack's tag only: the caption's longest words are now a
statement of your hand ("I have a middle purple card")."""

import pytest

from quash_table.games.thegame.scene import TheGameBoard
from quash_table.ui.widgets import Label, Panel
from tests.ui_helpers import board, close_board, make_app, settle

pytestmark = pytest.mark.ui

LONGEST = {"colour": "P", "height": "middle"}     # plate_captions.LONGEST_HOLD: the longest statement


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("others", [1, 3])
@pytest.mark.parametrize("laid", [0, 1])
def test_the_you_said_caption_keeps_clear_of_the_signals_panel(size, others, laid, monkeypatch):
    monkeypatch.setattr(TheGameBoard, "_caption_signal", staticmethod(lambda view, seat: LONGEST))
    app = make_app(size=size)
    scene = board(app, "thegame", ["human:Ann"] + ["bot:easy"] * others, seed=1)
    try:
        settle(app, scene)
        m = scene.session.match
        assert m.state.to_move == 0
        if laid:      # one card left in the hand, centred: the caption starts further right (22.png)
            scene.act(next(a for a in m.legal_actions() if a["type"] == "play"))
            settle(app, scene)
            assert len(m.state.hands[0]) == 1
        scene.rebuild()
        decor = scene.table.decor
        title = next(d for d in decor if isinstance(d, Label) and d.text == "Tell the team")
        panel = next(d.rect for d in decor if isinstance(d, Panel) and d.rect.collidepoint(title.pos))
        # since session 36 in the column left of your cards, wrapped: its first line and the lines after it there
        labels = [d for d in decor if isinstance(d, Label)]
        first = [k for k, d in enumerate(labels) if d.text.startswith("You said: ")]
        assert len(first) == 1
        said = [labels[first[0]]]
        said += [d for d in labels[first[0] + 1:first[0] + 4] if d.pos[0] == said[0].pos[0]]
        assert " ".join(d.text for d in said) == "You said: \u201cI have a middle purple card\u201d"
        for line in said:
            r = line.text_rect()
            assert panel.left - r.right >= scene.metrics.px(12), (r, panel)
            assert line._size() >= 11, line._size()      # not shrunk past reading to get there
    finally:
        close_board(app)
