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
from solobot.i18n import _, ngettext, pgettext

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


def addon_words(addons: list[Addon], none: str = "none", unnamed: str = "an unnamed add-on") -> str:
    """The add-ons as a person reads them: ``house-rule (solobot-test-extras 0.1.0)``, or ``none``; in English,
    as keys and CSV columns keep them (a sentence passes ``none`` and ``unnamed`` in the language spoken)."""
    if not addons:
        return none
    def one(addon: Addon) -> str:
        source = " ".join(p for p in (addon.get("distribution") or addon.get("plugin"), addon.get("version")) if p)
        name = addon.get("name") or unnamed
        return f"{name} ({source})" if source else name

    return ", ".join(one(addon) for addon in addons)


def _addons_said(addons: list[Addon]) -> str:
    """:func:`addon_words` in the language spoken, for a sentence."""
    return addon_words(addons, pgettext("add-ons", "none"), _("an unnamed add-on"))


def made_with_words(record: dict[str, Any]) -> str:
    """``solobot-pig 0.1.0, add-ons: none`` for a page or a line, in the language spoken."""
    name = record.get("distribution") or record.get("plugin") or ""
    plugin = " ".join(part for part in (name, record.get("plugin_version") or "") if part)
    addons = record.get("addons") or []
    none = pgettext("add-ons", "none")  # "nessuna" (estensioni), not "nessuno"
    return _("{plugin}, add-ons: {addons}").format(plugin=plugin or _("an unnamed plugin"),
                                                   addons=addon_words(addons) if addons else none)


def made_with_differences(first: dict[str, Any], other: dict[str, Any],
                          paths: tuple[str, str] | None = None) -> str | None:
    """How two records of :func:`made_with` differ, in words of the language spoken; None if alike.
    ``paths``: the files the two records are from (``plugin version 0.1 in a.json, 0.2 in b.json``); None: a
    save's record and the install of now (``plugin version 0.1 when it was saved, 0.2 now``).

    A record without the keys (a file from before they were written) is taken as no add-ons
    and no plugin version known; the core's version is compared only when both records have it
    (a save does not keep it).
    """
    said = []
    if "core_version" in first and "core_version" in other and first["core_version"] != other["core_version"]:
        said.append(_differ(first["core_version"], other["core_version"], paths,
                            _("solobot {first} when it was saved, {other} now"),
                            _("solobot {first} in {first_path}, {other} in {path}")))
    if (first.get("plugin_version") or "") != (other.get("plugin_version") or ""):
        unknown = pgettext("version", "unknown")
        said.append(_differ(first.get("plugin_version") or unknown, other.get("plugin_version") or unknown, paths,
                            _("plugin version {first} when it was saved, {other} now"),
                            _("plugin version {first} in {first_path}, {other} in {path}")))
    if _keyed(first.get("addons")) != _keyed(other.get("addons")):
        said.append(_differ(_addons_said(first.get("addons") or []), _addons_said(other.get("addons") or []), paths,
                            _("add-ons {first} when it was saved, {other} now"),
                            _("add-ons {first} in {first_path}, {other} in {path}")))
    return "; ".join(said) or None


def _differ(first: str, other: str, paths: tuple[str, str] | None, saved: str, files: str) -> str:
    """One difference, said with the save's words (``saved``) or the files' (``files``)."""
    if paths is None:
        return saved.format(first=first, other=other)
    return files.format(first=first, other=other, first_path=paths[0], path=paths[1])


def save_warning(save: Any, session: Any) -> str | None:
    """The warning for a save made with other add-ons or another plugin version than now; None if alike."""
    saved = {"plugin_version": save.plugin_version, "addons": save.addons}
    differs = made_with_differences(saved, session.made_with())
    if differs is None:
        return None
    return _("Warning: this game of {game} was saved with another set-up ({differences}): the bot plays the same, "
             "but the scores and the verdict may differ from the ones it was saved with.").format(
        game=save.game[:1].upper() + save.game[1:], differences=differs)


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
        said.append(ngettext("it was saved with the add-on {addon}, which is not installed now: install it again "
                             "({command}) to go on with this game",
                             "it was saved with the add-ons {addon}, which are not installed now: install them again "
                             "({command}) to go on with this game", len(removed)).format(
            addon=_addons_said(removed), command="solobot install " + " ".join(dists) if dists else "solobot install"))
    if added:
        plugins = ",".join(sorted({a.get("plugin") or "" for a in added} - {""}))
        dists = sorted({a.get("distribution") or a.get("plugin") or "" for a in added} - {""})
        said.append(ngettext("the add-on {addon} is installed now but was not when it was saved: leave it out for "
                             "this game ({blocking}) or uninstall it ({command})",
                             "the add-ons {addon} are installed now but were not when it was saved: leave them out "
                             "for this game ({blocking}) or uninstall them ({command})", len(added)).format(
            addon=_addons_said(added), blocking=f"SOLOBOT_BLOCK_PLUGINS={plugins}",
            command=f"solobot uninstall {' '.join(dists)}"))
    return "; ".join(said) or None


def _keyed(addons: Any) -> list[tuple[str, str, str]]:
    return sorted((a.get("name", ""), a.get("distribution", ""), a.get("version", "")) for a in addons or [])
