"""Review 14, item 5: a save of The Game says its score as the top bar does ("2 of 50 cards laid"), not
"score 2" (the Load and Pause rows read it from the save's header through the game's own words)."""

from quash_table.engine.match import Match
from quash_table.engine.saves import save_match, save_header
from quash_table.games import get_game
from quash_table.ui.save_list import where_words


def test_the_save_line_counts_cards_laid_as_the_top_bar_does(tmp_path, monkeypatch):
    monkeypatch.setenv("QUASH_TABLE_HOME", str(tmp_path))
    m = Match("thegame", "human,bot:easy,bot:easy", seed=4)
    while m.state.laid < 2:
        m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
    path = tmp_path / "g.json"
    save_match(m, path)
    head = save_header(path, within=tmp_path)
    line = where_words(get_game("thegame"), head["seats"], head["standing"])
    # review 18b: "2 of 50 laid", short enough for a row to keep beside who played and whose turn it is
    assert "2 of 50 laid" in line and "score" not in line, line


def test_other_co_operative_words_stay_the_default():
    assert get_game("quash").team_score_words(3) == "score 3"
