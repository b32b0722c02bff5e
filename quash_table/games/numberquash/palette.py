"""NumberQuash's colours as drawn (no pygame): the quashers' and sheet's, and New game's colour squares."""

RGB = {"red": (208, 58, 52), "blue": (48, 106, 214), "yellow": (236, 196, 44), "green": (40, 160, 80),
       "orange": (240, 132, 34), "pink": (230, 106, 172)}
