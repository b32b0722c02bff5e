"""Review 54f (new players): the rules page says "run" and "FAILED", while the table's log and the "This spot will
fail" dialog said "sequence" ("BLACK wins, higher sequence", "RED's sequence there has failed too"). One
vocabulary everywhere a player reads: the rules page's."""

import ast
import re
from pathlib import Path

from quash_table.games import get_game

from .test_quash_rules import FAILED_BLACK, FAILED_RED, round_2p

G = get_game("quash")
GAME_DIR = Path(__file__).resolve().parent.parent / "quash_table" / "games" / "quash"
OFF_WORDS = re.compile(r"\b(sequences?|proper)\b", re.I)     # "sequence_failed" (an event's kind) is no word


def round_log(red, black):
    s = round_2p(red, black)
    seats = ["You", "Bot 2"]
    return [t for t in (G.describe_event(e, seats) for e in G.events(s)) if t]


def test_the_scored_rounds_log_says_run_and_failed_as_the_rules_page_does():
    lines = round_log(FAILED_RED, FAILED_BLACK)
    assert not [t for t in lines if OFF_WORDS.search(t)], lines
    assert "Spot 1: BLACK wins, RED's spot is FAILED (+1)" in lines, lines
    assert "Spot 1: BLACK's bonus point for RED's FAILED spot (+1)" in lines, lines
    assert "Spot 5: both spots FAILED, 1 point each" in lines, lines


def test_two_runs_are_compared_in_the_rules_pages_words():
    red = ["JH QH KH", "9C 10C", "AC", "5D 6D 7D", "9D 10D", "KD", "2H 3H 4H", "2D 3D", "5S"]
    black = ["JS QD KS", "5H 6H", "QC", "8C 9H 7C", "6C 7S", "JC", "3C 4D 5C", "2C 3S", "6S"]
    lines = round_log(red, black)
    assert "Spot 4: BLACK wins, higher top card (+1)" in lines, lines      # 7-8-9 against 5-6-7
    assert "Spot 1: RED wins, one suit beats mixed (+1)" in lines, lines   # J-Q-K of hearts against a mixed one
    assert not [t for t in lines if OFF_WORDS.search(t)], lines


def test_the_fail_dialog_says_run_and_failed():
    mine = ("7C", "8C")
    asked = [G.placement_warning(mine, "2H", 1, theirs, 0) for theirs in (("9S",), ("9S", "10S", "JS"), ("2S", "9S"))]
    assert all(asked), asked
    assert not [t for t in asked if OFF_WORDS.search(t)], asked
    assert "if BLACK's spot there ends up a run, BLACK scores 2 for spot 1" in asked[0], asked[0]
    assert "BLACK's spot there is a run as it stands" in asked[1], asked[1]
    assert "BLACK's spot there is FAILED too" in asked[2], asked[2]


def player_strings(path):
    """The string constants of a module that are no docstring (what it may show a player)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
            and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    return [n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def test_no_text_of_the_game_says_sequence():
    said = [(p.name, s) for p in sorted(GAME_DIR.glob("*.py")) for s in player_strings(p)
            if re.search(r"\bsequences?\b", s, re.I)]
    assert not said, said
