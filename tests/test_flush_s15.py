"""Session 15 on the Flush board: what new players found (each test fails on the code before its fix)."""

import pygame
import pytest

from tests.ui_helpers import centre, click, close_board, key, make_app, match_board, replay_of, step_until, steps


def _last_result_waits(app, scene):
    """After Let the bots finish: the game's last round's result is on the table (who went out, every
    seat's cards left) and waits for Next; Enter then brings the summary."""
    s = scene.session
    step_until(app, lambda: s.match.over and s.showing_result(), timeout=120)
    steps(app, 30)                                  # half a second later it still waits
    assert s.showing_result() and not scene.summary_up()
    assert scene._round_result() is not None and "result" in scene._g
    assert "director:next" in [b.id for b in scene.hud.buttons]
    key(app, pygame.K_RETURN)
    step_until(app, lambda: scene.summary_up(), timeout=10)


@pytest.mark.ui
def test_letting_the_bots_finish_still_shows_the_last_result():
    """Out of the game, Let the bots finish went straight to the summary ("You lost"): the last round's
    result (who went out, everyone's cards and points) was never seen. It now waits for Next."""
    from tests.test_flush_s14 import _before_you_go_out
    match = _before_you_go_out()
    assert match is not None
    app, scene = match_board(match, round_pause=True, settled=False)
    try:
        step_until(app, lambda: scene.table is not None and any(b.id == "out:finish" for b in scene.table.buttons),
                   timeout=30)
        click(app, centre(next(b for b in scene.table.buttons if b.id == "out:finish").rect))
        _last_result_waits(app, scene)
    finally:
        close_board(app)


@pytest.mark.ui
def test_watching_the_bots_the_last_result_waits_too():
    """Watching (each result passing by itself): the game's last result waits for Next all the same."""
    from quash_table.ui.director import AUTO_GATE_SECONDS, Step
    from tests.test_flush_s14 import bare_director
    d = bare_director("instant")
    d.auto_gates = True
    d.steps.append(Step(0, "Round 4 is over", gate=True))
    d.steps.append(Step(1, "Bot 2 wins the game", gate=True, final=True))
    for _ in range(int(AUTO_GATE_SECONDS * 60) * 3):
        d.update(1 / 60, True)
    assert d.gate() is not None and d.gate().final
    assert d.next() and not d.busy()


def _one_move_from_a_round_end(seats=3, seeds=range(30)):
    """A match (you at seat 0, normal bots) one bot move before the first round ends with someone's hidden
    card still on the table, yours among them."""
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    for seed in seeds:
        people = ["human"] + ["bot:normal"] * (seats - 1)
        m = Match("flush", people, seed=seed)
        bots = [make_bot("flush", "normal", s) for s in range(seats)]
        while not m.over and len(m.actions) < 3000:
            seat = m.to_move
            before = m.state
            m.play(bots[seat].choose(m.game.view(m.state, seat), m.legal_actions()))
            scored = next((e for e in m.game.events(m.state, None) if e["kind"] == "round_scored"), None)
            if scored is None:
                continue
            mine = scored["held"][0] or []
            if seat != 0 and any(x["hidden"] for x in mine) and before is not None:
                back = Match("flush", people, seed=seed)
                for a in m.actions[:-1]:
                    back.play(a)
                return back
            break
    return None


@pytest.mark.ui
def test_the_tables_hidden_cards_turn_up_with_the_rounds_result():
    """The round's result showed your hidden cards face up while your bases on the table still lay them
    face down. The reveal is one fact: as the result comes up, the table's hidden cards turn over too
    (once, animated), each the card the result lists for that base."""
    match = _one_move_from_a_round_end()
    assert match is not None
    app, scene = match_board(match, round_pause=True, settled=False)
    try:
        s = scene.session
        steps(app, 2)
        hidden = [p for p in scene.table.pieces if (p.zone or "").startswith("hidden:0:")]
        assert hidden and all(p.code is None for p in hidden)          # face down while the round is on
        step_until(app, lambda: s.showing_result(), timeout=60)
        steps(app, 2)
        scored = scene._round_result()
        listed = [x["card"] for x in scored["held"][0] if x["hidden"]]
        hidden = sorted((p for p in scene.table.pieces if (p.zone or "").startswith("hidden:0:")),
                        key=lambda p: p.zone)
        assert [p.code for p in hidden] == listed
        assert any(p.flip for p in hidden)                              # turned over, not swapped
        steps(app, 40)
        assert not any(p.flip for p in scene.table.pieces if (p.zone or "").startswith("hidden:"))
        info = scene.layout_info()
        faces = [o for o in info["objects"] if o.get("zone", "").startswith("hidden:0:")]
        assert faces and all(o.get("card") for o in faces), faces
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_face_up_hand_in_two_lines_never_lies_over_itself():
    """6 seats at 1024x640, the face-up replay: a seat's hand too long for one line went on in a second one
    laid over half the first (its kinds and Deductions covered). The lines now lie one under the other:
    a card of a further line covers at most the foot of a card above, under its kind band (session 21: the
    hand under the bases, as the face-up panel's lines), and the cards stay in the seat's block."""
    import pygame as pg

    from tests.test_flush_s14 import _finished
    m = _finished(seats=6)
    app, scene = replay_of(m, face_up=True)
    try:
        s = scene.session
        two_lines = 0
        for position in range(5, len(m.actions), 4):
            s.goto(position)
            steps(app, 2)
            view = s.table_view()
            for seat in range(1, 6):
                cards = [p for p in scene.table.pieces if p.zone == f"hand:{seat}"]
                tops = sorted({p.home.y for p in cards})
                if len(tops) < 2:
                    continue
                two_lines += 1
                assert all(p.code for p in cards)
                from quash_table.ui.sprites import FLUSH_MARK_BAND
                for a in cards:
                    for b in cards:
                        if a.home.y < b.home.y and pg.Rect(a.home).colliderect(b.home):
                            assert b.home.y - a.home.y >= FLUSH_MARK_BAND[1] * a.home.h, (seat, a.home, b.home)
                block = scene._g["blocks"][seat]
                assert all(p.home.bottom <= block.bottom for p in cards), view["hand_counts"][seat]
            if two_lines >= 5:
                break
        assert two_lines, "no hand went on two lines"
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_others_hands_turn_up_with_the_rounds_result():
    """Once a round is over its result shows every seat's hand face up; the table still laid the other
    seats' hands as backs beside it. They turn up with the result, card for card as the result lists them."""
    from quash_table.ui.tables import board_for_match
    for seed in range(30):
        match = _one_move_from_a_round_end(seeds=[seed])
        if match is None:
            continue
        app = make_app(round_pause=True)
        scene = board_for_match(app, match, autosave=False)
        app.push(scene)
        try:
            s = scene.session
            step_until(app, s.showing_result, timeout=60)
            steps(app, 2)
            scored, view = scene._round_result(), s.table_view()
            seats = [x for x in range(1, 3) if scored["held"][x] and view["hand_counts"][x]]
            if not seats:
                continue
            for seat in seats:
                n = view["hand_counts"][seat]
                cards = sorted((p for p in scene.table.pieces if p.zone == f"hand:{seat}"),
                               key=lambda p: int(p.id.split(":")[1]))
                if scene._g["result"].y < scene._g["middle"].y:
                    # the result over the whole table (its cards larger there, sessions 32-33): its rows show
                    # the hands face up, and no seat block draws one, face down or up, under it
                    assert not cards
                    continue
                assert [p.code for p in cards] == [x["card"] for x in scored["held"][seat][:n]]
            return
        finally:
            close_board(app)
    raise AssertionError("no round ended with another seat holding a hand")


@pytest.mark.ui
def test_the_score_sheets_earlier_rounds_note_clears_its_columns():
    """6 seats at 1024x640, round 6: the score sheet's "◂ R1–2 in total" ran on over the R3 and R4
    headings. It is said as shortly as the name column needs, clear of every round's heading."""
    from quash_table.ui.tables import board_for_match
    from tests.test_flush_s14 import _played
    match = _played(6, lambda m: m.game.view(m.state, 0)["round"] >= 6 and m.to_move == 0,
                    seeds=range(10), limit=6000, humans=1)
    assert match is not None
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        steps(app, 5)
        labels = [d for d in scene.table.decor if hasattr(d, "text_rect")]
        note = next(d for d in labels if d.text.endswith(" in total"))     # (session 25: "◂ R1–2" in words)
        heads = [d for d in labels if d.text[:1] == "R" and d.text[1:].isdigit()]
        assert heads
        for h in heads:
            assert not note.text_rect().colliderect(h.text_rect()), (note.text, h.text)
    finally:
        close_board(app)
