"""Pig: roll a die as often as you dare; a 1 loses the turn's points."""
