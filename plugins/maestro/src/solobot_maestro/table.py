"""The public table: what the person sees and mirrors, named once for the rules and the check.

Rule code announces every change it makes to the table with :class:`~solobot.events.Move` and
:class:`~solobot.events.Set` changes built here; :func:`public_table` reads the same names off
the state, so ``solobot check`` can prove every change was told. :func:`unseen_patrons` names
what the physical game hides beyond the cards still in the Machina's decks (which the core finds).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from solobot import Context
from solobot.events import Key, Move, Set, Turn, piece_key
from solobot.i18n import N_, language
from solobot.words import YOU, GameWords, Points, SeatName
from solobot_maestro.components import Components
from solobot_maestro.language import DOMAIN, region_said
from solobot_maestro.narration import ACTION_NAMES, fact_names, patron_term
from solobot_maestro.state import MACHINA, PLAYER, SEATS, MaestroState

#: places of the table (a Workshop's own supply and play area are told apart by whose pieces they hold)
SUPPLY = "supply"
PLAY_AREA = "play area"
WORKSHOP = "Workshop"  # the person's Workshop, where solobot counts the Resources it gave them
DECK = "deck"  # the Machina's main deck (its cards are counted, never named)
UPGRADED_DECK = "Upgraded deck"
BOX = "box"  # the Starting cards its Upgrades removed from the game
HAND = "hand"  # your hand of cards (not tracked: your card played comes from it)
#: Pieces coming from or going to a place solobot does not count (the general supply, your own deck)
#: are told as the new count where they are tracked (``counted``), not as a Move.
#: a Move source or target that is a Workshop's supply rather than a region (see ``artwork``)
FROM_SUPPLY = -1

ARTWORK = "Artwork"
CARD = "card"
COLLECTOR = "Collector"
FIRST_PLAYER = "First Player marker"
MEEPLE = "meeple of machina"
BLUEPRINT_MEEPLE = "Blueprint meeple of machina"
TILES_UP = "Popular Gallery tiles face up"
COLLECTOR_CARD = "Collector Setup card"


# -- names of things on the table ---------------------------------------------------------
# Each name is a Key (solobot.events): its text is what the public table, the saves and the digests have always
# held, and its parts are the values it was made from, which the words read (take_back.py, narration.py, the
# core) instead of parsing the text back. A thing of a seat has the parts ``thing`` and ``whose``, a thing at a
# place ``thing`` and ``place``; a place the core may say has its ``name`` (a message of the catalog, filled with
# the other parts); a list of cards or tiles is a value with the part ``names``.

#: the kinds of counted pieces a colour names ("blue Resource", "blue Publicity token"): a piece Key's ``kind``
RESOURCE = "Resource"
TOKEN = "Publicity token"
REGION_NAME = N_("{number} {region}")
"""A region as the table names it: its number and its name ("3 Venezia")."""
PATRON_CARDS = {PLAYER: N_("your patron cards"), MACHINA: N_("the Machina's patron cards")}
TILES = {PLAYER: N_("your Popular Gallery tiles"), MACHINA: N_("the Machina's Popular Gallery tiles")}
"""A seat's patron cards and Popular Gallery tiles, said whole (each language with its own article)."""


def place(comp: Components, region: int) -> str:
    """A region as a place on the table ("3 Venezia": parts ``number`` and ``region``, its name as printed),
    or a Workshop's supply."""
    if region == FROM_SUPPLY:
        return SUPPLY
    return Key(comp.region_label(region), name=REGION_NAME, number=comp.numbers[region], region=comp.names[region])


def centerpiece_of(comp: Components, region: int) -> str:
    return Key(f"Centerpiece of {comp.region_label(region)}", thing="Centerpiece", place=place(comp, region))


def gallery_token_at(comp: Components, region: int) -> str:
    return Key(f"Gallery token at {comp.region_label(region)}", thing="Gallery token", place=place(comp, region))


def action_place(action: str) -> str:
    """An Action as a place on the main board ("Create": part ``action``, its id)."""
    return Key(action.title(), name=ACTION_NAMES.get(action, action.title()), action=action)


def face_up_at(action: str) -> str:
    return Key(f"face-up cards of machina at {action.title()}", thing="face-up cards", whose=MACHINA,
               place=action_place(action))


def patron_at(action: str) -> str:
    return Key(f"patron card at {action.title()}", thing="patron card", place=action_place(action))


def lodge_area(colour: str, lying: bool) -> str:
    """An area of the Lodge where Collectors stand or lie (parts ``colour`` and ``lying``)."""
    return Key(f"{colour} area, {'lying' if lying else 'standing'}", colour=colour, lying=lying)


def token(colour: str) -> str:
    return Key(f"{colour} {TOKEN}", kind=TOKEN, colour=colour)


def resource(colour: str) -> str:
    return Key(f"{colour} {RESOURCE}", kind=RESOURCE, colour=colour)


def grid_space(row: int, column: int) -> str:
    """A space of the Machina's Workshop grid (parts ``row`` and ``column``, counted from 1 as said)."""
    return Key(f"row {row + 1}, column {column + 1}", row=row + 1, column=column + 1)


def blueprint_slot(blueprint: str, slot: int) -> str:
    """A requirement of one of the Machina's Blueprints (parts ``blueprint`` and ``slot``, counted from 1)."""
    return Key(f"{blueprint}, requirement {slot + 1}", blueprint=blueprint, slot=slot + 1)


def vp_of(seat: str) -> str:
    return Key(f"VP of {seat}", thing="VP", whose=seat)


def study_of(seat: str) -> str:
    return Key(f"Study track of {seat}", thing="Study track", whose=seat)


def face_down_patron(comp: Components, card: str) -> str | None:
    """What the table shows of a patron card dealt face down at an Action: only its kind."""
    return comp.patron_kind[card] if card else None


def patrons_of(seat: str) -> str:
    return Key(f"patron cards of {seat}", name=PATRON_CARDS[seat], thing="patron cards", whose=seat)


def tiles_of(seat: str) -> str:
    return Key(f"Popular Gallery tiles of {seat}", name=TILES[seat], thing="Popular Gallery tiles", whose=seat)


def markers_removed_from(blueprint: str) -> str:
    return Key(f"Invention markers removed from {blueprint}", thing="Invention markers removed", blueprint=blueprint)


def listed(items: Iterable[str]) -> str | None:
    """Several cards or tiles as one value ("B03 P01", part ``names``), None for none."""
    names = tuple(items)
    return Key(" ".join(names), names=names) if names else None


# -- changes -----------------------------------------------------------------------------------


def artwork(comp: Components, seat: str, source: int, target: int, count: int = 1) -> Move:
    """``count`` Artworks of ``seat`` from one region (or FROM_SUPPLY) to another."""
    return Move(ARTWORK, place(comp, source), place(comp, target), count, seat)


def artworks_moved(
    comp: Components, state: MaestroState, seat: str, source: int, target: int, held: dict[int, str], count: int = 1
) -> list[Any]:
    """The Move of ``count`` Artworks and every Centerpiece it made change hands (``held``: region -> holder
    before the move)."""
    return [artwork(comp, seat, source, target, count), *centerpieces(comp, state, held)]


def counted(piece: str, whose: str | None, where: str, count: int) -> Set:
    """How many ``piece`` pieces of ``whose`` are at ``where`` now, when they came from (or went to) a place
    solobot does not count: a Resource from the general supply, your cards back to your deck."""
    return Set(piece_key(piece, whose, where), count or None)


def your_resources(state: MaestroState, colour: str) -> Set:
    """The Resources of a colour that solobot counts for the person, now."""
    return counted(resource(colour), PLAYER, WORKSHOP, state.person.resources[colour])


def centerpieces(comp: Components, state: MaestroState, before: dict[int, str]) -> list[Set]:
    """A Set for each region of ``before`` (region: holder then) whose Centerpiece changed hands."""
    now = state.centerpiece
    return [Set(centerpiece_of(comp, r), now[r] or None) for r, held in before.items() if now[r] != held]


def vp(state: MaestroState, seat: str) -> Set:
    return Set(vp_of(seat), state.vp[seat])


def study(state: MaestroState, seat: str) -> Set:
    return Set(study_of(seat), state.study[seat])


def your_card_played(action: str, token_colour: str | None) -> list[Move]:
    """Your card from your hand to an Action, with the Publicity token you put on it, if any."""
    where = action_place(action)
    moves = [Move(CARD, HAND, where, 1, PLAYER)]
    if token_colour is not None:
        moves.append(Move(token(token_colour), PLAY_AREA, where, 1, PLAYER))
    return moves


def benefactor_used(card: str) -> Turn:
    """Your Benefactor card ``card`` turned face down where your patron cards lie (it is used)."""
    return Turn(CARD, patrons_of(PLAYER), names=(card,))


def your_token_taken(colour: str) -> Move:
    """A Publicity token from the supply to your play area."""
    return Move(token(colour), SUPPLY, PLAY_AREA, 1, PLAYER)


def face_up_cards(state: MaestroState, action: str) -> Set:
    """The Machina's face-up cards at an Action, as they are now."""
    return Set(face_up_at(action), listed(face_up(state, action)))


def face_up(state: MaestroState, action: str) -> list[str]:
    """Its cards at ``action`` that lie face up: Gossip cards turn face up at the Exhibition (EX-PUB-1)."""
    cards = state.machina.cards_at[action]
    if state.phase in ("final", "over"):  # the last Exhibition revealed them and no Cleanup took them back
        return list(cards)
    return [card for card in cards if card not in state.machina.gossip_cards]


# -- the game's words --------------------------------------------------------------------------

PLACES = {SUPPLY: N_("in the supply"), DECK: N_("on top of the deck"), UPGRADED_DECK: N_("on top of the Upgraded deck"),
          BOX: N_("in the box"), PLAY_AREA: N_("in the play area")}
"""How a piece is put back on a place, for the take-back lines."""
SEAT_NAMES = {MACHINA: SeatName(N_("the Machina")), PLAYER: YOU}
POINTS = Points(
    counted=N_("the Resources solobot gives you (Study track, patron cards) and every point of the Exhibitions "
               "and of the final scoring it works out from the tracked table"),
    recorded=N_("the VP your own cards and Workshop give you during your turns (vp N), and any correction (set)"),
)


RULES = {
    "MM-TURN-1": N_("roll both dice and move its meeple clockwise by the higher minus the lower (not on its first "
                    "turn)"),
    "MM-TURN-2": N_("an Action with 3 of its cards already is passed for the next one"),
    "MM-TURN-3": N_("the top card of its deck goes to that Action and it gains the Resources shown"),
    "MM-MOVE-2": N_("the target is the first that applies, the most valuable Gallery first and the higher region "
    "number on a tie: (a) a Popular Gallery with no Centerpiece, (b) one of yours whose Centerpiece it can take, "
    "(c) one of its own where it has exactly 1 Artwork more than you, then (d) to (f) the same for Secondary "
    "Galleries"),
    "MM-MOVE-4": N_("each Artwork comes from Florence, else the closest region without a Gallery, else its supply"),
    "MM-INF-1": N_("holding a Popular Centerpiece, it moves a Collector from the area of your highest-scoring region "
    "of another colour to the area of its Centerpiece region"),
    "MM-INF-2": N_("else a Collector from the first other area with one standing, by the Precedence tile"),
}
"""The rules its bot decides by, in words, for ``why`` beside the rule ID."""
KEYS_SAID_WHOLE = (N_("meeple of machina"), N_("Blueprint meeple of machina"), N_("First Player marker"),
                   N_("Popular Gallery tiles face up"), N_("Collector Setup card"))
"""The table's keys that have no parts (a thing of the table alone), said whole in another language (the catalog
has them)."""


def words(comp: Components) -> GameWords:
    """Maestro's names for the seats and the patron cards (every sentence tells its own changes), in the
    language spoken now."""
    return _words(comp, language())


@lru_cache(maxsize=8)
def _words(comp: Components, code: str) -> GameWords:
    """:func:`words` in the language ``code`` (spoken now): its terms and its facts' names are the component
    data's names said in it ("Mecenate Duchessa di Urbino", "0 Firenze"), so they are made once per language
    and set of components."""
    patrons = {card: patron_term(comp, card) for card in comp.patron}
    tiles = {tile: f"{tile} ({region_said(comp, region)})" for tile, region in comp.tile_region.items()}
    from solobot_maestro.take_back import wording  # it reads this module's names

    return GameWords(seats=SEAT_NAMES, terms=patrons | tiles, told=None, points=POINTS, places=PLACES,
                     take_back=wording, rules=RULES, fact_names=fact_names(comp), domain=DOMAIN)


# -- the table and its secrets -----------------------------------------------------------------


def public_table(ctx: Context, state: MaestroState) -> dict[str, Any]:
    """Everything on the table that solobot tracks, as flat keys (see the module docstring)."""
    comp: Components = ctx.components
    table: dict[str, Any] = {}

    def count(piece: str, whose: str | None, where: str, n: int) -> None:
        if n:
            table[piece_key(piece, whose, where)] = n

    for seat in SEATS:
        for region, n in enumerate(state.art[seat]):
            count(ARTWORK, seat, place(comp, region), n)
        count(ARTWORK, seat, SUPPLY, state.supply[seat])
        for colour in comp.colours:
            count(token(colour), seat, PLAY_AREA, state.tokens[seat].count(colour))
        table[vp_of(seat)] = state.vp[seat]
        table[study_of(seat)] = state.study[seat]
        table[patrons_of(seat)] = listed(state.patrons[seat])
        table[tiles_of(seat)] = listed(state.tiles[seat])
    count(CARD, None, f"{patrons_of(PLAYER)}, face down", len(state.person.used_benefactors))  # Benefactors used
    for region in range(len(comp.numbers)):
        if region != comp.florence:
            table[centerpiece_of(comp, region)] = state.centerpiece[region] or None
            table[gallery_token_at(comp, region)] = state.gallery[region] or None
    for colour in comp.colours:
        count(COLLECTOR, None, lodge_area(colour, False), state.standing[colour])
        count(COLLECTOR, None, lodge_area(colour, True), state.lying[colour])
        count(resource(colour), PLAYER, WORKSHOP, state.person.resources[colour])
    table[COLLECTOR_CARD] = state.collector_card
    for action in comp.actions:
        where = action_place(action)
        count(CARD, MACHINA, where, len(state.machina.cards_at[action]))
        count(CARD, PLAYER, where, len(state.person.cards_at[action]))
        table[face_up_at(action)] = listed(face_up(state, action))
        table[patron_at(action)] = face_down_patron(comp, state.patron_at[action])
        for seat in SEATS:
            for colour in comp.colours:
                count(token(colour), seat, where, state.tokens_at[action][seat].count(colour))
    table[TILES_UP] = listed(state.tiles_up)
    table[FIRST_PLAYER] = state.first
    table[MEEPLE] = action_place(comp.actions[state.machina.meeple])
    count(CARD, MACHINA, DECK, len(state.machina.main.draw_pile))
    count(CARD, MACHINA, UPGRADED_DECK, len(state.machina.upgraded.draw_pile))
    count(CARD, MACHINA, BOX, len(state.machina.boxed_cards))
    if state.variant == "michelangelo":
        for r, row in enumerate(state.machina.grid):
            for c, held in enumerate(row):
                for colour in set(held):
                    count(resource(colour), MACHINA, grid_space(r, c), held.count(colour))
    else:
        table[BLUEPRINT_MEEPLE] = comp.blueprints[state.machina.bp_meeple][0]
        for bp, filled in enumerate(state.machina.blueprints):
            name = comp.blueprints[bp][0]
            table[markers_removed_from(name)] = state.machina.markers_removed[bp]
            for slot, colour in enumerate(filled):
                if colour:
                    count(resource(colour), MACHINA, blueprint_slot(name, slot), 1)
    return table


def unseen_patrons(state: MaestroState) -> list[str]:
    """The patron cards the table hides that no pile of the toolkit holds: the patron deck and those face
    down at the Actions (the cards of the Machina's decks the core finds in their piles)."""
    return [*state.patron_deck, *(card for card in state.patron_at.values() if card)]
