"""Ctrl-C in the first moments of a command (while its modules are imported): one line and exit 130.

A real SIGINT cannot be timed to land inside an import, so the tests make an import raise
``KeyboardInterrupt`` itself (what Python does when Ctrl-C arrives there), through a
``sitecustomize`` that puts a finder in front of every other.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import solobot

INTERRUPTING = """
import os, sys

class InterruptAt:
    def find_spec(self, name, path=None, target=None):
        if name == os.environ["INTERRUPT_AT"]:
            raise KeyboardInterrupt
        return None

sys.meta_path.insert(0, InterruptAt())
"""

SCRIPT = Path(sys.executable).with_name("solobot")


def interrupted_at(tmp_path: Path, module: str, command: list[str]) -> subprocess.CompletedProcess:
    (tmp_path / "sitecustomize.py").write_text(INTERRUPTING)
    env = {**os.environ, "INTERRUPT_AT": module, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(tmp_path), os.environ.get("PYTHONPATH")]))}
    return subprocess.run([*command, "games"], env=env, capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("module", ["click", "solobot.cli.errors", "pluggy", "pydantic", "solobot.cli.listing"])
@pytest.mark.parametrize("how", ["script", "module"])
def test_ctrl_c_while_importing_is_one_line_and_exit_130(tmp_path, module, how):
    command = [str(SCRIPT)] if how == "script" else [sys.executable, "-m", "solobot"]
    if how == "script" and not SCRIPT.exists():
        pytest.skip("the solobot script is not installed beside this Python")
    result = interrupted_at(tmp_path, module, command)
    assert (result.returncode, result.stderr, result.stdout) == (130, "Interrupted.\n", "")


def test_the_same_run_without_ctrl_c_lists_the_games(tmp_path):
    result = interrupted_at(tmp_path, "no-such-module", [sys.executable, "-m", "solobot"])
    assert result.returncode == 0 and result.stdout.startswith("pig"), result.stderr


def test_importing_solobot_imports_no_game_code_and_its_names_still_work():
    heavy = "('pydantic', 'pluggy', 'click', 'solobot.game')"
    code = f"import sys, solobot; print(sorted(m for m in {heavy} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60).stdout
    assert out.strip() == "[]"
    from solobot import GameSpec, hookimpl
    from solobot.game import GameSpec as defined
    from solobot.hookspecs import hookimpl as marker

    assert GameSpec is defined and hookimpl is marker and set(solobot.__all__) <= set(dir(solobot))
    with pytest.raises(AttributeError, match="no attribute 'Nonesuch'"):
        solobot.Nonesuch  # noqa: B018
