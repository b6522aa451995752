"""An English-leak detector for the tests of other languages (the terminal's and the page's): a line with an
English function word, outside names, paths and the commands a person types, is English that leaked."""

from __future__ import annotations

import re

#: English function words: one of them in a line that is neither a name nor a typed command is a leak
ENGLISH = re.compile(r"(?i)(?<![\w'`])(the|and|you|your|is|to|of|with|this|it|its|are|has|not|or|at|on|"
                     r"for|from|what|type|roll|rolls|hold|holds|turn|score|bot.s|done|saved|undone)(?![\w'`])")
#: what may stay English: the typed commands (shown by help), option words, paths and the game's name
KEPT = re.compile(r"`[^`]*`|/\S+|\b(?:help|why|board|score|undo|redo|history|save|quit|exit|roll|hold)\b(?= [—(])|"
                  r"\b(?:help|why|board|score|undo|redo|history|save|quit)"
                  r"(?:, (?:help|why|board|score|undo|redo|history|save|quit))+\b|"
                  r"solobot resume \S+|Pig \([^)]*\)|\[COMANDO\]|\[BEFEHL\]|PATH|\bPIG-\d\b|"
                  r"quit \((?:o|oder) exit\)|\bBot\b")


def english_in(text: str) -> list[str]:
    """The lines of ``text`` with an English function word outside names, paths and typed commands."""
    leaks = []
    for line in text.replace("\r", "").splitlines():
        if re.match(r"^\[[^\]]*\] > ", line):  # the prompt, then what the person typed (echoed)
            line = re.sub(r"^(\[[^\]]*\]) > .*", r"\1", line)
        if ENGLISH.search(KEPT.sub(" ", line)):
            leaks.append(line)
    return leaks
