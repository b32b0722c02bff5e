"""QUASH board fixes after the new players' review (session 16), driven by real pygame events."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, key, make_app, step_until

pytestmark = pytest.mark.ui


def _before_the_last_card():
    """Round 1 (BLACK, a bot, dealt it: round 2's deal is yours) one card from its end, BLACK to lay it,
    and whatever it lays the round is scored with no tiebreaker (the first seed that does)."""
    for seed in range(1, 40):
        m = Match("quash", ["human", "bot:easy"], seed, {"dealer": 1})
        rng = random.Random(seed)
        while len(m.state.history) < 35:
            m.play(rng.choice(m.legal_actions()))
        if m.to_move == 1 and all(m.game.apply(m.state, a).phase == "deal" for a in m.legal_actions()):
            return m
    raise AssertionError("no seed ends round 1 without a tiebreaker")


def _last_card_played():
    """A board (results wait for Next) where the bot BLACK has just laid round 1's last card; the scoring
    show has just begun."""
    m = _before_the_last_card()
    app = make_app(round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    step_until(app, lambda: scene.animating and scene.scoring_show.pos < len(scene.scoring_show.steps), 20)
    assert m.state.round == 1 and m.state.phase == "deal"
    return app, scene, m


def test_enter_pressed_again_and_again_at_a_rounds_end_does_not_skip_the_scoring():
    """New players: a few Enters at the round's end skipped the spot-by-spot scoring straight into the next
    round (the result's gate took the key while the board still showed spot 1). Each press finishes the
    scoring step on show; the scored board then waits for the player."""
    app, scene, m = _last_card_played()
    try:
        show = scene.scoring_show
        before = show.pos
        n = len(m.actions)
        for _ in range(4):
            key(app, pygame.K_RETURN)
            app.step(1 / 60)
        assert m.state.round == 1 and len(m.actions) == n, "Enter dealt the next round mid-scoring"
        assert show.pos > before, "Enter moves the scoring on a step"
        assert show.pos < len(show.steps), "four presses are four steps, not the whole show"
        # pressed on and on, the show ends on the scored board and waits there
        for _ in range(len(show.steps) + 5):
            key(app, pygame.K_RETURN)
            app.step(1 / 60)
        assert m.state.round == 1 and len(m.actions) == n
        for _ in range(600):
            app.step(1 / 60)
        assert m.state.round == 1 and len(m.actions) == n, "the scored board waits for the player"
        assert not scene.animating and scene.session.director.gate() is not None
        key(app, pygame.K_RETURN)
        assert m.state.round == 2, "then one press moves on (and deals)"
    finally:
        close_board(app)


def test_the_track_never_shows_a_marker_past_the_finish_and_the_quash_tag_says_what_it_gave():
    """FINISH at 6, RED five points up after spot 6, which completes its QUASH of section 2: through the
    whole scoring show no marker stands past the FINISH (RED's showed 7), and the tag on spot 6 reads the
    bonus given, QUASH +1."""
    from tests.test_quash_rules import BLACK, RED, board_cards, stacked_2p_basic
    m = Match("quash", ["human", "bot:easy"], 1, {"target": 6, "dealer": 1},
              stacked=stacked_2p_basic(RED, BLACK))
    moves = [board_cards(RED), board_cards(BLACK)]
    while len(m.state.history) < 35:           # RED (you) first: BLACK lays the last card
        card, spot = moves[m.to_move].pop(0)
        m.play({"type": "play", "card": card, "spot": spot})
    app = make_app(round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        seen = set()
        for _ in range(60 * 30):         # the bot BLACK lays the last card: the round is scored
            app.step(1 / 60)
            seen.add(tuple(scene._deco["scores"]))
            if m.over and not scene.animating and scene.settled():
                break
        assert m.over
        assert max(r for r, _ in seen) == 6 and (5, 1) in seen, seen
        tags = [text for _, text, *_ in scene._tags if text.startswith("QUASH")]
        assert tags == ["QUASH +1"]
    finally:
        close_board(app)


def test_the_header_buttons_keep_their_places_when_a_tiebreaker_ends_the_game():
    """New players (1024x640): while the tiebreaker pair that ended the game lay face up, Hint vanished and
    left a gap among the header buttons. Every header button keeps its place; Hint stays there, greyed,
    until Summary takes it."""
    m = Match("quash", ["human", "bot:easy"], 3, {"dealer": 1, "target": 2})
    rng = random.Random(3)
    while len(m.state.history) < 35:
        m.play(rng.choice(m.legal_actions()))
    app = make_app(size=(1024, 640), round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        places = {}
        slot = set()
        seen_waiting_over = False
        for i in range(60 * 60):
            app.step(1 / 60)
            s = scene.session
            for b in scene.hud.buttons:
                if b.id in ("hud:hint", "hud:summary"):
                    slot.add(b.rect.right)
                elif b.id != "director:next":
                    assert places.setdefault(b.id, tuple(b.rect)) == tuple(b.rect), (i, b.id)
            ids = [b.id for b in scene.hud.buttons]
            assert "hud:hint" in ids or "hud:summary" in ids, (i, ids)
            if m.over and scene.scoring_show.waiting:
                seen_waiting_over = True
                assert not next(b for b in scene.hud.buttons if b.id == "hud:hint").enabled
            if scene.scoring_show.waiting and i % 60 == 0:
                key(app, pygame.K_RETURN)
            if s.my_turn() and scene.settled() and m.state.phase == "tiebreak" and i % 30 == 0:
                s.play(rng.choice(s.screen_legal()))
            if "hud:summary" in ids:
                break
        assert m.over and seen_waiting_over and "hud:summary" in ids
        assert len(slot) == 1, "Summary takes Hint's place"
    finally:
        close_board(app)


def test_a_triple_with_a_gap_shows_its_open_slot_between_its_two_cards():
    """New players: RED's triple holding the 2 and the 4 of clubs showed them in its first two slots, the
    open one at the right end, though the 3 goes between them. The two cards lie in the outer slots and
    the open slot between them is drawn; laid, the 3 fills it (2 3 4 from the left)."""
    from tests.test_quash_rules import BLACK, RED, stacked_2p_basic
    from tests.ui_helpers import match_board
    red = ["2C 4C 3C"] + RED[1:]
    m = Match("quash", ["human", "bot:easy"], 1, {"dealer": 1}, stacked=stacked_2p_basic(red, BLACK))
    for act in ({"card": "2C", "spot": 1}, {"card": "7H", "spot": 1}, {"card": "4C", "spot": 1}):
        m.play(dict(act, type="play"))
    for size in ((1280, 800), (1024, 640)):
        app, scene = match_board(m, size=size)
        try:
            slots = scene._deco["g"]["slots"]["bottom"][0]
            home = {c: scene.table.piece_by_id[f"r1:{c}"].home for c in ("2C", "4C")}
            assert home["2C"] == slots[0] and home["4C"] == slots[2], (home, slots)
            # the open slot is drawn over the middle slot's place, in the spot's badge row: over no card
            # (session 27: it was drawn over the 2, lit there for a held card)
            row = scene._deco["g"]["badge_rows"]["bottom"]
            mine = [r for r in scene._gaps if row.colliderect(r) and slots[1].x <= r.centerx <= slots[1].right]
            assert len(mine) == 1 and not any(r.colliderect(home["2C"]) for r in scene._gaps)
            gap = mine[0]
            assert (gap.x, gap.right) == (slots[1].x, slots[1].right) and gap.bottom < slots[0].y
        finally:
            close_board(app)


def test_a_gaps_two_cards_are_swap_targets_where_they_lie():
    """Advanced: a gap's two cards are aimed at where they are drawn: the first over its strip up to the
    second, each over all of its face (session 48: a spot's open slot lays, a card's face swaps)."""
    from quash_table.games.quash.spot_cards import swap_targets

    class T:
        def target(self, tid, rect, **kw):
            return tid, pygame.Rect(rect)

        def px(self, n):
            return n
    slots = [pygame.Rect(20 + 21 * i, 100, 71, 99) for i in range(3)]
    g = {"slots": {"bottom": [slots] + [[pygame.Rect(0, 0, 71, 99)] * 3] * 8}}
    got = dict(swap_targets(T(), g, [("4C", "2C")] + [()] * 8))
    assert got["swap:2C"] == pygame.Rect(20, 100, 42, 99)
    assert got["swap:4C"] == pygame.Rect(62, 100, 71, 99)


@pytest.mark.parametrize("players", [2, 4])
def test_the_hint_arrow_to_spot_1_stays_on_the_table(players):
    """New players (1024x640): the first hint's arrow, from a card in your hand to spot 1, went round
    your side's badge by the window's left edge. It goes from the card to its target on the table (round
    the badge and plates by a way inside the table), crossing no plate or badge."""
    from quash_table.ui.hint_record import HintRecord
    from tests.ui_helpers import match_board
    seats = ["human"] + ["bot:easy"] * (players - 1)
    m = Match("quash", seats, 1, {"dealer": players - 1})
    for size in ((1024, 640), (1280, 800)):
        app, scene = match_board(m, size=size)
        try:
            table = scene.areas()[1]
            spot = scene.table.target_by_id["spot:1"].rect
            for p in [p for p in scene.table.pieces if p.zone == "hand:0"]:
                scene.hints.current = HintRecord(None, None, marks=[p.id, "spot:1"])
                parts = scene.hints.arrow_parts()
                assert parts, p.id
                for u, v in parts:
                    for q in (u, v):
                        assert table.inflate(-scene.metrics.px(20), 0).collidepoint(q), (size, p.id, parts)
                    assert not any(pygame.Rect(r).clipline(u, v) for r in scene.table.arrow_clear), (p.id, u, v)
                assert spot.inflate(spot.h, spot.h).collidepoint(parts[-1][1])
        finally:
            scene.hints.current = None
            close_board(app)


def test_four_players_the_log_says_where_the_pool_goes_once():
    """New players: 'Your 4 leftover cards join RED's pool ..., held by Bot 1', then 'You play RED's
    tiebreakers this round, with the 8 pooled leftover cards Bot 1 held' read as a pool hopping from hand
    to hand. Each partner's cards go into the team's pool; who holds it is said once, by the naming."""
    from quash_table.ui.narration import MoveLogBook
    from quash_table.ui.session import MatchSession
    from tests.test_quash_tiebreak_words import _match
    m = _match(["bot:easy", "bot:easy", "human", "bot:easy"])        # you are seat 3, RED's second seat
    session = MatchSession(m, autosave=False)
    try:
        session.update(0.1, True)                                     # Bot 1, RED's first seat, names you
        log = "\n".join(w for _, w in MoveLogBook(session).entries())
        assert "\u25b8 Your 4 leftover cards go into RED's pool for its tiebreakers" in log, log[-400:]
        assert log.splitlines()[-1] == "You play RED's tiebreakers this round, with its 8 pooled leftover cards"
        pool_lines = [line for line in log.splitlines() if "pool" in line]
        assert not any("held" in line or "Bot 1" in line for line in pool_lines), pool_lines
    finally:
        session.close()
