"""The tracked table, as plain data (JSON-able through ``dataclasses.asdict``).

Seats are ``"player"`` and ``"ghost-1"`` ... ``"ghost-N"``. Everything a Ghost
reads or changes is here; the person's Fiorini and Resources are not (Ghosts
never touch them).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from solobot.toolkit import plain

PLAYER = "player"
ROLES = ("captain", "bishop")
"""The roles a person may take for next round."""
EMPTY, STANDING, LYING = 0, 1, 2
"""What an Action Table space holds."""


def ghost_seat(n: int) -> str:
    """The seat name of the n-th Ghost (1-based)."""
    return f"ghost-{n}"


@dataclass(slots=True)
class Slot:
    """A Workshop on a District space."""

    workshop: int
    built: bool = True  # False: Under Construction side up
    kinsman: str = ""  # the seat whose Kinsman stands on it this round


@dataclass(slots=True)
class District:
    """A seat's District: Workshop spaces, and the crest on each Chiesa / Palazzo Artwork."""

    spaces: list[Slot | None]
    chiesa: list[str]  # crest owner per Artwork (data order); "" = free
    palazzo: list[str]


@dataclass(slots=True)
class Artist:
    """An Artist tile (same order as the data) and where it lies."""

    card: int  # number of the Life in Florenza card it lies under
    pos: int  # 0 = top of that card's column
    face_up: bool = True
    masterpiece: bool = False  # the Artist's card turned over
    held_by: str = ""  # the person's seat when the person took him this round


@dataclass(slots=True)
class Ghost:
    """A Ghost's Action Table, Kinsmen and Family Crests."""

    level: str
    table: list[int]  # EMPTY / STANDING / LYING per space
    pool: int
    normal_crests: int
    special_crests: int
    income: int = 0  # Kinsmen in its income area
    quota: int = 0  # Kinsmen it places this round
    placed: int = 0  # Kinsmen placed this round


@dataclass(slots=True)
class Captain:
    """A Captain of Fortune card in play."""

    name: str
    face_up: bool = True


@dataclass(slots=True)
class State:
    """The whole game."""

    seats: list[str]
    ghosts: dict[str, Ghost]
    districts: dict[str, District]
    points: dict[str, dict[str, int]]
    families: dict[str, str]
    supply: list[int]  # unbuilt copies per Workshop number (index 0 unused)
    artists: list[Artist]
    main: dict[str, list[str]]  # main-board place -> crest owner per Artwork
    main_special: dict[str, list[bool]]  # whether that crest is a special one
    captains: list[Captain]
    round: int = 1
    phase: str = "start"  # start | captain | bishop | kinsmen | round_end | end | over
    captain: str = PLAYER
    bishop: str = ""
    order: list[str] = field(default_factory=list)
    turn: int = 0  # index in order of the seat to play in Phase 4
    out: list[str] = field(default_factory=list)  # seats done with Phase 4
    claims: list[str] = field(default_factory=list)  # roles the person took for next round
    common_resource: str = ""
    detained: int = -1  # the Artist the Captain detains this round
    on_bishop: dict[str, int] = field(default_factory=dict)  # expelled Kinsmen per seat
    person_kinsmen: int = 0  # Kinsmen the person still places this round
    person_crests: int = 0


SAVED = tuple(f.name for f in fields(State))
"""The fields a save and a digest hold, in their order."""


def crest_rows(state: State) -> dict[str, list[str]]:
    """The crest row of every place the person may create an Artwork: own Chiesa, Palazzo, main board."""
    district = state.districts[PLAYER]
    return {"chiesa": district.chiesa, "palazzo": district.palazzo, **state.main}


def plain_state(state: State) -> dict[str, Any]:
    """The state as plain data, as ``dataclasses.asdict`` gives it."""
    return {name: plain(getattr(state, name)) for name in SAVED}
