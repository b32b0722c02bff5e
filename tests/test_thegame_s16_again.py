"""Review 16 (87.png, 88.png): a loaded game already played to its end, finished again, said "This game
was already played to its end and counted..." in a notice drawn under the summary panel, clipped, and
gone by See the table. The summary says it, one line under its heading, inside the panel."""

import random

import pygame
import pytest

from tests.ui_helpers import find, match_board, settle, step_until

pytestmark = pytest.mark.ui


def _step(match, rng):
    legal = match.legal_actions()
    ends = [a for a in legal if a["type"] == "end_turn"]
    match.play(ends[0] if ends else rng.choice([a for a in legal if a["type"] == "play"] or legal))


def _game_ended_by_the_person():
    """A game of Ann and a random bot whose last move is Ann's (so the board's bot has nothing to do)."""
    from quash_table.engine.match import Match
    for seed in range(1, 60):
        m = Match("thegame", "human:Ann,bot:random", seed=seed)
        rng = random.Random(seed)
        while not m.over:
            _step(m, rng)
        if m.actors[-1] == 0 and len(m.actions) > 12:
            return seed, m.actions
    raise AssertionError("no such deal")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_game_finished_again_says_so_on_its_summary(size):
    from quash_table.engine.match import Match
    from quash_table.engine.recorder import AGAIN_WORDS, Recorder
    from quash_table.engine.saves import WRITER, load_match, save_match
    from quash_table.paths import saves_dir

    seed, actions = _game_ended_by_the_person()
    first = Match("thegame", "human:Ann,bot:random", seed=seed)
    for a in actions[:6]:
        first.play(a)
    mine = save_match(first, saves_dir() / f"thegame-again-{size[0]}.json")
    Recorder(first)                                  # played to its end and counted once
    for a in actions[6:]:
        first.play(a)
    WRITER.flush()
    assert first.finished_to is not None

    again = load_match(mine)                         # Load the earlier save and finish it again
    for a in actions[6:-1]:
        again.play(a)
    app, scene = match_board(again, size=size)
    try:
        assert not scene.session.match.over and scene.session.match.to_move == 0
        scene.session.match.play(actions[-1])
        step_until(app, lambda: scene.summary_up(), timeout=10)
        settle(app, scene)
        objects = scene.layout_info()["objects"]
        summary = find(objects, "summary")
        panel = pygame.Rect(summary["rect"])
        said = [ln for ln in summary["lines"] if ln["text"] in AGAIN_WORDS]
        assert " ".join(ln["text"] for ln in said) == AGAIN_WORDS, summary["lines"]
        rect = pygame.Rect(said[0]["rect"])
        assert panel.contains(rect), (panel, rect)
        assert rect.top < panel.top + panel.h // 4              # under the heading, read first
        # wrapped at its own size, not shrunk to one line (11 px at 1024x640, session 26)
        from quash_table.ui import theme
        from quash_table.ui.chrome import NOTE_PX
        full = theme.font(scene.metrics.px(NOTE_PX)).get_height()
        assert all(ln["rect"][3] >= full for ln in said), (said, full)
        assert all(AGAIN_WORDS not in (o.get("text") or "") for o in objects if o.get("id") == "message")
        assert scene.message is None or AGAIN_WORDS not in scene.message[0]
    finally:
        pygame.display.quit()
