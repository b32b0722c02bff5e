"""Review 19b of The Game (a new player's 8 / 8 / 8 / 8): a standing "leave ▲ alone" marks the stack and
lights it amber under a lifted card (the drop still legal); the pass-and-play curtain lists the standing
requests; the signals panel's words read right with nothing to state; the keyboard's chosen stack is
told apart from the legal light; the greyed End turn's tooltip says why; the rules page's short sections."""

import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.thegame.rules import GAME, signal_words

LEAVE_UP = {"stack": "up", "ask": "leave"}


def _asked_to_leave_up():
    """The review's steps: seed 77, red 3 on ▲, "I have a middle green card", End turn; Bot 2 asks to leave
    ▲ alone. You hold green 7 and red 5."""
    m = Match("thegame", "human,bot:normal", seed=77)
    m.play({"type": "play", "card": "R3", "stack": "up"})
    m.play({"type": "signal", "text": {"colour": "G", "height": "middle"}})
    m.play({"type": "end_turn"})
    bot = make_bot("thegame", "normal", 1, seed=77)
    while m.to_move == 1:
        m.play(bot.choose(GAME.view(m.state, 1), m.legal_actions()))
    assert m.state.signals[-1]["text"] == LEAVE_UP and sorted(m.state.hands[0]) == ["G7", "R5"]
    return m


def _labels(scene):
    from quash_table.ui.widgets import Label
    return [d.text for d in scene.table.decor if isinstance(d, Label)]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_standing_leave_alone_marks_the_stack_and_warns_a_lifted_card(size):
    """61.png / 58.png: the request was only a grey caption under Bot 2's plate, and red 5 on ▲ was taken
    silently. The ▲ stack carries a tag "Bot 2: leave ▲ alone"; lifting red 5 lights ▲ amber with who asked
    and the prompt says it; the drop is still taken (a request, not a rule)."""
    from tests.ui_helpers import centre, click, close_board, grab, match_board, steps, target_rect
    m = _asked_to_leave_up()
    app, scene = match_board(m, size=size)
    try:
        labels = _labels(scene)
        assert "Bot 2: leave \u25b2 alone" in labels, labels
        # ▼ has no tag: nothing asked of it (its subtitle, "any card first", is gone once it holds a card, the
        # rule up in its line: session 39)
        assert not any(lb.startswith("Bot 2: leave \u25bc") for lb in labels), labels
        assert "lower number, or same colour" in labels, labels
        click(app, grab(scene, "R5"))
        steps(app, 3)
        assert scene.drag.selected == "R5"
        warned = scene.drag.warned(scene.drag.active())
        assert warned == {"stack:up": "Bot 2: leave \u25b2 alone"}, warned     # the tag's one wording (review 27)
        assert "Bot 2 asked the team to leave \u25b2 alone" in scene.table.prompt, scene.table.prompt
        click(app, centre(target_rect(scene, "stack:up")))
        steps(app, 3)
        assert m.state.up == "R5"                             # legal: a request, not a rule
    finally:
        close_board(app)


def test_the_tag_goes_with_the_request():
    """The tag reads the rules' standing signal: once Bot 2's next turn begins its request lapses."""
    from quash_table.games.thegame.requests import stack_tag, standing_requests
    m = _asked_to_leave_up()
    view = GAME.view(m.state, 0)
    assert standing_requests(view) == [{"seat": 1, "stack": "up", "ask": "leave", "turn": 1}]
    assert stack_tag(view, "up", lambda s: f"Bot {s + 1}") == "Bot 2: leave \u25b2 alone"
    assert stack_tag(view, "down", lambda s: f"Bot {s + 1}") == ""
    # your own request shows too, as the bots' do (review 29: it had no banner)
    # session 30: it says you asked it ("You: leave ▲ alone" read as an order to you)
    assert stack_tag(GAME.view(m.state, 1), "up", lambda s: "You") == "You asked: leave \u25b2 alone"
    m.play({"type": "play", "card": "G7", "stack": "down"})
    m.play({"type": "end_turn"})
    assert m.to_move == 1
    assert standing_requests(GAME.view(m.state, 0)) == []


@pytest.mark.ui
def test_the_curtain_lists_a_standing_request_beside_the_latest_statement():
    """38.png vs 39.png: "Pass to Ann … Bot 3: I have a low red card" left out Ben's still-standing "leave ▼
    alone". Since session 22 both were said while Ann waited, so the kit's list of the moves made meanwhile
    (under the curtain's button) says each once, in the move log's words, and the curtain's line above does
    not say them again."""
    from tests.ui_helpers import close_board, match_board, steps
    m = Match("thegame", "human:Ann,human:Ben,bot:normal", seed=1)

    def first(kind):
        return next(a for a in m.legal_actions() if a["type"] == kind)
    m.play(first("play"))
    m.play({"type": "end_turn"})
    m.play({"type": "signal", "text": {"stack": "down", "ask": "leave"}})       # Ben
    m.play(first("play"))
    m.play({"type": "end_turn"})
    said = next(a for a in m.legal_actions() if a["type"] == "signal" and "colour" in a["text"])
    m.play(said)                                                                # Bot 3: what it holds
    m.play(first("play"))
    m.play({"type": "end_turn"})
    assert m.to_move == 0
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        for _ in range(300):
            steps(app, 1)
            if scene.session.curtain is not None:
                break
        assert scene.session.curtain == 0
        why = scene.curtain_words(0)
        news = next(o for o in scene.layout_info()["objects"] if o["kind"] == "curtain_news")
        told = " ".join(news["rows"])
        assert f"Bot 3 says: \u201c{signal_words(said['text'])}\u201d" in told, told
        assert "Ben says: \u201cLeave \u25bc alone\u201d" in told, told     # the one wording (rules.ask_words)
        assert "Bot 3" not in why and "Ben" not in why, why       # said once, in the list
        assert told.count("Bot 3 says") == 1 and told.count("Ben says") == 1, told
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_signals_panel_reads_right_with_nothing_new_to_state(size):
    """sm5_012.png: with nothing new to state the panel read "free, once a turn, no numbers / or ask them
    to…", nothing before its "or". Red 5 laid (a real drag), green 7 left, whose "I have a middle green
    card" still stands: the asks alone, under "Ask them to…"; with a statement offered, the same words
    (review 29)."""
    from tests.ui_helpers import centre, close_board, drag, grab, match_board, settle, target_rect
    m = _asked_to_leave_up()
    app, scene = match_board(m, size=size)
    try:
        labels = _labels(scene)
        assert "I have a middle red card" in [b.label for b in scene.table.buttons]
        # one wording whatever stands above it (review 29)
        assert "Ask them to\u2026" in labels and "or ask them to\u2026" not in labels, labels
        drag(app, grab(scene, "R5"), centre(target_rect(scene, "stack:down")))
        settle(app, scene)
        assert m.state.down == "R5" and m.to_move == 0
        labels = _labels(scene)
        assert not [b for b in scene.table.buttons if b.label.startswith("I ")], [b.label for b in
                                                                                   scene.table.buttons]
        assert "leave \u25bc alone" in [b.label for b in scene.table.buttons]
        # the request would replace the standing statement: its button says so before it is pressed
        leave = next(b for b in scene.table.buttons if b.label == "leave \u25bc alone")
        assert leave.tooltip.endswith("replaces your \u201cI have a middle green card\u201d: one statement "
                                      "stands at a time"), leave.tooltip
        assert "Ask them to\u2026" in labels and "or ask them to\u2026" not in labels, labels
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_greyed_end_turn_says_why_on_hover_as_on_click(size, monkeypatch):
    """53.png: hovering the greyed End turn showed nothing, while a click on it said why. The pointer on it
    shows the same reason the click then says, over the button and on the screen."""
    import pygame
    from tests.ui_helpers import button, click, close_board, open_board, post, steps
    app, scene = open_board("thegame", ["human", "bot:normal"], seed=77)
    try:
        end = button(scene, "end_turn")
        assert not end.enabled
        pos = end.rect.center
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
        post(pygame.MOUSEMOTION, pos=(pos[0] - 40, pos[1]), rel=(1, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEMOTION, pos=pos, rel=(40, 0), buttons=(0, 0, 0))
        steps(app, 2)
        tip = scene.hud.tip
        assert tip is not None, "no tooltip on the greyed End turn"
        words, rect = tip
        assert rect.bottom <= end.rect.top and pygame.Rect((0, 0), app.screen.get_size()).contains(rect), rect
        click(app, pos)
        assert scene.message is not None and scene.message[0] == words, (scene.message, words)
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_keyboard_chosen_stack_is_told_apart_from_the_lit_one(size):
    """18.png: after Tab then Up, the chosen ▲ (a thin white ring round its green light) looked like the
    lit ▼. The chosen stack has a thick white frame and a white arrowhead pointing at it, drawn on the
    screen; the other lit stack has neither, and Down moves both to ▼."""
    import pygame
    from tests.ui_helpers import close_board, key, open_board, steps
    app, scene = open_board("thegame", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=7)
    try:
        key(app, pygame.K_TAB)
        key(app, pygame.K_UP)
        steps(app, 2)
        assert scene.drag.selected is not None and scene.drag.key_target == "stack:up"
        lit = set(scene.drag.legal_targets(scene.drag.active()))
        assert lit == {"stack:up", "stack:down"}, lit           # both lit: only the choice tells them apart
        screen = pygame.display.get_surface()
        white = pygame.Color(255, 255, 255)

        def marks(tid):
            """Is `tid` drawn chosen: white at the arrowhead's middle and inside the thick frame's side,
            at the places the chosen stack's marks have relative to its card?"""
            chosen = scene.table.target_by_id[scene.chosen_mark["target"]].mark
            mark = scene.table.target_by_id[tid].mark
            dx, dy = mark.x - chosen.x, mark.y - chosen.y
            tag, frame = scene.chosen_mark["tag"], scene.chosen_mark["frame"]
            inner = (frame.x + scene.metrics.px(5) - 1 + dx, frame.centery + dy)   # past the kit's thin ring
            head = (tag.x + tag.w // 3 + dx, tag.centery + dy)
            return screen.get_at(inner) == white and screen.get_at(head) == white

        assert scene.chosen_mark["target"] == "stack:up"
        assert marks("stack:up") and not marks("stack:down")
        key(app, pygame.K_DOWN)
        steps(app, 2)
        assert scene.chosen_mark["target"] == "stack:down"
        assert marks("stack:down") and not marks("stack:up")
    finally:
        close_board(app)


def _rules_section(page, start, end):
    i = page.index(start)
    return page[i:page.index(end, i + len(start))]


def test_the_rules_page_says_how_the_bots_choose_and_the_hint_in_plain_short_words():
    """60.png: "How the bots choose" and "The hint" were walls of technical text (search budgets, helper
    processes, level names in code type). Each is short and plain: the bots know only what was said; the
    hint is the normal bot's move and why. The detail is in docs/ARCHITECTURE.md."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    page = (root / "assets" / "rules" / "thegame.md").read_text(encoding="utf-8")
    choose = _rules_section(page, "**How the bots choose**", "**The hint**")
    hint = _rules_section(page, "**The hint**", "\n\n")
    for part, most in ((choose, 110), (hint, 80)):
        assert len(part.split()) <= most, (len(part.split()), part)
        assert "`" not in part and "search" not in part and "helper" not in part and "second" not in part, part
    assert "what was said" in choose and "never your cards" in choose, choose
    assert "normal bot" in hint and "why" in hint, hint
    arch = (root / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    assert "HINT_SECONDS" in arch and "ENDGAME_DEALS" in arch and "your only move" in arch
