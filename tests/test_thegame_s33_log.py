"""Session 32's review (1024x640): the Moves log's line breaks were ragged. The Game's log named a stack in
full, "on the descending stack", its one long name (the table, the hint and the tags say ▲ and ▼), and in the
narrow column an entry broke unevenly: "You lay yellow 7 / on the descending stack", "Bot 2 lays blue 1 on blue
5, / turning the ascending / stack back by 4 / (the reverse trick) — / drawing 2 cards (42 left)". The log now
says the stacks' marks: a card laid is one line, a reverse trick four full ones. The kit's wrap is unchanged
(it did the best the words allowed: "back by 4 (the reverse trick) —" was a pixel too wide). Headless."""

import pygame

from quash_table.games.thegame.rules import GAME
from quash_table.ui import theme

LOG = [(12, 188), (14, 234)]      # the log's text size and width at 1024x640 and 1280x800 (ui/chrome.py)


def test_a_card_laid_is_one_line_of_the_log_and_a_reverse_trick_reads_evenly():
    pygame.font.init()
    laid = GAME.describe({"type": "play", "card": "Y7", "stack": "down"}, 0, 2)
    assert laid == "Seat 1 lays yellow 7 on \u25bc", laid
    laid = "You lay yellow 7 on \u25bc"      # as the log says it of your own move (the screen's seat)
    trick = GAME.describe_event({"kind": "stack_turned_back", "seat": 1, "card": "B1", "on": "B5", "stack": "up",
                                 "by": 4}, 2)
    assert trick == "Seat 2 lays blue 1 on blue 5, turning \u25b2 back by 4 (the reverse trick)", trick
    for size, width in LOG:
        assert theme.wrap(laid + " \u2014 drawing 2 cards (44 left)", size, width, tails=True) == \
            ["You lay yellow 7 on \u25bc \u2014", "drawing 2 cards (44 left)"]
        lines = theme.wrap(trick.replace("Seat 2", "Bot 2") + " \u2014 drawing 2 cards (42 left)", size, width,
                           tails=True)
        assert len(lines) == 4, lines
        f = theme.font(size)
        assert min(f.size(line)[0] for line in lines[:-1]) >= width // 2, lines     # no short line among them


def test_the_games_later_reverse_tricks_leave_out_the_name_the_first_one_explained():
    """Session-32 review: "Bot 3 lays purple 6 / on purple 3, turning ▼ back / by 3 (the reverse trick)" broke the
    narrow log's first line short. The game's first trick names it; the rules mark the later ones ("again") and
    their line says the move and the figure alone, in two full lines."""
    pygame.font.init()
    d = GAME.dump(GAME.new_state(2, 1, {}, None))
    d.update(hands=[["G4", "G10", "R2"], ["Y7", "Y3", "B1"]], pile=["B5", "B6", "B7", "B8"], up=None, down=None,
             placed=0, history=[])
    s = GAME.load(d)
    tricks = []
    for action in [{"type": "play", "card": "G4", "stack": "down"}, {"type": "play", "card": "G10", "stack": "down"},
                   {"type": "play", "card": "Y7", "stack": "up"},
                   {"type": "play", "card": "Y3", "stack": "up"}]:
        s = GAME.apply(s, action)
        tricks += [e for e in GAME.events(s, None) if e["kind"] == "stack_turned_back"]
    first, later = tricks
    assert "again" not in first and later["again"] is True
    assert GAME.describe_event(first, 2) == "Seat 1 lays green 10 on green 4, turning \u25bc back by 6 (the reverse trick)"
    words = GAME.describe_event(dict(later, seat=2), 3).replace("Seat 3", "Bot 3")
    assert words == "Bot 3 turns \u25b2 back by 4 with yellow 3 on yellow 7", words
    for size, width in LOG:
        for text in (words, words + " \u2014 drawing 2 cards (28 left)"):
            lines = theme.wrap(text.replace("yellow", "purple"), size, width, tails=True)
            # broken between its phrases, never after "on"
            assert lines[:2] == ["Bot 3 turns \u25b2 back by 4", "with purple 3 on purple 7" + " \u2014" * (text != words)], lines
