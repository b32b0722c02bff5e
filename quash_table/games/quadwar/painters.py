"""What Quadruple War's board draws for its parts: the seats' name plates, the score pad and a hand's
result (plain functions over the TableBuilder; the words and numbers all come from the view)."""

import pygame

from ...ui import theme
from .composer import bid_button
from .bag_words import BAGS_COST_BRIEF, BAGS_COST_KEY
from .machine import BAG_LIMIT, BAG_PENALTY, hand_points
from .words import POINTS_KEY, pad_bid_lines

_CHIPS = {}


def dealer_chip(size):
    """The dealer's gold D, drawn once per size."""
    key = ("chip", size)
    surf = _CHIPS.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        pygame.draw.circle(surf, theme.GOLD, (r, r), r)
        pygame.draw.circle(surf, theme.shade(theme.GOLD, -0.5), (r, r), r, max(1, size // 12))
        img = theme.text("D", max(8, int(size * 0.62)), (40, 30, 10), True)
        surf.blit(img, img.get_rect(center=(r, r + 1)))
        _CHIPS[key] = surf
    return surf


def plate_line(count, dealer, status):
    """A plate's second line: the cards in hand, then what the seat is doing, else "dealer". Both did not
    fit beside the longest doing ("takes the trick"), and the line shrank while it showed; the gold D chip
    still marks the dealer. `count` None (a deal still flying: the cards are not in the hands yet) leaves
    the count out."""
    parts = [f"{count} card{'s' if count != 1 else ''}"] if count is not None else []
    if status:
        return " \u2022 ".join(parts + [status])
    return " \u00b7 ".join(parts + (["dealer"] if dealer else []))


def plate(t, s, d, seat, rect, centre, winner, dealing=False):
    """A seat's name plate: name, cards left, dealer chip, what it is doing, its bid and tricks won.
    While a deal flies (`dealing`) the plate does not count cards still on their way ("13 cards" read
    over an empty strip)."""
    px = t.px
    phase = d["phase"]
    on_mat = {st for st, _ in centre}
    hot = (seat == winner) if winner is not None else (d["to_move"] == seat and phase != "over")
    won_game = phase == "over" and seat in (d["winners"] or [])
    gold = hot or won_game
    t.panel(rect, theme.PANEL, 200, 12, theme.GOLD if gold else theme.PANEL_LINE, px(3) if gold else 1)
    t.plates.append(pygame.Rect(rect))      # a message keeps off it as off cards (seat_badge's plates do)
    pad = px(12)
    name = s.name(seat)         # "You" for the screen's person (ui/session.py names every seat)
    chip = px(22)
    t.label(name, (rect.x + pad, rect.y + px(7)), 16, theme.GOLD if gold else theme.TEXT, bold=True,
            max_width=rect.w - 2 * pad - (chip + px(4) if seat == d["dealer"] else 0))
    if seat == d["dealer"]:
        t.image(dealer_chip(chip), (rect.right - px(8), rect.y + px(7)), anchor="topright")
    count = None if dealing else d["hand_counts"][seat]
    status = ""
    if dealing:
        pass            # nobody bids before the cards have landed (the bidding panel waits for them too)
    elif won_game:
        status = "wins the game"
    elif winner is not None:
        status = "takes the trick" if seat == winner else ""
    elif hot:
        status = {"bid": "bidding\u2026", "play": "to play" if on_mat else "leads"}.get(phase, "")
    elif phase == "bid" and d["bids"][seat] is None:
        status = "to bid"
    t.label(plate_line(count, seat == d["dealer"], status), (rect.x + pad, rect.y + px(30)), 13,
            theme.GOLD if hot else theme.MUTED, max_width=rect.w - 2 * pad)
    bid = d["bids"][seat]
    text = "Bid " + (str(bid) if bid is not None else "\u2014")
    if phase != "bid":
        text += f"   \u00b7   Took {d['won'][seat]}"
    t.label(text, (rect.x + pad, rect.y + px(50)), 15, theme.TEXT, bold=True, max_width=rect.w - 2 * pad)


def score_pad(t, s, d, pad, row_h=None):
    """The score pad: every seat's bid, tricks won, score (and bags), and what the bids' total means;
    `row_h` pixels a seat's row (layout closes the rows up where the table is short)."""
    px = t.px
    row_h = row_h or px(22)
    n = d["seats"]
    bags = bool(d["options"].get("bags"))
    t.panel(pad, theme.PANEL, 215, 14, theme.PANEL_LINE)
    t.panels.append(pygame.Rect(pad))       # its words are its labels: no message covers it
    x, y = pad.x + px(14), pad.y + px(9)
    t.label("Score pad", (x, y), 16, theme.GOLD, bold=True)
    t.label(f"hand {d['hand_no']} \u00b7 to {d['options']['target']}", (pad.right - px(14), y + px(3)), 12,
            theme.MUTED, anchor="topright")
    cols = ["Bid", "Took", "Score"] + (["Bags"] if bags else [])
    # each column as wide as its head and a clear gap before it (at 1024x640 the 12-pixel heads, kept
    # legible, ran "Won Score" together in columns 48 design pixels wide); the names take what is left
    widths = [max(px(48), theme.text(name, t.text_px(12)).get_width() + px(14)) for name in cols]
    right = pad.right - px(14)
    col_x = [right - sum(widths[i + 1:]) for i in range(len(cols))]
    col_w = widths[0]
    y += px(30)
    for cx, name in zip(col_x, cols):
        t.label(name, (cx, y), 12, theme.MUTED, anchor="topright")
    y += px(20)
    name_w = col_x[0] - col_w - x + px(6)
    for seat in range(n):
        hot = d["to_move"] == seat and d["phase"] != "over"
        colour = theme.GOLD if hot else theme.TEXT
        if hot:
            t.panel((pad.x + px(6), y - px(2), pad.w - px(12), row_h - px(1)), theme.GOLD, 36, 6)
        t.label(s.short_name(seat, d["seat"]), (x, y), 14, colour, bold=hot, max_width=name_w)
        bid = d["bids"][seat]
        if bid is None:
            bid_text = "\u2026" if hot else "\u2014"
        else:
            bid_text = str(bid)
        values = [bid_text, str(d["won"][seat]) if d["phase"] != "bid" else "", str(d["scores"][seat])]
        if bags:
            values.append(bags_cell(d["bags"][seat]))
        for i, (cx, v) in enumerate(zip(col_x, values)):
            t.label(v, (cx, y), 14, colour, bold=(i == 2), anchor="topright")
        y += row_h
    y += px(6)
    # bids need not add up to the tricks: the total and what it means ("bids 13 of 10 tricks" puzzled a new
    # player), nothing before the first bid; whether spades are broken is on the mat. Two lines in the room
    # the pad keeps under its rows (one line shrank to a hard read at 1024x640)
    for i, line in enumerate(pad_bid_lines(d["bids"], d["tricks_per_hand"])):
        t.label(line, (x, y + px(15) * i), 12, theme.MUTED, max_width=right - x)
    if bags and pad.bottom - (y + px(30)) >= t.text_px(12) + px(4):      # where layout gave it room
        t.label(BAGS_RULE, (x, y + px(30)), 12, theme.MUTED, max_width=right - x)


# Bags are never reset (rules page, "Bags"): a player whose 12 overtricks had cost 100 read "12" as a count the
# penalty forgot to clear. The pad says each seat's running total and the mark of its next -100, and its
# footer the rule
# (session 20: the same words under a hand's result, whose Bags say "+2 → 4/10", this hand's and the total)
BAGS_RULE = f"bags 4/{BAG_LIMIT}: 4 so far, {BAGS_COST_BRIEF}"
# the key under a hand's result: what its Bags cells say, with no numbers that could be read as a row's (its
# "bags +2 \u2192 4/10: 4 of 10 to \u2212100" matched no seat's row and read as data, session 20), in plain words at
# a readable size ("bid made: 10 a trick bid + 1 a trick over / bid missed: 0 / Bags: extra tricks \u2192 total
# / 10 (\u2212100 at every 10)" took three cramped lines at ~10 pixels, session 25)
# (POINTS_KEY: words.py, which the bid hint's why shares)
BAGS_LEGEND = f"Bags: extra tricks \u2192 total, {BAGS_COST_KEY}"
LEGEND_SIZE = 13      # design pixels: the key's type (at 12, shrunk to its width, it read ~10 pixels)


def bags_cell(bags):
    """A seat's Bags on the score pad: its running total and where the next penalty falls, "12/20"."""
    return f"{bags}/{(bags // BAG_LIMIT + 1) * BAG_LIMIT}"


MISSED = "0, bid missed"   # a hand's points when the seat took fewer tricks than it bid


def hand_bags_cell(this_hand, total):
    """A seat's bags in a hand's result: this hand's and where its total then stands, in the score pad's
    words ("+2 → 4/10"; "2 / 4" read as nothing a new player could name, session 20); the total alone
    where the result is narrow."""
    return (f"+{this_hand} → {bags_cell(total)}", bags_cell(total))


def points_forms(points, penalties, missed):
    """points_note and its shorter forms for a narrow result."""
    note = points_note(points, penalties, missed)
    if missed:
        return (note, "0 missed", "0")
    if penalties:
        lost = BAG_PENALTY * penalties
        return (note, f"{points + lost:+d} \u2212{lost}", f"{points:+d}")
    return note


def points_note(points, penalties, missed):
    """A hand's points as a score pad says them: "+52"; "0, bid missed"; with a bag penalty the points the
    tricks made and what bags took off them, "+23 −100 bags" (the rules' points are net of it: -77, the
    figure the Score column adds; "-77 bags" read as 77 bags)."""
    if missed:
        return MISSED           # a bid not made scores nothing (rules.hand_points)
    if penalties:
        lost = BAG_PENALTY * penalties
        return f"{points + lost:+d} \u2212{lost} bags"
    return f"{points:+d}" if points else "0"


LEGEND_H = 22         # design pixels: the line under a hand's result saying how points are counted


HEADLINE_H = 30       # design pixels: the game's end, over the last hand's result (24 left the title under it
                      # 2 pixels at 1024x640: the two lines touched, session 23)


def hand_result(t, s, d, last, box, title=None, legend=False, headline=""):
    """A hand's result (a score sheet line: bids, tricks won, points, scores) as a table in `box`; with
    `legend`, a last line (LEGEND_H high) says how the points were counted; a `headline` (the game's end,
    "Bot 4 wins the game, 123 to 72") is a first line of its own, HEADLINE_H high."""
    px = t.px
    t.panel(box, theme.PANEL, 225, 16, theme.PANEL_LINE)
    pad = px(16)
    if headline:
        t.label(headline, (box.centerx, box.y + px(10)), 17, theme.GOLD, bold=True, anchor="midtop",
                max_width=box.w - 2 * pad)
        box = pygame.Rect(box.x, box.y + px(HEADLINE_H), box.w, box.h - px(HEADLINE_H))
    best = max(last["points"])
    # the gold rows, said (a reviewer asked what the yellow row meant), at the right of the title's line:
    # squeezed left of the column heads it shrank to ~7 pixels when the Points column widened (bags, a bid
    # missed) in a middle narrowed by the wider pad
    said = "gold: most points this hand" if best > 0 else ""
    said_w = theme.text(said, t.text_px(12)).get_width() if said else 0
    t.label(title or f"Hand {last['hand']} scored", (box.x + pad, box.y + px(10)), 16, theme.GOLD, bold=True,
            max_width=box.w - 2 * pad - (said_w + px(12) if said else 0))
    if said:
        t.label(said, (box.right - pad, box.y + px(14)), 12, theme.GOLD, anchor="topright")
    # the columns as wide as their words (fixed widths let "+44 −100 bags" run into the Bags column at
    # 1024x640, session 20): ui/columns.py; with Bags, each seat's bags this hand and where its total
    # stands, as the score pad says it ("+2 → 4/10")
    bags = bool(d["options"].get("bags"))
    heads = ["Bid", "Took"] + (["Bags"] if bags else []) + ["Points", "Score"]
    totals = (last.get("bags") or d["bags"]) if bags else None
    rows = []
    for seat in range(d["seats"]):
        pts = last["points"][seat]
        row = [str(last["bids"][seat]), str(last["won"][seat])]
        if bags:
            row.append(hand_bags_cell(hand_points(last["bids"][seat], last["won"][seat])[1], totals[seat]))
        row += [points_forms(pts, last["bag_penalties"][seat], last["won"][seat] < last["bids"][seat]),
                str(last["scores"][seat])]
        rows.append(row)
    names = [s.short_name(seat, d["seat"]) for seat in range(d["seats"])]
    plan = t.plan_columns(heads, rows, names, box.w - 2 * pad, bold=(len(heads) - 1,))
    y = box.y + px(36)
    for i, (right, head) in enumerate(zip(plan.rights, heads[:plan.keep])):
        t.label(plan.pick(i, head), (box.x + pad + right, y), plan.head_size, theme.MUTED, anchor="topright")
    y += px(19)
    for seat, row in enumerate(rows):
        pts = last["points"][seat]
        colour = theme.GOLD if pts == best and pts > 0 else theme.TEXT
        # one size for every name (plan.name_size): each shrunk to its own fit drew people's smaller than bots'
        t.label(names[seat], (box.x + pad, y), plan.name_size, colour, max_width=plan.name_w)
        for i, (right, cell) in enumerate(zip(plan.rights, row[:plan.keep])):
            t.label(plan.pick(i, cell), (box.x + pad + right, y), plan.size, colour, bold=(i == len(row) - 1),
                    anchor="topright", max_width=plan.widths[i] if plan.cut else None)
        y += px(21)
    if legend:
        for i, rule in enumerate(legend_lines(t, d, box.w)):
            t.label(rule, (box.centerx, y + px(3) + i * px(LEGEND_LINE)), LEGEND_SIZE, theme.MUTED, anchor="midtop",
                    max_width=box.w - 2 * pad)


LEGEND_LINE = 16      # design pixels: a second line of the legend


def legend_lines(t, d, width):
    """How a hand's points are counted, in a `width` result box: one line, else the bags' key on a line of
    its own, else a line each; never shrunk (LEGEND_SIZE, at least the kit's readable floor)."""
    parts = [POINTS_KEY] + ([BAGS_LEGEND] if d["options"].get("bags") else [])
    sep = "  \u00b7  "
    room = width - 2 * t.px(16)

    def fits(line):         # measured as the label measures itself (theme.fit_size), or it shrinks after all
        return theme.font(t.text_px(LEGEND_SIZE)).size(line)[0] <= room
    splits = [[sep.join(parts)], parts]
    return next((lines for lines in splits if all(fits(line) for line in lines)), parts)


def bidding(t, s, d, legal, middle):
    """The last hand's result (from the second hand on) and the bidding: everyone's bid in the order
    they are made, and a button for every bid you may make. Returns the result's rect, or None."""
    px = t.px
    n = d["seats"]
    width = min(px(540), middle.w)
    bids = [a for a in legal if a.get("type") == "bid"]
    pad = px(16)
    bh, gap = px(38), px(6)
    fits = max(1, (width - 2 * pad + gap) // (px(44) + gap))
    rows = -(-len(bids) // fits) if bids else 0
    per_row = -(-len(bids) // rows) if rows else 1       # balanced rows: 13 = 7 + 6, 26 = 9 + 9 + 8
    # no footer of the bids so far: the score pad's says them and the tricks ("bids 10 for 13 tricks"); one of
    # what a bid scores, where a new player first meets bids (points were explained only after the first hand,
    # review 33c)
    panel_h = px(92) + (rows * (bh + gap) if bids else px(24)) + px(POINTS_LINE)
    summary_h = px(62) + n * px(21) if d["last_hand"] else 0
    total = panel_h + (summary_h + px(6) if summary_h else 0)
    y = middle.y + max(0, (middle.h - total) // 2)
    x = middle.centerx - width // 2
    result = None
    if summary_h:
        result = pygame.Rect(x, y, width, summary_h)
        hand_result(t, s, d, d["last_hand"], result)
        y += summary_h + px(6)
    box = pygame.Rect(x, y, width, panel_h)
    mine = bool(bids)
    t.panel(box, theme.PANEL, 225, 16, theme.GOLD if mine else theme.PANEL_LINE, px(2) if mine else 1)
    title = "Your bid: how many tricks will you take?" if mine else "Bidding"
    t.label(title, (box.centerx, box.y + px(10)), 17, theme.GOLD, bold=True, anchor="midtop",
            max_width=box.w - 2 * pad)
    # the bids, in bidding order from the dealer's left
    order = [(d["dealer"] + 1 + i) % n for i in range(n)]
    chip_gap = px(6)
    chip_w = (box.w - 2 * pad - chip_gap * (n - 1)) // n
    cy = box.y + px(40)
    for i, seat in enumerate(order):
        r = pygame.Rect(box.x + pad + i * (chip_w + chip_gap), cy, chip_w, px(44))
        bid = d["bids"][seat]
        hot = d["to_move"] == seat
        t.panel(r, theme.PANEL_LIGHT if bid is not None else (0, 0, 0), 160 if bid is not None else 70, 8,
                theme.GOLD if hot else theme.PANEL_LINE, px(2) if hot else 1)
        t.label(s.short_name(seat, d["seat"]), (r.centerx, r.y + px(4)), 12,
                theme.GOLD if hot else theme.MUTED, anchor="midtop", max_width=r.w - px(8))
        value = str(bid) if bid is not None else ("\u2026" if hot else "\u2014")
        t.label(value, (r.centerx, r.y + px(20)), 17, theme.TEXT if bid is not None else theme.DIM, bold=True,
                anchor="midtop")
    y = cy + px(44) + px(6)
    if not bids:
        who = d["to_move"]
        text = s.sentence(who, "is bidding\u2026") if who is not None else ""
        t.label(text, (box.centerx, y), 14, theme.MUTED, anchor="midtop", max_width=box.w - 2 * pad)
        points_line(t, box)
        return result
    bw = min(px(48), (box.w - 2 * pad - gap * (per_row - 1)) // per_row)
    for r in range(rows):
        row = bids[r * per_row:(r + 1) * per_row]
        x0 = box.centerx - (len(row) * bw + (len(row) - 1) * gap) // 2
        for i, a in enumerate(row):
            k = a["tricks"]
            hotkey = (pygame.K_0 + k) if k <= 9 else (pygame.K_0 if k == 10 else None)
            t.button(bid_button(k), str(k), (x0 + i * (bw + gap), y, bw, bh), press=bid_button(k), hotkey=hotkey,
                     size=17, style="primary", tooltip=str(k % 10) if k <= 10 else "")
        y += bh + gap
    points_line(t, box)
    return result


POINTS_LINE = 20      # design pixels: the bidding's last line, what a bid scores


def points_line(t, box):
    """What a bid scores (POINTS_KEY), the last line of the bidding panel `box`."""
    t.label(POINTS_KEY, (box.centerx, box.bottom - t.px(POINTS_LINE + 3)), LEGEND_SIZE, theme.MUTED,
            anchor="midtop", max_width=box.w - 2 * t.px(16))
