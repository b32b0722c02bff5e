"""Short sounds synthesised by this module (no recordings to license): a card laid, dice rolled, a trick
won, QUASH!, a round over, your turn, a win, a draw, a loss, a refusal.

They are synthesised once, when the project is built, into `assets/sounds/<name>.wav`
(`python packaging/make_sounds.py`; a test holds the files equal to the recipes here), so a board's
first frames do no arithmetic for them; where a file is missing, that one is synthesised on first use.

Sound is optional: with the setting off (mute), the volume at 0, or no audio device at all (a server, a
CI box, SDL_AUDIODRIVER=dummy or a driver that does not exist), every call is silent and never raises.

Boards need not call anything: the kit picks the sound of each move with `event_sound` (from what the
table shows everybody, never a hidden card). A board that wants another effect calls
`self.sound("dice")` (BoardScene.sound), which is `app.sounds.play(name)`.
"""

import contextlib
import math
import os
import random
import sys
import wave
from array import array

import pygame

from ..engine.standing import DRAW, LOST, PLACED, WON, seat_outcome
from ..paths import asset_path

RATE = 22050
NAMES = ("card", "dice", "trick", "quash", "round", "turn", "win", "draw", "lose", "deny")


def _tone(freqs, ms, volume=0.35, decay=18.0, harmonics=1, vibrato=0.0):
    """A decaying chord: `freqs` summed, each with `harmonics` partials (1: a pure sine)."""
    n = int(RATE * ms / 1000)
    buf = array("h")
    two_pi = 2 * math.pi
    norm = len(freqs) * sum(1 / k for k in range(1, harmonics + 1))
    attack = max(1, int(RATE * 0.004))
    for i in range(n):
        t = i / RATE
        env = math.exp(-decay * t) * min(1.0, i / attack)
        wob = 1 + vibrato * math.sin(two_pi * 6 * t)
        v = 0.0
        for f in freqs:
            for k in range(1, harmonics + 1):
                v += math.sin(two_pi * f * k * t * wob) / k
        buf.append(int(32767 * volume * env * v / norm))
    return buf


def _notes(seq, volume=0.3, decay=7.0, harmonics=2):
    """Notes one after another: [(freq, ms), ...]."""
    buf = array("h")
    for f, ms in seq:
        buf.extend(_tone((f,), ms, volume, decay, harmonics))
    return buf


def _rattle(ms=380, clicks=9, seed=7):
    """Dice on a table: short bright noise clicks, closer together as they settle."""
    rng = random.Random(seed)
    n = int(RATE * ms / 1000)
    out = [0.0] * n
    t = 0.0
    for c in range(clicks):
        start = int(RATE * t)
        length = int(RATE * 0.018)
        amp = 0.55 * (1 - c / (clicks + 2))
        for i in range(length):
            if start + i >= n:
                break
            env = math.exp(-i / (RATE * 0.004))
            out[start + i] += amp * env * (rng.uniform(-1, 1) * 0.7 + 0.3 * math.sin(2 * math.pi * 2400 * i / RATE))
        t += 0.055 * (1 - c / (clicks + 4)) + rng.uniform(0, 0.012)
    return array("h", (int(32767 * max(-1.0, min(1.0, v))) for v in out))


def _recipes():
    return {
        "card": lambda: _tone((880, 1320), 70, decay=40.0),
        "dice": _rattle,
        "trick": lambda: _notes(((660, 90), (880, 170)), 0.3, 14.0),
        "quash": lambda: _tone((392, 494, 587, 784), 520, 0.42, 4.5, harmonics=4, vibrato=0.004),
        "round": lambda: _tone((784, 1175), 320, 0.3, 9.0, harmonics=2),
        "turn": lambda: _tone((660, 990), 120, decay=20.0),
        "win": lambda: _notes(((523, 110), (659, 110), (784, 110), (1047, 360)), 0.32, 5.0),
        # neither rising to the win's top note nor falling as the loss: up a third and back, unresolved
        "draw": lambda: _notes(((523, 150), (659, 150), (587, 150), (523, 420)), 0.27, 4.5),
        "lose": lambda: _notes(((440, 170), (392, 170), (330, 170), (262, 420)), 0.26, 4.0),
        "deny": lambda: _tone((180, 190), 160, decay=12.0),
    }


def synthesise(name):
    """The samples of one effect, computed from its recipe (a few tenths of a second for all of them)."""
    return _recipes()[name]()


def sound_file(name):
    return asset_path("sounds", f"{name}.wav")


def read_samples(name):
    """One effect's samples from its shipped file, or None if the file is missing or not what we wrote
    (16-bit mono at RATE)."""
    try:
        with wave.open(str(sound_file(name)), "rb") as w:
            if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                return None
            samples = array("h")
            samples.frombytes(w.readframes(w.getnframes()))
    except (OSError, EOFError, wave.Error):
        return None
    if sys.byteorder != "little":      # WAV samples are little-endian
        samples.byteswap()
    return samples


def write_samples(name, samples, path=None):
    """Write one effect as a 16-bit mono WAV file (packaging/make_sounds.py)."""
    data = array("h", samples)
    if sys.byteorder != "little":
        data.byteswap()
    with wave.open(str(path or sound_file(name)), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


@contextlib.contextmanager
def quiet_native_stderr():
    """Point file descriptor 2 at the null device for a moment. Audio back ends write their failures there
    from C, past Python's sys.stderr: with no sound card ALSA prints eight lines as the mixer opens, for a
    state the game already handles by staying silent."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):  # no descriptor 2 at all (a windowed app): nothing to hide
        saved = None
    if saved is None:
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


class Sounds:
    """The effects, made on first use. `settings`: the app's settings dict (sound on/off, volume %)."""

    def __init__(self, settings):
        self.settings = settings
        self._sounds = None
        self._buffers = {}        # name -> samples (None: no file), filled by warm() or on first use
        self.last = None          # the last effect asked for (tests read it; played or not)

    def warm(self):
        """Read the effects' samples from their files now (a few kilobytes each), so the first card laid
        does not wait for a disk. Nothing happens when sound is off."""
        if self.volume <= 0:
            return
        for name in NAMES:
            if name not in self._buffers:
                self._buffers[name] = read_samples(name)

    def _load(self):
        if self._sounds is not None:
            return self._sounds
        self._sounds = {}
        try:
            if not pygame.mixer.get_init():
                with quiet_native_stderr():
                    pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            self._channels = pygame.mixer.get_init()[2]
        except Exception:   # no mixer module, no device, a driver that does not exist: stay silent
            self._channels = None
        return self._sounds

    def _sound(self, name):
        sounds = self._load()
        if self._channels is None:
            return None
        s = sounds.get(name)
        if s is None:
            buf = self._buffers.get(name)
            if buf is None:
                buf = self._buffers[name] = read_samples(name)
            if buf is None:
                buf = self._buffers[name] = synthesise(name)
            if self._channels == 2:
                buf = array("h", [v for v in buf for _ in (0, 1)])
            try:
                s = sounds[name] = pygame.mixer.Sound(buffer=buf.tobytes())
            except Exception:
                return None
        return s

    @property
    def volume(self):
        """0..1 from the settings (0 when muted)."""
        if not self.settings.get("sound", True):
            return 0.0
        return max(0, min(100, self.settings.get("volume", 70))) / 100.0

    def play(self, name):
        self.last = name
        vol = self.volume
        if vol <= 0:
            return
        if name not in NAMES:
            return
        s = self._sound(name)
        if s is None:
            return
        try:
            s.set_volume(vol)
            s.play()
        except Exception:   # a device that went away mid-game
            pass


# --- which sound a move makes ------------------------------------------------------------------------------

ROUND_KEYS = ("round", "hand_no", "round_no")
# the end of the game for the seat at the screen, by its standing (engine/standing.seat_outcome, as the
# summary's heading says it): a draw has a sound of its own, not "lose" (NumberQuash's stalemate, session 21),
# and so has a place earned below the first with seats under it ("You finished 2nd of 6" is no loss)
OUTCOME_SOUNDS = {WON: "win", PLACED: "draw", DRAW: "draw", LOST: "lose"}
# An event kind (engine/game.py events) and its effect, loudest first.
EVENT_SOUNDS = (("quash", "quash"), ("flush", "quash"), ("trick_won", "trick"), ("dice_rolled", "dice"),
                ("round_scored", "round"), ("hand_scored", "round"), ("round_dealt", "round"))


def round_number(view):
    """The round (or hand) counter a view shows, or None for a game without rounds."""
    for key in ROUND_KEYS:
        v = view.get(key)
        if isinstance(v, int) and not isinstance(v, bool):
            return v
    return None


def event_sound(game, before, after, action, screen_seat=None):
    """The effect for the move `action` that took `before` to `after`: at the end win, draw or lose by the
    standing of the seat at the screen (OUTCOME_SOUNDS; a table of bots alone: win), else the loudest of
    the public events the rules say it caused (QUASH!, a Flush, a trick won, dice rolled, a round over),
    else a card laid. Public events only, so a sound never tells a secret."""
    if after.to_move is None:
        if screen_seat is None and not game.cooperative:
            return "win"
        return OUTCOME_SOUNDS[seat_outcome(game, game.result(after), screen_seat)]
    kinds = {e.get("kind") for e in game.events(after, None)}   # what the rules said the move caused
    return next((sound for kind, sound in EVENT_SOUNDS if kind in kinds), "card")
