"""Where the QUASH hints you followed sent each card, and the change of plan a later hint makes when it moves such a
card on (advanced). A person following the hints saw the K♥ sent to spot 8, then two turns later from spot 8 to
spot 3, the words saying only "your K♥ leaves spot 8" (review s60): a hint that moves on a card a hint you followed
put where it lies says so in its short words too ("change of plan: …"), the reason after it saying why, from the same
evaluation (hints_plan.play_words). Read from the hints shown (the match's hints, HardBot.recall) and the round's
plays (the view's history), never from words. No pygame, no search."""

from .describe import short
from .news_clause import Clause


def _placed(action):
    """{card: spot} of where a play `action` puts each card it moves (the card played, the cards swapped out)."""
    sent = {action["card"]: action["spot"]}
    sent.update((card, dest) for card, dest in action.get("swap") or ())
    return sent


def _same_play(made, action):
    return (made.get("card"), made.get("spot"), [list(x) for x in made.get("swap") or ()]) == \
        (action.get("card"), action.get("spot"), [list(x) for x in action.get("swap") or ()])


def advised(past):
    """((round, seat), [(the plays made before it this round, hinted play)]) of the hinted plays of the latest
    round among `past` ([(view, hinted action)], in order: the hints shown to the seat), or None. Whether each was
    followed is read later from the round's history (`followed`): a hint is the player's plan only where they
    played it."""
    plays = [(view, action) for view, action in past if action.get("type") == "play"]
    if not plays:
        return None
    key = (plays[-1][0]["round"], plays[-1][0]["seat"])
    return key, [(len(view["history"]), action) for view, action in plays
                 if (view["round"], view["seat"]) == key]


def followed(hinted, history):
    """{card: spot} of where the hinted plays the player made as hinted sent each card, the newest such play per
    card (`hinted`: advised's list; `history`: the round's plays as the view has them now). A hint not followed
    put nothing anywhere: a card the player laid there of their own accord was no plan of the hint's (review 61t:
    "change of plan" for a 9♥ the player had placed without a hint), and a card an older followed hint placed is
    still its plan though later hints were about other cards (review 61t: the 2♥ moved on with no word)."""
    sent = {}
    for made_before, action in hinted:
        if made_before < len(history) and _same_play(history[made_before], action):
            sent.update(_placed(action))
    return sent


def advised_change(bot, view, action, news):
    """`news` (the hint's news clause) with the change of plan said (news_clause.Clause.plan) where `action` moves on a
    card of yours from the spot a hint you followed sent it to, and the news is that card's clause with no change of
    plan said yet ("your K♥ leaves spot 8", changes.change_words); else `news` as it is."""
    got = getattr(bot, "_advised", None)
    if not got or got[0] != (view["round"], view["seat"]) or not isinstance(news, Clause) or news.plan:
        return news
    sent = followed(got[1], view["history"])
    mine = view["board"][view["side"]]
    came_to = [action["spot"]] + [dest for _, dest in action.get("swap") or ()]
    for i, (card, _) in enumerate(action.get("swap") or ()):
        was = came_to[i]
        if card == news.card and sent.get(card) == was and card in mine[was - 1]:
            # said in the full words too, and in short words made of the news and the reason (play_words' SAME_ROOM)
            return Clause(f"change of plan: {news.body}", news.card, news.leaves, news.join, news.kept, news.end,
                          news.outdone, plan=f"your {short(card)} leaves spot {was}, where a hint you followed put it")
    return news
