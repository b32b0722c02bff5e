"""What QUASH's header says (a mixin of the board, scene.QuashBoard): the score line, the board's own steps
while the round's scoring is shown ("Scoring spot 4", "Tiebreaker on spot 9 \u00b7 Enter: go on now"), what your turn
is at a tie ("Your turn: tiebreaker on spot 9 \u2014 lay a leftover card, the higher rank wins"), and why the
pass-and-play curtain passes the screen, and what Enter with nothing lifted says at a tie. The board sets `_rnd`, `_scoring_spot` and `_shown_scores` as it
builds."""

from ...ui.curtain_news import first_since
from .captions import SIDE_NAMES, curtain_words, tie_enter_words, tie_turn_brief, tie_turn_words


class QuashHeader:

    def score_text(self, result, view):
        # short enough to show whole beside Next and the buttons (it was cut to "FINISH..."): the FINISH
        # and the variant are written on the board, over the other side's track
        scores = self._shown_scores or view["scores"]
        if view["seats"] == 4 and view["side"] is not None:
            # at four a side is two partners: say which is yours; the round is said as at two ("your team"
            # with it was cut off beside the buttons)
            names = [f"{n} (you)" if k == view["side"] else n for k, n in enumerate(SIDE_NAMES)]
            return "  \u00b7  ".join([f"Round {view['round']}", f"{names[0]} {scores[0]}", f"{names[1]} {scores[1]}"])
        return "  \u00b7  ".join([f"Round {view['round']}", f"RED {scores[0]}", f"BLACK {scores[1]}"])

    def staged_caption(self):
        """The header while the board shows scoring steps of its own (not "Your turn" or "... is
        thinking" while a spot or a tiebreaker pair is on show)."""
        if not self.animating:
            # the deal's cards flying in (not "Your turn" over cards still on their way: new players s18)
            return f"Dealing round {self._rnd}\u2026" if self._dealing() else ""
        if self.scoring_show.waiting and self._scoring_spot:     # a tiebreaker pair face up: it goes on soon
            return f"Tiebreaker on spot {self._scoring_spot} \u00b7 Enter: go on now"
        return f"Scoring spot {self._scoring_spot}" if self._scoring_spot else "Scoring the round"

    def staged_waits(self):
        return bool(self.animating and self.scoring_show.waiting)       # a tiebreaker pair on show: Next goes on

    def turn_news(self):
        """Your turn at a tie says what it is: the tiebreaker on which spot, the card it takes, what wins it
        (the header said "Your turn" alone while the mat waited for your card, session 29)."""
        return tie_turn_words(self.session.view())

    def turn_news_brief(self):
        """The tie in fewer words where the header's two lines do not hold it whole (pass-and-play at 1024x640:
        "Cat, your turn: spot 2 is tied: name who plays RED's tiebreakers (M: you\u2026", review 36)."""
        return tie_turn_brief(self.session.view()) or None

    def enter_words(self):
        """Enter with no card lifted at a tie says the tie again, with the keys: its message lies over the
        prompt, and "Enter plays what you lift" took the tie's words away (session 29)."""
        return tie_enter_words(self.session.view()) or super().enter_words()

    def curtain_words(self, seat):
        """Why the screen goes to `seat`, and the result of a round scored since its last move (review 55l: the
        news under the button left it out; a long round's spot lines may not fit there, its result always does)."""
        m = self.session.match
        view = self.game.view(m.state, None)
        scored = any(self.game.made_by_table(a) for a in m.actions[first_since(m, seat):]) and view["rounds"]
        last = view["rounds"][-1] if scored else None
        said = self._say({"kind": "round_scored", "round": last["round"], "scores": last["scores"]}) if last else ""
        return curtain_words(view, self.session.name(seat), said)
