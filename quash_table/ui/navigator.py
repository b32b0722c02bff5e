"""Which screen comes next. The one module that knows every screen, so that no screen imports another:
a screen asks `self.app.nav` to go somewhere (a board opens the pause menu, the menu opens a board).

Whoever makes the App attaches a Navigator to it (the launcher, the bench, the tests' helpers).
"""

import random

from .screens.about import AboutScene
from .screens.finish_confirm import finish_confirm
from .screens.load import LoadScene
from .screens.main_menu import MainMenuScene
from .screens.new_game import NewGameScene
from .screens.pause import PauseScene
from .screens.rules_page import RulesScene
from .screens.settings import SettingsScene
from .screens.statistics import StatisticsScene
from .tables import board_for_match, new_board, replay_board


class Navigator:
    def __init__(self, app):
        self.app = app
        app.nav = self

    # --- boards ------------------------------------------------------------------------------------
    def new_board(self, game_id, seats, seed, options=None, stacked=None, autosave=True):
        """A board for a fresh match, not yet shown (the caller replaces or pushes it)."""
        return new_board(self.app, game_id, seats, seed, options, stacked, autosave)

    def open_match(self, match, autosave=True):
        """Play `match` in place of the current screen."""
        self.app.replace(board_for_match(self.app, match, autosave))

    def play_again(self, match):
        """The same seats and options, a fresh deal, in place of the finished board."""
        self.app.replace(new_board(self.app, match.game_id, match.seats, random.randrange(1 << 31),
                                   match.options))

    def replay(self, match, position=0, later_finished=False):
        """`match` in the replay viewer, over the current screen (Close comes back to it); `later_finished`:
        it is a save of a game since played to its end (privacy.replay_locked_words)."""
        self.app.push(replay_board(self.app, match, position, later_finished))

    # --- menus -------------------------------------------------------------------------------------
    def main_menu(self):
        self.app.replace(MainMenuScene(self.app))

    def new_game(self):
        self.app.push(NewGameScene(self.app))

    def load(self):
        self.app.push(LoadScene(self.app))

    def statistics(self):
        self.app.push(StatisticsScene(self.app))

    def settings(self):
        self.app.push(SettingsScene(self.app))

    def about(self):
        self.app.push(AboutScene(self.app))

    def rules(self, game_id, choose=False, options=None):
        """`game_id`'s rules page; `choose`: with a row of every game to turn to its rules (the main
        menu's F1, which is about no one game); `options`: the game's, opened from its table (its Learn to
        play then has the part for them: QUASH advanced's swaps)."""
        self.app.push(RulesScene(self.app, game_id, choose, options=options))

    def help_page(self, page):
        """A screen's help (`page`, markdown) where the rules pages are, with a row of every game's rules to
        turn to (F1 on Statistics)."""
        self.app.push(RulesScene(self.app, None, True, page))

    def confirm_bots_finish(self, board):
        """Asked before a bot takes the person's seat: Keep playing or Let the bots finish."""
        self.app.push(finish_confirm(self.app, board))

    def pause(self, board, note=""):
        self.app.push(PauseScene(self.app, board, note))
