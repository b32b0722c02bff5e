"""The engine pieces every game stands on: RNG, stacked decks and dice, options, matches, undo."""

import pytest

from quash_table.engine.cards import STANDARD_DECK, card_name, deck_from_stacked, rank_value
from quash_table.engine.dice import check_stacked_dice, roll_die
from quash_table.engine.game import IllegalAction, Option
from quash_table.engine.match import Match, parse_seats
from quash_table.engine.rng import GAMMA, MASK64, MIX1, MIX2, Rng, derive_seed
from quash_table.games import GAME_IDS, get_game


def test_rng_is_deterministic_and_copyable():
    a, b = Rng(42), Rng(42)
    assert [a.below(100) for _ in range(50)] == [b.below(100) for _ in range(50)]
    c = a.copy()
    assert a.next64() == c.next64()
    assert Rng(1).next64() != Rng(2).next64()


def test_rng_is_roughly_uniform():
    r = Rng(7)
    counts = [0] * 6
    for _ in range(60000):
        counts[r.randint(1, 6) - 1] += 1
    assert all(9000 < c < 11000 for c in counts)


def test_shuffle_is_a_permutation():
    r = Rng(3)
    items = list(range(52))
    r.shuffle(items)
    assert sorted(items) == list(range(52)) and items != list(range(52))


def test_shuffle_draws_exactly_what_one_by_one_draws():
    # Saves replay from the seed: the fast shuffle must give the same order and leave the same RNG state.
    for seed in range(300):
        for n in (0, 1, 2, 3, 13, 52, 54, 104):
            fast, slow = list(range(n)), list(range(n))
            a, b = Rng(seed * 0x9E37 + n), Rng(seed * 0x9E37 + n)
            a.shuffle(fast)
            b.shuffle_one_by_one(slow)
            assert fast == slow and a.state == b.state, (seed, n)


def test_shuffle_head_leaves_the_top_cards_and_the_rng_as_shuffle_does():
    # The first dealer's draw reads only the top cards: shuffle_head copies the rest down, not swaps.
    for seed in range(200):
        for n in (2, 3, 13, 52, 54):
            for k in (1, 2, 4, 5, n):
                full, head = list(range(n)), list(range(n))
                a, b = Rng(seed * 7919 + n), Rng(seed * 7919 + n)
                a.shuffle(full)
                b.shuffle_head(head, k)
                assert head[:k] == full[:k] and a.state == b.state, (seed, n, k)


def _unmix(x):
    """The SplitMix64 state whose output is x (its mixing is a bijection)."""
    def unshift(y, s):
        z = y
        for _ in range(64 // s + 1):
            z = y ^ (z >> s)
        return z
    z = unshift(x, 31)
    z = unshift(z * pow(MIX2, -1, 1 << 64) & MASK64, 27)
    return unshift(z * pow(MIX1, -1, 1 << 64) & MASK64, 30)


def test_shuffle_matches_one_by_one_when_below_rejects_a_draw_or_nearly():
    # below(54) rejects the top 2**64 % 54 outputs and draws again; no seed met by chance does that.
    # The first draw of a 54-card shuffle is made rejected (one draw more), or the highest one accepted.
    limit = MASK64 - (MASK64 + 1) % 54
    for first, draws in ((MASK64, 54), (limit + 1, 54), (limit, 53)):
        seed = (_unmix(first) - GAMMA) & MASK64
        assert Rng(seed).next64() == first
        fast, slow = list(range(54)), list(range(54))
        a, b = Rng(seed), Rng(seed)
        a.shuffle(fast)
        b.shuffle_one_by_one(slow)
        assert fast == slow and a.state == b.state == (seed + draws * GAMMA) & MASK64
        head, c = list(range(54)), Rng(seed)
        c.shuffle_head(head, 4)
        assert head[:4] == fast[:4] and c.state == a.state


def _sums_of_shuffle(seed, items, n, first):
    rng = Rng(seed)
    deck = list(items)
    rng.shuffle(deck)
    return [sum(deck[(k - first) % n::n]) for k in range(n)], rng.state


def test_shuffle_sums_are_the_shuffled_items_summed_round_the_table_and_leave_the_rng_as_shuffle_does():
    # A deal of cards as bits in the shuffle's own pass (session 25): the same hands and RNG state as
    # shuffling the deck and summing every n-th card, for each seat count and first seat.
    for seed in range(200):
        for size in (1, 2, 13, 52, 54):
            items = [1 << i for i in range(size)]
            for n in (1, 2, 3, 4, 5):
                for first in range(n):
                    rng = Rng(seed * 104729 + size)
                    got = rng.shuffle_sums(list(items), n, first)
                    assert (got, rng.state) == _sums_of_shuffle(seed * 104729 + size, items, n, first), \
                        (seed, size, n, first)


def test_shuffle_sums_when_below_rejects_a_draw():
    # the shuffle one draw at a time (a rejected draw), summed as it lies
    seed = (_unmix(MASK64) - GAMMA) & MASK64
    items = [1 << i for i in range(54)]
    for n, first in ((4, 1), (5, 3)):
        rng = Rng(seed)
        assert (rng.shuffle_sums(list(items), n, first), rng.state) == _sums_of_shuffle(seed, items, n, first)


def test_derive_seed_is_stable():
    assert derive_seed(1, 2) == derive_seed(1, 2) != derive_seed(2, 1)


def test_stacked_deck_goes_first_and_the_rest_is_shuffled():
    deck = deck_from_stacked(STANDARD_DECK, ["AS", "2H"], Rng(1))
    assert deck[:2] == ["AS", "2H"] and sorted(deck) == sorted(STANDARD_DECK)


def test_stacked_deck_refuses_unknown_and_repeated_cards():
    with pytest.raises(IllegalAction, match="not a card"):
        deck_from_stacked(STANDARD_DECK, ["1S"], Rng(1))
    with pytest.raises(IllegalAction, match="more often"):
        deck_from_stacked(STANDARD_DECK, ["AS", "AS"], Rng(1))
    # repeated codes are fine where the deck has copies
    deck = deck_from_stacked(["7", "7", "8"], ["7", "7"], Rng(1))
    assert deck == ["7", "7", "8"]


def test_stacked_dice_then_rng():
    queue = check_stacked_dice([6, 6, 1])
    r = Rng(1)
    assert [roll_die(r, queue) for _ in range(3)] == [6, 6, 1]
    assert 1 <= roll_die(r, queue) <= 6
    with pytest.raises(IllegalAction):
        check_stacked_dice([7])
    with pytest.raises(IllegalAction):
        check_stacked_dice([True])


def test_card_words():
    assert card_name("QH") == "Q of hearts" and card_name("BJ") == "big joker"
    assert rank_value("10S") == 10 and rank_value("AS") == 14


def test_option_kinds():
    assert Option("x", 1, "int", lo=0, hi=3).check("2") == 2
    with pytest.raises(IllegalAction):
        Option("x", 1, "int", lo=0, hi=3).check(9)
    with pytest.raises(IllegalAction):
        Option("x", "a", "choice", choices=("a", "b")).check("c")
    assert Option("x", None, "int", nullable=True).check(None) is None


def test_registry_knows_the_five_games():
    assert GAME_IDS == ("quash", "numberquash", "thegame", "quadwar", "flush")
    with pytest.raises(KeyError):
        get_game("chess")


def test_every_present_game_has_the_contract_attributes():
    from quash_table.games import available_game_ids
    for gid in available_game_ids():
        g = get_game(gid)
        assert g.id == gid and g.title and 1 <= g.min_seats <= g.max_seats <= 6
        assert isinstance(g.default_options, dict)
        s = g.new_state(g.min_seats, seed=3)
        assert s.to_move is not None and g.legal_actions(s)


def test_parse_seats():
    seats = parse_seats("human,bot:normal,bot")
    assert [s["kind"] for s in seats] == ["human", "bot", "bot"]
    assert seats[1]["level"] == "normal" and seats[2]["level"] == "normal"
    with pytest.raises(IllegalAction, match="seat kind"):
        parse_seats("robot")
    with pytest.raises(IllegalAction, match="no bot level"):
        parse_seats("bot:genius")


def _some_moves(match, n):
    for _ in range(n):
        if match.over:
            break
        match.play(match.legal_actions()[-1])


def test_match_undo_restores_the_exact_previous_state():
    m = Match("thegame", "human,bot:normal", seed=4)
    g = m.game
    dumps = [g.dump(m.state)]
    for _ in range(6):
        m.play(m.legal_actions()[0])
        dumps.append(g.dump(m.state))
    m.undo(2)
    assert g.dump(m.state) == dumps[-3] and len(m.actions) == 4
    m.undo(4)
    assert g.dump(m.state) == dumps[0]
    with pytest.raises(IllegalAction, match="nothing to undo"):
        m.undo()


def test_undo_own_move_takes_back_the_bots_replies_too():
    m = Match("thegame", "human,bot:normal", seed=4)
    first = m.game.dump(m.state)
    m.play({"type": "signal", "text": {"stack": "up", "ask": "play"}})
    m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
    while m.to_move != 0 and not m.over:
        m.play(m.legal_actions()[0])
    m.undo_own_move(0)
    assert m.to_move == 0 and len(m.actions) == 1 and m.actors == [0]
    m.undo_own_move(0)
    assert m.game.dump(m.state) == first


def test_undo_is_refused_in_pass_and_play():
    # (The Game allows it within a person's own turn: game.undo_in_own_turn_shared, tests/test_thegame_s16_undo.py)
    m = Match("flush", "human,human", seed=4)
    _some_moves(m, 2)
    assert not m.can_undo_for(0) and not m.can_undo_for(1)
    before = m.game.dump(m.state)
    with pytest.raises(IllegalAction, match="pass-and-play"):
        m.undo_own_move(0)
    assert m.game.dump(m.state) == before


def test_illegal_play_leaves_the_match_unchanged():
    m = Match("thegame", "human,bot", seed=4)
    before = (m.game.dump(m.state), list(m.actions))
    with pytest.raises(IllegalAction):
        m.play({"type": "play", "card": "Z9", "stack": "up"})
    assert (m.game.dump(m.state), m.actions) == before


def test_replay_states_end_at_the_current_state():
    m = Match("thegame", "bot,bot,bot", seed=9)
    _some_moves(m, 10)
    states = m.replay_states()
    assert len(states) == len(m.actions) + 1 > 3 and m.game.dump(states[-1]) == m.game.dump(m.state)
