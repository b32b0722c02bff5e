"""The keys of Quadruple War's bidding: a bid chosen quickly without the mouse. A digit bids at once (1-9,
0 for 10: the bid buttons' hotkeys); Tab goes straight to the suggested bid, the hint's: Tab shows the hint (as H
does: its bid lit, "Hint: bid 3 — your hand will likely take 4 tricks…" in words) and the key focus lands on
it once it has come; the arrows from there one bid more or fewer (Right / Up more, Left / Down fewer); Enter or
Space bids the one reached. Tab stepped through the bids one by one from 1 (session 22: tedious for a bid of 11);
then it went to the normal bot's count of your hand, marked by the focus's thin ring alone, with no words, and H
could then say another bid (review 37: "5" ringed, "Hint: bid 3"). Where no hint comes (none may be asked now)
Tab goes to that count (composer.suggested_bid)."""

import pygame

from .composer import bid_button

MORE = (pygame.K_RIGHT, pygame.K_UP)
FEWER = (pygame.K_LEFT, pygame.K_DOWN)

# what the prompt and the rules page's Keys say of them
BID_KEYS_WORDS = "1\u20139, 0 for 10, two digits for 11 up; or Tab to a suggested bid, \u2190/\u2192, Enter"
DIGITS = {**{pygame.K_0 + d: d for d in range(10)}, **{pygame.K_KP0 + d: d for d in range(10)}}


def two_digits(board, event):
    """A bid of two digits typed (review 47b: bids 11 to 13 had no key): a first digit that begins a higher bid
    you may make ("1" of 11-13) puts the focus on its own bid and waits, said on the table; the next digit bids
    the two ("1" "2": 12), Enter the one (the focus's). Other digits bid at once (the buttons' hotkeys). True when
    the key was used."""
    c = board.composer
    d = DIGITS.get(event.key)
    bids = c.bids() if c is not None and not board.read_only else []
    first, board.bid_first = getattr(board, "bid_first", None), None
    if d is None or not bids:
        return False
    if first is not None and first * 10 + d in bids:
        btn = next((b for b in board.table.buttons if b.id == bid_button(first * 10 + d)), None)
        if btn is not None:
            board.input.activate(btn)
            return True
    higher = [b for b in bids if b // 10 == d and b > 10] if d else []
    if not higher:
        return False
    board.bid_first = d
    if d in bids:
        _focus(board, d)
    low, high = higher[0] % 10, higher[-1] % 10
    then = f"{low}" if low == high else f"{low}\u2013{high}"
    board.show_message(f"{d}: the next digit ({then}) bids {higher[0]}" + (f"\u2013{higher[-1]}" if len(higher) > 1
                       else "") + (f", Enter bids {d}" if d in bids else ""), "info")
    return True


def bid_key(board, event):
    """Tab or an arrow while you bid: the key focus on a bid button (the kit draws it and Enter presses it).
    True when the key was used."""
    c = board.composer
    k = event.key
    if c is None or board.read_only or k not in (pygame.K_TAB, *MORE, *FEWER) or event.mod & pygame.KMOD_SHIFT:
        return False
    bids = c.bids()
    if not bids:
        return False
    inp = board.input
    here = next((b for b in bids if bid_button(b) == inp.key_button), None)
    if k == pygame.K_TAB:
        coming = board.hints.waiting or board.hints.on_landing is not None
        if board.bid_tab is not None and coming:
            return True         # the hint asked for is still on its way: its bid gets the focus when it comes
        if here is not None:
            return False        # on a bid already: Tab walks on to the other buttons, as the kit's walk does
        goal = _hinted(board, bids)
        if goal is None:
            if _ask_hint(board):
                return True     # "Looking for a good move…": the focus goes to its bid once it comes (follow_hint)
            goal = c.suggested_bid()
    elif here is None:
        goal = _hinted(board, bids)
        goal = goal if goal is not None else c.suggested_bid()
    else:
        i = bids.index(here) + (1 if k in MORE else -1)
        goal = bids[max(0, min(len(bids) - 1, i))]
    _focus(board, goal)
    # a bid the arrows reached is the person's own choice; any other focus follows the bid the hint lights
    board.bid_arrowed = bid_button(goal) if k != pygame.K_TAB else None
    return True


def _hinted(board, bids):
    """The bid the hint shown lights, or None."""
    step = board.hints.step()
    hinted = step.get("button") if step is not None else None
    return next((b for b in bids if bid_button(b) == hinted), None)


def _ask_hint(board):
    """Ask the hint as H does; True while it is on its way (Tab's focus waits for it), False where it came at
    once or none is coming."""
    hints = board.hints
    hints.show()
    if hints.step() is not None:
        return False
    if hints.waiting or hints.on_landing is not None:
        board.bid_tab = board.session.hint_moment()
        return True
    return False


def _focus(board, goal):
    board.drag._unselect()
    board.input.key_button = bid_button(goal)


def follow_hint(board):
    """Each frame (the board's update), the one rule of which bid has the key focus: the bid the hint lights,
    where the focus is on another bid the arrows did not reach (the hint lit 5 while the ring stayed on 6, put
    there before the hint came, and Enter bid 6: review 37, hand 2), or where a Tab asked for the hint and the
    focus is on nothing yet; a bid the arrows reached stays the person's choice. A Tab's wait ends once the lit
    bid has come, or with the moment it asked at (a move made, the turn gone); the arrows' choice lasts for this
    bid only."""
    c = board.composer
    bids = c.bids() if c is not None and not board.read_only else []
    if not bids:
        board.bid_tab = board.bid_arrowed = None
        return
    if board.bid_tab is not None and board.bid_tab != board.session.hint_moment():
        board.bid_tab = None
    goal = _hinted(board, bids)
    if goal is None:
        return
    here = board.input.key_button
    waited, board.bid_tab = board.bid_tab is not None, None
    on_other_bid = here != bid_button(goal) and here != board.bid_arrowed and \
        any(bid_button(b) == here for b in bids)
    if on_other_bid or (waited and here is None):
        _focus(board, goal)
