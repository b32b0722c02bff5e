"""The window, the frame loop and the scene stack.

A scene is one screen (menu, board, pause overlay...). The app owns the window, the clock, the shared
pygame_gui manager (created lazily: boards draw themselves, so `play` reaches its first frame without
loading pygame_gui) and the --layout / --screenshot machinery that tests and automation rely on.
"""

import json
import os
import sys
import time
import traceback
import warnings

import pygame

from .. import crash_reports
from ..engine.atomic_files import atomic_write_text
from ..paths import asset_path, user_dir
from . import settings as settings_mod
from . import theme
from .held_keys import HeldKeys
from .sounds import Sounds
from .face_budget import FACES
from .sprites import SPRITES

FPS = 60
# pygame's key repeat: a key held sends itself again after 0.4 s, then every 60 ms; a screen hears the repeats
# of the keys held to go on only (ui/held_keys.py)
KEY_REPEAT = (400, 60)


def layout_json(info):
    """The --layout document: the header fields, then one object per line (easy to read and to diff)."""
    head = {k: v for k, v in info.items() if k != "objects"}
    lines = [json.dumps(o, separators=(", ", ": ")) for o in info.get("objects", [])]
    body = json.dumps(head)[:-1]
    return body + ', "objects": [\n  ' + ",\n  ".join(lines) + "\n]}"


def set_window_icon():
    """The app's icon on the window and the task bar (set before the window opens: some systems read it
    only then). The executable's own icon is PyInstaller's; a missing file leaves SDL's default."""
    try:
        pygame.display.set_icon(pygame.image.load(str(asset_path("icon.png"))))
    except (pygame.error, OSError):
        pass


def _on_window(do, default=None):
    """do(window) with pygame-ce's Window of the display, or `default` where there is none (an older pygame,
    a driver without one); its from_display_module warns of a deprecation that says nothing to a player."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return do(pygame.Window.from_display_module())
    except (AttributeError, pygame.error):
        return default


class Scene:
    """One screen. Override what you need; `overlay` scenes are drawn over the scene below them."""

    overlay = False
    uses_gui = False   # builds pygame_gui widgets in build_gui(manager)
    name = "scene"

    def __init__(self, app):
        self.app = app

    def build_gui(self, manager):
        """(Re)create this scene's pygame_gui widgets; called when it comes on top and on resize."""

    def gui_event(self, event):
        """A pygame_gui event (button pressed, ...) for this scene."""

    def handle(self, event):
        """A pygame event; return True if used."""
        return False

    def wheel(self, event):
        """A turn of the mouse wheel, asked before pygame_gui sees it: True if the screen scrolled something
        by the program's one rule for a notch (ui/wheel.py: a menu's text page or list, MenuScene.wheel)."""
        return False

    def before_gui(self, event):
        """Told of an event before pygame_gui takes it: a click on a list's row (the row's button pressed),
        which pygame_gui tells as the list's new selection only on a later pass of the events, after a
        button clicked in the same batch (Load's Replay opened the row chosen before: session 22)."""

    def before_event(self, event):
        """Told of an event before `handle`, whatever a subclass's handle does first (a board: the person
        acted, so a refusal of their last action goes; BoardInput.before_event)."""

    def unheard(self, event):
        """An event nothing on the screen used (handle returned False): a board says why a key did nothing."""

    def typing(self):
        """Is a text field taking the keys (its editing keys repeat when held: ui/held_keys.py)?"""
        return False

    def update(self, dt):
        pass

    def draw(self, surface):
        pass

    def resized(self):
        pass

    def covered(self):
        """Another scene is being pushed over this one (the pause menu, the rules, a dialog): let go of
        whatever the person was holding (a board puts a dragged piece back)."""

    def settled(self):
        """True when nothing is moving and nothing is being shown: bots and the summary wait for it."""
        return True

    def still(self):
        """True when the screen stands still for a person to act (the --layout file's `still`): settled, or
        waiting for the person on purpose (a board's round result waiting for Next)."""
        return self.settled()

    def layout_info(self):
        """{'scene': ..., 'objects': [...]} for the --layout file."""
        return {"scene": self.name, "objects": []}

    def layout_key(self):
        """While the screen moves, the --layout file is made again only when this changes (None: every
        frame): a cheap summary of what it lists, so a board's legal targets are not asked every frame of
        an animation."""
        return None

    def closed(self):
        """The scene left the stack for good."""


class App:
    def __init__(self, size=None, settings=None, layout_path=None, fullscreen=None):
        # pygame_gui warns when a size of the bundled font is first used rather than preloaded; sizes scale
        # with the window, so that is expected here and costs one font load.
        warnings.filterwarnings("ignore", message="Finding font with id", category=UserWarning)
        self.settings = settings if settings is not None else settings_mod.load()
        self.data_notice = ""     # set by launch when another copy of the app owns the data folder
        self.size_notice = ""     # the saved window size did not fit this screen: what was opened instead
        self.crash_notice = ""    # set by launch when the last run stopped on an error: where its report is
        self.last_game_id = None  # the game of the last board opened this run (ui/tables.board_for_match)
        fullscreen = self.settings["fullscreen"] if fullscreen is None else fullscreen
        pygame.display.init()
        if size is None:
            # the saved size, on a screen it may not fit (saved on a bigger one, or by an older version that
            # offered every size): opened at the largest size that fits, said on the main menu; the file
            # keeps its size until the player saves the settings again
            size = tuple(self.settings["window"])
            if not fullscreen and not self.window_fits(size):
                fit = self.largest_fitting_size()
                self.size_notice = (f"The saved window size {size[0]}x{size[1]} is bigger than this screen "
                                    f"({'x'.join(map(str, self.display_size()))}): opened at {fit[0]}x{fit[1]}")
                size = fit
        size = tuple(size)
        pygame.font.init()
        pygame.key.set_repeat(*KEY_REPEAT)
        pygame.display.set_caption("Quash Table")
        set_window_icon()
        self.fullscreen = fullscreen
        self.screen = self._open_window(size, fullscreen)
        self.metrics = theme.Metrics(self.screen.get_size())
        SPRITES.colour_blind = self.settings["colour_blind"]
        self.scenes = []
        self.running = True
        self.held_keys = HeldKeys()  # keys down and not yet let up, whichever scene heard them (dispatch)
        self.exit_code = 0
        self.layout_path = layout_path
        self._layout_last = None
        self._layout_key = None     # the top scene's layout_key when the file was last made while moving
        self._gui = None
        self._gui_key = None
        self._gui_top = None
        self.clock = pygame.time.Clock()
        self.frame = 0
        self.time = 0.0
        self.sounds = Sounds(self.settings)

    # --- window --------------------------------------------------------------------------------
    def _open_window(self, size, fullscreen):
        flags = pygame.RESIZABLE
        if fullscreen:
            flags |= pygame.FULLSCREEN
            size = (0, 0)
        screen = pygame.display.set_mode(size, flags)
        # pygame-ce: keep the window from being shrunk below what stays readable
        _on_window(lambda window: setattr(window, "minimum_size", settings_mod.MIN_WINDOW))
        return screen

    @staticmethod
    def display_size():
        """The size of the screen the window is on (the first screen before a window opens); None with no
        screen at all (the dummy driver of headless runs and --screenshot: its 1024x768 is no screen)."""
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return None
        sizes = pygame.display.get_desktop_sizes() or [settings_mod.MIN_WINDOW]
        index = _on_window(lambda window: window.display_index, 0)
        return tuple(sizes[index] if 0 <= index < len(sizes) else sizes[0])

    def window_fits(self, size):
        """Whether a window of `size` fits on the screen (a bigger one puts its buttons off the screen)."""
        screen = self.display_size()
        return screen is None or (size[0] <= screen[0] and size[1] <= screen[1])

    def largest_fitting_size(self):
        """The largest of the offered window sizes that fits the screen (the smallest if none does)."""
        fits = [s for s in settings_mod.WINDOW_SIZES if self.window_fits(s)]
        return fits[-1] if fits else settings_mod.MIN_WINDOW

    def window_size(self):
        """The window's size as it is now (opened with --size, dragged by its edge, or from the settings);
        in full screen, the size it goes back to."""
        if self.fullscreen:
            return tuple(self.settings["window"])
        return tuple(self.screen.get_size())

    def set_window(self, size, fullscreen):
        """The window at another size (the Settings screen's, or back from full screen), centred on its
        screen: SDL keeps a resized window's top-left corner where it was, so a window made bigger grew to the
        right and down from its old corner, past the screen's edge with Keep and Save on it (1024x640 at
        288,180 made 1440x900 on a 1600x1000 screen)."""
        was = self.screen.get_size()
        self.fullscreen = fullscreen
        self.screen = self._open_window(tuple(size), fullscreen)
        if not fullscreen and self.screen.get_size() != was:
            _on_window(lambda window: setattr(window, "position", pygame.WINDOWPOS_CENTERED))
        self._resized()

    def _resized(self):
        size = pygame.display.get_surface().get_size()
        if not self.fullscreen and (size[0] < settings_mod.MIN_WINDOW[0] or size[1] < settings_mod.MIN_WINDOW[1]):
            # a window manager that ignores the minimum: the window is set back to the smallest size
            self._open_window((max(size[0], settings_mod.MIN_WINDOW[0]), max(size[1], settings_mod.MIN_WINDOW[1])),
                              False)
        self.screen = pygame.display.get_surface()
        self.metrics = theme.Metrics(self.screen.get_size())
        if self._gui is not None:
            self._refresh_gui(force=True)
        for s in self.scenes:
            s.resized()
        self._layout_last = None

    def apply_settings(self, new):
        """Store new settings, save them, and apply what can change at once. Returns "" or why they could
        not be saved (they apply all the same)."""
        old = self.settings
        self.settings = settings_mod.clean(new)
        problem = settings_mod.save(self.settings)
        if old["colour_blind"] != self.settings["colour_blind"]:
            SPRITES.colour_blind = self.settings["colour_blind"]
        self.sounds.settings = self.settings
        if old["window"] != self.settings["window"] or old["fullscreen"] != self.settings["fullscreen"]:
            self.set_window(self.settings["window"], self.settings["fullscreen"])
        for s in self.scenes:
            if hasattr(s, "settings_changed"):
                s.settings_changed(self.settings)
        return problem

    # --- pygame_gui --------------------------------------------------------------------------------
    def gui(self):
        """The pygame_gui manager for this window size (its theme's fonts scale with the window)."""
        import pygame_gui
        key = (self.screen.get_size(), round(self.metrics.s, 2))
        if self._gui is None or self._gui_key != key:
            if self._gui is not None and self._gui_key[1] == key[1]:
                self._gui.set_window_resolution(key[0])
            else:
                self._gui = pygame_gui.UIManager(key[0], theme.gui_theme(self.metrics),
                                                 enable_live_theme_updates=False)
                # Fonts the rules page's markup asks for: loaded now rather than mid-frame.
                with warnings.catch_warnings():  # some are loaded by the theme already: harmless
                    warnings.simplefilter("ignore", UserWarning)
                    self._gui.preload_fonts([{"name": "dejavu", "point_size": size, "style": style}
                                             for size in theme.GUI_HTML_SIZES for style in ("regular", "bold")])
            self._gui_key = key
        return self._gui

    def _refresh_gui(self, force=False):
        """Rebuild the widgets when a different gui scene comes on top (or the window changed)."""
        top = self.scenes[-1] if self.scenes else None
        if top is self._gui_top and not force:
            return
        self._gui_top = top
        if self._gui is None and not (top is not None and top.uses_gui):
            return
        manager = self.gui()
        manager.clear_and_reset()
        if top is not None and top.uses_gui:
            top.build_gui(manager)

    # --- scenes ------------------------------------------------------------------------------------
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene):
        if self.scenes:
            self.scenes[-1].covered()     # nothing stays held under an overlay (a dragged card goes back)
        self.scenes.append(scene)
        self._layout_last = None

    def pop(self, scene=None):
        """Remove the top scene (or `scene` and everything above it)."""
        if not self.scenes:
            return
        idx = len(self.scenes) - 1 if scene is None else self.scenes.index(scene)
        for s in self.scenes[idx:][::-1]:
            s.closed()
        del self.scenes[idx:]
        self._layout_last = None
        if not self.scenes:
            self.running = False

    def replace(self, scene):
        """Clear the stack and show `scene` alone."""
        for s in self.scenes[::-1]:
            s.closed()
        self.scenes = [scene]
        self._layout_last = None

    def quit(self, code=0):
        self.exit_code = code
        self.running = False

    # --- the frame ---------------------------------------------------------------------------------
    def step(self, dt=None):
        """One frame: events, update, draw, flip, layout. `dt` fixed in tests; measured otherwise."""
        self.wall_dt = dt           # the frame's real seconds: the animations' dt is capped, a guard's is not
        if dt is None:
            self.wall_dt = self.clock.tick(FPS) / 1000.0
            dt = min(0.1, self.wall_dt)
        self.time += dt
        self.frame += 1
        self._refresh_gui()
        for event in self.held_keys.batch(pygame.event.get()):
            self.dispatch(event)
            if not self.running:
                return False
        self._refresh_gui()
        top = self.top
        if top is None:
            self.running = False
            return False
        if not top.typing() and pygame.key.get_repeat() != KEY_REPEAT:
            # pygame_gui's text field sets pygame's repeat as it takes the typing and turns it off as it lets
            # go: after a name was typed on New Game, no arrow repeated on the board
            pygame.key.set_repeat(*KEY_REPEAT)
        FACES.begin()       # new card faces within a frame's budget (face_budget)
        try:
            top.update(dt)
            if self._gui is not None and top.uses_gui:
                self._gui.update(dt)
            self.draw()
        finally:
            FACES.end()
        pygame.display.flip()
        if self.layout_path:
            self.write_layout()
        return self.running

    def dispatch(self, event):
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if pygame.display.get_surface().get_size() != tuple(self.metrics.rect.size):
                self._resized()
            return
        if self.held_keys.dropped(event, typing=event.type == pygame.KEYDOWN and self.top is not None
                                  and self.top.typing()):
            return          # a key held down that acts once a press (H, Enter, Esc...): one press, one action
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F12:
            self.save_screenshot()
            return
        top = self.top
        if top is None:
            return
        if event.type == pygame.MOUSEMOTION:
            top._pointer_moved = True       # a menu's tooltips wait for it (MenuScene.update)
        if self._gui is not None and top.uses_gui:
            if event.type == pygame.MOUSEWHEEL and top.wheel(event):
                return          # a notch scrolls three lines (ui/wheel.py), not pygame_gui's 40 px
            top.before_gui(event)
            if self._gui.process_events(event):
                return
            if event.type >= pygame.USEREVENT and hasattr(event, "ui_element"):
                top.gui_event(event)
                return
        top.before_event(event)
        if not top.handle(event):
            top.unheard(event)

    def draw(self):
        surface = self.screen
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        for s in self.scenes[start:]:
            s.draw(surface)
        if self._gui is not None and self.top is not None and self.top.uses_gui:
            self._gui.draw_ui(surface)
        over = getattr(self.top, "draw_over", None)
        if over is not None:
            over(surface)   # drawn over the widgets: a menu's keyboard focus ring

    def run(self, frames=None, screenshot=None):
        """The loop; with `frames`, stop after that many (then save `screenshot` if asked)."""
        t0 = float(os.environ.get("QUASH_TABLE_T0", "0") or 0)
        first = True
        try:
            while self.running:
                self.step()
                if first and t0:
                    print(f"first frame after {time.time() - t0:.3f} s", file=sys.stderr)
                    first = False
                if frames is not None and self.frame >= frames:
                    break
        except Exception:
            self.stopped_on_error(traceback.format_exc())
            raise
        if screenshot:
            self.save_screenshot(screenshot)
        if self.layout_path and self.scenes:
            self.write_layout(force=True)   # a short --frames run still leaves the final screen listed
        for s in self.scenes[::-1]:
            s.closed()
        pygame.display.quit()
        return self.exit_code

    def stopped_on_error(self, error_text):
        """An error nothing caught: its report written in the data folder (the next start's main menu says
        where), and every screen closed as on a quit, so a game's autosave is written out, not lost."""
        screens = [type(s).__name__ for s in self.scenes]
        try:
            report = crash_reports.write_report(user_dir(), error_text, screens)
            print(f"Quash Table stopped on an error; the report is in {report}", file=sys.stderr)
        except OSError as e:
            print(f"Quash Table stopped on an error and could not write its report: {e}", file=sys.stderr)
        for s in self.scenes[::-1]:
            try:
                s.closed()
            except Exception:           # the error may be in a screen's own closing: the others still close
                traceback.print_exc()

    def save_screenshot(self, path=None):
        if path is None:
            folder = user_dir() / "screenshots"
            folder.mkdir(parents=True, exist_ok=True)
            stamp = time.strftime("%Y%m%d-%H%M%S") + f"-{int(time.time() * 1000) % 1000:03d}"
            path = folder / f"quash-table-{stamp}.png"
        pygame.image.save(self.screen, str(path))
        return path

    # --- --layout ----------------------------------------------------------------------------------
    def layout_info(self):
        top = self.top
        info = top.layout_info() if top is not None else {"scene": None, "objects": []}
        info = dict(info)
        info["size"] = list(self.screen.get_size())
        # where the window's top-left lies on the screen: the rects are the window's, and a window made
        # another size is centred (1024x640 at 128,80 on a 1280x800 screen), so a script clicking the screen
        # at a rect missed "Keep this size?"'s buttons, read as a dialog missing from the file (review 24)
        info["window_at"] = _on_window(lambda window: list(window.position))
        # does the screen stand still for a person to act? (a script acts on the file once it says so)
        info["still"] = all(s.still() for s in self.scenes)
        return info

    def write_layout(self, force=False):
        """Write the on-screen objects as JSON whenever what it lists changed (atomic), moving or not: it is
        the screen now, its `still` saying whether the screen stands still for a person to act. Written only
        when still, it kept the header of a moment before through a long show (QUASH's round scored spot by
        spot, 15 s: a lit Undo listed while a greyed one was drawn, review 20)."""
        if self.top is None:
            return
        still = all(s.still() for s in self.scenes)
        key = None if still or force else (len(self.scenes), id(self.top), self.top.layout_key())
        if key is not None and key[2] is not None and key == self._layout_key:
            return
        self._layout_key = key
        info = self.layout_info()
        text = layout_json(info)
        if text != self._layout_last or force:
            self._layout_last = text
            atomic_write_text(self.layout_path, text + "\n")
