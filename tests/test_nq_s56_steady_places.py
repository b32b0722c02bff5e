"""NumberQuash, review 55n: a cover hint's words jumped about the table, up beside the other seat's plate where its
arrow from the dice ran over your octagons' top (revn_40/41); and the pair of dice dropped on a cell for a split
flew home across the dice's faces (revn_25). The arrow now goes round the band by the prompt, where the words stay
(hint_place.hint_band), and the pair is home at once."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.composer import PAIR
from tests.ui_helpers import close_board, drag, key, match_board, piece_rect, step_until, steps, target_rect

pytestmark = pytest.mark.ui

# seed 1, you against a normal bot, every move the hint's: your tenth hint (3+5) covers left red 3 and right red 5,
# its arrow from the dice to the left octagon's right side
BEFORE = [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 8]]}, {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 7]]}, {"type": "roll"}, {"type": "place", "cells": [["red", 0, 7]]}, {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 8]]}, {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 6]]}, {"type": "roll"}, {"type": "place", "cells": [["red", 0, 9]]}, {"type": "roll"}, {"type": "place", "cells": [["blue", 1, 8]]}, {"type": "roll"}, {"type": "bank"}, {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 1], ["blue", 0, 9]]}, {"type": "roll"}, {"type": "place", "cells": [["red", 0, 4]]}, {"type": "roll"}, {"type": "place", "cells": [["blue", 1, 6]]}, {"type": "roll"}, {"type": "place", "cells": [["red", 1, 7]]}, {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 2], ["blue", 0, 4]]}, {"type": "roll"}, {"type": "place", "cells": [["red", 1, 8]]}, {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 5]]}, {"type": "roll"}, {"type": "place", "cells": [["red", 0, 6]]}, {"type": "roll"}, {"type": "place", "cells": [["blue", 1, 5]]}, {"type": "roll"}, {"type": "place", "cells": [["red", 0, 2], ["red", 0, 5]]}, {"type": "roll"}, {"type": "place", "cells": [["blue", 1, 1], ["blue", 1, 9]]}, {"type": "roll"}]


def test_a_cover_hint_stays_by_the_prompt_where_its_arrow_ran_over_your_octagons():
    m = Match("numberquash", ["human", "bot:normal"], 1, {"order": [0, 1]})
    for a in BEFORE:
        m.play(a)
    app, scene = match_board(m, animation="instant")
    try:
        assert m.state.phase == "place"
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting)
        steps(app, 3)
        assert scene.message[0].startswith("Hint: cover left red 3 and right red 5"), scene.message
        shown, room = scene.painter.message_rect(), scene.prompt_room
        assert shown.colliderect(room) and shown.top >= room.top - scene.metrics.px(8), (shown, room)
    finally:
        close_board(app)


def test_the_pair_dropped_for_a_split_is_home_at_once():
    m = Match("numberquash", ["human", "bot:normal"], 5, {"order": [0, 1]}, [4, 6, 1, 2])
    m.play({"type": "roll"})
    app, scene = match_board(m, animation="fast")
    try:
        drag(app, piece_rect(scene, PAIR).center, target_rect(scene, "cell:red:0:1").center)
        assert [cell for cell, _ in scene.composer.picks] == [("red", 0, 1)]      # a split begun
        pair = scene.table.piece_by_id[PAIR]
        assert not scene.tweens.has(PAIR) and tuple(pair.pos) == tuple(pair.home), (pair.pos, pair.home)
    finally:
        close_board(app)
