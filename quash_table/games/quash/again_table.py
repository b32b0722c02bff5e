"""The board's side of "See the last move" (last_move.py): its button in the header, the board each step
shows, the card in the air lifted over the spot it left, its clock, and any key or click ending it (a mixin of
the QUASH board)."""

import pygame

from ...ui.hud import header_button
from .captions import SIDE_NAMES
from .last_move import BUTTON_WORDS, STOP_WORDS, LastMove

KEY = pygame.K_l
LIFT = 0.45     # the card in the air rises this share of a card's height off its spot, towards the board's middle


class LastMoveSeen:
    _last_move = None       # the replay (LastMove), made when first asked
    _landed = None          # (round, history length) of the position your turn last showed at (move_landed)

    def _again(self):
        if self._last_move is None:
            self._last_move = LastMove()
        return self._last_move

    def again_running(self):
        return self._again().running()

    def again_stage(self, view):
        """The replay's step to draw (the board it shows), or None: the table as it is."""
        again = self._again()
        again.follow(view)
        return again.stage()

    def toggle_again(self):
        again = self._again()
        if again.running():
            again.stop()
        elif again.offered(self.session.view(), self.move_landed()) and self.composer_idle():
            again.start(self.session.view(), self.session.short_name, self.now)
        self.rebuild()

    def move_landed(self):
        """Your turn as the screen shows it (turn_on_screen: the move before it has landed), or as it showed at this
        very position: the replay's cards gliding back when it is stopped are no new move, and the button stays."""
        view = self.session.view()
        key = (view.get("round"), len(view.get("history") or ()))
        if self.turn_on_screen():
            self._landed = key
            return True
        return self.session.my_turn() and self._landed == key

    def composer_idle(self):
        c = self.composer
        return c is None or (c.chain is None and c.confirm is None)

    def header_buttons(self):
        """"See the last move" (L) in the header beside Hint, on your turn with a play of another seat to see
        (advanced); while the replay runs, "Back to now". In the header, not on the table: there it
        took the room a hint's words had beside the arrow (test_quash_messages28). Your turn as the screen shows it
        (turn_on_screen, as Hint): offered while the bot's move still landed, it came before there was a move to
        see (review 60); the header is built again once the move has landed (Board.update)."""
        said = list(super().header_buttons())
        again = self._again()
        if again.running():
            words = STOP_WORDS
        elif not self.read_only and self.composer_idle() and again.offered(self.session.view(), self.move_landed()):
            words = BUTTON_WORDS
        else:
            return said
        return said + [header_button(self.metrics, "hud:last_move", words, self.toggle_again, "L", KEY)]

    def again_air(self, t, g, bottom, stage, rnd):
        """The card a step's swap took out, lifted over the spot it left until the next step lands it."""
        if stage is None or stage["air"] is None:
            return
        code, side, spot = stage["air"]
        where = "bottom" if side == bottom else "top"
        r = pygame.Rect(g["slots"][where][spot - 1][0])
        lift = int(r.h * LIFT)
        r.y += -lift if where == "bottom" else lift
        t.card(f"r{rnd}:{code}", code, r, zone=f"air:{SIDE_NAMES[side]}", z=80)

    def again_tick(self):
        if self._again().tick(self.now):
            self.rebuild()

    def again_key(self, event):
        """Any key or click while the replay runs ends it (the table back at the position); True: used."""
        again = self._again()
        if not again.running() or event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return False
        again.stop()
        self.rebuild()
        return True

    def settled(self):
        return super().settled() and not self.again_running()
