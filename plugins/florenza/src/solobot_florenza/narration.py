"""Every sentence the person reads about the game, made from the facts the rule code emits.

The rule modules (setup, rounds, ghost, person) decide and emit an event kind with plain
facts; :data:`SENTENCES` (the game's ``Game.sentences``) gives each kind its line, in the
rules' words: "Ghost 1", "you", "its Chiesa", "Hire a Captain of Fortune", "1 Church Point".
A line that only fills in facts is a template; one that chooses between clauses, counts
in words or looks a name up in the components is a function of the event. Nothing here
changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from solobot.catalogs import messages
from solobot.grammar import Said
from solobot.i18n import DEFAULT, FORMS, N_, domain, language, say
from solobot.words import sentence
from solobot_florenza.state import PLAYER

if TYPE_CHECKING:
    from solobot import Context
    from solobot.events import Event
    from solobot_florenza.components import Components

Facts = dict[str, Any]

DOMAIN = "solobot_florenza"
"""Florenza's gettext domain: its catalogs are in ``solobot_florenza/locale/``."""
WORDS = domain(DOMAIN)
_ = WORDS.gettext
ngettext = WORDS.ngettext


def said(text: str) -> str:
    """A word the game declares (marked with ``N_``) in the language spoken: its catalog's, else the core's."""
    return say(WORDS, text)


NAME_CONTEXT = "nom"
"""The context of a name's entry said as a sentence says it (the grammar's nominative): ``msgctxt "nom"``, ``msgid
"Cupola"``, ``msgstr "la Cupola"``; the name's own entry (``msgid "Cupola"``) is how a list, a drawing or a
button shows it, without an article."""


def named(name: str) -> str:
    """A name printed on a component (an Artwork, a place, a Workshop, an Artist) as a sentence says it in the
    language spoken: its catalog's ``nom`` entry, with the article a speaker puts before it ("la Cupola", "der
    Duomo"; "Santa Croce" has none), which knows the forms it takes after a preposition ("nel Duomo", "auf dem
    Ponte Vecchio": the catalog's entry for that spec, else the language's rule)."""
    code = language()
    if code == DEFAULT:
        return english_form(NAME_CONTEXT, name) or name
    with_article = WORDS.form_of(NAME_CONTEXT, name)
    return Said(with_article, code, name, WORDS.form_of) if with_article else WORDS.gettext(name)


@cache
def _english_forms() -> dict[str, str]:
    """English names' forms (``locale/en/LC_MESSAGES/solobot_florenza-forms.po``), keyed ``context\x04name``:
    English reads no catalog, so the article an English sentence puts before a printed name lives here."""
    try:
        text = (resources.files(__package__) / "locale" / DEFAULT / "LC_MESSAGES" / f"{DOMAIN}{FORMS}.po").read_text(
            encoding="utf-8")
    except OSError:
        return {}
    return messages(text)


def english_form(context: str, name: str) -> str | None:
    """The English form of a printed name for ``context`` ("nom": "the Cupola"; "in": "on the Ponte Vecchio"), if
    English gives it one."""
    return _english_forms().get(f"{context}\x04{name}")


def label(name: str) -> str:
    """A printed name as a list, a drawing or a button shows it, in the language spoken (its catalog's entry,
    without the article a sentence puts before it): "Cupola", "Duomo"."""
    return WORDS.gettext(name)

ACTION_NAMES = {
    "operate": N_("Operate a Workshop"),
    "build": N_("Build a Workshop"),
    "church": N_("Create an Artwork in the District Church"),
    "palace": N_("Create an Artwork in the District Palace"),
    "captain": N_("Hire a Captain of Fortune"),
    "church_point": N_("Gain 1 Church Point"),
    "main_board": N_("Create an Artwork on the main board"),
}
"""The Action Table's actions as the rules page names them (GAP-FG-1)."""

TRACK_NAMES = {"prestige": ("Prestige Point", "Prestige Points"), "church": ("Church Point", "Church Points")}
"""A track's points, one and several, as the rules page says them (GAP-FG-5)."""

BUILDINGS = {"chiesa": "Chiesa", "palazzo": "Palazzo"}
"""A District's buildings that hold Artworks."""

OWNED_BUILDINGS = {"chiesa": (N_("your Chiesa"), N_("its Chiesa"), N_("{seat}'s Chiesa")),
                   "palazzo": (N_("your Palazzo"), N_("its Palazzo"), N_("{seat}'s Palazzo"))}
"""A building with its owner, whole (an Italian or German possessive agrees with it): yours, a Ghost's own, a
named seat's."""

ROLES = {"captain": N_("Captain"), "bishop": N_("Bishop")}

GHOSTS = {"ghost-1": N_("Ghost 1"), "ghost-2": N_("Ghost 2"), "ghost-3": N_("Ghost 3"), "ghost-4": N_("Ghost 4")}
"""The Ghosts' names, one a seat (the components allow up to 5 seats: you and 4 Ghosts)."""

RESOURCES = {"marble": N_("marble"), "wood": N_("wood"), "gold": N_("gold"), "metal": N_("metal"),
             "fabric": N_("fabric"), "spices": N_("spices")}
"""The Resources by name (typed in English: ``resource wood``; said in the language spoken)."""

SKILLS = {"painting": N_("painting"), "sculpture": N_("sculpture"), "architecture": N_("architecture")}
"""An Artist's skills by name."""

CRESTS = {"normal": N_("normal"), "special": N_("special")}
"""A Family Crest's kind."""

LEVELS = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"), "masterpiece": N_("Masterpiece")}
"""The difficulty levels by name."""


# -- words for seats, counts and places ----------------------------------------------------------


def name(seat: str | None) -> str:
    """A seat as the person says it: "you", "Ghost 2"."""
    if seat == PLAYER:
        return said("you")
    if seat in GHOSTS:
        return said(GHOSTS[seat])
    return (seat or "").replace("ghost-", "Ghost ")


def subject(seat: str | None) -> str:
    """A seat starting a sentence: "You", "Ghost 2"."""
    who = name(seat)
    return who[:1].upper() + who[1:]


def kinsmen(n: int) -> str:
    """``n`` Kinsmen, in words ("1 Kinsman", "3 Kinsmen")."""
    return ngettext("{count} Kinsman", "{count} Kinsmen", n).format(count=n)


def points(track: str, n: int) -> str:
    """Points on a track: "1 Church Point", "3 Prestige Points"."""
    if track == "prestige":
        return ngettext("{count} Prestige Point", "{count} Prestige Points", n).format(count=n)
    if track == "church":
        return ngettext("{count} Church Point", "{count} Church Points", n).format(count=n)
    return f"{n} {track}"


def track_name(track: str) -> str:
    """A track's name as the table keys it (English): "Prestige Points", "Church Points"."""
    return TRACK_NAMES.get(track, (track, track))[1]


TRACK_SAID = {"prestige": N_("Prestige Points"), "church": N_("Church Points")}
"""A track's name as a person reads it, in the language spoken."""


def track_said(track: str) -> str:
    """A track's name in the language spoken: "Prestige Points", "Punti Prestigio"."""
    return said(TRACK_SAID[track]) if track in TRACK_SAID else track


def reward_text(reward: dict[str, int], none: str | None = None, *, ending: bool = True) -> str:
    """The points of a reward: "1 Prestige Point and 2 Church Points" (``ending``: the list ends the reward; else
    "1 Prestige Point, 2 Church Points", where the sentence goes on with its own "and"); ``none`` (default
    "nothing") when empty."""
    each = [points(track, n) for track, n in reward.items()]
    return (listed(each) if ending else ", ".join(each)) or (none if none is not None else _("nothing"))


IN_BUILDINGS = {"chiesa": (N_("in your Chiesa"), N_("in its Chiesa")),
                "palazzo": (N_("in your Palazzo"), N_("in its Palazzo"))}
"""Where an Artwork is made, in a building with its owner, whole (a preposition agrees with it in Italian)."""


def site(where: str, seat: str | None) -> str:
    """Where an Artwork is made: "in its Chiesa", "in your Palazzo", or "in" a main-board place by name."""
    if where in IN_BUILDINGS:
        yours, its = IN_BUILDINGS[where]
        return said(yours if seat == PLAYER else its)
    if language() == DEFAULT:
        return english_form("in", where) or _("in {place}").format(place=named(where))
    return _("in {place}").format(place=named(where))


def resource(word: str) -> str:
    """A Resource in the language spoken ("wood", "legno")."""
    return said(RESOURCES[word]) if word in RESOURCES else word


def skill(word: str) -> str:
    """An Artist's skill in the language spoken ("painting", "pittura")."""
    return said(SKILLS[word]) if word in SKILLS else word


def level_name(level: str) -> str:
    """A difficulty level: "Masterpiece"."""
    return said(LEVELS[level]) if level in LEVELS else level.capitalize()


def listed(items: list[str]) -> str:
    """Several things in one sentence: "a and b", "a, b and c" (the language's own "and")."""
    if len(items) < 2:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


# -- sentences that only fill in facts ------------------------------------------------------------

TEMPLATES = {
    # setup (FG-SETUP-*, GAP-FG-3)
    "you-choose": N_("You choose your two starting Workshops last (type: start A B)"),
    "first-player": N_("You play first in round 1 (you hold the Captain)"),
    # Phases 5 to 8
    "game-over": N_("Round {round} was the last: the game is over, with no Phase 7 or 8 to carry out - leave the "
                    "table as it is for the final count"),
}
"""The game's own lines (no seat) that only fill in facts: the core's templates."""

NAMED = {
    # setup (FG-SETUP-*, GAP-FG-3)
    "artists-dealt": N_("Under Life in Florenza card {card} ({name}), top first: {artists}"),
    "set-up": N_("Set up for {seats} players - each Ghost counts as a player for the character tiles, Captains of "
                 "Fortune, Casa and Casamento and the Cardinal bonus. Captains of Fortune in play: {captains}. You "
                 "play the {family} family: take its District board, Kinsmen, Family Crests and markers."),
    # a Ghost's Phase 4 turn
    "build-category": N_("{Who} rolls {roll} for the category of the Workshop it builds: {category}"),
    "place-rolled": N_("{Who} rolls {roll} for the place of its Artwork on the main board: {place}"),
    "starting-workshop": N_("{Who} [rolls] {roll}: put {workshop} on its space {space}"),
}
"""Lines that name the seat ({Who}: "Ghost 1"), list names, or name a Workshop or a place by the names
:func:`fact_names` gives them: the core's templates too. The person's own lines are the game's own sentences
below, in the second person as a whole ("Prendi il ruolo di Vescovo", not "Tu prendi...")."""


def fact_names(c: Components | None) -> dict[str, dict[Any, str]]:
    """Facts the templates say by name (``GameWords.fact_names``): a Workshop by number and a main-board place by
    its name (from ``c``), a role by id (each in the language spoken when it is read)."""
    workshops = {n: workshop.name for n, workshop in c.workshop.items()} if c else {}
    places = {place.name: place.name for place in c.main_board} if c else {}
    return {"workshop": PrintedNames(workshops), "place": PrintedNames(places), "role": SpokenNames(ROLES)}


class PrintedNames(dict):
    """Names printed on the components, each said as a sentence says it when it is read (:func:`named`)."""

    def __getitem__(self, key: Any) -> Any:
        return named(super().__getitem__(key))

    def get(self, key: Any, default: Any = None) -> Any:
        return self[key] if key in self else default  # noqa: SIM401 (self.get is this method)


class SpokenNames(dict):
    """Names looked up in the language spoken at the time they are read (a role: "Captain", "Capitano")."""

    def __getitem__(self, key: Any) -> Any:
        return said(super().__getitem__(key))

    def get(self, key: Any, default: Any = None) -> Any:
        return self[key] if key in self else default  # noqa: SIM401 (self.get is this method)


ONE_GHOST = {
    N_("Round {round}, Phases 5 and 6: the Ghosts do nothing; Phase 7 as usual"):
        N_("Round {round}, Phases 5 and 6: the Ghost does nothing; Phase 7 as usual"),
    N_("Phase 8: every Kinsman on the Bishop card or on a Workshop goes back to its owner, and each Ghost's unplaced "
       "Kinsmen go back to its pool"):
        N_("Phase 8: every Kinsman on the Bishop card or on a Workshop goes back to its owner, and the Ghost's "
           "unplaced Kinsmen go back to its pool"),
    N_("Phase 8: lay down every Ghost Kinsman on the Action Tables"):
        N_("Phase 8: lay down every Kinsman of the Ghost on its Action Table"),
    N_(" and what the Ghosts paid you for your Workshops ({points})"):
        N_(" and what the Ghost paid you for your Workshops ({points})"),
    N_("Round {r}, Phase 3: you are Bishop and place {k} this round; each Ghost's expelled Kinsman comes from its "
       "pool (none from a Ghost whose pool is empty) - type done (kinsmen N corrects your count)"):
        N_("Round {r}, Phase 3: you are Bishop and place {k} this round; the Ghost's expelled Kinsman comes from its "
           "pool (none if its pool is empty) - type done (kinsmen N corrects your count)"),
    NAMED["set-up"]:
        N_("Set up for {seats} players - the Ghost counts as a player for the character tiles, Captains of Fortune, "
           "Casa and Casamento and the Cardinal bonus. Captains of Fortune in play: {captains}. You play the "
           "{family} family: take its District board, Kinsmen, Family Crests and markers."),
}
"""A line that speaks of the Ghosts, as it is said when there is one Ghost ("the Ghost does nothing", "il
Fantasma non fa nulla", "der Geist tut nichts"): the sentence of its own, never the plural one."""


def ghosts_said(text: str, f: Facts) -> str:
    """``text`` (a declared line that speaks of the Ghosts) in the language spoken, as it is said with as many
    Ghosts as the game has (``f["ghosts"]``, given by :func:`_told` from the game's options)."""
    return said(ONE_GHOST.get(text, text) if f.get("ghosts") == 1 else text)


PHASE_8 = {
    "FG-P8-1": "Phase 8: lay down every Ghost Kinsman on the Action Tables",
    "FG-P8-2": N_("Phase 8: turn face-down Artist tiles face up"),
    "FG-P8-3": N_("Phase 8: turn Under Construction Workshops back to Built"),
    "FG-P8-4": N_("Phase 8: turn used Captain of Fortune cards face up"),
}


# -- setup (FG-SETUP-*) --------------------------------------------------------------------------


def _ghost_set_up(c: Components, seat: str | None, f: Facts) -> str:
    return _("{ghost} ({level}, {family} family): District board Ghost side up, {kinsmen}, {crests} Family "
             "Crests ({special} special); no Fiorini, no Resources").format(
        ghost=subject(seat), level=level_name(f["level"]), family=f["family"], kinsmen=kinsmen(f["kinsmen"]),
        crests=f["crests"], special=f["special"])


def _starting_reroll(c: Components, seat: str | None, f: Facts) -> str:
    values = {"ghost": subject(seat), "roll": f["roll"], "space": f["space"],
              "workshop": named(c.workshop[f["workshop"]].name)}
    if f["taken"]:
        return _("{ghost} rolls {roll} for space {space}: {workshop} - reroll, an earlier Ghost holds it on this "
                 "space").format(**values)
    return _("{ghost} rolls {roll} for space {space}: {workshop} - reroll, it is its own space 1").format(**values)


def _you_start(c: Components, seat: str | None, f: Facts) -> str:
    first, second = (named(c.workshop[n].name) for n in f["workshops"])
    return _("You start with {first} and {second}").format(first=first, second=second)


# -- Phases 1 to 3 (FG-P1-*, FG-P2-1, FG-P3-*) ----------------------------------------------------


def _kinsmen_taken(c: Components, seat: str | None, f: Facts) -> str:
    quota = f.get("quota", f["kinsmen"])
    values = {"round": f["round"], "ghost": name(seat), "kinsmen": kinsmen(f["kinsmen"]), "quota": quota,
              "count": f["kinsmen"]}
    if f["kinsmen"] >= quota:
        return _("Round {round}, Phase 1: {ghost} takes {kinsmen} into its income area (as many as the round "
                 "number)").format(**values)
    return ngettext(
        "Round {round}, Phase 1: {ghost} takes {kinsmen} into its income area: round {round} calls for {quota}, but "
        "only {count} is in its pool (the others lie on its Action Table); the rest come into its income area "
        "when its Action Table is full and its lying Kinsmen leave it",
        "Round {round}, Phase 1: {ghost} takes {kinsmen} into its income area: round {round} calls for {quota}, but "
        "only {count} are in its pool (the others lie on its Action Table); the rest come into its income area "
        "when its Action Table is full and its lying Kinsmen leave it", f["kinsmen"]).format(**values)


def _common_resource(c: Components, seat: str | None, f: Facts) -> str:
    if f["captain"] == PLAYER:
        return _("You pick {resource} as the common Resource").format(resource=resource(f["resource"]))
    return _("{ghost} (Captain) rolls {roll}: the common Resource is {resource}").format(
        ghost=subject(f["captain"]), roll=f["roll"], resource=resource(f["resource"]))


def _detained(c: Components, seat: str | None, f: Facts) -> str:
    if f["captain"] == PLAYER:
        return _("You detain {artist}").format(artist=named(f["artist"]))
    return _("Phase 2: {ghost} (Captain) detains {artist}, the most expensive Artist").format(
        ghost=name(f["captain"]), artist=named(f["artist"]))


def _bishop(c: Components, seat: str | None, f: Facts) -> str:
    more = ngettext("{count} more Kinsman ({quota} this round)", "{count} more Kinsmen ({quota} this round)",
                    f["more"]).format(count=f["more"], quota=f["quota"])
    if seat == PLAYER:
        return _("Phase 3: you are Bishop and take {more}").format(more=more)
    short = f["more"] - f.get("taken", f["more"])
    values = {"ghost": name(seat), "more": more}
    if short <= 0:
        return _("Phase 3: {ghost} is Bishop and takes {more}; put one of your Kinsmen on the Bishop card").format(
            **values)
    return ngettext(
        "Phase 3: {ghost} is Bishop and takes {more}; its pool is empty, so it comes into its income area when its "
        "Action Table is full and its lying Kinsmen leave it; put one of your Kinsmen on the Bishop card",
        "Phase 3: {ghost} is Bishop and takes {more}; its pool is empty, so they come into its income area when its "
        "Action Table is full and its lying Kinsmen leave it; put one of your Kinsmen on the Bishop card",
        short).format(**values)


def _expelled(c: Components, seat: str | None, f: Facts) -> str:
    values = {"ghost": name(seat), "kinsmen": kinsmen(f["income"])}
    if f["from_pool"]:
        return _("Phase 3: {ghost} puts its expelled Kinsman from its pool on the Bishop card and keeps its {kinsmen} "
                 "for Phase 4").format(**values)
    return _("Phase 3: {ghost} has an empty pool, so none of its Kinsmen goes on the Bishop card; it keeps its "
             "{kinsmen} for Phase 4").format(**values)


# -- a Ghost's Phase 4 turn (FG-P4-*, the actions) ------------------------------------------------


def _kinsman_placed(c: Components, seat: str | None, f: Facts) -> str:
    return ngettext(
        "{ghost} rolls {roll}: counting {roll} empty space of its Action Table, it stands a Kinsman on space {space}: "
        "{action}",
        "{ghost} rolls {roll}: counting {roll} empty spaces of its Action Table, it stands a Kinsman on space "
        "{space}: {action}", f["roll"]).format(ghost=subject(seat), roll=f["roll"], space=f["space"],
                                                action=said(ACTION_NAMES[f["action"]]))


def _table_full(c: Components, seat: str | None, f: Facts) -> str:
    values = {"ghost": subject(seat), "count": f["removed"], "income": f["to_income"], "pool": f["to_pool"]}
    if not f["removed"]:
        return _("{ghost} has a full Action Table, but every Kinsman on it stands: none leaves it").format(**values)
    lying = ngettext("{ghost} has a full Action Table: remove its {count} lying Kinsman",
                     "{ghost} has a full Action Table: remove its {count} lying Kinsmen", f["removed"]).format(**values)
    where = [_("{income} in its income area").format(**values)] if f["to_income"] else []
    where += [_("{pool} in its pool").format(**values)] if f["to_pool"] else []
    return _("{removed}; put {where}").format(removed=lying, where=listed(where))


def _operated(c: Components, seat: str | None, f: Facts) -> str:
    owner = f["owner"]
    values = {"ghost": subject(seat), "roll": f["roll"], "usable": f["usable"], "owner": name(owner),
              "workshop": named(c.workshop[f["workshop"]].name), "space": f["space"],
              "fee": points("prestige", f["fee"]), "reward": reward_text(f["reward"])}
    again = _(", starting over after the last") if f["roll"] > f["usable"] else ""
    counting = ngettext(
        "{ghost} rolls {roll}: it counts {roll} from space 1 of the first player's District, over the only usable "
        "Workshop (skipping purple, occupied and Under Construction ones{again})",
        "{ghost} rolls {roll}: it counts {roll} from space 1 of the first player's District, over the {usable} "
        "usable Workshops only (skipping purple, occupied and Under Construction ones{again})",
        f["usable"]).format(again=again, **values)
    if owner == seat:
        lands, paid = _("it lands on {workshop} (its own space {space}); turn it to its Under Construction side."), ""
    elif owner == PLAYER:
        lands = _("it lands on {workshop} (your space {space}); turn it to its Under Construction side.")
        paid = _("; it pays you {fee}, counted by solobot")
    else:
        lands = _("it lands on {workshop} ({owner}'s space {space}); turn it to its Under Construction side.")
        paid = _("; it pays {owner} {fee}")
    scored = _("It scores {reward}") if f["reward"] else _("It scores nothing (it takes no Resources or Fiorini)")
    told = f"{lands.format(**values)} {scored.format(**values)}{paid.format(**values)}"  # two sentences
    return _("{counting} and {lands}").format(counting=counting, lands=told)


def _built(c: Components, seat: str | None, f: Facts) -> str:
    return _("{ghost} rolls {roll}: it builds {workshop} (n. {number}), Under Construction side up on its space "
             "{space}, and scores {reward}").format(ghost=subject(seat), roll=f["roll"], number=f["workshop"],
                                                    workshop=named(c.workshop[f["workshop"]].name), space=f["space"],
                                                    reward=reward_text(f["reward"]))


HOW = {"dearest": N_("dearest"), "cheapest": N_("cheapest")}
"""How a Ghost picks its Artist by level (the ``how`` fact)."""


def _ghost_artwork(c: Components, seat: str | None, f: Facts) -> str:
    values = {"ghost": subject(seat), "artist": named(f["artist"]), "how": said(HOW.get(f["how"], f["how"])),
              "skill": skill(f["skill"]), "cost": f["cost"], "card": f["card"], "position": f["position"],
              "artwork": named(f["artwork"]), "site": site(f["where"], seat),
              "crest": said(CRESTS.get(f["crest"], f["crest"])),
              "reward": reward_text(f["reward"], ending=not f["prestige"]), "face": f["face"],
              "prestige": points("prestige", f["prestige"])}
    turned = _(" as a Masterpiece, his card turned over") if f.get("turned") else ""
    detained = _(", its detained Artist") if f["detained"] else ""
    if f["prestige"]:
        text = _("{ghost} takes {artist}, the {how} available Artist ({skill} {cost}{turned}, Life in Florenza card "
                 "{card}, position {position}{detained}; ties go to the lower card, then the top), for {artwork} "
                 "{site}: put a {crest} Family Crest on it and turn {artist} face down; it scores {reward} and, as if "
                 "the die showed {face}, {prestige}")
    else:
        text = _("{ghost} takes {artist}, the {how} available Artist ({skill} {cost}{turned}, Life in Florenza card "
                 "{card}, position {position}{detained}; ties go to the lower card, then the top), for {artwork} "
                 "{site}: put a {crest} Family Crest on it and turn {artist} face down; it scores {reward}, but "
                 "nothing for the Artist, as if the die showed {face}")
    text = text.format(turned=turned, detained=detained, **values)
    if f["masterpiece"] and not f.get("turned"):  # a card already turned over stays so
        text += _("; a gold box: a Masterpiece, turn his card over")
    if f["completed"]:
        text += _("; the building is complete and scores its bonus")
    return text


def _hired(c: Components, seat: str | None, f: Facts) -> str:
    return _("{ghost} hires {captain} (the first available in alphabetical order) without paying: it scores "
             "{reward} from his bottom row; turn his card over").format(
        ghost=subject(seat), captain=named(f["captain"]), reward=reward_text(f["reward"]))


def _church_point(c: Components, seat: str | None, f: Facts) -> str:
    return _("{ghost} scores {reward}").format(ghost=subject(seat), reward=reward_text(f["reward"]))


NO_ACTION = {
    "no-workshop": N_("no Workshop can be activated"),
    "no-workshop-floor": N_("no Workshop can be activated in its own District, and on its lowest Prestige it "
                            "cannot pay a rival"),
    "no-free-space": N_("its District has no free Workshop space"),
    "no-crest": N_("it has no normal Family Crest left"),
    "no-crest-main": N_("it has no Family Crest left"),
    "no-artist": N_("no Artist is available"),
    "no-captain": N_("no Captain of Fortune is available"),
}
"""Why a Ghost loses its action, where the reason needs no facts."""


def _no_action(c: Components, seat: str | None, f: Facts) -> str:
    why = f["cause"]
    values = {"ghost": subject(seat), "roll": f.get("roll"), "place": named(f.get("place") or ""),
              "artist": named(f.get("artist") or ""),
              "skill": skill(f.get("skill", ""))}
    if why == "workshop-gone":
        return _("{ghost} rolls {roll}: {workshop} is gone - no action").format(
            workshop=named(c.workshop[f["workshop"]].name), **values)
    if why == "place-full":
        return _("{ghost} rolls {roll}: {place} has no free Artwork - no action (FAQ)").format(**values)
    if why == "no-artwork":
        text = _("{artist} ({skill}) suits no free Artwork {site}; he stays available").format(
            site=site(f["where"], seat), **values)
    else:
        text = said(NO_ACTION[why])
    return _("{ghost} has no action: {why}").format(why=text, **values)


# -- the person's operations ---------------------------------------------------------------------


def counted(f: Facts) -> str:
    """What an input of yours scored, as solobot counts it: "; +2 Prestige Points, counted by solobot"."""
    gained = f.get("counted") or {}
    if not gained:
        return _("; no points to count")
    return _("; {points}, counted by solobot").format(points=signed_points(gained))


def signed_points(gained: dict[str, int]) -> str:
    """Points won or lost by track: "+2 Prestige Points, -1 Church Point"."""
    return ", ".join(f"{'+' if n >= 0 else '-'}{points(track, abs(n))}" for track, n in gained.items())


def _you_build(c: Components, seat: str | None, f: Facts) -> str:
    return _("You build {workshop} on your space {space}").format(
        workshop=named(c.workshop[f["workshop"]].name), space=f["space"]) + counted(f)


def _you_operate(c: Components, seat: str | None, f: Facts) -> str:
    owner = f["owner"]
    values = {"workshop": named(c.workshop[f["workshop"]].name), "space": f["space"], "owner": name(owner),
              "fee": points("prestige", f["fee"])}
    if owner == PLAYER:
        return _("You operate {workshop} (your space {space})").format(**values) + counted(f)
    return _("You operate {workshop} ({owner}'s space {space}) and pay {owner} {fee}").format(**values) + counted(f)


def _you_create(c: Components, seat: str | None, f: Facts) -> str:
    values = {"artwork": named(f["artwork"]), "site": site(f["where"], PLAYER), "artist": named(f["artist"])}
    if f.get("card_turned"):  # a gold box turns the Artist's card to its Masterpiece side, once (FG-LVL-2)
        return _("You create {artwork} {site} with {artist}; a gold box: his Masterpiece, turn {artist}'s card "
                 "over").format(**values) + counted(f)
    return _("You create {artwork} {site} with {artist}").format(**values) + counted(f)


def _you_take_artist(c: Components, seat: str | None, f: Facts) -> str:
    return _("You take {artist}").format(artist=named(f["artist"]))


def _you_take_role(c: Components, seat: str | None, f: Facts) -> str:
    return _("You take the {role} role for next round").format(role=said(ROLES[f["role"]]))


def _your_kinsmen(c: Components, seat: str | None, f: Facts) -> str:
    return ngettext("Correction: you have {count} Kinsman to place this round",
                    "Correction: you have {count} Kinsmen to place this round", f["kinsmen"]).format(count=f["kinsmen"])


def _you_hire(c: Components, seat: str | None, f: Facts) -> str:
    return _("You hire {captain} (row {row})").format(captain=named(f["captain"]), row=f["row"]) + counted(f)


def _you_score(c: Components, seat: str | None, f: Facts) -> str:
    n = abs(f["points"])  # points lost at the table ("gain church -2") are said as lost, never "-2 Church Points"
    if f["points"] < 0:
        said_so = ngettext("You lose {points}, recorded by you", "You lose {points}, recorded by you", n)
    else:  # the count agrees with what recorded it ("registrato" / "registrati")
        said_so = ngettext("You score {points}, recorded by you", "You score {points}, recorded by you", n)
    return said_so.format(points=points(f["track"], n))


def _correction(c: Components, seat: str | None, f: Facts) -> str:
    values = {"track": track_said(f["track"]), "value": f["value"], "seat": name(f["target"])}
    if f["target"] == PLAYER:
        return _("Correction: your {track} are now {value}").format(**values)
    return _("Correction: {seat}'s {track} are now {value}").format(**values)


STEP_HELP = {
    "captain": N_("Round {r}, Phases 1-2: you are Captain - pick the common Resource (resource NAME), then "
                  "detain an Artist (detain ARTIST) or type done"),
    "bishop": "Round {r}, Phase 3: you are Bishop and place {k} this round; each Ghost's expelled Kinsman comes "
              "from its pool (none from a Ghost whose pool is empty) - type done (kinsmen N corrects your count)",
    "kinsmen": N_("Round {r}, Phase 4, turn order {order}: you place {k}. On your turn type what your "
                  "Kinsman does - build, operate, artist, art, hire or role (done: something the bot does not "
                  "track; pass: no more this round)"),
    "round_end": N_("Round {r}, Phases 5-7: solobot has already counted the points of your build, operate, art "
                    "and hire this round ({counted}){paid}; record only the other points you score at the table "
                    "(gain TRACK N; set SEAT TRACK N corrects), then type done"),
}
"""What the person is asked at the start of each of their steps."""

def kinsmen_left_label(r: int, k: int) -> str:
    """Your Phase 4 step's label in the language spoken, counting the Kinsmen you still place: "Round 1, Phase 4:
    your turn: 1 Kinsman left to place", "Runde 1, Phase 4: du bist dran, noch 1 Familienmitglied zu setzen"."""
    return ngettext("Round {r}, Phase 4: your turn: {k} Kinsman left to place",
                    "Round {r}, Phase 4: your turn: {k} Kinsmen left to place", k).format(r=r, k=k)


STEP_ENDED = {
    "captain": N_("Phases 1-2 of round {r}: you are done as Captain"),
    "bishop": N_("Phase 3 of round {r}: you are done as Bishop"),
    "round_end": N_("Phases 5-7 of round {r}: every point you scored at the table is recorded"),
}
"""Which of the person's steps ``done`` ends, as its history line says it."""


def _your_step(c: Components, seat: str | None, f: Facts) -> str:
    order = ", ".join(name(s) for s in f["order"])
    gained = f.get("counted") or {}
    so_far = signed_points(gained) or _("none")
    fees = f.get("paid", 0)
    paid = ghosts_said(" and what the Ghosts paid you for your Workshops ({points})", f).format(
        points=signed_points({"prestige": fees})) if fees else ""
    text = ghosts_said(STEP_HELP[f["step"]], f).format(r=f["round"], k=kinsmen(f["kinsmen"]), order=order,
                                                       counted=so_far, paid=paid)
    if f.get("last") and f["step"] == "kinsmen":
        return _("{step}. This is the last round: your last chance to score points before the end of the "
                 "game.").format(step=text)
    if f.get("last") and f["step"] == "round_end":
        return _("{step}. It is the last round: after `done` the game ends and is scored.").format(step=text)
    return text


# -- Phases 5 to 8 (GAP-FG-6, FG-P8-*) ------------------------------------------------------------


def _you_pass(c: Components, seat: str | None, f: Facts) -> str:
    if f["kinsmen"] > 0:
        return ngettext("You pass: you place no more Kinsmen this round; your {count} unplaced Kinsman stays with you",
                        "You pass: you place no more Kinsmen this round; your {count} unplaced Kinsmen stay with you",
                        f["kinsmen"]).format(count=f["kinsmen"])
    return _("You pass: you place no more Kinsmen this round")


def _roles(c: Components, seat: str | None, f: Facts) -> str:
    captain, bishop = f["captain"], f["bishop"]
    values = {"captain": name(captain), "bishop": name(bishop)}
    first = (_("you are Captain (you play first)") if captain == PLAYER
             else _("{captain} is Captain (plays first)").format(**values))
    if captain == bishop == PLAYER:
        return _("Next round: you are Captain (you play first) and Bishop")
    is_bishop = _("you are Bishop") if bishop == PLAYER else _("{bishop} is Bishop").format(**values)
    return _("Next round: {captain}, {bishop}").format(captain=first, bishop=is_bishop)


def _phase_8(c: Components, seat: str | None, f: Facts) -> str:
    return ghosts_said(PHASE_8[f["step"]], f)


def _ghosts_rest(c: Components, seat: str | None, f: Facts) -> str:
    return ghosts_said("Round {round}, Phases 5 and 6: the Ghosts do nothing; Phase 7 as usual", f).format(
        round=f["round"])


def _kinsmen_home(c: Components, seat: str | None, f: Facts) -> str:
    return ghosts_said("Phase 8: every Kinsman on the Bishop card or on a Workshop goes back to its owner, and each "
                       "Ghost's unplaced Kinsmen go back to its pool", f)


def _round_reset(c: Components, seat: str | None, f: Facts) -> str:
    parts = [_("the detained Artist ({artist}) is free again").format(artist=named(f["artist"]))] if f[
        "artist"] else []
    parts += [_("the common Resource ({resource}) no longer applies").format(resource=resource(f["resource"]))] if f[
        "resource"] else []
    return _("Phase 8: {changes}").format(changes=listed(parts))


def _untracked(c: Components, seat: str | None, f: Facts) -> str:
    if seat == PLAYER:
        return _("Your Kinsman does something the bot does not track")
    return _("{ghost}'s Kinsman does something the bot does not track").format(ghost=name(seat))


OWN: dict[str, Callable[[Components, str | None, Facts], str]] = {
    "you-pass": _you_pass,
    "untracked": _untracked,
    "ghost-set-up": _ghost_set_up,
    "starting-reroll": _starting_reroll,
    "you-start": _you_start,
    "kinsmen-taken": _kinsmen_taken,
    "common-resource": _common_resource,
    "detained": _detained,
    "bishop": _bishop,
    "expelled": _expelled,
    "kinsman-placed": _kinsman_placed,
    "table-full": _table_full,
    "operated": _operated,
    "built": _built,
    "ghost-artwork": _ghost_artwork,
    "hired": _hired,
    "church-point": _church_point,
    "no-action": _no_action,
    "you-build": _you_build,
    "you-hire": _you_hire,
    "you-take-artist": _you_take_artist,
    "you-take-role": _you_take_role,
    "your-kinsmen": _your_kinsmen,
    "you-operate": _you_operate,
    "you-create": _you_create,
    "you-score": _you_score,
    "correction": _correction,
    "your-step": _your_step,
    "roles": _roles,
    "phase-8": _phase_8,
    "round-reset": _round_reset,
    "ghosts-rest": _ghosts_rest,
    "kinsmen-home": _kinsmen_home,
}
"""The sentence of each event kind that needs more than a template."""


COUNTING_GHOSTS = frozenset({"your-step", "phase-8", "ghosts-rest", "kinsmen-home"})
"""The kinds whose line speaks of the Ghosts: their facts gain ``ghosts``, how many the game has."""


def ghost_count(ctx: Context) -> int:
    """How many Ghosts the game has (its options: one level per Ghost)."""
    return len(getattr(ctx.options, "ghost", None) or ())


def _told(kind: str, own: Callable[[Components, str | None, Facts], str]) -> Callable[[Context, Event], str]:
    if kind in COUNTING_GHOSTS:
        return lambda ctx, event: own(ctx.components, event.seat, {**event.facts, "ghosts": ghost_count(ctx)})
    return lambda ctx, event: own(ctx.components, event.seat, event.facts)


def _set_up(ctx: Context, event: Event) -> str:
    """The setup line (a template of the core's, its captains listed by the game's words), with one Ghost said as
    one."""
    from solobot_florenza.plugin import GAME  # the game's words: the plugin imports this module

    one = ghost_count(ctx) == 1
    return sentence(ONE_GHOST[NAMED["set-up"]] if one else NAMED["set-up"], event.facts, GAME.words(ctx), event.seat)


SENTENCES: dict[str, str | Callable[[Context, Event], str]] = {
    **TEMPLATES, **NAMED, **{kind: _told(kind, own) for kind, own in OWN.items()}, "set-up": _set_up,
}
"""Every event kind's sentence (``Game.sentences``): a template, or the game's own for the rest."""
