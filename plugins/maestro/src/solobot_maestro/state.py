"""The state of a Maestro game: plain JSON-able data (lists by region index, dicts by seat)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Literal

from solobot.toolkit import Deck, plain

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
class MachinaArea:
    """The Machina's own things: its decks, its meeples, its cards on the board, its Workshop or Blueprints."""

    main: Deck = field(default_factory=Deck)
    upgraded: Deck = field(default_factory=Deck)
    boxed_cards: list[str] = field(default_factory=list)  # Starting cards removed by Upgrades
    has_played: bool = False  # MM-TURN-1: no roll on the game's first turn
    meeple: int = 0  # index of its Action
    cards_at: dict[str, list[str]] = field(default_factory=dict)  # its cards at each Action
    gossip_cards: list[str] = field(default_factory=list)  # those of them played face down
    grid: list[list[list[str]]] = field(default_factory=list)  # Michelangelo: rows x columns
    blueprints: list[list[str]] = field(default_factory=list)  # da Vinci: "" = still needed
    markers_removed: list[int] = field(default_factory=list)
    bp_meeple: int = 0


@dataclass(slots=True)
class PersonArea:
    """The person's side, as far as solobot tracks it."""

    cards_at: dict[str, list[int]] = field(default_factory=dict)  # the Publicity of each card at an Action
    resources: dict[str, int] = field(default_factory=dict)  # counted by solobot
    used_benefactors: list[str] = field(default_factory=list)  # face down
    turn_ops: list[str] = field(default_factory=list)  # the operations so far this turn
    final: int | None = None  # the final score entered (None: not yet)


@dataclass(slots=True)
class MaestroState:
    """Everything the Machina reads or changes, and the person's tracked side.

    Shared things (the map, the Lodge, the Actions) and each Workshop's belongings by seat
    (``vp[seat]``) live here; the Machina's own things in ``machina``, the person's in ``person``.
    Regions are addressed by their index in the component map (``art[seat][i]``); the person
    sees and types region numbers.
    """

    variant: Variant
    difficulty: Difficulty
    # -- flow
    round: int = 1
    slot: int = 0  # turn slots played this round (each turn: one slot per Workshop)
    phase: Phase = "turns"
    first: Seat = PLAYER  # the seat holding the First Player marker
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
    # -- the Actions around the board (each Workshop's cards there: in ``machina`` and ``person``)
    tokens_at: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    patron_at: dict[str, str] = field(default_factory=dict)
    patron_deck: list[str] = field(default_factory=list)
    patron_box: list[str] = field(default_factory=list)
    # -- each Workshop's belongings, by seat
    vp: dict[str, int] = field(default_factory=dict)
    tokens: dict[str, list[str]] = field(default_factory=dict)
    token_supply: list[str] = field(default_factory=list)
    patrons: dict[str, list[str]] = field(default_factory=dict)
    study: dict[str, int] = field(default_factory=dict)
    study_arrival: dict[str, int] = field(default_factory=dict)  # lower = got there first
    arrivals: int = 0
    tiles_up: list[str] = field(default_factory=list)
    tile_deck: list[str] = field(default_factory=list)
    tiles: dict[str, list[str]] = field(default_factory=dict)
    # -- each side's own things
    machina: MachinaArea = field(default_factory=MachinaArea)
    person: PersonArea = field(default_factory=PersonArea)

    @property
    def person_workshop(self) -> str:
        """The Workshop the person plays."""
        return "davinci" if self.variant == "michelangelo" else "michelangelo"


SHARED = tuple(f.name for f in fields(MaestroState) if f.name not in ("machina", "person"))
#: the saved name of each part of ``machina`` and ``person``: flat, as older versions kept them
MACHINA_SAVED = {
    "main": "main",
    "upgraded": "upgraded",
    "boxed_cards": "boxed_cards",
    "machina_has_played": "has_played",
    "meeple": "meeple",
    "machina_cards_at": "cards_at",
    "gossip_cards": "gossip_cards",
    "grid": "grid",
    "blueprints": "blueprints",
    "markers_removed": "markers_removed",
    "bp_meeple": "bp_meeple",
}
PERSON_SAVED = {
    "player_cards_at": "cards_at",
    "player_resources": "resources",
    "used_benefactors": "used_benefactors",
    "turn_ops": "turn_ops",
    "player_final": "final",
}


def snapshot(state: MaestroState, components: str | None = None) -> dict[str, Any]:
    """The state as plain data, written by hand so that saves and digests keep their shape: one flat
    dict (the sides' parts under their older names), with the components option under "components"."""
    data = {"components": components, **{name: plain(getattr(state, name)) for name in SHARED}}
    data.update((saved, plain(getattr(state.machina, name))) for saved, name in MACHINA_SAVED.items())
    data.update((saved, plain(getattr(state.person, name))) for saved, name in PERSON_SAVED.items())
    return data
