"""Maestro's own take-back lines: the inverse of a table change as a person carries it out.

The core says most take-backs well enough; the things below have a physical form its generic sentence
would miss: the Machina's face-up cards (one card play is a Move from its deck and a new face-up list,
said as one line naming the card), the Centerpieces, Gallery tokens, face-down patron cards, the
Collectors standing or lying in the Lodge's areas, each Workshop's Artworks ("Put the Machina's
Artwork from 3 Venezia back in its supply", a region in the language spoken) and the markers of the VP
and Study tracks.

Every line is one whole message of the catalog. What a change is about is read from its keys' parts
(:class:`solobot.events.Key`, made in :mod:`solobot_maestro.table`): a region by its number and name, an Action
by its id, a colour, a seat, a grid space by row and column; no key's text is parsed back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from solobot.events import Move, Set, Turn, parts
from solobot.i18n import N_
from solobot.words import GameWords, Undone, listing
from solobot_maestro import table
from solobot_maestro.language import _, ngettext, region_named
from solobot_maestro.narration import GALLERIES, kind_card, title
from solobot_maestro.narration import colour as colour_name
from solobot_maestro.state import MACHINA, PLAYER, SEATS

ONTO = {table.DECK: N_("back on top of its deck"), table.UPGRADED_DECK: N_("back on top of its Upgraded deck"),
        table.BOX: N_("back in the box")}
"""Where a card goes back to, said whole (each language puts its own preposition and article)."""
OUT_OF = {table.DECK: N_("out of its deck"), table.UPGRADED_DECK: N_("out of its Upgraded deck"),
          table.BOX: N_("out of the box")}
"""Where a card is taken out of, said whole."""
DECKS = ONTO.keys()


def _cards(value: object) -> list[str]:
    return str(value).split() if value else []


def _named(words: GameWords, cards: list[str]) -> str:
    """ "card S11" / "cards S11, S12 and S13" """
    named = listing([words.value(card) for card in cards])
    return ngettext("card {cards}", "cards {cards}", len(cards)).format(cards=named)


def _action(place: Any) -> str:
    """An Action as a place on the board, in the language spoken ("Create", "Creazione"), from its key's id."""
    action = parts(place).get("action")
    return title(action) if action is not None else _(str(place))


def _region(place: Any) -> str:
    """A region as the table's keys name it ("0 Florence"), in the language spoken ("0 Firenze")."""
    region = parts(place)
    return region_named(region["number"], region["region"])


def _machina_cards(words: GameWords, face_up: Undone, move: Move | None) -> str:
    """A face-up list of the Machina taken back, with the card Move that made it when there is one."""
    action = parts(parts(face_up.change.thing)["place"])["action"]
    at = title(action)
    before, after = _cards(face_up.before), _cards(face_up.after)
    added = [card for card in after if card not in before]
    removed = [card for card in before if card not in after]
    if move is not None and _at(move.dst, action) and move.src in DECKS:  # played or dealt from a deck
        onto = _(ONTO[move.src])
        if added:
            return _("Put the Machina's {cards} from {action} {onto}").format(
                cards=_named(words, added), action=at, onto=onto)
        return ngettext("Put the Machina's face-down card from {action} {onto}",
                        "Put the Machina's face-down cards from {action} {onto}", move.count).format(
            action=at, onto=onto)
    if move is not None and _at(move.src, action) and move.dst in DECKS:  # gathered into a deck
        out_of = _(OUT_OF[move.dst])
        if removed:
            return ngettext("Take the Machina's {cards} {out_of} and lay it face up at {action} again",
                            "Take the Machina's {cards} {out_of} and lay them face up at {action} again",
                            len(removed)).format(cards=_named(words, removed), out_of=out_of, action=at)
        return ngettext("Take the Machina's face-down card {out_of} and lay it face down at {action} again",
                        "Take the Machina's {count} face-down cards {out_of} and lay them face down at {action} "
                        "again", move.count).format(count=move.count, out_of=out_of, action=at)
    if added and removed:
        return _("Take the Machina's {added} away from {action}; lay the Machina's {removed} face up at {action} "
                 "again").format(added=_named(words, added), removed=_named(words, removed), action=at)
    if added:
        return _("Take the Machina's {cards} away from {action}").format(cards=_named(words, added), action=at)
    if removed:
        return _("Lay the Machina's {cards} face up at {action} again").format(cards=_named(words, removed), action=at)
    return _("Leave the Machina's cards at {action} as they are").format(action=at)


def _at(place: Any, action: str) -> bool:
    """Whether ``place`` is the Action ``action`` (an id)."""
    return parts(place).get("action") == action


def _face_up(thing: Any) -> str | None:
    """The Action whose face-up cards of the Machina ``thing`` keys (None: another thing)."""
    key = parts(thing)
    return parts(key["place"])["action"] if key.get("thing") == "face-up cards" else None


def _card_move(step: Undone | None) -> Move | None:
    change = step.change if step else None
    if isinstance(change, Move) and change.piece == table.CARD and change.whose == MACHINA:
        return change
    return None


def _one_thing(words: GameWords, step: Undone) -> str | None:
    """A Centerpiece, Gallery token, patron card, marker or Collector count set back, in the game's words."""
    thing, before = step.change.thing, step.before
    key = parts(thing)
    what = key.get("thing")
    if what == "Centerpiece":
        region = _region(key["place"])
        if before is None:
            return _("Take the Centerpiece off {region}").format(region=region)
        said = _("Hand the Centerpiece of {region} to you again") if before == PLAYER else \
            _("Hand the Centerpiece of {region} to the Machina again")
        return said.format(region=region)
    if what == "Gallery token":
        region = _region(key["place"])
        if before is None:
            return _("Take the Gallery token off {region}").format(region=region)
        return _("Put the {gallery} token on {region} again").format(gallery=_(GALLERIES.get(str(before), before)),
                                                                     region=region)
    if what == "patron card":
        action = _action(key["place"])
        if before is None:
            return _("Take the patron card off {action}").format(action=action)
        return _("Lay the {card} face down at {action} again").format(card=kind_card(str(before)), action=action)
    if what in ("VP", "Study track") and isinstance(before, int):
        return _track_back(what, key["whose"], before)
    if what == "Invention markers removed" and isinstance(before, int):
        n, blueprint = int(step.after or 0) - before, key["blueprint"]
        said = ngettext("Put {count} Invention marker back on {blueprint}",
                        "Put {count} Invention markers back on {blueprint}", abs(n)) if n > 0 else \
            ngettext("Take {count} Invention marker off {blueprint} again",
                     "Take {count} Invention markers off {blueprint} again", abs(n))
        return said.format(count=abs(n), blueprint=blueprint)
    if thing == table.FIRST_PLAYER and before:
        return _("Give the First Player marker to you again") if before == PLAYER else \
            _("Give the First Player marker to the Machina again")
    if thing == table.MEEPLE and before:
        return _("Put the Machina's meeple back on {action}").format(action=_action(before))
    if thing == table.BLUEPRINT_MEEPLE and before:
        return _("Put the Machina's Blueprint meeple back on {blueprint}").format(blueprint=before)
    if thing == table.COLLECTOR_CARD and before:
        return _("Put the Collector Setup card {card} back in play").format(card=before)
    counted = parts(thing)
    if counted.get("piece") == table.COLLECTOR:
        area = parts(counted["place"])
        n, colour = int(before or 0), area["colour"]
        if not area["lying"]:
            said = ngettext("Have {count} Collector standing in the {colour} area again",
                            "Have {count} Collectors standing in the {colour} area again", n) if n else \
                _("Have no Collector standing in the {colour} area again")
        else:
            said = ngettext("Have {count} Collector lying in the {colour} area again",
                            "Have {count} Collectors lying in the {colour} area again", n) if n else \
                _("Have no Collector lying in the {colour} area again")
        return said.format(count=n, colour=colour_name(colour))
    return None


#: a track's marker set back to a space, for each track and seat, said whole
TRACK_MARKERS = {("VP", MACHINA): N_("Put the marker of the Machina's VP on {space} again"),
                 ("VP", PLAYER): N_("Put the marker of your VP on {space} again"),
                 ("Study track", MACHINA): N_("Put the marker of the Machina's Study track on {space} again"),
                 ("Study track", PLAYER): N_("Put the marker of your Study track on {space} again")}


def _track_back(track: str, seat: str, space: int) -> str | None:
    """The marker of a VP or Study track put back on the space it was on."""
    said = TRACK_MARKERS.get((track, seat))
    return _(said).format(space=space) if said else None


def _collector_move(move: Move) -> str:
    """A Collector that moved and lay down: stand it up again where it was."""
    src, dst = parts(move.src), parts(move.dst)
    facts = {"count": move.count, "source": colour_name(src["colour"]), "target": colour_name(dst["colour"])}
    if (src["lying"], dst["lying"]) == (False, True):
        said = ngettext("Stand the Collector lying in the {target} area up again in the {source} area",
                        "Stand {count} Collectors lying in the {target} area up again in the {source} area", move.count)
    elif not src["lying"]:
        said = ngettext("Stand the Collector standing in the {target} area up again in the {source} area",
                        "Stand {count} Collectors standing in the {target} area up again in the {source} area",
                        move.count)
    elif dst["lying"]:
        said = ngettext("Lay the Collector lying in the {target} area down again in the {source} area",
                        "Lay {count} Collectors lying in the {target} area down again in the {source} area", move.count)
    else:
        said = ngettext("Lay the Collector standing in the {target} area down again in the {source} area",
                        "Lay {count} Collectors standing in the {target} area down again in the {source} area",
                        move.count)
    return said.format(**facts)


def _count(step: Undone) -> tuple[Mapping[str, Any], int, int] | None:
    """A piece count set back (its key's parts, its count before and after), None for anything else."""
    key = parts(step.change.thing)
    before, after = step.before or 0, step.after or 0
    if "piece" not in key or before == after or type(before) is not int or type(after) is not int:
        return None
    return key, before, after


def _your_cards(step: Undone) -> str | None:
    """Your cards gathered at the Cleanup or put out, as "your card" (the core says every other count)."""
    counted = _count(step)
    if counted is None or (counted[0]["piece"], counted[0]["whose"]) != (table.CARD, PLAYER):
        return None
    key, before, after = counted
    n, where = abs(after - before), _action(key["place"])
    if after > before:
        return ngettext("Take your card off {where}", "Take {count} of your cards off {where}", n).format(
            count=n, where=where)
    return ngettext("Take your card and lay it at {where} again", "Take {count} of your cards and lay them at "
                    "{where} again", n).format(count=n, where=where)


def _counted_piece(step: Undone) -> str | None:
    """Resources or Publicity tokens counted at a place, set back: in your Workshop, on the Machina's Workshop
    grid or Blueprints, in a play area, at an Action."""
    counted = _count(step)
    if counted is None:
        return None
    key, before, after = counted
    piece, seat, place = parts(key["piece"]), key["whose"], key["place"]
    n, take, spot = abs(after - before), after > before, parts(place)
    facts = {"count": n, **spot}
    if "action" in spot:
        facts["action"] = title(spot["action"])
    if piece.get("kind") == table.RESOURCE:
        said = _resources_back(take, seat, place, n)
    elif piece.get("kind") == table.TOKEN and seat in SEATS:
        said = _tokens_back(take, seat == PLAYER, place, n)
    else:
        return None
    if said is None:
        return None
    return said.format(colour=colour_name(piece["colour"]), **facts)


def _resources_back(take: bool, seat: str | None, place: Any, n: int) -> str | None:
    """The wording of ``n`` Resources set back (``take``: taken off where they were put)."""
    spot = parts(place)
    if seat == PLAYER and place == table.WORKSHOP:
        return ngettext("Take {count} {colour} Resource off your Workshop",
                        "Take {count} {colour} Resources off your Workshop", n) if take else \
            ngettext("Put {count} {colour} Resource back on your Workshop",
                     "Put {count} {colour} Resources back on your Workshop", n)
    if seat == MACHINA and "row" in spot:
        return ngettext("Take {count} {colour} Resource off the Machina's Workshop, row {row}, column {column}",
                        "Take {count} {colour} Resources off the Machina's Workshop, row {row}, column {column}",
                        n) if take else \
            ngettext("Put {count} {colour} Resource back on the Machina's Workshop, row {row}, column {column}",
                     "Put {count} {colour} Resources back on the Machina's Workshop, row {row}, column {column}", n)
    if seat == MACHINA and "slot" in spot:
        return ngettext("Take {count} {colour} Resource off the Machina's Blueprint {blueprint}, requirement {slot}",
                        "Take {count} {colour} Resources off the Machina's Blueprint {blueprint}, requirement {slot}",
                        n) if take else \
            ngettext("Put {count} {colour} Resource back on the Machina's Blueprint {blueprint}, requirement {slot}",
                     "Put {count} {colour} Resources back on the Machina's Blueprint {blueprint}, requirement {slot}",
                     n)
    return None


def _tokens_back(take: bool, yours: bool, place: Any, n: int) -> str:
    """The wording of ``n`` Publicity tokens set back in a play area or at an Action (``take``: taken off)."""
    if place == table.PLAY_AREA and yours:
        return ngettext("Take your {colour} Publicity token out of your play area",
                        "Take {count} of your {colour} Publicity tokens out of your play area", n) if take else \
            ngettext("Put your {colour} Publicity token back in your play area",
                     "Put {count} of your {colour} Publicity tokens back in your play area", n)
    if place == table.PLAY_AREA:
        return ngettext("Take the Machina's {colour} Publicity token out of its play area",
                        "Take {count} of the Machina's {colour} Publicity tokens out of its play area", n) if take \
            else ngettext("Put the Machina's {colour} Publicity token back in its play area",
                          "Put {count} of the Machina's {colour} Publicity tokens back in its play area", n)
    if yours:
        return ngettext("Take your {colour} Publicity token off {action}",
                        "Take {count} of your {colour} Publicity tokens off {action}", n) if take else \
            ngettext("Put your {colour} Publicity token back on {action}",
                     "Put {count} of your {colour} Publicity tokens back on {action}", n)
    return ngettext("Take the Machina's {colour} Publicity token off {action}",
                    "Take {count} of the Machina's {colour} Publicity tokens off {action}", n) if take else \
        ngettext("Put the Machina's {colour} Publicity token back on {action}",
                 "Put {count} of the Machina's {colour} Publicity tokens back on {action}", n)


def _your_move(move: Move) -> str | None:
    """Your card or a Publicity token put on an Action, or a token taken from the supply, taken back."""
    yours = move.whose == PLAYER
    if move.piece == table.CARD and move.src == table.HAND:
        said = _("Take your card back from {action} into your hand") if yours else \
            _("Take the Machina's card back from {action} into its hand")
        return said.format(action=_action(move.dst))
    piece = parts(move.piece)
    if piece.get("kind") != table.TOKEN:
        return None
    if move.src == table.PLAY_AREA and yours:
        said = ngettext("Take your {colour} Publicity token back from {action} and put it in your play area again",
                        "Take {count} of your {colour} Publicity tokens back from {action} and put them in your play "
                        "area again", move.count)
    elif move.src == table.PLAY_AREA:
        said = ngettext("Take the Machina's {colour} Publicity token back from {action} and put it in its play area "
                        "again", "Take {count} of the Machina's {colour} Publicity tokens back from {action} and put "
                        "them in its play area again", move.count)
    elif move.src == table.SUPPLY and yours:
        said = ngettext("Put your {colour} Publicity token from your play area back in the supply",
                        "Put {count} of your {colour} Publicity tokens from your play area back in the supply",
                        move.count)
    elif move.src == table.SUPPLY:
        said = ngettext("Put the Machina's {colour} Publicity token from its play area back in the supply",
                        "Put {count} of the Machina's {colour} Publicity tokens from its play area back in the supply",
                        move.count)
    else:
        return None
    action = _action(move.dst) if "action" in parts(move.dst) else ""
    return said.format(count=move.count, colour=colour_name(piece["colour"]), action=action)


def _artwork_move(move: Move) -> str | None:
    """A Workshop's Artworks moved, placed from its supply or sent back to it, taken back (a region in the
    language spoken)."""
    if move.piece != table.ARTWORK or move.whose not in SEATS:
        return None
    yours, n = move.whose == PLAYER, move.count
    if move.src == table.SUPPLY:
        said = ngettext("Put your Artwork from {target} back in your supply",
                        "Put {count} of your Artworks from {target} back in your supply", n) if yours else \
            ngettext("Put the Machina's Artwork from {target} back in its supply",
                     "Put {count} of the Machina's Artworks from {target} back in its supply", n)
        return said.format(count=n, target=_region(move.dst))
    if move.dst == table.SUPPLY:
        said = ngettext("Take your Artwork from your supply and put it back in {source}",
                        "Take {count} of your Artworks from your supply and put them back in {source}", n) if yours \
            else ngettext("Take the Machina's Artwork from its supply and put it back in {source}",
                          "Take {count} of the Machina's Artworks from its supply and put them back in {source}", n)
        return said.format(count=n, source=_region(move.src))
    said = ngettext("Put your Artwork from {target} back in {source}",
                    "Put {count} of your Artworks from {target} back in {source}", n) if yours else \
        ngettext("Put the Machina's Artwork from {target} back in {source}",
                 "Put {count} of the Machina's Artworks from {target} back in {source}", n)
    return said.format(count=n, source=_region(move.src), target=_region(move.dst))


def _benefactor_turned(words: GameWords, move: Move) -> str | None:
    """Your Benefactor card turned face down when used (``benefactor_used``), turned face up again."""
    if not isinstance(move, Turn) or parts(move.src).get("place") != table.patrons_of(PLAYER) or not move.names:
        return None
    return _("Turn your patron card {card} face up again").format(card=words.value(move.names[0]))


def _upgraded(words: GameWords, move: Move) -> str | None:
    """A card moved between the Machina's piles by an Upgrade, taken back by its name when it was seen."""
    if move.piece != table.CARD or move.whose != MACHINA or move.count != 1:
        return None
    card = words.value(move.names[0]) if move.names else None
    if move.dst == table.BOX and move.src == table.DECK:
        said = _("Take the Machina's card {card} out of the box and shuffle it into its deck again") if card else \
            _("Take the Starting card the Machina removed out of the box and shuffle it into its deck again")
        return said.format(card=card)
    if move.dst == table.BOX:
        said = _("Take the Machina's card {card} out of the box and lay it at {action} again") if card else \
            _("Take the Starting card the Machina removed out of the box and lay it at {action} again")
        return said.format(card=card, action=_action(move.src))
    if move.src == table.UPGRADED_DECK and move.dst == table.DECK:
        said = _("Take the Machina's Upgraded card {card} off its deck and put it back on top of its Upgraded "
                 "deck") if card else \
            _("Take the Machina's top card (the Upgraded card) off its deck and put it back on top of its Upgraded "
              "deck")
        return said.format(card=card)
    return None


def wording(words: GameWords, steps: Sequence[Undone], i: int) -> tuple[str, int] | None:
    """Maestro's take-back line for ``steps[i]`` (see :data:`solobot.words.TakeBackWording`)."""
    step = steps[i]
    nxt = steps[i + 1] if i + 1 < len(steps) else None
    change = step.change
    if isinstance(change, Set) and _face_up(change.thing) is not None:
        move = _card_move(nxt)
        action = _face_up(change.thing)
        if move is not None and (_at(move.src, action) or _at(move.dst, action)):
            return _machina_cards(words, step, move), 2
        return _machina_cards(words, step, None), 1
    if isinstance(change, Move):
        line = (_your_move(change) or _upgraded(words, change) or _artwork_move(change)
                or _benefactor_turned(words, change))
        if line:
            return line, 1
    move = _card_move(step)
    if move is not None and (move.src in DECKS) != (move.dst in DECKS):  # between a deck and an Action
        action = parts(move.dst if move.src in DECKS else move.src)["action"]
        if isinstance(nxt.change if nxt else None, Set) and _face_up(nxt.change.thing) == action:
            return _machina_cards(words, nxt, move), 2
        return _machina_cards(words, Undone(Set(table.face_up_at(action), None)), move), 1  # face down: no list
    if isinstance(change, Move) and change.piece == table.COLLECTOR and "lying" in parts(change.src):
        return _collector_move(change), 1
    if isinstance(change, Set):
        line = _one_thing(words, step) or _your_cards(step) or _counted_piece(step)
        return (line, 1) if line else None
    return None
