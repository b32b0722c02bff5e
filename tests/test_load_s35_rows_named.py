"""Review 34: a Load row names every player where it has room for a shorter form of the scores. QUASH's
4-player rows said "BLACK 6" while Continue said "BLACK (Bot 2 and Bot 4) 6 points"; NumberQuash's rows at
four seats or more named the leader alone. Each now says every seat in fewer words before it drops one
(quash/load_row.py, numberquash/row_words.py). Headless."""

import pytest

from tests.test_load_s34_one_voice import H4, _forms, _played


def _first_naming_fewer(forms, names):
    return next((i for i, f in enumerate(forms) if not all(n in f for n in names)), len(forms))


def test_quash_rows_name_both_sides_members_before_a_side_loses_them():
    forms = _forms(_played("quash", H4, 60))
    short = "QUASH \u00b7 round 2, your turn \u00b7 RED (you, Bot 3) 9 \u00b7 BLACK (Bot 2, Bot 4) 6"
    assert short in forms, forms
    # every form up to the short one names all four seats; the forms naming fewer come after it
    assert _first_naming_fewer(forms, ["Bot 2", "Bot 3", "Bot 4"]) > forms.index(short)


@pytest.mark.parametrize("n", [4, 6])
def test_numberquash_rows_name_every_seat_in_fewer_words_first(n):
    seats = H4 + ["bot:easy", "bot:easy"]
    forms = _forms(_played("numberquash", seats[:n], 40))
    bots = [f"Bot {k}" for k in range(2, n + 1)]
    named = [f for f in forms if all(b in f for b in bots)]
    # beside the longest (Continue's), shorter forms still name every seat: the shortest of them has no round
    assert len(named) > 2 and "round" not in named[-1] and len(named[-1]) < 90, named
    assert _first_naming_fewer(forms, bots) == len(named), forms
