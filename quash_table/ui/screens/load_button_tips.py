"""What Load's Load and Replay buttons say on hover for the row chosen (no pygame): Replay what its replay
shows, Load what opening it does (a finished game has nothing to play on: Load opens its end, review 28), and
both, greyed on a file that will not open, why."""

from ..save_list import DAMAGED, FINISHED, UNFINISHED_OWN_VIEW, UNFINISHED_PUBLIC_VIEW, replay_words

# what greyed Load and Replay say on hover while the row chosen is a file that will not open (session 28: pygame_gui
# shows no tip on a greyed button, so they said nothing of why)
DAMAGED_LOAD_TIP = "This file will not open (its row says why), so it cannot be loaded"
DAMAGED_REPLAY_TIP = "This file will not open (its row says why), so it cannot be replayed"

PLAY_ON_TIP = "Play on from where it was saved"
# a finished game's row: nothing to play on; Load opens it at its end, the result over its final table (Play
# again, See the table, Replay there); its tip said "Play on from where it was saved" (review 28)
FINISHED_LOAD_TIP = "Game over: opens its final table and result (Replay watches it again)"


# Load's own words: on a finished game's row it opens the end, with nothing to play on, so the button says that
# ("Load" there read as "play on", review 29)
LOAD_WORDS = "Load"
FINISHED_LOAD_WORDS = "View result"


def load_words(kind):
    """Load's button words for a chosen row of `kind` (save_list's kinds)."""
    return FINISHED_LOAD_WORDS if kind == FINISHED else LOAD_WORDS


def load_tip(kind):
    """Load's tooltip for a chosen row of `kind` (save_list's kinds)."""
    return FINISHED_LOAD_TIP if kind == FINISHED else PLAY_ON_TIP


def replay_tip(chosen, kind):
    """Replay's tooltip: what the replay of the save `chosen` shows, where that is less than the whole game
    (an unfinished game's replay keeps its hidden cards hidden: ui/privacy.replay_eyes)."""
    view = replay_words(chosen) if chosen is not None and kind != DAMAGED else ""
    if view == UNFINISHED_OWN_VIEW:
        return "Step through it as you saw it: unfinished, so no other hand shows (R)"
    if view == UNFINISHED_PUBLIC_VIEW:
        return "Step through it as the table saw it: unfinished, so no hidden card shows (R)"
    return "Step through the game, forward and back (R)"
