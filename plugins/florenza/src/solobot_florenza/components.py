"""The component data: boards, tiles, cards and die tables (GAP-FG-1 to GAP-FG-6).

The shipped file ``data/florenza.json`` is a complete, playable reference set,
not the publisher's values. A replacement file (the ``components`` option) is
validated the same way; any problem is one :class:`solobot.ComponentError` line
naming the file and the field.
"""

from __future__ import annotations

from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from solobot.i18n import N_
from solobot.toolkit import components as toolkit
from solobot_florenza.flow import step_table
from solobot_florenza.worth import Worth

Reward = dict[str, int]
ACTIONS = ("operate", "build", "church", "palace", "captain", "church_point", "main_board")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TableSpace(Strict):
    action: Literal["operate", "build", "church", "palace", "captain", "church_point", "main_board"]
    reward: Reward = {}


class ActionTable(Strict):
    columns: int = Field(ge=1, title=N_("columns"))
    spaces: list[TableSpace] = Field(min_length=1, title=N_("spaces"), json_schema_extra={"item": "space"})


class Workshop(Strict):
    number: int = Field(ge=1)
    name: str
    colour: str
    copies: int = Field(1, ge=1)
    activatable: bool = Field(True, title=N_("can be operated"))
    produces: list[str] = []
    build_reward: Reward = Field({}, title=N_("reward for building it"))
    operate_reward: Reward = Field({}, title=N_("reward for operating it"))


class BuildRow(Strict):
    category: str
    workshops: list[int]


class Skill(Strict):
    skill: str
    cost: int = Field(ge=0)
    prestige: list[int]
    gold: list[int] = []


class ArtistCard(Strict):
    name: str
    skills: list[Skill] = Field(min_length=1)


class LifeCard(Strict):
    number: int = Field(ge=1)
    name: str
    slots: int = Field(ge=1)


class Artwork(Strict):
    name: str
    skill: str
    reward: Reward = {}


class Building(Strict):
    artworks: list[Artwork] = Field(min_length=1)
    complete_bonus: Reward = {}


class Place(Strict):
    name: str
    die: list[int] = Field(min_length=1)
    artworks: list[Artwork] = Field(min_length=1)


class CaptainRow(Strict):
    cost: int = Field(ge=0)
    reward: Reward = {}


class CaptainCard(Strict):
    name: str
    rows: list[CaptainRow] = Field(min_length=1)


class Crests(Strict):
    normal: int = Field(ge=0)
    special: int = Field(ge=0)


def _unique(names: list[str], where: str) -> None:
    seen: set[str] = set()
    for i, name in enumerate(names):
        if name in seen:
            raise ValueError(f"{where}.{i}: {name!r} appears twice")
        seen.add(name)


class ComponentData(Strict):
    """The whole data file, with the cross-checks the rules rely on."""

    title: str = ""
    rounds: int = Field(ge=1, title=N_("rounds in a game"))
    die_sides: int = Field(ge=2, title=N_("sides of the die"))
    max_seats: int = Field(ge=2, title=N_("most seats at the table"))
    kinsmen: int = Field(ge=1, title=N_("Kinsmen per family"))
    bishop_extra_kinsmen: int = Field(ge=0, title=N_("extra Kinsmen of the Bishop"))
    crests: Crests
    district_spaces: int = Field(ge=2, title=N_("District spaces"))
    tracks: list[str] = Field(min_length=1, title=N_("point tracks"))
    prestige_min: int = Field(title=N_("lowest Prestige"))
    rival_fee: int = Field(ge=0, title=N_("fee for a rival's Workshop"))
    final_score: dict[str, int] = Field(title=N_("end-game VP per track point"))
    families: list[str]
    resources: list[str]
    first_player_resources: list[str] = Field(title=N_("First Player card's Resources"))
    action_table: ActionTable = Field(title=N_("Action Table"))
    starting_workshops: list[int] = Field(title=N_("starting Workshops (by die face)"))
    workshops: list[Workshop]
    build_table: list[BuildRow] = Field(title=N_("Build die table"))
    skills: list[str]
    masterpiece_cost_bonus: int = Field(0, title=N_("Masterpiece extra cost"))
    artists: list[ArtistCard]
    life_cards: list[LifeCard] = Field(title=N_("Life in Florenza cards"))
    chiesa: Building = Field(title=N_("Chiesa"))
    palazzo: Building = Field(title=N_("Palazzo"))
    main_board: list[Place] = Field(title=N_("main board places"))
    captains: list[CaptainCard] = Field(title=N_("Captains of Fortune"))
    captains_in_play: dict[str, int] = Field(title=N_("Captains in play, by seat count"))

    @model_validator(mode="after")
    def _cross_check(self) -> ComponentData:
        sides = range(1, self.die_sides + 1)
        self._check_tracks()
        if self.die_sides < self.max_seats:
            raise ValueError(
                "die_sides: must be at least max_seats, or the starting-Workshop rerolls never end"
            )
        numbers = [w.number for w in self.workshops]
        if numbers != list(range(1, len(numbers) + 1)):
            raise ValueError("workshops: numbers must run 1, 2, 3 ... in order")
        _unique([w.name for w in self.workshops], "workshops")
        self._check_die_list("starting_workshops", self.starting_workshops, numbers)
        for n in self.starting_workshops:
            if self.workshops[n - 1].copies < self.max_seats:
                raise ValueError(f"workshops.{n - 1}.copies: a starting Workshop needs one copy per seat")
        if len(set(self.starting_workshops)) != len(self.starting_workshops):
            raise ValueError("starting_workshops: a Workshop appears twice")
        if len(self.build_table) != self.die_sides:
            raise ValueError(f"build_table: needs one row per die face ({self.die_sides})")
        for i, row in enumerate(self.build_table):
            self._check_die_list(f"build_table.{i}.workshops", row.workshops, numbers)
        if self.first_player_resources and len(self.first_player_resources) != self.die_sides:
            raise ValueError(f"first_player_resources: needs one entry per die face ({self.die_sides})")
        for i, res in enumerate(self.first_player_resources):
            if res not in self.resources:
                raise ValueError(f"first_player_resources.{i}: {res!r} is not in resources")
        _unique([a.name for a in self.artists], "artists")
        for i, artist in enumerate(self.artists):
            for j, skill in enumerate(artist.skills):
                where = f"artists.{i}.skills.{j}"
                if skill.skill not in self.skills:
                    raise ValueError(f"{where}.skill: {skill.skill!r} is not in skills")
                if len(skill.prestige) != self.die_sides:
                    raise ValueError(f"{where}.prestige: needs one box per die face ({self.die_sides})")
                if any(face not in sides for face in skill.gold):
                    raise ValueError(f"{where}.gold: faces must be 1 to {self.die_sides}")
        _unique([str(c.number) for c in self.life_cards], "life_cards")
        if sum(c.slots for c in self.life_cards) != len(self.artists):
            raise ValueError("life_cards: the slots must add up to the number of artists")
        for label, building in (("chiesa", self.chiesa), ("palazzo", self.palazzo)):
            self._check_artworks(f"{label}.artworks", building.artworks)
        _unique([p.name for p in self.main_board], "main_board")
        faces = sorted(face for p in self.main_board for face in p.die)
        if faces != list(sides):
            raise ValueError(f"main_board: the places' die faces must cover 1 to {self.die_sides} once each")
        for i, place in enumerate(self.main_board):
            self._check_artworks(f"main_board.{i}.artworks", place.artworks)
        _unique([c.name for c in self.captains], "captains")
        for seats in range(2, self.max_seats + 1):
            count = self.captains_in_play.get(str(seats))
            if count is None or not 0 <= count <= len(self.captains):
                raise ValueError(f"captains_in_play.{seats}: needs a count from 0 to {len(self.captains)}")
        if len(self.families) < self.max_seats:
            raise ValueError("families: needs one family per seat (max_seats)")
        if self.prestige_min > 0:
            raise ValueError("prestige_min: must be 0 or below")
        return self

    def _check_tracks(self) -> None:
        if "prestige" not in self.tracks:
            raise ValueError("tracks: must include 'prestige'")
        rewards: list[tuple[str, Reward]] = [("final_score", self.final_score)]
        rewards += [
            (f"action_table.spaces.{i}.reward", s.reward) for i, s in enumerate(self.action_table.spaces)
        ]
        for i, w in enumerate(self.workshops):
            rewards += [
                (f"workshops.{i}.build_reward", w.build_reward),
                (f"workshops.{i}.operate_reward", w.operate_reward),
            ]
        for label, building in (("chiesa", self.chiesa), ("palazzo", self.palazzo)):
            rewards.append((f"{label}.complete_bonus", building.complete_bonus))
            rewards += [(f"{label}.artworks.{i}.reward", a.reward) for i, a in enumerate(building.artworks)]
        for i, p in enumerate(self.main_board):
            rewards += [(f"main_board.{i}.artworks.{j}.reward", a.reward) for j, a in enumerate(p.artworks)]
        for i, c in enumerate(self.captains):
            rewards += [(f"captains.{i}.rows.{j}.reward", r.reward) for j, r in enumerate(c.rows)]
        for where, reward in rewards:
            for track in reward:
                if track not in self.tracks:
                    raise ValueError(f"{where}: {track!r} is not one of the tracks {self.tracks}")

    def _check_die_list(self, where: str, values: list[int], numbers: list[int]) -> None:
        if len(values) != self.die_sides:
            raise ValueError(f"{where}: needs one Workshop per die face ({self.die_sides})")
        for i, n in enumerate(values):
            if n not in numbers:
                raise ValueError(f"{where}.{i}: there is no Workshop {n}")

    def _check_artworks(self, where: str, artworks: list[Artwork]) -> None:
        _unique([a.name for a in artworks], where)
        for i, art in enumerate(artworks):
            if art.skill not in self.skills:
                raise ValueError(f"{where}.{i}.skill: {art.skill!r} is not in skills")


class Site:
    """A building or main-board place where Artworks are created, as plain look-ups."""

    def __init__(self, artworks: list[Artwork], bonus: Reward | None) -> None:
        self.artworks = artworks
        self.order = _alphabetical(artworks)  # the order a Ghost tries them (FG-CH-1)
        self.skills = [a.skill for a in artworks]
        self.rewards = [a.reward for a in artworks]
        self.bonus = bonus  # the completion bonus of a building; None for a main-board place


class Components:
    """The validated data compiled for the rules, once per file: what ``ctx.components`` holds.

    Every field of :class:`ComponentData` is a plain attribute of the same name (``data``
    keeps the model); the look-up tables below are built from them here, once, and never
    change. The rule code reads these plain values on every turn.
    """

    def __init__(self, data: ComponentData) -> None:
        self.data = data
        for name in ComponentData.model_fields:
            setattr(self, name, getattr(data, name))
        c = data
        self.table_actions = [s.action for s in c.action_table.spaces]
        self.table_rewards = [s.reward for s in c.action_table.spaces]
        self.workshop = {w.number: w for w in c.workshops}
        self.activatable = [False] + [w.activatable for w in c.workshops]  # by Workshop number
        self.build_reward = [{}] + [w.build_reward for w in c.workshops]  # by Workshop number
        self.supply_at_start = (0, *(w.copies for w in c.workshops))  # copies by Workshop number (0 unused)
        self.operate_reward = [{}] + [w.operate_reward for w in c.workshops]  # by Workshop number
        # by where: "chiesa" and "palazzo" (a seat's own buildings), else a main-board place
        self.sites = {p.name: Site(p.artworks, None) for p in c.main_board}
        self.sites["chiesa"] = Site(c.chiesa.artworks, c.chiesa.complete_bonus)
        self.sites["palazzo"] = Site(c.palazzo.artworks, c.palazzo.complete_bonus)
        self.place_by_face = {face: p for p in c.main_board for face in p.die}
        self.place = {p.name: p for p in c.main_board}
        self.captain = {cap.name: cap for cap in c.captains}
        self.captain_names = tuple(cap.name for cap in c.captains)  # in data order, as they are shuffled
        self.captain_key = {cap.name: cap.name.casefold() for cap in c.captains}  # alphabetical order (FG-CAP-1)
        self.captain_rewards = {cap.name: [row.reward for row in cap.rows] for cap in c.captains}
        # the order Artists are dealt
        self.life_cards_by_number = sorted(c.life_cards, key=lambda card: card.number)
        self.skill_names = [[s.skill for s in a.skills] for a in c.artists]  # per Artist, in data order
        # per Artist and skill: (prestige per die face, gold faces)
        self.boxes = [[(s.prestige, s.gold) for s in a.skills] for a in c.artists]
        costs = [[s.cost for s in a.skills] for a in c.artists]
        # (cost, skill index) of each Artist's counted skill; the first listed wins a tie
        self.cheapest_skill = [(min(cs), cs.index(min(cs))) for cs in costs]
        self.dearest_skill = [(max(cs), cs.index(max(cs))) for cs in costs]
        # per Artist, what his counted skill's cost weighs when picking: the lowest wins (FG-LVL-1)
        self.cheapest_key = [cost for cost, _ in self.cheapest_skill]
        self.dearest_key = [-cost for cost, _ in self.dearest_skill]
        # the Artists by that key, lowest first (data order on a tie)
        self.cheapest_order = sorted(range(len(c.artists)), key=self.cheapest_key.__getitem__)
        self.dearest_order = sorted(range(len(c.artists)), key=self.dearest_key.__getitem__)
        # by "dearest": (that order, those keys, the counted skills, what a Masterpiece card adds to a key, the
        # most it can lower one), as board.pick_artist reads them on every pick
        bonus = c.masterpiece_cost_bonus
        self.artist_picking = {
            False: (self.cheapest_order, self.cheapest_key, self.cheapest_skill, bonus, min(bonus, 0)),
            True: (self.dearest_order, self.dearest_key, self.dearest_skill, -bonus, min(-bonus, 0)),
        }
        self.steps = step_table(self)  # every step label the flow can show (flow.py)
        self.worth = Worth(self)  # what each choice is worth to the heuristic player (policies.py)


def _alphabetical(artworks: list[Artwork]) -> list[int]:
    """Indices of the Artworks in alphabetical order of their names."""
    return sorted(range(len(artworks)), key=lambda i: artworks[i].name.casefold())


DEFAULT_FILE = resources.files("solobot_florenza").joinpath("data", "florenza.json")
"""The shipped reference set."""


def parse_components(text: str, name: str) -> Components:
    """Validate and compile one data file's text; a one-line ComponentError on any problem."""
    return Components(toolkit.parse_components(text, ComponentData, name))


def load_components(path: str | None = None) -> Components:
    """The shipped reference set, or the file at ``path``, compiled (once per file version)."""
    return toolkit.load_components(path, ComponentData, default=DEFAULT_FILE, compile=Components)
