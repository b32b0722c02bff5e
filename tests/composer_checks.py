"""Checks every game's composer passes (engine/composer.py): over random games, every legal action is
composable by following `next_step` from nothing composed, and random picks, drops and presses either
are refused (changing nothing), move the composition on, or end in a legal action."""

import random

from quash_table.engine.composer import Outcome
from quash_table.engine.game import IllegalAction


def _snapshot(composer):
    return (tuple(composer.pieces()), tuple(b.id for b in composer.buttons()), composer.busy())


def follow(composer, action, limit=200):
    """Build `action` by its hinted steps; returns the action the composer sends."""
    for _ in range(limit):
        step = composer.next_step(action)
        assert step is not None, f"no next step for {action} (busy={composer.busy()})"
        if step[0] == "drop":
            assert step[1] in composer.pieces(), f"hinted piece {step[1]} cannot be picked for {action}"
            assert step[2] in composer.targets(step[1]), f"hinted target {step[2]} not lit for {action}"
            out = composer.drop(step[1], step[2])
        else:
            assert step[1] in [b.id for b in composer.buttons() if b.enabled], f"button {step[1]} not offered"
            out = composer.press(step[1])
        assert out.kind in ("play", "step"), f"a hinted step was refused: {out.reason}"
        if out.kind == "play":
            return out.action
    raise AssertionError(f"{action} not composed in {limit} steps")


def wander(composer, legal, rng, extra_targets=(), limit=60, accept=None):
    """Random picks and drops (lit targets, unlit ones and buttons) until an action is sent; returns it or
    None. A refusal must give a reason and change nothing. `accept(action)`: whether an action the legal
    list does not hold is one the rules take (a game that lists some moves only in part)."""
    for _ in range(limit):
        pieces = composer.pieces()
        buttons = [b.id for b in composer.buttons() if b.enabled]
        if not pieces and not buttons:
            return None
        if buttons and (not pieces or rng.random() < 0.25):
            out = composer.press(rng.choice(buttons))
        else:
            piece = rng.choice(pieces)
            lit = composer.targets(piece)
            pool = list(lit) if lit and rng.random() < 0.8 else list(lit) + list(extra_targets)
            if not pool:
                continue
            before = _snapshot(composer)
            target = rng.choice(pool)
            out = composer.drop(piece, target)
            if target in lit:
                assert out.kind != "refused", f"lit target {target} for {piece} refused: {out.reason}"
            if out.kind == "refused":
                assert out.reason, "a refusal must say why"
                assert _snapshot(composer) == before, "a refused drop changed the composition"
        assert isinstance(out, Outcome)
        if out.kind == "play":
            assert out.action in legal or (accept is not None and accept(out.action)), \
                f"composer sent an illegal action {out.action}"
            return out.action
    return None


def _listed_in_part(game, state, legal, action):
    """A move the legal list holds only in part (NumberQuash's 12s; `Game.listed_in_part`) that the rules
    take when it is played."""
    part = getattr(game, "listed_in_part", None)
    if part is None or not part(action, legal):
        return False
    game.apply(state, action)          # raises IllegalAction (the test fails) when the rules refuse it
    return True


def _applies(game, state):
    def accepts(action):
        try:
            game.apply(state, action)
        except IllegalAction:
            return False
        return True
    return accepts


def check_composer(game, make_composer, *, seats, games=20, seed=0, options=None, extra_targets=(),
                   max_moves=400, actions_per_position=None, accepts_unlisted=False):
    """Play `games` random games; at each position build the composer for the seat to move and check
    every legal action (or `actions_per_position` of them at random) composes by its hinted steps, and
    that a random wander sends only legal actions. `accepts_unlisted`: the game's legal list is only part of
    what its rules take (QUASH lists the short swap chains), so an action it leaves out is legal when
    `game.apply` takes it. Returns the number of actions composed."""
    rng = random.Random(seed)
    composed = 0
    for g in range(games):
        state = game.new_state(seats, seed=seed * 1000 + g, options=options)
        for _ in range(max_moves):
            if state.to_move is None:
                break
            seat = state.to_move
            view = game.view(state, seat)
            legal = game.legal_actions(state)
            todo = legal if actions_per_position is None or len(legal) <= actions_per_position \
                else rng.sample(legal, actions_per_position)
            for action in todo:
                c = make_composer(view, legal)
                assert follow(c, action) == action
                composed += 1
            accept = _applies(game, state) if accepts_unlisted else \
                (lambda a, s=state, ls=legal: _listed_in_part(game, s, ls, a))
            wander(make_composer(view, legal), legal, rng, extra_targets, accept=accept)
            state = game.apply(state, rng.choice(legal))
    return composed
