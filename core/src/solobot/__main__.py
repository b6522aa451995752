"""The ``solobot`` command (the console script) and ``python -m solobot``.

Importing this module imports nothing heavy (``solobot/__init__.py`` is lazy), so a Ctrl-C while
the command line's modules are still being imported is one line and the shell's 130, like a
Ctrl-C at any later moment (see :func:`solobot.cli.main`).
"""

import sys  # (built in: loaded before any module of solobot; nothing else is imported before the try below)


def run() -> None:
    """Import the command line and run it; Ctrl-C during the imports: one line, exit 130."""
    try:
        from solobot.cli import main
    except KeyboardInterrupt:
        quiet_exit()
    try:
        main()
    except KeyboardInterrupt:  # a Ctrl-C in the last moments, after the command line's own handlers
        quiet_exit()


def quiet_exit() -> None:
    """The one line of a Ctrl-C, and the shell's 130; a second Ctrl-C meanwhile changes nothing."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.stderr.write("Interrupted.\n")
    sys.exit(130)


if __name__ == "__main__":
    run()
