"""A small tween module: move a value from A to B over time with an easing curve.

Boards never animate by hand: the table diff (ui/table.py) turns "this card's home moved" into a tween.
Time is advanced explicitly with `update(dt)`, so tests can step frames deterministically.
"""

import math


def linear(t):
    return t


def ease_out_cubic(t):
    return 1 - (1 - t) ** 3


def ease_in_out(t):
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t, k=1.6):
    t -= 1
    return t * t * ((k + 1) * t + k) + 1


def lerp(a, b, t):
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    """Calls `setter(value)` every update from `start` to `end` (numbers or tuples of numbers)."""

    def __init__(self, setter, start, end, duration, delay=0.0, ease=ease_out_cubic, on_done=None, key=None):
        self.setter, self.start, self.end = setter, start, end
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease, self.on_done, self.key = ease, on_done, key
        self.elapsed = 0.0
        self.done = False

    def update(self, dt):
        if self.done:
            return
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return
        k = 1.0 if self.duration == 0 else min(1.0, t / self.duration)
        self.setter(lerp(self.start, self.end, self.ease(k)))
        if k >= 1.0:
            self.finish()

    def finish(self):
        """Jump to the end (and run on_done once)."""
        if self.done:
            return
        self.done = True
        self.setter(self.end)
        if self.on_done is not None:
            self.on_done()


class Tweener:
    """The running tweens. A new tween with the same `key` replaces the old one (a card is only ever in
    one flight); `speed` scales every duration (the animation-speed setting; 0 = instant)."""

    def __init__(self, speed=1.0):
        self.tweens = []
        self._by_key = {}        # key -> its running tween: a rebuild replaces dozens of keyed tweens
        self.speed = speed

    def add(self, setter, start, end, duration, delay=0.0, ease=ease_out_cubic, on_done=None, key=None):
        if key is not None:
            self.cancel(key)
        if self.speed <= 0:
            tw = Tween(setter, start, end, 0, 0, ease, on_done, key)
            tw.finish()
            return tw
        tw = Tween(setter, start, end, duration / self.speed, delay / self.speed, ease, on_done, key)
        self.tweens.append(tw)
        if key is not None:
            self._by_key[key] = tw
        return tw

    def cancel(self, key):
        """Drop the tween with this key without finishing it (the caller sets the value it wants)."""
        tw = self._by_key.pop(key, None)
        if tw is not None:
            self.tweens.remove(tw)

    def has(self, key):
        return key in self._by_key

    def update(self, dt):
        if not self.tweens:
            return
        for tw in list(self.tweens):
            tw.update(dt)
        running = []
        for tw in self.tweens:
            if not tw.done:
                running.append(tw)
            elif tw.key is not None and self._by_key.get(tw.key) is tw:
                del self._by_key[tw.key]
        self.tweens = running

    def finish_all(self):
        for tw in list(self.tweens):
            tw.finish()
        self.tweens = []
        self._by_key.clear()

    @property
    def busy(self):
        return bool(self.tweens)


def pulse(t, period=1.2):
    """0..1..0 over `period` seconds: the breathing glow on legal targets."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (t % period) / period)
