"""What the kit's board says in its own words (no pygame): where no hand is shown, and why a drop made out
of turn is refused. Boards may say it better (BoardScene.nobody_here_text). And how long a message lives."""

MESSAGE_SECONDS = 4.5      # how long a message lives unless it is given its own time
# seconds a short message (a refusal, a greyed button's reason, Undo's confirmation) may stand over the
# prompt: long enough to read, then what to do now comes back (Flush's refusal hid "Declare, or add more
# cards" for 4.5 s, review 20)
PROMPT_HIDDEN_SECONDS = 3.5
# Undo's confirmation
UNDONE_WORDS = "Your last move was taken back."
# and with the first undo in a game, what the statistics do with such a game (engine/stats: counted in the Undone
# column, a win still a win); "this game will be marked in the statistics" said nothing a player could weigh
# (session 20), and "will count this game as undone (a win still counts as a win)" puzzled two new players
# (session 21). Said after every undo, it was a large message each time, for news told once (issue 23). "Their
# Undone column" read as a mark against the player (three new players, session 49): said plainly, no brand
UNDONE_STATS_WORDS = "The game still counts in Statistics as any other."


def undone_words(session):
    """Undo's confirmation where the game has no words of its own (BoardHooks.undo_words): the first undo in the
    game also says what the statistics do with it (`session.undo_stats_told` then records it said), later ones
    only that the move went back."""
    if session.undo_stats_told:
        return UNDONE_WORDS
    session.undo_stats_told = True
    return f"{UNDONE_WORDS} {UNDONE_STATS_WORDS}"

# why Hint, Undo and Save are greyed once the game is over but its end is not on the table yet: the result is
# not given away before the table shows it (session 24: "The game is over" over QUASH's last tiebreaker)
END_NOT_SHOWN = "Wait: the table is still showing the last moves"


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


# the greyed Hint's reason, and what H says, once every person here is out while the bots play on: no turn of
# theirs comes, and "Wait: the hint comes when your turn does" promised one (review 58u, NumberQuash); said plainly,
# with the way on (session 59: "out of the game" of a player Quashed first read as a loss, and F went unsaid)
OUT_HINT_WORDS = "You are done: no turn of yours is left to hint. F lets the bots finish the game"
OUT_FINISHING_HINT_WORDS = "You are done: no turn of yours is left to hint; the bots are finishing the game"

# said for a Hint asked while a bot plays, and by the greyed Hint's tooltip then: kept for the turn
# (hints.HintOverlay.show; it did nothing and said nothing, session 26)
HINT_KEPT_WORDS = "Wait: the hint comes when your turn does."


def hint_kept_words(session):
    """What a Hint asked while a bot plays says at once, in the hint's place (and the greyed Hint's reason):
    at two seats the bot whose move comes first, "Hint after Bot 2's move…" (session 31: a new player read
    the general words as H unheard); where more turns may come before yours, HINT_KEPT_WORDS."""
    d = session.director
    if d is not None and d.result_coming():
        # the round is being scored on the table: "Hint after Bot 2's move…" was said with no move of Bot 2's to
        # come before the result (QUASH, review 39)
        return RESULT_COMING_WORDS
    m = session.match
    if len(m.seats) != 2 or m.to_move is None or m.to_move == session.screen_seat:
        return HINT_KEPT_WORDS
    return f"Hint after {session.short_name(m.to_move)}'s move\u2026"


WHY_KEY = "H"           # the key that shows a short hint's full reason (Board.hint: H again)
# the full reason without its move, where the whole has no place (shown_forms), in the hint's voice (review 33)
WHY_WORD = "Hint, why"


def step_hint_forms(left, reason, named, move=""):
    """(short forms, full reason's forms) of the hint's words for what is left of a move built in steps, `left`
    ("now drop your 8♣ on the 5♦ on spot 3, moving it on"), with why that step where the board says (`reason`, a
    Reason with its short form, or None; QUASH's step_reason): "Hint: now drop … — it beats their 7 there (H:
    why)", H the whole reason. `named(text)`: the words with the players' names as the table says them. Followed
    step by step, the hint said the step alone, and H nothing more (session 53; review 52a: "mid-swap H never
    explains the chain's purpose"). `move`: the move's name, for a board whose why names it ('Hint, why “lay two
    1s”: …', Board.why_names_move; review 61v: over a full tray the why named no move)."""
    said = f"Hint: {named(left)}"
    if not reason:
        return [said], [said]
    gist, whole = getattr(reason, "short", None), named(reason)
    gist = named(gist) if gist else None
    short = f"{said} \u2014 {gist} ({WHY_KEY}: why)" if gist and gist != whole else f"{said} \u2014 {whole}"
    return (hint_forms(short, f"{said} ({WHY_KEY}: why)"),
            hint_forms(f"{said} \u2014 {whole}", f"{WHY_WORD} \u201c{named(move)}\u201d: {whole}" if move else f"{WHY_WORD}: {whole}"))


def hint_forms(*forms):
    """A hint's short words in fewer and fewer words: each of `forms` (fullest first) shorter than the one kept
    before it, empty ones left out (the forms a board's message place chooses among by its room)."""
    out = []
    for f in forms:
        if f and (not out or len(f) < len(out[-1])):
            out.append(f)
    return out


# the greyed Hint's reason while a round's result waits for Next (HINT_KEPT_WORDS said the turn was coming, where
# the result waits for the person: session 28, Quadruple War at a hand's result)
RESULT_HINT_WORDS = "The result is showing: after Next, the hint comes on your turn."
RESULT_COMING_WORDS = "The round is being scored: the hint comes on your turn after its result."


# said after "Wait: it is Bot 2's turn." when the click on your card is kept for your turn (ui/early_click.py):
# the same words once meant a click kept and a click lost (session 26)
KEPT_CLICK_WORDS = "Your card lifts when your turn comes."


# said instead when a stack was clicked for the kept card: the card stays kept, the move is never made for them
LAY_LATER_WORDS = "Your card lifts when your turn comes: lay it then."


def not_your_turn(session, kept=False, lay_later=False):
    """Why the person at the screen may not move now; `kept`: the click on their card is kept for their
    turn, and the words say so; `lay_later`: a place for it was clicked too, and is not taken for them."""
    s = session
    if s.over:
        return "The game is over."
    tail = f" {LAY_LATER_WORDS if lay_later else KEPT_CLICK_WORDS}" if kept else ""
    if s.match.to_move == s.screen_seat:        # yours, once the table has shown what happened
        return "A moment: the last move is still being shown (Space skips it)." + tail
    return f"Wait: it is {s.possessive(s.match.to_move)} turn." + tail


def match_position(match):
    """What a message about the position is about: it goes once a move is made or taken back."""
    return len(match.actions), match.undos


def message_short(kind, seconds, aside):
    """Is a message of `kind` shown for `seconds` (`aside`: news aside) a short one about the person's last
    action (a refusal, a reason, a confirmation: MESSAGE_SECONDS or less)? It goes at their next action
    (a click or a key) and stands over the prompt PROMPT_HIDDEN_SECONDS at most; hints (asked for, they say
    what to do), notices (given longer) and news aside are not about the last action and keep their time."""
    return kind != "hint" and not aside and seconds <= MESSAGE_SECONDS


def refusal_stands(kind, short):
    """Is the message a refusal's reason (or a greyed button's), which stands until the person's next click or
    key, over the prompt too? Timed out, it went while it was still being read and a hint's words took its
    place (NumberQuash, review 47b); it still goes once the position changes or the header tells another turn."""
    return kind == "error" and short


# seconds a refusal's reason stands through the person's next click (refusal_kept)
REFUSAL_LEAST = 1.5


def refusal_kept(kind, short, age):
    """Does a refusal's reason (refusal_stands), `age` seconds old, stay through the click that comes now? Within
    REFUSAL_LEAST it does: a person who clicks a card and then its place at once read the card's refusal for a
    third of a second, the click on the place taking it away (review 58v, Flush); a message that click makes takes
    its place anyway, and the position changed takes it away. A key still takes it at once (H's hint, a key's own
    refusal: what the person asks for now)."""
    return refusal_stands(kind, short) and age < REFUSAL_LEAST


def message_outlived(short, age, hides_prompt):
    """Has a short message stood over the prompt long enough (`age` seconds)? Then the prompt comes back."""
    return short and hides_prompt and age >= PROMPT_HIDDEN_SECONDS


def reason_said(board, btn):
    """Does the table's message say this greyed button's reason now (it was just pressed, or its key)? Then no
    tooltip says it a second time beside the button (review 20: Undo's reason twice; review 33: the replay's
    greyed "Other views" said it in the message and in its tip at once). The message records whose reason it is
    (`show_message(about=)`): no words compared."""
    message, (about, words) = board.message, board.message_about
    return message is not None and about == btn.id and message[0] == words


# L where the move log is never folded (Board.log_key_folds): the key has nothing to do, said
LOG_SHOWN_WORDS = "The moves are always shown at this size (L folds them only where the table is cramped)"
