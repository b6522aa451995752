"""Only what is possible now is offered (STYLE lesson 25): a declared move gives the choices of each field
given the fields chosen before it, to any depth, and the form, Tab completion, the usage line, the refusals
and `solobot check` all come from that one declaration."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from pig_variants import pig_plugin, registry_of

from solobot import IllegalAction, move
from solobot.check.conformance import run_check
from solobot.commands import CommandBook, Declared, Named, Param, as_action, first_number, folded, matching
from solobot_pig.plugin import Pig
from solobot_pig.rules import hold, roll_once

PLACES = {"chiesa": {"Vetrata": "glass", "Pala": "paint"}, "Santa-Croce": {"Cappella": "paint"}}
ARTISTS = {"Filippo-Lippi": {"paint", "glass"}, "Giotto": {"paint"}, "Niccolò-Piccinino": {"glass"}}


def places(components, state):
    return list(state.free)


def artworks_at(components, state, chosen):
    return [name for name in PLACES[chosen["where"]] if name in state.free[chosen["where"]]]


def artists_for(components, state, chosen):
    needed = PLACES[chosen["where"]][chosen["artwork"]]
    return [name for name, skills in ARTISTS.items() if needed in skills]


ART = Declared("art", (Param("where", among=places), Param("artwork", among=artworks_at),
                       Param("artist", among=artists_for), Param("roll", "int", low=1, high=6)),
               "create an Artwork", "art chiesa vetrata giotto 4", build=as_action)
BOOK = CommandBook([ART])
STATE = SimpleNamespace(free={"chiesa": ["Vetrata", "Pala"], "Santa-Croce": ["Cappella"]})


def test_each_field_offers_what_is_possible_given_all_the_fields_before_it():
    art = BOOK.offered(None, STATE)[0]
    assert art.tree == (("chiesa", (("Vetrata", (("Filippo-Lippi", ()), ("Niccolò-Piccinino", ()))),
                                    ("Pala", (("Filippo-Lippi", ()), ("Giotto", ()))))),
                        ("Santa-Croce", (("Cappella", (("Filippo-Lippi", ()), ("Giotto", ()))),)))
    assert art.choices_after(["chiesa", "Vetrata"]) == ("Filippo-Lippi", "Niccolò-Piccinino")  # no Giotto
    assert art.choices_after(["Santa-Croce"]) == ("Cappella",)
    assert art.args[1].choices == ("Vetrata", "Pala", "Cappella")  # each possible under some earlier choice
    assert art.args[3].most == 6  # the roll: one tap per face
    every = list(art.inputs())
    assert len(every) == 6 * 6 and ["chiesa", "Vetrata", "Niccolò-Piccinino", "1"] in every
    assert ["chiesa", "Vetrata", "Giotto", "1"] not in every


def test_a_refused_word_lists_what_is_possible_given_the_earlier_words():
    with pytest.raises(IllegalAction, match="ARTIST must be Filippo-Lippi or Niccolò-Piccinino, not 'giotto'"):
        BOOK.parse(STATE, None, ["art", "chiesa", "vetrata", "giotto", "4"])
    with pytest.raises(IllegalAction, match="ARTWORK must be Cappella, not 'vetrata'"):
        BOOK.parse(STATE, None, ["art", "santa-croce", "vetrata", "giotto", "4"])


def test_names_as_printed_several_words_and_accents_optional():
    action = BOOK.parse(STATE, None, ["art", "Chiesa", "Vetrata", "niccolo", "piccinino", "2"])
    assert action["artist"] == "Niccolò-Piccinino" and action["roll"] == 2
    assert BOOK.parse(STATE, None, ["art", "santa", "croce", "cappella", "lippi", "2"])["where"] == "Santa-Croce"
    assert BOOK.parse(STATE, None, ["art", "chiesa", "pala", "gio", "2"])["artist"] == "Giotto"  # a unique start
    assert folded("Niccolò_Piccinino") == folded("niccolo piccinino") == "niccolo piccinino"
    card = Named("B12", "Opening Night", "Serata inaugurale")
    assert matching("opening night", [Named("B03", "Merchant's Cart"), card]) == "B12"
    assert matching("serata inaugurale", [card]) == "B12" and matching("1", ["10", "11"]) is None


def test_the_one_choice_left_is_taken_without_asking():
    assert BOOK.parse(STATE, None, ["art", "santa-croce", "lippi", "3"])["artwork"] == "Cappella"  # its only one
    with pytest.raises(IllegalAction, match="ARTWORK must be Vetrata or Pala, not 'lippi'"):
        BOOK.parse(STATE, None, ["art", "chiesa", "lippi", "3"])  # two to choose from: not taken for you
    with pytest.raises(IllegalAction, match="art takes 4 words after it, not 3"):
        BOOK.parse(STATE, None, ["art", "chiesa", "vetrata", "lippi"])


def test_a_command_without_any_complete_input_now_is_not_offered():
    gone = SimpleNamespace(free={"chiesa": ["Vetrata"], "Santa-Croce": []})
    no_glass = CommandBook([Declared("art", (Param("where", among=places), Param("artwork", among=artworks_at),
                                             Param("artist", among=lambda c, s, chosen: [])))])
    assert no_glass.offered(None, gone) == []  # nobody can make what is left: no art at all
    assert [word for word, _ in BOOK.offered(None, gone)[0].tree] == ["chiesa"]  # Santa Croce has nothing free


def test_bounds_and_leaving_out_may_follow_the_earlier_choices():
    regions = {"venezia": 3, "milano": 0}
    book = CommandBook([Declared("move", (
        Param("from", among=lambda c, s: list(regions)),
        Param("count", "int", optional=True, low=1, high=lambda c, s, chosen: regions[chosen["from"]])),
        build=as_action)])
    command = book.offered(None, object())[0]
    assert [word for word, _ in command.tree] == ["venezia", "milano"]
    assert command.bounds_after(1, ("venezia",)) == (1, 3) and command.bounds_after(1, ("milano",)) == (1, 0)
    assert ["milano"] in list(command.inputs()) and ["milano", "1"] not in list(command.inputs())
    with pytest.raises(IllegalAction, match="COUNT must be a whole number from 1 to 3, not 4"):
        book.parse(object(), None, ["move", "venezia", "4"])


def test_a_number_field_starts_within_its_real_bounds():
    assert first_number(-999, 999) == 1  # Maestro's vp stepper started at -999
    assert (first_number(0, 999), first_number(3, 9), first_number(-5, 0), first_number(None, None)) == (1, 3, 0, 1)


def test_tab_offers_the_next_field_given_the_words_before_it():
    art = BOOK.offered(None, STATE)[0]
    assert art.next_words([]) == ["chiesa", "Santa-Croce"]
    assert art.next_words(["chiesa", "vetrata"]) == ["Filippo-Lippi", "Niccolò-Piccinino"]
    assert art.next_words(["santa-croce"]) == ["Cappella"]  # the one choice left: Tab fills it in
    assert art.next_words(["chiesa", "pala", "giotto"]) == [str(n) for n in range(1, 7)]


def test_old_declarations_keep_working():
    """Two-argument ``among`` and ``among_by`` read as before (Pig's, a third-party plugin's)."""
    old = CommandBook([Declared("serve", (Param("pot", among=lambda c, s: ["green", "black"]),
                                          Param("cup", among=lambda c, s: ["any"],
                                                among_by=lambda c, s: {"green": ["green-cup"]})),
                                 build=as_action)])
    pot, cup = old.offered(None, object())[0].args
    assert pot.choices == ("green", "black") and cup.choices == ("any",) and cup.by == (("green", ("green-cup",)),)
    assert old.parse(object(), None, ["serve", "green", "any"]) == {"op": "serve", "pot": "green", "cup": "any"}


def planted(over_offer: bool):
    """Pig with a `pick` move whose second word depends on the first; ``over_offer`` forgets that dependency."""
    pairs = {"odd": ["1", "3"], "even": ["2", "4"]}

    def second(components, state, chosen=None):
        return ["1", "2", "3", "4"] if over_offer or chosen is None else pairs[chosen["kind"]]

    @move("pick", Param("kind", among=lambda c, s: list(pairs)), Param("face", "int", among=second),
          help="pick a face of a kind")
    def pick(ctx, state, kind, face):
        if str(face) not in pairs[kind]:
            raise IllegalAction(f"{face} is not {kind}")

    class PickPig(Pig):
        moves = (roll_once, hold, pick)

    return PickPig()


def offered_line(game) -> tuple[bool, str]:
    registry = registry_of(pig=pig_plugin(game))
    report = run_check(registry.game("pig"), {"difficulty": "bold"}, games=1, seed=1)
    line = next(r for r in report.results if "every input offered is accepted" in r.name)
    return line.ok, line.detail


def test_check_proves_every_offered_input_is_accepted_and_fails_on_an_over_offer():
    ok, detail = offered_line(planted(over_offer=False))
    assert ok and "inputs tried at" in detail
    ok, detail = offered_line(planted(over_offer=True))
    assert not ok and re.search(r"`pick (odd|even) \d`: \d is not (odd|even) —", detail), detail


def test_pig_offers_hold_only_once_rolled():
    ok, _detail = offered_line(Pig())
    assert ok
