"""Review 61w (Quadruple War, seed 612, you and three normal bots): the hint said "play the 8 of diamonds — it
takes the trick" second to play, two seats still to play (Bot 2 then played the K of diamonds): with seats after
you the why says what the normal bot's odds say, "it should win this one" or "it leads the trick for now"
(play_words.taking_words). And at hand 2's first lead "play the 8 of hearts — lead low" with the 3 and the 6 of
hearts in hand: the search's 8 was ahead of the 3 by the deals' noise; the hint leads the lowest (low_lead), and
"lead low" is never said of a card with lower ones of its suit in hand. Headless."""

from quash_table.engine.match import Match
from quash_table.games.quadwar.cards import INT_OF, SUIT_MASK, cards_of
from quash_table.games.quadwar.hint_bot import HintBot
from quash_table.games.quadwar.play_words import card_role_words

# the reviewer's game (their save): the bids and cards played, in order
PLAYED = ("2 4 1 4 AD 5D 10D 4D AC 3C 4C 5C 3D 8D KD 6D 2H AH 3H JH 4H 6H QH KH 6C 3S 8C 10C 5H 7H KS 9H LJ 2S 4S "
          "5S BJ 6S 8S 7S 9D 10S JD 7D 7C QS 8H JC AS 10H JS 9C 9S QD KC QC 2 2 2 3").split()
OPTIONS = {'target': 500, 'bags': False, 'dealer': None, 'deal': 2}


def _at(k):
    m = Match("quadwar", ["human"] + ["bot:normal"] * 3, seed=612, options=OPTIONS)
    for w in PLAYED[:k]:
        m.play({"type": "bid", "tricks": int(w)} if w.isdigit() else {"type": "play", "card": w})
    assert m.to_move == 0
    return m, m.game.view(m.state, 0)


def test_second_to_play_the_hint_does_not_say_it_takes_the_trick():
    m, view = _at(13)
    assert view["trick"] == [[3, "3D"]]
    bot = HintBot(m.game, 0)
    action = bot.choose(view, m.legal_actions())
    assert action["card"] in ("8D", "9D")
    for words in (str(bot.reason), bot.reason.short, bot.reason.brief):
        assert "takes the trick" not in words, words
        assert "leads the trick for now" in words or "should win this one" in words, words


def test_the_hand_2_lead_is_low_and_said_so_truly():
    m, view = _at(60)
    assert not view["trick"] and {"3H", "6H", "8H"} <= set(view["hand"])
    bot = HintBot(m.game, 0)
    action = bot.choose(view, m.legal_actions())
    why = str(bot.reason)
    if why.startswith("lead low"):
        assert action["card"] == "3H", (action, why)


def test_lead_low_is_never_said_of_a_card_with_lower_ones_of_its_suit_in_hand():
    m, view = _at(60)
    for code in ("6H", "8H"):
        assert not str(card_role_words(view, code)).startswith("lead low"), code
    assert str(card_role_words(view, "3H")).startswith("lead low")
    g = m.game
    for seed in range(12):
        s = g.new_state(4, seed, {})
        for _ in range(60):
            if s.to_move is None:
                break
            v, legal = g.view(s, s.to_move), g.legal_actions(s)
            if legal[0].get("type") == "play" and not v["trick"]:
                hand = sum(1 << INT_OF[x] for x in v["hand"])
                for code in v["hand"]:
                    c = INT_OF[code]
                    if str(card_role_words(v, code)).startswith("lead low"):
                        assert c == min(cards_of(hand & SUIT_MASK[c >> 4])), (code, v["hand"])
            s = g.apply(s, legal[0])
