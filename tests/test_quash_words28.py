"""Session 28 (quashwords): QUASH's hint and rules words a new player still stumbled on."""

import pathlib

import pytest

RULES = pathlib.Path(__file__).parent.parent / "assets" / "rules" / "quash.md"


def test_the_swaps_rules_are_short_bullets():
    """The rules page's Swaps entry was one 10-line paragraph: now short bullets, each one thing."""
    lines = RULES.read_text(encoding="utf-8").splitlines()
    i = next(n for n, x in enumerate(lines) if x.startswith("- **Swaps**"))
    assert len(lines[i]) < 60, lines[i]
    subs = []
    for x in lines[i + 1:]:
        if not x.startswith("  - "):
            break
        subs.append(x)
    assert len(subs) >= 5, subs
    assert all(len(x) <= 160 for x in subs), [x for x in subs if len(x) > 160]
    text = " ".join(subs)
    for rule in ("swap out", "in the air", "Take the swap back", "dashed box", "where the hint shows"):
        assert rule in text, rule


def swap_hints(seats, seed, every=2):
    """(hint line, action, reason) at every `every`th play of round 1 of an advanced game, seat to move asking
    (the quick policy plays; the hint is the model's first move with its words, as test_quash_hint_lines15)."""
    import random

    from quash_table.games import get_game
    from quash_table.games.quash.bots import HardBot
    from quash_table.games.quash.fast_bot import FastBot
    G = get_game("quash")
    s = G.new_state(seats, seed, {"variant": "advanced"})
    bots = [FastBot(G, i) for i in range(seats)]
    for b in bots:
        b.rng = random.Random(seed)
    hint = {i: HardBot(G, i, 1) for i in range(seats)}
    n, out = 0, []
    while s.to_move is not None and s.round == 1 and s.phase == "play":
        seat, legal = s.to_move, G.legal_actions(s)
        if n % every == 0:
            a = hint[seat].choose(G.view(s, seat), legal)
            out.append(("Hint: " + G.describe_hint(a, seat, seats) + " \u2014 " + hint[seat].reason, a,
                        str(hint[seat].reason)))
        s = G.apply(s, bots[seat].choose(G.view(s, seat), legal))
        n += 1
    return out


@pytest.fixture(scope="module")
def hints():
    from quash_table.bots.search import SearchBot
    patch = pytest.MonkeyPatch()
    patch.setattr(SearchBot, "choose", lambda self, view, legal: self.prior_choice(view, legal))
    try:
        return [x for seats in (2, 4) for seed in (1, 2, 3) for x in swap_hints(seats, seed)]
    finally:
        patch.undo()


def test_a_swap_hint_names_each_card_once(hints):
    """"your 10♣ leaves spot 7; your 10♣ makes the run 10-J on spot 2": the moved card's leaving and what it
    does are one sentence, the card named once ("your 10♣ leaves spot 7 and makes …")."""
    from quash_table.games.quash.describe import short
    swaps = [(line, a, reason) for line, a, reason in hints if a.get("swap")]
    assert len(swaps) >= 8, len(swaps)
    merged = 0
    for line, a, reason in swaps:
        for c in [a["card"]] + [c for c, _ in a["swap"]]:
            assert reason.count(short(c)) <= 1, line
        merged += " leaves spot " in reason and " and " in reason
    assert merged >= 1          # the positions do move on a card this seat laid


def test_a_swap_hint_says_what_the_moved_card_gains(hints):
    """A swap whose reason is the played card's gain on its spot (the K♦ makes Q-K on spot 2) also says what
    the card it sends on gains where it goes (the J♥ makes 9-10-J), where that gains something."""
    from quash_table.games.quash.describe import short
    both = [line for line, a, reason in hints if len(a.get("swap") or ()) == 1
            and f", and your {short(a['swap'][0][0])} " in reason]
    assert both, "no swap hint says what its moved card gains"


def test_h_mid_swap_says_the_next_step():
    """The first half of a hinted swap done (the K♥ dropped on the 8♥), the hint's words say what is left, the
    card in the air and where it goes next, not the whole move again (H said the same sentence)."""
    from quash_table.games import get_game
    from quash_table.games.quash.composer import QuashComposer
    from tests.test_quash_hint_chain15 import SAVE, position
    G = get_game("quash")
    s = position()
    c = QuashComposer(G.view(s, 0), G.legal_actions(s))
    assert c.step_words(SAVE) is None                   # nothing done yet: the hint says the whole move
    c.drop("KH", "swap:8H")
    assert c.step_words(SAVE) == "now drop your 8\u2665 on the A\u2660 on spot 3, moving it on"
    c.drop("8H", "swap:AS")
    assert c.step_words(SAVE) == "now drop your A\u2660 on spot 2"
