"""The normal QUASH model's expected margin of each spot of a seat's side as the board stands (its hand shared
out among its spots, the other side's chances from the cards the seat has not seen): what the hint's swap-reply
lookahead (reply.reply_risk) measures a move's gain on a spot against. No pygame, no search."""

from .model import side_dists, stats, versus_tables


def spot_margins(bot, view):
    """[expected points margin of spot 1..9 of `view`'s side] by `bot`'s model (a NormalBot's availability
    and consume settings, as its ranked_plays values a move)."""
    (pc, prank), (opc, oprank), side = bot.availability(view)
    mine, theirs = view["board"][side], view["board"][1 - side]
    tables = [versus_tables(d) for d in side_dists(theirs, opc, oprank, bot.CONSUME)]
    return [stats(d, tables[k])[0] for k, d in enumerate(side_dists(mine, pc, prank, True))]
