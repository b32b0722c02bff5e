"""Could this deal have been won with every card known? (The bound the bots are measured against.) The
analysis of a deal or a played game, and its words: the turning point, the room each card spent, the asks
gone against, the verdict's lines. The exact search itself is fastsolve.solve, the one the bots use;
solve() here asks it in the rules' terms.
"""

import time

from ...engine.naming import YOU, possessive

from . import fastsolve
from .playout import INDEX, NO_TOP, move_as_action
from .hint_measure import move_scores, preferred, turn_score
from .requests import standing_requests
from .rules import STACK_ARROWS, card_words, number, turns_back
from .why import all_laid, passed_over_note, spent
from .cost_words import _costly, _numbers, costs_words, doing_words, seat_name


def _top(code):
    return NO_TOP if code is None else INDEX[code]


def solve(seats, hands, pile, up, down, to_move, professional=False, seconds=5.0, line=None, placed=0):
    """True if the team can lay every card from this position, False if not, None if time ran out.

    hands: list of lists of codes (one a seat: `seats` of them); pile: list of codes, top-last (as the
    rules store it); up, down: the stacks' top codes (None: empty). If `line` is a list, a winning line of
    actions is left in it (so a test can replay it through the rules, and the verdict name its first move).
    `placed`: cards the seat to move has already laid this turn (the bots solve positions in the middle of
    a turn). fastsolve.solve answers, on the playout's encoding of the same position."""
    assert len(hands) == seats, (len(hands), seats)
    moves = None if line is None else []
    won = fastsolve.solve([[INDEX[c] for c in h] for h in hands], [INDEX[c] for c in pile], [_top(up), _top(down)],
                          to_move, placed, 1 if professional else 2, seconds, line=moves)
    if won and line is not None:
        line.extend(move_as_action(m) for m in moves)
    return won


def analyze_deal(game, seats, seed, options=None, stacked=None, seconds=5.0):
    """Solve a deal from its start: {'winnable': True/False/None, 'seconds': t}."""
    state = game.new_state(seats, seed=seed, options=options, stacked=stacked)
    t0 = time.perf_counter()
    result = solve(state.seats, state.hands, state.pile, state.up, state.down, state.to_move,
                   state.options["professional"], seconds)
    return {"winnable": result, "seconds": round(time.perf_counter() - t0, 3)}


def _solve_state(s, seconds, line=None):
    """Could the team still win from state `s` with every card known? (A finished state is settled.)"""
    if s.outcome is not None:
        return s.outcome == "won"
    return solve(s.seats, s.hands, s.pile, s.up, s.down, s.to_move, s.options["professional"], seconds,
                 line=line, placed=s.placed)


def turning_point(game, states, actions, seconds=5.0):
    """In a lost game whose deal was winnable: the move after which no winning line was left, as
    {"index": its place in the log (0-based), "seat", "action", "instead": a move that kept a win open,
    "choices", "kept": how many of the choices kept one, "did", "instead_did": what the two moves do (move_facts)}. A position that can no longer be
    won stays lost whatever follows, so a binary search over the states finds it in a few solves.
    None when a search ran out of time."""
    lo, hi = 0, len(actions)          # states[lo] can be won, states[hi] cannot
    while hi - lo > 1:
        mid = (lo + hi) // 2
        r = _solve_state(states[mid], seconds)
        if r is None:
            return None
        lo, hi = (mid, hi) if r else (lo, mid)
    before = states[lo]
    line = []
    if _solve_state(before, seconds, line) is not True or not line:
        return None
    # how many of the choices there kept a win open: one in five is a hard call, all but this one a slip
    choices = [a for a in game.legal_actions(before) if a["type"] != "signal"]
    kept = 0
    for a in choices:
        r = _solve_state(game.apply(before, a), seconds)
        if r is None:
            return None
        kept += r
    view = game.view(before, None)
    return {"index": lo, "seat": before.to_move, "action": dict(actions[lo]), "instead": line[0],
            "choices": len(choices), "kept": kept,
            # what each did there (next_time: the advice reads the same move and the move that kept a win open)
            "did": move_facts(view, actions[lo]), "instead_did": move_facts(view, line[0]),
            # the stack it would have opened: its top now is another card (review 49c: "laying purple 6 on ▲"
            # read as an illegal suggestion beside the red 10 on ▲ now)
            "instead_empty": line[0].get("type") == "play" and view[line[0]["stack"]] is None}


def move_facts(view, action):
    """What `action` does in `view`: {"skips": the numbers it uses up (why.spent), "back": how far it turns its
    stack back}; both 0 for ending the turn."""
    if action["type"] != "play":
        return {"skips": 0, "back": 0}
    return {"skips": len(spent(view, action["card"], action["stack"])), "back": back_by(view, action)}


def broken_asks(game, states, actions):
    """Every card laid on a stack a team-mate had asked to leave alone, as the rules' own
    "left_alone_played" facts tell it (the log's line reads the same event): [(log index, seat, stack,
    what else the mover could have done: "free", "asked" or "none"), ...]. A card laid there with no
    other move is still laid there: the verdict says so and why, never that nobody did (review 15)."""
    out = []
    for i, a in enumerate(actions):
        if a.get("type") != "play":
            continue
        for e in states[i + 1].caused:
            if e["kind"] == "left_alone_played":
                out.append((i, e["seat"], e["stack"], e["else"]))
    return out


def passed_asks(states, actions):
    """Every turn that ended laying nothing on a stack a team-mate had asked the team to play on, as the
    rules' own "play_ask_passed" facts tell it (the log's line reads the same event): [(log index, seat,
    stack), ...]. Only what the table saw: why the turn passed it by lies in a hidden hand. A turn that held
    no card for the stack ("forced", told in the log) passed nothing by: not counted (session 24)."""
    return [(i, e["seat"], e["stack"]) for i in range(len(actions)) for e in states[i + 1].caused
            if e["kind"] == "play_ask_passed" and not e.get("forced")]


def forced_passes(states, actions):
    """How many turns passed a "play on" stack by holding no card for it (the rules' "play_ask_passed"
    facts marked forced): such a turn did not lay there, so the verdict does not say every turn did."""
    return sum(1 for i in range(len(actions)) for e in states[i + 1].caused
               if e["kind"] == "play_ask_passed" and e.get("forced"))


def _given_back(states, actions, i, gone):
    """The numbers of `gone` (skipped by the card laid at log index `i`) still gone at the game's end: less
    those a later card turned the same stack back past, whoever laid it (yellow 3 on ▼'s yellow 8, then
    yellow 9 on it: the two-card plan the hint explains; green 3 on ▼ with green 9 in hand, laid on it a
    turn later; a team-mate's yellow 2 turning ▲ back by 8 after Bot 2's yellow 10: room won back is not
    spent, whoever won it back. Session 25 first credited only the mover's own cards, and the summary still
    named Bot 2's yellow 10 as the most room spent after the person's yellow 2 won it all back)."""
    stack = actions[i]["stack"]
    for j in range(i + 1, len(actions)):
        a = actions[j]
        if a.get("type") != "play" or a["stack"] != stack:
            continue
        top = states[j].up if stack == "up" else states[j].down
        if turns_back(a["card"], stack, top):
            back = number(a["card"])
            gone = [k for k in gone if (k > back if stack == "down" else k < back)]
    return gone


def move_costs(game, states, actions):
    """Each laid card's cost: the numbers it used up on its stack (why.spent, the measure the hint's words
    use: those skipped with a card still to come, on an empty stack too, none for a reverse trick; less any a
    later card, whoever laid it, gives back by turning that stack back: _given_back) beyond the cheapest other
    move its mover had at that point of the turn (another card, the other stack, or, after a first card, ending
    the turn) among those the hint's measure scored above it (hint_measure), never below 0; a card with no such
    move costs nothing. [{"index", "seat", "card", "stack", "spent", "cost", "instead", "fewer", "alone"}, ...] in
    log order; "instead" is that cheapest move (an action), None when there was none; "fewer": another move
    skipped fewer numbers, but the measure scored it lower; "alone": the card was its mover's only move."""
    out = []
    for i, a in enumerate(actions):
        if a.get("type") != "play":
            continue
        before = states[i]
        view = game.view(before, None)
        gone = spent(view, a["card"], a["stack"])
        used = len(_given_back(states, actions, i, gone))
        # what the hint said of the same card: the numbers it skipped (before any were won back), and where
        # the numbers a start passed over still fit (review 27: the summary's count and the hint's words met)
        note = passed_over_note(view, a["stack"], gone) if view[a["stack"]] is None else None
        # judged by the hint's measure (hint_measure: the policy's score of the turn each move begins): only a
        # move it scored above this one may show the card up as a waste (review 55k: the summary named the
        # hint's green 5 on ▲ the costliest card, "yellow 7 on ▼ instead would have wasted none", a move the
        # hint's measure and its play-outs both put last)
        mine = game.view(before, before.to_move)
        scores, played = move_scores(game, mine), turn_score(game, mine, _rest_of_turn(states, actions, i))
        best, fewer, alone = None, False, True    # fewer: a move skipped fewer, but the measure scored it lower
        for other in game.legal_actions(before):
            if other["type"] == "signal" or other == a:
                continue
            alone = False
            cost = 0 if other["type"] == "end_turn" else len(spent(view, other["card"], other["stack"]))
            if not preferred(scores, played, other):
                fewer = fewer or cost < used
                continue
            if best is None or cost < best[0] or cost == best[0] and back_by(view, other) > back_by(view, best[1]):
                best = (cost, other)
        # the seats whose standing "leave it alone" ruled the cheaper move out (review 23: the summary blamed
        # a bot for room the person's own request cost it)
        asked = [r["seat"] for r in standing_requests(view, best[1]["stack"], but=before.to_move)
                 if r["ask"] == "leave"] if best and best[1]["type"] == "play" else []
        out.append({"index": i, "seat": before.to_move, "card": a["card"], "stack": a["stack"], "spent": used,
                    "skipped": len(gone), "note": note, "fewer": fewer, "alone": alone,
                    "laid": all_laid(view, a["card"], a["stack"], view[a["stack"]]),   # numbers not counted
                    "cost": max(0, used - best[0]) if best else 0, "instead": best[1] if best else None,
                    "instead_back": back_by(view, best[1]) if best else 0, "instead_asked": asked})
    return out


def _rest_of_turn(states, actions, i):
    """The cards laid from log index `i` to the end of that turn (the card at `i` first)."""
    return [actions[j] for j in range(i, len(actions))
            if states[j].turn == states[i].turn and actions[j].get("type") == "play"]


def back_by(view, action):
    """How far `action` turns its stack back (a reverse trick: "turns ▼ back by 10"), 0 for any other move."""
    if action["type"] != "play":
        return 0
    top = view[action["stack"]]
    return abs(number(action["card"]) - number(top)) if turns_back(action["card"], action["stack"], top) else 0


def analyze_match(match, seconds=5.0):
    """For a save or a finished game: was the deal winnable with every card known? And for a lost game
    whose deal was: which move closed the last winning line, and did the team go against its own asks."""
    out = analyze_deal(match.game, len(match.seats), match.seed, match.options, match.stacked, seconds)
    state = match.state
    out["laid"] = state.laid
    out["outcome"] = state.outcome
    actions = list(match.actions)
    states = [match.initial]
    for a in actions:
        states.append(match.game.apply(states[-1], a))
    out["broken_asks"] = broken_asks(match.game, states, actions)
    out["costs"] = move_costs(match.game, states, actions)
    out["passed_asks"] = passed_asks(states, actions)
    # was anything asked to be left alone, or played on, at all? (the verdict says nobody went against it
    # only then)
    asks = {a["text"].get("ask") for a in actions if a.get("type") == "signal" and isinstance(a.get("text"), dict)}
    out["asked_leave"], out["asked_play"] = "leave" in asks, "play" in asks
    # how often the team spoke at all, and its reverse tricks (next_time.py: what to try next time)
    out["said"] = sum(1 for a in actions if a.get("type") == "signal")
    out["tricks"] = sum(1 for st in states[1:] for e in st.caused if e["kind"] == "stack_turned_back")
    out["turns"] = state.turn
    # who asked to play on which stack: one request is said as one, not as "every turn" (session 26)
    out["play_asks"] = [(match.actors[i], a["text"]["stack"]) for i, a in enumerate(actions)
                        if a.get("type") == "signal" and isinstance(a.get("text"), dict)
                        and a["text"].get("ask") == "play"]
    out["forced_passes"], out["seats"] = forced_passes(states, actions), len(match.seats)
    # the rules' own line for where the game stands ("In play: 6 of 50 cards laid."), as the summary says it
    out["summary"] = match.game.result(state)["summary"]
    if out["winnable"] is True and state.outcome != "won":
        # a game still in play: can the team still win from here with every card known? (lost: no)
        out["still"] = False if state.outcome == "lost" else _solve_state(state, seconds)
        if out["still"] is False:
            out["turning"] = turning_point(match.game, states, actions, seconds)
    return out


def _did_words(action, you):
    """What a seat did, as a sentence says it: "ended their turn", "laid yellow 3 on \u25bc". A seat is a
    person or plays for one: "their", as the move log says it ("Player 1 ended its turn", review 17)."""
    if action["type"] == "end_turn":
        return "ended your turn" if you else "ended their turn"
    return f"laid {card_words(action['card'])} on {STACK_ARROWS[action['stack']]}"


def turning_words(t, who):
    """The move that closed the deal's last winning line, in plain words, and how hard a spot it was:
    "Winnable (every card known) until move 18, when Bot 2 ended their turn in a tight spot: of 2 choices
    only laying yellow 3 on \u25bc kept a win open." The person's own move is said as theirs ("when
    you ended your turn"); a seat with one winning choice of several is said to have been in a tight spot,
    not blamed as if any move would do (review 16: "Bot 2's ending the turn ended that; only yellow 3 on
    \u25bc (of 2 choices) kept it open", after the person's own thin turns). At most 150 letters: two lines
    of the summary at 1024x640."""
    you = who == YOU
    did = f"{'you' if you else who} {_did_words(t['action'], you)}"
    start = f"Winnable (every card known) until move {t['index'] + 1}, when {did}"
    instead, choices = doing_words(t["instead"]), t["choices"]
    if t["kept"] > 1:
        others = f"{t['kept'] - 1} other" + ("s" if t["kept"] > 2 else "")
        return f"{start}; {instead} or {others} of {choices} choices kept a win open."
    if you:
        return f"{start}: of {choices} choices only {instead} would have kept a win open."
    return f"{start} in a tight spot: of {choices} choices only {instead} kept a win open."


def lost_at_words(t, who, costliest=None):
    """The end summary's first note after a loss that a move decided: why it was lost, in one line, "Lost at
    move 32: after Bot 2 laid green 2 on \u25bc, no way to win was left." The loss summary opened on "Winnable
    (every card known) until move 32, when ..." and three more paragraphs, none saying first why the game was
    lost (review 33); kept_open_words says the rest under it. `costliest`: that move's cost where it was the
    costliest card (costs_words then names the others, "Another costly card"), said here once: "Lost at move
    18: your red 9 on \u25b2 wasted 6 numbers and left no way to win." (it was named twice, session 34). One line of the
    summary at 1024x640 ("…, wasting 6 numbers (the costliest card), and after it no way to win was left." took
    two, review 34): the numbers the card used up in the end, not how many it skipped and a reverse trick won back."""
    you = who == YOU
    if costliest is not None:
        card = f"{possessive(who, you)} {card_words(t['action']['card'])} on {STACK_ARROWS[t['action']['stack']]}"
        # numbers a start passed over that still fit the other stack are not wasted: "skipped", shorter than
        # "passed over" (the one line holds "Lost at move 118: Bot 5's purple 10 on ▼ skipped 9 numbers and …")
        did = "skipped" if costliest.get("note") else "wasted"
        return f"Lost at move {t['index'] + 1}: {card} {did} {_numbers(costliest['spent'])} and left no way to win."
    return f"Lost at move {t['index'] + 1}: after {'you' if you else who} {_did_words(t['action'], you)}, no way " \
           "to win was left."


def _instead_words(t):
    """doing_words of the move that would have kept a win open, with "(empty then)" where it opens a stack."""
    return doing_words(t["instead"]) + (" (empty then)" if t.get("instead_empty") else "")


def kept_open_words(t, who):
    """What would have kept a win open at the move lost_at_words names, the move itself not said again: "With
    every card known, laying green 2 on \u25b2 or 1 other of 3 choices would have kept a win open."; a seat
    with one winning choice of several in a tight spot (turning_words)."""
    instead, choices = _instead_words(t), t["choices"]
    if t["kept"] > 1:
        others = f"{t['kept'] - 1} other" + ("s" if t["kept"] > 2 else "")
        return f"With every card known, {instead} or {others} of {choices} choices would have kept a win open."
    if who == YOU:
        return f"With every card known, of {choices} choices only {instead} would have kept a win open."
    return f"{who} was in a tight spot: of {choices} choices only {instead} kept a win open (every card known)."


def hint_agreed_words(t, name):
    """That the hint had advised the turning move, the move named: "The hint had advised what you did (End
    turn)". ("The hint chose that move too", after "only laying yellow 4 on ▼ would have kept a win open",
    could be read as the hint's choosing yellow 4: review 20.)"""
    who = name(t["seat"])
    did = "you" if who == YOU else who
    a = t["action"]
    move = "End turn" if a["type"] == "end_turn" else f"{card_words(a['card'])} on {STACK_ARROWS[a['stack']]}"
    return f"The hint had advised what {did} did ({move})"


def verdict_lines(a, name=seat_name, hinted=None):
    """The verdict's lines, the one source for the end-of-game summary after a loss and for the command
    line's analysis of any save (won, lost or still in play): a bad deal (no team could have won it), or
    the move that closed its last winning line and what would have kept it open (seen with every card
    known: no player sees them, so the line says so), or, in play, that the team could still win from
    here; whether anyone laid on a stack a team-mate had asked to leave alone, and whether a turn passed by
    one asked to be played on (passed_asks_lines). `name(seat)` is how
    the screen names a seat; `hinted(index)`, where the screen knows it, whether the move at that place in
    the log was the one a hint shown there advised (the line then says the hint chose it too, rather than
    leave the blame on the player who followed it)."""
    return verdict_parts(a, name, hinted)[0]


def verdict_parts(a, name=seat_name, hinted=None, lead=False):
    """(verdict_lines, the spare ones among them): what a short summary may leave out, the least needed (that
    many deals are lost, the asks every turn heeded), not what went wrong nor what to change (session 29).
    `lead`: a move that closed the last winning line is said first in one line, why the game was lost
    (lost_at_words), then what would have kept a win open (the end summary's; the command line keeps one
    line, turning_words)."""
    lines, spare, said = [], [], None     # said: the costliest card, named in the lead line
    playing = a.get("outcome", "lost") is None
    if a.get("outcome") == "won":
        lines.append("The team laid every card: this deal is beaten.")
    elif a["winnable"] is False:
        lines.append("A bad deal: even a team that saw every hand and the whole draw pile could not win it."
                     if playing else
                     "A bad deal: even a team that saw every hand and the whole draw pile could not have "
                     "won it. No choice lost this game.")
    elif a["winnable"] is True:
        t = a.get("turning")
        if playing and a.get("still"):
            lines.append("With every card known the team could still win from here: no player sees them, "
                         "and many deals of The Game are lost.")
        elif playing and a.get("still") is None:
            lines.append("The analysis ran out of time before settling this position.")
        elif t is None:
            lines.append("Only a team that saw every hidden card (the other hands, the draw pile) could "
                         "have won this deal: no player sees them, and many deals of The Game are lost.")
        else:
            if lead:
                # what would have kept a win open, a summary short of room leaves out (the costs line under it
                # names the cheaper move too): at 1024x640 a sixth note left the players' parts no room
                costly = _costly(a.get("costs") or [], hinted)
                said = costly[0] if costly and costly[0]["index"] == t["index"] else None
                lines.append(lost_at_words(t, name(t["seat"]), said))
                spare.append(kept_open_words(t, name(t["seat"])))
            lines.append(spare[-1] if lead else turning_words(t, name(t["seat"])))
            if hinted is not None and hinted(t["index"]):
                lines.append(hint_agreed_words(t, name) + ": with the other hands and the pile hidden it "
                             "looked best. Many deals are lost even so.")
            else:
                spare.append("No player sees the other hands or the pile, so a move that looks right can close "
                             "the last winning line: many deals are lost.")
                lines.append(spare[-1])
    else:
        lines.append("The analysis ran out of time before settling this deal.")
    if a.get("outcome") != "won" and a["winnable"] is not False and a.get("costs"):
        costs = costs_words(a["costs"], name, hinted, said)
        if costs:
            lines.append(costs)
    broken = a.get("broken_asks")
    if broken:
        # the rules' "left_alone_played" facts, each with what else its mover could have done: one line for
        # the cards laid there with a heeding move open, one for those laid there with none (a line each,
        # so "it had no other move" is never read as excusing a free choice, nor the other way round)
        for forced in (False, True):
            told = [b for b in broken if (b[3] != "free") == forced]
            if not told:
                continue
            i, seat, stack, other = told[0]
            more = f" ({len(told)} times in all{_hinted_share(told, hinted)})" if len(told) > 1 else ""
            who = "you" if name(seat) == YOU else name(seat)      # mid-sentence: "At move 7, you laid..."
            # the mover named again, never "they" (read as the team-mate who asked: review 20)
            why = (ELSE_WORDS[other].format(who=who, whose=possessive(who, who == "you")) if forced
                   else ", with another move open")
            # a move the hint advised is the hint's, with its reason (session 52: the summary scolded a request
            # broken on the hint's word; session 59: "you laid on ▲ (the hint's move) though asked" still blamed you)
            if hinted is not None and hinted(i):
                why = why if forced else HINT_WEIGHED
                lines.append(f"At move {i + 1}, the hint advised laying on {STACK_ARROWS[stack]} though a team-mate "
                             f"asked to leave it{why}{more}.")
                continue
            lines.append(f"At move {i + 1}, {who} laid on {STACK_ARROWS[stack]} though asked to leave "
                         f"it{why}{more}.")
    elif broken is not None and a.get("asked_leave", True):
        spare.append("Nobody laid on a stack a team-mate asked to leave alone.")
        lines.append(spare[-1])
    passed = passed_asks_lines(a, name)
    lines.extend(passed)
    if not a.get("passed_asks"):
        spare.extend(passed)        # every turn heeded the asks to play on
    return lines, spare


def _hinted_share(told, hinted):
    """How many of the requests broken `told` were the hint's move, after their count: ", 2 of them the hint's
    moves" (session 52 marked the first alone: "(the hint's move) ... (3 times in all)" left the other two
    unsaid, the person's own or the hint's)."""
    k = sum(1 for b in told if hinted is not None and hinted(b[0]))
    if not k:
        return ""
    return ", each the hint's move" if k == len(told) else f", {k} of them the hint's move{'s' if k > 1 else ''}"


def passed_asks_lines(a, name=seat_name):
    """The verdict's line on "play on ▼" requests a turn passed by (the rules' "play_ask_passed" facts,
    read as the log reads them), said as the "leave alone" ones are (review 21: only those were said): the
    first such turn and how many in all, or that every turn heeded them. Never why: that lies in the
    mover's hidden hand."""
    passed = a.get("passed_asks")
    if passed:
        i, seat, stack = passed[0]
        more = f" ({len(passed)} times in all)" if len(passed) > 1 else ""
        who = "you" if name(seat) == YOU else name(seat)
        return [f"At move {i + 1}, {who} laid nothing on {STACK_ARROWS[stack]} though a team-mate asked to "
                f"play on it{more}."]
    if passed is None or not a.get("asked_play") or a.get("forced_passes"):
        return []          # (a turn with no card for the stack laid nothing there: "every turn" is untrue)
    asks = a.get("play_asks") or []
    if len(asks) == 1:
        seat, stack = asks[0]
        who, arrow = name(seat), STACK_ARROWS[stack]
        if who == YOU:
            mate = "Your team-mate" if a.get("seats", 2) == 2 else "The team"
            return [f"{mate} laid on {arrow} as you asked."]
        return [f"{'You' if a.get('seats', 2) == 2 else 'The team'} laid on {arrow} as {who} asked."]
    return ["Every turn laid on a stack a team-mate asked to play on."]


# why the hint advised a card on a stack asked to be left alone, with another move open: its search weighed them all
HINT_WEIGHED = ": it judged every other move open would cost the team more"
# why a card went on a stack asked to be left alone, as the rules' event tells it (rules.describe_event)
ELSE_WORDS = {"none": ": {who} had no other move",
              "asked": ": {whose} other moves went against a team-mate's words too"}


def verdict(a, name=seat_name):
    """The verdict as one paragraph (the command line's analysis, tests)."""
    return " ".join(verdict_lines(a, name))


def describe_analysis(a):
    """The command line's analysis of a save: the rules' line for where the game stands, then the
    verdict (verdict_lines, the words the board's summary shows)."""
    return f"{a['summary']} {verdict(a)}"
