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
    except SystemExit as end:
        if end.code == 130:  # interrupted, and said so: nothing is left to finish
            exit_now(130)
        raise


def quiet_exit() -> None:
    """The one line of a Ctrl-C, and the shell's 130; a second Ctrl-C meanwhile changes nothing."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.stderr.write("Interrupted.\n")
    exit_now(130)


def exit_now(code: int) -> None:
    """End the process with ``code`` once its output is flushed: a KeyboardInterrupt Python noted on the way
    out (in a thread, a finaliser) would otherwise make the exit a kill by SIGINT instead of the shell's 130."""
    import contextlib
    import os

    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(code)


if __name__ == "__main__":
    run()
