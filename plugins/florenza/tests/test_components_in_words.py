"""Issue 26, item 8: `solobot components florenza` shows key words with spaces, and takes them back so."""

from __future__ import annotations

import os
import subprocess
import sys


def test_florenza_components_are_shown_in_words(tmp_path):
    from solobot.storage.owncopy import parse_answer

    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "florenza"}
    shown = subprocess.run([sys.executable, "-m", "solobot", "components", "florenza"], env=env,
                           capture_output=True, text=True, timeout=60).stdout
    assert "church point" in shown and "main board" in shown
    assert "church_point" not in shown and "main_board" not in shown
    assert parse_answer("main board", "church_point") == "main_board"
