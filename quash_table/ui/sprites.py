"""Card and die sprites, drawn by the program (no third-party art) and cached per size.

Three decks: `standard` (rank + suit, jokers BJ/LJ), `thegame` (colour letter + number, each colour with
its own symbol so it never rests on colour alone) and `flush` (values 1..10 with Skip / Link / Deduction
marks, F and F+). Faces are drawn at twice the size and smoothed down, which gives soft edges without an
antialiasing library; that costs a few milliseconds per new face, once, thanks to the cache.

`SPRITES` is the shared bank; the app sets `SPRITES.colour_blind` from the settings.
"""

import math
import time

import pygame

from ..engine.cards import JOKERS, STANDARD_DECK
from . import theme
from .flush_face import (  # noqa: F401  (the Flush face's words, re-exported for the boards)
    FLUSH_MARK_BAND, FLUSH_MARK_WIDTH, FLUSH_MARKS, FLUSH_TINY_H, MIN_MARK_PX, deduction_form, flush_mark,
    flush_value, flush_value_right, flush_words, words_shown)

CARD_RATIO = 1.4   # height / width, close to a real playing card

# The Game's five colours: a vivid set and a set that stays apart for colour-blind eyes. Each is the hue
# its name says (Okabe-Ito's vermillion and reddish purple, used before, were read as orange and pink while
# the cards said red and purple); the red, blue and purple are darkened apart so that with red-green or
# blue-yellow colour blindness (simulated) every two differ more than in the Okabe-Ito set.
THEGAME_COLOURS = {
    "R": (214, 58, 58), "B": (44, 106, 210), "G": (38, 150, 78), "Y": (236, 184, 34), "P": (142, 78, 196),
}
THEGAME_COLOURS_CB = {
    "R": (200, 40, 40), "B": (40, 100, 220), "G": (0, 158, 115), "Y": (240, 228, 66), "P": (90, 30, 130),
}
# (their names are the game's, `games/thegame/cards.COLOUR_NAMES`, the one source: each palette's colour keeps
# the hue its name says, tests/test_shell_s39_settings_words.py)
# One shape per colour: the shape alone tells the colours apart. None points one way: the stacks are
# marked ▲ and ▼ (and the signals say "play on ▲"), so a green triangle, "▲" in a card's top corner and
# "▼" upside down in the other, read as a stack (DIRECTIONLESS_SYMBOLS: a test holds them to it).
THEGAME_SYMBOLS = {"R": "circle", "B": "square", "G": "cross", "Y": "star", "P": "diamond"}
DIRECTIONLESS_SYMBOLS = ("circle", "square", "cross", "star", "diamond")

SUIT_GLYPHS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
SUIT_COLOURS = {"S": (24, 24, 28), "H": (200, 30, 40), "D": (200, 30, 40), "C": (24, 24, 28)}
# The four-colour deck for colour-blind players: every suit its own hue and shape.
SUIT_COLOURS_CB = {"S": (24, 24, 28), "H": (200, 30, 40), "D": (0, 96, 200), "C": (0, 128, 64)}

PAPER = (250, 247, 238)
BACK_COLOURS = {"red": ((150, 32, 40), (196, 64, 60)), "blue": ((28, 58, 130), (58, 96, 176)),
                "green": ((20, 88, 60), (40, 128, 88))}
DIE_IVORY = (246, 242, 230)

# Every face each deck drawn here can show, so a board can have them made before they are first shown.
DECK_CODES = {"standard": STANDARD_DECK + JOKERS,
              "thegame": tuple(c + str(n) for c in THEGAME_COLOURS for n in range(1, 11)),
              "flush": tuple(f"{v}{k}" for v in range(1, 11) for k in ("", "S", "L", "D")) + ("F", "F+")}


# how far down a The Game card's face its top corner index starts, of the card's height (a tag over the card's
# top edge stops short of it: games/thegame/marks.covered_tag)
THEGAME_INDEX_TOP = 0.035


def card_size(height):
    """(w, h) of a card `height` pixels tall."""
    return int(round(height / CARD_RATIO)), int(height)


def draw_symbol(surf, shape, centre, r, colour, outline=None):
    """One of the colour symbols (circle, square, cross, star, diamond) of radius `r`."""
    cx, cy = centre
    if shape == "circle":
        pts = None
        pygame.draw.circle(surf, colour, (cx, cy), r)
        if outline:
            pygame.draw.circle(surf, outline, (cx, cy), r, max(1, int(r) // 6))
        return
    if shape == "square":
        k = r * 0.86
        pts = [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    elif shape == "cross":
        # a plus with thick arms: the same upside down and on its side, like every colour's symbol
        a, k = r * 1.0, r * 0.36
        pts = [(cx - k, cy - a), (cx + k, cy - a), (cx + k, cy - k), (cx + a, cy - k), (cx + a, cy + k),
               (cx + k, cy + k), (cx + k, cy + a), (cx - k, cy + a), (cx - k, cy + k), (cx - a, cy + k),
               (cx - a, cy - k), (cx - k, cy - k)]
    elif shape == "diamond":
        pts = [(cx, cy - r * 1.1), (cx + r * 0.8, cy), (cx, cy + r * 1.1), (cx - r * 0.8, cy)]
    elif shape == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r * 1.1 if i % 2 == 0 else r * 0.45
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    else:
        raise ValueError(shape)
    pygame.draw.polygon(surf, colour, pts)
    if outline:
        pygame.draw.polygon(surf, outline, pts, max(1, int(r) // 6))


_TURNED_DIGITS = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}


def reads_otherwise_upside_down(number):
    """Does `number` (text) read as another number turned upside down ("6" and "9", "16" and "91")?
    Such corner indices are underlined, as on printed cards."""
    if not number or any(c not in _TURNED_DIGITS for c in number):
        return False
    turned = "".join(_TURNED_DIGITS[c] for c in reversed(number))
    return turned != number and not turned.startswith("0")


def _index(size, number, colour):
    """A corner index: the number in bold, underlined when it reads as another number upside down."""
    img = _render(size, True, number, colour)
    if not reads_otherwise_upside_down(number):
        return img
    w, h = img.get_size()
    thick = max(2, int(size / 10))
    out = pygame.Surface((w, h + thick), pygame.SRCALPHA)
    out.blit(img, (0, 0))
    # the font's line box leaves room under the digits: the line sits just below their baseline
    base = theme.font(max(6, int(size)), True).get_ascent()
    y = min(h, base + thick // 2)
    pygame.draw.rect(out, colour, (int(w * 0.12), y, max(1, int(w * 0.76)), thick))
    return out


def _blit_centred(surf, img, centre):
    surf.blit(img, img.get_rect(center=(int(centre[0]), int(centre[1]))))


def _render(size, bold, s, colour):
    return theme.font(max(6, int(size)), bold).render(s, True, colour)


class Sprites:
    """Builds and caches every face, back, die and shadow by (kind, code, size, palette)."""

    def __init__(self):
        self.colour_blind = False
        self._cache = {}
        self._wanted = {}        # (deck, code, size) -> None: faces to make ahead, the oldest wish first
        self._made_faces = {}    # (deck, code, colour_blind) -> the face last made, at whatever size

    def clear(self):
        self._cache.clear()
        self._wanted.clear()
        self._made_faces.clear()

    # --- faces made ahead, a slice a frame ----------------------------------------------------------
    def want(self, deck, codes, size):
        """Make these faces at `size` ahead of their first showing (see warm)."""
        size = tuple(size)
        for code in codes:
            if ("card", deck, code, size, self.colour_blind) not in self._cache:
                self._wanted[(deck, code, size)] = None

    def wanted(self):
        return len(self._wanted)

    def warm(self, seconds):
        """Make wanted faces until `seconds` have gone (a face is begun only within them); True while
        some are left. A face costs a few tenths of a millisecond: a board made all of a dealt hand's on
        one frame before."""
        end = time.perf_counter() + seconds
        while self._wanted and time.perf_counter() < end:
            deck, code, size = next(iter(self._wanted))
            del self._wanted[(deck, code, size)]
            self.card(deck, code, size)
        return bool(self._wanted)

    # --- public ----------------------------------------------------------------------------------
    def card(self, deck, code, size):
        """The face of `code` in `deck` at size (w, h); code None gives the back."""
        if code is None:
            return self.back(size)
        key = ("card", deck, code, tuple(size), self.colour_blind)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._smooth(size, lambda s: self._draw_face(s, deck, code))
            self._cache[key] = surf
            self._made_faces[(deck, code, self.colour_blind)] = surf
        return surf

    def made(self, deck, code, size):
        """The face of `code` at `size` if made already, else None."""
        return self._cache.get(("card", deck, code, tuple(size), self.colour_blind))

    def made_any_size(self, deck, code):
        """The face of `code` last made, at whatever size, or None."""
        return self._made_faces.get((deck, code, self.colour_blind))

    def some_card(self, deck, code, size):
        """The face of `code` at `size` if made, else at any size it was made at (for a glimpse that is
        scaled anyway: a card turning face down on its way to a small pile), else made at `size`."""
        key = ("card", deck, code, tuple(size), self.colour_blind)
        surf = self._cache.get(key)
        if surf is None and code is not None:
            surf = self._made_faces.get((deck, code, self.colour_blind))
        return surf if surf is not None else self.card(deck, code, size)

    def back(self, size, style="red"):
        key = ("back", style, tuple(size))
        surf = self._cache.get(key)
        if surf is None:
            surf = self._smooth(size, lambda s: self._draw_back(s, style))
            self._cache[key] = surf
        return surf

    def die(self, value, size, colour=None):
        """A die showing `value` (1..6) with pips; `colour` is the body (ivory by default)."""
        colour = tuple(colour or DIE_IVORY)
        key = ("die", value, int(size), colour)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._smooth((size, size), lambda s: self._draw_die(s, value, colour))
            self._cache[key] = surf
        return surf

    def shadow(self, size, radius_frac=0.08):
        """A soft shadow to blit under a card or die (offset it down-right); radius_frac 0.5 is round."""
        key = ("shadow", tuple(size), radius_frac)
        surf = self._cache.get(key)
        if surf is None:
            w, h = size
            pad = max(4, w // 12)
            small = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
            for i in range(pad, 0, -1):
                a = int(70 * (1 - i / pad) ** 1.5) + 4
                r = pygame.Rect(pad - i, pad - i, w + 2 * i, h + 2 * i)
                pygame.draw.rect(small, (0, 0, 0, a), r, border_radius=int(w * radius_frac) + i)
            surf = small
            self._cache[key] = surf
        return surf

    def symbol(self, colour_letter, r):
        """The Game's colour symbol alone (for signal buttons and badges), in the palette colour."""
        key = ("symbol", colour_letter, int(r), self.colour_blind)
        surf = self._cache.get(key)
        if surf is None:
            size = int(r * 2.6)
            colour = self.thegame_colour(colour_letter)

            def paint(s):
                c = s.get_width() / 2
                draw_symbol(s, THEGAME_SYMBOLS[colour_letter], (c, c), s.get_width() / 2.6, colour,
                            outline=(250, 250, 250))
            surf = self._smooth((size, size), paint)
            self._cache[key] = surf
        return surf

    def thegame_colour(self, letter):
        return (THEGAME_COLOURS_CB if self.colour_blind else THEGAME_COLOURS)[letter]

    # --- drawing ---------------------------------------------------------------------------------
    def _smooth(self, size, paint):
        """Paint at 2x on a transparent surface, then smoothscale to `size`."""
        w, h = int(size[0]), int(size[1])
        big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
        paint(big)
        return pygame.transform.smoothscale(big, (w, h))

    def _card_base(self, s, fill=PAPER, edge=(60, 60, 60)):
        w, h = s.get_size()
        rad = int(w * 0.08)
        pygame.draw.rect(s, fill, s.get_rect(), border_radius=rad)
        pygame.draw.rect(s, edge, s.get_rect(), max(2, w // 90), border_radius=rad)
        return w, h, rad

    def _draw_face(self, s, deck, code):
        if deck == "thegame":
            self._draw_thegame(s, code)
        elif deck == "standard":
            self._draw_standard(s, code)
        elif deck == "flush":
            self._draw_flush(s, code)
        else:
            raise ValueError(f"unknown deck {deck!r}")

    def _draw_thegame(self, s, code):
        letter, n = code[0], code[1:]
        colour = self.thegame_colour(letter)
        w, h, rad = self._card_base(s, fill=colour, edge=theme.shade(colour, -0.45))
        ink = theme.ink_on(colour)
        shape = THEGAME_SYMBOLS[letter]
        # A light inner frame and a subtle background band, so the card reads as a card and not a tile.
        inner = s.get_rect().inflate(-w * 0.12, -w * 0.12)
        pygame.draw.rect(s, theme.shade(colour, 0.18), inner, border_radius=int(rad * 0.7))
        pygame.draw.rect(s, theme.shade(colour, 0.5), inner, max(2, w // 60), border_radius=int(rad * 0.7))
        # A faint pattern of the colour's symbol in the background: the colour is never the only cue.
        faint = theme.shade(colour, 0.32)
        step = w * 0.26
        for row in range(int(h / step) + 1):
            for col in range(int(w / step) + 1):
                x = inner.x + step * 0.5 + col * step + (step / 2 if row % 2 else 0)
                y = inner.y + step * 0.5 + row * step
                if inner.collidepoint(x, y):
                    draw_symbol(s, shape, (x, y), step * 0.16, faint)
        # The big number in a clear oval.
        oval = pygame.Rect(0, 0, w * 0.7, h * 0.46)
        oval.center = (w / 2, h * 0.47)
        pygame.draw.ellipse(s, PAPER, oval)
        pygame.draw.ellipse(s, theme.shade(colour, -0.3), oval, max(2, w // 50))
        num_colour = theme.shade(colour, -0.35) if theme.luminance(colour) > 0.55 else colour
        big = _render(h * (0.34 if len(n) == 1 else 0.28), True, n, num_colour)   # "10" must fit the oval
        _blit_centred(s, big, (w / 2, h * 0.47))
        # Corner indices: number and symbol, top-left and (upside down) bottom-right.
        idx = pygame.Surface((int(w * 0.24), int(h * 0.26)), pygame.SRCALPHA)
        num = _index(h * 0.13, n, ink)
        _blit_centred(idx, num, (idx.get_width() / 2, idx.get_height() * 0.3))
        draw_symbol(idx, shape, (idx.get_width() / 2, idx.get_height() * 0.76), w * 0.055, ink)
        s.blit(idx, (w * 0.06, h * THEGAME_INDEX_TOP))
        s.blit(pygame.transform.rotate(idx, 180), (w * 0.94 - idx.get_width(), h * 0.965 - idx.get_height()))
        # The symbol again under the number, large enough to read across the table.
        draw_symbol(s, shape, (w / 2, h * 0.79), w * 0.085, ink, outline=theme.shade(colour, -0.4))

    def _draw_standard(self, s, code):
        if code in ("BJ", "LJ"):
            self._draw_joker(s, code)
            return
        rank, suit = code[:-1], code[-1]
        w, h, rad = self._card_base(s)
        colour = (SUIT_COLOURS_CB if self.colour_blind else SUIT_COLOURS)[suit]
        glyph = SUIT_GLYPHS[suit]
        idx = pygame.Surface((int(w * 0.26), int(h * 0.3)), pygame.SRCALPHA)
        r_img = _render(h * (0.13 if rank != "10" else 0.115), True, rank, colour)
        _blit_centred(idx, r_img, (idx.get_width() / 2, idx.get_height() * 0.3))
        _blit_centred(idx, _render(h * 0.12, False, glyph, colour), (idx.get_width() / 2, idx.get_height() * 0.75))
        s.blit(idx, (w * 0.03, h * 0.02))
        s.blit(pygame.transform.rotate(idx, 180), (w * 0.97 - idx.get_width(), h * 0.98 - idx.get_height()))
        if rank in ("J", "Q", "K"):
            frame = pygame.Rect(w * 0.24, h * 0.2, w * 0.52, h * 0.6)
            pygame.draw.rect(s, theme.shade(colour, 0.85), frame, border_radius=int(w * 0.05))
            pygame.draw.rect(s, colour, frame, max(2, w // 70), border_radius=int(w * 0.05))
            _blit_centred(s, _render(h * 0.28, True, rank, colour), (w / 2, h * 0.42))
            _blit_centred(s, _render(h * 0.16, False, glyph, colour), (w / 2, h * 0.64))
        elif rank == "A":
            _blit_centred(s, _render(h * 0.42, False, glyph, colour), (w / 2, h / 2))
        else:
            pip_size = h * (0.12 if int(rank) <= 6 else 0.095)
            for (fx, fy, flip) in _PIPS[int(rank)]:
                pip = _render(pip_size, False, glyph, colour)
                if flip:
                    pip = pygame.transform.rotate(pip, 180)
                _blit_centred(s, pip, (w * (0.3 + 0.4 * fx), h * (0.2 + 0.6 * fy)))

    def _draw_joker(self, s, code):
        w, h, rad = self._card_base(s)
        colour = (196, 30, 50) if code == "BJ" else (30, 30, 34)
        # the corner index says which joker, in the strip a fanned hand leaves in view: a big star over
        # B-I-G, a small one over L-I-T-T-L-E (both said "JOKER", alike but for their colour: review 16, QW 57),
        # and the same index turned at the foot, as a numbered card's; no word across the face under the star,
        # which the next card of a fanned hand cut to "LITTL" (review 46)
        s.blit(self._joker_index(code, (w, h), colour), (0, 0))
        s.blit(pygame.transform.rotate(self._joker_index(code, (w, h), colour), 180), (0, 0))
        star = _render(h * 0.34, True, "\u2605", colour)
        _blit_centred(s, star, (w / 2, h * 0.46))

    @staticmethod
    def _joker_index(code, size, colour):
        """A joker's corner index on a clear card-sized layer: its star over its word, one letter a line, down
        the left strip (the whole word: a fanned hand shows that strip only)."""
        w, h = size
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        big = code == "BJ"
        _blit_centred(layer, _render(h * (0.2 if big else 0.1), True, "\u2605", colour), (w * 0.13, h * 0.1))
        word, top, step, letter = ("BIG", 0.25, 0.105, 0.115) if big else ("LITTLE", 0.2, 0.085, 0.095)
        for i, ch in enumerate(word):
            _blit_centred(layer, _render(h * letter, True, ch, colour), (w * 0.13, h * (top + i * step)))
        return layer

    def _draw_flush(self, s, code):
        navy = (34, 52, 92)
        w, h, rad = self._card_base(s, fill=(236, 240, 248), edge=navy)
        inner = s.get_rect().inflate(-w * 0.1, -w * 0.1)
        pygame.draw.rect(s, navy, inner, max(2, w // 45), border_radius=int(rad * 0.7))
        if code in ("F", "F+"):
            teal = (0, 128, 140)
            for i in range(5):  # a swirl of rings: the pile going down the drain
                pygame.draw.circle(s, theme.shade(teal, 0.15 * i), (w / 2, h * 0.44), w * (0.34 - i * 0.06),
                                   max(2, w // 40))
            if code == "F+":
                _blit_centred(s, _render(h * 0.2, True, "+", (200, 60, 40)), (w / 2, h * 0.44))
            for img, rect in flush_words(code, (w, h)):      # FLUSH (and PLUS)
                s.blit(img, rect)
            if h >= FLUSH_TINY_H:
                # a corner index, as a numbered card's top one: a Flush card peeking from under a base's
                # top (a face-up replay) or overlapped in a fanned hand showed a blank white strip (none at
                # the foot: the words FLUSH / PLUS say it there)
                idx = _render(max(h * 0.11, 18), True, code, (200, 60, 40) if code == "F+" else teal)
                s.blit(idx, (w * 0.1, h * 0.05))
            return
        mark = code[-1] if code[-1] in "SLD" else ""
        value = code[:-1] if mark else code
        tiny = h < FLUSH_TINY_H
        s.blit(*flush_value(code, (w, h)))
        if not tiny:
            # never below 10 px on screen (painted at 2x: 20 here): on the small cards of a 6-seat table at
            # 1024x640 it was 7 px high
            idx = _index(max(h * 0.12, 20), value, navy)
            s.blit(idx, (w * 0.1, h * 0.06))
            s.blit(pygame.transform.rotate(idx, 180), (w * 0.9 - idx.get_width(), h * 0.94 - idx.get_height()))
        if mark:
            col = FLUSH_MARKS[mark][2]
            top, bottom = FLUSH_MARK_BAND
            band = pygame.Rect(w * 0.12, h * top, w * 0.76, h * (bottom - top))
            pygame.draw.rect(s, col, band, border_radius=int(w * 0.04))
            for img, rect in flush_words(code, (w, h)):      # the kind's word (or the Deduction's amount)
                s.blit(img, rect)

    def _draw_back(self, s, style):
        dark, light = BACK_COLOURS.get(style, BACK_COLOURS["red"])
        w, h, rad = self._card_base(s, fill=(250, 250, 246), edge=(70, 70, 70))
        inner = s.get_rect().inflate(-w * 0.12, -w * 0.12)
        pygame.draw.rect(s, dark, inner, border_radius=int(rad * 0.6))
        # A lattice of diamonds clipped to the inner panel.
        lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(6, int(w * 0.14))
        for y in range(-step, inner.h + step, step):
            for x in range(-step, inner.w + step, step):
                off = step // 2 if (y // step) % 2 else 0
                cx, cy = x + off, y
                pygame.draw.polygon(lattice, light, [(cx, cy - step * 0.42), (cx + step * 0.42, cy),
                                                     (cx, cy + step * 0.42), (cx - step * 0.42, cy)], 2)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=int(rad * 0.6))
        lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(lattice, inner)
        pygame.draw.rect(s, light, inner, max(2, w // 40), border_radius=int(rad * 0.6))
        medal = pygame.Rect(0, 0, w * 0.42, w * 0.42)
        medal.center = inner.center
        pygame.draw.ellipse(s, (250, 246, 232), medal)
        pygame.draw.ellipse(s, dark, medal, max(2, w // 50))
        # an eight-pointed star, not a letter: a "Q" here read as a Queen on a face-down tiebreaker card
        cx, cy = medal.center
        outer, inner_r = medal.w * 0.36, medal.w * 0.13
        points = []
        for k in range(16):
            r = outer if k % 2 == 0 else inner_r
            if k % 4 == 2:
                r *= 0.62           # the diagonal points shorter: a compass rose
            a = math.pi * k / 8 - math.pi / 2
            points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(s, dark, points)

    def _draw_die(self, s, value, colour):
        w = s.get_width()
        rad = int(w * 0.18)
        pygame.draw.rect(s, theme.shade(colour, -0.35), s.get_rect(), border_radius=rad)
        face = s.get_rect().inflate(-w * 0.06, -w * 0.06)
        face.move_ip(-w * 0.015, -w * 0.015)
        pygame.draw.rect(s, colour, face, border_radius=rad)
        pip = (30, 30, 34) if theme.luminance(colour) > 0.5 else (250, 250, 250)
        for fx, fy in _DIE_PIPS.get(value, ()):
            pygame.draw.circle(s, pip, (face.x + face.w * fx, face.y + face.h * fy), w * 0.085)


# Pip positions for number cards (x, y in 0..1 of the pip area; flipped pips point down).
_PIPS = {
    2: [(0.5, 0, 0), (0.5, 1, 1)],
    3: [(0.5, 0, 0), (0.5, 0.5, 0), (0.5, 1, 1)],
    4: [(0, 0, 0), (1, 0, 0), (0, 1, 1), (1, 1, 1)],
    5: [(0, 0, 0), (1, 0, 0), (0.5, 0.5, 0), (0, 1, 1), (1, 1, 1)],
    6: [(0, 0, 0), (1, 0, 0), (0, 0.5, 0), (1, 0.5, 0), (0, 1, 1), (1, 1, 1)],
    7: [(0, 0, 0), (1, 0, 0), (0.5, 0.25, 0), (0, 0.5, 0), (1, 0.5, 0), (0, 1, 1), (1, 1, 1)],
    8: [(0, 0, 0), (1, 0, 0), (0.5, 0.25, 0), (0, 0.5, 0), (1, 0.5, 0), (0.5, 0.75, 1), (0, 1, 1), (1, 1, 1)],
    9: [(0, 0, 0), (1, 0, 0), (0, 1 / 3, 0), (1, 1 / 3, 0), (0.5, 0.5, 0), (0, 2 / 3, 1), (1, 2 / 3, 1),
        (0, 1, 1), (1, 1, 1)],
    10: [(0, 0, 0), (1, 0, 0), (0.5, 1 / 6, 0), (0, 1 / 3, 0), (1, 1 / 3, 0), (0, 2 / 3, 1), (1, 2 / 3, 1),
         (0.5, 5 / 6, 1), (0, 1, 1), (1, 1, 1)],
}
_DIE_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}

SPRITES = Sprites()
