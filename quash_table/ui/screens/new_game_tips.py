"""New game's tooltips (`NewGameTips`, a mixin of `NewGameScene`): what a seat's Human / Bot list and its name field
say on hover, and the column a tip keeps to (its own)."""

import pygame

from ..tip_place import inked

# a seat's two controls said nothing on hover (session 30: new players did not know what "Human" meant at a screen
# with one person, nor what the name was for)
KIND_TIP = "Who plays this seat: you or a person at this screen (Human), or the computer at a level (Bot)"
NAME_TIP = "This player's name, as the table, the move log and Statistics show it"
# what the help line says while no seat's list or name is pointed at (review 32: it spoke only on hover, and a
# new player never saw it): what a seat's two controls are, in short; pointed at, each says its own in full
IDLE_HELP = ("Each seat: Human (you or a person at this screen) or Bot (the computer, at a level), and the name "
             "the table shows")
HEADINGS = ("h:game", "h:players", "h:options")
HEADING_AIR = 16        # design px a tip keeps from a column's heading's words, either side (− 's lay 5 px from
#                         "Players", touching it to the eye, review 31; CLEAR's 4 px is a line's breadth)


class NewGameTips:
    """Needs the scene's `widgets` and `own_tips` (MenuTips)."""

    def seat_tips(self, i):
        """Seat `i`'s list and name field given their tips (pygame_gui gives a drop-down and a field none)."""
        self.own_tips[f"seat{i}:kind"] = KIND_TIP
        self.own_tips[f"seat{i}:name"] = NAME_TIP

    def in_help_line(self, wid):
        """A seat's list and name field say what they are in the help line at the foot of the Players column: no
        floating tip by them covers nothing (session 31: the rows lie 12 px apart, − / + above, the seed row under
        them, the Game column left; Seat 2's list's tip lay over Seat 1's row)."""
        seat, _, part = wid.partition(":")
        return seat.startswith("seat") and seat[4:].isdigit() and (part in ("kind", "name") or part.startswith("pick"))

    def help_line_lead(self, wid):
        return f"Seat {int(wid.split(':')[0][4:]) + 1}: "

    def help_line_idle(self):
        pick = self.seat_pick_label() if hasattr(self, "seat_pick_label") else ""
        if pick:          # a seat's pick said too (SeatPicks: NumberQuash's colours)
            # in the help line's two lines whole: "its colour and the name the table shows" took a third, cut off
            return IDLE_HELP.replace(", and the name the table shows", f", its {pick.lower()} and its name")
        return IDLE_HELP

    help_rect = None        # where the help line lies: right under the last seat row (set by the layout)

    def help_line_rect(self):
        """Right under the last seat row, across the Players column, where the eye is as it leaves the row (at the
        foot of the column, level with Back and Start, in the muted grey, a new player missed it: review 31);
        the seats' notes, the seed and Allow undo lie under it."""
        return None if self.help_rect is None else pygame.Rect(self.help_rect)

    def tips_may_cover_for(self, wid):
        """A seat's list's and name field's tip may lie over the other seats' rows: the rows lie 12 px apart with
        − / + above and the seed under them, so kept off every control it went ~110 px away to the window's
        corner (session 30); the person reads one seat's row at a time."""
        seat = wid.split(":")[0]
        if not (seat.startswith("seat") and seat[4:].isdigit()):
            return ()
        return tuple(w for w in self.widgets if w.startswith("seat") and w.split(":")[0] != seat
                     and w.split(":")[0][4:].isdigit())

    def tips_keep_clear(self):
        """The columns' headings' words with HEADING_AIR around them across (and CLEAR's up and down): a tip
        between the headings (− and +: the only room near them) lies clear of both, not against one."""
        px = self.m.px
        out = []
        for hid in HEADINGS:
            heading = self.widgets.get(hid)
            if heading is not None and heading.visible:
                out.append(inked(heading).inflate(2 * px(HEADING_AIR), 0))
        return out

    def tips_soft_for(self, wid):
        """The columns `wid` is not in, each from its heading down, weighing as a plate (`tip_place.SOFT_WEIGHT`):
        a tip keeps to its own column where it finds room there (session 30: Professional's, above its box
        between the headings, lay partly over the Players column's heading, and beside its words, at a tie, over
        the Players column, where the room right of its words was as clear); − and + still lie between the
        headings over the Game column's corner, nearer than any room in their own (session 29)."""
        widget = self.widgets.get(wid)
        if widget is None or wid in HEADINGS:
            return []
        x = pygame.Rect(widget.rect).centerx
        out = []
        for hid in HEADINGS:
            heading = self.widgets.get(hid)
            if heading is not None and heading.visible:
                r = pygame.Rect(heading.rect)
                if not r.left <= x < r.right:
                    out.append(pygame.Rect(r.x, r.y, r.w, self.m.h - r.y))
        return out
