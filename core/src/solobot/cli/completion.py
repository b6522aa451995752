"""Shell completion of ``--lang`` wherever the command line takes it.

``--lang`` is the root's option, taken before or after the command (``solobot play maestro --lang it``:
:meth:`solobot.cli.LazyRootGroup.lang_first` moves it). click completes an option's values only from the
command being typed, which has no ``--lang``: after the command, Tab offered nothing. The shells' completion
classes are given one rule first: the word after ``--lang`` (``--lang=`` too) is completed by the root's
option itself, whichever command comes before it; everything else is click's own. Registered only when the
shell asks for completions (``_SOLOBOT_COMPLETE``), so no other start pays for it.
"""

from __future__ import annotations

from typing import Any

import click

#: the option whose values are completed anywhere on the command line
LANG = "--lang"


class _LangAnywhere:
    """A shell's completion class (a click ``ShellComplete``) that completes ``--lang``'s value after any command."""

    cli: click.Command

    def get_completions(self, args: list[str], incomplete: str) -> list[Any]:
        if "--" not in args:
            if incomplete.startswith(f"{LANG}="):  # zsh and fish keep the "=" in the word
                args, incomplete = [*args, LANG], incomplete[len(LANG) + 1:]
            elif incomplete == "=" or (args[-1:] == ["="] and args[-2:-1] == [LANG]):  # bash splits at "="
                args, incomplete = [*args[:-1]] if args[-1:] == ["="] else args, incomplete.lstrip("=")
            if args[-1:] == [LANG]:
                option = next(param for param in self.cli.params if LANG in getattr(param, "opts", ()))
                return option.shell_complete(click.Context(self.cli, resilient_parsing=True), incomplete)
        return super().get_completions(args, incomplete)  # type: ignore[misc]


def lang_completed_anywhere() -> None:
    """Give every shell click completes for the rule of :class:`_LangAnywhere`."""
    from click.shell_completion import BashComplete, FishComplete, ZshComplete, add_completion_class

    for shell in (BashComplete, ZshComplete, FishComplete):
        add_completion_class(type(shell.__name__, (_LangAnywhere, shell), {}), shell.name)
