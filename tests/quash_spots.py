"""A QUASH side's nine spots for a test position, written by spot: spots(s1=["5H"], s4=["7C", "8C"]) -> a list
of nine card lists (spot 1 first), the others empty. Shared by the QUASH words and hint tests."""


def spots(**cards):
    side = [[] for _ in range(9)]
    for name, laid in cards.items():
        side[int(name[1:]) - 1] = list(laid)
    return side
