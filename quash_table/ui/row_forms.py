"""The order of a Load row's forms where a game says its scores by seat (Quadruple War): a row takes the
first form that fits, so the scores in short ("41\u201393\u201370\u201384 points", save_list.lead_words) come
after every form naming each seat's score, and before any form with no score (session 23: a Continue row,
its end longer, lost every score)."""


def short_scores_last(forms, named, short):
    """`forms` (longest first) with those ending in the scores in short (`short`) moved after the last one
    ending in the scores by name (`named`); `forms` as they are where none names them."""
    shorts = [f for f in forms if f.endswith(" \u00b7 " + short)]
    rest = [f for f in forms if f not in shorts]
    ends = [i for i, f in enumerate(rest) if f.endswith(named)]
    if not ends:
        return forms
    return rest[:ends[-1] + 1] + shorts + rest[ends[-1] + 1:]


def stage_given_way(forms, stage):
    """`forms` with, after each form saying the round's `stage` in words ("20 of 36 slots filled, "), the same
    form without it: a narrow row drops how full the board is before the scores (QUASH's row with older
    copies lost its scores to it at 1024x640)."""
    out = []
    for form in forms:
        out.append(form)
        plain = form.replace(stage, "")
        if plain != form and plain not in forms:
            out.append(plain)
    return out
