"""Session 24, a new player's review of The Game at 2 players (8/10, signals 7): the hint beside a team-mate's
standing request, a "play on" request no card could follow, the hint's words for End turn, the chart's
legend and the log at the winning card."""

from quash_table.games.thegame.rules import GAME
from tests.test_thegame_s15_hintwords import hint, position

LEAVE_DOWN = {"seat": 1, "turn": 3, "laid": 4, "text": {"stack": "down", "ask": "leave"}}
HISTORY = [(0, "P8", "down", 0), (1, "P1", "up", 1), (0, "B3", "up", 2), (1, "R5", "down", 3)]


def test_the_hint_never_asks_about_the_stack_the_team_mate_asked_about():
    """Bot 2 had said "Leave ▼ alone"; the hint said "I can turn ▼ back" (or "Leave ▼ alone"): a rival claim
    on the stack the team-mate asked to keep."""
    state = position([["B6", "R9"], ["G2", "Y7"]], up="B3", down="R5", history=HISTORY, signals=[LEAVE_DOWN])
    action, reason = hint(state)
    assert not (action["type"] == "signal" and action["text"].get("stack") == "down"), (action, reason)
    assert reason


def test_no_hint_request_mirrors_a_standing_request_over_many_positions():
    """Every position of a few normal-team games where the team-mate's request stands: the hint never
    speaks of that stack."""
    from quash_table.games.thegame.bots import HintBot, NormalBot
    from quash_table.games.thegame.request_advice import claimed_stacks
    seen = 0
    for seed in (3, 5):
        state = GAME.new_state(2, seed, {}, None)
        bots = [NormalBot(GAME, k, seed=seed) for k in range(2)]
        while state.to_move is not None and seen < 6:
            view = GAME.view(state, state.to_move)
            claimed = claimed_stacks(view)
            if state.to_move == 0 and claimed and not view["signalled"]:
                bot = HintBot(GAME, 0, iterations=40)
                action = bot.choose(view, GAME.legal_actions(state))
                seen += 1
                assert not (action["type"] == "signal" and action["text"].get("stack") in claimed), action
            state = GAME.apply(state, bots[state.to_move].choose(view, GAME.legal_actions(state)))
    assert seen


def test_a_play_on_request_no_card_could_follow_is_told_so_and_not_counted_broken():
    """Bot 2 held no card for ▼ (R8, B9 on ▼'s green 6): the log said "lays nothing on the descending stack,
    which you asked the team to play on", and the won game's summary counted the request as not kept."""
    from quash_table.games.thegame.analysis import passed_asks
    from quash_table.games.thegame.win_summary import BROKEN
    from tests.test_thegame_s20_review import asked_to_play_on_down
    actions = [{"type": "play", "card": "R8", "stack": "up"}, {"type": "end_turn"}]
    for hand, forced in ((["R8", "B9"], True), (["R8", "B3"], False)):
        states = [asked_to_play_on_down(hand)]
        for a in actions:
            states.append(GAME.apply(states[-1], a))
        [e] = [e for e in states[-1].caused if e["kind"] == "play_ask_passed"]
        words = GAME.describe_event(e, 2)
        assert ("had no card for \u25bc" in words) == forced, words
        assert (passed_asks(states, actions) == []) == forced
        assert e["kind"] in BROKEN


def test_the_won_game_summary_counts_a_forced_miss_as_kept():
    """"3 said, 2 kept" counted a "play on ▼" the team-mate held no card for as broken."""
    from types import SimpleNamespace

    from quash_table.games.thegame.win_summary import win_lines
    for mate, kept in ((["R9", "B9"], 1), (["R9", "B3"], 0)):
        d = GAME.dump(GAME.new_state(2, seed=5))
        used = {"Y8", "G5", "R7", "G6"} | set(mate)
        rest = [c for c in d["pile"] + [c for h in d["hands"] for c in h] if c not in used]
        d.update(hands=[["Y8", "G5"], mate], up="R7", down="G6", to_move=0, turn=2, placed=0, signalled=False,
                 history=[[0, "R7", "up", 0], [1, "G6", "down", 1]], pile=rest, signals=[])
        start = GAME.load(d)
        actions = [{"type": "signal", "text": {"stack": "down", "ask": "play"}},
                   {"type": "play", "card": "Y8", "stack": "up"}, {"type": "end_turn"},
                   {"type": "play", "card": "R9", "stack": "up"}, {"type": "end_turn"}]
        state = start
        for a in actions:
            state = GAME.apply(state, a)
        won = state.copy()
        won.outcome = "won"
        lines = win_lines(GAME, SimpleNamespace(initial=start, actions=actions, state=won), str)
        assert f"Requests about a stack: 1 said, {kept} kept by the team." in lines, lines


def test_the_end_turn_hint_names_the_stack_left_alone():
    """"End your turn — a teammate asked to leave that stack alone": which stack? The words name the seat and
    the stack (the screen writes "Seat 2" as the player's name)."""
    from quash_table.games.thegame.bots import NormalBot
    d = GAME.dump(GAME.new_state(2, seed=5))
    hand = ["G9", "Y2"]
    used = {"R7", "G6", "P9"} | set(hand)
    rest = [c for c in d["pile"] + [c for h in d["hands"] for c in h] if c not in used]
    d.update(hands=[hand, rest[:6]], up="P9", down="G6", to_move=0, turn=3, placed=1, signalled=True,
             history=[[0, "R7", "up", 0], [1, "G6", "down", 1], [0, "P9", "up", 3]], pile=rest[6:],
             signals=[{"seat": 1, "turn": 2, "laid": 2, "text": {"stack": "down", "ask": "leave"}}])
    state = GAME.load(d)
    # session 50: green 9 turns ▼ back by 3 (the asker's card still fits there): keeping off costs more than
    # the request saves, and the hint says whose request it goes against (playout.costly_to_honour)
    action, reason = hint(state)
    assert action == {"type": "play", "card": "G9", "stack": "down"}, action
    assert reason == ("turns \u25bc back by 3, though Seat 2 asked to leave \u25bc alone. "
                      "The request would cost more than it saves."), reason
    bot = NormalBot(GAME, 0)
    assert bot.choose(GAME.view(state, 0), GAME.legal_actions(state)) == action
    assert bot.reason == NormalBot.REASONS["costly"]


def test_the_won_games_chart_says_no_tie(monkeypatch):
    """The chart of a won co-op game ended both lines (still to lay, in the pile) on 0: a hollow ring and
    "all tied" in the legend, as if two rivals were level. The Game's lines are no rivals: no ring, no words,
    each line's own marker at the end."""
    import pygame

    from quash_table.games.thegame.team_chart import IN_THE_PILE, STILL_TO_LAY
    from quash_table.ui import chart, theme
    pygame.init()
    assert GAME.chart_level_words == ()
    series = [(STILL_TO_LAY, [50, 40, 30, 20, 10, 0]), (IN_THE_PILE, [34, 24, 14, 4, 0, 0])]
    texts, rings, markers = [], [], []
    real_text, real_marker = chart.theme.blit_text, chart.draw_marker
    monkeypatch.setattr(chart.theme, "blit_text", lambda s, text, *a, **k: (texts.append(text),
                                                                             real_text(s, text, *a, **k))[1])
    monkeypatch.setattr(chart, "draw_marker", lambda s, colour, centre, r, kind: (
        markers.append(centre), real_marker(s, colour, centre, r, kind)))
    real_circle = chart.pygame.draw.circle
    monkeypatch.setattr(chart.pygame.draw, "circle", lambda s, colour, centre, r, *w: (
        rings.append(centre) if w else None, real_circle(s, colour, centre, r, *w))[1])
    surf = pygame.Surface((520, 300))
    chart.draw_line_chart(surf, surf.get_rect(), theme.Metrics((1280, 800)), series, list(range(6)), "", "turn",
                          level=GAME.chart_level_words)
    assert chart.LEVEL_WORDS not in texts, texts
    assert not rings, rings
    # both lines' own markers at the last point (float centres: the plot's, not the legend's swatches)
    assert len([p for p in markers if isinstance(p[0], float) and p[1] == max(q[1] for q in markers)]) >= 2


def test_a_close_before_the_win_is_no_alarm():
    """The 49th card closed ▲ and the log said "Bot 2 had no other move than to close the ascending stack for
    good…" just before "all 50 cards are laid: the team beats the game!". The last card still to come fits
    ▼: the close costs nothing and is said so; a close that can cost the team keeps its alarm."""
    from tests.test_thegame_s20_closed import closed_events, position
    s = position(["Y8"], ["R3"])
    s.history = [h for h in s.history if h[1] != "B2"] + [[0, "B2", "up", 0]]
    (e,) = closed_events(s, {"type": "play", "card": "Y8", "stack": "up"})
    words = GAME.describe_event(e, 2)
    assert "no other move" not in words and "for good" not in words, words
    assert words == "Yellow 8 closes \u25b2, and the last card still to come fits \u25bc"
    assert GAME.caption_event(e, 2) == "Seat 1 closes \u25b2: the last card fits \u25bc"
    won = GAME.apply(GAME.apply(s, {"type": "play", "card": "Y8", "stack": "up"}),
                     {"type": "play", "card": "R3", "stack": "down"})
    assert won.outcome == "won"
    # red 3 and blue 2 still to come: blue 2 first leaves red 3 nowhere on ▼, so the close may cost the game
    (e,) = closed_events(position(["Y8"], ["R3", "B2"]), {"type": "play", "card": "Y8", "stack": "up"})
    assert "no other move" in GAME.describe_event(e, 2)
