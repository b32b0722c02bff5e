"""Quash Table: a desktop tabletop for five card and dice games."""

__version__ = "0.2.0"
