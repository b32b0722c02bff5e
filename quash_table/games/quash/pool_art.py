"""QUASH, 4 players, once the round's play is over: your leftover cards in your team's pool, as your hand
shows them (assets/rules/quash.md, the pooled leftovers). The rules' view says where the pool lies (its
holder) and which of its cards are your own (view "pool"); this turns that into what the table draws."""

import pygame

from ...ui import theme
from .captions import pool_backs_words, pool_coming, pool_words


def pool_as_yours(session, view):
    """The view the table draws your hand and the plates from. A team of you and a bot whose first seat is
    the bot: the rules pool the team's leftovers in the bot's hand until the first tie names you, and you
    play them (the rules page), so the pool shows as yours from the start: your own leftover cards face up
    in your hand (the view's pool "mine": they were yours), the bot's as backs beside them (`pool_backs`),
    your plate counting the pool and the bot's none. Your leftover cards vanished from your hand as
    scoring began, onto the bot's plate (review 18b). Otherwise `view` itself."""
    me, pool = view["seat"], view.get("pool")
    if me is None or not pool or not pool["mine"] or pool["holder"] == me or not pool_coming(session, view):
        return view
    holder = pool["holder"]
    counts = list(view["hand_counts"])
    counts[me], counts[holder] = counts[holder], 0
    choosers = list(view["choosers"])
    choosers[me % 2] = me
    return dict(view, hand=list(pool["mine"]), hand_counts=counts, choosers=choosers,
                pool_backs=counts[me] - len(pool["mine"]))


def where_your_leftovers_are(board, t, view, g, left, width, shown, anim):
    """Your hand empty once the round's play is over (4 players): where your leftover cards are, in your
    team's pool, whose backs lie on the plate of the seat that holds it ("holds RED's pool"); at your
    team's first tie they fly from there into your hand."""
    px = t.px
    over = any(e["kind"] == "round_scored" for e in shown) or (view["phase"] == "deal" and not anim)
    coming = pool_coming(board.session, view) and not over
    lines = theme.wrap_balanced(pool_words(board.session, view, over), t.text_px(15), width - px(40),
                                bool(coming))
    lh = theme.text("Ag", t.text_px(15), theme.TEXT).get_height() + px(4)
    for i, line in enumerate(lines):
        t.label(line, (left + width // 2, g["hand_cy"] + (2 * i + 1 - len(lines)) * lh // 2), 15,
                theme.TEXT if coming else theme.MUTED, anchor="center", bold=bool(coming), max_width=width)


def backs_caption(board, view, rects):
    """(box, lines) of the words over your bot partner's part of the pool in your hand (`rects`: the
    backs' places), drawn over the pieces (draw_backs_caption): the table's decor lies under the cards."""
    if not rects:
        return None
    span = rects[0].unionall(rects[1:])
    lines = pool_backs_words(board.session, view, len(rects))
    px = board.metrics.px
    size = min(theme.fit_size(line, max(11, px(16)), span.w - px(16), bold=not i) for i, line in enumerate(lines))
    lh = theme.text("Ag", size, theme.TEXT).get_height()
    box = pygame.Rect(0, 0, min(span.w - px(4), max(theme.text(line, size, theme.TEXT, True).get_width()
                                                     for line in lines) + px(16)), 2 * lh + px(10))
    box.center = span.center
    return box, lines, size


def draw_backs_caption(surface, caption):
    if caption is None:
        return
    box, lines, size = caption
    theme.panel(surface, box, theme.PANEL, 235, box.h // 3, theme.GOLD, 1)
    lh = box.h // 2 - 1
    for i, line in enumerate(lines):
        theme.blit_text(surface, line, size, (box.centerx, box.top + lh * i + lh // 2 + (2 if i else 3)),
                        theme.GOLD if i == 0 else theme.TEXT, i == 0, "center")
