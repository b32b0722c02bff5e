"""The Load list's rows of one game in one wording (`OneWording`, a mixin of `LoadScene`, split from load.py).

Each row took the longest form of its game's words its own room held: one Quadruple War row said "hand 1, trick
5, Bot 2 to play", the next, its end "in Continue" longer than "saved", "trick 1" (review 32). Every row of a game
gets the room of its narrowest, and says the same form as the row of its game that says least where their forms
are alike (as many: the same stage of a hand). A game here is a table: the game and its players' names (saves of
one game played on, its autosave and the copies kept of it), within one section of the list: a finished game's
row, whose forms say other things, neither takes nor gives its room and form to the games still to play (review
35: a finished Quadruple War row with as many forms held the unfinished rows of its table to its unnamed scores,
and took the narrow room of a row with older copies)."""

from ..save_list import DAMAGED, table_of
from .load_lines import row_level, row_room


class OneWording:
    """Needs the scene's `m`, `kinds`, `finished`, `lines` (SaveRows) and `_opens`; `rooms`, `levels` and
    `fitted`, `_tables`, `_room_index`, `_level_index` are set empty by the scene's read_list."""

    def _fit(self, path, more, twinned, lead, apart=""):
        """(the room, the form's level) `path`'s row is fitted with (row_line's `cap`, `level`), its own
        recorded first; (None, None) for a file that does not load. A row with words in front (`lead`: an older
        copy's mark) or told apart from a row that reads alike (`apart`, in its end) records nothing: its words
        are its own."""
        if self.kinds.get(path) == DAMAGED:
            return None, None
        game = self._table(path)
        own = row_room(path, self.m, self.finished, more, twinned, self._opens(path), lead, apart)
        if own is not None and not lead and not apart:
            self._keep_room(path, game, min(own, self.rooms.get(path, (game, own))[1]))
        cap = self._least_room(game)
        got = row_level(path, self.m, cap, self.finished, more, twinned, self._opens(path), lead, apart)
        if got is None:
            return cap, None
        if lead or apart:
            return cap, None
        self._keep_level(path, game, got)
        level = (self._most_level(game, got[1]), got[1])
        self.fitted[path] = (cap, level)
        return cap, level

    # A table's least room and most level are read from its own rows (`_room_index`, `_level_index`, kept beside
    # `rooms` and `levels`), not from every row's: with 1,000 saves, the frame that read the last line compared a
    # million pairs (session 53).
    def _keep_room(self, path, game, room):
        old = self.rooms.get(path)
        if old is not None:
            self._room_index.get(old[0], {}).pop(path, None)
        self.rooms[path] = (game, room)
        self._room_index.setdefault(game, {})[path] = room

    def _keep_level(self, path, game, got):
        old = self.levels.get(path)
        if old is not None:
            self._level_index.get((old[0], old[1][1]), {}).pop(path, None)
        self.levels[path] = (game, got)
        self._level_index.setdefault((game, got[1]), {})[path] = got[0]

    def _least_room(self, game):
        return min(self._room_index.get(game, {}).values(), default=None)

    def _most_level(self, game, forms):
        return max(self._level_index.get((game, forms), {}).values(), default=0)

    def _table(self, path):
        """The rows that share one room and one form with `path`'s: its table (`_game_name`) in its section of
        the list (`_section`: finished games apart from the games to play)."""
        return self._game_name(path), self._section(path)

    def _game_name(self, path):
        """The table a save's row is of: its game by its name without its options ("Quadruple War (Bags)":
        Quadruple War) and its seats' names (a table of four long names forced its own short forms on the rows of
        tables of bots, which then lost their named scores), read with its row from its header (save_list.table_of)."""
        got = self._tables.get(path)
        if got is None:
            got = self._tables[path] = table_of(path) or ("", ())
        return got

    def _even_rooms(self):
        """Every row read again whose game has a narrower row, or a row saying less in alike forms, than it had
        when it was read (a row read again may say less: again, a few times at most)."""
        for _ in range(3):
            self.lines.rows()                   # the rows with older copies record theirs
            stale = []
            for path, (cap, level) in list(self.fitted.items()):
                game = self._table(path)
                least = self._least_room(game)
                most = self._most_level(game, level[1]) if level else None
                if (least, most) != (cap, level[0] if level else None):
                    stale.append(path)
            if not stale:
                return
            for path in stale:
                self.lines.reread(path)
