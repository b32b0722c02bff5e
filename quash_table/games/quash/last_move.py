"""See the last move again (L, or "See the last move" in the header), as Trickster shows the last trick.

Review 55l: in the advanced game nearly every bot move is a swap chain of 2-3 cards, all gliding at once; a new
player could not tell by eye what moved where. On your turn this plays the other seats' plays since yours again
on the table, a step at a time: the board as it was before them, then each card as it comes, the card a swap
took out lifted over the spot it left ("in the air") until it lands on its next spot. The steps come from the
plays as the rules keep them (the view's history: card, spot, swap chain) and the rules' own chain steps
(chains.chain_moves), never from words. Any key or click ends it at once: the table is back at the position.
No pygame here; the board builds each step's table (scene.build) and keeps the clock.
"""

from .chains import chain_moves
from .describe import short

BEFORE_SECONDS = 1.2    # the board as it was before the plays, long enough to see where the cards were
STEP_SECONDS = 1.5      # each step: a glide (0.32 s at normal speed), then time to read it and its words
BUTTON_WORDS = "See the last move"
STOP_WORDS = "Back to now"


def since_yours(history, seat):
    """The round's plays made by the other seats since `seat`'s latest one (all of them before its first), oldest
    first: what happened while it waited."""
    mine = [i for i, e in enumerate(history) if e["seat"] == seat]
    return history[mine[-1] + 1:] if mine else list(history)


def moves_of(entry):
    """The play as chain_moves' moves: [(spot, card it takes out or None)], the hand card first."""
    chain = entry.get("swap") or []
    if not chain:
        return [(entry["spot"], None)]
    moves = [(entry["spot"], chain[0][0])]
    moves += [(dest, nxt[0]) for (_, dest), nxt in zip(chain, chain[1:])]
    return moves + [(chain[-1][1], None)]


def before(side, entry):
    """One side's 9 spots as they were before `entry` was played on them (its moves taken back, last first)."""
    spots = [list(sp) for sp in side]
    chain = entry.get("swap") or []
    cards = [entry["card"]] + [c for c, _ in chain]
    places = [entry["spot"]] + [k for _, k in chain]
    spots[places[-1] - 1].remove(cards[-1])       # the last card of the play landed on an open slot there
    for i in range(len(cards) - 2, -1, -1):         # each earlier card took the next one's place
        sp = spots[places[i] - 1]
        sp[sp.index(cards[i])] = cards[i + 1]
    return [tuple(sp) for sp in spots]


def stages(board, entries, name):
    """[{"board": [side 0, side 1], "air": (card, side, spot it left) or None, "arrives": (card, seat) or None,
    "words"}]: the table before `entries` (the plays since yours, oldest first, on `board` as it is now), then
    after each of their steps; `name(seat)` names a seat ("Bot 2"). The last stage is the board as it is now."""
    sides = [[tuple(sp) for sp in side] for side in board]
    for e in reversed(entries):
        sides[e["seat"] % 2] = before(sides[e["seat"] % 2], e)
    who = sorted({name(e["seat"]) for e in entries}, key=[name(e["seat"]) for e in entries].index)
    out = [{"board": [list(s) for s in sides], "air": None, "arrives": None,
            "words": f"Before {' and '.join(who)} played: watch each card move (any key: back to now)"}]
    for e in entries:
        side = e["seat"] % 2
        pre = sides[side]
        moves = moves_of(e)
        for i in range(1, len(moves) + 1):
            now, moving, _ = chain_moves(pre, e["card"], moves[:i])
            spot, out_card = moves[i - 1]
            mover = e["card"] if i == 1 else moves[i - 2][1]
            step = f" ({i} of {len(moves)})" if len(moves) > 1 else ""
            if i == 1:
                words = f"{name(e['seat'])} plays {short(mover)} on spot {spot}"
            else:
                words = f"{short(mover)} moves on to spot {spot}"
            words += f", taking out {short(out_card)}{step}" if out_card is not None else f"{step}"
            stage_sides = [list(s) for s in sides]
            stage_sides[side] = list(now)
            out.append({"board": stage_sides, "air": (moving, side, spot) if moving is not None else None,
                        "arrives": (e["card"], e["seat"]) if i == 1 else None, "words": words})
        sides[side] = list(now)
    return out


class LastMove:
    """The replay's clock and step (the board asks it what to draw and when to build again)."""

    def __init__(self):
        self.shown = None       # the stages while it plays, else None
        self.pos = 0
        self.next_at = 0.0
        self.key = None         # (round, plays) it was started at: any other position ends it

    def running(self):
        return self.shown is not None

    def offered(self, view, my_turn):
        """Is there a play of another seat to see again (your turn, the round being played)? In the advanced game
        only: a basic play is one card flying in, framed "new" where it lands."""
        return my_turn and view["phase"] == "play" and view["seat"] is not None and view["variant"] == "advanced" \
            and bool(since_yours(view["history"], view["seat"]))

    def start(self, view, name, now):
        entries = since_yours(view["history"], view["seat"])
        self.shown = stages(view["board"], entries, name)
        self.pos = 0
        self.key = (view["round"], len(view["history"]))
        self.next_at = now + BEFORE_SECONDS

    def stop(self):
        self.shown = None

    def follow(self, view):
        """The position moved on (an undo, a load): the replay ends."""
        if self.shown is not None and self.key != (view["round"], len(view["history"])):
            self.shown = None

    def tick(self, now):
        """Step on when its time is up; True when the table must be built again (a step, or the end)."""
        if self.shown is None or now < self.next_at:
            return False
        self.pos += 1
        if self.pos >= len(self.shown):
            self.shown = None
        else:
            self.next_at = now + STEP_SECONDS
        return True

    def stage(self):
        return self.shown[self.pos] if self.shown is not None else None
