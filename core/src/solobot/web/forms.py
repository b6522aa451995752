"""The page's forms: the new-game form of each game, made from its options model and read back, and
what a command's form needs to offer only what is possible now.

``Literal`` fields become a select, ``list[Literal]`` fields a repeatable select, ``int``
fields a number, ``bool`` a checkbox. Fields that name a file (``components``, ``*path*``)
are left out: the web reads no file but the saves.

A command's form carries its choices as a table (:func:`choice_table`): the page's script then offers
in each field only what the fields chosen before it allow, takes a choice that is the only one left
(shown as decided), and keeps each number within its real bounds, all without asking the server.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from solobot.commands import Command, Tree, first_number
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


# -- a command's form: only what is possible now ---------------------------------------------------


def _as_mapping(tree: Tree) -> dict[str, Any]:
    """A :data:`~solobot.commands.Tree` as nested objects for the page's script: ``{word: {...}}``."""
    return {str(word): _as_mapping(child) for word, child in tree}


def choice_table(command: Command) -> dict[str, Any] | None:
    """What a command's form needs to follow its choices (None: nothing depends on an earlier field):

    - ``levels``: the form's field of each choice argument, in order (``arg-0``, ``arg-2``);
    - ``tree``: every complete choice of them, ``{word: {next word: ...}}`` (``""``: left out);
    - ``limits``: ``[field, [choice words before it], low, high]``, a number's real bounds given the
      choices before it.

    A command whose form pairs two arguments (``Arg.by``) is left to that pair.
    """
    if command.tree is None or any(arg.by for arg in command.args):
        return None
    levels = command.choice_args()
    limits = [[f"arg-{index}", list(path), low, high] for path, index, low, high in command.limits]
    if len(levels) < 2 and not limits:
        return None
    return {"levels": [f"arg-{i}" for i in levels], "tree": _as_mapping(command.tree), "limits": limits}


def number_start(low: int | None, high: int | None) -> str:
    """Where a form's number starts within its real bounds (see :func:`solobot.commands.first_number`)."""
    return str(first_number(low, high))
