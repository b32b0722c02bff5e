"""What QUASH's hard search imagines it cannot see: a full state consistent with one seat's view (its
hand, the board and the spent cards as they are; the other hands, the draw pile, the discards and a face-down
tiebreaker card dealt at random from the unseen cards)."""

from .model import unseen_cards


def hidden_tiebreak_sides(view):
    """Sides whose tiebreaker card is down but unseen by this seat (the other side's, and in 4 players
    its own side's when the partner chose it)."""
    tb = view["tiebreak"]
    if not tb:
        return []
    me = view["seat"]
    out = []
    for side in (0, 1):
        if tb["chosen"][side] and not (side == me % 2 and view["choosers"][side] == me):
            out.append(side)
    return out


def sample_world(game, view, rng):
    """A full state consistent with what the seat has seen: the board, the cards spent in tiebreakers,
    its own hand and (4 players) its own leftover cards in its partner's hand as they are; the unseen cards (other hands, the draw pile, the advanced game's
    discards, a tiebreaker card still face down) dealt at random in the right numbers. Nothing else is
    known about them: the cards a seat plays come from a hand nobody sees, and leftovers and discards
    are never shown. The RNG for later rounds is fresh."""
    me, n = view["seat"], view["seats"]
    unseen = unseen_cards(view)
    rng.shuffle(unseen)
    pool = view.get("pool")
    mine = list(pool["mine"]) if pool else []        # its own leftover cards its partner holds: as they are
    hands = []
    for j in range(n):
        if j == me:
            hands.append(list(view["hand"]))
        else:
            known = mine if j == (me + 2) % n else []
            hands.append(known + [unseen.pop() for _ in range(view["hand_counts"][j] - len(known))])
    tb = None
    if view["tiebreak"]:
        tb = [None, None]
        for side in (0, 1):
            if view["tiebreak"]["chosen"][side]:
                tb[side] = view["tiebreak"]["my_card"] if side not in hidden_tiebreak_sides(view) \
                    else unseen.pop()
    discards = [unseen.pop() for _ in range(view["discard_count"])]
    pile = [unseen.pop() for _ in range(view["pile_count"])]
    if unseen:
        raise ValueError(f"the view does not add up: {len(unseen)} unseen cards left over")
    phase = view["phase"]
    if phase in ("scoring", "tiebreak"):
        score_pos = view["scoring_spot"] - 1
    else:
        score_pos = 0 if phase == "play" else 9
    history = []
    for h in view["history"]:
        text = f"{h['seat']} {h['card']} {h['spot']}"
        if "swap" in h:
            text += " " + " ".join(f"{c}>{k}" for c, k in h["swap"])
        history.append(text)
    d = {"seats": n, "options": dict(view["options"]), "dealer": view["dealer"], "round": view["round"],
         "phase": phase, "to_move": view["to_move"], "hands": hands, "pile": pile, "discards": discards,
         "board": view["board"], "scores": list(view["scores"]), "won": list(view["won"]),
         "score_pos": score_pos, "tb": tb,
         "tb_spot": view["tiebreak"]["spot"] - 1 if view["tiebreak"] else None,
         "spent": list(view["spent"]), "events": view["events"], "history": history,
         "rounds": view["rounds"], "winner": view["winner"], "rng": rng.next64(),
         "dealer_draw": view["dealer_draw"], "turn": view["turn"], "named": view["named"],
         # the other seats' own leftovers are not known: only this seat's, lying in its partner's hand
         "leftovers": None if pool is None else [mine if j == me else [] for j in range(n)]}
    return game.load(d)
