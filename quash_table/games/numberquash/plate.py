"""NumberQuash: a seat's plate on the table (name, kind, place, colours, turns it will miss)."""

import pygame

from ...ui import theme
from .bank_badge import badge_size, bank_forms, bank_tip, banked_counts, draw_badge
from .dice_shown import dice_at_plate
from .layout import plate_dice_w
from .pieces import WHITE, quasher_image, white_counter
from .plate_news import fitted
from .state import ordinal
from .words import CELL_NAMES, skips_forms, skips_tip


def draw_plate(board, t, view, seat, rect):
    """A seat's plate: its name and kind (the kit's seat_badge), its place or retirement, its colours and
    the white counters of turns it will miss (moved out of scene.py, whose lines were over 600)."""
    board.badges[seat] = rect
    t.play_rects.append(pygame.Rect(rect))      # a hint or refusal never lies over a seat's plate
    status = view["status"][seat]
    place = view["places"][seat]
    detail = ""
    if view["ended"] and view.get("final_places"):     # the rules' places and words, as the summary says them
        place = view["final_places"][seat]
        said = (view.get("final_words") or [None] * len(view["places"]))[seat]
        detail = f"{ordinal(place)} place" if place else ("retired: no quashers left" if status == "retired"
                                                          else said or "")
    elif status == "finished" and place:
        detail = f"{ordinal(place)} place"
    elif status == "retired":
        detail = "retired: no quashers left"
    pad = t.px(12)
    dots_w = len(view["colours"][seat]) * (2 * t.px(7) + t.px(4)) + t.px(10)
    # another player's dice land at the right of the plate's foot (tray._dice_at_plate): the kind line
    # keeps clear of them ("to move" lay under the dice at 1024x640), the name of the colour dots
    dice = view["seat"] is not None and seat != view["seat"]
    kind_room = rect.w - 2 * pad - ((plate_dice_w(t) - pad + t.px(6)) if dice else 0)
    # the bonuses it holds, on its kind line after the kind, for as long as they are banked (bank_badge.py)
    # (its dice lie at the plate's foot only while it is to move: the rest of the time the whole line is room)
    counts = banked_counts(view, seat) if not detail else {}
    forms = bank_forms(counts)
    gap = t.px(8)
    # the seat marked to move, or whose dice lie at its plate's foot now (dice_shown.py: they stay there while
    # its move is told, after the rules passed the turn on: "Bot • to move 4+6:" ran against them, review 34)
    busy = seat in (view["to_move"], board.marked_to_move(), dice_at_plate(board, view))
    line_room = kind_room if busy else rect.w - 2 * pad
    bank_w = badge_size(t, forms[0])[0] + gap if forms else 0
    held = None
    kind_end = t.seat_badge(seat, rect, name_room=rect.w - pad - dots_w - t.px(4),
                            kind_room=kind_room if not forms else max(t.px(30), line_room - bank_w))
    skips = view["blocked"][seat] + view["forfeit"][seat]
    # the latest turn, on the kind row, keeps clear of the white counters
    news_right = counters_left(t, rect, skips) - t.px(3) if skips else rect.right - pad
    news_h = theme.text("Bot", t.text_px(12)).get_height()
    y = lower_row(t, rect)

    def news(left, badge):
        """The latest turn's (words, place, room) beside a badge or the kind ending at `left`, or under the
        badge `badge` (its rect) where the plate's lower row is free (below) and clear of its edge."""
        if detail:
            return None
        # a plate with a badge and no counters has its lower row free: the news goes there where the kind line
        # after the badge holds only a shorter form (1280x800, the Moves open: "bank 11 ×2" left no room for
        # "rolled 5+6: banked", nor "bank 10, 12" for "… 1+2: left yellow 3", review 34b)
        # (under the badge, inside the plate's edge: at 1024x640 the plate has just room for the three lines)
        # (only where the row lies clear of the plate's edge: at 1024x640 with the Moves open it lay on the plate's
        # bottom border under a badge, review 35b; the kind line after the badge then says a shorter form)
        row = max(y, badge.bottom + news_h // 2) if badge else 0
        below = (rect.x + pad, row, rect.right - pad) \
            if badge and not skips and row + news_h - news_h // 2 <= rect.bottom - t.px(3) else None
        return news_line(board, t, view, seat, (left + t.px(10), rect.y + t.px(32)), news_right, counts, busy, below)
    said = news(kind_end, None) if not forms else None
    if forms:
        room = rect.x + pad + line_room - kind_end - gap
        kind_h = theme.text("Bot", t.text_px(13)).get_height()
        middle = rect.y + t.px(31) + kind_h // 2

        def badge_at(words):
            w, h = badge_size(t, words)
            return pygame.Rect(kind_end + gap, middle - h // 2, w, h)
        # the badge's most said form that fits and leaves the latest turn room to be said ("bank 10, 12" left
        # none for any of a long turn at 1024x640 with the Moves open, session 36), else its first that fits
        fit = [f for f in forms if badge_size(t, f)[0] <= room] or [forms[-1]]
        told = [(f, news(badge_at(f).right, badge_at(f))) for f in fit]
        bank, said = next((f_n for f_n in told if f_n[1]), told[0])
        held = draw_badge(t, bank, kind_end + gap, middle)
        t.tip(f"plate-bank:{seat}", held, bank_tip(counts, board.short(seat), board.session.is_you(seat)))
        kind_end = held.right
    if detail:      # on the plate's second line, right: a third line would cross the plate's edge
        # (in its own type where the kind leaves room: half the plate shrank "not placed, 3 cells left" at 1024x640)
        t.label(detail, (rect.right - t.px(10), rect.y + t.px(31)), 13, theme.GOLD, bold=True,
                anchor="topright", max_width=max(rect.w // 2, rect.right - t.px(10) - kind_end - gap))
    # the seat's colours, right-aligned on the name line
    x = rect.right - t.px(10)
    for colour in reversed(view["colours"][seat]):
        rr = t.px(7)
        t.image(quasher_image(colour, 2 * rr), (x, rect.y + t.px(16)), anchor="midright")
        x -= 2 * rr + t.px(4)
    # white counters: turns this seat will miss
    if skips:
        for k in range(min(skips, 4)):
            t.image(white_counter(t.px(16)), (rect.right - t.px(10) - k * t.px(19), y), anchor="midright")
        x = counters_left(t, rect, skips)
        # on the plate's lower row, under its kind and latest turn: whose turns go and why, in the plate's own
        # type, fewer words where the room is short ("forfeits: misses a turn" said neither, session 32)
        room = x - t.px(4) - (rect.x + pad)
        say = theme.fit_forms(skips_forms(board.session.addressed(seat), view["blockers"][seat],
                                          view["forfeit"][seat], board._named), t.text_px(12), room)
        t.label(say, (x - t.px(4), y), 12, WHITE, anchor="midright", max_width=room)
        # what the counters mean, why and for how long, on hover ("forfeits" told a new player nothing, review 28)
        said_w = min(theme.text(say, t.text_px(12), bold=False).get_width(), max(0, room))
        left = x - t.px(4) - said_w
        t.tip(f"skips:{seat}", (left, y - t.px(10), rect.right - t.px(6) - left, t.px(20)),
              skips_tip(board.short(seat), board.session.addressed(seat), view["blockers"][seat],
                        view["forfeit"][seat], board._named))
    if said:
        t.label(*said[:2], 12, theme.TEXT, anchor=said[2], max_width=said[3])
        news_tip(board, t, seat, said)


def news_tip(board, t, seat, said):
    """The whole latest turn, every roll with the cells it covered, on hover over the plate's line where that line
    says it in fewer words ("2 rolls: 3 cells" named no cell, review 38)."""
    words, (x, y), anchor, room, whole = said
    if whole == words:
        return
    w = min(room, theme.text(words, t.text_px(12), bold=False).get_width())
    h = theme.text(words, t.text_px(12), bold=False).get_height()
    top = y if anchor == "topleft" else y - h // 2
    t.tip(f"plate-news:{seat}", (x, top - t.px(2), w, h + t.px(4)),
          f"{board.short(seat)}'s latest turn: {whole}", units=CELL_NAMES)


def counters_left(t, rect, skips):
    """Where the white counters of `skips` turns to miss end on the left of a plate's lower row."""
    return rect.right - t.px(10) - min(skips, 4) * t.px(19)


def lower_row(t, rect):
    """The middle height of a plate's lower row, under the kind line's words and clear of them ("Human" and the
    white counters' words touched, review 14), inside the plate's edge."""
    text_h = theme.text("Bot", t.text_px(13)).get_height()
    return min(max(rect.bottom - t.px(12), rect.y + t.px(31) + text_h + (text_h + 1) // 2),
               rect.bottom - (text_h + 1) // 2 - 1)


def news_line(board, t, view, seat, at, right, badge=None, busy=False, below=None):
    """What the seat did on its latest turn, on its kind line ("Bot  rolled 5+2: left pink 7"), kept until its turn
    comes again (its dice and the header say that turn) and read from the rules' events (plate_news.py): at
    six seats with the log folded a bot's turn was told in the header and gone (session 30). Not on the plate
    of the seat at the screen, whose own moves are no news to it. `badge`: {value: how many} the plate's badge says the
    seat has banked (bank_badge.py), so a bank in the turn says no more than the badge (plate_news.turn_parts).
    `busy`: the seat is marked to move or its dice lie at its plate's foot: its dice and the header say its turn,
    and news under them read as that turn's (review 34). `below`: (left, middle height, right) of the plate's lower
    row where it is free: the news goes there where it says more of it there than on the kind line. Returns (words,
    place, anchor, room, the whole turn in its most words) to label, or None (nothing said, or no form fits)."""
    if view["ended"] or seat == view["seat"] or busy:
        return None
    parts = board.plate_news.parts(board, seat, badge or None)
    if not parts:
        return None

    def fits(room):
        return lambda said: theme.text(said, t.text_px(12), bold=False).get_width() <= room
    room = right - at[0]
    # in the plate's own type: fitted says less where the whole does not fit (it came smaller, session 31)
    line = fitted(parts, fits(room)) if room >= t.px(40) else None
    lower = fitted(parts, fits(below[2] - below[0])) if below is not None else None
    whole = fitted(parts, lambda said: True)        # every part in its most words: the hover's tip (news_tip)
    if lower and len(lower) > len(line or ""):      # the lower row says more of it (the whole, where it fits)
        return lower, below[:2], "midleft", below[2] - below[0], whole
    return (line, at, "topleft", room, whole) if line else None
