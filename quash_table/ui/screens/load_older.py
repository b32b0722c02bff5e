"""Load's "Show 2 older copies" button (`LoadOlder`, a mixin of `LoadScene`, split from load.py): the older saves
the app kept of the chosen game, listed under its row or folded away into it."""

from ..save_rows import older_words


class LoadOlder:
    """The older copies button of a `LoadScene` (it holds `lines`, `rows`, `widgets`, `path_text`)."""

    def _older_words(self):
        """(button text, tooltip, enabled) for the chosen game's older copies."""
        chosen = self.chosen_path()
        head = self.lines.row_of(chosen) if chosen is not None else None
        copies = self.lines.older(head) if head is not None else []
        if head in self.lines.opened:
            return "Hide older copies", "Fold the older saves of this game back into its row (Left)", True
        return ((f"Show {older_words(len(copies))}" if copies else "No older copies"),
                "List the older saves of this game under its row (Right)", bool(copies))

    def _older_button(self, manager, rect):
        """"Show 2 older copies" under a game listed with older saves (chosen in the list), "Hide older
        copies" once they are listed; not shown for a game saved once."""
        text, tip, on = self._older_words()
        el = self.button(manager, "older", text, rect, self.toggle_older, enabled=on, tooltip=tip)
        if not on:
            el.hide()       # a greyed "No older copies" stood there for every game saved once (review 22, 126)

    def _show_older_button(self):
        """The older copies button speaks of the game chosen now (changed in place: the list keeps its
        scroll)."""
        el = self.widgets.get("older")
        if el is None:
            return
        text, tip, on = self._older_words()
        if el.text != text:
            el.set_text(text)
        el.tool_tip_text = tip
        if on and not el.is_enabled:
            el.enable()
            el.show()
        elif not on and el.is_enabled:
            el.disable()
            el.hide()

    def toggle_older(self):
        """List (or fold away) the older saves of the chosen game; a copy chosen when they fold away gives
        its place to its game's row."""
        chosen = self.chosen_path()
        if chosen is None:
            return
        head = self.lines.row_of(chosen)
        if not self.lines.toggle(chosen) and chosen != head:
            self.path_text = str(head)
        self.rows = self._listed()
        self.rebuild()
        self._scroll_to(head)
