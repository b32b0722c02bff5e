"""Input on a board, routed in one place: keys and clicks go to the replay bar, the curtain, the header
and overlay buttons, the score panel, the summary, the table's buttons, the keyboard walk and the drag
controller (ui/drag.py), in that order; whatever is left are the board's shortcut keys."""

import pygame

from .board_words import refusal_kept
from .key_place import hinted_first

# keys that act on nothing alone (held with another): a short message stays over them
MODIFIER_KEYS = {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
                 pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_MODE}
# seconds between two presses of one key that make them a run (R mashed to roll as the game ends, review 56q):
# the end summary takes no key of a run, however long it came up before
KEY_RUN_GAP = 1.5


def greyed_reason(btn):
    """Why a greyed button is greyed: its composer's reason, else a tooltip that says more than the name of
    the button's key (a board may still give its reason as the tooltip), else ""."""
    if btn.reason:
        return btn.reason
    tip = (btn.tooltip or "").strip()
    names = {pygame.key.name(btn.hotkey).lower()} if btn.hotkey is not None else set()
    if btn.hotkey in (pygame.K_RETURN, pygame.K_KP_ENTER):
        names.add("enter")
    return "" if tip.lower() in names else tip


def button_key_words(btn):
    """A button as a message names it with its key: "Roll (R)": its words (`label`, the key hint drawn on it
    a field apart, `key_hint`) and its key's name, else the key hint it shows."""
    if btn.hotkey is not None:
        key = pygame.key.name(btn.hotkey).upper()
        return btn.label if key == btn.label.upper() else f"{btn.label} ({key})"     # "3", not "3 (3)"
    return f"{btn.label} {btn.key_hint}" if btn.key_hint else btn.label     # "Block Bot 2 [2]"


def several_ways_words(lit):
    """What Enter says where several main buttons are lit: pick one first, named with their keys; a long
    row (Quadruple War's fourteen bids) by its first and last ("0, 1, 2 … 13"), not a line of "1 (1), 2 (2)"."""
    names = [button_key_words(btn) for btn in lit]
    if len(names) > 5:
        names = names[:3] + [f"\u2026 {names[-1]}"]
    keys = any(btn.hotkey is not None for btn in lit)
    return "Enter: pick one first \u2014 " + ", ".join(names).replace(", \u2026", " \u2026") + \
        (" (click it or press its key)" if keys else " (click it)")


class BoardInput:
    def __init__(self, board):
        self.board = board
        self.pressed = None       # the id of the button under a mouse press not yet released
        self.key_button = None    # the table button Tab has reached (Enter presses it)
        self.hand_cursor = False  # the pointer shows a hand over what can be picked up or pressed
        self.quiet_hover = None   # the header button just clicked: no hover ring until the pointer leaves it
        self.motions = 0          # the pointer's moves so far (a table button lights for it once it moved)
        self.pressed_at = {}      # each key's last fresh press, in board time (a run of presses: in_run)
        self.in_run = False       # the key now pressed was pressed before within KEY_RUN_GAP

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.motions += 1
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._refocus = False     # the mouse is used: no focus moves by itself
        if event.type == pygame.MOUSEMOTION and self.quiet_hover is not None:
            btn = next((x for x in self.board.hud.buttons if x.id == self.quiet_hover), None)
            if btn is None or not btn.rect.collidepoint(event.pos):
                self.quiet_hover = None
        held = self.repeat(event)
        if event.type == pygame.KEYDOWN and not held:
            # a key pressed again and again (R to roll, mashed as the game ends) was meant for the table all
            # along: the summary does not take it while the run goes on (review 56q: "Replay Move 0 of 58")
            last = self.pressed_at.get(event.key)
            self.in_run = last is not None and self.board.now - last < KEY_RUN_GAP
            self.pressed_at[event.key] = self.board.now
        used = self._route(event, held)
        if event.type == pygame.MOUSEBUTTONUP:
            self.pressed = None   # a press that ended off its button (or on a vanished one)
        return used

    def repeat(self, event):
        """Is `event` a key-repeat (its key held down since a press heard before), not a press? The app
        counts keys once for the whole window (ui/held_keys.py), before any board acts on them: a board that
        took a key first (QUASH's Esc in the middle of a swap) left it uncounted, so its repeats counted as
        fresh presses and a held Esc took the swap back and then opened the menu (session 32)."""
        return self.board.app.held_keys.hear(event)

    def before_event(self, event):
        """Before the board (and its own handle: QUASH's drop on the other side) acts on `event`: a click or a
        key pressed afresh is the person's next action, so a short message about their last one goes (it
        hid the prompt, review 20); what this one does is said anew."""
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3)
        pressed = event.type == pygame.KEYDOWN and not self.repeat(event) and event.key not in MODIFIER_KEYS
        b = self.board
        if clicked or pressed:
            b.drag.early.drop()          # a click kept from before the turn: another action replaces it
        # (a refusal stays through a quick click on the table, not on a button: a button asks for something new)
        on_table = clicked and not any(x.rect.collidepoint(event.pos) for x in b.hud.buttons + b.table.buttons)
        if (clicked or pressed) and not b.read_only and b.message is not None and b.message_short \
                and not (on_table and refusal_kept(b.message[1], b.message_short, b.now - b._message_since)):
            b.message = None
        if (clicked or pressed) and not b.read_only and b.session.lingering():
            # the next person acts while the mover still looks at their move (pass-and-play's linger): the table
            # turns to them now, and this click or key goes to their controls (greyed a second: review 54j)
            b.session.end_linger()
            b.rebuild()

    def _scroll_log(self, event):
        _, _, log = self.board.areas()
        if log.collidepoint(pygame.mouse.get_pos()) and not self.board.log_folded():
            self.board.log.wheel(event.y)
            return True
        return False

    def _route(self, event, held=False):
        b = self.board
        s = b.session
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            b.open_rules()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and b.drag.held():
            # Esc during a mouse drag only puts the piece back (every board), also a piece pressed and not
            # yet moving, or one refused while the button is still held
            b.drag.put_back()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and b.score_panel.showing():
            b.score_panel.close()        # Esc closes the pop-up first (every board), then pauses
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and b.replay is None \
                and b.drag.selected is None and b.hints.close():
            # Esc closes a hint shown first (every board), then pauses; a piece taken up with the keys is put
            # down before (the walk's Esc, below)
            b.invalidate()
            return True
        if b.replay is not None:
            # Read-only: the replay bar and the HUD act; nothing on the table does.
            if b.replay.handle(event):
                return True
            if self.button_event(event, b.overlay_buttons + b.hud.buttons):
                return True
            return event.type == pygame.MOUSEWHEEL and self._scroll_log(event)
        if s.curtain is not None and event.type == pygame.MOUSEBUTTONDOWN and not s.curtain_ready() \
                and any(x.id == "curtain:ready" and x.rect.collidepoint(event.pos) for x in b.overlay_buttons):
            return True           # a click just as the curtain came up was meant for the screen before it
        if event.type == pygame.KEYDOWN and s.curtain is not None:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                # not a press (or its repeat) meant for what was before: the curtain up a while, and this
                # key pressed afresh with every other key let go. A while is CURTAIN_KEY_GUARD, or a click's
                # CURTAIN_GUARD for a press in no run of that key (the person's first, as a click on its button:
                # review 60, an Enter a second after the curtain came by itself did nothing); a second Enter
                # after Done is in a run, and waits the key's guard (review 16)
                ready = s.curtain_ready(by_key=True) or (s.curtain_ready() and not self.in_run)
                if ready and not held and self.board.app.held_keys.only(event.key):
                    s.lift_curtain()
                return True
            if event.key == pygame.K_ESCAPE:
                b.open_pause()
                return True
            return False
        if event.type == pygame.MOUSEWHEEL and self._scroll_log(event):
            return True
        if event.type == pygame.KEYDOWN and s.glancing() \
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            s.end_glance()                        # the mover has seen their news (QUASH: the card drawn)
            return True
        if event.type == pygame.KEYDOWN and s.held_seat() is not None \
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            s.end_hold()                          # the mover hands the screen over (The Game: turn over)
            return True
        d = s.director
        if event.type == pygame.KEYDOWN and d is not None and d.busy():
            if d.gate() and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n):
                b.pass_gate()
                return True
            if not d.gate() and event.key in (pygame.K_SPACE, pygame.K_PERIOD):
                d.skip()                          # finish what is being shown at once
                return True
        if self.button_event(event, b.overlay_buttons + b.hud.buttons):
            return True
        if b.score_panel.showing() and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and b.score_panel.rect().collidepoint(event.pos):
            b.score_panel.close()
            return True
        if b.summary_up() and s.curtain is None and event.type == pygame.KEYDOWN:
            # Enter presses the default, See the table (as T; overlays.overlay_buttons); P plays again, R the
            # replay. A key pressed as the summary comes up was meant for what was there (Next,
            # pressed twice): it does nothing.
            keys = {pygame.K_RETURN: b.hide_summary, pygame.K_KP_ENTER: b.hide_summary, pygame.K_p: b.play_again,
                    pygame.K_t: b.hide_summary, pygame.K_m: b.to_menu, pygame.K_ESCAPE: b.open_pause}
            if b.summary_replay_key is not None:      # (none where the table's R rolls: NumberQuash, review 60u)
                keys[b.summary_replay_key[0]] = b.open_replay
            if not b.game.cooperative:          # C: the score panel, the summary stepping aside (Scores)
                keys[pygame.K_c] = b.toggle_scores
            if event.key in keys and event.key != pygame.K_ESCAPE \
                    and (b.summary_settling() or held or self.in_run or not self.board.app.held_keys.only(event.key)):
                return True       # the curtain's guard: up a while, the key pressed afresh, no other held, and
                # not one of a run of presses of it (the summary's R is Replay, NumberQuash's R rolls)
            if event.key in keys:
                keys[event.key]()
                b.invalidate()
                return True
        if s.curtain is not None or b.summary_up():
            return False
        if self.button_event(event, b.table.buttons):
            return True
        if event.type == pygame.KEYDOWN and self.key_walk(event):
            return True
        if b.drag.handle(event):
            return True
        return event.type == pygame.KEYDOWN and self._shortcut(event)

    def _shortcut(self, event):
        b = self.board
        s = b.session
        k = event.key
        if k == pygame.K_ESCAPE and b.composer is not None and b.composer.busy():
            said = b.put_back_words()    # Esc takes back a move half built before it pauses the game
            b.composer.cancel()
            b.message = None
            if said:
                b.show_message(said)
            b.rebuild()
        elif k == pygame.K_ESCAPE:
            b.open_pause()
        elif k == pygame.K_h and (s.turn_due() or s.turn_coming()):          # (kept until the move before it lands: Board.hint)
            b.hint()
        elif k == pygame.K_h and not b.read_only and (hint := next((x for x in b.hud.buttons if x.id == "hud:hint"
                                                                    and not x.enabled and x.reason), None)):
            b.show_message(hint.reason, "error", about=hint.id)     # H says what the greyed Hint's click says
        elif k == pygame.K_u or (k == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            b.undo("Ctrl+Z again" if k == pygame.K_z else "U again")
        elif any(btn.hotkey is not None and k == btn.hotkey and btn.enabled for btn in b.table.buttons + b.hud.buttons):
            # (a board's own header buttons, Board.header_buttons, may have keys too)
            self.activate(next(btn for btn in b.table.buttons + b.hud.buttons if btn.hotkey == k and btn.enabled))
        elif s.my_turn() and any(btn.hotkey == k and btn.press and greyed_reason(btn) for btn in b.table.buttons):
            # a greyed composer button's key says why it is greyed (its reason), not nothing, nor the key's
            # own name ("E", the tooltip of The Game's End turn)
            b.show_message(next(greyed_reason(btn) for btn in b.table.buttons if btn.hotkey == k
                                and btn.press and greyed_reason(btn)), "error")
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and s.go_on():
            b.redraw_still()    # the bot plays at its pace: the header's "U: undo, Enter: go on" goes
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.enter_main():
            pass
        elif k == pygame.K_l and b.log_shown_words and not b.log_folded():
            b.show_message(b.log_shown_words)     # (folded, its Moves button takes L: above)
        elif k == pygame.K_c and not b.game.cooperative:     # (hud: no Scores there)
            b.toggle_scores()
        elif k == pygame.K_s and s.over and not b.show_summary:
            b.open_summary()
        else:
            return False
        return True

    def enter_main(self):
        """Enter with nothing lifted, no button reached with Tab and no hint shown: the kit's one rule for
        every board. It presses the table's main button (style "primary": End turn, Lay it, Next, Declare,
        Roll...) when it alone is lit; with several lit it says their keys; with none lit it says why the
        main one is greyed (review 20: after a card laid in The Game, Enter did nothing and said nothing).
        False when it has nothing to say (the board's own Enter may act: Quadruple War's one card)."""
        b = self.board
        if b.read_only or b.session.curtain is not None or (b.drag.selected is not None
                                                             and not b.drag.enter_finishes()):
            return False
        main = [btn for btn in b.table.buttons if btn.style == "primary"]
        lit = [btn for btn in main if btn.enabled]
        if len(lit) == 1:
            self.activate(lit[0])
            return True
        if lit:
            b.show_message(several_ways_words(lit), "info")
            return True
        # the main button greyed (a board may draw it plain while greyed: The Game's End turn), else a
        # greyed composer button with a key of its own
        greyed = main + [btn for btn in b.table.buttons if btn.hotkey is not None and btn not in main]
        why = next((greyed_reason(btn) for btn in greyed if btn.press and greyed_reason(btn)), "")
        if why and b.session.my_turn():
            b.show_message(why, "error")
            return True
        return False

    def enter_unheard(self):
        """Enter that neither the kit nor the board used, at your turn with pieces to pick: it lays a
        lifted piece, so it says so (QUASH's Enter with no card lifted did nothing, review 20)."""
        b = self.board
        if not b.read_only and b.hints.enter_while_looking():
            return
        if (not b.read_only and b.session.curtain is None and b.session.my_turn() and b.drag.selected is None
                and b.message is None and b.drag.keyboard_pieces() and not b.session.enter_echo()):
            # (not as a bot's move just reached your turn: that Enter was meant for the wait before it)
            b.show_message(b.enter_words(), "info")

    def key_walk(self, event):
        """Tab / Shift+Tab walk the pieces you may move and then the table's buttons; Enter or Space
        presses the button reached, Esc leaves it. (Arrows, digits and Enter on a piece: ui/drag.py.)"""
        b = self.board
        k = event.key
        button = next((btn for btn in b.table.buttons if btn.id == self.key_button and btn.enabled), None)
        if button is None:
            self.key_button = None
        if k == pygame.K_TAB:
            order = [("piece", p.id) for p in b.drag.keyboard_pieces(tab=True)]
            order += [("button", btn.id) for btn in b.table.buttons if btn.enabled]
            if not order:
                return True
            here = ("button", self.key_button) if button is not None else ("piece", b.drag.selected)
            back = bool(event.mod & pygame.KMOD_SHIFT)
            hinted = hinted_first(b, order) if here not in order else None
            # a move being built by the mouse goes on as by key: to what may join it (drag.went_on, review 59v)
            went_on = b.drag.went_on(b.drag.keyboard_pieces(tab=True), back) if hinted is None and here not in order \
                else None
            if went_on is not None:
                i = order.index(("piece", went_on.id))
            elif hinted is not None:       # after a hint, the walk starts at the hinted piece or button
                i = hinted
            else:
                i = order.index(here) if here in order else -1
                i = (i - 1) % len(order) if back else (i + 1) % len(order)
            kind, wid = order[i]
            if kind == "piece":
                self.key_button = None
                b.drag._select(b.table.piece_by_id[wid], walking=True)
            else:
                b.drag._unselect()
                self.key_button = wid
            return True
        if button is not None and k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.activate(button)
            return True
        if button is not None and k == pygame.K_ESCAPE:
            self.key_button = None
            return True
        if button is not None and k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.key_button = None   # the arrows go back to the cards
        return False

    def button_event(self, event, buttons):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for btn in buttons:
                if btn.rect.collidepoint(event.pos):
                    self.pressed = btn.id
                    return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed is not None:
            for btn in buttons:
                if btn.id == self.pressed:
                    self.pressed = None
                    if btn.rect.collidepoint(event.pos) and btn.enabled:
                        if btn.id.startswith("hud:"):
                            self.quiet_hover = btn.id
                        self.activate(btn)
                    elif btn.rect.collidepoint(event.pos) and btn.id == "hud:undo" and not self.board.read_only:
                        self.board.undo()       # a greyed Undo clicked says what U says (the first time, the rule)
                    elif btn.rect.collidepoint(event.pos) and btn.id == "hud:hint" and not self.board.read_only \
                            and (self.board.session.turn_due() or self.board.session.turn_coming()):
                        # greyed only while the move that gave you the turn lands (the header not yet saying
                        # "Your turn", review 14): kept for the turn as H is (HintOverlay.show; lost, session 26)
                        self.board.hint()
                    elif btn.rect.collidepoint(event.pos) and btn.reason and not self.board.read_only:
                        self.board.show_message(btn.reason, "error", about=btn.id)   # a greyed button says why
                    return True
        return False

    _refocus = False      # the button Tab reached greyed: the focus goes to what can be used once there is

    def keep_focus_usable(self):
        """The focus ring never stays on a greyed button (NumberQuash's Roll, once pressed by Enter, kept it
        with nothing to press, session 29): it moves to the first thing the walk can use, a piece with a
        place (the dice rolled) or else a lit button, as soon as there is one in this turn; it goes if the
        turn passes on first. Asked every frame (board.update)."""
        b = self.board
        if self.key_button is None and not self._refocus:
            return
        buttons = b.table.buttons if b.table is not None else []
        if self.key_button is not None:
            btn = next((x for x in buttons if x.id == self.key_button), None)
            if btn is not None and btn.enabled:
                return
            self.key_button, self._refocus = None, True
        s = b.session
        if b.read_only or not s.turn_due():
            self._refocus = False     # the turn went on: nothing of it to use
            return
        if not s.my_turn() or b.tweens.busy or b.drag.busy() or b.drag.selected is not None:
            return                    # the roll still told, the dice still tumbling
        pieces = [p for p in b.drag.keyboard_pieces() if b.drag.legal_targets(p)]
        lit = [x for x in buttons if x.enabled]
        if pieces:
            b.drag._select(pieces[0])
        elif lit:
            self.key_button = lit[0].id
        else:
            return
        self._refocus = False

    _pressing = None      # the id of the button being pressed now (activate)

    def staging_changed(self):
        """The move being built changed (a piece staged or taken back: Board.compose): a button Tab reached
        before it is no longer what Enter means, so the ring goes; Enter then presses the main button for
        what is staged now. Flush: Take back kept the ring from earlier Tab presses, and Enter on "two 4s,
        four 4s: Flush" took the cards back instead of declaring (session 37). The button whose own press
        made the change keeps it (keep_focus_usable moves it on if it greyed)."""
        if self.key_button is not None and self.key_button != self._pressing:
            self.key_button = None

    def activate(self, btn):
        b = self.board
        if not btn.enabled:
            return
        if b.read_only and not btn.id.startswith(("hud:", "replay:")):
            return   # a replay's table is for looking at
        if btn.press is not None and b.composer is not None:
            self._pressing = btn.id
            try:
                b.compose(b.composer.press(btn.press))
            finally:
                self._pressing = None
        elif btn.action is not None:
            b.act(btn.action)
        elif btn.on_click is not None:
            btn.on_click()
        b.invalidate()

    def update_cursor(self):
        """A hand over what can be picked up or pressed: the table says where it can be touched."""
        b = self.board
        pos = pygame.mouse.get_pos()
        over = b.drag.dragging is not None or any(p.rect.collidepoint(pos) for p in b.drag.movable()) \
            or any(btn.enabled and btn.rect.collidepoint(pos)
                   for btn in b.table.buttons + b.hud.buttons + b.overlay_buttons)
        if over != self.hand_cursor:
            self.hand_cursor = over
            try:
                pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if over else pygame.SYSTEM_CURSOR_ARROW)
            except pygame.error:   # no cursors under the dummy driver
                pass

    def reset_cursor(self):
        if self.hand_cursor:
            self.hand_cursor = False
            try:
                pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_ARROW)
            except pygame.error:
                pass
