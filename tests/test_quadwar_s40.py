"""Session 40 (issue 23: a whole hand and a whole game of Quadruple War at 1024x640 as a new player sees it):
tricks 5-13, a lost bid, the hand's result and the next hand's bidding."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.quadwar.hard import HardBot
from quash_table.games.quadwar.knowledge import Table
from quash_table.games.quadwar.play_words import bid_lost
from tests.qw_result_box import result_box


def _lost_bid_position(seed=3):
    """Seat 0 bids 13 and every seat plays its first legal card, until seat 0 is to play with a choice and its
    bid can no longer be made."""
    m = Match("quadwar", ["human"] + ["bot:normal"] * 3, seed=seed, options={"target": 100, "bags": True})
    while True:
        legal = m.legal_actions()
        if m.to_move == 0 and legal[0]["type"] == "bid":
            m.play({"type": "bid", "tricks": 13})
            continue
        view = m.game.view(m.state, 0)
        if m.to_move == 0 and legal[0]["type"] == "play" and len(legal) > 1 and bid_lost(Table(view)):
            return m, view, legal
        m.play(legal[0])


def test_a_lost_bids_full_reason_says_it_is_lost_once():
    """The hint's full reason (H twice) of a card once the bid is lost said it twice and then less surely: "...so
    your bid cannot be made any more and it gives up your lowest club; your bid looks out of reach either way,
    but from what you can see, this leaves you 17 points behind the others' average, ..." (1024x640, hand 3)."""
    m, view, legal = _lost_bid_position()
    bot = HardBot(m.game, 0, seed=1, iterations=4)
    card, alt = legal[0]["card"], legal[1]["card"]
    bot._prior = None
    bot._tally = {card: [20, 0, 0, -240], alt: [20, 0, 0, -400]}    # neither makes the bid: 0 points each
    words = str(bot._play_reason(view, legal[0]))
    assert words.count("your bid cannot be made any more") == 1, words
    assert "out of reach" not in words, words
    # (in points, one measure for every card since session 45, not "12 points behind the others' average")
    assert "it scores you about what the" in words and "leaves the others fewer points" in words, words


def _width(text, size, _col=None):
    return len(text) * size // 2        # a made-up font: half its size a character


def test_a_table_shortens_its_last_columns_words_before_the_others():
    """The columns' shorter words came all at once, each column's second form together: a table a few pixels
    too wide for its fullest words lost the words of every column, where the last one's shorter words alone
    fit (the kit drops the last columns first too: a board puts its least useful column last)."""
    from quash_table.ui.columns import plan_columns
    heads = ["Bags", "Points"]
    rows = [[("+3 \u2192 11/20", "11/20"), ("+43 \u2212100 bags", "+43 \u2212100")]]
    full = sum(_width(c[0], 14) for c in rows[0]) + 2 * 10 + _width("Ann", 14)
    plan = plan_columns(heads, rows, ["Ann"], full - 5, [(14, 13)], _width, 10, 20)
    assert plan.keep == 2 and plan.size == 14
    assert [plan.pick(i, cell) for i, cell in enumerate(rows[0])] == ["+3 \u2192 11/20", "+43 \u2212100"]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_hand_with_a_bag_penalty_says_each_seats_bags_of_the_hand(size):
    """At 1024x640 the hand where you lost 100 to bags read "You 4 7 11/20 +43 −100 161" and every other row
    "8/10": the bags taken that hand, which the key under it names ("Bags: extra tricks → total"), were gone
    from every row so that the penalty's "bags" could go too. The Points' shorter words go first."""
    line = {"hand": 10, "bids": [4, 1, 3, 2], "won": [7, 1, 3, 2], "points": [-57, 10, 30, 20],
            "scores": [161, 248, 226, 236], "bag_penalties": [1, 0, 0, 0], "bags": [11, 8, 6, 6]}
    texts = [x.text for x in result_box(size, line)[1]]
    assert "+3 \u2192 11/20" in texts and "+0 \u2192 8/10" in texts, texts
    assert any(x.startswith("+43 \u2212100") for x in texts), texts


def _lead_with_bid_made(bags, seed=0):
    """Normal bots at every seat: the first position where seat 0 leads with its bid made and a choice of cards."""
    from quash_table.games.quadwar.players import NormalBot
    m = Match("quadwar", ["bot:normal"] * 4, seed=seed, options={"target": 100, "bags": bags})
    bots = [NormalBot(m.game, s, seed=s) for s in range(4)]
    while True:
        seat, legal = m.to_move, m.legal_actions()
        view = m.game.view(m.state, seat)
        if seat == 0 and legal[0]["type"] == "play" and not view["trick"] and len(legal) > 2 \
                and view["bids"][0] <= view["won"][0]:
            return view, [a["card"] for a in legal]
        m.play(bots[seat].choose(view, legal))


def test_a_lead_with_the_bid_made_and_bags_on_says_a_trick_more_is_a_bag():
    """With the bid made and Bags on, the hint said "lead a winner: no club still out beats it" of the K of clubs,
    then a trick later "lead low: it gives up your lowest club and keeps your higher cards", and "lead your only
    club: then you may trump clubs": reasons to want tricks the bid no longer needs, each one a bag. The words
    say the bag a winner takes and that a lower card is led to avoid bags, in every form."""
    from quash_table.games.quadwar.play_words import card_role_words
    view, cards = _lead_with_bid_made(bags=True)
    words = {c: card_role_words(view, c) for c in cards}
    forms = {c: (str(w), getattr(w, "short", str(w)) or str(w), getattr(w, "brief", str(w))) for c, w in words.items()}
    assert any("lead a winner" in f[0] for f in forms.values()), forms
    for c, said in forms.items():
        for form in said:
            assert "higher cards" not in form and "you may trump" not in form, (c, form)
            assert "bag" in form, (c, form)
            assert len(said[2]) <= 50, (c, said[2])
    plain, _ = _lead_with_bid_made(bags=False)
    assert not any("bag" in str(card_role_words(plain, c)) for c in _), "Bags off: no word of bags"


def test_the_top_trump_led_with_the_bid_made_says_its_bag_comes_whenever_it_is_played():
    """With the bid made and Bags on, "play the big joker — lead a winner: one more trick is a bag" read as advice
    to take a bag: the top trump left takes a trick whenever it is played, so its bag is no choice of this trick."""
    from quash_table.games.quadwar.cards import INT_OF, SPADES
    from quash_table.games.quadwar.knowledge import higher_in_suit
    from quash_table.games.quadwar.play_words import card_role_words
    for seed in range(12):
        view, cards = _lead_with_bid_made(bags=True, seed=seed)
        t = Table(view)
        top = [c for c in cards if INT_OF[c] >> 4 == SPADES and not t.unseen & higher_in_suit(INT_OF[c])]
        if top:
            break
    assert top, "no position with the top trump in a hand that leads with its bid made"
    words = card_role_words(view, top[0])
    for form in (str(words), words.short, words.brief):
        assert "whenever you play it" in form and "one more trick is a bag" not in form, form
        assert len(words.brief) <= 50


def test_the_only_legal_card_is_hinted_as_the_only_legal_card():
    """A hint said "play the J of spades — the J of spades is now the top spade left" of the only card you could
    play (what changed since your last card led the reason): a forced card is said to be forced."""
    import quash_table.games.quadwar.change_words as change
    from quash_table.engine.naming import Reason
    from quash_table.games.quadwar.hint_bot import HintBot
    m = Match("quadwar", ["human"] + ["bot:normal"] * 3, seed=3, options={"target": 100})
    while not (m.to_move == 0 and m.legal_actions()[0]["type"] == "play"):
        m.play(m.legal_actions()[0])
    view, legal = m.game.view(m.state, 0), m.legal_actions()[:1]
    said = change.change_words
    change.change_words = lambda view, code: Reason("since your last card ...", "", "now the top spade left")
    try:
        bot = HintBot(m.game, 0, iterations=4)
        assert bot.choose(view, legal) == legal[0]
        assert str(bot.reason) == "your only legal card", bot.reason
    finally:
        change.change_words = said


def test_a_card_that_beats_the_trick_with_the_bid_made_and_bags_on_says_the_bag():
    """With the bid made and Bags on, the hint said "play the 7 of hearts — it takes the trick, beating Bot 4's 5 of
    hearts" where both hearts you could play beat it: nothing of the bag. Every card that beats the trick there
    says the bag, in every form."""
    from quash_table.games.quadwar.cards import CODE
    from quash_table.games.quadwar.play_words import card_role_words, trick_takers
    from quash_table.games.quadwar.players import NormalBot
    seen = 0
    for seed in range(8):
        m = Match("quadwar", ["bot:normal"] * 4, seed=seed, options={"target": 100, "bags": True})
        bots = [NormalBot(m.game, s, seed=s) for s in range(4)]
        while m.state.hand_no == 1 and not m.over:
            seat, legal = m.to_move, m.legal_actions()
            view = m.game.view(m.state, seat)
            t = Table(view)
            if legal[0]["type"] == "play" and view["trick"] and view["bids"][seat] <= view["won"][seat] \
                    and trick_takers(t) and len(legal) > 1:
                for c in trick_takers(t):
                    words = card_role_words(view, CODE[c])
                    if "try to set" in str(words) or " from Seat " in str(words):
                        continue        # a trick taken from a bidder it may set: the set is the reason
                    seen += 1
                    for form in (str(words), getattr(words, "short", ""), getattr(words, "brief", "")):
                        assert "bag" in form, form
                    assert len(words.brief) <= 50, words.brief
            m.play(bots[seat].choose(view, legal))
    assert seen
