"""Which words a line of the move log keeps together (ui/theme.wrap's word lists, no pygame): the tails a line
must not start with, the articles, prepositions and verbs that lead the words after them."""


def short_tail(word):
    """A word a line must not start with when the word before it fits there instead: a number ("spot 1",
    "round 2", "3-4"), or a token of one or two characters ("of", a dash)."""
    if word.startswith("(") and not word.rstrip(".,;:!?").endswith(")"):
        return False        # a bracket opens a phrase: "spot 7 / (3 of diamonds, 6 of clubs)" (QUASH, session 28)
    core = word.strip(".,;:!?)(\"'")
    core = core[:-2] if core.endswith("'s") else core      # "Bot / 4's 10 of clubs" (Quadruple War, session 28)
    # (a roll's sum too, "4+6": "Bot 2 / 4+6" cut a name from its roll in NumberQuash's opening, session 25)
    return len(core) <= 2 or core.replace("\u2013", "").replace("-", "").replace("+", "").replace("=", "").isdigit()


# Words a line must not end with: an article goes down with the words it leads ("rolls / a double 1", not
# "rolls a / double 1"), so the move log wraps between phrases; and a word joining two numbers stays with
# the first ("rolls / 6 and 4 (10)", not "rolls 6 / and 4 (10)").
# A side leads its cell's name as an article does ("right yellow 1": "right / yellow 1" in NumberQuash's log).
# A count word leads its noun the same way ("with one / die" in NumberQuash's log, session 25).
# (every count word: "the old pile's five / cards" in Flush's log, session 28)
LEADS = frozenset({"a", "an", "the", "left", "right", "one", "two", "both", "three", "four", "five", "six", "seven",
                   "eight", "nine", "ten", "eleven", "twelve"})
# A preposition leads the words after it too ("lays two 3s (one of them a Skip) / on the pile", not "... on /
# the pile", Flush's log, session 28): it is no short tail of the word before it, as "spot 1"'s number is. A
# line ends with one only where the entry would take a line more otherwise (`_even_lines`: a soft bond).
PREPOSITIONS = frozenset({"on", "of", "in", "at", "by", "to", "with", "from", "onto", "into", "for"})
JOINERS = frozenset({"and", "or", "to"})
# A verb whose object is the card it moves: a line does not end on it where as many lines can keep the card with
# it ("Bot 2 plays / the 6 of diamonds and ..." read as a name and its verb, the card a line below: review 34)
OBJECT_VERBS = frozenset({"plays", "play", "lays", "lay"})


def joins_numbers(before, after, then=None):
    """Does `after` join the number `before` to the next ("6 and 4", "123 to 72")? `then`, the word after it where
    known, must be a number too: "a banked 10 to block Player 1" joins no numbers, and "Player 2 spends / a banked
    10 to block Player 1" broke early to keep "10 to" together (NumberQuash's log, review 59)."""
    return after in JOINERS and before.strip("(").isdigit() and (then is None or then.strip("(").rstrip(".,;:)—").isdigit())


def leads(word):
    return word.lower().lstrip("(") in LEADS      # "(a double)" too: it broke "rolls again (a / double)"


def preposition(word):
    return word.lower().lstrip("(") in PREPOSITIONS


# Marks that end a clause: the next clause may start a line whatever its first word ("Bot 4 wins the game, /
# 123 to 72": the number is no tail of the word before it, as "spot 1" is). Not a colon: what follows one is
# its value ("took 3: 0 (bid missed)")
CLAUSE_ENDS = (",", ";")
