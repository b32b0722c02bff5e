"""The main menu: New game, Continue (the autosave, else the newest unfinished game in Load), Load, Statistics,
Rules, Settings, About, Quit."""

import pygame
import pygame_gui

from ...engine.match import short_seat_name
from ...engine.naming import table_names, who_words
from ...engine.saves import SaveError, load_autosave, load_match
from ...games import available_game_ids
from .. import theme, tip_look
from ...paths import autosave_path, saves_dir, user_dir
from ..continue_source import autosave_damaged, continue_line, continue_paths, damaged_autosave_words, match_head
from ..save_list import CUT_SHORT_WORDS, damaged_detail, game_title, is_autosave, mark_damaged
from ..sprites import SPRITES, card_size
from ..title import SUBTITLE, SUBTITLE_Y, draw_title   # the title the window's first frame drew (ui/title.py)
from .base import TIP_MARGIN, MenuScene


def continue_note(match):
    """What Continue would resume, as a player says it, as its Load row says it at its longest (continue_line,
    session 34: the same facts in the same words): "Flush · round 3, your turn · You: 13 cards, Bot 2: 14",
    where the game is, whose turn it is and how each stands, never a count of moves; a finished game "QUASH
    against Bot 2 is finished"."""
    if match.over:
        players = table_names(match.seats, short_seat_name)
        # "against Bot 2" ("with" team-mates; "with Bot 3 against Bot 2 and Bot 4" where the game has sides)
        who = who_words(players, match.game.cooperative, match.game.sides(len(match.seats)))
        title = game_title(match.game, match.options, len(match.seats))   # "(Professional)", as Load says it
        return f"{title} {who} is finished"
    return continue_line(match.game, match_head(match))


def refused_continue_words(failed, held):
    """What a click on Continue says when the file it was to open is found damaged then: that file will
    not open and is kept in Load, and what Continue opens now (`held`: continue_note of the game chosen
    instead, None for none). Said by the button: only the grey line at the screen's foot changed, and a
    second click opened an older game without a word (review 21, 62-continue-broken.png)."""
    if is_autosave(failed):     # the words the line under the buttons would say, which then leaves them out
        kept = damaged_autosave_words() + "."
    else:
        why = damaged_detail(failed)[0] or CUT_SHORT_WORDS
        kept = f"The save Continue held will not open ({why}); Load keeps it, under \"Files that will not open\"."
    if held is None:
        return f"{kept} No other game to play on: New game starts one."
    return f"{kept} Continue now opens {held}: click it again to play it."


# design px between a button and its tooltip beside it: as near as every tooltip keeps to its control (tip_look;
# 15 px over the card fans read as "far", review 19b; its own gold border and 2 px gap made it a style of its own,
# review 29)
TIP_GAP = tip_look.GAP

class MainMenuScene(MenuScene):
    name = "main_menu"

    def __init__(self, app):
        super().__init__(app)
        self._choose()

    def _choose(self):
        """The game Continue resumes: the first of continue_source.continue_paths that opens (New game's note
        names the same one); a file that fails here is marked damaged, so New game and Load pass it over or
        list it as a file that will not open. No game to play on (none, finished, or damaged): Continue
        is greyed, or resumes the newest unfinished game in Load rather than being greyed while Load holds
        games to finish."""
        self.autosave = None          # the match Continue resumes
        self.continue_from = None     # its file when it is not the autosave (None: the autosave)
        self.autosave_note = ""
        self.autosave_trouble = ""    # a damaged autosave, in the menu's one wording (damaged_autosave_words)
        self.trouble_by_continue = False    # Continue's refusal (self.error) says it: the line under leaves it
        for path in continue_paths():
            try:
                match = load_autosave() if is_autosave(path) else load_match(path, within=user_dir())
            except SaveError as e:
                mark_damaged(path, e)
                continue
            if match is not None and not match.over:
                self.autosave, self.continue_from = match, None if is_autosave(path) else path
                self.autosave_note = continue_note(match)
                break
        else:
            self._opened_unmoved()
        if autosave_damaged():
            self.autosave_trouble = damaged_autosave_words()
        elif self.autosave is None:
            try:
                finished = load_autosave()
            except SaveError:
                finished = None
            if finished is not None and finished.over:
                self.autosave_note = continue_note(finished)     # "... is finished"

    def _opened_unmoved(self):
        """A save opened from Load and left without a move (the autosave, which takes a game over only from
        a move on, still holds a finished game): Continue offers that game again, as Load does. A save
        of a game since played to its end is passed over above (engine/played_on), so reopening one and
        going back to the menu left Continue greyed (review 16, QW 52)."""
        opened = getattr(self.app, "opened_save", None)
        if opened is None:
            return
        path, match, moves, undos = opened
        if match.over or len(match.actions) != moves or match.undos != undos or not path.exists():
            return                  # played on since: the autosave (or the statistics) holds it
        try:
            match = load_match(path, within=user_dir() if path.parent == saves_dir() else None)
        except SaveError:
            return
        if not match.over:
            self.autosave, self.continue_from = match, path
            self.autosave_note = continue_note(match)

    def layout(self, manager):
        rects = self.column(340, 256, 8, 44, 8)     # eight buttons: Rules has its own (session 23)
        # Tooltips say what is behind a button, and its letter key.
        self.button(manager, "new", "New game", rects[0], self.new_game, primary=True,
                    tooltip="Choose a game, the players and the options (N)")
        self.button(manager, "continue", "Continue", rects[1], self.resume, enabled=self.autosave is not None,
                    tooltip=self.continue_tip())
        self.button(manager, "load", "Load game or replay", rects[2], self.app.nav.load,
                    tooltip="Load a saved game, or watch it as a replay (L)")
        self.button(manager, "statistics", "Statistics", rects[3],
                    self.app.nav.statistics,
                    tooltip="Games, wins and streaks for each player name (S)")
        # the rules were behind F1 alone from here, then behind "Rules & about", which opened About (review
        # 22): Rules opens the rules page a game shows on F1, with a row of every game to turn to
        self.button(manager, "rules", "Rules", rects[4], self.open_rules,
                    tooltip="How to play each game: the rules page a game shows on F1 (R)")
        self.button(manager, "settings", "Settings", rects[5], self.app.nav.settings,
                    tooltip="Window size, sound, animation speed, undo (G)")
        self.button(manager, "about", "About", rects[6], self.app.nav.about,
                    tooltip="The version, where your files are kept, a link to every game's rules (A)")
        self.button(manager, "quit", "Quit", rects[7], self.app.quit, tooltip="Close Quash Table (Q)")
        # the room beside the column, where a tooltip goes (tip_spot)
        # (the window's edge keeps its TIP_MARGIN: a wider tooltip was pushed back over its button)
        room = (self.m.w - rects[0].w) // 2 - self.m.px(TIP_GAP) - self.m.px(TIP_MARGIN)
        for el in self.widgets.values():
            el.tool_tip_object_id = pygame_gui.core.ObjectID(object_id="#menu_tip")
            # one line, as wide as its words (pygame_gui makes the box the wrap width; 440 took two lines at
            # 1024x640 for the longer ones), but two where one is wider than the room beside the column
            # (Rules & about's went over New game, away from its button: note 16)
            text = getattr(el, "tool_tip_text", None) or ""
            el.tool_tip_wrap_width = min(theme.font(self.m.px(tip_look.TEXT)).size(text)[0] + self.m.px(40), room)
        self.keys = {pygame.K_n: "new", pygame.K_c: "continue", pygame.K_l: "load", pygame.K_s: "statistics",
                     pygame.K_r: "rules", pygame.K_g: "settings", pygame.K_a: "about", pygame.K_q: "quit"}
        if self.error:          # Continue's file found damaged at a click: said beside the button
            self.error_box(manager, self.refusal_rect(rects[1]))
        note = self.foot_note()
        if note:
            r = rects[-1].move(0, self.m.px(50))
            # as wide as its words (up to the window less a margin), centred under the buttons: a fixed
            # width cut "…hand 2, y" at 1024x640
            need = theme.font(self.m.px(14)).size(note)[0] + self.m.px(24)
            r.inflate_ip(max(self.m.px(300), need - r.w), 0)
            r.width = min(r.width, self.m.w - self.m.px(40))
            r.centerx = rects[-1].centerx
            r.clamp_ip(pygame.Rect(self.m.px(20), 0, self.m.w - self.m.px(40), self.m.h))
            self.label(manager, "autosave_note", note, r, object_id="#muted")
        # the start's notices, one under another: another copy of the app owns the data folder; the saved
        # window size did not fit this screen; the last run stopped on an error (where its report is)
        # (each as tall as its line: a button-tall label at 1280x800 reached over the dice, review 45)
        at, line = rects[-1].bottom + self.m.px(30), theme.font(self.m.px(14)).get_linesize() + self.m.px(6)
        self._words_at = [pygame.Rect(r)] if note else []       # what the dice keep clear of (_dice_spots)
        for wid, words in (("data_notice", self.app.data_notice), ("size_notice", self.app.size_notice),
                           ("crash_notice", self.app.crash_notice)):
            if words:
                need = theme.font(self.m.px(14)).size(words)[0] + self.m.px(24)
                r = pygame.Rect(0, at + (self.m.px(20) if note else 0), min(max(rects[-1].w + self.m.px(500),
                                need), self.m.w - self.m.px(40)), line)
                r.centerx = self.m.w // 2
                self.label(manager, wid, words, r, object_id="#muted")
                self._words_at.append(r)
                at += self.m.px(28)

    def foot_note(self):
        """The grey line under the buttons: what Continue holds, and a damaged autosave unless Continue's
        refusal beside the button says it now (the same news was told twice in two wordings, review 22)."""
        parts = ["Continue: " + self.autosave_note if self.autosave is not None else self.autosave_note]
        if self.autosave_trouble and not (self.error and self.trouble_by_continue):
            parts.append(self.autosave_trouble)
        return ". ".join(p for p in parts if p)

    def refusal_rect(self, button):
        """Where Continue's refusal goes: beside the button, from its top, in the room tooltips use."""
        m = self.m
        x = button.right + m.px(TIP_GAP) + m.px(8)
        return pygame.Rect(x, button.top, m.w - m.px(TIP_MARGIN) - x, -1)     # -1: as tall as its words

    def continue_tip(self):
        """Continue's tooltip: where the game it resumes comes from and its key, which the note under the
        buttons does not say (the note says which game and where it stands: the tooltip repeated it)."""
        if self.autosave is None:
            return "No game to play on yet: New game starts one (C)"
        if self.continue_from is None:
            return "Play on from the last move: every move is autosaved (C)"
        return "Play on the newest unfinished game in Load (C)"

    def place_tips(self):
        """A button's tooltip goes beside its button, out of the menu column (not under the pointer, where it
        would cover the next button), where it covers none of the menu's art if it can: slid up or down a
        little beside its button if that clears the card fans, else where it covers the least of them
        (decoration: a tooltip far from its button, in the band over New game, read as New game's, note 16);
        the band between the subtitle and the column only in a window with no room beside the column. Also
        on the frame pygame_gui makes the tooltip, before it is drawn (MenuScene.place_tips)."""
        super().place_tips()
        for el in self.widgets.values():
            tip = getattr(el, "tool_tip", None)
            if tip is None or getattr(tip, "_beside", False):
                continue
            tip.set_position(self.tip_spot(pygame.Rect(el.rect), tip.rect.size))
            tip._beside = True

    def tip_spot(self, button, size):
        """Where a tooltip of `size` for `button` goes (see place_tips)."""
        m = self.m
        w, h = size
        gap = m.px(TIP_GAP)
        best = None             # (art covered, how far slid, where)
        error = self.widgets.get("error")
        for x in (button.right + gap, button.left - gap - w):
            if x < 0 or x + w > m.w:
                continue
            # slid at most so far that its middle stays level with its button (slid further, Rules & about's
            # sat level with Quit)
            for dy in range(0, button.h // 2, max(1, m.px(2))):
                for y in sorted({button.centery - h // 2 + dy, button.centery - h // 2 - dy}):
                    if y < 0 or y + h > m.h:
                        continue
                    spot = pygame.Rect(x, y, w, h)
                    if error is not None and spot.colliderect(error.rect):
                        continue            # never over Continue's refusal beside its button
                    got = (self.art_covered(spot), dy, spot.topleft)
                    if best is None or got[:2] < best[:2]:
                        best = got
        if best is not None:
            return best[2]
        # the band between the subtitle's last line and the first button: the tooltip in its middle (it sat
        # against the subtitle's line at 1024x640, reading as covering it: review 16, 72.png)
        first = min(pygame.Rect(el.rect).top for el in self.widgets.values())
        top = self.subtitle_rect().bottom + 1
        return (m.w // 2 - w // 2, top + max(0, (first - top - h) // 2))

    def subtitle_rect(self):
        """Where the subtitle's second line ("alone against bots, ...") is drawn (see draw)."""
        m = self.m
        return theme.text(SUBTITLE, m.px(15), theme.DIM).get_rect(center=(m.w // 2, m.px(SUBTITLE_Y)))

    def covers_art(self, rect):
        """Does `rect` (with a small margin) cover any of the menu's art: a card of the fans, a die (their
        drawn pixels, as drawn for this window size)?"""
        return self.art_covered(rect) > 0

    def art_covered(self, rect):
        """How many of the menu's art pixels `rect` (with a small margin) covers (see covers_art)."""
        self._fans()
        r = pygame.Rect(rect).inflate(self.m.px(8), self.m.px(8))
        return self._art.overlap_area(pygame.mask.Mask(r.size, fill=True), r.topleft)

    def _fans(self):
        """The decorative card fans, drawn once per window size (rotating cards every frame is slow)."""
        m = self.m
        key = (m.w, m.h, SPRITES.colour_blind, tuple(map(tuple, getattr(self, "_words_at", []))))
        if getattr(self, "_fans_key", None) != key:
            self._fans_key = key
            layer = pygame.Surface((m.w, m.h), pygame.SRCALPHA)
            cx = m.w // 2
            size = card_size(m.px(150))
            left = [("standard", "AS"), ("thegame", "R7"), ("flush", "5L"), ("standard", "KH")]
            right = [("thegame", "B3"), ("standard", "QD"), ("flush", "F+"), ("thegame", "Y10")]
            for side, cards, base_x in ((-1, left, cx - m.px(400)), (1, right, cx + m.px(400))):
                for i, (deck, code) in enumerate(cards):
                    img = pygame.transform.rotozoom(SPRITES.card(deck, code, size), side * (-24 + i * 14), 1)
                    x = base_x + side * (i - 1.5) * m.px(34)
                    layer.blit(img, img.get_rect(center=(x, m.px(470) + abs(i - 1.5) * m.px(12))))
            for (v, c), spot in zip(((5, None), (3, (200, 50, 50))), self._dice_spots()):
                layer.blit(SPRITES.die(v, m.px(46), c), spot)
            self._fans_surface = layer
            self._art = pygame.mask.from_surface(layer)     # where the art is, for the tooltips
        return self._fans_surface

    def _dice_spots(self):
        """Where the two dice of the menu's art go: under the buttons in the middle, else in the bottom corners
        where the lines under the buttons (Continue's note, the start's notices) reach the middle, else nowhere:
        the crash notice was drawn over them (review 45)."""
        m = self.m
        size, y = m.px(46), m.h - m.px(50)
        for xs in ((m.w // 2 - m.px(40), m.w // 2 + m.px(40)), (m.px(50), m.w - m.px(50))):
            spots = [pygame.Rect(0, 0, size, size) for _ in xs]
            for r, x in zip(spots, xs):
                r.center = (x, y)
            if not any(r.inflate(m.px(12), m.px(12)).colliderect(w) for r in spots
                       for w in getattr(self, "_words_at", [])):
                return spots
        return []

    def new_game(self):
        self.app.nav.new_game()

    def resume(self):
        if self.autosave is None:
            return
        try:
            path = self.continue_from
            match = load_autosave() if path is None else load_match(
                path, within=user_dir() if path.parent == saves_dir() else None)
        except SaveError as e:
            # found damaged since the menu was shown: Continue is chosen again as at first, so New game
            # and Load read the same answer (the file kept, listed under "Files that will not open")
            failed = self.continue_from or autosave_path()
            mark_damaged(failed, e)
            self._choose()
            self.error = refused_continue_words(failed, continue_note(self.autosave) if self.autosave else None)
            self.trouble_by_continue = is_autosave(failed)
            self.rebuild()
            return
        self.app.nav.open_match(match)

    help_chooses = True       # F1: the rules, with a row of every game's

    def open_rules(self):
        """Rules (R): the page F1 opens, of the game help_game names, with a row of every game's."""
        self.app.nav.rules(self.help_game(), choose=True)

    def help_game(self):
        """F1's first rules page: the game Continue holds, else the game last chosen on New game, else the
        first game; the page turns to the others."""
        if self.autosave is not None:
            return self.autosave.game_id
        ids = available_game_ids()
        last = self.app.settings.get("last_table", {}).get("game")
        return last if last in ids else ids[0]

    def back(self):
        """Esc on the main menu goes nowhere: quitting is the Quit button (or Q), never a stray Esc
        pressed once too often on the way back from a game."""

    def draw(self, surface):
        super().draw(surface)
        draw_title(surface, self.m)
        # Two fans of cards framing the menu: the three decks the tables use.
        surface.blit(self._fans(), (0, 0))
