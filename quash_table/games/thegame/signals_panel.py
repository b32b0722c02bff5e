"""The Game's signals panel, "Tell the team": what you hold, and the requests about a stack, as buttons
(a part of the board, scene.py, moved out to keep the files short)."""

import pygame

from ...ui import theme
from ...ui.sprites import SPRITES
from .composer import signal_button
from .rules import ask_words, signal_words, standing_signal
from .signals import signal_effect
from .event_words import ONE_STANDS
from .requests import standing_requests


def replaced_words(view):
    """The signal buttons' tooltip while a statement of yours stands: "Replaces your “I have a middle yellow
    card”: one statement stands at a time"; "" while none does."""
    mine = standing_signal(view, view["seat"]) if view["seat"] is not None else None
    if mine is None:
        return ""
    return f"Replaces your \u201c{signal_words(mine['text'])}\u201d: {ONE_STANDS}"


def effect_tip(text, replaces=""):
    """A signal button's tooltip: what the team-mates will do (signals.signal_effect), then which statement of
    yours it replaces, if one stands."""
    effect = signal_effect(text)
    return f"{effect} \u2014 {replaces[0].lower()}{replaces[1:]}" if replaces else effect

# Buttons of the signals panel: a row per stack to leave it alone or play on it, and under both a row for
# each "I can turn it back", shown only when it is true, each in the rules' one wording (rules.ask_words).
# Shares follow the words.
ASK_SHARE = {"leave": 58, "play": 42, "reverse": 100}
LONGEST_SIGNAL = "I have a middle purple card"


def rule_bottom(t, side):
    """Where the panel's rule ("free, once a turn, no numbers") ends: its words as tall as they really are (a
    small window's type is relatively taller)."""
    return side.y + t.px(25) + theme.font(t.text_px(12)).get_linesize()


class SignalsPanel:
    """The board's signals panel (a mixin of TheGameBoard)."""

    def _signals(self, t, view, legal, side):
        side = side.copy()
        side.h = min(side.h, t.px(246))   # room for two colour signals (a hand holds two cards) and the asks
        t.panel(side, theme.PANEL, 170, 14, theme.PANEL_LINE)
        # no message lies over it, its edge neither (a hint at 1280x800 grew from the band above your hand down
        # over the panel's top, session 31): the play the board draws, not one of t.panels, whose crossing cost
        # sent the hint's arrow from the red 8 round the draw pile (1024x640, seed 33), twice the straight line
        t.play_rects.append(side)
        self.signals_rect = side
        pad = t.px(12)
        t.label("Tell the team", (side.x + pad, side.y + t.px(6)), 16, theme.GOLD, bold=True)
        rule = ("before your card: colours, stacks" if self._card_ends_turn(view)
                else "free, once a turn, no numbers")
        t.label(rule, (side.x + pad, side.y + t.px(25)), 12, theme.MUTED, max_width=side.w - 2 * pad)
        # offered once your turn is on the screen (the kit's rule: not over your hand still flying in), and not
        # while the plates and the header still give the turn to a team-mate whose cards are landing: your
        # buttons stood live under "Bot 2 is thinking…" (session 47)
        signals = [a for a in legal if a["type"] == "signal"] \
            if self.session.my_turn() and not self._arrivals(t.pieces) and \
            self.marked_to_move() == self.session.screen_seat else []
        y = side.y + t.px(43)
        w = side.w - 2 * pad
        if not signals:
            if view["outcome"] is not None:
                text = "The game is over."
            elif view["signalled"] and self.session.my_turn():
                # no voice of its own beside "You said: …" / "Player 1 said: …" after the hand's title (it said
                # "You have signalled this turn" in pass-and-play, where the screen calls nobody "you")
                text = "Signal given (one per turn)."
            else:
                text = "Signals are for your turn."
            t.label(text, (side.x + pad, y + t.px(4)), 14, theme.MUTED, max_width=w)
            return
        # one statement stands at a time: each button says, before it is pressed, which of yours it replaces
        # (a request silently wiped "I have a middle yellow card", review 29)
        replaces = replaced_words(view)
        holds = [a for a in signals if "colour" in a["text"]]
        # a request a team-mate's stands as (its stack's tag says "Bot 2: leave ▲ alone") is not offered again
        # as a button in the same words: it read as a fourth form of their words (session-31 review), and
        # saying it too would ask nothing new (the hint never does: request_advice.claimed_stacks)
        theirs = {(r["stack"], r["ask"]) for r in standing_requests(view, but=view["seat"])}
        asks = {(a["text"]["stack"], a["text"]["ask"]): a for a in signals if "ask" in a["text"]
                and (a["text"]["stack"], a["text"]["ask"]) not in theirs}
        bh = t.px(27)
        rows = len(holds[:2]) + sum(1 for st in ("up", "down") if (st, "reverse") in asks) \
            + sum(1 for st in ("up", "down") if (st, "leave") in asks or (st, "play") in asks)
        labelled = any(ask in ("leave", "play") for _, ask in asks)
        gap, lead, y = self._spacing(t, side, rule_bottom(t, side), rows, labelled)
        specs = []      # (button id, words, rect, icon, tooltip): drawn at one text size below
        for a in holds[:2]:
            text = a["text"]
            specs.append((signal_button(text), signal_words(text), pygame.Rect(side.x + pad, y, w, bh),
                          SPRITES.symbol(text["colour"], t.px(7)), effect_tip(text, replaces)))
            y += bh + gap
        # what you hold is said only when true, "I can turn ▲ back" too: with the "I have..." claims; leave /
        # play are requests, open every turn: under their own words, so they do not read as claims (a
        # reviewer took "Leave ▲ alone" for one, another "I can turn ▼ back" for a request)
        rows = [[(stack, "reverse")] for stack in ("up", "down")]
        y = self._ask_rows(t, rows, asks, specs, side.x + pad, y, w, bh, gap, replaces)
        if any(ask in ("leave", "play") for _, ask in asks):
            # one wording, whatever stands above it ("or ask them to…" and "Ask them to…" took turns, review
            # 29; a bare "or" with nothing before it read oddly, review 19b)
            y += lead - gap
            t.label("Ask them to…", (side.x + pad, y), 12, theme.MUTED)
            y += theme.font(t.text_px(12)).get_linesize() + t.px(2)
        rows = [[(stack, "leave"), (stack, "play")] for stack in ("up", "down")]
        self._ask_rows(t, rows, asks, specs, side.x + pad, y, w, bh, gap, replaces)
        size = self._one_size(t, [(words, rect, icon) for _, words, rect, icon, _ in specs], 13)
        for bid, words, rect, icon, tip in specs:
            t.button(bid, words, rect, press=bid, icon=icon, size=size, tooltip=tip)

    @staticmethod
    def _spacing(t, side, top, rows, labelled):
        """(gap between buttons, gap over a block, the first button's y): the room the panel has under its
        buttons shared out between them, up to twice the least (review 39: at 1024x640 the rule's words touched
        the first button and the rows sat close, the panel's lower third empty)."""
        least, most = t.px(4), t.px(10)
        label = theme.font(t.text_px(12)).get_linesize() + t.px(2) if labelled else 0
        used = rows * t.px(27) + label
        free = side.bottom - t.px(8) - top - used
        slots = max(1, rows - 1 + (2 if labelled else 1))      # between the rows, over the first, over "Ask them to"
        gap = max(least, min(most, free // slots))
        return gap, gap, top + gap

    @staticmethod
    def _ask_rows(t, rows, asks, specs, x0, y, w, bh, gap, replaces=""):
        """Lay the offered stack asks of `rows` into `specs`, a row each; the y under the last."""
        for row in rows:
            row = [key for key in row if key in asks]
            if not row:
                continue
            share = sum(ASK_SHARE[ask] for _, ask in row)
            x = x0
            for stack, ask in row:
                a = asks[(stack, ask)]
                bw = (w - gap * (len(row) - 1)) * ASK_SHARE[ask] // share
                specs.append((signal_button(a["text"]), ask_words(a["text"]),
                              pygame.Rect(x, y, bw, bh), None,
                              effect_tip(a["text"], replaces)))
                x += bw + gap
            y += bh + gap
        return y

    @staticmethod
    def _signals_width(t):
        """The signals panel's width: its longest phrase, "I have a middle purple card", unshrunk at the
        buttons' size (text keeps a readable floor on a small window, so it is relatively wider there)."""
        words = theme.font(max(11, t.px(13)), True).size(LONGEST_SIGNAL)[0]
        icon = SPRITES.symbol("P", t.px(7)).get_width() + t.px(8)
        return max(t.px(276), words + icon + 2 * t.px(10) + 2 * t.px(12) + t.px(4))

    @staticmethod
    def _one_size(t, specs, size):
        """The largest design size (at most `size`) at which every button's words fit unshrunk, so a row
        of them reads at one size (each shrank on its own at 1024x640). Mirrors widgets.Button's fitting."""
        for design in range(size, 8, -1):
            px = max(11, t.px(design))
            if all(theme.fit_size(words, px, rect.w - 2 * t.px(10) - (icon.get_width() + t.px(8) if icon else 0),
                                  bold=True) == px for words, rect, icon in specs):
                return design
        return 9
