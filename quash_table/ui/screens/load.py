"""The Load screen: the saves folder listed one line a save (or a path typed), Load or Replay; and, opened
from Statistics, the Replays screen: the finished games alone, with Replay.

Each line says where its game stands (round, whose turn, scores: read from the save's header only). The
list is in headed groups, each newest first: "Unfinished games \u2014 Load to play on", "Finished games \u2014
Replay to watch again", the earlier saves of games since finished ("later finished"), then any files that
will not open (save_list.SECTIONS). The game Continue opens is listed too: the autosave ("kept in
Continue"), or the save Continue falls back on ("Continue opens this"). A save the player made is always a
row of its own (never folded: note 18), listed as a game to play on when its game was finished since ("saved
· later finished"). The copies the app kept of one game are one row, its newest, saying how many older
copies it has: "Show older copies" (or Right) lists them under it, "Hide older copies" (or Left) folds them
away again; a finished game's row holds the copies kept of it before it ended. A copy the app kept of a
position a save by hand holds is that save's row ("saved & autosaved", "saved & kept for Continue").
"""

import html
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList, UITextBox, UITextEntryLine

from ...engine.save_fields import GONE
from ...engine.saves import FINISHED_PREFIX, SaveError, load_autosave, load_match
from ...paths import saves_dir, user_dir
from .. import folder_look as look, theme
from ..folder_look import in_one_look
from ..save_list import (DAMAGED, FINISHED, KEPT, LIST_ORDER_ONLY, LIST_ORDER_WORDS, SAVED, by_hand, file_age, is_autosave,
                         mark_damaged, newest, position_of, save_parts_of_game, section_of, sectioned)
from ..damaged_words import error_words
from ..save_apart import apart_words
from ..save_rows import SaveRows
from .load_button_tips import DAMAGED_LOAD_TIP, DAMAGED_REPLAY_TIP, load_tip, load_words, replay_tip
from .load_delete import DELETE_TIP, LoadDelete
from .load_older import LoadOlder
from .load_scroll import LoadScroll
from .load_one_wording import OneWording
from .load_lines import (HEADING_LOOK, ROW_LOOK, head_more, head_row_line, list_width, listed_files,  # noqa: F401
                         open_folder, row_line, row_width, saved_row_line, twin_words, whole_rows)
from .base import MenuScene, sentence, tip_width

# design px the list gives up to a save's error, so its box holds what happened, what it means and the detail
ERROR_ROOM = 48


def _hex(colour):
    return "#%02x%02x%02x" % tuple(colour[:3])


class LoadScene(LoadOlder, LoadScroll, LoadDelete, OneWording, MenuScene):
    name = "load"

    def __init__(self, app, finished=False):
        """`finished`: opened for a replay (from Statistics): the newest finished game is chosen."""
        super().__init__(app)
        self.title = "Replays" if finished else "Load a saved game"
        self.finished = finished
        self.files = listed_files()
        # the save Continue on the menu under this screen opens where the autosave holds no game to play on
        # (the newest unfinished game in Load): its row says so (the autosave's row says it of itself)
        menu = next((s for s in app.scenes if getattr(s, "name", "") == "main_menu"), None)
        self.continue_from = getattr(menu, "continue_from", None) if getattr(menu, "autosave", None) else None
        self.path_text = ""       # the save chosen (a row's file); a path typed in the field comes first
        self.typed_text = ""      # the field's text: a save from elsewhere
        self.folder_shown = False  # Show folder pressed: the saves folder's place said in full
        self.read_list()
        # the newest save that loads is chosen from the start (it shows gold): Load and Replay always
        # say which game they act on
        if finished:
            # the newest finished game by date: a save of the player's own of a finished game is listed
            # among the games still to play (by its name), above the finished games kept for replays
            done = newest([f for _, f in self.rows if self.kind(f) == FINISHED])
            self.path_text = str(done) if done else ""
        else:
            # the newest game still to play (a finished one chosen first was opened by Load as it ended),
            # else the newest finished game
            loads = [f for _, f in self.rows if self.kind(f) != DAMAGED]
            # the first found: whether a game was played on is a full read of its save (1,000 saves: 1 s)
            to_play = next((f for f in loads if self.kind(f) in (SAVED, KEPT) and not self._ended(f)), None)
            self.path_text = str(to_play or (loads or [""])[0])

    @in_one_look    # (folder_look: the folder's files asked of the disk once a file)
    def read_list(self):
        """The files listed and their rows, read again (after a Delete): a page now, the rest a slice a
        frame (ui/save_rows.py)."""
        self.files = listed_files()
        # The list's lines (game, players, moves, date; or "damaged"), each naming one file, and each
        # file's kind.
        self.kinds = {}
        self.ended = set()  # the saves of a game played on to its end since: listed with the finished games
        self.games = {}     # each file's game (engine/saves.game_key): the saves of one game are one row
        size, width = self.app.metrics.px(17), row_width(self.app.metrics)
        # a row's (table, room), (table, (form's level, forms)), the (room, level) it was fitted with (_fit), its table
        self.rooms, self.levels, self.fitted, self._tables = {}, {}, {}, {}
        self._room_index, self._level_index = {}, {}      # (OneWording._keep_room, _keep_level)
        # the lines read before the first draw: the rows the list shows at this window's height, and a few (50 rows
        # read first, whatever the window showed, were most of the first draw with 1,000 saves: issue 22, session 61)
        self.page = max(1, (self.m.h - self.m.px(330)) // self.m.px(32)) + 4
        self.lines = SaveRows(self.files, self._line, lambda text: theme.ellipsize(text, size, width, bold=True),
                              group_of=self._game_of, head_line=self._head_line, age=file_age,
                              section=self._section, same_of=self._position_of, prefer=by_hand,
                              twin_line=self._twin_line, first=lambda path: self.kind(path) == FINISHED,
                              lead_fits=True, apart=apart_words, apart_end=True, own_row=is_autosave,
                              look=look.current, page=self.page)
        if self.lines.done:
            self._even_rooms()
        self.rows = self._listed()

    def _listed(self):
        """The rows shown: every save in Load; in Replays only the finished games, what a replay is for (it
        was the Load list renamed: damaged files and games still to play, with a Load button). A game still
        to play is replayed from Load, its Replay saying what such a replay shows."""
        rows = self.lines.rows()
        if self.finished:
            rows = [(text, f) for text, f in rows if self.kind(f) == FINISHED]
        return rows

    def _section(self, path):
        """The group `path` is listed in (save_list.section_of); a line not read yet by its file's name; an
        older copy listed under its game's row in that row's group."""
        path = self.lines.head_of.get(path, path) if hasattr(self, "lines") else path
        kind = self.kinds.get(path)
        if kind is None:
            kind = FINISHED if look.as_path(path).name.startswith(FINISHED_PREFIX) else SAVED
        # a save of the game since finished, the player's own too, is listed with the earlier saves of games
        # finished ("later finished"), as a row of its own (SaveRows' `prefer`): under "Unfinished games" its
        # row said "later finished", which the heading over it denied (review 20, a Flush save); the game
        # Continue opens is a game to play on
        return section_of(kind, path in self.ended and not is_autosave(path))

    def _items(self):
        """[(text, look, path)] as the list shows them: in Load each group under its heading (path None), in
        Replays the finished games alone."""
        if self.finished:
            return [(text, ROW_LOOK[self.kind(f)], f) for text, f in self.rows]
        out = []
        for heading, rows in sectioned(self.rows, self._section):
            out.append((heading, HEADING_LOOK, None))
            out += [(text, ROW_LOOK[self.kind(f)], f) for text, f in rows]
        return out

    def _typed(self):
        """The path typed in the field (a save from elsewhere), else the save chosen in the list."""
        entry = self.widgets.get("path")
        if entry is not None:
            self.typed_text = entry.get_text()
        return self.typed_text.strip() or self.path_text

    def _ended(self, path):
        """A save of the player's own whose game has ended since (played on to its end): not the first choice."""
        return self.kind(path) in (SAVED, KEPT) and look.played_on(path) is not None

    def _game_of(self, path):
        """The game a listed copy the app kept is a point of (None for a damaged file): a save the player
        made is a row of its own (SaveRows' `prefer`). The game Continue opens (the autosave) is its game's row
        with the copies the app kept of it as older copies, each with its date: listed apart, the two rows of
        one NumberQuash game read the same (session 22). A finished game is
        a row of its own (a finished game among an unfinished save's older copies made its row read "hand 1
        · played on to the end"), with the copies kept of it before it ended ("later finished") as its
        older copies (note 16; Load only, Replays lists the finished games alone)."""
        kind = self.kind(path)
        if kind == DAMAGED:
            return None
        if kind == FINISHED:
            where = position_of(path)
            return None if where is None else ("finished", where)
        if path in self.ended and not self.finished:
            end = look.played_on(path)
            where = position_of(end) if end is not None else None
            if where is not None:
                return ("finished", where)
        return self.games.get(path)

    def _position_of(self, path):
        """The position a listed save holds, with its state (None for a damaged file): the files of one
        position in one state are one row. A save of the player's played on to the end since and the game
        Continue holds at that very position, loaded again and played from (another line of play), are two:
        their row said "saved & kept in Continue · later finished" (session 25)."""
        if self.kind(path) == DAMAGED:
            return None
        where = position_of(path)
        return None if where is None else (where, self._ended(path) and not is_autosave(path))

    def _twin_line(self, path, n, lead="", apart=""):
        """The row of a save the player made whose very position a copy the app kept holds too, with `n`
        older saves of its game: "saved & autosaved" before the date."""
        self._line(path)
        twinned = twin_words(self.lines.twins.get(path, []))
        more = head_more(n, path in self.lines.opened)
        cap, level = self._fit(path, more, twinned, lead, apart)
        return head_row_line(path, self.m, n, opened=path in self.lines.opened, twinned=twinned,
                             finished=self.finished, opens=self._opens(path), lead=lead, apart=apart,
                             cap=cap, level=level)

    def _head_line(self, path, n, lead="", apart=""):
        """The row of a game with `n` older saves: its newest save's line, and how many older copies it has,
        after the date (never cut)."""
        self._line(path)                # its kind and game kept beside it
        more = head_more(n, path in self.lines.opened)
        cap, level = self._fit(path, more, False, lead, apart)
        return head_row_line(path, self.m, n, opened=path in self.lines.opened, opens=self._opens(path), lead=lead,
                             apart=apart,
                             cap=cap, level=level)

    def _line(self, path, more="", lead="", apart=""):
        """The list's line for `path` (its kind and game kept beside it), cut before its date when too long:
        the date always shows (a kept game's line lost it at 1024x640), and `more` after it."""
        _, _, self.kinds[path], self.games[path] = save_parts_of_game(path)
        if self.kinds[path] in (SAVED, KEPT) and look.played_on(path) is not None:
            self.ended.add(path)
        cap, level = self._fit(path, more, False, lead, apart)
        return row_line(path, self.m, self.finished, more, opens=self._opens(path), lead=lead, apart=apart,
                        cap=cap, level=level)

    def _opens(self, path):
        """Does Continue open the save at `path` (not the autosave: Continue falls back on it)? Load only."""
        return not self.finished and self.continue_from is not None and look.as_path(path) == look.as_path(self.continue_from)

    def kind(self, path):
        return self.kinds.get(path, SAVED)     # a line not read yet looks like a plain save

    @in_one_look
    def update(self, dt):
        super().update(dt)
        if not self.lines.done and self.lines.read():
            self._even_rooms()
            self._show_rows()

    def _show_rows(self):
        """The rows as read now, changed in place in the list (its scroll and selection stay); a damaged or
        kept save found among the later rows gets its own look, and saves found to be older copies of a game
        listed above fold into its row, with one rebuild."""
        was, note = [(look, f) for _, look, f in self._items()], self._order_note()
        self.rows = self._listed()
        items = self._items()
        if [(look, f) for _, look, f in items] != was or self._order_note() != note or any(self.kind(f) != SAVED for _, f in self.rows[self.page:]):
            self.rebuild()
            return
        lst = self.widgets.get("saves")
        for item, (text, _, _) in zip(getattr(lst, "item_list", []), items):
            if item.get("text") != text:
                item["text"] = text
                el = item.get("button_element")
                if el is not None:
                    el.set_text(text)
        self._show_usable()

    def path_for(self, text):
        return next((f for r, f in self.rows if r == text), None)

    @in_one_look
    def layout(self, manager):
        m = self.m
        px = m.px
        w = list_width(m)
        x = m.w // 2 - w // 2
        self.label(manager, "h:load", self.title, (x, px(48 if self._order_note() else 60), w, px(44)),
                   "#heading")
        if self._order_note():
            # the order is deliberate (a finished game is there for its replay): said, so it reads as a rule
            self.label(manager, "order:note", self._order_note(), (x, px(92), w, px(24)), "#muted")
        items = [(text, look) for text, look, _ in self._items()]
        # made empty, then filled once at the row height (pygame_gui's 20 packs the rows with no air)
        # Replays has no path field: its list reaches down to where the field is in Load
        # an error (a save that would not open) takes room from the list's foot: its box says what happened,
        # what it means and the detail, each readable (an 80 px box squeezed them against the buttons)
        lift = px(ERROR_ROOM) if self.error else 0
        lst = UISelectionList(pygame.Rect(x, px(120), w, m.h - px(330 if self.finished else 435) - lift), [], manager)
        lst.list_item_height = px(32)
        # whole rows, with or without the error: what room is left under them stays empty
        frame = lst.rect.height - lst.list_and_scroll_bar_container.rect.height
        lst.set_dimensions((w, whole_rows(lst.rect.height, lst.list_item_height, frame)))
        lst.set_item_list(items)
        self.add("saves", lst)
        if not items:
            none = ("No finished games yet" if self.finished and self.lines.done else "No saves yet")
            if not self.finished or self.lines.done:
                self.label(manager, "none", none, (x, px(130), w, px(30)), "#muted")
        y = m.h - px(305) - lift
        # the buttons leave room under them for their tooltips (Load's, with no room there, went over the
        # path field or the error, against the window's edge)
        bottom = m.h - px(130)
        if self.finished:
            # Replays: the finished games and Replay, the one thing this screen is for
            self.button(manager, "replay", "Replay", (x + w - px(200), bottom, px(200), px(54)),
                        self.replay, primary=True, enabled=bool(items), tooltip=self._replay_tip())
            self.button(manager, "back", "Back", (x, bottom, px(160), px(54)), self.back)
            self._one_line_tips()
            if self.error:
                self.error_box(manager, (x, y + px(80), w, bottom - y - px(90)))
            self._show_selection()
            self._keep_chosen_in_view()
            return
        # The field is for a save from elsewhere only: it showed the chosen row's file by its full path,
        # the program's inner workings (session 22); where the saves are kept is said in a person's words,
        # the folder itself a click away (Show folder). No placeholder: drawn like typed text, it read as a
        # path already given.
        lw = px(330)
        self.label(manager, "path:label", "Or open a save from elsewhere, its path:", (x, y, lw, px(44)), "#muted")
        entry = UITextEntryLine(pygame.Rect(x + lw, y, w - lw, px(44)), manager)
        entry.set_text(self.typed_text)
        self.add("path", entry)
        self.label(manager, "folder:words", self.folder_words(), (x, y + px(50), w - px(200), px(36)), "#muted")
        self.button(manager, "folder", "Show folder", (x + w - px(180), y + px(50), px(180), px(36)),
                    self.show_folder, tooltip="Open the folder your saves are kept in")
        usable = not self._chosen_damaged()
        self.button(manager, "delete", "Delete", (x + w - px(600), bottom, px(170), px(54)), self.ask_delete,
                    enabled=self._chosen_row() is not None, tooltip=DELETE_TIP)
        self.button(manager, "replay", "Replay", (x + w - px(410), bottom, px(200), px(54)), self.replay,
                    enabled=usable, tooltip=self._replay_tip(), reason=DAMAGED_REPLAY_TIP)
        self.button(manager, "load", self._load_words(), (x + w - px(200), bottom, px(200), px(54)), self.load,
                    primary=True, enabled=usable, tooltip=self._load_tip(), reason=DAMAGED_LOAD_TIP)
        self.button(manager, "back", "Back", (x, bottom, px(160), px(54)), self.back)
        if any(copies for _, copies in self.lines.groups()):     # no greyed button where no game has copies
            self._older_button(manager, pygame.Rect(x + px(180), bottom, px(250), px(54)))
        self._one_line_tips()
        if self.error:
            # Between the folder's line and the buttons: it covers nothing.
            self.error_box(manager, (x, y + px(92), w, bottom - y - px(100)))
        self._show_selection()
        self._keep_chosen_in_view()

    def _one_line_tips(self):
        """The bottom row's tips in one line: the room left under the buttons holds one (Delete's, in two
        lines at 1024x640, went beside its button over Back, session 27)."""
        self.one_line_tips = ("delete", "replay", "load", "older")      # a greyed one's reason too
        for wid in self.one_line_tips:
            el = self.widgets.get(wid)
            if el is not None and getattr(el, "tool_tip_text", None):
                el.tool_tip_wrap_width = tip_width(el.tool_tip_text, self.m, one_line=True)

    def error_box(self, manager, rect):
        """The error as three parts: what happened (red, bold), what it means (plain), the detail (muted,
        smaller): one red bold block read as a shout, its detail as part of it."""
        lines = self.error.split("\n")
        head, rest = lines[0], lines[1:]
        body = [f"<font color='{_hex(theme.ILLEGAL)}'><b>{html.escape(sentence(head))}</b></font>"]
        for line in rest:
            colour = theme.MUTED if line.startswith("Detail:") else theme.TEXT
            size = 3 if line.startswith("Detail:") else 4
            body.append(f"<font color='{_hex(colour)}' size={size}>{html.escape(line)}</font>")
        return self.add("error", UITextBox("<br>".join(body), pygame.Rect(rect), manager))

    def folder_words(self):
        """Where the saves are kept, in a person's words; the folder's full place once Show folder was
        pressed (a file manager opened on it, where there is one)."""
        if self.folder_shown:
            return f"Your saves are in {saves_dir()}"
        return f"Your saves are kept in the \u201c{saves_dir().name}\u201d folder of Quash Table's own data folder."

    def show_folder(self):
        """The saves folder opened in the system's file manager, and its place said in the line."""
        open_folder(saves_dir())
        self.folder_shown = True
        el = self.widgets.get("folder:words")
        if el is not None:
            el.set_text(self.folder_words())

    def _order_note(self):
        """Over Load's rows: their order, and what a "later finished" save is where a row shown says it (the
        note explained words no row showed, review 38); "" in Replays, where every game is finished, and over
        an empty list."""
        if self.finished or not self.rows:
            return ""
        return LIST_ORDER_WORDS if any(f in self.ended for _, f in self.rows) else LIST_ORDER_ONLY

    def _replay_tip(self):
        """Replay's tooltip for the chosen save (load_button_tips.replay_tip)."""
        chosen = self.chosen_path()
        return replay_tip(chosen, self.kind(chosen) if chosen is not None else None)

    def _load_tip(self):
        """Load's tooltip for the chosen save: a finished game's opens its end (load_button_tips.load_tip)."""
        chosen = self.chosen_path()
        return load_tip(self.kind(chosen) if chosen is not None else None)

    def _load_words(self):
        """Load's words for the chosen save: "View result" on a finished game's row (load_button_tips.load_words)."""
        chosen = self.chosen_path()
        return load_words(self.kind(chosen) if chosen is not None else None)

    def _chosen_damaged(self):
        """Whether the save chosen (the row picked, or the path typed) is a listed file that does not load:
        Load stood lit on a damaged row, and pressing it only repeated what the row already said. (A path
        typed that is not listed is tried when Load is pressed: its refusal is the error shown.)"""
        text = self._typed()
        return any(self.kind(f) == DAMAGED for _, f in self.rows if text and str(f) == text)

    def _show_usable(self):
        """Load and Replay greyed while the choice is a damaged file, lit again for one that loads (changed
        in place: the list keeps its scroll)."""
        usable = not self._chosen_damaged()
        for wid in ("load", "replay"):
            el = self.widgets.get(wid)
            if el is not None and el.is_enabled != usable:
                el.enable() if usable else el.disable()

    def chosen_path(self):
        return Path(self.path_text) if self.path_text else None

    def _chosen_row(self):
        text = self._typed()
        return next((r for r, f in self.rows if text and str(f) == text), None)

    def _show_selection(self):
        """Highlight the chosen save in the list (after a rebuild or a keyboard move)."""
        lst = self.widgets.get("saves")
        chosen = next((r for r, f in self.rows if self.path_text and str(f) == self.path_text), None)
        for item in getattr(lst, "item_list", []):
            want = item.get("text") == chosen
            if item.get("selected") != want:
                item["selected"] = want
                el = item.get("button_element")
                if el is not None:
                    el.select() if want else el.unselect()

    def draw_over(self, surface):
        """The chosen save stands out: its row is gold with dark text (the theme's chosen row) in a gold
        frame (no band laid over it: that washed its text out), then the keyboard's focus ring."""
        lst = self.widgets.get("saves")
        chosen = self._chosen_row()
        if lst is not None and chosen is not None:
            for item in getattr(lst, "item_list", []):
                el = item.get("button_element")
                if item.get("text") == chosen and el is not None and el.visible:
                    r = pygame.Rect(el.rect).clip(lst.rect)
                    if r.h > 2:
                        m = self.m
                        pygame.draw.rect(surface, theme.GOLD, r, max(2, m.px(2)), border_radius=m.px(4))
        super().draw_over(surface)

    def list_key(self, wid, key):
        if wid != "saves" or not self.files:
            return False
        paths = [str(f) for _, f in self.rows]
        current = self._typed()
        i = paths.index(current) if current in paths else -1
        if key in (pygame.K_RIGHT, pygame.K_LEFT):
            chosen = self.chosen_path()
            head = self.lines.row_of(chosen) if chosen is not None else None
            if head is not None and (head in self.lines.opened) == (key == pygame.K_LEFT):
                self.toggle_older()
            return True
        if key == pygame.K_UP:
            if i <= 0:
                return False       # off the top of the list: the focus moves on
            i -= 1
        elif key == pygame.K_DOWN:
            if i >= len(paths) - 1:
                return False
            i += 1
        else:
            i = max(i, 0)
        self.pick(paths[i])
        self._show_selection()
        return True

    def pick(self, path):
        """A save chosen in the list: its path in the field, and an error about another choice gone."""
        self.path_text = str(path)
        self.typed_text = ""      # a row picked is the choice: a path typed before it goes
        if "path" in self.widgets and self.widgets["path"].get_text():
            self.widgets["path"].set_text("")
        if "delete" in self.widgets and not self.widgets["delete"].is_enabled:
            self.widgets["delete"].enable()
        self.clear_error()
        self._show_older_button()
        self._show_usable()
        for wid, tip in (("replay", self._replay_tip()), ("load", self._load_tip())):
            if wid in self.widgets:
                self.widgets[wid].tool_tip_text = tip
        load = self.widgets.get("load")
        if load is not None and load.text != self._load_words():
            load.set_text(self._load_words())
        self._one_line_tips()       # each in one line as long as it is now

    def handle(self, event):
        if self.delete_key(event):
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_r and event.mod & pygame.KMOD_CTRL == 0
                and not ("path" in self.widgets and self.widgets["path"].is_focused)):
            self.replay()
            return True
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_LEFT) and not self.typing()
                and self.list_key("saves", event.key)):
            # Right lists the chosen game's older copies and Left folds them, as the README and the button's
            # tip say, wherever the keyboard ring is: a row picked by a click left it off the list, and the kit
            # gives a list Up / Down only (review 37: Right on a "▸ 1 older copy" row did nothing)
            return True
        return super().handle(event)

    def list_row_pressed(self, wid, text):
        """A row clicked is the choice at once, so Load, Replay or Delete clicked in the same batch of
        events acts on it (MenuScene.before_gui); a heading's click keeps the save chosen."""
        path = self.path_for(text) if wid == "saves" else None
        if path is not None:
            self.pick(path)

    def gui_event(self, event):
        if event.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                          pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION):
            path = self.path_for(event.text)
            if path is None:
                self._show_selection()   # a group's heading: the save chosen stays chosen
                return
            if path is not None:
                self.pick(path)
                if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                    self.load()
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.widgets.get("path"):
            self.typed_text = event.ui_element.get_text()
            self._show_usable()       # a path typed over a damaged row's: Load may be pressed again
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.widgets.get("path"):
            self.load()               # Enter in the field loads the path typed, as the Load button does
            return
        super().gui_event(event)

    def _chosen_match(self):
        """The save named in the path field, loaded and checked; None (with the error shown) if not."""
        text = self._typed()
        self.path_text = text
        if not text:
            self.error = "Pick a save from the list or type a path."
            self.rebuild()
            return None
        path = Path(text).expanduser()
        try:
            # a file of the saves folder may not lead out of the data folder; a path typed may be anywhere
            if is_autosave(path):
                got = load_autosave()       # as Continue reads it (a write on its way first)
                if got is None:
                    raise SaveError("the game kept for Continue is no longer there", GONE)
                return got
            return load_match(path, within=user_dir() if path.parent == saves_dir() else None)
        except SaveError as e:
            words, meaning, detail = error_words(e, path)
            # what happened in the player's words first, what it means, then the technical reason for
            # whoever looks into the file (error_box draws each its own way)
            self.error = "\n".join([f"{sentence(words)}."] + ([meaning] if meaning else []) + ([f"Detail: {detail}"] if detail else []))
            self._relist(path, e)
            self.rebuild()
            return None

    def _relist(self, path, error):
        """A listed save that failed when opened is listed as damaged from now on (the file untouched)."""
        mark_damaged(path, error)
        self.lines.reread(path)
        self.rows = self._listed()

    def load(self):
        match = self._chosen_match()
        if match is not None and is_autosave(Path(self._typed()).expanduser()):
            self.app.nav.open_match(match)      # the game Continue opens, opened as Continue opens it
        elif match is not None:
            # the game opened to play on, with its file: left without a move (the autosave takes a game
            # over only from a move on), Continue on the main menu offers it again (MainMenuScene)
            self.app.opened_save = (Path(self._typed()).expanduser(), match, len(match.actions), match.undos)
            self.app.nav.open_match(match)

    def replay(self):
        """The save in the replay viewer, over this screen (Close comes back here)."""
        match = self._chosen_match()
        if match is not None:
            self.error = ""
            self.back_to_chosen = True      # the list built again when the replay closes shows the row
            # a save of a game since finished: its greyed view switch says where that game's replay is
            self.app.nav.replay(match, later_finished=self._ended(Path(self._typed()).expanduser()))

    def layout_info(self):
        info = super().layout_info()
        groups = dict(self.lines.groups())
        head_of = {c: head for head, copies in groups.items() for c in copies}
        info["headings"] = [text for text, _, f in self._items() if f is None]
        info["rows"] = [{"text": text.rstrip(), "file": f.name, "kind": self.kind(f),
                         "section": self._section(f),
                         "older": [c.name for c in groups.get(f, [])],
                         "same": [c.name for c in self.lines.twins.get(f, [])],
                         "copy_of": head_of[f].name if f in head_of else None}
                        for text, f in self.rows]
        return info
