"""The Settings screen: window size, animation speed, volume, sound, full screen, colours, undo, pauses."""

import pygame
import pygame_gui
from pygame_gui.elements import UICheckBox, UIHorizontalSlider

from .. import settings as settings_mod
from .base import MenuScene


class SettingsScene(MenuScene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        self.values = dict(app.settings)
        self.values["window"] = settings_mod.clean(self.values)["window"]    # never below the smallest size

    def layout(self, manager):
        m = self.m
        px = m.px
        w = px(520)
        x = m.w // 2 - w // 2
        self.label(manager, "h:settings", "Settings", (x, px(70), w, px(44)), "#heading")
        y = px(140)
        lw = px(200)
        sizes = [f"{a}x{b}" for a, b in settings_mod.WINDOW_SIZES]
        cur = "x".join(map(str, self.values["window"]))
        if cur not in sizes:
            sizes.append(cur)
        self.label(manager, "window:label", "Window size", (x, y, lw, px(42)))
        self.cycle(manager, "window", sizes, cur, (x + lw, y, w - lw, px(42)), self.set_window_size)
        y += px(58)
        self.label(manager, "animation:label", "Animation speed", (x, y, lw, px(42)))
        self.cycle(manager, "animation", list(settings_mod.ANIMATION_SPEEDS), self.values["animation"],
                   (x + lw, y, w - lw, px(42)), self.set_animation)
        y += px(58)
        self.label(manager, "volume:label", f"Volume  {self.values['volume']}%", (x, y, lw, px(42)))
        self.add("volume", UIHorizontalSlider(pygame.Rect(x + lw, y + px(6), w - lw, px(30)),
                                              self.values["volume"], (0, 100), manager, click_increment=5))
        y += px(62)
        for key, text in (("sound", "Sound (untick to mute)"), ("fullscreen", "Full screen"),
                          ("colour_blind", "Colour-blind-safe cards (Okabe-Ito colours, four-colour suits)"),
                          ("undo", "Allow undo against bots (never in pass-and-play)"),
                          ("round_pause", "Wait for me after each round (Next, or Enter, moves on)")):
            self.add(key, UICheckBox(pygame.Rect(x, y, px(26), px(26)), text, manager,
                                     initial_state=bool(self.values[key])))
            y += px(46)
        self.button(manager, "save", "Save", (x + w - px(200), m.h - px(130), px(200), px(54)), self.save,
                    primary=True)
        # Back leaves without saving (Save keeps the changes): its words say so, as a reviewer's ticked box
        # was gone when they came back
        self.button(manager, "back", "Cancel", (x, m.h - px(130), px(160), px(54)), self.back,
                    tooltip="Leave without saving the changes (Save keeps them)")

    def gui_event(self, event):
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            for key in ("fullscreen", "sound", "colour_blind", "undo", "round_pause"):
                if event.ui_element is self.widgets.get(key):
                    self.values[key] = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            return
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.widgets.get("volume"):
            self.slider_moved("volume", event.value)
            return
        super().gui_event(event)

    def slider_moved(self, wid, value):
        """The volume changes as it moves (and a card sounds at the new volume), saved with Save."""
        self.values["volume"] = int(round(value))
        self.widgets["volume:label"].set_text(f"Volume  {self.values['volume']}%")
        sounds = self.app.sounds
        old = sounds.settings
        sounds.settings = dict(old, volume=self.values["volume"], sound=self.values["sound"])
        sounds.play("card")
        sounds.settings = old

    def set_window_size(self, text):
        self.values["window"] = [int(v) for v in text.split("x")]

    def set_animation(self, text):
        self.values["animation"] = text

    def save(self):
        problem = self.app.apply_settings(self.values)
        if problem:
            self.error = f"The settings apply now but could not be saved for next time: {problem}"
            self.rebuild()
            return
        self.back()
