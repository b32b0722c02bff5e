"""The Game, review 20 (a new player at 2 players): the end summary prices a card starting an empty stack as
the hint's words do (one measure, why.spent), the verdict names the move the hint had advised, a free
next-number card is not called a waste, and the hint's reasons are in plain words."""

from quash_table.engine.naming import YOU
from quash_table.games import get_game
from quash_table.games.thegame.analysis import costs_words, hint_agreed_words, move_costs, verdict_lines
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.why import end_turn_words, spent

G = get_game("thegame")


def position(hand, up_cards, down_cards, placed=0):
    """Seat 0 of 2 to move holding `hand` on stacks built from `up_cards` and `down_cards`."""
    d = G.dump(G.new_state(2, seed=5))
    laid = [[1, c, stack, 0] for stack, cards in (("up", up_cards), ("down", down_cards)) for c in cards]
    gone = set(hand) | set(up_cards) | set(down_cards)
    rest = [c for c in d["pile"] + [c for h in d["hands"] for c in h] if c not in gone]
    d.update(hands=[list(hand), [rest.pop(), rest.pop()]], pile=rest, up=up_cards[-1] if up_cards else None,
             down=down_cards[-1] if down_cards else None, to_move=0, turn=4, placed=placed, signalled=True,
             history=laid, signals=[])
    return G.load(d)


def names(seat):
    return YOU if seat == 0 else f"Bot {seat + 1}"


def test_the_summary_prices_starting_an_empty_stack_as_the_hint_does():
    # ▲ empty, ▼ at blue 9: green 7 on ▼ skips 8; red 9 starting ▲ skips 1 to 8 (the summary said it would
    # have used none, while the hint said "even red 9 on ▲ skips 1 to 8")
    state = position(["G7", "R9"], [], ["B10", "B9"])
    view = G.view(state, 0)
    assert spent(view, "R9", "up") == list(range(1, 9))
    action = {"type": "play", "card": "G7", "stack": "down"}
    costs = move_costs(G, [state, G.apply(state, action)], [action])
    assert costs[0]["spent"] == 1 and costs[0]["cost"] == 0, costs
    assert "would have wasted none" not in costs_words(costs, names)
    # a start dearer than the other move is priced by what it skips: red 9 on ▲ against green 7 on ▼
    action = {"type": "play", "card": "R9", "stack": "up"}
    costs = move_costs(G, [state, G.apply(state, action)], [action])
    assert (costs[0]["spent"], costs[0]["cost"]) == (8, 7), costs
    assert costs_words(costs, names) == ("Costliest card: at move 1 your red 9 on \u25b2 passed over 8 numbers "
                                         "(they still fit \u25bc); "
                                         "laying green 7 on \u25bc instead would have passed over 1 number.")


def test_the_verdict_names_the_move_the_hint_had_advised():
    t = {"index": 5, "seat": 0, "action": {"type": "end_turn"}, "instead": {"type": "play", "card": "Y4",
         "stack": "down"}, "choices": 2, "kept": 1}
    assert hint_agreed_words(t, names) == "The hint had advised what you did (End turn)"
    lines = verdict_lines({"winnable": True, "outcome": "lost", "turning": t, "broken_asks": []}, names,
                          hinted=lambda i: i == 5)
    assert lines[0].endswith("only laying yellow 4 on \u25bc would have kept a win open."), lines
    assert lines[1].startswith("The hint had advised what you did (End turn): "), lines
    t = dict(t, seat=1, action={"type": "play", "card": "P10", "stack": "up"})
    assert hint_agreed_words(t, names) == "The hint had advised what Bot 2 did (purple 10 on \u25b2)"


def test_a_free_next_number_is_not_called_a_waste():
    # the reviewer's turn: purple 10 laid on ▲, yellow 4 left, ▼ at green 5: 4 is the next number there
    state = position(["Y4"], ["R2", "P10"], ["G5"], placed=1)
    words = end_turn_words(G.view(state, 0), G.legal_actions(state))
    assert "waste" not in words and "blocks" not in words, words
    assert words.startswith("keep yellow 4 for your next turn") and "skips nothing on \u25bc" in words, words


def test_the_hints_reasons_have_no_jargon():
    said = " ".join(NormalBot.REASONS.values())
    for jargon in ("whatever the hidden cards", "keep the stacks open", "by colour", "gets further"):
        assert jargon not in said, jargon


def asked_to_play_on_down(hand, down="G6"):
    """Seat 2 (index 1) to move holding `hand`, ▲ at red 7, ▼ at `down`; seat 1 asked to play on ▼."""
    d = G.dump(G.new_state(2, seed=5))
    used = set(hand) | {"Y2", "G5", "R7", down}
    rest = [c for c in d["pile"] + [c for h in d["hands"] for c in h] if c not in used]
    d.update(hands=[["Y2", "G5"], list(hand)], up="R7", down=down, to_move=1, turn=3, placed=0, signalled=True,
             history=[[0, "R7", "up", 0], [1, down, "down", 1]], pile=rest,
             signals=[{"seat": 0, "turn": 2, "laid": 2, "text": {"stack": "down", "ask": "play"}}])
    return G.load(d)


def passed(state):
    return [e for e in state.caused if e["kind"] == "play_ask_passed"]


def test_a_turn_that_passes_over_a_play_request_says_so_and_never_why_from_its_hidden_cards():
    # the bot lays red 8 on ▲ and ends though asked to play on ▼: the table is told it laid elsewhere, but
    # not why (what its hand could do there is hidden: "it would skip 2" told a number it holds)
    # (session 24: a turn holding no card for ▼ at all, R8 and B9 on ▼'s green 6, is told so: "had no card
    # for it", as a stack asked to be left alone is told "had no other move"; no number is said either way)
    for hand, forced in ((["R8", "B3"], False), (["R8", "B9"], True)):
        s = G.apply(G.apply(asked_to_play_on_down(hand), {"type": "play", "card": "R8", "stack": "up"}),
                    {"type": "end_turn"})
        [e] = passed(s)
        assert set(e) == {"kind", "seat", "of", "stack", "forced", "own_line"}, e
        assert (e["seat"], e["of"], e["stack"], e["forced"]) == (1, [0], "down", forced), e
        did = "had no card for" if forced else "lays nothing on"
        assert G.describe_event(e, 2) == (f"Seat 2 {did} \u25bc, which Seat 1 asked the "
                                          "team to play on")
        assert G.caption_event(e, 2) == ("Seat 2 had no card for \u25bc" if forced
                                         else "Seat 2 laid elsewhere than \u25bc")
    # a card laid on ▼ this turn heeds it: no such fact
    s = G.apply(G.apply(asked_to_play_on_down(["R8", "B5"]), {"type": "play", "card": "B5", "stack": "down"}),
                {"type": "end_turn"})
    assert passed(s) == []


def test_the_save_note_breaks_its_line_only_between_parts():
    """Review 20 (34-g2-saved.png): Pause's "Load lists it as" split "· 5 / of 50 laid" across lines: each
    part of the Load row ("your turn", "5 of 50 laid") now stays on one line, at the big and small window."""
    import pygame

    from quash_table.ui.screens.load import saved_row_line
    from tests.ui_helpers import board, close_board, key, make_app, steps

    for size in ((1280, 800), (1024, 640)):
        app = make_app(size=size)
        scene = board(app, "thegame", ["human", "bot:normal"], seed=2)
        try:
            s = scene.session
            s.play(next(a for a in s.screen_legal() if a["type"] == "play"))
            steps(app, 2)
            key(app, pygame.K_ESCAPE, frames=3)
            pause = app.top
            path = pause.save()
            steps(app, 2)
            lines = pause.saved_lines()
            parts = saved_row_line(path, pause.m).split(" \u00b7 ")
            assert len(lines) > 1, lines
            for part in parts:
                assert any(part in line for line in lines), (part, lines)
            app.pop()
        finally:
            close_board(app)
            pygame.display.quit()


def test_a_long_hint_band_never_leaves_one_word_alone_on_its_last_line():
    """Review 20: the hint banner left "it" alone on a second line. The kit's band (board_paint.pill_rect,
    every board's prompt and messages) makes its lines even."""
    import pygame

    from quash_table.ui import theme
    from tests.ui_helpers import board, close_board, make_app, plain_wrap

    app = make_app()
    scene = board(app, "thegame", ["human", "bot:normal"], seed=2)
    try:
        paint, m = scene.painter, scene.metrics
        _, area, _ = scene.areas()
        px, room = m.px(17), area.w - m.px(16) - m.px(36)
        text = "Hint: lay purple 10 on \u25b2"
        for word in ("skips 2 to 9 on \u25b2: the team likely lays more cards with it than with green 5 on "
                     "\u25bc and keeps room for the card a teammate holds so the team can lay it").split():
            text += " " + word
            plain = plain_wrap(text, px, room, bold=True)
            if len(plain) == 2 and " " not in plain[-1]:
                break
        else:
            raise AssertionError("no text with a lone last word")
        _, imgs = paint.pill_rect(text, (area.centerx, area.centery), 17)
        lines = theme.wrap_balanced(text, px, room, bold=True)
        assert len(imgs) == len(lines) == 2 and " " in lines[-1], lines
        assert imgs[-1].get_width() > theme.text(plain[-1], px, theme.TEXT, True).get_width()
    finally:
        close_board(app)
        pygame.display.quit()


def test_your_turn_shows_only_once_the_bots_turn_is_wholly_shown():
    """Review 20: "Your turn" came in the header and the prompt while the bot's cards still slid, before the
    log's "Bot 2 ends the turn — draws a card". Now neither says it while a glide runs, and the bot's move
    is in the log by then."""
    import pygame

    from quash_table.engine.match import Match
    from tests.ui_helpers import match_board, settle, steps

    m = Match("thegame", "human,bot:normal", seed=3)
    app, scene = match_board(m, size=(1280, 800))
    try:
        m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
        settle(app, scene)
        m.play({"type": "end_turn"})
        frames, sliding, told = 0, 0, 0
        while frames < 3000 and told < 3:
            steps(app, 1)
            frames += 1
            if m.to_move != 0:
                continue
            status, prompt = scene.hud.status(), scene.prompt_now()
            if scene.tweens.busy:
                sliding += 1
                assert not status.startswith("Your turn") and not scene.painter.shows_prompt(), (status, prompt)
            elif status.startswith("Your turn"):
                told += 1
                assert not scene.session.director.news_unshown(), status
        assert sliding > 0 and told == 3, (sliding, told)
    finally:
        pygame.display.quit()
