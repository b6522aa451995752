"""Finding and loading plugins, one entry point at a time.

Entry points of the group ``solobot`` are loaded one by one. A plugin that
fails to import, registers invalid hooks, or fails while registering its games
is recorded with the reason and left out; the others keep working.

Environment:

``SOLOBOT_LOAD_PLUGINS``
    comma list of plugin names to load (entry-point or distribution names);
    set but empty loads none.
``SOLOBOT_BLOCK_PLUGINS``
    comma list of plugin names never to load.
``SOLOBOT_PLUGIN_TIMEOUT``
    the seconds all plugins together may take to load (default 10; a number from 0 to 86400, read
    as every number is, :mod:`solobot.numbers`: another value is one line, and the default is used).

While entry points load, standard input is ``/dev/null``; a plugin proved to end or hang the
process (never a run that was killed or short) is skipped on later runs until ``solobot plugins
--retry NAME`` (or ``all``); the threads a plugin starts do not keep solobot from exiting; what a
plugin changes in solobot or the standard library is named by ``solobot plugins`` (see
:mod:`solobot.engine.loadguard`).
"""

from __future__ import annotations

import atexit
import contextlib
import difflib
import inspect
import math
import operator
import os
import re
import secrets
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

import pluggy

from solobot import hookspecs
from solobot.engine.bounded import StillRunning, run_within
from solobot.engine.entry_point import GROUP, Registrations
from solobot.engine.loadguard import Remembered, hang_proof, identities, new_threads, no_stdin, patched
from solobot.engine.paths import app_dir
from solobot.errors import PluginProblem
from solobot.game import AddonSpec, GameSpec
from solobot.i18n import N_, _, ngettext
from solobot.numbers import NotANumber, decimal_number
from solobot.safetext import printable

#: the command line's own command names, which a plugin's command cannot take (the CLI names them here)
RESERVED_COMMANDS: set[str] = set()


class PluginError(PluginProblem):
    """A plugin problem that must stop the command (one clear line)."""


@dataclass
class PluginInfo:
    """One installed plugin as ``solobot plugins`` shows it."""

    name: str
    dist: str = ""
    version: str = ""
    status: str = "loaded"  # loaded | failed | blocked | not selected | skipped | not needed (not loaded yet)
    error: str = ""
    hooks: list[str] = field(default_factory=list)
    games: list[str] = field(default_factory=list)
    game_hooks: dict[str, list[str]] = field(default_factory=dict)
    addons: list[str] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)
    #: commands it adds that solobot's own commands of the same name shadow (left out, warned about)
    shadowed: list[str] = field(default_factory=list)
    #: functions of solobot or the standard library it replaced while it loaded (``json.dumps``)
    patches: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """Plain data for ``--json``."""
        return dict(self.__dict__)


def _names(var: str) -> set[str] | None:
    value = os.environ.get(var)
    if value is None:
        return None
    return {part.strip() for part in value.split(",") if part.strip()}


def _entry_points() -> list[metadata.EntryPoint]:
    return sorted(metadata.entry_points(group=GROUP), key=lambda ep: ep.name)


def new_manager() -> pluggy.PluginManager:
    """A plugin manager that knows every solobot hook spec."""
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    return pm


def _hook_names(pm: pluggy.PluginManager, plugin: object) -> list[str]:
    return sorted({caller.name for caller in pm.get_hookcallers(plugin) or []})


def _implemented(obj: object, name: str | None = None) -> list[str]:
    """The hooks an object (a game or an add-on) implements, each checked against its spec.

    :raises pluggy.PluginValidationError: a hook that is not a solobot hook, takes
        arguments its spec does not have, or is declared a wrapper but is no generator.
    """
    probe = new_manager()
    probe.register(obj, name=name)
    probe.check_pending()
    return _hook_names(probe, obj)


def _one_line(exc: BaseException, plugin: str = "") -> str:
    """An exception's message on one line; pluggy's validation errors (a typo in a hook's name or
    argument, a wrapper that does not yield) become one line naming the plugin, the hook and the
    offending argument, without object addresses."""
    text = str(exc)
    who = f"plugin {plugin}: " if plugin else ""
    unknown = re.match(r"unknown hook '(\w+)' in plugin", text)
    if unknown:
        name = unknown.group(1)
        near = difflib.get_close_matches(name, HOOK_NAMES, n=1)
        hint = f"; did you mean {near[0]}?" if near else f"; the hooks are {', '.join(HOOK_NAMES)}"
        return f"{who}{name} is not a solobot hook (a typo in its name?){hint}"
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    hook = re.match(r"Plugin .* for hook '(\w+)'$", lines[0]) if lines else None
    if not hook or len(lines) < 2:
        return "; ".join(lines)
    name, reason = hook.group(1), lines[-1]
    extra = re.match(r"Argument\(s\) (\{.*\}) are declared in the hookimpl", reason)
    if extra:
        wrong = ", ".join(sorted(re.findall(r"'(\w+)'", extra.group(1))))
        takes = ", ".join(hookspecs_arguments(name)) or "no arguments"
        return (f"{who}{name} takes an argument its hook does not have: {wrong} "
                f"(a typo? {name} may take {takes}, in any order and any of them)")
    if "not a generator function" in reason:
        return f"{who}{name} is declared wrapper=True but does not yield: a wrapper is a generator (score = yield)"
    return f"{who}{name}: {reason}"


def hookspecs_arguments(name: str) -> list[str]:
    """The argument names of the solobot hook ``name`` (empty for an unknown one)."""
    spec = getattr(hookspecs, name, None)
    return list(inspect.signature(spec).parameters) if callable(spec) else []


#: every solobot hook, for the "did you mean" of a misspelt one
HOOK_NAMES = sorted(name for name in dir(hookspecs)
                    if name.startswith("solobot_") and callable(getattr(hookspecs, name)))


def _unmatched(names: set[str] | None, known: set[str]) -> list[str]:
    return sorted((names or set()) - known)


class CommandCollector:
    """What ``solobot_register_commands`` receives as ``cli``: it keeps the commands added."""

    def __init__(self) -> None:
        self.commands: dict[str, Any] = {}

    def add_command(self, command: Any, name: str | None = None) -> None:
        """Add a click command (under ``name``, or its own name)."""
        self.commands[name or command.name] = command


#: why an installed plugin was not loaded, as told to a person who asks for its game
NOT_LOADED = {
    "blocked": N_("blocked by SOLOBOT_BLOCK_PLUGINS"),
    "not selected": N_("not listed in SOLOBOT_LOAD_PLUGINS"),
    "skipped": N_("skipped, as it ended or hung solobot while it loaded (`solobot plugins --retry NAME` tries it "
                  "again)"),
}


def _seconds(value: float) -> str:
    return f"{value:g}"


def _warn(line: str) -> None:
    """One warning line on stderr, at any moment (the process may be ending, its stderr closed)."""
    with contextlib.suppress(Exception):
        sys.stderr.write(f"Warning: {line}\n")
        sys.stderr.flush()


def _still_loading(name: str) -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == f"solobot loading {name}" and t.is_alive()]


#: the seconds solobot waits at its end, saying nothing, for a plugin still loading (most finish within it)
QUIET_WAIT = 1.0


def _judge_at_exit(remembered: Remembered, hung: list[tuple[str, str, float]], budget: float) -> None:
    """At the end of the process, the plugins past the load budget (``(name, version, when it started)``)
    that are still loading are given :func:`~solobot.engine.loadguard.hang_proof` seconds from their start, said
    in one line; one still loading then hangs, is remembered, and is said in one line. One that finishes
    (a slow first import, a short budget) is not remembered; nor is any when the wait is interrupted."""
    proof = hang_proof(budget)

    def wait_for(still: list[tuple[str, str, float]], until: float) -> list[tuple[str, str, float]]:
        for name, _version, started in still:
            for thread in _still_loading(name):
                thread.join(max(0.0, min(until, started + proof) - time.monotonic()))
        return [(name, version, started) for name, version, started in still if _still_loading(name)]

    def at_exit() -> None:
        still = [(name, version, started) for name, version, started in hung if _still_loading(name)]
        end = max((started + proof for _name, _version, started in still), default=0.0)
        try:
            still = wait_for(still, time.monotonic() + QUIET_WAIT)  # (most finish at once: nothing to say)
            if still and end > time.monotonic():
                _warn(ngettext("waiting up to {seconds} s for plugin {names}, still loading, to tell a slow start "
                               "from a hang (Ctrl-C: do not wait)",
                               "waiting up to {seconds} s for plugins {names}, still loading, to tell a slow start "
                               "from a hang (Ctrl-C: do not wait)", len(still)).format(
                    seconds=math.ceil(end - time.monotonic()), names=", ".join(name for name, _v, _s in still)))
                still = wait_for(still, end)
        except KeyboardInterrupt:
            return
        proved = [(name, version) for name, version, _started in still if _still_loading(name)]
        for name, version in proved:
            remembered.skip(name, version, "hung", seconds=proof)
        if proved:
            names = ", ".join(name for name, _version in proved)
            _warn(ngettext("plugin {names} did not finish loading in {seconds} s: it hangs, and is skipped from now "
                           "on (to try it again: {retry})",
                           "plugins {names} did not finish loading in {seconds} s: they hang, and are skipped from "
                           "now on (to try them again: {retry})", len(proved)).format(
                names=names, seconds=_seconds(proof), retry=retry_hint(",".join(name for name, _v in proved))))

    atexit.register(at_exit)


def skipped_why(entry: Mapping[str, Any]) -> str:
    """Why a plugin is skipped, from its entry in the remembered file (as ``solobot plugins`` shows it)."""
    if entry.get("proved") == "hung":
        return _("it did not finish loading in {seconds} s").format(seconds=_seconds(float(entry.get("seconds", 0))))
    return _("it ended solobot while it loaded ({how})").format(how=_ended_how(entry))


def _ended_how(entry: Mapping[str, Any]) -> str:
    if isinstance(entry.get("signal"), str):
        return _("signal {signal}").format(signal=entry["signal"])
    return _("exit code {code}").format(code=entry.get("code", "?"))


#: the seconds a child process is given to start Python and solobot before it loads the plugin it checks
PROBE_START = 5.0
#: the code a child process runs to check one plugin (see :func:`probe_in_child`)
PROBE_CODE = "import sys; from solobot.engine.plugins import probe; probe(sys.argv[1], float(sys.argv[2]), sys.argv[3])"


def probe_in_child(name: str, limit: float) -> dict[str, Any] | None:
    """Load the plugin ``name`` alone in a child process, for ``limit`` seconds: how it ended that process
    (``{"code": 3}``, ``{"signal": "SIGSEGV"}``) when it did, else None: it loaded, failed as Python code
    fails, was still loading at the limit, or the child could not be started. A process that ended while
    the plugin loaded may have been killed by the person or the machine: only this proves it was the plugin."""
    token = secrets.token_hex(16)
    try:
        done = subprocess.run([sys.executable, "-c", PROBE_CODE, name, repr(limit), token], stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=limit + PROBE_START)
    except (subprocess.TimeoutExpired, OSError, ValueError):
        return None
    if token.encode() in done.stdout:
        return None
    if done.returncode < 0:
        with contextlib.suppress(ValueError):
            return {"signal": signal.Signals(-done.returncode).name}
        return {"signal": str(-done.returncode)}
    return {"code": done.returncode}


def probe(name: str, limit: float, token: str) -> None:
    """In the child process of :func:`probe_in_child`: load ``name`` (its import, registration and commands),
    then say ``token`` and end, whatever the plugin's threads do."""
    registry = Registry(entry_points=False)
    registry._deadline = time.monotonic() + limit
    for ep in _entry_points():
        if ep.name == name:
            with no_stdin():
                registry._load_one(PluginInfo(name), ep.load)
            break
    with contextlib.suppress(Exception):
        os.write(1, token.encode())
    os._exit(0)


def retry_hint(name: str) -> str:
    """How a skipped plugin (or several, ``a,b``) is tried again."""
    return f"solobot plugins --retry {name}"


class DutyCalls:
    """The five duty hooks of one game session, called with the spec's arguments in order.

    A hook with a single plain implementation (the game's, with no add-on wrapping it)
    is called directly: pluggy's call loop would only forward the arguments, and going
    through it costs about a fifth of a simulated game (see docs/benchmarks.md). Any
    other hook is called through pluggy. Built once per game's manager (see
    :meth:`Registry.duty_calls`), so it never goes stale.

    :param direct: False sends every call through pluggy (so hook monitoring sees it).
    """

    __slots__ = hookspecs.DUTY_HOOKS

    def __init__(self, pm: pluggy.PluginManager, direct: bool = True) -> None:
        for name in hookspecs.DUTY_HOOKS:
            setattr(self, name, _call(getattr(pm.hook, name), direct))


def _call(caller: Any, direct: bool) -> Callable[..., Any]:
    """The hook as a function of the spec's arguments in order (see :class:`DutyCalls`)."""
    names = tuple(caller.spec.argnames)
    impls = caller.get_hookimpls()
    if direct and len(impls) == 1 and not (impls[0].hookwrapper or impls[0].wrapper):
        function = impls[0].function
        if tuple(impls[0].argnames) == names:
            return function
        picks = [names.index(arg) for arg in impls[0].argnames]
        if len(picks) == 1:
            only = picks[0]
            return lambda *args: function(args[only])
        pick = operator.itemgetter(*picks)  # the arguments it names, in its order
        return lambda *args: function(*pick(args))
    return lambda *args: caller(**dict(zip(names, args, strict=True)))


def failing_hook(pm: pluggy.PluginManager, exc: BaseException) -> tuple[str, str] | None:
    """``(plugin, hook)`` of the duty-hook implementation that raised ``exc`` (the innermost), or None."""
    codes = {
        impl.function.__code__: (impl.plugin_name, name)
        for name in hookspecs.DUTY_HOOKS
        for impl in getattr(pm.hook, name).get_hookimpls()
    }
    found = None
    tb = exc.__traceback__
    while tb is not None:
        found = codes.get(tb.tb_frame.f_code, found)
        tb = tb.tb_next
    return found


def plugin_method(exc: BaseException, game: object) -> str | None:
    """The method of ``game`` solobot called when ``exc`` was raised (``describe_board``), or None.

    The outermost frame of the traceback in the game's own package: the game method solobot
    called, whatever it called in turn. None when the game's code is not in the traceback.
    """
    top = sys.modules.get(type(game).__module__.split(".")[0])
    where = getattr(top, "__file__", None)
    if not where:
        return None
    root = os.path.dirname(where) + os.sep if os.path.basename(where) == "__init__.py" else where
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename.startswith(root):
            return code.co_name
        tb = tb.tb_next
    return None


class PluginOutput:
    """Where a plugin's ``print`` goes while solobot's stdout is protected: stderr, each line named.

    So ``--json`` on stdout stays one valid JSON document whatever a plugin prints.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self._fresh = True

    def write(self, text: str) -> int:
        err = sys.stderr
        for part in text.splitlines(keepends=True):
            err.write((f"[plugin {self.name}] " if self._fresh else "") + part)
            self._fresh = part.endswith("\n")
        return len(text)

    def flush(self) -> None:
        sys.stderr.flush()

    def isatty(self) -> bool:
        return False


def protect_stdout(name: str) -> contextlib.AbstractContextManager[Any]:
    """``with protect_stdout("pig"):`` — what plugin ``name`` prints goes to stderr, named."""
    return contextlib.redirect_stdout(PluginOutput(name))  # type: ignore[type-var]


#: the seconds all plugins together may take to import and register (SOLOBOT_PLUGIN_TIMEOUT overrides)
LOAD_TIMEOUT = 10.0
#: the seconds a plugin still gets once the others have spent the time (at most LOAD_TIMEOUT)
LAST_CHANCE = 1.0


class PluginTimeout(Exception):
    """A plugin that did not finish loading within the time limit."""


class RaisedWhileLoading(Exception):
    """A ``KeyboardInterrupt``, ``GeneratorExit`` or ``BaseException`` of its own that a plugin raised while it
    loaded. It came from the loading thread, so it is no Ctrl-C of the person (Python hands a signal to the main
    thread only): it fails that plugin alone, where it ended every command ("Interrupted.") or showed a traceback."""

    def __init__(self, raised: BaseException) -> None:
        super().__init__(str(raised))
        self.kind = type(raised).__name__


def _escaped(text: str) -> str:
    """A plugin's title or summary with its control characters escaped (an OSC 52 clipboard write, a screen clear),
    wherever it is shown; as given when it holds none."""
    safe = printable(str(text))
    return text if safe == text else safe


def _raised(exc: BaseException) -> str:
    """What a plugin raised while it loaded, as its problem line says it (``KeyError: 'x'``)."""
    return f"{exc.kind if isinstance(exc, RaisedWhileLoading) else type(exc).__name__}: {exc}"


#: the most seconds SOLOBOT_PLUGIN_TIMEOUT may give (a day; a thread cannot be waited for forever)
MOST_TIMEOUT = 86400.0


def load_budget() -> tuple[float, str | None]:
    """SOLOBOT_PLUGIN_TIMEOUT, read as every number is (:mod:`solobot.numbers`): the seconds all plugins share,
    and the one line saying why the default is used instead (``inf``, ``nan``, ``-1``, ``1e9``), or None."""
    text = os.environ.get("SOLOBOT_PLUGIN_TIMEOUT", "")
    if not text.strip():
        return LOAD_TIMEOUT, None
    try:
        return decimal_number(text, 0, MOST_TIMEOUT), None
    except NotANumber as exc:
        return LOAD_TIMEOUT, _("SOLOBOT_PLUGIN_TIMEOUT: {problem}; the default of {seconds} s is used").format(
            problem=exc, seconds=_seconds(LOAD_TIMEOUT))


def _load_timeout() -> float:
    return load_budget()[0]


def within_limit(name: str, work: Callable[[], Any], deadline: float | None = None) -> Any:
    """``work()`` (a plugin's import or registration) with its stdout protected and a time limit:
    until ``deadline`` (a ``time.monotonic()``, the time all plugins share), and at least
    :data:`LAST_CHANCE` seconds once it is past.

    It runs in a daemon thread: a plugin that hangs is left behind (it cannot be stopped), the
    command goes on without it, and the process still exits. :raises PluginTimeout: too slow.
    """
    budget = _load_timeout()
    if deadline is None:
        deadline = time.monotonic() + budget
    limit = max(deadline - time.monotonic(), min(LAST_CHANCE, budget))

    def guarded() -> Any:
        try:
            return work()
        except (Exception, SystemExit):
            raise
        except BaseException as exc:  # (raised by the plugin itself, in this thread: see RaisedWhileLoading)
            raise RaisedWhileLoading(exc) from exc

    try:
        with protect_stdout(name):
            return run_within(limit, guarded, f"solobot loading {name}")
    except StillRunning:
        raise PluginTimeout(f"did not finish loading within {budget:g} s (the time all plugins share; "
                            "SOLOBOT_PLUGIN_TIMEOUT sets it)") from None


#: the game methods that take the session's context first, with how many arguments they take
CONTEXT_METHODS = {
    "next_step": "ctx, state", "parse_command": "ctx, state, seat, words", "commands": "ctx, state",
    "describe_board": "ctx, state", "draw_table": "ctx, state", "snapshot": "ctx, state",
    "narrate": "ctx, event", "public_table": "ctx, state", "hidden_values": "ctx, state",
    "decide_winner": "ctx, state, points", "tell_result": "ctx, state, score",
}


def contract_problem(spec: GameSpec) -> str | None:
    """Why a game was written for an older contract (callbacks without the context), naming every
    such method at once; or None."""
    outdated = []
    for method, wanted in CONTEXT_METHODS.items():
        try:
            params = inspect.signature(getattr(spec.game, method)).parameters
        except (TypeError, ValueError, AttributeError):
            continue
        positional = [p for p in params.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        if not any(p.kind == p.VAR_POSITIONAL for p in params.values()) and len(positional) < wanted.count(",") + 1:
            outdated.append(f"{method}({wanted})")
    if not outdated:
        return None
    return (f"game {spec.name!r} was written for an older solobot: {len(outdated)} method"
            f"{'s' if len(outdated) > 1 else ''} must take the context first: {', '.join(outdated)}; "
            "see docs/reference/hooks.md")


def options_problem(spec: GameSpec) -> str | None:
    """Why a game's options cannot be shown (one line): a name, a choice, a default or a help text holding a
    control character (click prints them as they are: a choice 'x\\x1b[2Jy' clears the screen); or None."""
    from solobot.options import option_choices
    from solobot.safetext import unsafe_character

    try:
        fields = spec.options.model_fields.items()
    except AttributeError:
        return None
    for name, option in fields:
        choices, _multiple = option_choices(option.annotation)
        for what, text in [("name", name), ("help", option.description or ""), ("default", str(option.default)),
                           *(("choice", choice) for choice in choices or [])]:
            found = next(filter(None, map(unsafe_character, text)), None)
            if found:
                return (f"game {spec.name!r}: its option {printable(name)} has a {what} holding {found}, which "
                        "solobot does not show")
    return None


class Registry:
    """The installed games and add-ons, loaded on first use.

    :param extra: plugin objects to register as if installed (tests, local
        development), by name.
    :param entry_points: whether to load installed entry points.
    """

    def __init__(self, extra: dict[str, object] | None = None, entry_points: bool = True):
        self.pm = new_manager()
        self.plugins: list[PluginInfo] = []
        self.games: dict[str, GameSpec] = {}
        self.addons: list[AddonSpec] = []
        self._extra = dict(extra or {})
        #: commands added by plugins through ``solobot_register_commands``, by name
        self.commands: dict[str, Any] = {}
        self._managers: dict[str, pluggy.PluginManager] = {}
        self._calls: dict[str, DutyCalls] = {}
        self._use_entry_points = entry_points
        self._loaded = False
        #: game name -> the plugins that register it (when more than one does)
        self.clashes: dict[str, list[str]] = {}
        #: problems with the selection variables (a name that matches no plugin), told once
        self.warnings: list[str] = []
        #: when the time all plugins share to load is up (set by :meth:`load`)
        self._deadline: float | None = None
        #: the plugins that did not finish loading in time
        self._hung: set[str] = set()
        #: the seconds all plugins share to load (SOLOBOT_PLUGIN_TIMEOUT, set by :meth:`load`)
        self._budget = LOAD_TIMEOUT
        #: the seconds spent loading so far (a plugin loaded later has what is left of the budget)
        self._spent = 0.0
        #: the plugins selected but not loaded yet (None: nothing looked at yet; see :meth:`load_for`)
        self._waiting: list[tuple[metadata.EntryPoint, PluginInfo]] | None = None
        #: how many of :attr:`warnings` have been told
        self._told = 0
        #: the games :meth:`load_for` has loaded the plugins of
        self._loaded_for: set[str] = set()

    # -- loading ---------------------------------------------------------
    def load(self) -> Registry:
        """Load every selected plugin once; failures are recorded, not raised."""
        return self._load(None)

    def load_for(self, game: str) -> Registry:
        """Load what sessions of ``game`` need, for a command that names one game (``simulate pig``): the plugin
        named after it, every plugin that registered it or an add-on for it when it last loaded, and every plugin
        not seen loading since it last changed (:class:`~solobot.engine.entry_point.Registrations`). So two
        plugins registering one game still clash, and a broken plugin still says why; the others wait for
        :meth:`load`."""
        return self._load(game)

    def _load(self, game: str | None) -> Registry:
        if self._loaded or game in self._loaded_for:  # (asked for at every game a run plays: nothing to do)
            return self
        if game is not None:
            self._loaded_for.add(game)
        first = self._waiting is None
        if first:
            allow, block = _names("SOLOBOT_LOAD_PLUGINS"), _names("SOLOBOT_BLOCK_PLUGINS") or set()
            self._budget, problem = load_budget()
            if problem and self._use_entry_points:
                self.warnings.append(problem)
            self._waiting = self._selected(allow, block) if self._use_entry_points else []
        if self._waiting:
            self._load_entry_points(game)
        self._loaded = not self._waiting
        if first:
            for name, plugin in self._extra.items():
                info = PluginInfo(name)
                self.plugins.append(info)
                self._load_one(info, lambda plugin=plugin: plugin)
            self._check_selection(allow, block)
        self._tell_warnings()
        return self

    def _selected(self, allow: set[str] | None, block: set[str]) -> list[tuple[metadata.EntryPoint, PluginInfo]]:
        """Every installed plugin in :attr:`plugins`, in the order of their names; those to load (neither blocked,
        nor left out of SOLOBOT_LOAD_PLUGINS, nor skipped for ending or hanging solobot: one line) with their
        information, still ``"not needed"`` until they load."""
        skipped = Remembered().skipped()
        waiting = []
        for ep in _entry_points():
            dist = ep.dist.name if ep.dist else ""
            info = PluginInfo(ep.name, dist, ep.dist.version if ep.dist else "", status="not needed")
            self.plugins.append(info)
            entry = skipped.get(ep.name)
            if {ep.name, dist} & block:
                info.status = "blocked"
            elif allow is not None and not {ep.name, dist} & allow:
                info.status = "not selected"
            elif entry is not None and entry.get("version", "") == info.version:
                self._skip(info, entry)
            else:
                waiting.append((ep, info))
        return waiting

    def _load_entry_points(self, game: str | None) -> None:
        """The installed plugins still waiting (all, or those ``game`` needs), standard input ``/dev/null``
        meanwhile. A suspect (a process ended while it loaded) is loaded alone in a child process first, and
        skipped only if that ends too (one line); one past the budget is judged at the end of the process
        (:func:`_judge_at_exit`)."""
        remembered = Remembered()
        skipped, suspects = remembered.skipped(), remembered.suspects()
        registrations = Registrations(app_dir())
        keys = {ep.name: registrations.key(ep.name, ep.value, info.dist, info.version) for ep, info in self._waiting}
        needed = [game is None or registrations.needed(ep.name, keys[ep.name], game) for ep, _info in self._waiting]
        now = [pair for pair, wanted in zip(self._waiting, needed, strict=True) if wanted]
        self._waiting = [pair for pair, wanted in zip(self._waiting, needed, strict=True) if not wanted]
        hung: list[tuple[str, str, float]] = []
        self._deadline = time.monotonic() + max(0.0, self._budget - self._spent)
        began = time.monotonic()
        with no_stdin(), remembered.watching():
            for ep, info in now:
                info.status = "loaded"
                if suspects.get(ep.name) == info.version:
                    ended = probe_in_child(ep.name, max((self._deadline or 0) - time.monotonic(), LAST_CHANCE))
                    if ended:
                        remembered.skip(ep.name, info.version, "ended", **ended)
                        self._skip(info, {"version": info.version, "proved": "ended", **ended})
                        continue
                if ep.name in skipped or ep.name in suspects:  # another version now, or not the plugin's doing
                    remembered.forget(ep.name)
                started = time.monotonic()
                remembered.loading(ep.name, info.version)
                self._load_one(info, ep.load)
                if ep.name in self._hung:
                    hung.append((ep.name, info.version, started))
                registrations.note(ep.name, keys[ep.name], info.games if info.status == "loaded" else None,
                                   [list(addon.games) for addon in self.addons if addon.plugin == info.name])
        self._spent += time.monotonic() - began
        registrations.save()
        if hung:
            names = ", ".join(name for name, _version, _started in hung)
            self.warnings.append(ngettext(
                "plugin {names} did not finish loading within {seconds} s (the time all plugins share; "
                "SOLOBOT_PLUGIN_TIMEOUT) and is left out of this run",
                "plugins {names} did not finish loading within {seconds} s (the time all plugins share; "
                "SOLOBOT_PLUGIN_TIMEOUT) and are left out of this run", len(hung)).format(
                names=names, seconds=_seconds(self._budget)))
            _judge_at_exit(remembered, hung, self._budget)

    def _skip(self, info: PluginInfo, entry: Mapping[str, Any]) -> None:
        """``info`` is skipped, as ``entry`` (remembered) says: in one line, on every run."""
        why = skipped_why(entry)
        info.status = "skipped"
        info.error = _("{why}; try it again with: {retry}").format(why=why, retry=retry_hint(info.name))
        self.warnings.append(_("plugin {name} is skipped: {why}, on an earlier run; to try it again: {retry}").format(
            name=info.name, why=why, retry=retry_hint(info.name)))

    def _check_selection(self, allow: set[str] | None, block: set[str]) -> None:
        """Warn (once, on stderr) about selection-variable names that match no installed plugin."""
        known = {name for p in self.plugins for name in (p.name, p.dist) if name}
        for var, names in (("SOLOBOT_LOAD_PLUGINS", allow), ("SOLOBOT_BLOCK_PLUGINS", block)):
            unmatched = _unmatched(names, known)
            if unmatched:
                installed = ", ".join(sorted(p.name for p in self.plugins)) or "none"
                self.warnings.append(f"{var} names no installed plugin: {', '.join(map(printable, unmatched))} "
                                     f"(installed: {installed})")

    def _tell_warnings(self) -> None:
        """The warnings not yet told, on stderr (each once)."""
        if self._use_entry_points:
            import click

            for warning in self.warnings[self._told:]:
                click.echo(f"Warning: {warning}", err=True)
        self._told = len(self.warnings)

    def _load_one(self, info: PluginInfo, load: Any) -> None:
        """Load one plugin, noting what it replaced in solobot or the standard library and the
        threads it started (see :mod:`solobot.engine.loadguard`)."""
        before, threads = identities(), set(threading.enumerate())
        try:
            self._load_plugin(info, load)
        finally:
            info.patches = patched(before)
            new_threads(threads)

    def _load_plugin(self, info: PluginInfo, load: Any) -> None:
        try:
            plugin = within_limit(info.name, load, self._deadline)
        except PluginTimeout as exc:
            self._hung.add(info.name)
            self._fail(info, f"import failed: it {exc}")
            return
        except BaseException as exc:  # a broken import must not break the CLI
            if isinstance(exc, KeyboardInterrupt):
                raise
            self._fail(info, f"import failed: {_raised(exc)}")
            return
        try:
            self.pm.register(plugin, name=info.name)
            self.pm.check_pending()
        except Exception as exc:
            if self.pm.is_registered(plugin):
                self.pm.unregister(plugin)
            self._fail(info, f"invalid hooks: {_one_line(exc, info.name)}")
            return
        info.hooks = _hook_names(self.pm, plugin)
        games: list[GameSpec] = []
        addons: list[AddonSpec] = []
        try:
            caller = self.pm.subset_hook_caller  # call this plugin's hooks only
            others = [p for p in self.pm.get_plugins() if p is not plugin]
            found: tuple[list[GameSpec], list[AddonSpec]] = ([], [])

            def register() -> None:
                caller("solobot_register_games", others)(register=found[0].append)
                caller("solobot_register_addons", others)(register=found[1].append)

            within_limit(info.name, register, self._deadline)
            games, addons = list(found[0]), list(found[1])  # a copy: a registration left behind adds nothing
            for spec in games:
                if not isinstance(spec, GameSpec):
                    raise TypeError(f"registered {spec!r}, not a GameSpec")
                problem = contract_problem(spec) or options_problem(spec)
                if problem:
                    raise TypeError(problem)
            for addon in addons:
                if not isinstance(addon, AddonSpec):
                    raise TypeError(f"registered {addon!r}, not an AddonSpec")
        except PluginTimeout as exc:
            self._hung.add(info.name)
            self.pm.unregister(plugin)
            self._fail(info, f"registration failed: it {exc}")
            return
        except (Exception, SystemExit) as exc:
            self.pm.unregister(plugin)
            self._fail(info, f"registration failed: {_raised(exc)}")
            return
        hooks_of: dict[int, list[str]] = {}
        for kind, name, impl in [*(("game", s.name, s.game) for s in games),
                                 *(("add-on", a.name, a.impl) for a in addons)]:
            try:
                hooks_of[id(impl)] = _implemented(impl, name=f"{kind} {name}")
            except Exception as exc:  # e.g. wrapper=True on a function that is no generator
                self.pm.unregister(plugin)
                self._fail(info, f"invalid hook in {kind} {name!r}: {_one_line(exc, info.name)}")
                return
        for spec in games:
            if spec.name in self.games:
                first = self.games[spec.name].plugin
                self.pm.unregister(plugin)
                self._fail(
                    info,
                    f"game name {spec.name!r} is already registered by plugin {first!r}; "
                    f"block one of them with SOLOBOT_BLOCK_PLUGINS={info.name} or ={first}",
                )
                for other in self.plugins:
                    if other.name == first and not other.error:
                        other.error = f"game {spec.name!r} is also registered by plugin {info.name!r}"
                self.clashes[spec.name] = [first, info.name]
                return
        for spec in games:
            stamped = GameSpec(**{**spec.__dict__, "plugin": info.name, "version": spec.version or info.version,
                                  "title": _escaped(spec.title), "summary": _escaped(spec.summary)})
            self.games[spec.name] = stamped
            info.games.append(spec.name)
            info.game_hooks[spec.name] = hooks_of[id(spec.game)]
        self._add_commands(info, plugin)
        for addon in addons:
            self.addons.append(AddonSpec(addon.name, addon.impl, tuple(addon.games), info.name))
            hooks = ", ".join(hooks_of[id(addon.impl)])
            games = ", ".join(addon.games) or "every game"
            info.addons.append(f"{addon.name} ({hooks} for {games})")

    def _add_commands(self, info: PluginInfo, plugin: object) -> None:
        """The plugin's own commands (``solobot_register_commands``); a name already taken is left out."""
        found = CommandCollector()
        others = [p for p in self.pm.get_plugins() if p is not plugin]
        try:
            within_limit(info.name, lambda: self.pm.subset_hook_caller("solobot_register_commands", others)(cli=found),
                         self._deadline)
        except PluginTimeout as exc:
            self._hung.add(info.name)
            info.error = f"its commands failed to register: it {exc}"
            return
        except (Exception, SystemExit) as exc:
            info.error = f"its commands failed to register: {_raised(exc)}"
            return
        for name, command in found.commands.items():
            if name in RESERVED_COMMANDS:
                info.shadowed.append(name)
                continue
            if name in self.commands:  # (the core's own command names always win on the command line)
                info.error = f"command {name!r} is already taken; left out"
                continue
            self.commands[name] = command
            info.commands.append(name)

    @staticmethod
    def _fail(info: PluginInfo, reason: str) -> None:
        info.status = "failed"
        old = requires_old_core(info.dist)
        info.error = f"{reason}; {old}" if old else reason

    # -- lookups ---------------------------------------------------------
    def game(self, name: str) -> GameSpec:
        """The registered game ``name``, or a clear :class:`PluginError`."""
        if name not in self.load_for(name).games:
            self.load()  # every plugin: the line below lists the installed games
        if name in self.games:
            return self.games[name]
        installed = ", ".join(sorted(self.games)) or _("none")
        hint = install_hint(name, self.games)
        mine = [p for p in self.plugins if name in (p.name, p.dist)]
        if mine and mine[0].status == "failed":
            hint = _("its plugin failed to load: {error}").format(error=mine[0].error)
        elif mine and mine[0].status == "skipped":
            hint = _("its plugin is skipped: {error}").format(error=mine[0].error)
        elif mine and mine[0].status in NOT_LOADED:
            hint = _("its plugin is installed but {why}").format(why=_(NOT_LOADED[mine[0].status]))
        raise PluginError(_("unknown game {name!r} (installed games: {installed}); {hint}").format(
            name=name, installed=installed, hint=hint))

    def addons_for(self, game: str) -> list[AddonSpec]:
        """The add-ons that sessions of ``game`` include."""
        self.load_for(game)
        return [a for a in self.addons if a.applies_to(game)]

    def session_manager(self, spec: GameSpec) -> pluggy.PluginManager:
        """The plugin manager of one game: that game and its opted-in add-ons, nothing else.

        Built once per game and shared by its sessions (a Game object holds no
        per-game data, so sharing is safe).
        """
        pm = self._managers.get(spec.name)
        if pm is None:
            pm = new_manager()
            pm.register(spec.game, name=f"game:{spec.name}")
            for addon in self.addons_for(spec.name):
                pm.register(addon.impl, name=f"addon:{addon.plugin}:{addon.name}")
            pm.check_pending()
            self._managers[spec.name] = pm
        return pm

    def duty_calls(self, spec: GameSpec) -> DutyCalls:
        """The five duty hooks of one game, ready to call (see :class:`DutyCalls`).

        Built once with the game's manager, which never changes once built (a registry
        that gains a plugin, as ``TestRegistry.add`` does, starts every cache afresh).
        """
        calls = self._calls.get(spec.name)
        if calls is None:
            calls = self._calls[spec.name] = DutyCalls(self.session_manager(spec))
        return calls


def clash_message(registry: Registry, name: str) -> str | None:
    """The line refusing a game two plugins register, naming both and the fix; None if no clash."""
    plugins = registry.load_for(name).clashes.get(name)
    if not plugins:
        return None
    first, second = plugins
    return (f"game {name!r} is registered by two plugins, {first!r} and {second!r}; keep one of them: "
            f"SOLOBOT_BLOCK_PLUGINS={second} (or ={first})")


def refuse_clash(registry: Registry, name: str) -> None:
    """Raise :class:`PluginError` when two plugins register the game ``name``."""
    message = clash_message(registry, name)
    if message:
        raise PluginError(message)


_default: Registry | None = None


def default_registry() -> Registry:
    """The process-wide registry of installed plugins (loaded lazily)."""
    global _default
    if _default is None:
        _default = Registry()
    return _default


def set_default_registry(registry: Registry | None) -> None:
    """Replace the process-wide registry (tests)."""
    global _default
    _default = registry


#: the core's distribution before it was renamed; the name now belongs to another project on PyPI
OLD_CORE = "solobot"


def requires_old_core(dist: str) -> str | None:
    """One line telling a plugin whose distribution ``dist`` requires ``solobot`` (the core's old name, now another
    project's) to require ``solobot-core``; None when it does not (or ``dist`` is no installed distribution).
    Read from its metadata only when asked: for ``solobot plugins`` and a plugin that failed to load."""
    if not dist:
        return None
    try:
        requirements = metadata.requires(dist) or []
    except (metadata.PackageNotFoundError, OSError, ValueError):
        return None
    return old_core_line(dist) if any(map(is_old_core, requirements)) else None


def is_old_core(requirement: str) -> bool:
    """Whether a requirement (``Requires-Dist``, PEP 508) asks for ``solobot``, the core's old name, outside an
    extra."""
    name = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
    return name is not None and re.sub(r"[-_.]+", "-", name.group(1)).lower() == OLD_CORE and "extra" not in requirement


def old_core_line(dist: str) -> str:
    """The line telling the author of ``dist``, which requires ``solobot``, to require ``solobot-core``."""
    return _("{dist} requires the distribution solobot, the core's old name (now another project on PyPI): "
             "its package should require solobot-core instead").format(dist=dist)


#: the games this project ships, and where each lives in a checkout (they are not on PyPI)
PROJECT_GAMES = {"maestro": "./plugins/maestro", "florenza": "./plugins/florenza", "pig": "./examples/pig"}


def install_hint(name: str, installed: Mapping[str, Any]) -> str:
    """What to say about a game that is not installed: the closest installed or project games,
    and how a project game is installed from a checkout."""
    from solobot.suggest import closest

    near = closest(name, [*installed, *PROJECT_GAMES])
    if near and near[0] in installed:
        return _("did you mean {name}?").format(name=near[0])
    game = near[0] if near else name
    if game in PROJECT_GAMES:
        if game != name:
            return _("did you mean {name}? install it from a checkout of the solobot project: "
                     "solobot install {path}").format(name=game, path=PROJECT_GAMES[game])
        return _("install it from a checkout of the solobot project: solobot install {path}").format(
            path=PROJECT_GAMES[game])
    return _("install its plugin package; this project's games install from a checkout: "
             "solobot install {paths}").format(paths=" ".join(PROJECT_GAMES.values()))
