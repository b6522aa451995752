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
from typing import TYPE_CHECKING, Any

from solobot_florenza.state import PLAYER

if TYPE_CHECKING:
    from solobot import Context
    from solobot.events import Event
    from solobot_florenza.components import Components

Facts = dict[str, Any]

ACTION_NAMES = {
    "operate": "Operate a Workshop",
    "build": "Build a Workshop",
    "church": "Create an Artwork in the District Church",
    "palace": "Create an Artwork in the District Palace",
    "captain": "Hire a Captain of Fortune",
    "church_point": "Gain 1 Church Point",
    "main_board": "Create an Artwork on the main board",
}
"""The Action Table's actions as the rules page names them (GAP-FG-1)."""

TRACK_NAMES = {"prestige": ("Prestige Point", "Prestige Points"), "church": ("Church Point", "Church Points")}
"""A track's points, one and several, as the rules page says them (GAP-FG-5)."""

BUILDINGS = {"chiesa": "Chiesa", "palazzo": "Palazzo"}
"""A District's buildings that hold Artworks."""

ROLES = {"captain": "Captain", "bishop": "Bishop"}


# -- words for seats, counts and places ----------------------------------------------------------


def name(seat: str | None) -> str:
    """A seat as the person says it: "you", "Ghost 2"."""
    if seat == PLAYER:
        return "you"
    return (seat or "").replace("ghost-", "Ghost ")


def subject(seat: str | None) -> str:
    """A seat starting a sentence: "You", "Ghost 2"."""
    who = name(seat)
    return who[:1].upper() + who[1:]


def whose(seat: str | None) -> str:
    """A seat's possessive: "your", "Ghost 2's"."""
    return "your" if seat == PLAYER else f"{name(seat)}'s"


def plural(n: int, one: str, many: str | None = None) -> str:
    """``n`` things in words: "1 Kinsman", "3 Kinsmen", "2 empty spaces"."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def kinsmen(n: int) -> str:
    """``n`` Kinsmen, in words ("1 Kinsman", "3 Kinsmen")."""
    return plural(n, "Kinsman", "Kinsmen")


def points(track: str, n: int) -> str:
    """Points on a track: "1 Church Point", "3 Prestige Points"."""
    one, many = TRACK_NAMES.get(track, (track, track))
    return plural(n, one, many)


def track_name(track: str) -> str:
    """A track's name: "Prestige Points", "Church Points"."""
    return TRACK_NAMES.get(track, (track, track))[1]


def reward_text(reward: dict[str, int], none: str = "nothing") -> str:
    """The points of a reward: "1 Prestige Point, 2 Church Points"; ``none`` when empty."""
    return ", ".join(points(track, n) for track, n in reward.items()) or none


def site(where: str, seat: str | None) -> str:
    """Where an Artwork is: "its Chiesa", "your Palazzo", or a main-board place by name."""
    if where in BUILDINGS:
        return f"{'your' if seat == PLAYER else 'its'} {BUILDINGS[where]}"
    return where


def level_name(level: str) -> str:
    """A difficulty level: "Masterpiece"."""
    return level.capitalize()


# -- sentences that only fill in facts ------------------------------------------------------------

TEMPLATES = {
    # setup (FG-SETUP-*, GAP-FG-3)
    "you-choose": "You choose your two starting Workshops last (type: start A B)",
    "first-player": "You play first in round 1 (you hold the Captain)",
    # Phases 5 to 8
    "ghosts-rest": "Round {round}, Phases 5 and 6: the Ghosts do nothing; Phase 7 as usual",
    "game-over": "Round {round} was the last: the game is over, with no Phase 7 or 8 to carry out - leave the "
    "table as it is for the final count",
    "kinsmen-home": "Phase 8: every Kinsman on the Bishop card or on a Workshop goes back to its owner, and each "
    "Ghost's unplaced Kinsmen go back to its pool",
}
"""The game's own lines (no seat) that only fill in facts: the core's templates."""

NAMED = {
    # setup (FG-SETUP-*, GAP-FG-3)
    "artists-dealt": "Under Life in Florenza card {card} ({name}), top first: {artists}",
    "set-up": "Set up for {seats} players - each Ghost counts as a player for the character tiles, Captains of "
    "Fortune, Casa and Casamento and the Cardinal bonus. Captains of Fortune in play: {captains}. You play "
    "family {family}: take its District board, Kinsmen, Family Crests and markers",
    # a Ghost's Phase 4 turn
    "build-category": "{Who} rolls {roll} for the category of the Workshop it builds: {category}",
    "place-rolled": "{Who} rolls {roll} for the place of its Artwork on the main board: {place}",
    # the person's operations
    "you-take-artist": "{Who} [takes] {artist}",
    "untracked": "{Whose} Kinsman does something the bot does not track",
    "starting-workshop": "{Who} [rolls] {roll}: put {workshop} on its space {space}",
    "you-take-role": "{Who} [takes] the {role} role for next round",
    "your-kinsmen": "Correction: {who} [has] {kinsmen:~Kinsman|Kinsmen} to place this round",
}
"""Lines that name the seat ({Who}: "Ghost 1", "You"; {Whose}: "Your"), list names or count Kinsmen; a Workshop and
a role by the names :func:`fact_names` gives them: the core's templates too."""


def fact_names(c: Components | None) -> dict[str, dict[Any, str]]:
    """Facts the templates say by name (``GameWords.fact_names``): a Workshop by number (from ``c``), a role
    by id."""
    return {"workshop": {n: workshop.name for n, workshop in c.workshop.items()} if c else {}, "role": ROLES}

PHASE_8 = {
    "FG-P8-1": "Phase 8: lay down every Ghost Kinsman on the Action Tables",
    "FG-P8-2": "Phase 8: turn face-down Artist tiles face up",
    "FG-P8-3": "Phase 8: turn Under Construction Workshops back to Built",
    "FG-P8-4": "Phase 8: turn used Captain of Fortune cards face up",
}


# -- setup (FG-SETUP-*) --------------------------------------------------------------------------


def _ghost_set_up(c: Components, seat: str | None, f: Facts) -> str:
    return (
        f"{subject(seat)} ({level_name(f['level'])}, family {f['family']}): District board Ghost side up, "
        f"{kinsmen(f['kinsmen'])}, {f['crests']} Family Crests ({f['special']} special); "
        f"no Fiorini, no Resources"
    )


def _starting_reroll(c: Components, seat: str | None, f: Facts) -> str:
    why = "an earlier Ghost holds it on this space" if f["taken"] else "it is its own space 1"
    return (
        f"{subject(seat)} rolls {f['roll']} for space {f['space']}: "
        f"{c.workshop[f['workshop']].name} - reroll, {why}"
    )


def _you_start(c: Components, seat: str | None, f: Facts) -> str:
    first, second = (c.workshop[n].name for n in f["workshops"])
    return f"You start with {first} and {second}"


# -- Phases 1 to 3 (FG-P1-*, FG-P2-1, FG-P3-*) ----------------------------------------------------


LATER = "into its income area when its Action Table is full and its lying Kinsmen leave it"
"""Why a Ghost may take fewer Kinsmen than the round calls for (FG-P4-3)."""


def _kinsmen_taken(c: Components, seat: str | None, f: Facts) -> str:
    taken = f"Round {f['round']}, Phase 1: {name(seat)} takes {kinsmen(f['kinsmen'])} into its income area"
    quota = f.get("quota", f["kinsmen"])
    if f["kinsmen"] >= quota:
        return f"{taken} (as many as the round number)"
    return (
        f"{taken}: round {f['round']} calls for {quota}, but only {f['kinsmen']} "
        f"{'is' if f['kinsmen'] == 1 else 'are'} in its pool (the others lie on its Action Table); "
        f"the rest come {LATER}"
    )


def _common_resource(c: Components, seat: str | None, f: Facts) -> str:
    if f["captain"] == PLAYER:
        return f"You pick {f['resource']} as the common Resource"
    return f"{subject(f['captain'])} (Captain) rolls {f['roll']}: the common Resource is {f['resource']}"


def _detained(c: Components, seat: str | None, f: Facts) -> str:
    if f["captain"] == PLAYER:
        return f"You detain {f['artist']}"
    return f"Phase 2: {name(f['captain'])} (Captain) detains {f['artist']}, the most expensive Artist"


def _bishop(c: Components, seat: str | None, f: Facts) -> str:
    more = f"{plural(f['more'], 'more Kinsman', 'more Kinsmen')} ({f['quota']} this round)"
    if seat == PLAYER:
        return f"Phase 3: you are Bishop and take {more}"
    short = f["more"] - f.get("taken", f["more"])
    why = f"; its pool is empty, so {'it comes' if short == 1 else 'they come'} {LATER}" if short > 0 else ""
    return f"Phase 3: {name(seat)} is Bishop and takes {more}{why}; put one of your Kinsmen on the Bishop card"


def _expelled(c: Components, seat: str | None, f: Facts) -> str:
    keeps = f"it keeps its {kinsmen(f['income'])} for Phase 4"
    if f["from_pool"]:
        return f"Phase 3: {whose(seat)} expelled Kinsman goes from its pool onto the Bishop card; {keeps}"
    return f"Phase 3: {whose(seat)} pool is empty, so none of its Kinsmen goes on the Bishop card; {keeps}"


# -- a Ghost's Phase 4 turn (FG-P4-*, the actions) ------------------------------------------------


def _kinsman_placed(c: Components, seat: str | None, f: Facts) -> str:
    return (
        f"{subject(seat)} rolls {f['roll']}: counting {plural(f['roll'], 'empty space')} of its Action Table, "
        f"it stands a Kinsman on space {f['space']}: {ACTION_NAMES[f['action']]}"
    )


def _table_full(c: Components, seat: str | None, f: Facts) -> str:
    if not f["removed"]:
        return f"{whose(seat)} Action Table is full, but every Kinsman on it stands: none leaves it"
    lying = plural(f["removed"], "lying Kinsman", "lying Kinsmen")
    where = [f"{n} in its {place}" for n, place in ((f["to_income"], "income area"), (f["to_pool"], "pool")) if n]
    return f"{whose(seat)} Action Table is full: remove its {lying}; put {' and '.join(where)}"


def _operated(c: Components, seat: str | None, f: Facts) -> str:
    owner = f["owner"]
    where = "its own" if owner == seat else whose(owner)
    paid = f"; it pays {name(owner)} {points('prestige', f['fee'])}" if owner != seat else ""
    paid += ", counted by solobot" if paid and owner == PLAYER else ""
    return (
        f"{subject(seat)} rolls {f['roll']}: counting {f['roll']} along the {plural(f['usable'], 'usable Workshop')} "
        f"from space 1 of the first player's District (purple, occupied and Under Construction ones skipped"
        f"{', round again after the last' if f['roll'] > f['usable'] else ''}), it lands on "
        f"{c.workshop[f['workshop']].name} ({where} space {f['space']}); turn it to its Under Construction side. "
        f"It scores {reward_text(f['reward'], 'nothing (it takes no Resources or Fiorini)')}{paid}"
    )


def _built(c: Components, seat: str | None, f: Facts) -> str:
    return (
        f"{subject(seat)} rolls {f['roll']}: it builds {c.workshop[f['workshop']].name} (n. {f['workshop']}), "
        f"Under Construction side up on its space {f['space']}, and scores {reward_text(f['reward'])}"
    )


def _ghost_artwork(c: Components, seat: str | None, f: Facts) -> str:
    artist = f["artist"]
    detained = ", its detained Artist" if f["detained"] else ""
    turned = " as a Masterpiece, his card turned over" if f.get("turned") else ""
    masterpiece = "; a gold box: a Masterpiece, turn his card over" if f["masterpiece"] else ""
    complete = "; the building is complete and scores its bonus" if f["completed"] else ""
    as_if = f"as if the die showed {f['face']}"
    prestige = f"score {points('prestige', f['prestige'])} {as_if}" if f["prestige"] else f"{as_if} he scores nothing"
    return (
        f"{subject(seat)} takes {artist}, the {f['how']} available Artist ({f['skill']} {f['cost']}{turned}, "
        f"Life in Florenza card {f['card']}, position {f['position']}{detained}; ties go to the lower card, "
        f"then the top), for {f['artwork']} in {site(f['where'], seat)}: put a {f['crest']} Family Crest on it, "
        f"score {reward_text(f['reward'])}, turn {artist} face down and {prestige}{masterpiece}{complete}"
    )


def _hired(c: Components, seat: str | None, f: Facts) -> str:
    return (
        f"{subject(seat)} hires {f['captain']} (the first available in alphabetical order) without paying: "
        f"it scores {reward_text(f['reward'])} from his bottom row; turn his card over"
    )


def _church_point(c: Components, seat: str | None, f: Facts) -> str:
    return f"{subject(seat)} scores {reward_text(f['reward'])}"


NO_ACTION = {
    "no-workshop": "no Workshop can be activated",
    "no-workshop-floor": "no Workshop can be activated in its own District, and on its lowest Prestige it "
    "cannot pay a rival",
    "no-free-space": "its District has no free Workshop space",
    "no-crest": "it has no normal Family Crest left",
    "no-crest-main": "it has no Family Crest left",
    "no-artist": "no Artist is available",
    "no-captain": "no Captain of Fortune is available",
}
"""Why a Ghost loses its action, where the reason needs no facts."""


def _no_action(c: Components, seat: str | None, f: Facts) -> str:
    why = f["cause"]
    if why == "workshop-gone":
        return f"{subject(seat)} rolls {f['roll']}: {c.workshop[f['workshop']].name} is gone - no action"
    if why == "place-full":
        return f"{subject(seat)} rolls {f['roll']}: {f['place']} has no free Artwork - no action (FAQ)"
    if why == "no-artwork":
        text = f"{f['artist']} ({f['skill']}) suits no free Artwork in {site(f['where'], seat)}; he stays available"
    else:
        text = NO_ACTION[why]
    return f"{subject(seat)} has no action: {text}"


# -- the person's operations ---------------------------------------------------------------------


def counted(f: Facts) -> str:
    """What an input of yours scored, as solobot counts it: "; +2 Prestige Points, counted by solobot"."""
    gained = f.get("counted") or {}
    if not gained:
        return "; no points to count"
    return f"; {signed_points(gained)}, counted by solobot"


def signed_points(gained: dict[str, int]) -> str:
    """Points won or lost by track: "+2 Prestige Points, -1 Church Point"."""
    return ", ".join(f"{n:+d} {points(track, abs(n)).split(' ', 1)[1]}" for track, n in gained.items())


def _you_build(c: Components, seat: str | None, f: Facts) -> str:
    return f"You build {c.workshop[f['workshop']].name} on your space {f['space']}{counted(f)}"


def _you_operate(c: Components, seat: str | None, f: Facts) -> str:
    owner = f["owner"]
    workshop = c.workshop[f["workshop"]].name
    if owner == PLAYER:
        return f"You operate {workshop} (your space {f['space']}){counted(f)}"
    fee = points("prestige", f["fee"])
    return f"You operate {workshop} ({whose(owner)} space {f['space']}) and pay {name(owner)} {fee}{counted(f)}"


def _you_create(c: Components, seat: str | None, f: Facts) -> str:
    return f"You create {f['artwork']} in {site(f['where'], PLAYER)} with {f['artist']}{counted(f)}"


def _you_hire(c: Components, seat: str | None, f: Facts) -> str:
    return f"You hire {f['captain']} (row {f['row']}){counted(f)}"


def _you_score(c: Components, seat: str | None, f: Facts) -> str:
    return f"You score {points(f['track'], f['points'])}, recorded by you"


def _correction(c: Components, seat: str | None, f: Facts) -> str:
    return f"Correction: {whose(f['target'])} {track_name(f['track'])} are now {f['value']}"


STEP_HELP = {
    "captain": "Round {r}, Phases 1-2: you are Captain - pick the common Resource (resource NAME), then "
    "detain an Artist (detain ARTIST) or type done",
    "bishop": "Round {r}, Phase 3: you are Bishop and place {k} this round; each Ghost's expelled "
    "Kinsman comes from its pool (none from a Ghost whose pool is empty) - type done (kinsmen N corrects your count)",
    "kinsmen": "Round {r}, Phase 4, turn order {order}: you place {k}. On your turn type what your "
    "Kinsman does - build, operate, artist, art, hire or role (done: something the bot does not track; "
    "pass: no more this round)",
    "round_end": "Round {r}, Phases 5-7: solobot has already counted the points of your build, operate, art "
    "and hire this round ({counted}){paid}; record only the other points you score at the table (gain TRACK N; set "
    "SEAT TRACK N corrects), then type done",
}
"""What the person is asked at the start of each of their steps."""

STEP_ENDED = {
    "captain": "round {r}, Phases 1-2: you are done as Captain",
    "bishop": "round {r}, Phase 3: you are done as Bishop",
    "round_end": "round {r}, Phases 5-7: every point you score at the table is recorded",
}
"""Which of the person's steps ``done`` ends, as its history line says it."""


def _your_step(c: Components, seat: str | None, f: Facts) -> str:
    order = ", ".join(name(s) for s in f["order"])
    gained = f.get("counted") or {}
    so_far = signed_points(gained) or "none"
    fees = f.get("paid", 0)
    paid = f" and what the Ghosts paid you for your Workshops ({signed_points({'prestige': fees})})" if fees else ""
    text = STEP_HELP[f["step"]].format(r=f["round"], k=kinsmen(f["kinsmen"]), order=order, counted=so_far, paid=paid)
    if f.get("last") and f["step"] == "kinsmen":
        text += " This is the last round: your last chance to score points before the end of the game."
    if f.get("last") and f["step"] == "round_end":
        text += " It is the last round: after `done` the game ends and is scored."
    return text


# -- Phases 5 to 8 (GAP-FG-6, FG-P8-*) ------------------------------------------------------------


def _you_pass(c: Components, seat: str | None, f: Facts) -> str:
    left = f"; your {kinsmen(f['kinsmen'])} not placed stay with you" if f["kinsmen"] > 0 else ""
    return f"You pass: you place no more Kinsmen this round{left}"


def _roles(c: Components, seat: str | None, f: Facts) -> str:
    captain, bishop = f["captain"], f["bishop"]
    is_bishop = f"{name(bishop)} {'are' if bishop == PLAYER else 'is'} Bishop"
    first = "you are Captain (you play first)" if captain == PLAYER else f"{name(captain)} is Captain (plays first)"
    return f"Next round: {first}, {is_bishop}"


def _phase_8(c: Components, seat: str | None, f: Facts) -> str:
    return PHASE_8[f["step"]]


def _round_reset(c: Components, seat: str | None, f: Facts) -> str:
    parts = [f"the detained Artist ({f['artist']}) is free again"] if f["artist"] else []
    parts += [f"the common Resource ({f['resource']}) no longer applies"] if f["resource"] else []
    return "Phase 8: " + " and ".join(parts)


OWN: dict[str, Callable[[Components, str | None, Facts], str]] = {
    "you-pass": _you_pass,
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
    "you-operate": _you_operate,
    "you-create": _you_create,
    "you-score": _you_score,
    "correction": _correction,
    "your-step": _your_step,
    "roles": _roles,
    "phase-8": _phase_8,
    "round-reset": _round_reset,
}
"""The sentence of each event kind that needs more than a template."""


def _told(own: Callable[[Components, str | None, Facts], str]) -> Callable[[Context, Event], str]:
    return lambda ctx, event: own(ctx.components, event.seat, event.facts)


SENTENCES: dict[str, str | Callable[[Context, Event], str]] = {
    **TEMPLATES, **NAMED, **{kind: _told(own) for kind, own in OWN.items()},
}
"""Every event kind's sentence (``Game.sentences``): a template, or the game's own for the rest."""
