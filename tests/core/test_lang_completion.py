"""Tab completes ``--lang``'s values after the command too (issue 40), in bash, zsh and fish.

``solobot play maestro --lang it`` is taken as ``solobot --lang it play maestro``; completion must offer the
same: the word after ``--lang`` is a language wherever ``--lang`` stands, and the rest completes as before.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

LANGUAGES = ["en", "it", "de"]


def completed(shell: str, words: str, incomplete: str = "") -> list[str]:
    """What ``solobot`` offers ``shell`` for ``incomplete`` after ``words`` (as click's completion scripts ask)."""
    env = {**os.environ, "_SOLOBOT_COMPLETE": f"{shell}_complete", "SOLOBOT_LOAD_PLUGINS": "pig"}
    if shell == "fish":  # fish passes the word being completed itself
        env |= {"COMP_WORDS": words, "COMP_CWORD": incomplete}
    else:
        env |= {"COMP_WORDS": f"{words} {incomplete}", "COMP_CWORD": str(len(words.split()))}
    out = subprocess.run([sys.executable, "-m", "solobot"], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    if shell == "zsh":  # type, value, help: three lines each
        lines = out.stdout.splitlines()
        return [lines[at + 1] for at in range(0, len(lines) - 2, 3)]
    return [line.split(",", 1)[1] if shell == "bash" else line.split("\t", 1)[0].split(",", 1)[1]
            for line in out.stdout.splitlines() if line]


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
@pytest.mark.parametrize("words", ["solobot", "solobot play pig", "solobot games", "solobot play",
                                   "solobot simulate pig --games 3", "solobot saves --json"])
def test_the_word_after_lang_is_a_language_wherever_lang_stands(shell, words):
    assert completed(shell, f"{words} --lang") == LANGUAGES
    assert completed(shell, f"{words} --lang", "I") == ["it"]  # as --lang takes it, whatever the case


def test_lang_joined_to_its_value_and_bash_s_split_at_the_equals_sign():
    assert completed("zsh", "solobot play pig", "--lang=d") == ["de"]
    assert completed("bash", "solobot play pig --lang =") == LANGUAGES  # bash's words: --lang, =, the value
    assert completed("bash", "solobot play pig --lang =", "e") == ["en"]


def test_everything_else_completes_as_before():
    assert completed("bash", "solobot play", "pi") == ["pig"]
    assert "--seed" in completed("bash", "solobot play pig", "--se")
    assert completed("bash", "solobot play pig -- --lang") == []  # after "--" a word is no option
