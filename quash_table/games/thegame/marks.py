"""The Game's part of the kit's marks (ui/recent_marks.py): each card another player laid on a stack since
your action, framed where it lies, its small "new" tag beside it on its stack's mat (stack_mats); a card the same
turn covered at once is said on the tag of the card over it, on a second line ("new since your turn" / "also new,
under it: red 5"), so a bot's two cards on one stack can both be read (review 22; review 39: "new · on new red 5"
was unclear to a new player)."""

import pygame

from ...ui import theme
from ...ui.recent_marks import tag_height, tag_size
from .cards import card_words
from .stack_mats import TAG_PX



class TheGameMarks:
    """Mixed into the board (scene.TheGameBoard): a laid card's piece is its code."""

    # its tags say more than "new": set in 12 screen pixels at least (9 at 1024x640 was unreadable, review 40)
    mark_tag_px = TAG_PX

    def recent_marks(self, seat, action, events):
        """The card another player laid, "new" on its stack until you act."""
        return [(action["card"], "new")] if action.get("type") == "play" else []

    def covered_mark_words(self, marks):
        """New cards covered by a later new one, on the covering card's tag: "under it: purple 9, purple 7"
        (covered_words)."""
        return covered_words([(word, pid) for pid, word in marks])

    def covered_tag(self, pid, word, said):
        """The new card's words over those of the new cards under it, on a line of their own: "new since your
        turn" / "under it: green 9, red 10" ("new · on new green 9, red 10" was unclear, review 39), in the line
        the rule left over the card (stack_mats); where a request's tag holds the subtitle's line, the rule stays:
        "new · under it: green 9". Broken into lines as wide as the mat's inside at the tag's type (with three
        cards under it, one line ran past the mat, and the kit shrank it to 9 px to fit: review 40)."""
        piece = self.table.piece_by_id.get(pid) if self.table is not None else None
        spots = self._mark_spots.get(piece.zone.split(":", 1)[-1]) if piece is not None else None
        roomy = spots is not None and spots[2]
        lines = [f"{word} since your turn", said] if roomy else [f"{word} \u00b7 {said}"]
        if spots is None:
            return "\n".join(lines)
        _, _, most, rule_end, card_top = spots[1]
        room = most - self.metrics.px(8)       # the mat's inside, less the tag's own margins
        size = tag_size(self)

        def broken(lines):
            return "\n".join(part for line in lines for part in theme.wrap_balanced(line, size, room, True))
        words = broken(lines)
        if roomy and tag_height(words, size, self.metrics.px) > card_top - rule_end:
            # lines more than the room between the rule and the card's gold frame reached down over the card's
            # corner index (session 42), then over its top corners (two lines at 1024x640, review 56s): "new" says
            # since when without its own line
            one = broken([f"{word} \u00b7 {said}"])
            # (only where that takes fewer lines: "new · under it:" over "blue 4, red 6" was no shorter)
            words = one if tag_height(one, size, self.metrics.px) < tag_height(words, size, self.metrics.px) else words
        return words

    def mark_tag_spot(self, pid, w, h):
        """A stack's new card's tag, as small as its words (`w` x `h`), where it hides nothing: beside the card's
        top, in the mat's margin right of it; where its words are longer than that margin ("new · on new green
        8"), over the card, between the rule and the card's top (as wide as the mat's inside at most), where
        no hint's arrow comes in: across the mat's bottom edge, under the card, it barred the arrow's way in
        from your hand, which bent twice round it (session 36). It filled the stack's subtitle line, a gold
        band over "any card first, then falls" (review 34); at the card's foot it covered the card (session 33). In 12
        px (review 40) two lines are taller than the line the rule left: the tag then says it in one (covered_tag), its
        foot on the card's gold frame (over the card's top edge it covered the card's corners, review 56s)."""
        piece = self.table.piece_by_id.get(pid) if self.table is not None else None
        spots = self._mark_spots.get(piece.zone.split(":", 1)[-1]) if piece is not None else None
        if spots is None:
            return None
        (x, y, right), (mid, foot, most, rule_end, _), _ = spots
        if x + w <= right:
            return pygame.Rect(x, y, w, h)
        tag = pygame.Rect(0, 0, min(w, most), h)
        # under the rule, its foot at the card's top edge at the lowest (the line the rule left when it went
        # up into the subtitle's: stack_mats), never over the rule's letters
        tag.center = (mid, (rule_end + foot) // 2)
        tag.bottom = min(tag.bottom, foot)
        tag.top = max(tag.top, rule_end)       # small windows' type is relatively taller: the rule ends lower
        return tag


def covered_words(marks):
    """[(word, card)] nearest first as one phrase: "under it: purple 9, purple 7, green 4", each card with its
    colour ("red 4, 5" read as two cards or as a range, review 40; every card under a new one is new: only
    marked cards are listed, and the tag's first line says new since when)."""
    return "under it: " + ", ".join(card_words(card) for _, card in marks)
