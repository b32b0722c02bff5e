"""What the session-14 new-player review of Quadruple War found (full14_qw): each test fails on the code
before its fix."""

import pytest

from tests.qw_result_box import result_box
from tests.ui_helpers import board, close_board, make_app, settle


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_bag_penalty_reads_as_points_made_less_the_penalty(size):
    """The Points cell of a seat that lost 100 to bags read "-77 bags" beside a Score of -77 ("5 -77 bags
    -77": 77 bags?); a score pad says the points the tricks made and what bags took off them."""
    from quash_table.games.quadwar.machine import end_hand
    from quash_table.games.quadwar.rules import GAME
    # the rules' own line: seat 1 bid 2 and took 5 with 7 overtricks carried: 23 points, 100 lost to bags
    s = GAME.new_state(4, seed=1, options={"bags": True, "dealer": 3})
    s.bags = (0, 7, 0, 0)
    s.bids, s.won = [1, 2, 1, 1], [0, 5, 0, 0]
    end_hand(s, deal_next=False)
    sheet = s.facts.sheet[-1]
    assert sheet["points"][1] == -77 and sheet["bag_penalties"][1] == 1
    line = dict(sheet, hand=1)
    t, labels = result_box(size, line)
    texts = [x.text for x in labels]
    assert "+23 \u2212100 bags" in texts, texts
    assert not any("-77 bags" in x for x in texts)
    cell = next(x for x in labels if x.text == "+23 \u2212100 bags")
    assert cell._size() >= t.text_px(14), cell._size()           # said at its size, not squeezed
    took = next(x for x in labels if x.text == "5")
    assert not cell.text_rect().colliderect(took.text_rect())


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_new_game_says_the_short_and_the_standard_target(size):
    """Target score was a bare number field whose line said only "the game ends after a hand in which a seat
    reaches this": nothing offered the short game the rules name (200) beside the standard 500."""
    import pygame

    from tests.ui_helpers import centre, click, find, steps
    app = make_app(size)
    try:
        app.nav.new_game()
        steps(app, 2)
        click(app, centre(find(app.top.layout_info()["objects"], "game:quadwar")["rect"]))
        objects = app.top.layout_info()["objects"]
        hint = find(objects, "option:target:hint")
        assert "200" in hint["label"] and "short" in hint["label"] and "500" in hint["label"], hint
        field = find(objects, "option:target")["rect"]
        assert pygame.Rect(hint["rect"]).top >= field[1] + field[3] - 12       # under its field
        # what it says is what the rules play: 200 and 500 are targets the option takes, 500 the default
        from quash_table.games.quadwar.rules import GAME
        target = next(o for o in GAME.options if o.key == "target")
        assert target.default == 500 and target.check(200) == 200
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats,bags", [(2, False), (4, True), (5, True)])
def test_the_score_pads_column_heads_stand_apart(size, seats, bags):
    """At 1024x640 the pad's heads ran together ("Won Score", 6 pixels apart) in columns 48 design pixels
    wide: each column is as wide as its head and a clear gap."""
    app = make_app(size=size)
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=3,
                  options={"bags": bags, "dealer": 0})
    try:
        settle(app, scene)
        pad = scene.geometry["pad"]
        heads = [x for x in scene.table.decor if getattr(x, "text", None) in ("Bid", "Took", "Score", "Bags")
                 and pad.contains(x.text_rect())]
        assert len(heads) == 3 + bags
        px = scene.app.metrics.px
        rects = sorted((x.text_rect() for x in heads), key=lambda r: r.x)
        for a, b in zip(rects, rects[1:]):
            assert b.x - a.right >= px(10), (a, b)
        from quash_table.ui.table import MIN_TEXT_PX
        for x in heads:
            assert x._size() >= max(MIN_TEXT_PX, px(12)), (x.text, x._size())     # at their size
    finally:
        close_board(app)


def _finished(seats, seed=2):
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    m = Match("quadwar", ["human:Ann", "human:Bob"] + ["bot:normal"] * (seats - 2), seed=seed,
              options={"target": 60, "dealer": 0})
    bots = [make_bot("quadwar", "normal", s) for s in range(seats)]
    while not m.over:
        seat = m.to_move
        m.play(bots[seat].choose(m.game.view(m.state, seat), m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats", [2, 3, 5])
def test_a_replays_face_up_hands_fit_their_panel(size, seats):
    """With two players' 26-card hands the face-up panel's rows ran off both its sides (cards fanned no
    closer than 12 pixels need more than the log column): a hand takes a second line instead. Since review
    17 the hands lie face up at the seats and the panel is only for a round's hands as dealt: checked at
    the game's end."""
    from quash_table.ui.replay import FACE_UP
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import steps
    m = _finished(seats)
    app = make_app(size=size)
    scene = replay_board(app, m)
    app.push(scene)
    try:
        scene.session.goto(len(m.actions))    # the game's end: the last hand's hands as dealt
        scene.session.choice = FACE_UP
        scene.session.version += 1
        scene._snap = True
        steps(app, 120)
        panel = scene.replay.hands_rect(scene.areas()[2])
        px = scene.metrics.px
        for seat in range(seats):
            cards = [p for p in scene.table.pieces if p.zone == f"faceup:{seat}"]
            assert sorted(p.code for p in cards) == sorted(scene.session.hands()[seat])
            assert cards
            for p in cards:
                assert panel.contains(p.home), (seat, p.code, p.home, panel)
            # every card's corner shows: the next card of its line lies at least 12 pixels further on
            for a, b in zip(cards, cards[1:]):
                assert b.home.x - a.home.x >= px(12) or b.home.y > a.home.y, (a.home, b.home)
    finally:
        close_board(app)


@pytest.mark.parametrize("bags", [False, True])
def test_the_end_summary_says_each_seats_bids_made_and_bags_under_the_scores(bags):
    """The summary's column beside the chart held four lines of scores over a half-empty box: under them
    each seat's bids made of the hands played and, with Bags, its overtricks (what they cost)."""
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import steps
    m = Match("quadwar", ["human:Ann"] + ["bot:normal"] * 3, seed=2,
              options={"target": 200, "dealer": 0, "bags": bags})
    bots = [make_bot("quadwar", "normal", s) for s in range(4)]
    while not m.over:
        m.play(bots[m.to_move].choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 60)
        summary = next(o for o in scene.layout_info()["objects"] if o["kind"] == "summary")
        assert summary["chart"]
        heads, rows = summary["table"]
        first = [form if isinstance(form, str) else form[0] for form in heads]     # a cell's fullest form
        assert first == ["Bids made"] + (["Bags"] if bags else [])
        sheet = m.state.sheet
        assert len(sheet) > 1
        for seat in range(4):
            made = sum(1 for x in sheet if x["won"][seat] >= x["bids"][seat])
            cells = [form if isinstance(form, str) else form[0] for form in rows[seat]]
            assert cells[0] == f"{made} of {len(sheet)}"
            if bags:
                assert cells[1].split()[0] == str(m.state.bags[seat])
                lost = 100 * sum(x["bag_penalties"][seat] for x in sheet)
                assert (f"\u2212{lost}" in cells[1]) == bool(lost)
    finally:
        close_board(app)


@pytest.mark.parametrize("seats,dealer", [(4, 0), (2, 1), (5, 2)])
def test_a_deals_cards_pass_under_the_score_pad_and_the_plates(seats, dealer):
    """The deal's cards flew over the score pad ("Score pad" and its first rows covered) and the seats'
    plates on their way to the hands: what a person reads stays in view, the cards pass under it."""
    import pygame

    from tests.ui_helpers import steps
    app = make_app(animation="normal")
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=3,
                  options={"dealer": dealer})
    try:
        crossed = frames = 0
        while frames < 600:
            steps(app, 1)
            frames += 1
            if scene._dealing != "flying":
                if frames > 10:
                    break
                continue
            g = scene.geometry
            kept = [g["pad"], *g["plates"].values()]
            flying = [p for p in scene.table.pieces if p.zone.startswith("hand:")]
            over = [r for r in kept if any(r.colliderect(pygame.Rect(p.pos)) for p in flying)]
            crossed += bool(over)
            for r in over:           # the screen there is the table's still layer: no card drawn over it
                shown, still = (pygame.image.tobytes(x.subsurface(r), "RGB") for x in (app.screen, scene._static))
                assert shown == still, r
        assert frames < 600
        assert crossed, "no card of the deal crossed the pad or a plate: the test saw nothing"
    finally:
        close_board(app)


def _hand_at_a_shared_screen(seats, seed=4):
    """Play hand 1 at a pass-and-play table through the board (random legal moves, every curtain lifted by
    the person named): (curtains that came down, every move's seat, the moves the people chose), checking at
    every frame that the only hand shown face up is that of the person who last lifted the curtain."""
    import random

    from tests.ui_helpers import steps
    app = make_app(animation="fast")
    scene = board(app, "quadwar", seats, seed=seed, options={"dealer": 0})
    s, m = scene.session, scene.session.match
    rng = random.Random(seed)
    curtains, was, lifted_by, played = 0, None, None, []
    try:
        for _ in range(60000):
            steps(app, 1)
            if m.state.hand_no > 1:
                break
            if s.curtain is not None and was is None:
                curtains += 1
            was = s.curtain
            for p in scene.table.pieces:
                if p.zone.startswith("hand:") and p.face_up:     # a person's cards: theirs alone
                    assert int(p.zone[5:]) == s.screen_seat == lifted_by and s.curtain is None, p.zone
            if s.curtain is not None and scene.settled():
                lifted_by = s.curtain
                s.lift_curtain()
            if s.my_turn() and scene.settled():
                played.append(len(m.actions))
                scene.act(rng.choice(s.screen_legal()))
        assert m.state.hand_no == 2
        return curtains, list(m.actors), played
    finally:
        close_board(app)


@pytest.mark.parametrize("seats", [["human", "bot:normal", "human", "bot:normal"],
                                   ["human", "human", "bot:normal", "bot:normal"]])
def test_a_shared_screen_is_curtained_only_when_it_changes_owner(seats):
    """With two people and bots, a person whose turn came again after only bots had moved (they led, the
    trick went round to the bot on their right, who won it and led back to them) was curtained off from
    their own cards and asked to take the screen they held: a curtain for every hand-over, and only then."""
    curtains, actors, played = _hand_at_a_shared_screen(seats)
    people = [actors[n] for n in played]       # the people's own moves (the last trick's play themselves)
    owners = sum(1 for a, b in zip(people, people[1:]) if a != b)
    again = sum(1 for a, b in zip(people, people[1:]) if a == b)
    assert again > 0                 # the hand had turns that came back to the person at the screen
    assert curtains == 1 + owners, (curtains, owners)


def test_two_peoples_only_cards_play_themselves_and_tell_nothing():
    """Between two people the screen changed hands for every card, a card that was the only one its player
    could play included: such a card plays itself (each hand is the rest of the deck, so nobody learns
    anything); with three or more only at the last trick; never alone against bots, never a choice."""
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    from quash_table.games.quadwar.machine import legal_mask
    from quash_table.games.quadwar.rules import GAME
    from quash_table.games.quadwar.state import PLAY
    for seats in (2, 3, 5):
        m = Match("quadwar", ["human"] * seats, seed=seats, options={"dealer": 0})
        bots = [make_bot("quadwar", "random", s) for s in range(seats)]
        seen = 0
        while m.state.hand_no == 1:
            st = m.state
            auto = GAME.automatic_action(st, list(range(seats)))
            legal = m.legal_actions()
            mask = legal_mask(st)
            single = st.phase == PLAY and bin(mask).count("1") == 1
            tells_nothing = seats == 2 or (single and st.hands[st.to_move].bit_count() == 1)
            assert (auto is not None) == (single and tells_nothing), (seats, len(m.actions), auto)
            assert GAME.automatic_action(st, [st.to_move]) is None          # alone against bots: yours to play
            if auto is not None:
                assert auto in legal and len(legal) == 1
                seen += 1
                m.play(auto)
            else:
                m.play(bots[st.to_move].choose(GAME.view(st, st.to_move), legal))
        assert seen >= 1                        # at least the last trick


def test_two_people_hand_the_screen_over_only_for_a_choice():
    """Hand 1 between two people: the screen changes hands (a curtain) only between two moves chosen by
    different people; a card that was its player's only one plays itself, with no hand-over either way."""
    curtains, actors, played = _hand_at_a_shared_screen(["human", "human"], seed=2)
    chosen = [actors[n] for n in played]          # the moves a person chose, in order
    assert len(chosen) < len(actors)              # some cards played themselves (the last trick's at least)
    # a lead whose follower's only card played itself, and the leader won and led again: no hand-over
    assert any(a == b and m - n > 1 for a, b, n, m in zip(chosen, chosen[1:], played, played[1:]))
    assert curtains == 1 + sum(1 for a, b in zip(chosen, chosen[1:]) if a != b)
    every = 1 + sum(1 for a, b in zip(actors, actors[1:]) if a != b)
    assert curtains < every, (curtains, every)    # fewer than one for every change of player
