"""The sweep of issue 41 run again (item 1): ``solobot install`` never replaces what solobot runs on.

``uninstall`` refuses every spelling of the core and its requirements, but ``install`` handed pip
``solobot-core<0.2`` as typed, and a plugin requiring ``click<8`` or ``pydantic<2`` had pip uninstall the click or
pydantic solobot runs on to put the older one in (pip only warns afterwards that solobot-core needs another).
pip now runs under constraints that keep the core at least the version installed (an upgrade still passes) and
each of the core's requirements as it states them. Each case is pip's own resolution, ``--dry-run`` against a
folder of throwaway wheels (``--no-index``): nothing is installed, no network is used.
"""

from __future__ import annotations

import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from solobot.cli.install import kept_as_they_are

pytest.importorskip("pip")

CORE_VERSION = metadata.version("solobot-core").split("+")[0]


def wheel(folder: Path, name: str, version: str, *requires: str) -> Path:
    """A wheel of ``name`` that holds only its metadata (enough for pip to resolve it)."""
    module = name.replace("-", "_")
    path = folder / f"{module}-{version}-py3-none-any.whl"
    info = f"{module}-{version}.dist-info"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n" + "".join(
        f"Requires-Dist: {requirement}\n" for requirement in requires)
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{info}/METADATA", meta)
        archive.writestr(f"{info}/WHEEL",
                         "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        archive.writestr(f"{info}/RECORD", "")
    return path


@pytest.fixture(scope="module")
def index(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("wheels")
    wheel(folder, "click", "7.0")
    wheel(folder, "pydantic", "1.10.0")
    wheel(folder, "solobot-core", "0.1.0")
    wheel(folder, "solobot-core", "99.0.0")
    wheel(folder, "solobot-oldclick", "0.1", "click<8")
    wheel(folder, "solobot-oldpydantic", "0.1", "pydantic<2")
    wheel(folder, "solobot-fine", "0.1", f"solobot-core>={CORE_VERSION}", "click>=8")
    return folder


def pip_would(index: Path, tmp_path: Path, *targets: str, constrained: bool = True) -> subprocess.CompletedProcess[str]:
    constraint = tmp_path / "constraints.txt"
    constraint.write_text(kept_as_they_are(), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "pip", "install", "--dry-run", "--no-index", "--find-links",
                           str(index), "--disable-pip-version-check", *(["-c", str(constraint)] if constrained else []),
                           *targets], capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)


def test_the_constraints_keep_the_core_and_each_of_its_requirements():
    lines = kept_as_they_are().splitlines()
    assert f"solobot-core>={CORE_VERSION}" in lines
    assert {"click", "pydantic", "pluggy"} <= {line.split(">")[0].split("=")[0] for line in lines}
    assert not any("extra" in line or "[" in line for line in lines)  # (pip refuses a constraint with extras)


@pytest.mark.parametrize(("targets", "replaced"), [
    (["solobot-core<0.2"], "solobot-core-0.1.0"),
    (["solobot-oldclick"], "click-7.0"),
    (["solobot-oldpydantic"], "pydantic-1.10.0"),
])
def test_what_would_replace_what_solobot_runs_on_is_refused_by_pip(index, tmp_path, targets, replaced):
    alone = pip_would(index, tmp_path, *targets, constrained=False)
    assert alone.returncode == 0 and replaced in alone.stdout, alone.stdout + alone.stderr  # what pip alone does
    kept = pip_would(index, tmp_path, *targets)
    assert kept.returncode != 0, kept.stdout
    assert replaced not in kept.stdout


@pytest.mark.parametrize(("targets", "installed"), [
    (["solobot-fine"], "solobot-fine-0.1"),
    (["--upgrade", "solobot-core"], "solobot-core-99.0.0"),
])
def test_a_plugin_that_fits_and_an_upgrade_of_the_core_still_pass(index, tmp_path, targets, installed):
    result = pip_would(index, tmp_path, *targets)
    assert result.returncode == 0, result.stdout + result.stderr
    assert installed in result.stdout


def test_solobot_install_hands_pip_those_constraints(monkeypatch, tmp_path):
    from cli_lines import run

    import solobot.cli.install as install

    seen: list[str] = []

    def pip(command: list[str]) -> tuple[int, None]:
        seen.append(Path(command[command.index("--constraint") + 1]).read_text(encoding="utf-8"))
        return 0, None

    monkeypatch.setattr(install, "pip_process", pip)
    folder = tmp_path / "a-plugin"
    folder.mkdir()
    (folder / "pyproject.toml").write_text('[project]\nname = "solobot-a"\nversion = "0.1"\n', encoding="utf-8")
    result = run("install", str(folder))
    assert result.exit_code == 0, result.output
    assert seen == [kept_as_they_are()]
