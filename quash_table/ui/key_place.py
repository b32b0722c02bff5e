"""Where Enter puts a piece lifted with the keyboard (one rule for every board).

Enter plays only a place the person chose (Up / Down, 1-9, a click) or one nobody needs to choose: the
hinted place of the hinted piece, or a piece's only lit place. Otherwise Enter plays nothing and says
which keys choose the place. With nothing lifted, Enter takes the hint's step (its piece onto its
target, or its button), and Tab lands on the hinted piece first.
"""

# the mark each arrow key's place shows (Target.arrow), to name a digit with the place it picks
ARROW_MARKS = {"up": "\u25b2", "down": "\u25bc"}


def preset_target(board, piece, lit):
    """The target Enter plays `piece` on before the person chose one: the hint's target when the hint
    names this piece, else its only lit target, else None."""
    step = board.hints.step()
    if step is not None and step["piece"] == piece.id and step["target"] in lit:
        return step["target"]
    return lit[0] if len(lit) == 1 else None


def hinted_first(board, order):
    """The index in Tab's `order` ([("piece" | "button", id)]) of the hinted piece or button, or None."""
    step = board.hints.step()
    if step is None:
        return None
    for want in (("piece", step["piece"]), ("button", step["button"])):
        if want[1] is not None and want in order:
            return order.index(want)
    return None


def choose_words(board, lit):
    """What Enter says when the lifted piece has several places and none is chosen yet."""
    targets = [board.table.target_by_id[t] for t in lit if t in board.table.target_by_id]
    kinds = {t.kind for t in targets}
    noun = kinds.pop() if len(kinds) == 1 and None not in kinds and "target" not in kinds else "place"
    if not targets:
        return "That has nowhere to go now."
    if any(t.arrow for t in board.table.targets):
        # and the digits the board gives its arrowed places (The Game: 1 is ▲, 2 is ▼), named with them: the
        # words named the arrows only, though the Keys page and the lifted card's prompt say 1 and 2 (review 45c)
        numbered = [(n, board.table.target_by_id.get(board.numbered_target(n, lit))) for n in range(1, 10)]
        marks = [f"{n} ({ARROW_MARKS[t.arrow]})" for n, t in numbered if t is not None and t.arrow in ARROW_MARKS]
        keys = ", ".join(marks) + " or Up / Down" if marks else "Up or Down"
    elif any(board.numbered_target(n, lit) is not None for n in range(1, 10)):   # the board numbers them
        keys = "A number key (1\u20139)"
    else:
        keys = f"1\u2013{len(targets)} or Up / Down" if len(targets) > 1 else "1"
    return f"{keys} picks the {noun} (or click it), then Enter plays."


def enter_hint(board):
    """Enter with nothing lifted: take the hinted step (its piece onto its target, or press its button).
    False when no hint is shown or its step is not on this table."""
    step = board.hints.step()
    if step is None:
        return False
    t = board.table
    piece = t.piece_by_id.get(step["piece"]) if step["piece"] else None
    target = t.target_by_id.get(step["target"]) if step["target"] else None
    if piece is not None and target is not None:
        board.drag._drop(piece, target, spring=False)
        # a drop that only waits on a press to confirm it (QUASH's tiebreaker card on the mat, "Lay it"): that too,
        # as Enter plays a hinted placement whole (session 58: a second Enter was needed, unlike every other hint)
        h, c = board.hints.showing(), board.composer
        if h is not None and c is not None and c.confirm_only(h.action):
            enter_hint(board)
        return True
    button = next((b for b in t.buttons if b.id == step["button"] and b.enabled), None)
    if button is not None:
        board.input.activate(button)
        return True
    return False


def enter_lifted_hint(board, piece):
    """Enter on a lifted `piece` where Enter finishes the move (drag.enter_finishes: Flush's Declare): where the
    hint's next step moves this piece, that step is taken (True), as Enter with nothing lifted takes it; else False
    (the main button is pressed). The walk lifted the hint's second card after Enter staged its first, and the next
    Enter declared the first alone (review 61v: "lay two 7s", revv_76-79)."""
    step = board.hints.step()
    return step is not None and step["piece"] == piece.id and enter_hint(board)
