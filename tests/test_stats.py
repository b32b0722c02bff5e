"""Statistics survive a restart; a damaged file is set aside with a message, never lost silently."""

import json

from quash_table.engine.match import Match
from quash_table.engine.stats import load_stats, record_match, summary_rows
from quash_table.paths import stats_path


def finished(seed, seats="human:Ann,bot:easy"):
    m = Match("thegame", seats, seed=seed)
    while not m.over:
        m.play(m.legal_actions()[-1])
    return m


def test_records_survive_a_restart():
    for seed in range(4):
        assert record_match(finished(seed)) is None
    stats, msg = load_stats()   # a fresh read from disk, as after a restart
    assert msg is None
    rec = stats["players"]["Ann"]["thegame"]
    assert rec["games"] == 4 and len(rec["history"]) == 4
    assert rec["best_score"] == max(h["score"] for h in rec["history"])
    rows = summary_rows(stats)
    assert rows[0]["player"] == "Ann" and rows[0]["games"] == 4


def test_only_humans_are_recorded_and_undone_games_are_marked():
    m = Match("thegame", "human:Bea,bot:easy", seed=3)
    m.play(m.legal_actions()[-1])
    m.undo()
    while not m.over:
        m.play(m.legal_actions()[-1])
    record_match(m)
    stats, _ = load_stats()
    assert list(stats["players"]) == ["Bea"]
    assert stats["players"]["Bea"]["thegame"]["undone_games"] == 1
    assert stats["players"]["Bea"]["thegame"]["history"][0]["undone"] is True


def test_a_damaged_file_is_set_aside_with_a_message():
    record_match(finished(1))
    path = stats_path()
    path.write_text("{ this is not json")
    stats, msg = load_stats()
    assert stats["players"] == {} and "damaged" in msg
    aside = list(path.parent.glob("statistics.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text() == "{ this is not json"
    assert not path.exists()
    # the next finished game starts a new file and says nothing more
    assert record_match(finished(2)) is None
    assert json.loads(path.read_text())["players"]["Ann"]["thegame"]["games"] == 1


def test_a_wrong_shape_is_damaged_too():
    stats_path().write_text(json.dumps({"format": "quash-table-stats", "version": 1, "players": []}))
    _, msg = load_stats()
    assert msg and "damaged" in msg


def test_the_command_lines_lone_person_is_you_as_the_menus_name_them_and_old_records_still_read():
    # `play thegame --seats human,bot:easy` saved the person as "Player 1" while the board and a menu game
    # say "You": one person, two rows in Statistics. Now the seats of the command line follow the one rule
    # (engine/naming.default_person_name); a shared screen still names its people "Player 1", "Player 2".
    from quash_table.engine.match import parse_seats
    from quash_table.engine.naming import default_person_name
    assert [s["name"] for s in parse_seats("human,bot:easy,bot:easy")] == ["You", "Bot 2 (easy)", "Bot 3 (easy)"]
    assert [s["name"] for s in parse_seats("human,human,bot")] == ["Player 1", "Player 2", "Bot 3 (normal)"]
    assert parse_seats("human,bot")[0]["name"] == default_person_name(0, 1)
    old = finished(1, seats="human:Player 1,bot:easy")          # a record an older build wrote
    record_match(old)
    record_match(finished(2, seats="human,bot:easy"))
    record_match(finished(3, seats="human:You,bot:easy"))       # a menu game
    rows = {r["player"]: r for r in summary_rows(load_stats()[0]) if r["game"] == "thegame"}
    assert rows["You"]["games"] == 2 and rows["Player 1"]["games"] == 1
