"""``solobot install`` / ``solobot uninstall``: pip in solobot's own environment, for real.

The real runs install a throwaway distribution (a wheel written here, no dependencies, no index)
into this environment and remove it again, so the environment is left as it was.
"""

from __future__ import annotations

import base64
import hashlib
import os
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

import pytest
from click.testing import CliRunner

import solobot
from solobot.cli import cli

PROBE = "solobot-probe-tiny"
MODULE = "solobot_probe_tiny"
#: pip never reaches an index from these tests
OFFLINE = {**os.environ, "PIP_NO_INDEX": "1", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}


def solobot_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "solobot", *args], capture_output=True, text=True, env=OFFLINE,
                          timeout=120)


def record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}\n"


def probe_wheel(folder: Path) -> Path:
    """A minimal pure-Python wheel of one module."""
    info = f"{MODULE}-0.1.dist-info"
    files = {
        f"{MODULE}.py": b"ANSWER = 42\n",
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {PROBE}\nVersion: 0.1\n".encode(),
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: solobot-tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = "".join(record_line(path, data) for path, data in files.items()) + f"{info}/RECORD,,\n"
    wheel = folder / f"{MODULE}-0.1-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for path, data in files.items():
            archive.writestr(path, data)
        archive.writestr(f"{info}/RECORD", record)
    return wheel


def installed(name: str) -> bool:
    check = subprocess.run([sys.executable, "-c", f"import importlib.metadata as m; m.version({name!r})"],
                           capture_output=True)
    return check.returncode == 0


def test_install_then_uninstall_a_distribution_in_solobots_own_environment(tmp_path):
    wheel = probe_wheel(tmp_path)
    try:
        added = solobot_cli("install", str(wheel))
        assert added.returncode == 0, added.stderr
        assert installed(PROBE)
        removed = solobot_cli("uninstall", "-y", PROBE)
        assert removed.returncode == 0, removed.stderr
        assert not installed(PROBE)
    finally:  # never leave the probe behind, whatever failed
        subprocess.run([sys.executable, "-m", "pip", "uninstall", "-y", "-q", PROBE], capture_output=True, env=OFFLINE)


@pytest.mark.parametrize("name", ["solobot-core", "Solobot_Core", "solobot.core", "solobot-core[web]"])
def test_the_core_is_never_uninstalled_from_inside_itself(name):
    result = solobot_cli("uninstall", "-y", PROBE, name)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith("Error: solobot-core is solobot itself") and len(result.stderr.splitlines()) == 1
    assert installed("solobot-core")


@pytest.mark.parametrize("target", ["./no-such-game", "~/no-such-solobot-game", "./no-such/core[web]", "gone.whl"])
def test_a_missing_path_is_one_clear_line_and_a_non_zero_exit(tmp_path, target):
    result = solobot_cli("install", target)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == f"Error: no such file or folder: {target}\n"


def test_pips_own_failure_passes_its_exit_code_through_without_a_traceback():
    result = solobot_cli("install", "solobot-no-such-distribution")  # no index here: pip cannot find it
    expected = subprocess.run([sys.executable, "-m", "pip", "install", "solobot-no-such-distribution"],
                              capture_output=True, env=OFFLINE).returncode
    assert result.returncode == expected != 0
    assert "Traceback" not in result.stderr and "solobot-no-such-distribution" in result.stderr


@pytest.mark.parametrize(("args", "pip_args"), [
    (["install", "-U", "-e", "./a", "./b"], ["install", "--upgrade", "--editable", "./a", "--editable", "./b"]),
    (["install", "--upgrade", "solobot-core[web]"], ["install", "--upgrade", "solobot-core[web]"]),
    (["uninstall", "solobot-maestro"], ["uninstall", "solobot-maestro"]),
    (["uninstall", "--yes", "solobot-maestro", "solobot-pig"],
     ["uninstall", "--yes", "solobot-maestro", "solobot-pig"]),
])
def test_the_options_reach_pip_run_by_this_python(monkeypatch, tmp_path, args, pip_args):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    calls = []
    monkeypatch.setattr(subprocess, "call", lambda command: calls.append(command) or 3)
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 3  # pip's code, passed through
    assert calls == [[sys.executable, "-m", "pip", *pip_args]]


@pytest.mark.parametrize(("command", "options"), [("install", ["-U, --upgrade", "-e, --editable"]),
                                                   ("uninstall", ["-y, --yes"])])
def test_help_names_the_options(command, options):
    result = CliRunner().invoke(cli, [command, "--help"])
    assert result.exit_code == 0 and all(option in result.output for option in options)


def test_the_version_is_the_core_distributions_one():
    result = solobot_cli("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"solobot, version {solobot.__version__}"
    assert metadata.version("solobot-core") == solobot.__version__
