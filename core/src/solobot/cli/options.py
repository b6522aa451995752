"""Command-line options made from a game's pydantic options model."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click
from pydantic import BaseModel

from solobot.cli.pathtype import HomePath
from solobot.cli.values import DECIMAL, WHOLE, not_empty
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


def option_decorators(model: type[BaseModel]) -> list[Callable[[Any], Any]]:
    """click options for every field of ``model`` (unset options keep the model's default)."""
    decorators = []
    for name, field in model.model_fields.items():
        flag = "--" + name.replace("_", "-")
        default = field.get_default(call_default_factory=True)
        help_text = field.description or name.replace("_", " ")
        choices, multiple = _choices(field.annotation)
        if choices:
            shown = ", ".join(default) if isinstance(default, list) else default
            extra = " Repeat it, once each." if multiple else ""
            decorators.append(click.option(
                flag, name, type=SuggestingChoice(choices), multiple=multiple, default=None,
                help=f"{help_text} [default: {shown}].{extra}",
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
                help=f"{help_text}" + (f" [default: {default}]" if default is not None else ""),
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
