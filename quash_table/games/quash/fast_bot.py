"""The hard bot's playout policy as a bot (for tests and to measure it): playout_swaps.playout_play (a plain
placement at a quick look, or with `swaps` in the advanced game a one-step swap that gains clearly more), the normal
bot's tiebreakers. Not a level offered to players."""

from .bots import NormalBot, QuashBot
from .model import unseen_cards
from .playout import draw_chance
from .playout_swaps import playout_play


class FastBot(QuashBot):
    """The playout policy as a bot: playout_play, normal tiebreakers."""

    level = "fast"
    swaps = False       # as HardBot.PLAYOUT_SWAPS: one-step swaps in the advanced game

    def play(self, view, legal):
        side = view["side"]
        unseen = len(unseen_cards(view))
        get = draw_chance(view["pile_count"], unseen, NormalBot.DRAW_SHARE) if view["seats"] == 2 else \
            NormalBot.PARTNER_SHARE * view["hand_counts"][(view["seat"] + 2) % 4] / max(1, unseen)
        play = playout_play(view["board"][side], view["board"][1 - side], view["hand"], get,
                            self.swaps and view["variant"] == "advanced")
        self.reason = f"spot {play['spot']} gains most at a quick look"
        return play

    def tiebreak(self, view, legal):
        return NormalBot.tiebreak(self, view, legal)

    ties_ahead = NormalBot.ties_ahead
    spot_matters = NormalBot.spot_matters
