import os

# Every test runs headless and keeps the player's real folder untouched.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


def pytest_addoption(parser):
    parser.addoption("--games", type=int, default=None,
                     help="how many random games the property tests play per game (default per test)")
    parser.addoption("--record-cpu", default=None, metavar="FILE",
                     help="write each test's CPU seconds to FILE (tests/cpu_clock.py; tests/cpu_seconds.tsv "
                          "marks the long ones slow)")


def pytest_configure(config):
    out = config.getoption("--record-cpu")
    if out:
        from tests.cpu_clock import Recorder
        config.pluginmanager.register(Recorder(out), "cpu-recorder")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUASH_TABLE_HOME", str(tmp_path / "home"))


@pytest.fixture
def n_games(request):
    """Scale for property tests: `pytest --games N` plays more (or fewer) games than the default."""
    return request.config.getoption("--games")


def pytest_collection_modifyitems(config, items):
    # building and running the app takes minutes: `-m "not slow"` leaves it out with the other long runs
    for item in items:
        if item.get_closest_marker("packaging"):
            item.add_marker(pytest.mark.slow)
    # and the tests measured long (tests/cpu_clock.py): CI runs the rest
    from tests.cpu_clock import mark_slow, read_table
    mark_slow(items, read_table())


# Two seats, BLACK (seat 1) deals, so you (RED, seat 0) play first. Cards are dealt one at a time from the
# dealer's left: you get 2H and KS first, BLACK 3C and 4C; the rest of the deck is shuffled in.
QUASH_STACKED = ["2H", "3C", "KS", "4C"]


@pytest.fixture
def quash_stacked():
    """A QUASH board (two seats, against an easy bot) with QUASH_STACKED dealt: (app, scene)."""
    from tests.ui_helpers import close_board, open_board
    app, scene = open_board("quash", ["human", "bot:easy"], seed=7, options={"dealer": 1}, stacked=QUASH_STACKED)
    yield app, scene
    close_board(app)


# The Game, two seats: seat 0 gets R9 and B2, seat 1 (the bot) G5 and Y6; the rest is shuffled by the seed.
THEGAME_STACKED = ["R9", "G5", "B2", "Y6"]


@pytest.fixture
def thegame_table():
    """A The Game board (you and a normal bot) with THEGAME_STACKED dealt: (app, scene)."""
    from tests.ui_helpers import close_board, open_board
    app, scene = open_board("thegame", ["human", "bot:normal"], seed=5, stacked=THEGAME_STACKED)
    yield app, scene
    close_board(app)
