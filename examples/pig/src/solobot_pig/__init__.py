"""Pig: roll a die as often as you dare; a 1 loses the turn's points."""

__version__ = "0.2.0"  # the one place: the distribution's metadata reads it (pyproject.toml)
