"""Issue 22: a Flush board asks after every move which cards came to the hand since its seat's last action (the
"new" tags). It read every move since that action again each time (up to 64 states rebuilt and their events, a
third of the frame after a move while others played); new_tags.CameSince reads only the moves new since it was
last asked. Asked after every move, it says what came_since says, through new deals, pickups, Flush Plus draws
and undos."""

import random

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.flush.new_tags import CameSince, came_since


def _walk(seats, seed, moves, undo_every=0):
    m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    bots = [make_bot("flush", "normal", s) for s in range(seats)]
    rng = random.Random(seed)
    kept = [CameSince() for _ in range(seats)]
    compared = came = 0
    while not m.over and len(m.actions) < moves:
        seat = m.to_move
        m.play(bots[seat].choose(m.game.view(m.state, seat), m.legal_actions()))
        if undo_every and rng.randrange(undo_every) == 0 and len(m.actions) > 3:
            m.undo(rng.randint(1, 3))
        for s in range(seats):
            got = kept[s](m, s)
            assert got == came_since(m, s), (len(m.actions), s)
            compared += 1
            came += bool(got)
    return compared, came


def test_kept_up_move_by_move_it_says_what_reading_them_all_says():
    compared, came = _walk(4, seed=3, moves=400)
    assert compared > 600 and came > 50      # cards came often enough for the comparison to mean something


def test_after_undos_it_starts_afresh():
    compared, came = _walk(3, seed=8, moves=300, undo_every=9)
    assert compared > 500 and came > 20


def test_a_new_match_is_read_from_its_own_start():
    kept = CameSince()
    a = Match("flush", ["human", "bot:normal", "bot:normal"], seed=1)
    b = Match("flush", ["human", "bot:normal", "bot:normal"], seed=2)
    for m in (a, b):
        bots = [make_bot("flush", "normal", s) for s in range(3)]
        for _ in range(40):
            if m.over:
                break
            m.play(bots[m.to_move].choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    assert kept(a, 1) == came_since(a, 1)
    assert kept(b, 1) == came_since(b, 1)


def test_the_bases_given_read_from_the_kept_events_are_those_read_afresh():
    """given_news reads the same kept events (one SeatEvents shared with the new cards, as the board shares it)."""
    from quash_table.games.flush.given_news import bases_given_since_last_move
    from quash_table.ui.seat_events import SeatEvents
    shared, seen = SeatEvents(), 0
    for seed in range(6):
        m = Match("flush", ["human"] * 6, seed=seed)
        bots = [make_bot("flush", "normal", s) for s in range(6)]
        kept = CameSince(shared)
        while not m.over and len(m.actions) < 300:
            m.play(bots[m.to_move].choose(m.game.view(m.state, m.to_move), m.legal_actions()))
            me = m.to_move
            assert kept(m, me) == came_since(m, me)
            given = bases_given_since_last_move(m, me, shared)
            assert given == bases_given_since_last_move(m, me)
            seen += bool(given)
    assert seen      # a base was given at least once
