"""The dice tray of NumberQuash's board: what the dice say now, the dice and the pair chip you drag, the
cells picked for a split with Cover and Clear, the bonuses you may spend before rolling, and Roll, Bank
and End turn. Every button is a composer button (composer.py); the tray only draws what the view and the
composer say."""

import pygame

from ...ui import theme
from ...ui.drag import LIFT
from ...ui.out_choice import FINISHING_WORDS, WAITING_BRIEF
from .composer import PAIR, STEAL_HOW, cell_key
from .dice_shown import dice_shown
from .layout import PLATE_DIE
from .pieces import DicePair
from .rests import DUD_LOOK
from .views import rolls_again_for_a_double
from .words import in_turn_order, opening_ties, opening_verdict, picked_words, reroll_settled

BH = 40                   # design pixels: the turn's buttons (Roll; Bank and End turn)
SPLIT_LINE = 22           # the "Cells picked" line of a split being built
SPLIT_BH = 34             # its Cover these and Clear buttons
SPLIT_H = SPLIT_LINE + SPLIT_BH + 8    # the split's room: its line, its buttons, a gap above Roll
# the opening rolls' type (design pixels): a row, and the words round them (the rule, the re-rolls); at
# 12 and 13 they were the smallest text on the table at 1024x640 (session 23)
OPENING_ROW = 15
OPENING_NOTE = 13
OPENING_RULE = "Everyone rolled both dice; the highest total starts."


def _roll_words(a, b, cols):
    """An opening roll as its row says it: spaced in one column, tight in two."""
    return f"{a} + {b} = {a + b}" if cols == 1 else f"{a}+{b}={a + b}"


def verdict_lines(verdict, size, width):
    """Who starts and why in lines: one where it fits, else who starts on a line of its own and the why under it
    ("Bot 2 starts: the highest / opening roll (12)" broke the why in two at 1024x640, review 39)."""
    lines = theme.wrap_balanced(verdict, size, width, bold=True)
    head, colon, why = verdict.partition(": ")
    if len(lines) < 2 or not colon:
        return lines
    return theme.wrap_balanced(head + ":", size, width, bold=True) + theme.wrap_balanced(why, size, width, bold=True)


class Tray:
    """Builds the tray for the board each time the table is built; remembers which roll is still to tumble."""

    def __init__(self, board):
        self.board = board
        # the state of a roll still to be shown tumbling: set when a move is played whose events say it
        # rolled (the match's "moved"), cleared once it tumbles. An Undo back to a roll, a game opened on
        # one, a replay's step: the state changes but nothing was rolled, so the dice show it at once (an
        # Undo replayed the tumble and looked like a re-roll, review 46)
        self.to_tumble = None
        board.session.match.listen(self._heard)
        self.rect = None
        # the dice of a fresh roll still tumbling: what they say (the caption's numbers, the pair's total, the
        # prompt) waits until they land, as the header and the log do (they told "You rolled 4 + 3 = 7"
        # over dice still showing other faces, session 25); the table is built again when they land
        self.landing = False
        self._tumbling = set()     # ids of the dice whose tumble runs
        self.unfit = False          # the tray built shows a roll that fitted nothing (dice_shown)
        self._looked = False        # your turn has lasted that roll's look (rests.DUD_LOOK)

    def update(self):
        """A bot's roll that fitted nothing, kept on your turn for its look (dice_shown): once the look is over, the
        table is built again without it (it stays no longer than in pass-and-play, unless you act first)."""
        looked = self.board.session.turn_seconds() >= DUD_LOOK
        if looked and not self._looked and self.unfit:
            self.board.rebuild()
        self._looked = looked

    def _heard(self, kind, match):
        if kind == "moved":
            rolled = any(e.get("kind") == "dice_rolled" for e in match.game.events(match.state, None))
            self.to_tumble = match.state if rolled else None
        elif kind == "undone":
            self.to_tumble = None

    def build(self, t, view, rect):
        self.rect = rect
        b = self.board
        s = b.session
        c = b.composer
        t.panel(rect, (30, 22, 16), 150, 16, (110, 84, 52))
        pad = t.px(12)
        x, w = rect.x + pad, rect.w - 2 * pad
        state = s.match.state
        # the dice shown and whose (dice_shown.py: the plates ask the same)
        shown, roller, caused, unfit = dice_shown(b, view)
        self.unfit = unfit
        turn = b.marked_to_move()
        if turn is None:
            turn = view["to_move"]
        my_bonus_time = c is not None and view["phase"] == "before_roll"
        first = not s.match.actions and view["to_move"] is not None    # the first screen: who starts, and why
        self._tumbling = {pid for pid in self._tumbling if b.tweens.has(("tumble", pid))}   # (a tumble cut short)
        fresh = "dice_rolled" in caused and self.to_tumble is state and b.tweens.speed > 0
        self.landing = bool(shown) and not first and (fresh or bool(self._tumbling))
        y = rect.y + t.px(10)
        buttons = view["seat"] is not None and not b.read_only     # a replay shows no dead controls
        if first:       # the opening rolls have the room down to the buttons, or the tray's foot in a replay
            # (a replay kept the buttons' room empty and cut the re-rolls short with "...")
            y = self._opening(t, view, x, y, w, rect.bottom - (t.px(2 * BH + 30) if buttons else pad))
        elif b.out_choice.finishing():
            # the bots finish the game a move a frame: no dice, at their plates or here (the dice drawn each
            # frame ran ahead of the words and plates drawn a frame or two later: Bot 4's 6 and 1 under
            # "Bot 3's roll: 4 + 2", review 18b, 57.png); the tray's foot says what is happening
            pass
        elif shown:
            a, bb = shown
            how = ": nothing fits" if not view["dice"] and unfit else ""
            theirs = view["seat"] is not None and roller != view["seat"] and roller in b.badges
            words = (f"{b.short_possessive(roller, start=True)} roll: {a} + {bb} = {a + bb}{how}" if theirs
                     else f"{b.short(roller)} rolled {a} + {bb} = {a + bb}{how}")
            if self.landing:        # the numbers when the dice show them
                words = f"{b.short_possessive(roller, start=True)} roll\u2026"
            t.label(words, (x, y), 14, theme.TEXT if view["dice"] and not theirs else theme.MUTED,
                    bold=bool(view["dice"]), max_width=w)
            below = y + theme.font(t.text_px(14), bool(view["dice"])).get_linesize()   # the caption's foot
            y += t.px(24)
            if theirs:     # another player's roll: at their plate, and shown large (greyed) in the tray
                self._dice_at_plate(t, view, shown, roller, "dice_rolled" in caused)
                y = self._their_dice(t, view, shown, x, y)
            else:
                # your dice lift (Tab, a click) by LIFT: they start that far under the caption, which a lifted
                # die covered at 1024x640 (the caption's text is larger there than the layout's scale)
                y = max(y, below + t.px(LIFT) + t.px(2))
                y = self._dice(t, view, shown, roller, "dice_rolled" in caused, x, y,
                               self._die_size(t, view, y, rect))
        elif not my_bonus_time and turn is not None:
            mine = turn == view["seat"] and s.addressed(view["seat"])     # (pass-and-play's person too)
            told = b.told_step()
            if told is not None and told.get("kind") == "skip" and told.get("seat") == turn:
                # a block or a third double's forfeit, told
                words = "You miss this turn" if s.addressed(turn) else f"{b.short(turn)} misses this turn"
            elif s.bots_waiting():
                # the bots wait for your Watch / Let the bots finish, as the header says (the same fact): "Bot 3
                # to roll" stood over bots that did not move (session 21)
                words = WAITING_BRIEF
            else:
                # after a double, why the turn goes on (an empty tray under "Your roll" told a new player nothing,
                # review 35b: the prompt's "Doubles: roll again" says it too)
                again = mine and rolls_again_for_a_double(view)
                words = "A double: you roll again." if again else "Your roll" if mine else f"{b.short(turn)} to roll"
            t.label(words, (x, y), 14, theme.MUTED, max_width=w)
            y += t.px(24)
        if my_bonus_time and not first:     # (nobody has a bonus before the first roll)
            y = self._bonuses(t, view, pygame.Rect(x, y, w, rect.bottom - y - t.px(110)))
        if view["dice"] and c is not None and c.ix.places and not self.landing:
            a, bb = view["dice"]
            picked = c.picked()
            left = (a + bb) - sum(cell[2] for cell in picked)
            text = f"= {a + bb}" if not picked else f"{left} left"
            if view["fallback"]:
                # the dice some cell takes, as the tray's words and the prompt say (composer.usable_dice)
                usable = c.usable_dice()
                text = "one die" if picked else " or ".join(map(str, usable)) + (" only" if len(usable) == 1 else "")
            home = pygame.Rect(x + t.px(8), y, min(w - t.px(16), t.px(200)), t.px(46))
            t.pieces.append(DicePair(PAIR, view["dice"], text, home, zone="tray", z=19))
            y += t.px(56)
            self._split(t, view, pygame.Rect(x, y, w, rect.bottom - y - t.px(2 * BH + 20)))
        if buttons and (b.out_choice.offered() or b.out_choice.finishing() or b.out_choice.watching()):
            self._out_buttons(t, x, w, rect.bottom - pad)
        elif buttons:
            self._turn_buttons(t, view, x, w, rect.bottom - pad)

    def _out_buttons(self, t, x, w, bottom):
        """Every person here has finished and the bots play on: Watch, or Let the bots finish (F), where the
        turn's buttons were; while they finish, what is happening; while you watch, that you do (the turn's
        Roll, Bank and End turn stood there greyed, as if a turn of yours might still come)."""
        b = self.board
        bh = t.px(BH)
        by = bottom - bh
        if b.out_choice.finishing():
            t.label(FINISHING_WORDS, (x + w // 2, by + bh // 2), 15, theme.GOLD, bold=True,
                    anchor="center", max_width=w)
            return
        you = "Everyone here has" if b.session.pass_and_play else "You have"
        if b.out_choice.watching():
            lines = theme.wrap(f"{you} finished: watching the bots play on (F lets them finish)", t.text_px(14), w,
                               bold=True)
            y = by + bh - len(lines) * t.px(19)
            for line in lines[:3]:
                t.label(line, (x + w // 2, y), 14, theme.MUTED, bold=True, anchor="midtop", max_width=w)
                y += t.px(19)
            return
        # offered: the choice is asked in the middle of the table, large (out_panel.py), not in this corner
    def _die_size(self, t, view, y, rect):
        """Your dice's side: 64 design pixels, smaller in a short tray (3 or 4 seats) so that under them the
        pair's chip, the cells picked for a split and Cover / Clear all fit above Roll: Clear lay over the
        "Cells picked" line and against Roll there."""
        die = t.px(64)
        c = self.board.composer
        if not (view["dice"] and c is not None and c.ix.places):
            return die
        bottom = rect.bottom - t.px(2 * BH + 20)      # the split's room ends above Roll, as build says
        need = die + t.px(12) + t.px(56) + t.px(SPLIT_H)
        return max(t.px(40), die - max(0, y + need - bottom))

    def _dice(self, t, view, shown, roller, rolled_now, x, y, die):
        b = self.board
        c = b.composer
        on_cell = {d: cell for cell, d in (c.picks if c is not None else []) if d is not None}
        state = b.session.match.state
        new_roll = rolled_now and self.to_tumble is state
        origin = b.badges.get(roller)
        n = view["events"]
        for i, v in enumerate(shown):
            home = pygame.Rect(x + t.px(8) + i * (die + t.px(16)), y, die, die)
            zone = "tray"
            if i in on_cell:
                home = b.table_geo[on_cell[i]]["rect"].inflate(-t.px(2), -t.px(2))
                zone = f"on:{cell_key(on_cell[i])}"
            p = t.die(f"die:{n}:{i}", v, home, zone=zone, origin=origin, z=20, key=f"die:{i}")
            if new_roll:
                self._tumble(p, v, i)
        if new_roll:
            self.to_tumble = None
        return y + die + t.px(12)

    def _their_dice(self, t, view, shown, x, y):
        """Another player's roll, large enough to read, greyed and not yours to drag (no composer key):
        the label above says whose it is."""
        die = t.px(56)
        for i, v in enumerate(shown):
            home = pygame.Rect(x + t.px(8) + i * (die + t.px(16)), y, die, die)
            t.die(f"their-die:{view['events']}:{i}", v, home, zone="tray:theirs", z=20,
                  key=f"their-die:{i}", dim=True)
        return y + die + t.px(12)

    def _dice_at_plate(self, t, view, shown, roller, rolled_now):
        """Another player's roll: small dice in the bottom right of their plate, where they sit."""
        b = self.board
        plate = b.badges[roller]
        die = t.px(PLATE_DIE)
        state = b.session.match.state
        new_roll = rolled_now and self.to_tumble is state
        right = plate.right - t.px(10)
        homes = [pygame.Rect(right - (2 - i) * die - (1 - i) * t.px(6), plate.bottom - die - t.px(8), die, die)
                 for i in range(len(shown))]
        # they land where they lie, right of the plate's words: flown in from the plate's corner (the kit
        # starts a piece at its origin's top left) they crossed the name ("Bot 2 (normal)" at 1024x640)
        landing = homes[0].unionall(homes[1:])
        for i, (v, home) in enumerate(zip(shown, homes)):
            p = t.die(f"die:{view['events']}:{i}", v, home, zone=f"plate:{roller}", origin=landing, z=20,
                      key=f"die:{i}")
            if new_roll:
                self._tumble(p, v, i)
        if new_roll:
            self.to_tumble = None

    def _tumble(self, piece, final, i):
        """A fresh roll: the die shows a few faces on its way in, then lands on its value. (The table may be
        rebuilt meanwhile: the faces go to whichever piece has the die's id.)"""
        b = self.board
        faces = [(final + 2 * k + i + 1) % 6 + 1 for k in range(7)] + [final]
        pid = piece.id

        def show(v):
            p = b.table.piece_by_id.get(pid, piece)
            p.value = v

        def landed():
            show(final)
            self._tumbling.discard(pid)
            if self.landing and not self._tumbling:
                b.invalidate()          # the words of the roll, now that the dice show it

        self._tumbling.add(pid)
        b.tweens.add(lambda k: show(faces[min(len(faces) - 1, int(k))]), 0.0, float(len(faces) - 1), 0.42,
                     ease=lambda k: k, key=("tumble", pid), on_done=landed)

    def _opening(self, t, view, x, y, w, bottom):
        """The first screen: who starts and why. The opening rolls (from the view): each seat's two dice,
        tie-breaks below their tie (the last rounds first to go if there is no room), and the verdict; or,
        when the options set the turn order, that."""
        s = self.board.session
        starter = view["order"][0]
        deciding = max((k for k, rnd in enumerate(view["opening"]) if any(r[0] == starter for r in rnd)),
                       default=None)      # the round whose roll made the starter first
        verdict = s.words(opening_verdict(view["opening"], view["order"]), short=True)
        # the whole sentence, never cut ("...tied with Player 2 on 8, then" lost the re-roll, review 20):
        # a smaller type when it takes more than two lines at 15
        size = 15 if len(verdict_lines(verdict, t.text_px(15), w)) <= 2 else 13
        for line in verdict_lines(verdict, t.text_px(size), w):
            t.label(line, (x, y), size, theme.GOLD, bold=True, max_width=w)
            y += t.px(size + 5)
        y += t.px(6)
        if not view["opening"]:
            return y
        return self._opening_rolls(t, view, x, y, w, bottom, starter, deciding)

    def _opening_rolls(self, t, view, x, y, w, bottom, starter, deciding):
        """The first round as a table (in two columns when one would not leave the re-rolls room: six seats
        after two ties ran out of the tray, review 16, 20.png); each re-roll as one sentence that says which
        tie it broke and the order it made ("Tied on 4, rolled again: Bot 2 2+6=8, Bot 3 3+1=4, so Bot 2
        before Bot 3")."""
        # every round's rolls in the turn order they decided, as the plates and the turn order list read
        ties = opening_ties(view["opening"])
        rounds = [in_turn_order(rnd, view["order"]) for rnd in view["opening"]]
        name = self.board.short
        # in the re-roll's sentence every name is mid-sentence: "you", never "You" ("so You before Bot 2", issue 23);
        # the first round's table names each row as its plate does ("You")
        said = self.board._named
        again = []
        for rnd, tie in zip(rounds[1:], ties[1:]):
            rolls = ", ".join(f"{said(seat)} {a}+{b}={a + b}" for seat, a, b in rnd)
            after = reroll_settled(rnd, said)     # what this roll settled, never the final order
            again.append(theme.wrap(f"Tied on {tie}, rolled again: {rolls}, so {after}", t.text_px(OPENING_NOTE), w,
                                    units=[f"{said(seat)} {a}+{b}={a + b}" for seat, a, b in rnd]))
        step = t.px(OPENING_NOTE + 3)
        need = sum(len(lines) for lines in again) * step
        first = rounds[0]
        # the rule over the rolls, wrapped, never shrunk to fit (squeezed into the tray's width it was 8 px
        # high at 1024x640, session 23); left out where the re-rolls would not fit with it: the facts first
        rule = theme.wrap(OPENING_RULE, t.text_px(OPENING_NOTE), w)
        rule_h = len(rule) * t.px(OPENING_NOTE + 4) + t.px(4)
        plan = self._rolls_plan(t, first, w, bottom - y - need - rule_h)
        if plan is None:
            rule, rule_h = [], 0
            plan = self._rolls_plan(t, first, w, bottom - y - need)
        size, cols = plan or self._rolls_plans(first)[-1]
        for text in rule:
            t.label(text, (x, y), OPENING_NOTE, theme.MUTED)
            y += t.px(OPENING_NOTE + 4)
        y += t.px(4) if rule else 0
        line = t.px(size + 4)
        gap = 0 if cols == 1 else t.px(10)
        col_w = (w - gap) // cols
        inset = t.px(8) if cols == 1 else t.px(2)
        rows = (len(first) + cols - 1) // cols
        for i, (seat, a, b) in enumerate(first):
            cx, cy = x + (i // rows) * (col_w + gap), y + (i % rows) * line
            ink = theme.GOLD if seat == starter and deciding == 0 else theme.TEXT
            dice = _roll_words(a, b, cols)
            room = col_w - 2 * inset - theme.font(t.text_px(size)).size(dice)[0] - t.px(6)
            t.label(f"{name(seat)}", (cx + inset, cy), size, ink, max_width=room)
            t.label(dice, (cx + col_w - inset, cy), size, ink, anchor="topright")
        y += rows * line
        for k, lines in enumerate(again, start=1):
            if y + step * len(lines) > bottom:
                t.label("\u2026", (x, y), 12, theme.MUTED)
                return y + t.px(16)
            ink = theme.GOLD if k == deciding else theme.MUTED
            for text in lines:
                t.label(text, (x, y), OPENING_NOTE, ink, max_width=w)
                y += step
        return y

    @staticmethod
    def _rolls_plans(first):
        # the larger type in two columns before the smaller in one: the rolls at 11 px read as tiny
        plans = [(OPENING_ROW, 1), (OPENING_ROW, 2), (OPENING_NOTE, 1), (OPENING_NOTE, 2)]
        return [p for p in plans if p[1] == 1 or len(first) > 3]

    def _rolls_plan(self, t, first, w, room):
        """(type size, columns) of the first round's rolls in `w` x `room` pixels: the largest type in one
        column, else in two (six seats after two ties), each name whole beside its roll; None if none fits."""
        name = self.board.short
        for size, cols in self._rolls_plans(first):
            rows = (len(first) + cols - 1) // cols
            font = theme.font(t.text_px(size))
            inset = t.px(8) if cols == 1 else t.px(2)
            col_w = (w - (0 if cols == 1 else t.px(10))) // cols
            whole = all(font.size(name(seat))[0] + font.size(_roll_words(a, b, cols))[0] + t.px(6)
                        <= col_w - 2 * inset for seat, a, b in first)
            if rows * t.px(size + 4) <= room and whole:
                return size, cols
        return None

    def _bonuses(self, t, view, rect):
        """Before your roll: the bonuses you may spend. Returns the y below them."""
        b = self.board
        c = b.composer
        offered = {bt.id for bt in c.buttons()}
        # in the plates' order across the top (the turn order: layout.geometry), not the seats' (review 19b,
        # 23.png: "Bot 2, Bot 3, Bot 4" under plates "Bot 3, Bot 4, Bot 2")
        seen = [o for o in view["order"] if o != view["seat"]]
        blocks = sorted((int(i[6:]) for i in offered if i.startswith("block:")),
                        key=lambda o: (seen.index(o) if o in seen else len(seen), o))
        steals = bool(c.ix.steal11 or c.ix.has12)
        x, y, w = rect.x, rect.y, rect.w
        if not ("free" in offered or blocks or steals):
            words = "Bonus spent: now roll." if view["bonus_used"] else "No bonus banked: roll the dice."
            t.label(words, (x, y), 13, theme.MUTED, max_width=w)
            return y + t.px(22)
        # a lone banked steal (no 10 to spend): its button stands in for the heading, so the room under the words
        # stays as large as before it had one (a hint lies there)
        lone = STEAL_HOW in offered and not blocks and "free" not in offered
        if not lone:
            t.label("Spend a bonus before rolling?", (x, y), 14, theme.GOLD, bold=True, max_width=w)
            y += t.px(24)
        # Everything fits above the turn's buttons (rect.bottom): with all six bonus buttons at 1024x640 the
        # steal's words ran under Roll. Short of room the buttons are lower, then the words shorter.
        cols = 1 if len(blocks) <= 1 else (2 if len(blocks) <= 4 else 3)
        rows = ("free" in offered) + (len(blocks) + cols - 1) // cols + (("mode:12" in offered) or bool(c.steals))
        label_h = t.px(17) if len(blocks) > 1 else 0
        said = self._steal_words(c, b.short, view) if steals else ()
        line_h = t.px(17)

        def lines(words):
            return theme.wrap(words, t.text_px(13), w)[:3] if words else []

        def height(bh, words):
            return rows * (bh + t.px(6)) + label_h + len(lines(words)) * line_h

        room = rect.bottom - y
        bh = t.px(32) if height(t.px(32), said[0] if said else "") <= room else t.px(26)
        if cols == 2 and len(blocks) == 3 and height(bh, said[0] if said else "") > room:
            cols = 3                        # three seats to block: one row, not two
            rows -= 1
        told = next((s for s in said if height(bh, s) <= room), said[-1] if said else "")
        if lone:    # its button says the rest when pressed: the room under it stays free for a hint
            told = said[-1]
        if lone:        # one steal banked: its button, lit, says how (the steal is a drag)
            t.button(f"bonus:{STEAL_HOW}", c.label(STEAL_HOW), (x, y - t.px(2), w, t.px(24)), press=STEAL_HOW,
                     size=13, style="primary", tooltip="Drag to steal; Roll keeps it banked")
            y += t.px(24)       # the heading's own height: the room under the words is as large as before
        if "free" in offered:
            t.button("bonus:free", "Free roll (10)", (x, y, w, bh), press="free", key_hint="F", hotkey=pygame.K_f,
                     size=14)
            y += bh + t.px(6)
        if blocks:
            if len(blocks) > 1:
                t.label("Block a seat (10): it misses its next turn", (x, y), 12, theme.MUTED, max_width=w)
                y += t.px(17)
            bw = (w - t.px(6) * (cols - 1)) // cols
            for k, seat in enumerate(blocks):
                r = pygame.Rect(x + (k % cols) * (bw + t.px(6)), y + (k // cols) * (bh + t.px(6)), bw, bh)
                name = b.short(seat)
                words = f"Block {name}" if cols == 1 else name
                t.button(f"bonus:block:{seat}", words, r, press=f"block:{seat}", size=13,
                         key_hint=f"[{seat + 1}]")
            y += ((len(blocks) + cols - 1) // cols) * (bh + t.px(6))
        both = "mode:12" in offered        # an 11 and a 12 banked: a button for each, the chosen one lit
        if both and not c.steals:
            half = (w - t.px(6)) // 2
            for k, bid in enumerate(("mode:11", "mode:12")):
                chosen = c.mode12 == (bid == "mode:12")
                t.button(f"bonus:{bid}", c.label(bid), (x + k * (half + t.px(6)), y, half, bh), press=bid,
                         hotkey=None if chosen else pygame.K_w, size=13, style="primary" if chosen else "normal",
                         tooltip="" if chosen else "W")
            y += bh + t.px(6)
        elif c.steals:   # a 12 half taken: what it is, beside Put back (the tray is short with every bonus)
            half = (w - t.px(6)) // 2 if both else w
            if both:
                t.button("bonus:mode:12", c.label("mode:12"), (x, y, half, bh), press="mode:12", size=13,
                         style="primary")
            t.button("steal:clear", "Put back", (x + w - half, y, half, bh), press="clear", key_hint="\u232b",
                     hotkey=pygame.K_BACKSPACE, size=14)
            y += bh + t.px(6)
        for line in lines(told):
            if y + line_h > rect.bottom:
                break
            t.label(line, (x, y), 13, theme.TEXT)
            y += line_h
        return y

    @staticmethod
    def _steal_words(c, short, view):
        """What a banked 11 or 12 asks of you, in full and then shorter (for a tray short of room). A 12
        under way names who is left to rob, in the plates' order ("(2 of 4) · left: Bot 3, Bot 4": it
        said only "(2 of 4)", review 19b, 35.png); with fewer of your cells open than players, "choose
        N of" them."""
        st = c.stealing()
        if st is None:
            return ("11, if you like: drag a ringed quasher of another player onto one of your cells, or roll "
                    "(the 11 stays banked).",
                    "11: drag another player's ringed quasher onto your cell, or roll (it stays banked).",
                    "11, if you like: drag a ringed quasher, or Roll (it stays banked).")
        if c.steals:
            seen = list(view["order"])
            left = sorted(st.left(), key=lambda o: (seen.index(o) if o in seen else len(seen), o))
            more = st.need - len(c.steals)
            who = ", ".join(short(o) for o in left)
            told = (f"left: {who}" if more >= len(left) else f"{more} more of {who}") if left else ""
            count = f"({len(c.steals)} of {st.need})"
            return (f"12: drag a ringed quasher of each player onto your cells {count}. {told[:1].upper()}{told[1:]}.",
                    f"12: drag each player's ringed quasher onto your cells {count}. {told[:1].upper()}{told[1:]}.",
                    f"12 {count}: {told}.")
        return ("12, if you like: drag a ringed quasher of each player onto your cells "
                f"({st.need} to take), or roll (the 12 stays banked).",
                f"12: drag each player's ringed quasher onto your cells ({st.need}), or roll (it stays banked).",
                f"12, if you like: drag {st.need} ringed quasher{'s' * (st.need != 1)}, or Roll (it stays banked).")

    def _split(self, t, view, rect):
        """The split being composed: what is picked, Cover these, Clear (above the turn's buttons)."""
        c = self.board.composer
        picked = c.picked()
        x, y, w = rect.x, rect.y, rect.w
        if not picked:
            if view["fallback"] and not view["split_single_die"]:
                usable = c.usable_dice()
                which = "it" if len(usable) == 1 else "one"
                tip = (f"Only one die can be used ({c.target_words()}): drag {which} onto a cell of its number, "
                       f"or click that cell (or press {c.target_words()}).")
            else:
                # (it read "...adding up to 8: it is covered when they make it", an "it" a new player could
                # not place, review 35b)
                tip = (f"Or split it: click cells (or press 1-9) that add up to {c.target_words()}; they are "
                       "covered once they do.")
                lines = theme.wrap(tip, t.text_px(12), w)
                if len(lines) > 3 or y + len(lines) * t.px(15) > rect.bottom:    # never cut mid-sentence
                    tip = f"Or split it: click cells (or press 1-9) adding up to {c.target_words()}."
            for line in theme.wrap(tip, t.text_px(12), w)[:3]:
                if y + t.px(15) > rect.bottom:
                    break
                t.label(line, (x, y), 12, theme.MUTED)
                y += t.px(15)
            return
        words = picked_words(picked)     # "left red 1 + 2 + right red 1" (review 28: "red 1 + red 1")
        total = sum(cell[2] for cell in picked)
        t.label(f"Cells picked: {words} = {total}", (x, y), 13, theme.GOLD, bold=True, max_width=w)
        y = min(y + t.px(SPLIT_LINE), rect.bottom - t.px(SPLIT_BH + 8))
        half = (w - t.px(8)) // 2
        bh = t.px(SPLIT_BH)
        if c.complete():     # made, yet more cells could join it (a single die split): Cover sends it
            t.button("split:cover", "Cover these", (x, y, half + t.px(20), bh), press="cover", key_hint="\u21b5",
                     hotkey=pygame.K_RETURN, style="primary", size=14)
        t.button("split:clear", "Clear", (x + half + t.px(28), y, half - t.px(20), bh), press="clear",
                 key_hint="\u232b",
                 hotkey=pygame.K_BACKSPACE, size=14)

    def _next_may_roll(self):
        """Is the next person's turn held back by the mover's look at their move alone, and may they roll then?"""
        s = self.board.session
        return s.lingering() and any(a.get("type") == "roll" for a in s.match.legal_actions())

    def _turn_buttons(self, t, view, x, w, bottom):
        c = self.board.composer
        offered = {bt.id: bt for bt in c.buttons()} if c is not None else {}
        bh = t.px(BH)
        by = bottom - bh
        half = (w - t.px(8)) // 2
        roll = offered.get("roll")
        opening = self.board.opening
        if opening.waiting:     # a bot starts: the opening rolls stay until you go on (opening_wait.py)
            t.button("opening:continue", "Continue", (x, by - bh - t.px(8), w, bh), on_click=opening.go_on,
                     key_hint="\u21b5", style="primary", size=17)
        elif self._next_may_roll():
            # the mover still looks at their move (pass-and-play's linger): Roll is the next person's already, lit;
            # a click or R turns the table to them and rolls (BoardInput.before_event; greyed it read as a lock,
            # review 54j)
            t.button("roll", "Roll", (x, by - bh - t.px(8), w, bh), hotkey=pygame.K_r, key_hint="R",
                     on_click=self.board.session.end_linger, enabled=True, style="primary", size=17)
        else:
            t.button("roll", "Roll", (x, by - bh - t.px(8), w, bh), press="roll", hotkey=pygame.K_r, key_hint="R",
                     style="primary" if roll is not None and roll.enabled else "normal", size=17)
        dice = view["dice"] if self.board.session.my_turn() and not self.landing else None    # another's roll is
        # not yours to bank; your own says its total once the dice have landed
        total = (dice[0] + dice[1]) if dice else None
        # when nothing fits, the highlighted choice is the hint's, else Bank where banking is possible
        # (usually the better move), else End
        step = self.board.hints.step() if "end" in offered else None
        default = None
        if "end" in offered:
            hinted = step["button"] if step is not None else None
            default = hinted if hinted in ("bank", "end") else ("bank" if "bank" in offered else "end")
        t.button("bank", f"Bank on {total}" if total and total >= 10 else "Bank", (x, by, half, bh), key_hint="B",
                 press="bank", hotkey=pygame.K_b, size=15, style="primary" if default == "bank" else "normal",
                 tooltip=c.why_not_bank() if c else "")
        t.button("end", "End turn", (x + half + t.px(8), by, half, bh), press="end", hotkey=pygame.K_e,
                 key_hint="E",
                 size=15, style="primary" if default == "end" else "normal", tooltip=c.why_not_end() if c else "")
