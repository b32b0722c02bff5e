"""Review 22 (The Game at 2 players, a new player's four games): the hint's words."""

from tests.test_thegame_s15_hintwords import hint, position

LEAVE_DOWN = {"seat": 1, "turn": 3, "laid": 4, "text": {"stack": "down", "ask": "leave"}}
HISTORY = [(0, "P8", "down", 0), (1, "P1", "up", 1), (0, "B3", "up", 2), (1, "R5", "down", 3)]


def test_the_hint_names_the_free_trick_a_request_keeps_off():
    """g2-11-hint.png: ▲ blue 3, ▼ red 5, Bot 2 said "Leave ▼ alone"; the hint laid blue 6 on ▲ and said only
    that red 9 on ▲ would skip more; red 9 on ▼ (turning it back by 4) went unmentioned."""
    state = position([["B6", "R9"], ["G2", "Y7"]], up="B3", down="R5", history=HISTORY, signals=[LEAVE_DOWN])
    # session 24: the hint no longer answers Seat 2's "Leave ▼ alone" with "I can turn ▼ back" (a rival claim
    # on the stack the team-mate asked to keep: request_advice.claimed_stacks); it goes straight to the move
    # session 50: a request is kept only while keeping off costs no more than it saves (playout.LEAVE_WORTH);
    # the free trick gains 4 numbers on ▼ (and the asker's card still fits there), so the hint takes it and
    # says whose request it goes against and why
    action, reason = hint(state)
    assert action == {"type": "play", "card": "R9", "stack": "down"}
    assert reason == ("turns \u25bc back by 4, though Seat 2 asked to leave \u25bc alone. "
                      "The request would cost more than it saves.")


def test_without_the_request_the_trick_is_the_hint():
    state = position([["B6", "R9"], ["G2", "Y7"]], up="B3", down="R5", history=HISTORY)
    action, _reason = hint(state)
    assert action == {"type": "play", "card": "R9", "stack": "down"}


def late_position(seed):
    """A 2-player game played by the normal team until the pile is nearly gone, seat 0 to move."""
    from quash_table.games.thegame.bots import ENDGAME_PILE, NormalBot
    from quash_table.games.thegame.rules import GAME
    state = GAME.new_state(2, seed, {}, None)
    bots = [NormalBot(GAME, k, seed=seed) for k in range(2)]
    while state.to_move is not None:
        view = GAME.view(state, state.to_move)
        if view["pile_count"] <= ENDGAME_PILE and state.to_move == 0 and view["placed"] == 0:
            return state
        state = GAME.apply(state, bots[state.to_move].choose(view, GAME.legal_actions(state)))
    return None


def test_the_endgame_hint_gives_a_likelihood_not_a_promise():
    """"played out many ways, it won most often" read as a promise; the game was lost at once."""
    from quash_table.games.thegame.bots import HintBot, endgame_choice
    from quash_table.games.thegame.rules import GAME
    from quash_table.games.thegame.why import chance_words
    assert chance_words(0.6) == "it wins in about 6 of 10 ways the unseen cards can lie; no move does better"
    said = []
    for seed in range(1, 12):
        state = late_position(seed)
        if state is None:
            continue
        view, legal = GAME.view(state, 0), GAME.legal_actions(state)
        bot = HintBot(GAME, 0, iterations=60)
        bot.endgame_deadline = False
        action = bot.choose(view, legal)
        won = []
        again = endgame_choice(GAME, view, legal, action, HintBot(GAME, 0).rng, bot.endgame_deals, None, won)
        if again is None or bot.reason.startswith("your only move"):
            continue
        assert "most often" not in bot.reason
        if again == action:
            assert bot.reason.endswith(chance_words(won[0])[1:] + "."), bot.reason
            said.append(bot.reason)
    assert said


def test_undo_words_name_the_way_the_person_undid():
    """After a click on the Undo BUTTON the words said "U again takes back…": the button's words after the
    button, the key's after the key."""
    import pygame

    from tests.ui_helpers import centre, click, close_board, drag, key, open_board, settle, target_rect

    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], seed=2)
    try:
        m = scene.session.match
        play = next(a for a in m.legal_actions() if a["type"] == "play")
        pid = next(p.id for p in scene.table.pieces if p.key == play["card"])
        drag(app, centre(scene.table.piece_by_id[pid].home), centre(target_rect(scene, f"stack:{play['stack']}")))
        settle(app, scene)
        for _ in range(2):
            sig = next(b for b in scene.table.buttons if b.id.startswith("signal:") and b.enabled)
            click(app, centre(sig.rect))
            settle(app, scene)
            undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
            if _ == 0:
                click(app, centre(undo.rect))
                assert "; Undo again takes back your " in scene.message[0], scene.message[0]
            else:
                key(app, pygame.K_u)
                assert "; U again takes back your " in scene.message[0], scene.message[0]
            settle(app, scene)
    finally:
        close_board(app)


def test_the_other_card_is_said_to_skip_its_numbers():
    """"red 9 on ▼ would skip more (10)" read oddly: the numbers it would skip, said plainly."""
    action, reason = hint(position([["P9", "G5"], ["R1", "R2"]]))
    assert action == {"type": "play", "card": "P9", "stack": "down"}
    assert reason.endswith("Green 5 on \u25b2 instead would skip 1, 2, 3 and 4."), reason
    assert "more (" not in reason


def test_the_rules_page_shows_signals_in_practice_not_a_nine_line_sentence():
    """How long a signal stands was one 9-line sentence: now two short rules and three worked examples."""
    from pathlib import Path
    page = (Path(__file__).resolve().parents[1] / "assets" / "rules" / "thegame.md").read_text(encoding="utf-8")
    talk = page[page.index("## Talking to the team"):page.index("## The end")]
    standing = [line for line in talk.split("\n") if "until their next turn begins" in line]
    assert standing and all(len(line.split()) <= 30 for line in standing), standing
    box = talk[talk.index("**Signals in practice**"):].split("\n\n")[0]
    assert sum(line.startswith("- ") for line in box.splitlines()) == 3, box
    assert "Said of an empty stack" in page


def test_a_reverse_trick_log_line_is_short():
    """Reverse-trick log lines ran to five lines of the Moves log: one short sentence, the figure said once."""
    from quash_table.games.thegame.rules import GAME
    event = {"kind": "stack_turned_back", "seat": 1, "card": "R9", "on": "R5", "stack": "down", "by": 4}
    words = GAME.describe_event(event, 2)
    assert words.count("4") == 1 and len(words) <= 90, words
