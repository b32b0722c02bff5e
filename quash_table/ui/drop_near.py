"""Where a held piece let go on no target goes (ui/drag.target_at's last rule), without pygame's display."""

GAP_REACH = 10      # design pixels: a drop let go this near a lit target (in the gap beside it) takes it


def away(rect, pos):
    """How far `pos` lies outside `rect` (0 or less: inside), the longer way out."""
    return max(rect.left - pos[0], pos[0] - rect.right + 1, rect.top - pos[1], pos[1] - rect.bottom + 1)


def target(targets, lit, pos, held, reach):
    """Of `targets` whose id is `lit`: the one nearest `pos` within `reach` px (let go in the gap between two,
    the one beside the pointer: QUASH laid it on the NEXT spot, the one the held card overlapped more,
    session 46); else the one the `held` rect overlaps most, by a quarter of it at least; else None."""
    near = [(away(t.rect, pos), i, t) for i, t in enumerate(targets) if t.id in lit]
    near = [n for n in near if n[0] <= reach]
    if near:
        return min(near, key=lambda n: n[:2])[2]
    best, area = None, 0
    for t in targets:
        clip = held.clip(t.rect)
        if t.id in lit and clip.w * clip.h > area:
            best, area = t, clip.w * clip.h
    return best if best is not None and area >= 0.25 * held.w * held.h else None
