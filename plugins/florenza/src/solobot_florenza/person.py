"""The person's operations: every one is checked before anything changes.

The person plays the base game at the table; the bot only tracks what the Ghosts
read or change. A Phase 4 turn is one Kinsman action (build, operate, artist, art,
hire, role), which ends the turn; ``done`` places a Kinsman on something the bot does
not track, ``pass`` leaves Phase 4. ``done`` also ends the setup, Captain, Bishop and
end-of-round steps. ``gain``, ``set`` and ``kinsmen`` record or correct at any time.
Each operation is declared here as the person's command (``@move``): its words, what it does,
an example and when it can be used; the core makes the parser, ``help``, Tab completion, the
page's forms and the dispatch from them (when a choice is possible now: :mod:`solobot_florenza.commands`;
how its words become an operation's values: :mod:`solobot_florenza.words`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solobot import Context, IllegalAction, Param, move
from solobot.i18n import N_
from solobot_florenza import commands as can
from solobot_florenza import words
from solobot_florenza.board import (
    can_activate,
    create_artwork,
    crest_row,
    free_space,
    gain,
    on_prestige_floor,
    pay_owner,
    usable_by,
)
from solobot_florenza.components import Components
from solobot_florenza.kept import artist_taken, usable_workshops, workshop_used
from solobot_florenza.narration import ROLES as ROLE_NAMES
from solobot_florenza.narration import WORDS, label, named, said, skill, subject
from solobot_florenza.narration import name as seat_name
from solobot_florenza.narration import resource as resource_said
from solobot_florenza.rounds import announce_step, begin_phase_3, begin_phase_4, next_turn
from solobot_florenza.setup import place_starting_workshop
from solobot_florenza.state import PLAYER, ROLES, Captain, Slot, State
from solobot_florenza.table import (
    COMMON_RESOURCE,
    COUNTED,
    DETAINED,
    FACE_DOWN,
    MASTERPIECE,
    RESERVE,
    SUPPLY,
    TURNED_OVER,
    Move,
    Set,
    artwork_place,
    captain_thing,
    card_thing,
    crest_piece,
    district_space,
    kinsman_on,
    kinsmen_to_place,
    score_thing,
    scores,
    tile_thing,
    workshop_place,
    your_kinsman_used,
)

gettext = WORDS.gettext  # not "_": a move's code unpacks into "_" (pybabel extract reads gettext too)


def _int(op: str, key: str, value: Any) -> int:
    if type(value) is int:  # the usual case, checked first
        return value
    if not isinstance(value, int) or isinstance(value, bool):
        raise IllegalAction(gettext("{op}: {key!r} must be a whole number").format(op=op, key=key))
    return value


def kinsman_move(name: str, *params: Param, help: str, example: str, build: Any) -> Callable[..., Any]:
    """Declare a Phase 4 Kinsman action: only on your turn, and it ends the turn (one Kinsman).

    The move itself begins with :func:`your_kinsman_turn` and ends with :func:`kinsman_placed` (a test
    checks every one): a wrapper passing the values on costs a second keyword call, about 0.4 µs a move
    (timeit), 1 % of a simulated game.
    """
    return move(name, *params, help=help, example=example, possible=can.PHASE_4, build=build)


def your_kinsman_turn(state: State, name: str) -> None:
    """Refuse the Kinsman action ``name`` outside your Phase 4 turn."""
    if state.phase != "kinsmen":
        raise IllegalAction(gettext("{name}: only on your Phase 4 turn").format(name=name))


def _workshop(comps: Components, number: int) -> Any:
    if number not in comps.workshop:
        raise IllegalAction(gettext("there is no Workshop {number} (1 to {last})").format(
            number=number, last=len(comps.workshops)))
    return comps.workshop[number]


def _artist(comps: Components, index: int) -> int:
    if not 0 <= index < len(comps.artists):
        raise IllegalAction(gettext("there is no Artist {number} (1 to {last})").format(
            number=index + 1, last=len(comps.artists)))
    return index


def _seat(state: State, seat: Any) -> str:
    if seat not in state.seats:
        raise IllegalAction(gettext("no seat {seat!r} (seats: {seats})").format(
            seat=seat, seats=", ".join(state.seats)))
    return seat


def _track(comps: Components, track: Any) -> str:
    if track not in comps.tracks:
        raise IllegalAction(gettext("no track {track!r} (tracks: {tracks})").format(
            track=track, tracks=", ".join(comps.tracks)))
    return track


# -- setup and the Captain's phases -----------------------------------------------------------


@move("start", Param("first", among=can.starting_workshops),
      Param("second", among=can.other_starting_workshops, open=True),  # start 1 1 is told why (must differ)
      help=N_("at setup: your two starting Workshops (numbers or names)"), example="start 1 4",
      possible=can.phase_is("start"), build=words.start_action)
def op_start(ctx: Context, state: State, workshops: Any = None) -> None:
    """You choose your two starting Workshops last (FG-SETUP-4)."""
    comps: Components = ctx.components
    if state.phase != "start":
        raise IllegalAction(gettext("starting Workshops are chosen once, at setup"))
    chosen = workshops
    if not isinstance(chosen, list) or len(chosen) != 2 or not all(isinstance(n, int) for n in chosen):
        raise IllegalAction(gettext("start: name two starting Workshops, e.g. start 1 2"))
    if chosen[0] == chosen[1]:
        raise IllegalAction(gettext("start: your two starting Workshops must differ"))
    for n in chosen:
        if n not in comps.starting_workshops:
            raise IllegalAction(gettext("start: {workshop} is not a starting Workshop (the starting Workshops: "
                                        "{workshops})").format(
                workshop=named(_workshop(comps, n).name),
                workshops=", ".join(label(_workshop(comps, m).name) for m in comps.starting_workshops)))
        if state.supply[n] <= 0:
            raise IllegalAction(gettext("start: no {workshop} left in the supply").format(
                workshop=named(_workshop(comps, n).name)))
    for space, n in enumerate(chosen):
        place_starting_workshop(ctx, state, PLAYER, space, n)
    state.phase = "captain"  # the person is Captain in round 1 (FG-SETUP-3)
    if ctx.narrating:
        placed = [Move(comps.workshop[n].name, SUPPLY, district_space(PLAYER, space, True))
                  for space, n in enumerate(chosen)]
        ctx.emit("you-start", "FG-SETUP-4", changes=placed, workshops=chosen)
    announce_step(ctx, state)


def _captain_phase(state: State, what: str) -> None:
    if state.phase != "captain" or state.captain != PLAYER:
        raise IllegalAction(gettext("{command}: only the Captain does that, before Phase 4").format(command=what))


@move("resource", Param("name", among=can.resources),
      help=N_("as Captain (Phases 1-2): the common Resource"),
      example="resource wood", possible=can.phase_is("captain"), build=words.resource_action)
def op_resource(ctx: Context, state: State, resource: Any = None) -> None:
    """As Captain you pick the common Resource (Phase 1)."""
    comps: Components = ctx.components
    _captain_phase(state, "resource")
    if resource not in comps.resources:
        raise IllegalAction(gettext("resource: choose one of {resources}").format(
            resources=", ".join(resource_said(r) for r in comps.resources)))
    state.common_resource = resource
    if ctx.narrating:
        ctx.emit("common-resource", "FG-P1-2", changes=[Set(COMMON_RESOURCE, resource)], captain=PLAYER,
                 resource=resource)
    end_captain_step_if_chosen(ctx, state, comps)


@move("detain", Param("artist", among=can.face_up_artists),
      help=N_("as Captain (Phases 1-2): detain an Artist (with the Resource chosen, ends the step)"),
      example="detain giotto", possible=can.phase_is("captain"), build=words.artist_action)
def op_detain(ctx: Context, state: State, artist: Any = None) -> None:
    """As Captain you detain an Artist (Phase 2)."""
    comps: Components = ctx.components
    _captain_phase(state, "detain")
    artist = _artist(comps, _int("detain", "artist", artist))
    if not state.artists[artist].face_up:
        raise IllegalAction(gettext("detain: {artist} is not available").format(
            artist=named(comps.artists[artist].name)))
    state.detained = artist
    if ctx.narrating:
        name = comps.artists[artist].name
        ctx.emit("detained", "FG-P2-1", changes=[Set(DETAINED, name)], captain=PLAYER, artist=name)
    end_captain_step_if_chosen(ctx, state, comps)


def end_captain_step_if_chosen(ctx: Context, state: State, comps: Components) -> None:
    """The Captain's step ends by itself once the Resource is picked and an Artist detained."""
    if state.common_resource and state.detained >= 0:
        begin_phase_3(ctx, state, comps)


# -- Phase 4: one Kinsman action a turn ----------------------------------------------------------


@kinsman_move("build", Param("workshop", among=can.supply),
              Param("space", "int", among=can.free_spaces, optional=can.has_free_space),
              help=N_("Phase 4: build from the supply (lowest free space by default)"), example="build 13",
              build=words.build_action)
def op_build(ctx: Context, state: State, workshop: Any = None, space: Any = None) -> None:
    """Build a Workshop from the supply, Under Construction, on a free space (default: the lowest)."""
    your_kinsman_turn(state, "build")
    comps: Components = ctx.components
    number = _int("build", "workshop", workshop)
    workshop = _workshop(comps, number)
    if state.supply[number] <= 0:
        raise IllegalAction(gettext("build: {workshop} is gone from the supply").format(workshop=named(workshop.name)))
    spaces = state.districts[PLAYER].spaces
    if space is None:
        target = free_space(state, PLAYER)
        if target < 0:
            raise IllegalAction(gettext("build: your District has no free Workshop space"))
    else:
        target = _int("build", "space", space) - 1
        if not 0 <= target < len(spaces):
            raise IllegalAction(gettext("build: space must be 1 to {last}").format(last=len(spaces)))
        if spaces[target] is not None:
            raise IllegalAction(gettext("build: your space {space} already holds a Workshop").format(space=target + 1))
    before = your_points(ctx, state)
    state.supply[number] -= 1
    spaces[target] = Slot(number, built=False)
    gain(state, comps, PLAYER, comps.build_reward[number])
    if ctx.narrating:
        placed = Move(workshop.name, SUPPLY, district_space(PLAYER, target, False))
        changes = [your_kinsman_used(state), placed, *scores(state, PLAYER)]
        ctx.emit("you-build", changes=changes, workshop=number, space=target + 1,
                 counted=counted_since(before, state))
    kinsman_placed(ctx, state)


# the seat comes first and may be left out, as typed since the first version: the parser
# tells the two forms apart by their count, and the page leaves an empty choice out
@kinsman_move("operate", Param("seat", among=can.operable_seats, optional=can.you_may_operate, open=True),
              Param("space", "int", among=can.operable_spaces),
              help=N_("Phase 4: a Kinsman on a Workshop (yours by default)"), example="operate ghost-1 2",
              build=words.operate_action)
def op_operate(ctx: Context, state: State, space: Any = None, seat: Any = PLAYER) -> None:
    """Put a Kinsman on a Workshop (yours or a rival's, who is paid) and score what it shows."""
    your_kinsman_turn(state, "operate")
    comps: Components = ctx.components
    owner = _seat(state, seat)
    k = _int("operate", "space", space) - 1
    spaces = state.districts[owner].spaces
    if not 0 <= k < len(spaces) or spaces[k] is None:
        raise IllegalAction((gettext("operate: you have no Workshop on space {space}") if owner == PLAYER else gettext(
            "operate: {seat} has no Workshop on space {space}")).format(seat=subject(owner), space=k + 1))
    slot = spaces[k]
    name = named(comps.workshop[slot.workshop].name)
    if slot.kinsman:
        raise IllegalAction((gettext("operate: {workshop} is already in use this round (your Kinsman is on it)")
                             if slot.kinsman == PLAYER else gettext(
            "operate: {workshop} is already in use this round ({seat}'s Kinsman is on it)")).format(
            workshop=name, seat=subject(slot.kinsman)))
    if not slot.built:
        raise IllegalAction(gettext("operate: {workshop} is Under Construction and cannot be used this round").format(
            workshop=name))
    if not can_activate(state, comps, owner, k):
        raise IllegalAction(gettext("operate: {workshop} cannot be activated").format(workshop=name))
    if owner != PLAYER and on_prestige_floor(state, comps, PLAYER):
        raise IllegalAction(gettext("operate: on {floor} Prestige you cannot pay {seat}").format(
            floor=comps.prestige_min, seat=subject(owner)))
    before = your_points(ctx, state)
    slot.kinsman = PLAYER
    workshop_used(ctx.derived.peek(usable_workshops), (owner, k, slot))
    gain(state, comps, PLAYER, comps.operate_reward[slot.workshop])
    pay_owner(state, comps, PLAYER, owner)
    if ctx.narrating:
        rival = owner != PLAYER
        fee = comps.rival_fee if rival else 0
        rule = "FG-OP-5" if rival else None
        markers = scores(state, *dict.fromkeys((PLAYER, owner)))  # yours, and the rival's you paid
        changes = [Set(kinsman_on(PLAYER, workshop_place(owner, k)), 1), your_kinsman_used(state), *markers]
        ctx.emit("you-operate", rule, changes=changes, owner=owner, space=k + 1, workshop=slot.workshop, fee=fee,
                 counted=counted_since(before, state))
    kinsman_placed(ctx, state)


def your_points(ctx: Context, state: State) -> dict[str, int] | None:
    """Your points before an action that scores them (only when narrating: the sentence says them)."""
    return dict(state.points[PLAYER]) if ctx.narrating else None


def counted_since(before: dict[str, int] | None, state: State) -> dict[str, int]:
    """The points solobot counted for you since ``before``, by track (tracks that did not move left out)."""
    now = state.points[PLAYER]
    return {track: now[track] - was for track, was in (before or {}).items() if now[track] != was}


def recorded_points(events: list[Any]) -> dict[str, int]:
    """The points you recorded yourself (gain, and set corrections of your tracks), by track, from the event log."""
    recorded: dict[str, int] = {}
    for event in events:
        f = event.facts
        if event.kind == "you-score":
            recorded[f["track"]] = recorded.get(f["track"], 0) + f["points"]
        elif event.kind == "correction" and f["target"] == PLAYER:
            recorded[f["track"]] = recorded.get(f["track"], 0) + f["value"] - f["was"]
    return recorded


def _take_artist(ctx: Context, state: State, artist: int) -> list[Set]:
    """Take an Artist for this round; the change to his tile when narrating (none when you hold him already)."""
    comps: Components = ctx.components
    if state.artists[artist].held_by == PLAYER:
        return []
    if not usable_by(state, artist, PLAYER):
        raise IllegalAction(gettext("{artist} is not available (face down or detained)").format(
            artist=named(comps.artists[artist].name)))
    turned = [Set(tile_thing(comps.artists[artist].name), FACE_DOWN)] if ctx.narrating and state.artists[
        artist].face_up else []
    state.artists[artist].face_up = False
    state.artists[artist].held_by = PLAYER
    artist_taken(ctx, artist)
    return turned


@kinsman_move("artist", Param("artist", among=can.artists_to_take),
              help=N_("Phase 4: take an Artist for this round"), example="artist masaccio", build=words.artist_action)
def op_artist(ctx: Context, state: State, artist: Any = None) -> None:
    """Take an Artist: his tile goes face down, yours for this round."""
    your_kinsman_turn(state, "artist")
    comps: Components = ctx.components
    artist = _artist(comps, _int("artist", "artist", artist))
    if state.artists[artist].held_by == PLAYER:
        raise IllegalAction(gettext("artist: you already hold {artist}").format(
            artist=named(comps.artists[artist].name)))
    turned = _take_artist(ctx, state, artist)
    ctx.emit("you-take-artist", changes=[your_kinsman_used(state), *turned], artist=comps.artists[artist].name)
    kinsman_placed(ctx, state)


@kinsman_move("art", Param("where", among=can.art_sites), Param("artwork", among=can.free_artworks),
              Param("artist", among=can.artists_for_art), Param("roll", "int", most=can.die_sides),
              help=N_("Phase 4: create an Artwork (chiesa, palazzo or a main-board place) with your die roll"),
              example="art chiesa vetrata lippi 4", build=words.art_action)
def op_art(ctx: Context, state: State, where: Any = None, artwork: Any = None, artist: Any = None,
           roll: Any = None) -> None:
    """Create an Artwork (your Chiesa or Palazzo, or a main-board place) with an Artist and your die roll."""
    your_kinsman_turn(state, "art")
    comps: Components = ctx.components
    if where not in ("chiesa", "palazzo") and where not in state.main:
        raise IllegalAction(gettext("art: where must be chiesa, palazzo or a place ({places})").format(
            places=", ".join(state.main)))
    site = comps.sites[where]
    crests, artworks = crest_row(state, PLAYER, where), site.artworks
    index = _int("art", "artwork", artwork) - 1
    if not 0 <= index < len(artworks):
        raise IllegalAction(gettext("art: the Artworks {site} are 1 to {last}").format(
            site=site(where, PLAYER), last=len(artworks)))
    if crests[index]:
        raise IllegalAction((gettext("art: {artwork} already carries your Family Crest") if crests[index] == PLAYER
                             else gettext("art: {artwork} already carries a Family Crest of {seat}")).format(
            artwork=named(artworks[index].name), seat=seat_name(crests[index])))
    artist = _artist(comps, _int("art", "artist", artist))
    skills = comps.skill_names[artist]
    needed = site.skills[index]
    if needed not in skills:
        raise IllegalAction(gettext("art: {artist} cannot make {artwork} ({skill})").format(
            artist=named(comps.artists[artist].name), artwork=named(artworks[index].name), skill=skill(needed)))
    roll = _int("art", "roll", roll)
    if not 1 <= roll <= comps.die_sides:
        raise IllegalAction(gettext("art: roll must be 1 to {last}").format(last=comps.die_sides))
    if state.person_crests <= 0:
        raise IllegalAction(gettext("art: you have no Family Crest left"))
    before = your_points(ctx, state)
    was_masterpiece = state.artists[artist].masterpiece
    turned = _take_artist(ctx, state, artist)
    state.person_crests -= 1
    facts = create_artwork(ctx, state, PLAYER, where, index, artist, skills.index(needed), roll)
    if ctx.narrating:
        name = comps.artists[artist].name
        crest = Move(crest_piece(False), RESERVE, artwork_place(where, PLAYER, artworks[index].name), 1, PLAYER)
        changes: list[Move | Set] = [your_kinsman_used(state), crest, *turned, *scores(state, PLAYER)]
        card_turned = facts["masterpiece"] and not was_masterpiece  # a gold box turns his card once (FG-LVL-2)
        if card_turned:
            changes.append(Set(card_thing(name), MASTERPIECE))
        ctx.emit("you-create", changes=changes, artwork=artworks[index].name, where=where, artist=name,
                 **facts, card_turned=card_turned, counted=counted_since(before, state))
    kinsman_placed(ctx, state)


def _captain_in_play(state: State, name: Any) -> Captain | None:
    for card in state.captains:
        if card.name == name:
            return card
    return None


@kinsman_move("hire", Param("captain", among=can.captains_for_hire), Param("row", "int", among=can.captain_rows),
              help=N_("Phase 4: hire a Captain of Fortune in play (name or number) on a row"), example="hire 1 2",
              build=words.hire_action)
def op_hire(ctx: Context, state: State, captain: Any = None, row: Any = None) -> None:
    """Hire a Captain of Fortune on one of his rows; his card turns over."""
    your_kinsman_turn(state, "hire")
    comps: Components = ctx.components
    name = captain
    card = _captain_in_play(state, name)
    if card is None:
        raise IllegalAction(gettext("hire: {captain!r} is not a Captain of Fortune in play").format(captain=name))
    if not card.face_up:
        raise IllegalAction(gettext("hire: {captain} is already hired this round").format(captain=named(name)))
    rows = comps.captain_rewards[name]
    row = _int("hire", "row", row)
    if not 1 <= row <= len(rows):
        raise IllegalAction(gettext("hire: {captain} has rows 1 to {last}").format(captain=named(name), last=len(rows)))
    before = your_points(ctx, state)
    card.face_up = False
    gain(state, comps, PLAYER, rows[row - 1])
    if ctx.narrating:
        changes = [your_kinsman_used(state), Set(captain_thing(name), TURNED_OVER), *scores(state, PLAYER)]
        ctx.emit("you-hire", changes=changes, captain=name, row=row, counted=counted_since(before, state))
    kinsman_placed(ctx, state)


@kinsman_move("role", Param("role", among=can.roles_left, open=True), help=N_("Phase 4: take a role for next round"),
              example="role bishop", build=words.role_action)
def op_role(ctx: Context, state: State, role: Any = None) -> None:
    """Take a role (Captain or Bishop) for next round."""
    your_kinsman_turn(state, "role")
    if role not in ROLES:
        raise IllegalAction(gettext("role: captain or bishop"))
    if role in state.claims:
        raise IllegalAction(gettext("role: you already took the {role} for next round").format(
            role=said(ROLE_NAMES[role])))
    state.claims.append(role)
    if ctx.narrating:
        ctx.emit("you-take-role", "GAP-FG-6", changes=[your_kinsman_used(state)], role=role)
    kinsman_placed(ctx, state)


# -- always allowed: recording and corrections ------------------------------------------------------


@move("gain", Param("track", among=can.tracks), Param("points", "int"),
      help=N_("any time: record points you scored (or lost) at the table"), example="gain prestige 3",
      possible=can.not_over, build=words.gain_action)
def op_gain(ctx: Context, state: State, track: Any = None, points: Any = None) -> None:
    """Record points you scored at the table (the base game's other scoring)."""
    comps: Components = ctx.components
    track = _track(comps, track)
    gain(state, comps, PLAYER, {track: _int("gain", "points", points)})
    ctx.emit("you-score", changes=scores(state, PLAYER), track=track, points=points)


@move("set", Param("seat", among=can.seats, open=True), Param("track", among=can.tracks),
      Param("value", "int", low=can.lowest_value),
      help=N_("any time: correct a score on the board"), example="set ghost-1 church 4", possible=can.not_over,
      build=words.set_action)
def op_set(ctx: Context, state: State, seat: Any = None, track: Any = None, value: Any = None) -> None:
    """Correct a track of any seat to the value on the table."""
    comps: Components = ctx.components
    seat = _seat(state, seat)
    track = _track(comps, track)
    value = _int("set", "value", value)
    if track == "prestige" and value < comps.prestige_min:
        raise IllegalAction(gettext("set: Prestige cannot go below {floor}").format(floor=comps.prestige_min))
    was = state.points[seat][track]
    state.points[seat][track] = value
    ctx.emit("correction", None, PLAYER, changes=[Set(score_thing(track, seat), value)], target=seat, track=track,
             value=value, was=was)


@move("kinsmen", Param("count", "int", low=can.fewest_kinsmen, high=can.most_kinsmen),
      help=N_("until Phase 4 ends: correct how many Kinsmen you still place this round"), example="kinsmen 3",
      possible=can.phase_is("start", "captain", "bishop", "kinsmen"), build=words.kinsmen_action)
def op_kinsmen(ctx: Context, state: State, count: Any = None) -> None:
    """Correct how many Kinsmen you still place this round (the bot tracks the Ghosts' rule for you)."""
    comps: Components = ctx.components
    if state.phase not in ("start", "captain", "bishop", "kinsmen"):
        raise IllegalAction(gettext("kinsmen: only before or during Phase 4"))
    count = _int("kinsmen", "count", count)
    low = 1 if state.phase == "kinsmen" else 0
    if not low <= count <= comps.kinsmen:
        raise IllegalAction((gettext("kinsmen: from {low} to {high} (to stop placing Kinsmen, pass)") if low else
                             gettext("kinsmen: from {low} to {high}")).format(low=low, high=comps.kinsmen))
    state.person_kinsmen = count
    counted = [Set(kinsmen_to_place(COUNTED), count)] if state.phase == "kinsmen" else []  # on the table now
    ctx.emit("your-kinsmen", changes=counted, kinsmen=count)


@move("done", help=N_("end the Captain, Bishop or end-of-round step; on your Phase 4 turn: a Kinsman placed on "
                      "something the bot does not track"), example="done", possible=can.done_now)
def op_done(ctx: Context, state: State) -> None:
    """End the step: the Captain's or Bishop's phase, a Kinsman on something untracked, the round's end."""
    comps: Components = ctx.components
    phase = state.phase
    if phase == "start":
        raise IllegalAction(gettext("choose your starting Workshops first: start A B"))
    if phase == "captain":
        if not state.common_resource:
            raise IllegalAction(gettext("as Captain, pick the common Resource first: resource NAME"))
        begin_phase_3(ctx, state, comps)
    elif phase == "bishop":
        begin_phase_4(ctx, state)
    elif phase == "kinsmen":
        ctx.emit("untracked", changes=[your_kinsman_used(state)], kinsmen=state.person_kinsmen - 1)
        kinsman_placed(ctx, state)
    else:
        state.phase = "end"


@move("pass", help=N_("Phase 4: place no more Kinsmen this round"), example="pass", possible=can.PHASE_4)
def op_pass(ctx: Context, state: State) -> None:
    """Leave Phase 4 for this round."""
    if state.phase != "kinsmen":
        raise IllegalAction(gettext("pass: only on your Phase 4 turn (to end this step, type done)"))
    ctx.emit("you-pass", None, PLAYER, changes=[Set(kinsmen_to_place(COUNTED), None)], kinsmen=state.person_kinsmen)
    end_person_turn(ctx, state, out=True)


def kinsman_placed(ctx: Context, state: State) -> None:
    """A Phase 4 turn is one Kinsman: the turn ends, and with the last one Phase 4 goes on without you."""
    state.person_kinsmen -= 1
    if state.person_kinsmen <= 0:
        state.out.append(PLAYER)
    next_turn(ctx, state)


def end_person_turn(ctx: Context, state: State, out: bool) -> None:
    """Hand the turn on; leaving means Phase 4 goes on without you."""
    if out:
        state.out.append(PLAYER)
    next_turn(ctx, state)


MOVES = (op_start, op_resource, op_detain, op_build, op_operate, op_artist, op_art, op_hire, op_role, op_done,
         op_pass, op_gain, op_set, op_kinsmen)
"""Every command, in the order ``help`` and the page list them."""
