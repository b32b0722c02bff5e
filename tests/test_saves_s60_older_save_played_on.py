"""Session 60: an older save of the game Continue holds, opened and played on from, replaced the autosave and its
later moves went with it: keep_displaced_autosave took any save of the same game for "the same game resumed". Now
only a game that goes on from every move the autosave holds replaces it with nothing kept; an older point played
on from keeps the autosave's later point in Load, as another game would be kept."""

from quash_table.engine.match import Match
from quash_table.engine.saves import KEPT_PREFIX, load_autosave, load_match, write_autosave
from quash_table.paths import saves_dir


def test_an_older_point_of_the_game_played_on_from_keeps_the_later_point_in_load():
    m = Match("quash", "human,bot:normal", seed=5, on_change=write_autosave)
    for _ in range(4):
        m.play(m.legal_actions()[0])
    assert not m.over
    later = list(m.actions)
    older = Match("quash", "human,bot:normal", seed=5, actions=later[:2])     # an older save of it, opened
    older.play(older.legal_actions()[-1])                                       # and played on from
    assert older.actions[:3] != later[:3]
    write_autosave(older)
    kept = list(saves_dir().glob(f"{KEPT_PREFIX}quash-*.json"))
    assert len(kept) == 1 and load_match(kept[0]).actions == later              # the later point, kept
    assert load_autosave().actions == older.actions                             # Continue: the game played now
    assert older.save_notice == f"This game as Continue held it (move {len(later)}) is kept in Load; Continue is now where you play."


def test_continue_undone_and_played_otherwise_keeps_no_copy():
    """Continue opened where the autosave holds it, a move taken back and another played: the person's own
    choice, no copy (test_saves: test_resuming_or_finishing_keeps_no_extra_copy)."""
    m = Match("quash", "human,bot:normal", seed=5, on_change=write_autosave)
    m.play(m.legal_actions()[0])
    resumed = load_autosave()
    resumed.undo()
    resumed.play(resumed.legal_actions()[-1])
    write_autosave(resumed)
    assert not list(saves_dir().glob("*.json"))


def test_the_same_game_played_on_from_where_the_autosave_holds_it_keeps_no_copy():
    m = Match("quash", "human,bot:normal", seed=5, on_change=write_autosave)
    for _ in range(3):
        m.play(m.legal_actions()[0])
    again = Match("quash", "human,bot:normal", seed=5, actions=list(m.actions))
    again.play(again.legal_actions()[0])
    write_autosave(again)
    assert not list(saves_dir().glob("*.json"))
