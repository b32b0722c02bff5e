"""The hooks a game's board may override, each with its default: what the kit asks a board about its table
beyond build() (ui/README.md lists them with examples). BoardScene inherits them; they read nothing of
the kit's parts, so a board's author finds every default in one place."""

import pygame

from . import hint_arrow
from .board_words import RESULT_HINT_WORDS
from .replay_bar import LINE_DROP

# what Enter with nothing lifted says on your turn, unless the board says more (enter_words)
ENTER_WORDS = "Enter plays what you lift: pick it first (a click, or Tab)"


class BoardHooks:
    # While the header tells the move before yours (a director's step, not a result), it says your turn with
    # it, "Your turn \u00b7 Bot 2 banks the roll...", as your plate says "to move" (NumberQuash; False by default)
    turn_said_while_told = False
    # A hint's arrow is a straight line or a single bend that goes on towards its target (hint_way.gentle), else one
    # straight line over what lies between (see-through over words), never a zigzag or a hook (NumberQuash: it
    # zigzagged across the 10's octagon and overshot its cell, review 60; False by default: the kit's way round)
    straight_arrow = False
    # A hint's arrow is always one straight line from its piece's edge point nearest the target's middle into it, the
    # same whatever words show (Flush: round the captions it bent across the Mimic, and its way changed when H asked
    # why, review 61v; False by default)
    arrow_line = False
    # The glow behind the places a held piece may go (drag.draw_targets_under); a board that marks them itself
    # turns it off (NumberQuash: a green wash over pink cells read as muddy olive-grey)
    target_glow = True
    # Design pixels: a finished game's face-up hands in the log column's panel are at most this tall (None:
    # replay_bar.CARD_H); a board whose hands are long sets more (Quadruple War: 26 cards between two seats)
    faceup_card_h = None
    # The end summary's key for Replay (pygame key, the letter its button's tooltip says), or None: Replay by a click
    # only. A board whose table uses R itself has none (NumberQuash's Roll: R pressed to roll as the game ended opened
    # the replay at move 0, review 60u)
    summary_replay_key = (pygame.K_r, "R")

    # Design pixels (width, height) of the end-of-game summary with a chart, each at most the table's room
    # (overlays.summary_rect), and optionally the chart's least height under the notes (chrome.CHART_ROOM: the
    # board's spare notes give way to keep it); a board whose chart is its summary's point sets more (The
    # Game: its cards still to lay, turn by turn, was a strip beside the team's table at 1024x640, session 30)
    summary_size = (680, 590)
    # Screen pixels the summary's result line, notes and the board's table are set in at least, or None (the
    # kit's: notes at chrome.NOTE_MIN_PX); a board whose loss summary is read closely sets more (The Game at
    # 1024x640: its notes in 13 pixels and its team's table in 12, session 31)
    summary_text_px = None

    # Keep only the last marking move's marks (ui/recent_marks.py; Quadruple War: the trick shows the others'
    # cards in order already, the last laid is the one to follow); False: every move since your action
    marks_latest_only = False
    # Action types of your own that leave the marks up while your turn goes on (ui/recent_marks.py;
    # NumberQuash's roll: you decide the dice with the rings in view, review 56q); (): any action of yours ends them
    marks_kept_over = ()
    # Screen pixels a mark's tag's words are set in at least (ui/recent_marks.py); a board whose tags say more
    # than "new" sets more (The Game's "new since your turn" over the cards under it, 9 px at 1024x640, review 40)
    mark_tag_px = 9
    # The hint's why alone (where its whole has no place) names the move, 'Hint, why “lay two 10s”: …', not
    # 'Hint, why: …' (Flush: the bubble dropped the move's name, review 55m)
    why_names_move = False

    def recent_marks(self, seat, action, events):
        """The objects another seat's move changed, as this table drew them, to be marked until the person at
        the screen acts again (ui/recent_marks.py): [(piece or target id, word or None)], the word ("new",
        "moved") in a small tag at the object's foot, None for a frame alone. `action` is the move as the
        rules took it, `events` what it caused as the screen's seat may know them; ids not on the table are
        left out, so nothing the viewer may not see is marked. None by default."""
        return []

    def mark_tip(self, word):
        """What a mark's tag saying `word` means, shown once the pointer rests on the tag (recent_marks.tag_tips), or
        None (the default: no tooltip)."""
        return None

    def covered_mark_words(self, marks):
        """Marked pieces all but hidden under a later piece in their zone (The Game: a bot's two cards on one
        stack in one turn) are not framed (a frame would cross the card over them); the words that say them
        on the tag of the piece over them, when that piece is marked too ("on new red 5, 3"), or None to leave
        them unsaid (the default). `marks`: [(piece id, its own mark's word)] of the pieces under that one,
        the nearest first (worded together, so a pile of them reads as one short list, not one clause each)."""
        return None

    def covered_tag(self, pid, word, said):
        """A marked piece's (`pid`) tag with the words of the marked pieces under it (`covered_mark_words`): its own
        word, then theirs, on one line by default ("new · on new red 5"); a board may put them on a second
        line ("\\n" breaks the tag: The Game's "new since your turn" over "also new, under it: ...", review 39:
        "new · on new red 4, 10, purple 4" was unclear to a new player)."""
        return f"{word} \u00b7 {said}"

    def mark_tag_spot(self, pid, w, h):
        """Where the tag of a marked piece goes, where the board has a better place than the piece's foot (The
        Game: its stack's subtitle line, as a standing request's tag; the tag covered the card's foot), as a
        rect; `w` x `h` the size the kit would give it. None (the default): at the piece's foot."""
        return None

    def draw_over_pieces(self, surface):
        """Drawing that belongs on the pieces where they are now (QUASH's scoring tags, Flush's "as 6"):
        after the pieces, under the chart, messages, pop-ups and the summary."""

    def draw_over_held(self, surface):
        """Words about the drop the held piece would make, drawn over it (QUASH's "lay 10♣ on spot 4" tag): the held
        piece is drawn over draw_over_pieces' tags and open slots (review 45a), and these must stay readable."""

    def arrow_tags(self):
        """Rects of the small tags the board draws over its pieces now (draw_over_pieces: QUASH's "drawn"
        tag, its spots' badges): a hint's arrow goes round them, as round the kit's marks' tags. None by
        default."""
        return ()

    def arrow_soft(self):
        """[(rect, cost a pixel)] of words the board draws as part of its play, not listed as text
        (NumberQuash's numbers on your cells): a hint's arrow crosses them only where no way round them is
        short enough (`hint_way.WORD_COST`, as a card's corner index), never those on its piece or target.
        None by default."""
        return ()

    def arrow_plates(self):
        """[(rect, cost a pixel)] of the plates the board plays on (NumberQuash's octagons, a few rects inside
        each): a hint's arrow crosses them at that cost, the one holding its target too, so it goes round a
        plate and into its target from outside it, not over the plate's other cells; never one under its
        piece; its head is not kept off them. None by default."""
        return ()

    def arrow_crossable(self):
        """[(rect, cost a pixel)] of parts of the table a hint's arrow goes round where its way turns at corners,
        as `t.arrow_clear`, but which a calm way (a straight line or a single bend, arrow_calm) may cross at that
        cost, the words in them read through it (Flush's tray: round it, the arrow from your hand to the pile
        turned four times, session 36). None by default."""
        return ()

    def arrow_under(self):
        """(rects of words a hint's arrow passes under, drawn back whole over it; how opaque the other words it crosses
        are laid back over it, hint_arrow.VEIL_ALPHA by default): where its way crosses them, they stay whole (Flush's
        prompt and captions, review 55m). Nothing by default."""
        return (), hint_arrow.VEIL_ALPHA

    def arrow_read_through(self):
        """Rects of panels whose words a hint's arrow goes round where its way turns at corners, but which a calm way
        (a straight line or a single bend) may cross, the words read through it, where the way round them runs
        `hint_way.LONG_WAY` times its straight line (QUASH: your own plate, review 40). None by default."""
        return ()

    def builds_again(self):
        """Will the board build the table again of itself before the move just heard is all on it (Quadruple
        War: an empty table between two hands, then the deal)? Then a table built still is not yet the move
        shown (board_moment.ShownMoment._shown_if_still). False by default."""
        return False

    def still_over_pieces(self):
        """Rects of the table's still layer (its panels and words) kept over the pieces this frame, so a
        card in flight passes under them (Quadruple War: the score pad and the plates while a deal flies).
        By default the captions the table marks so (label(..., caption=True)) while a card flies over them;
        pieces are drawn over the rest of the table."""
        return self.table.captions_over_flights() if self.table is not None else ()

    def draw_popups(self, surface):
        """A board's own dialogs and banners: over the table, under the summary (a message is drawn over
        them, placed clear of the dialogs named by dialog_rects)."""

    def dialog_rects(self):
        """Rects of the board's own dialogs up now (QUASH's Play it anyway / Cancel question): a message
        (a notice, a refusal, a hint) is placed clear of them, or waits until they are gone (the kit's rule,
        as for the end-of-game summary: board_paint.dialogs). None by default."""
        return ()

    def events_shown(self):
        """A board that shows a move's events step by step itself (QUASH's scoring, spot by spot) says how
        far it is: (move index, how many of that move's public events are on the screen so far), and the
        move log holds back the words of the rest until their step shows. None (the default): every event
        the director has told is in the log."""
        return None

    def moves_on_table(self):
        """How many of the match's moves the table shows while the board shows an earlier position on its
        own (Quadruple War: the trick finished behind the curtain, shown to the person taking the screen):
        the move log lists no more until it is done. None (the default): the director's count."""
        return None

    def staged_caption(self):
        """What the header says while the board shows steps of its own (QUASH: "Scoring spot 4"), or ""
        (the default) when it shows none: the header then says whose turn it is."""
        return ""

    def staged_waits(self):
        """Does a step the board shows of its own (staged_caption) wait for the person's Next (QUASH: a
        tiebreaker pair face up)? `--layout` then says "next" (default False: it goes on by itself)."""
        return False

    def handover_first(self, seat):
        """The pass-and-play notice's first act for `seat` where its keys do not say it (ui/handover.py;
        NumberQuash: a banked bonus to spend before the roll), or None (the default: the lit buttons' keys)."""
        return None

    def front_words(self, seat):
        """Which part of the table is `seat`'s now the table turned to it, said on the pass-and-play notice
        (ui/handover.py; NumberQuash: "red and blue, now at the front"), or None (the default)."""
        return None

    def hint_kept_words(self):
        """What a Hint asked while a bot plays says (hints.HintOverlay.show), where the board knows why the turn
        went (NumberQuash: your own roll fitted nothing and passed it, "Nothing fits this roll: your turn
        passes"): that answers it, nothing is kept for the turn (it came by itself a turn later, review 60u);
        None (the default): the kit's words (board_words.hint_kept_words) and the hint comes when the turn does."""
        return None

    def result_hint_words(self):
        """The greyed Hint's reason while a result waits (result_showing): the kit's names Next; a board whose
        wait has another button says its own (NumberQuash's opening rolls: Continue, review 56q)."""
        return RESULT_HINT_WORDS

    def curtain_words(self, seat):
        """Why the screen goes to `seat` now, said on the pass-and-play curtain under "Pass to Ann" (QUASH:
        "Ann: spot 6 is tied, choose a tiebreaker card"), from what every seat may see; None (the default)
        says nothing more. What the others did since `seat` last acted is the kit's list under the
        curtain's button (ui/curtain_news.py): not said here again."""
        return None

    def turn_news(self):
        """What the header adds to "Your turn" about what happened to you since your last move
        (NumberQuash: "Bot 4 stole your red 9 (11)"), or what this turn is where it is not the usual one
        (QUASH at a tie: "tiebreaker on spot 9 \u2014 lay a leftover card, the higher rank wins"), or "" (the
        default)."""
        return ""

    def score_text_brief(self, result, view):
        """The header's score line in fewer words, for a header whose status would otherwise take two lines
        (NumberQuash at 6 seats and 1024x640: "for 2nd: 2 lead with 13"), or None (the default): the score
        line is drawn as `score_text` says it. Or a list of such forms, longest first: the header takes the
        first that keeps its status on one line, else the last (Quadruple War keeps "Hand 3 \u00b7 game to
        500" and drops "bags on" last). With `widest_status` the choice is made for that status too, so the
        line says the same in every frame of a game at a window size."""
        return None

    def widest_status(self):
        """The longest status this board's header will have to hold on one line (in its brief form, as
        `step_words_brief` says it), or None (the default: the status of the moment). The header chooses
        its score line's form for it from the first frame, so the score line says the same every frame of a
        game: Quadruple War's "bags on" showed until the first told trick took its room (session 23). Planned
        only where the header says play (`Hud._play_said`): a replay, a result waiting for Next and the game
        over plan for their own words (a hand's result read "H1 \u00b7 500 \u00b7 bags", session 26)."""
        return None

    def turn_news_brief(self):
        """The same news in fewer words, for a header too narrow for it on one line (NumberQuash at 1024x640:
        "Bot 4 stole red 9 (11)"), or None (the default): the header wraps `turn_news` as it is. Or a list of
        such forms, longest first: the header takes the first that two lines hold whole, else the last
        (NumberQuash gives other seats' missed turns up before a steal from you, session 32)."""
        return None

    def step_words_brief(self, event):
        """The words of a step the director tells (the rules' `event`) in fewer, for a header too narrow for
        its caption on one line (NumberQuash at 1024x640: "Bot 3 covers 5 cells"), with the names the header
        writes (`session.words(text, short=True)`), or a list of such forms, longest first (a round's result:
        Flush), or None (the default): the header wraps the caption."""
        return None

    def faceup_panel_area(self, log):
        """Where a finished game's face-up panel may lie (its cards as tall as its width and two thirds of
        its height allow): the move-log column `log` by default; a board whose hands are long gives it
        free room of the table beside the column too (Quadruple War: two seats' 26 cards)."""
        return log

    def prompt_now(self):
        """The board's prompt as it reads now, worded again when a piece is lifted or put down (the table
        is not built again for a lift): "Now click a stack" (The Game, Quadruple War). None (the default):
        the prompt built with the table stands."""
        return None

    def numbered_target(self, n, lit):
        """The target id digit key `n` (1-9) picks for the lifted piece, whose lit targets are `lit`
        (QUASH: spot n, or the lit card on it in a swap; NumberQuash: your cell n). None (the default):
        digits walk the lit targets in order."""
        return None

    def target_over(self, pos, piece):
        """The target a pointer at `pos` means for `piece` (the held piece; None: the one lifted) before the
        kit's rule (drag.target_at: a target's drawn mark, then its rect, then the most overlap), or None
        (the default): the kit's rule alone. QUASH: the card a swap raised whole over its neighbours takes a
        drop anywhere it is drawn, and the hint's target wins where targets overlap (swap_aim.py)."""
        return None

    def seat_colour(self, seat):
        """The colour a seat plays in on this table (NumberQuash: its quashers' colour), for every line the
        kit draws for that seat (the score charts), or None (the default): the chart's own palette."""
        return None

    def score_panel_rect(self, rect):
        """Where the Scores panel (C) lies with its chart: `rect`, the kit's place over the log column (the
        default), or a place of the board's own where the kit's covers what a person compares the scores
        with (Quadruple War: a plate and the score pad)."""
        return rect

    def summary_notes(self):
        """Extra lines for the end-of-game summary, under the result (The Game: could the deal have been
        won?). Asked every frame the summary shows, so slow work belongs on a thread."""
        return []

    def summary_spare(self):
        """Of summary_notes, those the summary may leave out where its room is short (a small window): the
        least needed. None by default."""
        return ()

    def summary_table(self):
        """A small table of the game's own under the standings of an end-of-game summary with a chart (the
        column beside the chart): (heads, {seat: cells}), one cell a head, and optionally a legend, for each head
        what its column counts (drawn under the rows: ui/summary_table.py), or None (the default). Quadruple
        War: each seat's bids made and bags."""
        return None

    def draw_decor(self, surface):
        """Extra drawing under the pieces (arrows, board art); most boards need none."""

    def decor_look(self):
        """What draw_decor draws, as a value that differs whenever its drawing does: the table's repaint after a
        move redraws only the places that changed where it knows every look (ui/table_paint). None (the default
        for a board that draws its own decor): not known, the whole table is painted each time."""
        return () if type(self).draw_decor is BoardHooks.draw_decor else None

    def make_composer(self, view, legal):
        """The game's composer (engine/composer.py) for the person at the screen (None: nothing on the table
        can be moved; the fallback board acts by buttons). Made again whenever the position changes;
        the drag, click and keyboard paths, composer buttons (`t.button(..., press=id)`) and hints talk
        to it only."""
        return None

    def undo_words(self, taken, next_move, again="Undo again"):
        """What Undo just took back (`taken`: the person's own actions, in the order played) and what
        pressing it again would take back (`next_move`, or None), in the game's words, or None for the
        kit's "Your last move was taken back" (the default). `again`: doing it once more, as the person
        just did ("U again" after the key, "Undo again" after the button)."""
        return None

    def header_buttons(self):
        """A board's own buttons in the header, left of the kit's, for a way on the table does not offer
        now: (id, label, on_click, width px, key name, hotkey or None) each; the hotkey works as a table
        button's does. None by default (NumberQuash: Moves, L, while its log is folded)."""
        return []

    def asks_out_choice(self):
        """Does the table ask the out choice now, every person being out (the game's everyone_out, which
        session.everyone_out asks), with its Watch / Let the bots finish buttons (`self.out_choice.offered()`)?
        True by default (NumberQuash: at once); Flush asks at a
        round's result, on the table in the result's place."""
        return True

    # A long game of many rounds (Quadruple War's hands to 500) offers the one person at a table of bots to let
    # a bot finish it for them at a round's result (offers_bots_finish); off by default: a short game's header
    # (QUASH's) carried "Let the bots finish" beside Next at every result for nothing (session 23)
    bots_finish_at_results = False

    def offers_bots_finish(self):
        """Does the header offer the one person at a table of bots, still in the game, Let the bots finish
        (F: a bot of out_choice.STAND_IN_LEVEL plays their seat to the end, at once)? For a board that opts in
        (`bots_finish_at_results`: Quadruple War) while a round's result waits for Next; never in a replay, in
        pass-and-play or once the game is over. A board may offer it elsewhere."""
        s = self.session
        return (self.bots_finish_at_results and not self.read_only and not s.over
                and len(s.match.human_seats()) == 1 and s.showing_result())

    # What L says where this board's move log is always there, on a board whose L folds and opens it where the table
    # is cramped (Moves, L: NumberQuash, board_words.LOG_SHOWN_WORDS; Flush, whose L is also Link Flush): it did
    # nothing there, a key a new player thought broken (issue 23). None: L has no such use (BoardInput._shortcut)
    log_shown_words = None

    def log_folded(self):
        """True while the move log is folded away and its column is the table's (NumberQuash at 6 seats in a
        small window, until its Moves button opens it): the log is neither drawn nor scrolled. False by
        default."""
        return False

    def summary_came(self):
        """The end-of-game summary has just come over the table: put away what would lie over it or under
        it half hidden. Nothing by default (NumberQuash's opened move log stays open, the summary kept to its
        left by its `areas`: it folded itself here until session 37)."""

    def half_move_built(self):
        """True while the person has a move half built that Undo puts back first (QUASH: a swap in the
        air): the header's Undo is lit then, whatever can be undone of the whole moves. False by default."""
        return False

    def undo_waits(self):
        """Why Undo is greyed while the table asks about a move not made yet (QUASH's "This sequence will
        fail": Play it anyway or Cancel), or None (the default). Nothing is played then, so nothing of it is
        taken back; the question's own buttons say the ways on (review 21: Undo stood lit over the dialog)."""
        return None

    def put_back_words(self):
        """What Esc puts back of a move half built (asked before the composer cancels it), said on the
        table so the first Esc is not silent ("Steal put back"), or None to say nothing (the default)."""
        return None

    def enter_words(self):
        """What Enter pressed with nothing lifted on your turn says (`BoardInput.enter_unheard`): the kit's
        "Enter plays what you lift: pick it first (a click, or Tab)" by default. A board whose turn's prompt
        says a task of its own says it again with the keys (QUASH at a tie: the message lies over the prompt,
        which said the tie, session 29)."""
        return ENTER_WORDS

    def after_gate(self):
        """The action passing a gate also plays for the person when it is legal for them then, or None."""
        return None

    def hint_marks(self, action):
        """Ids of the pieces, targets and buttons that show the hinted `action` on this table, or None for
        the kit's reading: the composer's next step of the action (its piece and target, or its button).
        A board may say it better."""
        return None

    def hint_lift(self, piece):
        """How far the hinted `piece` is raised, in lifts (ui/drag.LIFT; HintOverlay.lift): half a lift by
        default; a board whose hand lies in rows may raise a card of the row behind further (QUASH: half a lift
        hardly showed on the strip the front row leaves of it, session 31)."""
        return 0.5

    def click_again_plays(self):
        """Does a click on the lifted piece play it where it can only go (as a double-click does)? False by
        default: it puts the piece down. A trick game's card has one place, the trick, and a second click that
        put it back surprised new players (Quadruple War, review 46: "click it again" is how other tables play)."""
        return False

    def select_lift(self, piece):
        """How far the selected (lifted) `piece` rises, in lifts (ui/drag.LIFT): a whole lift by default; a board
        whose words lie over a piece as far as half a lift raises it may say less (Flush's freed hidden card covered
        "you may turn it up" when lifted by the keys, review 46)."""
        return 1.0

    def faceup_heading(self, seat, cards, hidden=None):
        """The heading of `seat`'s row in a finished game's face-up replay, over its `cards` (the hand, then
        the `hidden` cards no view showed, framed gold; None in a game with none): its name and the count of
        what the row lists, by where they lay ("You \u00b7 8 in hand \u00b7 3 hidden"). Flush's said the cards
        held, base tops too: "14 cards held" over a row of 11 (review 23)."""
        if hidden is None:
            return f"{self.session.name(seat)} \u00b7 {len(cards)}"
        said = f"{self.session.name(seat)} \u00b7 {len(cards) - hidden} in hand"
        return f"{said} \u00b7 {hidden} hidden" if hidden else said

    def faceup_at_seats(self, hands):
        """Does the table itself lay these face-up `hands` ({seat: cards}) where the seats sit, in a finished
        game's face-up replay? Then the log column's panel of them is dropped (it showed every hand twice).
        No by default."""
        return False

    def faceup_line_drop(self):
        """How far a hand's next line of cards lies under the last in a finished game's face-up replay, as a
        share of a card's height: LINE_DROP, over the bottom of the line above (the corners show); a board
        whose cards say something low on their face says a drop that leaves it in view (Flush: its kind band)."""
        return LINE_DROP
