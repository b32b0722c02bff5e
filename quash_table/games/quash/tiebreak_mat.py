"""The tiebreaker mat beside the tied spot: each side's card face down until both are down, then both
face up with the outcome (the scoring step's hold keeps it there), then the next pair's places."""

import pygame

from ...ui import theme
from .captions import SIDE_NAMES, short
from .scoring_show import is_pair


def tied_spot(view, shown, current, upcoming, anim, pair=None):
    """(spot, cards [RED, BLACK] shown, chosen [RED, BLACK], the pair's outcome event shown face up or
    None, the events before this pair) for the mat now; spot None when no tie is on the table. `pair`: the
    tiebreaker pair the position's move laid, shown face up with its outcome once the steps are over (a
    replay: the live table held it so until Next; a jump to that move showed no mat, session 20)."""
    cards, chosen, outcome, earlier = [None, None], [False, False], None, shown
    if not anim and pair is not None and any(e is pair for e in shown):
        at = next(i for i, e in enumerate(shown) if e is pair)
        return pair["spot"], pair["cards"], [True, True], pair, shown[:at]
    if anim and is_pair(upcoming):
        chosen = [True, True]                  # both are down: they lie face down a moment
        if view["side"] is not None:
            cards[view["side"]] = upcoming["cards"][view["side"]]
        return upcoming["spot"], cards, chosen, None, earlier
    if anim and is_pair(current):
        if current.get("turning"):             # turning over: the outcome shows once both are face up
            return current["spot"], current["cards"], [True, True], None, shown
        return current["spot"], current["cards"], [True, True], current, shown[:-1]
    if anim and current is not None and current["kind"] == "spot_scored" and current["outcome"] == "tie":
        return current["spot"], cards, chosen, None, earlier     # the tie itself: the mat waits
    # the tie as it stands (your card laid, face up for you): also while a side's tiebreaker player is
    # named, "Bot 2 plays BLACK's tiebreakers" after your card was laid (the mat vanished, review 16); not
    # while the pool forms, before the spots are scored (the tie is not told yet)
    step = current or upcoming
    naming = step is not None and step["kind"] == "tiebreak_player_named"
    if (not anim or naming) and view["phase"] == "tiebreak" and view["tiebreak"]:
        tb = view["tiebreak"]
        if tb["my_card"] is not None and view["side"] is not None:
            cards[view["side"]] = tb["my_card"]
        # the face-up view of a finished game (a replay): each side's card as its player saw it laid
        for seat, secret in (view.get("private") or {}).items():
            if (secret.get("tiebreak") or {}).get("my_card") is not None:
                cards[seat % 2] = secret["tiebreak"]["my_card"]
        return tb["spot"], cards, tb["chosen"], None, earlier
    return None, cards, chosen, outcome, earlier


# the how-many-th pair of tiebreaker cards on a spot, in players' words (session 25: "(pair 2)" read as
# a poker pair)
ORDINALS = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth"}


def mat(t, view, g, shown, current, upcoming, anim, bottom, on_next=None, laid=None, pair=None, slots=None):
    """Draw the mat in the dock (and, when your card is wanted, the "tiebreak" target on it); its rect,
    or None when no tie is on the table. `on_next`: the pair face up waits for the person, and a Next
    button under its outcome moves on (Enter, Space or N too: the board's keys). `laid`: your card
    dropped on it, face up for you until you lay it ("Lay it", Enter) or take it back (Esc). `pair`: the
    pair the position's move laid, kept face up (a replay: tied_spot). `slots`: a dict filled with each
    side's slot rect by side (0 RED, 1 BLACK), so a card let go on the other side's slot is answered
    (side_drop.other_side_drop)."""
    spot, cards, chosen, outcome, earlier = tied_spot(view, shown, current, upcoming, anim, pair)
    if spot is None:
        return None
    px = t.px
    before = [e for e in earlier if is_pair(e) and e["spot"] == spot]
    n_before = len(before)
    dock = g["dock"]
    ch = min(g["card"][1], dock.h - px(36))
    cw = int(round(ch / 1.4))
    # the mat stays in the dock, on the table left of the move log (at 4 players the seats' plates are
    # wide and a full-size mat ran under the log): its words give way first, then its two slots
    room = min(dock.right, t.area.right - px(8)) - dock.x
    # a slot's column is as wide as its card and gap, and never narrower than its name over it
    name_w = max(theme.text(n, t.text_px(11), theme.TEXT, True).get_width() for n in SIDE_NAMES) + px(8)
    col_w = max(cw + px(16), name_w)
    text_w = max(px(112), min(px(150), room - 2 * col_w - px(6)))
    if text_w + 2 * col_w + px(6) > room:
        cw = max(px(20), (room - text_w - px(6)) // 2 - px(16))
        ch = int(cw * 1.4)
        col_w = max(cw + px(16), name_w)
    r_mat = pygame.Rect(dock.x, dock.y, text_w + 2 * col_w + px(6), dock.h)
    t.panel(r_mat, theme.PANEL, 235, 14, theme.GOLD, px(2))
    x0, tw = r_mat.x + px(12), text_w - px(18)
    lines = [("Tiebreaker", 16, theme.GOLD, True),
             # short enough not to shrink in the mat's narrow column
             (f"spot {spot}: {ORDINALS.get(n_before + 1, 'another')} try" if n_before else f"spot {spot} is tied",
              13, theme.TEXT, False)]
    if outcome is not None:
        red, black = outcome["cards"]
        if outcome["outcome"] == "tie":
            head, sub, colour = "Equal: again", f"{short(red)} = {short(black)}", theme.GOLD
        else:
            w = outcome["side"]
            win, lose = (red, black) if w == 0 else (black, red)
            head = f"{SIDE_NAMES[w]} wins spot {spot}"
            sub = f"{short(win)} beats {short(lose)}"
            colour = (240, 120, 110) if w == 0 else (226, 226, 232)
        lines += [(head, 14, colour, True), (sub, 13, theme.TEXT, False)]
    else:
        rule = [("higher rank wins;", 12, theme.MUTED, False), ("equal: again", 12, theme.MUTED, False)]
        last = []
        if before:
            red, black = before[-1]["cards"]
            last = [(f"last: {short(red)} = {short(black)}", 12, theme.TEXT, False)]
        # on a small window the rule gives way to the last pair (whose "=" says the same), never overlaps it
        lines += (rule + last) if _fits(t, lines + rule + last, r_mat.h - px(16)) else last
    room = r_mat.h - px(16)
    if outcome is not None and on_next is not None:
        bh = px(30)
        t.button("tiebreak:next", "Next", (x0, r_mat.bottom - px(8) - bh, tw, bh), on_click=on_next,
                 style="primary", size=14, tooltip="Enter")
        room -= bh + px(4)
    # the words stay inside the frame: "spot k is tied" gives way first (the outcome's line says the spot;
    # "Q♣ beats 7♠" was drawn under the frame in a replay, review s21)
    while len(lines) > 3 and not _fits(t, lines, room):
        lines.pop(1)
    if laid is not None:
        # not laid yet: the drop is yours to take back until you lay it (it was final at once)
        bh = min(px(28), (r_mat.h - px(24)) // 3)
        t.button("tiebreak:lay", "Lay it", (x0, r_mat.bottom - px(8) - 2 * bh - px(4), tw, bh), press="lay",
                 style="primary", size=14, tooltip="Enter")
        t.button("tiebreak:back", "Take it back", (x0, r_mat.bottom - px(8) - bh, tw, bh), press="cancel",
                 size=13, tooltip="Esc")
        lines = lines[:1]          # (the prompt says it is not laid yet)
    _stack(t, lines, x0, r_mat.y + px(10), tw)
    rnd = view["round"]
    for i, side in enumerate((bottom, 1 - bottom)):
        # each slot centred in its column, the column's name over it (RED BLACK ran together, s21)
        col = pygame.Rect(r_mat.x + text_w + i * col_w, r_mat.y, col_w, r_mat.h)
        r = pygame.Rect(0, r_mat.bottom - px(8) - ch, cw, ch)
        r.centerx = col.centerx
        t.panel(r, (0, 0, 0), 90, 8, (160, 160, 170) if side == 1 else (226, 80, 80), px(2))
        if slots is not None:
            slots[side] = r
        # above the green frame and the white ring of the place picked by keyboard (ui/drag: 10 px out), 79.png
        t.label(SIDE_NAMES[side], (r.centerx, r.y - px(11)), 11, theme.TEXT, bold=True, anchor="midbottom",
                max_width=col_w - px(4))
        if side == view["side"] and view["phase"] == "tiebreak" and not anim:
            t.target("tiebreak", r, label=f"tiebreaker card for spot {spot}", kind="target")
        if side == view["side"] and laid is not None:
            t.card(f"r{rnd}:{laid}", laid, r, zone="tiebreak:laid", key=laid, z=60)
        elif chosen[side]:
            t.card(f"tb:{rnd}:{spot}:{n_before}:{side}", cards[side], r, zone=f"tiebreak:{SIDE_NAMES[side]}",
                   z=60)
    return r_mat


def _line_h(t, size, bold):
    return theme.text("Ag", t.text_px(size), theme.TEXT, bold).get_height()


def _fits(t, lines, room):
    return sum(_line_h(t, size, bold) for _, size, _, bold in lines) <= room


def _stack(t, lines, x, y, width):
    """The mat's words one under another, each line as tall as its text is drawn (the text has a floor
    size on a small window, so fixed offsets let lines run into each other)."""
    for text, size, colour, bold in lines:
        t.label(text, (x, y), size, colour, bold=bold, max_width=width)
        y += _line_h(t, size, bold)
