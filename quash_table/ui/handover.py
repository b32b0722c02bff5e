"""Pass-and-play hand-over on an open table (game.open_table: NumberQuash): nothing is hidden, so no
curtain comes between two people (privacy.py), and the board turned to the next player with nothing to say
so. When the screen turns to another person, a notice in the place the board gives it (NumberQuash: the dice
tray's empty room, where it covers nothing read) names them ("Bob's turn: pass the screen to Bob") until that
person clicks or presses a key. Nothing being hidden, it need not block: a key goes on to the table as well
(R puts it away and rolls: review 18b, where R only closed it), except Enter and Space, which only put it away
(PRESS_KEYS); a click on the notice only puts it away."""

import pygame

from . import theme


# Keys that open something over the table (the menu, the rules, a screenshot): they are no act of the next
# person at the table, so the notice stays for them (Esc put it away for good behind the pause menu: after
# Resume nothing said whose turn it was, session 25)
OVER_TABLE_KEYS = (pygame.K_ESCAPE, pygame.K_F1, pygame.K_F12)
# Keys that press whatever the table lights (its main button, a hint's step): the one who just moved presses them
# too (a hint laid one cell per Enter teaches two Enters), so they only put the notice away; after a one-cell cover
# the second Enter rolled the next person's dice, who may have wanted to spend a banked bonus first (review 61)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Handover:
    def __init__(self, board):
        self.board = board
        self.seat = None                 # the person the banner names, or None: no banner
        self._seen = board.session.screen_seat
        self.rect = None                 # where it was last drawn (a click there only puts it away)

    def after_build(self):
        """The screen turned to another person since the last build: name them."""
        s = self.board.session
        seat = s.screen_seat
        if seat != self._seen:
            self._seen = seat
            if s.pass_and_play and seat is not None and not self.board.read_only and not s.over:
                self.seat = seat

    def words(self):
        """(title, line) of the banner, or None when none shows."""
        if self.seat is None:
            return None
        s = self.board.session
        if self.seat != s.screen_seat or s.over:
            self.seat = None
            return None
        name = s.name(self.seat)
        keys = self.keys()
        # what to press, as a curtain's button names its key: it put no key (R rolled straight through it
        # unsaid, review 26)
        then = f" \u00b7 then press {' or '.join(keys)}" if keys else " \u00b7 then click or press a key"
        # the board's own words for the next person's first act where the keys do not say it (NumberQuash: a
        # banked bonus to spend before the roll; "then press R to roll" hid it, review 56q)
        first = self.board.handover_first(self.seat)
        then = f" \u00b7 then {first}" if first else then
        # where the table turns to the next person, which of its parts is now theirs (NumberQuash: their octagons
        # come to the front; Ann's red board jumped to the top right unsaid, review 52b)
        front = self.board.front_words(self.seat)
        front = f" ({front})" if front else ""
        return f"{name}'s turn", f"Pass the screen to {name}{front}{then}"

    def keys(self):
        """["R to roll", ...]: the lit table buttons' keys, the next person's first acts (a key goes on to
        the table, it does not only put the notice away)."""
        return [f"{b.key_hint} to {b.label.lower()}" for b in self.board.table.buttons
                if b.enabled and b.key_hint]

    def layout(self):
        """The notice as `--layout` lists it (it was missing there), or None with none up."""
        said = self.words()
        if said is None or self.rect is None:
            return None
        return {"id": "handover", "kind": "handover", "rect": [self.rect.x, self.rect.y, self.rect.w, self.rect.h],
                "label": said[0], "text": said[1], "keys": self.keys()}

    def handle(self, event):
        """Put the notice away at the next person's first click or key; True when that click does nothing
        more: a click on the notice. A key goes on to the table (nothing is hidden, so nothing need wait for
        the right eyes: R only put it away, and a second R rolled, review 18b), as does a click elsewhere. Esc,
        F1 and F12 leave it up (OVER_TABLE_KEYS): they open the menu or the rules over the table. Enter and Space
        only put it away (PRESS_KEYS): they may be the mover's, pressed once too often."""
        if self.seat is None or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return False
        if event.type == pygame.KEYDOWN and event.key in OVER_TABLE_KEYS:
            return False        # the menu or the rules open over it; the notice is still there after
        self.seat = None
        self.board.redraw_still()
        if event.type == pygame.KEYDOWN:
            return event.key in PRESS_KEYS
        return self.rect is not None and self.rect.collidepoint(event.pos)

    def _lines(self, line, room):
        """The line whole where it fits, else broken at its own breaks first and each part wrapped (the name
        kept whole: "Pass the screen to Player / 2" lost its key to a two-line cut, session 54)."""
        small = max(11, self.board.metrics.px(14))
        if theme.font(small).size(line)[0] <= room:
            return [line]
        units = [self.board.session.name(self.seat)] if self.seat is not None else []
        return [piece for part in line.split(" \u00b7 ") for piece in theme.wrap_balanced(part, small, room, units=units)]

    def need(self, place):
        """The height the notice takes in `place` (for the board to choose a place it fits), or 0 with none."""
        said = self.words()
        if said is None:
            return 0
        m = self.board.metrics
        r = pygame.Rect(place).inflate(-m.px(4), -m.px(4))
        lines = self._lines(said[1], r.w - 2 * m.px(14))
        return m.px(10) + m.px(44) + len(lines) * theme.font(max(11, m.px(14))).get_linesize() + m.px(12) + m.px(4)

    def draw(self, surface, place):
        """The notice in `place` (a rect the board leaves free for it: NumberQuash's dice tray's empty room, or
        the room beside your octagons; over the middle it hid the bonus octagons, in the turn order's corner the turn order), its line in two where one does
        not fit."""
        said = self.words()
        if said is None:
            self.rect = None
            return
        m = self.board.metrics
        title, line = said
        small = max(11, m.px(14))
        r = pygame.Rect(place).inflate(-m.px(4), -m.px(4))
        pad = m.px(14)
        lines = self._lines(line, r.w - 2 * pad)
        step = theme.font(small).get_linesize()
        need = m.px(10) + m.px(44) + len(lines) * step + m.px(12)
        r = pygame.Rect(r.x, r.y, r.w, min(r.h, need))
        r.center = pygame.Rect(place).center
        theme.panel(surface, r.move(0, m.px(6)), (0, 0, 0), 120, m.px(18))
        theme.panel(surface, r, theme.PANEL, 255, m.px(18), theme.GOLD, m.px(3))
        size = theme.fit_size(title, m.px(36), r.w - 2 * pad, True)
        theme.blit_text(surface, title, size, (r.centerx, r.y + m.px(10)), theme.GOLD, True, "midtop")
        for i, text in enumerate(lines):
            y = r.bottom - m.px(12) - (len(lines) - 1 - i) * step
            size = theme.fit_size(text, small, r.w - 2 * pad)
            theme.blit_text(surface, text, size, (r.centerx, y), theme.TEXT, False, "midbottom")
        self.rect = r
