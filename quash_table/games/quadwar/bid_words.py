"""The hard bot's bid in a player's words, the short reason a bid hint shows first (no pygame): what the hand
is likely to take and why this bid, without the search's figures ("your hand takes 4 tricks or more in 62%
of 40 sampled deals; no other bid scores more on average (31 points)" was all figures, review 29). The
figures stay in the full reason (H again): hard.bid_reason. How often, on the full reason's scale (odds_words): the
short words said "in most deals" where the full said "about 2 times in 3" of the same share (review 43)."""

from .odds_words import times_in


def tricks(k):
    return "no tricks" if k == 0 else f"{k} trick" + ("" if k == 1 else "s")


def likely(taken):
    """The tricks the hand most likely takes: the middle of the counts the sampled deals gave."""
    ordered = sorted(taken)
    return ordered[len(ordered) // 2]


def bid_gist(bid, taken, lowest):
    """What the hand is likely to take and why `bid`, from the tricks it took in the sampled deals (`taken`,
    one count a deal), `lowest` the lowest bid allowed. It follows "bid N" in a hint, so it says the bid
    only where it compares."""
    made = sum(1 for t in taken if t >= bid) / len(taken)
    k = likely(taken)
    expect = f"your hand will likely take {tricks(k)}"
    if bid == lowest and made < 0.5:
        return f"the lowest bid there is: {expect}"
    if bid == k:
        return f"{expect}: you make this bid {times_in(made)}, and no other bid should score more"
    if bid < k:
        under = "one under" if k - bid == 1 else f"{k - bid} under"
        # why safer: a bid missed scores nothing (review 33c: points were never said)
        return f"{expect}: {under} is safer (a miss scores 0), you make it {times_in(made)}"
    return f"{expect}, and {bid} {times_in(made)}: no other bid should score more"
