"""The Game's two stacks, each on its mat: title, subtitle (or a standing request's tag), the rule, then the
top cards peeking out as a pile and an empty slot's words (a part of the board, scene.py, moved out to keep
the files short)."""

import pygame

from ...ui import theme
from ...ui.recent_marks import tag_height
from .requests import stack_tag

# the subtitle says what the empty slot says ("Empty", "any card fits"): "starts at 1, climbs to 10" over
# "any card fits" read as a contradiction (must the first card be a 1?)
STACK_INFO = {
    "up": ("\u25b2  ASCENDING", "any card first, then climbs", "higher number, or same colour"),
    "down": ("\u25bc  DESCENDING", "any card first, then falls", "lower number, or same colour"),
}
EMPTY_WORDS = ("Empty", "any card fits")
PEEK = 3            # cards shown under a stack's top, so it reads as a pile
MAT_CLEAR = 8       # design pixels a message keeps from a stack's mat wherever it goes
MARK_OFF = 6        # design pixels between a "new" tag beside the card and the card (its gold frame: 3), the mat's edge
TAG_PX = 12         # screen pixels of a "new" tag's type at the least (marks.TheGameMarks.mark_tag_px)
MAT_FOOT = 14       # design pixels of the mat under its card (the rule is over the card: its foot is open to an arrow)


class StackMats:
    """The stacks' mats (a mixin of TheGameBoard: self._tags, self.session are the board's)."""

    def numbered_target(self, n, lit):
        """Digit 1 picks ▲ and 2 picks ▼ (the kit's hook; the rules' Keys: "1, 2: choose a stack"), lit or not:
        Enter on one the card does not fit is refused with the reason. The kit's digits walk the lit stacks, so
        with only ▼ lit, 1 chose ▼, and Enter laid the card there (review 45B)."""
        arrow = {1: "up", 2: "down"}.get(n)
        return next((t.id for t in self.table.targets if arrow and t.arrow == arrow), None)

    @staticmethod
    def _stack_head(t):
        """Pixels from a stack mat's top to its card: the title, the subtitle as tall as its text really
        is (small windows keep text readable, so it is relatively taller there), the rule under it, and the
        cards peeking out above the top card, which covered the subtitle's comma."""
        head = StackMats._rule_top(t) + theme.font(t.text_px(13)).get_linesize() + t.px(4) + t.px(3) * PEEK
        # and, with a card laid (the rule up in the subtitle's line), room under the rule for a "new" tag of two
        # lines, its foot on the card's gold frame (marks.mark_tag_spot): "new · under it: yellow 5, purple 8" ran
        # to two lines at 1024x640 and lay over the card's top (review 61w)
        rule_end = StackMats._sub_top(t) + t.px(2) + theme.font(t.text_px(13)).get_height()
        two = tag_height("\n", max(TAG_PX, t.px(11)), t.px)
        return max(head, rule_end + two + t.px(3))

    @staticmethod
    def _sub_top(t):
        """Pixels from a stack mat's top to its subtitle's line (a request's tag fills it): under the title as
        tall as its text really is, a gap apart. At a fixed 31 px the tag's frame touched the title's letters
        at 1280x800 and the rule under it at 1024x640 (session 50)."""
        return t.px(10) + theme.font(t.text_px(18), True).get_linesize() + t.px(2)

    @staticmethod
    def _rule_top(t):
        """Pixels from a stack mat's top to its rule ("higher number, or same colour"): under the subtitle's
        place (a request's tag fills it, `_stack`'s sub_rect), a gap apart, over the card. Under the card it
        lay across the way from your hand: a hint's arrow went up past the mat's side and turned back into
        the card, a hook (review 35)."""
        return StackMats._sub_top(t) + theme.font(t.text_px(12)).get_linesize() + t.px(4) + t.px(3)

    @staticmethod
    def _words_width(t):
        """The widest of the words a stack's mat shows (title, subtitle, rule), at the sizes _stack draws them."""
        return max(max(theme.font(t.text_px(18), True).size(title)[0], theme.font(t.text_px(12)).size(sub)[0],
                       theme.font(t.text_px(13)).size(rule)[0]) for title, sub, rule in STACK_INFO.values())

    @staticmethod
    def _empty_slot(t, stack, slot):
        """An empty stack's slot: "Empty" and "any card fits", centred, inside the slot at any size. Its
        starting number ("1", "10") is gone: drawn large beside "empty: any card" it read as a card already
        there, or as a number to beat (the mat's subtitle says where the stack starts)."""
        t.panel(slot, (0, 0, 0), 60, 12, theme.PANEL_LINE, t.px(2))
        room_w = slot.w - 2 * t.px(4)
        lines = ((EMPTY_WORDS[0], 17, True), (EMPTY_WORDS[1], 13, False))
        steps = [theme.font(t.text_px(size), bold).get_linesize() for _, size, bold in lines]
        y = slot.centery - sum(steps) // 2
        for (text, size, bold), step in zip(lines, steps):
            t.label(text, (slot.centerx, y), size, theme.MUTED, bold=bold, anchor="midtop", max_width=room_w)
            y += step

    def _stack(self, t, view, stack, mat, size, badges):
        title, sub, rule = STACK_INFO[stack]
        t.panel(mat, theme.PANEL, 150, 16, theme.PANEL_LINE)
        # no message lies on a mat nor against it (session 24: moved up off an arrow's way, a hint's banner
        # lay on the mats' top edge, over "▲ ASCENDING")
        t.play_rects.append(mat.inflate(2 * t.px(MAT_CLEAR), 2 * t.px(MAT_CLEAR)))
        t.label(title, (mat.centerx, mat.y + t.px(10)), 18, theme.GOLD, bold=True, anchor="midtop")
        tag = stack_tag(view, stack, self.session.short_name) if view["seat"] is not None else ""
        sub_rect = pygame.Rect(mat.x + t.px(8), mat.y + self._sub_top(t), mat.w - t.px(16),
                               theme.font(t.text_px(12)).get_linesize() + t.px(4))
        self._tags[stack] = sub_rect
        laid = [h for h in view["history"] if h[2] == stack]
        # with a card on the stack "any card first" is past: the rule goes up into the subtitle's line, and the
        # line it leaves over the card holds a "new" tag clear of the card's index (review 39: the tag lay on the
        # card's top at 1024x640)
        rule_y = mat.y + self._rule_top(t) if tag or not laid else mat.y + self._sub_top(t) + t.px(2)
        if tag:
            # a request about this stack stands: its tag in the subtitle's place, amber as the light a card
            # lifted over it gets (review 19b: "leave ▲ alone" was only a grey caption under a plate)
            t.panel(sub_rect, theme.WARN, 60, 8, theme.WARN)
            t.label(tag, (mat.centerx, sub_rect.centery), 12, theme.TEXT, bold=True, anchor="center",
                    max_width=sub_rect.w - t.px(8))
        elif not laid:
            t.label(sub, (mat.centerx, sub_rect.y + t.px(2)), 12, theme.MUTED, anchor="midtop")
        slot = pygame.Rect(0, 0, *size)
        slot.midtop = (mat.centerx, mat.y + self._stack_head(t))
        t.label(rule, (mat.centerx, rule_y), 13, theme.TEXT, anchor="midtop", max_width=mat.w - t.px(16))
        # the "new" tag of the card another laid (marks.mark_tag_spot): beside the card's top, in the mat's
        # margin right of it (off its gold frame), else over the card, its foot at the top of the card's gold frame
        # (two lines reaching over it covered the card's top corners at 1024x640, review 56s), between
        # the rule and the card (the peeking cards' strip), off the rule's letters; under the card it barred a hint arrow's way in, on
        # the card's foot it covered the card, across the subtitle's line it hid the subtitle: review 34)
        self._mark_spots[stack] = ((slot.right + t.px(MARK_OFF), slot.y, mat.right - t.px(MARK_OFF)),
                                   (mat.centerx, slot.y - t.px(3), mat.w - 2 * t.px(MARK_OFF),
                                    rule_y + theme.font(t.text_px(13)).get_height(), slot.y - t.px(3)),
                                   not tag)
        t.target(f"stack:{stack}", slot, label=title.split()[-1].lower() + " stack", kind="stack", arrow=stack)
        if not laid:
            self._empty_slot(t, stack, slot)
            return
        shown = laid[-(PEEK + 1):]
        for depth, h in enumerate(reversed(shown)):
            seat, card = h[0], h[1]
            r = slot.move(0, -t.px(3) * depth) if depth else slot
            # Another seat's card flies from its badge and turns over on the way (it was in a hand).
            t.card(card, card, r, zone=f"stack:{stack}", z=10 - depth, origin=badges.get(seat),
                   reveal=True, dim=depth > 0)
