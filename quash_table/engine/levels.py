"""Bot level names as a seat, a save or the command line writes them: the grammar only, no bots.

`hard@200` is a level with a fixed playout budget; the bots themselves (quash_table/bots) read the same
grammar, and the engine checks seats with it without knowing any bot.
"""

LEVELS = ("random", "easy", "normal", "hard")
MAX_ITERATIONS = 20000    # a budget from a file or a command line is bounded: a move never runs for hours


def parse_level(level):
    """'hard' -> ('hard', None); 'hard@200' -> ('hard', 200): a fixed iteration budget (1 to MAX_ITERATIONS)."""
    base, sep, n = level.partition("@")
    if not sep:
        return level, None
    if not (n.isascii() and n.isdigit() and len(n) <= 6) or not 1 <= int(n) <= MAX_ITERATIONS:
        raise KeyError(f"{level[:40]!r}: write hard@N with N a number of iterations from 1 to "
                       f"{MAX_ITERATIONS}, e.g. hard@200")
    return base, int(n)
