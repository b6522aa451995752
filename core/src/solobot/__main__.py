"""``python -m solobot`` runs the command line."""

from solobot.cli import main

main()
