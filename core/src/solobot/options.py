"""Options as words: the one way solobot shows a game's options to a person."""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, Literal

from pydantic import BaseModel


def options_as_words(options: Any, say: Callable[[str], str] = str) -> str:
    """``"difficulty: harder, variant: davinci"``; a list as ``"ghost: hard + easy"``.

    :param options: an options model or a plain mapping, in the order to show.
    :param say: the game's words in the language spoken (``own_words``): each option's name (with spaces
        for underscores) and each value are said through them; a word the game's catalog lacks stays as typed.
    Options left unset (None) are left out; no options give an empty string.
    """
    if not isinstance(options, Mapping):
        options = options.model_dump(mode="json")
    return ", ".join(f"{say(name.replace('_', ' '))}: "
                     f"{' + '.join(say(str(v)) for v in value) if isinstance(value, list | tuple) else say(str(value))}"
                     for name, value in options.items() if value is not None)


def titled(title: str, options: Any, say: Callable[[str], str] = str) -> str:
    """``"Maestro (difficulty: harder, variant: davinci)"``, or the title alone for a game without
    options to show (never ``"Can't Stop ()"``); ``say`` as for :func:`options_as_words`."""
    words = options_as_words(options, say)
    return f"{title} ({words})" if words else title


def option_choices(annotation: Any) -> tuple[list[str] | None, bool]:
    """(choices, repeatable) for a Literal or list[Literal] annotation."""
    origin = typing.get_origin(annotation)
    if origin is Literal:
        return [str(v) for v in typing.get_args(annotation)], False
    if origin in (list, tuple):
        args = typing.get_args(annotation)
        if args and typing.get_origin(args[0]) is Literal:
            return [str(v) for v in typing.get_args(args[0])], True
    return None, False


def option_type(annotation: Any) -> Any:
    """The type an option's value is read as (``int`` for ``int | None``)."""
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        return args[0] if len(args) == 1 else str
    return annotation


def describe_options(model: type[BaseModel]) -> dict[str, dict[str, Any]]:
    """Each option's choices, default and help, for ``solobot games``."""
    out: dict[str, dict[str, Any]] = {}
    for name, field in model.model_fields.items():
        choices, multiple = option_choices(field.annotation)
        info: dict[str, Any] = {"default": field.get_default(call_default_factory=True)}
        if choices:
            info["choices"] = choices
            info["multiple"] = multiple
        if field.description:
            info["help"] = field.description
        out[name.replace("_", "-")] = info
    return out
