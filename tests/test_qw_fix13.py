"""What new players rated in Quadruple War (session 13): each test fails on the code before its fix."""

import re

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.games.quadwar.odds_words import times_in
from quash_table.games.quadwar.players import NormalBot
from quash_table.games.quadwar.rules import GAME
from tests.ui_helpers import ask_hint, close_board, make_app, board, settle

# how often in a player's words, "about 3 times in 4" (session 32: "in 77% of 150 sampled deals" was jargon)
# (session 33: no figure of points, "no bid averages more (9 points)" was unexplained: review 32)
# (session 46: where the hand's tricks come from, which cards take one and how often, before the figure, review 46)
GENERAL = re.compile(r"^played out from what you can see, [^:]+: (a trick|(\d+) tricks or more) ([a-z0-9 ]+), and no "
                     r"other bid should score more$")
LOWEST = re.compile(r"^the lowest bid: played out from what you can see, (?:[^:]+: a trick (?:only )?([a-z0-9 ]+)|"
                    r"your cards hardly ever take a trick)$")
TWO = re.compile(r"^the other hand holds every card you do not: if both hands play as the bots do, yours takes "
                 r"(\d+) tricks?$")


def _played_out_with_normal_bids(state, bid):
    """The tricks seat 0 takes when it bids `bid` and every seat then plays the normal bot (two seats: what
    every playout of the hard bot's bid search plays, the unseen cards being the other hand)."""
    played = GAME.apply(state, {"type": "bid", "tricks": bid})
    while played.hand_no == 1:
        played = GAME.apply(played, NormalBot(GAME, played.to_move, 1).choose(
            GAME.view(played, played.to_move), GAME.legal_actions(played)))
    return played.sheet[-1]["won"][0]


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_hard_bid_hint_is_one_recommendation_with_the_searchs_own_reason(seats):
    """The hint said the normal count and the search's bid in one box ("expect about 3 tricks ... which bids
    3; but in 123 sampled deals 2 scores more ..."): one bid, and why in the search's own terms (how often
    the hand took that many tricks in the playouts, and that no other bid scored more over them)."""
    for seed in range(4):
        state = GAME.new_state(seats, seed=seed, options={"dealer": seats - 1, "bags": seed % 2 == 1})
        view, legal = GAME.view(state, 0), GAME.legal_actions(state)
        bot = make_bot("quadwar", "hard@40", 0, seed)
        bid = bot.choose(view, legal)["tricks"]
        reason = bot.reason
        assert "expect about" not in reason and "which bids" not in reason and "but" not in reason, reason
        # (115 until session 34, which adds what a bid scores, "(made: 10 × bid + 1 per extra trick, missed: 0
        # pts)": two lines of the hint's box at 1024x640 still; session 46 says which cards take the tricks, the
        # full reason of three or four lines at 1024x640, the bidding panel saying what a bid scores)
        assert len(reason) <= 260, reason
        two, general, lowest = TWO.match(reason), GENERAL.match(reason), LOWEST.match(reason)
        assert two or general or lowest, reason
        if two:
            # every sampled deal is the deal itself: the hand played out takes this many, and the bid is it
            assert seats == 2
            taken = _played_out_with_normal_bids(state, NormalBot(GAME, 0, 1).choose(view, legal)["tricks"])
            assert int(two.group(1)) == taken >= bid, (reason, bid, taken)
            continue
        said = general or lowest
        assert bot.last_stats["rollouts"] == 40 and "sampled" not in reason and "%" not in reason
        if general:
            assert said.group(2) is None if bid == 1 else int(said.group(2)) == bid, (reason, bid)
            assert "point" not in reason, reason
        else:
            assert bid == 1 and said.group(1) in {times_in(x / 100) for x in range(50)} | {None}


@pytest.mark.ui
@pytest.mark.parametrize("seats", [2, 4])
def test_a_bid_hint_takes_at_most_two_lines_at_the_smallest_window(seats):
    """A two-player bid hint ran to four lines: the hint asked with H (the hard bot's search, as a person
    gets it) wraps to two at most at 1024x640."""
    from quash_table.ui import theme
    app = make_app(size=(1024, 640))
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=3,
                  options={"bags": True, "dealer": seats - 1})
    try:
        settle(app, scene)
        assert scene.session.my_turn() and scene.session.table_view()["phase"] == "bid"
        ask_hint(app, scene)
        text = scene.hints.current["text"]
        assert text.startswith("Hint: bid "), text
        lines = theme.wrap(scene.message[0], scene.metrics.px(16), scene.painter._message_width()
                           - scene.metrics.px(36), bold=True)
        assert len(lines) <= 2, lines
    finally:
        close_board(app)


def _pass_and_play(seats, moves):
    """An unfinished pass-and-play match `moves` long (its replay shows the spectator view only)."""
    import random

    from quash_table.engine.match import Match
    m = Match("quadwar", ["human:Ann", "human:Bob"] + ["bot:random"] * (seats - 2), 5, {"bags": True})
    rng = random.Random(1)
    while len(m.actions) < moves:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_in_a_spectator_replay_the_bottom_seats_hand_is_a_row_of_backs_off_the_mat(size, seats):
    """The bottom seat's cards beside its plate ran into the mat and were squeezed to one spot: its
    whole hand was drawn as one card back on the trick mat's corner. They lie under its plate, as under
    the others', each back showing, clear of the mat and of every plate."""
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import steps
    m = _pass_and_play(seats, 12)
    app = make_app(size=size, animation="instant")
    scene = replay_board(app, m, position=12)
    app.push(scene)
    try:
        steps(app, 5)
        assert scene.session.screen_seat is None and scene.session.view_label() == "Spectator"
        mat = scene.table.target_by_id["trick"].rect
        g = scene.geometry
        _, area, _ = scene.areas()
        backs = [p for p in scene.table.pieces if p.zone == f"hand:{g['bottom']}"]
        count = scene.session.table_view()["hand_counts"][g["bottom"]]
        assert len(backs) == count > 5
        assert len({p.home.x for p in backs}) == count, [p.home for p in backs]
        for p in backs:
            assert not p.home.colliderect(mat), (p.home, mat)
            assert area.contains(p.home), (p.home, area)
            for seat, plate in g["plates"].items():
                assert not plate.colliderect(p.home), (seat, plate, p.home)
    finally:
        app.scenes.clear()
        pygame.display.quit()


@pytest.mark.ui
@pytest.mark.parametrize("humans", [1, 2])
def test_the_greyed_view_switch_of_a_replay_says_why_when_pressed(humans):
    """A replay of a game not over offers one view only: its view button was greyed with no reason, and
    V or a click on it did nothing. Pressed, it says why (its reason, also in --layout)."""
    import random

    from quash_table.engine.match import Match
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import centre, click, find, key, steps
    seats = ["human:Ann", "human:Bob"][:humans] + ["bot:random"] * (4 - humans)
    m = Match("quadwar", seats, 5)
    rng = random.Random(1)
    while len(m.actions) < 10:
        m.play(rng.choice(m.legal_actions()))
    app = make_app(animation="instant")
    scene = replay_board(app, m, position=10)
    app.push(scene)
    try:
        steps(app, 3)
        switch = find(scene.layout_info()["objects"], "replay:view")
        assert not switch["enabled"] and "Until the game is over" in switch.get("reason", ""), switch
        before = scene.session.choice
        key(app, pygame.K_v, frames=2)
        assert scene.session.choice == before
        assert scene.message is not None and scene.message[0] == switch["reason"], scene.message
        scene.message = None
        click(app, centre(switch["rect"]), frames=2)
        assert scene.message is not None and scene.message[0] == switch["reason"], scene.message
        assert ("what you saw" if humans == 1 else "what everyone could see") in switch["reason"]
    finally:
        app.scenes.clear()
        pygame.display.quit()


@pytest.mark.ui
@pytest.mark.parametrize("seats", [2, 4])
def test_no_prompt_or_bidding_lies_under_the_first_deals_flying_cards(seats):
    """The first hand's cards flew from the dealer to every seat over "Your bid: click a number ..." and
    the bidding panel, both drawn at once: as for every later deal, the middle stays bare and the prompt
    empty (the header says "Dealing hand 1…") until the cards have landed, then the bidding comes."""
    from tests.ui_helpers import steps
    app = make_app(animation="normal")
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=3,
                  options={"bags": True, "dealer": seats - 1})
    try:
        flying_frames = 0
        for _ in range(900):
            steps(app, 1)
            flying = [p for p in scene.table.pieces if p.rect != p.home]
            if not flying and not scene.tweens.busy:
                break
            if flying:
                flying_frames += 1
                assert scene.table.prompt == "", scene.table.prompt
                assert not [b for b in scene.table.buttons if b.id.startswith("bid:")]
                assert scene.hud.status() == "Dealing hand 1\u2026", scene.hud.status()
        assert flying_frames > 20           # the deal was seen flying
        settle(app, scene)
        assert scene.table.prompt.startswith("Your bid"), scene.table.prompt
        assert [b for b in scene.table.buttons if b.id.startswith("bid:")]
    finally:
        close_board(app)


def _lift(app, scene):
    from tests.ui_helpers import centre, click, find
    click(app, centre(find(scene.layout_info()["objects"], "curtain:ready")["rect"]), frames=1)


@pytest.mark.ui
@pytest.mark.parametrize("seats", [["human:Ann", "human:Bob"],
                                   ["human:Ann", "bot:normal", "human:Bob", "bot:normal"]])
def test_a_person_back_at_a_shared_screen_sees_the_trick_finished_while_they_were_away(seats):
    """Ann plays a card that does not end the trick; Bob (or a bot after him) ends it while the screen is
    with Bob: Ann, taking the screen back for her turn, found an empty mat and learnt how the trick ended
    only from the log and the "Last trick" corner. The finished trick is on the mat, its winner framed and
    named, long enough to read, before her turn goes on."""
    import random

    from tests.ui_helpers import key, steps
    app = make_app(animation="normal", round_pause=True)
    scene = board(app, "quadwar", seats, seed=4, options={"dealer": len(seats) - 1})
    s, m, rng = scene.session, scene.session.match, random.Random(2)
    checked = 0
    try:
        for _ in range(60000):
            if m.state.hand_no > 1 or checked >= 3:
                break
            if s.curtain is not None and scene.settled():
                seat = s.curtain
                last = len(m.actors) - 1 - m.actors[::-1].index(seat) if seat in m.actors else None
                won = None
                for n in range(len(m.actions), (last if last is not None else len(m.actions)) + 1, -1):
                    won = next((e for e in GAME.events(m.state_after(n), None) if e["kind"] == "trick_won"),
                               None)
                    if won is not None:
                        break
                _lift(app, scene)
                if won is not None and won["cards"][-1][0] != seat and m.state.hand_no == won["hand"]:
                    # the finished trick, on the mat, for a good second and a half at normal speed (the
                    # third time, Space hurries it, as it does a trick the director shows)
                    cards = {code for _, code in won["cards"]}
                    frames = 0
                    for _ in range(400):
                        on_mat = {p.code for p in scene.table.pieces if p.zone == "trick"}
                        if on_mat != cards:
                            break
                        assert scene.staged_caption() == s.sentence(won["seat"], "takes the trick")
                        frames += 1
                        if checked == 2 and frames == 5:
                            key(app, pygame.K_SPACE)
                        steps(app, 1)
                    assert frames >= 90 if checked < 2 else frames < 30, (frames, cards)
                    checked += 1
                continue
            if s.director.gate():
                s.director.next()
            elif s.my_turn() and not s.director.steps and scene.settled():
                s.play(rng.choice(s.screen_legal()))
            steps(app, 1)
        assert checked >= 3, checked
    finally:
        close_board(app)
