"""The one line over your hand on the Flush board: what to do now, short (the tray says the rest)."""

from . import staging
from .cards import counted
from .reasons import lays_last
from .rules import FLUSHES
from .state import higher_values, seat_name

# how much longer than their pace the bots rest after a move that caused these (a share of the pace): a
# Flush's banner, a pickup, a Skip and a turned hidden card have more to read than a lay (session 22)
REST_AFTER = {"flush": 1.0, "picked_up": 0.6, "skip": 0.6, "hidden_turned": 0.6, "base_given": 0.6,
              "declared": 0.3}
PLAY_AGAIN = {"flush", "base_given", "bases_kept", "no_base_target"}   # events after which the seat goes on


def circling_words(view):
    """The table's caption while the round goes round in circles (the view's `circling`: turns without a
    Flush, once they reach the rules' threshold), its fullest form first; [] while it does not. The move
    log's "circling" line says the same once (rules' event); this stays on the table until a Flush."""
    n = view.get("circling")
    if not n:
        return []
    return [f"Going round in circles: {n} turns without a Flush. Only a Flush takes cards out of play",
            f"Going round in circles: {n} turns without a Flush",
            f"{n} turns without a Flush"]


def score_words(view, brief=False):
    """The header's score line: the round and the Mimic ("Round 3 of 5  ·  Mimic 6"). The Mimic is what a
    new player looks for there, so the `brief` form, for a header whose told action would take two lines,
    keeps it and gives up " of 5" (it dropped the Mimic, and a round's result or a Flush left "Round 5"
    alone: review 19a, res_03.png, 28.png); the told action is said in fewer words instead (caption_brief).
    Not "out at 30" too: the score sheet says it by its red line."""
    bits = [f"Round {view['round']}" + (f" of {view['arena_rounds']}" if view["format"] == "arena" and not brief
                                        else "")]
    if view["mimic"] is not None:
        bits.append(f"Mimic {view['mimic']}")
    return "  \u00b7  ".join(bits)


def caption_brief(event, seats, me=None):
    """A told step's words in fewer, for a header too narrow for its caption on one line beside the round
    and the Mimic (a bot's Flush Plus at 6 seats, 1024x640, was cut after "The stock is"), as a list of forms,
    longest first; None where the caption is the one form. The banner over the middle says the whole of it.
    A round's result keeps who went out and `me`'s points (the screen's seat) before the others' (issue 23:
    at three seats the header said "Round 1 is over" alone)."""
    kind = event.get("kind")
    who = seat_name(event["seat"], seats) if event.get("seat") is not None else ""
    if kind == "round_scored":
        out = f"Round {event['round']} is over: {seat_name(event['winner'], seats)} goes out"
        mine = event["points"][me] if me is not None and me != event["winner"] else None
        return ([f"{out}; {seat_name(me, seats)} +{mine}"] if mine is not None else []) + [out]
    if kind != "flush":
        return None
    name = "Super Flush" if event["super"] else "Flush"
    if event["how"] == "run":
        whose = f"{who}'s {name}" if who else name      # whose Flush, by name (review 56r, six seats)
        text = f"{whose}: {counted(event['count'], event['value'])}"
    elif event["how"] == "links":
        text = f"{who}: Link {name}!"
    elif event.get("card") == "F+":
        text = f"{who}: Flush Plus, {name}!"
    else:
        text = f"{who}: {name}!"
    return [text + draw_brief(event)]


def draw_brief(event):
    """A Flush Plus's draws in a few words (' Others draw'), '' for a Flush without draws."""
    if "drew" not in event:
        return ""
    n = len(event["drew"])
    return " Nobody draws" if not n else " Others draw" if event.get("everyone", True) else f" Only {n} draw"


def replay_words(session, read_only):
    """Where a replay shows no hand of the screen seat, what is true of the hands there; None: the kit's
    words. Every round's result lays the round's hands face up, so a replay seen as a seat does not keep
    them hidden throughout: "Hands stay hidden in this replay" stood over a hand the result showed face up
    (review 19a, 41.png)."""
    if not read_only:
        return None
    if session.face_up:
        return "All cards face up; hidden ones in gold frames" if session.finished else None
    if session.showing_result():
        return "The round's result shows every hand"
    return "Hands stay hidden until a round's result shows them"


def curtain_words(view, name):
    """Why the pass-and-play curtain calls `name` now (under "Pass to Cat"), from the spectator `view`: what
    their turn starts on, public facts only ("Cat: your turn — the pile has two 9s on top: play 9 or
    lower, or pick up"). The curtain said only "Pass to Cat" (review 15). Who a Skip passed over (review
    16) is said, with every move made meanwhile, in the kit's list under the curtain's button
    (ui/curtain_news.py: "Ann lays a 7 Skip on the pile — Ben is skipped")."""
    # the seats turn round the table at each turn (the person to play sits at the bottom): said before it
    # happens, so a new player does not take the turned table for other people's places (review 20)
    return f"{_turn_words(view, name)}. {TABLE_TURNS_WORDS}"


# what the pass-and-play curtain adds: the table turns for each person (paint_seats: the bottom is theirs)
TABLE_TURNS_WORDS = ("The table turns so that you sit at the bottom; everyone keeps their order round the table "
                     "and their place on the score sheet.")


def _turn_words(view, name):
    stage = view["stage"]
    if stage == "swap":
        return f"{name}: your turn — first swap a card for the Flush Mimic"
    if stage == "super":
        return f"{name}: your Super Flush — give a base, or keep them"
    v = view["pile_value"]
    if v is None:
        return f"{name}: your turn — the pile is empty: play any value"
    return (f"{name}: your turn — the pile has {counted(view['pile_run'], v)} on top: play {v} or lower"
            + (", or pick up" if higher_values(v) else ""))


def prompt(board, view, fits=None):
    """The line over your hand: the first of its forms, longest first, that `fits` (a test of the text
    against the room the score sheet leaves it; None: the longest)."""
    forms = prompt_forms(board, view)
    return next((f for f in forms if fits is None or fits(f)), forms[-1])


def prompt_forms(board, view):
    """The prompt's words, the fullest first and then shorter ones for a narrow band (a turned Mimic's
    line, at 1024x640, ran over the score sheet's title)."""
    words = _prompt(board, view)
    if isinstance(words, str):
        return [words]
    return words


def _prompt(board, view):
    skipped = board.skips_of_you_words() if board._round_result() is None else ""
    if not board.session.my_turn() and skipped:
        return skipped      # a Skip passed over you: said where the eye is (review 55m, revm_67)
    if not board.session.my_turn() or board._round_result() is not None:
        return ""           # not yours, or a round's result waits for Next: no turn to prompt
    c = board.composer
    stage = view["stage"]
    lifted = board.table.piece_by_id.get(board.drag.selected) if board.table is not None and board.drag.selected else None
    if lifted is not None and (lifted.zone or "").startswith("hidden:"):
        # said before it happens: Space (or Enter) turns the lifted hidden card up, and it stays turned
        return ["Space turns this hidden card up: it stays turned", "Space turns it up: it stays turned",
                "Space turns it up"]
    if stage == "swap":
        return "Swap a card for the Flush Mimic"
    if stage == "super":
        return ["Super Flush: give a base, or keep them", "Give a base, or keep them"]
    if stage in staging.HIDDEN_STAGES and c is not None and c.mimic_choice() is not None:
        alt = view["staged"]["mimic_as"]
        return [f"Turned Mimic: as {alt}s or its own (A), Declare", f"Turned Mimic: as {alt}s or its own (A)",
                f"Mimic: as {alt}s or own (A)"]
    if stage in staging.HIDDEN_STAGES:
        # adding is offered only where a legal move adds (with no card of its value left, declaring is the
        # only move: the banner offered "Add 8s" with an empty hand, session 22)
        v = view["staged"]["value"]
        where = f"your {v}" if stage == "hidden" else "your new pile"
        if any(a["type"] != "declare" for a in board.legal):
            # Mimics join it too: "Add 9s to your 9" left them out (review 55m, revm_145)
            if v == view["mimic"]:
                return f"Add {v}s to {where}, or Declare"
            return [f"Add {v}s or Mimics to {where}, or Declare", f"Add {v}s or Mimics, or Declare"]
        return [f"Declare: nothing can join {where}", "Declare"]
    if c is not None and c.busy():
        if c.problem():
            return c.problem()
        if len(c.staged) == 1 and c.staged_codes()[0] in FLUSHES:
            return "Declare: a Flush card goes alone"
        # (as what Declare sends: your last card onto a new pile picks the old pile up, no going out, review 61v)
        if lays_last(view, c.main()[0]["type"], len(c.staged)):
            return ["Declare: your last card, you go out", "Declare: you go out"]     # nothing left to add
        return ["Declare, or add more cards", "Declare"]
    v = view["pile_value"]
    if v is None and any(e["kind"] in PLAY_AGAIN for e in board._caused()):
        return "Flush! Play again: any value"
    if v is None:
        return "Play any value"
    # a pickup is offered only where the rules allow one: nothing is higher than a 10 (review 19a)
    return [f"Play {v} or lower, or pick up", f"Play {v} or lower"] if higher_values(v) else f"Play {v} or lower"


# L with no Link Flush offered and the move log always there (the kit's Board.log_shown_words): L is Link Flush,
# and Moves where six seats fold the log in a small window; it did nothing and said nothing (issue 23)
L_KEY_WORDS = "No Link Flush to lay now (L); the moves are always shown at this size"
