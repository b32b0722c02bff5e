"""What a Flush move caused, told by the rules (state.caused, Game.events / describe_event): every event of
many random games is put in words, the events a seat hears never carry a card another seat holds hidden,
they say true things (the cards laid, Mimics from base tops, Skips, Flushes, the round's holdings), and the
board's move log and round-end display read them.

`pytest --games N` plays N random games (default 40, of 2 to 6 seats, both formats)."""

import random
from collections import Counter

from quash_table.engine.match import Match
from quash_table.games.flush import rules as R
from quash_table.games.flush.cards import is_mimic
from quash_table.games.flush.rules import GAME

from .test_flush_rules import HANDS, P, hidden_mimic_table, new, play

DEFAULT_GAMES = 40
# Kinds the log shows in words; "bases_kept" says nothing the move's own words do not.
SHOWN = {"round_started", "mimic_swapped", "played", "picked_up", "added", "declared", "hidden_turned",
         "flush", "card_drawn", "skip", "base_given", "no_base_target", "round_scored",
         "circling"}
SILENT = {"bases_kept"}


def random_game(seed):
    rng = random.Random(seed)
    seats = 2 + seed % 5
    options = {"elimination_at": 12} if seed % 3 else {"format": "arena", "rounds": 2}
    state = GAME.new_state(seats, seed=seed, options=options)
    while state.to_move is not None:
        action = rng.choice(GAME.legal_actions(state))
        after = GAME.apply(state, action)
        yield state, action, after
        state = after


def holding(state, seat):
    """Everything a seat holds, hidden cards included, as a multiset of codes."""
    out = Counter({c: n for c, n in state.hands[seat].items()})
    for top, hid in state.bases[seat]:
        out.update(c for c in (top, hid) if c is not None)
    return out


CARD_FIELDS = ("cards", "card", "taken", "top", "mimic_card", "flush_card")


def event_cards(event):
    """The card codes an event names."""
    out = Counter()
    for key in CARD_FIELDS:
        v = event.get(key)
        if isinstance(v, str):
            out[v] += 1
        elif isinstance(v, list):
            out.update(c for c in v if isinstance(c, str))
    return out


class Sight:
    """The cards a view shows, as multisets (copies of a code are alike): the public ones (pile, new pile,
    discard, base tops, the Mimic card, this turn's cards) and each seat's own hand."""

    def __init__(self, state):
        v = GAME.view(state, None)
        public = Counter(c for c, _ in v["pile"] + v["adjacent"])
        public.update(v["discard"])
        public.update(v["turn_cards"])
        public.update(b["top"] for row in v["bases"] for b in row if b["top"] is not None)
        public[v["mimic_card"]] += 1
        self.public = public
        self.hands = [Counter(GAME.view(state, x)["hand"]) for x in range(state.seats)]

    def seen(self, eyes):
        return self.public if eyes is None else self.public + self.hands[eyes]


def ends_round(before, after):
    return after.to_move is None or after.round != before.round


def leaked(before, after, eyes, events, sights=None):
    """Cards the events heard by `eyes` name beyond what they could see just before or after the move
    (the public cards, their own hand): a code named more often than it was ever in sight. Events up to
    a round_scored are exempt: once a round is over every card left is shown."""
    if ends_round(before, after):
        cut = next(i for i, e in enumerate(events) if e["kind"] == "round_scored")
        events = events[cut + 1:]
    was, now = sights or (Sight(before), Sight(after))
    allowed = was.seen(eyes) + now.seen(eyes)
    out = set()
    for e in events:
        out |= set(event_cards(e) - allowed)
    return sorted(out)


def test_every_event_of_random_games_is_told_in_words_and_only_to_whom_it_may_be(n_games):
    games = n_games or DEFAULT_GAMES
    kinds = Counter()
    for seed in range(games):
        for before, action, after in random_game(seed):
            caused = after.caused
            public = GAME.events(after, None)
            assert public == [e for e in caused if "to" not in e]
            for e in caused:
                kinds[e["kind"]] += 1
                assert e["kind"] in SHOWN | SILENT, e
                words = GAME.describe_event(e, after.seats)
                if e["kind"] in SHOWN:
                    assert isinstance(words, str) and words.strip() and "None" not in words, (e, words)
                    assert "{" not in words and "'" not in words.replace("'s ", ""), words
                else:
                    assert words is None
            sights = (Sight(before), Sight(after))
            for eyes in [None] + list(range(after.seats)):
                heard = GAME.events(after, eyes)
                assert heard == [e for e in caused if e.get("to") in (None, eyes)]
                assert not leaked(before, after, eyes, heard, sights), (seed, action, eyes, heard)
            # a private event is its seat's own: the card drawn is in that seat's hand
            for e in caused:
                if "to" in e:
                    assert e["kind"] == "card_drawn" and e["to"] == e["seat"]
                    if not ends_round(before, after):
                        assert e["card"] in GAME.view(after, e["seat"])["hand"]
    # the random games met every kind that random play can reach
    assert set(kinds) >= {"round_started", "played", "picked_up", "added", "declared", "hidden_turned",
                          "flush", "card_drawn", "skip", "round_scored"}, kinds


def test_the_events_say_what_happened(n_games):
    games = max(20, (n_games or DEFAULT_GAMES) // 4)
    for seed in range(games):
        for before, action, after in random_game(seed):
            caused = after.caused
            kinds = [e["kind"] for e in caused]
            mover = before.to_move
            if action["type"] in ("play", "pickup") and before.stage is None:
                laid = next(e for e in caused if e["kind"] in ("played", "picked_up"))
                names = action["cards"]
                codes = [before.bases[mover][int(c[1:])][0] if c.startswith("b") else c for c in names]
                assert Counter(laid["cards"]) == Counter(codes)
                assert laid["kind"] == ("played" if action["type"] == "play" else "picked_up")
            # a Skip names the seats passed over, and the turn goes to the seat after them
            for e in caused:
                if e["kind"] == "skip":
                    assert e["seat"] == mover and e["skipped"]
            # a Flush empties the pile; the round's end is told once, with every card left
            if "flush" in kinds and not ends_round(before, after):
                assert after.pile == [] and after.adjacent == []
            assert kinds.count("round_scored") == (1 if ends_round(before, after) else 0)
            if ends_round(before, after):
                scored = next(e for e in caused if e["kind"] == "round_scored")
                assert scored["points"] == after.rounds[-1]["points"]
                drew = {e["seat"] for e in caused if e["kind"] == "card_drawn"}
                for seat, held in enumerate(scored["held"]):
                    if held is None:
                        assert seat == scored["winner"] or before.out[seat]
                        continue
                    assert sum(x["points"] for x in held) * (2 if scored["double"] else 1) == scored["points"][seat]
                    if seat != mover and seat not in drew:
                        assert Counter(x["card"] for x in held) == holding(before, seat)
                        hidden = Counter(hid for _, hid in before.bases[seat] if hid is not None)
                        assert Counter(x["card"] for x in held if x["hidden"]) == hidden
                if after.to_move is not None:
                    assert kinds[-1] == "round_started"


def test_a_card_drawn_is_told_to_its_drawer_only_and_the_check_sees_a_leak():
    # seat 0 opens with a Flush Plus: seat 1 draws the stock's 10 Deduction, which nobody else can see
    before = GAME.new_state(2, options={"first": 0}, stacked=stack(
        (["1", "2", "3"], ["8", "8", "8"]), (["2", "6", "9"], ["10", "10", "7"]),
        (["6", "6", "6S", "4", "4", "3", "F+", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F"]), "5",
        stock=["10D"]))
    after = GAME.apply(before, {"type": "flush", "card": "F+"})
    drawn = {"kind": "card_drawn", "seat": 1, "card": "10D", "to": 1}
    assert drawn in after.caused
    assert GAME.events(after, 1)[0] == drawn
    for eyes in (None, 0):
        assert not any(event_cards(e)["10D"] for e in GAME.events(after, eyes))
        assert not leaked(before, after, eyes, GAME.events(after, eyes))
        # the same event told to everybody is what the check is for
        assert leaked(before, after, eyes, [dict(drawn, to=None)]) == ["10D"]
    assert GAME.describe_event(drawn, 2) == "Seat 2 draws a 10 Deduction from the stock"
    assert GAME.describe_event(GAME.events(after)[0], 2) == (
        "Seat 1 plays a Flush Plus card: Flush! Seat 2 draws a card")


# --- the words of issue 23: Mimics from base tops, round-winning declarations, Flushes and Skips ---------------
def stack(hidden, tops, hands, mimic, stock=()):
    n = len(hands)
    per = [list(hidden[s]) + list(tops[s]) + list(hands[s]) for s in range(n)]
    return [per[s][k] for k in range(14) for s in range(n)] + [mimic] + list(stock)


def words(state):
    return [GAME.describe_event(e, state.seats) for e in GAME.events(state)]


def test_a_mimic_from_a_base_top_is_counted_and_named():
    # Mimic 5: seat 0 plays a 6 from hand with the 5 on its base 1
    s = GAME.new_state(2, options={"first": 0}, stacked=stack(
        (["1", "2", "3"], ["8", "8", "8"]), (["2", "5", "9"], ["10", "10", "7"]),
        (["6", "6S", "4", "4", "3", "F", "1", "7"], ["9", "9", "9S", "7", "7", "2", "2", "F+"]), "5"))
    action = {"type": "play", "cards": ["6", "b1"], "as": 6}
    assert action in GAME.legal_actions(s)
    t = GAME.apply(s, action)
    # the move's own words cannot see that "b1" is a Mimic; the event names it
    assert GAME.describe(action, 0, 2) == "Seat 1 lays two 6s on the pile"
    assert words(t) == ["Seat 1 lays a 6 and a Mimic on the pile"]


def test_skips_flushes_and_a_round_won_by_a_declaration_are_told():
    # seat 0 turns up its last card (hidden 4) onto the pile's 6 and declares it: out, round over
    s = GAME.new_state(2, options={"first": 0, "elimination_at": 1000}, stacked=stack(
        (["4", "2", "3"], ["8", "8", "8"]), (["2", "6", "9"], ["10", "10", "7"]),
        (["6", "6", "6S", "4", "1", "3", "F", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"]), "5"))
    t = GAME.apply(s, {"type": "play", "cards": ["6S"], "as": 6})
    assert words(t) == ["Seat 1 lays a 6 Skip on the pile", "Seat 2 is skipped"]
    t = GAME.apply(t, {"type": "play", "cards": ["6", "6", "b1"], "as": 6})
    # the lay's sentence tells the Flush it made; the flush event (the banner's) is marked as told by it
    assert words(t) == ["Seat 1 lays three 6s on the pile: four 6s on top, Flush!",
                        "Seat 1's Flush: four 6s on top, pile discarded"]
    assert [(e.get("tells_move"), e.get("told")) for e in GAME.events(t)] == [(True, None), (None, True)]
    t = GAME.apply(t, {"type": "flush", "card": "F"})
    assert words(t) == ["Seat 1 plays a Flush card: Flush!"]             # the move's sentence
    # strip seat 0 down to base 0's hidden 4 (the save format), then turn it and declare
    d = GAME.dump(t)
    d["hands"][0] = {}
    d["bases"][0] = [[None, "4"], [None, None], [None, None]]
    d["pile"] = [["7", 7]]
    d["bases"][1][0] = ["8", "8"]              # seat 1's base 1: an 8 on top of a hidden 8
    t = GAME.load(d)
    t = GAME.apply(t, {"type": "hidden", "base": 0})
    assert words(t) == ["Seat 1 turns up the hidden card of base 1: a 4, which goes on the pile"]
    t = GAME.apply(t, {"type": "declare"})
    said = words(t)
    # one line for the turn, in the words the turn-up was told in
    assert said[0] == "Seat 1 turns up the hidden card of base 1 and lays a 4 on the pile"
    assert said[1].startswith("Round 1 is over: Seat 1 goes out; Seat 2 +")
    assert said[2].startswith("Round 2: the Mimic is ")
    scored = next(e for e in GAME.events(t) if e["kind"] == "round_scored")
    rows = R.round_end_rows(scored)
    assert rows[0] == (0, "0", "went out: 0 points")
    seat, points, how = rows[1]
    assert seat == 1 and points == f"+{scored['points'][1]}"
    assert "hidden 8 (" in how and "Flush Plus (" in how and "Mimic 5s count triple" not in how
    # a top card is never taken for the hidden card under it, even with the same face
    bases = [(x["card"], x["hidden"]) for x in scored["held"][1]][-6:]
    assert bases == [("8", False), ("8", True), ("10", False), ("8", True), ("7", False), ("8", True)]


def test_rare_events_are_worded():
    # a Super Flush on a round's opening turns has nobody to give a base to: random games seldom get there
    assert GAME.describe_event({"kind": "no_base_target", "seat": 0}, 3) == \
        "nobody has played before Seat 1 this round: no base to give"
    assert GAME.describe_event({"kind": "base_given", "seat": 2, "base": 1, "target": 0, "top": None,
                                "hidden": True, "now_base": 3}, 3) == \
        "Seat 3's base 2 (a hidden card) goes to Seat 1: now Seat 1's base 4"     # ("no top card over …", session 49)
    assert GAME.describe_event({"kind": "bases_kept", "seat": 1}, 3) is None


def test_a_new_game_has_caused_nothing_and_a_save_is_unchanged():
    s = GAME.new_state(3, seed=4)
    assert GAME.events(s) == []
    t = GAME.apply(s, GAME.legal_actions(s)[0])
    assert GAME.events(t)
    assert "caused" not in GAME.dump(t)
    assert GAME.events(GAME.load(GAME.dump(t))) == []          # what a move caused is heard, not saved


# --- the board: its move log and its round-end display read the events -----------------------------------------
# (the window's modules are imported in these two tests only, so the rules' tests above run without pygame)
def test_the_move_log_names_flushes_skips_and_the_rounds_result():
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app
    m = Match("flush", ["human:Ann", "bot:random", "bot:random"], seed=11, options={"elimination_at": 12})
    rng = random.Random(5)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        lines = [text for _, text in scene._log_lines()]
        text = "\n".join(lines)
        assert "Flush!" in text and " is skipped" in text and "Skip: " not in text
        assert "Round 1 is over: " in text and " goes out" in text
        assert "You" in text and "Seat 1" not in text and "Ann" not in text   # the kit names the seats: Ann, alone with bots, is You
        for i, a in enumerate(m.actions):
            if a["type"] == "declare":     # the sentence of the rules' "declared" event, not "You declare"
                assert lines[i].startswith(("You lay ", "You start a new pile with ", "You turn up the hidden card")) \
                    or (" lays " in lines[i] or " starts a new pile with " in lines[i]), lines[i]
                assert " declare" not in lines[i], lines[i]
    finally:
        close_board(app)


def test_the_rounds_result_shows_every_card_left_until_next(tmp_path):
    from quash_table.ui.tables import board_for_match
    import pygame
    from tests.ui_helpers import close_board, key, make_app, settle, step_until, steps
    from tests.test_flush_scene import labels
    from quash_table.ui import theme
    # a random 2-seat game up to a move of yours (seat 0) that ends round 1, the bot holding a Mimic
    rng = random.Random(2)

    def mimic_held(action):
        scored = next(e for e in GAME.events(GAME.apply(m.state, action)) if e["kind"] == "round_scored")
        return any(is_mimic(x["card"], scored["mimic"]) for x in scored["held"][1])

    for seed in range(200):
        m = Match("flush", ["human:Ann", "bot:random"], seed=seed)
        final = None
        while final is None and not m.over and m.state.round == 1:
            legal = m.legal_actions()
            if m.to_move == 0:
                final = next((a for a in legal if GAME.apply(m.state, a).round == 2 and mimic_held(a)), None)
                if final is not None:
                    break
            m.play(rng.choice(legal))
        if final is not None:
            break
    assert final is not None
    app = make_app(round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        assert scene.act(final)
        scored = next(e for e in GAME.events(m.state) if e["kind"] == "round_scored")
        step_until(app, lambda: scene.session.director.gate() is not None and scene.session.director.started)
        steps(app, 3)
        shown = labels(scene)
        assert "Round 1 is over" in shown
        assert scored["held"][1], "the bot held cards"
        _, (seat, points, _) = R.round_end_rows(scored)
        assert seat == 1 and points in shown and "You" in shown and "went out: 0 points" in shown
        # the bot's cards left, hidden ones too, face up in the middle's place, each with its points
        faces = [p.code for p in scene.table.pieces if p.zone == "round_end"]
        assert faces == [x["card"] for x in scored["held"][1]]
        assert [p for p in scene.table.pieces if p.zone == "pile"] == []
        # its Mimics carry a gold M badge (gold frames are for hidden cards), one each, under the card by
        # its points: never over a card's face
        ends = [p for p in scene.table.pieces if p.zone == "round_end"]
        mimics = [p for p in ends if is_mimic(p.code, scored["mimic"])]
        badges = [d.rect for d in scene.table.decor if type(d).__name__ == "Panel" and d.colour == theme.GOLD
                  and scene._g["middle"].contains(d.rect)                 # not the score sheet's bars
                  and not any(d.rect.inflate(4, 4).contains(p.home) for p in ends)]   # not hidden cards' frames
        assert mimics and len(badges) == len(mimics)
        assert not scene.mimic_badges()
        for r in badges:
            assert not any(r.colliderect(p.home) for p in ends), r
            assert any(p.home.x <= r.centerx <= p.home.right and 0 < r.y - p.home.bottom < 6
                       for p in mimics), r
        assert scene.session.director.gate() is not None                 # it waits for the person
        key(app, pygame.K_RETURN)
        steps(app, 3)
        assert "Round 1 is over" not in labels(scene)
        assert not [p for p in scene.table.pieces if p.zone == "round_end"]
    finally:
        close_board(app)


def test_a_mimic_at_its_own_value_and_a_turned_mimic_are_worded_as_declare_resolves_them():
    # issue 23: a Mimic laid at its own value read "laid 5" with no "(Mimic)", and a turned Mimic higher
    # than the pile read "it starts a new pile" though it could (and then did) join the pile's value.
    hands = (HANDS[0], ["9", "9", "9S", "7", "5", "2", "2", "F+"])
    t = play(new(hands=hands), P(["6"], 6), P(["5"], 5))
    assert words(t) == ["Seat 2 lays a Mimic 5 on the pile"]
    _, h = hidden_mimic_table(["3", "3"])
    assert words(h) == ["Seat 1 turns up the hidden card of base 2: a 5, the Mimic; as the pile's 3 it joins the 3s, "
                        "as its own 5 it starts a new pile"]
    d = GAME.apply(h, {"type": "declare", "as": 3})
    assert words(d) == ["Seat 1 turns up the hidden card of base 2 and lays a Mimic as a 3 on the pile"]
    _, h = hidden_mimic_table(["6", "6", "6L"])
    assert words(h) == ["Seat 1 turns up the hidden card of base 2: a 5, the Mimic; as the pile's 6 it joins the 6s, "
                        "as its own 5 it lies on them"]


def test_each_turn_is_one_sentence_in_the_log():
    # A lay is told by the rules' own event ("Ann lays two 9s and a Mimic on the pile: Flush!"), not as
    # "Ann declares" followed by what it laid; a staged turn's Declare, sent as two moves (the cards added,
    # then the declaration), is one line; a Flush a lay made is said once.
    from quash_table.ui.narration import MoveLogBook
    from quash_table.ui.session import MatchSession
    rng = random.Random(4)
    for seed in range(40):
        m = Match("flush", ["human", "bot:random", "bot:random"], seed=seed, options={"elimination_at": 60})
        while not m.over and len(m.actions) < 400:
            m.play(rng.choice(m.legal_actions()))
        pairs = [i for i in range(1, len(m.actions))
                 if m.actions[i]["type"] == "declare" and m.actions[i - 1]["type"] == "play"]
        if pairs:
            break
    assert pairs
    states = m.replay_states()
    lines = [words for _, words in MoveLogBook(MatchSession(m, autosave=False)).entries()]
    for i in pairs:
        assert lines[i - 1] == "", lines[i - 1]                     # the cards added: told by the declaration
        declared = next(e for e in GAME.events(states[i + 1]) if e["kind"] == "declared")
        assert len(declared["cards"]) >= 2                          # the turned card and those added
        assert (" lays " in lines[i] or " lay " in lines[i] or "a new pile with " in lines[i]), lines[i]
    for i, a in enumerate(m.actions):
        if a["type"] == "declare":                                  # the turn-up is told by it too
            turned = max(j for j in range(i) if m.actions[j]["type"] == "hidden")
            assert lines[turned] == "" and " up the hidden card of base " in lines[i], (lines[turned], lines[i])
    flushed = 0
    for i, a in enumerate(m.actions):
        if a["type"] in ("play", "pickup", "declare"):
            assert " declare" not in lines[i] and "laid " not in lines[i], lines[i]
        if any(e.get("told") for e in GAME.events(states[i + 1])):
            flushed += 1
            assert lines[i].count("Flush!") == 1 and "pile discarded" not in lines[i], lines[i]
    assert flushed
    mine = "\n".join(w for w in lines if w.startswith("You"))
    assert "You lay " in mine and not any(f"You {verb} " in mine for verb in ("lays", "starts", "picks"))


def test_a_lay_is_worded_as_a_person_says_it():
    def said(kind, cards, value, **more):
        return GAME.describe_event(dict(kind=kind, seat=1, cards=cards, value=value, mimic=5, **more), 3)
    assert said("played", ["9", "9", "5"], 9) == "Seat 2 lays two 9s and a Mimic on the pile"
    assert said("played", ["9", "9", "5"], 9, flushed={"how": "run", "count": 4, "value": 9, "super": False}) \
        == "Seat 2 lays two 9s and a Mimic on the pile: four 9s on top, Flush!"
    # what Links do is said with the first Links of a game (the rules mark them: links_new), then not
    assert said("played", ["6", "6S", "6D", "5L"], 6) == \
        "Seat 2 lays three 6s (one a Skip, one a Deduction) and a Mimic (a 5 Link) on the pile"
    assert said("played", ["6", "6S", "6D", "5L"], 6, links_new=True) == \
        "Seat 2 lays three 6s (one a Skip, one a Deduction) and a Mimic (a 5 Link: Links count towards a " \
        "Link Flush) on the pile"
    assert said("played", ["5", "5S"], 7) == "Seat 2 lays two Mimics (one a Skip) as 7s on the pile"
    # "two Mimics (a Link)" read as if the Mimics were a Link, and said nothing of what a Link does
    assert said("played", ["9", "9", "5", "5L"], 9, links_new=True) == \
        "Seat 2 lays two 9s and two Mimics (one a Link: Links count towards a Link Flush) on the pile"
    assert said("played", ["9L", "9", "5", "5L"], 9, links_new=True) == \
        "Seat 2 lays two 9s (one a Link: Links count towards a Link Flush) and two Mimics (one a Link) " \
        "on the pile"
    # after a Flush the Links are gone with the pile: nothing to explain
    assert said("played", ["9", "5", "5L"], 9, flushed={"how": "run", "count": 4, "value": 9, "super": False}) \
        == "Seat 2 lays a 9 and two Mimics (one a Link) on the pile: four 9s on top, Flush!"
    assert said("picked_up", ["8L"], 8, taken=["2", "3", "4", "4"]) == \
        "Seat 2 starts a new pile with an 8 Link, picking up the old pile's four cards"
    assert said("declared", ["10", "10", "10", "10", "10", "5"], 10, new_pile=True, taken=["2"],
                flushed={"how": "run", "count": 6, "value": 10, "super": True}) == \
        "Seat 2 starts a new pile with five 10s and a Mimic, picking up the old pile's one card: Super Flush!"
    assert said("added", ["4"], 4, turned_as=False) == "Seat 2 adds a 4 to the turned card"


def test_the_log_says_a_given_base_and_a_flush_card_once_and_to_you():
    # reviewers read "gives base 2 to the previous player \u2014 gives base 2 (...) to you, now their base 4" and
    # "plays a Flush card \u2014 Flush by you (a Flush card)": each is one sentence, the person named as "you"
    from quash_table.ui.session import MatchSession
    session = MatchSession(Match("flush", ["human", "bot:random", "bot:random"], seed=1), autosave=False)
    given = {"kind": "base_given", "seat": 2, "base": 1, "target": 0, "top": "7", "hidden": True, "now_base": 3,
             "tells_move": True}
    assert session.words(GAME.describe_event(given, 3)) == \
        "Bot 3 (random)'s base 2 (a 7 over a hidden card) goes to you: now your base 4"
    # review 2 read "gives base 1 (2 Skip over a hidden card) to you, now your base 4" as awkward; the
    # person giving reads their own base, no pronoun standing for the wrong seat
    mine = dict(given, seat=0, target=2, top="2S")
    assert session.words(GAME.describe_event(mine, 3)) == \
        "Your base 2 (a 2 Skip over a hidden card) goes to Bot 3 (random): now Bot 3 (random)'s base 4"
    card = {"kind": "flush", "seat": 0, "super": False, "how": "card", "card": "F+", "drew": [1, 2]}
    assert session.words(GAME.describe_event(card, 3)) == \
        "You play a Flush Plus card: Flush! Everyone else draws a card"
    # the stock ran out after one draw: how many drew, not a list of names (five ran past the header)
    short = dict(card, drew=[1], everyone=False)
    assert session.words(GAME.describe_event(short, 3)) == \
        "You play a Flush Plus card: Flush! Only one draws: the stock ran out"
    last = dict(card, drew=[2], everyone=True)
    assert session.words(GAME.describe_event(last, 3)) == \
        "You play a Flush Plus card: Flush! Bot 3 (random) draws a card"
    links = {"kind": "flush", "seat": 1, "super": False, "how": "links", "count": 4, "cards": ["2L", "5L", "9L"]}
    assert GAME.describe_event(links, 3) == "Seat 2 lays three Links, four with those on the pile: Link Flush!"


def test_a_line_telling_several_moves_is_numbered_with_their_range():
    """A reviewer saw the log skip from 28 to 30: a turn told in one line says "29\u201330", not "30"."""
    from quash_table.ui.narration import MoveLogBook
    from quash_table.ui.session import MatchSession
    rng = random.Random(4)
    m = Match("flush", ["human", "bot:random", "bot:random"], seed=2, options={"elimination_at": 60})
    while not any(a["type"] == "declare" for a in m.actions):
        m.play(rng.choice(m.legal_actions()))
    book = MoveLogBook(MatchSession(m, autosave=False))
    book.entries()
    i = len(m.actions) - 1
    turned = max(j for j in range(i) if m.actions[j]["type"] == "hidden")
    assert book.first_move(i) == turned and book.first_move(turned) == turned


def test_the_round_result_says_what_the_sheet_records_and_marks_mimics_apart_from_hidden_cards():
    # review 2: the winner's row read "-6" while the sheet recorded 0 (a total never goes below 0), and the
    # legend read "a gold frame: it was hidden; Mimic 1s count triple (gold)"
    event = {"kind": "round_scored", "round": 1, "winner": 0, "points": [0, 9], "deduction": 6, "mimic": 1,
             "double": False, "held": [None, [{"card": "1", "points": 3, "hidden": True}]], "out": [],
             "scores": [0, 9], "over": False}
    assert R.round_end_rows(event)[0] == (0, "0", "went out: 0 points (a Deduction of 6: the total was 0, "
                                                  "so nothing came off)")
    assert "a Deduction of 6: the total was 0, so nothing came off" in GAME.describe_event(event, 2)
    part = dict(event, points=[-2, 9])
    assert R.round_end_rows(part)[0] == (0, "-2", "went out: -2 points (a Deduction of 6: only 2 came "
                                                  "off, the total stops at 0)")
    full = dict(event, points=[-6, 9])
    assert R.round_end_rows(full)[0] == (0, "-6", "went out: -6 points (Deduction: 6 off)")
    legend = R.round_end_legend(event)
    assert legend.count("gold") == 1 and "M by the points: a Mimic 1, counted triple" in legend
