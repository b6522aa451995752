"""What ``solobot uninstall`` may hand to pip: the plain name of an installed game or add-on, nothing else.

pip reads much more than a name: a version (``solobot-core==0.1.0``, ``>=0``), a marker (``x; python_version>'3'``),
a trailing space, a URL, a wheel's path, an option (``-r FILE``), and it compares names as PEP 503 does
(``Solobot_Core`` is ``solobot-core``). Each of those could remove solobot itself or what it needs to run, so
:func:`refusal` takes a name only when it is exactly a distribution name, installed, a solobot game or add-on
(it registers an entry point of the group ``solobot``, or it depends on the core), and neither the core nor one
of the distributions the core needs (followed through the installed ones: ``pydantic`` and ``pydantic-core``).
"""

from __future__ import annotations

import os
import re
from importlib import metadata

from solobot.engine.entry_point import GROUP
from solobot.i18n import _
from solobot.safetext import printable

#: the core's distribution: never uninstalled from inside itself
CORE = "solobot-core"

#: a distribution name (PEP 508), and nothing around it
NAME = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?")
#: the name a requirement starts with (``pydantic>=2.5; extra == "x"`` -> ``pydantic``)
LEADING_NAME = re.compile(r"\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)")


def canonical(name: str) -> str:
    """A distribution name as pip compares them (PEP 503): ``Solobot_Core`` is ``solobot-core``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _needed(requirement: str) -> str | None:
    """The canonical name a requirement of a distribution asks for, or None when only an extra asks for it.

    A marker that is not about an extra (``python_version < "3.12"``) counts as true: protecting a
    distribution that is not needed here costs nothing."""
    found = LEADING_NAME.match(requirement)
    if not found:
        return None
    marker = requirement.partition(";")[2]
    if re.search(r"\bextra\s*==", marker):
        return None
    return canonical(found.group(1))


def _requirements(name: str) -> list[str]:
    try:
        return metadata.requires(name) or []
    except (metadata.PackageNotFoundError, OSError, ValueError):
        return []


def protected() -> set[str]:
    """The core and every installed distribution it needs to run (what its own dependencies need too), canonical."""
    found: set[str] = set()
    todo = [CORE]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        found.add(name)
        todo.extend(needed for needed in map(_needed, _requirements(name)) if needed and needed not in found)
    return found


def _distribution(name: str) -> metadata.Distribution | None:
    try:
        return metadata.distribution(name)
    except (metadata.PackageNotFoundError, OSError, ValueError):
        return None


def is_solobots(dist: metadata.Distribution) -> bool:
    """Whether ``dist`` is a solobot game or add-on: it registers an entry point of the group ``solobot``,
    or it depends on the core."""
    try:
        if any(ep.group == GROUP for ep in dist.entry_points):
            return True
        return any(_needed(requirement) == CORE for requirement in dist.requires or [])
    except (OSError, ValueError):
        return False


def kept(name: str, keep: set[str]) -> str | None:
    """Why ``name``, however spelt, names the core or one of the distributions it needs (one line), or None.

    :param keep: the canonical names never removed (:func:`protected`)."""
    lead = LEADING_NAME.match(name)
    said = canonical(lead.group(1)) if lead else ""
    if said == CORE:
        return _("{core} is solobot itself and is not uninstalled from inside it; remove its environment instead "
                 "(pipx uninstall solobot-core, or delete the venv)").format(core=CORE)
    if said in keep:
        return _("{name!r} is needed by solobot itself and is not uninstalled from inside it").format(name=name)
    return None


def standing_for(name: str) -> str:
    """The distribution ``name`` stands for in ``solobot uninstall``, as in ``install``: a game's name is its
    distribution (``maestro``: ``solobot-maestro``) when that is installed and ``name`` itself is no installed solobot
    game or add-on (PyPI's unrelated ``maestro`` is never the one meant); else ``name`` as given, for
    :func:`refusal` to judge."""
    if not NAME.fullmatch(name) or canonical(name).startswith("solobot-"):
        return name
    given = _distribution(name)
    if given is not None and is_solobots(given):
        return name
    mapped = f"solobot-{canonical(name)}"
    return mapped if _distribution(mapped) is not None else name


def refusal(name: str, keep: set[str] | None = None) -> str | None:
    """Why ``solobot uninstall`` does not hand ``name`` to pip (one line), or None when it may.

    :param keep: the canonical names never removed (:func:`protected`, computed when not given)."""
    problem = kept(name, protected() if keep is None else keep)
    if problem:
        return problem
    if not NAME.fullmatch(name):
        return _("{name!r} is not the name of a game or add-on: solobot uninstall takes names only, such as "
                 "solobot-maestro").format(name=name)
    dist = _distribution(name)
    if dist is None:
        return _("{name!r} is not installed in solobot's environment").format(name=name)
    if not is_solobots(dist):
        return _("{name!r} is not a solobot game or add-on; solobot uninstall removes only those").format(name=name)
    return takes_along(name, dist, protected() if keep is None else keep)


def _record(dist: metadata.Distribution) -> list[metadata.PackagePath]:
    """The files ``dist``'s install record (RECORD) lists: what pip removes with it."""
    try:
        return list(dist.files or [])
    except (OSError, ValueError):
        return []


def _files(dist: metadata.Distribution) -> set[str]:
    """:func:`_record` as real paths."""
    return {os.path.realpath(dist.locate_file(path)) for path in _record(dist)}


def takes_along(name: str, dist: metadata.Distribution, keep: set[str]) -> str | None:
    """Why ``name`` is not uninstalled when its install record lists a file of the core or of what it needs, or
    one inside their packages' folders (pip removes every file a record lists, whoever installed it); None when
    it lists none."""
    owners: dict[str, str] = {}
    folders: dict[str, str] = {}
    for kept_name in keep:
        other = _distribution(kept_name)
        if other is None or canonical(other.metadata["Name"] or "") == canonical(name):
            continue
        for path in _files(other):
            owners[path] = kept_name
        listed = {str(entry) for entry in _record(other)}
        for top in {entry.parts[0] for entry in _record(other) if len(entry.parts) > 1}:
            if f"{top}/__init__.py" in listed:  # a package of its own (not __pycache__, nor a shared namespace)
                folders[os.path.realpath(other.locate_file(top))] = kept_name
    for path in sorted(_files(dist)):
        owner = owners.get(path) or next((folders[f] for f in folders if path.startswith(f + os.sep)), None)
        if owner is not None:
            return _("{name!r} is not uninstalled: its install record lists {path}, a file of {owner}, which solobot "
                     "needs and pip would remove with it").format(name=name, path=printable(path), owner=owner)
    return None
