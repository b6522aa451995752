"""The repository tracks sources only: no built file (wheel, sdist, bytecode, egg-info...) and
no file over 1 MB. Read from ``git ls-files``; skipped outside a git checkout (an unpacked sdist)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 1024 * 1024
BUILT_SUFFIXES = (".whl", ".tar.gz", ".tgz", ".zip", ".egg", ".pyc", ".pyo", ".so", ".pyd", ".mo")
BUILT_FOLDERS = {"__pycache__", ".eggs", ".tox", "dist", "build", "wheelhouse", ".ci-venv", ".venv", "site"}


def tracked() -> list[str]:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    result = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, text=True)
    if result.returncode != 0:
        pytest.skip("not a git checkout (an unpacked sdist, say)")
    return [name for name in result.stdout.split("\0") if name]


def is_built(name: str) -> bool:
    parts = name.split("/")
    return (name.endswith(BUILT_SUFFIXES) or bool(BUILT_FOLDERS.intersection(parts[:-1]))
            or any(part.endswith((".egg-info", ".dist-info")) for part in parts))


def test_no_built_file_is_tracked():
    assert [name for name in tracked() if is_built(name)] == []


def test_no_tracked_file_is_over_one_megabyte():
    sizes = {name: (ROOT / name).stat().st_size for name in tracked() if (ROOT / name).is_file()}
    assert {name: size for name, size in sizes.items() if size > LIMIT} == {}


@pytest.mark.parametrize("name", ["solobot-0.1.0-py3-none-any.whl", "dist/solobot_core-0.1.0.tar.gz",
                                  "core/src/solobot/__pycache__/x.cpython-311.pyc",
                                  "core/src/solobot_core.egg-info/PKG-INFO",
                                  "core/src/solobot/locale/it/LC_MESSAGES/solobot.mo"])
def test_built_files_are_recognised(name):
    assert is_built(name)


def test_sources_are_not_taken_for_built_files():
    assert not any(is_built(name) for name in ["core/src/solobot/cli/play.py", "docs/img/web-maestro.png", ".ci/run"])
