"""Session 23 (Flush, new players): following the hint every turn finished last. The hint was the normal bot,
so a person following it played exactly as the two normal bots beside them, and its reasons spoke as a bot
("goes out", "no lay it likes") or taught little ("high cards are hard to lay later"). The hint is now the
hard bot's search (hint_bot.py; scripts/flush_hint_duplicate.py measures it against the normal bot on the
same deals), and every reason a hint can show speaks to its reader of what the move does for them."""

import re

from quash_table.bots import make_bot
from quash_table.games import get_game
from quash_table.games.flush.bots import EasyBot, HintBot, NormalBot
from quash_table.ui.botrunner import is_search_level

from .positions import game_steps

G = get_game("flush")

# a bot's voice: the reason's verb with the bot as its subject, or the bot's "its"/"it likes"
BOT_VOICE = re.compile(r"^(goes|picks|keeps|gives a|has to|declares|turns|swaps|tries)\b|\bits\b|\bit (likes|sees|may)\b")


def test_the_hint_is_a_search_that_starts_from_the_normal_bots_move():
    assert G.hint_level != "normal"
    assert is_search_level("flush", G.hint_level)
    bot = make_bot("flush", G.hint_level, 0, 1)
    assert isinstance(bot, HintBot)


def test_the_hint_says_what_its_move_does_not_how_it_was_searched():
    seen = 0
    for state, step in game_steps("flush", 3, lambda k: (3, "normal", None, None), seed=23, max_steps=40):
        legal = G.legal_actions(state)
        if len(legal) < 3 or step % 5:
            continue
        seat = state.to_move
        bot = HintBot(G, seat, 7, iterations=24)
        view = G.view(state, seat)
        action = bot.choose(view, legal)
        assert action in legal
        assert "sampled deals: it did best" not in bot.reason, bot.reason
        assert not BOT_VOICE.search(bot.reason), bot.reason
        seen += 1
    assert seen >= 4


def test_no_reason_a_hint_can_show_speaks_as_the_bot():
    reasons = set()
    for state, step in game_steps("flush", 10, lambda k: (2 + k % 5, "normal", None, None), seed=123,
                                  max_steps=150):
        seat = state.to_move
        view, legal = G.view(state, seat), G.legal_actions(state)
        for cls in (NormalBot, EasyBot):
            bot = cls(G, seat, step)
            bot.choose(view, legal)
            reasons.add(bot.reason)
            if cls is NormalBot and len(legal) > 1:      # every candidate's own reason, not only the chosen
                bot._prepare(view)
                for a in legal:
                    bot.reason = ""
                    bot._score(view, a)
                    reasons.add(bot.reason)
    reasons.discard("")
    assert len(reasons) > 40
    speaking = sorted(r for r in reasons if BOT_VOICE.search(r))
    assert not speaking, speaking[:10]
    assert not any("hard to lay later" in r for r in reasons)
    # a high lay says which piles it fits and what it keeps open
    high = [r for r in reasons if "fit only on" in r]
    assert high and any("wait for lower piles" in r for r in high), sorted(reasons)[:20]
    assert any("left)" in r for r in reasons)


def test_the_play_box_shows_each_move_whole_or_not_at_all_in_a_small_window():
    """At 6 seats, 1024x640, an older move the play box had no room for whole showed its first line cut
    ("Bot 3 turns up the hidden card…"): half a sentence. Every move it shows is now whole (the move log
    has the rest), and most of the time the last two or three are there."""
    import pytest

    from quash_table.games.flush.paint_middle import recent_words
    from tests.test_flush_s14 import _finished
    from tests.ui_helpers import close_board, replay_of, steps
    pytest.importorskip("pygame")
    m = _finished(seats=6)
    app, scene = replay_of(m, size=(1024, 640))
    try:
        checked = several = 0
        for position in range(4, min(len(m.actions), 160)):
            scene.session.goto(position)
            steps(app, 2)
            tray = scene._g.get("tray")
            if tray is None or len(recent_words(scene, 3)) < 2:
                continue
            said = [d.text for d in scene.table.decor if getattr(d, "text", None) and tray.collidepoint(d.pos)]
            assert not any(line.endswith("\u2026") for line in said), (position, said)
            # the words drawn are exactly the newest one, two or three moves' words: each move whole
            drawn = sorted(" ".join(said).split())
            told = recent_words(scene, 3)
            brief = recent_words(scene, 3, brief=True)      # (or in their fewest words: Flush.brief_event)
            whole = next((k for k in (1, 2, 3) for words in (told, brief)
                          if sorted(" ".join(words[-k:]).split()) == drawn), None)
            assert whole is not None and whole <= len(told), (position, said, told)
            several += whole >= 2
            checked += 1
        assert checked > 50
        assert several >= checked * 0.6, (several, checked)
    finally:
        close_board(app)


def test_a_long_hand_face_up_runs_on_under_the_seats_out_of_the_game():
    """The face-up replay, 6 seats, 1024x640: Bot 3's 20 cards lay in one row of 19x27 px cards under its
    bases, the two seats beside it out of the game and their blocks empty under their plates. The hand now
    runs on beside its bases under those plates, at the size of the others' face-up cards (29x41 px)."""
    import pygame

    from quash_table.games.flush.faceup_seats import FACE_MIN_PX
    from tests.test_flush_s14 import _finished
    from tests.ui_helpers import close_board, replay_of, steps
    m = _finished(seats=6)
    position = 224       # Bot 3 (seat 2) holds 20 cards in hand; Bots 2, 4 and 5 are out of the game
    state = m.state_after(position)
    assert sum(state.hands[2].values()) >= 20 and state.out[3] and state.out[4]
    app, scene = replay_of(m, size=(1024, 640), face_up=True)
    try:
        scene.session.goto(position)
        steps(app, 3)
        g = scene._g
        cards = [p.home for p in scene.table.pieces if p.zone == "hand:2"]
        assert len(cards) >= 20
        # as tall as every face-up hand's cards: their corner indices drawn (19x27 px before)
        assert min(r.h for r in cards) >= FACE_MIN_PX, sorted({r.size for r in cards})
        plates = list(g["plates"].values())
        for r in cards:
            assert not r.colliderect(g["middle"]) and r.collidelist(plates) < 0, r
            assert not any(pygame.Rect(b).colliderect(r) for o, b in g["blocks"].items() if not state.out[o] and o != 2)
    finally:
        close_board(app)
