"""The state of a Maestro game: plain JSON-able data (lists by region index, dicts by seat)."""

from __future__ import annotations

from dataclasses import dataclass, field

from solobot.toolkit import Deck

MACHINA = "machina"
PLAYER = "player"
SEATS = (MACHINA, PLAYER)


def other(seat: str) -> str:
    """The other Workshop."""
    return PLAYER if seat == MACHINA else MACHINA


def per_seat(value_factory) -> dict:
    return {seat: value_factory() for seat in SEATS}


@dataclass(slots=True)
class MaestroState:
    """Everything the Machina reads or changes, and the person's tracked side.

    Regions are addressed by their index in the component map (``art[seat][i]``);
    the person sees and types region numbers.
    """

    variant: str  # the Machina's Workshop: "michelangelo" or "davinci"
    difficulty: str
    components: str | None = None  # the components option (None: the shipped reference set)
    # -- flow
    round: int = 1
    slot: int = 0  # turn slots played this round (each turn: one slot per Workshop)
    phase: str = "turns"  # turns | exhibition_start | exhibition | final | over
    first: str = PLAYER  # the seat holding the First Player marker
    machina_has_played: bool = False  # MM-TURN-1: no roll on the game's first turn
    turn_ops: list[str] = field(default_factory=list)  # the person's operations so far this turn
    player_final: int | None = None  # the final score the person entered (None: not yet)
    # -- the map
    art: dict[str, list[int]] = field(default_factory=dict)
    gallery: list[str] = field(default_factory=list)  # "", "popular", "secondary"
    centerpiece: list[str] = field(default_factory=list)  # "", "machina", "player"
    scored_by: list[str] = field(default_factory=list)  # who scored each Gallery this Exhibition
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

    @property
    def person_workshop(self) -> str:
        """The Workshop the person plays."""
        return "davinci" if self.variant == "michelangelo" else "michelangelo"
