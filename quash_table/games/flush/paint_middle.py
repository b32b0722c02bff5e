"""What the Flush board draws in the middle of the table: the Mimic and the stock, the pile, the new
pile and the discard. Functions of the board (its ids and origins), the builder `t` and the view."""

import pygame

from ...ui import theme
from ...ui.sprites import words_shown
from ...ui.table import MIN_TEXT_PX
from . import as_tags, staging
from .layout import CAPTION_FOOT, HAND_SHOWN, UNDER, top_group_size
from .rules import VALUE, counted
from .state import higher_values
from .telling import PILE, PILE_TITLE, kinds_words


def mimic_and_stock(board, t, view, col, size):
    px = t.px
    k = board._k
    card = pygame.Rect(0, 0, *size)
    card.midtop = (col.centerx, col.y + int(px(20) * k))
    code = view["mimic_card"]
    t.label("MIMIC", (col.centerx, col.y), 13, theme.GOLD, bold=True, anchor="midtop")
    t.card(f"r{view['round']}:mimic:{code}", code, card, zone="mimic", z=3, origin=card, reveal=True)
    t.target("mimic", card, label="the Mimic card", kind="spot")
    g = board._g
    g["mimic"] = card
    words = (f"{view['mimic']}s join any value" if view["mimic"] is not None
             else "a Flush card: swap it")
    # wrapped rather than shrunk (on a small middle, 6 seats at 1024x640, one line was 8 px high), and
    # within the column, not over the pile's edge
    lines = theme.wrap_balanced(words, t.text_px(11), col.w)     # "1s join / any value"
    line_h = int(t.text_px(11) * 1.15)
    for i, line in enumerate(lines):
        t.label(line, (col.centerx, card.bottom + px(2) + i * line_h), 11, theme.MUTED, anchor="midtop")
    # the stock under the caption, however many lines it took (a Flush card's "a Flush / card: / swap it",
    # 6 seats at 1024x640, went on under the stock)
    under = card.bottom + px(2) + len(lines) * line_h + px(6)
    stock = card.move(0, max(card.h + int(px(44) * k), under - card.y))
    g["stock"] = stock
    n = view["stock_count"]
    if n:
        for i in range(min(3, (n + 19) // 20)):
            t.card(f"stock:{i}", None, stock.move(-px(2) * i, -px(2) * i), zone="stock", z=i)
    else:
        t.panel(stock, (0, 0, 0), 40, 8, theme.PANEL_LINE)
    t.label(f"Stock {n}", (col.centerx, stock.bottom + px(4)), 13, theme.TEXT, anchor="midtop")
    # the stock and its count, which a hint's arrow pays to cross (the board's arrow_soft)
    g["stock_block"] = stock.move(-px(2) * 2, -px(2) * 2).union(stock).union(t.decor[-1].text_rect())


def cards_band(px, mat, slot, under=UNDER):
    """The band of the pile's mat its cards lie in (`under` cards peeping out above the top one), across the mat: what
    a hint to the pile (or the new pile) frames and points its arrow into. Into the whole mat, its head kept off the captions under the cards, it came in at the mat's corner by
    the stock's and seemed to point at the stock (review 61v, revv_78, 85)."""
    top = slot.y - under * px(3)
    return pygame.Rect(mat.x, top, mat.w, slot.bottom - top)


def pile(board, t, view, mat, size, head):
    px = t.px
    g = board._g
    t.panel(mat, theme.PANEL, 120, 14, theme.PANEL_LINE)
    cards = view["pile"]
    taken = taken_value(board)
    # a turned Mimic taking the pile's value leaves the new pile it started for this one (drawn here below):
    # the count includes it
    title, count = pile_title(t, mat, len(cards) + joins_pile(view, taken))
    t.label(title, (mat.x + px(8), mat.y + px(8)), 13, theme.GOLD, bold=True)
    t.label(count, (mat.right - px(8), mat.y + px(8)), 13, theme.MUTED, anchor="topright")
    slot = pygame.Rect(0, 0, *size)
    slot.topleft = (mat.x + px(8) + UNDER * px(3), mat.y + head)       # the cards under it just clear
    target = t.target("pile", mat, label=f"the {PILE}", kind="stack")
    g["pile_slot"] = slot
    target.frame = cards_band(px, mat, slot)
    gen = board._pile_gen
    # the captions go under the cards (middle_layout leaves them room)
    if not cards:
        t.panel(slot, (0, 0, 0), 50, 10, theme.PANEL_LINE, px(2))
        # in the empty slot, on as many lines as its width needs (a small card held "any" but not
        # "any value"), and under it the same words a person says, at a size that reads
        centred_lines(t, "any value", slot.center, slot.w - px(6), 13, theme.MUTED)
        under = next((w for w in ("Empty: play any value", "Empty: any value") if fits(t, w, 14, mat.w - px(16))),
                     "Play any value")
        t.label(under, (mat.centerx, slot.bottom + px(4)), 14, theme.TEXT, anchor="midtop",
                max_width=mat.w - px(16))
        return
    v, run, links = staging.top_as_declared(view, taken)
    # the turned Mimic taking the pile's value is drawn with the cards on top it joins (with the value it
    # takes: it lies on top of the pile, or leaves the new pile it started for them), where the tray says
    # Declare lays it; it keeps its piece id, so the toggle slides it between the piles
    cards = [(code, as_, f"pile{gen}:{i}") for i, (code, as_) in enumerate(cards)]
    if joins_pile(view, taken):
        cards.append((view["adjacent"][0][0], taken, f"adj{gen}:0"))
    first = len(cards) - run
    # the top group's cards smaller where the mat is too narrow for each covered one to show its value whole
    # (the captions stay where they were, under the room the cards had: the "as 7" tags hang in the gap)
    caption_y = slot.bottom + px(3)
    size = top_group_size(t, [code for code, _, _ in cards[first:]], size, mat.right - px(6) - slot.x)
    # ... and where a Mimic's "as 6" tag hangs under a small card, short enough that it ends above the caption
    tagged = [(code, as_) for code, as_, _ in cards[first:] if VALUE.get(code) != as_]
    if tagged:
        size = as_tags.clear_of(px, size, slot.y, f"as {tagged[0][1]}", caption_y - px(1),
                                any(as_tags.kind_written(code) for code, _ in tagged))
    slot.size = size
    target.frame = cards_band(px, mat, slot)
    under = list(range(max(0, first - UNDER), first))
    for depth, idx in enumerate(reversed(under)):
        r = slot.move(-px(3) * (depth + 1), -px(3) * (depth + 1))
        t.card(cards[idx][2], cards[idx][0], r, zone="pile", z=10 - depth, dim=True,
               origin=board._arrival(view, cards[idx][0]), reveal=True)
    room = mat.right - px(6) - slot.x         # the whole mat: each card of the top group shows its kind
    # a covered card shows its centre value and its kind's word whole (26 px showed "LI" of a Link under
    # another card; a fixed share of the card, half of a big "7": session 29)
    cap = max([px(26), int(size[0] * HAND_SHOWN)] + [words_shown("flush", code, size) + 1
                                                     for code, _, _ in cards[first:-1]])
    step = min(cap, (room - size[0]) / max(1, run - 1)) if run > 1 else 0
    for j in range(run):
        code, as_, pid = cards[first + j]
        r = slot.move(int(step * j), 0)
        t.card(pid, code, r, zone="pile", z=20 + j, origin=board._arrival(view, code), reveal=True)
        if VALUE.get(code) != as_:
            board._as_tag(pid, as_, j == run - 1)
    words = f"{counted(run, v)} on top"
    # what the top group's fan may hide on a small table: its action cards, counted (telling's words)
    top = [code for code, _, _ in cards[first:]]
    kinds = kinds_words(top)
    width = mat.w - px(16)
    links_words = ""
    if kinds and fits(t, f"{words}  \u00b7  {kinds}", 16, width, bold=True):
        words = f"{words}  \u00b7  {kinds}"
    elif kinds:     # a line of their own, as short as need be, never shrunk below readable
        links_words = next((w for w in (f"with {kinds}", kinds_words(top, short=True))
                            if fits(t, w, 12, width, bold=True)),
                           f"with {links} Link{'s' * (links != 1)}" if links else "")
    t.label(words, (mat.centerx, caption_y), 16, theme.TEXT, bold=True, anchor="midtop",
            max_width=width)
    # the Links on a line of their own where one line would shrink them unreadably; the pile's limit
    # (the prompt says it on your turn too) gives that line up
    t.label(links_words or f"play {v} or lower", (mat.centerx, mat.bottom - px(CAPTION_FOOT)), 12,
            theme.TEXT if links_words else theme.MUTED, bold=bool(links_words), anchor="midbottom",
            max_width=width)


def taken_value(board):
    """The pile value the composer's declaration gives the staged Mimics (or the turned one), or None."""
    c = board.composer
    return c.taken_value() if c is not None and board.session.my_turn() else None


def joins_pile(view, taken):
    """Whether the turned card that started the new pile (a Mimic) leaves it for the pile in what Declare
    sends (it takes the pile's value `taken`)."""
    return taken is not None and view["stage"] == "hidden_pickup" and bool(view["adjacent"])


def pile_title(t, mat, n):
    """The pile's title (its one name: telling.PILE) and its count, sharing its top line with a gap between
    them: the count says what it counts ("3 cards") where the mat has room for the word, else the number."""
    count = f"{n} card{'s' if n != 1 else ''}"
    room = mat.w - t.px(16) - t.px(8)
    size = t.text_px(13)
    if theme.text(PILE_TITLE, size, bold=True).get_width() + theme.text(count, size).get_width() <= room:
        return PILE_TITLE, count
    return PILE_TITLE, f"{n}"


def centred_lines(t, text, centre, width, size, colour):
    """`text` centred on `centre`, wrapped to `width` (never shrunk)."""
    px_size = t.text_px(size)
    lines = theme.wrap(text, px_size, width)
    line_h = int(px_size * 1.2)
    top = centre[1] - line_h * len(lines) // 2
    for i, line in enumerate(lines):
        t.label(line, (centre[0], top + i * line_h), size, colour, anchor="midtop")


def fits(t, text, size, width, bold=False):
    """Does `text` fit in `width` at design size `size` without shrinking below the board's smallest
    readable size (ui/table.MIN_TEXT_PX)?"""
    return theme.fit_size(text, t.text_px(size), width, bold) >= MIN_TEXT_PX and \
        theme.font(theme.fit_size(text, t.text_px(size), width, bold), bold).size(text)[0] <= width


def new_pile(board, t, view, new, size, head):
    px = t.px
    c = board.composer
    taken = taken_value(board)
    # a turned Mimic taking the pile's value is drawn on the pile (pile() above): the new pile waits empty
    adjacent = view["adjacent"][1:] if joins_pile(view, taken) else view["adjacent"]
    pickup_staged = c is not None and c.to == "newpile" and c.busy() and not joins_pile(view, taken)
    if not view["pile"] and not adjacent:
        t.panel(new, (0, 0, 0), 30, 14, theme.PANEL_LINE)
        t.label("NEW PILE", (new.centerx, new.y + px(8)), 13, theme.DIM, bold=True, anchor="midtop")
        # wrapped to the mat with a margin (6 seats at 1024x640: "when someone" touched both edges)
        lines = theme.wrap_balanced("when someone picks up", t.text_px(12), new.w - px(14))
        for i, line in enumerate(lines):
            t.label(line, (new.centerx, new.centery - px(10) + i * px(16)), 12, theme.DIM, anchor="midtop")
        # still a place to drop on: a card dropped here is refused with the reason (the pile is empty), where
        # with no target it sprang home and nothing was said (review 23)
        t.target("newpile", new, label="a new pile (pick up)", kind="spot")
        return
    t.panel(new, theme.PANEL, 90 if (adjacent or pickup_staged) else 50, 14,
            theme.GOLD if pickup_staged else theme.PANEL_LINE)
    t.label("NEW PILE", (new.centerx, new.y + px(8)), 13, theme.GOLD, bold=True, anchor="midtop")
    slot = pygame.Rect(0, 0, *size)
    slot.midtop = (new.centerx, new.y + head)
    t.target("newpile", new, label="a new pile (pick up)", kind="spot", frame=cards_band(px, new, slot, 0))
    below = new.bottom - px(CAPTION_FOOT)
    if adjacent:
        gen = board._pile_gen
        step = min(px(14), (new.w - px(12) - size[0]) / max(1, len(adjacent) - 1)) if len(adjacent) > 1 else 0
        x0 = slot.x - int(step * (len(adjacent) - 1) / 2)
        skip = len(view["adjacent"]) - len(adjacent)      # the ids stay those of the cards' places
        for j, (code, as_) in enumerate(adjacent):
            r = pygame.Rect(int(x0 + step * j), slot.y, *size)
            t.card(f"adj{gen}:{j + skip}", code, r, zone="adjacent", z=20 + j, origin=board._arrival(view, code),
                   reveal=True)
            if VALUE.get(code) != as_:
                board._as_tag(f"adj{gen}:{j + skip}", as_, j == len(adjacent) - 1)
        t.label("picks up the pile", (new.centerx, below), 12, theme.TEXT, anchor="midbottom",
                max_width=new.w - px(8))
        return
    t.panel(slot, (0, 0, 0), 40, 10, theme.PANEL_LINE, px(2))
    top = staging.top_as_declared(view, taken)[0]
    # a pickup is offered only where the rules allow one (state.higher_values): on a 10 nothing is higher,
    # and the spot said "higher than 10 · start here and pick up the pile" (review 19a)
    can = bool(higher_values(top))
    t.label("higher" if can else "nothing", (slot.centerx, slot.centery - px(18)), 12, theme.MUTED, anchor="midtop")
    t.label("than" if can else "higher", (slot.centerx, slot.centery - px(3)), 12, theme.MUTED, anchor="midtop")
    t.label(str(top) if can else f"than {top}", (slot.centerx, slot.centery + px(12)), 16 if can else 12, theme.MUTED,
            bold=can, anchor="midtop")
    # in words that fit the mat at a readable size (6 seats at 1024x640: "pick up the pile" was squeezed
    # against both edges)
    forms = ((("start here and", "pick up the pile"), ("start here,", "pick up")) if can
             else (("no pickup", f"on a {top}"),))
    lines = next((ls for ls in forms
                  if all(fits(t, x, 12, new.w - px(14)) and theme.text(x, t.text_px(12)).get_width() <= new.w - px(14)
                         for x in ls)), forms[-1])
    t.label(lines[0], (new.centerx, below - px(15)), 12, theme.MUTED, anchor="midbottom", max_width=new.w - px(8))
    t.label(lines[1], (new.centerx, below), 12, theme.MUTED, anchor="midbottom", max_width=new.w - px(8))


def discard(board, t, view, col, size):
    px = t.px
    d = view["discard"]
    card = pygame.Rect(0, 0, *size)
    card.midtop = (col.centerx, col.y + px(22))
    t.label("DISCARD", (col.centerx, col.y + px(2)), 13, theme.MUTED, bold=True, anchor="midtop")
    if not d:
        t.panel(card, (0, 0, 0), 40, 8, theme.PANEL_LINE)
    shown = list(range(max(0, len(d) - 3), len(d)))
    for depth, idx in enumerate(shown):
        r = card.move(px(3) * depth, px(2) * depth)
        t.card(f"r{view['round']}:discard:{idx}", d[idx], r, zone="discard", z=depth,
               origin=board._g["pile_slot"], dim=idx != len(d) - 1)
    t.label(f"{len(d)} card{'s' if len(d) != 1 else ''}", (col.centerx, card.bottom + px(10)), 13,
            theme.TEXT, anchor="midtop")


def news_lines(board, words, size, width):
    """A move's words wrapped for the tray: never inside a seat's name ("... pile's four cards — Bot / 5 is
    skipped" at six seats, review 44B), nor inside a short bracket or a number with its word (theme.bound_units)."""
    names = [board.session.name(seat) for seat in range(board.session.match.state.seats)]
    return theme.wrap(words, size, width, units=names)


def recent_words(board, entries, brief=False):
    """The move log's last `entries` entries (what each caused too, once the director has shown it), oldest
    first; `brief`: in the fewest words the game gives its events (Flush.brief_event)."""
    n = len(board.session.match.actions)
    told = [words for _, words in board.logbook.entries(max(0, n - entries - 1), brief=brief) if words]  # "": folded
    return told[-entries:]


def recent_height(board, t, tray, text, entries, brief=False):
    """How tall `recent` draws the last `entries` entries whole, in `tray`'s width."""
    size = t.text_px(text)
    line_h = int(size * 1.3)
    told = recent_words(board, entries, brief)
    return (t.px(10) + sum(len(news_lines(board, words, size, tray.w - t.px(24))) * line_h for words in told)
            + t.px(6) * max(0, len(told) - 1))


def recent(board, t, view, tray, text, entries, top, brief=False):
    """The last `entries` moves of the move log at the bottom of `tray` (what each caused too, once the
    director has shown it), newest lowest and brightest, each wrapped whole (never shrunk, never cut), as many
    as fit above `top`: an older move with no room left for it whole is not drawn (its first line, cut, left
    the player a half sentence at 6 seats, 1024x640: session 23); the move log has every move."""
    px = t.px
    size = t.text_px(text)
    line_h = int(size * 1.3)
    y = tray.bottom - px(10)
    for i, words in enumerate(reversed(recent_words(board, entries, brief))):
        lines = news_lines(board, words, size, tray.w - px(24))
        if i and y - line_h * len(lines) < top:
            break
        for line in reversed(lines):
            t.label(line, (tray.centerx, y), text, theme.TEXT if i == 0 else theme.MUTED, anchor="midbottom",
                    max_width=tray.w - px(16))
            y -= line_h
        y -= px(6)


def wrapped_lines(t, text, width, size=13):
    """The lines `wrapped` draws `text` in: what a caller measures the room by (the tray measured its
    instructions wrapped otherwise, two lines where three were drawn, and the third lay over the moves under
    them, review 49c)."""
    return theme.wrap(text, t.text_px(size), width, units=[])     # ("to Bot / 5" never)


def wrapped(t, text, pos, width, size=13, colour=theme.TEXT):
    """A few centred lines of wrapped text."""
    line_h = int(t.text_px(size) * 1.35)
    for i, line in enumerate(wrapped_lines(t, text, width, size)):
        t.label(line, (pos[0], pos[1] + i * line_h), size, colour, anchor="midtop", max_width=width)
