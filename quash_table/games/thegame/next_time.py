"""After a lost game: one thing to try next time, read from the game's own analysis (analysis.analyze_match),
never canned: the summary's verdict said what went wrong, move by move, and stopped there (review 28: a
new player lost at 11 of 50, then at 5, and read "No card used up more numbers than another move of the same
turn would have" with nothing to take into the next deal). No pygame.

The first that applies, most useful first: a deal nobody could have won (nothing to change); a card laid on a
stack a team-mate asked to leave alone with another move open; a card that used up much more room than
another move of its turn; a team that said nothing; an early loss with no reverse trick; else keeping room.
"""

from .analysis import verdict_parts

BIG_COST = 3        # numbers more than the turn's best other move: a card worth a lesson
EARLY = 20          # cards laid: a loss before this many is an early one


def next_time_line(a):
    """"Next time: ..." for the analysis `a` of a lost game, or None (a game won or in play, or the analysis
    not settled)."""
    if a.get("outcome") != "lost" or "winnable" not in a:
        return None
    if a["winnable"] is False:
        return ("Next time: nothing to change; no team could have won this deal, whatever it played. "
                "Play again for a new one.")
    if any(b[3] == "free" for b in a.get("broken_asks") or ()):
        return ("Next time: when a team-mate asks to leave a stack alone, lay on the other stack if any "
                "card fits there; they are keeping a card for it.")
    costly = [c for c in a.get("costs") or () if c["cost"] >= BIG_COST and c["instead"] is not None
              and not c.get("instead_asked")]
    if costly:
        # the card itself is named in the verdict's line on room spent, just above
        return ("Next time: before you lay, compare the numbers each card would skip and lay the one that "
                "skips fewest; the hint (H) compares them for you.")
    if a.get("said", 1) <= a.get("turns", 0) // 4:
        return ("Next time: tell the team what you hold (\u201cI have a high red card\u201d): your team-mate "
                "then keeps room for it.")
    if a.get("laid", EARLY) < EARLY and not a.get("tricks"):
        return ("Next time: keep a card of a stack's top colour when you can: it turns that stack back "
                "(the reverse trick) and wins room again.")
    return ("Next time: lay the card closest to a stack's top, and keep reverse tricks for when a stack runs "
            "short of room.")


def lost_lines(a, name, hinted=None):
    """The end summary's notes after a game is over: the verdict (analysis.verdict_lines), then what to try
    next time after a loss. A move that lost it is said first, in one line (verdict_parts' lead)."""
    lines = verdict_parts(a, name, hinted, lead=True)[0]
    tip = next_time_line(a)
    return lines + [tip] if tip else lines


def spare_lines(a, name, hinted=None):
    """Those of lost_lines a short summary may leave out (analysis.verdict_parts's spare): never what went wrong
    nor what to try next time."""
    return verdict_parts(a, name, hinted, lead=True)[1]
