"""The ids of the card backs on a team-mate's plate, so that the board's animation tells what the rules say
happened: a card laid leaves the plate, a card drawn flies in from the pile.

Ids by position ("hand2:0", "hand2:1") let a back stay on the plate through a move that laid both its cards
and drew two more (the kit keeps a piece whose id stays), so the plate showed a card back and "2 cards in
hand" while the hand had been emptied and the draw was still on its way (review 39). Each back is named by
the card's place among all the cards that seat has held, oldest first: every card a seat ever held is laid
(the rules' history, public) or still in its hand (`hand_counts`), so the hand holds the ones after the laid
ones. Laying takes the oldest back away; a draw adds new ones, which fly in from the pile."""


def back_ids(view, seat):
    """The ids of `seat`'s card backs, oldest first: its laid cards counted from the public history."""
    laid = sum(1 for h in view["history"] if h[0] == seat)
    return [f"hand{seat}:{laid + i}" for i in range(view["hand_counts"][seat])]


def drawn_by(news, seat):
    """How many cards `seat` drew in the latest move, where that move is among `news` (the others' moves since
    you acted, [(mover, action, events)], the latest last: board.marks.moves()): its events say so. 0 else."""
    if not news:
        return 0
    return sum(e["count"] for e in news[-1][2] if e.get("kind") == "cards_drawn" and e.get("seat") == seat)


def hand_words(n):
    """A plate's count: "2 cards in hand", "1 card in hand"."""
    return f"{n} card{'s' if n != 1 else ''} in hand"
