"""Session 45 (review 44B item 8): at the end of an arena game, whose last round counts double, the summary said
"You still held 6 cards: +34" and its table "+34" over cards counting 17 on the table behind it; the round's result
rows already said "+34 (17 × 2)". Every figure of that round now says the doubling (telling.held_points_words)."""

from quash_table.games.flush.last_round import last_round_cells, last_round_notes
from tests.test_flush_s44_double_points import _doubled_round


def test_the_summary_notes_and_table_say_the_doubling():
    scored = _doubled_round()
    seat = next(s for s, p in enumerate(scored["points"]) if s != scored["winner"] and p)
    p = scored["points"][seat]
    assert p == 2 * sum(x["points"] for x in scored["held"][seat])      # the cards' own figures are undoubled
    lines = last_round_notes(scored, lambda s: f"Seat {s + 1}", seat)
    assert lines[1].split(": ", 1)[1].startswith(f"+{p} ({p // 2} \u00d7 2)"), lines
    _, rows = last_round_cells(scored)
    cell = rows[seat][0]
    assert isinstance(cell, tuple) and cell[0] == f"+{p} ({p // 2} \u00d7 2)", cell


def test_a_plain_round_says_its_points_alone():
    scored = dict(_doubled_round(), double=False)
    seat = next(s for s, p in enumerate(scored["points"]) if s != scored["winner"] and p)
    _, rows = last_round_cells(scored)
    assert rows[seat] == [f"+{scored['points'][seat]}"]


def test_a_doubled_deduction_says_the_cards_amount_doubled():
    from quash_table.games.flush.telling import deduction_words
    event = {"deduction": 8, "points": [-8, 10], "winner": 0, "double": True}
    assert deduction_words(event) == " (Deduction: 4 \u00d7 2 = 8 off)"
    assert deduction_words(dict(event, points=[-5, 10])) == \
        " (a Deduction of 4 \u00d7 2 = 8: only 5 came off, the total stops at 0)"
    assert deduction_words(dict(event, double=False)) == " (Deduction: 8 off)"
