"""Review 18, 4 players advanced, you with a bot partner: the partner bot rearranged YOUR cards on the team's
spots (moved your J♥ off the 10-J you were building, a 9♠ swapped in). Taking a card of the partner's off
a run it visibly builds (an open spot holding its cards that can still become proper) now costs the normal
bot PARTNER_BUILD_COST, on top of PARTNER_PLAN_COST (plans.partner_building, plans.spoils_building)."""

from quash_table.games import get_game
from quash_table.games.quash.bots import NormalBot, normal_ranking
from quash_table.games.quash.plans import moving_again, spoils_building

G = get_game("quash")
ADV = {"variant": "advanced", "target": 99}
# seed 3: seat 0 (the person) followed the hint, the others are normal bots. Seat 0 laid the 10♦ on the
# double spot 8 (9-10 or 10-J to come) and the 9♥ on the triple spot 4
SEED3 = [["QS", 6], ["KC", 6], ["KD", 5], ["QH", 2], ["10D", 8], ["AD", 9], ["AS", 6, [["QS", 5]]], ["QC", 8],
         ["9H", 4], ["5D", 6, [["KC", 8]]]]


def seed3_position():
    s = G.new_state(4, seed=3, options=ADV)
    for card, spot, *swap in SEED3:
        s = G.apply(s, {"type": "play", "card": card, "spot": spot, **({"swap": swap[0]} if swap else {})})
    assert s.to_move == 2 and list(s.board[0][7]) == ["10D"] and list(s.board[0][3]) == ["9H"]
    return G.view(s, 2), G.legal_actions(s)


def disturbs(view, action):
    """Does the partner's play take the person's 10♦ or 9♥ off its spot, or lay a card on spot 8 or 4?"""
    return bool({"10D", "9H"} & {c for c, _ in action.get("swap", ())}) or action["spot"] in (4, 8)


def partner_choice(view, legal):
    return normal_ranking(NormalBot(G, 2), view, legal)[0][1]


def test_the_partner_leaves_the_persons_ten_on_its_double():
    view, legal = seed3_position()
    best = partner_choice(view, legal)
    assert not disturbs(view, best), best


def test_the_old_partner_swapped_a_three_in_and_sent_the_ten_away(monkeypatch):
    """The test above can fail: without the price the partner laid a 3 on spot 8 and sent the 10♦ to 7."""
    monkeypatch.setattr(NormalBot, "PARTNER_BUILD_COST", 0.0)
    view, legal = seed3_position()
    best = partner_choice(view, legal)
    assert best["spot"] == 8 and best["swap"] == [["10D", 7]], best


def test_what_spoils_a_run_the_partner_builds():
    """Taking the partner's card off its open run spot spoils it; a card laid there (even one closing it
    with a lower run), or a play elsewhere, does not."""
    view, _ = seed3_position()
    again = moving_again(view)
    partners, building = again[4], again[5]
    assert building[1] == {3, 7}           # spots 4 (9♥) and 8 (10♦)
    play = {"type": "play"}
    assert spoils_building(building, partners, {**play, "card": "3D", "spot": 8, "swap": [["10D", 7]]}) == 1
    assert spoils_building(building, partners, {**play, "card": "JD", "spot": 8}) == 0
    assert spoils_building(building, partners, {**play, "card": "9C", "spot": 8}) == 0
    assert spoils_building(building, partners, {**play, "card": "AH", "spot": 3}) == 0
    # the 9♥ moved from 4 to join the 10♦ on 8 leaves spot 4 (the 10♦ keeps its spot)
    assert spoils_building(building, partners, {**play, "card": "6S", "spot": 4, "swap": [["9H", 8]]}) == 1
