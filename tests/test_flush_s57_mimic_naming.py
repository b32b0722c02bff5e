"""Review 56r item 4: the tray said "two 1s, four 1s on top: Flush" while the hint and the move log called the same
cards "a 1 and a Mimic" (revr_111/112). The tray now names a group's Mimics in the log's own words (one source:
telling.laid_brief)."""

from quash_table.games.flush import staging
from quash_table.games.flush.telling import laid_words
from quash_table.games.flush.rules import GAME
from tests.test_flush_staging import declare, three_6s


def test_the_tray_names_a_joining_mimic_as_the_log_does():
    s = three_6s()
    said = staging.declaration_words(GAME.view(s, 0), ["6", "5"], declare(s, ["b1", "5"], ["6", "5"], "pile", True)[0][2])
    assert said.startswith("a 6 and a Mimic, "), said
    log = laid_words({"cards": ["6", "5"], "value": 6, "mimic": 5})
    assert log.startswith("a 6 and a Mimic"), log


def test_a_new_pile_with_a_mimic_names_it_too():
    assert staging.group_words(["9", "3"], 9, 3) == "a 9 and a Mimic"
    assert staging.higher_words(2, 9, 7, staging.group_words(["9", "3"], 9, 3)) == \
        "a 9 and a Mimic are higher than the pile's 7: new pile"
