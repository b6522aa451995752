"""Make the whole-game transcripts of this folder again from today's code, with the same inputs.

Each transcript keeps the command that made it (its first ``text`` block) and the inputs typed (what follows each
prompt, ``[…] > ``). This plays that command again with those inputs through a pipe, in a folder of its own, puts
each input back after its prompt and folds every other line at 100 columns as the terminal does (a continued line
indented two spaces more than its start), then writes the transcript's game block anew; the prose above it stays.

    python docs/transcripts/remake.py            # every transcript of this folder
    python docs/transcripts/remake.py maestro-it  # one
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

HERE = Path(__file__).parent
WIDTH = 100
PROMPT = re.compile(r"^(\[[^\n]*?\] > )(.*)$", re.MULTILINE)
BLOCK = re.compile(r"```text\n(.*?)```", re.DOTALL)


def inputs_of(text: str) -> list[str]:
    """What the person typed, in order: what follows each prompt of the game block."""
    game = BLOCK.findall(text)[1]
    return [match[2] for match in PROMPT.finditer(game)]


def played(command: str, inputs: list[str]) -> str:
    """The command's output, every input fed in turn (a pipe: no pager, no colours)."""
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, COLUMNS=str(WIDTH), TERM="dumb", NO_COLOR="1", SOLOBOT_HOME=folder)
        args = shlex.split(command)
        done = subprocess.run([sys.executable, "-m", "solobot", *args[1:]], input="\n".join(inputs) + "\n",
                              capture_output=True, text=True, env=env, cwd=folder, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{command}: exit {done.returncode}\n{done.stderr[-2000:]}")
    return done.stdout


def folded(line: str) -> list[str]:
    """One line as a 100-column terminal shows it; a prompt and what was typed stay one line."""
    if len(line) <= WIDTH or PROMPT.match(line):
        return [line]
    indent = line[: len(line) - len(line.lstrip(" "))]
    return textwrap.wrap(line.strip(), WIDTH, initial_indent=indent, subsequent_indent=indent + "  ",
                         break_long_words=False, break_on_hyphens=False)


def transcript(output: str, inputs: list[str]) -> str:
    """The output with each input after its prompt, folded."""
    typed = iter(inputs)
    lines = []
    for line in output.splitlines():
        while "] > " in line and line.startswith("["):
            prompt, _sep, rest = line.partition("] > ")
            lines.append(f"{prompt}] > {next(typed)}")
            line = rest
            if not line:
                break
        else:
            lines.extend(folded(line))
    return "\n".join(lines).rstrip() + "\n"


def remake(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    command = BLOCK.findall(text)[0].strip()
    inputs = inputs_of(text)
    game = transcript(played(command, inputs), inputs)
    start, end = list(BLOCK.finditer(text))[1].span(1)
    path.write_text(text[:start] + game + text[end:], encoding="utf-8")
    print(f"{path.name}: {len(inputs)} inputs, {game.count(chr(10))} lines")


if __name__ == "__main__":
    names = sys.argv[1:] or sorted(p.stem for p in HERE.glob("*.md"))
    for name in names:
        remake(HERE / f"{name}.md")
