"""NumberQuash's prompt between your plate and the tray: what to do now, from the view, the composer and
whose turn it is (no pygame)."""

from .views import rolls_again_for_a_double


def third_double(board):
    """Are the dice on the table a third double, which costs the roller's next turn (the rules' event)?"""
    return any(e.get("kind") == "dice_rolled" and e.get("third_double")
               for e in board.game.events(board.session.match.state, None))


def prompt_words(board, view):
    """The board's few words between your plate and the tray (room for about 32 characters at 1024x640)."""
    c = board.composer
    if not board.session.match.actions and view["to_move"] is not None:      # the first screen
        starter = view["to_move"]
        if board.session.my_turn():     # the person at the screen, named as the header names them
            # (session.is_you): at a shared screen "Ann, you start", under "Ann, your turn" (review 19b, 29.png)
            who = "You" if board.session.is_you(starter) else f"{board.short(starter)}, you"
            return f"{who} start: Roll the dice (R)"
        if not view["opening"]:         # no opening rolls: the options set the order (words.opening_verdict)
            return f"{board.short(starter)} starts: the order was set"
        rerolled = sum(1 for rnd in view["opening"] for r in rnd if r[0] == starter) > 1
        return f"{board.short(starter)} starts: " + ("won the re-roll" if rerolled else "highest roll")
    if c is None or not board.session.my_turn() or board.tray.landing:     # (the total once the dice land)
        return ""
    offered = {b.id for b in c.buttons()}
    phase = view["phase"]
    if phase == "before_roll":
        if c.stealing() is not None:     # optional until a quasher is taken (then Roll waits for it)
            return "12: finish the steal, or Put back" if c.steals else "Steal from each (12), or Roll (R)"
        if c.ix.steal11:
            return "Steal a quasher, or Roll (R)"
        if "free" in offered or any(b.startswith("block:") for b in offered):
            return "Spend a bonus, or Roll (R)"
        return "Your turn: Roll the dice (R)"
    if phase == "roll_again":
        if view["free_roll"] == "now":
            return "Your free roll: Roll (R)"
        if rolls_again_for_a_double(view):
            return "Doubles: roll again (R)"
        if view["free_roll"] == "pending":      # the 10 just spent: nothing else said a roll was owed
            return "Roll (R), then your free roll"
        return "Now roll the dice (R)"
    a, b = view["dice"]
    if third_double(board):
        # said as a double's "roll again" is: the roll is used, no more come, and the next turn goes (only
        # the log and the plate's counter said it, review 28)
        if "bank" in offered and not view["fallback"]:
            return f"3rd double: cover or bank {a + b}, lose a turn"
        if not view["fallback"] and "end" not in offered:
            return f"3rd double: cover {a + b}, then lose a turn"
    if "end" in offered:
        return "Nothing fits: End (E) or Bank (B)" if "bank" in offered else f"Nothing fits {a} and {b}: End turn (E)"
    if view["fallback"]:
        if "bank" in offered:
            return f"{a + b} won't fit: a die, or Bank (B)"
        return f"{a + b} won't fit: use one die ({c.target_words()})"
    if c.picks:
        left = a + b - sum(cell[2] for cell in c.picked())
        return f"{left} more: the ringed cells fit" if left else "Cover these (Enter) or Clear (\u232b)"
    if "bank" in offered:
        return f"Cover {a + b}, or Bank it (B)"
    return f"Cover {a + b}: drag dice or click cells"
