"""The Load list's rows, read a page at once and the rest a slice a frame (no pygame).

A line needs the save's header, and reading a thousand headers took most of the Load screen's first
draw. The files are listed newest first; the first PAGE lines (all a window shows, and more) are read at
once, every other row says the file's name until its line is read on the next frames, a few
milliseconds a frame. Two rows never read the same (a repeated line starts with its file's name), and a row's
text depends only on the rows above it, so the rows on screen keep their texts when the rest come in.

Copies the app kept of one game (autosaved when another game took Continue over, kept for a finished game's
replay) are one row, its newest, which says how many older copies it has (`group_of` names each file's
game); `toggle(path)` opens a row's group, its older copies listed under it, and closes it again. No file
is ever hidden for good: every copy is a click away. A save the player made (`prefer`) is never folded: it
is always a row of its own.

A copy the app kept (`prefer` false) of the very position a save the player made holds (`same_of`: the same
game and the same moves) is no row of its own nor an older copy: it folds into that save's row (the newest
such save's), which `twin_line(path, n)` says for both (Load listed one finished game twice, review 16).
"""

import time
from pathlib import Path

PAGE = 50                   # lines read before the first draw
SLICE_SECONDS = 0.005       # reading the rest, per frame


def waiting_line(path):
    return f"{Path(path).name} \u00b7 reading\u2026"


OLDER_MARK = "\u21b3 "       # an older copy's line, listed under its game's row


def older_words(n):
    return f"{n} older cop{'y' if n == 1 else 'ies'}"


class SaveRows:
    """`line_of(path)`: the list's line for a save (never raises); `fit(text)`: the line as it fits the
    list's width; `group_of(path)`: the game a save is a point of (None: a row of its own), asked once its
    line is read; `head_line(path, n)`: the line of a game's newest save with `n` older copies (by default
    the line and "· n older copies"); `age(path)`: how new a file is (the newest of a game is its row; by
    default the first in `files`); `last(path)`: a row listed after every other (a file that will not load:
    its red line topped the list when it was the newest file)."""

    def __init__(self, files, line_of, fit=lambda text: text, page=PAGE, group_of=None, head_line=None, age=None,
                 last=None, section=None, same_of=None, prefer=None, twin_line=None, first=None, lead_fits=False,
                 apart=None, apart_end=False, own_row=None, look=None):
        self.files = list(files)
        # `look()`: a token that stays the same object while nothing outside changes the rows (the Load screen's
        # one look at the folder: ui/folder_look.current), None where anything may have; within one, `groups()`
        # and `rows()` are made once a change of the rows' own (a line read, a row opened): the frame that read
        # the last of 1,000 lines made them eight times over, 430 ms (issue 22, session 56)
        self.look = look or (lambda: None)
        self._changes = 0            # lines read or read again, rows opened or closed
        self._made = {}              # "groups"/"rows" -> (look, changes, value)
        # `own_row(path)`: a copy the app kept that a later save of its game never folds (the game Continue
        # holds: folded, "Continue" had no row to be found by, review 38)
        self.own_row = own_row or (lambda path: False)
        # `apart(paths)`: {path: words in front of its row} for rows that would read alike (save_apart: when
        # each was saved, which is a copy); by default each file's name
        self.apart = apart or (lambda paths: {p: Path(p).stem for p in paths[1:]})
        # `apart_end`: those words go to the row's end, the line functions taking `apart=` (with lead_fits),
        # not in front of it, where they took the room of the game's own words (review 36c)
        self.apart_end = apart_end and lead_fits
        # `lead_fits`: line_of, head_line and twin_line take `lead=`, words put in front of the row (a file's
        # name, an older copy's mark) and fitted with it: put in front of a row already fitted, they cut its
        # date ("\u00b7 30\u2026", session 20)
        self.lead_fits = lead_fits
        self.line_of, self.fit = line_of, fit
        self.group_of = group_of or (lambda path: None)
        self.head_line = head_line or (lambda path, n: self.fit(f"{self.line_of(path)} \u00b7 {older_words(n)}"))
        self.age = age
        # the rows' sections, in order (a file that does not load last)
        self.section = section or (lambda path: int(bool(last and last(path))))
        self.opened = set()          # the games whose older copies are listed
        self.same_of = same_of or (lambda path: None)
        self.prefer = prefer or (lambda path: 0)
        self.twin_line = twin_line
        self.twins = {}              # a row's file -> the other files holding its position (groups())
        # which file of a group is its row before any newer one (a finished game before the earlier saves
        # of it: the row says how the game ended)
        self.first = first or (lambda path: 0)
        self.head_of = {}            # an older copy -> its group's row (rows())
        self._lines = [None] * len(self.files)
        self._next = 0
        self.read(count=page)

    @property
    def done(self):
        return self._next >= len(self.files)

    def read(self, count=None, seconds=SLICE_SECONDS):
        """Read the next `count` lines (or for `seconds`, at least one); True once every line is read."""
        end = time.perf_counter() + seconds
        stop = len(self.files) if count is None else min(len(self.files), self._next + count)
        while self._next < stop:
            self._lines[self._next] = self.fit(self.line_of(self.files[self._next]))
            self._next += 1
            self._changes += 1
            if count is None and time.perf_counter() >= end:
                break
        return self.done

    def reread(self, path):
        """Read `path`'s line again (a save found damaged when opened)."""
        for i, f in enumerate(self.files):
            if f == path and self._lines[i] is not None:
                self._lines[i] = self.fit(self.line_of(f))
                self._changes += 1

    def _once_a_change(self, name, make):
        """`make()` as made last within this look with no change of the rows' since, else made now."""
        look = self.look()
        got = self._made.get(name)
        if look is not None and got is not None and got[0] is look and got[1] == self._changes:
            return got[2]
        value = make()
        self._made[name] = (look, self._changes, value)
        return value

    def groups(self):
        """See `_groups` (made once a change within a look)."""
        return self._once_a_change("groups", self._groups)

    def _groups(self):
        """[(path of the row, [its older copies, newest first])] in the list's order: the files of one game
        (group_of) as one row, its newest (age), placed where that file comes in `files`. A save the player
        made (`prefer`) is never an older copy: it is a row of its own, whatever its game (folded under a
        finished game's row, a save made mid-game was lost to a new player, note 18), and the copies the app
        kept of its very position are that row's (`twins`)."""
        self.twins = self._twins()
        twinned = {f for same in self.twins.values() for f in same}
        members, order = {}, []
        for i, (line, f) in enumerate(zip(self._lines, self.files)):
            if f in twinned:
                continue
            key = self.group_of(f) if line is not None and not self.prefer(f) else None
            if key is None:     # a row of its own, but for the files holding its very position
                where = self.same_of(f) if line is not None else None
                key = ("file", i) if where is None or self.prefer(f) else ("position", where)
            if key not in members:
                members[key] = []
                order.append(key)
            members[key].append(i)
        heads = {}
        for key in order:
            got = members[key]
            head = got[0] if self.age is None else max(got, key=lambda i: (self.first(self.files[i]), self._age(i), -i))
            heads[head] = [i for i in got if i != head]
        self._fold_under_later_saves(heads, members)
        for head, got in heads.items():
            heads[head] = [self.files[i] for i in sorted(got, key=lambda i: (-self._age(i) if self.age else 0, i))]
        # each section strictly newest first by its rows' own dates (`files` lists the finished games
        # kept for replays after the rest, by name: a "later finished" save from 15:04 sat above a
        # finished game of 15:11, review 15)
        # (a row not read yet below the rows read in its section: dated by its file's time, later than the date
        # a read row says for a save copied into the folder, it put "reading…" rows over the first page's, the
        # rows a window shows, session 61)
        def order(i):
            return (self.section(self.files[i]), self._lines[i] is None, -self._age(i) if self.age else 0, i)
        groups = [(self.files[i], heads[i]) for i in sorted(heads, key=order)]
        self.head_of = {c: head for head, copies in groups for c in copies}
        return groups

    def _fold_under_later_saves(self, heads, members):
        """The copies the app kept of a game (autosaved) that a save the player made later of the same game
        (`group_of`, in the same section) outdates are that save's older copies, under the newest such save's
        row: listed beside it, the autosave of a game saved since read as its latest point, not marked older
        (review 36c). The game Continue holds (`own_row`) stays a row of its own: folded, the game the menu's
        Continue plays on was hidden behind "Show older copies" (review 38). {head: [its copies' indices]}
        `heads` changed in place."""
        if self.age is None:
            return
        later = {}          # a game -> its newest save the player made: (its age, its index)
        for i, (line, f) in enumerate(zip(self._lines, self.files)):
            if line is not None and self.prefer(f) and i in heads:
                game = self.group_of(f)
                if game is not None and (game not in later or self._age(i) > later[game][0]):
                    later[game] = (self._age(i), i)
        for key, got in members.items():
            head = next((i for i in got if i in heads), None)
            if head is None or key not in later or self.prefer(self.files[head]) or self.own_row(self.files[head]):
                continue
            age, save = later[key]
            if save != head and all(self._age(i) < age for i in got) \
                    and self.section(self.files[save]) == self.section(self.files[head]):
                heads[save] = heads[save] + [head] + heads.pop(head)

    def _twins(self):
        """{a save the player made (`prefer`): the copies the app kept (`prefer` false) of its very position
        (same_of)}, by the newest such save, for every position a save the player made holds."""
        by_position = {}
        for i, (line, f) in enumerate(zip(self._lines, self.files)):
            where = self.same_of(f) if line is not None else None
            if where is not None:
                by_position.setdefault(where, []).append(i)
        twins = {}
        for same in by_position.values():
            owners = [i for i in same if self.prefer(self.files[i])]
            kept = [i for i in same if i not in owners]
            if owners and kept:
                best = max(owners, key=lambda i: (self.age(self.files[i]) if self.age else 0, -i))
                twins[self.files[best]] = [self.files[i] for i in kept]
        return twins

    def _age(self, i):
        """How new an entry is: its newest file's age (a twin written later counts)."""
        f = self.files[i]
        return max(self.age(g) for g in [f] + self.twins.get(f, []))

    def older(self, path):
        """The older copies of the game whose row is `path` ([] for none, or for a row that is a copy)."""
        return next((copies for head, copies in self.groups() if head == path), [])

    def row_of(self, path):
        """The row `path` is listed under: its own, or its game's newest save's."""
        groups = self.groups()
        path = next((f for f, same in self.twins.items() if path in same), path)
        return next((head for head, copies in groups if head == path or path in copies), path)

    def toggle(self, path):
        """Open (or close) the older copies of the game whose row is, or lists, `path`; True when open."""
        head = self.row_of(path)
        if head in self.opened:
            self.opened.discard(head)
            self._changes += 1
            return False
        if self.older(head):
            self.opened.add(head)
            self._changes += 1
            return True
        return False

    def _led(self, make, lead, *args, apart=""):
        """The row `make(*args)` makes with `lead` in front, fitted with it (`lead_fits`) or in front of it;
        `apart`: the words telling it from a row that reads alike, in its end (`apart_end`)."""
        if not lead and not apart:
            return make(*args)
        if self.lead_fits:
            return make(*args, lead=lead, **({"apart": apart} if apart else {}))
        return self.fit(lead + make(*args))

    def rows(self):
        """See `_rows` (made once a change within a look)."""
        return list(self._once_a_change("rows", self._rows))

    def _rows(self):
        """[(text, path)] newest first, each text its own: a row a game, and the older copies of an opened
        game under its row."""
        lines = dict(zip(self.files, self._lines))

        def made(f, n=0, lead="", apart=""):
            """The row of `f` (with `n` older copies), `lead` in front of it, `apart` in its end."""
            if lines[f] is None:
                return self.fit(lead + waiting_line(f))
            if f in self.twins and self.twin_line is not None:
                return self._led(self.twin_line, lead, f, n, apart=apart)
            if n:
                return self._led(self.head_line, lead, f, n, apart=apart)
            return lines[f] if not lead and not apart else self._led(self.line_of, lead, f, apart=apart)
        listed = []
        for head, copies in self.groups():
            listed.append((head, len(copies), ""))
            if copies and head in self.opened:
                # a copy of the very position its row shows is told by its file's name
                listed += [(f, 0, OLDER_MARK + (f"{Path(f).stem} \u00b7 " if lines[f] == lines[head] else ""))
                           for f in copies]
        texts = [made(f, n, lead) for f, n, lead in listed]
        alike = {}
        for text, (f, _, _) in zip(texts, listed):
            alike.setdefault(text, []).append(f)
        # two saves of one position: each row says what tells it apart, asked once a group (asked once a row,
        # every save's header was read once a row: 1,000 saves took 112 s, session 52)
        told = {text: self.apart(files) for text, files in alike.items() if len(files) > 1}
        out, seen = [], set()
        for text, (f, n, lead) in zip(texts, listed):
            if text in told:
                words = told[text].get(f, "")
                if words:
                    text = made(f, n, lead, words) if self.apart_end else made(f, n, lead + f"{words} \u00b7 ")
            while text in seen:
                text += " "          # and two identical lines still name their own files
            seen.add(text)
            out.append((text, f))
        return out
