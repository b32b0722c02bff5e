"""Session 20 (QUASH advanced, new players): a spot of yours that cannot make a run now is mended by the swap
that takes its spoiling card off, and a good player does it. The bots' model priced that swap as if it
undid a plan: the spoiling card was the one your latest play laid (SETTLE_COST), one moved before
(REPEAT_COST, the hint's), the partner's (PARTNER_*), or one sent back to a spot it left (UNDO_COST), 2 to
6.5 model points on a swap whose only "plan" had failed already; the hint searched such a move only when
the model put it first. A card taken off a spot that cannot become proper now pays none of those prices
(plans.again_cost, model.cards_left)."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot, NormalBot, normal_ranking
from quash_table.games.quash.model import cards_left, returned_cards, spoiling_cards
from quash_table.games.quash.plans import PlanPrices, again_cost, moving_again
from quash_table.games.quash.sequences import DECK, can_become_proper

G = get_game("quash")


def side(**spots):
    out = [() for _ in range(9)]
    for name, cards in spots.items():
        out[int(name[1:]) - 1] = tuple(cards)
    return out


# your latest play laid the 3♣ on spot 2 beside the K♦: K-3 can never be a run (a later swap can mend it)
MINE = side(s1=["9S", "10S"], s2=["KD", "3C"], s4=["5H"], s5=["7D"], s7=["JH"])
THEIRS = side(s1=["8C", "9C"], s2=["QC", "KS"], s3=["10D"], s4=["6S"], s7=["QS"])
HAND = ["QH", "4D", "2H", "6C", "8H", "8D", "AS", "KC", "JD", "5D", "9H", "AH", "3D", "6D", "7H", "4C"]
HISTORY = ["0 9S 1", "1 8C 1", "0 KD 2", "1 9C 1", "0 5H 4", "1 QC 2", "0 10S 1", "1 KS 2", "0 7D 5", "1 10D 3",
           "0 JH 7", "1 6S 4", "0 3C 2", "1 QS 7"]


def position():
    s = G.new_state(2, seed=3, options={"variant": "advanced"})
    used = {c for spot in MINE + THEIRS for c in spot} | set(HAND)
    rest = [c for c in DECK if c not in used]
    s.board = [list(MINE), list(THEIRS)]
    s.hands, s.discards = [list(HAND), rest[6:]], rest[:6]
    s.to_move, s.phase, s.history = 0, "play", list(HISTORY)
    return s


def mends(action):
    """Does `action` take the 3♣ off spot 2 (the only way to mend it: the spot must be able to become
    proper once it receives a card)?"""
    return "3C" in [c for c, _ in action.get("swap", ())]


def test_a_card_on_a_spot_that_cannot_make_a_run_costs_no_plan_price_to_move():
    s = position()
    view = G.view(s, 0)
    assert spoiling_cards(view["board"][0]) == {"KD", "3C"}
    mend = {"type": "play", "card": "AS", "spot": 2, "swap": [["3C", 9]]}
    assert mend in G.legal_actions(s) and can_become_proper(["KD", "AS"], 2)
    assert again_cost(NormalBot(G, 0), moving_again(view), mend) == 0
    assert again_cost(PlanPrices(HardBot(G, 0, 1)), moving_again(view), mend) == 0
    # the 7♦ on spot 5 is a card of your plan: moving it still costs the hint its price
    assert again_cost(PlanPrices(HardBot(G, 0, 1)), moving_again(view),
                      {"type": "play", "card": "8H", "spot": 5, "swap": [["7D", 9]]}) > 0
    # a card that left a spot and lies on a spot that cannot make a run goes back without UNDO_COST
    back = dict(view, board=[side(s2=["KD", "3C"]), THEIRS],
                history=[{"seat": 0, "card": "3C", "spot": 5}, {"seat": 0, "card": "KD", "spot": 2},
                         {"seat": 0, "card": "9H", "spot": 5, "swap": [["3C", 2]]}])
    assert returned_cards(cards_left(back), {"type": "play", "card": "QH", "spot": 2, "swap": [["3C", 5]]}) == 0


def test_the_normal_bot_mends_the_spot_its_latest_play_spoilt():
    """Their Q-K on spot 2: your A♠ there (the 3♣ off) makes K-A, above it; the old model put it 7th, below
    an 8♥ swap that leaves spot 2 failed, because the 3♣ was 'a card your latest play laid'."""
    s = position()
    view, legal = G.view(s, 0), G.legal_actions(s)
    ranked = normal_ranking(NormalBot(G, 0), view, legal)
    assert mends(ranked[0][1]), ranked[:3]
    assert mends(NormalBot(G, 0, 1).choose(view, legal))


def test_the_hint_mends_it_too():
    s = position()
    view, legal = G.view(s, 0), G.legal_actions(s)
    hint = HardBot(G, 0, 1, iterations=40)
    hint.for_person = True
    assert mends(hint.choose(view, legal))
    assert any(mends(a) for a in hint.candidates(view, legal))
