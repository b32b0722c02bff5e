"""Scoring a QUASH round on the state (plain functions of the State): spot 1 to 9 in order, each spot's
winner, failed-sequence bonuses, the QUASH bonus of a section, tiebreakers (asking the sides for cards),
the FINISH, the round's totals. Every step goes to the round's record and the move's events (record)."""

from .records import record
from .sequences import CARD_ORDER, SIDES, chooser_seats, compare_spots

QUASH_BONUS = 2


def start_scoring(s):
    s.phase = "scoring"
    if s.seats == 4:
        s.leftovers = tuple(tuple(h) for h in s.hands)     # each seat's own, as it put them into the pool
        for side, chooser in enumerate(chooser_seats(s.dealer, 4)):
            partner = (chooser + 2) % 4
            given = s.hands[partner]
            s.hands[chooser] = s.hands[chooser] + given
            s.hands[partner] = []
            record(s, {"type": "pool", "side": side, "from": partner, "to": chooser,
                        "count": len(given)})
    score(s)

def pool_seen(s, seat):
    """4 players, once the leftovers are pooled (scoring, and the scored round until the next deal), for a
    seat's view: {"holder": the seat holding its team's pool, "mine": the seat's own leftover cards lying
    in its partner's hand}. They were its own cards: no secret to it, wherever the pool is (the first seat
    holds it until the team names its player). Its partner's cards stay hidden. None for a spectator, at 2
    players and while the round is played."""
    if seat is None or s.leftovers is None:
        return None
    partner = (seat + 2) % 4
    held = set(s.hands[partner])
    return {"holder": s.holders()[seat % 2], "mine": sorted((c for c in s.leftovers[seat] if c in held),
                                                           key=CARD_ORDER.get)}


def award(s, points, event):
    """Move the track markers point by point; True when this scoring event ends the game. A side wins at
    the point that reaches the FINISH (rules: "wins at once, even in the middle of scoring"), so the
    event gives only the points up to then: a QUASH's +2 from one point short gives 1 (its marker went
    past the FINISH). Points given at the same moment (both failed: 1 each) both count."""
    given = [0, 0]
    reached = [False, False]
    for j in range(max(points)):
        for side in (0, 1):
            if j < points[side]:
                s.scores[side] += 1
                given[side] += 1
        reached = [sc >= s.target for sc in s.scores]
        if any(reached) and not (all(reached) and s.scores[0] == s.scores[1]):
            break
    event["points"] = given
    event["scores"] = s.scores[:]
    if given != list(points):
        event["cut"] = list(points)      # what the step would have given: the FINISH came first
    record(s, event)
    if not any(reached):
        return False
    if all(reached):
        if s.scores[0] == s.scores[1]:
            return False
        w = 0 if s.scores[0] > s.scores[1] else 1
    else:
        w = 0 if reached[0] else 1
    s.winner = w
    s.phase = "over"
    s.to_move = None
    s.tb = None
    record(s, {"type": "finish", "side": w, "scores": s.scores[:]})
    close_round(s)
    return True

def score(s):
    """Score spots from score_pos on until a tiebreaker needs a card, the game ends or the round does."""
    while s.score_pos < 9:
        k = s.score_pos
        red, black = s.board[0][k], s.board[1][k]
        res = compare_spots(red, black)
        ev = {"type": "spot", "spot": k + 1, "outcome": res[0]}
        if res[0] != "tie":
            s.won[k] = res[1] if res[0] in ("win", "failed") else -1
        if res[0] == "win":
            ev.update(side=res[1], why=res[2])
            if award(s, (1, 0) if res[1] == 0 else (0, 1), ev):
                return
            w = res[1]
        elif res[0] == "failed":
            w = res[1]
            ev.update(side=w, why=res[2])
            if award(s, (1, 0) if w == 0 else (0, 1), ev):
                return
            bonus = {"type": "failed_bonus", "spot": k + 1, "side": w}
            if award(s, (1, 0) if w == 0 else (0, 1), bonus):
                return
        elif res[0] == "both_failed":
            ev.update(side=None, why="both spots FAILED: 1 point each")
            if award(s, (1, 1), ev):
                return
            w = -1
        else:
            ev.update(side=None, why=res[1], points=[0, 0], scores=s.scores[:])
            record(s, ev)
            s.tb, s.tb_spot = [None, None], k
            if tiebreak_turn(s):
                return
            if s.phase == "over":
                return
            continue      # settled without cards; _tiebreak_turn closed the spot
        if close_spot(s, k, w):
            return
    end_round(s)

def tiebreak_turn(s):
    """Ask the next side for a card (True), or settle a tiebreaker nobody can play (False)."""
    choosers = s.holders()
    k = s.tb_spot
    if s.tb == [None, None]:
        has = [bool(s.hands[choosers[0]]), bool(s.hands[choosers[1]])]
        if not all(has):
            ev = {"type": "tiebreak", "spot": k + 1, "cards": [None, None]}
            if not any(has):
                ev.update(outcome="no_cards", side=None,
                          why="neither side has a leftover card: nobody wins the spot",
                          points=[0, 0], scores=s.scores[:])
                record(s, ev)
                close_spot(s, k, -1)
                return False
            w = 0 if has[0] else 1
            s.won[k] = w
            ev.update(outcome="forfeit", side=w,
                      why=f"{SIDES[1 - w]} has no leftover card and loses the tiebreaker")
            if award(s, (1, 0) if w == 0 else (0, 1), ev):
                return False
            close_spot(s, k, w)
            return False
    s.phase = "tiebreak"
    first = (s.dealer + 1) % s.seats
    for seat in (first, (first + 1) % s.seats):
        if s.tb[seat % 2] is None:
            s.to_move = choosers[seat % 2]
            return True
    raise AssertionError("both tiebreaker cards are down already")

def close_spot(s, k, w):
    """Record spot k's winner (-1: nobody); QUASH bonus after each section; True if the game ended."""
    s.won[k] = w
    s.tb, s.tb_spot = None, None
    s.score_pos = k + 1
    if k % 3 == 2:
        sec = range(k - 2, k + 1)
        for side in (0, 1):
            if all(s.won[j] == side for j in sec):
                ev = {"type": "quash", "section": k // 3 + 1, "side": side}
                if award(s, (QUASH_BONUS, 0) if side == 0 else (0, QUASH_BONUS), ev):
                    return True
    return False

def end_round(s):
    record(s, {"type": "round_end", "round": s.round, "scores": s.scores[:]})
    close_round(s)
    s.caused[-1]["round_points"] = s.rounds[-1]["points"][:]
    s.phase = "deal"
    s.to_move = (s.dealer + 1) % s.seats

def close_round(s):
    gained = [0, 0]
    for ev in s.events:
        if "points" in ev:
            gained[0] += ev["points"][0]
            gained[1] += ev["points"][1]
    s.rounds.append({"round": s.round, "dealer": s.dealer, "points": gained, "scores": s.scores[:]})
