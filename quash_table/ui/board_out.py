"""A board's answers to the out choice (ui/out_choice.py): every person at the table out of the game while the
bots play on, Watch (the bots at their pace, each round's result passing by itself) or Let the bots finish
(the rest played at once, to the game's result). A mixin of BoardScene (ui/board.py): the table's buttons, the
header's Let the bots finish (F) and Next at a result where the table asks call these."""

from .out_choice import STAND_IN_LEVEL


class OutChoiceActions:
    """Watch and Let the bots finish, on the board (self.out_choice, self.session, self.tweens are its)."""

    def watch_rest(self):
        """Watch the bots play on at their pace: each round's result passes by itself (Next still passes one
        sooner; the game's last waits for it); the header keeps Let the bots finish. A result the table
        asked at is passed."""
        self.out_choice.watch()
        if self.session.director is not None:
            self.session.director.auto_gates = True
        return self._after_out_choice()

    def bots_finish(self, confirmed=False):
        """Let the bots finish (the table's button, the header's, F): the rest is played at once; offered to
        the one person still in the game (out_choice.offers_for_you), with a bot of STAND_IN_LEVEL in their
        seat, after asking (`confirmed`: the dialog's answer, ui/screens/finish_confirm.py): a bot taking
        the seat cannot be undone. Where every person is out already, nothing of theirs is handed over."""
        for_you = self.out_choice.offers_for_you()
        if for_you and not confirmed:
            self.app.nav.confirm_bots_finish(self)
            return True
        self.out_choice.finish(for_you=for_you)
        self.let_bots_finish(STAND_IN_LEVEL if for_you else None)
        return self._after_out_choice()

    def _after_out_choice(self):
        d = self.session.director
        if d is not None and d.gate() is not None:
            self._pass_gate()
        self.invalidate()
        return True

    def let_bots_finish(self, stand_in=None):
        """Every person here out of the game: the bots play the rest at once (MatchSession.finish_bots), with
        no animation, no bot pace and no step told, as many moves a frame as fit, to the game's last result,
        which waits for Next (Flush, NumberQuash: "Let the bots finish"): a second or two, not the 20-25 s of
        their moves run on screen (session 19). This table only (the settings saved are not changed).
        `stand_in`: the level of the bot that plays each person's seat meanwhile (the one person's choice)."""
        self.session.finish_bots(stand_in)      # no pace, nothing told but the game's last result, many moves a frame
        self.tweens.speed = 0
