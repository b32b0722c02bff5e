"""Defects a second new-player reviewer found in The Game: Quick & Easy."""

import random

import pygame

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, make_app, steps


def lost_match():
    rng = random.Random(5)
    match = Match("thegame", ["human:Tess", "bot:normal", "bot:normal"], seed=11)
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    return match


def test_all_cards_face_up_reached_by_v_draws_the_hands_panel_not_an_old_log():
    """Stepping a replay then pressing V round to "All cards face up" drew the old full-height move log
    over the hands panel (two "Moves" headings, no "Hands, face up"): the log column's kept pixels were
    laid back at their old place. The column must match a fresh painting of the same position."""
    from quash_table.ui.tables import replay_board
    match = lost_match()
    app = make_app()
    scene = replay_board(app, match, position=0)
    app.push(scene)
    steps(app, 30)
    try:
        for _ in range(16):
            key(app, pygame.K_RIGHT, frames=1)
        steps(app, 40)
        key(app, pygame.K_v)
        while scene.session.choice != "all":
            key(app, pygame.K_v)
        steps(app, 40)
        steps(app, 4)
        _, _, log = scene.areas()
        seen = app.screen.subsurface(log).copy()
        scene.painter._curtain = "force"            # the next frame paints everything at once
        steps(app, 2)
        fresh = app.screen.subsurface(log).copy()
        diff = sum(seen.get_at((x, y)) != fresh.get_at((x, y))
                   for x in range(0, log.w, 4) for y in range(0, log.h, 4))
        assert diff == 0, diff
    finally:
        close_board(app)


def test_a_two_card_turn_whose_second_card_is_a_reverse_trick_says_so():
    """Seed 7: "Lay green 4 on the \u25bc stack \u2014 it lays more cards than green 10 would", though the turn was
    green 4 then green 10 turning \u25bc back. The reason now gives the turn's plan."""
    from quash_table.bots import make_bot
    match = Match("thegame", ["human:A", "bot:normal", "bot:normal"], seed=7)
    bot = make_bot("thegame", "normal", 0)
    action = bot.choose(match.game.view(match.state, 0), match.legal_actions())
    assert action == {"type": "play", "card": "G4", "stack": "down"}          # the move itself is unchanged
    assert bot.reason == "then green 10 turns \u25bc back by 6"


def bots_play_out(seed):
    from quash_table.bots import make_bot
    match = Match("thegame", ["human:A", "bot:normal"], seed=seed)
    bots = [make_bot("thegame", "normal", s) for s in range(2)]
    while not match.over:
        seat = match.to_move
        match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
    return match


def test_the_log_names_who_has_laid_all_their_cards():
    """"You lay yellow 9 on the ascending stack \u2014 have laid all your cards": the clause had no subject."""
    from quash_table.ui.tables import board_for_match
    match = bots_play_out(4)                       # a won game: both hands are laid out, yours first
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        text = "\n".join(words for _, words in scene.logbook.entries())
        assert " \u2014 you have laid all your cards" in text
        assert " \u2014 Bot 2 has laid all their cards" in text          # the log's names are short
        assert " \u2014 have laid" not in text and " \u2014 has laid" not in text
    finally:
        close_board(app)


def test_the_professional_board_shows_no_end_turn_button_it_could_never_use():
    """A greyed "End turn" stayed on the professional board, where the one card laid ends the turn."""
    from quash_table.ui.tables import board_for_match
    for professional in (True, False):
        app = make_app()
        m = Match("thegame", ["human", "bot:normal", "bot:normal"], seed=11, options={"professional": professional})
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        steps(app, 20)
        try:
            assert m.to_move == 0
            ids = {b.id for b in scene.table.buttons}
            assert ("end_turn" in ids) == (not professional), ids
        finally:
            close_board(app)


def test_with_a_card_lifted_the_prompt_says_to_pick_a_stack():
    """After a click on a card the prompt still said "drag a card onto a stack"."""
    from tests.ui_helpers import centre, click, open_board
    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], stacked=["R5", "B4", "R7", "B9"])
    try:
        assert scene.table.prompt == "Your turn: drag a card onto a stack"
        click(app, centre(scene.table.piece_by_id["R5"].home))
        steps(app, 3)
        assert scene.drag.selected == "R5"
        assert scene.table.prompt == "Now click a stack (or press 1 for ▲, 2 for ▼, then Enter)"
        assert scene.painter.shows_prompt()
        click(app, centre(scene.table.piece_by_id["R5"].home))     # put down again
        steps(app, 3)
        assert scene.drag.selected is None
        assert scene.table.prompt == "Your turn: drag a card onto a stack"
    finally:
        close_board(app)


def test_a_two_card_turn_whose_second_card_is_its_point_says_the_plan():
    """A first card that alone would not beat the best other card, laid for the second after it: the
    reason says the pair ("then green 9 on \u25b2 too: ..."), not a reason the first card alone does not have."""
    from quash_table.bots import make_bot
    match = Match("thegame", ["bot:normal"] * 3, seed=0)
    bots = [make_bot("thegame", "normal", s) for s in range(3)]
    while len(match.actions) < 16:      # (16 since review 15: a statement said once, one signal fewer)
        seat = match.to_move
        match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
    seat = match.to_move
    action = bots[seat].choose(match.game.view(match.state, seat), match.legal_actions())
    assert action == {"type": "play", "card": "Y7", "stack": "up"}
    assert bots[seat].reason == "then green 9 on \u25b2 too, skipping only 8"
