"""What each version of the core offers a plugin to import, and what a plugin imports of it.

A plugin declares the oldest core it works with (``solobot-core>=0.2``). That promise is only as good as the
names it imports: :func:`missing` lists what a plugin's files import from ``solobot`` that the declared
version lacks, so a test can hold the declaration to the code::

    from solobot.testing.api import missing
    assert missing(Path(__file__).parents[1], "0.2") == []

The public names of each minor version are kept in ``api_lists/VERSION.txt`` beside this module, one line
per module (``solobot.toolkit: Deck Draw ...``), written when that version is released
(``python -m solobot.testing.api VERSION`` prints the list of the core it runs from) and never changed after:
a patch release keeps every name of its minor's list (docs/reference/versions.md). A name is public when it
does not start with ``_``: what a module defines at its top level, what it imports from ``solobot`` and
names in ``__all__``, and, for a package, its modules. The scan reads source files only (:mod:`ast`):
nothing is imported.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

#: where the lists of released versions are kept
LISTS = Path(__file__).with_name("api_lists")
#: the modules whose names are the public API (docs/reference/versions.md), with their submodules; the others
#: (solobot.cli, solobot.web, solobot.engine.session, ...) are the core's own and may change in any release
PUBLIC_MODULES = ("solobot", "solobot.hookspecs", "solobot.game", "solobot.events", "solobot.commands",
                  "solobot.words", "solobot.toolkit", "solobot.i18n", "solobot.grammar", "solobot.boardtext",
                  "solobot.suggest", "solobot.testing")


def is_public(module: str) -> bool:
    """Whether ``module`` is one of :data:`PUBLIC_MODULES` or inside one (``solobot.toolkit.deck``)."""
    return any(module == public or (public != "solobot" and module.startswith(public + "."))
               for public in PUBLIC_MODULES)


def _module_name(root: Path, path: Path) -> str:
    parts = [root.name, *path.relative_to(root).with_suffix("").parts]
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking(node: ast.stmt) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _top_level(body: Iterable[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements run when the module is imported (into ``if``, ``try`` and ``with``, not ``if TYPE_CHECKING``)."""
    for node in body:
        if _type_checking(node):
            continue
        yield node
        if isinstance(node, (ast.If, ast.Try, ast.With)):
            for block in ("body", "orelse", "finalbody", "handlers"):
                for inner in getattr(node, block, []):
                    yield from _top_level(inner.body if isinstance(inner, ast.ExceptHandler) else [inner])


def _bound(node: ast.stmt) -> Iterator[str]:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        yield node.name
    elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
        for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
            for name in ast.walk(target):
                if isinstance(name, ast.Name):
                    yield name.id
        if (isinstance(node, ast.Assign) and isinstance(node.value, (ast.List, ast.Tuple))
                and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)):
            yield from (item.value for item in node.value.elts if isinstance(item, ast.Constant))
    elif isinstance(node, ast.ImportFrom) and (node.level or (node.module or "").split(".")[0] == "solobot"):
        yield from (alias.asname or alias.name for alias in node.names if alias.name != "*")


def public_names(root: Path) -> dict[str, set[str]]:
    """Each module of the package at ``root`` (the folder of ``solobot``) and its public names."""
    found: dict[str, set[str]] = {}
    for path in sorted(root.rglob("*.py")):
        module = _module_name(root, path)
        if any(part.startswith("_") for part in module.split(".")):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = found.setdefault(module, set())
        names.update(name for node in _top_level(tree.body) for name in _bound(node)
                     if not name.startswith("_") and name != "TYPE_CHECKING")
    for module in list(found):  # a package's modules are names of it too
        parent, _, child = module.rpartition(".")
        if parent in found:
            found[parent].add(child)
    return found


def imported_names(folder: Path) -> set[tuple[str, str | None]]:
    """What the Python files under ``folder`` import from ``solobot``: ``(module, name)``, name None for
    ``import solobot.x``."""
    found: set[tuple[str, str | None]] = set()
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").split(".")[0] == "solobot":
                found.update((node.module, alias.name) for alias in node.names if alias.name != "*")
            elif isinstance(node, ast.Import):
                found.update((alias.name, None) for alias in node.names if alias.name.split(".")[0] == "solobot")
    return found


def names(version: str) -> dict[str, set[str]]:
    """The public names of the core's minor ``version`` (``"0.2"``), as its list keeps them."""
    path = LISTS / f"{version}.txt"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in LISTS.glob("*.txt")))
        raise LookupError(f"no list of the public names of solobot-core {version} (lists: {known})")
    listed: dict[str, set[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            module, _, rest = line.partition(":")
            listed[module.strip()] = set(rest.split())
    return listed


def missing(folder: Path, version: str, against: dict[str, set[str]] | None = None) -> list[str]:
    """What the files under ``folder`` import from ``solobot`` that the core's ``version`` lacks
    (``solobot.toolkit.plain``, ``solobot.words: Points``), sorted; empty when the version has it all.
    ``against``: the names to compare with instead of the version's list (the core being written, whose
    list is made when it is released: :func:`public_names`)."""
    listed = names(version) if against is None else against
    lacking = set()
    for module, name in imported_names(folder):
        if module not in listed:
            lacking.add(module)
        elif name is not None and name not in listed[module]:
            lacking.add(f"{module}: {name}")
    return sorted(lacking)


def written(found: dict[str, set[str]], version: str) -> str:
    """The list of ``found`` as ``api_lists/VERSION.txt`` keeps it."""
    head = (f"# The public names of solobot-core {version}: what a plugin requiring solobot-core>={version} may "
            "import\n# (solobot.testing.api; written when the version was released, never changed after)\n")
    return head + "".join(f"{module}: {' '.join(sorted(found[module]))}\n" for module in sorted(found))


if __name__ == "__main__":  # python -m solobot.testing.api VERSION: the list of the core it runs from
    sys.stdout.write(written(public_names(Path(__file__).parents[1]), sys.argv[1] if len(sys.argv) > 1 else "?"))
