"""The move log says each scoring step as the board shows it: "Spot 6: tie ..." was in the log while the
board still showed spot 5 ("Scoring spot 5"). The kit's log holds back the words of a move's events a
board's own steps have not shown yet (BoardScene.events_shown)."""

import random
import re

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, settle, steps


def _before_the_last_play():
    m = Match("quash", ["human", "bot:random"], 7)
    rng = random.Random(3)
    while True:
        legal = m.legal_actions()
        if m.to_move == 0 and legal[0]["type"] == "play":
            ends = [a for a in legal if any(e["kind"] == "spot_scored" for e in m.game.events(m.game.apply(m.state, a), None))]
            if ends:
                return m, ends[0]
        m.play(rng.choice(legal))


def test_the_log_says_each_spot_as_the_board_scores_it():
    m, last = _before_the_last_play()
    app = make_app(round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        m.play(last)
        for _ in range(50):
            steps(app, 1)
            if scene.scoring_show.animating:
                break
        assert scene.scoring_show.animating, scene.hud.status()
        seen = set()
        for _ in range(2000):
            steps(app, 1)
            status = scene.staged_caption()
            got = re.match(r"Scoring spot (\d)", status)
            words = scene._log_lines()[len(m.actions) - 1][1]
            said = {int(k) for k in re.findall(r"Spot (\d)", words)}
            if got:
                k = int(got.group(1))
                seen.add(k)
                assert all(j <= k for j in said), (status, words)
            if not scene.scoring_show.animating:
                break
        assert len(seen) >= 3, seen
        assert not scene.scoring_show.animating
        words = scene._log_lines()[len(m.actions) - 1][1]
        assert all(f"Spot {k}" in words for k in range(1, 10) if k in seen), words
    finally:
        close_board(app)


def test_the_log_says_a_round_ending_tiebreaker_as_the_board_shows_it():
    """The move that settles a tie and so ends the round: its tiebreaker pair and the round's result are
    in the log as the board shows each of them, not only once the whole animation is over (the director's
    gate for the result held every word of the move back until the table settled)."""
    from tests.test_quash_scene import _tie_on_spot_9
    m = _tie_on_spot_9()
    app = make_app(round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        for card in ("JS", "JH"):              # J = J: choose again; then J of hearts beats 10 of clubs
            assert scene.act({"type": "tiebreak", "card": card})
            n = len(m.actions)
            show = scene.scoring_show
            both = 0
            for _ in range(600):
                steps(app, 1)
                if len(m.actions) != n or not show.animating:
                    break
                words = scene._log_lines()[n - 1][1]
                st = show.steps[show.pos - 1] if show.pos else None     # (a pair turning over: not told yet)
                on_board = show.new[:st["ev"] + (0 if st.get("turn") else 1)] if st else []
                for e in show.new:
                    said = scene._say(e)
                    assert (said in words) == (e in on_board), (said, words, show.pos)
                both += bool(on_board)
                if show.waiting and both >= 60:
                    scene._next_pair()         # a pair face up waits for Next: the person moves on
            assert both >= 30, both            # each step was on the board (and in the log) a while
            if card == "JS":
                settle(app, scene)             # BLACK lays its next card first
        assert any("Round 1 scored" in w for _, w in scene._log_lines()[-2:])
    finally:
        close_board(app)
