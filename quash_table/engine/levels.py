"""Bot level names as a seat, a save or the command line writes them: the grammar only, no bots.

`hard@200` is a level with a fixed playout budget; the bots themselves (quash_table/bots) read the same
grammar, and the engine checks seats with it without knowing any bot.
"""

LEVELS = ("random", "easy", "normal", "hard")


def parse_level(level):
    """'hard' -> ('hard', None); 'hard@200' -> ('hard', 200): a fixed iteration budget."""
    base, sep, n = level.partition("@")
    if not sep:
        return level, None
    if not n.isdigit() or int(n) < 1:
        raise KeyError(f"{level!r}: write hard@N with N a number of iterations, e.g. hard@200")
    return base, int(n)
