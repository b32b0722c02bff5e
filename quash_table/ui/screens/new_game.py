"""The New game screen: the game, the players (human or bot, names), the game's options, a seed."""

import random

import pygame
import pygame_gui
from pygame_gui.elements import UICheckBox, UITextEntryLine

from ...bots import bot_levels
from ...engine.game import SEAT_OPTIONS, IllegalAction
from ...games import available_game_ids, get_game
from .. import theme, tip_look
from ..rules_files import game_blurb
from ..continue_source import continue_words
from ..seat_names import SeatNames
from ..settings import UNDONE_COUNTS
from .base import MenuScene
from .new_game_count import PlayerCount
from .new_game_memory import USUAL_PLAYERS, TableMemory, as_checked
from .new_game_options import OptionChoices
from .new_game_seat_notes import SeatNotes
from .new_game_seat_picks import PICK_W, SeatPicks
from .new_game_tips import NewGameTips
from .option_words import (checked_options, field_refusals, option_words, seat_counts, seat_list_text)

SEED_REFUSED = "Seed: digits only"
SEED_REFUSED_SECONDS = 4.0


# what Undo takes back alone against bots, where a game says nothing more (its undo_scope_words): another
# seat's move is final in every game (engine/game others_moves_final), so the promise says so (session 24:
# "take back your own move" promised more than Undo did)
UNDO_ALONE_WORDS = "Take back your move until a bot answers it, alone against bots"
# what "marked in the statistics" meant (engine/stats: such a game counts as any other, and in the Undone
# column); "in Statistics as Undone" was cryptic to a new player (review 21): said as a sentence of its own
UNDO_MARK = UNDONE_COUNTS     # (Settings' undo box says it alike)
# Allow undo's tip says what the two lines under it do not (it repeated them, session 28), and greyed, why
UNDO_TIP = "In play: the Undo button at the top, or the U key"
UNDO_SHARED_TIP = "Undo is for a table with one person: here the others see each move"
# the seed said nothing on hover (review 29): what it is for, in one short line, so it finds room by its field (in
# two 380 px lines it went ~100 px away). A seat's Human / Bot list and its name field say what they are.
SEED_TIP = "The same seed deals the same cards"


class NewGameScene(PlayerCount, TableMemory, OptionChoices, SeatNames, SeatNotes, SeatPicks, NewGameTips, MenuScene):
    name = "new_game"

    def __init__(self, app, game_id=None):
        super().__init__(app)
        ids = available_game_ids()
        self.game_ids = ids
        last = app.settings.get("last_table", {}).get("game")
        if game_id not in ids and app.last_game_id in ids:
            game_id = app.last_game_id          # the game just played (`play numberquash` opened The Game)
        if game_id not in ids:      # the game chosen last time, else the first of the list (QUASH)
            game_id = last if last in ids else ids[0]
        self.game_id = game_id
        self.allow_undo = app.settings.get("undo", True)
        self.count_chosen = False    # the player set the number of players: another game keeps it
        self.seats_chosen = False    # the player turned a seat (human, bot, level): another game keeps them
        # the unfinished game Continue holds: a new game played takes Continue over (the other is kept in
        # Load), said beside Start before it happens rather than only in a notice after
        held = continue_words()
        # (one short sentence: "... Once you play here, Continue is this new game; that one stays in Load." ran
        # long beside Start, review 31)
        self.continue_note = f"Continue holds {held}: it stays in Load when you play here." if held else ""
        self._reset_for_game()

    def _reset_for_game(self):
        """The game's table as it was set up last time (settings "last_table": the number of players for
        this game, who sat where, its options), else its usual one."""
        game = get_game(self.game_id)
        last = self.table_memory()      # none after Usual setup (new_game_memory)
        counts = self.seat_counts()
        usual = USUAL_PLAYERS.get(self.game_id)
        self.count = usual if usual in counts else counts[0]
        if last.get("counts", {}).get(self.game_id) in counts:
            self.count = last["counts"][self.game_id]
        levels = self.levels()
        level = "normal" if "normal" in levels else levels[-1]
        # named by default_names: the names typed last time for this kind of table, else the defaults
        self.seats = [{"kind": "human" if i == 0 else "bot", "level": level, "name": ""}
                      for i in range(game.max_seats)]
        # this game's own table as set up last time (a game never set up: you against bots); a seat past the
        # table played last time comes back a bot ("+" after a 2-player game brought back the humans of an older
        # pass-and-play table, review 49), at its level
        played = last.get("counts", {}).get(self.game_id, game.max_seats)
        for i, (seat, was) in enumerate(zip(self.seats, last.get("seats", {}).get(self.game_id, []))):
            seat["kind"] = was["kind"] if i < played else "bot"
            if was["level"] in levels:
                seat["level"] = was["level"]
        self.edited = set()              # the seats whose name the person has typed on this screen
        self.default_names()
        self.options = dict(game.default_options)
        for o in game.options:      # who starts is drawn at random unless a seat is picked, in every game
            if o.key in SEAT_OPTIONS and o.nullable:    # (The Game's rules start seat 1: "You" here, review 20)
                self.options[o.key] = None
        for o in game.options:
            if o.key not in last.get("options", {}).get(self.game_id, {}):
                continue
            value = last["options"][self.game_id][o.key]
            try:
                checked = o.check(value)
            except IllegalAction:
                continue                 # a value this version's game no longer takes: its default
            self.options[o.key] = checked
        # the value each numbered option is wanted at (chosen last time, else its default): a table too
        # small for it plays it lower (NumberQuash's "Places played for" 3 at two players is 1), a larger
        # one brings it back (it stayed at 1 for four players, and was remembered as 1)
        self.wanted = dict(self.options)
        self._fit_options_to_count()
        self.seed_text = ""
        self.seed_refused_until = -1.0   # app time until which "Seed: digits only" is shown
        self.error = ""
        # {key: words}: every option the game refuses, each said under its own field (one at a time made a
        # person fix, press Start, and meet the next)
        self.error_fields = {}
        self.typed_seen = {}      # {option key: its field's text when last re-checked (_recheck_typed)}

    def seat_counts(self):
        return seat_counts(self.game_id)

    def help_game(self):
        """F1: the rules of the game chosen."""
        return self.game_id

    def remembered_table(self):
        """The settings' "last_table" after this game starts: this game, its number of players (each
        game's own is kept), who sits where, and this game's options as chosen (others' kept)."""
        last = self.app.settings.get("last_table", {})
        game = get_game(self.game_id)
        options = dict(last.get("options", {}))
        # a seat, a turn order, a file or colours typed are for one table: not offered again
        # a numbered option as wanted, not as a small table plays it (places 1 at two players is
        # remembered as the 3 wanted, so four players next time play for 3)
        # as the game reads it: a typed field's text ("30") was kept as text, and read unlike the usual 30
        options[self.game_id] = {o.key: as_checked(o, self.wanted.get(o.key, o.default) if o.kind == "int"
                                                   and self.option_choices(o) else self.options.get(o.key, o.default))
                                 for o in game.options
                                 if o.key not in SEAT_OPTIONS and (o.kind in ("bool", "int", "choice")
                                                                   or o.key == game.seat_pick_option)}
        seats = dict(last.get("seats", {}), **{self.game_id: [{"kind": s["kind"], "level": s["level"]}
                                                            for s in self.seats]})
        return {"game": self.game_id, "counts": dict(last.get("counts", {}), **{self.game_id: self.count}),
                "seats": seats, "options": options}

    def levels(self):
        try:
            return bot_levels(self.game_id)
        except ImportError:
            return ["random"]

    def _harvest(self):
        """Read typed text back into the model before the widgets are rebuilt."""
        self._read_names()
        game = get_game(self.game_id)
        for o in game.options:
            entry = self.widgets.get(f"option:{o.key}")
            if isinstance(entry, UITextEntryLine):
                text = entry.get_text().strip()
                if text:
                    self.options[o.key] = text     # the game's Option.check reads text as its kind
                else:                              # an emptied field means "not set"
                    self.options[o.key] = None if (o.nullable or o.default is None) else o.default
        seed = self.widgets.get("seed")
        if seed is not None:
            self.seed_text = seed.get_text().strip()

    def layout(self, manager):
        m = self.m
        self.own_tips = {}      # the tips of the controls pygame_gui gives none (drop-downs, fields: review 29)
        px = m.px
        game = get_game(self.game_id)
        top = px(120)
        # the screen's name, as every other screen has one (it had none)
        self.label(manager, "h:new_game", "New game", (m.w // 2 - px(200), px(14), px(400), px(40)), "#heading")
        # Column 1: the game.
        x1, w1 = px(40), px(270)
        self.label(manager, "h:game", "Game", (x1, top - px(44), w1, px(36)), "#heading")
        for i, gid in enumerate(self.game_ids):
            g = get_game(gid)
            # no tooltip: the chosen game's description is written under these buttons (a tall tooltip
            # repeating it covered the seats and "Allow undo", even a one-line one covered the box at
            # 1024x640), and a click on another game shows its own
            self.button(manager, f"game:{gid}", g.title, (x1, top + i * px(56), w1, px(46)),
                        lambda gid=gid: self.pick_game(gid), primary=gid == self.game_id,
                        default=False)
        # Column 2: the players.
        x2, w2 = x1 + w1 + px(40), px(470)
        self.label(manager, "h:players", "Players", (x2, top - px(44), w2, px(36)), "#heading")
        self._count_buttons(manager, x2, top)
        self.label(manager, "seats:count", f"{self.count} players", (x2 + px(50), top, px(146), px(42)))
        kinds = ["Human"] + [f"Bot: {lv}" for lv in self.levels()]
        self.default_names()
        self.fit_seat_picks()
        step = self.seat_row_step()           # a line more a seat where it picks several colours (SeatPicks)
        inline = self.picks_inline()
        for i in range(self.count):
            y = top + px(60) + i * px(step)
            seat = self.seats[i]
            self.label(manager, f"seat{i}:label", f"Seat {i + 1}", (x2, y, px(70), px(42)))
            current = "Human" if seat["kind"] == "human" else f"Bot: {seat['level']}"
            if current not in kinds:
                current = kinds[-1]
            # a drop-down: every kind in view at a click, none reached by turning past another
            kind_w = px(160) if inline else px(170)
            self.drop_down(manager, f"seat{i}:kind", kinds, current, (x2 + px(74), y, kind_w, px(42)),
                           lambda text, i=i: self.set_kind(i, text))
            name_x = x2 + px(74) + kind_w + px(10)
            self.seat_pick_widgets(manager, i, name_x if inline else x2 + px(74), y, x2)
            if inline:
                name_x += px(PICK_W + 8)
            if seat["kind"] == "human":
                entry = UITextEntryLine(pygame.Rect(name_x, y, x2 + px(464) - name_x, px(42)), manager)
                entry.set_text(seat["name"])
                entry.length_limit = 40
                self.add(f"seat{i}:name", entry)
            self.seat_tips(i)
        # the help line, where a seat's list and name field say what they are, right under the last seat row
        # (NewGameTips.help_line_rect): the notes, the seed and Allow undo under it
        help_top = top + px(60) + self.count * px(step) - px(12) + px(2)
        self.help_rect = pygame.Rect(x2, help_top, w2, tip_look.HELP_LINES * px(tip_look.HELP_LINE_STEP))
        y2 = self.help_rect.bottom + px(10)
        y2 = self._seat_notes(manager, x2, y2 - px(24), w2)     # the last line under the seats
        # Column 3: the game's options, as many as it has, from top to bottom.
        x3 = x2 + w2 + px(30)
        w3 = m.w - x3 - px(40)
        self.label(manager, "h:options", "Options", (x3, top - px(44), w3, px(36)), "#heading")
        y = top
        shown = [o for o in game.options if o.in_menu and o.applies(dict(game.default_options, **self.options))]
        # every option has a line under it, and every refusal is said under its field: where all of it would
        # run into Start (NumberQuash's eight options with two refusals), the rows close up a little
        under = {o.key: (len(theme.wrap(self.error_fields[o.key], px(15), w3, bold=True))
                         if self.error and o.key in self.error_fields else int(bool(self.option_hint(o, w3))))
                 for o in shown}
        room = self.m.h - px(90) - px(6) - top
        need = len(shown) * px(54) + sum(under.values()) * px(20)
        step = px(54) - max(0, -(-(need - room) // max(1, len(shown))))
        step = max(px(44), step)
        lift = min(px(10), step - px(42))       # a line under a field starts where the field ends, or lower
        for o in shown:
            self._option_widget(manager, o, x3, y, w3)
            y += step
            hint = self.option_hint(o, w3)
            if self.error and o.key in self.error_fields:
                # the refusal under its own field, in red (it was in the game's description, far left),
                # wrapped: a game's own reason can be longer than the field is wide
                lines = theme.wrap(self.error_fields[o.key], px(15), w3, bold=True)
                for n, line in enumerate(lines):
                    wid = f"option:{o.key}:error" + (f":{n}" if n else "")
                    self.label(manager, wid, line, (x3, y - lift, w3, px(20)), "#error")
                    y += px(20)
            elif hint:
                self.label(manager, f"option:{o.key}:hint", hint, (x3, y - lift, w3, px(22)), "#muted")
                y += px(20)
        # Seed and undo belong to every game: under the players (room for six seats), not under a long
        # list of options (NumberQuash's ran under Start).
        self._table_choices(manager, x2, y2 + px(44), w2)
        self.add_help_line(manager)     # where a seat's list and name field say what they are (NewGameTips)
        bottom = m.h - px(90)
        self.button(manager, "start", "Start", (m.w - px(40) - px(200), bottom, px(200), px(54)), self.start,
                    primary=True)
        self.button(manager, "back", "Back", (px(40), bottom, px(160), px(54)), self.back)
        self.memory_top = None
        self.memory_top = self.memory_block(manager, self._blurb_rect())    # "As last time: ...", Usual setup
        # the chosen game's rules, in view under its description (F1 alone, said nowhere, left a person
        # choosing among five games they had never played with three lines about each)
        self.button(manager, "rules", "Read the rules", self._rules_rect(), self.read_rules,
                    tooltip=f"The rules of {game.title}, to read before you start (F1)")
        if self.error and not any(f"option:{key}:error" in self.widgets for key in self.error_fields):
            self.error_box(manager, self._blurb_rect())    # in the game's description's place: nothing under it

    def _table_choices(self, manager, x, y, w):
        """The seed (a label with its field beside it) and Allow undo with its note."""
        px = self.m.px
        lw = px(200)
        self.label(manager, "seed:label", "Seed (blank: random)", (x, y, lw, px(42)))
        # A key the seed refuses is said in the label's place, in red, for a few seconds (see update)
        self.label(manager, "seed:refused", SEED_REFUSED, (x, y, lw, px(42)), "#error")
        self._show_seed_refusal(self.app.time < self.seed_refused_until)
        # No placeholders in the fields: drawn like typed text, "random" read as a seed typed in.
        seed = UITextEntryLine(pygame.Rect(x + lw + px(8), y, px(200), px(42)), manager)
        seed.set_text(self.seed_text)
        self.add("seed", seed)
        self.own_tips["seed"] = SEED_TIP
        y += px(54)
        humans = sum(1 for s in self.seats[:self.count] if s["kind"] == "human")
        # With two people at the table an undo would take back a move the other has already seen: the
        # box shows off and cannot be ticked (the choice for games alone is kept for the next one), but in
        # a game whose turn nobody else sees until it ends (The Game: game.undo_in_own_turn_shared)
        within_turn = humans > 1 and get_game(self.game_id).undo_in_own_turn_shared
        shared = humans > 1 and not within_turn
        # alone against bots, the game's own words where its undo is more than that (The Game: "before End
        # turn, also in pass-and-play"; "alone against bots" told a new player it was not, review 18b)
        alone = get_game(self.game_id).undo_alone_words
        game = get_game(self.game_id)
        scope = game.undo_scope_words(dict(game.default_options, **self.options), self.count)
        # its tip adds what the grey lines under it do not say (it repeated them, session 28): where Undo is in play
        undo = UICheckBox(pygame.Rect(x, y + px(8), px(26), px(26)), "Allow undo", manager,
                          initial_state=bool(self.allow_undo) and not shared, tool_tip_text=UNDO_TIP)
        self.reasons["allow_undo"] = UNDO_SHARED_TIP
        if shared:
            undo.disable()
        self.add("allow_undo", undo)
        # what Undo does, in plain words on a line of its own, and what the statistics do on the next
        note = ("Off with several people: a move another has seen stays" if shared
                else scope if scope
                else "Take back the cards you laid this turn, before End turn" if within_turn
                else f"Take back your own move, {alone}" if alone
                else UNDO_ALONE_WORDS)
        self.label(manager, "allow_undo:note", note, (x, y + px(38), w, px(22)), "#muted")
        if not shared:
            self.label(manager, "allow_undo:counts", UNDO_MARK, (x, y + px(60), w, px(22)), "#muted")

    def update(self, dt):
        """A seed is digits: a letter typed or pasted into it is taken out before it is drawn, and the label
        says "Seed: digits only" for a few seconds (the field's own filter dropped keys without a word).
        The seat-naming options' buttons follow the names as they are typed."""
        super().update(dt)
        self._follow_typed_names()
        self._recheck_typed()
        field = self.widgets.get("seed")
        if field is not None:
            text = field.get_text()
            digits = "".join(c for c in text if c in "0123456789")
            if digits != text:
                field.set_text(digits)
                self.seed_refused_until = self.app.time + SEED_REFUSED_SECONDS
        self._show_seed_refusal(self.app.time < self.seed_refused_until)

    def _recheck_typed(self):
        """A refused field re-checked as it is typed in: once the game takes its value, its red words and
        outline go (they stayed under a corrected "abc", review 22); Start checks the whole table again."""
        if not self.error or not self.error_fields:
            return
        game = get_game(self.game_id)
        for o in [o for o in game.options if o.key in self.error_fields]:
            entry = self.widgets.get(f"option:{o.key}")
            if not isinstance(entry, UITextEntryLine) or self.typed_seen.get(o.key) == entry.get_text():
                continue
            self.typed_seen[o.key] = text = entry.get_text()
            value = text.strip() or (None if (o.nullable or o.default is None) else o.default)
            if o.key in field_refusals(game, dict(self.options, **{o.key: value}), self.count):
                continue
            del self.error_fields[o.key]
            for wid in [w for w in self.widgets if w.startswith(f"option:{o.key}:error")]:
                self.widgets.pop(wid).kill()
        if not self.error_fields:
            self.clear_error()

    def _show_seed_refusal(self, on):
        note, label = self.widgets.get("seed:refused"), self.widgets.get("seed:label")
        if note is None or label is None or note.visible == on:
            return
        note.show() if on else note.hide()
        label.hide() if on else label.show()

    def _blurb_rect(self):
        """Under the game buttons: what the chosen game is (its Rules button under it)."""
        px = self.m.px
        top = px(120) + len(self.game_ids) * px(56) + px(8)
        bottom = self._rules_rect().top - px(8)
        if getattr(self, "memory_top", None) is not None:     # what is as last time lies under it
            bottom = self.memory_top - px(8)
        return pygame.Rect(px(40), top, px(270), bottom - top)

    def _rules_rect(self):
        """The Rules button: at the foot of the game column, above Back and clear of the note beside it."""
        px = self.m.px
        return pygame.Rect(px(40), self.m.h - px(146), px(270), px(44))

    def read_rules(self):
        """The chosen game's rules page (as F1); what was typed here is kept for the way back."""
        self._harvest()
        self.app.nav.rules(self.game_id)

    def draw_over(self, surface):
        """The fields an error is about, outlined in red, under the keyboard's ring."""
        for key in self.error_fields if self.error else ():
            field = self.widgets.get(f"option:{key}")
            if field is not None and f"option:{key}:error" in self.widgets:
                r = pygame.Rect(field.rect).inflate(self.m.px(6), self.m.px(6))
                pygame.draw.rect(surface, theme.ILLEGAL, r, max(2, self.m.px(2)), border_radius=self.m.px(8))
        super().draw_over(surface)

    def _continue_rect(self):
        """Between Back and Start: what a new game does to the game Continue holds."""
        px = self.m.px
        return pygame.Rect(px(220), self.m.h - px(94), self.m.w - px(220) - px(260), px(62))

    def draw(self, surface):
        super().draw(surface)
        if self.continue_note:     # the foot's standing words (the help line lies under the seats, not here)
            r, size = self._continue_rect(), self.m.px(14)
            lines = note_lines(self.continue_note, size, r.w)
            y = r.centery - len(lines) * self.m.px(19) // 2
            for line in lines:
                theme.blit_text(surface, line, size, (r.centerx, y), theme.MUTED, False, "midtop")
                y += self.m.px(19)
        if "error" in self.widgets:
            return                 # the error is in the description's place
        r = self._blurb_rect()
        size = self.m.px(15)
        y = r.y
        for line in theme.wrap(game_blurb(self.game_id), size, r.w):
            if y + self.m.px(21) > r.bottom:
                break
            theme.blit_text(surface, line, size, (r.x, y), theme.MUTED)
            y += self.m.px(21)

    def layout_info(self):
        info = super().layout_info()
        if self.continue_note:
            info["objects"].append({"id": "continue:note", "kind": "text", "text": self.continue_note,
                                    "rect": list(self._continue_rect())})
        if "error" not in self.widgets:
            info["objects"].append({"id": "game:blurb", "kind": "text", "text": game_blurb(self.game_id),
                                    "rect": list(self._blurb_rect())})
        return info

    def _option_widget(self, manager, o, x, y, w):
        px = self.m.px
        value = self.options.get(o.key, o.default)
        lw = self.option_label_width(w)
        if o.kind == "bool":
            # no tooltip when the hint under the box says it all (Bags' repeated it, over Target score above)
            # and the game's short tip where the line says most of it (Professional's, session 30)
            tip = o.tip or (None if self.option_hint(o, w) == o.help else o.help or None)
            box = UICheckBox(pygame.Rect(x, y + px(8), px(26), px(26)), o.label, manager,
                             initial_state=bool(value), tool_tip_text=tip)
            self.add(f"option:{o.key}", box)
            return
        self.label(manager, f"option:{o.key}:label", o.label, (x, y, lw, px(42)))
        rect = pygame.Rect(x + lw + px(8), y, w - lw - px(8), px(42))
        choices = self.option_choices(o)
        if choices is not None:
            names = [c[0] for c in choices]
            current = next((c[0] for c in choices if c[1] == value), names[0])
            # a drop-down, as the seats are: every value in view at a click (a turning button hid them); the
            # value of the words taken read as the list offers them then (a seat's name follows the typing)
            menu = self.drop_down(manager, f"option:{o.key}", names, current, rect,
                                  lambda text, o=o: self._set_option(o.key, dict(self.option_choices(o))[text]))
            if len(names) == 1:
                # nothing to choose at this table (NumberQuash's places at two players): greyed, its line
                # saying where there is (a list of one opened at a click, as if a choice were offered)
                menu.disable()
        else:
            entry = UITextEntryLine(rect, manager)
            entry.set_text(seat_list_text(value) if o.kind == "list" else ("" if value is None else str(value)))
            self.add(f"option:{o.key}", entry)

    def option_label_width(self, w):
        """The options' label column: as wide as this game's widest label beside a field (a tick box's is its
        own), at most 200 px or half the column, so a choice button keeps room around its words
        (NumberQuash's "when used in full" filled its button edge to edge)."""
        px = self.m.px
        widest = max((theme.font(px(16)).size(o.label)[0] for o in get_game(self.game_id).options
                      if o.kind != "bool"), default=0)
        return min(px(200), w // 2, widest + px(12))

    def gui_event(self, event):
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            for wid, el in self.widgets.items():
                if el is event.ui_element and wid.startswith("option:"):
                    self.options[wid[7:]] = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
                if el is event.ui_element and wid == "allow_undo":
                    self.allow_undo = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and any(
                el is event.ui_element and wid.startswith("option:") for wid, el in self.widgets.items()):
            self._harvest()
            self.memory_follows_typing()       # "As last time" says what is typed (new_game_memory)
        super().gui_event(event)

    def set_kind(self, i, text):
        self._harvest()
        self.seats_chosen = True
        if text == "Human":
            self.seats[i]["kind"] = "human"         # named by default_names unless a name was typed
        else:
            self.seats[i]["kind"], self.seats[i]["level"] = "bot", text.split(": ", 1)[1]

    def _set_option(self, key, value):
        self._harvest()
        self.options[key] = value
        o = next((o for o in get_game(self.game_id).options if o.key == key), None)
        if o is None or len(self.option_choices(o) or ()) != 1:
            self.wanted[key] = value    # a choice of one (places at two players) is no choice

    def pick_game(self, gid):
        """Another game: its own options, its own seats as set up last time and its usual number of
        players (Quadruple War: four), but the players turned or typed in so far on this screen stay
        (names, human or bot, and the level where the game has it), and so does their number where the
        player chose it and the game allows it."""
        self._harvest()
        kept, count, edited = self.seats, self.count, self.edited
        self.game_id = gid
        self._reset_for_game()
        self.edited = edited
        counts = self.seat_counts()
        if self.count_chosen:
            self.count = count if count in counts else min(counts, key=lambda n: (abs(n - count), n))
            self._fit_options_to_count()
        levels = self.levels()
        # the seats turned or named on this screen go with the person to the other game; untouched, that
        # game's own table as it was set up last (a two-person QUASH made every game two people)
        if self.seats_chosen or edited:
            for old, new in zip(kept, self.seats):
                new["kind"], new["name"] = old["kind"], old["name"]
                if old["level"] in levels:
                    new["level"] = old["level"]
        self.rebuild()

    def _fit_options_to_count(self):
        """Options follow the number of players: a seat option past the last seat goes back to seat 1, and
        a numbered option takes the value wanted (self.wanted) where the game plays it at this count, else
        the nearest value it would (NumberQuash's "Places played for" 3 at two players, "Colours per seat"
        3 at three: option_choices); more players bring the value wanted back."""
        for key in SEAT_OPTIONS:
            if isinstance(self.options.get(key), int) and self.options[key] >= self.count:
                self.options[key] = 0
        for o in get_game(self.game_id).options:
            if o.key in SEAT_OPTIONS:
                continue
            choices = self.option_choices(o)
            if not choices or o.kind != "int":
                continue
            value = self.wanted.get(o.key, self.options.get(o.key, o.default))
            if value in [v for _, v in choices]:
                self.options[o.key] = value       # back to the value wanted where the table takes it
                continue
            numbers = [v for _, v in choices if isinstance(v, int)]
            if numbers and isinstance(value, int):
                self.options[o.key] = min(numbers, key=lambda v: (abs(v - value), v))

    def checked_options(self):
        """The game's options as the game wants them, or IllegalAction said with the screen's labels
        (option_words.checked_options)."""
        return checked_options(get_game(self.game_id), self.options, self.count)

    def field_refusals(self):
        """{key: words under its field} for every option the game refuses (option_words.field_refusals)."""
        return field_refusals(get_game(self.game_id), self.options, self.count)

    def start(self):
        self._harvest()
        game = get_game(self.game_id)
        self.default_names()
        twice = self.duplicate_name()
        if twice is not None:
            name, a, b = twice
            self.error_fields = {}
            self.error = (f"Seat {a + 1} and Seat {b + 1} are both called \u201c{name}\u201d: give each "
                          f"player a different name, so turns and statistics are not mixed up.")
            self.rebuild()
            return
        try:
            options = self.checked_options()
            seed = int(self.seed_text) if self.seed_text else random.randrange(1 << 31)
            board = self.app.nav.new_board(self.game_id, self.seat_specs(), seed, options)
        except (IllegalAction, ValueError) as e:
            self.error = option_words(str(e), game)
            field = getattr(e, "field_words", None)
            self.error_fields, self.typed_seen = self.field_refusals(), {}
            if field:
                self.error_fields[e.option] = field      # the game's own words for the one it met first
            order = [o.key for o in game.options]
            self.error_fields = dict(sorted(self.error_fields.items(),
                                            key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order)))
            self.rebuild()
            return
        names = self.remembered()
        names["last_table"] = self.remembered_table()
        if self.app.settings.get("undo", True) != self.allow_undo or any(
                self.app.settings.get(k) != v for k, v in names.items()):
            # kept for next time: the undo choice, the names typed, the game and its table
            self.app.apply_settings(dict(self.app.settings, undo=self.allow_undo, **names))
            board.session.settings = self.app.settings
        self.app.replace(board)


def note_lines(text, size, width):
    """The foot's note (what Continue holds) in even lines that keep a number with its word and a name whole:
    "hand / 1" was broken at 1024x640 (review 33c)."""
    return theme.wrap_balanced(text, size, width, units=[])
