"""The Game: Quick & Easy board: the two stacks, your hand, the team's hands and the signals panel.

Reads the view of the seat at the screen and sends actions; every rule is the game's. The kit
(quash_table/ui) does the dragging, animation, HUD, log, curtain and summary; see ui/README.md, which
walks through this file.
"""

import threading

import pygame

from .marks import TheGameMarks
from .hand_backs import back_ids, drawn_by, hand_words
from .hand_column import GAP, column_width, draw_column, row_shift
from .hand_slots import HandSlots
from ...ui import theme
from ...ui.board import BoardScene
from ...ui.curtain_news import first_since
from ...ui.drag import LIFT
from ...ui.markdown import NBSP
from ...ui.paced_label import Paced
from ...ui.sprites import card_size
from ...ui.table import MIN_TEXT_PX
from .analysis import analyze_match
from .next_time import HintRecord, lost_lines, spare_lines
from .composer import TheGameComposer
from .rules import COLOUR_NAMES, HAND_SIZE, STACK_ARROWS, STACKS, TheGame, card_words, number, signal_words,\
    standing_signal
from .requests import REQUESTS, leave_alone_warning, request_lines, said_line, said_long_ago
from .said_news import replaced_text
from .plate_captions import badge_width, caption_lines, caption_room, caption_w
from .signals_panel import SignalsPanel
from .signals import said_ago
from .stack_mats import MAT_FOOT, StackMats
from .team_chart import team_series
from .turn_over import held_turn, holds_turn
from .win_summary import team_cells, win_lines

OWN_MOVE_SECONDS = 1.6     # normal speed: how long pass-and-play shows the card that ended a turn
HAND_H = 190        # design pixels: your cards
STACK_H = 196       # the stacks' top cards
END_CARD_H = 120    # design pixels: at most, the other seats' cards shown face up at the end
BAND_GAP = 12       # design pixels between the stacks' mats and the messages' band under them
CARD_REST = 0.75    # after a card laid, the next bot rests this share of the bots' pace more (rest_after)
BAND_CLEAR = 12     # design pixels between the messages' band and the title "Your hand" under it


class TheGameBoard(TheGameMarks, SignalsPanel, StackMats, BoardScene):
    deck = "thegame"
    back_style = "blue"

    CHECKING = "Checking whether any team could have won this deal\u2026"
    LIFTED = "Now click a stack (or press 1 for ▲, 2 for ▼, then Enter)"   # the Keys name 1 and 2 (review 45c)
    _analysis = None     # (the match it is for, its analysis: filled in by a thread)
    signals_rect = None  # where the signals panel ("Tell the team") was drawn last (signals_panel.py)

    def __init__(self, app, session):
        self.hand_slots = HandSlots()       # your cards keep their places through your turn
        super().__init__(app, session)
        # pass-and-play: the table, as everybody sees it, stays a moment on a turn's last move (the kit's
        # linger) and, where a card ended the turn, waits for its mover's "Pass the screen" (the kit's hold,
        # turn_over.py): the curtain came as the card landed (reviews 15, 28)
        session.linger, session.hold = OWN_MOVE_SECONDS, holds_turn
        session.rest_after = self.rest_after
        self._tags = {}      # stack: the rect of its subtitle, where a standing request's tag goes
        self._mark_spots = {}   # stack: where its "new" tag goes (stack_mats: beside the card, else the foot)
        self.chosen_mark = None  # the keyboard's chosen stack as drawn: {"target", "frame", "tag"} rects
        self._arriving = []     # your hand's cards the last build dealt in (turn_on_screen waits for them)

    def rest_after(self):
        """The session's hook: the next bot rests CARD_REST of the bots' pace longer after a card laid, so each
        card of a bot's two can be followed (session 23: a bot's two cards came 1.2 to 1.5 s apart, too
        quick for a new player to see which went where); talk and End turn keep the pace alone."""
        actions = self.session.match.actions
        return CARD_REST if actions and actions[-1]["type"] == "play" else 0.0

    def curtain_words(self, seat):
        """Why the pass-and-play curtain calls `seat` now, public facts only: the stacks' tops, how many
        cards the turn lays, and what another player said that still stands (review 16: The Game's curtain
        said only "Pass to Ann", where the other games' say what the turn starts on). What was said while
        `seat` waited is in the kit's list of the moves made meanwhile, under the curtain's button
        (ui/curtain_news.py): here only what a seat that has not spoken since said before."""
        view = self.game.view(self.session.match.state, None)
        # each top one unbreakable phrase ("\u25bc yellow 6", non-breaking spaces): wrapped at 1024x640 the
        # line broke "\u25bc yellow / 6. Bot 3 (normal) said", and "6." read as a list's number (rev19e 33.png)
        tops = ", ".join(NBSP.join([STACK_ARROWS[st], COLOUR_NAMES[view[st][0]], str(number(view[st]))]
                                   if view[st] else [STACK_ARROWS[st], "empty"]) for st in STACKS)
        words = f"{self.session.name(seat)}: your turn \u2014 {self._still_to_lay(view)}; the stacks: {tops}"
        m = self.session.match
        spoke = {m.actors[i] for i in range(first_since(m, seat), len(m.actions)) if m.actions[i]["type"] == "signal"}
        said = [(other, standing_signal(view, other)) for other in range(view["seats"])
                if other != seat and other not in spoke]
        said = [(other, sig) for other, sig in said if sig]
        latest = None
        if said:
            latest, sig = max(said, key=lambda x: x[1].get("turn", 0))
            words += f". {said_line(self.session.name(latest), signal_words(sig['text']))}"
        # and every other request that still stands, in brief (review 19b, 38/39.png: Ben's "leave \u25bc
        # alone" was left out once Bot 3 had spoken after it)
        for asked in request_lines(view, self.session.name, but=seat, skip=spoke | {latest}):
            words += f". {asked}"
        return words

    def prompt_now(self):
        """The prompt as it reads now, for the kit to word again when a card is lifted or put down."""
        return self._prompt(self.session.view(), self.legal)

    def hint_words(self, action, seat):
        """The hint's words with the seat's view: a statement hinted while one of theirs stands says which it replaces."""
        return self.game.describe_hint(action, seat, len(self.session.match.seats), view=self.session.table_view())

    def make_composer(self, view, legal):
        return TheGameComposer(view, legal, self.session.short_name)

    def turn_on_screen(self):
        """Your turn as the screen shows it: once the bot's turn is wholly shown, its cards landed on the
        stacks and its draw on its plate, and your own dealt hand in (the kit's rule: no glide running). The
        header and the prompt both read this, so they turn together (review 16: the header said "Bot 2 is
        thinking…" under the prompt's "Your turn"); they turned at once, over the bot's cards still sliding
        and before the log's "Bot 2 ends the turn — draws a card" (review 20)."""
        return super().turn_on_screen() and not any(self.tweens.has(pid) for pid in self._arriving)

    def _arrivals(self, pieces):
        """The ids of your hand's cards among `pieces` (a table being built) new to the table: they fly in."""
        zone = f"hand:{self.session.screen_seat}"
        return [p.id for p in pieces if p.zone == zone and p.id not in self.table.piece_by_id]

    _chart = (None, None)     # (the match and its move count, team_chart.team_series of it): once a move

    def score_series(self):
        """The kit's hook: the cards still to lay and those in the pile, turn by turn (team_chart)."""
        m = self.session.match
        key = (id(m), len(m.actions), m.undos)
        if self._chart[0] != key:
            self._chart = (key, team_series(m))
        return self._chart[1]

    def score_text(self, result, view):
        total = view["laid"] + view["pile_count"] + sum(view["hand_counts"])
        return f"{view['laid']} of {total} cards laid"

    def undo_words(self, taken, next_move, again="Undo again"):
        """What U took back, by name, and what pressing it again takes back: after "lay blue 7, then say I
        have a middle blue card", U takes back the signal alone, and "Your last move was taken back" left the
        person looking for the blue 7 still on the stack (review 15, 64.png)."""
        words = [self._undone(a) for a in taken]
        said = f"{' and '.join(words)} {'was' if len(words) == 1 else 'were'} taken back"
        if next_move is not None:
            said += f"; {again} takes back {self._undone(next_move)}"
        return f"{said}."

    @staticmethod
    def _undone(action):
        if action["type"] == "play":
            return f"your {card_words(action['card'])} on {STACK_ARROWS[action['stack']]}"
        if action["type"] == "signal":
            return f"your signal \u201c{signal_words(action['text'])}\u201d"
        return "your End turn"

    # the loss's chart (cards still to lay, turn by turn) was a strip of 170 by 100 pixels beside the team's
    # table at 1024x640 (session 30): the summary takes the table's room, the chart with it
    summary_size = (900, 680, 250)
    # and its words (notes and the team's table) at 15 pixels at least: at 1024x640 they were 13 and 12, small
    # beside the chart made readable (session 31)
    summary_text_px = 15

    _won = (None, None)     # (the match and its move count, win_lines of it)

    def summary_notes(self):
        """After a win, what the team did (win_summary); after a loss: could the deal have been won with every
        card known, which move closed its last winning line, did the team go against its own asks, and what to
        try next time (next_time.lost_lines)? The search has a time limit of seconds: it runs on a thread."""
        m = self.session.match
        if m.over and self.game.result(m.state)["winners"]:
            # what the team did (review 22): once a match, not every frame (each replayed the whole game: a
            # frame of the won summary took a tenth of a second on a loaded machine, session 31)
            key = (id(m), len(m.actions), m.undos)
            if self._won[0] != key:
                self._won = (key, win_lines(self.game, m, self.session.short_name))
            return list(self._won[1])
        if not m.over:
            return []
        if self._analysis is None or self._analysis[0] is not m:
            found = {}
            self._analysis = (m, found)
            threading.Thread(target=lambda: found.update(analyze_match(m)), name="thegame-analysis",
                             daemon=True).start()
        found = self._analysis[1]
        return (lost_lines(found, self.session.short_name, HintRecord(self.session)) if "winnable" in found
                else [self.CHECKING])

    def summary_spare(self):
        """The loss's notes a short summary leaves out first (next_time.spare_lines): that many deals are
        lost, the asks every turn heeded (at 1024x640 five notes in eleven lines crowded the chart)."""
        m = self.session.match
        found = self._analysis[1] if self._analysis is not None and self._analysis[0] is m else {}
        if not m.over or "winnable" not in found or self.game.result(m.state)["winners"]:
            return []
        return spare_lines(found, self.session.short_name, self.session.followed_hint)

    def summary_table(self):
        """Beside the end chart, each player's part: cards laid, reverse tricks, signals, requests kept, in words
        or, with more players, in a compact table and a legend under it (win_summary.team_cells). After a loss,
        none until its notes are in: the kit picks the table by the room the notes leave, and the words drawn
        under "Checking…" became the compact table when the notes came (session-33 review)."""
        m = self.session.match
        if m.over and self.summary_notes() == [self.CHECKING]:
            return None
        key = (id(m), len(m.actions), m.undos)
        if getattr(self, "_cells", (None,))[0] != key:
            self._cells = (key, team_cells(self.game, m))
        return self._cells[1]

    def build(self, t, view, legal):
        s = self.session
        area = t.area
        me = view["seat"]
        others = [i for i in range(view["seats"]) if i != me]

        # --- where things go: seats across the top, your hand and the signals along the bottom, the pile
        # and the two stacks in the middle --------------------------------------------------------------
        top = area.y + t.px(52)
        badge_h = t.px(84)
        side_w = self._signals_width(t)
        # a replay lays the seats, the pile and the stacks out as play does, from the table as it is in play
        # (with the replay bar's height): the bar's 64 pixels came out of the middle band, and the stacks'
        # cards shrank inside mats as wide as in play (note 16); the hand takes the room under them, which
        # is play's message band too (a replay shows no hint nor refusal)
        full = self.areas(full=True)[1] if self.read_only else area
        hand_area = pygame.Rect(area.x, full.bottom - t.px(262), area.w - side_w - t.px(10), t.px(250))
        side = pygame.Rect(hand_area.right, hand_area.y, side_w, hand_area.h)
        size = t.card_size(HAND_H)
        # the middle band starts under the captions of the plates' signals: two lines where the longest
        # signal wraps under a plate ("I can turn the ascending stack back" ran into a stack's mat at
        # 1024x640), one where it fits; fixed for the window and the seats, so the stacks never jump
        mid_top = top + badge_h + caption_room(t, len(others), area)
        # messages (a hint, a refusal) have a band of their own just above your hand, two lines high: a
        # hint laid over the stacks' rules and "Your hand" hid what it was about
        line = theme.text("Ag", t.px(16), theme.TEXT, True).get_height()     # as the kit's pill draws it
        # its foot BAND_CLEAR above "Your hand": a hint that ended 3 pixels over the title read as lying on
        # it at 1024x640 (review 15)
        band = pygame.Rect(area.x, hand_area.y - 2 * line - t.px(14 + BAND_CLEAR), area.w, 2 * line + t.px(14))
        # and a gap between the stacks' mats and that band: a two-line hint grown to the band's top lay
        # against the mats' rule lines ("higher number, or same colour") at 1280x800 and 1024x640
        mid = pygame.Rect(area.x, mid_top, area.w, band.y - mid_top - t.px(BAND_GAP))
        if self.read_only and me is None:
            # every hand face up beside the moves: a plate for each seat, whose captions may need a line
            # more than play's plates (one seat fewer) did; no hand under the stacks, so they move down by
            # that line and keep play's size
            mid.h = band.y - (top + badge_h + caption_room(t, view["seats"] - 1, area)) - t.px(BAND_GAP)
        if self.read_only:
            # the replay's hand: under the stacks, over the bar (its cards shrink only where that is short)
            y = max(mid.bottom + t.px(BAND_GAP), area.bottom - t.px(262))
            hand_area = pygame.Rect(hand_area.x, y, hand_area.w, area.bottom - t.px(12) - y)
        # a stack's mat holds its title, subtitle and rule above the card (with room for the cards peeking
        # out above it) and a narrow foot under it: where the middle band is short (the replay bar, a small
        # window) the card shrinks rather than spill past the mat
        head = self._stack_head(t)
        stack_size = card_size(max(t.px(60), min(t.px(STACK_H), mid.h - head - t.px(MAT_FOOT))))
        # as wide as its words need, too: where the card shrinks (the replay bar, a small window) a mat cut
        # to the card's width let its title touch the edges and its rule spill past them
        mat_w = max(stack_size[0] + t.px(70), self._words_width(t) + 2 * t.px(12))
        mat_h = stack_size[1] + head + t.px(MAT_FOOT)
        pile_size = t.card_size(150)
        gap = t.px(34)
        x = mid.centerx - (pile_size[0] + gap + mat_w * 2 + gap) // 2
        pile_rect = pygame.Rect(x, mid.centery - pile_size[1] // 2 - t.px(8), *pile_size)

        # --- the other seats ---------------------------------------------------------------------------
        n = max(1, len(others))
        badge_w = badge_width(t, n, area)
        badges = {}
        open_hands = s.hands()
        news = self.marks.moves() if me is not None else []      # the others' moves since you last acted
        # a finished game's hands, face up: on the table they go in the signals panel's place, at a size to
        # read (on the plates they were 26x37 pixels at 1024x640, note 16); a replay keeps them on the plates
        # (with nobody's hand on the screen, a pass-and-play table between people: every hand, in the hand's
        # place, which showed only "The game is over")
        end_seats = others if me is not None else list(range(view["seats"]))
        end_hands = self._end_hands_shown(view) and any(open_hands.get(seat) for seat in end_seats)
        for rect, seat in zip(t.row(n, (badge_w, badge_h), (area.centerx, top + badge_h // 2),
                                    area.w - t.px(40), gap=14), others):
            count = view["hand_counts"][seat]
            # a card it lays flies from where its back lay (the first of the row it left), at that back's size:
            # from the plate's corner at the plate's height it covered the plate's words (review 39)
            badges[seat] = self._backs(t, rect, count + 1)[0]
            # the count as the drawn backs land, not before (review 40): the move's events say how many it drew
            t.seat_badge(seat, rect, Paced(hand_words, count, back_ids(view, seat)[count - drawn_by(news, seat):]))
            # a card dropped on a team-mate's plate is told why not (composer.why_not): it sprang back unsaid
            t.target(f"seat:{seat}", rect, label=f"{s.short_name(seat)}'s hand", kind="hand")
            shown = open_hands.get(seat)     # a finished game's hands, face up
            ids = back_ids(view, seat)      # a laid card's back leaves, a drawn one flies in (hand_backs)
            for i, r in enumerate(self._backs(t, rect, 0 if end_hands else count)):
                if shown and i < len(shown):
                    t.card(shown[i], shown[i], r, zone=f"hand:{seat}", z=1, origin=pile_rect, reveal=True)
                else:
                    t.card(ids[i], None, r, zone=f"hand:{seat}", z=1, origin=pile_rect)
            sig = self._caption_signal(view, seat)
            # what those words replaced, while that is news (said_news: the log alone said it, review 34)
            old = replaced_text(news, seat) if sig else None
            # a request about a stack ("leave ▲ alone") is said on that stack's tag (stack_mats: "Bot 2: leave
            # ▲ alone") and once in the log: a bare quote of it under the plate too was one of four forms of
            # one fact (session-31 review); a replay with no seat at the screen draws no tags
            if sig and (old or not (me is not None and sig.get("ask") in REQUESTS)):
                # under the plate in the one form of what a seat said, yours too ("Bot 2 said: “…”"), wrapped
                # rather than shrunk past reading ("Please leave the descending stack alone" was 7 pixels high
                # at 1024x640); a lone plate has the row to itself
                room = caption_w(t, n, rect.w, area)
                lines = caption_lines(t, sig, room, s.short_name(seat), old, said_ago(view, seat, standing_signal(view, seat)))
                step = theme.font(t.text_px(13)).get_linesize()
                for k, part in enumerate(lines):
                    t.label(part, (rect.centerx, rect.bottom + t.px(4) + k * step), 13, theme.MUTED,
                            anchor="midtop", max_width=room)

        # --- the pile and the stacks -----------------------------------------------------------------------
        self._pile(t, view, pile_rect)
        x += pile_size[0] + gap
        for stack in ("up", "down"):
            mat = pygame.Rect(x, mid.centery - mat_h // 2, mat_w, mat_h)
            self._stack(t, view, stack, mat, stack_size, badges)
            x += mat_w + gap

        # your hand
        if me is not None:
            hand = view["hand"]
            # the cards start a lift below the hand's top line (where the title and caption were): a selected
            # card rises that far, and stays off the message band over it
            words_bottom = hand_area.y + theme.font(t.text_px(16), True).get_linesize()
            cards_top = max(hand_area.y + t.px(48), words_bottom + t.px(LIFT) + t.px(4))
            size = card_size(min(size[1], hand_area.bottom - cards_top))
            hand_centre = (hand_area.centerx - t.px(60), cards_top + size[1] // 2)
            label = "Your hand" if s.is_you(me) else f"{s.short_name(me)}'s hand"
            who = "You" if s.is_you(me) else s.short_name(me)
            # where a full hand's row starts, so the title stays put as a card is laid (it jumped left when the
            # last card was laid: review 27), the row moved right as far as the title's column needs
            full = t.row(max(len(hand), HAND_SIZE), size, hand_centre, hand_area.w - t.px(240), gap=16)
            shift = row_shift(t, hand_area, full, column_width(t, label, who), t.px(30 + 150))
            hand_centre = (hand_centre[0] + shift, hand_centre[1])
            full = [r.move(shift, 0) for r in full]
            rects = self.hand_slots.rects(me, hand, lambda n: t.row(n, size, hand_centre, hand_area.w - t.px(240),
                                                                       gap=16))
            left = full[0].x
            sig = self._caption_signal(view, me)
            # a request of yours about a stack ("leave ▲ alone") is said once, on that stack's tag ("You asked:
            # leave ▲ alone", as a team-mate's is); "You said: “Leave ▲ alone”" here too was the same words
            # twice (review 32); a statement of your hand has no tag and is said here, in the one form of what a
            # seat said (requests.said_line): "You said: “…”", "Player 1 said: “…”"
            said = signal_words(sig) if sig and sig.get("ask") not in REQUESTS else ""
            # the title and that caption in a column left of the cards (hand_column): over them they lay across
            # every way from your cards to the stacks, and a hint's arrow hooked round their end (review 35)
            ago = said_ago(view, me, standing_signal(view, me))
            said = said and (said_long_ago(who, said, ago) if ago else said_line(who, said))
            draw_column(t, label, said, hand_area.x + t.px(GAP), left, cards_top)
            # a card no stack takes now is shaded, as Quadruple War's (review 55k learnt it from a refusal only),
            # whenever the turn is yours (legal): also once nothing fits after your first card (review 60, revw_35)
            plays = {a["card"] for a in legal if a["type"] == "play"}
            for card, r in zip(hand, rects):
                t.card(card, card, r, zone=f"hand:{me}", origin=pile_rect, reveal=True, z=5,
                       dim=theme.UNPLAYABLE_SHADE if legal and card not in plays else False)
            end = {"type": "end_turn"}
            # a replay acts on nothing, and with no cards in hand or the game over there is no turn to end:
            # no dead button (it covered the words below); nor in the professional game, where the one
            # card laid ends the turn, so "End turn" could never be pressed
            if not self.read_only and hand and view["outcome"] is None and not self._card_ends_turn(view):
                # after a full hand's row, wherever the cards now are: laying one re-centres the one kept,
                # and a button after the last card jumped left just as the hand reached for it
                br = pygame.Rect(full[-1].right + t.px(30), hand_centre[1] - t.px(28), t.px(150), t.px(56))
                t.button("end_turn", "End turn", br, press="end_turn", hotkey=pygame.K_e,
                         style="primary" if end in legal else "normal", size=18, tooltip="E")
            if not hand:
                text = ("You laid all your cards." if view["outcome"] is not None
                        else "No cards left: your team plays on.")
                t.label(text, (left, hand_centre[1]), 16, theme.MUTED, anchor="midleft",
                        max_width=hand_area.right - left)
            if end_hands:
                self._end_hands(t, side, others, open_hands, pile_rect)
            elif not self.read_only:
                self._signals(t, view, legal, side)
        elif end_hands:
            self._end_hands(t, hand_area.union(side), end_seats, open_hands, pile_rect, "Every hand at the end")
        elif s.held_seat() is not None and not self.read_only:
            held_turn(s, t, hand_area)
        else:
            t.label(self.nobody_here_text(), (hand_area.centerx, hand_area.centery), 20, theme.MUTED,
                    anchor="center")
        t.prompt = self._prompt(view, legal)
        self._arriving = self._arrivals(t.pieces)     # turn_on_screen waits for them
        # one line sits at the foot of the band, more grow up to its top (at the prompt's place a hint hid
        # what to do and reached over the plates); where it does not fit the kit finds a clear place
        t.message_pos = (mid.centerx, band.bottom - (line + t.px(14)) // 2)
        t.message_top = band.y
        t.message_width = area.w - t.px(40)
        # two lines, the band's: the kit tries the board's own type in narrower shapes beside a hint's arrow
        # across the band before its smaller type (a brief hint came in the smaller type, session 30)
        t.message_lines = 2
        t.message_off_arrow = True      # the hint beside its arrow, not across it (ui/table.py)
        # ... and never up among the seats' plates, far from its band: beside a straight arrow across the band's
        # middle a long hint went up by Bot 2's plate at 1280x800 (session 36), where nobody looks for it
        if me is not None and not self.read_only:
            t.play_rects.append(pygame.Rect(area.x, area.y, area.w, mid.y - area.y))

    def draw_over_pieces(self, surface):
        """While a card is lifted or dragged, a stack lit amber (another seat asked to leave it alone,
        composer.warning) says so in its tag's place, in the tag's words: "Bot 2: leave ▲ alone". And the stack
        the keyboard chose (Up / Down) is told apart from the lit one (review 19b, 18.png: its thin white
        ring read as the legal light on the other stack): a thick white frame and a "▸" pointing at it."""
        self.chosen_mark = None
        p = self.drag.active()
        if p is None:
            return
        m = self.metrics
        target = self.table.target_by_id.get(self.drag.key_target) if self.drag.selected else None
        if target is not None and not self.drag.dragging:
            # outside the kit's ring (drag.draw_targets_over: the light, then a white ring round it)
            # over the kit's ring (drag.draw_targets_over: the light, then a white ring round it), twice as
            # thick, and a white arrowhead pointing at it from the mat's margin
            # (no taller than the ring: the rule's line lies just under it)
            frame = target.mark.inflate(m.px(20), m.px(18))
            pygame.draw.rect(surface, theme.FOCUS, frame, m.px(6), border_radius=m.px(15))
            w, h = max(8, m.px(14)), max(12, m.px(26))
            tag = pygame.Rect(0, 0, w, h)
            tag.midright = (frame.x - m.px(4), frame.centery)
            points = [tag.topleft, tag.midright, tag.bottomleft]
            pygame.draw.polygon(surface, theme.FOCUS, points)
            pygame.draw.polygon(surface, theme.PANEL, points, max(1, m.px(2)))
            self.chosen_mark = {"target": target.id, "frame": frame, "tag": tag}
        for tid, why in self.drag.warned(p).items():
            rect = self._tags.get(tid.split(":", 1)[-1])
            if rect is None:
                continue
            theme.panel(surface, rect, theme.WARN, 235, m.px(8))
            px = theme.fit_size(why, max(MIN_TEXT_PX, m.px(12)), rect.w - m.px(8), bold=True)
            theme.blit_text(surface, why, px, rect.center, (20, 20, 20), bold=True, anchor="center")

    # --- parts ------------------------------------------------------------------------------------------
    def _pile(self, t, view, rect):
        n = view["pile_count"]
        if n:
            # A few offset backs make the pile look as thick as it is.
            for i in range(min(3, (n + 9) // 10)):
                t.card(f"pile:{i}", None, rect.move(-t.px(2) * i, -t.px(2) * i), zone="pile", z=i)
        else:
            t.panel(rect, theme.PANEL, 90, 10, theme.PANEL_LINE)
        t.label("Draw pile", (rect.centerx, rect.bottom + t.px(10)), 14, theme.MUTED, anchor="midtop")
        t.label(f"{n} card{'s' if n != 1 else ''}", (rect.centerx, rect.bottom + t.px(29)), 17, theme.TEXT,
                bold=True, anchor="midtop")
        # the pile and its words: a hint's arrow goes round them (review 28: an elbow lay on them at 1024x640)
        t.arrow_clear.append(rect.union(t.decor[-1].text_rect()).union(t.decor[-2].text_rect()))
        # a place a card may be dropped on, to be told why not (composer.why_not): a card let go there sprang
        # back without a word (review 36c)
        t.target("pile", rect, label="draw pile", kind="pile")
        if self._card_ends_turn(view):
            # two lines rather than one shrunk past reading under the narrow pile
            step = theme.font(t.text_px(12)).get_linesize()
            for k, line in enumerate(("Professional:", "one card ends your turn")):
                t.label(line, (rect.centerx, rect.bottom + t.px(54) + k * step), 12, theme.GOLD, anchor="midtop",
                        max_width=t.px(170))

    @staticmethod
    def _backs(t, plate, count):
        """Where a seat's card backs go on its name plate: at the right, under the name's line, so a long
        name ("Bot 3 (normal)") is never covered by them, whatever the window's size."""
        top = plate.y + t.px(8) + theme.font(t.text_px(17), True).get_linesize() + t.px(2)
        back = card_size(max(t.px(24), plate.bottom - t.px(6) - top))
        return t.row(count, back, (plate.right - t.px(40), top + back[1] // 2), t.px(60), gap=-24)

    def _end_hands_shown(self, view):
        """Does the finished table show the hands in a panel of their own (build: the other seats' in the
        signals panel's place, or every seat's in the hand's)? On the table (not a replay), once the game is
        over: nothing is signalled any more (build asks too that a hand still holds cards: after a win
        every cell read "no cards")."""
        return not self.read_only and view["outcome"] is not None

    def _end_hands(self, t, side, others, hands, origin, title=None):
        """The hands of `others` at the end, face up, in the panel `side`: a cell each (one column for one
        seat, two or more as the panel's width allows), its name over its cards, as large as the cell lets
        them be (at most END_CARD_H design pixels); "no cards" for an empty hand."""
        side = side.copy()
        t.panel(side, theme.PANEL, 170, 14, theme.PANEL_LINE)
        pad = t.px(10)
        # one other seat: its name in the title ("Bot 2's hand at the end"), not over its cards again
        alone = len(others) == 1
        title = title or (f"{self.session.short_name(others[0])}'s hand at the end" if alone
                          else "Their hands at the end")
        t.label(title, (side.x + pad, side.y + t.px(6)), 16, theme.GOLD, True, max_width=side.w - 2 * pad, caption=True)
        top = side.y + t.px(6) + theme.font(t.text_px(16), True).get_linesize() + t.px(4)
        cols = 1 if alone else min(len(others), max(2, side.w // t.px(150)))
        rows = (len(others) + cols - 1) // cols
        cell_w = (side.w - 2 * pad - (cols - 1) * pad) // cols
        cell_h = (side.bottom - pad - top - (rows - 1) * t.px(6)) // rows
        name_h = 0 if alone else theme.font(t.text_px(13), True).get_linesize()
        most = max([len(hands.get(seat) or ()) for seat in others] + [1])
        gap = t.px(6)
        by_width = int(((cell_w - gap * (most - 1)) / most) / 0.714)       # a card is 5 wide for 7 high
        height = max(t.px(30), min(t.px(END_CARD_H), cell_h - name_h - t.px(4), by_width))
        size = card_size(height)
        for k, seat in enumerate(others):
            x = side.x + pad + (k % cols) * (cell_w + pad)
            y = top + (k // cols) * (cell_h + t.px(6))
            if not alone:       # a caption: drawn over the cards flying in from the plates (review 57)
                t.label(self.session.short_name(seat), (x, y), 13, theme.TEXT, True, max_width=cell_w, caption=True)
            cards = hands.get(seat) or []
            if not cards:
                t.label("no cards", (x, y + name_h + t.px(4)), 13, theme.MUTED, max_width=cell_w)
            for i, card in enumerate(cards):
                r = pygame.Rect(x + i * (size[0] + gap), y + name_h + t.px(2), *size)
                t.card(card, card, r, zone=f"hand:{seat}", z=1, origin=origin, reveal=True)

    def _prompt(self, view, legal):
        s = self.session
        if not s.my_turn():
            return ""
        plays = any(a["type"] == "play" for a in legal)
        can_end = {"type": "end_turn"} in legal
        if plays and self.drag.selected is not None:
            # a lifted card over a stack another seat asked to leave alone: the prompt says so (and the
            # stack lights amber, composer.warning); a request, not a rule, so the stack still takes it
            asked = [w for w in (leave_alone_warning(view, st, s.short_name, sentence=True) for st in STACKS)
                     if w]
            return f"{self.LIFTED}. {'; '.join(asked)}" if asked else self.LIFTED
        if plays and self._card_ends_turn(view):
            # one card a turn: laying it ends the turn, so a signal must come first (the rules page says so)
            signals = any(a["type"] == "signal" for a in legal)
            return ("Your turn: signal first, then lay one card (it ends your turn)" if signals
                    else "Your turn: lay one card (it ends your turn)")
        if plays and can_end:
            # the second card ends the turn (you draw at once): a signal after it cannot be given, so the
            # prompt says to give it first while one may still be given
            if any(a["type"] == "signal" for a in legal):
                return "Lay another card (it ends your turn: signal first), or End turn"
            return "Lay another card (it ends your turn), or End turn"
        if plays:
            return "Your turn: drag a card onto a stack"
        if can_end:
            return "End your turn"
        return "Your turn"

    @staticmethod
    def _card_ends_turn(view):
        """Does one card end the turn (the professional game)? Then nothing can be said after it."""
        return TheGame.max_cards_per_turn_of(view["options"]) == 1

    @staticmethod
    def _still_to_lay(view):
        """What the turn to move still lays, from the position (the cards laid this turn, view["placed"]):
        a curtain after Load or Continue in the middle of a turn said "lay one or two cards" to a player who
        had laid one already (review 17, 60.png)."""
        limit, placed = TheGame.max_cards_per_turn_of(view["options"]), view["placed"]
        if not placed:
            return "lay one card" if limit == 1 else "lay one or two cards"
        laid = "you laid one card" if placed == 1 else f"you laid {placed} cards"
        if placed < limit:
            return f"{laid} this turn; lay one more or end your turn"
        return f"{laid} this turn; end your turn"

    @staticmethod
    def _caption_signal(view, seat):
        """What `seat` said, while it is true and current (rules.standing_signal): its text, or None."""
        sig = standing_signal(view, seat)
        return sig["text"] if sig else None


SCENE = TheGameBoard
