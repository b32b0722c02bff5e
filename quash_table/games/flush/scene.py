"""Flush board: every seat's bases round the table, the pile, the new pile, the Mimic, the stock and
the discard in the middle, your bases and hand at the bottom, and the score sheet.

Moves are built through the composer (composer.py, no pygame): you drag cards (from your hand and your
base tops) onto the pile, or onto the new pile beside it to pick up; they wait in the staging tray while
the table writes exactly what Declare will send ("three 6s", a Mimic joining shows "as 6"); a card that
would make no legal declaration is refused at once with the reason. Drag, click, keyboard, the buttons
and hints all go through the composer; this board only draws it (paint_*.py, sheet.py; layout.py for
where things sit).

Everything drawn comes from the view of the seat at the screen (ui/README.md); what the last move caused
(a Skip, a Flush, a round's result) from the rules' events (`game.events`), never from their log text.
What the board keeps between builds is only for animation: ids for the copies in your hand, so a declared
card leaves the hand and flies on from the tray, and the last view, to send an opponent's card from the
right place.
"""

from collections import Counter

import pygame

from .skip_tag import SkipTag
from .arrow_parts import FlushArrow
from .marks import FlushMarks
from ...ui import theme
from ...ui.board import MESSAGE_SECONDS, BoardScene
from ...ui.hud import header_button
from ...ui.out_choice import FINISH_LABEL, FINISHING_WORDS
from ...ui.seat_events import SeatEvents
from ...ui.sprites import FLUSH_MARK_BAND
from . import as_tags, banner, faceup_seats, message_place, paint_middle, paint_seats, paint_tray, sheet
from .composer import FlushComposer
from .given_news import bases_given_since_last_move, given_words
from .new_tags import CameSince, card_marks, mimic_marks
from .last_round import last_round_cells, last_round_notes
from .layout import arena_columns, band_rect, geometry, middle_layout
from .words import L_KEY_WORDS, REST_AFTER, caption_brief, curtain_words, prompt, replay_words, score_words
from .undo_wait import undo_grace_share

OWN_MOVE_SECONDS = 3.0     # normal speed: how long pass-and-play shows a person's move before the curtain

__all__ = ["FlushBoard", "SCENE", "arena_columns"]


class FlushBoard(FlushArrow, SkipTag, FlushMarks, paint_seats.HiddenLift, BoardScene):
    deck = "flush"
    back_style = "red"
    # a hint's arrow one straight line from the card into the pile, as BGA draws it: the kit's way round the tray's
    # words and the captions doglegged across other cards and changed its shape when H asked why (review 61v)
    arrow_line = True
    why_in_fewer_words = True     # the why in its reason's short words where no column holds it whole (ui/hints.py)
    why_names_move = True           # 'Hint, why “lay two 10s”: …' (ui/hints.py; review 55m, revm_35)

    def __init__(self, app, session):
        super().__init__(app, session)
        self._hand_ids = {}        # code -> ids of its copies in the screen seat's hand
        self._hand_key = None      # (round, seat) the ids belong to
        self._next_id = 0
        self._sent = set()         # ids of cards just declared: those copies leave the hand
        self._prev = None          # the view built last
        self._pile_gen = 0         # a new pile (after a Flush or a pickup) gets new ids
        self._tags = {}            # piece id -> ("as 6", whole card visible): Mimics counted as a value
        self._ids = {}             # composer key -> piece id on this table (staged cards keep theirs)
        self._fresh = set()        # ids of hand cards drawn since your last move (a Flush Plus's draw)
        self._fresh_seen = None    # (moves, undos, seat) when _fresh was last brought up to date
        self._seat_events = SeatEvents()   # each move's events for a seat, read once (the new cards, bases given)
        self._came_since = CameSince(self._seat_events)
        self._last_staged = []     # the composer's staged keys at the last build (they fly on from the tray)
        self._g = {}
        self._k = 1.0
        # pass-and-play: the table, as everybody sees it, stays a moment on what your declaration did (the
        # pile, a pickup, the Skip) before the curtain asks for the next person
        session.linger = OWN_MOVE_SECONDS
        # alone against bots the next bot waits a moment (settings.undo_grace) after a declaration Undo can
        # take back: at its pace Undo was greyed before you noticed (review 17; another seat's move is final)
        session.waits_for_undo = True
        session.undo_grace_share = undo_grace_share     # a new pile's pickup waits longer (undo_wait.py)
        session.rest_after = self.rest_after
        self._shown_side = None        # the seat whose side the bottom band showed at the last build

    def rest_after(self):
        """The session's hook: how much longer (a share of the bots' pace) the next bot rests after the last
        move, from what the rules say it caused (words.REST_AFTER; session 22: moves gone before read)."""
        return max((REST_AFTER.get(e["kind"], 0.0) for e in self._caused()), default=0.0)

    def score_text(self, result, view):
        return score_words(view)

    def score_text_brief(self, result, view):
        """The kit's hook, before the told action takes two lines or is cut: fewer words, the Mimic kept."""
        brief = score_words(view, brief=True)
        return brief if brief != self.score_text(result, view) else None

    def step_words_brief(self, event):
        """The kit's hook: a told step in fewer words, its forms (words.caption_brief), with the header's names."""
        said = caption_brief(event, len(self.session.match.seats), self.session.screen_seat) if event else None
        return [self.session.words(form, short=True) for form in said] if said else None

    def _side(self):
        """The seat the bottom band shows when the view is nobody's: at a pass-and-play table the person
        who last took the screen, so the mover's side stays while their move shows (the table turned to
        the first seat's side meanwhile, its bases jumping to the top: review 15); once a round's result
        shows to everybody (the kit lets go of the holder then) the side the table showed last, so the
        table does not turn to seat 0's side under the result (review 16); else None (seat 0)."""
        if self.read_only:        # a replay: nobody holds the screen (asking crashed a pass-and-play replay)
            return None
        s = self.session
        if not s.pass_and_play:
            return None
        return s.holder if s.holder is not None else self._shown_side

    def curtain_words(self, seat):
        s = self.session
        return curtain_words(self.game.view(s.match.state, None), s.name(seat))

    def turn_news(self):
        """The kit's hook: "Your turn: Bot 2 gave you a base: an 8 over a hidden card" (given_news.py)."""
        return "; ".join(given_words(self.session.short_name(g), e) for g, e in self._given())

    def turn_news_brief(self):
        return ["; ".join(given_words(self.session.short_name(g), e, brief=True) for g, e in self._given())]

    def _given(self):
        m, me = self.session.match, self.session.screen_seat
        key = (len(m.actions), m.undos, me)
        if getattr(self, "_given_for", (None,))[0] != key:        # read once a move
            self._given_for = (key, bases_given_since_last_move(m, me, self._seat_events) if me is not None else [])
        return self._given_for[1]

    # --- the composer -------------------------------------------------------------------------------------
    def make_composer(self, view, legal):
        return FlushComposer(view, legal)

    def hint_marks(self, action):
        """Every card of the hinted move still to stage (the next one first) and its spot, or the
        composer's button once they all wait in the tray; None: the kit's reading (its next step)."""
        c = self.composer
        if c is None or self.table is None:
            return None
        keys = c.hint_cards(action)
        step = c.next_step(action)
        if not keys or step is None:
            return None
        ids = {p.key: p.id for p in self.table.pieces if p.key is not None}
        target = next((x.id for x in self.table.targets if x.key == step[2]), None)
        marks = [ids[k] for k in keys if k in ids]
        return marks + ([target] if target is not None else [])

    def staged_key(self, key):
        """Whether your card `key` waits in the tray."""
        c = self.composer
        return c is not None and self.session.my_turn() and key in c.staged

    def piece_id(self, key):
        """The id of your card `key` on this table (a staged card keeps the id it had in the hand)."""
        return self._ids.get(key, key)

    def prompt_now(self):
        """The prompt worded again when a card is lifted or put down: a lifted hidden card says, before
        Space turns it up, that it will be turned up for good."""
        return self._prompt_place() if getattr(self, "_prompt_place", None) else None

    def compose(self, outcome):
        """A declaration leaves the tray for the pile: its cards fly on from there, not from the hand."""
        if outcome.kind == "play" and self.composer is not None:
            self._sent = {self.piece_id(k) for k in self._last_staged}
        return super().compose(outcome)

    # --- the table ----------------------------------------------------------------------------------------
    def build(self, t, view, legal):
        self._tags = {}
        self._track_pile(view)
        hand = self._hand_pieces(view) if view["seat"] is not None else []
        self._mark_drawn(view, hand)
        seat = view["seat"]
        self._ids = {key: pid for pid, _, key in hand}
        if seat is not None:
            self._ids.update({f"b{i}": f"r{view['round']}:top{seat}:{i}" for i in range(len(view["bases"][seat]))})
        c = self.composer
        self._last_staged = list(c.staged) if c is not None else []
        g = geometry(t, view, self._side(), lambda w: faceup_seats.extra_height(self, t, view, w),
                     self.metrics.w if self._band_under_log() else None)
        self._g = g
        self._shown_side = g["bottom"]
        scored = self._round_result()
        if scored is not None:
            g["result"] = sheet.result_rect(self, t, g, scored)
        for other, block in g["blocks"].items():
            if scored is None or not g["result"].colliderect(block):    # a seat under the result waits
                paint_seats.seat_block(self, t, view, other, block, g)
                paint_seats.seat_walls(t, g, other)
        if scored is not None:
            if self.out_choice.offered():        # the choice under the result, in its place
                full = g["result"]
                strip = t.px(60)
                g["result"] = pygame.Rect(full.x, full.y, full.w, full.h - strip - t.px(6))
                g["out_choice"] = pygame.Rect(full.x, full.bottom - strip, full.w, strip)
            sheet.round_end(self, t, g, scored)     # in the middle's place until Next
        else:
            self._middle(t, view, g)
        if scored is None or g["result"].bottom <= g["band"].y:      # (a tall result lies over it: sheet.result_rect)
            paint_seats.bottom(self, t, view, legal, g, hand)
        self._out_buttons(t, view, g)
        sheet.sheet(self, t, view, g["sheet"])     # the table as scored: it counts the round shown
        self._origins(t, view, g)
        t.prompt_pos = g["prompt"]
        t.prompt_kept = True        # the turn banner on your band: a long hint lay over it (session 27)
        # refusals and hints: over your hand, beside the middle, or wide (a hint's full reason: never over your cards)
        if not message_place.place(self, t, g, self._full_hint_shown()) and self.hints.current is not None:
            self._say_hint_short()
        # the prompt over your hand stays clear of the score sheet's title (and of your name): a shorter
        # form of its words where the full one is too wide, slid left within the room if need be
        room = pygame.Rect(g["hand_area"].x - t.px(10), g["band"].y, 0, g["band"].h)
        room.w = g["sheet"].x - t.px(6) - room.x

        def fits(text):
            return self.painter.pill_rect(text, g["prompt"], 17)[0].w <= room.w

        def place(words):
            if words:
                w = self.painter.pill_rect(words, g["prompt"], 17)[0].w
                t.prompt_pos = (min(g["prompt"][0], room.right - w // 2), g["prompt"][1])
            return words
        self._prompt_place = lambda: place(prompt(self, self.session.view(), fits))
        t.prompt = place(prompt(self, view, fits))
        # the keyboard walks the pieces in this order: your bases and hand first, then your freed hidden
        # cards (Tab lifted one first, and Space turned it up by surprise), the staged cards last (after
        # Space stages a card the walk goes on along your cards, not into the tray); drawn by z
        t.pieces.sort(key=lambda p: 2 if p.zone == "stage" else 1 if (p.zone or "").startswith("hidden:") else 0)
        self._prev = view

    def show_message(self, text, kind="info", seconds=MESSAGE_SECONDS, aside=False, about=None):
        """The kit's message, placed for its length (message_place.py) on the table now."""
        super().show_message(text, kind, seconds, aside, about)
        if self.table is not None and "hand_area" in self._g:
            if not message_place.place(self, self.table, self._g, self._full_hint_shown()):
                self._say_hint_short()

    def _full_hint_shown(self):
        """Is the message the hint's full reason, asked for with H (the kit's hint: full_shown)?"""
        return self.hints.full_shown()

    def _say_hint_short(self):
        """A hint's full reason that no free place on the table nor the log's foot holds (four to six seats): its
        short words, in their place (the full lay over your cards, session 26)."""
        self.hints.say_short()

    def _middle(self, t, view, g):
        k, r, pile_size, side_size = middle_layout(t, g["middle"])
        self._k = k
        g.update(mat=r["mat"], new=r["new"], tray=r["tray"], pile_size=pile_size)
        message_place.aside_column(t, g, r)
        message_place.left_column(t, g, r)
        paint_middle.mimic_and_stock(self, t, view, r["left"], side_size)
        paint_middle.pile(self, t, view, r["mat"], pile_size, r["head"])
        paint_middle.new_pile(self, t, view, r["new"], pile_size, r["head"])
        paint_middle.discard(self, t, view, r["discard"], side_size)
        paint_tray.tray(self, t, view, r["tray"], r["side"])
        t.play_rects += [r["mat"], r["new"], r["tray"]]     # the piles and the tray: no message lies over them

    # --- every person out of the game: watch the bots, or let them finish (the kit's ui/out_choice.py) --------
    def asks_out_choice(self):
        """The table asks at a round's result (the one that leaves no person in the game, or the next one of
        a game loaded after that), in the result's place: watch the bots play on (each result then passes by
        itself) or let them finish at once; pressing Next for every round of a game you are out of was the
        only way."""
        s = self.session
        return s.director is not None and s.director.gate() is not None and s.showing_result()

    def hint_words(self, action, seat):
        """The hint's words with the hinted seat's view: a base top laid as a Mimic is named one."""
        s = self.session
        return self.game.describe_hint(action, seat, len(s.match.seats), view=s.table_view())

    def hint_brief_words(self, action, seat):
        """The hint's move in the fewest words ("lay two 10s"), for its narrow place (message_place.place)."""
        s = self.session
        return self.game.describe_hint_brief(action, seat, len(s.match.seats), view=s.table_view())

    def _out_buttons(self, t, view, g):
        """The choice (the kit's out_choice, offered) over your band, where your hand was; while the bots
        finish, what is happening; while you watch, that you do and how to stop (your band was empty)."""
        px = t.px
        if self.out_choice.finishing():
            t.label(FINISHING_WORDS, g["prompt"], 17, theme.GOLD, bold=True, anchor="center")
            return
        if self.out_choice.watching():
            you = "Everyone here is" if self.session.pass_and_play else "You are"
            t.label(f"{you} out: watching the bots (F lets them finish)", g["prompt"], 15, theme.MUTED,
                    bold=True, anchor="center", max_width=g["hand_area"].w)
            return
        box = g.get("out_choice")
        if box is None or not self.out_choice.offered():
            return
        t.panel(box, theme.PANEL, 235, 14, theme.GOLD, px(2))
        bh, gap = px(40), px(12)
        # each button as wide as its words at their size, the words beside them in the rest
        finish_w = theme.text(FINISH_LABEL, t.text_px(16), bold=True).get_width() + px(28)
        finish = pygame.Rect(box.right - px(12) - finish_w, box.centery - bh // 2, finish_w, bh)
        watch = pygame.Rect(finish.x - gap - px(120), finish.y, px(120), bh)
        you = "Everyone here is" if self.session.pass_and_play else "You are"
        room = watch.x - px(12) - (box.x + px(14))
        forms = [f"{you} out of the game: watch the bots play on, or let them finish",
                 f"{you} out of the game"]
        size = t.text_px(15)
        lines = next((ls for ls in (theme.wrap_balanced(f, size, room, bold=True) for f in forms) if len(ls) <= 2),
                     [forms[-1]])
        for i, line in enumerate(lines):
            y = box.centery + int((i - (len(lines) - 1) / 2) * t.text_px(15) * 1.25)
            t.label(line, (box.x + px(14), y), 15, theme.TEXT, bold=True, anchor="midleft", max_width=room)
        t.button("out:watch", "Watch", watch, on_click=self.watch_rest, size=16, tooltip="Enter")
        t.button("out:finish", FINISH_LABEL, finish, on_click=self.bots_finish,
                 hotkey=pygame.K_f, style="primary", size=16, tooltip="F")

    # --- the end-of-game summary: the last round's result, which its box covers on the table ---------------
    def summary_notes(self):
        """Who went out of the last round and what the seat at the screen held (last_round.py): the summary lies
        over the round's result, which a new player had to find behind See the table (session 29)."""
        scored = self._round_result() if self.session.match.over else None
        if scored is None:
            return []
        return last_round_notes(scored, self.session.name, self.session.screen_seat)

    def summary_table(self):
        """Beside the end chart: each seat's points in the last round."""
        scored = self._round_result() if self.session.match.over else None
        return last_round_cells(scored) if scored is not None else None

    # --- a round's result, while the table waits for Next ----------------------------------------------------
    def _round_result(self):
        """The round_scored event the director holds the table on (its gate open; a replay's result
        step), or the last round's once the game is over (the cards each seat still held, and their
        points, stay on the table), else None."""
        if not self.session.match.over and not self.session.showing_result():
            return None
        return next((e for e in self._caused() if e["kind"] == "round_scored"), None)

    def revealed_hidden(self, view, seat):
        """{base: code} of `seat`'s hidden cards turned face up on the table: once a round is over, the
        ones its result shows (the rules' round_scored event lists them base by base; the table turns
        them over as the result comes up, so panel and table agree); in the face-up replay of a finished
        game (the kit's face-up hands: the hand, then the hidden cards base by base); else {}."""
        bases = [i for i, b in enumerate(view["bases"][seat]) if b["hidden"]]
        scored = self._round_result()
        held = scored["held"][seat] if scored is not None else None
        if held:
            hidden = [x["card"] for x in held if x["hidden"]]
            if len(hidden) == len(bases):
                return dict(zip(bases, hidden))
        if not self.read_only or not getattr(self.session, "face_up", False):
            return {}
        cards = self.session.hands().get(seat, [])
        if not bases or len(cards) < len(bases):
            return {}
        return dict(zip(bases, cards[-len(bases):]))

    def revealed_hand(self, view, seat):
        """The codes of `seat`'s hand to lay face up where the hand lies: once a round is over, the hand
        its result shows (the rules' round_scored event lists the hand first); in the face-up replay of a
        finished game (the kit's face-up hands: the hand first, then the hidden cards); else None."""
        n = view["hand_counts"][seat]
        scored = self._round_result()
        held = scored["held"][seat] if scored is not None else None
        if held and n and len(held) >= n and not any(x["hidden"] for x in held[:n]):
            return [x["card"] for x in held[:n]]
        if not self.read_only or not getattr(self.session, "face_up", False):
            return None
        cards = self.session.hands().get(seat, [])
        return cards[:n] if len(cards) >= n else None

    def faceup_line_drop(self):
        """A hand's next line in the face-up replay's panel lies under the kind band of the line above (a Link's
        "LINK", a Deduction's amount, low on the card), not over it as the kit's drop lays it: review 16."""
        return FLUSH_MARK_BAND[1] + 0.04

    # --- the move log folded at 6 seats in a small window (as NumberQuash's) -------------------------------
    log_open = False     # the person opened the folded log (Moves, L)
    log_shown_words = L_KEY_WORDS     # (the kit's: L where the log is always there, and no Link Flush, says so)

    def _cramped(self):
        """Six seats in a window narrower than 1200 px (1024x640): the five others' blocks and the middle
        beside the move log had bases and hands ~31x44 px and the pile's words pressing the bottoms of their
        boxes (review 16); the log's column goes to the table until the person opens it."""
        return len(self.session.match.seats) >= 6 and self.metrics.w < 1200

    def log_folded(self):
        """The kit's hook: folded while cramped, until opened (Moves, L). A replay keeps its log (its bar and
        face-up column lie by it)."""
        return not self.read_only and not self.log_open and self._cramped()

    def _band_under_log(self):
        """The Moves open (always, but at six seats in a window narrower than 1200 px): your band runs under the
        Moves column, which ends above it, the score sheet there; your hand had ~350 px at 1024x640 (~420 at
        1280x800), its 10s read "1C" (session 36). Not in a replay (its bar and face-up column lie by the log)."""
        return not self.read_only and not self.log_folded()

    def areas(self, full=False):
        hud, table, log = super().areas(full)
        if self._band_under_log():
            log.h = band_rect(table, self.metrics.px).y - self.metrics.px(6) - log.y
        return hud, table, log

    def header_buttons(self):
        if self.read_only or not self._cramped():
            return []
        return [header_button(self.metrics, "hud:log", "Hide moves" if self.log_open else "Moves",
                              self.toggle_log, "L", pygame.K_l)]

    def toggle_log(self):
        self.log_open = not self.log_open
        self.resized()

    def nobody_here_text(self):
        return replay_words(self.session, self.read_only) or super().nobody_here_text()

    def _caused(self):
        """What the last move caused, as the seat at the screen may know it (the rules' events)."""
        s = self.session
        return self.game.events(s.match.state, s.screen_seat)

    def _skipped(self):
        """Seats skipped by the last move's Skip, until the next move, in the order it skipped them."""
        return [x for e in self._caused() if e["kind"] == "skip" for x in e["skipped"]]

    def _as_tag(self, pid, value, full):
        """'as 6' on a Mimic card that joined a group of 6s (drawn over the card, see draw)."""
        self._tags[pid] = (f"as {value}", full)

    def tag_rects(self):
        """[(rect, text image)] of the 'as 6' tags on their cards where those are now: under the card's
        kind band (Skip, Link, Deduction), so the tag never hides it, or in its place on a card with none;
        centred on a card seen whole, at the left of one the next card covers."""
        m = self.metrics
        out = []
        for pid, (text, full) in self._tags.items():
            p = self.table.piece_by_id.get(pid)
            if p is None or p.flip:
                continue
            x, y, w, h = p.pos
            img = as_tags.tag_image(m.px, text)
            out.append((as_tags.tag_rect(m.px, (x, y + self.drag.lift_offset(p), w, h), img.get_size(), full, p.code),
                        img))
        return out

    def mimic_badges(self):
        """[(rect, text image)] of the 'M' badges on your own face-up cards of the round's Mimic value
        (new_tags.mimic_marks)."""
        return [(r, img) for _, r, img in mimic_marks(self)]

    def draw_over_pieces(self, surface):
        """The 'as 6' tags, the Mimic badges and the "new" tags go on their cards, wherever those are now (a
        new card of the Mimic's value: one tag, "M new": new_tags.card_marks)."""
        for r, img in self.tag_rects() + card_marks(self):
            theme.panel(surface, r, theme.GOLD, 240, r.h // 2, theme.shade(theme.GOLD, -0.4), 1)
            surface.blit(img, img.get_rect(center=r.center))

    def draw_popups(self, surface):
        """A Flush, whoever played it, as a banner over the middle while the director shows it."""
        shown = banner.flush_banner(self)
        if shown is not None:
            banner.draw(surface, self.metrics, *self.banner_place(), shown, cover=self._g.get("tray"))

    def banner_place(self):
        """(centre, width) of the Flush banner: over the tray under the piles (centred on the middle it
        covered the stock's and the discard's counts)."""
        spot = self._g.get("tray") or self._g.get("middle") or self.areas()[1]
        return spot.center, spot.w

    # --- ids that outlive a build -------------------------------------------------------------------------
    def _hand_pieces(self, view):
        """[(id, code, composer key)] of the screen seat's hand in the view's order; a copy keeps its id while
        held."""
        key = (view["round"], view["seat"])
        if key != self._hand_key:
            self._hand_key, self._hand_ids = key, {}
        counts = Counter(view["hand"] or [])
        for code in set(counts) | set(self._hand_ids):
            ids = self._hand_ids.setdefault(code, [])
            while len(ids) > counts.get(code, 0):
                ids.remove(next((i for i in ids if i in self._sent), ids[-1]))
            while len(ids) < counts.get(code, 0):
                self._next_id += 1
                ids.append(f"card{self._next_id}")
        self._sent = set()
        used = Counter()
        out = []
        for code in view["hand"] or []:
            out.append((self._hand_ids[code][used[code]], code, f"{code}#{used[code]}"))
            used[code] += 1
        return out


    def _mark_drawn(self, view, hand):
        """Bring `_fresh` up to date: the cards that came to this seat's hand since its last action (drawn
        after another seat's Flush Plus: review 15; picked up with the old pile, session 22: new_tags.came_since)
        are marked in the hand until its next action, for its eyes only (the hand is drawn for them alone)."""
        seat, m = view["seat"], self.session.match
        moment = (len(m.actions), m.undos, seat)
        if seat is None or self.read_only:
            self._fresh, self._fresh_seen = set(), moment
            return
        if moment != self._fresh_seen:
            self._fresh = set()
            for code in self._came_since(m, seat):
                ids = [pid for pid, c, _ in hand if c == code and pid not in self._fresh]
                if ids:
                    self._fresh.add(ids[-1])      # the copy that just came (the newest id)
        self._fresh_seen = moment
        self._fresh &= {pid for pid, _, _ in hand}

    def drawn_card(self, pid):
        """Is your card `pid` one that came to your hand since your last action (marked "new" there)?"""
        return pid in self._fresh

    def _track_pile(self, view):
        prev = self._prev
        if prev is not None:
            old = prev["pile"]
            if prev["round"] != view["round"] or view["pile"][:len(old)] != old:
                self._pile_gen += 1

    # --- where new cards come from ------------------------------------------------------------------------
    def _mover(self, view):
        prev = self._prev
        return prev["to_move"] if prev is not None else None

    def _arrival(self, view, code):
        """Where a card newly on the pile comes from when no face-up card left for it: the seat that moved
        (its hidden card, or its hand), face down."""
        seat = self._mover(view)
        g = self._g
        if seat is None:
            return g.get("mat")
        prev = self._prev
        rnd = view["round"]
        if prev is not None and prev["round"] == rnd:
            for i, (was, now) in enumerate(zip(prev["bases"][seat], view["bases"][seat])):
                if was["hidden"] and not now["hidden"]:
                    old = self.table.piece_by_id.get(f"r{rnd}:hid{seat}:{i}")
                    if old is not None:
                        return old.rect
        if seat == view["seat"]:
            return g["hand_area"]
        return g.get("hands", {}).get(seat) or g.get("plates", {}).get(seat)

    def _picked_up(self, view, seat):
        prev = self._prev
        return (prev is not None and prev["round"] == view["round"] and prev["pile"]
                and view["hand_counts"][seat] > prev["hand_counts"][seat]
                and view["pile"][:len(prev["pile"])] != prev["pile"])

    def _hand_origin(self, view):
        g = self._g
        if view["seat"] is not None and self._picked_up(view, view["seat"]):
            return g.get("pile_slot")
        return g.get("stock")

    def _back_origin(self, view, seat):
        g = self._g
        return g.get("pile_slot") if self._picked_up(view, seat) else g.get("stock")

    def _origins(self, t, view, g):
        """A face-up card that appears where one with the same face just left flies from there (a declared
        card from the tray to the pile, a picked-up card from the pile to the hand, a Flush to the
        discard). A round's result lays its cards out in place: matched by face alone they flew in from any
        card of that face (the pile's, another seat's), staggered for a second or two across the name column
        (review 56r, revr_39, revr_107)."""
        prev = self._prev
        if prev is None or prev["round"] != view["round"]:
            return
        new_ids = {p.id for p in t.pieces}
        pool = {}
        for p in self.table.pieces:
            if p.code is not None and p.id not in new_ids:
                pool.setdefault(p.code, []).append(p.rect)
        for p in t.pieces:
            if p.code is None or p.id in self.table.piece_by_id or p.zone == "round_end":
                continue
            rects = pool.get(p.code)
            if rects:
                p.origin = pygame.Rect(rects.pop(0))
                p.reveal = False


SCENE = FlushBoard
