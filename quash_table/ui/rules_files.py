"""The players' rules files (assets/rules/<id>.md, no pygame): a game's rules text, the parts the Rules screen
shows one at a time (Learn to play first), its other sheet (Flush's original French one), and the one-line
description the New game screen shows: the rules' first paragraph."""

import re

from ..games import get_game
from ..paths import asset_path


def rules_text(game_id):
    """The game's rules page, with the words the game keeps for it filled in ({{name}}: Game.rules_words, the
    one wording the table says too: Quadruple War's bags rule)."""
    path = asset_path("rules", f"{game_id}.md")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return f"# {get_game(game_id).title}\n\nThe players' rules for this game are not written yet."
    for name, words in get_game(game_id).rules_words.items():
        text = text.replace("{{" + name + "}}", words)
    return text


# The parts of a rules page, in the order of the Rules screen's tabs: (key, tab's words, the page's "## "
# headings that belong to it). "rules" takes every heading the others do not name; "learn" also takes what
# stands above the first heading (the title and the game's first paragraph).
PARTS = (("learn", "Learn to play", ("Learn to play",)),
         ("rules", "Full rules", ()),
         ("rulings", "Rulings", ("Rulings",)),
         ("keys", "Keys", ("Keys",)))


def split_sections(text):
    """The page as [(heading, text)]: what stands above its first "## " heading (heading None), then each
    "## " section with its "###" subsections, heading line included."""
    out = [(None, [])]
    for line in text.splitlines():
        if line.startswith("## "):
            out.append((line[3:].strip(), []))
        out[-1][1].append(line)
    return [(heading, "\n".join(lines).strip("\n")) for heading, lines in out]


# A section "## Learn to play: KEY=VALUE" is for a game of that option: its text (its own heading line left out)
# ends Learn to play when the page is opened from such a game, or from no game (the main menu's Rules: review 47a
# read QUASH's page there and found nothing on swaps), and is left out for a game of another value (QUASH's
# "Advanced: swaps": the swap rules stood far down the full rules, review 46-1b).
FOR_OPTION = re.compile(r"Learn to play: (\w+)=(\w+)$")


def for_options(heading, options):
    """Whether the section under `heading` is shown for a game of `options` (None: not opened from a game, every
    section): every section but a Learn to play one for another option value (FOR_OPTION)."""
    got = FOR_OPTION.match(heading or "")
    return got is None or options is None or str(options.get(got.group(1))) == got.group(2)


def rules_parts(game_id, options=None):
    """The game's rules page in the parts the Rules screen shows one at a time: [(key, label, markdown)],
    Learn to play first (the title, the first paragraph and the short "## Learn to play", and any part for the
    game's `options`, FOR_OPTION), then the full rules, the rulings and the keys, each under the game's title.
    A page without a Learn to play section is one part, the whole page ("rules")."""
    text = rules_text(game_id)
    sections = split_sections(text)
    sections = [(h, body if FOR_OPTION.match(h or "") is None else body.split("\n", 1)[-1].strip("\n"))
                for h, body in sections if for_options(h, options)]
    named = {h: key for key, _, headings in PARTS for h in headings}
    named.update({h: "learn" for h, _ in sections if FOR_OPTION.match(h or "")})
    if not any(heading == "Learn to play" for heading, _ in sections):
        return [("rules", "Full rules", text)]
    title = next((ln for ln in text.splitlines() if ln.startswith("# ")), f"# {get_game(game_id).title}")
    chunks = {key: [] for key, _, _ in PARTS}
    for heading, body in sections:
        chunks["learn" if heading is None else named.get(heading, "rules")].append(body)
    parts = []
    for key, label, _ in PARTS:
        if not chunks[key]:
            continue
        if key != "learn":
            chunks[key].insert(0, title)
        parts.append((key, label, "\n\n".join(chunks[key]) + "\n"))
    return parts


def learn_words(game_id):
    """How many words a newcomer reads in the Learn to play part (markup left out)."""
    learn = next((md for key, _, md in rules_parts(game_id, {}) if key == "learn"), "")   # the part every game has
    # (a picture of cards, rules_cards.py, is looked at, not read)
    return sum(1 for line in learn.splitlines() if not line.startswith("::cards")
               for word in line.split() if re.search(r"\w", word))


# Other sheets a game's rules page offers: the file in assets/rules/ and the button's words.
EXTRA_SHEETS = {"flush": ("flush-original-fr.txt", "Original sheet (French)")}


def extra_sheet(game_id):
    """(path, label) of a game's other rule sheet (Flush's original French sheet), or None."""
    got = EXTRA_SHEETS.get(game_id)
    if got is None:
        return None
    path = asset_path("rules", got[0])
    return (path, got[1]) if path.exists() else None


def game_blurb(game_id):
    """What the game is, in a sentence or two: the first paragraph of its rules under the title ("A card
    game for 2 players, or 4 players in two teams, ..."); just the title if the rules are not written."""
    for para in rules_text(game_id).split("\n\n"):
        para = " ".join(para.replace("**", "").split())
        if para and not para.startswith(("#", "-", "|", "*")):
            return para
    return get_game(game_id).title
