"""NumberQuash's finished row in the Load list (no pygame): the places in order, each with its name and
score, in one format shortened in planned steps (Game.finished_row_forms; the kit's save_list tries each
until one fits its row).

Review 20 (64-load.png) found the rows unlike each other: a pass-and-play row said "finished, Player 2 won,
Player 1 2nd, Player 2 1st of 2" (the winner twice, places out of order, no score), six-seat rows said
"You: 17, bots: 18, 18, 18, 17, 16" (no bot named) beside "Bot 6: 18, Bot 4: 18, Bots 2, 3 and 5: 16, 17,
15". Every form here lists the seats from first to last:

1. "finished · Bot 3 1st: 18, You 2nd: 17, Bot 2 3rd: 16, Bot 4 not placed: 15" (the places say who won);
2. "finished, Bot 3 won · Bot 3: 18, You: 17, Bot 2: 16, Bot 4: 15" (the order says the places);
3. seats level on a score together ("Bots 6 and 4: 18, You: 17, Bots 2 and 3: 16, Bot 5: 15"): every
   name and score still there, in place order, for a six-seat row at 1280;
4. "finished, Bot 3 won, you 2nd of 6": who won and your place, no score.
"""

from ...engine.naming import joined
from ...engine.standing import ordinal


def finished_row_forms(st, names, you_seat, bots):
    """[[where, scores], ..., [where]]: a finished race's row parts, longest first (see the module doc);
    None where the standing has no places for every seat (an older save: the kit's words)."""
    final, scores = st.get("places"), st.get("scores") or []
    if st.get("to_move") is not None or not final or not len(final) == len(scores) == len(names):
        return None
    drawn, winners = st.get("drawn") or [], st.get("winners") or []
    n = len(names)
    ranked = sorted(range(n), key=lambda i: (final[i] is None, i not in drawn, final[i] or 0, -scores[i], i))

    def place(i):
        if final[i] is None:
            return "drawn" if i in drawn else "not placed"
        return ("joint " if final.count(final[i]) > 1 else "") + ordinal(final[i])

    if winners:
        won = "finished, " + joined(["you" if w == you_seat else names[w] for w in winners]) + " won"
    else:
        won = "finished, a draw" if drawn else "finished"
    people = [i for i in range(n) if bots is None or i not in bots]
    yours = won
    if you_seat is not None and people == [you_seat] and you_seat not in winners:
        yours += f", you {place(you_seat)}" + (f" of {n}" if final[you_seat] is not None else "")
    placed = ", ".join(f"{names[i]} {place(i)}: {scores[i]}" for i in ranked)
    forms = [["finished, a draw" if drawn and not winners else "finished", placed]]
    plain = [f"{names[i]}: {scores[i]}" for i in ranked]
    forms.append([won, ", ".join(plain)])
    runs = []          # seats next to each other in the order, level on a score: said once
    for i in ranked:
        if runs and scores[runs[-1][-1]] == scores[i]:
            runs[-1].append(i)
        else:
            runs.append([i])
    if len(runs) < n:
        forms.append([won, ", ".join(f"{together(names, run)}: {scores[run[0]]}" for run in runs)])
    forms.append([yours])
    return forms


def together(names, seats):
    """Seats named at once, in the order given: "Bot 5", "Bots 6 and 4", "You and Bot 3"."""
    if len(seats) > 1 and all(names[i] == f"Bot {i + 1}" for i in seats):
        return "Bots " + joined([str(i + 1) for i in seats])
    return joined([names[i] for i in seats])
