"""What `--layout` writes for a board: everything interactive on screen, for automation and tests."""

from .chrome import curtain_news_rows, summary_chart_rect, summary_heading, summary_word_lines
from .curtain_news import curtain_news, curtain_why
from .overlays import summary_rect
from .widgets import rect_list


def board_layout(board):
    s = board.session
    m = s.match
    if s.curtain is not None:
        waiting = "curtain"
    elif m.over:
        waiting = "summary" if board.show_summary else "over"
    elif s.my_turn():
        waiting = "you"
    elif s.is_bot(m.to_move):
        waiting = "bot"
    else:
        waiting = "other"
    d = s.director
    if d is not None and d.busy():
        waiting = "next" if d.gate() is not None and d.started else "showing"   # what happened, being told
    staged = not board.read_only and s.curtain is None and board.staged_caption()
    if staged:      # a step the board shows of its own (QUASH's scoring spot by spot, a tiebreaker pair)
        waiting = "next" if board.staged_waits() else "showing"
    if board.read_only:
        waiting = "replay"
    objects = []
    if s.curtain is not None:
        objects.append({"id": "curtain", "kind": "curtain", "rect": rect_list(board.metrics.rect),
                        "label": f"Pass to {s.name(s.curtain)}", "why": curtain_why(s, board.curtain_words(s.curtain))})
        news = curtain_news_rows(board.metrics, *curtain_news(s, board.newsbook))
        if news is not None:     # what happened meanwhile, as drawn: its heading, rows and their box
            heading, rows, _size, box = news
            objects.append({"id": "curtain:news", "kind": "curtain_news", "rect": rect_list(box),
                            "label": heading, "rows": [row for row, _dim, _in in rows]})
    else:
        movable = {p.id for p in board.drag.movable()}
        for p in board.table.pieces:
            objects.append(p.layout(board.drag.legal_targets(p) if p.id in movable else [],
                                    p.id in movable))
        objects.extend(t.layout() for t in board.table.targets)
        for b in board.table.buttons:
            d = b.layout()
            if b.id == board.input.key_button:
                d["focused"] = True
            objects.append(d)
    objects.extend(b.layout() for b in board.hud.buttons)
    objects.extend(b.layout() for b in board.overlay_buttons)
    if board.message is not None:
        held = board.painter.message_held()      # waiting, undrawn, for a dialog to go
        objects.append({"id": "message", "kind": "message", "text": board.message[0],
                        "level": board.message[1], "rect": None if held else rect_list(board.painter.message_rect()),
                        "held": held})
    handover = getattr(board, "handover", None)      # an open table's pass-and-play notice (handover.py)
    if handover is not None and handover.layout() is not None:
        objects.append(handover.layout())
    hint = board.hints.layout()
    if hint is not None:
        objects.append(hint)
    if board.score_panel.showing() and s.curtain is None:
        objects.append(board.score_panel.layout())
    if board.summary_up() and s.curtain is None and not board.read_only:
        res = s.result()
        least = board.summary_text_px
        lines = summary_word_lines(board.metrics, summary_rect(board), board.game, s, board.summary_lines(), least)
        objects.append({"id": "summary", "kind": "summary", "rect": rect_list(summary_rect(board)), "lines": lines,
                        "heading": summary_heading(board.game, s, res),
                        "chart": board.score_panel.has_chart(),
                        "chart_rect": rect_list(summary_chart_rect(board.metrics, summary_rect(board), board.game, s,
                                                                   board.summary_lines(), least)),
                        "notes": [n.replace("\u00a0", " ") for n in board.summary_lines()],
                        "table": board.summary_table() if board.score_panel.has_chart() else None,
                        "table_drawn": [[text, rect_list(r)] for text, r in getattr(board, "summary_drawn", ())]})
    if board.replay is not None:
        objects.extend(board.replay.layout_info())
    info = {"scene": "board", "game": board.game.id, "seat": s.screen_seat,
            "to_move": m.to_move, "actions": len(m.actions), "over": m.over, "waiting": waiting,
            "status": board.hud.status(), "objects": objects}
    # what the other seats' moves changed since the screen's person acted, marked on the table (recent_marks)
    info["marks"] = board.marks.layout() if s.curtain is None else []
    if board.replay is not None:
        info["replay"] = {"position": s.position, "length": s.length, "view": s.choice,
                          "face_up": s.face_up}
    return info


def board_layout_key(board):
    """What the layout lists, in brief, for a board on the move (App.write_layout): the table's build and
    what is lifted, every button's state, the header's words, the message, the hint, the panels up. The
    layout is made again when it changes; asking each piece's legal targets every frame of an animation
    cost Flush 10 ms a frame."""
    s = board.session
    buttons = tuple((b.id, bool(b.enabled)) for b in board.table.buttons + board.hud.buttons + board.overlay_buttons)
    hint = board.hints.current
    return (board._builds, s.version, s.curtain, len(s.match.actions), board.drag.selected, board.drag.dragging,
            buttons, board.hud.status(), board.message and board.message[:2], board.painter.message_held()
            if board.message else None, hint and hint.text, board.score_panel.showing(),
            board.summary_up(), board.show_summary, board.staged_caption(),
            s.director is not None and (s.director.busy(), s.director.gate() is not None and s.director.started),
            board.read_only and (s.position, s.choice, board.replay is not None and board.replay.dragging))
