"""Quadruple War's easy and normal bots (see bots.py)."""

from ...bots import Bot
from ...engine.cards import card_name
from ...engine.naming import Reason, joined
from .bidding import choose_bid
from .cards import CODE, INT_OF, SPADES, SUIT_MASK, SUIT_WORDS, TRICKS, cards_of, mask_of, suit_word
from .knowledge import Table, beats, higher_in_suit, keep_cost
from .odds_words import times_in
from .trump_words import stating_top, top_lead_words, trump_warning

# --- the bots ---------------------------------------------------------------------------------------
def _plays(legal):
    return [INT_OF[a["card"]] for a in legal]


def _more(k):
    return f"{k} more trick" + ("" if k == 1 else "s")


def play_action(c):
    return {"type": "play", "card": CODE[c]}


def _why_lost(t, cards, best_p, brief=False):
    """Why the trick is given up while tricks are still needed, in this trick's terms: who holds it with what,
    or that the seats still to play would likely take it ("this one looks lost", said trick after trick, told
    nothing: review 23). `brief`: True for fewer words, "fewest" for the fewest."""
    if not t.trick or t.best is None:
        return "no lead of yours can win a trick now" if best_p <= 0.005 else "no lead of yours is likely to win"
    holder = f"Seat {t.best_seat + 1}'s {card_name(CODE[t.best])}"
    if not any(beats(c, t.best, t.led) for c in cards):
        return f"nothing you can play beats {holder}"
    if brief == "fewest":        # a hint's narrowest place: the holder's card is on the mat, marked
        return "anything higher would likely be beaten after you"
    if brief:
        return f"a card that beats {holder} would likely be beaten after you"
    return f"{holder} is winning this trick and a card of yours that beats it would likely be beaten after you"


def _top_words(t, c, fewest=False):
    """A side suit's card that no card still out beats: "the highest diamond left"; where the person holds
    higher ones, said with them ("the highest diamond left" was said of a K of diamonds beside the person's
    own A, session 29): "with your A, your K is as good as the top"; `fewest`: without them, "as good as the
    top diamond" (a hint's narrowest place)."""
    above = cards_of(t.hand & higher_in_suit(c))
    if not above:
        return f"the highest {suit_word(c >> 4)} left"
    if fewest:
        return f"as good as the top {suit_word(c >> 4)}"
    ranks = joined([CODE[x][:-1] for x in sorted(above, reverse=True)])
    return f"with your {ranks}, your {CODE[c][:-1]} is as good as the top"


def _top_here(t, c, p):
    """Is card int `c` said to be the top of its side suit left (_gist_and_warning, _why_it_may_win): nothing still
    out beats it in its suit, no trump is on the trick against it, and it is not simply unbeatable now?"""
    return p < 0.995 and c >> 4 != SPADES and not t.unseen & higher_in_suit(c) and \
        not (t.trick and t.best is not None and t.best >> 4 == SPADES and t.led != SPADES)


def _gist_and_warning(t, c, p, fewest=False):
    """_why_it_may_win's main point, no figures (what the hint says first, session 29), and with a side
    suit's top card the warning that a seat out of the suit may trump it (trump_words; None if none): the
    gist alone said it was safe (review 31). `fewest`: the point in the fewest words (_top_words)."""
    if p >= 0.995:
        return "it cannot be beaten now", None
    if _top_here(t, c, p):
        top = _top_words(t, c, fewest)
        return (f"it is {top}" if top.startswith(("the ", "as ")) else top), trump_warning(t, c)
    return ("it should win this one" if p >= 0.5 else "it may win this one"), None


def _win_gist(t, c, p):
    """The gist with its warning, if any: "it is the highest heart left, but Seat 3 has no hearts and may
    trump it"."""
    gist, warning = _gist_and_warning(t, c, p)
    return f"{gist}, but {warning}" if warning else gist


def _why_it_may_win(t, c, p):
    """Why the card may take the trick, true to the table ("wins this one about 84% of the time" was said
    of an ace of clubs led at trick 2, and it was trumped at once): the highest card left of a side suit
    wins unless a seat out of that suit trumps it."""
    suit = c >> 4
    if p >= 0.995:
        return "it cannot be beaten now"
    if _top_here(t, c, p):
        top = _top_words(t, c)
        # how often next to "it wins": after "trumps it" the figure read as how often it is trumped (review 33c)
        return (f"{top}{', ' if top.startswith('the ') else ': '}it wins {times_in(p).removeprefix('about ')}, "
                f"as only someone with no {SUIT_WORDS[suit]} can trump it")
    if p >= 0.5:
        # the figure said with the card it is for: "it should win this one (about 9 times in 10)" left a new
        # player asking which play the bracket meant (review 34)
        return f"{_the_card(c)} wins this trick {times_in(p)}"
    # every card not seen is in someone's hand: say which higher ones are out, so a low figure reads as
    # the chance their holder does not play one on it (the little joker's "about 30%" met the big joker)
    # (a clause each, no chain of colons: "the A of hearts is still out, so it wins this one about 28% of
    # the time"); a lead that seldom wins is said to be a gamble
    out = cards_of(t.unseen & higher_in_suit(c))
    wins = f"it wins this one {times_in(p)}"
    if len(out) == 1:
        why = f"the {card_name(CODE[out[0]])} is still out"
    elif out:
        why = f"{len(out)} higher {SUIT_WORDS[suit]} are still out"
    else:
        return f"a gamble: {wins}" if not t.trick else wins
    return f"a gamble: {wins}, as {why}" if not t.trick else f"{why}, so {wins}"


def _the_card(c):
    """The card in the fewest words a hint's why may name it by, after the hint has named it whole ("play the
    K of hearts"): "the K", "the little joker"."""
    code = CODE[c]
    return f"the {card_name(code)}" if code in ("BJ", "LJ") else f"the {code[:-1]}"


def _what_it_gives_up(t, c):
    """The card given up, in words true to it ("gives up a low card" was said of a 10)."""
    suit = c >> 4
    mine = cards_of(t.hand & SUIT_MASK[suit])
    name = "spade" if suit == SPADES else suit_word(suit)
    if len(mine) == 1:
        return f"it gives up your only {name}"
    if c == min(mine):
        return f"it gives up your lowest {name}"
    return f"it gives up the {name} you will miss least"


def missed_least(t, cards):
    """Of `cards` (ints) played into the trick under way on table `t`, the one the hand misses least: lowest, side
    suits before trumps, shortening short suits (the normal bot's shed; the hard bot's duck: cheap_duck)."""
    def keep_value(c):
        s = c >> 4
        length = (t.hand & SUIT_MASK[s]).bit_count()
        return (t.lead_p(c), c < 16, c & 15, length)
    return min(cards, key=keep_value)


class NormalBot(Bot):
    level = "normal"

    def choose(self, view, legal):
        if legal[0]["type"] == "bid":
            bid, self.reason = choose_bid(mask_of(view["hand"]), view["seats"],
                                          bool(view["options"].get("bags")))
            return {"type": "bid", "tricks": bid}
        cards = _plays(legal)
        if len(cards) == 1:
            self.reason = "your only legal card"
            return legal[0]
        t = Table(view)
        need = t.bids[t.me] - t.won[t.me]
        if need > 0:
            c = self._take(t, cards, need)
        elif t.bags_on and self._set_chance(t):
            # the reason is the set ("try to set Seat 2, ..."): "a cheap extra trick" with Bags on read as
            # advice to take a bag
            c = self._take(t, cards, 0, why=self.reason)
        elif t.bags_on:
            c = self._duck(t, cards)
        else:
            c = self._take(t, cards, 0)
        return play_action(c)

    # --- wanting tricks -----------------------------------------------------------------------------
    def _take(self, t, cards, need, why=None):
        """A card to win the trick with if one does so cheaply or the tricks are needed, else the lowest;
        `why`: with the bid made, why a trick is wanted at all (else it is "a cheap extra trick")."""
        odds = {c: t.win_p(c) for c in cards}
        best_p = max(odds.values())
        strength = sum(t.lead_p(c) for c in cards_of(t.hand))
        urgent = need > 0 and (need >= t.tricks_left or need > strength - 0.5)
        if best_p >= 0.55 or (urgent and best_p > 0.1):
            bar = max(0.55, best_p - 0.1) if best_p >= 0.55 else best_p
            c = min((c for c in cards if odds[c] >= bar - 1e-9), key=keep_cost)
            # a reason follows the move in a hint ("play the Q of hearts \u2014 ..."), written to the person
            # who asked (words.hint_words): it never names the card, and it says "you", not "it"
            chance = _why_it_may_win(t, c, odds[c])
            # the main reason first (a hint's brief words), the clauses chained with "; " on H (review 29:
            # "you need 2 more tricks; the highest heart left, it wins unless ... (about 84%)" in one line)
            gist, warned = _gist_and_warning(t, c, odds[c])
            gist = f"{gist}, but {warned}" if warned else gist
            # (where the main point is all there is to say, "it cannot be beaten now", it is the whole reason)
            # (a gist with a warning ends on it: "you need 2 more tricks: it is ..., but Seat 3 ... may trump it")
            # (the fewest words, for a narrow place: the gist alone, the move alone said there before, review 37)
            plain = _gist_and_warning(t, c, odds[c], fewest=True)[0]
            self.reason = ((Reason(f"you need {_more(need)}; {chance}",
                                   f"you need {_more(need)}: {gist}" if warned else f"{gist}, and you need {_more(need)}",
                                   plain)
                            if chance != gist else Reason(f"{gist}, and you need {_more(need)}", "", plain))
                           if need > 0 else
                           Reason(f"{why}; {chance}", f"{why}, but {warned}" if warned else why,
                                  getattr(why, "brief", why)) if why else
                           # (the fewest words: the point alone; "a cheap extra trick: it is the highest diamond
                           # left" did not fit the hint's place at 1024x640, which said the move alone, review 37)
                           Reason(f"a cheap extra trick; {chance}", f"a cheap extra trick: {gist}",
                                  "a cheap extra trick"))
            # (its full words say the card is the top of its suit left where _top_here: a change said first says
            # only what fell, trump_words.stating_top)
            self.reason = stating_top(self.reason, _top_here(t, c, odds[c]))
            return c
        c = self._shed_low(t, cards)
        top = top_lead_words(t, c)
        if top:
            # a lead no card of its suit still out beats is no card given up, nor a strong card kept: the
            # words say what it is and the trump it risks (review 32: "it gives up your lowest club" of a J
            # led as the top club left)
            unsure = "no lead of yours is sure to win"
            point = top_lead_words(t, c, fewest=True)      # the fewest words: what the card is
            self.reason = stating_top(Reason(f"you need {_more(need)}, but {unsure}: {top}", f"{unsure}: {top}", point)
                                      if need > 0 else Reason(f"{why}, but {unsure}: {top}", f"{unsure}: {top}", point)
                                      if why else Reason(f"{unsure}: {top}", "", point))
        elif need > 0:
            # the fewest words (a narrow place for the hint) the trick's own fact, or where no card is on it yet
            # what the lead does: the move alone was said there, the whole reason too long for it (review 37)
            lost = _why_lost(t, cards, best_p, brief=True)
            self.reason = Reason(f"you need {_more(need)}, but {_why_lost(t, cards, best_p)}: keep your strong "
                                 f"cards for later", f"{lost}: keep your strong cards for later",
                                 _why_lost(t, cards, best_p, brief="fewest") if t.trick
                                 else "keep your strong cards for later")
        elif why:
            self.reason = Reason(f"{why}, but nothing here takes this trick: {_what_it_gives_up(t, c)}",
                                 f"nothing here takes this trick: {_what_it_gives_up(t, c)}",
                                 "nothing here takes this trick")
        else:
            self.reason = Reason(f"nothing to win cheaply here: {_what_it_gives_up(t, c)}", "",
                                 "nothing to win cheaply here")
        return c

    def _shed_low(self, t, cards):
        """The card the hand misses least: lowest, side suits before trumps, shortening short suits."""
        if not t.trick:
            return self._lead_low(t, cards)
        return missed_least(t, cards)

    def _lead_low(self, t, cards):
        """A lead that gives up a trick cheaply: from a short side suit when holding spare trumps
        (to ruff later), else the lowest card of the longest side suit."""
        side = [c for c in cards if c >= 16] or cards
        has_trumps = t.hand & SUIT_MASK[SPADES]

        def key(c):
            length = (t.hand & SUIT_MASK[c >> 4]).bit_count()
            return (t.lead_p(c), length if has_trumps else -length, c & 15)
        return min(side, key=key)

    # --- not wanting tricks (bags) ------------------------------------------------------------------
    def _duck(self, t, cards):
        odds = {c: t.win_p(c) for c in cards}
        low = min(odds.values())
        safe = [c for c in cards if odds[c] <= low + 0.05]
        if low > 0.95:
            c = max(safe, key=keep_cost)
            self.reason = Reason("you have your bid and must take this trick anyway: get rid of your highest card",
                                 "", "this trick is yours anyway: shed your highest")
        else:
            c = max(safe, key=lambda c: (c & 15, c < 16))
            self.reason = Reason(f"you have your bid; avoid bags: shed a high card that should lose (it wins "
                                 f"{times_in(odds[c])})",
                                 "you have your bid: shed a high card that should lose, to avoid bags",
                                 "shed a high card, to avoid bags")
        return c

    def _set_chance(self, t):
        """Is an opponent who needs most of the remaining tricks in this one (winning it so far, or
        still to play, or I am leading)? Then taking it may set them, worth far more than a bag."""
        if t.my_bags % 10 == 9:
            return False
        for j in range(t.n):
            need = t.bids[j] - t.won[j]
            if j == t.me or need <= 0 or need < t.tricks_left - 2:
                continue
            if not t.trick or t.best_seat == j or j in t.after:
                # (one who needs more than are left is set already: the trick is then only a cheap one, and
                # the reason says so: "who needs 11 of the last 10 tricks" was no reason)
                self.reason = "" if need > t.tricks_left else Reason(
                    f"try to set Seat {j + 1}, who needs {need} of the last {t.tricks_left} "
                    f"trick{'s' if t.tricks_left != 1 else ''}", "", f"try to set Seat {j + 1}")
                return True
        return False


class EasyBot(Bot):
    level = "easy"

    def choose(self, view, legal):
        hand = mask_of(view["hand"])
        if legal[0]["type"] == "bid":
            high = sum(1 for c in cards_of(hand) if c & 15 >= 11)      # kings, aces, jokers
            long_spades = max(0, (hand & SUIT_MASK[SPADES]).bit_count() - 3)
            bid = max(1, min(TRICKS[view["seats"]], high + long_spades // 2))
            self.reason = "your kings, aces and jokers, and a trick for each two spades beyond three"
            return {"type": "bid", "tricks": bid}
        cards = _plays(legal)
        me = view["seat"]
        need = view["bids"][me] - view["won"][me]
        trick = [INT_OF[code] for _, code in view["trick"]]
        if need <= 0:
            c = min(cards, key=lambda c: (c < 16, c & 15))
            self.reason = "you have your bid: play low"
            return play_action(c)
        if not trick:
            c = max(cards, key=lambda c: (c & 15, c >= 16))
            self.reason = "you need tricks: lead your highest card"
            return play_action(c)
        led = trick[0] >> 4
        best = trick[0]
        for c in trick[1:]:
            if beats(c, best, led):
                best = c
        winners = [c for c in cards if beats(c, best, led)]
        if winners:
            c = min(winners, key=keep_cost)
            self.reason = "you need tricks: the cheapest card that beats the trick so far"
        else:
            c = min(cards, key=lambda c: (c < 16, c & 15))
            self.reason = f"you cannot beat this {suit_word(led)} trick: play low"
        return play_action(c)
