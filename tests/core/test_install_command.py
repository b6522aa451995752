"""``solobot install`` / ``solobot uninstall``: pip in solobot's own environment, for real.

The real runs install a throwaway distribution (a wheel written here, no dependencies, no index)
into this environment and remove it again, so the environment is left as it was.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path
from unittest.mock import ANY

import pytest
from click.testing import CliRunner

import solobot
from solobot.cli import cli, install, removable

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
    """A minimal pure-Python wheel of one module: an add-on (it depends on the core, already installed)."""
    info = f"{MODULE}-0.1.dist-info"
    files = {
        f"{MODULE}.py": b"ANSWER = 42\n",
        f"{info}/METADATA": (f"Metadata-Version: 2.1\nName: {PROBE}\nVersion: 0.1\n"
                             "Requires-Dist: solobot-core\n").encode(),
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
        unasked = subprocess.run([sys.executable, "-m", "solobot", "uninstall", PROBE], capture_output=True, text=True,
                                 env=OFFLINE, stdin=subprocess.DEVNULL, timeout=120)  # no terminal to ask at
        assert unasked.returncode == 1 and unasked.stdout == "", unasked.stderr
        assert unasked.stderr.startswith("Error: solobot uninstall asks before it removes anything")
        assert len(unasked.stderr.splitlines()) == 1 and installed(PROBE)
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


def test_a_distribution_no_index_offers_is_one_line_naming_the_folder_and_wheel_ways():
    result = solobot_cli("install", "solobot-no-such-distribution")  # no index here: pip cannot find it
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == ("Error: the package index has no solobot-no-such-distribution; install it from its "
                             "folder or a wheel: solobot install ./solobot-no-such-distribution, or solobot install "
                             "solobot_no_such_distribution-*.whl\n")


#: every install runs under pip's constraint that no ``solobot`` (another project on PyPI) is installed
NO_OLD_CORE = ("--constraint", ANY, "--log", ANY)


@pytest.mark.parametrize(("args", "pip_args"), [
    (["install", "-U", "-e", "./a", "./b"],
     ["install", "--upgrade", "--editable", "./a", "--editable", "./b", *NO_OLD_CORE]),
    (["install", "--upgrade", "solobot-core[web]"], ["install", "--upgrade", "solobot-core[web]", *NO_OLD_CORE]),
    (["install", "-U", "maestro"], ["install", "--upgrade", "solobot-maestro", *NO_OLD_CORE]),
    (["install", "-U", "Florenza[x]>=0.2", "pig"],
     ["install", "--upgrade", "solobot-florenza[x]>=0.2", "solobot-pig", *NO_OLD_CORE]),
    (["uninstall", "solobot-pig"], ["uninstall", "solobot-pig"]),
    (["uninstall", "--yes", "solobot-pig", "Solobot_Pig"], ["uninstall", "--yes", "solobot-pig", "Solobot_Pig"]),
])
def test_the_options_reach_pip_run_by_this_python(monkeypatch, tmp_path, args, pip_args):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    calls = []
    monkeypatch.setattr(install, "pip_process", lambda command: calls.append(command) or (3, None))
    monkeypatch.setattr(install, "offered", lambda dist: (True, True))  # the index offers every name asked
    monkeypatch.setattr(install, "stdin_is_a_terminal", lambda: True)  # pip asks the person itself
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 3, result.output  # pip's code, passed through
    assert calls == [[sys.executable, "-m", "pip", *pip_args]]


# -- what uninstall never hands to pip -------------------------------------------------------------------

#: the core's own dependencies, as its metadata says (not those of an extra), and what they need in turn
CORE_NEEDS = sorted({name for name in (removable._needed(r) for r in metadata.requires("solobot-core") or []) if name}
                    | {"click", "pydantic", "pluggy", "prompt-toolkit", "filelock", "pydantic-core"})


@pytest.mark.parametrize("name", [
    "solobot-core==0.1.0", "solobot-core>=0", "solobot-core; python_version > '3'", "solobot-core ", " solobot-core",
    "SOLOBOT-CORE", "solobot__core", "solobot.Core", "solobot_core[web]>=0", "solobot-core @ file:///tmp/x.whl",
    "click", "Click==8.1", "PYDANTIC", "pydantic_core", "Prompt.Toolkit", "prompt-toolkit", "filelock>=0", "pluggy ",
    *CORE_NEEDS,
])
def test_neither_the_core_nor_what_it_needs_is_uninstalled_through_any_spelling(monkeypatch, name):
    calls = []
    monkeypatch.setattr(install, "pip_process", lambda command: calls.append(command) or (0, None))
    result = CliRunner().invoke(cli, ["uninstall", "-y", name])
    assert result.exit_code == 1 and calls == [], result.output
    said = result.output.splitlines()
    assert len(said) == 1 and ("solobot itself" in said[0]), said


@pytest.mark.parametrize("name", [
    "https://example.org/solobot_core-0.1.0-py3-none-any.whl", "./solobot_core-0.1.0-py3-none-any.whl",
    "/tmp/solobot_core-0.1.0.tar.gz", "-r", "--requirement=core.txt", "solobot-pig==0.1", "solobot-pig[x]",
    "solobot-pig\n", "pip", "setuptools", "solobot-no-such-game", "x\x1b[2J",
])
def test_only_the_plain_name_of_an_installed_game_or_add_on_reaches_pip(monkeypatch, name):
    calls = []
    monkeypatch.setattr(install, "pip_process", lambda command: calls.append(command) or (0, None))
    result = CliRunner().invoke(cli, ["uninstall", "-y", "--", name])
    assert result.exit_code == 1 and calls == [], result.output
    said = result.output.splitlines()
    assert len(said) == 1 and said[0].startswith("Error: "), said
    assert "\x1b" not in result.output


def test_an_option_pip_would_read_is_never_passed_on(monkeypatch, tmp_path):
    (tmp_path / "core.txt").write_text("solobot-core\n")
    calls = []
    monkeypatch.setattr(install, "pip_process", lambda command: calls.append(command) or (0, None))
    for args in (["uninstall", "-r", str(tmp_path / "core.txt")], ["uninstall", "-y", "--", "-r", "core.txt"],
                 ["install", "--", "-r", str(tmp_path / "core.txt")], ["install", "--", "--target=/tmp/x", "pig"]):
        result = CliRunner().invoke(cli, args)
        assert result.exit_code in (1, 2) and calls == [], (args, result.output)
        assert "Traceback" not in result.output


def test_uninstall_without_a_terminal_to_ask_at_is_one_line(monkeypatch):
    calls = []
    monkeypatch.setattr(install, "pip_process", lambda command: calls.append(command) or (0, None))
    result = CliRunner().invoke(cli, ["uninstall", "solobot-pig"])  # the runner's input is no terminal
    assert result.exit_code == 1 and calls == []
    assert result.output == ("Error: solobot uninstall asks before it removes anything, and there is no terminal to "
                             "ask at; add -y to remove without asking\n")


# -- pip's own failures and a second solobot at once ----------------------------------------------------------

def test_pips_own_traceback_becomes_one_line_with_pips_exit_code(tmp_path):
    project = tmp_path / "broken"
    project.mkdir()
    (project / "pyproject.toml").write_text("[project\n")  # pip's TOML reader raises
    result = solobot_cli("install", str(project))
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and "ERROR: Exception" not in result.stderr
    last = result.stderr.splitlines()[-1]
    assert last.startswith("Error: pip failed: ") and "TOMLDecodeError" in last, result.stderr


def test_a_traceback_in_pips_output_is_held_back_and_its_last_line_said(monkeypatch, capsys):
    script = ("import sys\n"
              "sys.stderr.write('WARNING: before\\n')\n"
              "sys.stderr.write('ERROR: Exception:\\nTraceback (most recent call last):\\n  File \"x\", line 1\\n'\n"
              "                 'KeyError: 1\\n\\nDuring handling of the above exception, '\n"
              "                 'another exception occurred:\\n\\n'\n"
              "                 'Traceback (most recent call last):\\n  File \"y\"\\n    raise\\n'\n"
              "                 'FileNotFoundError: [Errno 2] No such file or directory: RECORD\\n')\n"
              "sys.exit(2)\n")
    code, failure = install.pip_process([sys.executable, "-c", script])
    assert (code, failure) == (2, "FileNotFoundError: [Errno 2] No such file or directory: RECORD")
    assert capsys.readouterr().err == "WARNING: before\n"


def test_a_second_solobot_install_at_once_is_one_line(tmp_path, monkeypatch):
    from filelock import FileLock

    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    (tmp_path / "game").mkdir()
    with FileLock(install.pip_lock_path()):
        result = subprocess.run([sys.executable, "-m", "solobot", "install", str(tmp_path / "game")],
                                capture_output=True, text=True, timeout=120,
                                env={**OFFLINE, "SOLOBOT_HOME": str(tmp_path / "home")})
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == ("Error: another solobot install or uninstall is running in this environment; try again "
                             "when it has finished\n")


@pytest.mark.parametrize("target", ["/dev/null", "fifo", "notes.txt"])
def test_a_path_that_is_neither_a_folder_nor_an_archive_is_one_line(tmp_path, monkeypatch, target):
    monkeypatch.chdir(tmp_path)
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "notes.txt").write_text("solobot-core\n")
    target = target if target.startswith("/") else f"./{target}"
    result = solobot_cli("install", target)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith(f"Error: {target} is neither a folder nor an archive")
    assert len(result.stderr.splitlines()) == 1


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


# -- a name is a solobot distribution's, never another project's ------------------------------------------------

def clean_pip_env(tmp_path: Path, **more: str) -> dict[str, str]:
    """This environment without the machine's pip settings (its own index, find-links), as a new user has it."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("PIP_")}
    return {**env, "PIP_CONFIG_FILE": os.devnull, "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_RETRIES": "0",
            "SOLOBOT_HOME": str(tmp_path / "home"), **more}


def local_index(folder: Path, *wheels: Path) -> str:
    """A package index in ``folder`` (PEP 503 pages, one per project) offering ``wheels``; its file:// URL."""
    for wheel in wheels:
        project = folder / wheel.name.split("-")[0].replace("_", "-")
        project.mkdir(parents=True, exist_ok=True)
        (project / wheel.name).write_bytes(wheel.read_bytes())
        (project / "index.html").write_text(f'<html><body><a href="{wheel.name}">{wheel.name}</a></body></html>\n')
    return folder.as_uri()


def solobot_in(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "solobot", *args], capture_output=True, text=True, env=env,
                          timeout=120, stdin=subprocess.DEVNULL)


def test_a_name_the_index_offers_under_solobot_installs_that_distribution(tmp_path):
    index = local_index(tmp_path / "index", probe_wheel(tmp_path))
    env = clean_pip_env(tmp_path, PIP_INDEX_URL=index)
    try:
        added = solobot_in(env, "install", "probe-tiny")  # the index offers solobot-probe-tiny
        assert added.returncode == 0, added.stderr
        assert added.stderr.startswith("probe-tiny: installing solobot-probe-tiny\n")
        assert installed(PROBE)
    finally:
        subprocess.run([sys.executable, "-m", "pip", "uninstall", "-y", "-q", PROBE], capture_output=True, env=env)


@pytest.mark.parametrize("name", ["requests", "maestro-tools", "Pydantic>=2"])
def test_a_name_that_is_no_solobot_plugin_is_refused_in_one_line_and_never_reaches_pip(tmp_path, name):
    index = local_index(tmp_path / "index", probe_wheel(tmp_path))
    before = subprocess.run([sys.executable, "-m", "pip", "freeze"], capture_output=True, text=True).stdout
    result = solobot_in(clean_pip_env(tmp_path, PIP_INDEX_URL=index), "install", name)
    bare = name.split(">")[0]
    dist = "solobot-" + bare.lower()
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (f"Error: {name} is no solobot game or add-on: the package index has no {dist}; a plugin "
                             "installs from its folder or a wheel: solobot install ./FOLDER, or solobot install "
                             "FILE.whl\n")
    assert subprocess.run([sys.executable, "-m", "pip", "freeze"], capture_output=True, text=True).stdout == before


def test_plain_maestro_never_reaches_pip_as_maestro(monkeypatch, tmp_path):
    """The issue's case: ``pip install maestro`` would install an unrelated project (and torch)."""
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    calls, asked = [], []
    monkeypatch.setattr(install, "pip_process", lambda command: calls.append(command) or (0, None))
    monkeypatch.setattr(install, "offered", lambda dist: asked.append(dist) or (True, True))
    monkeypatch.setattr(install, "is_installed", lambda dist: False)
    result = CliRunner().invoke(cli, ["install", "maestro", "MAESTRO==0.2.0"])
    assert result.exit_code == 0, result.output
    assert calls == [[sys.executable, "-m", "pip", "install", "solobot-maestro", "solobot-maestro==0.2.0",
                      *NO_OLD_CORE]]
    assert asked == ["solobot-maestro", "solobot-maestro"]
    assert "maestro: installing solobot-maestro" in result.output


@pytest.mark.parametrize(("name", "folder"), [("maestro", "./plugins/maestro"),
                                              ("solobot-florenza", "./plugins/florenza"),
                                              ("solobot-my-game", "./solobot-my-game")])
def test_off_the_index_a_project_game_is_one_line_saying_its_folder_and_wheel(tmp_path, name, folder):
    dist = name if name.startswith("solobot-") else f"solobot-{name}"
    index = local_index(tmp_path / "index", probe_wheel(tmp_path))
    result = solobot_in(clean_pip_env(tmp_path, PIP_INDEX_URL=index), "install", "-U", name)
    wheel = dist.replace("-", "_") + "-*.whl"
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (f"Error: the package index has no {dist}; install it from its folder or a wheel: "
                             f"solobot install {folder}, or solobot install {wheel}\n")


@pytest.mark.parametrize("name", ["maestro", "solobot-probe-tiny", "anything"])
def test_offline_a_dead_index_is_one_line_saying_how_to_install_from_a_folder_or_a_file(tmp_path, name):
    dead = clean_pip_env(tmp_path, PIP_INDEX_URL="http://127.0.0.1:9/simple")  # nothing listens on port 9
    result = solobot_in(dead, "install", "-U", name)
    dist = name if name.startswith("solobot-") else f"solobot-{name}"
    assert result.returncode == 1 and result.stdout == "", result.stderr
    assert result.stderr.startswith(f"Error: the package index could not be reached to install {dist}; install it "
                                    "from its folder or a wheel instead: solobot install ")
    assert len(result.stderr.splitlines()) == 1 and "Traceback" not in result.stderr


def test_an_installed_game_by_its_name_needs_no_index(monkeypatch, tmp_path):
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    calls = []
    monkeypatch.setattr(install, "pip_process", lambda command: calls.append(command) or (0, None))
    monkeypatch.setattr(install, "offered", lambda dist: pytest.fail(f"asked the index for {dist}"))
    result = CliRunner().invoke(cli, ["install", "pig"])  # installed here: pip says it is already there, offline too
    assert result.exit_code == 0 and calls == [[sys.executable, "-m", "pip", "install", "solobot-pig", *NO_OLD_CORE]]


@pytest.mark.parametrize("args", [["install", "-e", "maestro"], ["install", "--", "-r", "x.txt"],
                                  ["install", "ma estro"]])
def test_what_install_does_not_take_is_a_usage_error(monkeypatch, args):
    calls = []
    monkeypatch.setattr(install, "pip_process", lambda command: calls.append(command) or (0, None))
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 2 and calls == [] and len(result.output.splitlines()) == 1, result.output


# -- a plugin written for the core's old name ------------------------------------------------------------------

def old_core_plugin(folder: Path, name: str, body: bytes) -> Path:
    """A plugin installed into ``folder`` (put on PYTHONPATH) whose distribution requires ``solobot``."""
    module = f"solobot_{name}"
    info = folder / f"solobot_{name}-0.1.dist-info"
    info.mkdir(parents=True)
    (folder / f"{module}.py").write_bytes(body)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: solobot-{name}\nVersion: 0.1\n"
                                   "Requires-Dist: solobot>=0.1\n")
    (info / "entry_points.txt").write_text(f"[solobot]\n{name} = {module}\n")
    (info / "RECORD").write_text("")
    return folder


@pytest.mark.parametrize(("body", "status"), [(b"", "loaded"), (b"import solobot.no_such_module\n", "failed")])
def test_a_plugin_requiring_solobot_is_told_to_require_solobot_core(tmp_path, body, status):
    folder = old_core_plugin(tmp_path / "site", "oldie", body)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(folder), os.environ.get("PYTHONPATH")])),
           "SOLOBOT_LOAD_PLUGINS": "oldie", "SOLOBOT_HOME": str(tmp_path / "home"), "SOLOBOT_LANG": "en"}
    told = ("solobot-oldie requires the distribution solobot, the core's old name (now another project on PyPI): "
            "its package should require solobot-core instead")
    listed = subprocess.run([sys.executable, "-m", "solobot", "plugins"], capture_output=True, text=True, env=env,
                            timeout=60)
    assert listed.returncode == 0, listed.stderr
    assert f"\noldie (solobot-oldie 0.1): {status}\n" in listed.stdout
    lines = [line for line in listed.stdout.splitlines() if told in line]
    assert len(lines) == 1, listed.stdout
    as_json = subprocess.run([sys.executable, "-m", "solobot", "plugins", "--json"], capture_output=True, text=True,
                             env=env, timeout=60)
    (row,) = [p for p in json.loads(as_json.stdout) if p["name"] == "oldie"]
    assert told in (row["error"] if status == "failed" else row["requires_old_core"])
