"""Flush, session 32: a "new" tag never lies over a card's Mimic "M" (in a tight fan it went under the corner
index, where the "M" had gone), and stays in the part of the card in view."""

from types import SimpleNamespace

import pygame

from quash_table.games.flush import sheet
from quash_table.games.flush.new_tags import new_tags
from quash_table.games.flush.paint_seats import mimic_badge


def _board(cards):
    pieces = [SimpleNamespace(id=f"c{i}", code=code, flip=False, zone="hand:0", pos=rect, z=i)
              for i, (code, rect) in enumerate(cards)]
    return SimpleNamespace(table=SimpleNamespace(pieces=pieces), metrics=SimpleNamespace(px=lambda n: int(n * 0.8)),
                           drawn_card=lambda pid: pid == "c0", drag=SimpleNamespace(lift_offset=lambda p: 0))


def test_a_new_tag_keeps_off_the_mimic_badge_in_a_tight_fan_and_in_a_loose_one():
    pygame.init()
    px = lambda n: int(n * 0.8)      # noqa: E731  (1024x640's scale)
    for code in ("3", "3L", "3S", "3D"):              # a plain 3, a Link, a Skip, a Deduction
        for h in (60, 84):
            for step in (10, 14, 18, 22, 30, 40, 60):     # from a tight fan to cards side by side
                card = pygame.Rect(100, 500, int(h * 0.69), h)
                nxt = pygame.Rect(100 + step, 500, card.w, h)
                badge = mimic_badge(px, tuple(card), [nxt], code, sheet.MARK_INK)[0]
                tags = new_tags(_board([(code, card), ("5", nxt)]), [badge])
                assert len(tags) == 1
                tag = tags[0][0]
                assert not tag.colliderect(badge), (code, h, step, tag, badge)
                assert card.contains(tag), (code, h, step, tag)
