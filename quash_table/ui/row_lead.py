"""A Load row's standing in a few words (no pygame), split from save_list.py: who leads a game going on, for a
row with no room for every score, and whether a table's bots are named together in the kit's standing."""

from ..engine.naming import YOU, joined, table_names
from ..engine.match import short_seat_name
from ..engine.standing import bots_named


def bots_named_together(game, seats):
    """Whether the kit's standing words name a table's bots together ("Bots 2\u20136: 16, 22, ..."): more bots
    than the game names each (Game.named_bot_scores)."""
    return sum(s.get("kind") == "bot" for s in seats) > game.named_bot_scores


def lead_words(game, seats, st):
    """Who leads an unfinished game, in a few words, for a row with no room for every score: "Bot 4
    leads, 40", "you lead, 12", "all on 0" (the lowest leads where the game is won on the fewest points,
    Flush); in a race that says places (NumberQuash: "you 3rd of 6" is the people's), the bot in the
    lead by its place ("Bot 5 leads, 9": a 6-seat row said no score at all, note 16); "" for a finished
    game (its row says who won), a co-operative one (one short score), a game of sides (their own short
    form), a race led by a person (its places say so) or a game whose scores are said by seat alone."""
    scores = st.get("scores") or []
    if (st.get("to_move") is None or game.cooperative or game.sides(len(seats))
            or len(scores) != len(seats) or len(scores) < 2):
        return ""
    if game.scores_by_seat:     # the scores in seat order, as a score sheet's "212-180" (a Continue row
        # of Quadruple War, its end longer, lost every score: session 23)
        return "\u2013".join(str(n) for n in scores) + f" {game.score_unit[1]}"
    places = st.get("places")
    if places:
        first = [i for i, p in enumerate(places) if p == 1]
        if not first or len(first) == len(seats) or any(seats[i].get("kind") != "bot" for i in first):
            return ""
        names = table_names(seats, short_seat_name)
        if len(first) > 1:
            return f"{bots_named(names, first)} lead, {scores[first[0]]}"
        return f"{names[first[0]]} leads, {scores[first[0]]}"
    held = st.get("held") or []
    if not any(scores) and len(held) == len(scores):
        # every score still 0 (Flush's first round): who holds the fewest cards, from the saved position
        # (a 6-seat row said "all on 0" after several turns: review 18b, 37.png)
        fewest = min(held)
        least = [i for i, v in enumerate(held) if v == fewest]
        names = table_names(seats, short_seat_name)
        if len(least) > 1:
            # who they are: "2 hold fewest" named nobody (session 22)
            who = joined(["you" if names[i] == YOU else names[i] for i in least])
            return f"{who} hold fewest, {fewest} cards"
        return (f"you hold fewest, {fewest} cards" if names[least[0]] == YOU
                else f"{names[least[0]]} holds fewest, {fewest} cards")
    unit = game.score_unit[1]     # "Bot 4 leads, 40 points": every score with what it counts (session 22)
    if says_whole_standing(game, seats, st):
        if len(scores) == 2:
            return f"level on {scores[0]} {unit}"
        return f"all on {scores[0]} {unit}"
    best = (min if game.low_score_wins else max)(scores)
    leaders = [i for i, v in enumerate(scores) if v == best]
    names = table_names(seats, short_seat_name)
    if len(leaders) > 1:
        who = joined(["you" if names[i] == YOU else names[i] for i in leaders])
        return f"{who} level on {best} {unit}"
    return f"you lead, {best} {unit}" if names[leaders[0]] == YOU else f"{names[leaders[0]]} leads, {best} {unit}"


def says_whole_standing(game, seats, st):
    """Whether lead_words says every seat's score ("level on 0 points", "all on 3 points": every score alike, and
    nothing said in their place), so that a row loses nothing but names in saying it for the scores."""
    scores = st.get("scores") or []
    if (st.get("to_move") is None or game.cooperative or game.sides(len(seats)) or len(scores) != len(seats)
            or len(scores) < 2 or game.scores_by_seat or st.get("places")):
        return False
    if not any(scores) and len(st.get("held") or []) == len(scores):
        return False        # who holds the fewest cards is said instead (Flush's first round)
    return len(set(scores)) == 1
