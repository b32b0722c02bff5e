"""The +1 / +2 / FAILED tags on scored spots leave the cards' corner ranks readable: the rank is printed at
a card's top left and bottom right, and the +1 sat on the bottom right (spots 3, 8 and 9)."""

import pygame

from quash_table.games.quash.art import spot_tags


class _T:
    @staticmethod
    def px(n):
        return n


def test_tags_keep_clear_of_the_last_cards_bottom_right_rank():
    frame = pygame.Rect(0, 0, 75, 100)            # a single spot: one card nearly fills it
    card = frame.inflate(-8, -8)
    corner = pygame.Rect(card.right - card.w // 4, card.bottom - card.h // 4, card.w // 4, card.h // 4)
    for evs in ([{"kind": "spot_scored", "outcome": "won", "side": 0, "points": [1, 0]}],
                [{"kind": "spot_scored", "outcome": "failed", "side": 0, "points": [2, 0]}]):
        tags = spot_tags(_T, frame, 0, evs)
        assert tags and not any(r.colliderect(corner) for r, *_ in tags), (tags, corner)
    double = pygame.Rect(0, 0, 120, 100)           # both failed: FAILED and +1 side by side
    tags = spot_tags(_T, double, 0, [{"kind": "spot_scored", "outcome": "both_failed", "points": [1, 1]}])
    card = pygame.Rect(double.right - 70, 4, 66, 92)
    corner = pygame.Rect(card.right - card.w // 4, card.bottom - card.h // 4, card.w // 4, card.h // 4)
    assert len(tags) == 2 and not tags[0][0].colliderect(tags[1][0])
    assert not any(r.colliderect(corner) for r, *_ in tags), (tags, corner)


def test_the_quash_tag_keeps_clear_of_the_cards_pips_and_corner_rank():
    # it sat on the middle of the single spot, over an ace's (or a three's) centre pip
    from quash_table.ui.sprites import _PIPS

    class T(_T):
        @staticmethod
        def text_px(n):
            return n

    pygame.font.init()
    for cw, ch, pad in ((68, 95, 3), (54, 76, 2)):                  # 1280x800 and a smaller window
        frame = pygame.Rect(100, 50, cw + 2 * pad, ch + 2 * pad)
        card = pygame.Rect(frame.x + pad, frame.y + pad, cw, ch)
        tags = spot_tags(T, frame, 0, [{"kind": "spot_scored", "outcome": "won", "side": 0, "points": [1, 0]}],
                         quash="QUASH +2", card=card)
        tag = next(r for r, text, *_ in tags if text == "QUASH +2")
        assert not any(r.colliderect(tag) for r, text, *_ in tags if text != "QUASH +2")
        # the index (sprites: 0.26 x 0.3 of the card at its top left), the pips, an ace's and a face's centre
        # (its rank's ink begins some 0.065 of the card down), the words fit at a readable size
        from quash_table.ui import theme
        assert theme.font(theme.fit_size("QUASH +2", 12, tag.w - 6, True), True).size("QUASH +2")[0] <= tag.w - 6
        assert theme.fit_size("QUASH +2", 12, tag.w - 6, True) >= 9
        covered = [pygame.Rect(card.x + 0.03 * cw, card.y + 0.065 * ch, 0.26 * cw, 0.25 * ch),
                   pygame.Rect(0, 0, 0.3 * ch, 0.3 * ch).move(card.centerx - 0.15 * ch, card.centery - 0.15 * ch),
                   pygame.Rect(card.x + 0.24 * cw, card.y + 0.2 * ch, 0.52 * cw, 0.6 * ch)]
        for pips in _PIPS.values():
            for fx, fy, _ in pips:
                c = (card.x + cw * (0.3 + 0.4 * fx), card.y + ch * (0.2 + 0.6 * fy))
                covered.append(pygame.Rect(c[0] - 0.05 * ch, c[1] - 0.05 * ch, 0.1 * ch, 0.1 * ch))
        assert not any(tag.colliderect(r) for r in covered), (tag, card)
        assert tag.right <= frame.right + 7 and tag.w >= 0.6 * cw      # beside the spot, and big enough to read
