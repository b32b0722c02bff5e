"""What the header adds to "Your turn" in Flush (the kit's BoardHooks.turn_news): a base another player gave you
since your last move (a Super Flush's give), read from the rules' own "base_given" events. At six seats, 1024x640,
with the move log folded, a bot's base handed to a new player between their turns (two more cards to play and
to count) showed only as "+2 earlier: see Moves" in the tray (review 49c). No pygame."""

from ...ui.curtain_news import first_since
from .telling import base_words


def bases_given_since_last_move(match, seat):
    """[(giver, event), ...] oldest first: each base_given event with `seat` as its target since `seat`'s last
    move (the moves the curtain and the recent marks call news: curtain_news.first_since)."""
    return [(e["seat"], e) for i in range(first_since(match, seat), len(match.actions))
            for e in match.game.events(match.state_after(i + 1), seat)
            if e.get("kind") == "base_given" and e.get("target") == seat]


def given_words(name, event, brief=False):
    """ "Bot 2 gave you a base: an 8 over a hidden card" (`name`: the giver as the table names it); `brief`:
    "Bot 2 gave you a base"."""
    if brief:
        return f"{name} gave you a base"
    return f"{name} gave you a base: {base_words(event)}"
