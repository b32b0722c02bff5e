"""Session 39, The Game (review 39, 3 bots): the hint to keep a free card said "next turn it is likely still a
cheap card to lay" alike with one team-mate and with three, though every seat moving first may lay on its stack.
The why now counts the seats that move before your next turn (keep_odds.py), from the unseen cards alone."""

from quash_table.games import get_game
from quash_table.games.thegame.keep_odds import seats_first, still_next_chance, unseen
from quash_table.games.thegame.why import end_turn_words

G = get_game("thegame")


def position(seats, hand, up_cards, down_cards, placed=1):
    """Seat 0 of `seats` to move holding `hand`, its turn's second card, on stacks built from the cards given."""
    d = G.dump(G.new_state(seats, seed=5))
    laid = [[1, c, stack, 0] for stack, cards in (("up", up_cards), ("down", down_cards)) for c in cards]
    gone = set(hand) | set(up_cards) | set(down_cards)
    rest = [c for c in d["pile"] + [c for h in d["hands"] for c in h] if c not in gone]
    hands = [list(hand)] + [[rest.pop(), rest.pop()] for _ in range(seats - 1)]
    d.update(hands=hands, pile=rest, up=up_cards[-1] if up_cards else None,
             down=down_cards[-1] if down_cards else None, to_move=0, turn=4, placed=placed, signalled=True,
             history=laid, signals=[])
    return G.load(d)


def test_the_kept_cards_odds_count_the_seats_moving_first():
    words = {}
    for seats in (2, 4):
        state = position(seats, ["Y4"], ["R2", "P10"], ["G5"])
        view = G.view(state, 0)
        assert len(seats_first(view)) == seats - 1
        words[seats] = str(end_turn_words(view, G.legal_actions(state)))
        assert words[seats].startswith("keep yellow 4 for your next turn"), words[seats]
    assert "with 1 team-mate laying before your next turn, it is likely still a cheap card" in words[2], words[2]
    assert "3 team-mates lay before your next turn" in words[4] and "likely still" not in words[4], words[4]


def test_the_odds_read_no_hand_but_yours():
    # two deals alike but for what the team-mates hold: the same odds
    a, b = position(4, ["Y4"], ["R2", "P10"], ["G5"]), position(4, ["Y4"], ["R2", "P10"], ["G5"])
    d = G.dump(b)
    d["hands"][1], d["pile"][:2] = d["pile"][:2], d["hands"][1]
    b = G.load(d)
    va, vb = G.view(a, 0), G.view(b, 0)
    assert sorted(unseen(va)) == sorted(unseen(vb))
    assert still_next_chance(va, "down") == still_next_chance(vb, "down")
    assert still_next_chance(va, "down") < still_next_chance(G.view(position(2, ["Y4"], ["R2", "P10"], ["G5"]), 0), "down")
