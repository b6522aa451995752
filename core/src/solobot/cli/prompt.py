"""The prompt at the table: line editing, history and Tab completion on a terminal, plain reads otherwise.

On a terminal the line is read by prompt_toolkit (the library behind IPython's and pgcli's
prompts): Left/Right/Backspace edit the line, Up/Down recall earlier lines (kept per game in
the solobot data folder), Tab completes the word under the cursor from what the table offers
now, and Ctrl-C clears a half-typed line. Ctrl-C on an empty line and Ctrl-D keep their usual
meaning (the table saves and leaves). Piped input (scripts, tests) and ``TERM=dumb`` are read
line by line, whole.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from solobot.commands import folded, names_of

Reader = Callable[[str], str]
"""``read(prompt) -> line``; raises EOFError at the end of input, KeyboardInterrupt on Ctrl-C."""

WordsFor = Callable[[list[str]], Iterable[str]]
"""``words_for(words_before) -> words``: what may be typed after the words already on the line."""


def plain_read(prompt: str) -> str:
    """One typed line, as ``input()`` reads it, but whole.

    ``input()`` stops a line at a NUL byte (Ctrl-Space in many terminals) and glues the
    next line onto what is left ("hist" + "board"); read whole, the NUL reaches the
    table, which refuses the line.
    """
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line[:-1] if line.endswith("\n") else line


def on_a_terminal() -> bool:
    """Whether a person types at a terminal that can edit a line: stdin and stdout are ttys and
    ``TERM`` names a real terminal (``TERM=dumb``, as in Emacs' shell, keeps plain reads)."""
    if os.environ.get("TERM", "") in ("", "dumb"):
        return False
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):  # closed or replaced streams
        return False


def history_file(folder: Path, game: str) -> Path:
    """Where the prompt keeps the lines typed in games of ``game`` (one file per game)."""
    return folder / "prompt-history" / f"{game}.txt"


def completions(words_for: WordsFor, text_before_cursor: str) -> tuple[str, list[str]]:
    """The text being typed and the words that complete it, in order: those that start with it, case,
    accents and dashes apart (``nicc`` completes ``Niccolò-Piccinino``), else those with a word that does
    (``brun`` completes ``Filippo-Brunelleschi``), else another name of theirs that does (a card's name as
    printed). What may come is what the table offers after the words before it (for a declared command,
    each choice given the ones before it: one left is filled in).

    A name of several words may be typed as the starts of its words (``Leon Bat`` completes ``Leon Battista
    Alberti``, ``mon di pie`` ``Monte di Pietà``; after ``detain Leon `` too, when nothing else may follow):
    the text returned is then all of them, as typed, and each name is offered as printed."""
    spans = [(found.start(), found.group()) for found in re.finditer(r"\S+", text_before_cursor)]
    words = [word for _at, word in spans]
    ended = not text_before_cursor or text_before_cursor[-1].isspace()
    current = "" if ended else words[-1]
    before = words if ended else words[:-1]
    if not ended:  # the word begun may end a name typed in parts
        found = _in_parts(words_for, spans, text_before_cursor, ended)
        if found is not None:
            return found
    key = folded(current)
    offered = _offered(words_for, before)
    named = [word for word in offered if folded(word).startswith(key)]
    if not named and key:
        named = [word for word in offered if f" {key}" in f" {folded(word)}"]
    if not named and key:  # typed by another of its names (a card's name as printed): that name
        named = list(dict.fromkeys(name for word in offered for name in names_of(word)[1:]
                                   if not name.isdigit() and f" {key}" in f" {folded(name)}"))
    if not named and ended and before:  # "detain Leon ": the words before may begin a name of several
        return _in_parts(words_for, spans, text_before_cursor, ended) or (current, [])
    return current, named


#: the most words a name may have (as the parser reads one, :func:`solobot.commands._span`)
_MOST_WORDS = 6


def _offered(words_for: WordsFor, before: list[str]) -> list[str]:
    """What the table offers after the words ``before``, each once; nothing if the game's code fails."""
    try:
        return list(dict.fromkeys(words_for(before)))
    except Exception:  # a game's code failing while Tab is pressed costs only the completion
        return []


def _in_parts(words_for: WordsFor, spans: list[tuple[int, str]], line: str,
              ended: bool) -> tuple[str, list[str]] | None:
    """A name typed as the starts of its words: the text from the first of them to the cursor and the names
    offered after the words before it whose successive words begin so (the most words that do), or None.
    The words are the last of ``spans`` and up to 5 before it (after the command's name), and one not yet
    begun when the line ``ended`` in a space."""
    words = [word for _at, word in spans]
    for take in range(min(len(words) - 1, _MOST_WORDS - (1 if ended else 0)), 0 if ended else 1, -1):
        first = len(words) - take
        starts = [folded(word) for word in words[first:]] + ([""] if ended else [])
        if any(not start or " " in start for start in starts[:-1]):
            continue  # a word typed with a dash (``ghost-1``) is a name of its own
        found = [name for word in _offered(words_for, words[:first]) if (name := _begun(word, starts))]
        if found:
            return line[spans[first][0]:], list(dict.fromkeys(found))
    return None


def _begun(word: str, starts: list[str]) -> str:
    """The name of ``word`` (itself, or another name of it) whose successive words begin with ``starts``,
    anywhere in it, or "". A number typed must be a whole word of the name (``1`` begins no ``10``)."""
    for name in names_of(word):
        parts = folded(name).split()
        for at in range(len(parts) - len(starts) + 1):
            if all(part == start if start.isdigit() else part.startswith(start)
                   for part, start in zip(parts[at:at + len(starts)], starts, strict=True)):
                return str(name)
    return ""


def table_reader(words_for: WordsFor, history: Path | None = None) -> Reader:
    """The reader for the table: prompt_toolkit on a terminal, :func:`plain_read` otherwise.

    :param words_for: what Tab may complete, given the words before the cursor.
    :param history: the file keeping typed lines between sessions (None: this session only).
    """
    if not on_a_terminal():
        return plain_read
    return _EditingReader(words_for, history)


class _EditingReader:
    """A prompt_toolkit session with the table's completion, history and Ctrl-C."""

    def __init__(self, words_for: WordsFor, history: Path | None) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.completion import CompleteEvent, Completer, Completion
        from prompt_toolkit.history import FileHistory, InMemoryHistory
        from prompt_toolkit.key_binding import KeyBindings

        class TableCompleter(Completer):
            def get_completions(self, document: Any, complete_event: Any) -> Iterable[Any]:
                current, found = completions(words_for, document.text_before_cursor)
                for word in found:  # a whole word: the space after it too, ready for the next
                    yield Completion(word + " ", start_position=-len(current), display=word)

        completer = TableCompleter()
        keys = KeyBindings()

        @keys.add("tab")
        def _complete_now(event: Any) -> None:
            """Tab completes at once, so an Enter right behind it (a quick typist, a paste) runs what is shown."""
            buffer = event.current_buffer
            if buffer.complete_state:
                buffer.complete_next()
                return
            found = list(completer.get_completions(buffer.document, CompleteEvent(completion_requested=True)))
            if len(found) == 1:
                buffer.apply_completion(found[0])
            elif found:
                buffer.start_completion(insert_common_part=True)  # several: the menu, for the arrows

        @keys.add("c-c")
        def _clear_or_leave(event: Any) -> None:
            buffer = event.app.current_buffer
            if buffer.text:
                buffer.reset()  # a half-typed line is dropped; the game goes on
            else:
                event.app.exit(exception=KeyboardInterrupt, style="class:aborting")

        kept: Any = InMemoryHistory()
        if history is not None:
            try:
                history.parent.mkdir(parents=True, exist_ok=True)
                kept = FileHistory(str(history))
            except OSError:
                pass  # an unwritable data folder costs only the history between sessions
        self.session: Any = PromptSession(history=kept, completer=completer, key_bindings=keys,
                                          complete_while_typing=False, enable_history_search=False)

    def __call__(self, prompt: str) -> str:
        return self.session.prompt(prompt)
