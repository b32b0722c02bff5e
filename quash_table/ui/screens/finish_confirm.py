"""Let the bots finish, asked first (review 23: one stray F handed the game to a bot at once, no way back).

Over the board (the game waits meanwhile, as under the pause menu), in the one confirm dialog
(`confirm.ConfirmScene`): what it does in a sentence, Keep playing (the default: Enter and Esc keep playing)
and Let the bots finish. Every board that offers the one person Let the bots finish (the kit's out_choice,
`offers_for_you`) asks here, from the header's button and its F.
"""

from ..out_choice import CONFIRM_HEADING, CONFIRM_WORDS, FINISH_LABEL, KEEP_PLAYING
from .confirm import ConfirmScene, Question

FINISH_QUESTION = Question("finish", CONFIRM_HEADING, [("finish:words", CONFIRM_WORDS, None)],
                           keep=(KEEP_PLAYING, "Go on playing your seat (Esc)"),
                           act=(FINISH_LABEL, "A bot plays your seat from here to the end"))


def finish_confirm(app, board):
    """The dialog over `board`; its Let the bots finish is the board's `bots_finish(confirmed=True)`."""
    return ConfirmScene(app, FINISH_QUESTION, lambda: board.bots_finish(confirmed=True),
                        name="finish_confirm", game_id=board.game.id)
