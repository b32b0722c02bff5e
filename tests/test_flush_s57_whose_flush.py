"""Review 56r item 2 (six seats, long waits): a bot's Flush was said in the header as "Flush: four 7s on top, pile
discarded", and a person waiting could not tell whose it was. The Flush's words (the banner's and the header's, and
their brief form) name the seat."""

from quash_table.games.flush.rules import GAME
from quash_table.games.flush.words import caption_brief
from tests.test_flush_events import stack, words


def _flushed():
    s = GAME.new_state(2, options={"first": 0, "elimination_at": 1000}, stacked=stack(
        (["4", "2", "3"], ["8", "8", "8"]), (["2", "6", "9"], ["10", "10", "7"]),
        (["6", "6", "6S", "4", "1", "3", "F", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"]), "5"))
    t = GAME.apply(s, {"type": "play", "cards": ["6S"], "as": 6})
    return GAME.apply(t, {"type": "play", "cards": ["6", "6", "b1"], "as": 6})


def test_a_flush_names_whose_it_is():
    t = _flushed()
    assert words(t)[-1] == "Seat 1's Flush: four 6s on top, pile discarded"
    flush = next(e for e in GAME.events(t) if e["kind"] == "flush")
    assert caption_brief(flush, 2) == ["Seat 1's Flush: four 6s"]
