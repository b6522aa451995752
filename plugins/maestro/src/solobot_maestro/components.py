"""Maestro's component data: the JSON file, its pydantic models, and the compiled lookups.

The file is validated once at the edge (pydantic, ``extra="forbid"``, cross-checks) and then
compiled into :class:`Components`, plain tuples and dicts that the rule code reads in the loop.
"""

from __future__ import annotations

from collections import deque
from importlib.resources import files
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from solobot import Step
from solobot.i18n import N_, language, speaking
from solobot.toolkit.components import load_components as load_component_file
from solobot_maestro.language import _
from solobot_maestro.state import PLAYER, SEATS, other

DATA_FILE = files("solobot_maestro") / "data" / "maestro.json"
ACTION_IDS = ("create", "move", "influence", "study")
ANY = "any"
SPACE_CAPACITY = 2  # MM-RES-1: a Workshop space holds at most 2 Resources
FULL_ROW = 10  # MM-SCORE-2: a row holding 10 Resources scores 3 VP
MACHINA_DECK_SIZE = 20  # MM-SETUP-1: 20 Starting and 20 Upgraded cards


#: what ``solobot components`` says of the file beside its fields' titles: each part's heading and the keys
#: without a title, said through Maestro's catalog
COMPONENT_WORDS = (N_("Colours"), N_("Map"), N_("Gallery values"), N_("Actions"), N_("Rounds"), N_("Study track"),
                   N_("Study bonus colour"), N_("Machina cards"), N_("Michelangelo grid"), N_("Blueprints"),
                   N_("Collector setup cards"), N_("Precedence"), N_("Popular gallery tiles"),
                   N_("Publicity tokens"), N_("Patron cards"), N_("Workshops"), N_("colours"), N_("map"),
                   N_("regions"), N_("number"), N_("name"), N_("colour"), N_("id"), N_("kind"), N_("reward"),
                   N_("actions"), N_("rounds"), N_("workshops"), N_("tiles"), N_("scoring"))


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Region(Strict):
    number: int = Field(ge=0)
    name: str = Field(min_length=1)
    colour: str | None = None
    florence: bool = Field(False, title=N_("is Florence"))


class MapData(Strict):
    regions: list[Region] = Field(min_length=2)
    adjacent: list[tuple[int, int]] = Field(title=N_("bordering regions (pairs of region numbers)"))


class GalleryValues(Strict):
    popular: list[int] = Field(title=N_("Popular Gallery VP, by colour rank"))
    secondary: list[int] = Field(title=N_("Secondary Gallery VP, by colour rank"))


class ActionData(Strict):
    id: Literal["create", "move", "influence", "study"]
    colour: str


class Actions(Strict):
    order: list[ActionData] = Field(title=N_("clockwise order"))
    meeple_start: str = Field(title=N_("the Machina's meeple starts on"))


class Rounds(Strict):
    count: int = Field(ge=1, title=N_("rounds in a game"))
    turns: int = Field(ge=1, title=N_("turns in a round"))
    gossip_turns: list[int] = Field(title=N_("Gossip turns"))
    first_player: Literal["player", "machina"] = Field(title=N_("first player in round 1"))


class StudySpace(Strict):
    reward: Literal["none", "resource", "upgrade"]
    colour: str | None = None


class MachinaCard(Strict):
    id: str = Field(min_length=1)
    publicity: int = Field(ge=0, title=N_("Publicity"))
    ap: int = Field(ge=1, title=N_("Action Points"))
    resources: list[str] = Field(title=N_("Resources"))


class MachinaCards(Strict):
    starting: list[MachinaCard] = Field(title=N_("Starting cards"))
    upgraded: list[MachinaCard] = Field(title=N_("Upgraded cards"))


class Grid(Strict):
    rows: list[str] = Field(min_length=1, title=N_("row colours, top to bottom"))
    columns: list[str] = Field(title=N_("column colours, left to right"))


class Blueprint(Strict):
    id: str = Field(min_length=1)
    needs: list[str] = Field(min_length=1, title=N_("Resources it needs"))
    markers: list[int] = Field(min_length=1, title=N_("Invention markers' VP, first removed first"))
    scoring: Literal["double", "per_popular_tile"] = Field("double", title=N_("scoring"))


class CollectorCard(Strict):
    id: str = Field(min_length=1)
    collectors: dict[str, int] = Field(title=N_("Collectors standing, by colour"))


class Tile(Strict):
    id: str = Field(min_length=1)
    region: int = Field(title=N_("region number shown"))


class Tiles(Strict):
    per_round: int = Field(ge=1, title=N_("tiles turned up each round"))
    tiles: list[Tile] = Field(title=N_("tiles"))


class PatronCard(Strict):
    id: str = Field(min_length=1)
    kind: Literal["benefactor", "patroness"]
    name: str
    exhibition: bool = Field(False, title=N_("has the Exhibition symbol"))


class Workshop(Strict):
    artworks: int = Field(ge=1, title=N_("Artworks"))
    in_florence: int = Field(ge=0, title=N_("Artworks starting in Florence"))


class Workshops(Strict):
    michelangelo: Workshop = Field(title=N_("Michelangelo's Workshop"))
    davinci: Workshop = Field(title=N_("da Vinci's Workshop"))


class ComponentFile(Strict):
    """The whole data file (see docs/games/maestro.md, field by field)."""

    about: str = ""
    colours: list[str] = Field(min_length=1)
    map: MapData
    gallery_values: GalleryValues = Field(title=N_("Gallery values"))
    actions: Actions
    rounds: Rounds
    study_track: list[StudySpace] = Field(min_length=2, title=N_("Study track"),
                                          json_schema_extra={"numbered_from": 0, "item": N_("space")})
    study_bonus_colour: str = Field(title=N_("Study bonus colour (a Popular Gallery of it gets an Artwork)"))
    machina_cards: MachinaCards = Field(title=N_("Machina cards"))
    michelangelo_grid: Grid = Field(title=N_("Michelangelo Workshop grid"))
    blueprints: list[Blueprint] = Field(min_length=1, title=N_("da Vinci Blueprints"))
    collector_setup_cards: list[CollectorCard] = Field(title=N_("Collector Setup cards"))
    precedence: dict[str, int] = Field(title=N_("Precedence tile, by colour"))
    popular_gallery_tiles: Tiles = Field(title=N_("Popular Gallery tiles"))
    publicity_tokens: dict[str, int] = Field(title=N_("Publicity tokens, by colour"))
    patron_cards: list[PatronCard] = Field(title=N_("patron cards"))
    workshops: Workshops

    @model_validator(mode="after")
    def cross_check(self) -> ComponentFile:
        colours = set(self.colours)
        if len(colours) != len(self.colours):
            raise ValueError("colours: a colour is listed twice")
        if ANY in colours:
            raise ValueError(f"colours: {ANY!r} is reserved for multicoloured costs")

        def colour(path: str, value: str | None, allow_any: bool = False) -> None:
            if value not in colours and not (allow_any and value == ANY):
                raise ValueError(f"{path}: unknown colour {value!r}")

        _check_map(self, colour)
        for kind in ("popular", "secondary"):
            values = getattr(self.gallery_values, kind)
            if len(values) != len(self.colours) or min(values) < 0:
                raise ValueError(f"gallery_values.{kind}: needs {len(self.colours)} values >= 0, one per rank")
        ids = [a.id for a in self.actions.order]
        if sorted(ids) != sorted(ACTION_IDS):
            raise ValueError(f"actions.order: must hold each of {', '.join(ACTION_IDS)} once")
        for i, action in enumerate(self.actions.order):
            colour(f"actions.order[{i}].colour", action.colour)
        if self.actions.meeple_start not in ids:
            raise ValueError(f"actions.meeple_start: unknown action {self.actions.meeple_start!r}")
        if self.rounds.turns > MACHINA_DECK_SIZE:
            raise ValueError(f"rounds.turns: at most {MACHINA_DECK_SIZE}, the Machina's deck")
        for turn in self.rounds.gossip_turns:
            if not 1 <= turn <= self.rounds.turns:
                raise ValueError(f"rounds.gossip_turns: turn {turn} is not between 1 and {self.rounds.turns}")
        if self.study_track[0].reward != "none":
            raise ValueError("study_track[0]: the start space has no reward")
        for i, space in enumerate(self.study_track):
            if (space.reward == "resource") != (space.colour is not None):
                raise ValueError(f"study_track[{i}].colour: needed for a resource reward, and only there")
            if space.colour is not None:
                colour(f"study_track[{i}].colour", space.colour)
        colour("study_bonus_colour", self.study_bonus_colour)
        _check_cards(self, colour)
        _check_workshop_boards(self, colour)
        _check_lodge_and_tiles(self, colour)
        return self


def _check_map(data: ComponentFile, colour) -> None:
    regions = data.map.regions
    numbers = [r.number for r in regions]
    if len(set(numbers)) != len(numbers):
        raise ValueError("map.regions: a region number is used twice")
    if sum(r.florence for r in regions) != 1:
        raise ValueError("map.regions: exactly one region must be Florence")
    for i, region in enumerate(regions):
        if region.florence:
            if region.colour is not None:
                raise ValueError(f"map.regions[{i}].colour: Florence has no colour")
        else:
            colour(f"map.regions[{i}].colour", region.colour)
    known = set(numbers)
    for i, (a, b) in enumerate(data.map.adjacent):
        if a not in known or b not in known or a == b:
            raise ValueError(f"map.adjacent[{i}]: {a}-{b} is not a pair of two known regions")
    if len(_distances(numbers, data.map.adjacent)[0]) != len(numbers):
        raise ValueError("map.adjacent: every region must be reachable from every other")


def _check_cards(data: ComponentFile, colour) -> None:
    seen: set[str] = set()
    for deck in ("starting", "upgraded"):
        cards = getattr(data.machina_cards, deck)
        if len(cards) != MACHINA_DECK_SIZE:
            raise ValueError(f"machina_cards.{deck}: needs {MACHINA_DECK_SIZE} cards, has {len(cards)}")
        for i, card in enumerate(cards):
            if card.id in seen:
                raise ValueError(f"machina_cards.{deck}[{i}].id: {card.id!r} is used twice")
            seen.add(card.id)
            for res in card.resources:
                colour(f"machina_cards.{deck}[{i}].resources", res)
    patrons = data.patron_cards
    if len({p.id for p in patrons}) != len(patrons):
        raise ValueError("patron_cards: a card id is used twice")
    for i, card in enumerate(patrons):
        if card.exhibition and card.kind != "benefactor":
            raise ValueError(f"patron_cards[{i}].exhibition: only Benefactor cards carry the Exhibition symbol")
    needed = len(data.actions.order) * data.rounds.count
    if len(patrons) < needed:
        raise ValueError(f"patron_cards: needs at least {needed} cards (one per Action each round)")


def _check_workshop_boards(data: ComponentFile, colour) -> None:
    grid = data.michelangelo_grid
    for i, row in enumerate(grid.rows):
        colour(f"michelangelo_grid.rows[{i}]", row)
    for i, col in enumerate(grid.columns):
        colour(f"michelangelo_grid.columns[{i}]", col, allow_any=True)
    if len(grid.columns) * SPACE_CAPACITY != FULL_ROW:
        raise ValueError(
            f"michelangelo_grid.columns: a full row holds {FULL_ROW} Resources, "
            f"so it needs {FULL_ROW // SPACE_CAPACITY} columns"
        )
    if grid.columns.count(ANY) != 1:
        raise ValueError(f"michelangelo_grid.columns: exactly one column must be multicoloured ({ANY!r})")
    if len({b.id for b in data.blueprints}) != len(data.blueprints):
        raise ValueError("blueprints: a Blueprint id is used twice")
    for i, bp in enumerate(data.blueprints):
        for need in bp.needs:
            colour(f"blueprints[{i}].needs", need, allow_any=True)
        if min(bp.markers) < 0:
            raise ValueError(f"blueprints[{i}].markers: printed VP cannot be negative")
    if sum(b.scoring == "per_popular_tile" for b in data.blueprints) > 1:
        raise ValueError("blueprints: at most one Blueprint (BL6) scores per Popular Gallery tile")


def _check_lodge_and_tiles(data: ComponentFile, colour) -> None:
    colours = set(data.colours)
    totals = set()
    for i, card in enumerate(data.collector_setup_cards):
        if set(card.collectors) != colours or min(card.collectors.values()) < 0:
            raise ValueError(f"collector_setup_cards[{i}].collectors: needs a count >= 0 for each colour")
        totals.add(sum(card.collectors.values()))
    if len(totals) > 1:
        raise ValueError("collector_setup_cards: every card must place the same number of Collectors")
    if len(data.collector_setup_cards) < data.rounds.count:
        raise ValueError(f"collector_setup_cards: needs at least {data.rounds.count} cards (one per round)")
    if set(data.precedence) != colours or len(set(data.precedence.values())) != len(colours):
        raise ValueError("precedence: needs a distinct number for each colour")
    numbers = {r.number: r for r in data.map.regions}
    tiles = data.popular_gallery_tiles
    for i, tile in enumerate(tiles.tiles):
        region = numbers.get(tile.region)
        if region is None or region.florence:
            raise ValueError(f"popular_gallery_tiles.tiles[{i}].region: {tile.region} is not a region outside Florence")
    if len({t.id for t in tiles.tiles}) != len(tiles.tiles):
        raise ValueError("popular_gallery_tiles.tiles: a tile id is used twice")
    if len(tiles.tiles) < tiles.per_round * data.rounds.count:
        raise ValueError(f"popular_gallery_tiles.tiles: needs {tiles.per_round * data.rounds.count} tiles")
    for key, count in data.publicity_tokens.items():
        colour(f"publicity_tokens.{key}", key)
        if count < 0:
            raise ValueError(f"publicity_tokens.{key}: cannot be negative")
    for name in ("michelangelo", "davinci"):
        ws = getattr(data.workshops, name)
        if ws.in_florence > ws.artworks:
            raise ValueError(f"workshops.{name}.in_florence: more than its {ws.artworks} Artworks")


def _distances(numbers: list[int], pairs: list[tuple[int, int]]) -> list[dict[int, int]]:
    """Breadth-first distances (in borders crossed) from each region, by position in ``numbers``."""
    links: dict[int, list[int]] = {n: [] for n in numbers}
    for a, b in pairs:
        if a in links and b in links:
            links[a].append(b)
            links[b].append(a)
    result = []
    for start in numbers:
        dist = {start: 0}
        todo = deque([start])
        while todo:
            here = todo.popleft()
            for there in links[here]:
                if there not in dist:
                    dist[there] = dist[here] + 1
                    todo.append(there)
        result.append(dist)
    return result


class Components:
    """The validated data, compiled once into the plain lookups the rule code reads in the loop.

    Every derived table (distances, Move source orders, Resource spots, the turn-slot steps)
    is built here, by one builder per part of the data, and lives on this object.
    """

    def __init__(self, data: ComponentFile):
        self.data = data
        self.colours: tuple[str, ...] = tuple(data.colours)
        self._compile_map(data)
        self._compile_actions(data)
        self._compile_rounds(data)
        self._compile_study(data)
        self._compile_machina_cards(data)
        self._compile_workshop_grid(data)
        self._compile_blueprints(data)
        self._compile_lodge_and_patrons(data)

    def _compile_map(self, data: ComponentFile) -> None:
        """Regions by index: numbers, names, colours, Florence, distances, Move source orders, values."""
        regions = data.map.regions
        self.numbers: tuple[int, ...] = tuple(r.number for r in regions)
        self.names: tuple[str, ...] = tuple(r.name for r in regions)
        self.region_colour: tuple[str, ...] = tuple(r.colour or "" for r in regions)
        self.florence: int = next(i for i, r in enumerate(regions) if r.florence)
        self.index_of_number = {n: i for i, n in enumerate(self.numbers)}
        self.by_number: tuple[int, ...] = tuple(sorted(range(len(regions)), key=self.numbers.__getitem__))
        self.index_of_name = {r.name.lower(): i for i, r in enumerate(regions)}
        by_number = _distances(list(self.numbers), data.map.adjacent)
        self.distance: tuple[tuple[int, ...], ...] = tuple(tuple(d[n] for n in self.numbers) for d in by_number)
        #: per target region, every other region but Florence, closest first, the higher number first on
        #: equal distance: the order in which Move looks for a source region (MM-MOVE-4, GAP-MM-3)
        self.closest: tuple[tuple[int, ...], ...] = tuple(
            tuple(
                sorted(
                    (i for i in range(len(regions)) if i != self.florence),
                    key=lambda i, row=row: (row[i], -self.numbers[i]),
                )
            )
            for row in self.distance
        )
        self.regions_of_colour = {
            colour: tuple(i for i, c in enumerate(self.region_colour) if c == colour) for colour in data.colours
        }
        self.values = {
            "popular": tuple(data.gallery_values.popular),
            "secondary": tuple(data.gallery_values.secondary),
        }

    def _compile_actions(self, data: ComponentFile) -> None:
        """The Actions in clockwise order, their colours, and where the Machina's meeple starts (GAP-MM-1)."""
        self.actions: tuple[str, ...] = tuple(a.id for a in data.actions.order)
        self.action_colour = {a.id: a.colour for a in data.actions.order}
        #: from each Action, every Action clockwise, starting with it
        self.clockwise_from = {action: self.actions[i:] + self.actions[:i] for i, action in enumerate(self.actions)}
        self.meeple_start: int = self.actions.index(data.actions.meeple_start)

    def _compile_rounds(self, data: ComponentFile) -> None:
        """Rounds, turns, Gossip turns, the first player (GAP-MM-2), and the step of every turn slot."""
        self.rounds: int = data.rounds.count
        self.turns: int = data.rounds.turns
        self.gossip_turns = frozenset(data.rounds.gossip_turns)
        #: the turn slots (two per turn, counted from 0 in a round) of the Gossip turns
        self.gossip_slots = frozenset(slot for slot in range(2 * self.turns) if slot // 2 + 1 in self.gossip_turns)
        self.first_player: str = data.rounds.first_player
        #: the Step of every turn slot, by First Player, round and slot (steps are immutable: made once)
        self.slot_steps_by_language: dict[str, dict[str, tuple[tuple[Step, ...], ...]]] = {}
        self.slot_steps = self.slot_steps_in(language())

    def slot_steps_in(self, code: str) -> dict[str, tuple[tuple[Step, ...], ...]]:
        """The Step of every turn slot, labelled in the language ``code`` (made once per language)."""
        steps = self.slot_steps_by_language.get(code)
        if steps is None:
            with speaking(code):
                steps = {first: tuple(tuple(self._slot_step(first, round_, slot) for slot in range(2 * self.turns))
                                      for round_ in range(1, self.rounds + 1)) for first in SEATS}
            self.slot_steps_by_language[code] = steps
        return steps

    def _slot_step(self, first: str, round_: int, slot: int) -> Step:
        """The step of one turn slot: the First Player's seat plays the even slots."""
        seat = first if slot % 2 == 0 else other(first)
        turn = slot // 2 + 1
        gossip = turn in self.gossip_turns
        if seat == PLAYER:
            label = _("Round {round}, turn {turn} (Gossip): your move") if gossip else \
                _("Round {round}, turn {turn}: your move")
        else:
            label = _("Round {round}, turn {turn} (Gossip): the Machina's move") if gossip else \
                _("Round {round}, turn {turn}: the Machina's move")
        return Step("person" if seat == PLAYER else "bot", seat, label.format(round=round_, turn=turn))

    def _compile_study(self, data: ComponentFile) -> None:
        """The Study track's rewards (GAP-MM-6) and the Upgrades counted up to each space."""
        self.study: tuple[tuple[str, str | None], ...] = tuple((s.reward, s.colour) for s in data.study_track)
        rewards = [reward for reward, _ in self.study]
        #: per Study space, the Upgrade spaces from the start up to it
        self.upgrades_up_to: tuple[int, ...] = tuple(
            rewards[: space + 1].count("upgrade") for space in range(len(self.study))
        )
        self.study_bonus_colour = data.study_bonus_colour

    def _compile_machina_cards(self, data: ComponentFile) -> None:
        """The Machina's Starting and Upgraded cards by id: (Publicity, AP, Resources) (GAP-MM-4)."""
        self.starting = tuple(c.id for c in data.machina_cards.starting)
        self.upgraded = tuple(c.id for c in data.machina_cards.upgraded)
        self.card: dict[str, tuple[int, int, tuple[str, ...]]] = {
            c.id: (c.publicity, c.ap, tuple(c.resources))
            for c in (*data.machina_cards.starting, *data.machina_cards.upgraded)
        }
        self.card_publicity = {card: publicity for card, (publicity, _, _) in self.card.items()}
        self.is_starting = frozenset(self.starting)

    def _compile_workshop_grid(self, data: ComponentFile) -> None:
        """The Michelangelo Workshop grid and, per colour, the spaces that could take it (GAP-MM-5)."""
        self.grid_rows = tuple(data.michelangelo_grid.rows)
        self.grid_columns = tuple(data.michelangelo_grid.columns)
        #: per colour, the Workshop spaces whose row or column could take it, left to right and top to
        #: bottom (MM-RES-1): (row, column, whether the column is the multicoloured one)
        self.grid_spots: dict[str, tuple[tuple[int, int, bool], ...]] = {
            colour: tuple(
                (r, c, column == ANY)
                for r, row in enumerate(self.grid_rows)
                for c, column in enumerate(self.grid_columns)
                if colour in (row, column) or column == ANY
            )
            for colour in self.colours
        }

    def _compile_blueprints(self, data: ComponentFile) -> None:
        """The da Vinci Blueprints, the meeple's visiting order and the slots each colour fills (GAP-MM-5)."""
        self.blueprints = tuple((b.id, tuple(b.needs), tuple(b.markers), b.scoring) for b in data.blueprints)
        self.blueprint_markers = tuple(len(markers) for _, _, markers, _ in self.blueprints)
        count = len(self.blueprints)
        #: from each Blueprint, every Blueprint in the order the meeple visits them (MM-RES-4)
        self.blueprints_from = tuple(tuple((start + step) % count for step in range(count)) for start in range(count))
        #: per Blueprint and colour, the slots that could take it in the order they are filled (MM-RES-4):
        #: those needing that colour, then the multicoloured ones
        self.blueprint_slots: tuple[dict[str, tuple[int, ...]], ...] = tuple(
            {
                colour: tuple(i for i, need in enumerate(needs) if need == colour)
                + tuple(i for i, need in enumerate(needs) if need == ANY)
                for colour in self.colours
            }
            for _, needs, _, _ in self.blueprints
        )

    def _compile_lodge_and_patrons(self, data: ComponentFile) -> None:
        """Collector Setup cards, Precedence, Popular Gallery tiles, Publicity tokens, patron cards,
        the Workshops' Artworks (GAP-EX-2)."""
        self.collector_cards = {c.id: dict(c.collectors) for c in data.collector_setup_cards}
        self.precedence = dict(data.precedence)
        #: the colours by Precedence number, lowest first (the tie order of EX-ORDER-2 and MM-INF-6)
        self.by_precedence: tuple[str, ...] = tuple(sorted(self.colours, key=self.precedence.__getitem__))
        self.tile_region = {t.id: self.index_of_number[t.region] for t in data.popular_gallery_tiles.tiles}
        self.tiles_per_round = data.popular_gallery_tiles.per_round
        self.tokens = tuple(c for c, n in data.publicity_tokens.items() for _ in range(n))
        self.patron = {p.id: p for p in data.patron_cards}
        self.patron_kind = {p.id: p.kind for p in data.patron_cards}
        #: how many kinds of patron card the game has (a deal stops looking once it has seen them all)
        self.patron_kinds = len(set(self.patron_kind.values()))
        self.workshops = {"michelangelo": data.workshops.michelangelo, "davinci": data.workshops.davinci}

    def region_label(self, index: int) -> str:
        """ "3 Venezia" — how a region is named to the person."""
        return f"{self.numbers[index]} {self.names[index]}"


def load_components(path: str | None = None) -> Components:
    """The compiled component data from ``path`` (default: the shipped reference set).

    Read, validated and compiled by the toolkit, which keeps the compiled object for the file
    as it is (path, size and modification time).
    """
    return load_component_file(path, ComponentFile, default=DATA_FILE, compile=Components)
