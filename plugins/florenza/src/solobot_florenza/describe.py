"""The board as the person reads it (``board``): the tracked table, in the game's names."""

from __future__ import annotations

from typing import Any

from solobot.boardtext import BoardText
from solobot.i18n import N_
from solobot_florenza.board import final_total
from solobot_florenza.components import Components
from solobot_florenza.narration import (
    BUILDINGS,
    _,
    label,
    level_name,
    listed,
    name,
    resource,
    said,
    skill,
    subject,
    track_said,
)
from solobot_florenza.state import LYING, PLAYER, STANDING, State

PHASES = {
    "start": N_("setup"),
    "captain": N_("Phases 1-2 (Captain)"),
    "bishop": N_("Phase 3 (Bishop)"),
    "kinsmen": N_("Phase 4"),
    "round_end": N_("Phases 5-7"),
    "end": N_("Phase 8"),
    "over": N_("game over"),
}


STANDING_MARK, LYING_MARK = N_("S"), N_("L")
"""A standing and a lying Kinsman on an Action Table, one letter each ("S", "L"; "I", "S" in Italian...)."""
ROLES = {"captain": N_("Captain"), "bishop": N_("Bishop")}


def phase_said(phase: str) -> str:
    """Where the round is, in the language spoken: "Phase 4", "Fase 4"."""
    return said(PHASES[phase]) if phase in PHASES else phase


def _points(state: State, comps: Components, seat: str) -> str:
    pts = state.points[seat]
    shown = ", ".join(f"{track_said(t)} {n}" for t, n in pts.items())
    return f"{shown} = {final_total(state, comps, seat)}"


def _workshops(spaces: list[Any], comps: Components) -> str:
    """A District's spaces in words: "space 1 Picconiere (number 1, Under Construction) | spaces 3-6 empty"."""
    cells: list[str] = []
    empty: list[int] = []

    def say_empty() -> None:
        if empty:
            cells.append(_("space {space} empty").format(space=empty[0]) if len(empty) == 1 else
                         _("spaces {first}-{last} empty").format(first=empty[0], last=empty[-1]))
            empty.clear()

    for k, slot in enumerate(spaces, start=1):
        if slot is None:
            empty.append(k)
            continue
        say_empty()
        notes = [_("number {number}").format(number=slot.workshop)] + ([] if slot.built else [_("Under Construction")])
        if slot.kinsman:
            notes += [_("your Kinsman on it") if slot.kinsman == PLAYER else
                      _("{seat}'s Kinsman on it").format(seat=name(slot.kinsman))]
        cells.append(_("space {space} {workshop} ({notes})").format(
            space=k, workshop=label(comps.workshop[slot.workshop].name), notes=", ".join(notes)))
    say_empty()
    return " | ".join(cells)


def _district(state: State, comps: Components, seat: str) -> list[str]:
    d = state.districts[seat]
    return [
        "  " + _("Workshops: {spaces}").format(spaces=_workshops(d.spaces, comps)),
        f"  {BUILDINGS['chiesa']}: {_crested(comps.chiesa.artworks, d.chiesa, seat)}; "
        f"{BUILDINGS['palazzo']}: {_crested(comps.palazzo.artworks, d.palazzo, seat)}",
    ]


def _crested(artworks, crests: list[str], owner: str = "") -> str:
    """Artwork names; a crested one is followed by its seat (by [x] in the owner's own building)."""
    return " ".join(
        label(a.name) + (("[x]" if c == owner else f"[{name(c)}]") if c else "")
        for a, c in zip(artworks, crests, strict=True)
    )


def _to_place(state: State) -> str:
    """The Kinsmen the person still places this round; none once they passed or placed the last."""
    if state.phase in ("round_end", "end", "over") or (state.phase == "kinsmen" and PLAYER in state.out):
        return _("none (Phase 4 is over for you this round)")
    return str(state.person_kinsmen)


def describe(state: State, comps: Components) -> BoardText:
    """The tracked table: roles, each seat's points, District and Action Table, Artists, main board, Captains;
    in short (one line a seat) and by part (``board you``, ``board ghosts``, ``board artists``, ``board city``)."""
    head = [
        _("Round {round}/{rounds}, {phase}; Captain {captain}, Bishop {bishop}; turn order {order}; common Resource "
          "{resource}").format(round=state.round, rounds=comps.rounds, phase=phase_said(state.phase),
                               captain=name(state.captain), bishop=name(state.bishop),
                               order=", ".join(map(name, state.order)),
                               resource=resource(state.common_resource) if state.common_resource else "-")
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
    line = _("You ({family}): {points}; Kinsmen to place: {kinsmen}; Family Crests {crests}").format(
        family=state.families[PLAYER], points=_points(state, comps, PLAYER), kinsmen=_to_place(state),
        crests=state.person_crests)
    if state.claims:
        line += _("; next round you are {roles}").format(roles=listed([said(ROLES[r]) for r in state.claims]))
    return line


def _ghost_line(state: State, comps: Components, seat: str) -> str:
    """A Ghost's level, family, points, Action Table, income area, pool and Family Crests."""
    g, cols = state.ghosts[seat], comps.action_table.columns
    marks = {STANDING: said(STANDING_MARK), LYING: said(LYING_MARK)}
    cells = [marks.get(v, ".") for v in g.table]
    rows = " / ".join("".join(cells[i : i + cols]) for i in range(0, len(cells), cols))
    return _("{ghost} ({level}, {family}): {points}; Action Table {rows} ({standing} standing, {lying} lying); income "
             "area {income}, pool {pool}; Family Crests {normal} normal + {special} special").format(
        ghost=subject(seat), level=level_name(g.level), family=state.families[seat], points=_points(state, comps, seat),
        rows=rows, standing=marks[STANDING], lying=marks[LYING], income=g.income, pool=g.pool,
        normal=g.normal_crests, special=g.special_crests)


def _artists_line(state: State, comps: Components) -> str:
    """Every Artist on the Life in Florenza cards, with his skills and where he is."""
    artists = []
    for i, tile in sorted(enumerate(state.artists), key=lambda t: (t[1].card, t[1].pos)):
        a = comps.artists[i]
        skills = "/".join(f"{skill(s.skill)} {s.cost}" for s in a.skills)
        flags = [_("yours")] if tile.held_by == PLAYER else [] if tile.face_up else [_("face down")]
        flags += ([_("Masterpiece")] if tile.masterpiece else []) + ([_("detained")] if state.detained == i else [])
        artists.append(f"{tile.card}.{tile.pos + 1} {label(a.name)} ({', '.join([skills, *flags])})")
    return _("Artists (Life in Florenza card.position): {artists}").format(artists="; ".join(artists))


def _main_board_line(state: State, comps: Components) -> str:
    """The main board's places and whose Family Crest is on each Artwork."""
    places = [f"{label(p.name)}: {_crested(p.artworks, state.main[p.name])}" for p in comps.main_board]
    return _("Main board: {places}").format(places=" | ".join(places))


def _captains_line(state: State) -> str:
    """The Captains of Fortune, and which are hired."""
    return _("Captains of Fortune: {captains}").format(captains=", ".join(
        label(c.name) if c.face_up else _("{captain} (hired)").format(captain=label(c.name)) for c in state.captains))
