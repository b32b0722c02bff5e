"""QUASH advanced after a new player's review of session 18 (rev18c): drops on the drawn open slot, and the
hints' words (what changed since the last hint, a reason in the middle of a swap, what a move gains first)."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, drag, grab, match_board, steps
from tests.quash_spots import spots as _side


def open_slot(scene, k):
    """The open slot drawn for a gap on your spot `k` (0-based): in the badge row over its middle slot."""
    g = scene._deco["g"]
    slots, row = g["slots"]["bottom"][k], g["badge_rows"]["bottom"]
    return next(r for r in scene._gaps if row.colliderect(r) and slots[1].x <= r.centerx <= slots[1].right)


def _gap_on_spot_1():
    """Advanced, 2 players: RED (you) holds 2♣ and 4♣ on spot 1 (a triple with its open slot between
    them) and the 3♣ in hand, to move."""
    m = Match("quash", ["human", "bot:easy"], 1, {"dealer": 1, "variant": "advanced"})
    st = m.state
    mine = st.hands[0]
    for i, c in enumerate(("2C", "3C", "4C")):
        if c in mine:
            continue
        j = next(j for j, x in enumerate(mine) if x not in ("2C", "3C", "4C"))
        other = next(h for h in st.hands[1:] if c in h) if any(c in h for h in st.hands[1:]) else None
        if other is not None:
            other[other.index(c)] = mine[j]
        else:
            d = list(st.discards)
            d[d.index(c)] = mine[j]
            st.discards = tuple(d)
        mine[j] = c
    for card in ("2C", "4C"):
        assert m.to_move == 0
        m.play({"type": "play", "card": card, "spot": 1})
        bot = next(a for a in m.legal_actions() if a.get("type") == "play" and "swap" not in a
                   and a["spot"] != 1)
        m.play(bot)
    assert m.to_move == 0 and sorted(m.state.board[0][0]) == ["2C", "4C"]
    return m


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_drop_with_the_pointer_on_the_open_slot_lays_the_card_there(size):
    """Review 18c: in a triple showing 5♣ [open slot] 7♥, the 6♥ dragged with the pointer right on the
    dashed open slot swapped out the 5♣ (its swap target reached over the slot). The open slot drawn
    between a gap's two cards takes a drop on it, wherever the dragged card's edges lie."""
    m = _gap_on_spot_1()
    app, scene = match_board(m, size=size)
    try:
        rnd = m.state.round
        gap = open_slot(scene, 0)
        card = scene.table.piece_by_id[f"r{rnd}:3C"]
        assert card.zone.startswith("hand"), card.zone
        start = grab(scene, card.id)
        drag(app, start, gap.center)
        steps(app, 3)
        assert sorted(m.state.board[0][0]) == ["2C", "3C", "4C"], (m.state.board[0][0], scene.composer.chain)
    finally:
        close_board(app)


# --- 2. the rebooked words speak of what changed since the last hint, of a plan still told ---------------
def _rebook_positions():
    from tests.test_quash_hint_rebook16 import G, MOVE_40, MOVE_46, position
    return G, MOVE_40, MOVE_46, position


def _said(view, action):
    from quash_table.games.quash.why import named_finish
    return named_finish(view["board"][0], view["board"][1], action, view["hand"])


class _Told:
    """A hint bot's memory of what its words named (plans.told_change keeps it on the bot)."""


def test_a_plan_whose_cards_left_its_spot_is_not_told_as_broken_later():
    """Review 18c (18.png): "their 6♠ came to spot 1, where your J♥ was to make 10-J-Q" after the previous
    move had taken the 10♥ off spot 1: that plan no longer stood. Here the hint said Q♠ on spot 5 for J-Q
    (the J♥ to finish it) but the Q♠ went to spot 9 instead; their A♣ then came to spot 5. The next hint
    naming the J♥ for spot 1 says nothing of a J-Q on spot 5 that never was."""
    from quash_table.games.quash.plans import told_change
    G, MOVE_40, MOVE_46, position = _rebook_positions()
    v40 = G.view(position(*MOVE_40), 0)
    q5, q1 = {"type": "play", "card": "QS", "spot": 5}, {"type": "play", "card": "QD", "spot": 1}
    history = [h.replace("0 QS 5", "0 QS 9") for h in MOVE_46[0]]
    v46 = G.view(position(history, *MOVE_46[1:]), 0)
    assert list(v46["board"][0][8]) == ["QS"] and list(v46["board"][1][4]) == ["AC"]
    bot = _Told()
    told_change(bot, v40, q5, _said(v40, q5))
    words = told_change(bot, v46, q1, _said(v46, q1))
    assert "spot 5" not in (words or ""), words


def test_what_came_before_the_last_hint_is_not_told_again():
    """Review 18c (14.png): "their Q♦ came to spot 1, where your 9♦ was to make 7-8-9", the Q♦ come many
    moves (and hints) earlier. Their A♣ came to spot 5 before the hint of move 46; the hint after it, two
    moves on, naming the J♥ for spot 1, does not tell the A♣ as the news."""
    from quash_table.games.quash.plans import told_change
    G, MOVE_40, MOVE_46, position = _rebook_positions()
    v40, v46 = G.view(position(*MOVE_40), 0), G.view(position(*MOVE_46), 0)
    q5, q1 = {"type": "play", "card": "QS", "spot": 5}, {"type": "play", "card": "QD", "spot": 1}
    d7 = {"type": "play", "card": "6D", "spot": 7}
    mine, theirs, pile = MOVE_46[1:]
    later = position(MOVE_46[0] + ["0 6D 7", "1 5H 9"], [c for c in mine if c != "6D"] + ["4D"],
                     [c for c in theirs if c != "5H"] + ["3H"], pile[:-2])
    v48 = G.view(later, 0)
    assert _said(v48, q1) == (0, ["JH"], "10-J-Q")
    bot = _Told()
    told_change(bot, v40, q5, _said(v40, q5))
    assert _said(v46, d7) is None or "JH" not in _said(v46, d7)[1]
    told_change(bot, v46, d7, _said(v46, d7))          # a hint of move 46 that did not name the J♥
    words = told_change(bot, v48, q1, _said(v48, q1))
    assert "A\u2663" not in (words or ""), words


# --- 3. a hint asked in the middle of a swap gives its reason --------------------------------------------
@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_hint_in_the_middle_of_a_swap_gives_its_reason(size, tmp_path):
    """Review 18c (09.png): "Hint: take the swap back, then play the A♦ on spot 2, moving your Q♠ to spot 5"
    with no reason (the take-back said first made it three lines, and the reason was dropped). It gives
    its reason as any hint does, on the table, covering nothing it lights."""
    from tests.test_quash_hint_swap14 import chain_board
    from tests.test_quash_scene import target
    from tests.ui_helpers import ask_hint, settle
    app, scene = chain_board(size)
    try:
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)     # the J♥ is in the air
        settle(app, scene)
        assert scene.composer.chain is not None
        ask_hint(app, scene)
        steps(app, 2)
        h = scene.hints.current
        # (session 32: the short words say the take-back and why, session 34 the move after it in fewest words;
        # H shows the move line in full)
        # (session 46: "then play …" or, the hint's own move a chain, "then your 2♠ goes to …")
        assert h["full"].startswith("Hint: take back the swap of your K\u2665 for the J\u2665 on spot 2, then "), h["full"]
        assert h["text"].startswith("Hint: take back the swap of your K\u2665 for the J\u2665 on spot 2, then your "), h["text"]
        assert " \u2014 " in h["text"] and len(h["text"].split(" \u2014 ", 1)[1]) > 8, h["text"]
        # the fullest of the hint's forms that holds two lines: the take-back, the move and why (the better swap's
        # gain may give way)
        said = scene.message[0]
        assert said.startswith(h["text"].split(" \u2014 ")[0] + " \u2014 ") and "keeps" in said, said
        words = scene.painter.message_rect()
        marked = scene.hints._mark_rects(h["marks"])
        assert not any(r.colliderect(words) for r in marked.values()), (words, marked)
        _, area, _ = scene.areas()
        assert area.contains(words), (words, area)
        pygame.image.save(app.screen, f"{tmp_path}/midswap-{size[0]}.png")
    finally:
        close_board(app)


# --- 4. hint words say what the move gains, and where a plan went -----------------------------------------


def test_a_run_a_swap_carries_to_another_spot_is_told_where_it_went():
    """Review 18c (24.png): "spot 1 gives up 10-J-Q" while the swap took the run's card to spot 4, where
    10-J-Q still waits for the same cards: the plan moved, it was not given up. The words say where it went."""
    from quash_table.games.quash.changes import change_words, dropped_plans
    mine, theirs = _side(s1=["JH"]), _side()
    hand = ["5C", "10H", "QH", "2D"]
    plan = {"JH": (1, [])}
    action = {"type": "play", "card": "5C", "spot": 1, "swap": [["JH", 4]]}
    words = change_words(dropped_plans(mine, action, hand, plan), {}, theirs, [], "", False, plan, mine)
    assert "gives up" not in words and "spot 4" in words and "10-J-Q" in words, words
    # a run given up for good is still said so
    action = {"type": "play", "card": "5C", "spot": 1, "swap": [["JH", 9]]}
    words = change_words(dropped_plans(mine, action, hand, plan), {}, theirs, [], "", False, plan, mine)
    assert words == "spot 1 gives up 10-J-Q; ", words


def test_a_run_their_card_outruns_is_told_by_what_it_still_gains_first():
    """Review 18c (12.png): "play the 2♠ on spot 7 — it starts spot 7, but any run their 8 makes there beats
    it" said only the downside. What the move gains comes first (their spot may still fail, and a run of
    yours there then wins it), the catch after it."""
    from quash_table.games.quash.why import why_words
    play = {"type": "play", "card": "2S", "spot": 7}
    for mine, hand in ((_side(s2=["KC"]), ["2S", "3S", "4H", "KD"]), (_side(s7=["3C"]), ["2S", "4S", "KD"])):
        said = why_words(mine, _side(s7=["8H"]), play, hand)
        gain, catch = said.find("wins it if their 8 fails"), said.find("any run their 8 makes there beats it")
        assert 0 <= gain < catch, said
        assert ", but " not in said, said


def test_a_swap_names_the_step_that_gains_not_the_one_their_card_outruns():
    """Review 18c (54.png, 4 players): "play the 4♥ on spot 8, moving your 10♦ to spot 4 — ... it starts spot
    8 (any run their K makes there beats it)": only the downside, of the step that gains least. The swap's
    gain is the 10♦ starting spot 4 for 8-9-10: that is the step its reason names."""
    from quash_table.games.quash.why import why_words
    mine = _side(s1=["10S"], s2=["3C"], s6=["5H"], s8=["10D"], s9=["AD"])
    theirs = _side(s1=["8D"], s2=["8H"], s5=["10H"], s6=["2S"], s7=["KD"], s8=["KS"])
    hand = ["3D", "4H", "9D", "5S", "5D", "7S", "8S", "10C", "JC", "QH", "AC"]
    said = why_words(mine, theirs, {"type": "play", "card": "4H", "spot": 8, "swap": [["10D", 4]]}, hand)
    assert "spot 4" in said and "spot 8" not in said and "beats it" not in said, said
