"""The board's prompt: what the seat at the screen is to do now, in a line."""

from .bid_keys import BID_KEYS_WORDS


def prompt_words(s, d, legal, winner, result, end, selected):
    """The board's prompt, what to do now, from session `s` and the table view `d`: at a hand's `result` (`end`: the
    game's end it brings, or ""), a trick just won by `winner`, your bid, your card (`selected`: one lifted by a
    click)."""
    if result is not None:
        if end:
            return f"Hand {result['hand']} is over: {end} \u2014 Next (Enter): the summary"
        return f"Hand {result['hand']} is over \u2014 press Next (or Enter) for the next deal"
    if winner is not None:
        mine = s.is_you(winner)
        who = "You take" if mine else f"{s.short_name(winner)} takes"
        lead = mine and s.my_turn() and any(a.get("type") == "play" for a in legal)
        return f"{who} the trick" + (": your lead" if lead else "")
    if not s.my_turn() or not legal:
        return ""
    if d["phase"] == "bid":
        return f"Your bid: click a number (or press {BID_KEYS_WORDS})"
    if selected:      # a card lifted by a click: the next click plays it
        return "Now click it again or the middle (or press Enter) to play it"
    if len(d["hand"]) == 1:     # a click on it plays it (composer.click), as Enter does (handle)
        return "Your last card: click it (or press Enter) to play it"
    if not d["trick"]:
        return "Your lead: drag a card into the middle (or click it, then the middle)"
    return "Your turn: drag a card into the middle (or click it, then the middle)"
