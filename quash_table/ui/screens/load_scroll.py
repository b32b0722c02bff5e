"""Load's list scrolled to a row (`LoadScroll`, a mixin of `LoadScene`, split from load.py): a list built again
starts at its top, so the chosen save's row is brought back into view."""


class LoadScroll:
    """The scroll of a `LoadScene`'s list (it holds `widgets`, `lines`, `_items`, `chosen_path`)."""

    def _scroll_to(self, path):
        """The list built again starts at its top: scrolled back to the game's row, its copies under it, by whole
        rows, from its group's heading where all of them fit (a list scrolled to a fraction short of the row
        showed the heading over it cut in half, review 38)."""
        lst = self.widgets.get("saves")
        bar = getattr(lst, "scroll_bar", None)
        paths = [f for _, _, f in self._items()]       # the groups' headings among them
        if bar is None or path not in paths:
            return
        shown = max(1, lst.list_and_scroll_bar_container.rect.height // lst.list_item_height)
        at = paths.index(path)
        heading = max((i for i in range(at + 1) if paths[i] is None), default=at)
        end = at + len(self.lines.older(path)) if path in self.lines.opened else at
        start = heading if end - heading < shown else at
        start = max(0, min(start, len(paths) - shown))
        bar.set_scroll_from_start_percentage(start / len(paths))
        lst.update(0)

    def _keep_chosen_in_view(self):
        """The chosen save's row in view where the list built again (back from a replay, review 61w) would
        start with it out of sight under the rows shown: "View result" lit with no row chosen in sight. Only once
        a replay opened from here closed (`back_to_chosen`): the first draw keeps to the top rows it reads."""
        if not getattr(self, "back_to_chosen", False) or self.app.top is not self:
            return
        self.back_to_chosen = False
        lst = self.widgets.get("saves")
        chosen = self.chosen_path()
        paths = [f for _, _, f in self._items()]
        if lst is None or chosen is None or chosen not in paths:
            return
        shown = max(1, lst.list_and_scroll_bar_container.rect.height // lst.list_item_height)
        if paths.index(chosen) >= shown:
            self._scroll_to(chosen)
