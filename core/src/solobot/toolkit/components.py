"""Loading a game's component data file: a regular JSON file, validated, compiled once.

Every game keeps its boards, cards and tables in a data file inside its package, which a
person may replace with their own (``--components PATH``). :func:`load_components` reads
such a file safely (a regular file under a size cap), validates it with the game's pydantic
model, and hands it to the game's ``compile`` function, which builds the derived tables the
rule code looks things up in. The compiled object is cached on the file's path, size and
modification time, so a session costs one dictionary look-up after the first.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from solobot.errors import first_error
from solobot.files import MAX_COMPONENT_BYTES, FileRefused, read_regular_file
from solobot.game import ComponentError
from solobot.safetext import find_unsafe

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)

_compiled: dict[tuple[Any, ...], Any] = {}
#: top-level package of a component model -> (the model, the package's reference file): what
#: ``solobot components`` shows and edits (filled as games load their components)
_sources: dict[str, tuple[type[BaseModel], Traversable]] = {}


def component_source(package: str) -> tuple[type[BaseModel], Traversable] | None:
    """The component model and reference file that the game package ``package`` loads, once it has loaded them."""
    return _sources.get(package)


def component_models() -> list[type[BaseModel]]:
    """The component models of the games loaded so far (their fields' titles word the data for a person)."""
    return [model for model, _ in _sources.values()]


def _identity(model: Any) -> Any:
    return model


def read_component_file(path: str | Path, max_bytes: int = MAX_COMPONENT_BYTES) -> str:
    """The text of a component file: a regular file under the size cap, or one ComponentError line."""
    try:
        return read_regular_file(path, max_bytes, "components file")
    except FileRefused as exc:
        raise ComponentError(str(exc)) from None
    except OSError as exc:
        raise ComponentError(f"components file {path}: cannot be read ({exc.strerror or exc})") from None


def parse_components(data: bytes | str, model: type[M], name: str) -> M:
    """Validate one component file's text with ``model``; a one-line :class:`ComponentError` if it fails."""
    try:
        raw = json.loads(data)
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError, ValueError) as exc:
        detail = f"line {exc.lineno}: {exc.msg}" if isinstance(exc, json.JSONDecodeError) else str(exc)
        raise ComponentError(f"components file {name}: not valid JSON ({detail})") from None
    if not isinstance(raw, dict):
        raise ComponentError(f"components file {name}: the top level must be an object {{...}}")
    unsafe = find_unsafe(raw)  # names shown on the terminal and the page: no ESC, BEL, U+202E, "\ud800"
    if unsafe:
        raise ComponentError(f"components file {name}: {unsafe[0]} holds {unsafe[1]}, "
                             "which solobot does not show; the file is refused")
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise ComponentError(f"components file {name}: {first_error(exc)}") from None


def load_components(
    path: str | Path | None,
    model: type[M],
    *,
    default: Traversable,
    compile: Callable[[M], T] = _identity,
    max_bytes: int = MAX_COMPONENT_BYTES,
) -> T:
    """The compiled components of the file at ``path`` (``default``, the package's own file, when None).

    :param model: the pydantic model of the file.
    :param compile: builds the object the rule code uses (derived tables included) from
        the validated model; called once per file version.
    :raises ComponentError: one line naming the file and the field.
    """
    _sources[model.__module__.partition(".")[0]] = (model, default)
    if path is None:
        key: tuple[Any, ...] = ("default", str(default), model, compile)
        if key not in _compiled:
            _compiled[key] = compile(parse_components(default.read_bytes(), model, default.name))
        return _compiled[key]
    try:
        info = os.stat(path)
        key = (os.path.abspath(path), info.st_mtime_ns, info.st_size, model, compile)
    except OSError:
        key = ()
    if key and key in _compiled:
        return _compiled[key]
    compiled = compile(parse_components(read_component_file(path, max_bytes), model, str(path)))
    if key:
        _compiled[key] = compiled
    return compiled


@dataclass(frozen=True)
class ComponentFile:
    """A game's component data file, declared once (``Game.component_file``): the core loads it.

    :ivar model: the pydantic model of the file.
    :ivar default: the game's own file, in its package.
    :ivar compile: builds the object the rule code uses from the validated model (see :func:`load_components`).
    """

    model: type[BaseModel]
    default: Traversable
    compile: Callable[[Any], Any] = _identity

    def load(self, path: str | Path | None) -> Any:
        """The compiled components of the person's file at ``path``, or of the game's own (None).

        The game's own are kept on this declaration after their first load (the package's file does not
        change while solobot runs): every session asks, and a simulated Pig game is short.
        """
        if path is None:
            kept = self.__dict__.get("_own")
            if kept is None:
                kept = self.__dict__["_own"] = load_components(None, self.model, default=self.default,
                                                               compile=self.compile)
            return kept
        return load_components(path, self.model, default=self.default, compile=self.compile)
