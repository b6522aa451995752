"""``solobot uninstall`` takes a game's name as ``install`` does, and ``install`` never brings PyPI's ``solobot``
(issue 40).

``solobot`` on PyPI is another project; the core is ``solobot-core``. A plugin written before the rename requires
``solobot``: pip would fetch that project (or fail on its versions) and say nothing of the rename. The real runs
below use a package index in a folder, which offers an unrelated ``solobot`` 0.0.1, so no network is needed and
nothing of it can reach this environment unnoticed.
"""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_install_command import clean_pip_env, installed, local_index, record_line, solobot_in

from solobot.cli import cli, install
from solobot.cli.removable import standing_for

TOLD = "requires the distribution solobot, the core's old name (now another project on PyPI): its package should " \
       "require solobot-core instead"


def wheel(folder: Path, name: str, *requires: str) -> Path:
    """A pure-Python wheel of one empty module, requiring ``requires``."""
    module = name.replace("-", "_")
    info = f"{module}-0.1.dist-info"
    files = {
        f"{module}.py": b"",
        f"{info}/METADATA": (f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1\n"
                             + "".join(f"Requires-Dist: {requirement}\n" for requirement in requires)).encode(),
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: solobot-tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    folder.mkdir(parents=True, exist_ok=True)
    made = folder / f"{module}-0.1-py3-none-any.whl"
    with zipfile.ZipFile(made, "w") as archive:
        for path, data in files.items():
            archive.writestr(path, data)
        archive.writestr(f"{info}/RECORD", "".join(record_line(p, d) for p, d in files.items()) + f"{info}/RECORD,,\n")
    return made


def old_plugin_folder(folder: Path) -> Path:
    """A plugin's project folder written for the core before its rename."""
    folder.mkdir(parents=True)
    (folder / "pyproject.toml").write_text(
        '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n'
        '[project]\nname = "solobot-old-plugin"\nversion = "0.1"\ndependencies = ["solobot>=0.1", "pluggy"]\n\n'
        '[project.entry-points.solobot]\nold = "solobot_old_plugin"\n', encoding="utf-8")
    (folder / "solobot_old_plugin.py").write_text("", encoding="utf-8")
    return folder


@pytest.fixture
def index_with_the_other_solobot(tmp_path):
    """pip's settings for a package index offering PyPI's unrelated ``solobot`` and two plugins: one that requires
    it through the other."""
    links = tmp_path / "wheels"
    offered = [wheel(links, "solobot"), wheel(links, "solobot-old-helper", "solobot"),
               wheel(links, "solobot-old-game", "solobot-old-helper")]
    env = clean_pip_env(tmp_path, PIP_INDEX_URL=local_index(tmp_path / "index", *offered))
    yield env
    # never left behind, whatever failed
    for name in ("solobot-fine-game", "solobot-old-game", "solobot-old-helper", "solobot"):
        if installed(name):
            subprocess.run([sys.executable, "-m", "pip", "uninstall", "-y", "-q", name], capture_output=True, env=env)


@pytest.mark.parametrize("kind", ["folder", "wheel"])
def test_a_plugin_requiring_solobot_is_one_line_and_never_reaches_pip(tmp_path, index_with_the_other_solobot, kind):
    target = (old_plugin_folder(tmp_path / "old-plugin") if kind == "folder"
              else wheel(tmp_path / "dist", "solobot-old-plugin", "solobot>=0.1"))
    result = solobot_in(index_with_the_other_solobot, "install", str(target))
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == f"Error: solobot-old-plugin {TOLD}\n"
    assert not installed("solobot") and not installed("solobot-old-plugin")


def test_solobot_asked_for_by_a_dependency_stops_pip_and_the_line_names_who_asked(index_with_the_other_solobot):
    """Metadata read before pip runs cannot see a dependency's own: pip's constraint stops it there."""
    result = solobot_in(index_with_the_other_solobot, "install", "solobot-old-game")
    assert result.returncode == 1, result.stderr
    assert result.stderr.endswith(f"\nError: solobot-old-helper {TOLD}\n"), result.stderr
    assert "Traceback" not in result.stderr
    assert not installed("solobot") and not installed("solobot-old-game") and not installed("solobot-old-helper")


def test_a_name_on_the_index_that_requires_solobot_itself_is_named_too(index_with_the_other_solobot):
    result = solobot_in(index_with_the_other_solobot, "install", "solobot-old-helper")
    assert result.returncode == 1 and result.stderr.endswith(f"\nError: solobot-old-helper {TOLD}\n")
    assert not installed("solobot") and not installed("solobot-old-helper")


def test_without_solobot_among_them_the_constraint_changes_nothing(tmp_path, index_with_the_other_solobot):
    fine = wheel(tmp_path / "dist", "solobot-fine-game", "solobot-core")
    added = solobot_in(index_with_the_other_solobot, "install", str(fine))
    assert added.returncode == 0, added.stderr
    assert installed("solobot-fine-game") and not installed("solobot")


# -- uninstall: a game's name is its distribution --------------------------------------------------------------

def test_a_game_s_name_stands_for_its_distribution():
    assert standing_for("pig") == standing_for("PIG") == "solobot-pig"  # installed here (the example game)
    assert standing_for("solobot-pig") == "solobot-pig"
    assert standing_for("no-such-game") == "no-such-game"  # nothing installed under either: judged as given
    assert standing_for("pig==0.2") == "pig==0.2"  # not a plain name: refused as given


def test_uninstall_by_a_game_s_name_removes_its_distribution_and_says_so(monkeypatch):
    calls = []
    monkeypatch.setattr(install, "pip_process", lambda command: calls.append(command) or (0, None))
    result = CliRunner().invoke(cli, ["uninstall", "-y", "pig"])
    assert result.exit_code == 0, result.output
    assert calls == [[sys.executable, "-m", "pip", "uninstall", "--yes", "solobot-pig"]]
    assert result.output == "pig: removing solobot-pig\n"


@pytest.mark.parametrize(("name", "said"), [
    ("core", "Error: solobot-core is solobot itself and is not uninstalled from inside it"),
    ("no-such-game", "Error: 'no-such-game' is not installed in solobot's environment"),
    ("pytest", "Error: 'pytest' is not a solobot game or add-on; solobot uninstall removes only those"),
])
def test_a_name_that_stands_for_no_game_is_refused_as_before(monkeypatch, name, said):
    calls = []
    monkeypatch.setattr(install, "pip_process", lambda command: calls.append(command) or (0, None))
    result = CliRunner().invoke(cli, ["uninstall", "-y", name])
    assert result.exit_code == 1 and calls == []
    assert result.output.startswith(said) and len(result.output.splitlines()) == 1
