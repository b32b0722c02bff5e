"""The shape of a game's own Load row forms (no pygame): RowForms, its forms in groups that say as much as
each other, read by the Load list (ui/row_forms.under_titles)."""


class RowForms(list):
    """A game's own Load row forms ([[where, words], ..., [where]], longest first: Game.unfinished_row_forms,
    finished_row_forms) made of groups (`tiers`, each group's length): the forms of a group say as much as
    each other in fewer words ("cells covered" said "cells"), the next group says less (who leads without
    the counts behind). A row tries a group under each of the game's titles, the options said, then fewer,
    before the next group: a narrow row names the game shorter before it drops a count (session 24: a
    2-seat NumberQuash row dropped the count behind the leader under a title it could have shortened).
    A form already in an earlier group is left out; an empty group too."""

    def __init__(self, *groups):
        super().__init__()
        self.tiers = []
        for group in groups:
            new = []
            for form in group:
                if form not in self and form not in new:
                    new.append(form)
            if new:
                self.extend(new)
                self.tiers.append(len(new))
