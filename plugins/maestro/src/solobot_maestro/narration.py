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
from solobot.events import Event, Set, parts
from solobot.i18n import N_
from solobot.words import listing as core_listing
from solobot_maestro.components import Components
from solobot_maestro.language import _, ngettext, patron_said, pgettext, region_named, region_said
from solobot_maestro.state import MACHINA, PLAYER

# -- names in the lines (each language's words from Maestro's catalog) ----------------------------

#: the Actions as the board names them, and the colours, said in the language spoken
ACTION_NAMES = {"create": N_("Create"), "move": N_("Move"), "influence": N_("Influence"), "study": N_("Study")}
COLOURS = {"orange": N_("orange"), "blue": N_("blue"), "green": N_("green"), "purple": N_("purple"),
           "any": N_("any")}  # "any": a Blueprint requirement any colour meets
GALLERIES = {"popular": N_("Popular Gallery"), "secondary": N_("Secondary Gallery")}
KINDS = {"benefactor": N_("Benefactor"), "patroness": N_("Patroness")}
KIND_CARDS = {"benefactor": N_("Benefactor card"), "patroness": N_("Patroness card")}
"""A patron card by its kind, as the table names one whose face is not seen ("Gönnerkarte", "carta Mecenate")."""
KIND_AT = {"benefactor": N_("a Benefactor at {action}"), "patroness": N_("a Patroness at {action}")}
"""A face-down patron card dealt at an Action, said whole with its article ("una carta Mecenate su Studio",
"eine Gönnerinnenkarte auf Studium")."""


def amount(n: int, noun: str, plural: str | None = None) -> str:
    """ "1 Artwork", "2 Artworks", "no Artworks" (English only: the refusals that still use it)."""
    word = noun if n == 1 else plural or noun + "s"
    return f"{n if n else 'no'} {word}"


def colour(name: str) -> str:
    """A colour in the language spoken ("orange", "arancione"); a translation may ask for its form after a plural
    noun as ``{colour:pl}`` ("2 Risorse verdi": :func:`plural_colours`)."""
    return _(COLOURS[name]) if name in COLOURS else name


def colour_initial(name: str) -> str:
    """A Resource on the Machina's Workshop grid, in the board's text: its colour's initial in the language spoken
    ("o", Italian "ar", German "o"), as the catalog gives it (a colour the reference set does not have: its first
    letter)."""
    initials = {"orange": pgettext("initial of orange", "o"), "blue": pgettext("initial of blue", "b"),
                "green": pgettext("initial of green", "g"), "purple": pgettext("initial of purple", "p")}
    return initials.get(name) or name[:1]


def plural_colours() -> list[str]:
    """Each colour after a plural noun, in the language spoken: its form in the catalog's context "pl", which a
    translation asks for as ``{colour:pl}`` (Italian "2 Risorse verdi", "Collezionisti arancioni"); written out
    here so that pybabel extract marks them."""
    return [pgettext("pl", "orange"), pgettext("pl", "blue"), pgettext("pl", "green"), pgettext("pl", "purple"),
            pgettext("pl", "any")]


def kind_name(kind: str) -> str:
    """A patron card's kind as printed ("Benefactor")."""
    return _(KINDS[kind]) if kind in KINDS else kind.title()


def kind_card(kind: str) -> str:
    """A patron card of ``kind`` whose face is not seen ("Benefactor card")."""
    return _(KIND_CARDS[kind]) if kind in KIND_CARDS else f"{kind_name(kind)} card"


def name(seat: str | None) -> str:
    """ "the Machina", "you", or "nobody"."""
    return _("the Machina") if seat == MACHINA else _("you") if seat else _("nobody")


def capital(text: str) -> str:
    """The text with its first letter upper-case."""
    return text[:1].upper() + text[1:]


def region(comp: Components, number: int) -> str:
    """ "3 Venezia" from a region number, in the language spoken ("0 Firenze")."""
    return region_said(comp, comp.index_of_number[number])


def patron_term(comp: Components, card: str) -> str:
    """A patron card as the person reads it: its kind and its name ("Mecenate Duchessa di Urbino")."""
    return _("{kind} {name}").format(kind=kind_name(comp.patron[card].kind), name=patron_said(comp, card))


def machina_card(comp: Components, card: str) -> str:
    """A Machina card as printed: "S11 (Publicity 1, 2 AP, Resources: orange)"."""
    publicity, ap, resources = comp.card[card]
    if resources:
        return _("{card} (Publicity {publicity}, {ap} AP, Resources: {resources})").format(
            card=card, publicity=publicity, ap=ap, resources=", ".join(colour(c) for c in resources))
    return _("{card} (Publicity {publicity}, {ap} AP, no Resources)").format(card=card, publicity=publicity, ap=ap)


def title(action: str) -> str:
    """An Action as the board names it ("Create")."""
    return _(ACTION_NAMES[action]) if action in ACTION_NAMES else action.title()


def listing(items: list[str]) -> str:
    """Several items said as a list, the last after "and" in the language spoken ("a, b and c"):
    :func:`solobot.words.listing`."""
    return core_listing(items)


def where_from(comp: Components, number: int | None) -> str:
    """A Move source: a region, or the Workshop's supply (None)."""
    return _("its supply") if number is None else region(comp, number)


def centerpiece_news(comp: Components, changes: tuple[Any, ...]) -> str:
    """ "; the Machina takes the Centerpiece of 3 Venezia" for the Centerpieces that changed hands, those that went
    the same way in one clause ("; you take the Centerpieces of 3 Venezia and 11 Roma")."""
    went: dict[str | None, list[str]] = {}
    for change in changes:
        key = parts(change.thing) if isinstance(change, Set) else {}
        if key.get("thing") == "Centerpiece":
            region = parts(key["place"])
            went.setdefault(change.value, []).append(region_named(region["number"], region["region"]))
    told = ""
    for holder, regions in went.items():
        n, names = len(regions), listing(regions)
        if holder is None:
            said = ngettext("; nobody holds the Centerpiece of {region} any more",
                            "; nobody holds the Centerpieces of {region} any more", n)
        elif holder == MACHINA:
            said = ngettext("; the Machina takes the Centerpiece of {region}",
                            "; the Machina takes the Centerpieces of {region}", n)
        else:
            said = ngettext("; you take the Centerpiece of {region}", "; you take the Centerpieces of {region}", n)
        told += said.format(region=names)
    return told


#: a Move target as the step of MM-MOVE-2 that applied first names it (bot.STEP_WHY says why it was chosen)
STEP_REASONS = {
    "a": N_("a Popular Gallery with no Centerpiece"),
    "b": N_("a Popular Gallery whose Centerpiece it can take with the AP left and the Artworks it can bring"),
    "c": N_("a Popular Gallery where it has exactly 1 Artwork more than you"),
    "d": N_("a Secondary Gallery with no Centerpiece"),
    "e": N_("a Secondary Gallery whose Centerpiece it can take with the AP left and the Artworks it can bring"),
    "f": N_("a Secondary Gallery where it has exactly 1 Artwork more than you"),
}
#: the area a Collector comes from, as the rule that chose it names it (bot.INFLUENCE_WHY says why)
INFLUENCE_REASONS = {
    "MM-INF-1": N_("the area of your highest-scoring region"),
    "MM-INF-2": N_("the first other area by Precedence with a standing Collector"),
}


# -- where a gained Resource comes from, and why AP go to a Move --------------------------------

SOURCES = {
    "card": N_("from its card"),
    "collector": N_("for moving a Collector"),
    "study": N_("from the Study track"),
    "presence": N_("for presence"),
}
MOVE_CAUSES = {
    "cannot-resolve": N_("it cannot resolve {action}{because} (its card stays there)"),
    "out-of-artworks": N_("the Machina is out of Artworks"),
    "no-popular-centerpiece": N_("the Machina holds no Popular Gallery Centerpiece"),
}
CANNOT_BECAUSE = {"study": N_(": its marker is on the last space of the Study track")}
"""Why the Machina cannot resolve an Action (only Study can fail: MM-TURN-5)."""
VARIANT_NAMES = {"michelangelo": "Michelangelo", "davinci": "da Vinci"}
#: the variants as an option's value is said where it is not typed (a game's title, the saves, the results):
#: the Workshop's name in Italian and German, the value as typed in English
VARIANT_VALUES = (N_("michelangelo"), N_("davinci"))
DIFFICULTIES = {"easier": N_("easier"), "normal": N_("normal"), "harder": N_("harder")}


def fact_names(comp: Components) -> dict[str, dict[Any, str]]:
    """Facts the templates say by name (``GameWords.fact_names``, said through Maestro's catalog): regions by
    number ("3 Venezia"), Popular Gallery tiles by the region they show, Actions by id ("Create"), colours,
    where a gained Resource comes from ("from its card"); the values of one fact never overlap (numbers, ids,
    None), and a value not named is said as it is."""
    regions = {number: region(comp, number) for number in comp.numbers}
    actions = {action: ACTION_NAMES.get(action, action.title()) for action in comp.actions}
    tiles = {tile: region_said(comp, shown) for tile, shown in comp.tile_region.items()}  # a tile by its region
    return {"region": regions, "target": regions, "action": actions, "full": actions, "colour": dict(COLOURS),
            "tile": tiles,
            "source": {**SOURCES, **regions, None: N_("its supply")}}  # a Resource's source, an Artwork's region


# -- a Machina turn -----------------------------------------------------------------------------

Facts = dict[str, Any]


def roll(comp: Components, f: Facts, e: Event) -> str:
    """What the Machina rolled and what it decides (MM-TURN-1): said as rolled, whoever rolled the dice."""
    high, low = f["dice"]
    start, action, steps = title(f["start"]), title(f["action"]), f["steps"]
    if not steps:
        return _("The Machina rolls {high} and {low}: its meeple stays on {start}.").format(
            high=high, low=low, start=start)
    if f["start"] == f["action"]:
        said = ngettext("The Machina rolls {high} and {low}: move its meeple {steps} Action clockwise from {start} "
                        "all the way round to {action}.",
                        "The Machina rolls {high} and {low}: move its meeple {steps} Actions clockwise from {start} "
                        "all the way round to {action}.", steps)
    else:
        said = ngettext("The Machina rolls {high} and {low}: move its meeple {steps} Action clockwise from {start} "
                        "to {action}.",
                        "The Machina rolls {high} and {low}: move its meeple {steps} Actions clockwise from {start} "
                        "to {action}.", steps)
    return said.format(high=high, low=low, steps=steps, start=start, action=action)


def card_played(comp: Components, f: Facts, e: Event) -> str:
    facts = {"card": f["card"], "publicity": f["publicity"], "ap": f["ap"], "action": title(f["action"]),
             "resources": listing([colour(c) for c in f["resources"]])}
    if f["resources"]:
        return _("Play the top card of the Machina's deck, {card} (Publicity {publicity}, {ap} AP, Resources: "
                 "{resources}), face up at {action}.").format(**facts)
    return _("Play the top card of the Machina's deck, {card} (Publicity {publicity}, {ap} AP, no Resources), "
             "face up at {action}.").format(**facts)


def ap_lost(comp: Components, f: Facts, e: Event) -> str:
    return ngettext("{ap} AP left over from {action} is lost.", "{ap} AP left over from {action} are lost.",
                    f["ap"]).format(ap=f["ap"], action=title(f["action"]))


def move_instead(comp: Components, f: Facts, e: Event) -> str:
    action, ap = f.get("action", ""), f["ap"]
    if f["cause"] == "harder-leftover":
        return ngettext("{ap} AP goes to a Move: Harder: it is left over from {action}.",
                        "{ap} AP go to a Move: Harder: they are left over from {action}.", ap).format(
            ap=ap, action=title(action))
    because = _(CANNOT_BECAUSE[action]) if action in CANNOT_BECAUSE else ""
    why = _(MOVE_CAUSES[f["cause"]]).format(action=title(action), because=because)
    return ngettext("{ap} AP goes to a Move: {why}.", "{ap} AP go to a Move: {why}.", ap).format(ap=ap, why=why)


def create_placed(comp: Components, f: Facts, e: Event) -> str:
    return _("Create: place 1 Machina Artwork from {source} in {region} ({gallery}; 1 AP, {left} left){news}.").format(
        source=where_from(comp, f["source"]), region=region(comp, f["region"]), gallery=_(GALLERIES[f["gallery"]]),
        left=f["ap_left"], news=centerpiece_news(comp, e.changes))


def create_in_florence(comp: Components, f: Facts, e: Event) -> str:
    if not f["count"]:
        return _("Create: place no Machina Artworks from its supply in Florence, one per AP.")
    return ngettext("Create: place {count} Machina Artwork from its supply in Florence, one per AP.",
                    "Create: place {count} Machina Artworks from its supply in Florence, one per AP.",
                    f["count"]).format(count=f["count"])


def move_no_target(comp: Components, f: Facts, e: Event) -> str:
    return ngettext("Move: no Gallery meets any of the Move tests; the {ap} AP is lost.",
                    "Move: no Gallery meets any of the Move tests; the {ap} AP are lost.", f["ap"]).format(ap=f["ap"])


def move_target(comp: Components, f: Facts, e: Event) -> str:
    others = listing([_("{region} worth {value}").format(region=region(comp, number), value=value)
                      for number, value in f["others"]])
    facts = {"region": region(comp, f["target"]), "reason": _(STEP_REASONS[f["step"]]), "value": f["value"],
             "others": others}
    if others:
        return _("Move target: {region}, {reason}, worth {value} VP now (the other Galleries of its kind: "
                 "{others}).").format(**facts)
    return _("Move target: {region}, {reason}, worth {value} VP now.").format(**facts)


def move_no_artwork(comp: Components, f: Facts, e: Event) -> str:
    return ngettext("The Machina has no Artwork left to move; the {ap} AP is lost.",
                    "The Machina has no Artwork left to move; the {ap} AP are lost.", f["ap"]).format(ap=f["ap"])


def artwork_moved(comp: Components, f: Facts, e: Event) -> str:
    return _("Move 1 Machina Artwork from {source} to {target}{news}.").format(
        source=where_from(comp, f["source"]), target=region(comp, f["target"]), news=centerpiece_news(comp, e.changes))


def target_taken(comp: Components, f: Facts, e: Event) -> str:
    where = region(comp, f["target"])
    if f["ap"]:
        return ngettext("With the Centerpiece of {region} taken and {ap} AP left, it chooses its next target the same "
                        "way, from the first test again.",
                        "With the Centerpiece of {region} taken and {ap} AP left, it chooses its next target the same "
                        "way, from the first test again.", f["ap"]).format(region=where, ap=f["ap"])
    return _("With the Centerpiece of {region} taken, this Move is over.").format(region=where)


def collector_moved(comp: Components, f: Facts, e: Event) -> str:
    return _("Influence: move a standing Collector from the {source} area ({reason}) to the {target} area of the "
             "Machina's Centerpiece in {region}; lay it down.").format(
        source=colour(f["source"]), reason=_(INFLUENCE_REASONS[e.rule]), target=colour(f["target"]),
        region=region(comp, f["region"]))


def study_advanced(comp: Components, f: Facts, e: Event) -> str:
    said = {"none": _("Study: advance the Machina's marker to space {space}: no reward."),
            "resource": _("Study: advance the Machina's marker to space {space}: 1 {colour} Resource."),
            "upgrade": _("Study: advance the Machina's marker to space {space}: an Upgrade.")}[f["reward"]]
    return said.format(space=f["space"], colour=colour(f["colour"]) if f["colour"] else f["colour"])


def passed_cards(passed: int) -> str:
    """How far the Starting card was: "the first card", "after 2 other cards"."""
    if not passed:
        return _("the first card")
    return ngettext("after {count} other card", "after {count} other cards", passed).format(count=passed)


def upgrade_removing(comp: Components, f: Facts, e: Event) -> str:
    return _("Upgrade: the Starting card appeared ({drawn}): remove Starting card {removed} from the game and "
             "shuffle the Machina's deck; then draw the top card of its Upgraded deck.").format(
        drawn=passed_cards(f["passed"]), removed=machina_card(comp, f["removed"]))


def upgrade(comp: Components, f: Facts, e: Event) -> str:
    removed = machina_card(comp, f["removed"]) if not f.get("action") else f["removed"]  # at an Action: found there
    drawn, added = (f.get(key) and machina_card(comp, f[key]) for key in ("drawn", "added"))
    facts = {"vp": f["vp"], "round": f["round"], "removed": removed, "drawn": drawn, "added": added,
             "action": title(f["action"]) if f.get("action") else ""}
    if e.rule == "MM-STUDY-3" and f.get("drawn"):  # the person drew it: named, and the removal told before
        return _("Upgrade: put the Upgraded card {drawn} face down on top of the Machina's deck; the Machina gains "
                 "{vp} VP (round {round}).").format(**facts)
    if e.rule == "MM-STUDY-3":
        return _("Upgrade: draw from the Machina's deck until a Starting card appears ({passed}): remove Starting "
                 "card {removed} from the game, shuffle the Machina's deck, and put the top card of its Upgraded "
                 "deck on top of it, unseen; the Machina gains {vp} VP (round {round}).").format(
            passed=passed_cards(f["passed"]), **facts)
    if f.get("drawn"):  # the person drew it: named, and the removal told before
        said = _("Upgrade: put the Upgraded card {drawn}, face up, in the place of {removed} at {action}; the "
                 "Machina gains {vp} VP (round {round}).") if f["added"] else \
            _("Upgrade: put the Upgraded card {drawn}, face down, in the place of {removed} at {action}; the "
              "Machina gains {vp} VP (round {round}).")
        return said.format(**facts)
    said = _("Upgrade: no Starting card left in the Machina's deck: remove Starting card {removed} (its card at "
             "{action}) from the game and put the top card of its Upgraded deck, {added}, face up, in its place; "
             "the Machina gains {vp} VP (round {round}).") if f["added"] else \
        _("Upgrade: no Starting card left in the Machina's deck: remove Starting card {removed} (its card at "
          "{action}) from the game and put the top card of its Upgraded deck, face down in its place; the Machina "
          "gains {vp} VP (round {round}).")
    return said.format(**facts)


def study_bonus_none(comp: Components, f: Facts, e: Event) -> str:
    if f["cause"] == "no-artwork":
        return _("After Study: no Artwork moves (it has no Artwork in Florence).")
    return _("After Study: no Artwork moves (no {colour} region has a Popular Gallery).").format(
        colour=colour(f["colour"]))


# -- Resources ----------------------------------------------------------------------------------


def resource_placed(comp: Components, f: Facts, e: Event) -> str:
    return _("Put 1 {colour} Resource ({source}) on the Machina's Workshop: row {row} ({row_colour}), column "
             "{column} ({column_colour}), the first space that takes it, left to right and top to bottom.").format(
        colour=colour(f["colour"]), source=_(SOURCES[f["source"]]), row=f["row"], row_colour=colour(f["row_colour"]),
        column=f["column"], column_colour=colour(f["column_colour"]))


def resource_on_blueprint(comp: Components, f: Facts, e: Event) -> str:
    return _("Put 1 {colour} Resource ({source}) on Blueprint {blueprint} (requirement {slot}: {need}); the "
             "Blueprint meeple stands there.").format(
        colour=colour(f["colour"]), source=_(SOURCES[f["source"]]), blueprint=f["blueprint"], slot=f["slot"],
        need=colour(f["need"]) if isinstance(f["need"], str) else f["need"])


def resource_discarded(comp: Components, f: Facts, e: Event) -> str:
    if e.rule == "MM-RES-3":
        said = _("No Workshop space takes this {colour} Resource: discard it; the Machina gains {vp} VP.")
    else:
        said = _("No Blueprint needs this {colour} Resource: discard it; the Machina gains {vp} VP.")
    return said.format(colour=colour(f["colour"]), vp=f["vp"])


# -- the Exhibition -----------------------------------------------------------------------------


def exhibition_start(comp: Components, f: Facts, e: Event) -> str:
    cards = listing([patron_said(comp, card) for card in f["machina_cards"]])  # as the cards are named, not coded
    yours = f.get("yours", True)
    if cards and yours:
        said = _("Start of the Exhibition: Exhibition-symbol Benefactor cards and Events resolve first (yours were "
                 "used just before this); the Machina's ({cards}) only score at the end.")
    elif cards:
        said = _("Start of the Exhibition: Exhibition-symbol Benefactor cards and Events resolve first; the "
                 "Machina's ({cards}) only score at the end.")
    elif yours:
        said = _("Start of the Exhibition: Exhibition-symbol Benefactor cards and Events resolve first (yours were "
                 "used just before this).")
    else:
        said = _("Start of the Exhibition: Exhibition-symbol Benefactor cards and Events resolve first.")
    return said.format(cards=cards)


def colour_order(comp: Components, f: Facts, e: Event) -> str:
    counts = listing([_("{colour} {count} (Precedence {precedence})").format(
        colour=colour(c), count=n, precedence=comp.precedence[c])
        for c, n in zip(f["order"], f["counts"], strict=True)])
    return _("Order the colour tokens on the Gallery scoring section, left to right: {counts}.").format(counts=counts)


def gallery_scored(comp: Components, f: Facts, e: Event) -> str:
    facts = {"region": region(comp, f["region"]), "gallery": _(GALLERIES[f["gallery"]]),
             "colour": colour(f["colour"]), "rank": f["rank"], "vp": f["vp"]}
    if e.seat == PLAYER:
        return _("{region} ({gallery}, {colour} ranked {rank}): you hold the Centerpiece and score {vp} VP, counted "
                 "by solobot.").format(**facts)
    return _("{region} ({gallery}, {colour} ranked {rank}): the Machina holds the Centerpiece and scores {vp} "
             "VP.").format(**facts)


def gossip_revealed(comp: Components, f: Facts, e: Event) -> str:
    turned = listing([_("the card at {action} (Publicity {publicity})").format(  # what the person sees, not its code
        action=title(action), publicity=comp.card_publicity[card]) for card, action in f["cards"]])
    return _("Turn the Machina's face-down Gossip cards face up: {cards}; they count for Major Publicity.").format(
        cards=turned)


def publicity_none(comp: Components, f: Facts, e: Event) -> str:
    if not f["patron_kind"]:
        return _("{action}: no Publicity from either Workshop, and no patron card there.").format(
            action=title(f["action"]))
    return _("{action}: no Publicity from either Workshop; the face-down {patron} goes back to the box "
             "unseen.").format(action=title(f["action"]), patron=kind_card(f["patron_kind"]))


def publicity_won(comp: Components, f: Facts, e: Event) -> str:
    machina, player = f["publicity"]
    facts = {"action": title(f["action"]), "machina": machina, "player": player, "card": f["card"],
             "patron": kind_card(f["patron_kind"]) if f["card"] else "",
             "name": patron_said(comp, f["card"]) if f["card"] else ""}  # the name the person holds, not its code
    if not f["card"]:
        said = _("{action}: Publicity Machina {machina}, you {player}: the Machina takes the no card {card}.") \
            if e.seat == MACHINA else _("{action}: Publicity Machina {machina}, you {player}: you take the no card "
                                        "{card}.")
    elif e.seat == MACHINA:
        said = _("{action}: Publicity Machina {machina}, you {player}: the Machina takes the {patron} “{name}”.")
    else:
        said = _("{action}: Publicity Machina {machina}, you {player}: you take the {patron} “{name}”.")
    return said.format(**facts)


def publicity_result(comp: Components, f: Facts, e: Event) -> str:
    machina, player = f["publicity"]
    facts = {"action": title(f["action"]), "machina": machina, "player": player,
             "patron": kind_card(f["patron_kind"])}
    if e.seat == MACHINA:
        return _("{action}: Publicity Machina {machina}, you {player}: the Machina wins the face-down {patron} "
                 "there; turn it face up.").format(**facts)
    return _("{action}: Publicity Machina {machina}, you {player}: you win the face-down {patron} there; turn it "
             "face up.").format(**facts)


def publicity_tie(comp: Components, f: Facts, e: Event) -> str:
    return _("{action}: tied at {publicity}; the Study track favours {leader}, but the Machina wins every "
             "tie.").format(action=title(f["action"]), publicity=f["publicity"], leader=name(f["study_leader"]))


def token_drawn(comp: Components, f: Facts, e: Event) -> str:
    facts = {"action": title(f["action"]), "token": colour(f["token"])}
    if e.seat == MACHINA:
        return _("The Machina had Publicity at {action} but lost: draw a random Publicity token from the supply for "
                 "the Machina: {token}, face up.").format(**facts)
    return _("You had Publicity at {action} but lost: draw a random Publicity token from the supply for you: "
             "{token}, face up.").format(**facts)


# -- the Cleanup --------------------------------------------------------------------------------


def artwork_back(comp: Components, f: Facts, e: Event) -> str:
    kept = f["holder"]
    news = centerpiece_news(comp, e.changes)
    if not news and kept:
        news = _("; the Machina keeps the Centerpiece") if kept == MACHINA else _("; you keep the Centerpiece")
    said = _("Cleanup: the Machina takes 1 Artwork from {region} back to supply{news}.") if e.seat == MACHINA else \
        _("Cleanup: you take 1 Artwork from {region} back to supply{news}.")
    return said.format(region=region(comp, f["region"]), news=news)


def tokens_returned(comp: Components, f: Facts, e: Event) -> str:
    if not f["count"]:
        return _("Cleanup: no Publicity token on the board to return.")
    return ngettext("Cleanup: return the {count} Publicity token on the board to the supply, face down.",
                    "Cleanup: return the {count} Publicity tokens on the board to the supply, face down.",
                    f["count"]).format(count=f["count"])


def machina_cards_back(comp: Components, f: Facts, e: Event) -> str:
    if not f["count"]:
        said = _("Cleanup: take the Machina's no cards back from the board and shuffle its main deck ({deck} cards); "
                 "it has no Upgrade display.")
    else:
        said = ngettext("Cleanup: take the Machina's {count} card back from the board and shuffle its main deck "
                        "({deck} cards); it has no Upgrade display.",
                        "Cleanup: take the Machina's {count} cards back from the board and shuffle its main deck "
                        "({deck} cards); it has no Upgrade display.", f["count"])
    return said.format(count=f["count"], deck=f["deck"])


def standing(spread: list[Any], printed: bool = False) -> str:
    """The Collectors standing in each area ("2 orange and 1 blue"; a colour agrees with its count where a
    language says so: "2 arancioni"); ``printed``: as a card prints them, commas only ("2 orange, 1 blue")."""
    counts = [ngettext("{count} {colour}", "{count} {colour}", n).format(count=n, colour=colour(c)) for c, n in spread]
    return ", ".join(counts) if printed else listing(counts)


def collectors_stood(comp: Components, f: Facts, e: Event) -> str:
    return _("Cleanup: reveal Collector Setup card {card}; stand the Collectors: {spread}.").format(
        card=f["card"], spread=standing(f["standing"]))


def popular_to_secondary(comp: Components, f: Facts, e: Event) -> str:
    names = listing([region(comp, n) for n in f["regions"]]) or pgettext("regions", "none")
    return _("Cleanup: swap every Popular Gallery token for a Secondary one ({regions}).").format(regions=names)


def shown_tiles(comp: Components, tiles: list[Any]) -> str:
    """Popular Gallery tiles and the regions they show, as the tile is printed ("PG06 (6 Ravenna)")."""
    return listing([pgettext("a Popular Gallery tile and the region it shows", "{tile} ({region})").format(
        tile=tile, region=region(comp, number)) for tile, number in tiles])


def popular_tiles(comp: Components, f: Facts, e: Event) -> str:
    return _("Cleanup: turn up Popular Gallery tiles {tiles}; put a Popular Gallery token in each{news}.").format(
        tiles=shown_tiles(comp, f["tiles"]), news=centerpiece_news(comp, e.changes))


def first_player(comp: Components, f: Facts, e: Event) -> str:
    if f["first"] == MACHINA:
        return _("Cleanup: pass the First Player marker and turn the Tools tile: the Machina goes first next round.")
    return _("Cleanup: pass the First Player marker and turn the Tools tile: you go first next round.")


def face_down_deal(dealt: list[list[str]]) -> str:
    """Which kind of face-down patron card goes to each Action (the cards themselves stay unseen)."""
    return listing([(_(KIND_AT[kind]) if kind else _("no card at {action} (the deck is empty)")).format(
        action=title(action)) for action, kind in dealt])


def patrons_dealing(comp: Components, f: Facts, e: Event) -> str:
    if f["cleanup"]:
        return _("Cleanup: deal next round's patron cards face down, without looking, from Create clockwise; say the "
                 "kind each back shows.")
    return _("Shuffle the patron cards face down and deal the patron cards face down, without looking, from Create "
             "clockwise; say the kind each back shows.")


def patrons_dealt(comp: Components, f: Facts, e: Event) -> str:
    if f.get("physical"):  # the person dealt them, and said each kind
        return _("Next round's patron cards lie face down: {dealt}.").format(dealt=face_down_deal(f["dealt"]))
    return _("Cleanup: deal next round's patron cards face down, unseen, from Create clockwise: "
             "{dealt}.").format(dealt=face_down_deal(f["dealt"]))


# -- setup --------------------------------------------------------------------------------------


def setup_sides(comp: Components, f: Facts, e: Event) -> str:
    return _("The Machina plays {machina}'s Workshop ({difficulty}); you play {person}'s.").format(
        machina=VARIANT_NAMES[f["variant"]], difficulty=_(DIFFICULTIES.get(f["difficulty"], f["difficulty"])),
        person=VARIANT_NAMES[f["person"]])


def setup_artworks(comp: Components, f: Facts, e: Event) -> str:
    return _("Each Workshop puts its starting Artworks in {florence}: Machina {machina}, you {player}; the rest stay "
             "in supply.").format(florence=region_said(comp, comp.florence), machina=f["machina"], player=f["player"])


def setup_tiles(comp: Components, f: Facts, e: Event) -> str:
    if f.get("physical"):
        said = _("You turned up Popular Gallery tiles {tiles}; put a Popular Gallery token in each region shown.")
    else:
        said = _("Turn up Popular Gallery tiles {tiles}; put a Popular Gallery token in each region shown.")
    return said.format(tiles=shown_tiles(comp, f["tiles"]))


def setup_tiles_shuffle(comp: Components, f: Facts, e: Event) -> str:
    return _("Shuffle the Popular Gallery tiles face down and turn up {count}, one at a time: each shows a region "
             "that gets a Popular Gallery token for round 1.").format(count=f["count"])


def setup_collectors(comp: Components, f: Facts, e: Event) -> str:
    if f.get("physical"):
        said = _("Stand the Collectors as Collector Setup card {card} shows: {spread}.")
    else:
        said = _("Reveal Collector Setup card {card} and stand the Collectors: {spread}.")
    return said.format(card=f["card"], spread=standing(f["standing"]))


def setup_decks(comp: Components, f: Facts, e: Event) -> str:
    if f.get("physical"):
        return _("Give the Machina its 20 Starting cards as its main deck and its 20 Upgraded cards as a second deck, "
                 "each shuffled face down (you draw its cards and tell solobot which came), 2 dice and 2 meeples.")
    return _("Give the Machina its 20 Starting cards as its main deck and its 20 Upgraded cards as a second deck "
             "(solobot shuffles them, keeps their order and names each card as it comes), 2 dice and 2 meeples.")


def setup_patrons(comp: Components, f: Facts, e: Event) -> str:
    if f.get("physical"):  # the person dealt them, and said each kind
        return _("The patron cards lie face down: {dealt}.").format(dealt=face_down_deal(f["dealt"]))
    return _("Deal the patron cards face down, unseen, from Create clockwise: {dealt}.").format(
        dealt=face_down_deal(f["dealt"]))


def setup_meeple(comp: Components, f: Facts, e: Event) -> str:
    if f["blueprint"]:
        return _("Put the Machina's meeple on {action} and its Blueprint meeple on {blueprint}.").format(
            action=title(f["action"]), blueprint=f["blueprint"])
    return _("Put the Machina's meeple on {action} and leave its Workshop grid empty.").format(
        action=title(f["action"]))


def setup_first(comp: Components, f: Facts, e: Event) -> str:
    if f["first"] != MACHINA:
        return _("You go first in round 1: take the First Player marker. Put both Study markers at the start of the "
                 "Study track, the first player's underneath.")
    return _("The Machina goes first in round 1: give it the First Player marker. Put both Study markers at the start "
             "of the Study track, the first player's underneath.")


def head_start(comp: Components, f: Facts, e: Event) -> str:
    return _("Harder: move 1 Machina Artwork from Florence to the Popular Gallery in {region}{news}.").format(
        region=region(comp, f["region"]), news=centerpiece_news(comp, e.changes))


# -- the person's operations, as recorded -------------------------------------------------------


def placed(comp: Components, f: Facts, e: Event) -> str:
    facts = {"count": f["count"], "region": region(comp, f["region"]), "left": f["left"],
             "news": centerpiece_news(comp, e.changes)}
    if not f["count"]:
        return _("You place no Artworks from your supply in {region} ({left} left in your supply){news}.").format(
            **facts)
    return ngettext("You place {count} Artwork from your supply in {region} ({left} left in your supply){news}.",
                    "You place {count} Artworks from your supply in {region} ({left} left in your supply){news}.",
                    f["count"]).format(**facts)


def moved(comp: Components, f: Facts, e: Event) -> str:
    facts = {"count": f["count"], "source": region(comp, f["source"]), "target": region(comp, f["target"]),
             "news": centerpiece_news(comp, e.changes)}
    if not f["count"]:
        return _("You move no Artworks from {source} to {target}{news}.").format(**facts)
    return ngettext("You move {count} Artwork from {source} to {target}{news}.",
                    "You move {count} Artworks from {source} to {target}{news}.", f["count"]).format(**facts)


def collector(comp: Components, f: Facts, e: Event) -> str:
    return _("You move a Collector from the {source} area to the {target} area; it lies down.").format(
        source=colour(f["source"]), target=colour(f["target"]))


def studied(comp: Components, f: Facts, e: Event) -> str:
    steps = f.get("steps", 1)
    if steps == 1:
        return _("Your Study marker moves to space {space}.").format(space=f["space"])
    return ngettext("Your Study marker moves on {count} space, to space {space}.",
                    "Your Study marker moves on {count} spaces, to space {space}.", steps).format(
        count=steps, space=f["space"])


def your_upgrade(comp: Components, f: Facts, e: Event) -> str:
    return _("Study space {space}: take an Upgrade by your own rules.").format(space=f["space"])


def played(comp: Components, f: Facts, e: Event) -> str:
    facts = {"action": title(f["action"]), "publicity": f["publicity"], "token": colour(f["token"] or "")}
    if f["token"] and f["gossip"]:
        said = _("You play your card face down (Gossip turn) at {action} with Publicity {publicity} and a {token} "
                 "Publicity token; your turn ends.") if f["token"][:1].lower() not in "aeiou" else \
            _("You play your card face down (Gossip turn) at {action} with Publicity {publicity} and an {token} "
              "Publicity token; your turn ends.")
    elif f["token"]:
        said = _("You play your card face up at {action} with Publicity {publicity} and a {token} Publicity token; "
                 "your turn ends.") if f["token"][:1].lower() not in "aeiou" else \
            _("You play your card face up at {action} with Publicity {publicity} and an {token} Publicity token; "
              "your turn ends.")
    elif f["gossip"]:
        said = _("You play your card face down (Gossip turn) at {action} with Publicity {publicity}; your turn ends.")
    else:
        said = _("You play your card face up at {action} with Publicity {publicity}; your turn ends.")
    return said.format(**facts)


def taken(comp: Components, f: Facts, e: Event) -> str:
    if f["what"] == "token":
        said = _("You take a {colour} Publicity token from the supply.") if f["colour"][:1].lower() not in "aeiou" \
            else _("You take an {colour} Publicity token from the supply.")
        return said.format(colour=colour(f["colour"]))
    if not f["count"]:
        return _("You take no {colour} Resources.").format(colour=colour(f["colour"]))
    return ngettext("You take {count} {colour} Resource.", "You take {count} {colour} Resources.", f["count"]).format(
        count=f["count"], colour=colour(f["colour"]))


def your_vp(comp: Components, f: Facts, e: Event) -> str:
    return _("You add {points} VP yourself (recorded by you, not counted by solobot); your VP track: {vp}.").format(
        points=f"{f['points']:+d}", vp=f["vp"])


def used(comp: Components, f: Facts, e: Event) -> str:
    return _("You use the {patron} “{name}” and turn it face down.").format(
        patron=kind_card(comp.patron[f["card"]].kind), name=patron_said(comp, f["card"]))


def corrected(comp: Components, f: Facts, e: Event) -> str:
    mine = f["whose"] != MACHINA
    if f["what"] == "artworks":
        said = _("Correction recorded: your Artworks in {region}: {count}{news}.") if mine else \
            _("Correction recorded: the Machina's Artworks in {region}: {count}{news}.")
        return said.format(region=region(comp, f["region"]), count=f["count"], news=centerpiece_news(comp, e.changes))
    said = _("Correction recorded: your VP: {value}.") if mine else _("Correction recorded: the Machina's VP: {value}.")
    return said.format(value=f["value"])


def verdict(comp: Components, f: Facts, e: Event) -> str:
    mine, its = f["player"], f["machina"]
    if f["winner"] == MACHINA and mine == its:
        said = _("Your final score {mine}, the Machina's {its}: a tie is a loss, so the Machina wins.")
    elif f["winner"] == MACHINA:
        said = _("Your final score {mine}, the Machina's {its}: the Machina wins.")
    else:
        said = _("Your final score {mine}, the Machina's {its}: you beat the Machina: you win!")
    return said.format(mine=mine, its=its)


#: the kinds whose facts say it all: told by the core from these templates
SAID: dict[str, str] = {
    "action-full": N_("The Machina already has {most} cards at {full}: move its meeple on to {action}."),
    "gossip-card": N_(
        "Gossip turn: put the top card of the Machina's deck face down at {action}; nothing else happens "
        "(it gains no Resources)."),
    "token-added": N_(
        "Round {round}: the Machina holds 1 {colour} Publicity token matching {action}: add it to its "
        "card there."),
    "follow-skipped": N_(
        "No Machina Artwork moves to {region} for this Collector: it has none in Florence, none in a "
        "region without a Gallery and none in its supply."),
    "upgrade-replacing": N_(
        "Upgrade: no Starting card left in the Machina's deck: remove Starting card {removed} (its card "
        "at {action}) from the game; the top card of its Upgraded deck takes its place."),
    "first-turn": N_("The Machina's first turn of the game: no roll; its meeple stays on {action}."),
    "create-no-ap": N_("Create: no AP left for {region}."),
    "easier-no-resource": N_("Easier: the Machina gains no {colour} Resource {source} (only from its cards)."),
    "you-gain": N_("{Who} [gains] 1 {colour} Resource ({source})."),
    "no-secondary": N_("Round 1 has no Secondary Galleries: {region} scores nothing."),
    "tile-taken": N_("{Who} [takes] Popular Gallery tile {tile}."),
    "presence": N_("Presence in {region}: {who} [gains] 1 {colour} Resource."),
    "no-cleanup": N_("Round {round} is the last: no Cleanup."),
    "study-resource": N_("The Machina gains the {colour} Resource of the Study track."),
    "invention": N_(
        "Workshop Action: Blueprint {blueprint} has every Resource it needs: discard them and remove its "
        "next Invention marker (printed {printed} VP)."),
    "upgrade-empty": N_("Upgrade: the Machina's Upgraded deck is empty; nothing happens."),
    "upgrade-none": N_("Upgrade: no Starting card left in the Machina's deck or on the board; nothing happens."),
    "workshop-none": N_("Workshop Action: none for the Michelangelo Machina (its Resources score at the end)."),
    "colour-ties": N_("Tied colours go in Precedence order (lower number first)."),
    "your-cards-back": N_("Cleanup: take back your cards from the board and shuffle them with your discard pile."),
    "upgrade-displays": N_(
        "Cleanup: put your Upgrade display cards at random under your Upgraded deck and deal a new "
        "display (the Machina has none)."),
    "setup-collectors-shuffle": N_(
        "Shuffle the Collector Setup cards face down and turn the top one up: it says how many Collectors"
        " stand in each area of the Lodge for round 1."),
    "setup-commands": N_(
        "On your turns, tell solobot what you did (place, move, collector, study, take, vp, use), then "
        "the card you played: `play ACTION PUBLICITY` ends your turn. `help` lists every command with an "
        "example."),
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
    "studied": studied,
    "your-upgrade": your_upgrade,
    "played": played,
    "taken": taken,
    "your-vp": your_vp,
    "used": used,
    "corrected": corrected,
    "done": lambda comp, f, e: _("Your Exhibition cards are used; on to the Exhibition."),
    "verdict": verdict,
}


def _own(render: Callable[[Components, Facts, Event], str]) -> Callable[[Context, Event], str]:
    """A sentence in the game's own wording, as ``Game.sentences`` takes it: ``(ctx, event) -> str``."""
    def said(ctx: Context, event: Event) -> str:
        return render(ctx.components, event.facts, event)
    return said


#: every event's sentence (``Game.sentences``): a template, or the game's own wording
SENTENCES: dict[str, str | Callable[[Context, Event], str]] = {**SAID, **{kind: _own(r) for kind, r in RENDER.items()}}
