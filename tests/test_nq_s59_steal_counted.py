"""Review 59u: a bot's plate after a 12 said "stole 3 (12)" where room was short, read as "stole cell 3". Each of
the counted forms of a steal from several seats says what the number counts."""

from quash_table.games.numberquash.plate_news import spent_forms


def test_every_counted_form_of_a_steal_says_what_it_counts():
    steals = [{"seat": s, "from": ("red", 0, 3 + s)} for s in (1, 2, 3)]
    forms = spent_forms({"kind": "bonus_spent", "steals": steals}, lambda s: f"Bot {s + 1}",
                        lambda s: f"Bot {s + 1}'s")
    assert forms[-1] == "stole 3 cells", forms
    assert all(("quashers" in f or "cells" in f) for f in forms), forms
