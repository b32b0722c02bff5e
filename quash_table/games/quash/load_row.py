"""QUASH's own words for the Load row of a 4-player game going on (Game.unfinished_row_forms; it says where
the game stands itself, with and without the board's fill): which side you are on and with whom, how full the
board is, and the sides' scores. The kit's row for a table of sides named the side of a team of bots alone and
dropped how full the board is first; at 1024x640 an advanced game's row read "QUASH (advanced) · round 1, Bot 4
to play · RED 0 points · BLACK 0 points": neither partner nor side (session 24)."""

from ...engine.load_row_forms import RowForms
from ...engine.naming import joined
from ...engine.standing import stage_words, standing_words, unit_after
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
    words: two players, an older save), in groups (RowForms: each under every title, the game's name
    shorter, before the next): both sides said with who is in each, in full then briefly ("RED (you, Bot 3) 9 ·
    BLACK (Bot 2, Bot 4) 6"), with the round, the board's fill and the turn; then without the turn; then
    without the fill; then a side of bots by its name alone, yours still with its members, then the sides'
    names and scores."""
    scores = st.get("scores") or []
    if len(names) != 4 or len(scores) != 4 or st.get("to_move") is None:
        return None
    bots = list(bots or ())
    where, _ = standing_words(st, names, you_seat, bots=bots)
    plain, _ = standing_words(dict(st, stage=None), names, you_seat, bots=bots)
    first = [0, 1] if you_seat is None or you_seat % 2 == 0 else [1, 0]    # your side first
    # both sides with who is in each, in fewer words before a side of bots loses its members: a row at
    # 1024x640 said "BLACK 6" where Continue said "BLACK (Bot 2 and Bot 4) 6 points" (review 34)
    named = [" \u00b7 ".join(_side(k, scores, names, you_seat, bots, True, brief) for k in first)
             for brief in (False, True)]
    forms = [" \u00b7 ".join(_side(k, scores, names, you_seat, bots, False, brief) for k in first)
             for brief in (False, True)]
    short = " \u00b7 ".join(f"{SIDES[k]}{' (you)' if you_seat is not None and k == you_seat % 2 else ''} "
                            f"{scores[k]}" for k in first)
    # each group under every title (the game's name shorter) before the next says less (RowForms): every seat
    # named with the board's fill ("QUASH · round 1, 9 of 36 slots filled, ... · BLACK (Bot 2, Bot 4) 0"),
    # then without the fill, then a side of bots by its name alone
    # (then the board's fill without whose turn it is, the turn given way before a side's members or the fill:
    # the game resumes at whoever's turn it is, the row is to find the game by)
    p, stage = st.get("progress"), stage_words(st.get("stage"))
    fill = [[f"{p[0]} {p[1]}, {stage}", f] for f in named] if p and len(p) == 2 and stage else []
    return RowForms([[where, f] for f in named], fill, [[plain, f] for f in named],
                    [[where, f] for f in forms] + [[where, short]] + [[plain, f] for f in forms]
                    + [[plain, short]], [[where], [plain]])
