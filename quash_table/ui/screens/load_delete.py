"""Delete on the Load screen (a mixin of LoadScene): the Delete button and the Del key ask first, in a
dialog naming the row as the list says it; only its Delete removes the files, Cancel or Esc leaves them.
It asks in the one confirm dialog (screens/confirm.py), as Let the bots finish does. A damaged file is
deleted as any other. The row's files go together: the save, a copy the app kept of its
very position ("saved & autosaved") and the older copies folded into it (their count said in the dialog),
so no copy of it takes its place in the list. The list is read again and the row that came next (else the
one before) is the choice."""

import os
from pathlib import Path

import pygame

from ..save_rows import older_words
from .confirm import ConfirmScene, Question

DELETE_TIP = "Delete the chosen save from this computer, after asking (Del)"


class LoadDelete:
    """The LoadScene's Delete: `deleting` is the path of the row asked about (None: not asking)."""

    deleting = None

    def row_files(self, path):
        """The files the row of `path` stands for: its own, its twins, its older copies while folded."""
        files = [Path(path)] + [Path(f) for f in self.lines.twins.get(path, [])]
        if path not in self.lines.opened:
            files += [Path(f) for f in self.lines.older(path)]
        return list(dict.fromkeys(files))

    def ask_delete(self):
        """Del or Delete: the dialog for the chosen row (nothing chosen, nothing asked); Cancel is its default
        (Enter right after Del cancels: a deletion is never one key)."""
        chosen = self.chosen_path()
        if chosen is None or self._chosen_row() is None:
            return
        self.deleting = chosen
        question, row, note = self.delete_words()
        ask = Question("delete", question, [("delete:row", row, None), ("delete:note", note, "#muted")],
                       keep=("Cancel", "Keep the save (Esc)"), act=("Delete", "Delete it from this computer"),
                       keep_id="cancel", wide=True)
        self.app.push(ConfirmScene(self.app, ask, self.confirm_delete, self.cancel_delete, name="delete_confirm"))

    def cancel_delete(self):
        self.deleting = None
        self.focus = "saves"
        self.rebuild()

    def delete_words(self):
        """(the question, the row as the list says it, what goes with it) for the dialog."""
        path = self.deleting
        row = self._chosen_row() or path.name
        files = self.row_files(path)
        extra = len(files) - 1
        copies = [f for f in files[1:] if f not in self.lines.twins.get(path, [])]
        twins = extra - len(copies)
        parts = ([older_words(len(copies))] if copies else []) + (
            ["the copy kept automatically of the same moment"] if twins else [])
        also = f"Its {' and '.join(parts)} go with it. " if parts else ""
        return ("Delete this save?", row.strip(), f"{also}A deleted save cannot be brought back.")

    def confirm_delete(self):
        """The row's files removed; the list read again, the next row chosen (else the one before)."""
        path, self.deleting = self.deleting, None
        if path is None:
            return
        paths = [f for _, f in self.rows]
        at = paths.index(path) if path in paths else len(paths)
        gone = self.row_files(path)
        failed = []
        for f in gone:
            try:
                os.unlink(f)
            except FileNotFoundError:
                pass
            except OSError as e:
                failed.append(f"{f.name}: {e.strerror or e}")
        self.read_list()
        left = [f for _, f in self.rows]
        after = [f for f in paths[at + 1:] if f in left] + [f for f in reversed(paths[:at]) if f in left]
        self.path_text = str(after[0]) if after else ""
        self.error = ("Could not delete " + "; ".join(failed)) if failed else ""
        self.focus = "saves" if left else None
        self.rebuild()

    def delete_key(self, event):
        """Del on the list (not while typing a path): ask; Esc in the dialog: Cancel. True when used."""
        if event.type != pygame.KEYDOWN:
            return False
        typing = "path" in self.widgets and self.widgets["path"].is_focused
        if event.key == pygame.K_DELETE and not typing:
            self.ask_delete()
            return True
        return False
