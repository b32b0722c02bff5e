"""What a board puts over its table: the button that lifts the pass-and-play curtain, and the end-of-game
summary (result, chart, notes) with its buttons Play again / See the table / Replay / Main menu."""

import pygame

from .chrome import draw_summary, summary_height
from .widgets import Button

# why the curtain's button is greyed for its first moment (session.curtain_ready)
CURTAIN_WAIT = "a moment: a click meant for the screen before must not show these cards"


def overlay_buttons(board):
    """The buttons over the table for this moment: the replay bar's, the curtain's or the summary's."""
    m = board.metrics
    s = board.session
    if board.replay is not None:
        return board.replay.buttons()
    if s.curtain is not None:
        r = pygame.Rect(0, 0, m.px(360), m.px(56))
        r.center = (m.w // 2, m.h // 2 + m.px(70))
        # greyed while it takes no click (session.curtain_ready: a click meant for the screen before it),
        # and saying so: greyed with nothing said why looked broken (session 22)
        ready = s.curtain_ready()
        label = f"I am {s.name(s.curtain)}: show my cards" if ready else f"I am {s.name(s.curtain)}: wait\u2026"
        return [Button("curtain:ready", label, r, on_click=s.lift_curtain, style="primary", size=17,
                       enabled=ready, reason="" if ready else CURTAIN_WAIT)]
    if not board.summary_up():
        return []
    panel = summary_rect(board)
    gap = m.px(12)
    bw, bh = min(m.px(150), (panel.w - m.px(40) - 3 * gap) // 4), m.px(48)
    y = panel.bottom - m.px(24) - bh
    x = panel.centerx - (4 * bw + 3 * gap) // 2
    # See the table is the default (Enter, or T), for every game: with Play again there (session 22) an Enter
    # in a run of Enters through the scoring ("Enter: go on now") dealt a new game over the summary unread
    # (review 55l); Play again has its key P, the replay R (review 15's Enter dropped a person into a replay at
    # move 0: R only; a board's summary_replay_key, none where R rolls). SUMMARY_KEY_WAIT keeps an Enter meant for the last Next off it
    specs = (("summary:again", "Play again", board.play_again, "normal", "P"),
             ("summary:table", "See the table", board.hide_summary, "primary", "Enter / T"),
             ("summary:replay", "Replay", board.open_replay, "normal", (board.summary_replay_key or (0, ""))[1]),
             ("summary:menu", "Main menu", board.to_menu, "normal", "M"))
    # greyed, as the curtain's, while a click may still be one meant for what was there (End turn's second
    # click lands on See the table: the summary was gone before it was seen, review 19b)
    ready = board.summary_takes_clicks()
    return [Button(bid, label, (x + i * (bw + gap), y, bw, bh), on_click=cb, style=style, size=16, tooltip=key,
                   enabled=ready)
            for i, (bid, label, cb, style, key) in enumerate(specs)]


def summary_rect(board):
    _, area, _ = board.areas()
    m = board.metrics
    chart = board.score_panel.has_chart()
    w = min(area.w - m.px(40), m.px(board.summary_size[0] if chart else 680))
    if chart:
        h = m.px(board.summary_size[1])
    else:                       # as tall as its words and scores need (380, then a floor of 300, left a
        # large empty band between a two-seat QUASH's scores and the buttons, review 15)
        h = summary_height(m, w, board.game, board.session, board.summary_lines())
    r = pygame.Rect(0, 0, w, min(h, area.h - m.px(16)))
    # the window's middle, under the header (centred on the table beside the move log it stood left of
    # the window's middle, 145 px at 1280x800), never over the log: everything under the header is dimmed
    r.center = (m.w // 2, area.centery)
    return r.clamp(area)


def draw_summary_overlay(board, surface):
    _, area, log = board.areas()
    chart = board.score_series() if board.score_panel.has_chart() else None
    # the table as drawn, for --layout (its words may be shorter forms, or a column dropped, at a small size)
    board.summary_drawn = draw_summary(
        surface, board.metrics, summary_rect(board), area.union(log), board.game, board.session, chart=chart,
        notes=board.summary_lines(), table=board.summary_table() if chart is not None else None,
        rank=board.score_panel.legend_rank() if chart is not None else None, least=board.summary_text_px)
    mouse = pygame.mouse.get_pos()
    for btn in board.overlay_buttons:
        btn.draw(surface, board.metrics, hover=btn.rect.collidepoint(mouse))
