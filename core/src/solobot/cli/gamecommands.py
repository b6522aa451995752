"""A click group whose sub-commands are the installed games, built on demand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from solobot.cli.errors import as_usage
from solobot.cli.options import given, option_decorators
from solobot.cli.speech import spoken
from solobot.engine.plugins import default_registry
from solobot.game import GameSpec
from solobot.i18n import _
from solobot.words import own_words

Runner = Callable[..., None]


def complete_game(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """Shell completion of a GAME argument: the installed games (from the cache ``solobot games`` reads, so
    no plugin is imported for it)."""
    from solobot.storage.catalog import game_rows

    return sorted(row["name"] for row in game_rows() if row["name"].startswith(incomplete))


def usage_checked(spec: GameSpec, options: dict[str, Any], common: dict[str, Any]) -> None:
    """Refuse as a usage error (exit 2), before anything is done, what the command line gave that the game does
    not take: an option out of its range or choices, an unknown ``--opponent``, a ``--skill`` outside 0-1 or
    beside ``--opponent``."""
    from solobot.engine.skill import SkillError, check_skill
    from solobot.table.choosing import OptionsError, check_opponent, check_options

    with as_usage(OptionsError, SkillError):
        check_options(spec, options)
        if common.get("skill") is not None:
            check_skill(spec.game, common["skill"], common.get("opponent"))
        elif common.get("opponent") is not None:
            check_opponent(spec, common["opponent"])


class GameGroup(click.Group):
    """``solobot play GAME`` / ``solobot simulate GAME``: one sub-command per installed game.

    :param run: called as ``run(spec, options_dict, **common_options)``.
    :param common: click option decorators shared by every game.
    """

    def __init__(self, *args: Any, run: Runner, common: list[Callable[[Any], Any]], **kwargs: Any):
        kwargs.setdefault("subcommand_metavar", "GAME [ARGS]...")  # its sub-commands are games
        super().__init__(*args, **kwargs)
        self.run = run
        self.common = common

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The games, under the heading "Games" (not click's "Commands")."""
        rows = [(name, command.get_short_help_str(formatter.width - 6 - len(name)))
                for name in self.list_commands(ctx) if (command := self.get_command(ctx, name)) is not None]
        if rows:
            with formatter.section(_("Games")):
                formatter.write_dl(rows)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(default_registry().load().games)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        registry = default_registry().load_for(name)  # only the plugins this game needs
        if name not in registry.games:
            return None
        return spoken(self._command_for(registry.games[name]), ctx)

    def resolve_command(self, ctx: click.Context, args: list[str]) -> Any:
        name = args[0]
        if not name.startswith("-") and self.get_command(ctx, name) is None:
            default_registry().game(name)  # raises the clear "unknown game" error
        return super().resolve_command(ctx, args)

    def _command_for(self, spec: GameSpec) -> click.Command:
        def callback(**values: Any) -> None:
            options = given(values, spec.options)
            common = {k: v for k, v in values.items() if k not in spec.options.model_fields}
            usage_checked(spec, options, common)
            self.run(spec, options, **common)

        command: Any = callback
        speak = own_words(spec.game)
        for decorate in [*reversed(self.common), *reversed(option_decorators(spec.options, speak))]:
            command = decorate(command)
        title = speak(spec.title)
        return click.command(
            spec.name,
            help=_("{title}: {summary}").format(title=title, summary=speak(spec.summary)) if spec.summary else title,
            context_settings={"help_option_names": ["-h", "--help"]},
        )(command)
