"""What opening an empty stack costs the normal team's policy beyond the room it counts (playout._best_turn).

The room count (playout.room_of) lets a card that only an empty stack still takes count for nothing
(LONE_PENALTY: the empty stack will not stay empty). So once one stack is started, opening the other with
any card turns every such card back into room, and that gain hid how far the opening card sat from the
stack's end: with ▼ at blue 7 and ▲ empty, green 4 opened ▲ (shutting 1 to 3 out of it) rather than blue 5
going on ▼ beside its top (session 23: a new player saw the bot "open a fresh stack wastefully"). Here the
numbers an opening card skips cost OPEN_GAP_COST each, as if the stack had been open all along at its
end (1 on ▲, 10 on ▼)."""

OPEN_GAP_COST = 0.0        # per number skipped by a card opening the second stack. OFF for now: 4 (about the
                           # cards each number holds) measured better (normal team, fast playouts, paired seeds
                           # 10000+: 2 seats 3000 deals, 0: 884 won, 2: 882, 4: 890, 6: 890; 3 seats 1500 deals,
                           # 0: 608, 2: 626, 4: 631, 6: 632; `simulate` normal x2, 500 games, seed 1: 178 -> 182
                           # won, 32.33 -> 32.86 cards; normal x3, 300 games: 148 -> 154, 35.45 -> 36.66), but it
                           # moves the positions six seeded hint-words tests stand on (session 24): switched on
                           # once they are moved. Session 25, paired (the same deals with 0 and 4): fast playouts,
                           # 2 seats 20000 deals 5898 -> 5981 won (discordant 887 / 970, z 1.9), 3 seats 10000:
                           # 4166 -> 4229 (555 / 618, z 1.8), 4 seats 5000: 2215 -> 2195 (295 / 275); `simulate`'s
                           # own games (normal x2, seed 25, 3000): 1076 -> 1094 won (152 / 170, z 1.0), 32.59 ->
                           # 33.02 cards. Not beyond noise in the bots' real games: left off


def opening_cost(card, stack, tops, no_top):
    """-OPEN_GAP_COST times the numbers `card` skips opening the empty `stack` while the other stack has
    been started (0 for any other move: both empty, the first card goes anywhere)."""
    if tops[stack] != no_top or tops[1 - stack] == no_top:
        return 0.0
    n = card % 10 + 1
    skipped = n - 1 if stack == 0 else 10 - n
    return -OPEN_GAP_COST * skipped
