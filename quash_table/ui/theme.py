"""Colours, fonts and sizes shared by every screen.

Sizes are written for a 1280x800 window and scaled with `Metrics.px`, so a board laid out once reads the
same from 1024x640 to 4K. Text is rendered through one cache: `font.render` costs far more than a blit,
and a board redraws every frame.
"""

import re

import pygame

from ..paths import asset_path
from . import tip_look
from .out_choice import STAND_IN_NOUN
from .word_bonds import (CLAUSE_ENDS, JOINERS, LEADS, OBJECT_VERBS, PREPOSITIONS, joins_numbers, leads, preposition,
                         short_tail)

BASE_SIZE = (1280, 800)
MIN_SIZE = (1024, 640)

# The table: green baize, dark panels, warm gold for "this is where to look".
FELT = (24, 94, 64)
FELT_EDGE = (12, 58, 40)
PANEL = (10, 34, 26)
PANEL_LIGHT = (30, 70, 54)
PANEL_LINE = (70, 120, 96)
TEXT = (242, 240, 230)
MUTED = (178, 196, 184)
DIM = (120, 140, 128)
GOLD = (246, 198, 86)
LEGAL = (118, 226, 140)
ILLEGAL = (236, 96, 84)
LIST_HOVER = (36, 86, 65)          # a list's row under the pointer: a shade lighter than the list, never gold
DAMAGED_HOVER = (92, 30, 26)       # a damaged save's row under the pointer: dark red ...
DAMAGED_LIGHT = (255, 196, 188)    # ... behind these pale red words (and a chosen one's colour)
WARN = (250, 140, 40)       # a lit place the rules warn about (QUASH: the spot's sequence will fail)
# a card in your hand you may not play now is shaded this dark (0-255; the kit's dim is 110, which read as every
# card alike at a glance, session 50): Quadruple War's and The Game's hands
UNPLAYABLE_SHADE = 165
SWAP = (120, 196, 255)      # a lit target that swaps a piece out (QUASH advanced): blue, apart from a lay's green
FOCUS = (255, 255, 255)     # the place the keyboard or pointer chose: a white ring, no meaning's colour
BUTTON = (46, 104, 80)
BUTTON_HOVER = (62, 130, 100)
BUTTON_DOWN = (34, 84, 64)
BUTTON_OFF = (40, 62, 54)
BUTTON_PRIMARY = (196, 142, 44)
BUTTON_PRIMARY_HOVER = (222, 166, 60)
SHADOW = (0, 0, 0, 90)

# Point sizes pygame_gui's html sizes map to (rules page headings): preloaded with the gui manager.
GUI_HTML_SIZES = (14, 16, 18, 20, 24)

FONT_FILES = {False: ("fonts", "DejaVuSans.ttf"), True: ("fonts", "DejaVuSans-Bold.ttf")}


class Metrics:
    """The window size and the scale factor that turns 1280x800 design pixels into screen pixels."""

    def __init__(self, size):
        self.w, self.h = size
        self.s = max(0.5, min(self.w / BASE_SIZE[0], self.h / BASE_SIZE[1]))
        self._px = {}            # a board asks for the same few sizes hundreds of times a frame

    def px(self, n):
        """Design pixels -> screen pixels (at least 1)."""
        v = self._px.get(n)
        if v is None:
            v = self._px[n] = max(1, int(round(n * self.s)))
        return v

    @property
    def rect(self):
        return pygame.Rect(0, 0, self.w, self.h)


_fonts = {}


READING_PX = 15        # the smallest pixel size of long running text (the rules page)


def reading_px(metrics):
    """The rules page's text size: the design's 16, never under READING_PX."""
    return max(READING_PX, metrics.px(16))


# design px between a list row's words and each end of its row (the theme's rows_left; the Load list's room)
ROW_PADDING = 12
# screen px of a pygame_gui list's scroll bar (UISelectionList's own width, not scaled) and of its border
LIST_SCROLL_BAR, LIST_BORDER = 20, 1


def font(size, bold=False, italic=False):
    """The bundled DejaVu Sans at a pixel size: it carries the suit glyphs and the colour symbols. It has
    no italic file: `italic` slants the face (SDL_ttf's synthesised italic)."""
    key = (size, bold, italic)
    f = _fonts.get(key)
    if f is None:
        f = pygame.font.Font(str(asset_path(*FONT_FILES[bold])), max(6, int(size)))
        f.italic = italic
        _fonts[key] = f
    return f


def ellipsize(text, size, width, bold=False):
    """`text` cut with an ellipsis to fit `width` pixels at `size` (whole when it fits)."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text.rstrip() + "\u2026")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,\u00b7") + "\u2026"      # never "Flush \u00b7\u2026"


def fit_forms(forms, size, width, bold=False):
    """The first of `forms` (a text, then shorter ways of saying it) that fits `width` pixels at `size`;
    if none does, the last cut after a whole word with an ellipsis (a word cut only when it is alone)."""
    f = font(size, bold)
    for text in forms:
        if f.size(text)[0] <= width:
            return text
    text = forms[-1]
    words = text.split(" ")
    while len(words) > 1 and f.size(" ".join(words).rstrip(" ,\u00b7") + "\u2026")[0] > width:
        words.pop()
    return ellipsize(" ".join(words).rstrip(" ,\u00b7") + "\u2026", size, width, bold)


_text_cache = {}
_TEXT_CACHE_LIMIT = 2048


def text(s, size, colour=TEXT, bold=False):
    """A rendered line of text (antialiased, transparent background), cached by its arguments."""
    key = (s, int(size), colour, bold)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > _TEXT_CACHE_LIMIT:
            _text_cache.clear()  # a crude bound: a long session's logs would otherwise grow it forever
        surf = font(size, bold).render(s, True, colour)
        _text_cache[key] = surf
    return surf


def blit_text(surface, s, size, pos, colour=TEXT, bold=False, anchor="topleft"):
    """Draw one line of text with its `anchor` (a pygame.Rect attribute name) at `pos`; returns its rect."""
    surf = text(s, size, colour, bold)
    r = surf.get_rect(**{anchor: pos})
    surface.blit(surf, r)
    return r


def _binds(before, after, soft=True, prev=None, then=None):
    """(`prev`: the word before `before`, where known: "Bot 2 / bid 7" is no count and its unit, "9 of / spades"
    a card, not a preposition's phrase; `then`: the word after `after`, where known; `soft`: a preposition binds
    too, and a word joining two numbers.)
    Would a line break between these two words cut a phrase: `after` is a short tail (not an article,
    which starts its phrase) and `before` does not end a clause, `before` an article, or `after` joins a
    number to the next ("6 and 4")? A number after a comma bound to the word before it, so the only breaks
    in "▸ Bot 4 wins the game, 123 to 72" cut the clause: "wins / the game" or "Bot 4 / wins" (review 18)."""
    return ((short_tail(after) and not leads(after) and not preposition(after) and not before.endswith(CLAUSE_ENDS))
            or leads(before) or (soft and preposition(before))
            or (soft and joins_numbers(before, after, then))
            or (_named_number(before, after) and not (prev and prev.lower() in NUMBERED_NOUNS)
                and (soft or not _card_cut(before, after)))
            or (before == "of" and prev is not None and RANK.fullmatch(prev) is not None)
            or after in CARD_NOUNS or _stand_in(before, after, prev))


# nouns a card's name ends with, kept with the word before it ("Bot 2's big / joker", review 56s)
CARD_NOUNS = frozenset({"joker", "jokers"})


def _stand_in(before, after, prev):
    """Inside a stand-in's name, "Your bot", "Ann's bot" (ui/out_choice.stand_in_name, its words): one name, never
    broken."""
    return after == STAND_IN_NOUN and (before == "Your" or before.endswith("'s"))


NUMBERED_NOUNS = frozenset({"spot", "spots", "base", "round", "pair", "trick", "hand", "stack", "bot", "player",
                            "octagon", "move"})
RANK = re.compile(r"\(?(\d+|[JQKA])")
# prepositions a number does not lead: "lays a 4 / on the pile" may break there ("of" is a card's: "9 of spades")
NOT_NAMED = LEADS | JOINERS | (PREPOSITIONS - {"of"})


def _card_cut(before, after):
    """Is a break between these words the one between a card's rank and its suit ("the 9 / of diamonds")? A soft
    bond: the move log breaks there only where every other break is worse (`_evenest`'s CARD_CUT)."""
    return after == "of" and RANK.fullmatch(before) is not None


def _named_number(before, after):
    """Is `before` a number that names a thing with `after`: a card ("a 5 / Skip", "a 4 / Deduction" broke a
    card's name in Flush's log; "9 / of spades" in QUASH's, "the 5 / of clubs" in Quadruple War's) or a count
    with its unit ("13 / tricks", "3 / points"), session 28?"""
    if after == "of":
        return RANK.fullmatch(before) is not None
    return (before.strip("(").isdigit() and after[:1].isalpha() and after.lower() not in NOT_NAMED
            and after not in ("Bot", "Player", "You"))


def _carry(f, line, word, width):
    """(what stays, what goes down) when a break before `word` would cut a phrase (`_binds`): the words
    before it go down with it while the break before the first of them would cut one too, if what goes
    down fits; else None."""
    stay, down = line.split(" "), [word]
    while len(stay) > 1 and _binds(stay[-1], down[0]):
        down.insert(0, stay.pop())
    down = " ".join(down)
    return (" ".join(stay), down) if f.size(down)[0] <= width else None


NBSP = "\u00a0"


def bound_units(s, units):
    """`s` with the spaces inside each unit made non-breaking: each of `units` (names: "Bot 3 (normal)",
    "Player 1"), a short bracketed phrase ("(1 cell left)") and a number with its word ("17 cells"), so a
    wrap breaks only between them ("2nd: Player / 1", "(1 / cell left)" in a result, review 20)."""
    for unit in sorted((u for u in units if " " in u), key=len, reverse=True):
        s = s.replace(unit, unit.replace(" ", NBSP))
    s = re.sub(r"\([^()]{1,28}\)", lambda mo: mo.group(0).replace(" ", NBSP), s)
    # a place with the name after it: a race's result broke "… 2nd: / Bot 3 (normal), …" (review 38)
    s = re.sub(r"(?<![\w.])(\d+(?:st|nd|rd|th):) ", lambda mo: mo.group(1) + NBSP, s)
    s = bind_numbered(s)
    return re.sub(r"(?<![\w.])(\d+) (?=\w)", lambda mo: mo.group(1) + NBSP, s)


# a place or turn named by its number ("spot 6", "round 2"): a hint's bubble broke "spot / 6" (review 22); and a
# number with the short word that leads to it, "a 1", "by 4": The Game's hint broke "starts ▲ with a / 1." (review 34)
NUMBERED = re.compile(r"\b(spot|spots|round|pair|trick|hand|stack|Bot|Player|[Aa]n?|by) (?=\d)")


def bind_numbered(s):
    """`s` with the space between a numbered noun (or an article, or "by") and its number non-breaking (every
    board's messages and prompts: BoardPainter.pill_rect; summaries' notes through bound_units)."""
    return NUMBERED.sub(lambda mo: mo.group(1) + NBSP, s)


def wrap(s, size, width, bold=False, tails=False, units=None, reach=0):
    """Split text into lines no wider than `width` pixels at this size (words kept whole where they fit).
    With `tails` (the move log), a line never starts with a short tail (`short_tail`): the word before it
    goes down with it ("on / spot 1", not "on spot / 1"), unless that word is all its line holds; nor
    ends with an article ("rolls / a double 1", not "rolls a / double 1") or a number a word joins to the
    next ("rolls / 6 and 4 (10)"). With `units` (a list, maybe empty), no break inside them nor inside
    bracketed phrases and numbers with their word (`bound_units`), unless one is wider than a line. `reach`
    (with `tails`): px past `width` a line may take where that spares an awkward break (`_even_lines`)."""
    if units is not None:
        bound = wrap(bound_units(s, units), size, width, bold, tails, reach=reach)
        if all(font(size, bold).size(line)[0] <= width for line in bound):
            return [line.replace(NBSP, " ") for line in bound]
    f = font(size, bold)
    lines = []
    for para in s.split("\n"):
        words = para.split(" ")
        even = _even_lines(f, words, width, reach) if tails else None
        if even is not None:
            lines += even
            continue
        line = ""
        for w in words:
            cand = w if not line else line + " " + w
            if f.size(cand)[0] <= width or not line:
                line = cand
            elif (tails and " " in line and _binds(line.rsplit(" ", 1)[-1], w)
                  and (carried := _carry(f, line, w, width))):
                head, line = carried
                lines.append(head)
            else:
                lines.append(line)
                line = w
        lines.append(line)
        if not tails:       # (the move log's tails keep their own rules: _even_lines, _carry)
            _no_orphan(f, lines, width)
    return lines


def _no_orphan(f, lines, width):
    """A paragraph's last line one word alone ("have.") under a line of several, or cut from the start of its
    bracketed phrase: words come down to it, no more
    than it takes to part the lines between two phrases (not inside a short bracketed phrase: "… click that cell /
    (or press 6)."), while it stays no wider than the line before it (and `width`) (the summary's "No card used up
    more numbers than another move of the same turn would / have.", session 26). Brought down until the two lines
    were balanced, "… or click / that cell (or press 6)." broke with room left on the line above (review 59).
    The number of lines is kept. Changes `lines` in place."""
    # (words bound by `bound_units` are words still: "cell (or press 6)." is no word alone; a last line that
    # starts inside a short bracketed phrase is mended alike: "… that cell (or / press 6).")
    if len(lines) < 2 or " " not in lines[-2]:
        return
    kept = lines[-2].split(" ")
    if " " in lines[-1].replace(NBSP, " ") and not _in_brackets(kept + lines[-1].split(" "))[len(kept)]:
        return
    head, last = lines[-2], lines[-1]
    while " " in head:
        rest, word = head.rsplit(" ", 1)
        down = f"{word} {last}"
        if f.size(down)[0] > min(width, f.size(rest)[0]):
            break
        head, last = rest, down
        kept = head.split(" ")
        if not _in_brackets(kept + last.split(" "))[len(kept)]:
            break       # the break falls between phrases now
    lines[-2:] = [head, last]


BRACKET_CHARS = 28     # a bracketed phrase this short is never broken ("(2nd / place)"), as bound_units keeps it


def _in_brackets(words):
    """For each word, whether a break before it would fall inside a short bracketed phrase ("(the total 10 did
    / not fit)" in NumberQuash's log, session 25)."""
    inside, start = [False] * len(words), None
    for i, w in enumerate(words):
        if start is None and w.startswith("(") and not w.rstrip(".,;:").endswith(")"):
            start = i
        elif start is not None and w.rstrip(".,;:").endswith(")"):
            if len(" ".join(words[start:i + 1])) <= BRACKET_CHARS:
                for k in range(start + 1, i + 1):
                    inside[k] = True
            start = None
    return inside


def _even_lines(f, words, width, reach=0):
    """The move log's lines for one paragraph: breaks only where `_binds` allows, as few lines as the
    greedy wrap needs or fewer, and of those the evenest (the least squared room left on its lines, the
    last line's a quarter). Breaking greedily and then carrying a phrase down left a half-empty line above it ("... put
    / a red quasher on / bonus octagon 12 - roll again"). None when a phrase is too long for any line (the
    greedy wrap then breaks inside it). `reach`: lines up to `width + reach` wide where that takes fewer
    awkward breaks (the caller's margin): "Bot 4 plays the 10 of diamonds" was 2 px too wide for the log's
    column at 1024x640 and every break in it was awkward ("Bot 4 / plays ...", review 36)."""
    n = len(words)
    if n < 2:
        return None
    widths = {}         # (i, j) -> the px of words[i:j] as one line, measured once for both widths tried
    cost, out = _evenest(f, words, width, widths)
    if reach > 0 and out is not None and cost[1]:
        wide_cost, wide = _evenest(f, words, width + reach, widths)
        if wide is not None and wide_cost[:2] < cost[:2]:
            return wide
    return out


CARD_CUT = 1.5      # the awkwardness of a break between a card's rank and its suit (`_evenest`)


def _evenest(f, words, width, widths):
    """(cost: (lines, awkward breaks, raggedness), lines) of `_even_lines` within `width`; lines None where a
    phrase is too long for any line. `widths`: the lines' px measured so far (filled in here)."""
    n = len(words)
    inf = (n + 1, 0, 0)
    best = [inf] * (n + 1)          # best[i]: (lines, awkward lines, raggedness) for words[i:]
    nxt = [n] * (n + 1)
    best[n] = (0, 0, 0)
    inside = _in_brackets(words)
    # whether a line may break before word j depends on j alone: asked once a word, not once a line tried
    bound = [j < n and (_binds(words[j - 1], words[j], False, words[j - 2] if j > 1 else None,
                               words[j + 1] if j + 1 < n else None) or inside[j])
             for j in range(n + 1)]
    # a word joining two numbers goes down from the first only where that spares a line, as a preposition does
    # ("Bot 3 covers / left yellow 1 and 9 — rolls / again" kept "1 and 9" whole at a line's cost, review 59)
    joined = [j < n and joins_numbers(words[j - 1], words[j], words[j + 1] if j + 1 < n else None)
              for j in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(i + 1, n + 1):
            if bound[j]:
                continue            # no break between these two words
            w = widths.get((i, j))
            if w is None:
                w = widths[i, j] = f.size(" ".join(words[i:j]))[0]
            if w > width:
                break               # longer lines only grow wider
            rest = best[j]
            if rest == inf:
                continue
            room = (width - w) ** 2
            room = room // 4 if j == n else room        # a short last line counts less
            # awkward, where as many lines can do without: a line ending in a preposition ("on / the pile") or a
            # possessive ("on BLACK's / spot 7"), a word alone on a line ("... a FAILED / sequence")
            # (a possessive the least: "card of base 3" over "the old pile's / one card")
            # (a verb before its object as a preposition: "Bot 2 / plays the 6 of diamonds", not "Bot 2 plays / the ...")
            # (and, less, a name cut from that verb: "Bot 4 / plays the 10 of diamonds" left the name alone, review 36)
            # (a name alone before its verb is a word alone: "Your bot / plays ...", 56s; "Player 2 / plays the
            # 9 of diamonds" too, session 59, where "Player 2 plays the 9 / of diamonds" keeps the name with its verb)
            # (a card's rank parted from its suit, CARD_CUT: less than a verb cut from its card, more than the rest)
            awkward = (j < n and (2 * (preposition(words[j - 1]) or words[j - 1] in OBJECT_VERBS or joined[j])
                                  or words[j - 1].endswith("'s") or words[j] in OBJECT_VERBS
                                  or CARD_CUT * _card_cut(words[j - 1], words[j]))) \
                + 2 * ((j == i + 1 and (i > 0 or j < n)) or (j - i > 1 and j < n and words[j] in OBJECT_VERBS
                                                               and all(bound[i + 1:j])))
            cost = (rest[0] + 1, rest[1] + awkward, rest[2] + room)
            if cost < best[i]:
                best[i], nxt[i] = cost, j
    if best[0] == inf:
        return inf, None
    out, i = [], 0
    while i < n:
        out.append(" ".join(words[i:nxt[i]]))
        i = nxt[i]
    return best[0], out


def wrap_balanced(s, size, width, bold=False, units=None):
    """`wrap` into as few lines as it takes, made as even as they can be: the narrowest width that needs
    no more lines, so a sentence's last word never stands alone on a line of its own ("10."). `units`:
    as `wrap`'s."""
    lines = wrap(s, size, width, bold, units=units)
    if len(lines) < 2 or "\n" in s:
        return lines
    lo, hi = width // 2, width          # the narrowest width in [lo, hi] giving as few lines
    while lo < hi:
        mid = (lo + hi) // 2
        if len(wrap(s, size, mid, bold, units=units)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap(s, size, hi, bold, units=units)


_fit_cache = {}


def fit_size(s, size, width, bold=False, smallest=8):
    """The largest size <= `size` at which `s` fits in `width` pixels on one line."""
    key = (s, size, width, bold, smallest)
    got = _fit_cache.get(key)
    if got is None:
        if len(_fit_cache) > _TEXT_CACHE_LIMIT:
            _fit_cache.clear()
        # from the size the width measured at `size` points to, not down a size at a time: each size tried is a
        # font loaded, and a big word (Flush's "FLUSH!") loaded ten on one frame (issue 22, session 56)
        wide = font(size, bold).size(s)[0]
        got = size if wide <= width else max(smallest, min(size - 1, int(size * width / max(1, wide))))
        while got < size and font(got + 1, bold).size(s)[0] <= width:
            got += 1
        while got > smallest and font(got, bold).size(s)[0] > width:
            got -= 1
        _fit_cache[key] = got
    return got


def shade(colour, k):
    """Lighter (k > 0) or darker (k < 0) by a fraction of the way to white or black."""
    if k >= 0:
        return tuple(int(c + (255 - c) * k) for c in colour[:3])
    return tuple(int(c * (1 + k)) for c in colour[:3])


def luminance(colour):
    r, g, b = (c / 255 for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ink_on(colour):
    """Text colour readable on a background of `colour`."""
    return (28, 28, 30) if luminance(colour) > 0.55 else (252, 252, 248)


_felt_cache = {}


def felt(size):
    """The table background at `size`: a soft radial vignette over baize, drawn once per window size."""
    surf = _felt_cache.get(size)
    if surf is None:
        w, h = size
        small = pygame.Surface((64, 40))
        cx, cy = 32, 17
        for y in range(40):
            for x in range(64):
                d = (((x - cx) / 36) ** 2 + ((y - cy) / 26) ** 2) ** 0.5
                k = min(1.0, d)
                small.set_at((x, y), tuple(int(FELT[i] * (1 - k) + FELT_EDGE[i] * k) for i in range(3)))
        surf = pygame.transform.smoothscale(small, size).convert()
        _felt_cache.clear()
        _felt_cache[size] = surf
    return surf


def panel(surface, rect, colour=PANEL, alpha=200, radius=10, border=None, width=1):
    """A translucent rounded panel (drawn through a cached surface, since alpha fills need one)."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    key = ("panel", rect.size, colour, alpha, radius, border, width)
    surf = _text_cache.get(key)
    if surf is None:
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*colour[:3], alpha), surf.get_rect(), border_radius=radius)
        if border is not None:
            pygame.draw.rect(surf, border, surf.get_rect(), width, border_radius=radius)
        _text_cache[key] = surf
    surface.blit(surf, rect)


def gui_theme(metrics):
    """A pygame_gui theme dict for this window size: the bundled font at sizes that scale with it."""
    regular = str(asset_path(*FONT_FILES[False]))
    bold = str(asset_path(*FONT_FILES[True]))

    def fnt(size, is_bold=False):
        return {"name": "dejavu", "size": str(metrics.px(size)), "bold": "1" if is_bold else "0",
                "regular_path": regular, "bold_path": bold}

    def hexc(c):
        return "#%02x%02x%02x" % tuple(c[:3])

    colours = {
        "normal_bg": hexc(BUTTON), "hovered_bg": hexc(BUTTON_HOVER), "active_bg": hexc(BUTTON_DOWN),
        "selected_bg": hexc(BUTTON_HOVER), "disabled_bg": hexc(BUTTON_OFF),
        "dark_bg": hexc(PANEL), "normal_text": hexc(TEXT), "hovered_text": "#ffffff",
        "selected_text": "#ffffff", "disabled_text": hexc(DIM), "active_text": "#ffffff",
        "normal_border": hexc(PANEL_LINE), "hovered_border": hexc(GOLD), "selected_border": hexc(GOLD),
        "active_border": hexc(GOLD), "disabled_border": hexc(PANEL_LINE),
        "text_cursor": hexc(GOLD), "link_text": hexc(GOLD), "link_hover": "#ffffff",
        "filled_bar": hexc(GOLD), "unfilled_bar": hexc(PANEL),
    }
    picked = {"selected_bg": hexc(GOLD), "selected_text": "#1c1c1c"}
    # a row under the pointer is a shade lighter, its outline green: a filled green bar and a gold outline (the
    # buttons' hover) beside the chosen row's gold read as two chosen rows (review 38, the Load list)
    pointed = {"hovered_bg": hexc(LIST_HOVER), "hovered_text": hexc(TEXT), "hovered_border": hexc(PANEL_LINE),
               "active_bg": hexc(LIST_HOVER), "active_text": hexc(TEXT), "active_border": hexc(PANEL_LINE)}
    # a list's rows start at its left edge, each game's name under the one above: centred rows of
    # different lengths began anywhere and were hard to scan (review 39, the Load list)
    rows_left = {"text_horiz_alignment": "left", "text_horiz_alignment_padding": str(metrics.px(ROW_PADDING))}
    misc = {"shape": "rounded_rectangle", "shape_corner_radius": str(metrics.px(8)),
            "border_width": "1", "shadow_width": "0"}
    return {
        "defaults": {"colours": colours, "font": fnt(16), "misc": misc},
        "button": {"font": fnt(17, True), "misc": misc},
        "label": {"font": fnt(16), "colours": {"dark_bg": "#00000000", "normal_text": hexc(TEXT)}},
        "#title": {"font": fnt(42, True), "colours": {"normal_text": hexc(GOLD)}},
        "#heading": {"font": fnt(24, True), "colours": {"normal_text": hexc(GOLD)}},
        "#muted": {"font": fnt(14), "colours": {"normal_text": hexc(MUTED)}},
        # muted words under a tick box's own (Settings' Allow undo), starting where the box's words start
        "#muted_left": {"font": fnt(14), "colours": {"normal_text": hexc(MUTED)},
                        "misc": {"text_horiz_alignment": "left"}},
        # a menu screen's help line (New game's, under the seat rows): readable words, not a muted note
        "#help_line": {"font": fnt(tip_look.HELP_MENU), "colours": {"normal_text": hexc(TEXT)},
                       "misc": {"text_horiz_alignment": "left"}},
        # a note a player must read (Settings' under the title and under its choices): the help line's size and
        # the words' own colour; the muted 14 was hard to read at 1024x640 (review 39)
        "#note": {"font": fnt(tip_look.HELP_MENU), "colours": {"normal_text": hexc(TEXT)}},
        "#error": {"font": fnt(15, True), "colours": {"normal_text": hexc(ILLEGAL)}},
        "#primary": {"colours": {"normal_bg": hexc(BUTTON_PRIMARY), "hovered_bg": hexc(BUTTON_PRIMARY_HOVER),
                                 "normal_text": "#1c1c1c", "hovered_text": "#000000"}},
        "text_box": {"font": fnt(16), "colours": {"dark_bg": hexc(PANEL)},
                     "misc": {"padding": f"{metrics.px(14)},{metrics.px(10)}"}},
        # the rules page's running text: never under READING_PX (at 13 px DejaVu's "rn" touches, and "turns"
        # read "tums" all through the rules at 1024x640, review 49c)
        "#rules_text": {"font": dict(fnt(16), size=str(reading_px(metrics))), "colours": {"dark_bg": hexc(PANEL)},
                        "misc": {"padding": f"{metrics.px(14)},{metrics.px(10)}"}},
        "text_entry_line": {"font": fnt(16), "colours": {"dark_bg": "#0b2219"}},
        "drop_down_menu": {"font": fnt(16), "misc": misc},
        # a drop-down of colours (base.drop_down's swatch): each name right of its colour's square
        "#swatch_pick.#selected_option": {"misc": {"text_horiz_alignment": "left",
                                                   "text_horiz_alignment_padding": str(metrics.px(28))}},
        "#swatch_pick.#drop_down_options_list.button": {
            "misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": str(metrics.px(28))}},
        # a drop-down's open list: rows as tall as a menu line at this size (pygame_gui's 20 px crowded them)
        "#drop_down_options_list": {"misc": {"list_item_height": str(metrics.px(34))}},
        "selection_list": {"font": fnt(16)},
        # A list's rows sit on the list's own dark colour, so none looks chosen before a click (the Load
        # screen marks the chosen one in gold); a damaged save reads red, a game kept automatically muted.
        # The chosen row: dark text on gold (light text on the light-green bar was hard to read).
        "selection_list.#item_list_item": {"colours": dict(picked, normal_bg=hexc(PANEL), **pointed),
                                           "misc": rows_left},
        "selection_list.#kept_save": {"colours": dict(picked, normal_bg=hexc(PANEL), normal_text=hexc(MUTED),
                                                      **pointed), "misc": rows_left},
        # a damaged save's row keeps its red words legible under the pointer and when chosen: the light
        # green hover under red words (and red on gold) could not be read (session 22), so it lights a dark
        # red behind light red words, and a chosen one is dark words on its pale red
        "selection_list.#damaged_save": {"colours": dict(
            normal_bg=hexc(PANEL), normal_text=hexc(ILLEGAL), hovered_bg=hexc(DAMAGED_HOVER),
            hovered_text=hexc(DAMAGED_LIGHT), active_bg=hexc(DAMAGED_HOVER), active_text=hexc(DAMAGED_LIGHT),
            selected_bg=hexc(DAMAGED_LIGHT), selected_text="#1c1c1c"), "misc": rows_left},
        # a group's heading in a list (Load's "Unfinished games"): gold words on the list's colour, never lit
        "selection_list.#list_heading": {"colours": {
            **{f"{state}_bg": hexc(PANEL) for state in ("normal", "hovered", "selected", "active")},
            **{f"{state}_text": hexc(GOLD) for state in ("normal", "hovered", "selected", "active")}},
            "font": fnt(15, True)},
        "panel": {"colours": {"dark_bg": hexc(PANEL)}, "misc": {"shape": "rounded_rectangle",
                                                               "shape_corner_radius": str(metrics.px(12))}},
        "check_box": {"font": fnt(16)},
        # every tooltip as a board's (tip_look: one style, review 29)
        "tool_tip.text_box": {"font": fnt(tip_look.TEXT), "colours": {"dark_bg": hexc(tip_look.BG),
                                                                     "normal_border": hexc(PANEL_LINE)},
                              "misc": {"padding": f"{metrics.px(tip_look.PAD_X)},{metrics.px(tip_look.PAD_Y)}",
                                       "shape": "rounded_rectangle",
                                       "shape_corner_radius": str(metrics.px(tip_look.RADIUS)),
                                       "border_width": "1", "shadow_width": "0"}},
    }


def target_colour(look, warned, legal=True):
    """The colour a held piece's target is lit in: amber where the rules warn, blue for a swap (`look`
    "swap": lay and swap were both green, session 46), green for any other legal place, else red."""
    return WARN if warned else SWAP if look == "swap" and legal else LEGAL if legal else ILLEGAL
