"""What the person types, word by word: names and numbers to the values an operation takes.

Each ``*_action`` function turns one command's words (after its name, already counted
against the declaration in :mod:`solobot_florenza.commands`) into the operation
:func:`solobot_florenza.person.resolve` checks and applies. Names may be typed as their
1-based number or any unique part of the name, with dashes for spaces (``santa-croce``).
"""

from __future__ import annotations

from typing import Any

from solobot import IllegalAction
from solobot_florenza.board import artwork_site
from solobot_florenza.components import Components
from solobot_florenza.state import PLAYER, State

Action = dict[str, Any]


def token(name: str) -> str:
    """A name as one typed word (dashes for spaces): what the web page's choices send."""
    return name.replace(" ", "-")


def _norm(word: str) -> str:
    return word.replace("-", " ").replace("_", " ").casefold()


def pick_name(word: str, names: list[str], what: str) -> int:
    """A 0-based index from a 1-based number or a unique name prefix (dashes for spaces)."""
    if word.isdigit():
        n = int(word)
        if 1 <= n <= len(names):
            return n - 1
        raise IllegalAction(f"no {what} {n} (1 to {len(names)})")
    key = _norm(word)
    exact = [i for i, name in enumerate(names) if name.casefold() == key]
    hits = exact or [i for i, name in enumerate(names) if key in name.casefold()]
    if len(hits) == 1:
        return hits[0]
    if not hits:
        raise IllegalAction(f"no {what} called {word!r}")
    raise IllegalAction(f"{word!r} could be {', '.join(names[i] for i in hits)}: say which")


def number(word: str, what: str) -> int:
    """A whole number typed for ``what``."""
    try:
        return int(word)
    except ValueError:
        raise IllegalAction(f"{what} must be a whole number, not {word!r}") from None


def _workshop(comps: Components, word: str) -> int:
    return pick_name(word, [w.name for w in comps.workshops], "Workshop") + 1


def _artist(comps: Components, word: str) -> int:
    return pick_name(word, [a.name for a in comps.artists], "Artist")


def no_args(op: str) -> Any:
    """The words of a command without arguments (``done``, ``pass``)."""
    return lambda state, comps, args: {"op": op}


def start_action(state: State, comps: Components, args: list[str]) -> Action:
    return {"op": "start", "workshops": [_workshop(comps, w) for w in args]}


def resource_action(state: State, comps: Components, args: list[str]) -> Action:
    return {"op": "resource", "resource": args[0].lower()}


def artist_action(op: str) -> Any:
    """``detain`` and ``artist``: one Artist."""
    return lambda state, comps, args: {"op": op, "artist": _artist(comps, args[0])}


def build_action(state: State, comps: Components, args: list[str]) -> Action:
    action: Action = {"op": "build", "workshop": _workshop(comps, args[0])}
    if len(args) > 1:
        action["space"] = number(args[1], "space")
    return action


def operate_action(state: State, comps: Components, args: list[str]) -> Action:
    seat = args[0].lower() if len(args) > 1 else PLAYER
    return {"op": "operate", "seat": seat, "space": number(args[-1], "space")}


def art_action(state: State, comps: Components, args: list[str]) -> Action:
    sites = ["chiesa", "palazzo", *state.main]
    where = sites[pick_name(args[0], sites, "place")]
    _, artworks, _, _ = artwork_site(state, comps, PLAYER, where)
    return {
        "op": "art",
        "where": where,
        "artwork": pick_name(args[1], [a.name for a in artworks], f"Artwork in {where}") + 1,
        "artist": _artist(comps, args[2]),
        "roll": number(args[3], "roll"),
    }


def hire_action(state: State, comps: Components, args: list[str]) -> Action:
    names = [c.name for c in state.captains]
    captain = names[pick_name(args[0], names, "Captain of Fortune in play")]
    return {"op": "hire", "captain": captain, "row": number(args[1], "row")}


def role_action(state: State, comps: Components, args: list[str]) -> Action:
    return {"op": "role", "role": args[0].lower()}


def kinsmen_action(state: State, comps: Components, args: list[str]) -> Action:
    return {"op": "kinsmen", "count": number(args[0], "kinsmen")}


def gain_action(state: State, comps: Components, args: list[str]) -> Action:
    return {"op": "gain", "track": args[0].lower(), "points": number(args[1], "points")}


def set_action(state: State, comps: Components, args: list[str]) -> Action:
    return {"op": "set", "seat": args[0].lower(), "track": args[1].lower(), "value": number(args[2], "value")}
