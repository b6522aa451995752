"""Every sentence the person reads: one per event kind, in the rules' own words (``Game.sentences``).

Rule code emits facts (``ctx.emit(kind, rule=..., changes=[...], **facts)``); the core turns them
into the line the person acts on at the table, by :data:`SENTENCES`: a template where the facts say
it all, else the game's own wording as a function, for what a template cannot say: a region's name
from its number (facts name regions by number, Actions by id), a count's plural, a Centerpiece
that changes hands in the event's changes (always told), a line that depends on a fact. The
person's own inputs are told as "You ..." sentences, which are also their ``history`` and ``undo``
lines.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solobot import Context
from solobot.events import Event, Set
from solobot_maestro.components import Components
from solobot_maestro.state import MACHINA, PLAYER

# -- the English of the lines ------------------------------------------------------------------


def amount(n: int, noun: str, plural: str | None = None) -> str:
    """ "1 Artwork", "2 Artworks", "no Artworks"."""
    word = noun if n == 1 else plural or noun + "s"
    return f"{n if n else 'no'} {word}"


def article(word: str) -> str:
    """ "an orange", "a blue"."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def name(seat: str | None) -> str:
    """ "the Machina", "you", or "nobody"."""
    return "the Machina" if seat == MACHINA else "you" if seat else "nobody"


def does(seat: str, verb: str, named: bool = True) -> str:
    """ "the Machina takes" / "you take" (``named=False``: just the verb, agreeing)."""
    agreed = verb + ("es" if verb.endswith(("o", "s", "sh", "ch")) else "s") if seat == MACHINA else verb
    return f"{name(seat)} {agreed}" if named else agreed


def capital(text: str) -> str:
    """The text with its first letter upper-case."""
    return text[:1].upper() + text[1:]


def region(comp: Components, number: int) -> str:
    """ "3 Venezia" from a region number."""
    return comp.region_label(comp.index_of_number[number])


def title(action: str) -> str:
    """An Action as the board names it ("Create")."""
    return action.title()


def where_from(comp: Components, number: int | None) -> str:
    """A Move source: a region, or the Workshop's supply (None)."""
    return "its supply" if number is None else region(comp, number)


def centerpiece_news(comp: Components, changes: tuple[Any, ...]) -> str:
    """ "; the Machina takes the Centerpiece of 3 Venezia" for each Centerpiece that changed hands."""
    told = ""
    for change in changes:
        if isinstance(change, Set) and change.thing.startswith("Centerpiece of "):
            where = change.thing.removeprefix("Centerpiece of ")
            if change.value is None:
                told += f"; nobody holds the Centerpiece of {where} any more"
            else:
                told += f"; {does(change.value, 'take')} the Centerpiece of {where}"
    return told


# -- where a gained Resource comes from, and why AP go to a Move --------------------------------

SOURCES = {
    "card": "from its card",
    "collector": "for moving a Collector",
    "study": "from the Study track",
    "presence": "for presence",
}
MOVE_CAUSES = {
    "cannot-resolve": "it cannot resolve {action}{because} (its card stays there)",
    "out-of-artworks": "the Machina is out of Artworks",
    "no-popular-centerpiece": "the Machina holds no Popular Gallery Centerpiece",
    "harder-leftover": "Harder: {they} left over from {action}",
}
CANNOT_BECAUSE = {"study": ": its marker is on the last space of the Study track"}
"""Why the Machina cannot resolve an Action (only Study can fail: MM-TURN-5)."""
REWARDS = {"none": "no reward", "resource": "1 {colour} Resource", "upgrade": "an Upgrade"}
VARIANT_NAMES = {"michelangelo": "Michelangelo", "davinci": "da Vinci"}


def fact_names(comp: Components) -> dict[str, dict[Any, str]]:
    """Facts the templates say by name (``GameWords.fact_names``): regions by number ("3 Venezia"), Actions
    by id ("Create"), where a gained Resource comes from ("from its card"); the values of one fact never
    overlap (numbers, ids, None), and a value not named (a colour) is said as it is."""
    regions = {number: region(comp, number) for number in comp.numbers}
    actions = {action: title(action) for action in comp.actions}
    return {"region": regions, "target": regions, "action": actions, "full": actions,
            "source": {**SOURCES, **regions, None: "its supply"}}  # a Resource's source, an Artwork's region


# -- a Machina turn -----------------------------------------------------------------------------

Facts = dict[str, Any]


def roll(comp: Components, f: Facts, e: Event) -> str:
    high, low = f["dice"]
    start, action, steps = title(f["start"]), title(f["action"]), f["steps"]
    if not steps:
        moved = f"its meeple stays on {start}"
    else:
        round_trip = " all the way round" if f["start"] == f["action"] else ""
        moved = f"move its meeple {amount(steps, 'Action')} clockwise from {start}{round_trip} to {action}"
    return f"Roll both dice for the Machina: {high} and {low}; {moved}."


def are(count: int) -> str:
    """The verb agreeing with a count: "1 AP is", "2 AP are"."""
    return "is" if count == 1 else "are"


def card_played(comp: Components, f: Facts, e: Event) -> str:
    gained = f"Resources: {', '.join(f['resources'])}" if f["resources"] else "no Resources"
    return (
        f"Play the top card of the Machina's deck, {f['card']} (Publicity {f['publicity']}, {f['ap']} AP, "
        f"{gained}), face up at {title(f['action'])}."
    )


def ap_lost(comp: Components, f: Facts, e: Event) -> str:
    return f"{f['ap']} AP left over from {title(f['action'])} {are(f['ap'])} lost."


def move_instead(comp: Components, f: Facts, e: Event) -> str:
    action, ap = f.get("action", ""), f["ap"]
    because = CANNOT_BECAUSE.get(action, "")
    why = MOVE_CAUSES[f["cause"]].format(action=title(action), because=because, they="it is" if ap == 1 else "they are")
    return f"{ap} AP {'goes' if ap == 1 else 'go'} to a Move: {why}."


def create_placed(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"Create: place 1 Machina Artwork from {where_from(comp, f['source'])} in {region(comp, f['region'])} "
        f"({f['gallery'].title()} Gallery; 1 AP, {f['ap_left']} left){centerpiece_news(comp, e.changes)}."
    )


def create_in_florence(comp: Components, f: Facts, e: Event) -> str:
    return f"Create: place {amount(f['count'], 'Machina Artwork')} from its supply in Florence, one per AP."


def move_no_target(comp: Components, f: Facts, e: Event) -> str:
    return f"Move: no Gallery meets any of the Move tests; the {f['ap']} AP {are(f['ap'])} lost."


def move_target(comp: Components, f: Facts, e: Event) -> str:
    others = ", ".join(f"{region(comp, number)} worth {value}" for number, value in f["others"])
    return (
        f"Move target: {region(comp, f['target'])}, {e.reason}, worth "
        f"{f['value']} VP now" + (f" (the other Galleries of its kind: {others})" if others else "") + "."
    )


def move_no_artwork(comp: Components, f: Facts, e: Event) -> str:
    return f"The Machina has no Artwork left to move; the {f['ap']} AP {are(f['ap'])} lost."


def artwork_moved(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"Move 1 Machina Artwork from {where_from(comp, f['source'])} to {region(comp, f['target'])}"
        f"{centerpiece_news(comp, e.changes)}."
    )


def target_taken(comp: Components, f: Facts, e: Event) -> str:
    where = region(comp, f["target"])
    if f["ap"]:
        return (
            f"With the Centerpiece of {where} taken and {f['ap']} AP left, it chooses its next target the same "
            "way, from the first test again."
        )
    return f"With the Centerpiece of {where} taken, this Move is over."


def collector_moved(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"Influence: move a standing Collector from the {f['source']} area ({e.reason}) to "
        f"the {f['target']} area of the Machina's Centerpiece in {region(comp, f['region'])}; lay it down."
    )


def study_advanced(comp: Components, f: Facts, e: Event) -> str:
    what = REWARDS[f["reward"]].format(colour=f["colour"])
    return f"Study: advance the Machina's marker to space {f['space']}: {what}."


def upgrade_removing(comp: Components, f: Facts, e: Event) -> str:
    drawn = f"after {amount(f['passed'], 'other card')}" if f["passed"] else "the first card"
    return (
        f"Upgrade: the Starting card appeared ({drawn}): remove Starting card {f['removed']} from the game and "
        "shuffle the Machina's deck; then draw the top card of its Upgraded deck."
    )


def upgrade(comp: Components, f: Facts, e: Event) -> str:
    gain = f"; the Machina gains {f['vp']} VP (round {f['round']})."
    if e.rule == "MM-STUDY-3" and f.get("drawn"):  # the person drew it: named, and the removal told before
        return f"Upgrade: put the Upgraded card {f['drawn']} face down on top of the Machina's deck" + gain
    if e.rule == "MM-STUDY-3":
        drawn = f"after {amount(f['passed'], 'other card')}" if f["passed"] else "the first card"
        return (
            f"Upgrade: draw from the Machina's deck until a Starting card appears ({drawn}): remove Starting "
            f"card {f['removed']} from the game, shuffle the Machina's deck, and put the top card of its "
            f"Upgraded deck on top of it, unseen" + gain
        )
    put = f"{f['added']}, face up," if f["added"] else "face down"
    if f.get("drawn"):  # the person drew it: named, and the removal told before
        put = f"{f['drawn']}, {'face up' if f['added'] else 'face down'},"
        return f"Upgrade: put the Upgraded card {put} in the place of {f['removed']} at {title(f['action'])}" + gain
    return (
        f"Upgrade: no Starting card left in the Machina's deck: remove Starting card {f['removed']} (its card "
        f"at {title(f['action'])}) from the game and put the top card of its Upgraded deck, {put} in its "
        "place" + gain
    )


def study_bonus_none(comp: Components, f: Facts, e: Event) -> str:
    why = (
        "it has no Artwork in Florence"
        if f["cause"] == "no-artwork"
        else f"no {f['colour']} region has a Popular Gallery"
    )
    return f"After Study: no Artwork moves ({why})."


# -- Resources ----------------------------------------------------------------------------------


def resource_placed(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"Put 1 {f['colour']} Resource ({SOURCES[f['source']]}) on the Machina's Workshop: row {f['row']} "
        f"({f['row_colour']}), column {f['column']} ({f['column_colour']}), the first space left to right, top "
        "to bottom that takes it."
    )


def resource_on_blueprint(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"Put 1 {f['colour']} Resource ({SOURCES[f['source']]}) on Blueprint {f['blueprint']} (requirement "
        f"{f['slot']}: {f['need']}); the Blueprint meeple stands there."
    )


def resource_discarded(comp: Components, f: Facts, e: Event) -> str:
    nowhere = "No Workshop space takes" if e.rule == "MM-RES-3" else "No Blueprint needs"
    return f"{nowhere} this {f['colour']} Resource: discard it; the Machina gains {f['vp']} VP."


# -- the Exhibition -----------------------------------------------------------------------------


def exhibition_start(comp: Components, f: Facts, e: Event) -> str:
    cards = f["machina_cards"]
    yours = " (yours were used just before this)" if f.get("yours", True) else ""
    return (
        f"Start of the Exhibition: Exhibition-symbol Benefactor cards and Events resolve first{yours}"
        + (f"; the Machina's ({', '.join(cards)}) only score at the end." if cards else ".")
    )


def colour_order(comp: Components, f: Facts, e: Event) -> str:
    counts = ", ".join(
        f"{c} {n} (Precedence {comp.precedence[c]})" for c, n in zip(f["order"], f["counts"], strict=True)
    )
    return f"Order the colour tokens on the Gallery scoring section, left to right: {counts}."


def gallery_scored(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"{region(comp, f['region'])} ({f['gallery'].title()} Gallery, {f['colour']} ranked {f['rank']}): "
        f"{does(e.seat, 'hold')} the Centerpiece and {does(e.seat, 'score', False)} {f['vp']} VP"
        f"{', counted by solobot' if e.seat == PLAYER else ''}."
    )


def gossip_revealed(comp: Components, f: Facts, e: Event) -> str:
    turned = ", ".join(
        f"{card} at {title(action)} (Publicity {comp.card_publicity[card]})" for card, action in f["cards"]
    )
    return f"Turn the Machina's face-down Gossip cards face up: {turned}; they count for Major Publicity."


def publicity_none(comp: Components, f: Facts, e: Event) -> str:
    if not f["patron_kind"]:
        return f"{title(f['action'])}: no Publicity from either Workshop, and no patron card there."
    return (
        f"{title(f['action'])}: no Publicity from either Workshop; the face-down {f['patron_kind'].title()} card "
        "goes back to the box unseen."
    )


def publicity_won(comp: Components, f: Facts, e: Event) -> str:
    kind = f["patron_kind"].title() if f["card"] else "no"
    machina, player = f["publicity"]
    return (
        f"{title(f['action'])}: Publicity Machina {machina}, you {player}: {does(e.seat, 'take')} the {kind} "
        f"card {f['card']}."
    )


def publicity_result(comp: Components, f: Facts, e: Event) -> str:
    machina, player = f["publicity"]
    return (
        f"{title(f['action'])}: Publicity Machina {machina}, you {player}: {does(e.seat, 'win')} the face-down "
        f"{f['patron_kind'].title()} card there; turn it face up."
    )


def publicity_tie(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"{title(f['action'])}: tied at {f['publicity']}; the Study track favours {name(f['study_leader'])}, "
        "but the Machina wins every tie."
    )


def token_drawn(comp: Components, f: Facts, e: Event) -> str:
    loser = name(e.seat)
    return (
        f"{capital(loser)} had Publicity at {title(f['action'])} but lost: draw a random Publicity token from the "
        f"supply for {loser}: {f['token']}, face up."
    )


# -- the Cleanup --------------------------------------------------------------------------------


def artwork_back(comp: Components, f: Facts, e: Event) -> str:
    kept = f["holder"]
    news = centerpiece_news(comp, e.changes)
    if not news:
        news = f"; {does(kept, 'keep')} the Centerpiece" if kept else ""
    return f"Cleanup: {does(e.seat, 'take')} 1 Artwork from {region(comp, f['region'])} back to supply{news}."


def tokens_returned(comp: Components, f: Facts, e: Event) -> str:
    if not f["count"]:
        return "Cleanup: no Publicity token on the board to return."
    return f"Cleanup: return the {amount(f['count'], 'Publicity token')} on the board to the supply, face down."


def machina_cards_back(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"Cleanup: take the Machina's {amount(f['count'], 'card')} back from the board and shuffle its main deck "
        f"({f['deck']} cards); it has no Upgrade display."
    )


def collectors_stood(comp: Components, f: Facts, e: Event) -> str:
    spread = ", ".join(f"{n} {c}" for c, n in f["standing"])
    return f"Cleanup: reveal Collector Setup card {f['card']}; stand the Collectors: {spread}."


def popular_to_secondary(comp: Components, f: Facts, e: Event) -> str:
    names = ", ".join(region(comp, n) for n in f["regions"]) or "none"
    return f"Cleanup: swap every Popular Gallery token for a Secondary one ({names})."


def popular_tiles(comp: Components, f: Facts, e: Event) -> str:
    shown = ", ".join(f"{tile} -> {region(comp, number)}" for tile, number in f["tiles"])
    return (
        f"Cleanup: turn up Popular Gallery tiles {shown}; put a Popular Gallery token in each"
        f"{centerpiece_news(comp, e.changes)}."
    )


def first_player(comp: Components, f: Facts, e: Event) -> str:
    return f"Cleanup: pass the First Player marker and turn the Tools tile: {does(f['first'], 'go')} first next round."


def face_down_deal(dealt: list[list[str]]) -> str:
    """Which kind of face-down patron card goes to each Action (the cards themselves stay unseen)."""
    return ", ".join(
        f"{title(action)} {'a ' + kind.title() if kind else 'none (the deck is empty)'}" for action, kind in dealt
    )


def patrons_dealing(comp: Components, f: Facts, e: Event) -> str:
    when = "Cleanup: deal next round's" if f["cleanup"] else "Shuffle the patron cards face down and deal the"
    return f"{when} patron cards face down, without looking, from Create clockwise; say the kind each back shows."


def patrons_dealt(comp: Components, f: Facts, e: Event) -> str:
    if f.get("physical"):  # the person dealt them, and said each kind
        return f"Next round's patron cards lie face down: {face_down_deal(f['dealt'])}."
    return (
        "Cleanup: deal next round's patron cards face down, without looking, from Create clockwise: "
        f"{face_down_deal(f['dealt'])}."
    )


# -- setup --------------------------------------------------------------------------------------


def setup_sides(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"The Machina plays {VARIANT_NAMES[f['variant']]}'s Workshop ({f['difficulty']}); you play "
        f"{VARIANT_NAMES[f['person']]}'s."
    )


def setup_artworks(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"Each Workshop puts its starting Artworks in {comp.region_label(comp.florence)}: Machina {f['machina']}, "
        f"you {f['player']}; the rest stay in supply."
    )


def setup_tiles(comp: Components, f: Facts, e: Event) -> str:
    shown = ", ".join(f"{tile} -> {region(comp, number)}" for tile, number in f["tiles"])
    turn = "You turned up" if f.get("physical") else "Turn up"
    return f"{turn} Popular Gallery tiles {shown}; put a Popular Gallery token in each region shown."


def setup_tiles_shuffle(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"Shuffle the Popular Gallery tiles face down and turn up {f['count']}, one at a time: each shows a region "
        "that gets a Popular Gallery token for round 1."
    )


def setup_collectors(comp: Components, f: Facts, e: Event) -> str:
    spread = ", ".join(f"{n} {c}" for c, n in f["standing"])
    if f.get("physical"):
        return f"Collector Setup card {f['card']}: stand Collectors {spread}."
    return f"Reveal Collector Setup card {f['card']}: stand Collectors {spread}."


def setup_decks(comp: Components, f: Facts, e: Event) -> str:
    if f.get("physical"):
        return (
            "Give the Machina its 20 Starting cards as its main deck and its 20 Upgraded cards as a second deck, "
            "each shuffled face down (you draw its cards and tell solobot which came), 2 dice and 2 meeples."
        )
    return (
        "Give the Machina its 20 Starting cards as its main deck and its 20 Upgraded cards as a second deck "
        "(solobot shuffles them, keeps their order and names each card as it comes), 2 dice and 2 meeples."
    )


def setup_patrons(comp: Components, f: Facts, e: Event) -> str:
    if f.get("physical"):  # the person dealt them, and said each kind
        return f"The patron cards lie face down: {face_down_deal(f['dealt'])}."
    return f"Deal the patron cards face down, without looking, from Create clockwise: {face_down_deal(f['dealt'])}."


def setup_meeple(comp: Components, f: Facts, e: Event) -> str:
    where = f"and its Blueprint meeple on {f['blueprint']}" if f["blueprint"] else "and leave its Workshop grid empty"
    return f"Put the Machina's meeple on {title(f['action'])} {where}."


def setup_first(comp: Components, f: Facts, e: Event) -> str:
    first = "You go" if f["first"] != MACHINA else "The Machina goes"
    return (
        f"{first} first in round 1 (the First Player marker); Study markers at the start, the first player's "
        "underneath."
    )


def head_start(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"Harder: move 1 Machina Artwork from Florence to the Popular Gallery in {region(comp, f['region'])}"
        f"{centerpiece_news(comp, e.changes)}."
    )


# -- the person's operations, as recorded -------------------------------------------------------


def placed(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"You place {amount(f['count'], 'Artwork')} from your supply in {region(comp, f['region'])} "
        f"({f['left']} left in your supply){centerpiece_news(comp, e.changes)}."
    )


def moved(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"You move {amount(f['count'], 'Artwork')} from {region(comp, f['source'])} to "
        f"{region(comp, f['target'])}{centerpiece_news(comp, e.changes)}."
    )


def collector(comp: Components, f: Facts, e: Event) -> str:
    return f"You move a Collector from the {f['source']} area to the {f['target']} area; it lies down."


def your_upgrade(comp: Components, f: Facts, e: Event) -> str:
    return f"Study space {f['space']}: take an Upgrade by your own rules."


def played(comp: Components, f: Facts, e: Event) -> str:
    extra = f" and {article(f['token'])} Publicity token" if f["token"] else ""
    face = "face down (Gossip turn)" if f["gossip"] else "face up"
    return (
        f"You play your card {face} at {title(f['action'])} with Publicity {f['publicity']}{extra}; "
        "your turn ends."
    )


def taken(comp: Components, f: Facts, e: Event) -> str:
    if f["what"] == "token":
        return f"You take {article(f['colour'])} Publicity token from the supply."
    return f"You take {amount(f['count'], f['colour'] + ' Resource')}."


def your_vp(comp: Components, f: Facts, e: Event) -> str:
    return (
        f"You add {f['points']:+d} VP yourself (recorded by you, not counted by solobot); "
        f"your VP track: {f['vp']}."
    )


def used(comp: Components, f: Facts, e: Event) -> str:
    return f"You use {f['card']} ({comp.patron[f['card']].name}) and turn it face down."


def corrected(comp: Components, f: Facts, e: Event) -> str:
    owner = "the Machina's" if f["whose"] == MACHINA else "your"
    if f["what"] == "artworks":
        return (
            f"Correction recorded: {owner} Artworks in {region(comp, f['region'])}: {f['count']}"
            f"{centerpiece_news(comp, e.changes)}."
        )
    return f"Correction recorded: {owner} VP: {f['value']}."


def verdict(comp: Components, f: Facts, e: Event) -> str:
    mine, its = f["player"], f["machina"]
    if f["winner"] == MACHINA:
        told = "a tie is a loss, so the Machina wins." if mine == its else "the Machina wins."
    else:
        told = "you beat the Machina: you win!"
    return f"Your final score {mine}, the Machina's {its}: {told}"


#: the kinds whose facts say it all: told by the core from these templates
SAID: dict[str, str] = {
    "action-full": "The Machina already has {most} cards at {full}: move its meeple on to {action}.",
    "gossip-card": "Gossip turn: put the top card of the Machina's deck face down at {action}; nothing else happens "
    "(it gains no Resources).",
    "token-added": "Round {round}: the Machina holds 1 {colour} Publicity token matching {action}: add it to its card "
    "there.",
    "follow-skipped": "No Machina Artwork moves to {region} for this Collector: it has none in Florence, none in a "
    "region without a Gallery and none in its supply.",
    "upgrade-replacing": "Upgrade: no Starting card left in the Machina's deck: remove Starting card {removed} (its "
    "card at {action}) from the game; the top card of its Upgraded deck takes its place.",
    "first-turn": "The Machina's first turn of the game: no roll; its meeple stays on {action}.",
    "create-no-ap": "Create: no AP left for {region}.",
    "easier-no-resource": "Easier: the Machina gains no {colour} Resource {source} (only from its cards).",
    "you-gain": "{Who} [gains] 1 {colour} Resource ({source}).",
    "no-secondary": "Round 1 has no Secondary Galleries: {region} scores nothing.",
    "tile-taken": "{Who} [takes] Popular Gallery tile {tile}.",
    "presence": "Presence in {region}: {who} [gains] 1 {colour} Resource.",
    "studied": "{Whose} Study marker moves to space {space}.",
    "no-cleanup": "Round {round} is the last: no Cleanup.",
    "study-resource": "The Machina gains the {colour} Resource of the Study track.",
    "invention": "Workshop Action: Blueprint {blueprint} has every Resource it needs: discard them and remove its "
    "next Invention marker (printed {printed} VP).",
    "upgrade-empty": "Upgrade: the Machina's Upgraded deck is empty; nothing happens.",
    "upgrade-none": "Upgrade: no Starting card left in the Machina's deck or on the board; nothing happens.",
    "workshop-none": "Workshop Action: none for the Michelangelo Machina (its Resources score at the end).",
    "colour-ties": "Tied colours go in Precedence order (lower number first).",
    "your-cards-back": "Cleanup: take back your cards from the board and shuffle them with your discard pile.",
    "upgrade-displays": (
        "Cleanup: put your Upgrade display cards at random under your Upgraded deck and deal a new display "
        "(the Machina has none)."
    ),
    "setup-collectors-shuffle": (
        "Shuffle the Collector Setup cards face down and turn the top one up: it says how many Collectors stand "
        "in each area of the Lodge for round 1."
    ),
    "setup-commands": (
        "On your turns, tell solobot what you did (place, move, collector, study, take, vp, use), then the "
        "card you played: `play ACTION PUBLICITY` ends your turn. `help` lists every command with an example."
    ),
    }


RENDER: dict[str, Callable[[Components, Facts, Event], str]] = {
    "roll": roll,
    "card-played": card_played,
    "ap-lost": ap_lost,
    "move-instead": move_instead,
    "create-placed": create_placed,
    "create-in-florence": create_in_florence,
    "move-no-target": move_no_target,
    "move-target": move_target,
    "move-no-artwork": move_no_artwork,
    "artwork-moved": artwork_moved,
    "target-taken": target_taken,
    "collector-moved": collector_moved,
    "study-advanced": study_advanced,
    "upgrade": upgrade,
    "upgrade-removing": upgrade_removing,
    "study-bonus-none": study_bonus_none,
    "resource-placed": resource_placed,
    "resource-on-blueprint": resource_on_blueprint,
    "resource-discarded": resource_discarded,
    "exhibition-start": exhibition_start,
    "colour-order": colour_order,
    "gallery-scored": gallery_scored,
    "gossip-revealed": gossip_revealed,
    "publicity-none": publicity_none,
    "publicity-won": publicity_won,
    "publicity-result": publicity_result,
    "publicity-tie": publicity_tie,
    "token-drawn": token_drawn,
    "artwork-back": artwork_back,
    "tokens-returned": tokens_returned,
    "machina-cards-back": machina_cards_back,
    "collectors-stood": collectors_stood,
    "popular-to-secondary": popular_to_secondary,
    "popular-tiles": popular_tiles,
    "first-player": first_player,
    "patrons-dealt": patrons_dealt,
    "setup-sides": setup_sides,
    "setup-artworks": setup_artworks,
    "setup-tiles": setup_tiles,
    "setup-tiles-shuffle": setup_tiles_shuffle,
    "setup-decks": setup_decks,
    "setup-collectors": setup_collectors,
    "setup-patrons": setup_patrons,
    "patrons-dealing": patrons_dealing,
    "setup-meeple": setup_meeple,
    "setup-first": setup_first,
    "head-start": head_start,
    "placed": placed,
    "moved": moved,
    "collector": collector,
    "your-upgrade": your_upgrade,
    "played": played,
    "taken": taken,
    "your-vp": your_vp,
    "used": used,
    "corrected": corrected,
    "done": lambda comp, f, e: "Your Exhibition cards are used; on to the Exhibition.",
    "verdict": verdict,
}


def _own(render: Callable[[Components, Facts, Event], str]) -> Callable[[Context, Event], str]:
    """A sentence in the game's own wording, as ``Game.sentences`` takes it: ``(ctx, event) -> str``."""
    def said(ctx: Context, event: Event) -> str:
        return render(ctx.components, event.facts, event)
    return said


#: every event's sentence (``Game.sentences``): a template, or the game's own wording
SENTENCES: dict[str, str | Callable[[Context, Event], str]] = {**SAID, **{kind: _own(r) for kind, r in RENDER.items()}}
