"""The bags rule in one wording (no pygame), which every place that says it reads: the rules page
(assets/rules/quadwar.md's {{bags_rule}}, filled in by ui/rules_files.rules_text from Game.rules_words), New
game's option help, the score pad's footer and a hand's result key (painters.py). It was worded three ways
(session 22): "extra tricks add up to 10", "overtricks add up to 10", "running total of extra tricks reaches
or passes a multiple of 10"."""

from .machine import BAG_LIMIT, BAG_PENALTY

# what a bag is, and what bags cost: the whole rule
BAG_IS = "every trick you take over your bid is a bag"
BAGS_COST = (f"your bags add up from hand to hand and are never reset; each time their total reaches "
             f"{BAG_LIMIT}, {2 * BAG_LIMIT}, {3 * BAG_LIMIT}\u2026 you lose {BAG_PENALTY} points")
BAGS_RULE = f"{BAG_IS}; {BAGS_COST}"
# the cost in the fewest words, where a table's key has one line (the score pad, a hand's result)
BAGS_COST_BRIEF = f"\u2212{BAG_PENALTY} at {BAG_LIMIT}, {2 * BAG_LIMIT}, {3 * BAG_LIMIT}\u2026 never reset"
# ... fewer still, where a narrow result's key has no room for more
BAGS_COST_KEY = f"\u2212{BAG_PENALTY} at every {BAG_LIMIT}"
# New game's line under the option
BAGS_OPTION_HELP = f"a trick over your bid is a bag: {BAGS_COST_KEY} bags"
