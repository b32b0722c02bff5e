"""Review 15 (a new player's): The Game's summary, hint, bots, pass-and-play and undo."""

import random

from quash_table.engine.match import Match
from quash_table.games.thegame.analysis import analyze_match, verdict_lines

ASK_UP = {"stack": "up", "ask": "leave"}


def forced_onto_a_left_alone_stack():
    """A match (two humans) in which seat 1 asked to leave ▲ alone and seat 0 then laid there with no other
    move (its turn's first card, nothing fitting ▼): the rules' own event says so."""
    for seed in range(60):
        match = Match("thegame", ["human:Ann", "human:Ben"], seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if match.over:
                break
            legal = match.legal_actions()
            ask = {"type": "signal", "text": ASK_UP}
            if match.to_move == 1 and ask in legal:
                match.play(ask)
                continue
            plays = [a for a in legal if a["type"] == "play"]
            if (match.to_move == 0 and match.state.placed == 0 and plays
                    and all(a["stack"] == "up" for a in plays)
                    and any(x["text"] == ASK_UP and x["seat"] == 1 for x in match.state.signals)):
                match.play(plays[0])
                if any(e["kind"] == "left_alone_played" and e["else"] == "none" for e in match.state.caused):
                    return match
                continue
            match.play(rng.choice([a for a in legal if a["type"] != "signal"]))
    raise AssertionError("no deal gave a forced play on a stack asked to be left alone")


def test_a_forced_play_on_a_left_alone_stack_is_told_by_the_verdict_not_denied():
    """26/27.png: Bot 4 had no other move than ▲, which you asked to be left alone (the log said so), and
    the summary said "Nobody laid on a stack a team-mate asked to leave alone"."""
    match = forced_onto_a_left_alone_stack()
    index = len(match.actions) - 1
    a = analyze_match(match, seconds=0.5)
    lines = verdict_lines(a, lambda k: match.seats[k]["name"])
    assert not any(line.startswith("Nobody laid") for line in lines), lines
    told = f"At move {index + 1}, Ann laid on \u25b2 though asked to leave it: it had no other move"
    assert any(line.startswith(told) for line in lines), lines


def test_free_and_forced_plays_on_left_alone_stacks_are_told_apart():
    lines = verdict_lines({"winnable": False, "asked_leave": True,
                           "broken_asks": [(4, 1, "down", "none"), (9, 0, "up", "free"), (12, 0, "up", "free")]},
                          lambda k: f"P{k}")
    assert "At move 10, P0 laid on \u25b2 though asked to leave it, with another move open (2 times in all)." in lines
    assert "At move 5, P1 laid on \u25bc though asked to leave it: it had no other move." in lines


def test_the_verdict_says_when_the_move_it_names_was_the_hints(monkeypatch):
    """14.png: "your ending the turn ended that; only red 6 on ▼ kept it open" after the hint had said "End
    your turn". The screen knows which moves followed a hint shown for that very position; the verdict says
    the hint chose that move too, instead of leaving the blame on the player who followed it."""
    import pygame

    from quash_table.games.thegame import scene as scene_mod
    from tests.ui_helpers import ask_hint, button, centre, click, close_board, drag, make_app, board, settle
    from tests.ui_helpers import step_until, target_rect

    monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "0.2")
    app = make_app()
    scene = board(app, "thegame", ["human:Ann", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        m = scene.session.match
        ask_hint(app, scene)                          # the H key
        h = scene.hints.current
        action, index = h["action"], len(m.actions)
        if action["type"] == "play":                  # the hinted move, by the mouse
            pid = next(p.id for p in scene.table.pieces if p.key == action["card"])
            drag(app, centre(scene.table.piece_by_id[pid].home), centre(target_rect(scene, h["target"])))
        else:
            click(app, centre(button(scene, h["button"]).rect))
        settle(app, scene)
        assert m.actions[index] == action and scene.session.followed_hint(index)
        other = next(a for a in m.legal_actions() if a["type"] != "signal")
        scene.session.play(other)
        assert not scene.session.followed_hint(index + 1)         # no hint was shown for that one
        while not m.over:
            m.play(next(a for a in m.legal_actions() if a["type"] != "signal"))

        def analysed(match, seconds=5.0):   # a loss whose last winning line closed at the hinted move
            return {"winnable": True, "outcome": "lost", "broken_asks": [], "asked_leave": False,
                    "turning": {"index": index, "seat": 0, "action": action, "instead": other,
                                "choices": 2, "kept": 1}}
        monkeypatch.setattr(scene_mod, "analyze_match", analysed)
        step_until(app, lambda: scene.summary_notes() != [scene.CHECKING], timeout=10)
        notes = scene.summary_notes()
        assert notes[1].startswith("The hint chose that move too"), notes
    finally:
        close_board(app)
        pygame.display.quit()
