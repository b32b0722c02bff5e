"""The pause menu (Esc on a board): resume, save, rules, settings, quit to the menu."""

import time

import pygame

from ...engine.atomic_files import unique_path
from ...engine.saves import match_to_dict, position_key, save_point
from ...paths import autosave_path, saves_dir
from .. import theme
from ..board_words import END_NOT_SHOWN
from ..continue_source import continue_opens
from ..save_list import by_hand, position_of, save_files
from .base import MenuScene
from .load_saved_row import listed_row


PANEL_W = 500     # the menu's panel, design px: the buttons (440) and a margin

# why Save is greyed on a finished game's pause menu, said under its buttons
OVER_WORDS = "The game is over: nothing is left to save"

# the two ways out keep the game in two different places, and their labels say which (review 16: "Quit to
# menu" and "Save & quit to menu" read as the same thing): a save of its own in the Load list, or the one
# autosave that Continue resumes
# "Save to Load & quit" read as quitting the app (review 18): where it goes is the menu
# review 20 (39-menu.png): "Save to Load & back to menu" and "Quit to menu (kept in Continue)" still read as
# the same to a new player: each now says first what it does, a save or none, then where the game stays
# review 22: "Save to Load" read oddly; the two now say the same parts in the same order
# review 55l (revl_51): "Save and back to menu (kept in Load)" beside "Back to menu (kept for Continue)" still
# read as one thing kept in two places: the save now says what it makes, a copy, and where it is found
SAVE_QUIT_WORDS = "Save a copy to Load, back to menu"
SAVE_QUIT_TIP = "A copy of the game as it stands now, listed in Load, kept until you delete it"
# "kept in Continue" became "kept for Continue" with the Load row's words (review 35: "in Continue" read as a place)
# review 49: "no save" beside "kept" read as a contradiction (two reviewers): the way out says only where the
# game stays, the line under the buttons says how
QUIT_WORDS = "Back to menu (kept for Continue)"
# the way out says what happens to this game (review 18: a game nobody had moved in yet was "kept in
# Continue" while Continue still held the older game): kept in Load (a game opened from there, or kept
# there because another copy of the app holds Continue), or nowhere yet
QUIT_KEPT_IN_LOAD = "Back to menu (kept in Load)"
QUIT_NOT_KEPT = "Back to menu (not kept)"
# why the way out keeps the game where it says, written under the buttons (a tooltip alone left "(not kept)"
# in one game and "(kept in Continue)" in another with nothing saying why, review 25): which games
# Continue keeps
CONTINUE_RULE = "Continue, on the main menu,"
KEPT_AS_YOU_PLAY = f"{CONTINUE_RULE} resumes this game: every move is kept as you play"
# the autosave's writes failed (match.save_problem says why on the board): Continue still opens the game before
KEEP_FAILED = "Continue still holds another game: keeping this one failed (Save game tries again)"
# (review 49: "Continue keeps a game from your first move in it: it will resume this one" read as a riddle)
NOT_YET = f"{CONTINUE_RULE} keeps a game from its first move: no move made here yet"
# a bot has moved, no person yet (Continue keeps a game from a person's first move on): "no move made here yet"
# was untrue at pass-and-play's first curtain, a bot's moves in the log (review 57)
NOT_YET_BY_YOU = f"{CONTINUE_RULE} keeps a game from a player's first move: only bots have moved here yet"


def not_yet(match):
    """Why a fresh game is not kept yet, true of its log: no move at all, or the bots' alone."""
    return NOT_YET_BY_YOU if match.actions else NOT_YET


def quit_words(match, opened_save=None):
    """(label, tooltip) of the pause menu's way out without a save, from where the game is kept now: the
    autosave (engine/saves: a game is written there from a person's first move on), a file of its own,
    the save it was opened from (`opened_save`: the app's (path, match, moves, undos)) while unmoved, or
    nothing yet (a new game nobody has moved in: Continue still holds the game before it)."""
    if match.over:
        return "Back to menu", None
    if match.owns_autosave and match.autosave_to != autosave_path():
        return QUIT_KEPT_IN_LOAD, "Another copy of the app holds Continue: Load lists this game"
    if match.owns_autosave:
        # "kept for Continue" from the answer Continue itself reads (continue_opens), never from the flag alone:
        # a write that failed left the flag set while Continue opened the older game (session 60, review w)
        if continue_opens(match):
            return QUIT_WORDS, KEPT_AS_YOU_PLAY
        return QUIT_NOT_KEPT, KEEP_FAILED
    if opened_save is not None and opened_save[1] is match:
        return QUIT_KEPT_IN_LOAD, "The save you opened still holds it: Load lists it"
    if getattr(match, "fresh", False):
        if not autosave_path().exists():
            # nothing before it to hold (a first game): "the game before" named a game that never was (review 40)
            return QUIT_NOT_KEPT, f"{not_yet(match)} (Save game keeps this one)"
        return QUIT_NOT_KEPT, f"{not_yet(match)}, so it still holds the game before (Save game keeps this one)"
    # opened by Continue, or from a file by the command line: said kept in Continue only where Continue
    # opens it (review 22: it said so while Continue opened an older game)
    if continue_opens(match):
        return QUIT_WORDS, KEPT_AS_YOU_PLAY
    return QUIT_NOT_KEPT, "Continue holds a game moved in since this one was saved: Save game keeps this one"


class PauseScene(MenuScene):
    """Esc on a board: the game waits (bots too) until Resume."""

    overlay = True
    name = "pause"

    def __init__(self, app, board, note=""):
        super().__init__(app)
        self.board = board
        self.note = note        # what opening the menu did to the table (a half-made move put back), if anything
        self.saved_as = None     # the save just made (or found made): the note names it as Load lists it
        if self.over():
            self.note = self.over_words()

    def _rects(self):
        return self.column(440, 230, 6, 50, 12)   # 440: "Back to menu (kept for Continue)" at 1024x640

    def _note_rect(self, rects):
        """Inside the panel, under the last button (it was 720 wide, over the board beside the panel), a line
        for the note and one for each line of the save's words."""
        lines = 1 + len(self.saved_lines()) if self.saved_as is not None else max(2, len(self.note_lines()))
        r = pygame.Rect(0, 0, self.m.px(PANEL_W) - self.m.px(32), self.m.px(24) * lines)
        r.midtop = (self.m.w // 2, self._why_bottom(rects) + self.m.px(14))
        return r

    def why_lines(self):
        """Why the way out keeps the game where its label says (quit_words' second part), on the lines it takes
        inside the panel under the buttons; none on a finished game."""
        _words, why = quit_words(self.board.session.match, getattr(self.app, "opened_save", None))
        width = self.m.px(PANEL_W) - self.m.px(32) - self.m.px(12)
        return theme.wrap_balanced(why, self.m.px(14), width) if why else []

    def _why_bottom(self, rects):
        lines = self.why_lines()
        return rects[-1].bottom + (self.m.px(8) + self.m.px(22) * len(lines) if lines else 0)

    def note_lines(self):
        """The note (with no save to name) on as many lines as it takes inside the panel."""
        width = self.m.px(PANEL_W) - self.m.px(32) - self.m.px(12)
        return theme.wrap_balanced(self.note, self.m.px(14), width) if self.note else []

    def saved_lines(self):
        """The save's words (saved_words) on the lines under the note (read once a save and window size:
        the panel's height asks every frame)."""
        width = self.m.px(PANEL_W) - self.m.px(32) - self.m.px(12)
        key = (self.saved_as, width)
        if getattr(self, "_lines_key", None) != key:
            self._lines_key, self._lines = key, self.saved_words(self.saved_as, width)
        return self._lines

    def layout(self, manager):
        rects = self._rects()
        self.button(manager, "resume", "Resume", rects[0], self.back, primary=True)
        # a finished game has nothing to play on: Save is greyed, its reason under the buttons too (a greyed
        # button's tooltip may never show); review 15 was offered "Save game" after Quadruple War ended
        over = self.over()
        said = self.over_words() if over else None
        self.button(manager, "save", "Save game", rects[1], self.save, enabled=not over, tooltip=said)
        self.button(manager, "save_quit", SAVE_QUIT_WORDS, rects[2], self.save_and_quit, enabled=not over,
                    tooltip=said or SAVE_QUIT_TIP)
        board = self.board
        self.button(manager, "rules", "Rules", rects[3],
                    lambda: self.app.nav.rules(board.game.id, options=board.session.match.options))
        self.button(manager, "settings", "Settings", rects[4], self.app.nav.settings)
        words, tip = quit_words(self.board.session.match, getattr(self.app, "opened_save", None))
        self.button(manager, "menu", words, rects[5], self.to_menu, tooltip=tip)
        for n, why in enumerate(self.why_lines()):
            line = pygame.Rect(rects[5].x - self.m.px(14), rects[5].bottom + self.m.px(8) + n * self.m.px(22),
                               rects[5].w + self.m.px(28), self.m.px(22))
            self.label(manager, "quit:why" + (f":{n}" if n else ""), why, line, "#muted")
        if self.note:
            r = self._note_rect(rects)
            if self.saved_as is None:
                for n, words in enumerate(self.note_lines()):
                    line = pygame.Rect(r.x, r.y + n * self.m.px(24), r.w, self.m.px(24))
                    self.label(manager, "note" + (f":{n}" if n else ""), words, line, "#muted")
            else:
                # the save as the player will find it in Load: its row's words, not its file's name
                line = pygame.Rect(r.x, r.y, r.w, self.m.px(24))
                self.label(manager, "note:saved", self.note, line, "#muted")
                for n, words in enumerate(self.saved_lines()):
                    line = line.move(0, line.h)
                    self.label(manager, "note" + (f":{n}" if n else ""), words, line, "#muted")

    def over(self):
        """Is the board's game over (nothing to save: Save is greyed)? A replay's board is never paused here."""
        return bool(self.board.session.match.over)

    def over_words(self):
        """Why Save is greyed in a finished game: OVER_WORDS once its end is on the table, and till then
        that the table is still showing the last moves (the menu opened over QUASH's last spots said the
        game was over before the table did: session 24)."""
        shown = getattr(self.board, "end_on_screen", None)
        return OVER_WORDS if shown is None or shown() else END_NOT_SHOWN

    def help_game(self):
        """F1: this board's rules, as on the board."""
        return self.board.game.id

    def box(self):
        """The panel the menu sits in: down to its last button, or to the note under it, and a margin (it
        ran 560 px tall, a large empty area under the buttons)."""
        rects = self._rects()
        bottom = (self._note_rect(rects).bottom if self.note else self._why_bottom(rects)) + self.m.px(24)
        top = self.m.px(140)
        r = pygame.Rect(0, top, self.m.px(PANEL_W), bottom - top)
        r.centerx = self.m.w // 2
        return r

    def draw(self, surface):
        self.place_tips()           # (MenuScene.draw: a tooltip made since update, placed before it is drawn)
        m = self.m
        theme.panel(surface, m.rect, (0, 0, 0), 150, 0)
        # opaque: the board's words and banners under it never show through "Paused" or the note
        theme.panel(surface, self.box(), theme.PANEL, 255, m.px(18), theme.GOLD, m.px(2))
        theme.blit_text(surface, "Paused", m.px(32), (m.w // 2, m.px(170)), theme.GOLD, True, "midtop")

    def save_path(self):
        match = self.board.session.match
        return unique_path(saves_dir(), f"{match.game_id}-{time.strftime('%Y%m%d-%H%M%S')}")

    def save(self):
        """Save the game under a new name, unless it is saved already as it stands (Save, then Save &
        quit, wrote two identical files); a disk that refuses is said on this screen (None returned)."""
        if self.over():
            return None
        path = self.board.session.saved_path() or self.saved_before()
        if path is not None:
            self.note, self.saved_as = "Already saved. Load lists it as", path
            self.rebuild()
            return path
        try:
            path = self.save_path()
            save_point(self.board.session.match, path)
        except (OSError, ValueError) as e:
            if path is not None and path.exists() and path.stat().st_size == 0:
                path.unlink()      # the name reserved for it, left empty
            self.note, self.saved_as = f"Could not save: {getattr(e, 'strerror', None) or e}", None
            self.rebuild()
            return None
        self.board.session.mark_saved(path)
        self.note, self.saved_as = "Saved. Load lists it as", path
        self.rebuild()
        return path

    def saved_before(self):
        """A save of the player's in the saves folder holding this very position (the game and every move),
        or None: a game reopened by Continue or Load and saved again before a move was a second, identical row
        in Load (a save by hand is never folded there, note 18)."""
        want = position_key(match_to_dict(self.board.session.match))
        return next((f for f in save_files(saves_dir()) if by_hand(f) and position_of(f) == want), None)

    def saved_words(self, path, width):
        """A save as its row in the Load list says it, word for word (load_saved_row.listed_row, at this window's
        size: "The Game: Quick & Easy \u00b7 turn 1, your turn \u00b7 saved by you \u00b7 29 Nov 17:57"),
        as lines of at most `width`: the player knows it by its game, not by the file's name
        ("quash-20261129-083012.json"), and finds in Load what this said (it said "turn 1, your turn \u00b7
        1 of 50 cards laid" while the row, too narrow for them, said who played, review 16)."""
        size = self.m.px(14)
        text = listed_row(self.app, path)
        # its parts ("your turn", "5 of 50 laid") stay whole: a line breaks only after a " ·" (review 20:
        # "· 5 / of 50 laid"); a part wider than the panel still breaks inside
        glued = "\u00a0\u00b7 ".join(part.replace(" ", "\u00a0") for part in text.split(" \u00b7 "))
        for words in (glued, text):
            lines = [line.replace("\u00a0", " ") for line in theme.wrap_balanced(words, size, width)]
            if len(lines) <= 3 and all(theme.font(size).size(line)[0] <= width for line in lines):
                return lines
        return theme.wrap(text, size, width)

    def save_and_quit(self):
        if self.save() is not None:
            self.to_menu()

    def to_menu(self):
        self.app.nav.main_menu()
