"""The helpers of :mod:`solobot.testing` (see its docstring), imported when a test first asks for one.

They import the game engine (pydantic, pluggy's managers, the toolkit), which the pytest plugin itself must not
do in every pytest run of the environment: :mod:`solobot.testing` hands them out lazily.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from solobot.engine.plugins import Registry
from solobot.game import AddonSpec
from solobot.hookspecs import hookimpl
from solobot.toolkit.randomness import RandomSource, SeededSource


class TestRegistry(Registry):
    """A registry of only the plugins a test adds (no installed entry points)."""

    __test__ = False

    def __init__(self) -> None:
        super().__init__(entry_points=False)

    def add(self, name: str, plugin: object) -> TestRegistry:
        """Register ``plugin`` under ``name``; also after first use (sessions made after see it)."""
        extra = {**self._extra, name: plugin}
        Registry.__init__(self, extra=extra, entry_points=False)  # every cache starts afresh
        return self

    def watching(self, game: str, after: Callable[[Any, Any, str], None], name: str = "step-watch") -> TestRegistry:
        """Add an add-on calling ``after(ctx, state, duty)`` after the setup and every step of ``game``, each time
        once the game's derived facts (``ctx.derived``) are found equal to a fresh count (else AssertionError)."""
        return self.add(name, _Registering(AddonSpec(name, StepWatch(after), (game,))))


class StepWatch:
    """An add-on whose duty-hook wrappers call ``after(ctx, state, duty)`` once each hook has run, after checking
    the game's derived facts (``ctx.derived``) against a fresh count: a stale one fails the test, named."""

    def __init__(self, after: Callable[[Any, Any, str], None]) -> None:
        self.watched = after

    def after(self, ctx: Any, state: Any, duty: str) -> None:
        """The derived facts checked, then the test's own ``after``."""
        stale = ctx.derived.stale(state)
        if stale:
            raise AssertionError(f"after {duty} of {ctx.seat or 'the game'}: the derived facts {', '.join(stale)} "
                                 "differ from a fresh count (a change of the table that did not drop them)")
        self.watched(ctx, state, duty)

    @hookimpl(wrapper=True)
    def solobot_setup(self, ctx: Any) -> Any:
        """The state set up, seen."""
        state = yield
        self.after(ctx, state, "setup")
        return state

    @hookimpl(wrapper=True)
    def solobot_bot_turn(self, ctx: Any, state: Any, seat: str) -> Any:
        """A bot turn played, seen."""
        result = yield
        self.after(ctx, state, "bot_turn")
        return result

    @hookimpl(wrapper=True)
    def solobot_resolve_action(self, ctx: Any, state: Any, seat: str, action: Any) -> Any:
        """An input carried out, seen."""
        result = yield
        self.after(ctx, state, "resolve_action")
        return result

    @hookimpl(wrapper=True)
    def solobot_cleanup(self, ctx: Any, state: Any) -> Any:
        """A cleanup played, seen."""
        result = yield
        self.after(ctx, state, "cleanup")
        return result


class _Registering:
    """A plugin registering one add-on."""

    def __init__(self, addon: AddonSpec) -> None:
        self.addon = addon

    @hookimpl
    def solobot_register_addons(self, register: Callable[[AddonSpec], None]) -> None:
        """The one add-on."""
        register(self.addon)


class HookRecorder:
    """Records the hook calls of one session."""

    def __init__(self, session: Any) -> None:
        from solobot.engine.plugins import DutyCalls

        self.calls: list[tuple[str, str | None]] = []
        session.hook = DutyCalls(session.pm, direct=False)  # every call through pluggy, so it is seen
        self._undo = session.pm.add_hookcall_monitoring(self._before, lambda *args: None)

    def _before(self, hook_name: str, hook_impls: Any, kwargs: dict[str, Any]) -> None:
        self.calls.append((hook_name, kwargs.get("seat")))

    def names(self) -> list[str]:
        """The hook names called, in order."""
        return [name for name, _ in self.calls]

    def stop(self) -> None:
        """Stop recording."""
        self._undo()


def whole_game_lines(registry: Registry, game: str, options: dict[str, Any], seed: int, undos: int = 8) -> list[str]:
    """Everything a person reads in a narrated ``--auto`` game: its lines, its board along the way, the
    final score, the history and what ``undo`` says to take back (``undos`` times), for
    :func:`solobot.words.code_in`."""
    from solobot.cli.narrate import Narrator, score_lines
    from solobot.engine.session import Session
    from solobot.table.reading import history_sentences, undo_told
    from solobot.table.seat import Seat

    lines: list[str] = []
    session = Session(registry.game(game), options, seed=seed, registry=registry)
    seat = Seat(session, None)  # what the terminal narrates, read through its seat
    narrator = Narrator(lines.append)

    def step(played: Seat) -> None:
        narrator.flush(played)
        if played.inputs % 5 == 2:
            lines.append(session.game.describe_board(session.ctx, session.state))

    narrator.flush(seat)
    seat.autoplay(None, on_step=step)
    lines += score_lines(session.score(), session.person)
    lines += history_sentences(session)
    for _ in range(min(undos, len(session.inputs))):
        lines += undo_told(session)[1]
        lines.append(session.game.describe_board(session.ctx, session.state))
    return lines


TAKE_BACK_CODE = ("Clear ", "Set ", "back to", "of machina", "=", "['")
"""What a take-back line must not say: the code forms of a change rather than a step at the table."""


def every_take_back(registry: Registry, game: str, options: dict[str, Any], seed: int) -> list[str]:
    """What ``undo`` says to take back after each input of a narrated ``--auto`` game, undoing them all
    from the last one to the first (the undo of input n is said after every later one is undone)."""
    from solobot.engine.session import Session
    from solobot.table.reading import undo_told

    session = Session(registry.game(game), options, seed=seed, registry=registry)
    session.autoplay(None, on_step=lambda played: None)
    lines: list[str] = []
    while session.inputs:
        lines += undo_told(session)[1]
    return lines


def undo_mirrors(registry: Registry, game: str, options: dict[str, Any], seed: int) -> list[str]:
    """Undo a whole narrated ``--auto`` game input by input, replaying each take-back step on a mirrored
    table (the public table before the undo); return where the mirrored table and the game disagree
    after an undo (none: every undo said everything to take back, the person's pieces as well as the
    bots'), and any take-back line that is not one step at the table (:data:`TAKE_BACK_CODE`).

    Changes marked ``BOOKKEEPING`` were never made at the table: the mirrored table is then the public
    table before the input with every other change of the input applied."""
    from solobot.check.telling import table_differences
    from solobot.engine.session import Session
    from solobot.events import BOOKKEEPING, Move, apply_changes
    from solobot.table.reading import input_sentence
    from solobot.words import take_back_steps

    session = Session(registry.game(game), options, seed=seed, registry=registry)
    session.autoplay(None, on_step=lambda played: None)
    words = session.game.words(session.ctx)
    problems: list[str] = []
    while session.inputs:
        mirrored = dict(session.game.public_table(session.ctx, session.state))
        tracked = set(mirrored)
        undone = session.events[session.told[-1].start:]
        said = input_sentence(session, len(session.inputs) - 1)
        session.undo()
        before = session.game.public_table(session.ctx, session.state)
        if any(event.facts.get(BOOKKEEPING) for event in undone):
            made = [c for e in undone if not e.facts.get(BOOKKEEPING) for c in e.changes]
            mirrored = apply_changes(before, made)
        steps = take_back_steps(undone, before)
        for step in steps:  # newest first, as the person takes them back
            change = step.change
            if isinstance(change, Move):
                back = Move(change.piece, change.dst, change.src, change.count, change.whose)
                mirrored = apply_changes(mirrored, [back])
            else:
                mirrored[change.thing] = step.before
        lines = words.take_back_lines(steps)
        problems += [f"{said}: {line}" for line in lines if any(form in line for form in TAKE_BACK_CODE)]
        keys = set(before) | tracked  # a place the game does not track (your hand) is not compared
        problems += [f"{said}: {line}" for line in table_differences(mirrored, before, keys)]
    return problems


def first_why(registry: Registry, game: str, options: dict[str, Any], seed: int, kind: str,
              fact: str = "compared") -> tuple[list[str], Any]:
    """``why`` just after the first input of a narrated ``--auto`` game whose bot turn made a ``kind``
    decision with ``fact`` among its facts, and that event: a test of what a decision explains."""
    from solobot.engine.session import Session
    from solobot.table.reading import why_lines

    session = Session(registry.game(game), options, seed=seed, registry=registry)
    found: list[Any] = []

    def step(played: Session) -> None:
        event = next((e for e in played.events[played.told[-1].start:] if e.kind == kind and fact in e.facts), None)
        if event is not None and not found:
            found.extend((why_lines(played), event))

    session.autoplay(None, on_step=step)
    if not found:
        raise AssertionError(f"no {kind!r} decision with {fact!r} in seed {seed}")
    return found[0], found[1]


def kept_saves(folder: Any, game: str) -> list[Any]:
    """The save files of ``game`` kept in ``folder`` (``tests/data/saves/``: saves an older release wrote)."""
    return sorted(folder.glob(f"{game}-*.json"))


def kept_save_played_on(fixture: Any, tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, list[Any]]:
    """Resume a copy of the kept save ``fixture`` and play it to the end; ``(session, asked)``.

    The save is loaded (its digest checked) from a copy in ``tmp_path``, so the kept file is never
    written over, with only its game loaded (no add-on of a test environment beside it); the test
    is skipped when that game is not installed. An input it stopped at is submitted again; the
    rest is played by the game's default policy, physical rolls and draws answered by a
    :class:`~solobot.check.physical_check.ScriptedTable` seeded with the save's seed. ``asked`` holds
    the requests made while the stopped input was submitted again.
    """
    import json
    import shutil

    from solobot.check.physical_check import ScriptedTable
    from solobot.storage.saves import load_session

    data = json.loads(fixture.read_bytes())
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", data["game"])
    registry = Registry()
    if data["game"] not in registry.load().games:
        pytest.skip(f"{data['game']} is not installed")
    copy = tmp_path / fixture.name
    shutil.copyfile(fixture, copy)
    table, asked = ScriptedTable(data["seed"]), []

    def roll(session: Any, request: Any) -> list[int]:
        asked.append(request)
        return table.roll(session, request)

    def draw(session: Any, request: Any) -> Any:
        asked.append(request)
        return table.draw(session, request)

    session, _ = load_session(copy, registry, ask_roll=roll, ask_draw=draw)  # a waiting input goes on, asking
    resumed = list(asked)
    session.autoplay()
    return session, resumed


class RecordingSource(SeededSource):
    """The seeded source, noting every die it rolls (:attr:`rolls`) and item it draws (:attr:`drawn`),
    in order: what a person at the table answering exactly as the seeded game would tells (a draw from
    a pile whose items are all alike is not asked, so it is not noted)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.rolls: list[int] = []
        self.drawn: list[Any] = []

    def die(self, sides: int = 6, why: Any = None) -> int:
        value = super().die(sides, why)
        self.rolls.append(value)
        return value

    def pair(self, sides: int = 6, why: Any = None) -> tuple[int, int]:
        a, b = self.die(sides), self.die(sides)
        return a, b

    def difference(self, sides: int = 6, why: Any = None) -> tuple[int, int, int]:
        return RandomSource.difference(self, sides, why)

    def _noted(self, pile: list[Any], item: Any) -> Any:
        if any(other != item for other in pile):  # a pile of one item is told, not asked: nothing to answer
            self.drawn.append(item)
        return item

    def draw(self, pile: list[Any], why: Any = None) -> Any:
        before = list(pile)
        return self._noted(before, super().draw(pile, why))

    def draw_any(self, items: list[Any], why: Any = None) -> Any:
        before = list(items)
        return self._noted(before, super().draw_any(items, why))

    def reveal(self, item: Any, could_be: Any, why: Any = None) -> Any:
        return self._noted([item, *could_be()], item)


class TellingAsSeeded:
    """A person at the table answering every roll and draw with what ``source`` (a
    :class:`RecordingSource` that played the seeded game) gave, in order."""

    def __init__(self, source: RecordingSource) -> None:
        self.rolls, self.drawn = list(source.rolls), list(source.drawn)

    def roll(self, request: Any) -> list[int]:
        values, self.rolls = self.rolls[:request.count], self.rolls[request.count:]
        if len(values) != request.count:
            raise AssertionError(f"the seeded game rolled fewer dice than asked for ({request})")
        return values

    def draw(self, request: Any) -> Any:
        if not self.drawn:
            raise AssertionError(f"the seeded game drew fewer items than asked for ({request})")
        return self.drawn.pop(0)


def physical_as_seeded(spec: Any, options: dict[str, Any], seed: int, policy: str | None = None,
                       session: bool = True) -> str | None:
    """Play ``seed`` seeded, then with physical dice and draws answered exactly as the seeded
    source gave them; what differs (score, winner, inputs, state, random source), or None.

    ``session`` True: through ``Session(dice="physical", draws="physical")`` (the session's kept
    answers; its source's state is compared without what it adds, the answers used so far).
    False: through the toolkit's :class:`~solobot.toolkit.PhysicalDraws` over
    :class:`~solobot.toolkit.PhysicalDice` over the seeded source (``in_step``), given as ``source=``.
    """
    from solobot.engine.session import Session
    from solobot.toolkit.randomness import PhysicalDice, PhysicalDraws

    recording = RecordingSource(seed)
    seeded = Session(spec, options, seed, source=recording)
    seeded.autoplay(policy)
    table = TellingAsSeeded(recording)
    if session:
        told = Session(spec, options, seed, dice="physical", draws="physical",
                       ask_roll=lambda _, request: table.roll(request),
                       ask_draw=lambda _, request: table.draw(request))
    else:
        base = PhysicalDice(table.roll, SeededSource(seed), in_step=True)
        told = Session(spec, options, seed, source=PhysicalDraws(table.draw, base, components=seeded.components,
                                                                 in_step=True))
    told.autoplay(policy)
    where = f"{spec.name} {options} seed {seed}"
    if (told.inputs, told.finished) != (seeded.inputs, seeded.finished):
        return f"{where}: the person's inputs differ"
    seeded_score, told_score = seeded.score(), told.score()
    if (seeded_score.points, seeded_score.winner) != (told_score.points, told_score.winner):
        return (f"{where}: the score differs ({seeded_score.points} {seeded_score.winner} seeded, "
                f"{told_score.points} {told_score.winner} told)")
    if table.rolls or table.drawn:
        return f"{where}: {len(table.rolls)} rolls and {len(table.drawn)} draws of the seeded game were not asked for"
    ours, theirs = seeded.snapshot(), told.snapshot()
    if ours["state"] != theirs["state"]:
        fields = [k for k in ours["state"] if ours["state"][k] != theirs["state"].get(k)] \
            if isinstance(ours["state"], dict) else []
        return f"{where}: the state differs ({', '.join(map(str, fields)) or 'its snapshot'})"
    rng = theirs["rng"]["base"] if session else theirs["rng"]
    if rng != ours["rng"]:
        return f"{where}: the random source is not where the seeded game left it"
    if not session and told.digest() != seeded.digest():
        return f"{where}: the digest differs"
    return None


def session_keeps_step() -> bool:
    """Whether ``Session`` keeps the seeded source in step under physical answers (its
    ``physical_in_step``; issue 25): until it does, a physical game answered as the seeded one is not it."""
    import inspect

    from solobot.engine.session import Session

    return "physical_in_step" in inspect.signature(Session).parameters


# -- the English-leak detector (issue 30) ---------------------------------------------------------

#: English function words: one of them in a line that is neither a name nor a typed command is a leak
ENGLISH = re.compile(r"(?i)(?<![\w'`])(the|and|you|your|is|to|of|with|this|it|its|are|has|not|or|at|on|"
                     r"for|from|what|type|roll|rolls|hold|holds|turn|score|bot.s|done|saved|undone)(?![\w'`])")
#: what may stay English: the typed commands (shown by help), option words, paths and Pig's names
KEPT = re.compile(r"`[^`]*`|/\S+|\b(?:help|why|board|score|undo|redo|history|save|quit|exit|roll|hold)\b(?= [—(])|"
                  r"\b(?:help|why|board|score|undo|redo|history|save|quit)"
                  r"(?:, (?:help|why|board|score|undo|redo|history|save|quit))+\b|"
                  r"solobot resume \S+|Pig \([^)]*\)|\[COMANDO\]|\[BEFEHL\]|PATH|\bPIG-\d\b|"
                  r"quit \((?:o|oder) exit\)|\bBot\b")


def english_in(text: str, names: str | re.Pattern[str] | None = None) -> list[str]:
    """The lines of ``text`` with an English function word outside names, paths and typed commands;
    ``names`` (a pattern) marks more words a game keeps in every language (its printed names)."""
    leaks = []
    for line in text.replace("\r", "").splitlines():
        if re.match(r"^\[[^\]]*\] > ", line):  # the prompt, then what the person typed (echoed)
            line = re.sub(r"^(\[[^\]]*\]) > .*", r"\1", line)
        kept = KEPT.sub(" ", line)
        if names is not None:
            kept = re.sub(names, " ", kept)
        if ENGLISH.search(kept):
            leaks.append(line)
    return leaks


# -- a whole game at a terminal in a language (the games' language tests) ----------------------------------

#: the environment variables that choose a language, left out so that ``--lang`` alone chooses
LANGUAGE_VARIABLES = ("SOLOBOT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def terminal_in(code: str, home: Any, game: str, *args: str, columns: int = 250, rows: int = 50) -> Any:
    """``solobot --lang CODE ARGS`` at a ``columns``×``rows`` pty (a pexpect child, 30 s a wait), with ``game``
    alone loaded, its home in ``home``, a plain UTF-8 terminal (``TERM=dumb``) and no language variable."""
    import os
    import sys

    import pexpect

    env = {key: value for key, value in os.environ.items() if key not in LANGUAGE_VARIABLES}
    env.update(SOLOBOT_HOME=str(home), SOLOBOT_LOAD_PLUGINS=game, COLUMNS=str(columns), TERM="dumb",
               LANG="C.UTF-8", PYTHONIOENCODING="utf-8")
    return pexpect.spawn(sys.executable, ["-m", "solobot", "--lang", code, *args], env=env, encoding="utf-8",
                         timeout=30, dimensions=(rows, columns))


class TerminalPerson:
    """The person at a :func:`terminal_in` game: types a line, waits for the next prompt, keeps all it read.

    :param child: the pexpect child.
    :param prompt: the prompt in the language spoken, as a pattern whose group 1 is the step's label.
    :param end: a pattern of what the game says once it is over (its final score's heading); without it the
        game is over when its output ends.
    :ivar label: the label of the step the game waits for; None once it is over.
    :ivar transcript: every stretch read, prompts included.
    """

    def __init__(self, child: Any, prompt: str, end: str | None = None) -> None:
        self.child, self.prompt, self.end = child, prompt, end
        self.label: str | None = None
        self.transcript: list[str] = []

    def wait(self) -> str:
        """Read up to the next prompt (or the end): what came before it, lines ended by ``\\n``."""
        import pexpect

        index = self.child.expect([self.prompt, *([self.end] if self.end else []), pexpect.EOF])
        self.label = self.child.match.group(1) if index == 0 else None
        after = self.child.after if isinstance(self.child.after, str) else ""
        self.transcript.append(self.child.before + after)
        return self.child.before.replace("\r\n", "\n")

    def type(self, line: str) -> str:
        """Type ``line`` at the prompt: what the game says to it, up to its next prompt."""
        self.child.sendline(line)
        return self.wait()

    def play(self, step: Callable[[], None], most: int = 400) -> str:
        """``step()`` at each prompt (it reads :attr:`label` and types) until the game is over, then its output
        to the end: everything read, without ``\\r``. Fails when ``most`` steps do not end the game, or when
        solobot exits with an error."""
        import pexpect

        for _ in range(most):
            if self.label is None:
                break
            step()
        assert self.label is None, f"not over after {most} steps, at {self.label!r}"
        self.child.expect(pexpect.EOF)
        self.transcript.append(self.child.before)
        self.child.wait()
        assert self.child.exitstatus == 0, "".join(self.transcript)[-2000:]
        return "".join(self.transcript).replace("\r", "")


# -- screens, not walls ----------------------------------------------------------------------------------

#: what a terminal prints around a wait: a pause at a break, the person's prompt, a draw, a roll
SCREEN_WAITS = (r"\(Enter: go on\)", r"· You\] >", r"Type (?:its number or )?what it shows:",
                r"Type the (?:two results|result) \(1-6\):")
_ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
_LISTED = re.compile(r"^ +(?:\d+  )?(\S.*)$")


def rows_taken(text: str, columns: int = 100) -> int:
    """How many screen rows a stretch of output takes (each line wrapped at ``columns``)."""
    lines = _ESCAPES.sub("", text).replace("\r", "").split("\n")
    return sum(max(1, -(-len(line) // columns)) for line in lines)


def screen_stretches(home: Any, game: str, options: Sequence[str], answer: Callable[[str, set[str]], str],
                     rows: int = 40, columns: int = 100, seed: int = 3) -> tuple[list[int], int, str]:
    """Play a whole ``game`` at a ``columns``×``rows`` pty (pexpect) with physical dice and draws, answering every
    wait: a pause with Enter, a draw with the last item listed, a roll with a cycle of faces, the person's step
    with ``answer(its label, labels answered before)``. Returns the rows of each stretch printed between two
    waits, how many "Enter: go on" pauses came, and the last screen (a test asserts none exceeds ``rows``)."""
    import os
    import sys

    import pexpect

    env = {**os.environ, "SOLOBOT_HOME": str(home), "SOLOBOT_LOAD_PLUGINS": game, "TERM": "xterm",
           "NO_COLOR": "1", "PROMPT_TOOLKIT_NO_CPR": "1"}  # a pty answers no cursor report: one drawing a prompt
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "play", game, "--seed", str(seed), "--dice", "physical",
                                           "--draws", "physical", "--save", os.path.join(str(home), "g.json"),
                                           *options], env=env, encoding="utf-8", timeout=30, dimensions=(rows, columns))
    stretches: list[int] = []
    pauses, rolls, answered = 0, 0, set()
    while True:
        which = child.expect([*SCREEN_WAITS, pexpect.EOF])
        shown = _ESCAPES.sub("", child.before).replace("\r", "")
        if which != 4 and "\n" not in shown:
            continue  # the line editor drawing the line just answered once more, with the answer
        assert len(stretches) < 2000 and "Not done" not in shown and "left in" not in shown, shown[-600:]
        stretches.append(rows_taken(child.before, columns))
        if which == 4:
            return stretches, pauses, shown
        if which == 0:
            pauses += 1
            child.send("\r")
        elif which == 2:  # what the last item listed under the request shows
            lines = shown.split("\n")
            heading = max((at for at, line in enumerate(lines) if re.search(r"\bdraw one ", line)), default=None)
            assert heading is not None, shown
            items = [_LISTED.match(line)[1] for line in lines[heading + 1:] if _LISTED.match(line)]
            child.sendline(items[-1])
        elif which == 3:
            rolls += 1
            child.sendline(str(rolls % 6 + 1) if "result (1-6)" in child.after else f"{rolls % 6 + 1} {rolls % 5 + 1}")
        else:
            label = _ESCAPES.sub("", child.before + child.after).rsplit("[", 1)[-1]  # a long one wraps
            child.sendline(answer(label.replace("\r", "").replace("\n", ""), answered))
