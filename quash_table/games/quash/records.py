"""What a QUASH round keeps and what a move caused: plays as short strings, the round's record of scoring
steps (saved), and those steps as events (engine/game.py events)."""


def history_entry(h):
    """A play as kept in the state ('0 KH 2 JH>5 6C>3') -> the dict a view shows."""
    seat, card, spot, *swap = h.split()
    out = {"seat": int(seat), "card": card, "spot": int(spot)}
    if swap:
        out["swap"] = [[c, int(k)] for c, k in (x.split(">") for x in swap)]
    return out


# --- what a move caused (engine/game.py events) ------------------------------------------------------
# Each scoring step is kept twice: in the round's record `events` (saved, in the "type" form saves have
# always had) and in the move's `caused` list as an event ("kind" form). RECORD_KINDS names the event kind
# of each record type; as_event turns a record into its event, so a board can read the round's earlier
# steps in the same words as the move's new ones. The events a move caused that come from the record are,
# in order, the last entries of the round's record after that move.
RECORD_KINDS = {"spot": "spot_scored", "failed_bonus": "failed_bonus", "quash": "quash", "tiebreak": "tiebreak",
                "pool": "leftovers_pooled", "named": "tiebreak_player_named", "round_end": "round_scored",
                "finish": "finish"}
_EVENT_KEYS = {"from": "giver", "to": "holder"}     # "to" marks an event for one seat only: not these
# a record whose event is the whole sentence of the move that made it (engine/game.py: "tells_move"): naming
# the tiebreaker player says who plays them, so the log does not say the move and then the same again
_TELLS_MOVE = {"named"}
# records said on a line of their own in the move log, under the move that caused them (ui/narration.py)
_OWN_LINE = {"pool"}


def as_event(record):
    """A record of the round's scoring (a view's "events" entry) as the event a move caused."""
    event = {"kind": RECORD_KINDS[record["type"]]}
    for key, value in record.items():
        if key != "type":
            event[_EVENT_KEYS.get(key, key)] = value[:] if isinstance(value, list) else value
    if record["type"] in _TELLS_MOVE:
        event["tells_move"] = True
    if record["type"] in _OWN_LINE:
        event["own_line"] = True
    return event


def record(s, record):
    """Keep a scoring step in the round's record and among the events of the move being applied."""
    s.events.append(record)
    s.caused.append(as_event(record))


def copy_event(e):
    """A copy of a scoring event or round summary that shares no list with the state."""
    e = dict(e)
    for key in ("points", "scores", "cards"):
        v = e.get(key)
        if v is not None:
            e[key] = v[:]
    return e
