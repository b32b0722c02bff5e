"""The Game's captions under the team-mates' name plates: what a seat said, as wide as its plate, and the room the
row of plates keeps under it for them (scene.TheGameBoard.build draws them)."""

from ...ui import theme
from .requests import REQUESTS, said_line, said_long_ago
from .rules import ASKS, STACKS, signal_words
from .said_news import replaced_caption

LONGEST_HOLD = {"colour": "P", "height": "middle"}
ALL_ASKS = [{"stack": stack, "ask": ask} for stack in STACKS for ask in ASKS]    # the longest captions
CAPTION_NAME = "Player 5"    # the room under the plates is measured with a name this long: fixed for the window


def badge_width(t, n, area):
    """How wide each of the `n` team-mates' name plates is (14 pixels apart, at most 250)."""
    return min(t.px(250), (area.w - t.px(40) - t.px(14) * (n - 1)) // n)


def caption_w(t, n, plate_w, area):
    """How wide a signal's caption under a plate `plate_w` wide may be: the plate's width (the plates are 14
    pixels apart, and captions as wide as plate and gap met end to end: two bots' "said last round, still
    stands: “I" read as one line, review 59w); a lone plate has the row to itself."""
    return plate_w if n > 1 else area.w - t.px(40)


def caption_room(t, n, area, gap=6):
    """Pixels under the seats' plates for their signals' captions (build draws them): as many lines
    as the longest signal needs there (at most two), with a gap above the stacks' mats (2 pixels let a
    wrapped "alone" sit on the ▲ mat's top edge); a replay's too (its stacks are laid out as in play)."""
    room = caption_w(t, n, badge_width(t, n, area), area)
    lines = max(len(caption_lines(t, text, room, CAPTION_NAME)) for text in ALL_ASKS + [LONGEST_HOLD])
    return max(t.px(30), t.px(4) + lines * theme.font(t.text_px(13)).get_linesize() + t.px(gap))


def caption_lines(t, text, room, who, old=None, ago=None):
    """A signal's caption under a plate `room` pixels wide, as lines: what `who` said in the one form
    (requests.said_line: "Bot 2 said: \u201cI have a high red card\u201d"), on one line; wrapped only where it
    does not fit (at most two lines). `old`: the statement it replaced (said_news), said after it where the
    two lines hold it; a request (its stack's tag says it) is then said only as replacing `old`."""
    px = t.text_px(13)
    if old is not None:
        lines = theme.wrap(replaced_caption(who, text, old), px, room)
        if len(lines) <= 2:
            return lines
        if text.get("ask") in REQUESTS:
            return []
    if ago:     # standing past the seat's next turn: dated and still standing (signals.said_ago), where it fits
        lines = theme.wrap(said_long_ago(who, signal_words(text), ago), px, room)
        if len(lines) <= 2:
            return lines
    quoted = said_line(who, signal_words(text))
    if theme.font(px).size(quoted)[0] <= room:
        return [quoted]
    return theme.wrap(quoted, px, room)[:2]
