"""NumberQuash, session 34 (six seats, the move log open, 1024x640 and 1280x800): each plate says what its seat has
banked, "bank 11", for as long as it is banked (review 33b: banks were not readable from the plates or the header at
six seats; the plate's "banked 11" went at that seat's next turn)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.bank_badge import bank_forms, bank_tip, banked_counts
from quash_table.games.numberquash.rules import NumberQuash
from quash_table.ui import theme
from quash_table.ui.widgets import Label
from tests.ui_helpers import close_board, match_board, open_moves, steps

SIX = ["human"] + ["bot:normal"] * 5


def four_banks():
    """6 seats, you first: you place; Bot 2 banks an 11, Bot 3 a 10, Bot 4 places, Bot 5 banks an 11 and Bot 6
    places; in the next round you place, Bot 2 banks another 11 and Bot 3 a 12 (6+6, a double: it places its
    roll again); your turn once more with the others placing."""
    dice = [1, 2, 5, 6, 4, 6, 1, 2, 5, 6, 1, 2] + [1, 3, 6, 5, 6, 6, 1, 2, 1, 3, 1, 3, 1, 3]
    moves = [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 3]]},
             {"type": "roll"}, {"type": "bank"}, {"type": "roll"}, {"type": "bank"},
             {"type": "roll"}, {"type": "place", "cells": [["green", 0, 3]]},
             {"type": "roll"}, {"type": "bank"},
             {"type": "roll"}, {"type": "place", "cells": [["pink", 0, 3]]},
             {"type": "roll"}, {"type": "place", "cells": [["red", 0, 4]]},
             {"type": "roll"}, {"type": "bank"}, {"type": "roll"}, {"type": "bank"},
             {"type": "roll"}, {"type": "place", "cells": [["yellow", 0, 3]]},
             {"type": "roll"}, {"type": "place", "cells": [["green", 0, 4]]},
             {"type": "roll"}, {"type": "place", "cells": [["orange", 0, 4]]},
             {"type": "roll"}, {"type": "place", "cells": [["pink", 0, 4]]}]
    m = Match("numberquash", SIX, 3, {"order": list(range(6))}, dice)
    for a in moves:
        m.play(a)
    return m


def test_the_badge_says_what_is_banked_in_fewer_words_by_room():
    view = NumberQuash().view(four_banks().state, 0)
    counts = [banked_counts(view, seat) for seat in range(6)]
    assert counts == [{}, {11: 2}, {10: 1, 12: 1}, {}, {11: 1}, {}], counts
    assert bank_forms(counts[1]) == ("bank 11 \u00d72", "11 \u00d72")
    assert bank_forms(counts[2]) == ("bank 10, 12", "10, 12")
    assert bank_forms({}) == ()
    assert bank_tip(counts[4], "Bot 5", False) == ("Bot 5 has banked 11: a steal of one quasher. A bonus is spent "
                                                   "before a roll, one a turn.")


def banks_board(size):
    """The four banks' position open at `size` with the Moves column open (its plates at their narrowest)."""
    app, scene = match_board(four_banks(), size=size, animation="instant")
    open_moves(app, scene)
    steps(app, 2)
    return app, scene


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_each_plate_shows_its_bank_whole_clear_of_its_name_and_the_cells(size):
    app, scene = banks_board(size)
    try:
        t = scene.table
        tips = {tip.id: tip for tip in t.tips}
        labels = [d for d in t.decor if isinstance(d, Label)]
        cells = [pygame.Rect(g["rect"]) for g in scene.table_geo.values()]
        said = {}
        # (at 1024x640 Bot 3's badge says its shorter form, which leaves its long turn room to be said: with "bank
        # 10, 12" the plate said nothing of it, session 36)
        for seat, want in ((1, "bank 11 \u00d72"), (2, "bank 10, 12" if size == (1280, 800) else "10, 12"),
                           (4, "bank 11")):
            plate = pygame.Rect(scene.badges[seat])
            badge = tips[f"plate-bank:{seat}"].rect
            assert plate.contains(badge), (seat, plate, badge)
            words = next(d for d in labels if d.text == want)
            # whole, in its own type (not shrunk to a room), inside the badge
            assert words.text_rect().w == theme.text(want, words.size, bold=True).get_width()
            assert badge.contains(words.text_rect())
            name = next(d for d in labels if d.text == scene.session.name(seat))
            assert not badge.colliderect(name.text_rect()) and badge.collidelist(cells) < 0
            # ... nor over the plate's other words (its kind, its latest turn)
            others = [d.text_rect() for d in labels if d is not words and plate.colliderect(d.text_rect())]
            assert badge.collidelist(others) < 0, (seat, [d.text for d in labels if d.text_rect().colliderect(badge)])
            # the plate's words all in their own type: its latest turn gives way to the badge ("banked 11" came in
            # smaller type beside "bank 11 ×2"), it is never shrunk to fit
            assert all(d._size() == d.size for d in labels if plate.contains(d.text_rect())), \
                [d.text for d in labels if plate.contains(d.text_rect()) and d._size() != d.size]
            said[seat] = tips[f"plate-bank:{seat}"].reason
        assert said[4].startswith("Bot 5 has banked 11")
        # nothing banked, no badge
        assert not any(f"plate-bank:{seat}" in tips for seat in (0, 3, 5))
    finally:
        close_board(app)
