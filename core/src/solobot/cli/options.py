"""Command-line options made from a game's pydantic options model."""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any, Literal

import click
from pydantic import BaseModel

from solobot.cli.pathtype import HomePath
from solobot.cli.values import DECIMAL, WHOLE, not_empty
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


def _choices(annotation: Any) -> tuple[list[str] | None, bool]:
    """(choices, repeatable) for a Literal or list[Literal] annotation."""
    origin = typing.get_origin(annotation)
    if origin is Literal:
        return [str(v) for v in typing.get_args(annotation)], False
    if origin in (list, tuple):
        args = typing.get_args(annotation)
        if args and typing.get_origin(args[0]) is Literal:
            return [str(v) for v in typing.get_args(args[0])], True
    return None, False


def _base_type(annotation: Any) -> Any:
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        return args[0] if len(args) == 1 else str
    return annotation


def describe_options(model: type[BaseModel]) -> dict[str, dict[str, Any]]:
    """Each option's choices, default and help, for ``solobot games``."""
    out: dict[str, dict[str, Any]] = {}
    for name, field in model.model_fields.items():
        choices, multiple = _choices(field.annotation)
        info: dict[str, Any] = {"default": field.get_default(call_default_factory=True)}
        if choices:
            info["choices"] = choices
            info["multiple"] = multiple
        if field.description:
            info["help"] = field.description
        out[name.replace("_", "-")] = info
    return out


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
