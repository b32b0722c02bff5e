"""What a seat played by the search takes beyond the normal bot's play of the same deal (HardBot.bid's playouts
play every seat with the normal bot, the bidder's too).

Over 101 four-seat hands (seeds 100-200, one hint-played seat against three normal bots, no bags: session 60)
the hinted play took 0.43 tricks a hand more than the playouts' average for that hand, and the hint bid a trick
under what it took (a new player: "the hint bid 4 twice; the hands took 7 and 6"). Bidding on playouts in which
a share `edge` of the deals gives the bidder one trick more scored the most over those hands at 0.4-0.5."""


def with_edge(taken, k, edge, most):
    """Tricks `taken` in the `k`-th playout (from 0), one more (at most `most`) in a share `edge` of them, spread
    evenly over the playouts in their order (the deals are drawn at random, so any share of them is a fair
    sample): the same counts for the same deals, so one position still gets one hint."""
    more = int((k + 1) * edge) - int(k * edge)
    return min(most, taken + more)
