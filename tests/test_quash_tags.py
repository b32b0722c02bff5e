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
