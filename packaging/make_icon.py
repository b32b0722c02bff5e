"""Draws assets/icon.png (the window and app icon): a red and a black card over a felt disc.

Run once after changing the design: python packaging/make_icon.py. Needs only pygame-ce.
"""

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def card(surface, rect, colour, angle):
    c = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(c, (250, 248, 240), c.get_rect(), border_radius=rect.w // 8)
    pygame.draw.rect(c, (40, 40, 40), c.get_rect(), width=max(2, rect.w // 40), border_radius=rect.w // 8)
    # a big diamond pip (no font needed)
    w, h = rect.size
    pts = [(w // 2, h // 5), (w * 4 // 5, h // 2), (w // 2, h * 4 // 5), (w // 5, h // 2)]
    pygame.draw.polygon(c, colour, pts)
    c = pygame.transform.rotate(c, angle)
    surface.blit(c, c.get_rect(center=rect.center))


def main():
    pygame.init()
    size = 256
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(s, (24, 92, 56), (size // 2, size // 2), size // 2 - 4)
    pygame.draw.circle(s, (214, 180, 90), (size // 2, size // 2), size // 2 - 4, width=8)
    card(s, pygame.Rect(52, 54, 100, 140), (30, 30, 30), 14)
    card(s, pygame.Rect(104, 62, 100, 140), (196, 30, 40), -12)
    pygame.image.save(s, str(ROOT / "assets" / "icon.png"))


if __name__ == "__main__":
    main()
