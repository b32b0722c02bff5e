"""At a Super Flush, each base you may give named over it as its Give button in the tray names it ("Base 2"),
lit as a freed hidden card is: the buttons did not point at the bases (review 57)."""

from ...ui import theme


def give_tags(board, t, rects, peek, foot):
    """Tag the bases the composer offers to give (its buttons "give:N"), `rects` your base tops, a hidden card
    showing `peek` px over each, the words' foot at `foot` (paint_seats.plate_lines: where "you may turn it up"
    goes)."""
    if board.composer is None or not board.session.my_turn():
        return
    gives = [int(b.id[5:]) for b in board.composer_buttons() if b.id.startswith("give:")]
    for i in gives:
        if i >= len(rects):
            continue
        r = rects[i].move(0, -peek).union(rects[i])
        t.panel(r.inflate(t.px(10), t.px(10)), theme.GOLD, 120, 10)
        t.label(f"Base {i + 1}", (r.centerx, foot), 12, theme.GOLD, bold=True, anchor="midbottom",
                max_width=r.w + t.px(10))
