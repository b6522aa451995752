"""``python -m solobot`` runs the command line."""

import sys

try:
    from solobot.cli import main
except KeyboardInterrupt:  # Ctrl-C while Python is still importing solobot: one line, the shell's 130
    sys.stderr.write("Interrupted.\n")
    sys.exit(130)

main()
