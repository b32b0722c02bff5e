"""What a save's Load row says of its game, from its header alone (no pygame, no files): the game's name with
the options that change it (game_title, title_forms), who played (players_words), where it stands and the scores
(where_parts), and the row's forms, longest first (row_forms), which the main menu's Continue says at their
longest (continue_source.continue_line: one voice for both). Split from save_list.py (session 61), which reads the
files and keeps what it read."""

from .row_forms import shared_table, stage_given_way, table_count_words, under_titles, with_table
from .row_lead import bots_named_together, lead_words, says_whole_standing
from ..engine.match import short_seat_name
from ..engine.game import SEAT_OPTIONS
from ..engine.naming import YOU, table_names, who_words
from ..engine.standing import bots_named, brief_who_words, fresh_standing, stage_words, standing_words

def variant_words(game, options, seats=None):
    """The options that change the game and differ from its defaults, as a player names them: "advanced"
    for an advanced QUASH, "arena" for a Flush arena, "Professional" for The Game's, "Target score 250",
    "Last round double off"; a number the game says in words for a player (its Option.choice_help) in
    those words: "the first 'Quashed!' ends the game", not "Places played for 1" (setup jargon); "" for a
    game played as it comes. A number a table of `seats` cannot play higher (NumberQuash's places at two
    players: 1) is as it comes there. Who starts, a turn order or a deck file do not change the game (as
    engine/stats.setup_words counts them)."""
    return ", ".join(variant_list(game, options, seats))


def variant_list(game, options, seats=None):
    """variant_words' options, each in its words, in the game's order of options."""
    out = []
    for o in game.options:
        value = options.get(o.key, o.default)
        if o.key in SEAT_OPTIONS or o.kind in ("list", "str") or value is None or value == o.default:
            continue
        if (o.kind == "int" and seats and isinstance(o.default, int) and o.most_for(seats) is not None
                and value == min(o.default, o.most_for(seats))):
            continue                         # the default, as far as this table plays it
        if o.kind == "choice":
            out.append(str(value))
        elif o.kind == "bool":
            out.append(o.label if value else f"{o.label} off")
        elif (o.choice_help or {}).get(value):
            out.append(o.choice_help[value])
        elif o.value_words and o.kind == "int":
            out.append(o.value_words.format(value))
        else:
            out.append(f"{o.label} {value}")
    return out


def game_title(game, options, seats=None):
    """A game named with the options that change it, as Load and Continue both say it: "QUASH (advanced)",
    "The Game: Quick & Easy (Professional)", "Flush"; `seats`: how many play (variant_words)."""
    variant = variant_words(game, options, seats)
    return f"{game.title} ({variant})" if variant else game.title


def title_forms(game, options, seats=None):
    """game_title, then shorter names of the same game for a narrow row, down to the game's name alone: a
    name that leaves options out says so ("Quadruple War (to 200, \u2026)"); "(Target score 200)"
    alone read as a different game beside its older saves' "(Target score 200, Bags)" (review 18b)."""
    variants = variant_list(game, options, seats)
    return list(dict.fromkeys([game_title(game, options, seats)]
                              + [f"{game.title} ({', '.join(variants[:k])}, \u2026)" for k in range(len(variants) - 1, 0, -1)]
                              + [game.title]))


def players_words(seats):
    """Who played, as short as a line allows: the people by name, the bots named together ("Ann, Bots
    2\u20136": they were counted, "Ann + 5 bots"); a single bot by its short name ("Ann, Bot 2")."""
    names = table_names(seats, short_seat_name)      # "You" alone against bots, as the board says
    people = [n for n, s in zip(names, seats) if s.get("kind") != "bot"]
    bots = [i for i, s in enumerate(seats) if s.get("kind") == "bot"]
    if len(bots) < 2:
        return ", ".join(people + [names[i] for i in bots])
    return ", ".join(people + [bots_named(names, bots)])


def where_words(game, seats, st):
    """Where a save's game stands, as Continue says it, and its scores, with the names the board uses:
    "round 2, Ann to bid · Ann: 21, Bob: 0, Bot 3: 21" ("finished, Ann won · ..." for a finished game);
    a co-operative game's one score names nobody, so its line starts with who played: "with Bot 2 and
    Bot 3 · turn 2, your turn · score 2"."""
    return " \u00b7 ".join(where_parts(game, seats, st))


def where_parts(game, seats, st, named_bots=None):
    """where_words' parts, most telling first ([who played,] where it stands[, the scores]): a line too long
    for its list drops them from the end, whole, rather than cut mid-word ("hand 1\u2026"). More bots than
    `named_bots` (the game's named_bot_scores) are named together ("Bots 2\u20136: 0, 3, ..."), else each
    with its score."""
    names = table_names(seats, short_seat_name)
    you = names.index(YOU) if YOU in names else None
    bots = [i for i, s in enumerate(seats) if s.get("kind") == "bot"]
    where, scores = standing_words(st, names, you, game.cooperative, bots, game.sides(len(seats)),
                                   named_bots=game.named_bot_scores if named_bots is None else named_bots,
                                   team_score=game.team_score_words, by_seat=game.scores_by_seat,
                                   unit=game.score_unit)     # "You: 8, Bot 2: 7 points", "1 point" (session 22)
    parts = [where, scores] if scores else [where]
    if game.cooperative or not scores:      # one team's score names nobody: who played, as Continue says it
        parts.insert(0, who_words(names, game.cooperative, game.sides(len(seats))))
    return parts


def game_row_forms(game, head, st, where=None):
    """A game's row parts in its own words (Game.finished_row_forms; an unfinished one's, after `where` the
    kit says it stands, Game.unfinished_row_forms), else None."""
    if st is None:
        return None
    names = table_names(head["seats"], short_seat_name)
    bots = [i for i, s in enumerate(head["seats"]) if s.get("kind") == "bot"]
    you = names.index(YOU) if YOU in names else None
    if head["over"]:
        return game.finished_row_forms(st, names, you, bots)
    return game.unfinished_row_forms(st, names, you, bots, where) if where else None


def turn_among(names, st):
    """Who plays a co-operative table with whose turn it is among them, where a row has no room for both apart:
    "Annabelle (to play), Robert, Carl" (a pass-and-play row with "copy" or "in Continue" before it dropped who
    played, keeping "Annabelle to play", review 29)."""
    seat = st.get("to_move")
    return ", ".join((f"{n} (to play)" if i == seat else n) for i, n in enumerate(names))


def row_forms(game, head):
    """(forms, middle, standing) of a save's row from its header `head` (its game, seats, options, standing and
    state): the row's texts longest first (title \u00b7 where it stands \u00b7 the standing), the longest form's words
    after the title, and the standing read. The Load row fits one of them; Continue says the longest (one voice
    for both, session 34)."""
    title = game_title(game, head["options"], len(head["seats"]))
    # a finished game's standing written by an older version of the game's words, read again from its
    # final state ("joint 4th", a stalemate's "won" in old rows: session 20)
    standing = fresh_standing(game, head["standing"], head["state"])
    named = None
    if standing is not None and game.cooperative:
        # one team's count says how far it went ("3 of 50 laid"): every row says it without the
        # turn's number, so no row reads "turn 2, Ben to play" beside another's "Ben to play" (the
        # longer end of a Continue row dropped it alone, review 19e 27.png)
        standing = dict(standing, progress=None)
    if standing is not None:    # "round 2, Ann to bid · Ann: 21, ..." ("finished, Ann won · ...")
        parts = where_parts(game, head["seats"], standing)
        # every seat with its own score where the row has room ("Bot 2: 0, Bot 3: 6, ..."), a long
        # table's bots together where it has not ("Bots 2\u20136: 0, 6, ...")
        named = where_parts(game, head["seats"], standing, named_bots=len(head["seats"]))
        if named != parts and not game.cooperative and not game.sides(len(head["seats"])):
            # every score beside its seat's name in every row that says them, where the turn gives way
            # first (below): "You: 7, Bots 2\u20136: 16, 22, 23, 19, 17 points" left a player to count
            # seats to find who has 19 (session 28, Flush at six)
            parts = named
    else:                       # an older save: who played and how far, as its header says
        n = head["moves"]
        parts = [players_words(head["seats"]), (f"{n} move" if n == 1 else f"{n} moves")
                 + (", finished" if head["over"] else "")]
    forms = [" \u00b7 ".join([title] + parts[:k]) for k in range(len(parts), -1, -1)]
    if standing is not None and game.cooperative and len(parts) > 2:
        # a co-operative game's line starts with who played, then whose turn it is (never dropped
        # before it: "with Bot 2, Bot 3 and Bot 4" alone said nothing of the turn Pause had told the
        # player to look for, review 16), then the team's one score ("13 of 50 laid"), how far the team
        # got: kept in every form but the title alone (session 28: a narrow row dropped it first, and
        # "The Game: Quick & Easy · with Bot 2 and Bot 3 · Bot 2 to play" said nothing of the game). A row
        # too narrow for it all names who played together ("with Bots 2–4") (review
        # 20 wanted them named: the widest row that fits still does), then names them with the turn among them,
        # "Annabelle (to play), Robert, Carl" (review 29: a pass-and-play row behind "copy" or "in Continue"
        # dropped them), then not at all, then says the turn no more.
        # (No turn's number: the cards laid say how far the game is.)
        bots = [i for i, seat in enumerate(head["seats"]) if seat.get("kind") == "bot"]
        brief = brief_who_words(table_names(head["seats"], short_seat_name), bots)
        bodies = [parts] + ([[brief] + parts[1:]] if brief != parts[0] else []) + \
            ([[turn_among(table_names(head["seats"], short_seat_name), standing)] + parts[-1:]]
             if standing.get("to_move") is not None else []) + \
            [parts[1:], parts[-1:]]
        forms = [" \u00b7 ".join([title] + body) for body in bodies] + [title]
    sides, short, won = game.sides(len(head["seats"])), parts[-1], []
    if standing is not None and sides and len(parts) > 1:
        # a partnership's scores without who is in each side ("RED 30 · BLACK 24") before no scores at
        # all: review 15's 4-player QUASH row said "Player 1 and Bot 3 won" alone, unlike the others
        short = where_parts(game, [dict(s, kind="bot") for s in head["seats"]], standing)[-1]
        won = [name for name, seats in sides if set(seats) & set(standing.get("winners") or [])]
        if short != parts[-1]:
            forms[1:1] = [" \u00b7 ".join([title] + parts[:-1] + [short])] + (
                # and the winners by their side's name, shorter still: "finished, RED won"
                [" \u00b7 ".join([title, f"finished, {won[0]} won", short])]
                if head["over"] and len(won) == 1 else [])
    lead = lead_words(game, head["seats"], standing) if standing is not None and len(parts) > 1 else ""
    if lead and lead != parts[-1]:
        # the standing in a few words before none at all: a long table's (Quadruple War at five) or a
        # row with older copies lost its scores at 1024x640, where other games' rows kept theirs (review 16)
        forms.insert(len(parts) - 1, " \u00b7 ".join([title] + parts[:-1] + [lead]))
    progress = standing and not head["over"] and standing.get("progress")
    if standing is not None and len(parts) == 2 and parts == named and not game.scores_by_seat \
            and bots_named_together(game, head["seats"]) and (lead or head["over"]):
        # a long table's scores, every seat by name, keep their room before where the game stands: the
        # round alone, then nothing ("Flush \u00b7 round 3 \u00b7 You: 7, Bot 2: 16, ..."), then who leads; a
        # finished game's "finished, " goes first ("Flush \u00b7 you won \u00b7 You: 21, Bot 2: 30, ...": the row
        # is under "Finished games"), as Quadruple War's finished rows say it (games/quadwar/load_row.py)
        if head["over"]:
            won = parts[0].removeprefix("finished, ")
            bodies = [[won, parts[-1]]] if won != parts[0] else []
        else:
            bodies = ([[f"{progress[0]} {progress[1]}", parts[-1]]] if progress else []) + [parts[-1:]]
        forms[1:1] = [" \u00b7 ".join([title] + body) for body in bodies]
    if named and named != parts:
        forms.insert(0, " \u00b7 ".join([title] + named))
    middle = forms[0][len(title) + 3:]
    if standing is not None and not game.cooperative and len(parts) > 1:
        # who is ahead before the options: a row too narrow for a long title with the standing says the
        # game by a shorter name ("QUASH (advanced)", then "QUASH") rather than drop the scores ("QUASH
        # (advanced, Points to the FINISH 50) · round 3, Bob to play" at 1024x640, note 16)
        ahead = [named] if named and named != parts else []
        ahead += [parts] + ([parts[:-1] + [short]] if short != parts[-1] else [])
        ahead += [[f"finished, {won[0]} won", short]] if short != parts[-1] and head["over"] and len(won) == 1 else []
        ahead += [parts[:-1] + [lead]] if lead and lead != parts[-1] else []
        ahead += [parts[:-1]] if head["over"] or game.scores_by_seat else []   # the winner, or the turn
        # (a finished game's scores under a shorter title before its long title without them: a 6-seat
        # row with options said no score at 1280, session 20)
        # the shorter titles come right after the forms that say every score under the full title: a count
        # is dropped only once no title leaves it room ("QUASH (advanced, to 50) · … Bot 2 leads" stood
        # before "QUASH · … You: 8, Bot 2: 21" where the date was a little shorter)
        full = {" \u00b7 ".join([title] + body) for body in ahead[:2 if named and named != parts else 1]}
        first = next((i for i, form in enumerate(forms) if form not in full), len(forms))
        shorter = title_forms(game, head["options"], len(head["seats"]))[1:]
        level = []
        if shorter and lead and lead != parts[-1] and says_whole_standing(game, head["seats"], standing):
            # every score alike: "level on 0 points" says what "You: 0, Bot 2: 0 points" says, and then nothing
            # at all, before the game's options go (two advanced QUASH games to 25 and to 50 both read "QUASH
            # (advanced, …) · … You: 0, Bot 2: 0 points" at 1024x640, review 38: the target told them apart)
            level = [parts[:-1] + [lead], parts[:-1]]
            ahead = [body for body in ahead if body not in level]
        # each standing under every shorter title before a standing that says less (a narrower date made
        # "QUASH (advanced, …) · … Player 2 leads" fit before "QUASH · … Player 1: 2, Player 2: 12"), and under
        # the full title first ("QUASH (advanced, …) · … level on 0 points" came before "QUASH (advanced, to 25)
        # · … level on 0 points")
        if shorter:             # (a game with no options to drop keeps its forms as they are)
            said = [" \u00b7 ".join([t] + body) for t in [title] + shorter for body in level] + \
                [" \u00b7 ".join([t] + body) for body in ahead for t in [title] + shorter]
            forms = forms[:first] + said + [form for form in forms[first:] if form not in said]
    if standing is not None and (standing.get("stage") or [None])[0] == "filled":   # QUASH's board
        forms = stage_given_way(forms, stage_words(standing["stage"]) + ", ", lead,
                                titles=title_forms(game, head["options"], len(head["seats"])),
                                scoreless=not any(standing.get("scores") or []))
    own = game_row_forms(game, head, standing, parts[0] if standing is not None and not game.cooperative else None)
    if own:     # the game's own forms (NumberQuash's places in order), each group under every title
        titles = title_forms(game, head["options"], len(head["seats"]))
        forms = under_titles(own, titles)
        forms, middle = forms + titles[-1:], forms[0][len(title) + 3:]
    if progress:                # "round 2" alone, before the title alone
        forms.insert(-1, f"{title} \u00b7 {progress[0]} {progress[1]}")
    if standing is not None:    # every form says how many sat at the table, and who (review 45)
        names, titles = table_names(head["seats"], short_seat_name), title_forms(game, head["options"], len(head["seats"]))
        bots = [i for i, s in enumerate(head["seats"]) if s.get("kind") == "bot"]
        forms = shared_table(with_table(forms, titles, names, table_count_words(names, bots)), titles, len(names) - len(bots))
        middle = forms[0][len(title) + 3:] if forms[0].startswith(title) else middle
    return forms, middle, standing
