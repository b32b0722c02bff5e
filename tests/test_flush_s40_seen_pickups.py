"""Issue 23 (session 40): the hint's count of the cards you have not seen went UP during play (62, then 66, then 64):
a pile a bot picked up, every card of it seen by you, was counted with the unseen cards again once in the bot's hand.
The rules now say in every view which cards each seat picked up face up and still holds (known.py, the whole
round's log), and the hint counts them as seen: where it is, you know."""

from quash_table.games import get_game
from quash_table.games.flush.known import known_hands
from quash_table.games.flush.normal_bot import NormalBot
from quash_table.games.flush.reasons import next_player_words
from quash_table.games.flush.sampler import unseen_counts
from tests.positions import game_steps

G = get_game("flush")


def _bot(view):
    bot = NormalBot(G, view["seat"])
    bot._prepare(view)
    return bot


def _first_bot_pickup(seats, seed):
    """The first state right after a bot (not seat 0) picked the pile up, in a seeded game of normal bots."""
    for state, _ in game_steps("flush", 1, lambda k: (seats, "normal", {}, None), seed):
        last = state.log[-1] if state.log else None
        if last and last["event"] == "pickup" and last["seat"] not in (None, 0) and last.get("taken"):
            return state, last
    raise AssertionError("no bot picked up")


def test_a_pile_a_bot_picked_up_is_not_counted_among_the_cards_you_have_not_seen():
    for seats in (2, 3):
        state, pickup = _first_bot_pickup(seats, seed=7)
        view = G.view(state, 0)
        assert view["known_in_hand"][pickup["seat"]], view["known_in_hand"]
        theirs = sum(sum(k.values()) for j, k in enumerate(view["known_in_hand"]) if j != 0)
        not_seen = sum(unseen_counts(view).values()) - theirs
        words = next_player_words(_bot(view), 6, view)
        assert words.endswith(f" of the {not_seen} cards you cannot see would fit"), (words, not_seen, theirs)


def test_the_count_of_cards_you_have_not_seen_never_goes_up_within_a_round():
    """Cards only come into sight in a round (laid, turned up, picked up in sight): at every step of seeded games of
    two and three seats, seat 0's count of cards not seen, as the hint says it, does not grow."""
    steps = 0
    for seats in (2, 3):
        last = None
        for state, _ in game_steps("flush", 2, lambda k, n=seats: (n, "normal", {}, None), 11, max_steps=600):
            if state.out[0]:
                continue
            view = G.view(state, 0)
            said = next_player_words(_bot(view), 10, view)
            total = _bot(view)._not_seen_total()
            assert said.endswith(f" of the {total} cards you cannot see would fit")
            if last is not None and last[0] == view["round"]:
                assert total <= last[1], (seats, view["round"], last[1], total)
            last = (view["round"], total)
            steps += 1
    assert steps > 300, steps


def test_the_views_known_cards_are_the_whole_rounds_not_the_views_last_events():
    """The view's log is its last events only; what it says is held comes from the whole round (the sampler's own
    reading of a seat's memory of the round gives the same)."""
    for state, step in game_steps("flush", 1, lambda k: (3, "normal", {}, None), 5, max_steps=500):
        view = G.view(state, 0)
        want = [dict(k) for k in known_hands(state.seats, state.round, state.log)]
        assert view["known_in_hand"] == want, step
