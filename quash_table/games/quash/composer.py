"""How a person builds a QUASH move on the board, one drop or button at a time (no pygame).

`QuashComposer` is the board's composer (engine/composer.py). Its pieces are card codes (your hand cards,
or the card in the air while a swap chain is built); its targets are "spot:k" (a spot of your side, k 1..9),
"swap:CODE" (advanced: one of your cards on the board, to swap it out) and "tiebreak" (the tiebreaker
mat); its buttons are "play_anyway" / "cancel" (a placement that will fail is asked first), "cancel" (take
a chain back), "lay" / "cancel" (a tiebreaker card dropped on the mat is laid, or taken back), "deal" and
"name:k" (4 players: who plays the team's tiebreakers).

An advanced swap chain: a hand card dropped on one of your cards takes its place; the card it displaced is
then in the air and must go on: dropped on an open slot it ends the chain (the whole move goes to the
rules as one action), dropped on another card it displaces that one, and so on, with no limit on the
length (`SwapChain`). Every step is checked by the rules' own chain_moves as it is made, so a step the
rules refuse is refused at once with their reason and the chain stays as it was. The card in the air
dropped back on the spot it left takes that step back (what a person means by putting it back).
"""

from ...engine.composer import Composer, ComposerButton, Outcome
from ...engine.game import IllegalAction
from ...engine.naming import joined
from .chains import chain_moves, chain_step_ok
from .describe import move_brief, other_side_words, short
from .rules import GAME
from .sequences import SIDES, SIZES, can_become_proper, card_words, mendable, open_slots, why_not_proper
from .hints_plan import GIST_ROOM
from .reply import reply_words
from .step_why import step_reason


class SwapChain:
    """The chain so far: `board` is your side as it now stands, `moving` the card in the air."""

    def __init__(self, side, card, spot, out):
        """`card` from the hand dropped on `out`, a card on `spot` (1..9) of your side `side` (9 lists).
        IllegalAction (with the rules' reason) when that first swap is not allowed."""
        self.side = [tuple(sp) for sp in side]
        self.card, self.spot = card, spot
        self.moves = [(spot, out)]
        self.board, self.moving, self.left = chain_moves(self.side, card, self.moves)

    def step(self, spot, out=None):
        """The card in the air dropped on `spot`: displacing `out`, or on an open slot (None), which ends
        the chain. Returns the finished play action when the chain ends, else None. IllegalAction (and
        nothing changes) when the rules refuse the step."""
        board, moving, left = chain_moves(self.board, self.moving, [(spot, out)], self.left)
        self.moves.append((spot, out))
        self.board, self.moving, self.left = board, moving, left
        return self.action() if moving is None else None

    def back(self):
        """Take the last step back (the card that displaced the card in the air is in the air again).
        False when only the first swap is left (then the whole chain is taken back by its owner)."""
        if len(self.moves) < 2:
            return False
        self.moves.pop()
        self.board, self.moving, self.left = chain_moves(self.side, self.card, self.moves)
        return True

    def left_from(self):
        """The spot (1..9) the card in the air was displaced from."""
        return self.moves[-1][0]

    def replaced_by(self):
        """The card that took the place of the card in the air: your card played, or the chain's card before."""
        return self.moves[-2][1] if len(self.moves) > 1 else self.card

    def action(self):
        """The play action of the finished chain (the form the rules and legal_actions use)."""
        steps = [[out, dest] for (_, out), (dest, _) in zip(self.moves, self.moves[1:])]
        return {"type": "play", "card": self.card, "spot": self.spot, "swap": steps}

    def options(self):
        """Every drop the rules allow the card in the air next: [(spot 1..9, card it displaces or None)],
        spot by spot, an open slot before the cards there."""
        out = []
        for k in range(9):
            spot = k + 1
            tries = ([None] if len(self.board[k]) < SIZES[k] else []) + list(self.board[k])
            out += [(spot, x) for x in tries if chain_step_ok(self.board, self.moving, spot, x, self.left)]
        return out

    def hinted_next(self, action):
        """When the chain so far is the start of `action` (a hinted play), that play's next drop for the
        card in the air as (spot, card it displaces or None); else None."""
        left = self.hinted_rest(action)
        return left[0] if left else None

    def hinted_rest(self, action):
        """When the chain so far is the start of `action` (a hinted play), the drops of it still to make, in
        order: [(spot, card it displaces or None)], the last onto an open slot; else []."""
        swap = action.get("swap") if action.get("type") == "play" else None
        if not swap or action.get("card") != self.card or action.get("spot") != self.spot:
            return []
        want = [(self.spot, swap[0][0])] + [(d, nxt[0]) for (_, d), nxt in zip(swap, swap[1:])]
        want.append((swap[-1][1], None))
        n = len(self.moves)
        if n >= len(want) or [tuple(m) for m in want[:n]] != self.moves:
            return []
        return want[n:]


def target_of(spot, out):
    """The target id of a drop on `spot` (1..9): the card it swaps out, or the spot's open slot."""
    return f"spot:{spot}" if out is None else f"swap:{out}"


class QuashComposer(Composer):
    """QUASH's composer for the seat at the screen (see the module's docstring). `chain` (a SwapChain)
    and `confirm` ({"action", "text", "title"}: a placement that spoils a spot, waiting for "Play it
    anyway") are the move in progress; the board draws them."""

    def __init__(self, view, legal, hinted=None):
        super().__init__(view, legal)
        self.chain = None
        self.confirm = None
        # `hinted()`: the move the hint shows now: a failing placement it advised is played, not asked about again
        # (review 56p: the hint said "spot 1 will fail whatever you lay", and its move asked "Play it anyway")
        self.hinted = hinted or (lambda: None)
        # a tiebreaker card dropped on the mat, yours to take back until you lay it ("lay"): a card laid
        # is final (the rules show both once both are down), and the drop itself was (review 14)
        self.laid = None
        self.side = view["side"]
        self.board = [tuple(sp) for sp in view["board"][self.side]] if self.side is not None else None
        self.theirs = [tuple(sp) for sp in view["board"][1 - self.side]] if self.side is not None else None
        self.advanced = view["variant"] == "advanced"
        self._starts = {(a["card"], a["spot"], a["swap"][0][0]) for a in self.legal if "swap" in a}
        self._plays = {(a["card"], a["spot"]) for a in self.legal if a["type"] == "play" and "swap" not in a}
        self._tiebreak, self._buttons = [], {}
        for a in self.legal:
            t = a["type"]
            if t == "play":
                continue
            if t == "tiebreak":
                self._tiebreak.append(a["card"])
            elif t == "deal":
                self._buttons["deal"] = a
            elif t == "tiebreak_chooser":
                self._buttons[f"name:{a['seat']}"] = a
        self._hand = list(view["hand"] or []) if self._plays or self._starts else []
        self._targets = {}                  # hand card -> its lit targets (asked every frame while held)
        self.said = None                    # what the last drop took back, for the table to say (take_said)

    # --- what may be picked, and where it may go ---------------------------------------------------------
    def pieces(self):
        if self.confirm is not None:
            return []
        if self.chain is not None:
            return [self.chain.moving]
        if self._tiebreak and not self._buttons:
            return [c for c in self._tiebreak if c != self.laid]     # another card dropped replaces it
        return list(self._hand)

    def targets(self, piece):
        if self.confirm is not None:
            return []
        if self.chain is not None:
            return [target_of(s, x) for s, x in self.chain.options()] + self.put_back() \
                if piece == self.chain.moving else []
        if piece in self._tiebreak and not self._buttons:
            return ["tiebreak"]
        if piece not in self._hand:
            return []
        got = self._targets.get(piece)
        if got is None:
            got = [f"spot:{k}" for k in range(1, 10) if (piece, k) in self._plays]
            if self.advanced:
                got += [f"swap:{x}" for k in range(9) for x in self.board[k] if self._can_start(piece, k + 1, x)]
            self._targets[piece] = got
        return got

    def put_back(self):
        """The places on the spot the card in the air came from, where a drop takes that swap back (the panel says
        "drop it there to put it back"): lit as the others, not red with no word (review 45a)."""
        c = self.chain
        k = c.left_from()
        return [f"spot:{k}"] + [f"swap:{x}" for x in c.board[k - 1]]

    def warning(self, piece, target):
        """Why laying `piece` (a hand card) on the lit `target` "spot:k" makes that spot's sequence fail,
        in the rules' words (placement_failure: the same judgement that asks "Play it anyway"), or None.
        A swap never warns: every spot a chain reaches must keep its chance of a proper sequence."""
        if self.chain is not None or self.confirm is not None or piece not in self._hand \
                or not target.startswith("spot:"):
            return None
        spot = int(target[5:])
        if (piece, spot) not in self._plays:
            return None
        return GAME.placement_failure(self.board[spot - 1], piece, spot, self._open_after())

    def _open_after(self):
        """Advanced: your side's open slots after one more card is laid (a later swap may still mend a spot
        while there are some); 0 in the basic game, where a spoilt spot stays spoilt."""
        return max(0, open_slots(self.board) - 1) if self.advanced else 0

    def _can_start(self, card, spot, out):
        """May `card` swap out `out` on `spot` as the first step of some chain? (The listed chains say
        so at once; a longer one is looked for only when the first swap keeps the spot proper.)"""
        if (card, spot, out) in self._starts:
            return True
        if not can_become_proper([card if x == out else x for x in self.board[spot - 1]], spot):
            return False
        try:
            return bool(SwapChain(self.board, card, spot, out).options())
        except IllegalAction:
            return False

    def _spot_of(self, code, board):
        return next((k + 1 for k in range(9) if code in board[k]), None)

    # --- drops -------------------------------------------------------------------------------------------
    def drop(self, piece, target):
        if self.confirm is not None:
            return Outcome.refused("First say whether to play the failing card anyway or cancel.")
        if self.chain is not None:
            return self._chain_drop(piece, target)
        if piece in self._tiebreak and not self._buttons:
            if target == "tiebreak":
                self.laid = piece
                return Outcome.step()
            return Outcome.refused(f"Drag {card_words(piece)} onto the tiebreaker mat to play it there.")
        if piece not in self._hand:
            return Outcome.refused("That card cannot be moved now.")
        if target.startswith("spot:"):
            return self._place(piece, int(target[5:]))
        if target.startswith("swap:") and self.advanced:
            return self._start(piece, target[5:])
        if target.startswith("swap:"):
            return Outcome.refused("Swapping cards on the board is only allowed in the advanced game.")
        if target.startswith("theirs:"):
            return Outcome.refused(other_side_words(SIDES[self.side], SIDES[1 - self.side]) + ".")
        return Outcome.refused("Drop the card on a spot of your side, the bottom half of the board.")

    def _place(self, card, spot):
        if (card, spot) not in self._plays:
            if len(self.board[spot - 1]) >= SIZES[spot - 1]:
                if self.advanced:
                    return Outcome.refused(f"Spot {spot} is full: drop {card_words(card)} on one of its "
                                           "cards to swap that card out.")
                return Outcome.refused(f"Spot {spot} is full: choose a spot with an open slot.")
            return Outcome.refused(f"{card_words(card)} cannot go on spot {spot} now.")
        action = {"type": "play", "card": card, "spot": spot}
        warning = GAME.placement_warning(self.board[spot - 1], card, spot, self.theirs[spot - 1], self.side,
                                         self._open_after())
        if warning and action != self.hinted():
            # advanced: a spot a later swap can still mend is not called failed for good (review 14)
            mend = mendable(list(self.board[spot - 1]) + [card], spot, self._open_after())
            self.confirm = {"action": action, "text": warning,
                            "title": "This spot cannot make a run now" if mend else "This spot will fail"}
            return Outcome.step()
        return Outcome.play(action)

    def _start(self, card, out):
        spot = self._spot_of(out, self.board)
        if spot is None:
            return Outcome.refused(f"{card_words(out)} is not on your side of the board.")
        try:
            chain = SwapChain(self.board, card, spot, out)
        except IllegalAction as e:
            return Outcome.refused(str(e))
        if not chain.options():
            return Outcome.refused(f"{card_words(card)} may replace {card_words(out)}, but then "
                                   f"{card_words(out)} would have nowhere to go on your side.")
        self.chain = chain
        return Outcome.step()

    def _chain_drop(self, piece, target):
        c = self.chain
        if piece != c.moving:
            return Outcome.refused(f"Place {card_words(c.moving)} first (Esc takes the swap back).")
        kind, _, name = target.partition(":")
        if kind == "spot":
            spot, out = int(name), None
        elif kind == "swap":
            spot, out = self._spot_of(name, c.board), name
            if spot is None:
                return Outcome.refused(f"{card_words(name)} is not on your side of the board.")
        else:
            return Outcome.refused(f"Place {card_words(c.moving)} on a spot of your side.")
        if spot == c.left_from():                  # put back where it came from: that step is taken back
            back = c.moving
            if not c.back():
                self.chain = None
                self.said = (f"Swap taken back: {card_words(back)} is on spot {spot} again and "
                             f"{card_words(c.card)} back in your hand")
            else:
                self.said = (f"{card_words(back)} is back on spot {spot}: {card_words(c.moving)} is in the "
                             "air again")
            return Outcome.step()
        try:
            done = c.step(spot, out)
        except IllegalAction as e:
            return Outcome.refused(str(e))
        if done is None:
            return Outcome.step()
        self.chain = None
        return Outcome.play(done)

    # --- buttons ----------------------------------------------------------------------------------------
    def buttons(self):
        if self.confirm is not None:
            return [ComposerButton("play_anyway", "Play it anyway"), ComposerButton("cancel", "Cancel")]
        if self.chain is not None:
            return [ComposerButton("cancel", "Take the swap back")]
        if self.laid is not None:
            return [ComposerButton("lay", "Lay it"), ComposerButton("cancel", "Take it back")]
        return [ComposerButton(b, "Deal" if b == "deal" else "Name") for b in self._buttons]

    def press(self, button):
        if button == "play_anyway" and self.confirm is not None:
            action = self.confirm["action"]
            self.confirm = None
            return Outcome.play(action)
        if button == "lay" and self.laid is not None:
            action = {"type": "tiebreak", "card": self.laid}
            self.laid = None
            return Outcome.play(action)
        if button == "cancel" and self.busy():
            self.cancel()
            return Outcome.step()
        if button in self._buttons and not self.busy():
            return Outcome.play(self._buttons[button])
        return Outcome.refused("That button does nothing now.")

    def cancel(self):
        self.chain = None
        self.confirm = None
        self.laid = None

    def take_said(self):
        """What the last drop took back of the swap being built, in words (once), or None: a drop of the
        card in the air on the spot it left puts it back, which the table says (it was silent)."""
        said, self.said = self.said, None
        return said

    def put_back_words(self, why):
        """What cancelling the move half built puts back, in words, or None when nothing is half built;
        `why` ends the sentence ("Esc again opens the menu")."""
        if self.chain is not None:
            return f"Swap put back: {card_words(self.chain.card)} is in your hand again and your side as it was ({why})"
        if self.confirm is not None:
            return f"Placement cancelled: {card_words(self.confirm['action']['card'])} stays in your hand ({why})"
        if self.laid is not None:
            return f"Tiebreaker card taken back: {card_words(self.laid)} is in your hand again ({why})"
        return None

    def busy(self):
        return self.chain is not None or self.confirm is not None or self.laid is not None

    # --- hints ------------------------------------------------------------------------------------------
    def building(self):
        """The plays that finish the swap chain half built from where it stands: the card in the air on
        each open slot the rules still allow it (a chain may be longer than legal_actions lists: the hint
        weighs these against taking the swap back, review 19d); [] with no chain."""
        c = self.chain
        if c is None or c.moving is None:
            return []
        done = c.action()
        return [dict(done, swap=done["swap"] + [[c.moving, spot]]) for spot, out in c.options() if out is None]

    def confirm_only(self, action):
        """The hinted tiebreaker card is on the mat: Enter on the hint lays it (the kit's Composer.confirm_only)."""
        return self.laid is not None and action.get("type") == "tiebreak" and action.get("card") == self.laid

    def next_step(self, action):
        """The next drop or press that builds `action`; while a move is half built that `action` does not
        go on from, the first step is to take it back ("cancel")."""
        if self.confirm is not None and action == self.confirm["action"]:
            return ("press", "play_anyway")
        if self.laid is not None and action.get("type") == "tiebreak" and action.get("card") in self._tiebreak:
            return ("press", "lay") if action["card"] == self.laid else ("drop", action["card"], "tiebreak")
        if self.chain is not None and self.chain.hinted_next(action) is not None:
            return ("drop", self.chain.moving, target_of(*self.chain.hinted_next(action)))
        if self.busy():
            held = self.chain, self.confirm, self.laid
            self.chain = self.confirm = self.laid = None
            fresh = self._first_step(action)
            self.chain, self.confirm, self.laid = held
            return ("press", "cancel") if fresh is not None else None
        return self._first_step(action)

    def first_words(self, action):
        """The take-back the hinted `action` needs first, in words (what its button says), or None."""
        if self.next_step(action) != ("press", "cancel"):
            return None
        if self.laid is not None:
            return "take the tiebreaker card back"
        if self.chain is not None:
            # which swap, every drop's facts (session 31: "take the swap back" named none of it; the button it
            # lights says "Take the swap back"; review 38: a chain named by its first drop alone left a player
            # unsure the later drops were undone too)
            return "take back " + self._chain_named()
        # the placement the question asks about and why the hint does not make it (review 38: "cancel this placement,
        # then …" gave no reason against the card the person had chosen)
        card, spot = self.confirm["action"]["card"], self.confirm["action"]["spot"]
        cards = list(self.board[spot - 1]) + [card]
        mend = ", unless a later swap mends it" if mendable(cards, spot, self._open_after()) else ""
        return f"cancel your {short(card)} on spot {spot} ({why_not_proper(cards, spot)}{mend})"

    def _chain_named(self, brief=False):
        """The swap chain half built, in words: "the swap of your 10♣ for the A♠ on spot 5", a longer chain every
        drop ("the swaps of your 10♣ for the A♠ on spot 5 and the A♠ for the 7♦ on spot 3"); `brief`: a longer
        chain by its card and spots ("the swaps of your 10♣ on spots 5 and 3")."""
        c = self.chain
        made = [(spot, out) for spot, out in c.moves if out is not None]
        if len(made) < 2:
            spot, out = made[0]
            return f"the swap of your {short(c.card)} for the {short(out)} on spot {spot}"
        if brief:
            return f"the swaps of your {short(c.card)} on spots {joined([str(spot) for spot, _ in made])}"
        movers = [c.card] + [out for _, out in made[:-1]]
        steps = [f"the {short(m)} for the {short(out)} on spot {spot}" for m, (spot, out) in zip(movers, made)]
        return "the swaps of your " + joined([steps[0][4:]] + steps[1:])

    def first_brief(self, action):
        """The take-back the hinted `action` needs first and that move after it, in the fewest words, for the
        hint's short words: "take back the swap of your 10♣ for the A♠ on spot 5, then your 3♦ on spot 7" (session
        32 said the step alone, the move on H only, as its whole move line made three lines at 1024x640: the card
        to play went unnamed, review 33)."""
        first = self.first_words(action)
        if first and self.chain is not None:
            first = "take back " + self._chain_named(brief=True)
        elif first and self.confirm is not None:        # why not that card: H says it (first_words)
            first = f"cancel your {short(self.confirm['action']['card'])} on spot {self.confirm['action']['spot']}"
        return f"{first}, then {move_brief(action)}" if first and action.get("type") == "play" else first

    def step_words(self, action):
        """What is left of the hinted `action` once a step of it is taken: a tiebreaker card already on the
        mat, to lay it; a swap half made, where the card in the air goes next (session 28: H in the middle
        of the swap said the whole move again, its first drop done)."""
        if self.laid is not None and action.get("type") == "tiebreak" and action.get("card") == self.laid:
            return f"the {card_words(self.laid)} is on the tiebreaker: lay it (Enter)"
        nxt = self.chain.hinted_next(action) if self.chain is not None else None
        if nxt is not None:
            spot, out = nxt
            where = f"on the {short(out)} on spot {spot}, moving it on" if out is not None else f"on spot {spot}"
            return f"now drop your {short(self.chain.moving)} {where}"
        return None

    def step_reason(self, action):
        """Why the next drop of the hinted `action` once a swap of it is half built (step_why: the card in the
        air and where it goes, not the whole move's best step, which may be a drop already made), or None."""
        drops = self.chain.hinted_rest(action) if self.chain is not None else []
        if not drops:
            return None
        final = self.view.get("pile_count") == 0 and self.view.get("seats") == 2
        hand = [c for c in self._hand if c != self.chain.card]
        # the room the hint's short words leave a reason beside the step's own words (hints_plan.GIST_ROOM)
        room = GIST_ROOM - len(f"Hint: {self.step_words(action)} \u2014  (H: why)")
        return step_reason(self.chain.board, self.theirs, hand, self.chain.moving, drops, final, room,
                           self._step_warning(action, drops))

    def _step_warning(self, action, drops):
        """(full, short) words of the first spot the drops still to make fill that the other side's next swap may
        turn (reply.reply_words, as the whole move's hint warns), or None; the short words say "there" only of
        the next drop's spot, the one the step's own words number."""
        for n, (spot, _) in enumerate(drops):
            warned = reply_words(self.view, action, spots=[spot - 1])
            if warned:
                return str(warned), warned.short if n == 0 else str(warned)
        return None

    def _first_step(self, action):
        t = action.get("type")
        if t == "play" and action.get("card") in self._hand:
            swap = action.get("swap")
            if swap:
                spot = self._spot_of(swap[0][0], self.board)
                ok = spot == action["spot"] and self._can_start(action["card"], spot, swap[0][0])
                return ("drop", action["card"], f"swap:{swap[0][0]}") if ok else None
            if (action["card"], action.get("spot")) in self._plays:
                return ("drop", action["card"], f"spot:{action['spot']}")
            return None
        if t == "tiebreak" and action.get("card") in self._tiebreak and not self._buttons:
            return ("drop", action["card"], "tiebreak")
        for b, a in self._buttons.items():
            if a == action:
                return ("press", b)
        return None
