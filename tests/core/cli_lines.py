"""What the core's command-line tests share: a command run in-process, and its one error line."""

from __future__ import annotations

from click.testing import CliRunner

from solobot.cli import cli


def run(*args: str, input: str | None = None):
    """``solobot ARGS`` in this process (its exceptions raised, not caught by the runner)."""
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


def one_error_line(result, code: int = 1) -> str:
    """The single error line of a failed command: exit ``code``, one line, no traceback, no internal error."""
    assert result.exit_code == code, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and "internal error" not in lines[0], result.output
    return lines[0]
