"""The players' rules files (`assets/rules/<id>.md`) as pygame_gui text-box markup.

The files are simple markdown, one paragraph or list item a line: `#` headings, paragraphs, `-` / `*` /
`1.` list items (nested by indentation), `**bold**`, `*italic*` / `_italic_`, `` `code` `` and pipe tables.
pygame_gui's text box draws headings, paragraphs and inline styles from html; what it cannot lay out
(a table's aligned columns) is drawn here into an image at the text's own size and colours, wrapped
to the page's width, and shown in the text with an `<img>` tag.

The bundled DejaVu has no italic file: `enable_italic(manager)` has pygame_gui slant the regular face
(SDL_ttf's synthesised italic) for `<i>`, instead of showing it upright.
"""

import atexit
import hashlib
import html
import os
import re
import shutil
import tempfile

import pygame

from . import rules_cards, theme
from .theme import font

HEADING_COLOUR = "#f6c656"
# a heading's type as a share of the text's, by level: fixed html sizes (6, 5, 4.5: 24, 18 and 16 pt) stood a
# "###" as large as the text at 1280x800 and larger than it by a quarter at 1024x640 (session 45, the rules
# pages' Learn to play: their sections' headings loomed in the smaller window)
HEADING_SHARE = {1: 1.6, 2: 1.3}
SUBHEADING_SHARE = 1.15


def heading_px(level, size):
    """The pixel size of a heading of `level` over text of `size` px."""
    return round(size * HEADING_SHARE.get(level, SUBHEADING_SHARE))
NBSP = "\u00a0"

_LIST = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


# --- blocks ----------------------------------------------------------------------------------------
def blocks(text):
    """The file as a list of blocks: ("heading", level, text), ("para", text), ("item", depth, marker,
    text), ("table", header cells, [row cells]), ("cards", deck, [(caption, codes)]) (rules_cards.py),
    ("blank",). One line is one block, except tables."""
    lines = text.splitlines()
    out = []
    indents = []                  # the indentation of each open list level
    i = 0
    while i < len(lines):
        raw = lines[i].rstrip()
        if not raw.strip():
            out.append(("blank",))
            indents = []
            i += 1
            continue
        if raw.lstrip().startswith("|") and i + 1 < len(lines) and _TABLE_RULE.match(lines[i + 1]):
            header = cells(raw)
            rows = []
            i += 2
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(cells(lines[i]))
                i += 1
            width = max([len(header)] + [len(r) for r in rows])
            header += [""] * (width - len(header))
            rows = [r + [""] * (width - len(r)) for r in rows]
            out.append(("table", header, rows))
            indents = []
            continue
        pictured = rules_cards.parse(raw)
        if pictured is not None:            # a picture of cards (rules_cards.py)
            out.append(("cards", *pictured))
            indents = []
            i += 1
            continue
        if raw.startswith("#"):
            level = len(raw) - len(raw.lstrip("#"))
            out.append(("heading", level, raw.lstrip("#").strip()))
            indents = []
            i += 1
            continue
        mo = _LIST.match(raw)
        if mo:
            indent = len(mo.group(1).expandtabs(4))
            while indents and indent < indents[-1]:
                indents.pop()
            if not indents or indent > indents[-1]:
                indents.append(indent)
            marker = mo.group(2)
            out.append(("item", len(indents) - 1, marker, mo.group(3)))
        elif indents and raw[0].isspace():
            # an indented line under a list item goes on that item (a marker of its own: "")
            indent = len(raw.expandtabs(4)) - len(raw.expandtabs(4).lstrip())
            out.append(("item", max(0, sum(1 for k in indents if k < indent) - 1), "", raw.strip()))
        else:
            out.append(("para", raw.strip()))
            indents = []
        i += 1
    return out


def cells(line):
    """The cells of a pipe-table row."""
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|") and not s.endswith("\\|"):
        s = s[:-1]
    return [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", s)]


# --- inline styles ---------------------------------------------------------------------------------
_CODE = re.compile(r"`([^`]+)`")
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_ITALIC_STAR = re.compile(r"(?<![*\w])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![*\w])")
_ITALIC_UNDER = re.compile(r"(?<![_\w])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![_\w])")


def spans(text):
    """[(text, bold, italic)] of one line's inline markdown (code is shown bold, as the rules page
    always did)."""
    marked = _CODE.sub(lambda mo: "\x01" + mo.group(1) + "\x02", text)
    marked = _BOLD.sub(lambda mo: "\x01" + mo.group(1) + "\x02", marked)
    marked = _ITALIC_STAR.sub(lambda mo: "\x03" + mo.group(1) + "\x04", marked)
    marked = _ITALIC_UNDER.sub(lambda mo: "\x03" + mo.group(1) + "\x04", marked)
    out = []
    bold = italic = False
    buf = ""
    for ch in marked:
        if ch in "\x01\x02\x03\x04":
            if buf:
                out.append((buf, bold, italic))
                buf = ""
            if ch == "\x01":
                bold = True
            elif ch == "\x02":
                bold = False
            elif ch == "\x03":
                italic = True
            else:
                italic = False
        else:
            buf += ch
    if buf:
        out.append((buf, bold, italic))
    return _punctuation_in_italic(out)


# Punctuation that closes up to the word before it. SDL_ttf's synthesised italic (enable_italic) measures a
# slanted run wider than its letters by the slant of its last one, and pygame_gui lays the next text after
# that width: punctuation set right after an italic run stood a space apart ("*Basic*: " read "Basic :").
_CLOSING = ".,:;!?)]}\u2019\u201d\"'\u2026"
# The space after an italic run is a hair space: with the slant's overhang it makes about a space.
HAIR = "\u200a"


def _punctuation_in_italic(runs):
    """The punctuation that follows an italic run, with no space between, is set in the run itself (a comma
    or colon slanted with its word is hardly seen; a gap before it is): the slant's extra width then falls
    where a space follows anyway. So too after a bold run: pygame_gui may break a line where the style
    changes, and "**leftover cards**:" wrapped its colon to a line of its own (review 47a)."""
    out = []
    for text, bold, italic in runs:
        if out and ((out[-1][2] and not italic) or (out[-1][1] and not bold)):
            n = len(text) - len(text.lstrip(_CLOSING))
            if n:
                prev = out[-1]
                out[-1] = (prev[0] + text[:n], prev[1], prev[2])
                text = text[n:]
                if not text:
                    continue
        out.append((text, bold, italic))
    return out


def inline_html(text):
    """One line's inline markdown as pygame_gui html."""
    parts = []
    after_italic = False
    for s, bold, italic in spans(text):
        if after_italic and not italic and s.startswith(" "):
            s = HAIR + s[1:]            # the slant's overhang is most of the space (see _CLOSING)
        after_italic = italic
        s = html.escape(s)
        if italic:
            s = f"<i>{s}</i>"
        if bold:
            s = f"<b>{s}</b>"
        parts.append(s)
    return "".join(parts)


# --- the page --------------------------------------------------------------------------------------
def to_html(text, width=None, size=16, colour=theme.TEXT, line=theme.PANEL_LINE, head=theme.GOLD):
    """The rules file as text-box html. `width` is the room for a table in screen pixels and `size` the
    text's pixel size; tables become images (None: each table row as a plain line, cells split by
    " \u00b7 ", for callers without a display)."""
    out = []
    after_image = False
    bullets = {}                 # depth -> the marker of the last item there (its more lines go under it)
    for b in blocks(text):
        kind = b[0]
        if kind == "blank":
            # the image's own line already leaves a gap under it; and blank lines in a row are one gap, as in any
            # markdown (two over Quadruple War's card strip left a blank line above it, session 61)
            if not after_image and out[-1:] != [""]:
                out.append("")
            after_image = False
            continue
        after_image = False
        if kind == "heading":
            level, words = b[1], b[2]
            out.append(f"<font color='{HEADING_COLOUR}' pixel_size={heading_px(level, size)}><b>{inline_html(words)}"
                       "</b></font>")
        elif kind == "para":
            out.append(inline_html(b[1]))
        elif kind == "item":
            depth, marker, words = b[1], b[2], b[3]
            if marker:
                bullet = marker if marker[0].isdigit() else ("\u2022" if depth % 2 == 0 else "\u25e6")
                bullets[depth] = bullet
            lead = NBSP * (5 * depth) + bullets.get(depth, "\u2022") + " "
            if not marker:                  # more of the item above: under its words, no bullet
                lead = _pad(lead, size) if width is not None else NBSP * (len(lead) + 1)
            if width is None:
                out.append(lead + inline_html(words))
            else:
                out.extend(hanging_item(lead, words, width, size))
        elif kind == "cards":
            if width is None:
                out.append(html.escape(rules_cards.plain(b[1], b[2])))
            else:
                out.append(f"<img src='{image_file(rules_cards.surface(b[1], b[2], width, size))}'>")
                after_image = True
        elif kind == "table":
            header, rows = b[1], b[2]
            if width is None:
                out.extend(" \u00b7 ".join(inline_html(c) for c in r) for r in [header] + rows)
            else:
                surf = table_surface(header, rows, width, size, colour, line, head)
                out.append(f"<img src='{image_file(surf)}'>")
                after_image = True
    return "<br>".join(out)


def _pad(lead, size):
    """Non-breaking spaces as wide as `lead` (at least)."""
    return NBSP * -(-font(size).size(lead)[0] // max(1, font(size).size(NBSP)[0]))


def hanging_item(lead, words, width, size):
    """A list item wrapped here, its later lines indented under its first word (the text box would
    start them at the margin, where they read as paragraphs): html lines for a page `width` wide."""
    lead_w = font(size).size(lead)[0]
    pad = _pad(lead, size)
    # a little short of the room: the text box measures with its own copy of the font
    ws = _words(words)
    lines, _ = _wrap(ws, max(size * 4, width - lead_w - size), size)
    out = []
    j = 0
    for n, line in enumerate(lines):
        # the words of one style are set in one tag ("<i>your partner</i>"), not a tag a word: each italic
        # piece is measured wider than its letters by its slant, which stood as a second space between
        runs = []
        for k, (_, w, bold, italic) in enumerate(line):
            text = (" " if k and ws[j][3] else "") + w
            if runs and runs[-1][1:] == [bold, italic]:
                runs[-1][0] += text
            else:
                runs.append([text, bold, italic])
            j += 1
        parts = []
        for r, (text, bold, italic) in enumerate(runs):
            lead_space = " " if text.startswith(" ") else ""
            if lead_space and r and runs[r - 1][2]:
                lead_space = HAIR       # the slant's overhang is most of the space (see _CLOSING)
            w = html.escape(text[len(lead_space):])
            if italic:
                w = f"<i>{w}</i>"
            if bold:
                w = f"<b>{w}</b>"
            parts.append(lead_space + w)
        out.append((lead if n == 0 else pad) + "".join(parts))
    return out


# --- tables ----------------------------------------------------------------------------------------
def _words(cell, bold_all=False):
    """A cell's inline markdown as [(word, bold, italic, space before)]."""
    out = []
    for s, bold, italic in spans(cell):
        for j, w in enumerate(re.split(r"(\s+)", s)):
            if not w:
                continue
            if w.isspace():
                out.append((" ", False, False, False))
            else:
                out.append((w, bold or bold_all, italic, False))
    # fold the spaces into the next word
    words, space = [], False
    for w, bold, italic, _ in out:
        if w == " ":
            space = True
            continue
        words.append((w, bold, italic, space and bool(words)))
        space = False
    return words


def _wrap(words, width, size):
    """Greedy word wrap: lines of [(x, word, bold, italic)], and the widest line."""
    lines, cur, x, widest = [], [], 0, 0
    sp = font(size).size(" ")[0]
    for w, bold, italic, space in words:
        ww = font(size, bold, italic).size(w)[0]
        gap = sp if space and cur else 0
        if cur and x + gap + ww > width:
            lines.append(cur)
            widest = max(widest, x)
            cur, x, gap = [], 0, 0
        cur.append((x + gap, w, bold, italic))
        x += gap + ww
    if cur or not lines:
        lines.append(cur)
        widest = max(widest, x)
    return lines, widest


def column_widths(natural, least, room):
    """Column widths that fit `room`: each column's natural width if they all fit; otherwise the
    widest columns give way (never below their longest word) until the table fits."""
    widths = list(natural)
    while sum(widths) > room:
        i = max(range(len(widths)), key=lambda k: widths[k] - least[k])
        if widths[i] <= least[i]:
            break                  # every column at its longest word: the table is as narrow as it goes
        widths[i] = max(least[i], widths[i] - max(1, (sum(widths) - room)))
    return widths


def table_layout(header, rows, width, size):
    """(column widths, [(row lines per cell, row height)], padding) for a table `width` pixels wide."""
    pad = max(4, size // 2)
    grid = [header] + rows
    ncol = len(header)
    words = [[_words(c, bold_all=(r == 0)) for c in row] for r, row in enumerate(grid)]
    natural = [0] * ncol
    least = [0] * ncol
    for row in words:
        for k, ws in enumerate(row):
            natural[k] = max(natural[k], _wrap(ws, 1 << 30, size)[1])
            least[k] = max([least[k]] + [font(size, b, it).size(w)[0] for w, b, it, _ in ws])
    room = width - 2 * pad * ncol
    inner = column_widths(natural, least, room)
    line_h = font(size).get_linesize()
    laid = []
    for row in words:
        cells_lines = [_wrap(ws, inner[k], size)[0] for k, ws in enumerate(row)]
        laid.append((cells_lines, max(len(c) for c in cells_lines) * line_h + 2 * pad))
    return inner, laid, pad


def table_surface(header, rows, width, size=16, colour=theme.TEXT, line=theme.PANEL_LINE, head=theme.GOLD):
    """A pipe table drawn as aligned columns no wider than `width`: the header bold in `head`, a rule
    under it and faint lines between rows; long cells wrap inside their column."""
    inner, laid, pad = table_layout(header, rows, width, size)
    total_w = sum(inner) + 2 * pad * len(inner)
    total_h = sum(h for _, h in laid)
    surf = pygame.Surface((max(1, total_w), max(1, total_h)), pygame.SRCALPHA)
    line_h = font(size).get_linesize()
    y = 0
    for r, (cells_lines, h) in enumerate(laid):
        x = 0
        for k, lines in enumerate(cells_lines):
            for n, ln in enumerate(lines):
                for wx, w, bold, italic in ln:
                    img = font(size, bold, italic).render(w, True, head if r == 0 else colour)
                    surf.blit(img, (x + pad + wx, y + pad + n * line_h))
            x += inner[k] + 2 * pad
        y += h
        if r < len(laid) - 1:
            thick = max(1, size // 10) if r == 0 else 1
            pygame.draw.line(surf, head if r == 0 else line, (0, y - 1), (total_w, y - 1), thick)
    x = 0
    for k in range(len(inner) - 1):            # faint column lines
        x += inner[k] + 2 * pad
        pygame.draw.line(surf, line, (x, 0), (x, total_h), 1)
    if total_w > width > 0:                  # even word by word it is too wide: shrink it to the page
        surf = pygame.transform.smoothscale(surf, (width, max(1, total_h * width // total_w)))
    return surf


_dir = None


def image_file(surf):
    """A PNG of `surf` in this run's scratch folder (pygame_gui's <img> reads a file), by content."""
    global _dir
    if _dir is None or not os.path.isdir(_dir):
        _dir = tempfile.mkdtemp(prefix="quash-table-rules-")
        atexit.register(shutil.rmtree, _dir, True)
    raw = pygame.image.tobytes(surf, "RGBA")
    name = hashlib.sha1(raw + repr(surf.get_size()).encode()).hexdigest()[:16] + ".png"
    path = os.path.join(_dir, name)
    if not os.path.exists(path):
        tmp = path + ".tmp.png"
        pygame.image.save(surf, tmp)
        os.replace(tmp, path)
    return path.replace("\\", "/")


# --- italics in pygame_gui -------------------------------------------------------------------------
def enable_italic(manager, sizes=(), name="dejavu"):
    """Have the manager's `name` font slant its regular (and bold) face for <i>: the bundled font has no
    italic file, and pygame_gui would otherwise draw <i> upright. Then preload the italic sizes and the
    headings' bold (heading_px)."""
    try:
        fonts = manager.get_theme().get_font_dictionary()
        paths = fonts.known_font_paths.get(name)
    except AttributeError:
        return False
    if not paths or len(paths) < 4:
        return False
    regular = paths[0][0]
    if paths[2] != (regular, True):
        paths[2] = (regular, True)       # (file, force the style): SDL_ttf slants it
        paths[3] = (regular, True)      # synthesised bold too: the bold file would be emboldened twice
    want = []
    for size in sizes:      # the headings' bold too (heading_px), loaded before the text box asks for them
        for level in (1, 2, 3):
            if fonts.create_font_id(heading_px(level, size), name, True, False) not in fonts.loaded_fonts:
                want.append({"name": name, "point_size": heading_px(level, size), "style": "bold"})
        for style, b in (("italic", False), ("bold_italic", True)):
            if fonts.create_font_id(size, name, b, True) not in fonts.loaded_fonts:
                want.append({"name": name, "point_size": size, "style": style})
    if want:
        manager.preload_fonts(want)
    return True
