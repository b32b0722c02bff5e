"""Advanced QUASH: the bots and the hint (the hard bot) build runs instead of re-sorting the board every turn.

A new player following the hints for eight turns saw the same cards swapped from spot to spot each turn,
had one card on each spot and never finished the Q-K-A run they held. Why: the normal model (which the
hint's search starts from) counted every card of the hand whole for every spot at once, so with a Q, K and
A in hand each empty triple was a sure Q-K-A; no run was ever worth finishing, every chain that started
one more spot with a high card looked like a gain, and laying the K or A of a run cost its tiebreaker
value though the run would use it anyway. The hand is now shared out among the spots (side_dists with
consume, as for the other side's cards), a high card's tiebreaker cost counts only the share the runs
will not use, and moving again a card the seat's latest play laid or moved costs SETTLE_COST (the hint's
search takes such a move only when the model ranks it first)."""

from quash_table.bots import make_bot
from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash.bots import EasyBot, NormalBot
from quash_table.games.quash.model import last_laid
from quash_table.games.quash.model import partner_last_laid
from quash_table.games.quash.sequences import is_proper

G = get_game("quash")
ADV = {"variant": "advanced", "target": 99}

# Seed 3, advanced: RED played as the normal bot did before (BLACK is the easy bot, which reads only its own
# side, so its moves are the same whatever RED does). RED's triple spot 4 holds Q♦ A♥ and its hand the K♦;
# the old bot went on to swap the K elsewhere and closed spot 4 with the 3♥: a FAILED sequence.
RED_PLAYS = [("9H", 7), ("8D", 7), ("9C", 8), ("10D", 4), ("10C", 7, [["8D", 8]]), ("QS", 1), ("QD", 4, [["10D", 1]]),
             ("AH", 2), ("JH", 1, [["10D", 8], ["8D", 7]]), ("7D", 7, [["10C", 1]]), ("2S", 2, [["AH", 3]]),
             ("3S", 2), ("6S", 3, [["AH", 4]])]


def q_a_position():
    """(state, BLACK's bot) with RED to move: Q♦ A♥ on RED's spot 4, the K♦ in RED's hand."""
    s, other, mine = G.new_state(2, seed=3, options=ADV), EasyBot(G, 1, 2), iter(RED_PLAYS)
    for _ in range(2 * len(RED_PLAYS)):
        if s.to_move == 1:
            s = G.apply(s, other.choose(G.view(s, 1), G.legal_actions(s)))
            continue
        card, spot, *swap = next(mine)
        s = G.apply(s, {"type": "play", "card": card, "spot": spot, **({"swap": swap[0]} if swap else {})})
    assert s.to_move == 0 and sorted(s.board[0][3]) == ["AH", "QD"] and "KD" in s.hands[0]
    return s, other


def finish_play(s, red, black):
    """Play the round's placements out: `red` and `black` choose; returns the final state and RED's plays
    (each with the view it was chosen in)."""
    bots = [red, black]
    plays = []
    while s.phase == "play":
        seat = s.to_move
        a = bots[seat].choose(G.view(s, seat), G.legal_actions(s))
        if seat == 0:
            plays.append((a, G.view(s, 0)))
        s = G.apply(s, a)
    return s, plays


def test_holding_q_k_a_the_bots_and_the_hint_finish_the_run():
    for red in (NormalBot(G, 0, 1), make_bot("quash", "hard@24", 0, 2)):
        s, other = q_a_position()
        s, plays = finish_play(s, red, other)
        assert sorted(s.board[0][3]) == ["AH", "KD", "QD"], (red.level, s.board[0][3])
        # ... and the Q♦ and A♥ never left spot 4 on the way
        for a, _ in plays:
            assert not {"AH", "QD"} & {c for c, _ in a.get("swap", ())}, (red.level, a)


def test_the_old_model_failed_that_spot(monkeypatch):
    """Counted whole for every spot, the hand led the old model to spoil spot 4 (the test above can fail),
    with the chains listed then (review 15 lists chains back to their first spot: with those it mends it)."""
    listed = G.legal_actions
    monkeypatch.setattr(G, "legal_actions", lambda st: [a for a in listed(st)
                                                        if not a.get("swap") or a["swap"][-1][1] != a["spot"]])
    bot = NormalBot(G, 0, 1)
    bot.OWN_CONSUME, bot.SETTLE_COST = False, 0.0
    s, other = q_a_position()
    s, _ = finish_play(s, bot, other)
    assert not is_proper(list(s.board[0][3])), s.board[0][3]


def moved_again(plays):
    """RED's plays that move a card RED's play before laid or moved."""
    return [a for a, view in plays if {c for c, _ in a.get("swap", ())} & last_laid(view)]


def moved_again_in_rounds(old):
    again = []
    for seed in (1, 2, 3, 4):
        s = G.new_state(2, seed=seed, options=ADV)
        red = NormalBot(G, 0, derive_seed(seed, 0))
        if old:
            red.OWN_CONSUME, red.SETTLE_COST, red.REPEAT_COST = False, 0.0, 0.0
        _, plays = finish_play(s, red, NormalBot(G, 1, derive_seed(seed, 1)))
        again += moved_again(plays)
    return again


def test_a_bot_moves_again_the_cards_it_just_laid_far_less_often():
    """Against the normal bot, which answers on the same spots, the old bot moved again a card it had just
    laid or moved on 25 of its 72 plays in these four rounds. SETTLE_COST is a price, not a ban (a higher
    one made the bot weaker: it must still answer a spot the other side raised), so the new one does it
    far less often, not never (9 times)."""
    new, old = len(moved_again_in_rounds(False)), len(moved_again_in_rounds(True))
    assert old >= 20 and new * 2 <= old, (new, old)


def test_the_hint_followed_for_eight_turns_says_why_it_moves_again_what_it_just_laid():
    """Review 16: the plan is a tie-break, not a price that hides a stronger move (following the hint lost
    about 3.4 round points a deal to the normal bot), so the hint may move again a card it just laid, as
    the normal bot does; a person following it is then told why, one clause first (what came there, the
    run given up, or where the card does more)."""
    s = G.new_state(2, seed=3, options=ADV)
    hint, other = make_bot("quash", "hard@24", 0, 5), NormalBot(G, 1, 6)
    plays, news = [], {}
    while len(plays) < 8:
        seat = s.to_move
        a = (hint if seat == 0 else other).choose(G.view(s, seat), G.legal_actions(s))
        if seat == 0:
            plays.append((a, G.view(s, 0)))
            news[id(a)] = hint.news
        s = G.apply(s, a)
    for a in moved_again(plays):
        assert news[id(a)], a


# Seed 5, advanced, the person follows the hint every turn against the normal bot. The old hint laid the 2♥
# "for 2-3-4", then moved it 1 -> 4 -> 2 -> 1, the J♥ "for J-Q" 2 -> 8 -> 6 -> 4, the 6♣ and Q♣ likewise:
# SETTLE_COST saw only the latest play, so a card laid two turns back was free to move again and again.


def hint_moves(turns, seed=5):
    """({card: how many of the hint's plays moved it}, [the plays that moved again a card the hint's plays
    laid or moved without a word of why]) over the hint's first `turns` plays of seed's round."""
    s = G.new_state(2, seed=seed, options=ADV)
    hint, other = make_bot("quash", "hard@24", 0, 5), NormalBot(G, 1, 6)
    moved, n, silent, mine = {}, 0, [], set()
    while n < turns:
        seat = s.to_move
        a = (hint if seat == 0 else other).choose(G.view(s, seat), G.legal_actions(s))
        if seat == 0:
            n += 1
            swapped = {c for c, _ in a.get("swap", ())}
            if swapped & mine and not hint.news:
                silent.append(a)
            mine |= swapped | {a["card"]}
            for c in swapped:
                moved[c] = moved.get(c, 0) + 1
        s = G.apply(s, a)
    return moved, silent


def test_following_the_hint_for_ten_turns_a_card_moved_again_is_told():
    """Seed 5: the old hint moved the 2♥ 1 -> 4 -> 2 -> 1 and the J♥ 2 -> 8 -> 6 -> 4 with no word. A card
    the hint's plays laid may move again when that is clearly better (review 16), and the hint says why."""
    moved, silent = hint_moves(10)
    assert moved and not silent, silent



def partner_undoes(cost, seeds=(1, 2, 3, 4), plan_cost=0.0):
    """4 players, normal bots: (plays that move a card the partner's latest play laid or moved, plays)."""
    undo = plays = 0
    for seed in seeds:
        s = G.new_state(4, seed=seed, options=ADV)
        bots = [NormalBot(G, i, derive_seed(seed, i)) for i in range(4)]
        for b in bots:
            b.PARTNER_SETTLE_COST, b.PARTNER_PLAN_COST = cost, plan_cost
        while s.phase == "play":
            view = G.view(s, s.to_move)
            a = bots[s.to_move].choose(view, G.legal_actions(s))
            undo += bool({c for c, _ in a.get("swap", ())} & partner_last_laid(view))
            plays += 1
            s = G.apply(s, a)
    return undo, plays


def test_at_four_players_a_bot_swaps_out_what_its_partner_just_laid_far_less_often():
    """The partner bot swapped out the cards the person's hint had just laid (and the hint swapped them
    back): moving a card the partner's latest play laid or moved costs PARTNER_SETTLE_COST."""
    new, old = partner_undoes(NormalBot.PARTNER_SETTLE_COST)[0], partner_undoes(0.0)[0]
    assert old >= 10 and new * 3 <= old * 2, (new, old)
