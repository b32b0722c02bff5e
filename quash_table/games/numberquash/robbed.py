"""The steals that took a seat's quashers since that seat last moved, read from the rules' own events
("bonus_spent" with effect "steal", engine/game.py events): the table marks the robbed cells and the header
says who took what until the robbed seat moves again ("Bot 4 stole your red 9 (11)")."""


def steals_since_last_move(match, seat):
    """[(thief, value, [steal, ...])] oldest first: each spent bonus of another seat since `seat`'s last
    move that took one of its quashers, with only the steals from `seat` (a 12 takes from everyone)."""
    found = []
    for i in range(len(match.actions) - 1, -1, -1):
        if match.actors[i] == seat:
            break
        if match.actions[i].get("type") != "bonus":
            continue
        for e in match.game.events(match.state_after(i + 1), None):
            if e.get("kind") == "bonus_spent" and e.get("effect") == "steal":
                mine = [st for st in e["steals"] if st["seat"] == seat]
                if mine:
                    found.append((e["seat"], e["value"], mine))
    return found[::-1]


def robbed_cells(found):
    """The cells the steals emptied: (colour, octagon, number) each."""
    return {tuple(st["from"]) for _, _, steals in found for st in steals}


def turns_missed_since_last_move(match, seat):
    """["blocked" | "forfeit", ...] oldest first: the turns of `seat` skipped since its last move, read from
    the rules' "skip" events (another seat's move skipped it), so the header can tell that seat itself."""
    found = []
    for i in range(len(match.actions) - 1, -1, -1):
        if match.actors[i] == seat:
            break
        for e in match.game.events(match.state_after(i + 1), None):
            if e.get("kind") == "skip" and e.get("seat") == seat:
                found.append(e.get("why"))
    return found[::-1]
