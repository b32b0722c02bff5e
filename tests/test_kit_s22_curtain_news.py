"""Session 22: in pass-and-play the curtain ("Pass to Cat") lists what happened while that person was away,
for every game with a curtain (the kit's ui/curtain_news.py): the moves the other seats made since the
person's latest action, each in the move log's words, the newest that fit. Before, Quadruple War's, Flush's
and QUASH's curtains said nothing of them. Played through the board (two people and a bot between them;
the curtain lifted by a click on its button) and checked as `--layout` reports it: the list names who
moved, fits the window, and never names a card hidden from anyone (a card in a hand, a card drawn that only
its drawer saw, Flush's hidden base cards, QUASH's face-down tiebreakers)."""

import random
import re

import pygame
import pytest

from quash_table.ui.curtain_news import MOST_MOVES, first_since, fit_news, more_words
from tests.ui_helpers import board, centre, click, close_board, make_app, steps

pytestmark = pytest.mark.ui

GAMES = {
    "thegame": ["human:Ann", "bot:easy", "human:Cat"],
    "flush": ["human:Ann", "bot:easy", "human:Cat"],
    "quadwar": ["human:Ann", "bot:easy", "human:Cat", "bot:easy"],
    "quash": ["human:Ann", "bot:easy", "human:Cat", "bot:easy"],
}


def _card_words(game_id):
    if game_id == "thegame":
        from quash_table.games.thegame.cards import card_words
    elif game_id == "flush":
        from quash_table.games.flush.cards import card_words
    elif game_id == "quash":
        from quash_table.games.quash.sequences import card_words
    else:
        from quash_table.engine.cards import card_name as card_words
    return card_words


def _hidden_codes(game_id, state):
    """Every card nobody but (at most) its holder may know now: hands, Flush's hidden base cards, QUASH's
    tiebreakers laid face down."""
    if game_id == "quadwar":
        from quash_table.games.quadwar.cards import CODE, cards_of
        return {CODE[c] for mask in state.hands for c in cards_of(mask)}
    if game_id == "flush":
        return ({code for hand in state.hands for code in hand}
                | {hid for bases in state.bases for base in bases if base for hid in base[1:] if hid})
    codes = {c for hand in state.hands for c in hand}
    if game_id == "quash" and state.tb:
        codes |= {c for c in state.tb if c}
    return codes


def _strings(x, out):
    """Every string in a view (a card's code among them), exactly as written."""
    if isinstance(x, str):
        out.add(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            _strings(k, out)
            _strings(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _strings(v, out)
    return out


def _news(scene):
    return next((o for o in scene.layout_info()["objects"] if o["kind"] == "curtain_news"), None)


def _play(game_id, seed, size=(1280, 800), curtains=5):
    """Play a pass-and-play game (random moves for the people, the bots their own), lifting each curtain
    with a click on its button; at each curtain check its list; return what the curtains showed."""
    app = make_app(size=size)
    scene = board(app, game_id, GAMES[game_id], seed)
    s, m, g = scene.session, scene.session.match, scene.session.game
    rng = random.Random(seed)
    words = _card_words(game_id)
    public, secrets = set(), set()      # strings any spectator view has shown; words of private events
    state, upto = m.state_after(0), 0
    _strings(g.view(state, None), public)
    shown = []
    try:
        for _ in range(60000):
            steps(app, 1)
            while upto < len(m.actions):            # what each move showed everyone, and what it told one seat
                state = g.apply(state, m.actions[upto])
                upto += 1
                _strings(g.view(state, None), public)
                for e in state.caused:
                    seen = g.event_for_seat(e, None)
                    raw = g.describe_event(e, len(m.seats))
                    if raw and (seen is None or g.describe_event(seen, len(m.seats)) != raw):
                        secrets.add(s.words(raw, short=True))
            if m.over or len(shown) >= curtains:
                break
            if s.curtain is not None:
                if not s.curtain_ready():
                    continue
                seat = s.curtain
                news = _news(scene)
                since = first_since(m, seat)
                if since < len(m.actions):
                    assert news is not None, f"{game_id}: no list of the moves made meanwhile"
                    told = " ".join(news["rows"])
                    # the latest move's maker is named (the newest line is kept)
                    latest = m.actors[-1]
                    if latest is not None:
                        assert s.short_name(latest) in told, (s.short_name(latest), told)
                    # whole and in the window
                    x, y, w, h = news["rect"]
                    assert 0 <= x and x + w <= size[0] and y + h <= size[1], (news["rect"], size)
                    # never a card hidden from anyone (here: from whoever passes the screen)
                    for code in _hidden_codes(game_id, m.state) - public:
                        said = words(code)
                        if said.isdigit():
                            continue        # Flush's plain values: no card of its own
                        assert not re.search(r"(?<![\w-])" + re.escape(said) + r"(?!\w)", told), (code, told)
                    for secret in secrets:
                        assert secret not in told, (secret, told)
                    shown.append((seat, news["label"], news["rows"], len(m.actions) - since))
                button = next(b for b in scene.overlay_buttons if b.id == "curtain:ready")
                click(app, centre(button.rect))
                assert s.curtain is None
                continue
            d = s.director
            if d is not None and d.busy() and d.gate() is not None:
                d.skip()
            if s.my_turn() and scene.settled():
                s.play(rng.choice(m.legal_actions()))
                scene.rebuild()
    finally:
        close_board(app)
    return shown


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_curtain_lists_what_the_others_did_meanwhile(game_id):
    shown = _play(game_id, seed=5)
    assert len(shown) >= 2, shown
    rows = " ".join(" ".join(r) for _seat, _label, r, _n in shown)
    # both the other person and the bot between them are named across the curtains
    assert "Ann" in rows and "Cat" in rows and "Bot" in rows, rows
    assert all(label in ("Since your last move:", "So far:") for _s, label, _r, _n in shown)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_list_fits_at_1024x640(game_id):
    """The list under the curtain's button stays inside the smallest window (checked at each curtain)."""
    assert _play(game_id, seed=8, size=(1024, 640), curtains=4)


def test_a_long_wait_keeps_the_newest_moves_and_counts_the_rest():
    items = [[f"move {k}"] for k in range(10)]
    shown, dropped = fit_news(items, lambda line: 1, room=40)
    assert dropped == 10 - MOST_MOVES
    assert shown[0] == more_words(dropped) and shown[-1] == "move 9" and len(shown) == MOST_MOVES + 1
    shown, dropped = fit_news(items, lambda line: 2, room=7)      # two rows a line, seven rows in all
    assert shown == [more_words(8), "move 8", "move 9"] and dropped == 8
    assert fit_news([["a"], ["b"]], lambda line: 1, room=9) == (["a", "b"], 0)


def test_the_quash_curtain_never_shows_a_face_down_tiebreaker():
    """QUASH at four: a tiebreaker is chosen face down; the curtain for the next person lists that move
    without naming the card (the log's public words)."""
    from quash_table.engine.match import Match
    from quash_table.games.quash.sequences import card_words
    from quash_table.ui.tables import board_for_match
    m = Match("quash", GAMES["quash"], seed=2)
    rng = random.Random(2)
    for _ in range(400):
        if m.over or m.state.phase == "tiebreak" and m.state.tb and any(m.state.tb):
            break
        m.play(rng.choice(m.legal_actions()))
    if not (m.state.phase == "tiebreak" and m.state.tb and any(m.state.tb)):
        pytest.skip("no face-down tiebreaker in this deal")
    hidden = [c for c in m.state.tb if c]
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        for _ in range(300):
            steps(app, 1)
            if scene.session.curtain is not None:
                break
        assert scene.session.curtain == m.to_move
        news = _news(scene)
        told = " ".join(news["rows"])
        assert "tiebreaker card face down" in told, told       # the move is listed, its card not named
        for c in hidden:
            assert card_words(c) not in told, (c, told)
    finally:
        close_board(app)


def test_the_curtain_is_drawn_with_its_list(monkeypatch):
    """The rows `--layout` reports are the rows drawn on the curtain."""
    from quash_table.ui import theme
    drawn = []
    real = theme.blit_text

    def record(surface, text, size, *a, **k):
        drawn.append(text)
        return real(surface, text, size, *a, **k)
    app = make_app()
    scene = board(app, "quadwar", GAMES["quadwar"], 5)
    s, m = scene.session, scene.session.match
    try:
        for _ in range(3000):
            steps(app, 1)
            if s.curtain is not None and first_since(m, s.curtain) < len(m.actions) and m.actors[:-1] \
                    and s.curtain in m.actors:
                break
            if s.curtain is not None and s.curtain_ready():
                s.lift_curtain()
            elif s.my_turn() and scene.settled():
                s.play(m.legal_actions()[0])
                scene.rebuild()
        assert s.curtain is not None
        monkeypatch.setattr(theme, "blit_text", record)
        scene.painter.invalidate()
        scene.draw(pygame.Surface((1280, 800)))
        news = _news(scene)
        assert news and all(row in drawn for row in news["rows"]), (news, drawn)
        assert news["label"] in drawn
    finally:
        close_board(app)
