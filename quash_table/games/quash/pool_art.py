"""QUASH, 4 players, once the round's play is over: your leftover cards in your team's pool, as your hand
shows them (assets/rules/quash.md, the pooled leftovers). The rules' view says where the pool lies (its
holder) and which of its cards are your own (view "pool"); this turns that into what the table draws."""

from ...ui import theme
from .captions import pool_coming, pool_words


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
