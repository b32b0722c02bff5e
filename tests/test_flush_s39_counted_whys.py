"""Issue 23 (session 39): a new player found the hint's why for turning up a hidden card a bare share ("19% of the
cards you have not seen fit the 1s") with nothing to check it against. It now names the count from the seat's own
view (how many of the unseen cards fit the pile, how many are higher and what they cost), the share after it; its
fewest words the count alone."""

import copy

from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.games.flush.cards import FLUSHES, VALUE
from quash_table.games.flush.normal_bot import NormalBot
from quash_table.games.flush.reasons import hidden_reason, play_reason
from quash_table.games.flush.sampler import unseen_counts
from tests.test_flush_s32_hint_flush import TURN_UP, three_ones

G = get_game("flush")


def _fits(view):
    """(unseen cards that would join the pile, all unseen cards), counted here from the view alone: the cards the
    seat saw the others pick up and still hold are not unseen (session 40)."""
    unseen = unseen_counts(view)
    for j, held in enumerate(view["known_in_hand"]):
        for c, k in held.items():
            if j != view["seat"]:
                unseen[c] -= k
    pv, m = view["pile_value"], view["mimic"]
    fits = sum(k for c, k in unseen.items() if c in FLUSHES or VALUE[c] <= pv or VALUE[c] == m)
    return fits, sum(unseen.values())


def _reason(view):
    bot = NormalBot(G, view["seat"])
    bot._prepare(view)
    bot._score(view, TURN_UP)
    return bot.reason


def test_a_turn_ups_why_counts_the_unseen_cards_that_fit_and_those_that_do_not():
    view, _ = three_ones()
    fits, unseen = _fits(view)
    take = len(view["pile"])
    why = _reason(view)
    assert str(why).startswith(f"{fits} of the {unseen} cards you have not seen fit the 1s ("), str(why)
    assert f"the other {unseen - fits}, higher, make you pick up {take} cards" in str(why), str(why)
    assert f"{round(100 * fits / unseen)}%" in str(why)          # the share kept, after the count
    assert why.brief == f"{fits} of the {unseen} cards you cannot see fit the 1s", why.brief


def test_the_counts_are_the_seats_own_never_its_hidden_cards():
    """Another deal of the seat's hidden cards (the same view) gives the same why: it reads only what the seat sees."""
    view, _ = three_ones()
    other = copy.deepcopy(view)
    assert other == view
    assert str(_reason(view)) == str(_reason(other))
    # a card the seat comes to see (one more card on the discard) is one fewer unseen
    fits, unseen = _fits(view)
    seen = copy.deepcopy(view)
    gone = next(c for c, k in unseen_counts(view).items() if VALUE[c] > 1 and c not in FLUSHES and VALUE[c] != view["mimic"]
                and not any(c in held for held in view["known_in_hand"]))
    seen["discard"] = list(seen["discard"]) + [gone]
    assert str(_reason(seen)).startswith(f"{fits} of the {unseen - 1} cards you have not seen"), str(_reason(seen))


def test_counted_words_at_the_edges():
    said = hidden_reason(6, 1, 0.0, counts=(0, 20))
    assert str(said).startswith("none of the 20 cards you have not seen fit the 6s"), str(said)
    one = hidden_reason(6, 3, 0.95, counts=(19, 20))
    assert "the other 1, higher, makes you pick up 3 cards" in str(one), str(one)
    # every unseen card fits: no higher one to count (session 36's words kept)
    assert "joins the pile whatever it is" in str(hidden_reason(10, 1, 1.0, counts=(20, 20)))


def test_a_plain_lays_why_says_what_it_leaves_the_next_player():
    """Where nothing weighed (six seats, seed 1, a lone card laid), the why was only "13 cards left": it now says
    what the lay leaves the next player, counted from the cards the seat has not seen."""
    m = Match("flush", ["human"] + ["bot:normal"] * 5, 1)
    view = m.game.view(m.state, 0)
    bot = NormalBot(m.game, 0)
    bot._prepare(view)
    code = next(c for c in view["hand"] if c[-1] not in "SD" and c[0] != "F")
    v = int(code.rstrip("L"))
    lay = dict(view, pile_value=v)            # (the seat's unseen cards are the view's: the pile's value alone read)
    fits, unseen = _fits(lay)
    why = play_reason(bot, [code], v, 1, 0, view)
    assert str(why) == f"the next player must lay {v} or lower or pick up: {fits} of the {unseen} cards you cannot see would fit; " \
                       f"you will have {bot.held - 1} cards left", str(why)
    assert why.brief == f"{bot.held - 1} cards left"        # the narrow board's fewest words as they were
