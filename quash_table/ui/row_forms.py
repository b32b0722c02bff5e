"""How a Load row tries its forms (no pygame): a game's own forms in groups (engine/load_row_forms.RowForms),
each tried under every title before the next (under_titles); QUASH's board's fill given way before the
scores (stage_given_way)."""


SEP = " \u00b7 "


def under_titles(own, titles, sep=SEP):
    """The row's forms (texts) from a game's own forms `own` under `titles` (save_list.title_forms, longest
    first): each group (engine/load_row_forms.RowForms' tiers; a plain list is two: all its forms but the
    last, then the last) under every title before the next group."""
    tiers = getattr(own, "tiers", None) or [len(own) - 1, 1]
    out, at = [], 0
    for size in tiers:
        group = own[at:at + size]
        at += size
        out += [sep.join([t] + body) for t in titles for body in group]
    return out


def stage_given_way(forms, stage, lead="", scoreless=False, titles=()):
    """`forms` with the same form without the round's `stage` in words ("20 of 36 slots filled, ") after each
    form saying it: a narrow row drops how full the board is before the scores (QUASH's row with older copies
    lost its scores to it at 1024x640). But where the scores can be said in short (`lead`: "level on 0 points",
    "you lead, 12 points", a form of the list), that form with the stage comes first: a QUASH game's scores
    change only as a round ends, so the fill is what tells its saves of one round apart (review 38: five rows of
    one game read "round 1, your turn \u00b7 You: 0, Bot 2: 0 points", the fill said in some rows only).
    `scoreless`: nobody has scored yet (every score 0, the first round): the scores tell nothing, and every form
    with the stage comes before any without it, under each of `titles` (the game's names, longest first) before
    the next: the game's options are what tell two games apart (review 38: two advanced games to 25 and to 50
    both read "QUASH (advanced, …)" while the fill was kept), the fill only saves of one game."""
    if scoreless:
        said = list(dict.fromkeys([f for f in forms if stage in f] + [f.replace(stage, "") for f in forms]))

        def title_of(form):
            """The index in `titles` of the title `form` is said under (the longest that starts it)."""
            return next((i for i, t in enumerate(titles) if form.startswith(t + SEP)), len(titles))  # a title alone: last
        return sorted(said, key=title_of)
    out, held = [], {}
    for i, form in enumerate(forms):
        out.append(form)
        out += [p for p in held.pop(form, []) if p not in out]
        plain = form.replace(stage, "")
        if plain == form or plain in forms:
            continue
        short = SEP.join(form.rsplit(SEP, 1)[:1] + [lead]) if lead and SEP in form else form
        if short != form and forms[i + 1:i + 2] == [short]:     # the next form, under the same title
            held.setdefault(short, []).append(plain)       # after the form saying the scores in short
        elif plain not in out:
            out.append(plain)
    return out + [p for waiting in held.values() for p in waiting if p not in out]


def table_count_words(names, bots):
    """Who sat at a table, counted (seats' `names`, `bots` their seats): "You + 5 bots", "Ann, Bob + 1 bot",
    "Ann, Bob and Carl" where nobody is a bot, "4 players" where the people are too many to name."""
    people = [n for i, n in enumerate(names) if i not in bots]
    if len(people) > 3:
        return f"{len(names)} players"
    if not bots:
        return ", ".join(people[:-1]) + f" and {people[-1]}" if len(people) > 1 else "".join(people)
    count = f"{len(bots)} bot" + ("s" if len(bots) > 1 else "")
    return f"{', '.join(people)} + {count}" if people else count


SHARED_WORDS = "pass-and-play"      # a table of two people or more at one screen, said on its row (review 57)


def shared_table(forms, titles, people, sep=SEP):
    """`forms` (a row's texts, longest first) saying "pass-and-play" after their title where `people` (seats
    not bots) are two or more: a pass-and-play save's row read like one alone against bots (review 57). As
    with_table does the count: each form says it where it fits, and a row too narrow for it keeps the form it
    said before (the words never cost the row other words)."""
    if people < 2:
        return forms

    def marked(form):
        title = next((t for t in sorted(titles, key=len, reverse=True) if form == t or form.startswith(t + sep)),
                     None)
        return form if title is None else sep.join([title, SHARED_WORDS]) + form[len(title):]
    return list(dict.fromkeys(x for form in forms for x in (marked(form), form)))


def with_table(forms, titles, names, count, sep=SEP):
    """`forms` (a row's texts, longest first) with, before each form that does not name every seat (its scores,
    its places), the same form saying `count` (table_count_words) after its title: a 6-seat Flush row that
    dropped its scores no longer reads like a 2-seat one where the count fits (review 45). A row keeps the
    form it said before wherever the counted one does not fit: the count never costs it other words."""
    def names_all(form):        # "You" goes without saying where the others are named ("with Bot 2 and Bot 3")
        low = form.lower()
        return all(n.lower() in low for n in names if n != "You")

    out = []
    for form in forms:
        if names_all(form) or count in form:
            out.append(form)
            continue
        title = next((t for t in sorted(titles, key=len, reverse=True) if form == t or form.startswith(t + sep)),
                     None)
        if title is None:
            out.append(form)
            continue
        out += [sep.join([title, count]) + form[len(title):], form]
    return list(dict.fromkeys(out))
