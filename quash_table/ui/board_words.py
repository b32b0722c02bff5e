"""What the kit's board says in its own words (no pygame): where no hand is shown, and why a drop made out
of turn is refused. Boards may say it better (BoardScene.nobody_here_text)."""


def nobody_here(session, read_only, told=False):
    """The words where the hand of the seat at the screen would be when no seat's view is on screen
    (ui/privacy.py says when): bots only at the table, a pass-and-play hand covered between turns, or a
    replay. `told`: the table is still showing steps (the last round's scoring), so the game's end is not
    said yet (review 17: "The game is over" under "Scoring spot 1" gave the result away)."""
    s = session
    if read_only:
        if s.face_up:
            return "Every hand is face up, beside the moves"
        # a round's result may lay the round's cards open, as at the table: "hidden" would contradict it
        return "The round is over" if s.showing_result() else "Hands stay hidden in this replay"
    if s.pass_and_play:
        if s.match.over and not told:
            return "The game is over"
        # under a round's result the table may lay the round's cards open: "hidden" would contradict it
        return "The round is over" if s.showing_result() else "Hands are hidden until it is your turn"
    return "Watching the bots play"


def not_your_turn(session):
    """Why the person at the screen may not move now."""
    s = session
    if s.over:
        return "The game is over."
    if s.match.to_move == s.screen_seat:        # yours, once the table has shown what happened
        return "A moment: the last move is still being shown (Space skips it)."
    return f"Wait: it is {s.possessive(s.match.to_move)} turn."


def match_position(match):
    """What a message about the position is about: it goes once a move is made or taken back."""
    return len(match.actions), match.undos
