"""Where files live, whether run from source or frozen by PyInstaller. The one place that decides.

- read-only files we ship (fonts, theme, deck data, sounds): `asset_path(...)`, inside the bundle when
  frozen, the repo's assets/ from source;
- the player's files (saves, autosave, settings, statistics): `user_dir()`, from platformdirs (app name
  `quash-table`), or QUASH_TABLE_HOME when set (tests, portable installs). Never inside the bundle.
"""

import functools
import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "quash-table"


@functools.cache    # a font made on a frame asks for its file: resolving the path costs a millisecond
def app_root():
    """The folder holding assets/ (and saves/ examples when run from source)."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
    here = Path(__file__).resolve().parent
    # installed with pip, assets/ travels inside the package (pyproject.toml puts it there)
    return here if (here / "assets").is_dir() else here.parent


def asset_path(*parts):
    return app_root().joinpath("assets", *parts)


def user_dir():
    """The player's data folder, created on first use."""
    path = _user_path(os.environ.get("QUASH_TABLE_HOME") or None)
    if not path.is_dir():       # a look is cheaper than mkdir's refusal (the Load list asks once a file)
        path.mkdir(parents=True, exist_ok=True)
    return path


@functools.lru_cache(maxsize=8)
def _user_path(home):
    """The data folder's path for QUASH_TABLE_HOME `home` (None: platformdirs'), made once: the Load list
    asks for it tens of times a save, and building the Path was most of a 1,000-save list's time."""
    return Path(home) if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


@functools.lru_cache(maxsize=8)
def _saves_path(user):
    return user / "saves"


def saves_dir():
    path = _saves_path(user_dir())
    if not path.is_dir():       # (as user_dir: a look, not mkdir's refusal, once a file of the Load list)
        path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path():
    return _autosave_path(user_dir())


@functools.lru_cache(maxsize=8)
def _autosave_path(user):
    return user / "autosave.json"


def settings_path():
    return user_dir() / "settings.json"


def stats_path():
    return user_dir() / "statistics.json"
