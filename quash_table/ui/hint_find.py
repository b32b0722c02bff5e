"""Where a hint's move lies on the table now: the ids of its piece, target or button (a composer's next step), or,
where the composer names no step, the movable cards and the target the action names. No state of its own."""


def step_marks(board, step):
    """(piece, target, button) ids on this table for a composer's next step (each None where the table holds none)."""
    t = board.table
    if step[0] == "drop":
        piece = next((p.id for p in t.pieces if p.key == step[1]), None)
        target = next((x.id for x in t.targets if x.key == step[2]), None)
        return piece, target, None
    return None, None, next((b.id for b in t.buttons if b.press == step[1]), None)


def unfound(h, step):
    """Did the hint record `h` find nothing of its `step` on the table it was shown on? (shown while the table still
    told the move before: QUASH's tie being scored, whose hand cannot be picked yet and whose mat has no target)"""
    return h.button is None and (h.piece is None or (step[0] == "drop" and h.target is None))


def guess(board, action):
    """When the composer names no step on this table: the movable cards the action names ("card",
    "cards") and a target named after one of its fields ("spot": 4 -> target "spot:4")."""
    names = []
    if isinstance(action.get("card"), str):
        names.append(action["card"])
    if isinstance(action.get("cards"), list):
        names += [c for c in action["cards"] if isinstance(c, str)]
    marks = []
    pieces = [p for p in board.drag.movable() if p.code is not None]
    for code in names:
        p = next((p for p in pieces if p.code == code and p.id not in marks), None)
        if p is not None:
            marks.append(p.id)
    for k, v in action.items():
        if k != "type" and isinstance(v, (str, int)) and f"{k}:{v}" in board.table.target_by_id:
            marks.append(f"{k}:{v}")
            break
    return marks
