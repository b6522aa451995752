"""The command line in the language a person reads: click's own words and every command's help.

click says its words ("Usage:", "Show this message and exit.", its errors) through the standard
library's ``gettext`` default domain, which has no catalog of ours. :func:`lend_click_our_words`
has click's modules ask the core's catalog instead (``solobot`` domain; the messages are marked
below so ``pybabel extract`` keeps them in it); in English every call gives back click's own words.

A command's help, and its options', are written in English where the command is declared (marked
with ``N_``) and said in the language spoken when the help is shown: :func:`spoken` is applied to
each command as its group hands it out, and keeps the English underneath, so it can be said again
in another language.
"""

from __future__ import annotations

import gettext
import importlib
from typing import Any

import click

from solobot.i18n import CORE, N_, ngettext

#: click's modules that say words through ``gettext``
CLICK_MODULES = ("core", "decorators", "exceptions", "formatting", "parser", "termui", "types", "utils")

#: what click's ``--help`` option says it does
HELP_WORDS = N_("Show this message and exit.")

#: click's words a person meets (its help layout, its refusals), marked for the core's catalog
CLICK_WORDS = (
    N_("Usage:"), N_("Options"), N_("Commands"), N_("Positional arguments"), HELP_WORDS,
    N_("Show the version and exit."), N_("%(prog)s, version %(version)s"), N_("Aborted!"), N_("deprecated"),
    N_("default: {default}"), N_("env var: {var}"), N_("(dynamic)"), N_("Error: {message}"),
    N_("Try '{command} {option}' for help."), N_("Invalid value: {message}"),
    N_("Invalid value for {param_hint}: {message}"), N_("Missing argument"), N_("Missing option"),
    N_("Missing parameter"), N_("Missing {param_type}"), N_("Missing parameter: {param_name}"),
    N_("Missing command."), N_("No such option {name!r}."), N_("No such command {name!r}."), N_("unknown error"),
    N_("Could not open file {filename!r}: {message}"), N_("Argument {name!r} takes {nargs} values."),
    N_("Option {name!r} does not take a value."), N_("Choose from:\n\t{choices}"),
    N_("{value!r} is not a valid {number_type}."), N_("{value} is not in the range {range}."),
    N_("{value!r} is not a valid boolean. Recognized values: {states}"), N_("file"), N_("directory"),
    N_("path"), N_("{name} {filename!r} does not exist."), N_("{name} {filename!r} is a file."),
    N_("{name} {filename!r} is a directory."), N_("{name} {filename!r} is not readable."),
    N_("{name} {filename!r} is not writable."), N_("{name} {filename!r} is not executable."),
    N_("Error: invalid input"), N_("Press any key to continue..."), N_("Do you want to continue?"),
)


def click_plurals(count: int) -> list[str]:
    """click's plural messages at ``count``, as said now (unformatted); marks them for ``pybabel extract``."""
    return [
        ngettext("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})", count),
        ngettext("Takes {nargs} values but 1 was given.", "Takes {nargs} values but {len} were given.", count),
        ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)", count),
        ngettext("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments.", count),
        ngettext("{value!r} is not {choice}.", "{value!r} is not one of {choices}.", count),
        ngettext("{value!r} does not match the format {format}.", "{value!r} does not match the formats {formats}.",
                 count),
        ngettext("{len_type} values are required, but {len_value} was given.",
                 "{len_type} values are required, but {len_value} were given.", count),
    ]


def lend_click_our_words() -> None:
    """Have click say its words through the core's catalog (the language spoken now; English: click's own).

    click binds ``gettext.gettext`` and ``gettext.ngettext`` as module globals (``_``, ``ngettext``),
    read each time it speaks; each is replaced by the core's, and only where it is still the standard one.
    """
    for name in CLICK_MODULES:
        module = importlib.import_module(f"click.{name}")
        if getattr(module, "_", None) is gettext.gettext:
            module._ = CORE.gettext  # type: ignore[attr-defined]
        if getattr(module, "ngettext", None) is gettext.ngettext:
            module.ngettext = CORE.ngettext  # type: ignore[attr-defined]


def _said(thing: Any, attribute: str) -> None:
    """Set ``thing.attribute`` to its English (kept on first sight) in the language spoken now."""
    kept = thing.__dict__.setdefault("solobot_english", {})
    english = kept.setdefault(attribute, getattr(thing, attribute, None))
    if isinstance(english, str) and english:
        setattr(thing, attribute, CORE.gettext(english))


def spoken(command: click.Command | None, ctx: click.Context | None = None) -> click.Command | None:
    """``command``, its help and short help and each of its options' help in the language spoken now
    (with ``ctx``, its ``--help`` option's too, which click makes once and keeps)."""
    if command is None:
        return None
    for attribute in ("help", "short_help", "epilog"):
        _said(command, attribute)
    params = command.get_params(ctx) if ctx is not None else command.params
    asks_help = command.get_help_option(ctx) if ctx is not None else None
    for param in params:
        if param is asks_help:  # made in the language spoken when first asked for, so said from click's own
            param.help = CORE.gettext(HELP_WORDS)  # type: ignore[attr-defined]
        elif isinstance(param, click.Option):
            _said(param, "help")
    return command
