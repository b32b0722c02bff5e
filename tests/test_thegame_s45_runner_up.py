"""Review 44: the hint's why compared its move with a weak alternative (the same card on the other stack,
"yellow 5 on ▲ skips less, but ...") where the move a player weighs next, the policy's runner-up, was
another card. The why now compares with the runner-up alone: the best-scoring turn led by any other move."""

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.thegame import playout
from quash_table.games.thegame.bots import asks_this_round, live_cards
from quash_table.games.thegame.rules import STACK_ARROWS, STACKS, card_words
from quash_table.games.thegame.why import score_terms, total, turns
from tests.bot_moves import played_to


def _at(seed, moves, seats=2):
    return played_to("thegame", seats, seed, moves)


def _ranked(m, view):
    """Each first move (card, stack) with the best score of a turn it leads, best first."""
    hand = [playout.INDEX[c] for c in view["hand"]]
    live = playout.mask_of(playout.INDEX[c] for c in live_cards(view))
    tops = [playout.INDEX[view[st]] if view[st] else playout.NO_TOP for st in STACKS]
    heard = playout.heard_asks(asks_this_round(view), view["seat"])
    best = {}
    for t in turns(hand, tops, view["placed"], m.game.max_cards_per_turn_of(view["options"]),
                   playout.left_alone(heard), heard[0]):
        if t:
            key = (playout.CODES[t[0][0]], STACKS[t[0][1]])
            best[key] = max(best.get(key, -1e9), total(score_terms(hand, tops, live, view["placed"], heard, t)))
    return sorted(best, key=lambda k: -best[k])


def test_the_why_compares_with_the_runner_up_not_the_same_card_on_the_other_stack():
    m = _at(1, 3)
    view = m.game.view(m.state, m.to_move)
    assert sorted(view["hand"]) == ["P1", "Y5"] and view["up"] == "R1" and view["down"] is None
    assert _ranked(m, view)[:3] == [("Y5", "down"), ("P1", "down"), ("Y5", "up")]
    bot = make_bot("thegame", "normal", m.to_move)
    assert bot.choose(view, m.legal_actions()) == {"type": "play", "card": "Y5", "stack": "down"}
    why = str(bot.reason)
    assert "yellow 5 on ▲" not in why, why          # it said "yellow 5 on ▲ skips less, but ..."
    assert "purple 1 on ▼" in why, why


def test_every_contrast_names_the_runner_up():
    """Across games: where the normal bot's why names another move ("X on ▲ instead ...", "X on ▼ skips
    less"), that move leads the best turn after the chosen one (a twin of equal worth aside)."""
    checked = 0
    for seed in range(6):
        m = Match("thegame", ["bot:normal"] * 2, seed=seed)
        bots = [make_bot("thegame", "normal", k) for k in range(2)]
        while not m.over and len(m.actions) < 120:
            view = m.game.view(m.state, m.to_move)
            bot = bots[m.to_move]
            move = bot.choose(view, m.legal_actions())
            why = str(bot.reason)
            if move["type"] == "play" and view["pile_count"] > 9 and (" skips less" in why or " instead would skip" in why):

                ranked = [k for k in _ranked(m, view) if k != (move["card"], move["stack"])]
                named = [k for k in ranked if f"{card_words(k[0])} on {STACK_ARROWS[k[1]]}" in why.split(",")[0]]
                if named and "leave alone" not in why and "turn back" not in why:
                    checked += 1
                    top = ranked[0]
                    assert named[0] == top or (named[0][1] == top[1] and int(named[0][0][1:]) == int(top[0][1:])) \
                        or named[0][0][1:] == move["card"][1:], (seed, len(m.actions), move, why, ranked[:3])
            m.play(move)
    assert checked
