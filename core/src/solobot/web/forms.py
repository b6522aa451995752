"""The new-game form of each game, made from its options model, and read back.

``Literal`` fields become a select, ``list[Literal]`` fields a repeatable select, ``int``
fields a number, ``bool`` a checkbox. Fields that name a file (``components``, ``*path*``)
are left out: the web reads no file but the saves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from solobot.numbers import whole_number
from solobot.options import option_choices as _choices
from solobot.options import option_type as _base_type


@dataclass(frozen=True)
class Field:
    """One field of a new-game form."""

    name: str
    label: str
    kind: str  # "select", "multi", "int", "bool", "text"
    choices: tuple[str, ...]
    default: Any
    help: str


def is_file_option(name: str) -> bool:
    """Whether an option names a file (never taken from the web)."""
    return "component" in name or "path" in name or "file" in name


def option_fields(model: type[BaseModel]) -> list[Field]:
    """The form fields of a game's options model."""
    fields = []
    for name, info in model.model_fields.items():
        if is_file_option(name):
            continue
        choices, multiple = _choices(info.annotation)
        default = info.get_default(call_default_factory=True)
        base = _base_type(info.annotation)
        kind = "multi" if multiple else "select" if choices else {int: "int", bool: "bool"}.get(base, "text")
        shown = list(default) if isinstance(default, list) else default
        label = name.replace("_", " ")  # said in the game's words, then capitalised, by the page
        fields.append(Field(name, label, kind, tuple(choices or ()), shown, info.description or ""))
    return fields


def read_options(model: type[BaseModel], form: Any) -> dict[str, Any]:
    """The options a submitted form gives (validated later by the session, one-line errors)."""
    options: dict[str, Any] = {}
    for field in option_fields(model):
        if field.kind == "multi":
            values = [v for v in form.getlist(field.name) if v]
            if values:
                options[field.name] = values
        elif field.kind == "bool":
            options[field.name] = form.get(field.name) == "on"
        elif field.kind == "int":  # the one rule of solobot.numbers ("1_000", "+3", "１" are no numbers)
            value = str(form.get(field.name, "")).strip()
            if value != "":
                options[field.name] = whole_number(value, what=f"a whole number for {field.label.lower()}")
        else:
            value = form.get(field.name, "")
            if value != "":
                options[field.name] = value
    return options
