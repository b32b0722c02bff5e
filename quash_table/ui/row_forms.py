"""How a Load row tries its forms (no pygame): a game's own forms in groups (engine/load_row_forms.RowForms),
each tried under every title before the next (under_titles); QUASH's board's fill given way before the
scores (stage_given_way)."""


def under_titles(own, titles, sep=" \u00b7 "):
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
