"""The conformance check behind ``solobot check``: does a game keep the contract?

For each combination of the game's single-choice options and each opponent
policy it plays whole games and checks that: no game raises; the same seed
gives the same event log and state; the state is JSON; a save loads and
replays to the same digest; undo then redo returns to the same state; the
component data validates; a game with physical dice and draws (answered by a
scripted person) ends, names every draw's why, and replays with nothing asked.
"""

from __future__ import annotations

import itertools
import json
import tempfile
import typing
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from solobot.game import GameSpec
from solobot.options import options_as_words
from solobot.physical_check import check_physical_game
from solobot.saves import load_session, write_save
from solobot.session import Session, validate_options
from solobot.telling import watch_game
from solobot.toolkit.seeds import derive_seed


@dataclass
class CheckResult:
    """One line of the report."""

    name: str
    ok: bool
    detail: str = ""


@dataclass
class CheckReport:
    """Every check made, in order."""

    results: list[CheckResult] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when every check passed."""
        return all(r.ok for r in self.results)

    def add(self, name: str, ok: bool, detail: str = "") -> None:
        """Record one check."""
        self.results.append(CheckResult(name, ok, detail))


def option_values(annotation: Any) -> list[Any] | None:
    """The values of an option that takes one of a few: a ``Literal``'s choices, a ``bool``'s two; else None."""
    if typing.get_origin(annotation) is Literal:
        return list(typing.get_args(annotation))
    if annotation is bool:
        return [False, True]
    return None


def repeated_choices(annotation: Any) -> list[Any] | None:
    """The choices of an option repeated once per bot (a list of a ``Literal``, Florenza's Ghosts); else None."""
    if typing.get_origin(annotation) in (list, tuple):
        (item,) = typing.get_args(annotation)[:1] or (None,)
        if typing.get_origin(item) is Literal:
            return list(typing.get_args(item))
    return None


def option_combinations(spec: GameSpec, base: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every combination of the one-of-a-few options (see :func:`option_values`) the user did not fix."""
    tried = {name: option_values(f.annotation) for name, f in spec.options.model_fields.items() if name not in base}
    free = {name: values for name, values in tried.items() if values is not None}
    names = sorted(free)
    for values in itertools.product(*(free[n] for n in names)):
        yield {**base, **dict(zip(names, values, strict=True))}


def option_sets(spec: GameSpec, base: dict[str, Any] | None = None) -> Iterator[dict[str, Any]]:
    """Every option set worth playing (what ``calibrate`` and ``check`` play): each combination of
    :func:`option_combinations`, and for a repeated choice not fixed in ``base`` each choice alone
    (one Ghost of each level), then a few valid mixes."""
    base = base or {}
    repeated = {
        name: choices
        for name, f in spec.options.model_fields.items()
        if name not in base and (choices := repeated_choices(f.annotation))
    }
    for combination in option_combinations(spec, base):
        if not repeated:
            yield combination
            continue
        for name, choices in repeated.items():
            for choice in choices:
                yield {**combination, name: [choice]}
            for mix in ([choices[0], choices[-1]], list(reversed(choices[:2])), list(choices)):
                try:
                    validate_options(spec, {**combination, name: mix})
                except ValueError:
                    continue
                yield {**combination, name: mix}


def _events(session: Session) -> list[dict[str, Any]]:
    return [e.to_json() for e in session.events]


def _check_one(spec: GameSpec, options: dict[str, Any], policy: str, seed: int, workdir: Path) -> str | None:
    """Play one game and check it; the problem found, or None."""
    first = Session(spec, options, seed)
    first.autoplay(policy)
    if not first.finished:
        return "the game did not end"
    json.dumps(first.snapshot())
    again = Session(spec, options, seed)
    again.autoplay(policy)
    if _events(again) != _events(first) or again.digest() != first.digest():
        return "the same seed gave a different game"
    quiet = Session(spec, options, seed, keep_events=False)
    quiet.autoplay(policy)
    if quiet.digest() != first.digest():
        return "the game differs when events are off (simulation) from when they are kept"
    path = write_save(first, workdir / "check.json")
    loaded, _ = load_session(path)
    if loaded.digest() != first.digest():
        return "save, load and replay gave a different state"
    if first.inputs:
        middle = Session(spec, options, seed, inputs=first.inputs[: len(first.inputs) // 2 + 1])
        before = middle.digest()
        middle.undo()
        middle.redo()
        if middle.digest() != before:
            return "undo then redo did not return to the same state"
    return None


def check_command_names(spec: GameSpec, report: CheckReport) -> None:
    """The game's typed commands must not hide behind the table's own commands."""
    from solobot.cli.table import CORE_COMMANDS

    clashes = sorted(set(spec.game.command_help()) & set(CORE_COMMANDS))
    detail = f"rename {', '.join(clashes)}: the table's own commands take precedence" if clashes else ""
    report.add("command names do not clash with the table's commands", not clashes, detail)


def run_check(spec: GameSpec, base_options: dict[str, Any], games: int, seed: int) -> CheckReport:
    """Run the conformance check of one game."""
    report = CheckReport()
    check_command_names(spec, report)
    with tempfile.TemporaryDirectory() as tmp:
        for options in option_sets(spec, base_options):
            label = options_as_words(dict(sorted(options.items()))) or "default options"
            try:
                probe = Session(spec, options, seed)
            except Exception as exc:
                report.add(f"{label} — components and options load", False, f"{type(exc).__name__}: {exc}")
                continue
            report.add(f"{label} — components and options load", True)
            for policy in sorted(spec.game.policies):
                problems = []
                for i in range(games):
                    game_seed = derive_seed(seed, "check", i)
                    try:
                        problem = _check_one(spec, probe.options.model_dump(), policy, game_seed, Path(tmp))
                    except Exception as exc:
                        problem = f"{type(exc).__name__}: {exc}"
                    if problem:
                        problems.append(f"seed {game_seed}: {problem}")
                name = f"{label} — {games} games against the {policy} policy"
                report.add(name, not problems, "; ".join(problems[:3]))
                check_physical(spec, probe.options.model_dump(), policy, seed, label, report, Path(tmp))
                check_telling(spec, probe.options.model_dump(), policy, games, seed, label, report)
    return report


def check_physical(spec: GameSpec, options: dict[str, Any], policy: str, seed: int, label: str,
                   report: CheckReport, workdir: Path) -> None:
    """One game with physical dice and draws, answered by a scripted person (see :mod:`solobot.physical_check`)."""
    game_seed = derive_seed(seed, "check-physical", 0)
    try:
        problem = check_physical_game(spec, options, policy, game_seed, workdir)
    except Exception as exc:
        problem = f"{type(exc).__name__}: {exc}"
    name = f"{label} — a game with physical dice and draws scripted ({policy} policy)"
    report.add(name, problem is None, f"seed {game_seed}: {problem}" if problem else "")


def check_telling(spec: GameSpec, options: dict[str, Any], policy: str, games: int, seed: int,
                  label: str, report: CheckReport) -> None:
    """Every bot step tells each change of the public table, and no narration names a hidden thing."""
    name = f"{label} — every table change told, nothing hidden said ({games} games, {policy} policy)"
    if spec.game.public_table(*_probe_state(spec, options, seed)) is None:
        report.add(name, True, "skipped: the game declares no public_table (see docs/reference/hooks.md)")
        return
    problems: list[str] = []
    steps = 0
    for i in range(games):
        game_seed = derive_seed(seed, "check", i)
        try:
            found = watch_game(Session(spec, options, game_seed), policy)
        except Exception as exc:
            problems.append(f"seed {game_seed}: {type(exc).__name__}: {exc}")
            continue
        steps += found.steps
        problems += [f"seed {game_seed}: {p}" for p in found.problems]
    report.add(name, not problems, "; ".join(problems[:3]) or f"{steps} steps watched")


def _probe_state(spec: GameSpec, options: dict[str, Any], seed: int) -> tuple[Any, Any]:
    probe = Session(spec, options, seed)
    return probe.ctx, probe.state
