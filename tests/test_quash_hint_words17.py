"""Review 16 (QUASH advanced, final look): true and plain hint words.

- "the 9♠ makes the run 9-10 on spot 8" was called a gain where the other side's same-suit 9-10 already won
  that spot: the reasons (why.py) weigh the other side's finished run on the spot, who wins it before and
  after (why.run_against), and say the run cannot win it, or give the move's other gain.
- "play the K of diamonds on spot 3 — your K♦ goes to spot 3 …": the reason said the move again. The move
  line names each card and where it goes; the reason says what that does, in one shape for every hint."""

import re

import pytest

from quash_table.bots.search import SearchBot
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot, NormalBot
from quash_table.games.quash.describe import describe_hint, short
from quash_table.games.quash.sequences import card_words
from quash_table.games.quash.why import why_words
from tests.quash_spots import spots as board

G = get_game("quash")


def test_a_run_their_finished_same_suit_run_beats_is_not_called_a_gain():
    """Their 9♥ 10♥ on spot 8, your 10♦ there: the 9♠ makes 9-10, which cannot win the spot."""
    mine, theirs = board(s8=["10D"], s1=["5C", "6C"]), board(s8=["9H", "10H"])
    hand = ["9S", "KC", "QD", "2S"]
    said = why_words(mine, theirs, {"type": "play", "card": "9S", "spot": 8}, hand)
    assert "makes the run 9-10" not in said and said.startswith("it cannot win spot 8 (their 9-10 of hearts beats it)"), said
    # level (their mixed 9-10) and above (their 8-9): the run is a gain, and the words say against what
    assert "level with their 9-10" in why_words(mine, board(s8=["9C", "10H"]),
                                                              {"type": "play", "card": "9S", "spot": 8}, hand)
    assert why_words(mine, board(s8=["8C", "9H"]), {"type": "play", "card": "9S", "spot": 8}, hand) == \
        "it makes the run 9-10 on spot 8, above their 8-9"


def test_a_swap_names_its_real_gain_not_a_run_that_loses():
    """The rebuilt spot in a swap: the K♣ on spot 5 sends the 9♠ to spot 8 (their same-suit 9-10 there). The
    old reason was "the 9♠ makes the run 9-10 on spot 8"; now the swap's gain is the run it starts on 5."""
    mine, theirs = board(s8=["10D"], s5=["9S"], s1=["5C", "6C"]), board(s8=["9H", "10H"])
    said = why_words(mine, theirs, {"type": "play", "card": "KC", "spot": 5, "swap": [["9S", 8]]},
                     ["KC", "QD", "2S", "4C"])
    assert "9-10" not in said and "spot 5" in said, said
    # the only step of a chain that makes a run their run beats: said so, not called a gain
    mine = board(s8=["10D"], s5=["9S"])
    said = why_words(mine, theirs, {"type": "play", "card": "9D", "spot": 5, "swap": [["9S", 8]]}, ["9D", "2S"])
    assert "makes the run 9-10" not in said, said


def said_twice(action, text, news=""):
    """The (card, spot) of the move that the hint text's reason names again in one clause. After a news
    clause (`news`: about another card or spot) the reason names its card where it said "it" (session 20:
    "their Q♠ came to spot 7; it makes the run K-A on spot 2" left "it" unclear): that subject, once, is
    not a second naming."""
    reason = text.split(" \u2014 ", 1)[1] if " \u2014 " in text else ""
    if news.endswith(" and ") and reason.startswith(news):
        # session 28: a moved card's leaving and what it does, one sentence named once ("your A♣ leaves spot
        # 6 and makes …"): the news's subject is the reason's
        subject = re.match(r"[Yy]our (?:10|[2-9JQKA])[\u2660\u2665\u2666\u2663] ", reason)
        reason = reason[subject.end():] if subject else reason      # (the news and the reason: one subject)
    elif news and reason.startswith(news):
        rest = reason[len(news):]
        subject = re.match(r"[Yy]our (?:10|[2-9JQKA])[\u2660\u2665\u2666\u2663] ", rest)
        reason = news + (rest[subject.end():] if subject else rest)
    moves = [(action["card"], action["spot"])] + [(c, d) for c, d in action.get("swap", ())]
    clauses = re.split(r"[,:;()]|\. ", reason)
    return [(c, d) for c, d in moves for cl in clauses
            if (short(c) in cl or card_words(c) in cl) and re.search(rf"\bspot {d}\b", cl)]


@pytest.mark.parametrize("variant,seats", [("advanced", 2), ("basic", 2), ("advanced", 4), ("basic", 4)])
def test_no_hint_names_the_same_card_and_spot_twice(monkeypatch, variant, seats):
    """Seeds 4 and 5, seat 0 following the hint (the search's first move, for speed) for its whole first
    round: no hint line ("Hint: play … — reason") names a card of the move with the spot it goes to again.
    Seed 4 (advanced, 2 players) once read "play the J of clubs on spot 3, moving your A of spades to spot 6
    — your A♠ does more on spot 6: the A♠ beats their K on single spot 6"."""
    monkeypatch.setattr(SearchBot, "choose", lambda self, view, legal: self.prior_choice(view, legal))
    lines = bad = 0
    for seed in (4, 5):
        s = G.new_state(seats, seed=seed, options={"variant": variant, "target": 99})
        hint = HardBot(G, 0, 1)
        others = {k: NormalBot(G, k, 6 + k) for k in range(1, seats)}
        while s.round == 1 and s.phase == "play":
            view, legal = G.view(s, s.to_move), G.legal_actions(s)
            if s.to_move == 0:
                a = hint.choose(view, legal)
                text = f"Hint: {describe_hint(a, 0, seats)} \u2014 {hint.reason}"
                lines += 1
                assert not said_twice(a, text, hint.news), (seed, text)
            else:
                a = others[s.to_move].choose(view, legal)
            s = G.apply(s, a)
    assert lines >= 12 and not bad
