"""The Game's part of the kit's marks (ui/recent_marks.py): each card another player laid on a stack since
your action, framed where it lies, its small "new" tag beside it on its stack's mat (stack_mats); a card the same
turn covered at once is said on the tag of the card over it ("new · on new red 5", as the log says "lays blue 1
on blue 5"), so a bot's two cards on one stack can both be read (review 22)."""

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
        (x, y, right), (mid, foot, most, rule_end) = spots
        if x + w <= right:
            return pygame.Rect(x, y, w, h)
        tag = pygame.Rect(0, 0, min(w, most), h)
        tag.midbottom = (mid, foot)
        tag.top = max(tag.top, rule_end)       # small windows' type is relatively taller: the rule ends lower
        return tag


def covered_words(marks):
    """[(word, card)] nearest first as one phrase: "on new purple 9, 7, green 4"; the colour said once for a
    run of one colour, the word once for a run of one word."""
    parts, last_word, last_colour = [], None, None
    for word, card in marks:
        head = "on" if word is None else f"on {word}"
        said = str(number(card)) if (word, colour(card)) == (last_word, last_colour) else card_words(card)
        parts.append(said if word == last_word and parts else f"{head} {said}")
        last_word, last_colour = word, colour(card)
    return ", ".join(parts)
