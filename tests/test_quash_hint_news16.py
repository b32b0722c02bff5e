"""Review 16 (rev16-quash, game 1 round 2): the clause that starts a hint when it drops an earlier hint's plan
read "their 10♣ came to spot 2, your 10♥'s run: it starts spot 1 (triple)…" (the 10♦ still finished 9-10 on
spot 2: no plan was dropped) and "their A♣ came to spot 5, your K♦'s run: a K on single spot 9…" (the A♣
had come four turns earlier, every hint since had weighed it). The clause is a true sentence part that reads
on into the reason, names why this advice changed (what came since your latest play and can beat your run
there), or is left out; and every spot it names is one the move touches or the spot of a dropped plan."""

import random
import re

import pytest

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.fast_bot import FastBot
from quash_table.games.quash.hints_plan import news_words
from quash_table.games.quash.model import partner_moved, plan_cards
from quash_table.games.quash.changes import dropped_plans

G = get_game("quash")
CARD = r"(?:10|[2-9JQKA])[\u2660\u2665\u2666\u2663]"
RUN = r"(?:10|[2-9JQKA])(?:-(?:10|[2-9JQKA]))+"
FORMS = [rf"their {CARD} on spot (\d) (?:beats|ties|makes their {RUN} (?:beat|tie)|"
         rf"can make {RUN}, (?:beating|tying)|can (?:beat|tie)) (?:your (?:10|[2-9JQKA])|your {RUN}|yours)(?:, so |\. )",   # session 30
         # (session 31: a sentence of its own where the reason is about another card, news_clause.Clause.sentence)
         rf"spot (\d) gives up {RUN}; ",
         # basic (session 23): a laid card never moves; a lower run with what it frees (session 36)
         rf"spot (\d) (?:settles|goes) for {RUN}, not {RUN}(?:, freeing your {CARD}(?: {CARD})* for other spots)?; ",
         rf"spot (\d) can no longer make {RUN}; ",
         rf"spot (\d) no longer waits for {RUN}; ",
         rf"{RUN} moves from spot (\d) to spot (\d); ",
         rf"your {CARD} is no longer for {RUN} on spot (\d); ",
         # session 32: a told plan the move drops is said (changes.told_plans); where the reason goes on about the
         # same card, one sentence (hints_plan.named_once: "… on spot 8 and makes the run K-A on spot 2")
         rf"your {CARD} is no longer kept for {RUN} on spot (\d)(?:, where their {CARD} can still "
         rf"(?:beat|tie) it)?(?:; | and |, and )",
         # session 27: what the old spot gains (leave_words), or nothing where the reason says the gain there
         rf"your {CARD} leaves spot (\d)(?: to a card that (?:beats|ties) their (?:10|[2-9JQKA])| to a higher card"
         rf"| to make the run {RUN}| for the {RUN} your {CARD}(?: {CARD})* would make)?(?:; | and )",
         # (session 28: " and " where the reason goes on about the same card, hints_plan.named_once; the stronger
         # advanced hint of session 46 makes such moves on these seeds)
         rf"your {CARD} spoilt spot (\d) \({RUN} can never be a run\); ",
         rf"spot (\d) now waits for your {CARD}(?: and {CARD})* \({RUN}\); ",
         rf"your {CARD} is now for spot (\d), not {RUN} on spot (\d); ",
         rf"your partner moved your {CARD} from spot (\d) to spot (\d)(?: and your {CARD} from spot (\d) to "
         rf"spot (\d))*\. "]


def view(history, hand):
    board = [[[] for _ in range(9)], [[] for _ in range(9)]]
    for h in history:
        board[h["seat"] % 2][h["spot"] - 1].append(h["card"])
    return {"seat": 0, "side": 0, "seats": 2, "hand": list(hand), "history": history, "board": board,
            "round": 2, "turn": len(history), "scores": [5, 4]}


def plays(*moves):
    return [{"seat": i % 2, "card": c, "spot": k} for i, (c, k) in enumerate(moves)]


def test_a_card_laid_elsewhere_while_another_still_finishes_the_run_drops_no_plan():
    """Move 44: the 10♥ to spot 1, the 10♦ still in hand for 9-10 on spot 2 (their 10♣ came there)."""
    h = plays(("KH", 6), ("AH", 6), ("QS", 5), ("JD", 8), ("9S", 2), ("10C", 2))
    hand = ["10H", "10D", "3D", "4S", "6C", "6D", "6H", "7D", "7S", "8S", "AD", "JH", "QD"]
    assert news_words(view(h, hand), {"type": "play", "card": "10H", "spot": 1}) == ""
    assert news_words(view(h, hand), {"type": "play", "card": "10D", "spot": 1}) == ""
    # the last 10 laid elsewhere does drop 9-10; their 10♣ (their best there 10-J beats it) came since
    assert news_words(view(h, [c for c in hand if c != "10D"]), {"type": "play", "card": "10H", "spot": 1}) == \
        "their 10\u2663 on spot 2 can make 10-J, beating your 9-10; your 10\u2665 was kept for spot 2, so "


def test_old_news_is_not_told_as_the_change():
    """Move 56: the K♦ (the only card for Q-K on spot 5) to spot 9. Their A♣ came to spot 5 before your
    latest play (K♠ on spot 8), and the hints since weighed it: not the news. The clause says what the
    move gives up instead and why in a player's terms (their A♣ can make K-A), as a sentence part."""
    h = plays(("QS", 5), ("AC", 5), ("6D", 7), ("9D", 4), ("JH", 1), ("2H", 1), ("KS", 8), ("2C", 8))
    hand = ["10D", "3D", "4D", "4S", "6C", "6H", "6S", "7C", "7S", "8S", "9H", "AD", "KD"]
    assert news_words(view(h, hand), {"type": "play", "card": "KD", "spot": 9}) == \
        "your K\u2666 is no longer kept for Q-K on spot 5, where their A\u2663 can still beat it; "
    # what came since your latest play, and can beat your run there, is the news
    h2 = h[:6] + [{"seat": 0, "card": "KS", "spot": 8}, {"seat": 1, "card": "AC", "spot": 5}]
    h2[1] = {"seat": 1, "card": "2C", "spot": 8}
    assert news_words(view(h2, hand), {"type": "play", "card": "KD", "spot": 9}) == \
        "their A\u2663 on spot 5 can make K-A, beating your Q-K; your K\u2666 was kept for spot 5, so "
    # a card of theirs that cannot reach your run is no reason
    h3 = h2[:-1] + [{"seat": 1, "card": "3C", "spot": 5}]
    assert news_words(view(h3, hand), {"type": "play", "card": "KD", "spot": 9}) == \
        "your K\u2666 is no longer kept for Q-K on spot 5; "


def news_clauses(seats, variant, seed, playouts=3):
    """(news clause, spots the move touches, spots of dropped plans, reason) of each hint the seat-0 player
    follows through round 1 (the others play the quick policy), from one hint bot that remembers what its
    words named (as the table's bot process keeps it): a spot an earlier hint named a card for counts as a
    dropped plan's."""
    s = G.new_state(seats, seed, {"variant": variant})
    others = {i: FastBot(G, i) for i in range(1, seats)}
    for b in others.values():
        b.rng = random.Random(seed)
    out, h = [], HardBot(G, 0, seed, iterations=playouts)
    while s.to_move is not None and s.round == 1 and s.phase == "play":
        seat, legal = s.to_move, G.legal_actions(s)
        v = G.view(s, seat)
        if seat == 0:
            told = {t[0] for t in getattr(h, "_told", (0, 0, {}))[2].values()}
            a = h.choose(v, legal)
            touched = {a["spot"]} | {dest for _, dest in a.get("swap", ())}
            dropped = {was for _, was, *_ in dropped_plans(v["board"][0], a, v["hand"], plan_cards(v))}
            moved = {k for m in partner_moved(v) for k in m[1:]}
            out.append((h.news, touched, dropped | told | (moved & touched), h.reason))
        else:
            a = others[seat].choose(v, legal)
        s = G.apply(s, a)
    return out


@pytest.mark.parametrize("seats,variant,seed", [(2, "basic", 3), (2, "basic", 16), (2, "advanced", 5),
                                                (2, "advanced", 16), (4, "basic", 2), (4, "advanced", 7)])
def test_every_news_clause_is_well_formed_and_names_a_spot_of_the_move_or_of_a_dropped_plan(seats, variant, seed):
    for news, touched, dropped, reason in news_clauses(seats, variant, seed):
        if not news:
            continue
        form = next((re.fullmatch(f, news) for f in FORMS if re.fullmatch(f, news)), None)
        assert form is not None, f"not a clause that reads on: {reason!r}"
        spots = {int(g) for g in form.groups() if g}
        assert spots and spots <= touched | dropped, (reason, touched, dropped)
        assert "'s run" not in reason
