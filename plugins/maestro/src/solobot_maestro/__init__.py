"""Maestro's Machina for solobot: the solo bot of Michelangelo's or da Vinci's Workshop."""
