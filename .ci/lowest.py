"""The lowest version each distribution declares of every direct dependency, as pins (tox's ``lowest`` env).

Reads the ``dependencies`` and the ``check`` and ``test`` extras of the four distributions' pyproject.toml
and prints ``name==floor`` for each ``name>=floor`` (the distributions themselves aside: they are installed
from the checkout). Two floors of one name: the higher wins, as a resolver would have it.

    python .ci/lowest.py lowest.txt && pip install -r lowest.txt    (no file named: the pins are printed)
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DISTRIBUTIONS = ("core", "plugins/maestro", "plugins/florenza", "examples/pig")
EXTRAS = ("check", "test")
FLOOR = re.compile(r"^\s*([A-Za-z0-9_.-]+)(\[[^]]*\])?\s*>=\s*([0-9][0-9A-Za-z.]*)\s*$")


def floors() -> dict[str, str]:
    """Each third-party direct dependency's declared floor, by its canonical name."""
    found: dict[str, str] = {}
    for folder in DISTRIBUTIONS:
        project = tomllib.loads((ROOT / folder / "pyproject.toml").read_text(encoding="utf-8"))["project"]
        wanted = list(project.get("dependencies", []))
        for extra in EXTRAS:
            wanted += project.get("optional-dependencies", {}).get(extra, [])
        for requirement in wanted:
            matched = FLOOR.match(requirement.split(";")[0])
            if matched is None:
                raise SystemExit(f"{folder}: {requirement!r} has no >= floor to pin")
            name, extras, version = matched.groups()
            name = re.sub(r"[-_.]+", "-", name).lower()
            if name.startswith("solobot-"):
                continue
            key = name + (extras or "")
            if key not in found or _numbers(version) > _numbers(found[key]):
                found[key] = version
    return found


def _numbers(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version))


if __name__ == "__main__":
    pins = "".join(f"{name}=={version}\n" for name, version in sorted(floors().items()))
    if len(sys.argv) > 1:
        Path(sys.argv[1]).write_text(pins, encoding="utf-8")
    sys.stdout.write(pins)
