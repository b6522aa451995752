"""Maestro's Machina for solobot: the solo bot of Michelangelo's or da Vinci's Workshop."""

__version__ = "0.2.0"  # the one place: the distribution's metadata reads it (pyproject.toml)
