"""What a result was made with: the game's plugin and its version, and the add-ons in effect.

A score add-on (a house rule) changes every final score, so a save, a simulation, a
calibration page or a history entry made with one is not comparable with one made without:
each records :func:`made_with`, ``--merge`` refuses shards that differ
(:func:`made_with_differences`), and ``resume``/``replay`` warn when the add-ons installed now
are not the save's.
"""

from __future__ import annotations

from typing import Any

from solobot.engine.plugins import Registry
from solobot.game import GameSpec
from solobot.i18n import _

Addon = dict[str, str]
"""One add-on in effect: ``{"name", "plugin", "distribution", "version"}``."""


def addons_in_effect(registry: Registry, game: str) -> list[Addon]:
    """The add-ons a session of ``game`` includes, each with the distribution and version it comes from."""
    info = {plugin.name: plugin for plugin in registry.load_for(game).plugins}
    found = []
    for addon in registry.addons_for(game):
        plugin = info.get(addon.plugin)
        found.append({"name": addon.name, "plugin": addon.plugin,
                      "distribution": plugin.dist if plugin else "", "version": plugin.version if plugin else ""})
    return found


def made_with(registry: Registry, spec: GameSpec) -> dict[str, Any]:
    """``{"plugin", "distribution", "plugin_version", "core_version", "addons"}`` of a game as installed now."""
    from solobot import __version__

    dist = next((p.dist for p in registry.load_for(spec.name).plugins if p.name == spec.plugin), "")
    return {"plugin": spec.plugin, "distribution": dist, "plugin_version": spec.version,
            "core_version": __version__, "addons": addons_in_effect(registry, spec.name)}


def addon_words(addons: list[Addon]) -> str:
    """The add-ons as a person reads them: ``house-rule (solobot-test-extras 0.1.0)``, or ``none``."""
    if not addons:
        return "none"
    def one(addon: Addon) -> str:
        source = " ".join(p for p in (addon.get("distribution") or addon.get("plugin"), addon.get("version")) if p)
        name = addon.get("name") or "an unnamed add-on"
        return f"{name} ({source})" if source else name

    return ", ".join(one(addon) for addon in addons)


def made_with_words(record: dict[str, Any]) -> str:
    """``solobot-pig 0.1.0, add-ons: none`` for a page or a line, in the language spoken."""
    name = record.get("distribution") or record.get("plugin") or ""
    plugin = " ".join(part for part in (name, record.get("plugin_version") or "") if part)
    addons = record.get("addons") or []
    return _("{plugin}, add-ons: {addons}").format(plugin=plugin or _("an unnamed plugin"),
                                                   addons=addon_words(addons) if addons else _("none"))


def made_with_differences(first: dict[str, Any], other: dict[str, Any],
                          labels: tuple[str, str] = ("then", "now")) -> str | None:
    """How two records of :func:`made_with` differ, in words (``add-ons none then, house-rule (...) now``);
    None if alike. ``labels`` say where each record is from.

    A record without the keys (a file from before they were written) is taken as no add-ons
    and no plugin version known; the core's version is compared only when both records have it
    (a save does not keep it).
    """
    said = []
    one, two = labels
    if "core_version" in first and "core_version" in other and first["core_version"] != other["core_version"]:
        said.append(f"solobot {first['core_version']} {one}, {other['core_version']} {two}")
    if (first.get("plugin_version") or "") != (other.get("plugin_version") or ""):
        said.append(f"plugin version {first.get('plugin_version') or 'unknown'} {one}, "
                    f"{other.get('plugin_version') or 'unknown'} {two}")
    if _keyed(first.get("addons")) != _keyed(other.get("addons")):
        said.append(f"add-ons {addon_words(first.get('addons') or [])} {one}, "
                    f"{addon_words(other.get('addons') or [])} {two}")
    return "; ".join(said) or None


def save_warning(save: Any, session: Any) -> str | None:
    """The warning for a save made with other add-ons or another plugin version than now; None if alike."""
    saved = {"plugin_version": save.plugin_version, "addons": save.addons}
    differs = made_with_differences(saved, session.made_with(), ("when saved", "now"))
    if differs is None:
        return None
    return (f"Warning: this {save.game} game was saved with another set-up ({differs}): the bot plays the "
            "same, but the scores and the verdict may differ from the ones it was saved with")


def addons_changed(saved: list[Addon], now: list[Addon]) -> str | None:
    """What to do about add-ons that were in effect when a game was saved and are not now, or the
    reverse, when they change how it replays; None when the same add-ons are in effect.

    Named by add-on and distribution, with the command that puts the save's set-up back.
    """
    names = {(a.get("plugin"), a.get("name")) for a in now}
    then = {(a.get("plugin"), a.get("name")) for a in saved}
    removed = [a for a in saved if (a.get("plugin"), a.get("name")) not in names]
    added = [a for a in now if (a.get("plugin"), a.get("name")) not in then]
    said = []
    if removed:
        dists = sorted({a.get("distribution") or a.get("plugin") or "" for a in removed} - {""})
        said.append(f"it was saved with the add-on {addon_words(removed)}, which is not installed now: "
                    f"install it again ({'solobot install ' + ' '.join(dists) if dists else 'solobot install'}) "
                    "to go on with this game")
    if added:
        plugins = ",".join(sorted({a.get("plugin") or "" for a in added} - {""}))
        dists = sorted({a.get("distribution") or a.get("plugin") or "" for a in added} - {""})
        said.append(f"the add-on {addon_words(added)} is installed now but was not when it was saved: leave it "
                    f"out for this game (SOLOBOT_BLOCK_PLUGINS={plugins}) or uninstall it "
                    f"(solobot uninstall {' '.join(dists)})")
    return "; ".join(said) or None


def _keyed(addons: Any) -> list[tuple[str, str, str]]:
    return sorted((a.get("name", ""), a.get("distribution", ""), a.get("version", "")) for a in addons or [])
