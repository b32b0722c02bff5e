"""Quash Table: a desktop tabletop for five card and dice games."""

__version__ = "0.1.0"
