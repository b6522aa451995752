"""What the person types, word by word: names and numbers to the values an operation takes.

Each ``*_action`` function turns one command's words (by argument name, already bound to the
declaration in :mod:`solobot_florenza.commands`, the command's own name as ``op``; numbers already
``int``, tracks, seats and Resources already checked by the core) into the operation
:func:`solobot_florenza.person.resolve` checks and applies. Names may be typed as their
1-based number or any unique part of the name, with dashes for spaces (``santa-croce``).
"""

from __future__ import annotations

from typing import Any

from solobot import IllegalAction
from solobot.commands import Words
from solobot.i18n import N_
from solobot.suggest import did_you_mean
from solobot_florenza.board import artwork_site
from solobot_florenza.components import Components
from solobot_florenza.narration import GHOSTS, _, resource, said, site
from solobot_florenza.state import PLAYER, State

Action = dict[str, Any]


def token(name: str) -> str:
    """A name as one typed word (dashes for spaces): what the web page's choices send."""
    return name.replace(" ", "-")


def _norm(word: str) -> str:
    return word.replace("-", " ").replace("_", " ").casefold()


NOT_FOUND = {
    "Workshop": (N_("no Workshop {number} (1 to {last})"), N_("no Workshop called {word!r}{hint}")),
    "Artist": (N_("no Artist {number} (1 to {last})"), N_("no Artist called {word!r}{hint}")),
    "place": (N_("no place {number} (1 to {last})"), N_("no place called {word!r}{hint}")),
    "Artwork": (N_("no Artwork {where} {number} (1 to {last})"), N_("no Artwork {where} called {word!r}{hint}")),
    "Captain": (N_("no Captain of Fortune in play {number} (1 to {last})"),
                N_("no Captain of Fortune in play called {word!r}{hint}")),
}
"""What a name or number that names nothing is refused with, by the kind of thing looked for."""


def pick_name(word: str, names: list[str], what: str, where: str = "") -> int:
    """A 0-based index from a 1-based number or a unique name prefix (dashes for spaces); ``what`` names the kind
    of thing (a key of :data:`NOT_FOUND`), ``where`` the site of an Artwork, said ("in your Chiesa")."""
    by_number, by_name = NOT_FOUND[what]
    if word.isdigit():
        n = int(word)
        if 1 <= n <= len(names):
            return n - 1
        raise IllegalAction(said(by_number).format(number=n, last=len(names), where=where))
    key = _norm(word)
    exact = [i for i, name in enumerate(names) if name.casefold() == key]
    hits = exact or [i for i, name in enumerate(names) if key in name.casefold()]
    if len(hits) == 1:
        return hits[0]
    if not hits:
        hint = did_you_mean(word, [token(name) for name in names])
        raise IllegalAction(said(by_name).format(word=word, hint=hint, where=where))
    said_names = [names[i] for i in hits]
    raise IllegalAction(_("{word!r} could be {names} or {last}: say which").format(
        word=word, names=", ".join(said_names[:-1]), last=said_names[-1]))


def _workshop(comps: Components, word: str) -> int:
    return pick_name(word, [w.name for w in comps.workshops], "Workshop") + 1


def _artist(comps: Components, word: str) -> int:
    return pick_name(word, [a.name for a in comps.artists], "Artist")


def seat(state: State, word: str) -> str:
    """A seat as typed: ``ghost-2``, ``Ghost2``, ``ghost_2`` or ``2`` for Ghost 2; ``player``, ``you`` or
    ``me`` for yours; anything else refused with the seats and the closest one."""
    key = _norm(word).replace(" ", "")
    if key in ("player", "you", "me", said("you").casefold()):
        return PLAYER
    number = key.removeprefix("ghost")
    if number.isdigit() and f"ghost-{int(number)}" in state.seats:
        return f"ghost-{int(number)}"
    for ghost in state.seats[1:]:  # a Ghost by its name in the language spoken ("fantasma-2", "Geist2")
        if key == _norm(said(GHOSTS.get(ghost, ghost))).replace(" ", ""):
            return ghost
    raise IllegalAction(_("no seat {word!r}{hint} (seats: {seats})").format(
        word=word, hint=did_you_mean(word, state.seats), seats=", ".join(state.seats)))


def start_action(state: State, comps: Components, w: Words) -> Action:
    return {"op": "start", "workshops": [_workshop(comps, w["first"]), _workshop(comps, w["second"])]}


def resource_action(state: State, comps: Components, w: Words) -> Action:
    """A Resource as typed: its English id (``wood``) or its name in the language spoken (``legno``, ``Holz``)."""
    key = _norm(w["name"])
    spoken = [r for r in comps.resources if key in (r, _norm(resource(r)))]
    return {"op": "resource", "resource": spoken[0] if spoken else w["name"]}


def artist_action(state: State, comps: Components, w: Words) -> Action:
    """``detain`` and ``artist``: one Artist."""
    return {"op": w["op"], "artist": _artist(comps, w["artist"])}


def build_action(state: State, comps: Components, w: Words) -> Action:
    action: Action = {"op": "build", "workshop": _workshop(comps, w["workshop"])}
    if "space" in w:
        action["space"] = w["space"]
    return action


def operate_action(state: State, comps: Components, w: Words) -> Action:
    return {"op": "operate", "seat": seat(state, w["seat"]) if "seat" in w else PLAYER, "space": w["space"]}


def art_action(state: State, comps: Components, w: Words) -> Action:
    sites = ["chiesa", "palazzo", *state.main]
    where = sites[pick_name(w["where"], sites, "place")]
    _, artworks, _, _ = artwork_site(state, comps, PLAYER, where)
    return {
        "op": "art",
        "where": where,
        "artwork": pick_name(w["artwork"], [a.name for a in artworks], "Artwork", site(where, PLAYER)) + 1,
        "artist": _artist(comps, w["artist"]),
        "roll": w["roll"],
    }


def hire_action(state: State, comps: Components, w: Words) -> Action:
    names = [c.name for c in state.captains]
    captain = names[pick_name(w["captain"], names, "Captain")]
    return {"op": "hire", "captain": captain, "row": w["row"]}


def role_action(state: State, comps: Components, w: Words) -> Action:
    return {"op": "role", "role": w["role"].lower()}


def kinsmen_action(state: State, comps: Components, w: Words) -> Action:
    return {"op": "kinsmen", "count": w["count"]}


def gain_action(state: State, comps: Components, w: Words) -> Action:
    return {"op": "gain", "track": w["track"], "points": w["points"]}


def set_action(state: State, comps: Components, w: Words) -> Action:
    return {"op": "set", "seat": seat(state, w["seat"]), "track": w["track"], "value": w["value"]}
