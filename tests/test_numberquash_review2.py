"""What a second new-player review of NumberQuash found: hint reasons that say why (not the move again,
"only" only for a rare total, "an 8"), a steal that wins says so, the header's lead reads as a number."""

from types import SimpleNamespace

import pytest

from quash_table.games.numberquash.bots import POW, steal_reason
from quash_table.games.numberquash.words import a_number


def _pos(open_cells, places=(0, 0)):
    """Seat 0 (red) with `open_cells` of red open once each, seat 1 (blue) with every cell open."""
    full = sum(2 * POW[i] for i in range(9))
    red = sum(POW[n - 1] for n in open_cells)
    return SimpleNamespace(me=0, colours=[["red"], ["blue"]], idx={"red": red, "blue": full},
                           view={"places": list(places)})


def _steal(n, to):
    return [{"seat": 1, "from": ["blue", 0, n], "to": ["red", 0, to]}]


def test_a_and_an_go_by_the_numbers_sound():
    assert [a_number(n) for n in (1, 7, 8, 9, 11, 12, 18, 80)] == \
        ["a 1", "a 7", "an 8", "a 9", "an 11", "a 12", "an 18", "an 80"]


def test_only_is_said_of_a_rare_total_and_never_of_seven():
    pos = _pos([1, 2, 3])
    assert steal_reason(pos, _steal(9, 1)).endswith("and only 4 rolls in 36 add up to 9")
    for n in (7, 8):
        why = steal_reason(pos, _steal(n, 1))
        assert "only" not in why and "hard" not in why, why
        assert f"{a_number(n)}," in why
    assert "an 8," in steal_reason(pos, _steal(8, 1))


def test_a_steal_that_covers_your_last_cell_says_it_wins_the_game():
    # the place it gives, said as a place (session 22: "this wins the game" read wrong where places go on)
    assert steal_reason(_pos([4]), _steal(4, 4)).endswith("it finishes you 1st")
    assert "wins" not in steal_reason(_pos([4], places=(0, 1)), _steal(4, 4))
    assert "wins" not in steal_reason(_pos([4, 5]), _steal(4, 4))


def test_the_free_roll_hint_says_why_not_the_move_again():
    # "spend your banked 10 on a free roll — it gives you a free roll"
    from quash_table.bots import make_bot
    bot = make_bot("numberquash", "normal", 0, 1)
    _, why = bot.bonus_value(SimpleNamespace(me=0), {"type": "bonus", "value": 10, "effect": "free_roll"})
    assert "free roll" not in why and why


STOLEN = ([1, 2, 6, 5, 1, 3, 1, 2, 2, 3],
          [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 3]]},
           {"type": "roll"}, {"type": "bank"},
           {"type": "roll"}, {"type": "place", "cells": [["red", 0, 4]]},
           {"type": "bonus", "value": 11, "steals": [{"seat": 0, "from": ["red", 0, 3], "to": ["blue", 0, 3]}]},
           {"type": "roll"}, {"type": "place", "cells": [["blue", 1, 3]]}])


def test_a_steal_from_you_is_marked_and_said_until_your_turn_ends(monkeypatch):
    # Bot 4 took your red 9 while the header said "thinking…"; at your turn it said only "Your turn"
    import pygame

    import quash_table.games.numberquash.scene as scene_mod
    from tests.test_numberquash_scene import close, open_table
    from tests.ui_helpers import key, settle
    dice, before = STOLEN
    app, scene, match = open_table(dice, before=before)
    try:
        assert match.to_move == 0
        assert scene.hud.status() == "Your turn: Bot 2 stole your left red 3 (11)"
        marks = []
        monkeypatch.setattr(scene_mod, "draw_cell_mark", lambda surface, g, colour, *a, **k: marks.append(
            (g["rect"], colour)))
        monkeypatch.setattr(scene_mod, "draw_robbed_mark", lambda surface, g, *a, **k: marks.append(
            (g["rect"], scene_mod.theme.ILLEGAL)))      # (the robbed mark: a red ring, filled, struck through)
        scene.draw_decor(app.screen)
        robbed = scene.table_geo[("red", 0, 3)]["rect"]
        assert (robbed, scene_mod.theme.ILLEGAL) in marks
        key(app, pygame.K_r)
        settle(app, scene)
        assert match.actors[-1] == 0
        # your roll does not end the news (a person who rolled at once never saw it): your turn's end does
        assert "stole" in scene.hud.status()
        scene.session.play(next(a for a in match.legal_actions() if a["type"] == "place"))
        assert match.to_move == 1 and scene.robbed() == []
        marks.clear()
        scene.draw_decor(app.screen)
        assert (robbed, scene_mod.theme.ILLEGAL) not in marks
    finally:
        close(app)


def test_a_digit_picks_the_cell_of_that_number_in_a_keyboard_steal():
    # banked 11, Tab, 5: the quasher went for red 7 (the fifth lit cell), and Enter said "1-7 or Up / Down"
    import pygame

    from tests.test_numberquash_review import BANKED_11
    from tests.test_numberquash_scene import close, open_table
    from tests.ui_helpers import key, settle
    dice, before = BANKED_11
    app, scene, match = open_table(dice, before=before)
    try:
        key(app, pygame.K_TAB)
        assert scene.drag.selected == "q:blue:0:3"
        key(app, pygame.K_RETURN)
        assert scene.message[0].startswith("A number key (1\u20139) picks the cell"), scene.message
        key(app, pygame.K_5)
        assert scene.drag.key_target == "cell:red:0:5"
        key(app, pygame.K_RETURN)
        settle(app, scene)
        assert [st["to"] for st in match.actions[-1]["steals"]] == [["red", 0, 5]]
    finally:
        close(app)


def _nothing_fits_but_bank():
    """A match where you (seat 0) rolled 10 or more that fits nowhere, with End and Bank both offered."""
    import random

    from quash_table.engine.match import Match
    for seed in range(300):
        rng = random.Random(seed)
        match = Match("numberquash", ["human", "bot:easy"], seed, {"order": [0, 1], "auto_end": False})
        while not match.over:
            legal = match.legal_actions()
            if match.to_move == 0 and {"type": "end"} in legal and {"type": "bank"} in legal:
                return match
            match.play(rng.choice(legal))
    raise AssertionError("no such position")


def test_when_nothing_fits_bank_is_the_highlighted_button_not_end():
    # "Nothing fits: End (E) or Bank (B)" beside a gold End and a dull Bank
    import pygame

    from tests.test_numberquash_events import open_board
    match = _nothing_fits_but_bank()
    app, scene = open_board(match)
    try:
        assert scene.table.prompt == "Nothing fits: End (E) or Bank (B)"
        style = {b.id: b.style for b in scene.table.buttons}
        assert style["bank"] == "primary" and style["end"] == "normal", style
    finally:
        app.pop()
        pygame.display.quit()


FOURS_COVERED = ([1, 3, 1, 2, 1, 3, 1, 2, 2, 4],
                 [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 4]]},
                  {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 3]]},
                  {"type": "roll"}, {"type": "place", "cells": [["red", 1, 4]]},
                  {"type": "roll"}, {"type": "place", "cells": [["blue", 1, 3]]},
                  {"type": "roll"}])


def test_a_die_that_fits_nowhere_and_a_greyed_end_turn_say_why():
    # dragging a die that fits nowhere did nothing; E with End turn greyed was silent
    import pygame

    from tests.test_numberquash_scene import close, open_table
    from tests.ui_helpers import centre, drag, key
    dice, before = FOURS_COVERED
    app, scene, match = open_table(dice, before=before)
    try:
        assert match.state.dice == (2, 4) and "die:1" not in scene.composer.pieces()
        four = next(p for p in scene.table.pieces if getattr(p, "key", None) == "die:1")
        drag(app, centre(four.rect), centre(scene.table.target_by_id["cell:red:0:6"].rect))
        assert scene.message is not None and scene.message[1] == "error", scene.message
        assert scene.message[0] == ("No open cell 4 of yours helps make 6: drag the pair, or click cells "
                                    "adding up to 6")
        scene.message = None
        end = next(b for b in scene.table.buttons if b.id == "end")
        assert not end.enabled
        key(app, pygame.K_e)
        assert scene.message is not None and scene.message[1] == "error"
        assert scene.message[0] == "End turn is only for a roll nothing fits: this one fits the ringed cells"
        assert end.tooltip == scene.message[0]
        assert match.actions[-1] == {"type": "roll"}
    finally:
        close(app)


@pytest.mark.parametrize("size, told", [
    ((1024, 640), "Bot 2 (normal) covers left blue 2 and right blue 2"),
    ((1280, 800), "Bot 4 (normal) banks the roll and puts a green quasher on bonus octagon 11")])
def test_a_bots_whole_move_is_told_in_the_header_readable_and_uncut(monkeypatch, size, told):
    # "Bot 4 (normal) banks the roll and puts a green qua…", and shrunk
    from quash_table.ui import hud as hud_mod
    from tests.test_numberquash_scene import close, open_table
    app, scene, match = open_table([1, 2], seats=("human", "bot:normal", "bot:normal", "bot:normal"), size=size)
    try:
        monkeypatch.setattr(scene.hud, "status", lambda: told)
        drawn = []
        real = hud_mod.theme.blit_text
        monkeypatch.setattr(hud_mod.theme, "blit_text", lambda surf, text, px, *a, **k: drawn.append((text, px))
                            or real(surf, text, px, *a, **k))
        hud_rect, _, _ = scene.areas()
        scene.hud.draw(app.screen, hud_rect)
        lines = [(t, px) for t, px in drawn if t in told]
        assert " ".join(t for t, _ in lines) == told, drawn
        assert min(px for _, px in lines) >= hud_mod.STATUS_MIN_PX
    finally:
        close(app)
