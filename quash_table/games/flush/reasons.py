"""Why the normal bot chose a lay, in a few plain words (the hint's reason): worked out from the same terms
its scoring weighs (bots.NormalBot._play_value, _pickup_value), after the choice and never inside the hard
bot's playouts, and only the term that weighed most is said."""

from ...engine.naming import Reason
from .cards import FLUSH_WAYS, FLUSHES, KIND, VALUE, counted
from .state import passed_over, seat_name


GO_OUT = "you go out: the round ends and you score nothing"   # every reason is said to the hint's reader


def lays_last(view, kind, n):
    """Does a move of `kind` laying `n` cards lay the last the seat to move holds (it goes out: the round ends)? One
    answer for the hint's reason, the tray's words and the prompt over the hand."""
    seat = view["seat"]
    return (seat is not None and kind in ("play", "link_flush", "flush") and view["stage"] != "hidden_pickup"
            and n >= view["held_counts"][seat])


def plain_reason(action, view):
    """What a move does, in words, where the scoring gave it no reason of its own (hints show it)."""
    t = action["type"]
    n = 1 if t == "flush" else len(action.get("cards", ()))
    if lays_last(view, t, n):
        return go_out_reason(view, action.get("cards") or [action.get("card")])
    if t == "play":
        return told_left(Reason(yours_left(view['held_counts'][view['seat']] - n)))
    if t == "link_flush":
        return link_flush_reason(n + (view.get("pile_run_links") or 0), view if not view["pile"] else None)
    if t == "pickup":
        return f"you pick up the old pile's {len(view['pile'])} cards"
    if t == "declare":
        return declare_reason(view, action)
    if t == "keep_bases":
        return keep_bases_reason(view)
    if t == "flush":
        return flush_card_reason(action.get("card"), len(view["pile"]), view["held_counts"][view["seat"]] - 1,
                                 *stock_draws(view))
    # (session 34: "the best move here", said of a lone Flush card or hidden card, told a player nothing)
    return "the one move the rules leave you"


def declare_reason(view, action):
    """What declaring a turned hidden card does (its stage: on the pile, or starting a new pile): "done for this
    turn" said nothing of where the card goes or what it costs (session 34)."""
    staged = view.get("staged") or {}
    v, held = staged.get("value"), view["held_counts"][view["seat"]]
    # the turn's Skips (the turned card, the cards added) skip as a lay's do, unless the turn ends in a Flush or
    # goes out: "your turned 3 stays on the pile" said nothing of the Skip it was (session 35)
    skip = skip_aside(view, sum(1 for c in view.get("turn_cards") or () if KIND.get(c) == "S"))
    skip = f"; {skip}" if skip else ""
    if "as" in action:      # a turned Mimic as the pile's value: its words are the scorer's (MIMIC_FLUSH), else:
        if not held:
            return go_out_reason(view)
        return Reason(f"your turned Mimic joins the pile's {action['as']}s: you pick nothing up ({cards_left(held)})"
                      f"{skip}", brief="you pick nothing up")
    if view.get("stage") == "hidden_pickup":
        take, size = len(view["pile"]), len(view.get("adjacent") or ())
        if size >= 4:
            return Reason(f"the new pile of {counted(size, v)} your turned card started is a Flush: you pick up "
                          f"{take} card{'s' * (take != 1)} and play again", brief="a Flush: you play again")
        # (a turned Mimic declared as its own value: said as that value, the pile's being the other choice)
        turned = f"Mimic, as {counted(1, v)}," if staged.get("mimic_as") else str(v)
        return Reason(f"your turned {turned} starts a new pile and you pick up the old one's {take} "
                      f"card{'s' * (take != 1)}{skip}", brief=f"you pick up {take} card{'s' * (take != 1)}")
    run = view.get("pile_run") or 0
    if run >= 4:
        return CLEARS
    if not held:        # the turned card was your last: "(0 cards left)" said it as a lay that left you none
        return go_out_reason(view)
    return Reason(f"your turned {v} stays on the pile, {counted(run, v)} on top: you pick nothing up "
                  f"({cards_left(held)}){skip}", brief=cards_left(held))


def go_out_reason(view, names=()):
    """Going out with the cards `names` (an action's: codes or base tops "b1"), the turn's cards before them
    counted too: GO_OUT, and what the turn's Deductions take off your total (value + 1 each, doubled in a doubled
    last round, never below 0: the rules' end_round); "you go out" said nothing of the Deduction laid (session 35)."""
    row = view["bases"][view["seat"]]
    codes = list(view.get("turn_cards") or ()) + [row[int(c[1:])]["top"] if c and c[0] == "b" else c for c in names]
    spent = [VALUE[c] for c in codes if KIND.get(c) == "D"]
    deduct = view.get("deduct")
    if not spent or not deduct:
        return GO_OUT
    double = view.get("format") == "arena" and view.get("double_last") and view.get("round") == view.get("arena_rounds")
    amount = sum(deduct[x - 1] for x in spent) * (2 if double else 1)
    names = " and ".join(f"{x} Deduction" for x in spent)
    mine = "takes" if len(spent) == 1 else "take"
    total = (view.get("scores") or [0] * view["seats"])[view["seat"]]
    if total <= 0:
        return Reason(f"{GO_OUT}; your total is 0, so your {names} {mine} nothing off", brief="you go out")
    off = min(amount, total)
    return Reason(f"{GO_OUT}, and your {names} {mine} {off} off your total", brief=f"you go out, {off} off your total")


def super_flush_reason(view, what="it clears the pile"):
    """A Super Flush (six or more of a value, or of Links): the pile goes, you play again, and you may give a base
    to whom the rules name (view's previous_seat: the last other seat to play this round), by name and cards
    left; on the round's first turns nobody, and you keep your bases. It said "a Flush" (a run of six) or "the
    previous player" (a Link Flush of six), and the player had to work out whom (session 35)."""
    prev, n = view.get("previous_seat"), view["seats"]
    if prev is None or prev == view["seat"]:
        return Reason(f"a Super Flush: {what} and you play again (nobody has played before you this round: no base "
                      f"to give)", brief="you play again")
    who = seat_name(prev, n)
    # its fewest words what follows, the move's saying the Super Flush ("two 6s and a Mimic: Super Flush! — a Super
    # Flush: you play again" said it twice)
    return Reason(f"a Super Flush: {what}, you may give one of your bases to {who} "
                  f"({cards_left(view['held_counts'][prev])}), and you play again",
                  brief=f"you may give {who} a base, and play again")


def keep_bases_reason(view):
    """Keeping your bases after a Super Flush: their cards stay yours, none go to the player before you."""
    me, n = view["seat"], view["seats"]
    prev = next((x % n for x in range(me - 1, me - n, -1) if not view["out"][x % n]), None)
    cards = sum((b["top"] is not None) + bool(b["hidden"]) for b in view["bases"][me])
    who = f"{seat_name(prev, n)} ({cards_left(view['held_counts'][prev])})" if prev is not None else "nobody"
    return Reason(f"your bases' {cards} cards stay yours to play, and {who} gets none of them",
                  brief=f"{seat_name(prev, n) if prev is not None else 'nobody'} gets no base")


def stock_draws(view):
    """(cards in the stock, seats a Flush Plus would make draw) for flush_card_reason, from the seat's view."""
    out = view.get("out") or [False] * view["seats"]         # (per seat: out of the game)
    others = sum(1 for x in range(view["seats"]) if x != view["seat"] and not out[x])
    return view.get("stock_count"), others


def give_base_reason(view, cards):
    """Giving a base of `cards` cards after a Super Flush: to whom (the view's give_to, by name, cards left) and
    what it leaves you; "gives away your fullest base" did not say to whom (session 35)."""
    to, n = view.get("give_to"), view["seats"]
    said = f"{cards} card{'s' * (cards != 1)} fewer for you to shed"
    if to is None:
        return said
    return Reason(f"{seat_name(to, n)} ({cards_left(view['held_counts'][to])}) takes this base: {said}", brief=said)


def plus_draws(code, stock=None, others=None):
    """Who draws when Flush card `code` is played (stock_draws' `stock` and `others`, where known): "everyone else
    draws a card" for a Flush Plus, fewer where the stock runs out, "" for a plain Flush card or an empty stock."""
    if code != "F+" or stock == 0:
        return ""
    if stock is None or others is None or stock >= others:
        return "everyone else draws a card"
    return f"the next {stock} draw{'s' * (stock == 1)} the stock's last card{'s' * (stock != 1)}"


def flush_card_reason(code, pile_len, left, stock=None, others=None):
    """A Flush card played: the pile it clears, the turn again, and what Flush Plus adds; its fewest words leave
    the turn again to the move's (telling.describe_hint_brief: "your Flush card: play again"). `stock` the cards
    in the stock and `others` the seats that would draw, where known: Flush Plus draws only from the stock
    (review 36: "everyone else draws a card" was said with the stock empty, and nobody drew)."""
    cards = f"{pile_len} card{'s' * (pile_len != 1)}"
    draws = plus_draws(code, stock, others)
    plus = f"; {draws}" if draws else ""
    if not pile_len:
        return Reason(f"5 points fewer held, and you play again{plus} ({cards_left(left)})",
                      brief=cards_left(left))
    return Reason(f"it clears the pile's {cards} and you play again{plus}",
                  brief="everyone else draws" if "everyone" in plus else f"the pile's {cards} go{'es' * (pile_len == 1)}")


def link_flush_reason(links, view=None):
    """What a Link Flush of `links` Links in all does (the move's own words name it a Link Flush): the pile
    goes, and the player plays again; six or more, a Super Flush, may also give a base away (to whom: view)."""
    # on an empty pile there is nothing to clear: the Links themselves go ("it clears the pile" said of an empty pile
    # puzzled a new player, review 55m, revm_10)
    empty = view is not None and not view["pile"]
    what = f"your {links} Links go out of play at once" if empty else "it clears the pile"
    if links >= 6:
        if view is not None:
            return super_flush_reason(view, what)
        return Reason("a Super Flush: it clears the pile, you may give a base to the previous player, and you play "
                      "again", brief="a Super Flush: you play again")
    return Reason(f"{what} and you play again", brief="you play again") if empty else CLEARS


# what a Flush does, in full and in the fewest words (Reason.brief: a hint in a narrow place, three lines; the
# move's own fewest words say the Flush, telling.flush_said: "lay a 1: Flush! — you play again")
CLEARS = Reason("it clears the pile and you play again", brief="you play again")
MAKES_FLUSH = Reason("makes a Flush: the pile goes and you play again", brief="you play again")
MIMIC_FLUSH = Reason("your turned Mimic makes a Flush: the pile goes and you play again",
                     brief="a Flush: you play again")


def play_reason(bot, codes, v, new_run, tops, view=None):
    """_play_reason, marked as saying what you hold then (told_left) where it does."""
    said = _play_reason(bot, codes, v, new_run, tops, view)
    return told_left(said) if view is not None and bot.held - len(codes) > 0 else said


def told_left(reason):
    """`reason` (a Reason) marked as saying how many cards you will have left (yours_left): the hint's full why says
    it once (leaves_words), not again after it (session 49)."""
    reason.says_left = True
    return reason


def leaves_words(view, action, said=None):
    """What the hinted move leaves you, for its full why: "you will have 8 cards left" (not where `said`, its reason,
    says it already: told_left), and where it turns up a hidden card or lays a base's top, "1 hidden card left to
    turn up"; "" where it ends the round or leaves you a stage of the turn (a turned card to declare: its reason
    counts), or what you then hold rests on a card not yet seen (a turn-up)."""
    seat, t = view["seat"], action.get("type")
    if view.get("stage") is not None or t not in ("play", "link_flush", "flush", "pickup", "hidden"):
        return ""
    held = view["held_counts"][seat]
    cards = action.get("cards") or ([action["card"]] if action.get("card") else [])     # (a Flush card: "card")
    hidden = sum(1 for b in view["bases"][seat] if b["hidden"]) - (t == "hidden")
    left = {"pickup": held - len(cards) + len(view["pile"]), "hidden": None}.get(t, held - len(cards))
    if left is not None and left <= 0:
        return ""
    parts = [] if left is None or getattr(said, "says_left", False) else [yours_left(left)]
    if hidden and (t == "hidden" or any(c[0] == "b" for c in cards)):
        parts.append(f"{hidden} hidden card{'s' * (hidden != 1)} left to turn up")
    return "; ".join(parts)


def _play_reason(bot, codes, v, new_run, tops, view=None):
    """A lay of `codes` as value `v` onto the pile (not a Flush), its run then `new_run` long, `tops` of its
    cards base tops: the consideration that weighed most, and what you hold then (never the cards it lays:
    those are the move's own words, and "sheds two 5s" beside "lay two 5s" gave no reason, session 36)
    (normal_bot.NormalBot._play_value), said of your cards: a high value's, what the lay keeps open."""
    k = len(codes)
    skips = sum(1 for c in codes if KIND[c] == "S")
    pts = sum(bot.points.get(c, 1) * (3 if VALUE[c] == bot.m else 1) for c in codes)
    skip_said = skip_words(view, skips)
    terms = [
        (bot._p_next_cannot(v) * (1.5 + 0.5 * (bot.pile_len + k)), next_player_words(bot, v, view)),
        (skips_that_count(view, skips) * (1.0 + (4.0 if bot.next_held <= 3 else 0.0)), skip_said),
        # every card's value weighs (the higher, the harder to lay later): said of high cards only, as what
        # the lay keeps open (a reviewer read "high cards are hard to lay later" and learnt nothing)
        (bot.W_HARD * v / 10.0 * k if v >= 7 else 0.0, high_card_words(v, kept_values(view, codes, v, bot.m))),
        (bot.W_POINTS * pts * (bot.urgency - 1.0), going_out_words(bot, pts, view)),
        (bot.TOP_BONUS * tops, "it frees a hidden card"),
    ]
    weight, why = max(terms, key=lambda t: t[0])
    # what you hold then, beside the move's point: "sheds two 5s" said the move again, not why (session 36)
    left = bot.held - k
    text = yours_left(left) if view is not None and left > 0 else "fewer cards in your hand"   # ("you will have 9 …")
    # the fewest words (a hint in a narrow place, its move beside them saying what goes: "lay two 10s — 9
    # cards left"): the short hint was six or seven lines of a narrow column at six seats, 1024x640 (session
    # 31); a Skip's who-is-passed, else what you hold then
    brief = skip_aside(view, skips) or (cards_left(left) if view is not None and left > 0 else "")
    # one reason (its costs chained on, "though ..., though ...", ran to 170 characters and over a seat at
    # the top of a six-seat table): a Deduction spent is the cost a person must hear of (it is thrown
    # away), said after what the move does ("Hint: lay two 5s — it gives up the 5 Deduction (-6)" led with
    # the cost, review 31): the fewest words what you hold then, the cost in the short words and on H; else
    # the term that weighed most; else the risk the lay runs
    spent = [(VALUE[c], bot.deduct.get(VALUE[c], VALUE[c] + 1)) for c in codes if KIND[c] == "D"]
    if spent:
        # the loss first, in every form, the fewest words too (warns): "lay a 7 Deduction — 5 cards left" and
        # "lay three 3s — 11 cards left" (one the 3 Deduction) never said that its deduction is thrown away
        # (reviews 54g2, 54j); what the lay still gains after "but"
        total = None if view is None else (view.get("scores") or [None] * view["seats"])[view["seat"]]
        lost = deduction_lost(spent, total)
        skip = skip_aside(view, skips)
        cost = f"{lost}{'; ' if total == 0 else ', but '}{text}"
        return Reason(cost + (f"; {skip}" if skip else ""), short=cost, brief=lost, warns=True)
    if weight >= 0.5 and skips and why == skip_said:
        # the Skip is the point: who it passes over and who plays next in the short words, their cards left
        # on H (with the counts, two Skips at six seats ran to 140 characters on the hint's line, session 29)
        return Reason(f"{skip_said}; {text}", short=f"{skip_said.short}; {text}", brief=brief)
    if weight < 0.5 and bot._p_next_has(v, 4 - new_run) >= 0.5:
        why = None
        said = f"{text}, though the next player may lay a Flush on it"
    elif weight < 0.5 and view is not None and not skips:
        # no term weighed: what the lay leaves the next player, counted from the cards you have not seen ("lay a
        # 4 Link — 6 cards left" gave no reason at all, issue 23); with a Skip, who plays next is the Skip's words
        why = next_player_words(bot, v, view)
    elif weight < 0.5:
        why, said = None, text
    if why is not None:
        said = f"{why}; {text}"
    short = f"{getattr(why, 'short', why)}; {text}" if why is not None else said
    if skips:
        # a Skip laid is spent whatever the move's point: who it passes over and who then plays on your
        # cards, on H (the hint said nothing of it, session 29), by name: with every seat's cards too the
        # full reason ran to 190 characters at six seats, six lines at 1024x640 (session 30)
        return Reason(f"{said}; {skip_aside(view, skips) or skip_said}", short=short, brief=brief)
    return Reason(said, short=short, brief=brief)


def deduction_lost(spent, total=None, brief=False):
    """What laying the Deductions `spent` ((value, amount) each) before the turn you go out costs, by name and
    amount: "the 7 Deduction's −8 counts only as you go out; laid now it is lost" (the rules page: a Deduction
    takes points off only as you go out). It takes them off your `total` (None: not known), which stops at 0
    (rounds.end_round): at 0 there is nothing to lose, as the hint's playouts score it, and the words say so
    (reviews 54g2, 54j: round 1, every total 0, the hint laid a 7 Deduction and its words read as a blunder).
    `brief`: "−2 and −8 lost: Deductions count only as you go out" (the tray's caption, where the full words ran
    past its three lines, review 60: "...count only as you go out; laid now" and the rest cut off)."""
    one = len(spent) == 1
    if brief:
        lost = " and ".join(f"−{amount}" for _, amount in spent)
        return f"{lost} lost: {'a Deduction counts' if one else 'Deductions count'} only as you go out"
    names = f"{spent[0][0]} Deduction's" if one else " and ".join(str(x) for x, _ in spent) + " Deductions'"
    amounts = " and ".join(f"−{amount}" for _, amount in spent)
    counts = f"the {names} {amounts} count{'s' * one} only as you go out"
    if total == 0:
        return f"{counts}; your total is 0: laying {'it' if one else 'them'} loses nothing"
    return f"{counts}; laid now {'it is' if one else 'they are'} lost"


def going_out_words(bot, pts, view=None):
    """Why shedding points now matters: who may go out soon (the other seat holding fewest cards) and what the lay
    keeps off your score then. "2 points fewer held while someone is close to going out" was not parsed at once by
    new players (review 55m, revm_54)."""
    these = "this point" if pts == 1 else f"these {pts} points"     # ("these 1 point": review 56r)
    who = "someone"
    if view is not None and getattr(bot, "others", None):
        held = view["held_counts"]
        close = min(bot.others, key=lambda x: held[x])
        who = f"{seat_name(close, view['seats'])} ({cards_left(held[close])})"
    return f"{who} may go out soon: laid now, {these} cannot count against you"


def next_player_words(bot, v, view=None):
    """What a lay of `v`s leaves the next player: a card of `v` or lower (a Mimic, a Flush card) to lay, else the
    pile to pick up; with a view, how many of the cards you have not seen would fit (NormalBot._not_seen_fits),
    the count a person can check where "the next player needs ..." alone gave no measure (issue 23). One form, no
    "a 1" (a Mimic laid as a 1 read as a 1 leaving the hand, session 21), its length that of the words it replaced."""
    said = f"the next player must lay {v} or lower or pick up"
    if view is None:
        return said
    # ("29 of 56 unseen cards fit" was not read at once by a new player: review 57)
    return f"{said}: {bot._not_seen_fits(v)} of the {bot._not_seen_total()} cards you cannot see would fit"


def skip_words(view, skips):
    """What `skips` Skips laid do, by name: "your Skip passes over Seat 2 (3 cards left): Seat 3 (5 cards)
    plays next" (or "... : you play again" at two seats). It said "your Skip passes the next player": who,
    and who then has the pile, was the player's to count (session 29)."""
    if not skips:
        return ""
    mine = "your Skip passes" if skips == 1 else "your Skips pass"
    if view is None:
        return Reason(f"{mine} over the next {'player' if skips == 1 else f'{skips} players'}")
    passed, nxt = passed_over(view, skips)
    n, held, me = view["seats"], view["held_counts"], view["seat"]
    others = [x for x in passed if x != me]
    names = " and ".join(f"{seat_name(x, n)} ({cards_left(held[x])})" for x in others)
    then = "you play again" if nxt == me else f"{seat_name(nxt, n)} ({cards_left(held[nxt])}) plays next"
    # its short form the names alone (the hint's line, where the Skip is the move's point)
    brief = " and ".join(seat_name(x, n) for x in others)
    brief_then = "you play again" if nxt == me else f"{seat_name(nxt, n)} plays next"
    if me in passed:
        # two Skips at two seats pass the other player, then you: that player plays next, as with none
        # (it said "your Skips pass over Bot 2 and you", session 30)
        return Reason(f"{mine} over {names}, then over you: {then}, as with no Skip",
                      short=f"{mine} over {brief}, then you: {brief_then}")
    return Reason(f"{mine} over {names}: {then}", short=f"{mine} over {brief}: {brief_then}")


def count_cards(n):
    """"1 card", "3 cards"."""
    return f"{n} card{'s' * (n != 1)}"


def cards_left(n):
    """How many cards a seat holds, one wording wherever a hint counts them ("9 cards left", "1 card left"): it said
    "(9 left)", "(3 cards left)" and "(5 held)" in one reason (review 32)."""
    return f"{n} card{'s' * (n != 1)} left"


def yours_left(n):
    """What you hold after the hinted lay, said as yours, in the one wording of a count (cards_left): "you will have
    9 cards left". The why ended "…; 5 cards left", after words about the next player, and did not say whose (issue
    23, session 40)."""
    return f"you will have {cards_left(n)}"


def skip_aside(view, skips):
    """A Skip's effect where it is not the lay's point, in the fewest words: "it skips Seat 2" (who plays next
    follows from it; "your Skip passes over Seat 2 (14 cards left): Seat 3 (14 held) plays next" after the
    lay's own reason made the full reason 190 characters, session 30); "" without a view."""
    if view is None or not skips:
        return ""
    passed, nxt = passed_over(view, skips)
    if view["seat"] in passed:
        return skip_words(view, skips).short
    n = view["seats"]
    said = f"it skips {' and '.join(seat_name(x, n) for x in passed)}"
    return f"{said}: you play again" if nxt == view["seat"] else said


def skips_that_count(view, skips):
    """How many of `skips` Skips change who plays next: none where they come round past the seat that laid
    them (two at two seats), which a hint must not give as a lay's point."""
    return 0 if view is not None and skips and view["seat"] in passed_over(view, skips)[0] else skips


def hidden_reason(pv, pile_len, p_join, counts=None):
    """Why turn up a hidden card, with the chance it fits (`p_join`: the share of the cards you have not
    seen that join a pile of `pv`s, NormalBot._frac_at_most) and what a card that does not fit costs: "your
    hidden card may fit the pile" said neither (session 29). With `counts` (the unseen cards that fit, all the
    unseen cards: NormalBot._count_at_most), the count leads and the share follows: "62% of the cards you have
    not seen fit the 6s" was a percentage a new player could not check against the cards gone by (issue 23)."""
    if pv is None:
        return "the pile is empty: whatever your hidden card is, it goes on it"
    pct = int(round(100 * p_join))
    cards = f"{pile_len} card{'s' * (pile_len != 1)}"
    fit = f"{pct}% of the cards you have not seen fit the {pv}s"
    # the rule itself ("a card of 6 or lower, or a Flush card, joins the pile; a higher one starts a new pile")
    # is on the rules page: said after these facts on H it made 220 characters, six lines (session 30)
    if p_join >= 1:
        # (review 36: "100% … fit the 10s; a higher one makes you pick up 1 card": there is no higher one)
        return f"every card you have not seen fits the {pv}s: it joins the pile whatever it is"
    if counts is not None:
        return counted_hidden_reason(pv, cards, pct, *counts)
    if pct == 100:
        fit = f"all but a few of the cards you have not seen fit the {pv}s"
    return Reason(f"{fit}; a higher one makes you pick up {cards}", brief=fit)


def counted_hidden_reason(pv, cards, pct, fits, unseen):
    """hidden_reason said by count: how many of the unseen cards fit the `pv`s and how many would not, what
    those cost (picking up the pile's `cards`), the share after them."""
    higher = unseen - fits
    risk = f"the other {higher}, higher, make{'s' * (higher == 1)} you pick up {cards}"
    if not fits:
        return Reason(f"none of the {unseen} cards you have not seen fit the {pv}s: your hidden card makes you pick "
                      f"up {cards}", brief=f"none of the {unseen} cards you cannot see fit the {pv}s")
    share = f" ({pct}%)" if 0 < pct < 100 else ""
    return Reason(f"{fits} of the {unseen} cards you have not seen fit the {pv}s{share}; {risk}",
                  brief=f"{fits} of the {unseen} cards you cannot see fit the {pv}s")


def kept_values(view, codes, v, mimic):
    """The values below `v` you still hold in hand and on base tops once `codes` are laid (no Flush cards,
    no Mimics: they fit anywhere), lowest first; () without a view."""
    if view is None:
        return ()
    mine = list(view["hand"]) + [b["top"] for b in view["bases"][view["seat"]] if b["top"] is not None]
    for c in codes:
        if c in mine:
            mine.remove(c)
    return sorted({VALUE[c] for c in mine if c not in FLUSHES and VALUE[c] < v and VALUE[c] != mimic})


def high_card_words(v, kept):
    """Why a high value goes while the pile lets it: it fits few piles; and the lower values it keeps."""
    fits = "a 10 or an empty pile" if v == 10 else f"{counted(1, v)} or {v + 1}" if v == 9 else f"{counted(1, v)} to 10"
    said = f"{v}s fit only on {fits}"
    if not kept:
        return f"{said}, and this pile takes them now"
    low = " and ".join(f"{x}s" for x in kept[:2])
    return f"{said}; your {low} wait for lower piles"


def circling_reason(view):
    """While the round goes round in circles (the rules' `circling`: turns without a Flush), a hint says
    what ends it, as the move log's "circling" line does, instead of the move's own small reason."""
    n = view.get("circling")
    return Reason(f"no Flush for {n} turns: only a Flush ends the circle ({FLUSH_WAYS})",
                  brief="only a Flush ends the circle") if n else None


def pickup_reason(bot, codes, take, fits_none=None, view=None):
    """A new pile of `codes` started, the old pile of `take` cards picked up (bots.NormalBot._pickup_value);
    `fits_none`: the pile's value where no card you hold could be laid on it. Its Skips skip as a lay's do, by
    name (with the view: "three 5s start a new pile …" said nothing of the 5 Skip among them, session 35)."""
    k = len(codes)
    cards = f"{take} card{'s' * (take != 1)}"
    # (what the move does, "three 5s start a new pile", is the move's own words: the why says what it brings)
    if k >= 6 and view is not None:
        return super_flush_reason(view, f"you pick up {cards}")
    if k >= 4:
        return Reason(f"a Flush on the new pile, so you play again after picking up {cards}",
                      brief=f"you pick up {cards} and play again")
    # "no lay on this pile is worth it" where no card could be laid on it was untrue (session 34); "nothing you
    # hold fits" with a Flush card in hand, whose why then weighed the pickup against playing it, said one thing
    # and its opposite (review 45B)
    held = [] if view is None else [*view["hand"], *(b["top"] for b in view["bases"][view["seat"]] if b["top"])]
    but = " but your Flush card" if any(c in FLUSHES for c in held) else ""
    why = f"nothing you hold{but} fits the pile's {fits_none}s" if fits_none else "no lay on this pile is worth it"
    return Reason(f"{why}: you pick up {cards}{pickup_skips(view, codes)}", brief=f"you pick up {cards}")


def pickup_skips(view, codes):
    """"; it skips Seat 2" where a new pile of fewer than four (no Flush) is started with Skips, else ""."""
    skip = skip_aside(view, sum(1 for c in codes if KIND.get(c) == "S")) if len(codes) < 4 else ""
    return f"; {skip}" if skip else ""


def pickup_over_lay(bot, codes, take, beat, beat_short, view=None, kept=None):
    """A new pile of fewer than four (no Flush) the hint's search chose over a lay the pile allowed (the normal
    bot's move): "no lay on this pile is worth it" said nothing of the 4 a person saw they could lay (review
    32). What the pickup does and what the search found (`beat`: why_not.beat_words of the lay, `beat_short` of
    the lay in its fewest words), that in the short words too. `kept`: (the lay's cards in words, "a 4", and
    whether they are all Mimics): the short words lead with the rule a player can use again, that the lay's
    cards stay for a later pile, where lower cards fit more piles (the odds alone taught nothing: review 49),
    the odds in the full words after it."""
    cards = f"{take} card{'s' * (take != 1)}"
    if kept is None:
        return Reason(f"you pick up {cards}{pickup_skips(view, codes)}: {beat}", short=beat_short,
                      brief=f"you pick up {cards}")
    laid, mimics = kept
    rule = "a Mimic fits any pile" if mimics else "the lower a card, the more piles it fits"
    yours = "your " + (laid[2:] if laid.startswith("a ") else laid[3:] if laid.startswith("an ") else laid)
    return Reason(f"you keep {yours} for a later pile ({rule}) and pick up {cards}{pickup_skips(view, codes)}; "
                  f"{beat}", short=f"it keeps {yours} for a later pile: {rule}",
                  brief=f"you pick up {cards}")


def hidden_pickup_reason(codes, v, size, view=None):
    """Cards added to the new pile a turned hidden card started (`size` cards on it then), and whom the turn's
    Skips (the turned card's, those added) pass where it is no Flush (review 35b: "adds a 10 to the new pile your
    turned card started" never said the 10 Skip passed over Bot 2)."""
    if size >= 4:
        return "the new pile your turned card started makes a Flush: you pick up the old pile and play again"
    said = f"{count_cards(len(codes))} fewer in your hand as you pick up the old pile"
    out = view is not None and view["held_counts"][view["seat"]] == len(codes)     # going out: no Skip counts
    skips = 0 if out else sum(1 for c in [*(view or {}).get("turn_cards", ()), *codes] if KIND.get(c) == "S")
    skip = skip_aside(view, skips)
    return f"{said}; {skip}" if skip else said
