"""Duck Down: a family card game for Home Assistant households."""

__version__ = "0.1.0"
