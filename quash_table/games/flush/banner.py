"""The Flush banner: while the director shows a move's Flush (its "flush" step, ui/director.py), the
table says so over the middle in large letters, whoever played it, so a bot's Flush and the play that
follows it cannot pass unseen. What to say comes from the rules' events; this module only draws it."""

import pygame

from ...ui import theme


def flush_banner(board):
    """(title, words) while the director's current step is a Flush on screen, else None."""
    s = board.session
    d = s.director
    if d is None or not d.steps or not d.started or d.steps[0].gate:
        return None
    step = d.steps[0]
    e = step.event
    if step.move != len(s.match.actions) - 1 or e is None or e.get("kind") != "flush":
        return None
    return ("SUPER FLUSH!" if e["super"] else "FLUSH!"), step.caption


def banner_lines(m, width, words):
    """(text size, lines) of the banner's words, wrapped as they are drawn (bold) inside its border."""
    size = max(11, m.px(14))
    return size, theme.wrap(words, size, min(width, m.px(520)) - m.px(28), bold=True)


def title_size(m, width, title):
    """The title's text size: 44 px scaled, shrunk until it fits inside the border ("SUPER FLUSH!" ran
    past the teal box on a narrow table, session 22)."""
    return theme.fit_size(title, m.px(44), min(width, m.px(520)) - m.px(28), bold=True)


def banner_rect(m, centre, width, lines=2):
    """The banner: the title and `lines` lines of words (a Flush Plus names who draws: three lines)."""
    size = max(11, m.px(14))
    r = pygame.Rect(0, 0, min(width, m.px(520)), m.px(84) + max(2, lines) * int(size * 1.25))
    r.center = (int(centre[0]), int(centre[1]))
    return r


def draw(surface, m, centre, width, banner, cover=None):
    """Draw the banner; `cover`: the rect it lies over (the tray), which it hides whole, opaque (the tray's
    words showed through it and under its foot, review 16). Returns its rect."""
    title, words = banner
    size, lines = banner_lines(m, width, words)
    inner = banner_rect(m, centre, width, len(lines))     # the title and words, together
    r = inner if cover is None else inner.union(pygame.Rect(cover).inflate(m.px(4), m.px(4)))
    inner.centery = r.centery
    theme.panel(surface, r.move(0, m.px(6)), (0, 0, 0), 120, m.px(18))
    theme.panel(surface, r, (0, 96, 104), 255, m.px(18), theme.GOLD, m.px(3))
    theme.blit_text(surface, title, title_size(m, r.w, title), (r.centerx, inner.y + m.px(8)), theme.GOLD, True, "midtop")
    y = inner.bottom - m.px(10) - len(lines) * int(size * 1.25)
    for line in lines:
        theme.blit_text(surface, line, size, (r.centerx, y), theme.TEXT, True, "midtop")
        y += int(size * 1.25)
    return r
