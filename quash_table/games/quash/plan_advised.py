"""Where the last QUASH hint sent each card of its move, and the change of plan a later hint makes when it moves such
a card on (advanced). A person following the hints saw the K♥ sent to spot 8, then two turns later from spot 8 to
spot 3, the words saying only "your K♥ leaves spot 8" (review s60): a hint that moves on a card the hint before it put
where it lies says so in its short words too ("change of plan: …"), the reason after it saying why, from the same
evaluation (hints_plan.play_words). Read from the hints shown (the match's hints, HardBot.recall), never from words.
No pygame, no search."""

from .describe import short
from .news_clause import Clause


def advised(past):
    """((round, seat), {card: the spot the last hint's play sent it to}) of the latest hinted play among `past`
    ([(view, hinted action)], in order: the hints shown to the seat), or None."""
    plays = [(view, action) for view, action in past if action.get("type") == "play"]
    if not plays:
        return None
    view, action = plays[-1]
    sent = {action["card"]: action["spot"]}
    sent.update((card, dest) for card, dest in action.get("swap") or ())
    return (view["round"], view["seat"]), sent


def advised_change(bot, view, action, news):
    """`news` (the hint's news clause) with the change of plan said (news_clause.Clause.plan) where `action` moves on a
    card of yours from the spot the last hint sent it to, and the news is that card's clause with no change of plan
    said yet ("your K♥ leaves spot 8", changes.change_words); else `news` as it is."""
    got = getattr(bot, "_advised", None)
    if not got or got[0] != (view["round"], view["seat"]) or not isinstance(news, Clause) or news.plan:
        return news
    mine = view["board"][view["side"]]
    came_to = [action["spot"]] + [dest for _, dest in action.get("swap") or ()]
    for i, (card, _) in enumerate(action.get("swap") or ()):
        was = came_to[i]
        if card == news.card and got[1].get(card) == was and card in mine[was - 1]:
            # said in the full words too, and in short words made of the news and the reason (play_words' SAME_ROOM)
            return Clause(f"change of plan: {news.body}", news.card, news.leaves, news.join, news.kept, news.end,
                          news.outdone, plan=f"your {short(card)} leaves spot {was}, where the last hint put it")
    return news
