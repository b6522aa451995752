"""Turning every user error into one clear line and a non-zero exit."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from typing import Any

import click


def debugging() -> bool:
    """True when SOLOBOT_DEBUG asks for tracebacks."""
    return os.environ.get("SOLOBOT_DEBUG", "") not in ("", "0")


def leaving() -> None:
    """Once solobot has been interrupted and is on its way out, a second Ctrl-C (or the same one reaching it
    again through its process group) may not cut the exit short into a kill by signal: it is ignored."""
    import contextlib
    import signal

    with contextlib.suppress(ValueError):  # not the main thread: nothing to change there
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def interrupted() -> None:
    """Ctrl-C: one line on stderr and exit 130 (never click's "Aborted!" nor a traceback)."""
    import sys

    leaving()
    from solobot.i18n import _

    click.echo(_("Interrupted."), err=True)
    sys.exit(130)


class UsageProblem(click.ClickException):
    """A value or a combination of options the command line does not take (``--games 0``, ``--skill 2``,
    a game option out of its range): one line, and exit 2 as every usage error (docs/reference/cli.md)."""

    exit_code = 2


@contextlib.contextmanager
def as_usage(*kinds: type[Exception]) -> Iterator[None]:
    """Within the block, an error of ``kinds`` (the one line a check of the command line's values raises)
    is a :class:`UsageProblem`."""
    try:
        yield
    except kinds as exc:
        raise UsageProblem(str(exc)) from None


class RootGroup(click.Group):
    """The root group: every exception below it becomes one line (unless debugging)."""

    def make_context(self, *args: Any, **kwargs: Any) -> click.Context:
        try:
            return super().make_context(*args, **kwargs)
        except KeyboardInterrupt:  # while the command line is read
            interrupted()
            raise  # (never reached: interrupted() exits)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (click.exceptions.ClickException, click.exceptions.Exit, click.exceptions.Abort, BrokenPipeError):
            raise
        except KeyboardInterrupt:  # Ctrl-C wherever a command did not handle it: one line, the shell's 130
            interrupted()
        except Exception as exc:
            if debugging():
                raise
            from solobot.errors import SolobotError  # every error solobot tells in one line

            if isinstance(exc, SolobotError):
                raise click.ClickException(str(exc)) from None
            from solobot.i18n import _

            raise click.ClickException(
                _("internal error: {kind}: {error} (run with SOLOBOT_DEBUG=1 for the traceback)").format(
                    kind=type(exc).__name__, error=exc)
            ) from None
