"""Everything face up, for a finished game's replay: built from the game's own views, for any game.

`game.view(state, seat)` for every seat, compared with the spectator's `game.view(state, None)`: what a
seat's view holds that the spectator's does not is that seat's secret (its hand, in every game here).
Lists of card codes among those secrets are the hands the replay viewer lays face up beside the table.
No game needs a special view for this; cards no view shows at all (Flush's hidden base cards) come from
`game.face_down_cards` and follow the hand.
"""

IDENTITY_KEYS = ("seat", "side")   # who is looking, not a secret


def private_parts(game, state):
    """{seat: {key: value}}: what each seat may see that a spectator may not."""
    public = game.view(state, None)
    out = {}
    for seat in range(state.seats):
        v = game.view(state, seat)
        out[seat] = {k: val for k, val in v.items() if k not in IDENTITY_KEYS and public.get(k) != val}
    return out


def _cards(value):
    return isinstance(value, list) and all(isinstance(c, str) for c in value)


def face_up_hands(game, state):
    """{seat: [card codes]}: each seat's hidden cards (empty lists for a game without hidden cards)."""
    hands = {}
    for seat, parts in private_parts(game, state).items():
        cards = []
        for key in sorted(parts, key=lambda k: (k != "hand", k)):   # the hand first
            if _cards(parts[key]):
                cards.extend(parts[key])
        hands[seat] = cards + list(game.face_down_cards(state, seat))
    return hands


def face_up_view(game, state):
    """The spectator's view, plus `hands` ({seat: cards}) and `private` ({seat: {key: value}})."""
    view = dict(game.view(state, None))
    private = private_parts(game, state)
    view["private"] = private
    view["hands"] = face_up_hands(game, state)
    return view
