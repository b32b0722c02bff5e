"""The Game at a shared screen: a turn a card ended waits on the table for its mover to pass the screen (the
kit's hold, ui/mover_moment.py). The second card (the professional game's one) ends the turn as it lands,
and the curtain came 1.6 s later: its mover had no moment to see it land, and a click on Undo then was lost
(review 28). End turn does not wait: it is the mover's own "I am done"."""

import pygame

from ...ui import theme


def holds_turn(action):
    """The session's hook: does a pass-and-play turn ended by `action` wait for its mover to pass the screen?"""
    return action.get("type") == "play"


def held_turn(session, t, area):
    """The turn over, in the hand's place: what happens to the mover's cards and the button that passes the
    screen. Nobody's hand is on the table meanwhile (the session's spectator view)."""
    nxt = session.name(session.match.to_move)
    t.label(f"{session.name(session.held_seat())}: your turn is over. Your new cards wait for your next turn.",
            (area.centerx, area.centery - t.px(40)), 18, theme.TEXT, anchor="center", max_width=area.w - t.px(40))
    r = pygame.Rect(0, 0, t.px(380), t.px(56))
    r.center = (area.centerx, area.centery + t.px(22))
    t.button("hold:pass", f"Pass the screen to {nxt}", r, on_click=session.end_hold, style="primary", size=18,
             key_hint="Enter", tooltip="Enter")
