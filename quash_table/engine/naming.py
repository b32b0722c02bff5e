"""How a seat is named in words on a screen: "You" for the one person at a table of bots, everyone else by
the name their seat carries (a pass-and-play table has no "you": the screen changes hands).

The games write their log lines and summaries in the third person ("Seat 1 plays the 7"); putting "You"
in a seat's place needs the sentence around it mended too ("You play the 7", "your pile"), which is done
here once for every game and every place that shows such a line (the log, hints, summaries).
"""

import re

YOU = "You"
_PLACEHOLDER = re.compile(r"(Player \d+|You)?")


def default_person_name(seat, people):
    """The name a person's seat has until one is typed: "You" for the one person at a table of bots (as
    the board, the replay, Continue, Load and Statistics all call them), "Player 2" at a shared screen."""
    return YOU if people == 1 else f"Player {seat + 1}"


def is_default_name(name):
    """Is `name` one the New game screen gave, not one a person typed ("", "You", "Player 3")?"""
    return _PLACEHOLDER.fullmatch(name.strip()) is not None


def table_names(seats, short):
    """Each seat's name where a whole table is named outside a game (Continue, the Load list): "You" for
    the one person at a table of bots, as the board names them; everyone else by `short(seat)`."""
    people = [i for i, s in enumerate(seats) if s.get("kind") != "bot"]
    return [YOU if [i] == people else short(s) for i, s in enumerate(seats)]

def joined(names, conjunction="and"):
    """ "Ann", "Ann and Bob", "Ann, Bob and Bot 3" (or, with "or", "4, 5 or 6")."""
    return ", ".join(names[:-1]) + f" {conjunction} " + names[-1] if len(names) > 1 else "".join(names)


def who_words(names, cooperative, sides=None):
    """Who plays a table, named outside it (Continue, the Load list), from `table_names`' names: the one
    person at a table of bots plays "against Bot 2 and Bot 3", or "with" them in a co-operative game (they
    are team-mates); a table of several people is "with Ann, Bob and Bot 3". `sides`: the game's
    partnerships (`Game.sides`, [(name, [seat, ...])]): a partner is never named as an opponent, "with Bot 3
    against Bot 2 and Bot 4" (QUASH at four said "against Bot 2, Bot 3 and Bot 4"), "with Ann and Carl
    against Bob and Dan" at a table of people."""
    if sides:
        mine = next((seats for _, seats in sides if YOU in [names[i] for i in seats]), sides[0][1])
        partners = [names[i] for i in mine if names[i] != YOU]
        opponents = [n for i, n in enumerate(names) if i not in mine]
        return (f"with {joined(partners)} " if partners else "") + f"against {joined(opponents)}"
    others = [n for n in names if n != YOU]
    if len(others) < len(names):
        return ("with " if cooperative else "against ") + joined(others)
    return "with " + joined(names)


# after these words a name is the object, not the subject: "taken by you", never "by you play"
_OBJECT_AFTER = frozenset({"by", "from", "to", "onto", "on", "with", "of", "for", "against", "than", "over",
                           "beats", "past", "after", "before", "behind", "and"})
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
# plurals that may follow "and" in a clause and are not verbs ("the 7 of clubs and hearts")
_NOUNS = frozenset({"hearts", "spades", "clubs", "diamonds", "cards", "points", "tricks", "bases", "piles",
                    "stacks", "dice", "doubles", "rounds", "hands", "cells", "bags", "twos", "threes", "fours",
                    "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks", "queens", "kings", "aces"})
# a name after these opens a sentence ("You"); anywhere else, after a colon, semicolon, dash or bracket too,
# it is mid-sentence ("Bot 3 misses this turn: you spent a 10 to block Bot 3", "; you play first": issue 23)
_SENTENCE_START = (".", "!", "?", "\u25b8")


def you_verb(word):
    """A verb that followed a third-person name, as it reads after "you": plays -> play, is -> are,
    passes -> pass. Anything that is not a third-person verb ("bid", "can't", "+13,") stays."""
    core = word.rstrip(".,;:!?)")
    tail = word[len(core):]
    low = core.lower()
    if not core.isalpha() or low != core:
        return word
    if low in _IRREGULAR:
        return _IRREGULAR[low] + tail
    if low.endswith(("sses", "shes", "ches", "xes", "zes")):
        return core[:-2] + tail
    if low.endswith("ies") and len(low) > 4:
        return core[:-3] + "y" + tail
    if low.endswith("s") and not low.endswith(("ss", "us")) and len(low) > 2:
        return core[:-1] + tail
    return word


def put_name(text, start, end, name, you):
    """`text` with the seat named at text[start:end] written as `name`; when that seat is the screen's
    person (`you`), as "You"/"you"/"your" with the verb after it agreeing: "You" only where it opens a sentence
    (the text's start, after a stop or on a line of its own), else "you"."""
    if not you:
        return text[:start] + name + text[end:]
    before = text[:start].rstrip()
    # a line of its own opens a sentence as a stop does (The Game's summary lists a line a seat)
    capital = not before or before.endswith(_SENTENCE_START) or "\n" in text[len(before):start]
    rest = text[end:]
    if rest.startswith("'s"):                          # "Seat 1's pile" -> "your pile"
        return text[:start] + ("Your" if capital else "your") + rest[2:]
    word = (before.split() or [""])[-1].lower()
    if word not in _OBJECT_AFTER and rest.startswith(" "):
        rest = _as_you_said(rest)
    return text[:start] + (YOU if capital else "you") + rest


def you_said(clause):
    """A clause whose subject, unsaid, is "you" (the log's clause after the move's dash, game.event_clause),
    as it reads so: "rolls again (a double)" -> "roll again (a double)"."""
    return _as_you_said(" " + clause)[1:]


def _as_you_said(rest):
    """The clause after "You" as its subject: its verbs agree ("shuffle and deal", "start a pile and pick
    up") and "their" is "your"; the clause ends at the first stop, dash or bracket."""
    cut = min([i for i in (rest.find(c) for c in ".;:\u2014(") if i >= 0] + [len(rest)])
    words = rest[:cut].split(" ")
    for i, w in enumerate(words):
        if i == 1 or (i > 1 and words[i - 1] == "and" and w.rstrip(",") not in _NOUNS):
            words[i] = you_verb(w)
        elif w == "their":
            words[i] = "your"
    return " ".join(words) + rest[cut:]


def possessive(name, you):
    """ "your" or "Ann's", for "it is your turn"."""
    return "your" if you else f"{name}'s"


def a_or_an(words):
    """`words` with its indefinite article, by how the first word is said: "an 8", "an 11", "an 18",
    "an A" (the ace), "a 9", "a 7 Skip", "a Flush card". One rule for every game's sentences."""
    first = words.split(" ", 1)[0]
    if first.isdigit():
        an = first.startswith("8") or int(first) in (11, 18)
    else:
        an = first == "A" or first[:1].lower() in "aeio"
    return ("an " if an else "a ") + words


class Reason(str):
    """A bot's reason for a move (the full words, what every reader of `reason` gets) that also carries
    its short form, `short`: the main reason in a few words, composed by the game beside the full one (not
    cut from it). A hint shows the short one first and the full one on demand (ui/hints.py). `brief`: the
    fewest words, for a board whose place for the hint is narrow (Flush at six seats, 1024x640: "9 cards left"
    for "sheds two 10s (9 left): 10s fit only on ..."); it defaults to `short`. `warns`: the brief is a warning
    no form of the hint's words may drop, so a narrow place never says the move alone (QUASH: a play that makes a
    spot fail, session 48: "Hint: play your 5♦ on spot 5 (H: why)" hid the fail until H). `more`: what the full
    words add to the short ones, composed beside them, for a place that holds the short words and no more (Flush at
    six seats, 1024x640, the Moves open: H said the hint again, session 49); "" where the game gives none.
    `least`: the one part of `more` that matters most (what the move was weighed against), for a place that holds
    not even `more` (Flush at six seats, 1024x640, the why beside the score sheet: H only lit the hint, review 60)."""

    def __new__(cls, full, short="", brief="", warns=False, more="", least=""):
        made = super().__new__(cls, full)
        made.short = short or str(full)
        made.brief = brief or made.short
        made.warns = bool(warns)
        made.more = str(more)
        made.least = str(least)
        return made

    def __reduce__(self):      # the hint bot may answer from another process: every form crosses the pipe
        return Reason, (str(self), self.short, self.brief, self.warns, self.more, self.least)


def counted_unit(n, one, many=None):
    """`n` with its unit, singular for one ("1 pt", "2 pts", "-1 pt", "0 pts"): every board's points read
    through here ("RED 1 pts" on QUASH's plate, review 22). `many` defaults to `one` + "s"."""
    return f"{n} {one if abs(n) == 1 else (many or one + 's')}"
