"""NumberQuash board: every colour's pair of octagons, the bonus octagons 10, 11 and 12, and the dice.

The other seats sit across the top (in the turn order, as the middle band's list reads), each with its
octagons; the turn order, the stalemate counters and the bonus octagons are in the middle (middle.py); your
octagons and the dice tray (tray.py) are at the bottom. Covered cells carry a quasher in the colour it came
from, banked quashers stack on their colour's side of a bonus octagon.

Moving goes through the composer (composer.py) only: drag a die onto a cell of its number, the pair of
dice onto a cell of the total, or build a split cell by cell (dragging the pair, clicking your cells, or
1-9 on the keyboard); the cells that can still complete it are ringed, and it is covered when the cells
make it. Before rolling, a banked 11 or 12 is spent by dragging other players' quashers (ringed) onto
your cells; Roll, Bank, End turn, the 10's buttons and Cover / Clear are the composer's buttons.
"""

import pygame

from .marks import NumberQuashMarks
from .opening_wait import OPENING_HINT_WORDS, OpeningWait
from ...engine.naming import possessive
from ...ui import theme
from ...ui import settings as settings_mod
from ...ui.board import BoardScene
from .cell_input import CellInput
from .composer import PAIR, NumberQuashComposer, cell_key, parse_cell, quasher_key
from ...ui.handover import Handover
from ...ui.table_paint import frozen
from .hint_place import TRAY, PlacedAgain, banner_place, hint_band, place_hint, side_room, tray_room
from .log_fold import LogFold
from .layout import (BADGE_H, LABEL_H, PAIR_GAP, cell_centre, cell_size, geometry, my_fit, my_plate_w,
                     octagon_rects, pairs_width)
from .middle import build_middle, draw_counts, draw_spent
from .out_panel import build_out_panel, out_rect
from .plate import draw_plate
from .plate_news import PlateNews
from .bonus_marks import SpentCount
from .paint import (draw_bonus, draw_cell_mark, draw_number, draw_octagon, draw_robbed_mark,
                    legal_ring_width, ring_reach)
from .pieces import RGB, Quasher
from .prompt import prompt_words
from .race_words import race_words
from .rests import rest_after
from .moves import has_banked
from .roll_past import RollPast, handover_words
from .table_turn import TableTurn
from .header_news import HeaderNews
from .robbed import robbed_cells, steals_since_last_move
from .supply_words import robbed_caption, robbed_tip, stolen_quashers, supply_line, supply_tip
from .tray import Tray
from .words import CELL_NAMES, cell_words


QUASHER_OTHER = 0.5     # another seat's quasher's side, as a fraction of its octagon's radius


class NumberQuashBoard(NumberQuashMarks, HeaderNews, CellInput, LogFold, PlacedAgain, BoardScene):
    deck = "standard"
    back_style = "red"
    _seat_colours = None       # each seat's colours, as the view names them (seat_colour)
    handover = None            # the pass-and-play banner naming the next person (handover.py)
    _handover_first = (None, None)  # (position, its banner's first act): handover_first
    # a hint's arrow straight (or one gentle bend) from what to take to where it goes (the kit's way round the octagons
    # and the tray's words zigzagged across the 10's octagon and overshot "cover left red 8", review 60)
    straight_arrow = True
    target_glow = False        # a held die's or quasher's cells keep their colour inside the kit's green outline:
    # its green wash over the pink cells read as a muddy olive-grey (review 15, 48.png)
    # the header tells the move before yours alone ("Bot 2 banks the roll..."), as Bot 2's plate is lit while
    # it is told (marked_to_move); "Your turn \u00b7 Bot 2 banks" (review 15) came with your plate lit early
    turn_said_while_told = False
    summary_replay_key = None      # R rolls here: pressed to roll as the game ended, it opened the replay (r. 60u)

    def __init__(self, app, session):
        super().__init__(app, session)
        # pass-and-play: the table turns to the next person once the move is told and its quasher has landed, the
        # pairs gliding (table_turn.py), with no look after it (the kit's linger: the header said "Player 2 to roll",
        # Roll lit, over Player 1's octagons for 2-4 s, review 60); a roll that fitted nothing stays in the next
        # person's tray instead (dice_shown), the mover's new quashers ringed on the next person's table
        session.linger = 0.0
        # your cover can be taken back until the next player acts: the next bot waits a moment for it (alone
        # against bots, Undo allowed; a cover mostly ends your turn, and Undo was as good as never lit, review 45)
        session.waits_for_undo = True
        # a bot's roll rests before it covers, a steal of your cell longer (rests.py, review 25)
        session.rest_after = lambda: rest_after(self.game.events(session.match.state, None),
                                                session.match.is_human, settings_mod.bot_pace(session.settings))
        self.tray = Tray(self)
        self.table_turn = TableTurn(self)   # pass-and-play's hand-over: the octagons glide to their places
        self.roll_past = RollPast()  # the first Roll past a banked bonus says so (roll_past.py, review 55n)
        self.deco = []             # octagons to draw: see draw_decor
        self.table_geo = {}        # cell -> {"rect", "centre", "r", "seat", "mine", "covered"}
        self.supply_at = {}        # colour -> rect its supply is written in (quashers fly from there)
        self.badges = {}
        self.prompt_room = None    # between your plate and the tray: the prompt and messages stay in it
        self.plate_news = PlateNews()  # each seat's latest turn in words, for its plate
        self.spent_count = SpentCount()     # the bonuses spent so far, marked on the bonus octagons
        self._robbed = (None, [])  # (match length, undos, seat) -> steals from you since your last move
        self.mid_rect = None        # the middle band
        self.banner_room = None     # where pass-and-play's notice goes (hint_place.banner_place, at each build)
        self.side_room = None       # beside your octagons: news aside, a hint, the notice (hint_place.side_room)
        self.hint_size = None       # a hint's words made smaller to fit its place (hint_place.py)
        self.hint_place = None      # where a hint went that covered something by the prompt: TRAY, SIDE
        self.tray_room = None       # the tray's empty room (hint_place.tray_room), made at each build
        self.handover = Handover(self)
        self.opening = OpeningWait(self)     # who starts, and why (the tray says), read before a bot rolls

    def make_composer(self, view, legal):
        c = NumberQuashComposer(view, legal)
        c.roll_past = self.roll_past
        return c

    def compose(self, outcome):
        # (the composer's reasons name seats as the rules do, "Seat 2": the kit's refusal writes their names, short
        # as the plates', Board.show_message)
        ok = super().compose(outcome)
        pair = self.table.piece_by_id.get(PAIR) if outcome.kind == "step" else None
        if pair is not None and self.tweens.has(PAIR):
            # the pair dropped on a cell for a split is back by the dice at once: flying home it went across the
            # dice's faces (review 55n, revn_25)
            self.tweens.cancel(PAIR)
            pair.set_pos(tuple(pair.home))
        if outcome.kind == "step" and self.composer is not None and self.composer.note:
            self.show_message(self.composer.note, "info")     # a split begun by the pair (composer.note)
        return ok

    def staged_caption(self):
        return self.opening.caption()       # the opening rolls wait for Continue (opening_wait.py)

    def staged_waits(self):
        return self.opening.waiting

    def result_hint_words(self):
        # the opening's button is Continue ("after Next" stood under it, review 56q)
        return OPENING_HINT_WORDS if self.opening.waiting else super().result_hint_words()

    def marked_to_move(self):
        """The turn the table shows (the plate lit, the turn order's arrow, the tray): while the director
        tells a move (a roll, what it covered or banked, "nothing fits", a bonus, a turn missed), the seat
        that step is about; else the kit's. The rules pass the turn inside the move that rolled: the next
        plate lit while the tray still told the roll ("Bot 2's roll ... nothing fits" under Bot 5's)."""
        marked = super().marked_to_move()
        d = self.session.director
        if marked is None or d is None or not d.steps or d.steps[0].event is None:
            return marked
        return d.steps[0].event.get("seat", marked)

    def told_step(self):
        """The rules' event the director tells now (its first step, on screen or about to be), or None."""
        d = self.session.director
        return d.steps[0].event if d is not None and d.steps else None

    def short(self, seat):
        """A seat's name as its plate, the log and the hints write it (a bot without its level)."""
        return self.session.short_name(seat)

    def _named(self, seat):
        """short(), "you" for the person the screen speaks to (session.addressed: in pass-and-play the seat at
        the screen too; a blocker in the header's news, a plate's why)."""
        return "you" if self.session.addressed(seat) else self.short(seat)

    def short_possessive(self, seat, start=False):
        """Whose, by short(): "your" for the person the screen speaks to (session.addressed, whichever seat's
        view is drawn: a replay through a bot's eyes said "You's roll"), else "Bot 2's"; `start`: capitalised
        to open a sentence."""
        said = possessive(self.short(seat), self.session.addressed(seat))
        return said[:1].upper() + said[1:] if start else said

    def seat_colour(self, seat):
        """The colour the table shows a seat in: its (first) colour's quashers, the first dot on its plate.
        The score charts draw the seat's line in it (the kit's hook), so Bot 3's yellow plate is a yellow
        line, not the chart palette's green."""
        return RGB[self.colour_names(seat)[0]]

    def colour_names(self, seat):
        """A seat's colours, as the view names them ("red", "blue")."""
        if self._seat_colours is None:      # colours never change in a game: read the start's view once
            self._seat_colours = self.game.view(self.session.match.initial, None)["colours"]
        return self._seat_colours[seat]

    def front_words(self, seat):
        """The pass-and-play banner's words for the octagons the table turns to the front (handover.py)."""
        return f"{' and '.join(self.colour_names(seat))}, now at the front"

    def handover_first(self, seat):
        """The pass-and-play banner's first act for `seat` with a bonus to spend before its roll (handover.py)."""
        m = self.session.match
        if m.over or m.to_move != seat or not has_banked(m.state, seat):
            return None
        key = (len(m.actions), m.undos, seat)          # asked every frame the banner is up: worked out once
        if self._handover_first[0] != key:
            spend = sorted({a["value"] for a in m.legal_actions() if a.get("type") == "bonus"})
            self._handover_first = (key, handover_words(spend))
        return self._handover_first[1]

    def robbed(self):
        """The steals that took your quashers since your last move (robbed.py), read once per move."""
        m, me = self.session.match, self.session.screen_seat
        key = (len(m.actions), m.undos, me)
        if self._robbed[0] != key:
            self._robbed = (key, steals_since_last_move(m, me) if me is not None else [])
        return self._robbed[1]

    def hint_marks(self, action):
        """A hinted placement marks every cell it still needs, not only the next one (a split of 7 as 3 and
        4 boxes both), after the composer's next step (the pair and its cell, or Cover these); other
        moves: the kit's reading (None)."""
        c = self.composer
        step = c.next_step(action) if c is not None and action.get("type") == "place" else None
        if step is None:
            return None
        t = self.table
        if step[0] == "drop":
            first = [next((p.id for p in t.pieces if p.key == step[1]), None),
                     next((x.id for x in t.targets if x.key == step[2]), None)]
        else:
            first = [next((b.id for b in t.buttons if b.press == step[1]), None)]
        picked = set(c.picked())
        needed = {cell_key(tuple(cell)) for cell in action["cells"] if tuple(cell) not in picked}
        rest = [x.id for x in t.targets if x.key in needed and x.id not in first]
        return [i for i in first if i is not None] + rest

    def put_back_words(self):
        """Esc in the middle of a steal or a split puts it back; the table says so, and that the next Esc
        opens the menu (the first Esc did nothing a person could see)."""
        done = self._put_back()
        return f"{done}: Esc again opens the menu" if done else None

    def _put_back(self):
        c = self.composer
        return None if c is None or not c.busy() else "Steal put back" if c.steals else "Cells picked put back"

    def undo(self, again="Undo again"):
        """U (or Undo) in the middle of a split or a steal puts back what was picked, as Esc and Clear do: it said
        "A roll is final ...: undo stops at the last roll", the cells picked left (review 55n); else the kit's."""
        done = self._put_back()
        if done is None:
            return super().undo(again)
        # (a split is of the roll, which stays; a steal is a bonus spent before it, with no roll to speak of)
        said = done if self.composer.steals else f"{done}: the roll stays (a roll is final)"
        self.composer.cancel()
        self.show_message(said)
        self.rebuild()

    def score_text(self, result, view):
        """The race as the header tells it (race_words.py)."""
        return race_words(result, view, self.short)

    def score_text_brief(self, result, view):
        """The kit's hook: the race in fewer words, for a header whose status would take two lines."""
        forms = []
        for level in (1, 2):       # fewer words at each level, the header taking the first that fits
            form = race_words(result, view, self.short, brief=level)
            if form not in forms and form != self.score_text(result, view):
                forms.append(form)
        return forms or None

    def hint_words(self, action, seat):
        """The hint's words with each quasher to steal by its own colour (the table is open to every seat)."""
        m = self.session.match
        return self.game.describe_hint(action, seat, len(m.seats), view=self.game.view(m.state, seat))

    # --- news aside ----------------------------------------------------------------------------------------
    _news_built = False

    def show_message(self, text, kind="info", seconds=None, aside=False, about=None):
        """The kit's; a hint that would cover something read by the prompt goes to the tray's empty room or
        the middle band's corner (hint_place.py); news aside gets that corner made for it (the table is built
        again with the turn order left out), given back when the news goes (update)."""
        if seconds is None:
            super().show_message(text, kind, aside=aside, about=about)
        else:
            super().show_message(text, kind, seconds, aside=aside, about=about)
        laid_for_hint = self.hint_size or self.hint_place
        self.hint_size = self.hint_place = None
        if laid_for_hint:   # the table was laid out for the last hint's place: the tray's room kept clear no more
            self.rebuild()
        if kind == "hint" and not aside:
            place_hint(self)
        if self.message_aside != self._news_built:
            self.rebuild()

    def update(self, dt):
        super().update(dt)
        self.table_turn.update(dt)
        self.tray.update()
        self._hint_when_landed()
        aside_gone = (self._news_built or self.hint_place) and not (self.message is not None and self.message_aside)
        if aside_gone or self.hint_size and self.message is None:
            self.hint_place = self.hint_size = None
            self.rebuild()          # the news or hint has gone: the tray whole, the next message full size

    # --- building ------------------------------------------------------------------------------------------
    def build(self, t, view, legal):
        self.deco = []
        self.table_geo = {}
        self.supply_at = {}
        self.pair_lines = {}        # colour -> its "0/18 · 25 in supply" line's rect
        self.pair_at = {}           # colour -> its pair's rect (name line and octagons), every seat's
        self.badges = {}
        g = geometry(t, view, self.log_room())
        self.open_log = g["log"]
        if g["log"] is not None:
            t.keep_clear.append(pygame.Rect(g["log"]))     # a message never lies under the opened log
        me = view["seat"]
        for seat, col, side in g["columns"]:
            self._seat_column(t, view, seat, col, g["other_d"], side)
        if me is not None:
            self._my_area(t, view, g)
        # news aside (your unfinished game kept in Load), a hint with no room by the prompt and pass-and-play's
        # banner naming the next person go beside your octagons (hint_place.side_room): they took the turn
        # order's corner, and the turn order vanished while they showed (session 23)
        if self.handover is not None:
            self.handover.after_build()
        self.side_room = side_room(t, g["mine"], g["prompt_room"], [
            pygame.Rect(int(d[2] - d[4]), int(d[3] - d[4]), int(2 * d[4]), int(2 * d[4])) for d in self.deco
            if d[0] == "octagon" and d[5]])
        # (news aside that lies in the move log's room takes no other place, review 18)
        aside = self.message is not None and self.message_aside and not self.painter.news_in_log()
        self._news_built = aside and self.hint_place != TRAY
        tray = pygame.Rect(g["tray"])
        self.tray.build(t, view, tray)
        if self.out_choice.offered():
            # you have finished: the choice at the tray's foot, where your turn's buttons stood; your full
            # octagons and the bonus octagons stay in view (out_panel.py)
            build_out_panel(self, t, view, out_rect(t, tray, self, view))
        self.tray_room = room = tray_room(t, tray)
        # pass-and-play's notice naming the next person: in the tray's empty room where it fits (it covers
        # nothing read there, and the turn order stays: review 18b, 45.png), else the turn order's corner
        self.banner_room = banner_place(self, room, self.side_room, g["prompt_room"])
        build_middle(self, t, view, g["mid"])
        self.mid_rect = g["mid"]
        # the middle band is read as a whole (the turn order, the counters, the bonus octagons): a hint laid by
        # the kit over its edge covered the turn order's box (review 19b, 08.png). A panel, not words: a hint's
        # arrow crosses its empty part, round its words (listed as words, it walled off the table's middle, and
        # a steal's arrow from a seat at the top was cut in pieces across it, review 28)
        t.panels.append(pygame.Rect(g["mid"]))
        self._quashers(t, view)
        t.arrow_clear += hint_band(self, view, g["prompt_room"])
        place = room if self.hint_place == TRAY else self.side_room
        if aside and place is not None:     # a hint in the tray's empty room, or news or a hint beside you
            t.aside_pos, t.aside_width = (place.centerx, place.bottom - t.px(22)), place.w
        if aside and self.hint_place == TRAY and room is not None:
            t.keep_clear += [pygame.Rect(tray.x, tray.y, tray.w, room.y - tray.y),
                             pygame.Rect(tray.x, room.bottom, tray.w, tray.bottom - room.bottom)]
        else:
            # the tray is read as a whole (its dice, the bonus words, the turn's buttons): a message laid in a
            # gap of it ran up against Roll and over the steal's words (review 15)
            t.keep_clear.append(tray)
        t.prompt = prompt_words(self, view)
        t.prompt_pos = g["prompt"]
        t.message_pos = g["prompt"]
        t.message_width = g["prompt_room"].w
        t.message_top = g["prompt_room"].y      # a long hint or refusal grows down, clear of the bonus captions
        if aside or self.hint_size:
            t.message_size = self.hint_size     # a hint made smaller to fit its place (hint_place.py)
        self.prompt_room = g["prompt_room"]
        self.table_turn.after_build(self.pair_at)   # pass-and-play: the pairs glide to their new places

    # --- a seat's octagons and plate -------------------------------------------------------------------------
    def _seat_column(self, t, view, seat, col, d, side):
        colours = view["colours"][seat]
        if side:    # the badge beside the octagons
            pairs_w = pairs_width(len(colours), d, col.w - t.px(254))
            x = col.centerx - (t.px(230) + t.px(24) + pairs_w) // 2
            badge = pygame.Rect(x, col.y + t.px(LABEL_H + 6), t.px(230), t.px(BADGE_H))
            region = pygame.Rect(badge.right + t.px(24), col.y, pairs_w, col.h)
        else:
            badge = pygame.Rect(0, 0, min(col.w - t.px(10), t.px(250)), t.px(BADGE_H))
            badge.midtop = (col.centerx, col.y)
            region = pygame.Rect(col.x, badge.bottom + t.px(8), col.w, col.bottom - badge.bottom - t.px(8))
        draw_plate(self, t, view, seat, badge)
        self._pairs(t, view, seat, colours, region, d, mine=False)

    def _pairs(self, t, view, seat, colours, region, d, mine):
        """Lay out pairs of octagons (one pair per colour) in `region`, rows as needed."""
        n = len(colours)
        pair_w = int(d * (2 + PAIR_GAP))
        gap = int(d * 0.25)
        per_row = max(1, min(n, (region.w + gap) // max(1, pair_w + gap)))
        rows = (n + per_row - 1) // per_row
        lab = t.px(LABEL_H + 4)
        row_h = lab + d
        y = region.y
        k = 0
        for r in range(rows):
            count = min(per_row, n - k)
            x = region.centerx - (count * pair_w + (count - 1) * gap) // 2
            for _ in range(count):
                if mine:
                    self.pair_rects[colours[k]] = pygame.Rect(x, y, pair_w, row_h)
                self.pair_at[colours[k]] = pygame.Rect(x, y, pair_w, row_h)
                self._pair(t, view, seat, colours[k], pygame.Rect(x, y, pair_w, row_h), d, lab, mine)
                x += pair_w + gap
                k += 1
            y += row_h + t.px(6)

    def _pair(self, t, view, seat, colour, rect, d, lab, mine):
        octs = view["octagons"][colour]
        covered = sum(1 for o in octs for c in o if c is not None)
        supply = view["supply"][colour]
        size = 15 if mine else 13
        rgb = RGB[colour]
        title = colour.upper()
        t.label(title, (rect.x + t.px(2), rect.y), size, theme.shade(rgb, 0.35), bold=True, max_width=t.px(60))
        # the count follows its colour's name, not the pair's right edge: at 3 seats with 2 colours each,
        # "0/18 · 25 in supply" ended a few pixels before the next colour's name and read as its (review 46)
        name_w = min(t.px(60), theme.font(t.text_px(size), True).size(title)[0])
        left = rect.x + t.px(2) + name_w + t.px(8)
        t.label(supply_line(covered, supply), (left, rect.y + t.px(1)), size - 2, theme.MUTED,
                max_width=rect.right - t.px(2) - left)
        line = self.pair_lines[colour] = t.decor[-1].text_rect()
        self.supply_at[colour] = pygame.Rect(line.right - t.px(24), rect.y, t.px(24), t.px(18))
        whose = "yours" if self.session.is_you(seat) else f"{self.short(seat)}'s"
        t.tip(f"supply:{colour}", pygame.Rect(rect.x, rect.y, line.right - rect.x, lab),
              supply_tip(colour, whose, covered, supply, stolen_quashers(view["log"], colour)))
        r = d / 2
        for o in (0, 1):
            cx = rect.x + r + o * (d * (1 + PAIR_GAP))
            cy = rect.y + lab + r
            self._octagon(t, view, seat, colour, o, cx, cy, r, mine)

    def _octagon(self, t, view, seat, colour, o, cx, cy, r, mine):
        cells = view["octagons"][colour][o]
        self.deco.append(("octagon", colour, cx, cy, r, mine))
        # another seat's octagon itself, not its square: its cut corners are cloth (Undo's tip, under the header,
        # had no room beside the top seats' octagons once their supply line moved by their names, review 46)
        box = pygame.Rect(int(cx - r), int(cy - r), int(2 * r), int(2 * r))
        t.play_rects += [box] if mine else octagon_rects(cx, cy, r)
        for n in range(1, 10):
            x, y = cell_centre(cx, cy, r, n)
            side = cell_size(r, n)
            rect = pygame.Rect(0, 0, int(side), int(side))
            rect.center = (int(x), int(y))
            cell = (colour, o, n)
            self.table_geo[cell] = {"rect": rect, "centre": (x, y), "r": r, "seat": seat, "mine": mine,
                                    "covered": cells[n - 1]}
            # every cell takes a drop: yours are lit where a move goes; another seat's is never lit, and a
            # die or stolen quasher let go on it is refused with the composer's reason (it sprang back
            # without a word, as no target was there)
            label = cell_words((colour, o, n))
            t.target(cell_key(cell), rect, label=label, kind="cell")

    # --- your area -------------------------------------------------------------------------------------------
    def _my_area(self, t, view, g):
        me = view["seat"]
        mine = g["mine"]
        badge = pygame.Rect(mine.x, mine.y, my_plate_w(t, mine), t.px(BADGE_H))
        draw_plate(self, t, view, me, badge)
        region = pygame.Rect(mine.x, badge.bottom + t.px(8), mine.w, mine.bottom - badge.bottom - t.px(8))
        colours = view["colours"][me]
        best = my_fit(t, region.w, region.h, len(colours))
        self.pair_rects = {}
        self._pairs(t, view, me, colours, region, best[0], mine=True)
        self._robbed_words(t, region)

    def _robbed_words(self, t, region):
        """Who took your quasher, said on the board under the pair it was taken from while the cell is marked
        (robbed.py, from the rules' steal events) where a line fits there, and on the cell's tip: a quasher
        gone from your octagon was explained only by the header's news, gone once a bot moved on (review 46)."""
        lh = theme.font(t.text_px(13), True).get_linesize()
        pairs = list(self.pair_rects.values())
        said_to = {}        # colour -> the foot of the words under its pair so far (a 12 may take two)
        for thief, value, steals in self.robbed():
            name = self.short(thief)
            for st in steals:
                cell = tuple(st["from"])
                g = self.table_geo.get(cell)
                pair = self.pair_rects.get(cell[0])
                if g is None or pair is None:
                    continue
                t.tip(f"robbed:{cell_key(cell)}", g["rect"], robbed_tip(name, value, st), units=CELL_NAMES)
                spot = pygame.Rect(pair.x, said_to.get(cell[0], pair.bottom) + t.px(3), pair.w, lh)
                if spot.bottom <= region.bottom and spot.collidelist(pairs) < 0:
                    t.label(robbed_caption(name, value, st), spot.topleft, 13, theme.GOLD, bold=True,
                            max_width=pair.w)
                    said_to[cell[0]] = spot.bottom
                    continue
                # no room under the pair (six seats at 1024x640): fewer words on its name's line, after the
                # supply, where they fit whole; else the cell's tip and the header say it
                words = robbed_caption(name, value, st, brief=True)
                left = self.pair_lines[cell[0]].right + t.px(14)
                if cell[0] not in said_to and theme.font(t.text_px(12), True).size(words)[0] <= pair.right - left:
                    t.label(words, (left, pair.y + t.px(1)), 12, theme.GOLD, bold=True)
                    said_to[cell[0]] = pair.bottom

    # --- quashers --------------------------------------------------------------------------------------------
    def _quashers(self, t, view):
        """A piece on every covered cell, named for the composer by the cell it is on. One just placed flies
        in from its owner's supply; a stolen one keeps the id it had on the robbed cell while that cell
        stays open, so it glides from there (or from where you dropped it) to its new cell (both read from
        the event log). A quasher taken for a 12 being collected waits on your cell."""
        came, stolen_from = {}, {}
        for e in view["log"]:
            if e["kind"] == "place":
                for c in e.get("cells", []):
                    came[tuple(c)] = self.supply_at.get(c[0])
                    stolen_from.pop(tuple(c), None)
            elif e["kind"] == "bonus" and e.get("steals"):
                for st in e["steals"]:
                    came.pop(tuple(st["to"]), None)
                    stolen_from[tuple(st["to"])] = tuple(st["from"])
        used = set()
        taken = {to: f for _, f, to in (self.composer.steals if self.composer is not None else [])}
        for cell, g in self.table_geo.items():
            by = g["covered"]
            if by is None and cell not in taken:
                continue
            side = int(cell_size(g["r"], cell[2]) * 0.92)
            if not g["mine"]:
                # another seat's small octagons (6 seats at 1024x640: ~13 px quashers): as large as the ring's
                # cells allow, their neighbours' quashers still clear (ring cells' centres are 0.52 r apart)
                side = max(side, int(QUASHER_OTHER * g["r"]))
            rect = pygame.Rect(0, 0, side, side)
            rect.center = g["rect"].center
            if cell in taken:
                f = taken[cell]
                t.pieces.append(Quasher(quasher_key(f), self.table_geo[f]["covered"], rect, number=cell[2],
                                        zone=f"pending:{cell[0]}", z=6, key=f"pending:{cell_key(cell)}"))
                continue
            if cell in taken.values():
                continue   # its quasher sits on your cell for now
            pid = quasher_key(cell)
            f = stolen_from.get(cell)
            if f is not None and self.table_geo.get(f, {}).get("covered", "") is None:
                if quasher_key(f) not in used:
                    pid = quasher_key(f)
            used.add(pid)
            t.pieces.append(Quasher(pid, by, rect, number=cell[2], zone=f"octagon:{cell[0]}:{cell[1]}",
                                    origin=came.get(cell), z=5, key=quasher_key(cell),
                                    reach=0 if g["mine"] else ring_reach(g, side, self.metrics)))

    # --- drawing the octagons (under the pieces) --------------------------------------------------------------
    def lit_cells(self):
        """The cells ringed now: with the dice down, every cell of yours the roll can still cover (the
        pair's targets: from the roll on, and while a split is built, what can still complete it), and
        before the roll the other players' quashers that may be taken (a steal seen at a glance)."""
        c = self.composer
        if c is None or not self.session.my_turn():
            return set()
        out = {parse_cell(k, "cell") for k in c.targets(PAIR)} if PAIR in c.pieces() else set()
        for key in c.pieces():
            cell = parse_cell(key, "q")
            if cell is not None:
                out.add(cell)
        return out

    def draw_popups(self, surface):
        """In pass-and-play, the banner naming the person the screen just turned to (handover.py)."""
        if self.handover is not None and self.banner_room is not None:
            self.handover.draw(surface, self.banner_room)

    def draw_over_pieces(self, surface):
        """How many quashers a bonus octagon holds (a stack of them reads as one)."""
        draw_counts(self, surface)
        self.table_turn.draw(surface)

    def _marked_cells(self):
        picked = set(self.composer.picked()) if self.composer is not None else set()
        return picked, self.lit_cells(), robbed_cells(self.robbed())

    def decor_look(self):
        """Every value draw_decor reads: the table is then repainted only where it changed (ui/table_paint)."""
        cells = self._marked_cells()
        marked = set().union(*cells)
        return frozen((self.metrics.px(100), self.deco, cells,
                       [(cell, g) for cell, g in self.table_geo.items() if cell in marked]))

    def draw_decor(self, surface):
        m = self.metrics
        picked, lit, robbed = self._marked_cells()
        for op in self.deco:
            if op[0] == "octagon":
                _, colour, cx, cy, r, _mine = op
                draw_octagon(surface, colour, cx, cy, r, m)
            elif op[0] == "bonus":
                _, value, cx, cy, r, used = op
                draw_bonus(surface, value, cx, cy, r, used, m)
            elif op[0] == "spent":
                draw_spent(surface, op, m)
        for cell, g in self.table_geo.items():
            if cell in robbed and g["mine"] and cell not in picked:
                # taken from you: marked through your turn, under the ring of a roll that may cover it again
                # (a red ring, filled and struck through, dark-edged: paint.draw_robbed_mark)
                draw_robbed_mark(surface, g, m.px(4))
                if g["covered"] is None:
                    draw_number(surface, cell[0], cell[2], g["centre"], g["r"])
            if cell in picked:
                draw_cell_mark(surface, g, theme.GOLD, m.px(4), fill=True)
                if g["covered"] is None:
                    draw_number(surface, cell[0], cell[2], g["centre"], g["r"])
            elif cell in lit:       # ringed with a dark edge: it reads on every cell colour (paint.py)
                draw_cell_mark(surface, g, theme.LEGAL, legal_ring_width(m), halo=True)


SCENE = NumberQuashBoard
