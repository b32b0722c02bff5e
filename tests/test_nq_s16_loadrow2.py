"""Review 16: a finished NumberQuash's Load row says the places, not three seats on 18 and "you won"."""

from quash_table.engine.saves import load_match, save_match
from quash_table.engine.standing import ordinal
from quash_table.paths import saves_dir
from quash_table.ui.save_list import describe_save
from tests.test_numberquash_s16_loadrow import played


def test_a_finished_race_lists_its_places_in_order():
    m = played(10 ** 6, seed=5)
    assert m.over
    places = m.game.race_places(m.state)
    path = save_match(m, saves_dir() / "nq-finished.json")
    line, kind = describe_save(path)
    assert kind == "finished", line
    scores = m.game.result(m.state)["scores"]
    names = ["You", "Bot 2", "Bot 3", "Bot 4"]
    ranked = sorted(range(4), key=lambda i: (places[i] is None, places[i] or 0, i))
    # session 22: the kit's one race form, each place before its name, the unit after the first score
    # session 26: a colon after each name ("Bot 4 18" read as one name)
    placed = [f"{ordinal(places[i])} {names[i]}: {scores[i]}" for i in ranked if places[i]]
    placed[0] += " cells covered" if scores[ranked[0]] != 1 else " cell covered"
    said = ", ".join(placed)
    assert said in line, line
    assert line.split(" \u00b7 ")[1] == "finished", line      # the places say who won: once (session 20)
    assert load_match(path).actions == m.actions
