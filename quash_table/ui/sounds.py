"""A few short sounds synthesised at start-up (no sound files to license): a card laid, a refusal.

Sound is optional: with the setting off, or no audio device (a server, a CI box), every call is silent.
"""

import math
from array import array

import pygame

RATE = 22050


def _tone(freqs, ms, volume=0.35, decay=18.0):
    n = int(RATE * ms / 1000)
    buf = array("h")
    for i in range(n):
        t = i / RATE
        env = math.exp(-decay * t)
        v = sum(math.sin(2 * math.pi * f * t) for f in freqs) / len(freqs)
        buf.append(int(32767 * volume * env * v))
    return buf


class Sounds:
    def __init__(self, settings):
        self.settings = settings
        self._sounds = None

    def _load(self):
        if self._sounds is not None:
            return self._sounds
        self._sounds = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            freq, size, channels = pygame.mixer.get_init()
            for name, (freqs, ms, decay) in {"card": ((880, 1320), 70, 40.0), "deny": ((180, 190), 160, 12.0),
                                             "turn": ((660, 990), 120, 20.0)}.items():
                buf = _tone(freqs, ms, decay=decay)
                if channels == 2:
                    buf = array("h", [v for v in buf for _ in (0, 1)])
                self._sounds[name] = pygame.mixer.Sound(buffer=buf.tobytes())
        except (pygame.error, ValueError, TypeError):
            self._sounds = {}
        return self._sounds

    def play(self, name):
        if not self.settings.get("sound", True):
            return
        s = self._load().get(name)
        if s is not None:
            s.play()
