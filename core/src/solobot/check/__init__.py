"""``solobot check``: what a game tells, its conformance, determinism, physical play and every sentence."""
