"""The board as the person reads it (``board``): the tracked table, in the game's names."""

from __future__ import annotations

from typing import Any

from solobot.boardtext import BoardText
from solobot_florenza.board import final_total
from solobot_florenza.components import Components
from solobot_florenza.narration import BUILDINGS, level_name, name, subject, track_name, whose
from solobot_florenza.state import LYING, PLAYER, STANDING, State

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
    shown = ", ".join(f"{track_name(t)} {n}" for t, n in pts.items())
    return f"{shown} = {final_total(state, comps, seat)}"


def _workshops(spaces: list[Any], comps: Components) -> str:
    """A District's spaces in words: "space 1 Picconiere (number 1, Under Construction) | spaces 3-6 empty"."""
    cells: list[str] = []
    empty: list[int] = []

    def say_empty() -> None:
        if empty:
            cells.append(f"space {empty[0]} empty" if len(empty) == 1 else f"spaces {empty[0]}-{empty[-1]} empty")
            empty.clear()

    for k, slot in enumerate(spaces, start=1):
        if slot is None:
            empty.append(k)
            continue
        say_empty()
        notes = [f"number {slot.workshop}"] + ([] if slot.built else ["Under Construction"])
        notes += [f"{whose(slot.kinsman)} Kinsman on it"] if slot.kinsman else []
        cells.append(f"space {k} {comps.workshop[slot.workshop].name} ({', '.join(notes)})")
    say_empty()
    return " | ".join(cells)


def _district(state: State, comps: Components, seat: str) -> list[str]:
    d = state.districts[seat]
    return [
        f"  Workshops: {_workshops(d.spaces, comps)}",
        f"  {BUILDINGS['chiesa']}: {_crested(comps.chiesa.artworks, d.chiesa, seat)}; "
        f"{BUILDINGS['palazzo']}: {_crested(comps.palazzo.artworks, d.palazzo, seat)}",
    ]


def _crested(artworks, crests: list[str], owner: str = "") -> str:
    """Artwork names; a crested one is followed by its seat (by [x] in the owner's own building)."""
    return " ".join(
        a.name + (("[x]" if c == owner else f"[{name(c)}]") if c else "")
        for a, c in zip(artworks, crests, strict=True)
    )


def _to_place(state: State) -> str:
    """The Kinsmen the person still places this round; none once they passed or placed the last."""
    if state.phase in ("round_end", "end", "over") or (state.phase == "kinsmen" and PLAYER in state.out):
        return "none (Phase 4 is over for you this round)"
    return str(state.person_kinsmen)


def describe(state: State, comps: Components) -> BoardText:
    """The tracked table: roles, each seat's points, District and Action Table, Artists, main board, Captains;
    in short (one line a seat) and by part (``board you``, ``board ghosts``, ``board artists``, ``board city``)."""
    head = [
        f"Round {state.round}/{comps.rounds}, {PHASES.get(state.phase, state.phase)}; Captain "
        f"{name(state.captain)}, Bishop {name(state.bishop)}; turn order {', '.join(map(name, state.order))}; "
        f"common Resource {state.common_resource or '-'}"
    ]
    yours = [_your_line(state, comps)]
    ghosts = [_ghost_line(state, comps, seat) for seat in state.ghosts]
    city = [_main_board_line(state, comps), _captains_line(state)]
    parts = (
        ("you", yours + _district(state, comps, PLAYER)),
        ("ghosts", [line for seat, first in zip(state.ghosts, ghosts, strict=True)
                    for line in [first, *_district(state, comps, seat)]]),
        ("artists", [_artists_line(state, comps)]),
        ("city", city),
    )
    whole = "\n".join(head + [line for _, lines in parts for line in lines])
    summary = head + yours + ghosts + [_artists_line(state, comps)] + city
    return BoardText(whole, "\n".join(summary), [(part, "\n".join(lines)) for part, lines in parts])


def _your_line(state: State, comps: Components) -> str:
    """Your family, points, Kinsmen still to place, Family Crests and the roles you claimed."""
    return (
        f"You ({state.families[PLAYER]}): {_points(state, comps, PLAYER)}; Kinsmen to place: "
        f"{_to_place(state)}; Family Crests {state.person_crests}"
        + (f"; next round you are {' and '.join(r.capitalize() for r in state.claims)}" if state.claims else "")
    )


def _ghost_line(state: State, comps: Components, seat: str) -> str:
    """A Ghost's level, family, points, Action Table, income area, pool and Family Crests."""
    g, cols = state.ghosts[seat], comps.action_table.columns
    marks = {STANDING: "S", LYING: "L"}
    cells = [marks.get(v, ".") for v in g.table]
    rows = " / ".join("".join(cells[i : i + cols]) for i in range(0, len(cells), cols))
    return (
        f"{subject(seat)} ({level_name(g.level)}, {state.families[seat]}): {_points(state, comps, seat)}; "
        f"Action Table {rows} (S standing, L lying); income area {g.income}, pool {g.pool}; Family Crests "
        f"{g.normal_crests} normal + {g.special_crests} special"
    )


def _artists_line(state: State, comps: Components) -> str:
    """Every Artist on the Life in Florenza cards, with his skills and where he is."""
    artists = []
    for i, tile in sorted(enumerate(state.artists), key=lambda t: (t[1].card, t[1].pos)):
        a = comps.artists[i]
        skills = "/".join(f"{s.skill} {s.cost}" for s in a.skills)
        flags = ", yours" if tile.held_by == PLAYER else "" if tile.face_up else ", face down"
        flags += (", Masterpiece" if tile.masterpiece else "") + (", detained" if state.detained == i else "")
        artists.append(f"{tile.card}.{tile.pos + 1} {a.name} ({skills}{flags})")
    return "Artists (Life in Florenza card.position): " + "; ".join(artists)


def _main_board_line(state: State, comps: Components) -> str:
    """The main board's places and whose Family Crest is on each Artwork."""
    places = [f"{p.name}: {_crested(p.artworks, state.main[p.name])}" for p in comps.main_board]
    return "Main board: " + " | ".join(places)


def _captains_line(state: State) -> str:
    """The Captains of Fortune, and which are hired."""
    return "Captains of Fortune: " + ", ".join(c.name + ("" if c.face_up else " (hired)") for c in state.captains)
