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
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

import pluggy

from solobot import hookspecs
from solobot.game import AddonSpec, GameSpec

GROUP = "solobot"


class PluginError(Exception):
    """A plugin problem that must stop the command (one clear line)."""


@dataclass
class PluginInfo:
    """One installed plugin as ``solobot plugins`` shows it."""

    name: str
    dist: str = ""
    version: str = ""
    status: str = "loaded"  # loaded | failed | blocked | not selected
    error: str = ""
    hooks: list[str] = field(default_factory=list)
    games: list[str] = field(default_factory=list)
    game_hooks: dict[str, list[str]] = field(default_factory=dict)
    addons: list[str] = field(default_factory=list)

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


def _one_line(exc: BaseException) -> str:
    """An exception's message on one line: pluggy's three-line validation error becomes
    ``hook: reason``."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    hook = re.match(r"Plugin .* for hook '(\w+)'$", lines[0]) if lines else None
    if hook and len(lines) > 1:
        return f"{hook.group(1)}: {lines[-1]}"
    return "; ".join(lines)


def _unmatched(names: set[str] | None, known: set[str]) -> list[str]:
    return sorted((names or set()) - known)


def _positional(caller: Any, direct: bool) -> Any:
    """The hook as a function of the spec's arguments in order: ``bot_turn(ctx, state, seat)``.

    With one plain implementation (no wrappers, no add-ons) pluggy's call loop
    would only forward the arguments, so the implementation is called directly:
    as it is when it names every argument in order, else through a small adapter
    passing just the arguments it names. The adapter is generated once per
    game (as dataclasses generate ``__init__``): the hot loop of a simulation
    then pays one plain call per hook.
    """
    spec_args = ", ".join(caller.spec.argnames)
    impls = caller.get_hookimpls()
    if direct and len(impls) == 1 and not (impls[0].hookwrapper or impls[0].wrapper):
        if tuple(impls[0].argnames) == tuple(caller.spec.argnames):
            return impls[0].function  # it takes every argument in order: no adapter needed
        body = f"target({', '.join(impls[0].argnames)})"
        target = impls[0].function
    else:
        body = f"target({', '.join(f'{a}={a}' for a in caller.spec.argnames)})"
        target = caller
    return eval(f"lambda {spec_args}: {body}", {"target": target})  # built from hook argument names only


#: why an installed plugin was not loaded, as told to a person who asks for its game
NOT_LOADED = {
    "blocked": "blocked by SOLOBOT_BLOCK_PLUGINS",
    "not selected": "not listed in SOLOBOT_LOAD_PLUGINS",
}


class DutyHooks:
    """The duty hooks of one game's manager, as plain functions of their arguments in spec order."""

    def __init__(self, pm: pluggy.PluginManager, direct: bool = True) -> None:
        self.pm = pm
        for name in hookspecs.DUTY_HOOKS:
            setattr(self, name, _positional(getattr(pm.hook, name), direct))


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
        self._managers: dict[str, pluggy.PluginManager] = {}
        self._duties: dict[str, DutyHooks] = {}
        self._use_entry_points = entry_points
        self._loaded = False
        #: game name -> the plugins that register it (when more than one does)
        self.clashes: dict[str, list[str]] = {}
        #: problems with the selection variables (a name that matches no plugin), told once
        self.warnings: list[str] = []

    # -- loading ---------------------------------------------------------
    def load(self) -> Registry:
        """Load every selected plugin once; failures are recorded, not raised."""
        if self._loaded:
            return self
        self._loaded = True
        allow, block = _names("SOLOBOT_LOAD_PLUGINS"), _names("SOLOBOT_BLOCK_PLUGINS") or set()
        if self._use_entry_points:
            for ep in _entry_points():
                dist = ep.dist.name if ep.dist else ""
                info = PluginInfo(ep.name, dist, ep.dist.version if ep.dist else "")
                self.plugins.append(info)
                if {ep.name, dist} & block:
                    info.status = "blocked"
                elif allow is not None and not {ep.name, dist} & allow:
                    info.status = "not selected"
                else:
                    self._load_one(info, ep.load)
        for name, plugin in self._extra.items():
            info = PluginInfo(name)
            self.plugins.append(info)
            self._load_one(info, lambda plugin=plugin: plugin)
        self._check_selection(allow, block)
        return self

    def _check_selection(self, allow: set[str] | None, block: set[str]) -> None:
        """Warn (once, on stderr) about selection-variable names that match no installed plugin."""
        known = {name for p in self.plugins for name in (p.name, p.dist) if name}
        for var, names in (("SOLOBOT_LOAD_PLUGINS", allow), ("SOLOBOT_BLOCK_PLUGINS", block)):
            unmatched = _unmatched(names, known)
            if unmatched:
                installed = ", ".join(sorted(p.name for p in self.plugins)) or "none"
                self.warnings.append(f"{var} names no installed plugin: {', '.join(unmatched)} "
                                     f"(installed: {installed})")
        if self._use_entry_points:
            import click

            for warning in self.warnings:
                click.echo(f"Warning: {warning}", err=True)

    def _load_one(self, info: PluginInfo, load: Any) -> None:
        try:
            plugin = load()
        except BaseException as exc:  # a broken import must not break the CLI
            if isinstance(exc, KeyboardInterrupt):
                raise
            self._fail(info, f"import failed: {type(exc).__name__}: {exc}")
            return
        try:
            self.pm.register(plugin, name=info.name)
            self.pm.check_pending()
        except Exception as exc:
            if self.pm.is_registered(plugin):
                self.pm.unregister(plugin)
            self._fail(info, f"invalid hooks: {_one_line(exc)}")
            return
        info.hooks = _hook_names(self.pm, plugin)
        games: list[GameSpec] = []
        addons: list[AddonSpec] = []
        try:
            caller = self.pm.subset_hook_caller  # call this plugin's hooks only
            others = [p for p in self.pm.get_plugins() if p is not plugin]
            caller("solobot_register_games", others)(register=games.append)
            caller("solobot_register_addons", others)(register=addons.append)
            for spec in games:
                if not isinstance(spec, GameSpec):
                    raise TypeError(f"registered {spec!r}, not a GameSpec")
            for addon in addons:
                if not isinstance(addon, AddonSpec):
                    raise TypeError(f"registered {addon!r}, not an AddonSpec")
        except Exception as exc:
            self.pm.unregister(plugin)
            self._fail(info, f"registration failed: {type(exc).__name__}: {exc}")
            return
        hooks_of: dict[int, list[str]] = {}
        for kind, name, impl in [*(("game", s.name, s.game) for s in games),
                                 *(("add-on", a.name, a.impl) for a in addons)]:
            try:
                hooks_of[id(impl)] = _implemented(impl, name=f"{kind} {name}")
            except Exception as exc:  # e.g. wrapper=True on a function that is no generator
                self.pm.unregister(plugin)
                self._fail(info, f"invalid hook in {kind} {name!r}: {_one_line(exc)}")
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
            stamped = GameSpec(**{**spec.__dict__, "plugin": info.name, "version": spec.version or info.version})
            self.games[spec.name] = stamped
            info.games.append(spec.name)
            info.game_hooks[spec.name] = hooks_of[id(spec.game)]
        for addon in addons:
            self.addons.append(AddonSpec(addon.name, addon.impl, tuple(addon.games), info.name))
            hooks = ", ".join(hooks_of[id(addon.impl)])
            games = ", ".join(addon.games) or "every game"
            info.addons.append(f"{addon.name} ({hooks} for {games})")

    @staticmethod
    def _fail(info: PluginInfo, reason: str) -> None:
        info.status = "failed"
        info.error = reason

    # -- lookups ---------------------------------------------------------
    def game(self, name: str) -> GameSpec:
        """The registered game ``name``, or a clear :class:`PluginError`."""
        self.load()
        if name in self.games:
            return self.games[name]
        installed = ", ".join(sorted(self.games)) or "none"
        hint = f"install it with: pip install solobot-{name}"
        mine = [p for p in self.plugins if name in (p.name, p.dist)]
        if mine and mine[0].status == "failed":
            hint = f"its plugin failed to load: {mine[0].error}"
        elif mine and mine[0].status in NOT_LOADED:
            hint = f"its plugin is installed but {NOT_LOADED[mine[0].status]}"
        raise PluginError(f"unknown game {name!r} (installed games: {installed}); {hint}")

    def addons_for(self, game: str) -> list[AddonSpec]:
        """The add-ons that sessions of ``game`` include."""
        self.load()
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

    def duty_hooks(self, spec: GameSpec) -> DutyHooks:
        """The five duty hooks of one game, ready to call (cached)."""
        hooks = self._duties.get(spec.name)
        if hooks is None:
            hooks = self._duties[spec.name] = DutyHooks(self.session_manager(spec))
        return hooks


def clash_message(registry: Registry, name: str) -> str | None:
    """The line refusing a game two plugins register, naming both and the fix; None if no clash."""
    plugins = registry.load().clashes.get(name)
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
