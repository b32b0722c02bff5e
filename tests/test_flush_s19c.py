"""Session 19, a new player's review of Flush (rev19e): each test fails on the code before its fix."""

import random

from tests.ui_helpers import close_board, match_board, steps


def _seat_with_empty_hand(seats=3, seeds=range(1, 60)):
    """A match (you and bots) mid round 1 where a bot's hand is empty while it still holds base or hidden
    cards; (match, seat) or None."""
    from quash_table.engine.match import Match
    for seed in seeds:
        m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            s = m.state
            if m.over or s.round > 1:
                break
            for x in range(1, seats):
                if (not s.out[x] and not sum(s.hands[x].values())
                        and any(top is not None or hid is not None for top, hid in s.bases[x])):
                    return m, x
            m.play(rng.choice(m.legal_actions()))
    return None


def test_an_empty_hand_beside_held_bases_says_no_zero_in_hand():
    """rev19e 12.png (Bot 2), 35.png (Bot 6): a seat whose hand is empty but which still holds base or
    hidden cards showed a lone "0 in hand" floating under its bases. The plate already says the cards it
    holds; an empty hand says nothing."""
    from tests.test_flush_fit import drawn_labels
    found = _seat_with_empty_hand()
    assert found is not None
    m, seat = found
    app, scene = match_board(m)
    try:
        steps(app, 3)
        said = [text for text, _, _ in drawn_labels(scene) if text.endswith(" in hand")]
        assert "0 in hand" not in said, (seat, said)
    finally:
        close_board(app)
