"""How a person builds a Flush move on the board, one drop or button at a time (engine/composer.py; no
pygame).

Cards of the seat at the screen are dragged onto the pile (or onto the new pile beside it, to pick up)
where they wait, staged, until Declare; the tray's words and the buttons come from the one legal action
the staged cards make (staging.py), so Declare always does what the tray says, and a card that would
leave no legal declaration is refused at once with the reason. A staged card dragged back to the hand
leaves the staging; dragged to the other spot it takes the whole staging there.

Piece keys: a hand copy is "<code>#<k>" (the k-th copy of that code in the view's hand), a base top the
action's name "bN", a freed hidden card "hN" (dragged onto the pile, or clicked, it is turned up).
Targets: "pile", "newpile", "hand", "mimic". Buttons: "declare", "link_flush", "mimic_as" (Mimics alone
count as the pile's value or their own), "take_back", "turn:N" (turn up base N's freed hidden card),
"give:N" and "keep" (after a Super Flush).

A turn begun with a hidden card is two actions for the rules when cards are added to it: Declare sends
the cards added and then the turn's declaration (`Outcome.play(action, then={"type": "declare"})`; the kit's
board sends both).
"""

from ...engine.composer import ComposerButton, Composer, Outcome
from . import staging
from .cards import VALUE, card_words, counted, is_mimic
from .rules import FLUSHES, KIND

SPOTS = ("pile", "newpile")
TURN_WAITS = ("Declare or take back your staged cards first: turning up a hidden card is a turn of its own")


class FlushComposer(Composer):
    finished_by_button = True      # cards staged one by one, then Declare: Space stages, Enter declares

    def __init__(self, view, legal):
        super().__init__(view, legal)
        self.staged = []           # piece keys, in the order staged
        self.to = staging.turned_spot(view) if view["stage"] in staging.HIDDEN_STAGES else "pile"
        self.as_pile = True
        self._codes = self._seat_cards()
        self._plans = staging.plans(view, self.legal)
        self._decls = {}           # (staged, to, as_pile) -> declarations: asked many times a frame

    # --- the cards of the seat at the screen ------------------------------------------------------------
    def _seat_cards(self):
        """{piece key: code} of the hand copies and base tops the seat may lay."""
        v = self.view
        out = {}
        seen = {}
        for code in v["hand"] or []:
            k = seen.get(code, 0)
            seen[code] = k + 1
            out[f"{code}#{k}"] = code
        if v["seat"] is not None:
            for i, base in enumerate(v["bases"][v["seat"]]):
                if base["top"] is not None:
                    out[f"b{i}"] = base["top"]
        return out

    @staticmethod
    def name(key):
        """The name an action gives the card of piece `key` ("6S" or "b1")."""
        return key.split("#")[0]

    def code(self, key):
        return self._codes.get(key)

    def staged_names(self):
        return [self.name(k) for k in self.staged]

    def staged_codes(self):
        return [self._codes[k] for k in self.staged]

    def declarations(self):
        """[(button id, label, action, then)] the staged cards declare now (staging.declarations)."""
        key = (tuple(self.staged), self.to, self.as_pile)
        if key not in self._decls:
            self._decls[key] = staging.declarations(self.view, self.legal, self._plans, self.staged_names(),
                                                    self.staged_codes(), self.to, self.as_pile)
        return self._decls[key]

    def main(self):
        """(action, then) Declare sends now, or None."""
        d = self.declarations()
        return (d[0][2], d[0][3]) if d else None

    def words(self, brief=False):
        """What Declare will do, in words ("" when nothing can be declared yet; `brief`: a lost Deduction said
        in its fewest words, staging.declaration_words)."""
        d = self.declarations()
        return staging.declaration_words(self.view, self.staged_codes(), d[0][2], brief) if d else ""

    def mimic_choice(self):
        """The pile value the staged Mimics (or the turned one) may take instead of their own, or None:
        offered only when both values make a legal declaration (a Mimic 9 alone on 5s is a 5 or nothing)."""
        alt = staging.mimic_choice(self.view, self.staged_codes(), self.to)
        if alt is None or not staging.both_values_legal(self.view, self.legal, self._plans, self.staged_names(),
                                                        self.to, alt):
            return None
        return alt

    def taken_value(self):
        """The pile value the staged Mimics (or the turned one) take in what Declare sends, or None."""
        alt = staging.mimic_choice(self.view, self.staged_codes(), self.to)
        main = self.main()
        return alt if alt is not None and main is not None and main[0].get("as") == alt else None

    def problem(self):
        """Why Declare is greyed while cards are staged (what is still missing), or ""."""
        if self.main() is not None or not self.staged:
            return ""
        codes = self.staged_codes()
        if all(KIND.get(c) == "L" for c in codes):
            n = len(codes) + (self.view["pile_run_links"] if self.to == "pile" else 0)
            return f"A Link Flush needs 4 Links: these make {n}"
        return "Add cards: these make no declaration yet"

    # --- the interface ------------------------------------------------------------------------------
    def _stage(self):
        return self.view["stage"]

    def _open(self, keys, to):
        return bool(staging.open_actions(self._plans, [self.name(k) for k in keys], to))

    def _hidden_keys(self):
        """{piece key "hN": base N} of the freed hidden cards that may be turned up now: the first thing of
        a turn, so not over staged cards."""
        if self.staged:
            return {}
        return {f"h{a['base']}": a["base"] for a in self.legal if a["type"] == "hidden"}

    def _turn_up(self, piece):
        return Outcome.play({"type": "hidden", "base": self._hidden_keys()[piece]})

    def pieces(self):
        stage = self._stage()
        if stage == "super" or not self.legal:
            return []
        if stage == "swap":
            return [k for k, c in self._codes.items() if c not in FLUSHES]
        return list(self._codes) + list(self._hidden_keys())

    def why_not_pick(self, piece):
        if piece is not None and piece.startswith("h") and piece[1:].isdigit() and self.staged \
                and {"type": "hidden", "base": int(piece[1:])} in self.legal:
            return TURN_WAITS
        return None

    def why_nowhere(self, piece):
        """Why your card `piece`, with no place now, cannot be staged: the words its drop where the staging
        goes is refused with (a second Flush card beside a staged one: "A Flush card goes alone"). A click
        lifted it with nothing lit and said nothing, and its drop, refused, left it lifted (review 36b); the
        kit says this and lifts nothing. None while it has a place, or outside a declaration."""
        if piece not in self._codes or self._stage() in ("swap", "super") or not self.legal or self.targets(piece):
            return None
        out = self.drop(piece, self.to)       # refused, so nothing staged (no place takes it)
        return out.reason if out.kind == "refused" else None

    def click(self, piece):
        """A click on a freed hidden card turns it up (it is dragged onto the pile as well)."""
        return self._turn_up(piece) if piece in self._hidden_keys() else None

    def click_target(self, piece):
        """One meaning for a click on your card, in every state (a hint shown or not, a base top, a card only the
        new pile takes): it goes where it can go, as if dragged there; a staged card goes back to your hand. A
        click lifted a card and a double-click staged it, but not where only the new pile took it nor while a hint
        showed, and a base clicked after a hand card seemed to do nothing (review 60). Where it goes: the spot
        the staged cards wait on if it joins them, else the other spot lit for it (which takes them there, as a
        drop does), else that spot again (refused there, it says why). The Mimic swap is no click (the kit's
        lift, then the Mimic card): one card given up for good."""
        if piece not in self._codes or self._stage() in ("swap", "super") or not self.legal:
            return None
        if piece in self.staged:
            return "hand"
        lit = [t for t in self.targets(piece) if t in SPOTS]
        return self.to if self.to in lit or not lit else lit[0]

    def targets(self, piece):
        stage = self._stage()
        if piece in self._hidden_keys():
            return ["pile"]           # the rules lay it: on the pile, or starting the new pile if higher
        if piece not in self._codes:
            return []
        if stage == "swap":
            return ["mimic"] if {"type": "swap_mimic", "card": self.name(piece)} in self.legal else []
        if stage == "super":
            return []
        out = []
        spots = [self.to] if stage in staging.HIDDEN_STAGES else SPOTS
        for to in spots:
            if piece in self.staged:
                if to != self.to and self._open(self.staged, to):
                    out.append(to)
            elif self._open(self.staged + [piece], to):
                out.append(to)
        if piece in self.staged:
            out.append("hand")
        return out

    def walked(self, piece):
        """Tab walks what may join the move, never what is staged (the kit's Composer.walked)."""
        return piece not in self.staged

    def walk_rank(self, piece, target):
        """After a card is staged by key, the walk lifts a card of the staged value before a Mimic that would
        join as that value (1): the natural match first, the Mimic after it (review 59: Tab after a 10 lifted
        the Mimic 3 and the player declared 10 + Mimic by accident)."""
        code, mimic = self._codes.get(piece), self.view["mimic"]
        own = {VALUE[c] for c in self.staged_codes() if c not in FLUSHES and not is_mimic(c, mimic)}
        if self._stage() in staging.HIDDEN_STAGES:
            own.add(self.view["staged"]["value"])       # the turned card's value
        return int(code is not None and is_mimic(code, mimic) and bool(own - {mimic}))

    def drop(self, piece, target):
        stage = self._stage()
        if piece in self._hidden_keys():
            if target not in SPOTS:
                return Outcome.refused("Drop it on the pile to turn it up (or click it).")
            return self._turn_up(piece)
        if piece not in self._codes or stage == "super":
            return Outcome.refused("That card cannot be moved now.")
        code = self._codes[piece]
        if stage == "swap":
            action = {"type": "swap_mimic", "card": self.name(piece)}
            if target != "mimic":
                return Outcome.refused("Drop a numbered card on the Mimic card to swap it for the Flush card.")
            if action not in self.legal:
                return Outcome.refused("Swap a numbered card for the Flush card, not a Flush card.")
            return Outcome.play(action)
        if target == "hand":
            if piece not in self.staged:
                return Outcome.refused("Drop it on the pile to stage it (or on the new pile, to pick up).")
            self.staged.remove(piece)
            return Outcome.step()
        if target not in SPOTS:
            return Outcome.refused("Drop it on the pile (or on the new pile, to pick up).")
        if piece in self.staged:
            if target == self.to:
                return Outcome.refused("It is staged there already: Declare, or drag it back to your hand.")
            if not self._open(self.staged, target):
                return Outcome.refused(staging.why_not(self.view, [], [], target, self.staged_codes()[0])
                                       if len(self.staged) == 1 else
                                       "These staged cards make no declaration there.")
            self.to = target
            return Outcome.step()
        if not self._open(self.staged + [piece], target):
            return Outcome.refused(staging.why_not(self.view, [self.name(k) for k in self.staged],
                                                   self.staged_codes(), target, code))
        self.to = target          # a drop on the other spot takes the staging there
        self.staged.append(piece)
        return Outcome.step()

    def buttons(self):
        stage = self._stage()
        if stage == "super":
            out = [ComposerButton(f"give:{a['base']}", f"Give base {a['base'] + 1}") for a in self.legal
                   if a["type"] == "give_base"]
            return out + [ComposerButton("keep", "Keep bases")]
        if stage == "swap":
            return []
        # a hidden card is only the first thing of a turn (rules page): not offered over staged cards
        out = [ComposerButton(f"turn:{a['base']}", f"Turn up base {a['base'] + 1}", not self.staged,
                              TURN_WAITS if self.staged else "") for a in self.legal if a["type"] == "hidden"]
        decls = self.declarations()
        if decls:
            out.append(ComposerButton("declare", decls[0][1]))
        else:
            out.append(ComposerButton("declare", "Declare", False,
                                      self.problem() or "Drag cards onto the pile first"))
        if len(decls) > 1:
            out.append(ComposerButton(decls[1][0], decls[1][1]))
        if self.mimic_choice() is not None:
            out.append(ComposerButton("mimic_as", self.mimic_as_label()))
        elif self.mimic_own_refused():
            # Mimics alone that can only take the pile's value: the toggle greyed, so A says why (it did
            # nothing)
            out.append(ComposerButton("mimic_as", self.mimic_as_labels()[0], False, self.mimic_own_refused()))
        out.append(ComposerButton("take_back", "Take back", bool(self.staged),
                                  "" if self.staged else "Nothing is staged"))
        return out

    def mimic_own_refused(self):
        """Why the staged Mimics cannot count as their own value, when they may count only as the pile's
        (a Mimic 7 alone on 1s), else ""."""
        alt = staging.mimic_choice(self.view, self.staged_codes(), self.to)
        if alt is None or self.mimic_choice() is not None:
            return ""
        v = self.view
        own = v["staged"]["value"] if v["stage"] in staging.HIDDEN_STAGES else v["mimic"]
        if own > alt:
            return f"As own {own}s is not offered: {own} is higher than the pile's {alt}, so the Mimic counts as a {alt}"
        return f"As own {own}s is not offered here: the Mimic counts as the pile's {alt}s"

    def mimic_as_labels(self):
        """The toggle's two labels: (while the Mimics count as the pile's value, as their own)."""
        v = self.view
        own = v["staged"]["value"] if v["stage"] in staging.HIDDEN_STAGES else v["mimic"]
        return f"As own {own}s", f"As the pile's {self.mimic_choice()}s"

    def mimic_as_label(self):
        """The toggle's label: what pressing it makes of the Mimics."""
        return self.mimic_as_labels()[0 if self.as_pile else 1]

    def press(self, button):
        offered = {b.id: b for b in self.buttons()}
        b = offered.get(button)
        if b is None or not b.enabled:
            return Outcome.refused(b.reason if b is not None and b.reason else "That button does nothing now.")
        if button == "take_back":
            said = self.taken_back_words()
            self.cancel()
            return Outcome.step(said)
        if button == "mimic_as":
            self.as_pile = not self.as_pile
            return Outcome.step()
        if button == "keep":
            return Outcome.play({"type": "keep_bases"})
        kind, _, n = button.partition(":")
        if kind == "give":
            return Outcome.play({"type": "give_base", "base": int(n)})
        if kind == "turn":
            return Outcome.play({"type": "hidden", "base": int(n)})
        for bid, _, action, then in self.declarations():
            if bid == button:
                self.staged = []
                return Outcome.play(action, then=then)
        return Outcome.refused("That button does nothing now.")

    def taken_back_words(self):
        """What Take back puts back, said on the table ("Taken back to your hand: two 4s, a 4 Skip"), so cards leaving the
        tray never read as a move lost (session 37: Enter on a Take back left focused took a Flush back)."""
        names = [card_words(self._codes[k]) for k in self.staged]
        groups = [counted(names.count(n), n) for n in dict.fromkeys(names)]
        return f"Taken back to your hand: {', '.join(groups)}" if groups else ""

    def cancel(self):
        self.staged = []
        self.as_pile = True
        if self.view["stage"] not in staging.HIDDEN_STAGES:
            self.to = "pile"

    def busy(self):
        return bool(self.staged)

    def building(self):
        """The legal moves the staged cards go on to (their spot, every staged card among theirs): the hint weighs
        them against taking the cards back, and keeps one unless clearly beaten (hint_bot.HintBot.keep_staged):
        with its own Flush card staged it said "take the staged cards back, lay a 7 Deduction" (review 54j)."""
        if not self.staged or self.view["stage"] in staging.HIDDEN_STAGES:
            return []
        names = self.staged_names()
        return [a for a in self.legal if staging.spot_of(self.view, a) == self.to
                and all(staging.cards_of(a).count(n) >= names.count(n) for n in names)]

    # --- hints ----------------------------------------------------------------------------------------
    def next_step(self, action):
        if action not in self.legal:
            return None
        kind = action["type"]
        if kind == "swap_mimic":
            key = self._key_for(action["card"], [])
            return ("drop", key, "mimic") if key is not None else None
        if kind == "give_base":
            return ("press", f"give:{action['base']}")
        if kind == "keep_bases":
            return ("press", "keep")
        if kind == "hidden":
            return ("press", "take_back") if self.staged else ("drop", f"h{action['base']}", "pile")
        if kind == "declare":
            return ("press", "take_back") if self.staged else self._send(action)
        to = staging.spot_of(self.view, action)
        left = staging.cards_of(action)
        for name in self.staged_names():
            if name not in left:
                return ("press", "take_back")
            left.remove(name)
        if self.staged and to != self.to:
            return ("drop", self.staged[0], to)
        if left:
            key = self._key_for(left[0], self.staged)
            return ("drop", key, to) if key is not None else None
        return self._send(action)

    def first_words(self, action):
        """The step the hinted `action` needs first that is no card of it, in the words of the button it
        lights: the Mimic toggle (Declare sends the other value now: the hint said "declare the turned card"
        and lit "As own 5s", review 18), or the staged cards taken back; else None."""
        step = self.next_step(action)
        if step == ("press", "mimic_as"):
            return f"press \u201c{self.mimic_as_label()}\u201d"
        if step == ("press", "take_back"):
            return "take the staged cards back"
        return None

    def hint_cards(self, action):
        """The piece keys of `action`'s cards not staged yet, the next one to drop first (a hint lights
        every card the move means, not only the next): [] when none is left or the staging is not on its
        way to `action`."""
        step = self.next_step(action)
        if step is None or step[0] != "drop" or self._stage() == "swap":
            return []
        left = staging.cards_of(action)
        for name in self.staged_names():
            left.remove(name)
        keys = []
        if step[1] not in self.staged:        # the next card (a freed hidden one is none of `left`) counted
            keys.append(step[1])              # once: a second copy of it was lit as well (review 36b: both
            if self.name(step[1]) in left:    # Flush cards lit for a Flush of one)
                left.remove(self.name(step[1]))
        for name in left:
            key = self._key_for(name, self.staged + keys)
            if key is not None:
                keys.append(key)
        return keys

    def step_words(self, action):
        """Once every card of the hinted `action` is in the tray, what is left: the button that sends it ("all its
        cards are in the tray: press Declare (Enter)"); else None (the hint's words as they were). The hint's why
        stood over a full tray as if nothing were done (review 57)."""
        step = self.next_step(action) if self.staged else None
        keys = {"declare": "Declare (Enter)", "link_flush": "Link Flush (L)"}
        if step is None or step[0] != "press" or step[1] not in keys:
            return None
        return f"all its cards are in the tray: press {keys[step[1]]}"

    def _send(self, action):
        """With the cards staged: the button that sends `action`, or the Mimic toggle that makes it so."""
        for bid, _, a, _ in self.declarations():
            if a == action:
                return ("press", bid)
        return ("press", "mimic_as") if self.mimic_choice() is not None else None

    def _key_for(self, name, taken):
        """A piece key for card name `name` not among `taken`."""
        if name.startswith("b"):
            return name if name in self._codes and name not in taken else None
        return next((k for k, c in self._codes.items()
                     if self.name(k) == name and k not in taken), None)


def make_composer(view, legal):
    return FlushComposer(view, legal)

