"""Where a tooltip goes: the one placer the menu screens (`MenuScene.place_tips_clear`) and the board's header
(`Hud._tip_place`) use.

A tooltip belongs to a widget and, for a tick box, to its words too (pygame_gui gives the box's label a
tooltip of its own): its anchor is the widget with its words. It goes beside its anchor where it covers the
least of the screen's words and widgets, words counting more than a button's face (session 25: Settings'
Cancel tip lay over the words of the tick box above it, New game's "Allow undo" tip, left where pygame_gui
put it at the pointer, over the two lines under the box that say what Undo does). No pygame drawing here."""

import pygame

TEXT_WEIGHT = 3        # a pixel of words covered counts as this many of a button's face
CLEAR = 4              # design px a tooltip keeps from other widgets and words where it can
SOFT_WEIGHT = 0.1      # a pixel of a plate or a piece covered (`soft`): cloth is better, words far worse
SLIDES = 3             # how many runs of words a tooltip under or above its anchor is slid past
REACH = 120            # design px: a tooltip's nearest edge lies at most this far from its anchor where it can
                       # (24 left a board's Undo tip no room but over the table's words or the move log's
                       # heading, session 29; New game's tips keep near their controls by NEAR_WEIGHT)
NEAR_WEIGHT = 0.25     # a px further from its anchor counts as this many px of a button's face per px of the
                       # tip's height: slid down its own height costs a square of face, an eighth of a tip on
                       # a plate (session 27: Undo's tip went ~350 px away, Win %'s to the window's corner)


def tip_holders(widgets):
    """[(widget id, element holding a tooltip, its anchor rect)]: each widget, and a tick box's words (their
    own element, with the same tooltip); the anchor of either is the widget's rect with its words'."""
    out = []
    for wid, widget in widgets.items():
        label = getattr(widget, "text_label", None)
        anchor = pygame.Rect(widget.rect)
        if label is not None and label.visible:
            anchor = anchor.union(pygame.Rect(label.rect))
        for el in (widget, label):
            if el is not None:
                out.append((wid, el, anchor))
    return out


def widget_rects(widgets, leave_out=()):
    """(rects of widgets' faces, rects of their words) of the visible widgets but those in `leave_out`: a
    label's, a text box's and a tick box's words are words, the rest faces."""
    faces, words = [], []
    for wid, el in widgets.items():
        if wid in leave_out or not el.visible:
            continue
        kind = type(el).__name__
        if kind == "UILabel":
            words.append(inked(el))
        else:
            (words if kind == "UITextBox" else faces).append(pygame.Rect(el.rect))
        label = getattr(el, "text_label", None)
        if label is not None and label.visible:
            words.append(inked(label))
    return faces, words


INK_PAD = 1      # px a label's words are taken to reach above and below their ink


def inked(label):
    """The part of a label its words cover: across, their ink (a heading's label spans the screen, its word in
    the middle: the whole rect kept every tooltip off the band beside Statistics' heading); up and down, their
    ink and INK_PAD more each way, within the label (the bare ink of a line without tall letters left New game's
    Allow-undo tip 1 px over the note's line under the box, session 29; the label's whole height sent Statistics'
    heading tips over the words above the headings)."""
    rect = pygame.Rect(label.rect)
    image = getattr(label, "image", None)
    if image is None:
        return rect
    ink = image.get_bounding_rect()
    if not (ink.w and ink.h):
        return rect
    top, bottom = max(rect.y, rect.y + ink.y - INK_PAD), min(rect.bottom, rect.y + ink.bottom + INK_PAD)
    return pygame.Rect(rect.x + ink.x, top, ink.w, bottom - top)


def _slid_aside(spot, rects, screen, gap, down):
    """Spots of a tip first slid left or right past the `rects` it lies on, then on down (`down`) or up past
    those, at most SLIDES steps in all."""
    out, front = [], [spot.clamp(screen)]
    for _ in range(SLIDES):
        nxt = []
        for s in front:
            hit = [r for r in rects if s.colliderect(r)]
            if not hit:
                continue
            moved = [s.move(max(r.right for r in hit) + gap - s.x, 0), s.move(min(r.left for r in hit) - gap - s.right, 0)]
            moved += _between(s, hit, rects)
            if out:                     # once aside, on down or up too
                y = max(r.bottom for r in hit) + gap if down else min(r.top for r in hit) - gap - s.h
                moved.append(s.move(0, y - s.y))
            for m in moved:
                m = m.clamp(screen)
                if m.topleft not in out and m.topleft != s.topleft:
                    out.append(m.topleft)
                    nxt.append(m)
        front = nxt
    return out


def _between(spot, hit, rects):
    """`spot` slid past the `hit` rects it lies on into the middle of the room between them and the next rects
    along its row, where it fits there: slid `gap` px past a run of words, NumberQuash's Undo tip lay 0 px from
    the move log's heading 'Moves' with 7 px to spare on its other side (session 29)."""
    out = []
    row = [r for r in rects if r.top < spot.bottom and r.bottom > spot.top]
    start = max(r.right for r in hit)
    ahead = [r.left for r in row if r.left >= start]
    if ahead and min(ahead) - start >= spot.w:
        out.append(spot.move(start + (min(ahead) - start - spot.w) // 2 - spot.x, 0))
    end = min(r.left for r in hit)
    behind = [r.right for r in row if r.right <= end]
    if behind and end - max(behind) >= spot.w:
        out.append(spot.move(max(behind) + (end - max(behind) - spot.w) // 2 - spot.x, 0))
    return out


def covered(spot, rects):
    return sum(c.w * c.h for c in (spot.clip(r) for r in rects))


def apart(a, b):
    """How far apart two rects' nearest edges are (0: they touch or overlap)."""
    dx = max(a.left - b.right, b.left - a.right, 0)
    dy = max(a.top - b.bottom, b.top - a.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def _span(a0, a1, b0, b1):
    return max(0, min(a1, b1) - max(a0, b0))


def along(spot, anchor, rival, near, strict=False):
    """Does `spot`, over or under its `anchor` (or beside it), its middle past the anchor's side, lie along more
    of `rival`'s side than of its anchor's, the rival as near it (within `near`)? It reads as the rival's: worse
    than a spot that does not, where both cover words (the replay counter's tip, hung from its edge, lay along
    more of "Spectator ▸" than of the counter, session 28; a tip centred on its anchor is its anchor's).
    `strict` (a menu's row of wide buttons): over or under, it reads as the rival's too where its middle is past
    its anchor's side and it lies along the rival at all, or where it lies along as much of the rival as of its
    anchor: Load's Replay tip, wider than the button, hung from its right edge, began under Delete with its middle
    between the two (review 35), and hung from its left edge at 1024x640 lay as much under Load as under Replay;
    centred under Replay it is Replay's. (A board's header buttons are narrow and side by side: a tip under one
    lies along its neighbours wherever it goes, and keeps off the table's words first.)"""
    if apart(spot, rival) > near:
        return False
    if spot.top >= anchor.bottom or spot.bottom <= anchor.top:
        theirs = _span(spot.left, spot.right, rival.left, rival.right)
        mine = _span(spot.left, spot.right, anchor.left, anchor.right)
        off = not anchor.left <= spot.centerx < anchor.right
        if strict:
            return theirs > 0 and (theirs >= mine or off)
        return off and theirs > mine
    return not anchor.top <= spot.centery < anchor.bottom and \
        _span(spot.top, spot.bottom, rival.top, rival.bottom) > _span(spot.top, spot.bottom, anchor.top,
                                                                      anchor.bottom)


def tip_spot(anchor, size, screen, faces, words, drawn, middle_x, gap, clear=0, beside=True, soft=(), reach=None,
             strict=False):
    """The top-left of a tooltip of `size` for `anchor` (`ranked_spot`'s), None where it fits nowhere."""
    got = ranked_spot(anchor, size, screen, faces, words, drawn, middle_x, gap, clear, beside, soft, reach=reach,
                      strict=strict)
    return got[1] if got else None


def best_form(anchor, sizes, screen, faces, words, drawn, middle_x, gap, clear=0, soft=(), up=False, reach=None,
              rivals=None, watched=()):
    """(index, top-left) of the tooltip's form (`sizes`: one line, two lines...) whose best spot covers
    least, the earlier at a tie; None: none fits (a one-line Undo tip had no room clear of the table's
    words under the header; in two lines it goes beside them)."""
    best = None
    for i, size in enumerate(sizes):
        got = ranked_spot(anchor, size, screen, faces, words, drawn, middle_x, gap, clear, True, soft, up, reach,
                          rivals, watched)
        if got is not None and (best is None or got[0] < best[0]):
            best = (got[0], i, got[1])
    return best[1:] if best else None


def ranked_spot(anchor, size, screen, faces, words, drawn, middle_x, gap, clear=0, beside=True, soft=(),
                up=False, reach=None, rivals=None, watched=(), strict=False):
    """Where a tooltip of `size` for `anchor` goes: under it (pygame_gui's place), above it, to its left or
    its right (each also slid along the anchor's side, at its start, middle and end; under and above also
    slid on past the words next to the anchor), kept in `screen`, never
    over its anchor; the spot covering least wins (`words` weigh TEXT_WEIGHT, `drawn`, the screen's own
    drawing such as a table's headings, as much, `faces` 1), the earlier at a tie; what lies within `clear`
    pixels of the tip counts as covered (a tip 2 px over a line of words read as lying on it, review 25);
    `beside` False: only under or above (a row of tabs: a tip beside a tab lies on the next tab or in the
    window's corner, away from the tab it names); `soft`: what it had better not cover, weighing SOFT_WEIGHT
    (a board's plates and cards: Undo's tip lay over a plate's corner, review 25); `up`: above before under
    at a tie. Session 27: a tip far from its anchor reads as another's (Undo's lay ~350 px away by the
    "BLUE" label, Win %'s in the window's corner, Delete's over Back), so the spots are ranked, each rank
    before the next: within `reach` px of the anchor (nearest edges); over no other control (`faces`);
    clear of words (`clear` px included: a px of words costs more than any way nearer); nearer its anchor
    than any other button (`rivals`, else `faces`: a board's track is no button a tip is read as); then
    the cost, each px away from the anchor adding NEAR_WEIGHT px of face per px of the tip's height.
    `watched`: what the person is looking at (a replay's cards, under its bar), kept clear of before all else,
    reach included: a spot over it ranks after every spot clear of it, and spots are slid past it too
    (session 30: the replay slider's tip lay over the bottom of the hand just above the bar, the cards weighing
    as cloth, `soft`, and the bar's own controls as a face: nothing ranked a tip over them as worse than that).
    `strict`: astray as `along` says it for a menu's row of wide buttons (a tip centred on its own button).
    ((over what is watched, out of reach, over a control, over words, astray, cost), top-left), None: it fits
    nowhere."""
    w, h = size
    if w > screen.w or h > screen.h:
        return None
    # under or above, the tip hangs from its anchor's edge towards the window's middle (pygame_gui centres it
    # on the pointer: Load's ran past its button to the window's edge)
    hang = anchor.right - w if anchor.centerx > middle_x else anchor.left
    other = anchor.left if hang != anchor.left else anchor.right - w
    below, above = anchor.bottom + gap, anchor.top - gap - h
    left, right = anchor.left - gap - w, anchor.right + gap
    level = (anchor.centery - h // 2, anchor.top, anchor.bottom - h)
    spots = [(hang, below), (hang, above), (other, below), (other, above)]
    if up:                              # above first at a tie (a table button low on the screen)
        spots = [spots[1], spots[0], spots[3], spots[2]]
    # and centred on it: a tip wider than a small control it hangs from lies as far past either side (the
    # replay counter's, hung from its edge, lay over "Spectator ▸" beside it, session 28)
    spots += [(anchor.centerx - w // 2, above), (anchor.centerx - w // 2, below)] if up else \
        [(anchor.centerx - w // 2, below), (anchor.centerx - w // 2, above)]
    if beside:
        spots += [(left, y) for y in level] + [(right, y) for y in level]
    # under or above, also slid on past the words next to the anchor (the lines under a tick box that say
    # what it does), at most SLIDES times: nearer is better at a tie; then, as a last resort, also slid
    # sideways past them and on (a board's Undo tip had no room under the header clear of the table's
    # words, and found it beside them, over the move log's empty foot)
    past = words + drawn + list(watched)
    for x, y, down in ((hang, below, True), (hang, above, False), (other, below, True), (other, above, False)):
        spot = pygame.Rect(x, y, w, h)
        for _ in range(SLIDES):
            hit = [r for r in past if spot.colliderect(r)]
            if not hit:
                break
            spot.y = max(r.bottom for r in hit) + gap if down else min(r.top for r in hit) - gap - h
            spots.append(spot.topleft)
    for x, y, down in ((hang, below, True), (hang, above, False), (other, below, True), (other, above, False)):
        spots += _slid_aside(pygame.Rect(x, y, w, h), past, screen, gap, down)
    # and any spot over another control, also slid just past it up, down, left and right (Show folder's tip,
    # beside its button, lay over the path field above it: there was room between that and the error below)
    for x, y in list(spots):
        spot = pygame.Rect(x, y, w, h).clamp(screen)
        hit = [r for r in faces if spot.colliderect(r)]
        if hit:
            spots += [(spot.x, max(r.bottom for r in hit) + gap), (spot.x, min(r.top for r in hit) - gap - h),
                      (max(r.right for r in hit) + gap, spot.y), (min(r.left for r in hit) - gap - w, spot.y)]
    best = None
    for x, y in spots:
        spot = pygame.Rect(x, y, w, h).clamp(screen)
        if spot.colliderect(anchor):
            continue                    # never over its own widget and words
        room = spot.inflate(2 * clear, 2 * clear)
        inked = covered(room, words) + covered(room, drawn)
        cost = covered(room, faces) + TEXT_WEIGHT * inked
        cost += SOFT_WEIGHT * covered(room, soft)
        away = apart(spot, anchor)
        cost += NEAR_WEIGHT * max(0, away - gap) * h
        # a tip lying nearer another control than its own reads as that one's (Win %'s over the Player button)
        others = faces if rivals is None else rivals
        astray = any(apart(spot, r) + gap < away or along(spot, anchor, r, away + gap, strict) for r in others)
        # a tip off its anchor's span on every side (corner to corner) reads as nobody's: the replay counter's
        # lay out over the slider, ~110 px left of it, to keep off a plate's foot (review 27)
        detached = not (spot.left < anchor.right and spot.right > anchor.left) and \
            not (spot.top < anchor.bottom and spot.bottom > anchor.top)
        rank = (any(spot.colliderect(r) for r in watched), reach is not None and away > reach,
                any(spot.colliderect(r) for r in faces), detached, inked > 0, astray, cost)
        if best is None or rank < best[0]:
            best = (rank, spot.topleft)
    return best
