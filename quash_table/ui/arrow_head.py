"""The arrow's head (geometry only, rects and points): where its point goes on the last leg into its target
(head_end, head_tip: at the edge, further in only as far as the head must to lie on nothing a player reads),
what it covers there (head_points, head_covers), what that costs a way (HeadRoom), and whether the whole head
lies on the last leg (head_fits). arrow_route chooses the way with it."""

import pygame


def head_end(here, end, target, inside, length=0):
    """Where the arrow's head ends on its last leg `here`..`end` into `target`: `inside` px past the point the
    leg enters it, or further where less than the head's `length` of the leg lies outside (the head then
    wholly inside), never past `end`; `end` when the leg starts inside it: the head just inside its target,
    not deep over what that holds."""
    here, end, target = pygame.Vector2(here), pygame.Vector2(end), pygame.Rect(target)
    came = target.clipline(here, end)
    if target.collidepoint(here) or not came or here == end:
        return end
    entry = pygame.Vector2(came[0])
    past = max(inside, length - (entry - here).length())
    return entry + (end - here).normalize() * min(past, (end - entry).length())


def head_points(tip, d, length, half):
    """Points over the arrow's head (a triangle: its point `tip`, pointing along the unit vector `d`, `length`
    long, `half` broad each side at its base), its edges and inside: what a rect it covers holds one of."""
    side = pygame.Vector2(-d.y, d.x)
    out = []
    for i in range(6):
        back = tip - d * (length * i / 5)
        for k in range(-i, i + 1):
            out.append(back + side * (half * k / 5))
    return [pygame.Rect(int(q.x), int(q.y), 1, 1) for q in out]


def head_covers(tip, d, length, half, keep):
    """How many of the head's points (head_points) lie on a rect of `keep`: none where no rect meets the box round
    them all (asked for every step of every way's head, session 38)."""
    side = pygame.Vector2(-d.y, d.x)
    back = tip - d * length
    corners = (tip, back + side * half, back - side * half)
    x0, y0 = int(min(q.x for q in corners)) - 1, int(min(q.y for q in corners)) - 1
    box = pygame.Rect(x0, y0, int(max(q.x for q in corners)) + 2 - x0, int(max(q.y for q in corners)) + 2 - y0)
    if box.collidelist(keep) < 0:
        return 0
    return sum(pt.collidelist(keep) >= 0 for pt in head_points(tip, d, length, half))


def head_tip(here, end, target, head, keep, step=3):
    """Where the arrow's point goes on its last leg `here`..`end` into `target`: at the target's edge (where the
    leg enters it), or further in along the leg only as far as its head must to lie on none of `keep` (the
    words and marks a player reads round the target: a score track's boxes, a caption, the target's own
    number); where it covers some wherever it goes, where it covers fewest, nearest the edge. The head (`head`:
    its length and half breadth) lies wholly on the leg. Its point 16 px inside the target laid the head's
    base over QUASH's track under a spot, and a small target's number (NumberQuash) under the head (review 31)."""
    here, end, target = pygame.Vector2(here), pygame.Vector2(end), pygame.Rect(target)
    length, half = head
    leg = end - here
    size = leg.length()
    if size == 0:
        return end
    d = leg / size
    came = target.clipline(here, end)
    # (a px past the edge: its point on the target)
    entry = 0.0 if came is None or target.collidepoint(here) else (pygame.Vector2(came[0]) - here).length() + 1
    # ... as far as the target's far edge on the leg's line, past the end point the way was routed to
    through = target.clipline(here, here + d * (size + target.w + target.h))
    if through:
        size = max(size, max((pygame.Vector2(q) - here).length() for q in through) - 1)
    first = min(size, max(entry, length))
    best = None
    at = first
    while True:
        # ... its shaft too, from the edge on: pushed in, it ran over the words inside (Flush's pile caption)
        shaft = [pygame.Rect(int(q.x), int(q.y), 1, 1) for q in (here + d * k for k in
                 range(int(first - length), int(at - length), step))]
        covered = (head_covers(here + d * at, d, length, half, keep)
                   + sum(q.collidelist(keep) >= 0 for q in shaft)) if keep else 0
        if best is None or covered < best[0]:
            best = (covered, at)
        if covered == 0 or at >= size:
            break
        at = min(size, at + step)
    return here + d * best[1]


HEAD_POINT_COST = 0.5   # what each of the head's points (head_points) lying on a word costs, times the head's length:
                        # a way whose head must lie over words is taken only where the way clear of them is much longer


class HeadRoom:
    """What the arrow's head keeps off (`keep`) and its size (`size`: length, half breadth): where the point
    of a way goes (head_tip) and what its head still covers there, priced (`price`), so the way into a target
    is chosen with its head's place too (route_into): the shortest way into Flush's pile ended at its corner,
    its head over the pile's caption, where a way up its side had the head clear (session 32)."""

    def __init__(self, size, keep):
        self.size = size
        self.keep = [pygame.Rect(r) for r in keep]
        self._near = {}

    def near(self, target):
        """The rects of `keep` a head into `target` could lie on (within its length round it), looked up once."""
        key = tuple(target)
        got = self._near.get(key)
        if got is None:
            reach = pygame.Rect(target).inflate(4 * self.size[0], 4 * self.size[0])
            got = self._near[key] = [self.keep[i] for i in reach.collidelistall(self.keep)]
        return got

    def tip(self, path, target):
        return head_tip(path[-2], path[-1], target, self.size, self.near(target))

    def price(self, path, target):
        """What the head of the way `path` into `target` costs where it lies on words (none where clear)."""
        if len(path) < 2 or not self.keep or path[-1] == path[-2]:
            return 0.0
        tip = self.tip(path, target)
        d = (path[-1] - path[-2]).normalize()
        return head_covers(tip, d, *self.size, self.near(target)) * HEAD_POINT_COST * self.size[0]


def head_fits(here, end, target, head):
    """Does the whole head (`head`: its length, how far it goes in) lie on the last leg `here`..`end`, its
    point inside `target`? A leg turning into the target right at its edge drew its head back on the leg
    before, its point outside (Flush at 1024x640: up the 10 px gap beside the pile, over "New pile")."""
    length, inside = head
    tip = head_end(here, end, target, inside, length)
    return pygame.Rect(target).collidepoint(tip) and (tip - pygame.Vector2(here)).length() >= length - 0.5
