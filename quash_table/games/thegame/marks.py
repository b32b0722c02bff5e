"""The Game's part of the kit's marks (ui/recent_marks.py): each card another player laid on a stack since
your action, framed where it lies, its small "new" tag beside it on its stack's mat (stack_mats); a card the same
turn covered at once is said on the tag of the card over it, on a second line ("new since your turn" / "also new,
under it: red 5"), so a bot's two cards on one stack can both be read (review 22; review 39: "new · on new red 5"
was unclear to a new player)."""

import pygame

from .cards import card_words, colour, number



class TheGameMarks:
    """Mixed into the board (scene.TheGameBoard): a laid card's piece is its code."""

    def recent_marks(self, seat, action, events):
        """The card another player laid, "new" on its stack until you act."""
        return [(action["card"], "new")] if action.get("type") == "play" else []

    def covered_mark_words(self, marks):
        """New cards covered by a later new one: "on new red 5" on the covering card's tag ("over new red 5"
        was longer, and the tag, kept off the card's index, reached past the stack's mat at 1024x640); several,
        the nearest first, in one list whose colour is said once for a run of it: "on new purple 9, 7, green 4"
        (one clause a card, "new · on new purple 9 · on new purple 7", ran past the mat at four seats)."""
        return covered_words([(word, pid) for pid, word in marks])

    def covered_tag(self, pid, word, said):
        """The new card's words over those of the new cards under it, on a line of their own: "new since your
        turn" / "also new, under it: green 9, red 10" ("new · on new green 9, red 10" was unclear, review 39),
        in the line the rule left over the card (stack_mats); where a request's tag holds the subtitle's line,
        the rule stays and one line is all there is room for: "new · also new, under it: green 9"."""
        piece = self.table.piece_by_id.get(pid) if self.table is not None else None
        spots = self._mark_spots.get(piece.zone.split(":", 1)[-1]) if piece is not None else None
        roomy = spots is not None and spots[2]
        return f"{word} since your turn\n{said}" if roomy else f"{word} \u00b7 {said}"

    def mark_tag_spot(self, pid, w, h):
        """A stack's new card's tag, as small as its words (`w` x `h`), where it hides nothing: beside the card's
        top, in the mat's margin right of it; where its words are longer than that margin ("new · on new green
        8"), over the card, between the rule and the card's top (as wide as the mat's inside at most), where
        no hint's arrow comes in: across the mat's bottom edge, under the card, it barred the arrow's way in
        from your hand, which bent twice round it (session 36). It filled the stack's subtitle line, a gold
        band over "any card first, then falls" (review 34); at the card's foot it covered the card (session 33)."""
        piece = self.table.piece_by_id.get(pid) if self.table is not None else None
        spots = self._mark_spots.get(piece.zone.split(":", 1)[-1]) if piece is not None else None
        if spots is None:
            return None
        (x, y, right), (mid, foot, most, rule_end), _ = spots
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
    """[(word, card)] nearest first as one phrase: "also new, under it: purple 9, 7, green 4"; the colour said
    once for a run of one colour (every card under a new one is new: only marked cards are listed)."""
    parts, last_colour = [], None
    for _, card in marks:
        parts.append(str(number(card)) if colour(card) == last_colour else card_words(card))
        last_colour = colour(card)
    return "also new, under it: " + ", ".join(parts)
