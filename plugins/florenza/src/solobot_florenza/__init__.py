"""Florenza X Anniversary's solitaire Ghosts, as a solobot game."""
