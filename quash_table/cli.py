"""The command line: one program, subcommands (docs/ARCHITECTURE.md, "Command line")."""

import argparse
import json
import sys
import textwrap

from . import __version__
from .bench import format_bench, run_bench
from .bots import make_bot
from .engine.game import SEAT_LIST_OPTIONS, SEAT_OPTIONS, IllegalAction, options_from_pairs, reason_words
from .engine.rng import derive_seed
from .engine.saves import SaveError, load_match
from .games import GAME_IDS, get_game
from .games.thegame.analysis import analyze_deal, analyze_match, describe_analysis
from .simulate import add_margins, format_table, run, summarise


def options_epilog():
    """Each game's --option keys and the values they take, for `play --help`: a new player found QUASH's
    `variant` only by mistyping it (review 23). Read from the games' own Option declarations."""
    lines = ["game options (--option KEY=VALUE; seats counted from 1):"]
    for gid in GAME_IDS:
        parts = []
        for o in get_game(gid).options:
            if o.kind == "choice":
                values = "|".join(str(c) for c in o.choices)
            elif o.kind == "bool":
                values = "true|false"
            elif o.kind == "int" and o.lo is not None and o.hi is not None:
                shift = 1 if o.key in SEAT_OPTIONS else 0       # a seat, as people number them
                values = f"{o.lo + shift}..{o.hi + shift}"
            elif o.kind == "int":
                values = "N"
            elif o.key in SEAT_LIST_OPTIONS:
                values = "2,3,1"
            else:
                values = "TEXT"
            parts.append(f"{o.key}={values}")
        lines += textwrap.wrap(f"{gid}: " + ", ".join(parts), 78, initial_indent="  ", subsequent_indent="      ")
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose epilog is made when its help is shown (`epilog_of`, a function): `play`'s lists
    every game's options from the games' declarations, which imports the five games' rules, made with the
    parser it cost every start a third of a second or more before the window opened (review 35)."""

    epilog_of = None

    def format_help(self):
        if self.epilog_of is not None:
            self.epilog = self.epilog_of()
        return super().format_help()


def _options(pairs):
    """--option KEY=VALUE ... -> dict, or exit with the reason."""
    try:
        return options_from_pairs(pairs)
    except IllegalAction as e:
        raise SystemExit(str(e)) from None


def build_parser():
    p = argparse.ArgumentParser(prog="QuashTable", description="Quash Table: five card and dice games.")
    p.add_argument("--version", action="version", version=f"Quash Table {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    def window_args(sp):
        sp.add_argument("--screenshot", metavar="FILE", help="save the window as a PNG after --frames frames and exit")
        sp.add_argument("--frames", type=int, default=None, help="run this many frames, then exit")
        sp.add_argument("--layout", metavar="FILE", help="keep a JSON list of every interactive object on screen here")
        sp.add_argument("--size", default=None, help="window size WxH (default 1280x800)")

    sp = sub.add_parser("play", help="start a game", formatter_class=argparse.RawDescriptionHelpFormatter)
    sp.epilog_of = options_epilog           # made for `play --help` alone (_Parser)
    sp.add_argument("game", choices=GAME_IDS)
    sp.add_argument("--seats", default=None, help="e.g. human,bot:normal (default: you against normal bots)")
    sp.add_argument("--seed", type=int, default=None)
    sp.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    sp.add_argument("--stacked", default=None, help="stacked deck or dice: comma-separated codes, top first")
    window_args(sp)

    sp = sub.add_parser("load", help="resume a saved game")
    sp.add_argument("file")
    window_args(sp)

    sp = sub.add_parser("menu", help="open the main menu (the same as no subcommand)")
    window_args(sp)

    sp = sub.add_parser("simulate", help="bots against bots, many games, a results table")
    sp.add_argument("game", choices=GAME_IDS)
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--bots", default="normal,normal", help="one level per seat, e.g. normal,random")
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--option", action="append", metavar="KEY=VALUE")
    sp.add_argument("--jobs", type=int, default=None, help="worker processes (default: all cores)")
    sp.add_argument("--json", action="store_true")

    sp = sub.add_parser("arena", help="duplicate-deal match between bot levels: win rates and margins")
    sp.add_argument("game", choices=GAME_IDS)
    sp.add_argument("--bots", default="hard,normal", help="one level per seat, e.g. hard,normal")
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--option", action="append", metavar="KEY=VALUE")
    sp.add_argument("--jobs", type=int, default=None)
    sp.add_argument("--json", action="store_true")

    sp = sub.add_parser("analyze", help="The Game: could a deal have been won with every card known?")
    sp.add_argument("file", nargs="?", help="a save of The Game")
    sp.add_argument("--deals", type=int, default=None, help="instead of a file: this many seeded deals")
    sp.add_argument("--seats", type=int, default=2)
    sp.add_argument("--seed", type=int, default=1, help="the same --seed as simulate uses for its deals")
    sp.add_argument("--option", action="append", metavar="KEY=VALUE")
    sp.add_argument("--seconds", type=float, default=5.0, help="time limit per deal")
    sp.add_argument("--json", action="store_true")

    sp = sub.add_parser("bench", help="measure speed figures (JSON with --json)")
    sp.add_argument("--json", action="store_true")
    sp.add_argument("--games", default=None, help="comma-separated game ids (default: all)")
    sp.add_argument("--levels", default="normal", help="bot levels to time, e.g. normal,hard")
    sp.add_argument("--no-ui", action="store_true", help="skip the window figures")

    sp = sub.add_parser("check-save", help="validate a save: exit 0 if good, 2 with the reason if not")
    sp.add_argument("file")
    return p


def cmd_analyze(args):
    if args.file:
        try:
            match = load_match(args.file)
        except SaveError as e:
            print(f"refused: {e}", file=sys.stderr)
            return 2
        if match.game_id != "thegame":
            print("analyze: only The Game: Quick & Easy has this analysis", file=sys.stderr)
            return 2
        a = analyze_match(match, args.seconds)
        print(json.dumps(a) if args.json else describe_analysis(a))
        return 0
    if not args.deals:
        print("analyze: give a save FILE or --deals N", file=sys.stderr)
        return 2
    game = get_game("thegame")
    try:
        options = game.check_options(_options(args.option), args.seats)
        game.check_seats(args.seats)
    except IllegalAction as e:
        print(f"analyze: {e}", file=sys.stderr)
        return 2
    counts = {True: 0, False: 0, None: 0}
    for deal in range(args.deals):
        # the same deal seeds simulate uses, so the bound sits beside the bots' results
        a = analyze_deal(game, args.seats, derive_seed(args.seed, deal) & 0xFFFFFFFF, options,
                         seconds=args.seconds)
        counts[a["winnable"]] += 1
    out = {"deals": args.deals, "seats": args.seats, "winnable": counts[True], "lost": counts[False],
           "unknown": counts[None]}
    if args.json:
        print(json.dumps(out))
    else:
        print(f"The Game, {args.seats} seats, {args.deals} deals (seed {args.seed}): "
              f"{counts[True]} winnable with every card known, {counts[False]} not, "
              f"{counts[None]} unsettled in {args.seconds:g} s")
    return 0


def cmd_simulate(args):
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    game = get_game(args.game)
    try:
        game.check_seats(len(bots))
        args.option_values = game.options_from_user(_options(args.option))
        game.check_options(args.option_values, len(bots))
        for b in set(bots):
            make_bot(args.game, b, 0)
    except (IllegalAction, KeyError) as e:
        print(f"simulate: {reason_words(e)}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("simulate: --games must be at least 1", file=sys.stderr)
        return 2
    records = run(args.game, bots, args.games, seed=args.seed, options=args.option_values or None,
                  jobs=args.jobs)
    summary = summarise(args.game, bots, records)
    if args.command == "arena":
        add_margins(summary, records)
    print(json.dumps(summary, indent=1) if args.json else format_table(summary))
    return 0


def cmd_bench(args):
    ids = [g for g in args.games.split(",")] if args.games else None
    result = run_bench(ids, levels=tuple(args.levels.split(",")), ui=not args.no_ui)
    print(json.dumps(result, indent=1) if args.json else format_bench(result))
    return 0


def cmd_check_save(args):
    try:
        match = load_match(args.file)
    except SaveError as e:
        print(f"refused: {e}", file=sys.stderr)
        return 2
    res = match.game.result(match.state)
    status = "finished" if res["over"] else f"seat {match.to_move + 1} to move"
    print(f"OK: {match.game.title}, {len(match.seats)} seats, {len(match.actions)} moves, {status}")
    return 0


SUBCOMMANDS = ("play", "load", "menu", "simulate", "arena", "analyze", "bench", "check-save")


def entry_point_form(argv):
    """The entry point also reads `main.py [--game ID] [--seats ...] [--load FILE] [--seed N]`:
    those flags without a subcommand mean `play ID ...` or `load FILE`; the menu's own options without one
    (`main.py --layout FILE`, which said "invalid choice", review 26) mean `menu ...`, as no subcommand
    does. Other arguments pass unchanged."""
    if not argv or argv[0] in SUBCOMMANDS:
        return argv
    if not any(a.split("=")[0] in ("--game", "--load") for a in argv):
        starts_with_option = argv[0].startswith("-") and argv[0] not in ("-h", "--help", "--version")
        return ["menu"] + argv if starts_with_option else argv
    p = argparse.ArgumentParser(prog="QuashTable", add_help=False)
    p.add_argument("--game", choices=GAME_IDS)
    p.add_argument("--load", metavar="FILE")
    p.add_argument("--seats")
    p.add_argument("--seed")
    ns, rest = p.parse_known_args(argv)
    if ns.game and ns.load:
        p.error("--game and --load do not go together: --load FILE resumes the game the file holds")
    if ns.load:
        if ns.seats or ns.seed is not None:
            p.error("a saved game keeps its own seats and seed: leave --seats and --seed out with --load")
        return ["load", ns.load] + rest
    out = ["play", ns.game]
    if ns.seats:
        out += ["--seats", ns.seats]
    if ns.seed is not None:
        out += ["--seed", ns.seed]
    return out + rest


def main(argv=None):
    argv = entry_point_form(sys.argv[1:] if argv is None else list(argv))
    args = build_parser().parse_args(argv)
    if args.command in ("simulate", "arena"):
        return cmd_simulate(args)
    if args.command == "analyze":
        return cmd_analyze(args)
    if args.command == "bench":
        return cmd_bench(args)
    if args.command == "check-save":
        return cmd_check_save(args)
    from .ui import launch  # the window only when asked for: headless commands never load pygame
    return launch.main(args)
