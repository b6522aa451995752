"""Why the same seed gave a different game: the likely cause, for ``solobot check``.

A game is a seed plus the person's inputs only while every die, draw and shuffle comes from
``ctx.rng`` and nothing depends on the order of a set or on the clock. When a replay differs,
:func:`likely_cause` names what it can find: an attribute the Game object changed while playing
(per-game data kept outside the state), then the lines of the game's own modules that use
randomness outside the toolkit (``random``, ``time``, ``datetime``, ``uuid``, ``secrets``,
``os.urandom``) or iterate a set (a ``for`` over ``set(...)``, ``list({...})``,
``dict.fromkeys(set(...))``...). It reads the game's source; it never runs it.
"""

from __future__ import annotations

import ast
import inspect
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from solobot.i18n import _, ngettext

#: modules whose use in rule code makes a game differ from one run to the next
OUTSIDE_RANDOMNESS = ("random", "time", "datetime", "uuid", "secrets")
#: calls that turn an iterable into an order: given a set, the order is the set's
ORDERING_CALLS = ("list", "tuple", "iter", "next", "enumerate", "fromkeys", "join")
#: the most source lines named in one hint
SHOWN = 2


def real_game(game: Any) -> Any:
    """The game behind the check's stand-ins (each keeps the one it wraps as ``_game``)."""
    while "_game" in getattr(game, "__dict__", {}):
        game = game.__dict__["_game"]
    return game


def game_attributes(game: Any) -> dict[str, str]:
    """The Game object's own attributes, as text (compared before and after a game)."""
    return {name: repr(value) for name, value in sorted(vars(real_game(game)).items())}


def first_difference(first: list[dict[str, Any]], again: list[dict[str, Any]]) -> str:
    """Where two event logs part: ``from event 4 ('The bot rolls 3' against 'The bot rolls 5')``."""
    for i, (one, other) in enumerate(zip(first, again, strict=False)):
        if one != other:
            return _("from event {number} ({one!r} against {other!r})").format(number=i + 1, one=_said(one),
                                                                                   other=_said(other))
    if len(first) != len(again):
        return ngettext("one game told {count} event, the other {other}", "one game told {count} events, the other "
                        "{other}", len(first)).format(count=len(first), other=len(again))
    return _("the events agree; the final states differ")


def _said(event: dict[str, Any]) -> str:
    text = event.get("text") or event.get("kind") or ""
    return str(text)[:60]


def likely_cause(game: Any, attributes_before: dict[str, str] | None = None) -> str:
    """One clause naming the likely cause of a game that differs from its own replay."""
    if attributes_before is not None:
        changed = sorted(k for k, v in game_attributes(game).items() if attributes_before.get(k) != v)
        changed += sorted(set(attributes_before) - set(game_attributes(game)))
        if changed:
            return _("likely cause: the Game object keeps per-game data ({attributes} changed while playing); keep "
                     "it in the state returned by solobot_setup").format(attributes=", ".join(changed))
    found = list(_suspect_lines(real_game(game)))
    if not found:
        return _("likely cause: randomness outside the toolkit (random, time, uuid), the order of a set, or "
                 "data kept on the Game object; roll, draw and shuffle with ctx.rng and sort what you iterate")
    shown = "; ".join(found[:SHOWN])
    if len(found) > SHOWN:
        return _("likely cause: {causes} (and {more} more)").format(causes=shown, more=len(found) - SHOWN)
    return _("likely cause: {causes}").format(causes=shown)


def has_suspects(game: Any) -> bool:
    """True when the game's source uses randomness outside the toolkit or iterates a set."""
    return next(_suspect_lines(real_game(game)), None) is not None


def _game_files(game: Any) -> list[Path]:
    """The source files of the game's own classes, and of the package each lives in."""
    files: list[Path] = []
    for cls in type(game).__mro__:
        module = sys.modules.get(cls.__module__)
        if module is None or cls.__module__.split(".")[0] in ("solobot", "builtins"):
            continue
        try:
            source = Path(inspect.getsourcefile(module) or "")
        except TypeError:
            continue
        package = module.__package__ and source.parent / "__init__.py"
        found = sorted(source.parent.glob("*.py")) if package and package.exists() else [source]
        files += [f for f in found if f not in files]
    return files


def _suspect_lines(game: Any) -> Iterator[str]:
    for path in _game_files(game):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            continue
        for node in ast.walk(tree):
            said = _suspect(node)
            if said:
                yield _("{file} line {line} {problem}").format(file=path.name, line=node.lineno, problem=said)


def _suspect(node: ast.AST) -> str | None:
    """What is wrong with one node, in words; None if nothing."""
    if isinstance(node, ast.Import | ast.ImportFrom):
        names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
        used = [n for n in names if n.split(".")[0] in OUTSIDE_RANDOMNESS]
        if used:
            return _("imports {module}: randomness outside the toolkit (roll, draw and shuffle with ctx.rng)").format(
                module=used[0])
    if isinstance(node, ast.Attribute) and node.attr == "urandom":
        return _("uses os.urandom: randomness outside the toolkit (roll, draw and shuffle with ctx.rng)")
    if isinstance(node, ast.For | ast.comprehension) and _is_set(node.iter):
        return _("iterates a set, whose order is not the same from run to run (iterate sorted(...))")
    if isinstance(node, ast.Call) and _call_name(node) in ORDERING_CALLS and any(_is_set(a) for a in node.args):
        return _("makes an order from a set ({call}(...)): sort it first").format(call=_call_name(node))
    return None


def _call_name(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _is_set(node: ast.AST) -> bool:
    """A set made right there: ``set(...)``, ``{a, b}``, ``{x for ...}``, ``frozenset(...)``, ``a.union(b)``."""
    if isinstance(node, ast.Set | ast.SetComp):
        return True
    return isinstance(node, ast.Call) and _call_name(node) in (
        "set", "frozenset", "union", "intersection", "difference", "symmetric_difference")
