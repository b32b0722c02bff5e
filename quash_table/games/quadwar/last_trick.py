"""The last trick, looked back at (Trickster Cards' and BGA's "last trick"): the previous trick of the hand
in a small panel, each card with the name of the seat that played it, the winner's framed.

Opened and closed with L or a click on the mat's "Last trick" corner (a click on the panel closes it too);
it stays open, following the hand's tricks, until then or the hand is over. It reads only the public record
(the view's won tricks: every seat saw those cards played) and lies clear of the trick on the mat, your
hand, the plates, the seats' cards and the score pad: where the table has no such room, at the top of the
move log's column, the log's heading and lines beginning under it (`t.log_over`), in the column's own style: a
"Last trick" heading as the log's "Moves", the trick's words under it, framed as the kit frames the log's box below
it (a gold-framed panel there read as something laid over the log, review 46-2). No pygame state is kept here; the
board keeps whether it is open.
"""

import pygame

from ...ui import theme
from ...ui.log_room import LOG_BOX_INSET
from ...ui.sprites import SPRITES, card_size
from .layout import clear_place

KEY = pygame.K_l
CARD_H = 64           # design pixels: the panel's cards at most
PAD = 10              # design pixels round the panel's contents
GAP = 8               # ... between its cards
TITLE_H = 22          # ... its heading's line
NAME_H = 17           # ... a name's line under a card
HEAD_H = 26           # ... the column's "Last trick" heading, over the trick's words, where it lies in the log's column
HEADING = "Last trick"
NOTHING_WORDS = "No trick has been taken yet this hand: L shows the last one once there is one"


def taken(view, stage):
    """The hand's tricks taken as the table shows them: the last is the one L shows and the mat's "Last trick"
    corner names. A completed trick still lying on the mat (`stage`, the board's) is taken once its last card
    has landed, as the plates and piles count it (L there said "No trick has been taken yet" or showed the
    trick before it, review 56s); otherwise the view's won tricks."""
    if stage is None:
        return view["tricks"]
    tricks = stage["view"]["tricks"]
    return tricks if stage.get("landed", True) else tricks[:-1]


def title(trick, number, name):
    """The panel's heading: "Trick 3: Bot 2 took it" (`name`: the screen's name for a seat; "You took it")."""
    who = name(trick["winner"])
    return f"Trick {number}: {who} took it"


def head_h(t, column):
    """The height of the panel's words over its cards: the trick's line, under the heading in the column."""
    return t.px(TITLE_H) + (t.px(HEAD_H) if column else 0)


def panel_size(t, count, column=False):
    """(w, h) in screen pixels the panel asks for with `count` cards (`column`: in the log's column, headed)."""
    px = t.px
    w, h = t.card_size(CARD_H)
    slot = max(w, px(54))
    return (2 * px(PAD) + count * slot + (count - 1) * px(GAP),
            2 * px(PAD) + head_h(t, column) + h + px(NAME_H))


def place(t, g, area, log):
    """Where the panel lies: in the table's `area` clear of every plate, strip, face-up hand, the mat and the
    score pad (your hand and the messages' band lie under `area`), near the mat; where that room holds
    smaller cards than the top of the log column `log` would (five seats at 1024x640 squeezed them to ~30
    pixels beside your plate), there; None where neither has room."""
    px = t.px
    count = len(g["plates"])
    size = panel_size(t, count)
    blocks = [*g["plates"].values(), *g["strips"].values(), g["pad"], g["mat"]]
    blocks += [box for box, _ in g["face_up"].values()]
    room = pygame.Rect(area.x, area.y, area.w, g["band"].top - area.y)
    spots = [clear_place(size, room, blocks, px(8), g["mat"].center)]
    if log is not None and log.w >= px(160):
        tall = panel_size(t, count, True)[1]
        # the log's box below has the same left and right edges (ui/log_room.LOG_BOX_INSET)
        edge = px(LOG_BOX_INSET)
        spots.append(pygame.Rect(log.x + edge, log.y + px(6), log.w - 2 * edge, min(tall, log.h - px(12))))
    spots = [r for r in spots if r is not None]
    best = max(spots, key=lambda r: card_in(t, r, count, in_column(r, log))[0][1], default=None)
    if best is not None:            # no taller than its cards need (their slots' width bounds them)
        column = in_column(best, log)
        best.h = min(best.h, 2 * px(PAD) + head_h(t, column) + card_in(t, best, count, column)[0][1] + px(NAME_H))
    return best


def in_column(box, log):
    """Whether the panel at `box` lies in the move log's column `log` (None: folded), and is headed as its section."""
    return log is not None and box.colliderect(log)


def card_in(t, box, count, column=False):
    """(w, h): the panel's cards in `box` with `count` of them, as big as its height and their slots allow,
    up to CARD_H; and the width of a card's slot."""
    px = t.px
    slot = (box.w - 2 * px(PAD) - (count - 1) * px(GAP)) / max(1, count)
    h = min(t.card_size(CARD_H)[1], box.h - 2 * px(PAD) - head_h(t, column) - px(NAME_H))
    w, h = card_size(max(1, h))
    if w > slot:
        w, h = max(1, int(slot)), max(1, int(slot / w * h))
    return (w, h), slot


def plan(t, trick, number, box, name, column=False):
    """What the panel shows of `trick` (a view's won trick: {"cards": [[seat, code], ...], "winner": seat}),
    the hand's `number`th, in `box`, in screen pixels: {"box", "title": (words, pos, size), "cards": [(rect,
    code, won)] in the order played, "names": [(words, centre top, size, width)]}, each card over its player's
    name (`name(seat)`). Painted over the pieces and the move log (`paint`): it may lie down the log's
    column (`column`), which the table's still layer lies under: there "heading" is the column's "Last trick" as
    the log's "Moves" is drawn, its left edge with it, and the frame is the log box's, not the table's gold."""
    px = t.px
    cards = trick["cards"]
    (w, h), slot = card_in(t, box, len(cards), column)
    top = box.y + px(PAD) + head_h(t, column)
    said = box.y + px(PAD) - px(2) + (px(HEAD_H) if column else 0)
    shown = {"box": box, "title": (title(trick, number, name), (box.x + px(PAD), said), t.text_px(13),
                                   box.w - 2 * px(PAD)),
             "heading": (HEADING, (box.x + px(PAD), box.y + px(6)), t.px(16)) if column else None,
             "cards": [], "names": [], "frame": px(3), "radius": px(10), "line": max(1, px(2)),
             "border": theme.PANEL_LINE if column else theme.GOLD}
    for i, (seat, code) in enumerate(cards):
        x = box.x + px(PAD) + i * (slot + px(GAP))
        r = pygame.Rect(int(x + (slot - w) / 2), top, w, h)
        shown["cards"].append((r, code, seat == trick["winner"]))
        shown["names"].append((name(seat), (int(x + slot / 2), r.bottom + px(2)), t.text_px(11),
                               int(slot) + px(GAP) - px(2)))
    return shown


def paint(surface, shown, deck="standard"):
    """Draw a `plan` on `surface`: the panel, its heading, the cards (the winner's framed in gold), the names."""
    box = shown["box"]
    heading = shown.get("heading")
    theme.panel(surface, box, theme.PANEL, 245, shown["radius"], shown["border"], shown["line"])
    if heading is not None:     # the column's section heading, as the log's "Moves" below it
        words, pos, size = heading
        theme.blit_text(surface, words, size, pos, theme.GOLD, True)
    words, pos, size, width = shown["title"]
    colour = theme.TEXT if heading is not None else theme.GOLD
    theme.blit_text(surface, theme.ellipsize(words, size, width, bold=True), size, pos, colour, bold=True)
    for r, code, won in shown["cards"]:
        if won:
            f = shown["frame"]
            theme.panel(surface, r.inflate(2 * f, 2 * f), theme.GOLD, 235, f * 2)
        surface.blit(SPRITES.card(deck, code, r.size), r)
    for words, pos, size, width in shown["names"]:
        theme.blit_text(surface, theme.ellipsize(words, size, width), size, pos, theme.TEXT, anchor="midtop")
