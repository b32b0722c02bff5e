"""The Flush board's staging tray and its buttons: the cards the composer (composer.py) holds, the words of
what Declare will send, and the composer's buttons (Declare, Link Flush, the Mimic's value, Take back;
after a Super Flush, the bases to give). Every button is a composer button (`press=`)."""

import pygame

from ...ui import theme
from ...ui.curtain_news import fit_news, news_items
from ...ui.sprites import card_size
from . import as_tags, staging
from .layout import TRAY_H
from .paint_middle import news_lines, recent, recent_height, wrapped, wrapped_lines
from .rules import FLUSHES, VALUE
from .state import higher_values
from .words import circling_words

REFUSED = (236, 120, 100)
BUTTON_H = 38         # the tray's buttons (Take back, Link Flush, the Mimic's value): design px high
BUTTON_TEXT = 15      # and their type
RECENT_TEXT = 13      # the last moves under your turn's instructions: design pt


def tray(board, t, view, tray_rect, side):
    px = t.px
    c = board.composer
    stage = view["stage"]
    mine = board.session.my_turn() and c is not None
    busy = mine and c.busy()
    board._tray_hint_seen = board.hint_to_middle()
    t.panel(tray_rect, (0, 0, 0), 55, 14, theme.GOLD if busy else theme.PANEL_LINE)
    if mine and stage == "super":
        super_buttons(board, t, view, tray_rect, side)
        return
    if mine and stage == "swap":
        t.label("Swap for the Flush card", (tray_rect.centerx, tray_rect.y + px(10)), 16, theme.GOLD, bold=True,
                anchor="midtop", max_width=tray_rect.w - px(16))
        wrapped(t, "The Mimic card turned is a Flush card. Drag one of your numbered cards (from your hand or "
                   "a base top) onto it: that card becomes the Mimic, and you keep the Flush card.",
                (tray_rect.centerx, tray_rect.y + px(38)), tray_rect.w - px(24))
        return
    extra = 0                          # how far a caption of two lines pushes what is under it
    if busy or (mine and stage in staging.HIDDEN_STAGES):
        forms = [board.session.words(c.words(brief), short=True) for brief in (False, True)]   # "skips Bot 3"
        problem = c.problem()          # said plainly, not as a declaration in quotes
        extra = caption(t, [problem] if problem else [f"\u201c{w}\u201d" if w else "" for w in forms],
                        REFUSED if problem else theme.GOLD, tray_rect)
    elif mine and board._tray_hint_seen:
        # a hint's arrow from your hand to the pile crosses the tray: its news and instructions give way while it is
        # up (the hint says what to do; the move log keeps the news): it ran across them (review 55m, revm_20, 75)
        return _mine_after(board, t, view, tray_rect, side, 0)
    elif mine:
        down = circling(t, view, tray_rect)
        top = tray_rect.y + px(34) + down
        news = news_items(board.newsbook, board.session.match, view["seat"])
        # the moves alone take the tray from its top: "Your play" over them took two of its lines, and at six
        # seats (1024x640, Moves open) it held one move over empty rows (session 32)
        if moves_since(board, t, view, tray_rect, top, news, tray_rect.y + px(8) + down):
            return _mine_after(board, t, view, tray_rect, side, 0)
        t.label("Your play", (tray_rect.centerx, tray_rect.y + px(8) + down), 15, theme.GOLD, bold=True,
                anchor="midtop")
        lines, entries, brief = instructions(board, t, view, tray_rect, top, len(news))
        wrapped(t, " ".join(lines), (tray_rect.centerx, top), tray_rect.w - px(24))
        # under the instructions, the newest moves in a size that stays readable: every move since your
        # last (three fitted whole, and the tray drew the last two: session 25), at least the last two
        recent(board, t, view, tray_rect, RECENT_TEXT, entries, top + len(lines) * _line_h(t) + px(4), brief)
    else:
        # what was just declared, in the game's words: the newest at the bottom, brighter
        down = circling(t, view, tray_rect)
        size, brief = recent_size(board, t, tray_rect, down)
        recent(board, t, view, tray_rect, size, 3, tray_rect.y + px(6) + down, brief)
    if not mine:
        return
    _mine_after(board, t, view, tray_rect, side, extra)


ARROW_LANE = 12      # design px of the tray's left edge a hint's arrow may run along: its words keep as far in


LANE_COST = 4.0     # what the arrow pays a pixel inside that strip, a word's (hint_way.WORD_COST): not to cut a corner


def arrow_wall(t, tray_rect):
    """The part of the tray a hint's arrow goes round: all but a strip along its left edge, where no words lie
    (they wrap ARROW_LANE in). Beside the Mimic's column the gap was narrower than the arrow, and at six seats
    (1024x640, Moves open) its way from your hand to the pile ran left of the column and over the stock
    (session 30)."""
    lane = t.px(ARROW_LANE)
    return pygame.Rect(tray_rect.x + lane, tray_rect.y, max(1, tray_rect.w - lane), tray_rect.h)


def arrow_lane(t, tray_rect):
    """(rect, cost a pixel) of that strip: the arrow's line runs inside it only where a way clear of the tray
    costs more, never to cut the tray's corner (three seats: from a base card right under it); its edge and
    glow may lie over the strip beside the stock, its line just outside."""
    return pygame.Rect(tray_rect.x, tray_rect.y, t.px(ARROW_LANE), tray_rect.h), LANE_COST


def _mine_after(board, t, view, tray_rect, side, extra):
    """Your turn's part of the tray under its words: the Mimic's button, the staged cards, the buttons."""
    px, c, stage = t.px, board.composer, view["stage"]
    # a hint's arrow from your hand to the pile goes round the tray, not across its words ("Your play…" and
    # the last moves, with gaps where the text lay: review 18b, 10.png)
    # (and a calm way crosses it, the words read through it, where the way round turns three or four times:
    # the board's arrow_crossable, session 36)
    board._g["tray_wall"] = arrow_wall(t, tray_rect)
    board._g["tray_lane"] = arrow_lane(t, tray_rect)
    room = tray_rect.w - px(16)
    if c.mimic_choice() is not None or c.mimic_own_refused():
        # Mimics alone: the button that makes them count as their own value, or the pile's again; as tall
        # and in the same type as Take back, and as wide as its words need (at 1024x640 the old fixed
        # 118x30 design px came out 94x24 in 11 px type, a chip rather than a control)
        label = c.mimic_as_label() if c.mimic_choice() is not None else c.mimic_as_labels()[0]  # greyed: why
        labels = c.mimic_as_labels() if c.mimic_choice() is not None else [label]
        bh = px(BUTTON_H)
        bw = max([px(118)] + [theme.text(x, t.text_px(BUTTON_TEXT), bold=True).get_width() + px(24)
                              for x in labels])      # the same width either way: it never jumps
        t.button("mimic_as", label, (tray_rect.right - px(8) - bw, tray_rect.y + px(40) + extra, bw, bh),
                 press="mimic_as", hotkey=pygame.K_a, size=BUTTON_TEXT, tooltip="A")
        room -= bw + px(8)
        taken = c.taken_value()
        if taken is not None and stage in staging.HIDDEN_STAGES:
            # the turned Mimic, where the rules laid it, says what Declare makes of it
            turned = (f"adj{board._pile_gen}:0" if stage == "hidden_pickup"
                      else f"pile{board._pile_gen}:{len(view['pile']) - 1}")
            board._as_tag(turned, taken, True)
    staged_cards(board, t, view, tray_rect, room, extra)
    buttons(board, t, side)


def earlier_words(count):
    """The line over the tray's moves that stands for the older ones it has no room for."""
    return f"+{count} earlier: see Moves"


def moves_since(board, t, view, tray_rect, top, news, start=None):
    """At your turn, where the moves made since your last action (`news`: curtain_news.news_items, the move
    log's own words, a move's lines together) do not all fit whole under the instructions, the tray gives
    them its whole height from `start` (its top; no "Your play" over them: session 32) down, as many moves as
    fit whole, in the log's full words at the size they have under
    the instructions (no instructions: the prompt over your hand says what to play), the newest last and
    brightest, and "+N earlier: see Moves" first for the oldest with no room; where the full words leave one out,
    every move in its fewest words (Flush.brief_event: "Bot 2 starts a new pile with a 9, picking up five cards").
    One short line a move said
    "lays a turned-up 8" where the log said which base's hidden card it was and that a Mimic 8 Link joined,
    in small type at the foot of a half-empty tray (review 25, 34-tray-c05.png). True when it did."""
    px = t.px
    width = tray_rect.w - px(24)
    least = wrapped_lines(t, instruction_forms(view)[-1], width)
    if not news or recent_height(board, t, tray_rect, RECENT_TEXT, len(news)) <= \
            tray_rect.bottom - (top + len(least) * _line_h(t) + px(4)):
        return False
    size = t.text_px(RECENT_TEXT)
    line_h = int(size * 1.3)
    y = top - px(4) if start is None else start
    room = max(1, (tray_rect.bottom - px(8) - y) // line_h)
    # the log's full words where they all fit whole, else each move in its fewest words (brief_words.py: at six
    # seats they held three of five moves, "+1 earlier" over them, session 33)
    for said in (news, news_items(board.newsbook, board.session.match, view["seat"], brief=True)):
        shown, dropped = fit_news(said, lambda line: len(news_lines(board, line, size, width)), room, most=len(said),
                                  more=earlier_words)
        if not dropped:
            break
    news = said
    if len(shown) <= (len(news) > 1):          # not even the newest whole: its first lines, then
        shown = ([earlier_words(len(news) - 1)] if len(news) > 1 else []) + news[-1]
    newest = len(shown) - len(news[-1])       # the newest move's first line, drawn brighter
    for i, line in enumerate(shown):
        colour = theme.TEXT if i >= newest else theme.MUTED
        for part in news_lines(board, line, size, width):
            if y + line_h > tray_rect.bottom - px(4):
                return True
            t.label(part, (tray_rect.centerx, y), RECENT_TEXT, colour, anchor="midtop", max_width=width + px(8))
            y += line_h
    return True


RECENT_SIZES = (14, 13, 12, 11)     # the last moves while others play: design pt, the largest that holds them


def recent_size(board, t, tray_rect, down):
    """(size, brief) of the last moves while others play: the largest type of the two largest that holds the
    last three whole in the log's words, else the largest that holds them in their fewest words (`brief`,
    Flush.brief_event, as at your turn: at six seats, 1024x640, the full words held them only in small type or
    held two, review 33), else two so, whole (at 6 seats, 1024x640, 14 pt held only the newest: one line for
    five bots' moves, session 22; an older move is drawn whole or not at all, session 23), else the newest alone
    at the largest size."""
    room = tray_rect.h - t.px(6) - down
    for entries in (3, 2):
        for brief, sizes in ((False, RECENT_SIZES[:2]), (True, RECENT_SIZES)):
            for size in sizes:
                if recent_height(board, t, tray_rect, size, entries, brief) <= room:
                    return size, brief
    return RECENT_SIZES[0], True


def _line_h(t):
    return int(t.text_px(13) * 1.35)          # `wrapped`'s lines


def instruction_forms(view):
    """What to do at your turn, fullest first: the tray says the fullest that leaves room under it for the
    last two moves (or, failing that, the last one), so what the bots just did shows at every size (at
    1024x640 the full words left no room and the tray said nothing of it: review 20, 21b-six.png)."""
    pickup = higher_values(view["pile_value"])
    # a click works as a drag does (a card, then the pile), and the tray said "Drag" alone: a new player dragged
    # each card of a four-card Flush in turn (review 57v)
    return ["Drag (or click) cards of one value onto the pile" + (" (or onto the new pile, to pick up)" if pickup
                                                                  else "") + "; they wait here until you Declare.",
            "Drag (or click) cards of one value onto the pile" + (" (or the new pile, to pick up)" if pickup else "")
            + ", then Declare.",
            "Drag (or click) cards onto a pile, then Declare." if pickup
            else "Drag (or click) cards onto the pile, then Declare."]


def instructions(board, t, view, tray_rect, top, moves=2):
    """(lines, entries, brief): what the tray says at your turn from `top` down, decided here alone: the
    wrapped lines of the instruction form it has room for (see `instruction_forms`) and under them the last
    `entries` moves (at least the last two, the `moves` made since your last action where they fit, else the
    newest) in the log's words, else so in their fewest (`brief`, Flush.brief_event); where not even the newest fits under the
    shortest form in its fewest words, no instructions (the prompt over your hand says what to play). After
    your own Flush, six seats at 1024x640, "Drag cards onto the pile, then Declare." lay over your four-line
    move's first lines: the newest move was drawn whatever room the instructions left it (review 34)."""
    width = tray_rect.w - t.px(24)
    forms = [wrapped_lines(t, f, width) for f in instruction_forms(view)]
    room = [tray_rect.bottom - (top + len(lines) * _line_h(t) + t.px(4)) for lines in forms]
    for brief in (False, True):
        for entries in dict.fromkeys((max(2, moves), 2, 1)):
            need = recent_height(board, t, tray_rect, RECENT_TEXT, entries, brief)
            fit = next((lines for lines, r in zip(forms, room) if r >= need), None)
            if fit is not None:
                return fit, entries, brief
    return [], 1, True


def circling(t, view, tray_rect):
    """While the round goes round in circles (the view's `circling`), a gold strip across the top of the
    tray says so and what ends it, in the fullest of its forms that fits on two lines, for as long as it
    lasts (a log line scrolled away and a hint's words were all the table said); returns its height."""
    forms = circling_words(view)
    if not forms:
        return 0
    px = t.px
    width = tray_rect.w - px(24)
    size = t.text_px(14)
    lines = next((ls for ls in (theme.wrap(f, size, width, bold=True) for f in forms) if len(ls) <= 2),
                 [forms[-1]])
    line_h = int(size * 1.25)
    strip = pygame.Rect(tray_rect.x + px(4), tray_rect.y + px(4), tray_rect.w - px(8),
                        line_h * len(lines) + px(8))
    t.panel(strip, theme.GOLD, 40, 10, theme.GOLD)
    for i, line in enumerate(lines):
        t.label(line, (strip.centerx, strip.y + px(4) + i * line_h), 14, theme.GOLD, bold=True, anchor="midtop",
                max_width=width)
    return strip.h + px(2)


def caption(t, forms, colour, tray_rect):
    """What Declare will do, over the tray: one line at 17 pt, or two at 15 pt when it is long (never
    shrunk to fit one line), or three at 14 pt; in the first of its `forms` (the full words, then their fewest)
    that fits three lines (a lost Deduction's full words ran to four and the last was cut off, review 60);
    returns how much lower than one line it ends."""
    px = t.px
    width = tray_rect.w - px(16)
    for text in forms:
        size = 17
        lines = theme.wrap(text, t.text_px(size), width, bold=True)
        if len(lines) > 1:
            size = 15
            lines = theme.wrap(text, t.text_px(size), width, bold=True)
        if len(lines) > 2:                  # a turned Mimic's words and who its Skip passes over: three lines
            size = 14
            lines = theme.wrap(text, t.text_px(size), width, bold=True)
        if len(lines) <= 3:
            break
    line_h = int(t.text_px(size) * 1.25)
    for i, line in enumerate(lines[:3]):
        t.label(line, (tray_rect.centerx, tray_rect.y + px(8) + i * line_h), size, colour, bold=True,
                anchor="midtop", max_width=width)
    return line_h * (min(3, len(lines)) - 1)


def _staged_value(c, view):
    """The value the staged cards are declared as (for the 'as 6' tags on Mimics among them)."""
    main = c.main()
    if main is not None and "as" in main[0]:
        return main[0]["as"]
    if view["stage"] in staging.HIDDEN_STAGES:
        return view["staged"]["value"]
    return staging.group_value(c.staged_codes(), view["mimic"])


def staged_cards(board, t, view, tray_rect, room, extra=0):
    """The staged cards, under the spot they are for, each with the id it had where it came from."""
    px = t.px
    c = board.composer
    v = _staged_value(c, view)
    m = view["mimic"]
    alone = len(c.staged) == 1 and view["stage"] not in staging.HIDDEN_STAGES and c.taken_value() is None
    tagged = [not alone and m is not None and v != m and c.code(key) not in FLUSHES and VALUE[c.code(key)] == m
              for key in c.staged]                 # Mimics declared as another value: "as 6" under each
    top = tray_rect.y + px(34) + extra
    size = t.card_size(TRAY_H * board._k)
    if size[1] > tray_rect.bottom - px(5) - top:     # under a caption of three lines they lay on its border
        size = card_size(tray_rect.bottom - px(5) - top)
    if any(tagged):
        # as short as keeps a tag hanging under a kind band inside the tray: under a three-line caption "as 6"
        # lay on the tray's border and past it (review 34), as under a small card on the pile (session 30); on a
        # plain card it lies in the band's place
        # (and clear of the tray's border: 4 px above it, its edge lay on the border, review 60)
        size = as_tags.clear_of(px, size, top, f"as {v}", tray_rect.bottom - px(7),
                                any(as_tags.kind_written(c.code(k)) for k, tag in zip(c.staged, tagged) if tag))
    # under the spot Declare lays them on (cards added to a turned Mimic taking the pile's value: the pile)
    joins = view["stage"] == "hidden_pickup" and c.taken_value() is not None
    spot = board._g["new"] if c.to == "newpile" and not joins else board._g["mat"]
    cx = max(tray_rect.x + size[0] // 2 + px(8), min(spot.centerx, tray_rect.right - size[0] // 2 - px(8)))
    if len(c.staged) > 1:
        cx = tray_rect.x + px(8) + room // 2
    rects = t.row(len(c.staged), size, (cx, top + size[1] // 2), room, gap=8)
    for j, (key, r, tag) in enumerate(zip(c.staged, rects, tagged)):
        pid = board.piece_id(key)
        t.card(pid, c.code(key), r, zone="stage", z=60 + j, key=key)
        if tag:
            board._as_tag(pid, v, True)


def buttons(board, t, side):
    """Declare, Link Flush and Take back beside the tray: composer buttons, enabled when it offers them."""
    px = t.px
    c = board.composer
    bh = px(BUTTON_H)
    y = side.y + px(4)
    offered = {b.id: b for b in c.buttons()}
    decl = offered.get("declare")
    legal = decl is not None and decl.enabled
    # each with its key drawn after its words (Enter: Declare; review 36b looked for it in vain)
    t.button("declare", "Declare", (side.x, y, side.w, bh + px(6)), press="declare", key_hint="\u21b5",
             style="primary" if legal else "normal", hotkey=pygame.K_RETURN, size=18,
             tooltip="Enter" if legal else (decl.reason if decl is not None else "Enter"))
    y += bh + px(14)
    if "link_flush" in offered:
        t.button("link_flush", "Link Flush", (side.x, y, side.w, bh), press="link_flush", style="primary",
                 hotkey=pygame.K_l, size=BUTTON_TEXT, tooltip="L")
        y += bh + px(8)
    t.button("take_back", "Take back", (side.x, y, side.w, bh), press="take_back", key_hint="\u232b",
             hotkey=pygame.K_BACKSPACE,
             size=BUTTON_TEXT, tooltip="Backspace")


def super_buttons(board, t, view, tray_rect, side):
    px = t.px
    name = board.session.name(view["give_to"])
    t.label("Super Flush!", (tray_rect.centerx, tray_rect.y + px(8)), 18, theme.GOLD, bold=True, anchor="midtop")
    wrapped(t, f"You may give one of your bases (all that is left of it) to {name}, who played before you, "
               f"or keep them.", (tray_rect.centerx, tray_rect.y + px(34)), tray_rect.w - px(24))
    gives = [b for b in board.composer.buttons() if b.id.startswith("give:")]
    bh = px(34)
    rects = give_rects(t, len(gives), tray_rect, bh)
    for b, r in zip(gives, rects):
        t.button(b.id, give_label(b.label, r.w, 14, t), r, press=b.id, size=14,
                 tooltip=f"{b.label.lower()} to {name}")
    t.button("keep_bases", "Keep bases", (side.x, side.y + px(4), side.w, bh + px(6)), press="keep", size=16,
             hotkey=pygame.K_k, tooltip="K")


def give_rects(t, count, tray_rect, bh):
    """The Give base buttons side by side across the tray's foot, each as wide as the room allows, never over
    one another (four bases' buttons overlapped like a fanned hand, "Give base" three times: review 24)."""
    px = t.px
    gap = px(8)
    room = tray_rect.w - px(16)
    w = max(1, min(px(96), (room - gap * (count - 1)) // max(1, count)))
    total = w * count + gap * (count - 1)
    x0 = tray_rect.centerx - total // 2
    y = tray_rect.bottom - px(10) - bh
    return [pygame.Rect(x0 + i * (w + gap), y, w, bh) for i in range(count)]


def give_label(label, width, size, t):
    """ "Give base 2", or "Base 2" where the button has no room for it (the tray's words above say "give")."""
    if theme.font(t.text_px(size)).size(label)[0] + t.px(12) <= width:
        return label
    return label.replace("Give base", "Base")
