"""QUASH, 4 players, the pooled leftovers (session 19). When scoring starts each team pools its leftover
cards in its first seat's hand; a seat always sees its own leftover cards there (they were its own: view
"pool"), never its partner's. The bots' sampler rebuilds that, the face-up replay shows each card once,
and a team of you and a bot partner in the first seat keeps your leftover cards in your hand on the board
(your cards vanished onto the bot's plate as scoring began: review 18b)."""

import json
import random
from collections import Counter

from quash_table.engine.match import Match
from quash_table.engine.rng import Rng
from quash_table.games import get_game
from quash_table.games.quash.sampling import sample_world
from quash_table.ui.faceup import face_up_hands

from .contract_checks import _leaves

G = get_game("quash")


def pooled_positions(games, seed=0, variant="basic"):
    """(state, leftovers) at every step of random 4-player games once a round's leftovers are pooled:
    `leftovers` is each seat's hand just before the round's last play took the game into scoring (read
    from the state before, not from anything the rules keep)."""
    rng = random.Random(seed)
    for g in range(games):
        s = G.new_state(4, seed=seed * 1000 + g, options={"variant": variant, "target": 10 + g % 21})
        leftovers = None
        while s.to_move is not None:
            before = s
            s = G.apply(s, rng.choice(G.legal_actions(s)))
            if before.phase == "play" and s.phase != "play":
                seat = before.to_move
                leftovers = [list(h) for h in before.hands]
                # the last play's card left the hand before scoring (4 players draw nothing)
                leftovers[seat] = [c for c in leftovers[seat] if c in s.hands[seat] or c in s.hands[(seat + 2) % 4]
                                   or c in s.spent]
            if s.phase == "play":
                leftovers = None
            if leftovers is not None:
                yield s, leftovers


def test_a_seat_sees_its_own_pooled_leftovers_and_no_card_of_another_seat():
    """Every view of every seat, at every step of the pooled part of random rounds: the only cards of
    another seat's hand in it are the viewer's own leftover cards, and the view's pool names exactly those
    (while its partner holds them) and its team's holder."""
    checked = shown = 0
    for s, leftovers in pooled_positions(40):
        for viewer in range(4):
            v = G.view(s, viewer)
            leaves = set(_leaves(v))
            partner = (viewer + 2) % 4
            for other in range(4):
                if other == viewer:
                    continue
                visible = set(s.hands[other]) & leaves
                assert visible <= set(leftovers[viewer]), (viewer, other, visible)
                assert not (other != partner and visible), "an opponent's card shows"
            mine = sorted(set(leftovers[viewer]) & set(s.hands[partner]))
            assert sorted(v["pool"]["mine"]) == mine and v["pool"]["holder"] == s.holders()[viewer % 2]
            shown += bool(mine)
            checked += 1
        assert G.view(s, None)["pool"] is None          # a spectator sees no pool
    assert checked > 500 and shown > 150, (checked, shown)


def test_the_sampler_rebuilds_the_seats_own_pooled_cards():
    """A sampled world agrees with the seat's view, pool included: its own cards in its partner's hand, the
    rest of that hand and every other hand from the cards it has not seen."""
    rng = Rng(4)
    checked = 0
    for n, (s, _) in enumerate(pooled_positions(12, seed=1)):
        for seat in range(4):
            view = G.view(s, seat)
            world = sample_world(G, json.loads(json.dumps(view)), rng)
            assert G.view(world, seat) == view
            assert set(view["pool"]["mine"]) <= set(world.hands[(seat + 2) % 4])
            if world.to_move is not None:
                G.apply(world, G.legal_actions(world)[0])
            checked += 1
    assert checked > 100


def test_the_face_up_replay_shows_each_hand_once():
    """All cards face up: each seat's hidden cards are its hand as it is, a pooled card only in the hand
    holding it (the seat's own cards in its partner's hand are no hand of its own)."""
    checked = 0
    for s, _ in pooled_positions(30, seed=2):
        hands = face_up_hands(G, s)
        assert {seat: sorted(cards) for seat, cards in hands.items()} == {
            seat: sorted(h) for seat, h in enumerate(s.hands)}
        assert not [c for c, k in Counter(c for h in hands.values() for c in h).items() if k > 1]
        checked += 1
    assert checked > 40


def test_a_save_from_before_the_leftovers_were_kept_still_loads():
    """A save's stored state (a dump) written before session 19 holds no `leftovers`: it still matches its
    moves replayed; a changed one does not."""
    s = next(s for s, _ in pooled_positions(1, seed=3))
    d = G.dump(s)
    old = {k: v for k, v in d.items() if k != "leftovers"}
    assert "leftovers" in d and G.saved_state_matches(d, old) and G.saved_state_matches(d, d)
    assert not G.saved_state_matches(d, dict(old, scores=[99, 0]))
    assert G.dump(G.load(old))["hands"] == d["hands"]


def test_your_leftover_cards_stay_in_your_hand_when_your_bot_partner_is_the_teams_first_seat():
    """Review 18b, 4 players, you and a bot partner, Bot 2 dealing: Bot 3 is RED's first seat, so the rules
    pool RED's leftovers in its hand until the first tie names you (a person partnered with a bot plays the
    tiebreakers). Your leftover cards vanished as scoring began ("You 0 cards", "Bot 3 8 pooled cards").
    Through the real round: your own leftover cards stay face up in your hand, your partner's part of the
    pool lies as backs beside them, your plate counts the pool and Bot 3's plate holds none."""
    from .ui_helpers import close_board, match_board, step_until

    seed = 1
    seats, options = ["human", "bot:normal", "bot:normal", "bot:normal"], {"dealer": 1}
    m = Match("quash", seats, seed, options)
    rng = random.Random(seed)
    mine = before = last = None
    while m.state.phase == "play":
        last = rng.choice(m.legal_actions())
        m.play(last)
        if m.state.phase == "play":                 # your hand now: your leftover cards (the last play is Bot 2's)
            mine, before = set(m.state.hands[0]), list(m.actions)
    assert m.state.phase == "deal" and m.state.named[0] is None       # no tie: the bot still holds the pool
    assert m.game.view(m.state, 0)["choosers"][0] == 2 and not m.state.hands[0] and m.actions[-1]["card"] not in mine
    pool = len(m.state.hands[2])
    assert mine and mine < set(m.state.hands[2])
    m = Match("quash", seats, seed, options, actions=before)           # the round's last play still to come
    app, scene = match_board(m, size=(1024, 640), settled=False, round_pause=True, animation="normal")
    try:
        m.play(last)
        step_until(app, lambda: scene.session.director is not None and scene.session.director.gate() is not None,
                   timeout=60)                                          # scored: the result waits for Next
        assert m.state.round == 1 and m.state.phase == "deal"
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        faces = {p.code for p in hand if p.code is not None}
        assert faces == mine, (faces, mine)                             # your own leftovers, face up
        assert len(hand) == pool, "the whole pool shows as yours: the bot's part as backs"
        assert not [p for p in scene.table.pieces if p.zone == "hand:2"], "no pool on the bot's plate"
        labels = [d for d in scene.table.decor if getattr(d, "text", None)]
        you = next(d for d in labels if d.text == "You")               # your plate: its line under the name
        line = min((d for d in labels if d.pos[0] == you.pos[0] and d.pos[1] > you.pos[1]),
                   key=lambda d: d.pos[1] - you.pos[1])
        assert line.text.startswith(f"{pool} pooled cards"), line.text
    finally:
        close_board(app)
