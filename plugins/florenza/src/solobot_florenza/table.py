"""The public table: what a person sees and mirrors, under the names the announced changes use.

The rule modules announce every change they make to the table as :class:`~solobot.events.Move`
(pieces from one place to another: a Ghost's Kinsmen, Family Crests, Workshop tiles) and
:class:`~solobot.events.Set` (a value: a score, a tile's side, a role, one of your Kinsmen on
a Ghost's business); :func:`public_table` reads the same things from the state, so
``solobot check`` (and ``test_completeness.py``) can prove that every change was told. Every
place a change names is on the table: nothing is announced to or from an untracked place. A
piece's side is part of its place ("Action Table space 3, standing"), so laying a Kinsman
down or turning a Workshop over is a Move.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from solobot.events import ALIKE, SETTING, Event, Key, Move, Set, piece_key
from solobot.i18n import N_
from solobot.words import YOU, GameWords, Points, SeatName
from solobot_florenza.components import Components
from solobot_florenza.narration import (
    BUILDINGS,
    DOMAIN,
    GHOSTS,
    STEP_ENDED,
    SpokenNames,
    _,
    fact_names,
    said,
    track_name,
)
from solobot_florenza.state import PLAYER, STANDING, State

KINSMAN = Key("Kinsman", **{ALIKE: True})
"""A Kinsman: all alike, so one moved and moved back is as it was (an undo names no such pair)."""
POOL, INCOME, BISHOP_CARD = "pool", "income area", "Bishop card"
"""Where a seat's Kinsmen wait: its pool, its income area (this round's), the Bishop card."""
RESERVE = "reserve"
"""Where a seat's unused Family Crests lie."""
SUPPLY = "supply"
"""The Workshop supply (shared tiles: a Workshop tile belongs to nobody, its place says whose District)."""
BUILT, UNDER_CONSTRUCTION = "Built", "Under Construction"
"""A Workshop tile's two sides."""
CREST, SPECIAL_CREST = "Family Crest", "special Family Crest"
"""The two kinds of Family Crest, as pieces."""


STANDING_SIDE, LYING_SIDE = "standing", "lying"
"""A Kinsman's stance on an Action Table space, as its place's key says it."""


def table_space(space: int, standing: bool) -> Key:
    """A place on an Action Table (0-based ``space``), with the Kinsman's stance (parts ``space``, 1-based, and
    ``side``)."""
    side = STANDING_SIDE if standing else LYING_SIDE
    return Key(f"Action Table space {space + 1}, {side}", space=space + 1, side=side)


def district_space(owner: str, space: int, built: bool) -> Key:
    """A Workshop tile's place in ``owner``'s District (0-based ``space``), with the side up (parts ``owner``,
    ``space``, 1-based, and ``side``)."""
    side = BUILT if built else UNDER_CONSTRUCTION
    return Key(f"District space {space + 1} of {owner}, {side}", owner=owner, space=space + 1, side=side)


def workshop_place(owner: str, space: int) -> Key:
    """Where a Kinsman operating a Workshop stands (parts ``owner`` and ``space``, 1-based)."""
    return Key(f"Workshop on space {space + 1} of {owner}", owner=owner, space=space + 1)


def kinsman_on(seat: str, place: str) -> Key:
    """The person's Kinsman on a place the bot tracks (the Bishop card, a Workshop): not counted
    among pieces, as the person's other Kinsmen are not on the tracked table (parts ``whose`` and ``place``)."""
    return Key(f"Kinsman of {seat} on {place}", piece=KINSMAN, whose=seat, place=place)


def artwork_place(where: str, seat: str, artwork: str) -> Key:
    """An Artwork of a seat's Chiesa or Palazzo, or of a main-board place (parts ``artwork``, ``site``: the
    building or the place's name, and ``owner``: the building's, else None)."""
    if where in BUILDINGS:
        return Key(f"{artwork}, {BUILDINGS[where]} of {seat}", artwork=artwork, site=where, owner=seat)
    return Key(f"{artwork}, {where}", artwork=artwork, site=where, owner=None)


def crest_piece(special: bool) -> str:
    """A Family Crest, special or normal."""
    return SPECIAL_CREST if special else CREST


def score_thing(track: str, seat: str) -> Key:
    """A seat's marker on a track (parts ``thing``: the track's name, and ``whose``, as the core's words read a
    thing a seat owns)."""
    name = track_name(track)
    return Key(f"{name} of {seat}", thing=name, whose=seat)


def tile_thing(artist: str) -> Key:
    """An Artist's tile (part ``artist``: his name as printed)."""
    return Key(f"{artist} tile", tile=artist)


def card_thing(artist: str) -> Key:
    """An Artist's card (part ``artist``), which shows his Masterpiece once turned over."""
    return Key(f"{artist}'s card", card=artist)


PLACED, COUNTED = "placed", "counted"
"""Why your count of Kinsmen to place changes: one placed for an action, or solobot's count alone (Phase 4
begins, you pass, you correct it), which nobody carries out at the table."""


def kinsmen_to_place(why: str) -> Key:
    """Your Kinsmen still to place this round, as solobot counts them: on the table from the start of your Phase 4
    until you leave it, and told with each Kinsman you place (part ``to_place``: :data:`PLACED` or
    :data:`COUNTED`, for the take-back; the key's text is the same either way)."""
    return Key(f"Kinsmen of {PLAYER} to place this round", to_place=why)


def captain_thing(captain: str) -> Key:
    """A Captain of Fortune card (part ``captain``: his name as printed)."""
    return Key(f"{captain} card", captain=captain)


COMMON_RESOURCE = Key("common Resource", **{SETTING: True})
DETAINED = Key("detained Artist", **{SETTING: True})
"""The round's settings: cleared at its end and set again, to the same value they are as they were."""
CAPTAIN, BISHOP = "Captain", "Bishop"
FACE_UP, FACE_DOWN, TURNED_OVER, MASTERPIECE, FRONT = "face up", "face down", "turned over", "Masterpiece", "front"


# -- the game's words ------------------------------------------------------------------------------

POINTS = Points(
    counted=N_("the Prestige and Church Points of your build, operate, art and hire, and what the Ghosts pay you "
               "for using your Workshops"),
    recorded=N_("every other point you score at the table (gain TRACK N at the end of each round; set corrects)"),
)
ONE_GHOST_POINTS = Points(
    counted=N_("the Prestige and Church Points of your build, operate, art and hire, and what the Ghost pays you "
               "for using your Workshops"),
    recorded=POINTS.recorded,
)
"""Which of your points solobot counts (``score``), said with one Ghost as with one (:func:`words`)."""


RULES = {
    "FG-P2-1": N_("a Ghost Captain detains the most expensive Artist"),
    "FG-P4-2": N_("a Ghost rolls and counts that many empty Action Table spaces, then does the action of the last"),
    "FG-OP-3": N_("the Workshop a Ghost lands on turns Under Construction: nobody uses it again this round"),
    "FG-CH-1": N_("a Ghost picks its Artist by level, then the first Artwork in alphabetical order in its Chiesa "
                  "that suits his skill"),
    "FG-PAL-1": N_("a Ghost creates an Artwork in its Palazzo as it does in its Chiesa"),
    "FG-MAIN-1": N_("a Ghost rolls for the place on the main board, then takes the Church steps there"),
    "FG-CAP-1": N_("a Ghost hires the first available Captain of Fortune in alphabetical order and scores his "
                   "bottom row"),
    "FG-LVL-4": N_("ties go to the Artist under the lowest-numbered Life in Florenza card, then the one on top"),
}
"""The rules the Ghosts decide by, in words, for ``why`` beside the rule ID."""


PLACES = {POOL: N_("in its pool"), INCOME: N_("in its income area"), RESERVE: N_("in its reserve"),
          SUPPLY: N_("in the Workshop supply"), BISHOP_CARD: N_("on the Bishop card")}
"""How a piece is put back on a place, for the take-back lines."""


TERM_WORDS = (N_("Kinsman"), N_("Action Table space"), N_("standing"), N_("lying"), N_("District space"), N_("Built"),
              N_("Under Construction"), N_("Workshop on space"), N_("income area"), N_("pool"), N_("reserve"),
              N_("Bishop card"), N_("supply"), N_("special Family Crest"), N_("Family Crest"), N_("face up"),
              N_("face down"), N_("turned over"), N_("front"), N_("Masterpiece"), N_("common Resource"),
              N_("detained Artist"), N_("Captain"), N_("Bishop"), N_("Prestige Points"), N_("Church Points"))
"""The words of the table's keys, said in the language spoken ("Action Table space 3, standing")."""


@lru_cache(maxsize=8)
def words(seats: tuple[str, ...], comps: Components | None = None) -> GameWords:
    """Florenza's names: "you", "Ghost 1"..., and its Workshops (from ``comps``); every sentence tells its own
    changes. Names, terms and plurals are said in the language spoken when they are read."""
    named = {seat: YOU if seat == PLAYER else SeatName(GHOSTS.get(seat) or seat.replace("ghost-", "Ghost "))
             for seat in seats}
    from solobot_florenza.take_back import TRACKS, wording  # they read this module's names

    return GameWords(seats=named, plurals=SpokenNames({KINSMAN: N_("Kinsmen")}),
                     terms=SpokenNames({word: word for word in TERM_WORDS}), told=None,
                     points=ONE_GHOST_POINTS if len(named) == 2 and PLAYER in named else POINTS, places=PLACES,
                     take_back=wording, quiet_input=step_ended, rules=RULES, tracks=TRACKS,
                     fact_names=fact_names(comps), domain=DOMAIN)


def step_ended(action: dict[str, Any], before: Sequence[Event]) -> str | None:
    """``done`` in history and undo: which of the person's steps it ended ("You end round 2, Phase 3: ..."); on
    a Phase 4 turn, None (its own sentence says what the Kinsman did)."""
    if action.get("op") != "done":
        return None
    step = next((e for e in reversed(before) if e.kind == "your-step"), None)
    if step is not None and step.facts.get("step") == "kinsmen":
        return None
    if step is None or step.facts.get("step") not in STEP_ENDED:
        return _("You end this step (done)")
    return _("You end {step}").format(step=said(STEP_ENDED[step.facts["step"]]).format(r=step.facts["round"]))


# -- the changes rule code announces ------------------------------------------------------------


def scores(state: State, *seats: str) -> list[Set]:
    """Every track marker of ``seats``, at its value now."""
    return [Set(score_thing(track, seat), n) for seat in seats for track, n in state.points[seat].items()]


def your_kinsman_used(state: State) -> Set:
    """The Kinsman you place for a Phase 4 action: one fewer to place this round (told with the action, so an
    undo of it says to take him back)."""
    return Set(kinsmen_to_place(PLACED), state.person_kinsmen - 1)


def kinsmen_moved(seat: str, src: str, dst: str, count: int) -> list[Move]:
    """``count`` Kinsmen of ``seat`` from ``src`` to ``dst`` (none when the count is 0)."""
    return [Move(KINSMAN, src, dst, count, seat)] if count else []


# -- the table a person sees ----------------------------------------------------------------------


def _count(table: dict[str, Any], piece: str, whose: str | None, place: str, n: int = 1) -> None:
    if n:
        key = piece_key(piece, whose, place)
        table[key] = table.get(key, 0) + n


def public_table(comps: Components, state: State) -> dict[str, Any]:
    """Pieces by place and every tracked value on the table, keyed as the announced changes key them."""
    table: dict[str, Any] = {CAPTAIN: state.captain, BISHOP: state.bishop}
    for number, left in enumerate(state.supply[1:], start=1):
        _count(table, comps.workshop[number].name, None, SUPPLY, left)
    table[COMMON_RESOURCE] = state.common_resource or None
    table[DETAINED] = comps.artists[state.detained].name if state.detained >= 0 else None
    for seat in state.seats:
        table.update((s.thing, s.value) for s in scores(state, seat))
    if state.on_bishop.get(PLAYER):
        table[kinsman_on(PLAYER, BISHOP_CARD)] = 1
    if state.phase == "kinsmen" and state.person_kinsmen > 0 and PLAYER not in state.out:
        table[kinsmen_to_place(COUNTED)] = state.person_kinsmen
    for seat, ghost in state.ghosts.items():
        _count(table, KINSMAN, seat, BISHOP_CARD, state.on_bishop.get(seat, 0))
        _count(table, KINSMAN, seat, POOL, ghost.pool)
        _count(table, KINSMAN, seat, INCOME, ghost.income)
        for i, v in enumerate(ghost.table):
            if v != 0:
                _count(table, KINSMAN, seat, table_space(i, v == STANDING))
        _count(table, crest_piece(False), seat, RESERVE, ghost.normal_crests)
        _count(table, crest_piece(True), seat, RESERVE, ghost.special_crests)
    for owner, district in state.districts.items():
        for k, slot in enumerate(district.spaces):
            if slot is not None:
                _count(table, comps.workshop[slot.workshop].name, None, district_space(owner, k, slot.built))
                if slot.kinsman:
                    table[kinsman_on(slot.kinsman, workshop_place(owner, k))] = 1
        for where in BUILDINGS:
            for artwork, crest in zip(getattr(comps, where).artworks, getattr(district, where), strict=True):
                if crest:
                    _count(table, crest_piece(False), crest, artwork_place(where, owner, artwork.name))
    for place in comps.main_board:
        specials = state.main_special[place.name]
        for j, (artwork, crest) in enumerate(zip(place.artworks, state.main[place.name], strict=True)):
            if crest:
                _count(table, crest_piece(specials[j]), crest, artwork_place(place.name, "", artwork.name))
    for i, tile in enumerate(state.artists):
        name = comps.artists[i].name
        table[tile_thing(name)] = FACE_UP if tile.face_up else FACE_DOWN
        table[card_thing(name)] = MASTERPIECE if tile.masterpiece else FRONT
    for card in state.captains:
        table[captain_thing(card.name)] = FACE_UP if card.face_up else TURNED_OVER
    return table


def hidden_values(comps: Components, state: State) -> list[str]:
    """What the physical game hides: the Captains of Fortune shuffled out of play."""
    in_play = {card.name for card in state.captains}
    return [c.name for c in comps.captains if c.name not in in_play]

