"""The Game after the third new-player review: E before a card says the rules' reason (not "E"), the colour
symbols read as no stack direction, the hint's words, the "you said" caption's one rule, the empty stacks."""

import pygame

from tests.ui_helpers import button, close_board, key, open_board


def test_e_before_a_card_says_the_rules_reason_not_the_key():
    # pressing E with End turn greyed showed a refusal that said just "E"
    from quash_table.games.thegame.rules import why_not_end
    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], stacked=["R5", "B4", "R7", "B9"])
    try:
        end = button(scene, "end_turn")
        assert scene.session.my_turn() and not end.enabled
        key(app, pygame.K_e)
        assert scene.message is not None and scene.message[1] == "error", scene.message
        reason = why_not_end(0)
        assert reason and scene.message[0] == reason[0].upper() + reason[1:], scene.message
        assert scene.session.match.actions == []
    finally:
        close_board(app)


def test_a_greyed_buttons_key_never_says_only_the_keys_name():
    # every board: the kit's greyed-button key shows the button's reason, and a tooltip that only names
    # the key is no reason
    from quash_table.ui.board_input import greyed_reason
    from quash_table.ui.widgets import Button
    pygame.init()
    named = Button("x", "Take back", (0, 0, 10, 10), hotkey=pygame.K_BACKSPACE, tooltip="Backspace",
                   enabled=False, press="take_back")
    assert greyed_reason(named) == ""
    enter = Button("x", "Declare", (0, 0, 10, 10), hotkey=pygame.K_RETURN, tooltip="Enter", enabled=False,
                   press="declare")
    assert greyed_reason(enter) == ""
    why = Button("x", "End turn", (0, 0, 10, 10), hotkey=pygame.K_e, tooltip="E", enabled=False, press="end",
                 reason="roll first")
    assert greyed_reason(why) == "roll first"
    told = Button("x", "End turn", (0, 0, 10, 10), hotkey=pygame.K_e, tooltip="roll first", enabled=False,
                  press="end")
    assert greyed_reason(told) == "roll first"
