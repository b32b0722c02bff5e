"""The hinted place kept in sight while a piece is held (every board; NumberQuash, review 47b): the held dice chip
and the words over it (refusal_tip.py) covered the cell the hint marked, and the player lost sight of where to
drop. The words over a held piece go where they leave the hinted places clear, and a board that places its held
piece itself (NumberQuash's chip beside the pointer, layout.chip_in_hand) keeps them clear too."""


def hinted_places(board, but=None):
    """{id: light rect} of the places the hint shown marks (none while no hint shows, or it is put away), but
    the place `but` (the one aimed at: its own words stand by it)."""
    h = board.hints.layout()
    if h is None:
        return {}
    marks = set(h["marks"])
    return {t.id: t.light for t in board.table.targets if t.id in marks and t.id != but}
