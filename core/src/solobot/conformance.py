"""The conformance check behind ``solobot check``: does a game keep the contract?

For each option set (see :func:`option_sets`) and each opponent policy it plays
whole games and checks, one report line each: every game ends (within the game's
``step_limit``) without raising, and the same seed gives the same event log and
state, with events on or off; the state is JSON (a failure names the field and its
type) and a save loads and replays to the same digest; undo then redo of the last
inputs restore the digest; every game method returns its declared type; ``emit``'s
keywords and ``Score``'s winner are ones the core reads; every table change is told
and nothing hidden is said (:mod:`solobot.telling`); a game with physical dice
and draws, answered by a scripted person, ends, says why for every draw and replays
with nothing asked (:mod:`solobot.physical_check`). A failure names the seed and
the command that replays the game.
"""

from __future__ import annotations

import itertools
import tempfile
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from solobot.errors import IllegalAction
from solobot.game import GameSpec, Score
from solobot.options import options_as_words
from solobot.physical_check import check_physical_game
from solobot.plaindata import json_problem
from solobot.plugins import default_registry
from solobot.returns import CheckedGame, checked_spec, score_problem
from solobot.saves import load_session, write_save
from solobot.session import PluginFailure, Session, validate_options
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


#: the aspects each game is checked for, each one line of the report, in order
ASPECTS = ("plays", "saves", "undo", "returns", "words")
#: how many inputs the undo check takes back, then redoes
UNDO_STEPS = 3


def aspect_names(label: str, games: int, policy: str) -> dict[str, str]:
    """The report line of each aspect of :data:`ASPECTS`."""
    counted = f"{games} game{'s' if games != 1 else ''}"
    against = f"{counted}, {policy} policy"
    return {
        "plays": f"{label} — {counted} against the {policy} policy",
        "saves": f"{label} — the state is JSON; save, load and replay restore its digest ({against})",
        "undo": f"{label} — undo {UNDO_STEPS} then redo {UNDO_STEPS} restore the digest ({against})",
        "returns": f"{label} — every game method returns its declared type ({against})",
        "words": f"{label} — emit's and Score's words are the ones the core reads ({against})",
    }


def replay_line(spec: GameSpec, options: dict[str, Any], seed: int, policy: str) -> str:
    """The command that plays this game again, narrated: ``solobot play pig --difficulty bold --seed 7 --auto ...``."""
    try:
        defaults = spec.options().model_dump(mode="json")
    except ValueError:  # an options model with required fields: every option is given
        defaults = {}
    words = ["solobot", "play", spec.name]
    for name, value in options.items():
        if value == defaults.get(name):
            continue
        flag = "--" + name.replace("_", "-")
        if isinstance(value, bool):
            words.append(flag if value else f"--no-{flag[2:]}")
        else:
            words += [word for item in (value if isinstance(value, list) else [value]) for word in (flag, str(item))]
    return " ".join([*words, "--seed", str(seed), "--auto", "--opponent", policy])


def _check_one(spec: GameSpec, options: dict[str, Any], policy: str, seed: int, workdir: Path) -> dict[str, str]:
    """Play one game and check it; the problem found per aspect (see :data:`ASPECTS`)."""
    checked, methods = checked_spec(spec)
    default_registry().duty_calls(spec)  # the game's hooks, built from the game itself before its stand-in plays
    try:
        first = Session(checked, options, seed)
        first.autoplay(policy)
    except Exception as exc:  # the game cannot be played through: what it returned may say why
        unchecked = dict.fromkeys(ASPECTS[1:], "not checked: the game does not play through")
        wrong = "; ".join(methods.problems.values())
        return {**unchecked, "plays": _raised(exc), **({"returns": wrong} if wrong else {})}
    checks: dict[str, Callable[[], str | None]] = {
        "plays": lambda: _replay_problem(spec, options, seed, policy, first),
        "saves": lambda: _save_problem(first, workdir),
        "undo": lambda: _undo_problem(spec, options, seed, first),
        "returns": lambda: _returns_problem(Session(checked, options, seed), first, methods),
        "words": lambda: words_problem(first),
    }
    problems: dict[str, str] = {}
    for aspect, check in checks.items():
        try:
            problem = check()
        except Exception as exc:
            problem = _raised(exc)
        if problem:
            problems[aspect] = problem
    return problems


def _raised(exc: BaseException) -> str:
    """A crash in one line: a plugin failure already names game, plugin and hook."""
    return str(exc) if isinstance(exc, PluginFailure) else f"{type(exc).__name__}: {exc}"


def _replay_problem(spec: GameSpec, options: dict[str, Any], seed: int, policy: str, first: Session) -> str | None:
    if not first.finished:
        return "the game did not end"
    again = Session(spec, options, seed)
    again.autoplay(policy)
    if _events(again) != _events(first) or again.digest() != first.digest():
        return "the same seed gave a different game"
    quiet = Session(spec, options, seed, keep_events=False)
    quiet.autoplay(policy)
    if quiet.digest() != first.digest():
        return "the game differs when events are off (simulation) from when they are kept"
    return None


def _save_problem(first: Session, workdir: Path) -> str | None:
    problem = json_problem(first.game.snapshot(first.ctx, first.state))
    if problem:
        return f"the state cannot be saved: {problem}"
    loaded, _ = load_session(write_save(first, workdir / "check.json"))
    if loaded.digest() != first.digest():
        return "save, load and replay gave a different state"
    return None


def _undo_problem(spec: GameSpec, options: dict[str, Any], seed: int, first: Session) -> str | None:
    steps = min(UNDO_STEPS, len(first.inputs))
    if not steps:
        return None
    session = Session(spec, options, seed, inputs=first.inputs)
    end = session.digest()
    for _ in range(steps):
        session.undo()
    if session.digest() != Session(spec, options, seed, inputs=first.inputs[:-steps]).digest():
        return f"undo {steps} did not give the state of the game {steps} inputs earlier"
    for _ in range(steps):
        session.redo()
    if session.digest() != end:
        return f"undo {steps} then redo {steps} did not return to the same state"
    return None


def _returns_problem(start: Session, session: Session, methods: CheckedGame) -> str | None:
    """Calls what a front end calls, at the start (each command's example typed) and at the end of
    the game, and names every method that returned the wrong kind of value."""
    game, crashed = methods, []
    for probe in (start, session):
        ctx, state = probe.ctx, probe.state
        game.describe_board(ctx, state)
        game.draw_table(ctx, state)
        game.public_table(ctx, state)
        game.hidden_values(ctx, state)
        game.command_help()
        for command in game.commands(ctx, state):
            try:
                probe.parse_words((command.example or command.name).split())
            except IllegalAction:
                continue  # the example is not possible now: a refusal is fine
            except PluginFailure as exc:  # a wrong return type is named below; a crash is named here
                crashed.append(str(exc))
    seats = game.seats(session.options)
    found = [*methods.problems.values(), *(crashed[:1] if "parse_command" not in methods.problems else [])]
    score = session.hook.solobot_score(session.ctx, session.state)
    wrong_score = score_problem(score, seats)
    if wrong_score:
        found.append(wrong_score)
    elif not score.final:
        found.append("solobot_score is not final (Score(final=True)) once next_step returned None")
    return "; ".join(found) or None


#: keywords of ``Context.emit`` an author may mean, and the one the core reads
EMIT_LOOKALIKES = {"why": "reason", "because": "reason", "reasons": "reason", "rule_id": "rule", "rules": "rule",
                   "change": "changes", "changed": "changes", "who": "seat"}


def words_problem(session: Session) -> str | None:
    """An ``emit`` keyword that looks like one the core reads (``why=`` for ``reason=``), or a
    ``Score(winner=...)`` the core ignores: the game's winner differs from ``decide_winner``'s."""
    for event in session.events:
        stale = sorted(set(event.facts) & set(EMIT_LOOKALIKES))
        if stale:
            meant = EMIT_LOOKALIKES[stale[0]]
            rule = f" ({event.rule})" if event.rule else ""
            return (f"the {event.kind!r} event{rule} passes {stale[0]}= to emit, which keeps it as a plain fact; "
                    f"the core reads {meant}= (`why` shows the reason)")
    score = session.hook.solobot_score(session.ctx, session.state)
    if isinstance(score, Score) and score.final and score.winner is not None:
        decided = session.game.decide_winner(session.ctx, session.state, score.points)
        if decided != score.winner:
            return (f"solobot_score says the winner is {score.winner!r}, which the core ignores: it asks "
                    f"Game.decide_winner, which says {decided!r}; override decide_winner for the game's own rules")
    return None


def check_command_names(spec: GameSpec, report: CheckReport) -> None:
    """The game's typed commands must not hide behind the table's own commands."""
    from solobot.table.seat import TABLE_COMMANDS

    clashes = sorted(set(spec.game.command_help()) & set(TABLE_COMMANDS))
    detail = f"rename {', '.join(clashes)}: the table's own commands take precedence" if clashes else ""
    report.add("command names do not clash with the table's commands", not clashes, detail)


def run_check(spec: GameSpec, base_options: dict[str, Any], games: int, seed: int) -> CheckReport:
    """Run the conformance check of one game."""
    report = CheckReport()
    check_command_names(spec, report)
    with tempfile.TemporaryDirectory() as tmp:
        for options in option_sets(spec, base_options):
            label = options_as_words(dict(sorted(options.items()))) or "default options"
            try:  # only the options and components: the games below play the rest, a crash named there
                valid = validate_options(spec, options)
                spec.game.load_components(valid)
            except Exception as exc:
                report.add(f"{label} — components and options load", False, f"{type(exc).__name__}: {exc}")
                continue
            report.add(f"{label} — components and options load", True)
            chosen = valid.model_dump()
            for policy in sorted(spec.game.policies):
                found: dict[str, list[str]] = {aspect: [] for aspect in ASPECTS}
                for i in range(games):
                    game_seed = derive_seed(seed, "check", i)
                    try:
                        problems = _check_one(spec, chosen, policy, game_seed, Path(tmp))
                    except Exception as exc:
                        problems = {"plays": _raised(exc),
                                    **dict.fromkeys(ASPECTS[1:], "not checked: the game does not play through")}
                    for aspect, problem in problems.items():
                        found[aspect].append(f"seed {game_seed}: {problem}"
                                             + _replay_hint(spec, chosen, game_seed, policy, found[aspect]))
                for aspect, name in aspect_names(label, games, policy).items():
                    report.add(name, not found[aspect], "; ".join(found[aspect][:3]))
                check_physical(spec, chosen, policy, seed, label, report, Path(tmp))
                check_telling(spec, chosen, policy, games, seed, label, report)
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


def _replay_hint(spec: GameSpec, options: dict[str, Any], seed: int, policy: str, earlier: list[str]) -> str:
    """``; replay it: solobot play ...`` for the first failing game of an aspect."""
    return "" if earlier else f" — replay it: {replay_line(spec, options, seed, policy)}"


def check_telling(spec: GameSpec, options: dict[str, Any], policy: str, games: int, seed: int,
                  label: str, report: CheckReport) -> None:
    """Every bot step tells each change of the public table, and no narration names a hidden thing."""
    counted = f"{games} game{'s' if games != 1 else ''}"
    name = f"{label} — every table change told, nothing hidden said ({counted}, {policy} policy)"
    try:
        has_table = spec.game.public_table(*_probe_state(spec, options, seed)) is not None
    except Exception as exc:  # the game does not even start: its games' lines above say why
        report.add(name, False, f"not checked: the game does not start ({_raised(exc)})")
        return
    if not has_table:
        report.add(name, True, "skipped: the game declares no public_table (see docs/reference/hooks.md)")
        return
    problems: list[str] = []
    steps = 0
    for i in range(games):
        game_seed = derive_seed(seed, "check", i)
        try:
            found = watch_game(Session(spec, options, game_seed), policy)
        except Exception as exc:
            hint = _replay_hint(spec, options, game_seed, policy, problems)
            problems.append(f"seed {game_seed}: {_raised(exc)}{hint}")
            continue
        steps += found.steps
        hint = _replay_hint(spec, options, game_seed, policy, problems)
        problems += [f"seed {game_seed}: {p}" + (hint if n == 0 else "") for n, p in enumerate(found.problems)]
    report.add(name, not problems, "; ".join(problems[:3]) or f"{steps} steps watched")


def _probe_state(spec: GameSpec, options: dict[str, Any], seed: int) -> tuple[Any, Any]:
    probe = Session(spec, options, seed)
    return probe.ctx, probe.state
