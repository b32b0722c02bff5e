"""Colour-blind mode: QUASH's RED and BLACK sides stand apart from the four-colour suits (hearts red,
diamonds blue, clubs green, spades black) for every kind of colour blindness. The RED side was the hearts'
own red and, simulated for red-green blind eyes, the clubs' green; the BLACK side was the spades' black."""

import pytest

# Machado, Oliveira & Fernandes (2009), severity 1: linear RGB in, linear RGB out.
SIMULATIONS = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
APART = 18      # CIE76 distance: at about 2.3 two colours are told apart side by side; 18 is plainly another


def _lab(rgb, sim):
    lin = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
    lin = [min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin)))) for row in SIMULATIONS[sim]]
    xyz = [sum(m * v for m, v in zip(row, lin)) for row in
           ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505))]
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
         for t in (xyz[0] / 0.95047, xyz[1], xyz[2] / 1.08883)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def distance(a, b, sim):
    return sum((x - y) ** 2 for x, y in zip(_lab(a, sim), _lab(b, sim))) ** 0.5


def closest_suit(colour):
    """(distance, suit, simulation) of the four-colour suit nearest `colour` for any eyes."""
    from quash_table.ui.sprites import SUIT_COLOURS_CB
    return min((distance(colour, c, sim), suit, sim) for suit, c in SUIT_COLOURS_CB.items() for sim in SIMULATIONS)


def test_the_check_sees_the_old_sides_as_suits():
    # the check can fail: the old RED side is the clubs' green for red-green blind eyes, BLACK the spades
    assert closest_suit((168, 34, 40))[0] < APART
    assert closest_suit((28, 28, 34))[1] == "S" and closest_suit((28, 28, 34))[0] < APART


@pytest.mark.parametrize("side", [0, 1])
def test_in_colour_blind_mode_each_side_stands_apart_from_every_suit(side, monkeypatch):
    from quash_table.games.quash import art
    from quash_table.ui.sprites import SPRITES
    monkeypatch.setattr(SPRITES, "colour_blind", True)
    for part in (art.side_colour, art.side_tint, art.marker):
        got = closest_suit(part(side))
        assert got[0] >= APART, (part.__name__, part(side), got)
    # and the two sides from each other
    assert min(distance(art.side_colour(0), art.side_colour(1), sim) for sim in SIMULATIONS) >= APART


def test_the_usual_cards_keep_the_usual_sides(monkeypatch):
    from quash_table.games.quash import art
    from quash_table.ui.sprites import SPRITES
    monkeypatch.setattr(SPRITES, "colour_blind", False)
    assert [art.side_colour(s) for s in (0, 1)] == list(art.SIDE_COLOUR)
