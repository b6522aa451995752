"""The ``solobot`` command line: one click group.

Sub-commands are imported only when used, and games only when a command needs
them, so ``solobot --help`` starts as fast as click itself.
"""

from __future__ import annotations

import importlib
import os
import sys
from typing import Any

import click

from solobot import __version__
from solobot.cli.errors import RootGroup, debugging, interrupted
from solobot.cli.speech import lend_click_our_words, spoken
from solobot.i18n import N_, _, language_from, ngettext, use_language

lend_click_our_words()  # click's "Usage:", "Options" and errors in the language spoken

# name -> (module, attribute, one-line help shown by `solobot --help`)
COMMANDS = {
    "games": ("solobot.cli.listing", "games_command", N_("List the installed games and their options.")),
    "plugins": ("solobot.cli.listing", "plugins_command",
                  N_("List plugins, their hooks, and any that failed to load.")),
    "play": ("solobot.cli.play", "play_group", N_("Play a game against its bot (at the table, or --auto).")),
    "resume": ("solobot.cli.play", "resume_command", N_("Continue a saved game (no path: the latest in progress).")),
    "saves": ("solobot.cli.finding", "saves_command", N_("List the games in progress (resume one, or the latest).")),
    "replay": ("solobot.cli.play", "replay_command", N_("Re-run a save and check it reproduces the saved state.")),
    "history": ("solobot.cli.history", "history_command", N_("Games you finished, and your win rates.")),
    "simulate": ("solobot.cli.simulate", "simulate_group", N_("Play many games alone and sum them up.")),
    "calibrate": ("solobot.cli.calibrate", "calibrate_command", N_("Every difficulty against each opponent policy.")),
    "components": ("solobot.cli.components", "components_command",
                   N_("Show the component data in use, or enter your own copy's once.")),
    "check": ("solobot.cli.check", "check_group", N_("Check that a game plugin keeps the plugin contract.")),
    "serve": ("solobot.cli.serve", "serve_command", N_("Play from a browser or a phone: the web companion.")),
    "new-plugin": ("solobot.cli.scaffold", "new_plugin_command", N_("Write a new game plugin package.")),
    "install": ("solobot.cli.install", "install_command",
                  N_("Install games and add-ons into solobot's own environment.")),
    "uninstall": ("solobot.cli.install", "uninstall_command",
                  N_("Remove games and add-ons from solobot's environment.")),
}


class LazyRootGroup(RootGroup):
    """The root group, importing each sub-command on first use."""

    def make_context(self, *args: Any, **kwargs: Any) -> click.Context:
        use_language(language_from(None, os.environ))  # before the command line is read; --lang may change it
        return super().make_context(*args, **kwargs)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        return super().parse_args(ctx, self.lang_first(ctx, args))

    def lang_first(self, ctx: click.Context, args: list[str]) -> list[str]:
        """``args`` with every ``--lang`` given after the command moved before it (``solobot play maestro
        --lang it`` is ``solobot --lang it play maestro``), up to a ``--``; a command with a ``--lang`` of its
        own (``serve``) keeps its."""
        at = 0
        while at < len(args) and args[at].startswith("-") and args[at] != "--":  # the root's own options
            at += 2 if args[at] == "--lang" else 1
        if at >= len(args) or args[at] == "--":
            return args
        command = self.get_command(ctx, args[at]) if args[at] in COMMANDS else None
        if command is not None and any("--lang" in getattr(param, "opts", ()) for param in command.params):
            return args
        moved, kept, rest = [], list(args[:at + 1]), iter(args[at + 1:])
        for arg in rest:
            if arg == "--":
                kept += [arg, *rest]
                break
            if arg == "--lang":
                value = next(rest, None)
                if value is None and ctx.resilient_parsing:  # (shell completion: nothing to say)
                    continue
                if value is None:  # as click says it of the root's --lang
                    raise click.BadOptionUsage(arg, ngettext("Option {name!r} requires an argument.",
                                                             "Option {name!r} requires {nargs} arguments.", 1).format(
                        name=arg, nargs=1), ctx=ctx)
                moved += [arg, value]
            elif arg.startswith("--lang="):
                moved.append(arg)
            else:
                kept.append(arg)
        return moved + kept if moved else args

    def format_help(self, ctx: click.Context, formatter: Any) -> None:
        spoken(self, ctx)
        super().format_help(ctx, formatter)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in COMMANDS:
            return spoken(self.plugin_command(name), ctx)
        module, attribute, _short = COMMANDS[name]
        return spoken(getattr(importlib.import_module(module), attribute), ctx)

    @staticmethod
    def plugin_command(name: str) -> click.Command | None:
        """A command a plugin added (``solobot_register_commands``); plugins load only for such a name."""
        registry = registry_of_the_cli().load()
        command = registry.commands.get(name)
        owner = next((info.name for info in registry.plugins if name in info.commands), None)
        return naming_its_plugin(command, owner) if command is not None and owner else command

    def format_commands(self, ctx: click.Context, formatter: Any) -> None:
        with formatter.section(_("Commands")):
            formatter.write_dl([(name, _(short)) for name, (_module, _attribute, short) in COMMANDS.items()])
        formatter.write_paragraph()
        formatter.write_text(_("Plugins may add commands of their own: `solobot plugins` lists them."))


def registry_of_the_cli() -> Any:
    """The plugin registry, told the command line's own command names first (a plugin's command
    never hides one of them); imported only when plugins are needed, not for ``--help``."""
    from solobot.engine.plugins import RESERVED_COMMANDS, default_registry

    RESERVED_COMMANDS.update(COMMANDS)
    return default_registry()


def show_version(ctx: click.Context, param: click.Parameter, asked: bool) -> None:
    """``--version``: the one version (the distribution solobot-core reads it too), in the language spoken."""
    if asked and not ctx.resilient_parsing:
        click.echo(_("%(prog)s, version %(version)s") % {"prog": "solobot", "version": __version__})
        ctx.exit()


def choose_language(ctx: click.Context, param: click.Parameter, lang: str | None) -> str | None:
    """``--lang``: speak it from now on (eager, so the help and errors that follow are in it too)."""
    if lang:
        use_language(language_from(lang.lower(), os.environ))
    return lang


@click.group(cls=LazyRootGroup, context_settings={"help_option_names": ["-h", "--help"]},
             help=N_("Play board games solo against a bot.\n\n"
                     "\b\n"
                     "Start here:\n"
                     "  solobot games                        the installed games\n"
                     "  solobot play maestro                 play at the table against the bot\n"
                     "  solobot play maestro --auto --seed 1 watch a whole narrated game\n"
                     "  solobot simulate maestro --games 1000\n\n"
                     "SOLOBOT_LOAD_PLUGINS / SOLOBOT_BLOCK_PLUGINS (comma lists) choose which plugins load; "
                     "SOLOBOT_DEBUG=1 shows tracebacks."))
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=show_version,
              help=N_("Show the version and exit."))
@click.option("--lang", type=click.Choice(["en", "it", "de"], case_sensitive=False), default=None, is_eager=True,
              expose_value=False, callback=choose_language,
              help=N_("The language you read: en, it or de (default: SOLOBOT_LANG, else your locale, else en). "
                      "Saves and results do not depend on it."))
def cli() -> None:
    """The root of every command (the language is chosen as the command line is read)."""


def naming_its_plugin(command: click.Command, plugin: str) -> click.Command:
    """``command`` (a plugin's own), whose failure is one line naming the plugin, not an "internal error"."""
    if getattr(command, "solobot_plugin", None):
        return command
    invoke = command.invoke

    def invoke_naming_the_plugin(ctx: click.Context) -> Any:
        try:
            return invoke(ctx)
        except (click.exceptions.ClickException, click.exceptions.Exit, click.exceptions.Abort,
                KeyboardInterrupt, BrokenPipeError):
            raise
        except Exception as exc:
            if debugging():
                raise
            from solobot.safetext import printable

            said = printable(" ".join(str(exc).split()))[:300]
            raise click.ClickException(_("plugin {plugin} failed in its command {command!r}: {kind}: {said}").format(
                plugin=plugin, command=command.name, kind=type(exc).__name__, said=said)) from None

    command.invoke = invoke_naming_the_plugin  # type: ignore[method-assign]
    command.solobot_plugin = plugin  # type: ignore[attr-defined]
    return command


def main() -> None:
    """Entry point of the ``solobot`` script; its end waits for no plugin's thread
    (:func:`solobot.engine.loadguard.leave`)."""
    try:
        try:
            if "_SOLOBOT_COMPLETE" in os.environ:  # the shell asks for completions: --lang's after any command too
                from solobot.cli.completion import lang_completed_anywhere

                lang_completed_anywhere()
            cli.main(prog_name="solobot")
        except KeyboardInterrupt:  # before a command runs (loading plugins, parsing)
            interrupted()
        except BrokenPipeError:  # output piped into `head` and the like
            sys.stderr.close()
            sys.exit(1)
    except SystemExit as end:
        guard = sys.modules.get("solobot.engine.loadguard")  # loaded with the plugins, if any were
        if guard is None:
            raise
        guard.leave(end.code)
