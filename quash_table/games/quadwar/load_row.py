"""Quadruple War's Load row for a game going on (Game.unfinished_row_forms; no pygame): every seat's score by
name, yours first, for as long as the row has room ("You: 61, Bot 2: 43, Bot 3: 0, Bot 4: 81 points"). The kit's
row said them by name only while the trick and the unit fitted too: at 1280x800 a row against bots, and a
Continue row, fell back to an unnamed "61\u201343\u20130\u201381 points" (session 24)."""

from ...engine.load_row_forms import RowForms
from ...engine.standing import RESULT, bots_named, standing_words, unit_after


def order_from(you_seat, n):
    """The seats as the row says their scores: yours first, then round the table from you (seat order at a
    table of people, where nobody is "you")."""
    first = you_seat if you_seat is not None else 0
    return [(first + k) % n for k in range(n)]


def short_names(names, most=6):
    """The seats' names cut for a narrow row ("Annabelle" -> "Annab."), each still its own: names as they are
    where two cuts would read alike or nothing is cut."""
    cut = [n if len(n) <= most else n[:most - 1] + "." for n in names]
    return cut if len(set(cut)) == len(cut) else list(names)


def _scores(st, names, you_seat, bots, unit):
    """(every seat by name with its score and the unit, yours first: "You: 61, Bot 2: 43 points"; the same with
    shorter names, the bots named together where three or more have their seats' own names ("You: 61, Bots
    2\u20134: 43, 0, 81 points"), else long names cut ("Annab.: 52, Chris.: 91, Bot 3: 102, Bot 4: 91 points"), else
    the named form; the same in short, "61\u201343 points"), or None (no score a seat).
    Every form that names the scores says "points" after them (session 26): the unit gave way before the names
    in session 36, and a narrow row read "You: 72, Bot 2: 82" as counts of nothing said."""
    scores = st.get("scores") or []
    n = len(names)
    if len(scores) != n or n < 2:
        return None
    order = order_from(you_seat, n)
    named = ", ".join(f"{names[i]}: {scores[i]}" for i in order)     # "Bot 2 43" read as one name (review 26)
    named = f"{named} {unit_after(scores[order[-1]], unit)}"
    plain = [i for i in sorted(bots or []) if names[i] == f"Bot {i + 1}"]
    together = named
    if len(plain) > 2:
        people = ", ".join(f"{names[i]}: {scores[i]}" for i in order if i not in plain)
        together = ", ".join(([people] if people else [])
                             + [f"{bots_named(names, plain)}: " + ", ".join(str(scores[i]) for i in plain)])
        together = f"{together} {unit_after(scores[plain[-1]], unit)}"
    elif short_names(names) != list(names):   # long names cut: "Annab.: 52, Chris.: 91, Bot 3: 102, ..."
        cut = short_names(names)
        together = ", ".join(f"{cut[i]}: {scores[i]}" for i in order) + f" {unit_after(scores[order[-1]], unit)}"
    return named, together, "\u2013".join(str(scores[i]) for i in order) + f" {unit[1]}"


def finished_row_forms(st, names, you_seat, bots, unit):
    """RowForms for a finished game, longest first, or None (no score a seat): who won, then every score as the
    unfinished row says them (by name, yours first), then in short, then none; each group tried under every
    title before the next ("Bot 4 won": the row is under "Finished games"). The kit's row dropped the title's options ("(Bags)", "(to 200)") before anything
    else and then the scores whole, where the game going on kept both (session 28)."""
    said = _scores(st, names, you_seat, bots, unit)
    if st.get("to_move") is not None or said is None:
        return None
    where = standing_words(dict(st, stage=None), names, you_seat, bots=bots, by_seat=True, unit=unit)[0]
    named, together, sheet = said
    # "finished, Bot 4 won" as every game's finished row says it, where it fits; "Bot 4 won" (under "Finished
    # games") before the title's options go: "finished, " took their room; then the bots named together before
    # the scores lose their names (a row of the table with older copies at 1024x640 left it
    # "99\u201332\u2013102\u201345 points", review 35), "points" said in each
    won = where.removeprefix("finished, ")
    return RowForms([[where, named], [won, named], [won, together]], [[won, sheet]], [[won]])


def unfinished_row_forms(st, names, you_seat, bots, where, unit):
    """RowForms for a game going on, longest first, or None (no score a seat): every score by name with the
    unit (`unit`: Game.score_unit) in every such form, the trick said short in every form ("hand 3, trick 2,
    Bot 4 to play", not the kit's "trick 2 of 13" in some rows only: review 25), and what gives way first is
    the hand's step, the trick ("hand 3, Bot 4 to play"), then the turn ("hand 3"), then where the game stands:
    every game's row keeps its round or hand longest (the hand's number went first, "trick 9, your turn", while
    other games said "round 2, your turn", session 34); all these one group, tried under the title with its
    options before a shorter one: the bags and the target change what a score means (session 26). Then the
    scores in short, in the same order ("61\u201343\u20130\u201381 points"); then [where]. The hand's number
    is in every form (never the scores without it: session 59), and past the longest form the bots are named
    together in every form, so a list names one table's bots one way (review 61w): "hand 1, your turn \u00b7 You:
    0, Bots 2\u20134: 0, 0, 0 points", "hand 13 \u00b7 You: 72, Bots 2\u20134: 82, 105, 94 points" (the row of a table
    with older copies at 1024x640 said the scores alone, its hand dropped, review 35); the unit said in every form that names the scores (session 26;
    session 36 dropped it, review 36c)."""
    said = _scores(st, names, you_seat, bots, unit)
    if st.get("to_move") is None or said is None:
        return None
    named, together, sheet = said
    p, stage = st.get("progress"), st.get("stage") or []
    # where the game stands is said in every form, as Continue's line leads with it: the scores give way to their
    # short form first (session 59: a pass-and-play row said "Player 1: 16, ... points" without "hand 1 scored",
    # which the menu's Continue line and the other rows said)
    if not p or p[2:] == [RESULT]:      # a hand's result waiting for Next: nobody's turn is on the table
        return RowForms([[where, named], [where, together]], [[where, sheet]], [[where]])
    turn = standing_words(dict(st, stage=None, progress=None), names, you_seat, bots=bots)[0]
    hand = f"{p[0]} {p[1]}"
    in_trick = len(stage) == 3 and stage[0] == "trick"
    # the trick in one wording in every form, "trick 5" (a table's hands have one number of tricks: "of 13"
    # tells little; review 25); what gives way first is the trick, the hand's step, then whose turn it is, as
    # every game's row gives way (QUASH's board's fill before its round, session 34: the hand's number went
    # first, "trick 9, your turn" beside another game's "round 2, your turn"), the hand kept to the last
    where = f"{hand}, trick {stage[1]}, {turn}" if in_trick else f"{hand}, {turn}"
    steps = [where, f"{hand}, {turn}", hand]
    # past the trick, the scores named shorter before the turn goes ("hand 1, your turn · You: 0, Bots 2\u20134: 0,
    # 0, 0 points"): a game saved and kept for Continue, its end the longest, said "hand 1 \u00b7 ..." alone at
    # 1024x640 (session 37)
    scores = st.get("scores") or []
    if len(set(scores)) == 1:
        # every score alike (a first hand's 0s): "all on 0 points" says them all, and where the game stands goes
        # last: three saves of one hand at 1024x640 read "hand 1 · You: 0, Bot 2: 0, Bot 3: 0, Bot 4: 0 points",
        # the trick and the turn gone, alike but for their time (review 39)
        level = f"all on {scores[0]} {unit_after(scores[0], unit)}"
        return RowForms([[steps[0], named], [steps[0], level], [steps[1], level], [steps[0]], [steps[1]],
                         [hand, level], [hand]], [[w, sheet] for w in steps], [[where]])
    # the bots named together in every form after the longest where they are named so (review 61w: one row of a
    # table read "You: 62, Bot 2: 52, Bot 3: 83, Bot 4: 82", the next "You: 0, Bots 2\u20134: 12, 41, 20", each as
    # its own room held): one naming down the list wherever the row is too narrow for the whole of the first
    shorter = [[w, together] for w in steps] if together != named else [[w, named] for w in steps[1:]]
    return RowForms([[steps[0], named]] + shorter, [[w, sheet] for w in steps], [[where]])
