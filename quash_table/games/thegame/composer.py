"""How a person builds a move in The Game (no pygame): a card dragged onto a stack, End turn, a signal.

Every move is one step, so this is a StepComposer (engine/composer.py): a play is a hand card dropped on
"stack:up" or "stack:down"; End turn and each signal are buttons ("end_turn", "signal:<colour>:<height>",
"signal:<stack>:<ask>"). Every card in the hand may be picked while a card may still be laid, so a card
that fits neither stack can be tried and is refused with the rules' own reason.
"""

from ...engine.composer import ComposerButton, Outcome, StepComposer
from .requests import leave_alone_warning
from .rules import STACK_ARROWS, TheGame, fits, fits_neither_words, fits_words, signal_words, why_not, why_not_end


def pile_words(left):
    """Why a card dropped on the draw pile goes back (`left`: the cards in it): what the pile is for. It sprang
    back without a word (review 36c), where every other refused drop says why."""
    if not left:
        return f"Cards go on {STACK_ARROWS['up']} or {STACK_ARROWS['down']}; the draw pile is empty."
    return f"Cards go on {STACK_ARROWS['up']} or {STACK_ARROWS['down']}; the draw pile refills your hand as your turn ends."


def team_mate_words(name):
    """Why a card dropped on a team-mate's hand (`name`: its seat's name) goes back: no card passes between
    hands; a signal says what you need. It sprang back without a word (review 37), as the pile's did."""
    stacks = f"{STACK_ARROWS['up']} or {STACK_ARROWS['down']}"
    return f"Cards go on {stacks}, never to {name}'s hand; a signal tells {name} what you need."


def signal_button(text):
    """The button id of a signal: a colour (and height) held, or a request about a stack."""
    if "colour" in text:
        return f"signal:{text['colour']}:{text.get('height', '')}"
    return f"signal:{text['stack']}:{text['ask']}"


# why a signal is greyed once no team-mate holds a card (the rules still take it: an old save may hold one)
NOBODY_TO_TELL = "Your team-mates have no cards left: nobody is left to tell."


def nobody_to_tell(view):
    """Does no other seat hold a card (the last cards of the game are yours)? Then a signal, a request above all
    ("play on ▼"), asks nothing of anyone (session 59: they were offered on the game's last card)."""
    counts = view.get("hand_counts") or []
    return bool(counts) and not any(n for seat, n in enumerate(counts) if seat != view["seat"])


class TheGameComposer(StepComposer):
    def __init__(self, view, legal, name=None):
        super().__init__(view, legal)
        # how the screen names a seat ("Bot 2"), for the words of a warning
        self.name = name or (lambda seat: f"Player {seat + 1}")

    def steps(self, action):
        kind = action["type"]
        if kind == "play":
            return [("drop", action["card"], f"stack:{action['stack']}")]
        if kind == "end_turn":
            return [("press", "end_turn")]
        return [("press", signal_button(action["text"]))]

    def _may_lay(self):
        v = self.view
        return v["hand"] is not None and v["placed"] < TheGame.max_cards_per_turn_of(v["options"])

    def pieces(self):
        return list(self.view["hand"]) if self._may_lay() else []

    def warning(self, piece, target):
        """A stack another seat asked to leave alone lights amber with who asked (review 19b: the drop was
        taken silently, the request learnt from the log); it is a request, so the drop stays legal."""
        stack = target.split(":", 1)[1] if target.startswith("stack:") else None
        if stack not in ("up", "down") or self.view["hand"] is None:
            return None
        return leave_alone_warning(self.view, stack, self.name)

    def drop_places(self):
        """Both stacks while a card may be laid: a card that fits neither is told why for each (a click on it,
        composer.why_nowhere), though no move goes to a stack no card of the hand fits."""
        return ["stack:up", "stack:down"] if self._may_lay() else []

    def why_nowhere(self, piece):
        """A card that fits neither stack says so in one line, what each stack takes (rules.fits_neither_words),
        not both stacks' refusals joined (review 35)."""
        v = self.view
        up, down = v["up"], v["down"]
        if self._may_lay() and piece in (v["hand"] or []) and up is not None and down is not None \
                and not fits(piece, "up", up) and not fits(piece, "down", down):
            return fits_neither_words(piece, up, down)
        return super().why_nowhere(piece)

    def drop_words(self, piece, target):
        """Why the held card fits the stack it is over ("green 4 on ▲: higher than red 2, skips 1 number"),
        shown before it is let go (rules.fits_words); None off a stack or where it does not fit."""
        v = self.view
        stack = target.split(":", 1)[1] if target.startswith("stack:") else None
        if stack not in ("up", "down") or not self._may_lay() or piece not in (v["hand"] or []) \
                or not fits(piece, stack, v[stack]):
            return None
        return fits_words(piece, stack, v[stack])

    def why_not(self, piece, target):
        v = self.view
        if not self._may_lay():
            return "You have laid all the cards you may this turn: end your turn."
        if piece not in (v["hand"] or []):
            return "That card is not in your hand."
        if target == "pile":
            return pile_words(v["pile_count"])
        if target.startswith("seat:"):
            return team_mate_words(self.name(int(target.split(":", 1)[1])))
        stack = target.split(":", 1)[1] if target.startswith("stack:") else None
        if stack not in ("up", "down"):
            return "Lay a card on the ascending or the descending stack."
        top = v[stack]
        if top is not None and not fits(piece, stack, top):
            return why_not(piece, stack, top)
        return "That card cannot go there now."

    def buttons(self):
        """The offered buttons; on your turn before a card is laid, End turn too, greyed with the rules'
        reason (its key E says it, not nothing)."""
        out = super().buttons()
        v = self.view
        if nobody_to_tell(v):
            out = [ComposerButton(b.id, b.label, False, NOBODY_TO_TELL) if b.id.startswith("signal:") else b
                   for b in out]
        why = why_not_end(v["placed"])
        if why and self.legal and v["hand"] and TheGame.max_cards_per_turn_of(v["options"]) > 1 \
                and all(b.id != "end_turn" for b in out):
            out.append(ComposerButton("end_turn", "End turn", False, why))
        return out

    def press(self, button):
        if button.startswith("signal:") and nobody_to_tell(self.view):
            return Outcome.refused(NOBODY_TO_TELL)
        return super().press(button)

    def button_label(self, button):
        if button == "end_turn":
            return "End turn"
        for a in self.legal:
            if a["type"] == "signal" and signal_button(a["text"]) == button:
                return signal_words(a["text"])
        return super().button_label(button)
