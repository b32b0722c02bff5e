"""The keys of Quadruple War's bidding: a bid chosen quickly without the mouse. A digit bids at once (1-9,
0 for 10: the bid buttons' hotkeys); Tab goes straight to the suggested bid (the hint's once one is shown,
else an honest count of your own hand: composer.suggested_bid), and the arrows from there one bid more or
fewer (Right / Up more, Left / Down fewer); Enter or Space bids the one reached. Tab stepped through the
bids one by one from 1 (session 22: tedious for a bid of 11)."""

import pygame

from .composer import bid_button

MORE = (pygame.K_RIGHT, pygame.K_UP)
FEWER = (pygame.K_LEFT, pygame.K_DOWN)

# what the prompt and the rules page's Keys say of them
BID_KEYS_WORDS = "1\u20139, 0 for 10; or Tab to a suggested bid, \u2190/\u2192, Enter"


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
        if here is not None:
            return False        # on a bid already: Tab walks on to the other buttons, as the kit's walk does
        step = board.hints.step()
        hinted = step.get("button") if step is not None else None
        goal = next((b for b in bids if bid_button(b) == hinted), None)
        goal = goal if goal is not None else c.suggested_bid()
    elif here is None:
        goal = c.suggested_bid()
    else:
        i = bids.index(here) + (1 if k in MORE else -1)
        goal = bids[max(0, min(len(bids) - 1, i))]
    board.drag._unselect()
    inp.key_button = bid_button(goal)
    return True
