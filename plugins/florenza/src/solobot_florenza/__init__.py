"""Florenza X Anniversary's solitaire Ghosts, as a solobot game."""

__version__ = "0.2.0"  # the one place: the distribution's metadata reads it (pyproject.toml)
