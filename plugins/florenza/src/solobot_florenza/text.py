"""What the person types (commands) and reads (the board)."""

from __future__ import annotations

from typing import Any

from solobot import IllegalAction

from .board import artwork_site
from .components import Components
from .ghost import TRACK_NAMES
from .state import LYING, PLAYER, STANDING, State

HELP = {
    "start": "start A B - your two starting Workshops (numbers or names), e.g. start 1 4",
    "resource": "resource NAME - as Captain, the common Resource, e.g. resource wood",
    "detain": "detain ARTIST - as Captain, detain an Artist (number or name), e.g. detain giotto",
    "build": "build WORKSHOP [SPACE] - build from the supply (lowest free space by default), e.g. build 13",
    "operate": "operate [SEAT] SPACE - a Kinsman on a Workshop (yours by default), e.g. operate ghost-1 2",
    "artist": "artist ARTIST - take an Artist for this round, e.g. artist masaccio",
    "art": "art WHERE ARTWORK ARTIST ROLL - create an Artwork (chiesa, palazzo or a place) with your die "
    "roll, e.g. art chiesa vetrata lippi 4  or  art santa-croce 1 masaccio 6",
    "hire": "hire CAPTAIN ROW - hire a Captain of Fortune on a row, e.g. hire sforza 2",
    "role": "role captain|bishop - take a role for next round, e.g. role bishop",
    "gain": "gain TRACK POINTS - record points you scored elsewhere, e.g. gain prestige 3",
    "set": "set SEAT TRACK VALUE - correct a score, e.g. set ghost-1 church 4",
    "kinsmen": "kinsmen N - correct how many Kinsmen you still place this round, e.g. kinsmen 3",
    "done": "done - end this step; on your Phase 4 turn: a Kinsman placed on something not tracked",
    "pass": "pass - leave Phase 4 for this round",
}


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


def _number(word: str, what: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise IllegalAction(f"{what} must be a whole number, not {word!r}") from None


def _need(words: list[str], count: int) -> None:
    if len(words) - 1 < count:
        raise IllegalAction(f"usage: {HELP[words[0]]}")


def parse(state: State, comps: Components, words: list[str]) -> dict[str, Any]:
    """Turn typed words into an operation."""
    if not words:
        raise IllegalAction("type a command (help lists them)")
    op, args = words[0].lower(), words[1:]
    if op not in HELP:
        raise IllegalAction(f"unknown command {words[0]!r} (commands: {', '.join(HELP)})")
    words = [op, *args]
    workshop_names = [w.name for w in comps.workshops]
    artist_names = [a.name for a in comps.artists]
    if op in ("done", "pass"):
        return {"op": op}
    if op == "start":
        _need(words, 2)
        return {"op": op, "workshops": [pick_name(w, workshop_names, "Workshop") + 1 for w in args[:2]]}
    if op == "resource":
        _need(words, 1)
        return {"op": op, "resource": args[0].lower()}
    if op in ("detain", "artist"):
        _need(words, 1)
        return {"op": op, "artist": pick_name(args[0], artist_names, "Artist")}
    if op == "build":
        _need(words, 1)
        action: dict[str, Any] = {"op": op, "workshop": pick_name(args[0], workshop_names, "Workshop") + 1}
        if len(args) > 1:
            action["space"] = _number(args[1], "space")
        return action
    if op == "operate":
        _need(words, 1)
        seat = args[0].lower() if len(args) > 1 else PLAYER
        return {"op": op, "seat": seat, "space": _number(args[-1], "space")}
    if op == "art":
        _need(words, 4)
        sites = ["chiesa", "palazzo", *state.main]
        where = sites[pick_name(args[0], sites, "place")]
        _, artworks, _, _ = artwork_site(state, comps, PLAYER, where)
        artwork = pick_name(args[1], [a.name for a in artworks], f"Artwork in {where}") + 1
        return {
            "op": op,
            "where": where,
            "artwork": artwork,
            "artist": pick_name(args[2], artist_names, "Artist"),
            "roll": _number(args[3], "roll"),
        }
    if op == "hire":
        _need(words, 2)
        names = [c.name for c in state.captains]
        return {
            "op": op,
            "captain": names[pick_name(args[0], names, "Captain of Fortune in play")],
            "row": _number(args[1], "row"),
        }
    if op == "role":
        _need(words, 1)
        return {"op": op, "role": args[0].lower()}
    if op == "kinsmen":
        _need(words, 1)
        return {"op": op, "count": _number(args[0], "kinsmen")}
    if op == "gain":
        _need(words, 2)
        return {"op": op, "track": args[0].lower(), "points": _number(args[1], "points")}
    _need(words, 3)
    return {
        "op": "set",
        "seat": args[0].lower(),
        "track": args[1].lower(),
        "value": _number(args[2], "value"),
    }


# -- the board as text ----------------------------------------------------------------------------


def _points(state: State, seat: str) -> str:
    return ", ".join(f"{TRACK_NAMES.get(t, t)} {n}" for t, n in state.points[seat].items())


def _district(state: State, comps: Components, seat: str) -> list[str]:
    d = state.districts[seat]
    cells = []
    for k, slot in enumerate(d.spaces, start=1):
        if slot is None:
            cells.append(f"{k}:-")
            continue
        mark = "" if slot.built else " UC"
        mark += f" [{slot.kinsman}]" if slot.kinsman else ""
        cells.append(f"{k}:{slot.workshop} {comps.d.workshop[slot.workshop].name}{mark}")
    return [
        f"  Workshops: {' | '.join(cells)}",
        f"  Chiesa: {_artworks(comps.chiesa.artworks, d.chiesa)}",
        f"  Palazzo: {_artworks(comps.palazzo.artworks, d.palazzo)}",
    ]


def _artworks(artworks, crests: list[str]) -> str:
    """Artwork names, each followed by the seat whose crest is on it."""
    return " ".join(f"{a.name}[{c}]" if c else a.name for a, c in zip(artworks, crests, strict=True))


def describe(state: State, comps: Components) -> str:
    """A compact view: roles and order, each District and Action Table, Artists, main board, Captains."""
    cols = comps.action_table.columns
    lines = [
        (
            f"Round {state.round}/{comps.rounds}, phase {state.phase}; Captain {state.captain}, "
            f"Bishop {state.bishop}; turn order {', '.join(state.order)}; common Resource "
            f"{state.common_resource or '-'}"
        )
    ]
    lines.append(
        f"{PLAYER} ({state.families[PLAYER]}): {_points(state, PLAYER)}; Kinsmen left "
        f"{state.person_kinsmen}; crests {state.person_crests}"
    )
    lines += _district(state, comps, PLAYER)
    marks = {STANDING: "S", LYING: "L"}
    for seat, g in state.ghosts.items():
        cells = [marks.get(v, ".") for v in g.table]
        rows = " / ".join("".join(cells[i : i + cols]) for i in range(0, len(cells), cols))
        lines.append(
            f"{seat} ({g.level}, {state.families[seat]}): {_points(state, seat)}; table {rows}; "
            f"income {g.income}, pool {g.pool}; crests {g.normal_crests}+{g.special_crests} special"
        )
        lines += _district(state, comps, seat)
    artists = []
    for i, tile in sorted(enumerate(state.artists), key=lambda t: (t[1].card, t[1].pos)):
        a = comps.artists[i]
        skills = "/".join(f"{s.skill[:3]} {s.cost}" for s in a.skills)
        flags = ("" if tile.face_up else " down") + (" MP" if tile.masterpiece else "")
        flags += " detained" if state.detained == i else ""
        artists.append(f"{tile.card}.{tile.pos + 1} {a.name} ({skills}){flags}")
    lines.append("Artists: " + "; ".join(artists))
    for place in comps.main_board:
        arts = _artworks(place.artworks, state.main[place.name])
        lines.append(f"{place.name} (die {','.join(map(str, place.die))}): {arts}")
    lines.append(
        "Captains of Fortune: "
        + ", ".join(c.name + ("" if c.face_up else " (hired)") for c in state.captains)
    )
    return "\n".join(lines)
