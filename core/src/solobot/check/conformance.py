"""The conformance check behind ``solobot check``: does a game keep the contract?

For each option set (see :func:`option_sets`) and each opponent policy it plays
whole games and checks, one report line each: every game ends (within the game's
``step_limit``) without raising, and the same seed gives the same event log and
state, with events on or off; the state is JSON (a failure names the field and its
type) and a save loads and replays to the same digest; undo then redo of the last
inputs restore the digest; every game method returns its declared type; ``emit``'s
keywords and ``Score``'s winner are ones the core reads; every table change is told
and nothing hidden is said (:mod:`solobot.check.telling`); a game with physical dice
and draws, answered by a scripted person, ends, says why for every draw and replays
with nothing asked (:mod:`solobot.check.physical_check`). A failure names the seed and
the command that replays the game.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import tempfile
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from solobot.check.determinism import first_difference, game_attributes, has_suspects, likely_cause
from solobot.check.offered import check_offered
from solobot.check.physical_check import check_physical_game
from solobot.check.telling import watch_game
from solobot.engine.plugins import DutyCalls, default_registry
from solobot.engine.session import PluginFailure, Session, StepLimit, validate_options
from solobot.errors import IllegalAction
from solobot.game import Game, GameSpec, Score
from solobot.i18n import DEFAULT, N_, _, domain, ngettext
from solobot.options import options_as_words
from solobot.plaindata import json_problem
from solobot.returns import CheckedGame, checked_spec, score_problem
from solobot.storage.saves import load_session, write_save
from solobot.table.reading import told_by_input
from solobot.toolkit.seeds import derive_seed
from solobot.words import own_words


@dataclass
class CheckResult:
    """One line of the report.

    :ivar repeats: how many later checks failed with this same problem (reported here only).
    :ivar repeat: True for such a later check: the report prints it as part of its first line.
    """

    name: str
    ok: bool
    detail: str = ""
    repeats: int = 0
    repeat: bool = False


#: a game that differs from its own replay, and where it first differed
DIFFERENT_GAME = N_("the same seed gave a different game; {cause} (first difference: {difference})")


def problem_key(problem: str) -> str:
    """What makes two problems the same bug: their words, numbers (seeds, steps, points) and where
    a game first differed aside (in English, and in the language spoken)."""
    said = _(DIFFERENT_GAME)
    marker = said.split("{cause}")[-1].split("{difference}")[0] if "{cause}" in said else ""
    for where in {" (first difference: ", marker} - {""}:
        problem = problem.split(where)[0]
    return re.sub(r"\d+", "#", problem)


@dataclass
class CheckReport:
    """Every check made, in order; one problem is one failing line, however many checks it fails."""

    results: list[CheckResult] = field(default_factory=list)
    _first: dict[str, CheckResult] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """True when every check passed."""
        return all(r.ok for r in self.results)

    def add(self, name: str, ok: bool, detail: str = "", problems: list[str] | None = None) -> None:
        """Record one check; a failure whose every problem (by default its detail) was already
        reported, numbers aside (a seed, a step count), is kept as a repeat of the first such line."""
        result = CheckResult(name, ok, detail)
        keys = [problem_key(p) for p in (problems or [detail]) if p]
        if not ok and keys:
            seen = [self._first[k] for k in keys if k in self._first]
            if len(seen) == len(keys):
                seen[0].repeats += 1
                result.repeat = True
            for key in keys:
                self._first.setdefault(key, result)
        self.results.append(result)

    def lines(self) -> list[str]:
        """The report as printed: ``ok`` and ``FAIL`` lines, a repeated problem on its first line only."""
        shown = []
        for r in self.results:
            if r.repeat:
                continue
            line = f"{'ok  ' if r.ok else 'FAIL'} {r.name}"
            if r.detail:
                line = _("{line} — {detail}").format(line=line, detail=r.detail)
            if r.repeats:
                line = ngettext("{line} (the same in {count} more check)", "{line} (the same in {count} more checks)",
                                r.repeats).format(line=line, count=r.repeats)
            shown.append(line)
        return shown


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
ASPECTS = ("plays", "saves", "undo", "returns", "words", "derived")
#: how many inputs the undo check takes back, then redoes
UNDO_STEPS = 3


def aspect_names(label: str, games: int, policy: str) -> dict[str, str]:
    """The report line of each aspect of :data:`ASPECTS`."""
    against = ngettext("{count} game, {policy} policy", "{count} games, {policy} policy", games).format(
        count=games, policy=policy)
    return {
        "plays": ngettext("{label} — {count} game against the {policy} policy",
                          "{label} — {count} games against the {policy} policy", games).format(
            label=label, count=games, policy=policy),
        "saves": _("{label} — the state is JSON; save, load and replay restore its digest ({against})").format(
            label=label, against=against),
        "undo": _("{label} — undo {steps} then redo {steps} restore the digest ({against})").format(
            label=label, steps=UNDO_STEPS, against=against),
        "returns": _("{label} — every game method returns its declared type ({against})").format(
            label=label, against=against),
        "words": _("{label} — emit's and Score's words are the ones the core reads ({against})").format(
            label=label, against=against),
        "derived": _("{label} — the derived facts (ctx.derived) equal a fresh count after every step "
                     "({against})").format(label=label, against=against),
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
    """Play one game and check it; the problem found per aspect (see :data:`ASPECTS`). A game that
    does not play through, or not the same way twice, is one problem: its other aspects are not checked."""
    checked, methods = checked_spec(spec)
    default_registry().duty_calls(spec)  # the game's hooks, built from the game itself before its stand-in plays
    before = game_attributes(spec.game)
    try:
        first = Session(checked, options, seed)
        first.autoplay(policy)
    except Exception as exc:  # the game cannot be played through: what it returned may say why
        wrong = "; ".join(methods.problems.values())  # the likely cause: named first, the crash after it
        return {"plays": _("{problems}, so the game could not play through ({crash})").format(
            problems=wrong, crash=_raised(exc)) if wrong else _raised(exc)}
    try:
        replayed = _replay_problem(spec, options, seed, policy, first, before)
    except Exception as exc:
        replayed = _raised(exc)
    if replayed:
        return {"plays": replayed}
    checks: dict[str, Callable[[], str | None]] = {
        "saves": lambda: _save_problem(first, workdir),
        "undo": lambda: _undo_problem(spec, options, seed, first),
        "returns": lambda: _returns_problem(Session(checked, options, seed), first, methods),
        "words": lambda: words_problem(first),
        "derived": lambda: derived_problem(Session(spec, options, seed, keep_events=False), policy),
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


def _replay_problem(spec: GameSpec, options: dict[str, Any], seed: int, policy: str, first: Session,
                    before: dict[str, str] | None = None) -> str | None:
    if not first.finished:
        return _("the game did not end")
    again = Session(spec, options, seed)
    again.autoplay(policy)
    if _events(again) != _events(first) or again.digest() != first.digest():
        return _(DIFFERENT_GAME).format(cause=likely_cause(spec.game, before),
                                        difference=first_difference(_events(first), _events(again)))
    quiet, quiet_again = (Session(spec, options, seed, keep_events=False) for _twice in range(2))
    quiet.autoplay(policy)
    quiet_again.autoplay(policy)
    if quiet.digest() != quiet_again.digest() or (quiet.digest() != first.digest() and has_suspects(spec.game)):
        return _(DIFFERENT_GAME).format(cause=likely_cause(spec.game, before), difference=_("with events off"))
    if quiet.digest() != first.digest():
        return _("the game differs when events are off (simulation) from when they are kept; likely cause: rule "
                 "code that changes the state only `if ctx.narrating` (or only when events are kept)")
    return None


def _save_problem(first: Session, workdir: Path) -> str | None:
    problem = json_problem(first.game.snapshot(first.ctx, first.state))
    if problem:
        return _("the state cannot be saved: {problem}").format(problem=problem)
    loaded, _save = load_session(write_save(first, workdir / "check.json"))
    if loaded.digest() != first.digest():
        return _("save, load and replay gave a different state")
    return None


def _undo_problem(spec: GameSpec, options: dict[str, Any], seed: int, first: Session) -> str | None:
    steps = min(UNDO_STEPS, len(first.inputs))
    if not steps:
        return None
    session = Session(spec, options, seed, inputs=first.inputs)
    end = session.digest()
    for _step in range(steps):
        session.undo()
    if session.digest() != Session(spec, options, seed, inputs=first.inputs[:-steps]).digest():
        return ngettext("undo {steps} did not give the state of the game {steps} input earlier",
                        "undo {steps} did not give the state of the game {steps} inputs earlier", steps).format(
            steps=steps)
    for _step in range(steps):
        session.redo()
    if session.digest() != end:
        return _("undo {steps} then redo {steps} did not return to the same state").format(steps=steps)
    return None


def derived_problem(session: Session, policy: str) -> str | None:
    """The first step after which a derived fact of ``session`` (``ctx.derived``) differs from a fresh count,
    replayed from its setup and played out with ``policy``; None when every fact holds at every step."""
    hooks = session.hook = DutyCalls(session.pm)  # its own: the registry's are shared by every session
    found: list[str] = []
    steps = [0]

    def checked(hook: Callable[..., Any]) -> Callable[..., Any]:
        def call(ctx: Any, state: Any, *args: Any) -> Any:
            result = hook(ctx, state, *args)
            steps[0] += 1
            stale = ctx.derived.stale(state)
            if stale and not found:
                found.append(_("{facts}, kept in ctx.derived, differ from a fresh count after step {step} ({seat}); "
                               "likely cause: a rule that changes what they read without ctx.derived.drop").format(
                    facts=", ".join(stale), step=steps[0], seat=ctx.seat or "-"))
            return result

        return call

    for name in ("solobot_bot_turn", "solobot_cleanup", "solobot_resolve_action"):
        setattr(hooks, name, checked(getattr(hooks, name)))
    session._rebuild([])
    session.autoplay(policy)
    return found[0] if found else None


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
    for i in sorted({0, len(session.inputs) - 1}) if session.inputs else ():  # history's and undo's sentence
        game.describe_input(session.ctx, session.inputs[i], told_by_input(session, i))
    seats = game.seats(session.options)
    found = [*methods.problems.values(), *(crashed[:1] if "parse_command" not in methods.problems else [])]
    score = session.hook.solobot_score(session.ctx, session.state)
    wrong_score = score_problem(score, seats)
    if wrong_score:
        found.append(_("solobot_score: {problem}").format(problem=wrong_score))
    elif not score.final:
        found.append(_("solobot_score is not final (Score(final=True)) once next_step returned None"))
    return "; ".join(found) or None


#: keywords of ``Context.emit`` an author may mean, and the one the core reads
EMIT_LOOKALIKES = {"why": "reason", "because": "reason", "reasons": "reason", "rule_id": "rule", "rules": "rule",
                   "change": "changes", "changed": "changes", "who": "seat"}


def words_problem(session: Session) -> str | None:
    """An ``emit`` keyword that looks like one the core reads (``why=`` for ``reason=``), or a
    ``Score(winner=...)`` the core ignores: the game's winner differs from ``decide_winner``'s. When the
    game's own score agrees and a score add-on changed the points after it (a house rule), the add-on is
    named, with how to check the game without it."""
    for event in session.events:
        if event.reason is not None and not isinstance(event.reason, str):
            return _("the {kind!r} event passes reason= a {type}, not a str: a person reads it in `why`").format(
                kind=event.kind, type=type(event.reason).__name__)
        stale = sorted(set(event.facts) & set(EMIT_LOOKALIKES))
        if stale:
            meant = EMIT_LOOKALIKES[stale[0]]
            told = (_("the {kind!r} event ({rule}) passes {keyword}= to emit, which keeps it as a plain fact; the "
                      "core reads {meant}= (`why` shows the reason)") if event.rule else
                    _("the {kind!r} event passes {keyword}= to emit, which keeps it as a plain fact; the core reads "
                      "{meant}= (`why` shows the reason)"))
            return told.format(kind=event.kind, rule=event.rule, keyword=stale[0], meant=meant)
    score = session.hook.solobot_score(session.ctx, session.state)
    if not (isinstance(score, Score) and score.final and score.winner is not None):
        return None
    decided = session.game.decide_winner(session.ctx, session.state, score.points)
    if decided == score.winner:
        return None

    def disagrees(told: Any) -> bool:
        return (isinstance(told, Score) and told.winner is not None
                and session.game.decide_winner(session.ctx, session.state, told.points) != told.winner)

    caller = session.pm.hook.solobot_score
    addons = [impl.plugin for impl in caller.get_hookimpls() if impl.plugin_name.startswith("addon:")]
    kwargs = dict(zip(caller.spec.argnames, (session.ctx, session.state), strict=True))
    if addons and not disagrees(session.pm.subset_hook_caller("solobot_score", remove_plugins=addons)(**kwargs)):
        # the game's own score agrees with its decide_winner: an add-on changed the points after it (the first
        # that does so alone; else, together, the first of them)
        changer = next((addon for addon in addons if disagrees(session.pm.subset_hook_caller(
            "solobot_score", remove_plugins=[a for a in addons if a is not addon])(**kwargs))), addons[0])
        _kind, plugin, name = (session.pm.get_name(changer) or "addon::").split(":", 2)
        if plugin == session.spec.plugin:  # (blocking the plugin would leave out the game too)
            return _("the add-on {addon} changes the points after {game} named its winner {winner!r}, so they now "
                     "make {decided!r} the winner; {game} alone agrees with its decide_winner: the add-on is what to "
                     "mend, and it comes with {game} in plugin {plugin}, so blocking the plugin would leave out the "
                     "game too").format(addon=name, plugin=plugin, game=session.spec.name, winner=score.winner,
                                        decided=decided)
        return _("the add-on {addon} (plugin {plugin}) changes the points after {game} named its winner {winner!r}, "
                 "so they now make {decided!r} the winner; {game} alone agrees with its decide_winner: check it "
                 "without the add-on with SOLOBOT_BLOCK_PLUGINS={plugin}").format(
            addon=name, plugin=plugin, game=session.spec.name, winner=score.winner, decided=decided)
    return _("solobot_score says the winner is {winner!r}, which the core ignores: it asks "
             "Game.decide_winner, which says {decided!r}; override decide_winner for the game's own rules"
             ).format(winner=score.winner, decided=decided)


def check_command_names(spec: GameSpec, report: CheckReport) -> None:
    """The game's typed commands must not hide behind the table's own commands."""
    from solobot.table.seat import TABLE_COMMANDS

    clashes = sorted(set(spec.game.command_help()) & set(TABLE_COMMANDS))
    detail = _("rename {commands}: the table's own commands take precedence").format(
        commands=", ".join(clashes)) if clashes else ""
    report.add(_("command names do not clash with the table's commands"), not clashes, detail)


def check_languages(spec: GameSpec, report: CheckReport) -> None:
    """Every sentence the game can say exists in every language it declares, with the same placeholders."""
    from solobot.check.language_check import game_problems

    languages, problems = game_problems(spec.game)
    if not languages:
        return  # a game without a gettext domain, or with English only: nothing to compare
    shown = "; ".join(problems[:5])
    if len(problems) > 5:
        shown = _("{problems}; and {count} more").format(problems=shown, count=len(problems) - 5)
    report.add(_("every sentence in every language it declares ({languages})").format(languages=", ".join(languages)),
               not problems, shown)


#: each language a check names, in the language spoken ("in Italian", "auf Italienisch")
LANGUAGE_NAMES = {"it": N_("Italian"), "de": N_("German"), "en": N_("English")}


def declared_languages(spec: GameSpec) -> list[str]:
    """The languages other than English the game has a catalog of (none: English only)."""
    words = getattr(spec.game, "game_words", None)
    return [code for code in domain(words.domain).languages() if code != DEFAULT] if words and words.domain else []


def check_grammar(spec: GameSpec, options: dict[str, Any], policy: str, seed: int, label: str,
                  report: CheckReport) -> None:
    """One whole narrated game of the option set in each language the game declares: every line a person reads
    (narration, their inputs, a refusal, what an undo takes back, ``why``, help, the score) has each name in the
    form its preposition asks for and speaks to the person alone (:mod:`solobot.check.sentence_check`)."""
    from solobot.check.sentence_check import grammar_problems, transcript

    for code in declared_languages(spec):
        name = _("{label} — every sentence whole in {language} (a whole game, every line)").format(
            label=label, language=_(LANGUAGE_NAMES[code]) if code in LANGUAGE_NAMES else code)
        try:
            lines = transcript(spec, options, policy, derive_seed(seed, "grammar", 0), code)
        except Exception as exc:  # the game does not play: the games below say why
            report.add(name, False, _("not checked: {crash}").format(crash=_raised(exc)), [_raised(exc)])
            continue
        problems = grammar_problems(lines, code)
        shown = "; ".join(problems[:3])
        if len(problems) > 3:
            shown = _("{problems}; and {count} more").format(problems=shown, count=len(problems) - 3)
        report.add(name, not problems, shown or ngettext("{count} line read", "{count} lines read",
                                                         len(lines)).format(count=len(lines)), problems)


#: seeded games played first, quietly, to measure how long a game of this option set and policy is
PROBE_GAMES = 3
#: the check's step limit is this many times the longest of them...
LIMIT_FACTOR = 20
#: ...and never under this many steps
LIMIT_FLOOR = 200


class EndlessGame(Exception):
    """A probe game of :func:`measured_limit` that went past the game's own step limit."""

    def __init__(self, seed: int, line: str) -> None:
        super().__init__(line)
        self.seed = seed


class StepLimited:
    """A game with the check's own step limit (see :func:`measured_limit`); everything else is the game's."""

    def __init__(self, game: Any, step_limit: int, words: str) -> None:
        self._game = game
        self.step_limit = step_limit
        self.step_limit_words = words

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def measured_limit(spec: GameSpec, options: dict[str, Any], policy: str, seed: int,
                   given: int | None = None) -> GameSpec:
    """The game with the step limit its check plays under, so that an endless game fails in seconds.

    ``given`` (``check --step-limit``) wins; a game that sets its own ``step_limit`` keeps it;
    otherwise :data:`PROBE_GAMES` seeded games are played with events off, and the limit is
    :data:`LIMIT_FACTOR` times the longest (at least :data:`LIMIT_FLOOR`, at most the game's
    ``step_limit``). A probe game past the game's own limit raises :class:`EndlessGame`.
    """
    game = spec.game
    if given:
        return dataclasses.replace(spec, game=StepLimited(game, given, _("check --step-limit")))
    if game.step_limit != Game.step_limit:
        return spec
    longest = 0
    for i in range(PROBE_GAMES):
        game_seed = derive_seed(seed, "check", i)
        try:
            probe = Session(spec, options, game_seed, keep_events=False)
            probe.autoplay(policy)
        except StepLimit as exc:
            raise EndlessGame(game_seed, str(exc)) from None
        except Exception:  # a crash: the checked games below name it
            continue
        longest = max(longest, probe.steps)
    if not longest:
        return spec
    limit = min(game.step_limit, max(LIMIT_FLOOR, LIMIT_FACTOR * longest))
    words = _("{factor} × the longest of {count} seeded games, {longest} steps; check --step-limit N allows "
              "more").format(factor=LIMIT_FACTOR, count=PROBE_GAMES, longest=longest)
    return dataclasses.replace(spec, game=StepLimited(game, limit, words))


def run_check(spec: GameSpec, base_options: dict[str, Any], games: int, seed: int,
              step_limit: int | None = None) -> CheckReport:
    """Run the conformance check of one game (``step_limit``: see :func:`measured_limit`)."""
    report = CheckReport()
    check_command_names(spec, report)
    check_languages(spec, report)
    default_registry().duty_calls(spec)  # the game's hooks, built from the game itself before a stand-in plays
    with tempfile.TemporaryDirectory() as tmp:
        for options in option_sets(spec, base_options):
            label = options_as_words(dict(sorted(options.items())), own_words(spec.game)) or _("default options")
            loads = _("{label} — components and options load").format(label=label)
            try:  # only the options and components: the games below play the rest, a crash named there
                valid = validate_options(spec, options)
                spec.game.load_components(valid)
            except Exception as exc:
                report.add(loads, False, f"{type(exc).__name__}: {exc}")
                continue
            report.add(loads, True)
            chosen = valid.model_dump()
            for policy in sorted(spec.game.policies):
                check_policy(spec, chosen, policy, games, seed, label, report, Path(tmp), step_limit)
    return report


def check_policy(spec: GameSpec, options: dict[str, Any], policy: str, games: int, seed: int, label: str,
                 report: CheckReport, workdir: Path, step_limit: int | None = None) -> None:
    """Every line of one option set against one opponent policy."""
    names = aspect_names(label, games, policy)
    try:
        limited = measured_limit(spec, options, policy, seed, step_limit)
    except EndlessGame as exc:  # endless: the one problem of these games
        report.add(names["plays"], False, _seed_line(spec, options, policy, exc.seed, str(exc)), [str(exc)])
        return
    found: dict[str, Found] = {aspect: Found() for aspect in ASPECTS}
    for i in range(games):
        game_seed = derive_seed(seed, "check", i)
        try:
            problems = _check_one(limited, options, policy, game_seed, workdir)
        except Exception as exc:
            problems = {"plays": _raised(exc)}
        for aspect, problem in problems.items():
            found[aspect].add(problem, game_seed)
    if found["plays"]:  # a game that does not play through, or not the same way twice: the rest would follow
        report.add(names["plays"], False, _("{problems}; fix this first: the other checks of these games wait for "
                                            "it").format(problems=found["plays"].detail(spec, options, policy)),
                   found["plays"].keys())
        return
    for aspect, name in names.items():
        report.add(name, not found[aspect], found[aspect].detail(spec, options, policy), found[aspect].keys())
    check_physical(limited, options, policy, seed, label, report, workdir)
    check_telling(limited, options, policy, games, seed, label, report)
    if policy == min(spec.game.policies):  # one policy's game is enough to read every sentence, and to try offers
        check_offered(limited, options, policy, games, seed, label, report,
                      lambda at, problem, more: _seed_line(spec, options, policy, at, problem, more))
        check_grammar(limited, options, policy, seed, label, report)


@dataclass
class Found:
    """The problems of one report line, each once (see :func:`problem_key`) with the seeds that showed it."""

    problems: dict[str, tuple[str, list[int]]] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.problems)

    def add(self, problem: str, seed: int) -> None:
        """One game's problem."""
        self.problems.setdefault(problem_key(problem), (problem, []))[1].append(seed)

    def keys(self) -> list[str]:
        """What the line's problems are, for :meth:`CheckReport.add`."""
        return list(self.problems)

    def detail(self, spec: GameSpec, options: dict[str, Any], policy: str, shown: int = 3) -> str:
        """The first few problems, each with its first seed, how many more games and its replay command."""
        return "; ".join(_seed_line(spec, options, policy, seeds[0], problem, len(seeds) - 1)
                         for problem, seeds in list(self.problems.values())[:shown])


def _seed_line(spec: GameSpec, options: dict[str, Any], policy: str, seed: int | None, problem: str,
               more: int = 0) -> str:
    """``seed 7: the problem — replay it: solobot play ...`` (and how many more games had it)."""
    if more:
        problem = ngettext("{problem} (and {count} more game)", "{problem} (and {count} more games)", more).format(
            problem=problem, count=more)
    if seed is None:
        return problem
    return _("seed {seed}: {problem} — replay it: {command}").format(seed=seed, problem=problem,
                                                                    command=replay_line(spec, options, seed, policy))


def check_physical(spec: GameSpec, options: dict[str, Any], policy: str, seed: int, label: str,
                   report: CheckReport, workdir: Path) -> None:
    """One game with physical dice and draws, answered by a scripted person
    (see :mod:`solobot.check.physical_check`)."""
    game_seed = derive_seed(seed, "check-physical", 0)
    try:
        problem = check_physical_game(spec, options, policy, game_seed, workdir)
    except Exception as exc:
        problem = _raised(exc)
    name = _("{label} — a game with physical dice and draws scripted ({policy} policy)").format(label=label,
                                                                                                   policy=policy)
    report.add(name, problem is None, _seed_line(spec, options, policy, game_seed, problem) if problem else "",
               [problem or ""])


def check_telling(spec: GameSpec, options: dict[str, Any], policy: str, games: int, seed: int,
                  label: str, report: CheckReport) -> None:
    """Every bot step tells each change of the public table, and no narration names a hidden thing."""
    name = ngettext("{label} — every table change told, nothing hidden said ({count} game, {policy} policy)",
                    "{label} — every table change told, nothing hidden said ({count} games, {policy} policy)",
                    games).format(label=label, count=games, policy=policy)
    try:
        has_table = spec.game.public_table(*_probe_state(spec, options, seed)) is not None
    except Exception as exc:  # the game does not even start: its games' lines above say why
        report.add(name, False, _("not checked: the game does not start ({crash})").format(crash=_raised(exc)),
                   [_raised(exc)])
        return
    if not has_table:
        report.add(name, True, _("skipped: the game declares no public_table (see docs/reference/hooks.md)"))
        return
    found = Found()
    steps = 0
    for i in range(games):
        game_seed = derive_seed(seed, "check", i)
        try:
            watched = watch_game(Session(spec, options, game_seed), policy)
        except Exception as exc:
            found.add(_raised(exc), game_seed)
            continue
        steps += watched.steps
        for problem in watched.problems:
            found.add(problem, game_seed)
    watched_steps = ngettext("{count} step watched", "{count} steps watched", steps).format(count=steps)
    report.add(name, not found, found.detail(spec, options, policy) or watched_steps, found.keys())


def _probe_state(spec: GameSpec, options: dict[str, Any], seed: int) -> tuple[Any, Any]:
    probe = Session(spec, options, seed)
    return probe.ctx, probe.state
