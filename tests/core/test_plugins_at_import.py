"""Plugins cannot take solobot down while they load (issue 28, item 6).

Each hostile plugin is a throwaway distribution written by the test into a folder that only the
solobot processes these tests start have on their ``sys.path``, never the tests' own environment.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

GAME = '''
from solobot import GameSpec, hookimpl
from solobot_pig.plugin import Pig, PigOptions


@hookimpl
def solobot_register_games(register):
    register(GameSpec("{game}", "{game} Pig", PigOptions, Pig()))
'''

PLUGINS = {
    # reads the person's typed lines at import: through sys.stdin and through the file descriptor
    "reader": "import os, sys\nREAD = sys.stdin.readline()\ntry:\n    os.read(0, 5)\nexcept OSError:\n    pass\n",
    "sleepy-one": "import time\ntime.sleep(120)\n",
    "sleepy-two": "import time\ntime.sleep(120)\n",
    "exiter": "import os\nif os.environ.get('EXITER'):\n    os._exit(3)\n",
    "threader": "import threading, time\n"
                "threading.Thread(target=time.sleep, args=(600,), name='forever', daemon=False).start()\n",
    "patcher": "import json\n_dumps = json.dumps\n\ndef dumps(*args, **kwargs):\n    return _dumps(*args, **kwargs)\n\n"
               "json.dumps = dumps\n",
    "zzz-fine": "",
    # its words drive a terminal: a cleared screen, a bell, a right-to-left override
    "noisy": "from solobot import GameSpec, hookimpl\nfrom solobot_pig.plugin import Pig, PigOptions\n\n\n"
             "class Noisy(Pig):\n    def narrate(self, ctx, event):\n"
             "        return '\\x1b[2J\\x07' + super().narrate(ctx, event) + '\\u202e'\n\n\n"
             "@hookimpl\ndef solobot_register_games(register):\n"
             "    register(GameSpec('noisy-pig', 'Noisy \\x1b]0;title\\x07Pig', PigOptions, Noisy()))\n"
             "# REGISTERS\n",
    "raiser": "raise ValueError('no \\x1b[31mred\\x1b[0m today')\n",
}


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """A folder holding one throwaway distribution per hostile plugin, each registering a Pig of its own."""
    site = tmp_path_factory.mktemp("import-site")
    for name, code in PLUGINS.items():
        module = "solobot_" + name.replace("-", "_")
        (site / f"{module}.py").write_text(code if "# REGISTERS" in code else code + GAME.format(game=f"{name}-pig"))
        info = site / f"{module}-0.1.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: solobot-{name}\nVersion: 0.1\n")
        (info / "entry_points.txt").write_text(f"[solobot]\n{name} = {module}\n")
    return site


def restore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture
def solobot(site, tmp_path):
    def run(plugins: str, *args: str, stdin: str = "", timeout_s: float = 60, **env: str):
        environ = {**os.environ, "PYTHONPATH": str(site), "SOLOBOT_LOAD_PLUGINS": f"pig,{plugins}",
                   "SOLOBOT_HOME": str(tmp_path / "home"), **env}
        if "EXITER" not in env:
            environ.pop("EXITER", None)
        return subprocess.run([sys.executable, "-m", "solobot", *args], input=stdin, capture_output=True,
                              text=True, env=environ, timeout=timeout_s, preexec_fn=restore_sigint)
    return run


def plugin(result, name: str) -> dict:
    return next(p for p in json.loads(result.stdout) if p["name"] == name)


def test_a_plugin_reading_standard_input_while_it_loads_takes_none_of_the_persons_lines(solobot, tmp_path):
    typed = "roll\nhold\nroll\nquit\n"
    alone = solobot("zzz-fine", "play", "pig", "--seed", "3", "--save", str(tmp_path / "a.json"), stdin=typed)
    beside = solobot("reader", "play", "pig", "--seed", "3", "--save", str(tmp_path / "b.json"), stdin=typed)
    assert beside.returncode == alone.returncode == 0, beside.stderr
    assert beside.stdout.replace("b.json", "a.json") == alone.stdout


def test_hung_plugins_share_one_time_budget_said_in_one_line_and_the_others_still_load(site, tmp_path):
    environ = {**os.environ, "PYTHONPATH": str(site), "SOLOBOT_LOAD_PLUGINS": "pig,sleepy-one,sleepy-two,zzz-fine",
               "SOLOBOT_HOME": str(tmp_path / "home"), "SOLOBOT_PLUGIN_TIMEOUT": "3"}
    start = time.monotonic()
    process = subprocess.Popen([sys.executable, "-m", "solobot", "games"], env=environ, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=restore_sigint)
    assert process.stderr is not None
    first = process.stderr.readline()  # said once all plugins are loaded or left out
    took = time.monotonic() - start
    out, rest = process.communicate(timeout=60)  # (the end waits until both hangs are proved: 9 s from their start)
    assert process.returncode == 0, rest
    assert took < 3 + 2.5, took  # one budget (and a short last chance for each plugin after it), not 3 s each
    assert "sleepy-one" in first and "sleepy-two" in first and "3 s" in first
    said = rest.strip().splitlines()
    assert len(said) == 2 and said[0].startswith("Warning: waiting up to "), said
    assert said[1].startswith("Warning: plugins sleepy-one, sleepy-two did not finish loading in 10 s: they hang")
    assert "zzz-fine-pig" in out and "pig" in out


def test_a_plugin_that_ended_the_process_while_loading_is_skipped_next_time_until_retried(solobot):
    first = solobot("exiter", "games", EXITER="1")
    assert first.returncode == 3  # nothing can stop os._exit; it is remembered instead
    second = solobot("exiter", "games", EXITER="1")  # (loaded alone in a child process first: it ends that one too)
    assert second.returncode == 0 and "pig" in second.stdout and "exiter-pig" not in second.stdout
    said = second.stderr.strip().splitlines()
    assert len(said) == 1 and "exiter" in said[0] and "solobot plugins --retry exiter" in said[0], said
    listed = solobot("exiter", "plugins", "--json", EXITER="1")
    assert plugin(listed, "exiter")["status"] == "skipped"
    retried = solobot("exiter", "plugins", "--retry", "exiter")  # fixed now: EXITER unset
    assert retried.returncode == 0, retried.stderr
    assert "exiter-pig" in solobot("exiter", "games").stdout


def test_a_plugin_that_hung_is_skipped_next_time_with_one_line(solobot):
    solobot("sleepy-one", "games", SOLOBOT_PLUGIN_TIMEOUT="1")
    start = time.monotonic()
    again = solobot("sleepy-one", "games", SOLOBOT_PLUGIN_TIMEOUT="1")
    assert time.monotonic() - start < 5
    said = again.stderr.strip().splitlines()
    assert len(said) == 1 and "sleepy-one" in said[0] and "--retry sleepy-one" in said[0], said


def test_retrying_a_plugin_that_is_not_skipped_is_one_line(solobot):
    result = solobot("zzz-fine", "plugins", "--retry", "nosuch")
    assert result.returncode == 1 and len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_a_plugins_non_daemon_thread_does_not_keep_solobot_from_exiting(solobot):
    start = time.monotonic()
    result = solobot("threader", "games", timeout_s=30)
    assert time.monotonic() - start < 10
    assert result.returncode == 0 and "threader-pig" in result.stdout, result.stderr
    assert "Traceback" not in result.stderr


def test_a_plugin_that_patches_the_standard_library_is_reported(solobot):
    listed = solobot("patcher", "plugins")
    assert "json.dumps" in listed.stdout, listed.stdout
    assert plugin(solobot("patcher", "plugins", "--json"), "patcher")["patches"] == ["json.dumps"]
    assert plugin(solobot("zzz-fine", "plugins", "--json"), "zzz-fine")["patches"] == []


def test_a_plugins_words_reach_the_terminal_escaped(solobot):
    played = solobot("noisy", "play", "noisy-pig", "--auto", "--seed", "1")
    assert played.returncode == 0, played.stderr
    assert "roll" in played.stdout
    for raw in ("\x1b", "\x07", "\u202e"):
        assert raw not in played.stdout + played.stderr
    assert "\\x1b[2J" in played.stdout  # shown as its escape, so the person sees that it is there


def test_a_plugins_error_is_escaped_by_solobot_plugins(solobot):
    listed = solobot("raiser", "plugins")
    assert "ValueError: no \\x1b[31mred\\x1b[0m today" in listed.stdout, listed.stdout
    assert "\x1b" not in listed.stdout + listed.stderr


def test_one_run_killed_while_a_plugin_loads_does_not_skip_it(solobot):
    """A kill -9 (or an out-of-memory kill) during loading is not the plugin's doing: once is forgiven."""
    assert solobot("exiter", "games", EXITER="1").returncode == 3
    fine = solobot("exiter", "plugins", "--json")  # it loads now (plugins always loads them): the ending is forgotten
    assert fine.returncode == 0 and plugin(fine, "exiter")["status"] != "skipped"
    assert solobot("exiter", "plugins", EXITER="1").returncode == 3
    again = solobot("exiter", "plugins", "--json")  # not two in a row: still not skipped
    assert again.returncode == 0 and plugin(again, "exiter")["status"] != "skipped"
