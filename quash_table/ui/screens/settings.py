"""The Settings screen: window size, animation speed, the bots' pace, volume, sound, full screen, colours, undo, pauses."""

import pygame
import pygame_gui
from pygame_gui.elements import UICheckBox, UIHorizontalSlider

from .. import settings as settings_mod
from .base import TIP_MARGIN, MenuScene
from .confirm import ConfirmScene, Question


KEEP_SECONDS = 15     # a new window size goes back by itself unless kept within this time, as desktops do
                      # (review 25: at 10 s a new player saw it go back before they found Keep)


# what a setting does where its name does not say it all, on hover (session 28: Settings had no tips); the
# undo box's lines under it say its own, and Sound, Volume and Full screen are plain
TIPS = {
    "window": f"A new size asks to be kept: it goes back by itself after {KEEP_SECONDS} seconds",
    "animation": "How fast cards glide, flip and dice roll; Instant: no movement",
    "bot_pace": "How long each bot's move stays before the next bot moves, and how long a bot waits while "
                "Undo can still take your move back",
    "colour_blind": "Colours that stay apart for colour-blind eyes, and every suit of cards its own colour",
    "round_pause": "Unticked: a round's result moves on by itself",
}


# the colour-blind box's words, in a player's words ("Okabe-Ito colours" named a palette nobody knows, review 39)
COLOUR_BLIND_WORDS = "Colour-blind friendly colours (and every suit of cards its own colour)"

# what Save reads while nothing on the screen differs from the saved settings, and why it is greyed on hover: a
# greyed "Save" looked dead to a player (review 35; its reason showed only on hover, session 35)
SAVED_WORDS = "All saved"
SAVED_REASON = "Nothing changed since the settings were saved: change one and Save lights up"

# Cancel (or Esc) with changes made asks before it drops them: it left at once, the changes lost unasked (review 57)
CANCEL_TIP = "Leave without saving the changes (asks first; Save keeps them)"
DISCARD_QUESTION = Question("discard", "Discard your changes?",
                            [("discard:note", "The changes made here are not saved yet: Save keeps them.", None)],
                            keep=("Keep editing", "Back to Settings, the changes kept on the screen (Esc)"),
                            act=("Discard", "Leave Settings; the saved settings stay as they were"))


def size_text(size):
    return "x".join(map(str, size))


class SettingsScene(MenuScene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        self.values = dict(app.settings)
        # the window's size as it is now (the settings' size is not it after --size, or a dragged edge)
        self.values["window"] = settings_mod.clean(dict(self.values, window=list(app.window_size())))["window"]
        self.confirm = None   # while a new window size waits to be kept: {"old": size, "left": seconds}
        self.note = ""        # the size went back by itself: said until the screen is left

    def layout(self, manager):
        if self.confirm is not None:
            self.layout_confirm(manager)
            return
        m = self.m
        px = m.px
        w = px(520)
        x = m.w // 2 - w // 2
        self.own_tips = {wid: TIPS[wid] for wid in ("window", "animation", "bot_pace")}   # drop-downs: the kit's tip
        self.label(manager, "h:settings", "Settings", (x, px(70), w, px(44)), "#heading")
        if self.note:
            self.label(manager, "note", self.note, (m.w // 2 - px(300), px(112), px(600), px(26)), "#note")
        y = px(140)
        lw = px(200)
        # only the sizes that fit the screen (a bigger window put its buttons off the screen), and the
        # window's own size, whatever it is
        sizes = [size_text(s) for s in settings_mod.WINDOW_SIZES if self.app.window_fits(s)]
        cur = size_text(self.values["window"])
        if cur not in sizes:
            sizes.append(cur)
        self.label(manager, "window:label", "Window size", (x, y, lw, px(42)))
        # drop-downs, as on New game: every value in view at a click
        self.drop_down(manager, "window", sizes, cur, (x + lw, y, w - lw, px(42)), self.set_window_size)
        y += px(58)
        run_only = self.run_only_words()
        if run_only:      # the size shown is not the one saved: say so, with the saved one (review 37 shell)
            self.label(manager, "window:run_only", run_only, (x + lw, y - px(14), m.w - x - lw - px(16), px(20)),
                       "#help_line")
            y += px(14)
        self.label(manager, "animation:label", "Animation speed", (x, y, lw, px(42)))
        self.drop_down(manager, "animation", list(settings_mod.ANIMATION_SPEEDS), self.values["animation"],
                       (x + lw, y, w - lw, px(42)), self.set_animation)
        y += px(58)
        # how long each bot's move stays before the next bot moves, apart from the animation (review 20)
        self.label(manager, "bot_pace:label", "Bots' pace", (x, y, lw, px(42)))
        self.drop_down(manager, "bot_pace", list(settings_mod.BOT_PACES), self.values.get("bot_pace", "normal"),
                       (x + lw, y, w - lw, px(42)), self.set_bot_pace)
        y += px(58)
        self.label(manager, "volume:label", f"Volume  {self.values['volume']}%", (x, y, lw, px(42)))
        self.add("volume", UIHorizontalSlider(pygame.Rect(x + lw, y + px(6), w - lw, px(30)),
                                              self.values["volume"], (0, 100), manager, click_increment=5))
        y += px(62)
        for key, text in (("sound", "Sound (untick to mute)"), ("fullscreen", "Full screen"),
                          ("colour_blind", COLOUR_BLIND_WORDS),
                          ("undo", settings_mod.UNDO_SETTING),
                          ("round_pause", "Wait for me after each round (Next, or Enter, moves on)")):
            self.add(key, UICheckBox(pygame.Rect(x, y, px(26), px(26)), text, manager,
                                     initial_state=bool(self.values[key]), tool_tip_text=TIPS.get(key)))
            if key == "sound":
                self.volume_follows_sound()
            y += px(46)
            if key == "undo":       # what Undo's box means, in sentences under it (review 21)
                for i, line in enumerate(settings_mod.undo_setting_words()):
                    self.label(manager, f"undo:note{i}", line, (x + px(32), y - px(14) + i * px(21),
                                                                m.w - x - px(48), px(20)), "#help_line")
                y += px(36)
        self.button(manager, "save", "Save", (x + w - px(200), m.h - px(130), px(200), px(54)), self.save,
                    primary=True, reason=SAVED_REASON)
        # Back leaves without saving (Save keeps the changes): its words say so, as a reviewer's ticked box
        # was gone when they came back
        self.button(manager, "back", "Cancel", (x, m.h - px(130), px(160), px(54)), self.back,
                    tooltip=CANCEL_TIP)
        self._shown_pending = None
        self.show_pending()

    def run_only_words(self):
        """Under the size, when the window's size (`--size`, a dragged edge) is not the one saved and the player
        did not pick it here: that it holds for this run only, and the size saved for next time. Without it
        Settings showed 1024x640 beside "All saved" while 1280x800 was saved (review 37)."""
        saved = settings_mod.clean(dict(self.app.settings))["window"]
        shown = self.values["window"]
        if list(shown) == list(saved) or list(shown) != list(self.app.window_size()):
            return ""
        # (in a player's words: "--size or a dragged edge" was jargon, and "For this run only; the size saved: …" was
        # cryptic, reviews 38 and 39)
        return f"{size_text(shown)} for this run only: the next start opens at {size_text(saved)}"

    def to_save(self):
        """The settings Save would save: the screen's values, but for a window size the player did not pick
        here. The size the window has (`--size`, a dragged edge) is no change of theirs: it lit Save with
        nothing changed on the screen (review 36c), and Save then wrote it as the size for next time."""
        values = settings_mod.clean(dict(self.values))
        if values["window"] == settings_mod.clean(dict(values, window=list(self.app.window_size())))["window"]:
            values["window"] = list(self.app.settings["window"])
        return values

    def pending(self):
        """Whether anything on the screen differs from the saved settings (what Save would save)."""
        return self.to_save() != self.app.settings

    def show_pending(self):
        """Save and Cancel say whether anything waits to be saved: with nothing changed (after Keep saved a new
        size and everything else here, review 34: a reviewer pressed Save again, unsure what was pending), Save
        is greyed and says why in its own words, "All saved" (a greyed "Save" looked dead, review 35), and
        Cancel reads Back."""
        now = self.pending()
        save, back = self.widgets.get("save"), self.widgets.get("back")
        if now == self._shown_pending or save is None or back is None:
            return
        self._shown_pending = now
        if now:
            save.enable()
            save.set_text("Save")
            back.set_text("Cancel")
            back.tool_tip_text = CANCEL_TIP
        else:
            save.disable()
            save.set_text(SAVED_WORDS)
            back.set_text("Back")
            back.tool_tip_text = "Leave Settings: every setting here is saved"

    def tip_wrap(self, wid, text):
        """A setting's tip keeps to the room beside the column (its rows fill the column, under and over
        are other settings' words: Wait for me's went two rows up over the colour-blind box's words)."""
        m = self.m
        room = m.w // 2 - m.px(260) - m.px(TIP_MARGIN) - m.px(10)
        return min(super().tip_wrap(wid, text), max(room, m.px(200)))

    def gui_event(self, event):
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            for key in ("fullscreen", "sound", "colour_blind", "undo", "round_pause"):
                if event.ui_element is self.widgets.get(key):
                    self.values[key] = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            self.volume_follows_sound()
            return
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.widgets.get("volume"):
            self.slider_moved("volume", event.value)
            return
        super().gui_event(event)

    def volume_follows_sound(self):
        """The Volume slider and its label are greyed while Sound is unticked: muted, the slider moved and a
        card sounded at no volume, as if it worked (review 24)."""
        on = bool(self.values["sound"])
        for wid in ("volume", "volume:label"):
            el = self.widgets.get(wid)
            if el is not None and el.is_enabled != on:
                el.enable() if on else el.disable()

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
        """A size picked applies at once, asked "Keep this size?" as after Save (review 15: a size picked did
        nothing until Save, which read as broken); in full screen it is the size the window goes back to,
        applied with Save."""
        self.values["window"] = [int(v) for v in text.split("x")]
        old = self.app.window_size()
        if self.app.fullscreen or tuple(self.values["window"]) == old:
            return
        self.app.set_window(self.values["window"], False)
        self.note = ""        # a new size is up: an earlier "went back" no longer holds (review 17, 45.png)
        # Keep saves this size and stays here (the other changes wait for Save or Cancel)
        self.confirm = {"old": old, "left": float(KEEP_SECONDS), "picked": True}

    def set_animation(self, text):
        self.values["animation"] = text

    def set_bot_pace(self, text):
        self.values["bot_pace"] = text

    def layout_confirm(self, manager):
        """"Keep this size?" with Keep and Go back, in the part of the window the screen shows."""
        m = self.m
        px = m.px
        dw, dh = self.app.display_size() or (m.w, m.h)
        area = pygame.Rect(0, 0, min(m.w, dw), min(m.h, dh))
        w = px(520)
        x = area.centerx - w // 2
        y = area.centery - px(120)
        self.label(manager, "h:keep", "Keep this size?", (x, y, w, px(44)), "#heading")
        self.label(manager, "keep:countdown", self.countdown_text(), (x, y + px(56), w, px(30)))
        self.button(manager, "keep:back", "Go back", (x, y + px(110), px(200), px(54)), self.revert_size,
                    tooltip="The window goes back to the size it had (Esc)")
        self.button(manager, "keep:keep", "Keep", (x + w - px(200), y + px(110), px(200), px(54)), self.keep_size,
                    primary=True)
        self.focus = "keep:keep"

    def countdown_text(self):
        left = max(1, int(self.confirm["left"] + 0.999))
        return f"Going back to {size_text(self.confirm['old'])} in {left} s"

    def update(self, dt):
        super().update(dt)
        if self.confirm is None:
            self.show_pending()
            return
        self.confirm["left"] -= dt
        if self.confirm["left"] <= 0:
            self.revert_size()
            return
        label = self.widgets.get("keep:countdown")
        if label is not None and label.text != self.countdown_text():
            label.set_text(self.countdown_text())

    def back(self):
        if self.confirm is not None:      # Esc while asked: the size goes back
            self.revert_size()
            return
        if self.pending():
            self.app.push(ConfirmScene(self.app, DISCARD_QUESTION, self.discard, name="discard_confirm"))
            return
        super().back()

    def discard(self):
        """The changes on the screen dropped, as asked: Settings is left, the saved settings as they were."""
        super().back()

    def keep_size(self):
        picked = self.confirm is not None and self.confirm.get("picked")
        self.confirm = None
        if not picked:
            self.back()
            return
        # one confirm does it: Keep saves the size and every other change on the screen, as Save does, so
        # nothing is left pending (Save greys: show_pending); a reviewer kept a size and pressed Save again,
        # unsure what waited (reviews 28, 34)
        self.values["window"] = list(self.app.window_size())
        problem = self.app.apply_settings(dict(self.values))
        if problem:
            self.error = f"The settings apply now but could not be saved for next time: {problem}"
        else:
            self.note = f"{size_text(self.app.window_size())} is kept: every setting here is saved"
        self.focus = None
        self.rebuild()

    def revert_size(self):
        """The new size was not kept: the window and the saved settings go back to the old size (the other
        settings saved with it stay)."""
        old = self.confirm["old"]
        self.confirm = None
        self.values["window"] = list(old)
        self.note = f"The window went back to {size_text(old)}"
        problem = self.app.apply_settings(dict(self.app.settings, window=list(old)))
        if self.app.window_size() != tuple(old):
            self.app.set_window(old, False)
        if problem:
            self.error = f"The settings apply now but could not be saved for next time: {problem}"
        self.focus = None
        self.rebuild()

    def save(self):
        old_size = self.app.window_size()
        problem = self.app.apply_settings(self.to_save())
        if problem:
            self.error = f"The settings apply now but could not be saved for next time: {problem}"
        resized = not self.app.fullscreen and tuple(self.values["window"]) != old_size
        if resized and self.app.window_size() != tuple(self.values["window"]):
            self.app.set_window(self.values["window"], False)    # the settings' size was already this one
        if resized:
            # as desktops do: a size that leaves the buttons out of reach goes back by itself
            self.confirm = {"old": old_size, "left": float(KEEP_SECONDS)}
            self.note = ""
            self.rebuild()
            return
        if problem:
            self.rebuild()
            return
        self.back()
