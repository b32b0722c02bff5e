"""Review 57 (Quadruple War): the hint said "lead low" of a J. A J, Q or K led as the lowest of its suit held
is not called low: its words say it is the lowest of that suit the hand holds and keeps the higher ones. A
2 to 10 is still "lead low". Headless, on the words function."""

from quash_table.games import get_game
from quash_table.games.quadwar.cards import INT_OF, SUIT_MASK, cards_of
from quash_table.games.quadwar.play_words import card_role_words


def _leads(seeds):
    """(view, code) of every card a seat to lead holds, at the leads of hands played by first legal moves."""
    g = get_game("quadwar")
    for seed in seeds:
        s = g.new_state(4, seed, {})
        for _ in range(60):
            if s.to_move is None:
                break
            v = g.view(s, s.to_move)
            legal = g.legal_actions(s)
            if any(a.get("type") == "play" for a in legal) and not v.get("trick"):
                for code in v["hand"]:
                    yield v, code
            s = g.apply(s, legal[0])


def test_a_picture_card_led_is_not_called_low():
    high = low = 0
    for v, code in _leads(range(30)):
        words = str(card_role_words(v, code))
        c = INT_OF[code]
        if code in ("LJ", "BJ") or not words.startswith("lead "):
            continue
        if (c & 15) >= 9:       # J, Q, K
            if words.startswith("lead a winner") or words.startswith("lead your only"):
                continue
            high += 1
            assert not words.startswith("lead low"), (code, words)
            mine = cards_of(sum(1 << INT_OF[x] for x in v["hand"]) & SUIT_MASK[c >> 4])
            if c == min(mine):
                assert words.startswith("lead your lowest "), (code, words)
        elif words.startswith("lead low"):
            low += 1
    assert high >= 3 and low >= 3, (high, low)
