"""QUASH's own words for the Load row of a 4-player game going on (Game.unfinished_row_forms; it says where
the game stands itself, with and without the board's fill): which side you are on and with whom, how full the
board is, and the sides' scores. The kit's row for a table of sides named the side of a team of bots alone and
dropped how full the board is first; at 1024x640 an advanced game's row read "QUASH (advanced) · round 1, Bot 4
to play · RED 0 points · BLACK 0 points": neither partner nor side (session 24)."""

from ...engine.naming import joined
from ...engine.standing import standing_words, unit_after
from .sequences import SIDES

UNIT = ("point", "points")


def _side(k, scores, names, you_seat, bots, named, brief):
    """ "RED (you and Bot 3) 12 points", briefly "RED (you, Bot 3) 12"; a side of bots only by its name
    unless `named`."""
    seats = [k, k + 2]
    score = scores[k]
    who = ["you" if i == you_seat else names[i] for i in seats]
    shown = named or not all(i in bots for i in seats)
    if brief:
        return f"{SIDES[k]} ({', '.join(who)}) {score}" if shown else f"{SIDES[k]} {score}"
    words = f"{SIDES[k]} ({joined(who)}) {score}" if shown else f"{SIDES[k]} {score}"
    return f"{words} {unit_after(score, UNIT)}"


def unfinished_row_forms(st, names, you_seat, bots):
    """[[where, scores], ..., [where]] longest first for a 4-player game going on, else None (the kit's
    words: two players, an older save). Every form but the last two keeps "N of 36 slots filled"; the sides
    are said with who is in each (yours first named) before they lose their words, then their names."""
    scores = st.get("scores") or []
    if len(names) != 4 or len(scores) != 4 or st.get("to_move") is None:
        return None
    bots = list(bots or ())
    where, _ = standing_words(st, names, you_seat, bots=bots)
    plain, _ = standing_words(dict(st, stage=None), names, you_seat, bots=bots)
    first = [0, 1] if you_seat is None or you_seat % 2 == 0 else [1, 0]    # your side first
    forms = []
    for named, brief in ((True, False), (False, False), (False, True)):
        forms.append(" \u00b7 ".join(_side(k, scores, names, you_seat, bots, named, brief) for k in first))
    short = " \u00b7 ".join(f"{SIDES[k]}{' (you)' if you_seat is not None and k == you_seat % 2 else ''} "
                            f"{scores[k]}" for k in first)
    out = [[where, f] for f in forms] + [[where, short]] + [[plain, f] for f in forms[1:]] + \
        [[plain, short], [where], [plain]]
    return [f for i, f in enumerate(out) if f not in out[:i]]
