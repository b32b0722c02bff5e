"""Painting a board: the still layer (felt, decor, prompt, log, header, the score panel's image) drawn
once per change, the pieces every frame, and the pill a prompt or message sits in."""

import pygame

from . import theme
from .chrome import draw_curtain
from .widgets import Piece


class BoardPainter:
    def __init__(self, board):
        self.board = board

    def still_layer(self, surface):
        """The felt, decor, prompt, log and header: drawn once per change, blitted every frame."""
        b = self.board
        m = b.metrics
        hud, area, log = b.areas()
        s = b.session
        layer = b._static
        if layer is None or layer.get_size() != surface.get_size():   # one layer, redrawn in place
            layer = pygame.Surface(surface.get_size()).convert()
        layer.blit(theme.felt(surface.get_size()), (0, 0))
        if s.curtain is not None:
            draw_curtain(layer, m, s.name(s.curtain))
        else:
            for d in b.table.decor:
                d.draw(layer)
            b.draw_decor(layer)
            if b.table.prompt and not s.over and b.message is None and not b.read_only:
                pos = b.table.prompt_pos or (area.centerx, area.y + m.px(22))
                self.pill(layer, b.table.prompt, pos, theme.GOLD, (20, 40, 30), 17)
            hands = b.replay.hands_rect(log) if b.replay is not None else None
            if hands is not None:
                log = pygame.Rect(log.x, hands.bottom, log.w, log.bottom - hands.bottom)
            b.log.draw(layer, log, m, b.logbook, s.screen_seat)
        b._scores_overlay = None
        if s.curtain is None and b.score_panel.showing():
            # drawn once per change like the still layer, but blitted over the pieces each frame
            full = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            b.score_panel.draw(full)
            box = b.score_panel.rect().inflate(m.px(16), m.px(16)).clip(full.get_rect())
            b._scores_overlay = (full.subsurface(box).copy(), box.topleft)
        b.hud.draw(layer, hud)
        return layer

    def pill(self, surface, text, center, ink, bg, size, max_width=None):
        """Text in a rounded band (the prompt, messages), kept on the table whatever its length."""
        b = self.board
        m = b.metrics
        px = m.px(size)
        if max_width:
            lines = theme.wrap(text, px, max_width - m.px(36), bold=True)
        else:
            lines = [text]
        imgs = [theme.text(line, px, ink, True) for line in lines]
        w = max(i.get_width() for i in imgs) + m.px(36)
        lh = imgs[0].get_height()
        h = lh * len(imgs) + m.px(14)
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(center[0]), int(center[1]))
        _, area, _ = b.areas()
        r.clamp_ip(area.inflate(-m.px(8), -m.px(8)))   # never off the table, whatever its length
        theme.panel(surface, r, bg, 235, h // 2 if len(imgs) == 1 else m.px(14), theme.shade(bg, 0.35), 1)
        for i, img in enumerate(imgs):
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + m.px(7) + i * lh)))

    def pieces(self, surface):
        """Every piece where it is now, lifted ones with a longer shadow, turning cards narrowed."""
        b = self.board
        m = b.metrics
        held = b.drag.dragging
        order = sorted(b.table.pieces, key=lambda p: (p.id == held, p.id == b.drag.selected, p.z))
        for p in order:
            x, y, w, h = p.pos
            lift = b.drag.lift_offset(p)
            lifted = p.id == held or lift
            x, y, w, h = int(x), int(y + lift), int(w), int(h)
            img = p.image()
            if (w, h) != img.get_size():
                img = pygame.transform.scale(img, (max(1, w), max(1, h)))
            if p.flip:
                k = abs(1 - 2 * p.flip)
                if p.flip < 0.5:
                    img = Piece(p.id, p.kind, p.home, deck=p.deck, code=p.flip_code, back=p.back).image((w, h))
                img = pygame.transform.scale(img, (max(1, int(w * k)), h))
                x += (w - img.get_width()) // 2
            shadow = p.shadow((w, h))
            off = m.px(10) if lifted else m.px(3)
            pad = (shadow.get_width() - w) // 2
            surface.blit(shadow, (x - pad + off, y - pad + off))
            surface.blit(img, (x, y))
            if p.dim:
                theme.panel(surface, (x, y, w, h), (0, 0, 0), 110, int(w * 0.08))
            if p.id == b.drag.selected:
                pygame.draw.rect(surface, theme.GOLD, (x - 2, y - 2, w + 4, h + 4), m.px(3),
                                 border_radius=int(w * 0.09))

