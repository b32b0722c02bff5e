"""The players' rules files (assets/rules/<id>.md, no pygame): a game's rules text, its other sheet (Flush's
original French one), and the one-line description the New game screen shows: the rules' first paragraph."""

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
