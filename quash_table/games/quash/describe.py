"""QUASH's moves and events in words (the move log, captions and the hint read these)."""

from ...engine.naming import Reason, a_or_an, counted_unit
from .scoring import QUASH_BONUS
from .sequences import RANK_WORDS, RV, SIDES, card_words

def short(code):
    """A card's short name on the board and in a hint: "Q\u2660" (sequences.card_words: the one name the log says too)."""
    return card_words(code)


def seat_name(seat, seats):
    if seats == 4:
        return f"{SIDES[seat % 2]} (seat {seat + 1})"
    return SIDES[seat % 2]


def _moving(action, article, name=card_words):
    """', moving the 9 of clubs to spot 3 and ...' for a swap chain's cards, or ''; `name` says a card (the
    log's card_words, the hint's short)."""
    moves = [f"{article}{name(c)} to spot {k}" for c, k in action.get("swap") or ()]
    if not moves:
        return ""
    return ", moving " + (" and ".join(moves) if len(moves) < 3 else ", ".join(moves[:-1]) + " and " + moves[-1])


def _chain_steps(action):
    """A chain of several swaps step by step in words, from the action's own list of moves: which card goes
    where and which card it sends on: "your K♦ goes to spot 1, the J♦ there to spot 6, the A♠ there to spot
    3", each "there" the spot just named (session 23: "K♦ takes J♦'s place on spot 1, J♦ takes A♠'s place on
    spot 6, ..." in symbols read as a puzzle; session 30: "the J♦ it replaces moves to spot 6; the A♠ it
    replaces there moves to spot 3" took a two-swap hint to the smaller type, 4 of 96 brief hints). The last
    card takes an open slot."""
    cards = [action["card"]] + [c for c, _ in action["swap"]]
    spots = [action["spot"]] + [k for _, k in action["swap"]]
    steps = [f"your {short(cards[0])} goes to spot {spots[0]}"]
    steps += [f"the {short(cards[i])} there to spot {spots[i]}" for i in range(1, len(cards))]
    return ", ".join(steps)


def _chain_short(action):
    """A chain of several swaps as the hint says it, each card where it goes in the fewest words: "your 2♦ to spot
    1, Q♦ on to 4, 9♠ on to 5", each "on to" the card the one before sent on (session 47: the stronger advanced
    hint picks such chains, and "your 2♦ goes to spot 1, the Q♦ there to spot 4, the 9♠ there to spot 5" left the
    reason and its warning no room in two lines at 1024x640)."""
    cards = [action["card"]] + [c for c, _ in action["swap"]]
    spots = [action["spot"]] + [k for _, k in action["swap"]]
    return ", ".join([f"your {short(cards[0])} to spot {spots[0]}"] +
                     [f"{short(cards[i])} on to {spots[i]}" for i in range(1, len(cards))])


def move_brief(action):
    """A play in the fewest words that still name each card and where it goes, for words that say another step
    first ("take back the swap of …, then your 2♦ on spot 5"; a swap: "then your 2♦ goes to spot 5, the 9♦ there
    to spot 7", as _chain_steps says a chain)."""
    if action.get("swap"):
        return _chain_steps(action)
    return f"your {short(action['card'])} on spot {action['spot']}"


def describe(action, seat=None, seats=2):
    """A move in words, or None for a kind QUASH does not have (the Game's default words then)."""
    who = seat_name(seat, seats) if seat is not None else "Someone"
    t = action.get("type")
    if t == "play":
        # at four the name ("Bot 3") does not say which side's spot: the side is named too
        where = f"{SIDES[seat % 2]}'s spot" if seats == 4 and seat is not None else "spot"
        return f"{who} plays {card_words(action['card'])} on {where} {action['spot']}" + _moving(action, "")
    if t == "tiebreak":
        # the card is face up to its player alone (the mat shows it to them): "face down" said to them too
        # hidden from whom: with one other player, that one (review 36: "hidden from the others" at 2 players; the
        # log names only the mover, so the other is not named: RED or BLACK would read as a side, not a person)
        others = "the other player" if seats == 2 else "the others"
        return f"{who} lays a tiebreaker card face down (hidden from {others})"
    if t == "tiebreak_chooser":
        k = action.get("seat")
        if k == seat:
            return f"{who} will play the team's tiebreakers this round"
        other = seat_name(k, seats) if isinstance(k, int) else k
        return f"{who} asks {other} to play the team's tiebreakers this round"
    if t == "deal":
        return f"{who} shuffles and deals the next round"
    return None


def describe_hint(action, seat, seats):
    """A move as advice to the seat that would make it: "play your K♥ on spot 2" (the hint names your own
    tiebreaker card, which the public words keep face down). Its cards are named as the board and the hint's
    reason name them (short: "K♥"; session 36, review 35: "play the J of spades on spot 8 — … your J♠ …" read as
    two cards on one line)."""
    t = action.get("type")
    if t == "play":
        # a chain in the same words, card by card where each goes: "play your Q♠ on spot 4, moving your 8♠ to
        # spot 7" (review 14: "swap: Q♠→4, 8♠→7" beside the words of a plain play read as two styles)
        if len(action.get("swap") or ()) > 1:
            # the steps alone name the card played and its spot (a prefix "play the 2 of diamonds on spot 1"
            # made the hint three lines at 1024x640)
            return _chain_short(action)
        return f"play your {short(action['card'])} on spot {action['spot']}" + _moving(action, "your ", short)
    if t == "tiebreak":
        return f"lay your {short(action['card'])} on the tiebreaker"
    if t == "tiebreak_chooser":
        if action.get("seat") == seat:
            return "play your team's tiebreakers yourself this round"
        return f"ask your partner, {seat_name(action['seat'], seats)}, to play the team's tiebreakers"
    if t == "deal":
        return "deal the next round"
    return None


def points_words(event):
    """A QUASH bonus's points: "+2", or "+1, reaching the FINISH" when the FINISH came first (the rules
    give only the points up to it: event "cut" is what the step would have given)."""
    got = max(event.get("points") or [QUASH_BONUS])
    if event.get("cut"):
        return f"+{got}, reaching the FINISH"
    return f"+{got}"


def describe_event(event, seats):
    """An event (engine/game.py events) in words, or None for one nobody needs told."""
    kind = event.get("kind")
    side = SIDES[event["side"]] if event.get("side") in (0, 1) else None
    if kind == "card_drawn":
        if "card" in event:
            return f"{seat_name(event['seat'], seats)} draws the {card_words(event['card'])}"
        # a clause after the move it ends ("plays the 10 of clubs on spot 9 — the draw pile is now empty")
        return "the draw pile is now empty" if event["pile_left"] == 0 else None
    if kind == "sequence_failed":
        cards = ", ".join(card_words(c) for c in event["cards"])
        if event.get("mendable"):
            return f"{side}'s spot {event['spot']} ({cards}) cannot make a run now; a later swap can still mend it"
        if event.get("last_slot"):
            # why a player spoils a spot of its own (new players, session 22: a partner bot did, unexplained):
            # said where the table shows it, the side's last open slot (a card had to go there); the hand's
            # cards stay unsaid
            return f"{side}'s spot {event['spot']} ({cards}) will be FAILED: it was {side}'s last open slot"
        return f"{side}'s spot {event['spot']} ({cards}) will be FAILED"
    if kind == "sequence_mended":
        return f"it mends {side}'s spot {event['spot']} ({', '.join(card_words(c) for c in event['cards'])})"
    if kind == "round_dealt":
        text = f"Round {event['round']} begins"
        if event.get("set_aside"):
            text += f", {event['set_aside']} cards set aside unseen"
        return text + f"; {seat_name(event['first'], seats)} plays first"
    if kind == "spot_scored":
        spot, outcome = event["spot"], event["outcome"]
        if outcome == "tie":
            return f"Spot {spot}: tie ({event['why']}), a tiebreaker decides it"
        if outcome == "both_failed":
            return f"Spot {spot}: both spots FAILED, 1 point each"
        return f"Spot {spot}: {side} wins, {event['why']} (+1)"      # higher card, or the other failed
    if kind == "failed_bonus":
        # no article after the verb: the move log may not end a line on "the", so "BLACK scores / the
        # bonus point ..." broke after a short first line (review 16, 30.png)
        return f"Spot {event['spot']}: {side}'s bonus point for {SIDES[1 - event['side']]}'s FAILED spot (+1)"
    if kind == "quash":
        return f"QUASH! {side} won all three spots of section {event['section']} ({points_words(event)})"
    if kind == "tiebreak":
        spot, outcome = event["spot"], event["outcome"]
        cards = event.get("cards") or [None, None]
        if cards[0] is not None:
            red, black = (card_words(c) for c in cards)
            if outcome == "tie":
                return f"Tiebreaker on spot {spot}: {red} against {black}, equal ranks: choose again"
            win, lose = (red, black) if event["side"] == 0 else (black, red)
            return f"Tiebreaker on spot {spot}: {win} beats {lose}, {side} wins the spot (+1)"
        if outcome == "forfeit":
            return f"Tiebreaker on spot {spot}: {side} wins, {event['why']} (+1)"
        return f"Tiebreaker on spot {spot}: {event['why']}"
    if kind == "leftovers_pooled":
        # each partner's cards as they go into the team's pool, in player words; who holds the pool is said
        # once, where it stays: by the player named for the tiebreakers (the table's plates show where it
        # lies meanwhile). "..., held by Bot 3" here and "with the 8 pooled cards Bot 3 held" at the naming
        # read as a pool hopping from hand to hand (new players, s16)
        if not event["count"]:
            return None
        go = "goes" if event["count"] == 1 else "go"
        return (f"{seat_name(event['giver'], seats)}'s {counted_unit(event['count'], 'leftover card')} {go} into "
                f"{side}'s pool for its tiebreakers")
    if kind == "tiebreak_player_named":
        # the naming move's whole sentence (tells_move): who plays, not who asked whom, with the pool
        text = f"{seat_name(event['seat'], seats)} plays {side}'s tiebreakers this round"
        if not event["count"]:
            return text + " (no pooled leftover cards)"
        return text + f", with its {counted_unit(event['count'], 'pooled leftover card')}"
    if kind == "round_scored":
        red, black = event["scores"]
        text = f"Round {event['round']} scored: RED {red}, BLACK {black}"
        gained = event.get("round_points")
        if gained is not None:
            text += f" (this round RED +{gained[0]}, BLACK +{gained[1]})"
        return text
    if kind == "finish":
        return f"{side} reaches the FINISH and wins, {max(event['scores'])} to {min(event['scores'])}"
    return None


COUNT_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def ties_ahead(n):
    """The ties on the board still to be played after this one, as the tiebreaker's words name them: "the tie
    still to be played", "the two ties still to be played" (review 34a: "the 1 tie still to come")."""
    return "the tie still to be played" if n == 1 else f"the {COUNT_WORDS[n]} ties still to be played"


def tiebreak_words(card, mine, their_max, ahead):
    """Why this leftover card on a tiebreaker, in words a player can use: `mine` your leftover cards,
    `their_max` the highest rank the other side may still hold (0: none), `ahead` how many ties on the
    board are still to come after this one. Its card named as the hint's move line names it ("the K♦"). On the
    round's last tie nothing is kept "for later" (review 36: "keeping your others for later", with no later)."""
    v, word = RV[card], short(card)
    later = ties_ahead(ahead)
    if v > their_max:
        cheaper = any(their_max < RV[c] < v for c in mine)
        beats = "beats every card the other side can still hold"
        return f"the {word} {beats}" if cheaper or len(mine) == 1 or not ahead else \
            f"the {word} is your lowest card that {beats}, keeping your others for {later}"
    sure = [c for c in mine if RV[c] > their_max]
    if len(mine) > 1 and v == min(RV[c] for c in mine) and sure and ahead:
        # review 23: "you cannot be sure to win this tie" was said while a 9 in hand beat all they could hold
        keep = min(sure, key=lambda c: RV[c])
        return (f"your {short(keep)} would win a tie for sure: it is kept for {later}, and your lowest "
                f"card goes here")
    if len(mine) > 1 and v == min(RV[c] for c in mine):
        return (f"you cannot be sure to win this tie (they may hold {a_or_an(RANK_WORDS[their_max])}): your "
                f"lowest card goes, keeping your higher ones for {later}") if ahead else \
            "your lowest card: the other side may hold higher cards anyway"
    if v == max(RV[c] for c in mine):
        # the threat is every card above yours, not only their highest (review 21: a 6 as your best, "they
        # may still hold a K", when any 7 or higher beats it)
        threat = "" if their_max <= v else \
            f" (they may still hold {a_or_an(RANK_WORDS[their_max])})" if their_max == v + 1 else \
            f" (they may hold higher cards: any {RANK_WORDS[v + 1]} or higher beats it)"
        return "your highest card gives this tie its best chance" + threat
    return f"the {word} has a fair chance here" + (f" and keeps your higher cards for {later}" if ahead else "")


def tiebreak_reason(card, mine, their_max, ahead):
    """The hint's reason for a tiebreaker card (engine.naming.Reason): the short words tiebreak_words says, and
    on H a why of the rules beside them: the higher tiebreaker card wins the spot, and the highest card you have
    not seen where the short words do not name it (review 36: H showed the same words again)."""
    said = tiebreak_words(card, mine, their_max, ahead)
    rule = "the higher tiebreaker card wins the spot (equal ranks lay again)"
    if RV[card] > their_max:
        seen = f"the highest card you have not seen is {a_or_an(RANK_WORDS[their_max])}" if their_max else \
            "you have seen every card"
        return Reason(f"{said}: {seen}, and {rule}", said)
    return Reason(f"{said}; {rule}", said)


def other_side_words(mine, theirs):
    """Why a card of yours does not go on the other side's half of the board: said while it is held over one of
    their spots (the composer's refusal) and when it is let go anywhere on their half (side_drop)."""
    return f"That is {theirs}'s side: you play on your own side, {mine}, the bottom half of the board"
