"""The state of a Maestro game: plain JSON-able data (lists by region index, dicts by seat)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, is_dataclass
from typing import Any, Literal

from solobot.toolkit import Deck

MACHINA = "machina"
PLAYER = "player"
SEATS = (MACHINA, PLAYER)

Seat = Literal["machina", "player"]
Holder = Literal["", "machina", "player"]  # "": nobody (no Centerpiece, no scorer)
GalleryKind = Literal["", "popular", "secondary"]  # "": no Gallery token
Variant = Literal["michelangelo", "davinci"]  # the Machina's Workshop
Difficulty = Literal["easier", "normal", "harder"]
Phase = Literal["turns", "exhibition_start", "exhibition", "final", "over"]


def other(seat: str) -> str:
    """The other Workshop."""
    return PLAYER if seat == MACHINA else MACHINA


@dataclass(slots=True)
class MaestroState:
    """Everything the Machina reads or changes, and the person's tracked side.

    Regions are addressed by their index in the component map (``art[seat][i]``);
    the person sees and types region numbers.
    """

    variant: Variant
    difficulty: Difficulty
    # -- flow
    round: int = 1
    slot: int = 0  # turn slots played this round (each turn: one slot per Workshop)
    phase: Phase = "turns"
    first: Seat = PLAYER  # the seat holding the First Player marker
    machina_has_played: bool = False  # MM-TURN-1: no roll on the game's first turn
    turn_ops: list[str] = field(default_factory=list)  # the person's operations so far this turn
    player_final: int | None = None  # the final score the person entered (None: not yet)
    # -- the map
    art: dict[str, list[int]] = field(default_factory=dict)
    gallery: list[GalleryKind] = field(default_factory=list)
    centerpiece: list[Holder] = field(default_factory=list)
    scored_by: list[Holder] = field(default_factory=list)  # who scored each Gallery this Exhibition
    supply: dict[str, int] = field(default_factory=dict)
    # -- the Collector Lodge
    standing: dict[str, int] = field(default_factory=dict)
    lying: dict[str, int] = field(default_factory=dict)
    collector_card: str = ""
    collector_deck: list[str] = field(default_factory=list)
    # -- the Actions around the board
    machina_cards_at: dict[str, list[str]] = field(default_factory=dict)
    gossip_cards: list[str] = field(default_factory=list)  # the Machina's face-down cards
    player_cards_at: dict[str, list[int]] = field(default_factory=dict)  # Publicity of each card
    tokens_at: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    patron_at: dict[str, str] = field(default_factory=dict)
    patron_deck: list[str] = field(default_factory=list)
    patron_box: list[str] = field(default_factory=list)
    # -- each Workshop's belongings
    vp: dict[str, int] = field(default_factory=dict)
    tokens: dict[str, list[str]] = field(default_factory=dict)
    token_supply: list[str] = field(default_factory=list)
    patrons: dict[str, list[str]] = field(default_factory=dict)
    used_benefactors: list[str] = field(default_factory=list)  # the person's, face down
    study: dict[str, int] = field(default_factory=dict)
    study_arrival: dict[str, int] = field(default_factory=dict)  # lower = got there first
    arrivals: int = 0
    tiles_up: list[str] = field(default_factory=list)
    tile_deck: list[str] = field(default_factory=list)
    tiles: dict[str, list[str]] = field(default_factory=dict)
    player_resources: dict[str, int] = field(default_factory=dict)
    # -- the Machina's own things
    main: Deck = field(default_factory=Deck)
    upgraded: Deck = field(default_factory=Deck)
    boxed_cards: list[str] = field(default_factory=list)  # Starting cards removed by Upgrades
    meeple: int = 0  # index of its Action
    grid: list[list[list[str]]] = field(default_factory=list)  # Michelangelo: rows x columns
    blueprints: list[list[str]] = field(default_factory=list)  # da Vinci: "" = still needed
    markers_removed: list[int] = field(default_factory=list)
    bp_meeple: int = 0
    # -- derived, not part of the game: the board cache (see board.BoardView), never saved
    view: Any = field(default=None, repr=False, compare=False)

    @property
    def person_workshop(self) -> str:
        """The Workshop the person plays."""
        return "davinci" if self.variant == "michelangelo" else "michelangelo"


SAVED = tuple(f.name for f in fields(MaestroState) if f.name != "view")


def snapshot(state: MaestroState, components: str | None) -> dict[str, Any]:
    """The state as plain data, as ``dataclasses.asdict`` gives it, without the board cache; with the
    components option under "components", where older versions kept it in the state (digests unchanged)."""
    return {"components": components, **{name: _plain(getattr(state, name)) for name in SAVED}}


def _plain(value: Any) -> Any:
    """A deep, JSON-able copy of one field's value."""
    if is_dataclass(value):
        return asdict(value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value
