"""Command-line options made from a game's pydantic options model."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click
from pydantic import BaseModel

from solobot.cli.pathtype import HomePath
from solobot.cli.values import DECIMAL, WHOLE, not_empty
from solobot.i18n import _
from solobot.options import option_choices as _choices
from solobot.options import option_type as _base_type
from solobot.suggest import did_you_mean


class SuggestingChoice(click.Choice):
    """A :class:`click.Choice` whose refusal names the closest choices (``--ghost meduim``)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter as exc:
            hint = did_you_mean(str(value), [str(c) for c in self.choices])
            said = exc.message.rstrip(".")
            raise click.BadParameter(f"{said}{hint}" if hint else exc.message, ctx, param) from None


def option_decorators(model: type[BaseModel], say: Callable[[str], str] = str) -> list[Callable[[Any], Any]]:
    """click options for every field of ``model`` (unset options keep the model's default); ``say`` puts
    the game's own words (a field's description) in the language spoken."""
    decorators = []
    for name, field in model.model_fields.items():
        flag = "--" + name.replace("_", "-")
        default = field.get_default(call_default_factory=True)
        help_text = say(field.description) if field.description else name.replace("_", " ")
        choices, multiple = _choices(field.annotation)
        if choices:
            shown = ", ".join(default) if isinstance(default, list) else default
            told = (_("{help} [default: {default}]. Repeat it, once each.") if multiple
                    else _("{help} [default: {default}]."))
            decorators.append(click.option(
                flag, name, type=SuggestingChoice(choices), multiple=multiple, default=None,
                help=told.format(help=help_text, default=shown),
            ))
            continue
        base = _base_type(field.annotation)
        if base is bool:
            decorators.append(click.option(f"{flag}/--no-{flag[2:]}", name, default=None, help=help_text))
        else:
            is_path = "component" in name or "path" in name
            kind = HomePath(dir_okay=False) if is_path else {int: WHOLE, float: DECIMAL}.get(base, str)
            metavar = "PATH" if is_path else None
            decorators.append(click.option(
                flag, name, type=kind, default=None, metavar=metavar, callback=not_empty,
                help=help_text if default is None else _("{help} [default: {default}]").format(
                    help=help_text, default=default),
            ))
    return decorators


def given(values: dict[str, Any], model: type[BaseModel]) -> dict[str, Any]:
    """The options the user actually gave (so the model's defaults apply to the rest)."""
    out = {}
    for name in model.model_fields:
        value = values.get(name)
        if value is None or value == ():
            continue
        out[name] = list(value) if isinstance(value, tuple) else value
    return out
