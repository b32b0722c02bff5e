"""4 players: who plays a team's tiebreakers is said once, in one sentence, with every player named as
the plates name them ("You", "Bot 3"), never "RED (seat 1)"; the pooling is not appended to a card play
and the naming is not said twice."""

from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.games.quash.rules import history_entry
from quash_table.ui.narration import MoveLogBook
from quash_table.ui.session import MatchSession

from .test_quash_rules import four_player_deck, four_player_tie

G = get_game("quash")


def _match(seats, then=()):
    log = [{"type": "play", "card": h["card"], "spot": h["spot"]}
           for h in map(history_entry, four_player_tie().history)] + list(then)
    return Match("quash", seats, 1, {"dealer": 3}, four_player_deck(), log)


def _log(session):
    return [words for _, words in MoveLogBook(session).entries()]


def test_a_person_teamed_with_a_bot_is_told_once_that_they_play_the_tiebreakers():
    m = _match(["bot:easy", "bot:easy", "human", "bot:easy"])        # you are seat 3, RED's second seat
    session = MatchSession(m, autosave=False)
    try:
        last_play = _log(session)[-1]
        # each pool's move is said on a line of its own under the play that began the scoring, never as
        # a clause of the card play (review 13b: a person's hand grew or emptied unexplained)
        first = last_play.split("\n")[0]
        assert "pooled" not in first and "leftover" not in first, last_play
        assert "\n\u25b8 Your 4 leftover cards go into RED's pool for its tiebreakers" in last_play, last_play
        session.update(0.1, True)                                     # the table names you
        assert m.actions[-1] == {"type": "tiebreak_chooser", "seat": 2}
        words = _log(session)[-1]
        assert words == "You play RED's tiebreakers this round, with its 8 pooled leftover cards", \
            words
        assert all("(seat " not in w for w in _log(session))
    finally:
        session.close()


def test_a_bot_naming_itself_is_said_once():
    m = _match(["bot:easy", "bot:easy", "bot:easy", "bot:easy"], [{"type": "tiebreak_chooser", "seat": 0}])
    session = MatchSession(m, autosave=False)
    try:
        words = _log(session)[-1]
        assert words.count("tiebreakers") == 1 and " \u2014 " not in words, words
        assert words.startswith(session.short_name(m.actors[-1]) + " plays RED's tiebreakers"), words
    finally:
        session.close()


def test_seat_names_with_a_number_become_the_players_names():
    m = _match(["bot:easy", "bot:easy", "human", "bot:easy"])
    session = MatchSession(m, autosave=False)
    try:
        assert session.words("RED (seat 3) plays RED's tiebreakers") == "You play RED's tiebreakers"
        assert session.words("Bot says RED (seat 1) passes") == f"Bot says {session.name(0)} passes"
    finally:
        session.close()
