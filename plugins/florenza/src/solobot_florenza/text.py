"""What the person types (commands) and reads (the board)."""

from __future__ import annotations

from typing import Any

from solobot import IllegalAction

from .board import artwork_site, final_total
from .components import Components
from .ghost import TRACK_NAMES
from .state import LYING, PLAYER, STANDING, State

HELP = {
    "start": "start A B - at setup: your two starting Workshops (numbers or names), e.g. start 1 4",
    "resource": "resource NAME - as Captain (Phases 1-2): the common Resource, e.g. resource wood",
    "detain": "detain ARTIST - as Captain (Phases 1-2): detain an Artist, ends the step, e.g. detain giotto",
    "build": "build WORKSHOP [SPACE] - Phase 4: build from the supply (lowest free space by default), "
    "e.g. build 13",
    "operate": "operate [SEAT] SPACE - Phase 4: a Kinsman on a Workshop (yours by default), e.g. operate ghost-1 2",
    "artist": "artist ARTIST - Phase 4: take an Artist for this round, e.g. artist masaccio",
    "art": "art WHERE ARTWORK ARTIST ROLL - Phase 4: create an Artwork (chiesa, palazzo or a main-board place) "
    "with your die roll, e.g. art chiesa vetrata lippi 4  or  art santa-croce 1 masaccio 6",
    "hire": "hire CAPTAIN ROW - Phase 4: hire a Captain of Fortune on a row, e.g. hire sforza 2",
    "role": "role captain|bishop - Phase 4: take a role for next round, e.g. role bishop",
    "done": "done - end the Captain, Bishop or end-of-round step; on your Phase 4 turn: a Kinsman placed "
    "on something the bot does not track, e.g. done",
    "pass": "pass - Phase 4: place no more Kinsmen this round, e.g. pass",
    "gain": "gain TRACK POINTS - any time: record points you scored (or lost) at the table, e.g. gain prestige 3",
    "set": "set SEAT TRACK VALUE - any time: correct a score on the board, e.g. set ghost-1 church 4",
    "kinsmen": "kinsmen N - until Phase 4 ends: correct how many Kinsmen you still place this round, "
    "e.g. kinsmen 3",
}
"""Every command: usage - when and what, example (the table's ``help`` lists them in this order)."""

ARGS = {
    "start": (2, 2),
    "resource": (1, 1),
    "detain": (1, 1),
    "build": (1, 2),
    "operate": (1, 2),
    "artist": (1, 1),
    "art": (4, 4),
    "hire": (2, 2),
    "role": (1, 1),
    "done": (0, 0),
    "pass": (0, 0),
    "gain": (2, 2),
    "set": (3, 3),
    "kinsmen": (1, 1),
}
"""How many words each command takes after its name (fewest, most)."""


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


def _usage(op: str) -> str:
    return HELP[op].split(" - ")[0]


def parse(state: State, comps: Components, words: list[str]) -> dict[str, Any]:
    """Turn typed words into an operation; a bad line is one IllegalAction line saying why."""
    if not words:
        raise IllegalAction("type a command (help lists them)")
    op, args = words[0].lower(), words[1:]
    if op not in HELP:
        raise IllegalAction(f"unknown command {words[0]!r}; type help for the list")
    fewest, most = ARGS[op]
    if not fewest <= len(args) <= most:
        wanted = str(fewest) if fewest == most else f"{fewest} or {most}"
        raise IllegalAction(f"{op} takes {wanted} word(s) after it, not {len(args)}: {_usage(op)}")
    workshop_names = [w.name for w in comps.workshops]
    artist_names = [a.name for a in comps.artists]
    if op in ("done", "pass"):
        return {"op": op}
    if op == "start":
        return {"op": op, "workshops": [pick_name(w, workshop_names, "Workshop") + 1 for w in args[:2]]}
    if op == "resource":
        return {"op": op, "resource": args[0].lower()}
    if op in ("detain", "artist"):
        return {"op": op, "artist": pick_name(args[0], artist_names, "Artist")}
    if op == "build":
        action: dict[str, Any] = {"op": op, "workshop": pick_name(args[0], workshop_names, "Workshop") + 1}
        if len(args) > 1:
            action["space"] = _number(args[1], "space")
        return action
    if op == "operate":
        seat = args[0].lower() if len(args) > 1 else PLAYER
        return {"op": op, "seat": seat, "space": _number(args[-1], "space")}
    if op == "art":
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
        names = [c.name for c in state.captains]
        return {
            "op": op,
            "captain": names[pick_name(args[0], names, "Captain of Fortune in play")],
            "row": _number(args[1], "row"),
        }
    if op == "role":
        return {"op": op, "role": args[0].lower()}
    if op == "kinsmen":
        return {"op": op, "count": _number(args[0], "kinsmen")}
    if op == "gain":
        return {"op": op, "track": args[0].lower(), "points": _number(args[1], "points")}
    return {
        "op": "set",
        "seat": args[0].lower(),
        "track": args[1].lower(),
        "value": _number(args[2], "value"),
    }


# -- the board as text ----------------------------------------------------------------------------

PHASES = {
    "start": "setup",
    "captain": "Phases 1-2 (Captain)",
    "bishop": "Phase 3 (Bishop)",
    "kinsmen": "Phase 4",
    "round_end": "Phases 5-7",
    "end": "Phase 8",
    "over": "game over",
}


def _points(state: State, comps: Components, seat: str) -> str:
    pts = state.points[seat]
    shown = ", ".join(f"{TRACK_NAMES.get(t, t)} {n}" for t, n in pts.items())
    return f"{shown} = {final_total(state, comps, seat)}"


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
        f"  Workshops (space:number): {' | '.join(cells)}",
        f"  Chiesa: {_crested(comps.chiesa.artworks, d.chiesa, seat)}; "
        f"Palazzo: {_crested(comps.palazzo.artworks, d.palazzo, seat)}",
    ]


def _crested(artworks, crests: list[str], owner: str = "") -> str:
    """Artwork names; a crested one is followed by its seat (by [x] in the owner's own building)."""
    return " ".join(
        a.name + (("[x]" if c == owner else f"[{c}]") if c else "") for a, c in zip(artworks, crests, strict=True)
    )


def describe(state: State, comps: Components) -> str:
    """The tracked table: roles, each seat's points, District and Action Table, Artists, main board, Captains."""
    cols = comps.action_table.columns
    lines = [
        f"Round {state.round}/{comps.rounds}, {PHASES.get(state.phase, state.phase)}; Captain {state.captain}, "
        f"Bishop {state.bishop}; turn order {', '.join(state.order)}; common Resource "
        f"{state.common_resource or '-'}",
        f"{PLAYER} ({state.families[PLAYER]}): {_points(state, comps, PLAYER)}; Kinsmen to place "
        f"{state.person_kinsmen}; crests {state.person_crests}"
        + (f"; next round you take {' and '.join(state.claims)}" if state.claims else ""),
    ]
    lines += _district(state, comps, PLAYER)
    marks = {STANDING: "S", LYING: "L"}
    for seat, g in state.ghosts.items():
        cells = [marks.get(v, ".") for v in g.table]
        rows = " / ".join("".join(cells[i : i + cols]) for i in range(0, len(cells), cols))
        lines.append(
            f"{seat} ({g.level}, {state.families[seat]}): {_points(state, comps, seat)}; Action Table {rows} "
            f"(S standing, L lying); income {g.income}, pool {g.pool}; crests {g.normal_crests}"
            f"+{g.special_crests} special"
        )
        lines += _district(state, comps, seat)
    artists = []
    for i, tile in sorted(enumerate(state.artists), key=lambda t: (t[1].card, t[1].pos)):
        a = comps.artists[i]
        skills = "/".join(f"{s.skill[:3]} {s.cost}" for s in a.skills)
        flags = " yours" if tile.held_by == PLAYER else "" if tile.face_up else " down"
        flags += (" MP" if tile.masterpiece else "") + (" detained" if state.detained == i else "")
        artists.append(f"{tile.card}.{tile.pos + 1} {a.name} ({skills}){flags}")
    lines.append("Artists (card.position): " + "; ".join(artists))
    places = [f"{p.name}: {_crested(p.artworks, state.main[p.name])}" for p in comps.main_board]
    lines.append("Main board: " + " | ".join(places))
    lines.append(
        "Captains of Fortune: " + ", ".join(c.name + ("" if c.face_up else " (hired)") for c in state.captains)
    )
    return "\n".join(lines)
