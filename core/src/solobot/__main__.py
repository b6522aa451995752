"""The ``solobot`` command (the console script) and ``python -m solobot``.

Importing this module imports nothing heavy (``solobot/__init__.py`` is lazy), so a Ctrl-C while
the command line's modules are still being imported is one line and the shell's 130, like a
Ctrl-C at any later moment (see :func:`solobot.cli.main`).
"""

from __future__ import annotations

import sys


def run() -> None:
    """Import the command line and run it; Ctrl-C during the imports: one line, exit 130."""
    try:
        from solobot.cli import main
    except KeyboardInterrupt:
        sys.stderr.write("Interrupted.\n")
        sys.exit(130)
    main()


if __name__ == "__main__":
    run()
