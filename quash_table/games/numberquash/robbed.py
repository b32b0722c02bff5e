"""The steals that took a seat's quashers since that seat's last turn, read from the rules' own events
("bonus_spent" with effect "steal", engine/game.py events): the table marks the robbed cells and the header
says who took what ("Bot 4 stole your red 9 (11)") from the start of the robbed seat's turn to its end,
or until that seat steals the quasher back (the news ends with its fact).
It said so only until that seat's first move, its roll: against bots a person who rolled at once never
saw it (pass-and-play's hand-over banner held them on the header)."""

from .state import COLOUR_INDEX, PLACE, cell_index


def _turn(state):
    """Which turn a state is in: (round, place in the turn order)."""
    return state.round_no, state.pos


def before_this_turn(match, seat):
    """The index after `seat`'s last action before the turn it is playing now (its moves this turn are
    its own, not news), or after its last action when it is not to move."""
    i = len(match.actions)
    if match.to_move == seat and not match.over:
        now = _turn(match.state)
        while i > 0 and match.actors[i - 1] == seat and _turn(match.state_after(i - 1)) == now:
            i -= 1
    return i


def _steals(match, i):
    """The bonus_spent steal events move i caused."""
    if match.actions[i].get("type") != "bonus":
        return []
    return [e for e in match.game.events(match.state_after(i + 1), None)
            if e.get("kind") == "bonus_spent" and e.get("effect") == "steal"]


def steals_since_last_move(match, seat):
    """[(thief, value, [steal, ...])] oldest first: each spent bonus of another seat since `seat`'s last
    turn that took one of its quashers, with only the steals from `seat` (a 12 takes from everyone), and
    none that `seat` has taken back this turn: a steal of its own off the cell the thief put that quasher
    on ends that news (the header still said "Bot 2 stole your red 9" after you stole it back)."""
    start = before_this_turn(match, seat)
    found = []
    for i in range(start - 1, -1, -1):
        if match.actors[i] == seat:
            break
        for e in _steals(match, i):
            mine = [st for st in e["steals"] if st["seat"] == seat]
            if mine:
                found.append((e["seat"], e["value"], mine))
    back = {(st["seat"], tuple(st["from"])) for i in range(start, len(match.actions)) if match.actors[i] == seat
            for e in _steals(match, i) for st in e["steals"]}
    cells = match.state.cells

    def still_robbed(thief, st):
        # a cell covered again (a quasher stolen onto it from another cell, review 49b, or a later roll) is
        # no longer robbed: its ring and its tip "this cell is open again" stood over the new quasher
        colour, octagon, number = st["from"]
        return (thief, tuple(st["to"])) not in back and \
            cells[COLOUR_INDEX[colour]][cell_index(octagon, number)] == "."
    found = [(thief, value, kept) for thief, value, steals in found
             for kept in [[st for st in steals if still_robbed(thief, st)]] if kept]
    return found[::-1]


def robbed_cells(found):
    """The cells the steals emptied: (colour, octagon, number) each."""
    return {tuple(st["from"]) for _, _, steals in found for st in steals}


def turns_missed_since_last_move(match, seat):
    """[("blocked" | "forfeit", the blocker or None), ...] oldest first: the turns of `seat` skipped since its
    last turn, read from the rules' "skip" events (another seat's move skipped it), so the header can tell
    that seat itself."""
    found = []
    for i in range(before_this_turn(match, seat) - 1, -1, -1):
        if match.actors[i] == seat:
            break
        for e in match.game.events(match.state_after(i + 1), None):
            if e.get("kind") == "skip" and e.get("seat") == seat:
                found.append((e.get("why"), e.get("by")))
    return found[::-1]


def others_skipped_since_last_move(match, seat):
    """[(skipped seat, "blocked" | "forfeit", the blocker or None), ...] oldest first: the turns of other seats the rules skipped
    since `seat`'s last turn began, its own last move included (a Block ends with the blocked seat's skip),
    so the header can tell it at a shared screen: the log alone said "Ann is blocked and misses this turn"
    (review 17)."""
    found = []
    for i in range(before_this_turn(match, seat) - 1, -1, -1):
        for e in match.game.events(match.state_after(i + 1), None):
            if e.get("kind") == "skip" and e.get("seat") not in (seat, None):
                found.append((e["seat"], e.get("why"), e.get("by")))
        if match.actors[i] == seat:
            break
    return found[::-1]


def roll_used_this_turn(match, seat):
    """Has `seat`, to move, used a roll this turn (placed, banked or ended on it: a move of its own after its
    first roll, or the roll ended itself: nothing fitted, option auto_end), so that its turn goes on past the
    first roll (a double, the free roll)? A dud first roll before a spent free roll left the header on "you
    missed 2 turns, blocked by Bot 2" while you rolled again (review 57: the roll had no move after it)."""
    start = before_this_turn(match, seat)
    rolls = [i for i in range(start, len(match.actions)) if match.actions[i].get("type") == "roll"]
    if not rolls:
        return False
    first = rolls[0]
    return first < len(match.actions) - 1 or match.state_after(first + 1).phase != PLACE
