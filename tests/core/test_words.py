"""The game-words layer: changes, history and undo in the game's own names (solobot.words)."""

from __future__ import annotations

import pytest

from solobot.engine.plugins import default_registry
from solobot.events import Event, Key, Move, Set, piece_key
from solobot.testing import whole_game_lines
from solobot.words import YOU, GameWords, SeatName, change_lines, code_in, take_back

WORDS = GameWords(
    seats={"machina": SeatName("the Machina"), "player": YOU},
    terms={"B03": "Benefactor Loyal Apprentice"},
    plurals={"Kinsman": "Kinsmen"},
    told=frozenset({"told"}),
)


def test_seat_ids_in_keys_become_the_seats_names():
    """A key's parts name its seat (``thing`` and ``whose``); a plain "THING of SEAT" key, as keys were made
    before they had parts, still reads so."""
    assert WORDS.change_line(Set(Key("VP of machina", thing="VP", whose="machina"), 12)) == (
        "Set the Machina's VP to 12")
    assert WORDS.change_line(Set("VP of machina", 12)) == "Set the Machina's VP to 12"
    bishop = Key("Kinsman of player on Bishop card", thing="Kinsman on Bishop card", whose="player")
    assert WORDS.change_line(Set(bishop, None)) == "Clear your Kinsman on Bishop card"
    assert WORDS.change_line(Set(Key("patron cards of player", thing="patron cards", whose="player"), "B03")) == (
        "Set your patron cards to Benefactor Loyal Apprentice")
    assert WORDS.change_line(Set("First Player marker", "machina")) == "Set First Player marker to the Machina"
    workshop = Key("Workshop on space 3 of ghost-2", thing="Workshop on space 3", whose="ghost-2")
    kinsman = Key("Kinsman of player on Workshop on space 3 of ghost-2", name="{kinsman} on {workshop}",
                  kinsman=Key("Kinsman of player", thing="Kinsman", whose="player"), workshop=workshop)
    assert WORDS.term(kinsman) == "your Kinsman on Ghost 2's Workshop on space 3"


def test_moves_count_their_pieces_and_a_turn_in_place_says_where():
    assert WORDS.change_line(Move("Kinsman", "pool", "income area", 2, "ghost-1")) == (
        "Move 2 Kinsmen of Ghost 1 from pool to income area")
    from solobot.events import Turn

    lay = Turn("Kinsman", "Action Table space 2", "lying", "standing", whose="ghost-1")
    assert WORDS.change_line(lay) == "Move 1 Kinsman of Ghost 1 at Action Table space 2 from standing to lying"
    assert WORDS.inverse_line(lay) == (
        "Turn 1 Kinsman of Ghost 1 at Action Table space 2 from lying to standing again")


def test_a_sentence_that_tells_its_changes_gets_no_change_line():
    changes = (Set("VP of machina", 3),)
    assert change_lines(WORDS, Event("machina", None, "told", changes=changes)) == []
    assert change_lines(WORDS, Event("machina", None, "other", changes=changes)) == ["Set the Machina's VP to 3"]


def test_take_back_is_the_inverse_of_every_change_newest_first():
    events = [
        Event("machina", None, "a", changes=(Move("Artwork", "supply", "3 Venezia", 1, "machina"),
                                              Set("VP of machina", 5))),
        Event("machina", None, "b", changes=(Set("VP of machina", 7), Set("Centerpiece of 3 Venezia", "machina"))),
    ]
    assert take_back(WORDS, events, {"VP of machina": 2}) == [
        "Take away Centerpiece of 3 Venezia",
        "Return the Machina's VP to 2",  # once, to where it was: not to 5, then to 2
        "Put 1 Artwork of the Machina from 3 Venezia back on supply",
    ]
    there_and_back = [Event("bot", None, "a", changes=(Set("turn total", 3),)),
                      Event("bot", None, "b", changes=(Set("turn total", 0),))]
    assert take_back(WORDS, there_and_back, {"turn total": 0}) == []
    taken_and_dealt = [Event("machina", None, "a", changes=(Set("patron card at Study", None),)),
                       Event("machina", None, "b", changes=(Set("patron card at Study", "patroness"),))]
    assert take_back(WORDS, taken_and_dealt, {"patron card at Study": "patroness"}) == [
        "Take away patron card at Study",  # the new card goes; the one taken comes back: another card
        "Return patron card at Study to patroness",
    ]


@pytest.mark.parametrize("seed", [1, 2])
def test_no_code_reaches_a_person_in_a_whole_pig_game(seed):
    registry = default_registry()
    lines = whole_game_lines(registry, "pig", {}, seed)
    assert not code_in(lines)


def test_code_in_finds_reprs_key_values_and_seat_ids():
    found = code_in(["tokens ['blue']", "M [] 0", "detain artist=0", "ghost-1 moves", "machina plays", "fine"],
                    ["machina", "player"])
    assert len(found) == 5


def test_take_back_skips_a_change_that_set_what_the_table_already_showed():
    events = [Event("ghost-1", None, "a", changes=(Set("Church Points of ghost-1", 2), Set("VP of machina", 4)))]
    assert take_back(WORDS, events, {"Church Points of ghost-1": 2, "VP of machina": 1}) == [
        "Return the Machina's VP to 1"]


def test_why_with_no_decision_says_each_step_followed_its_rule():
    from solobot.engine.session import Session
    from solobot.table.reading import why_lines

    session = Session(default_registry().game("pig"), {}, seed=4)
    session.submit({"op": "roll"})
    session.submit({"op": "roll"})  # seed 4: you roll 2, then a 1; the bot rolls 3, then a 1
    assert why_lines(session) == [
        "Each step follows its rule as written, with nothing to choose: PIG-2: any other face adds to the turn "
        "total; PIG-1: rolling the bust face loses the turn total and ends the turn"]


def test_a_game_words_its_own_take_backs_and_may_cover_two_steps_in_one_line():
    def wording(words, steps, i):
        step = steps[i]
        if isinstance(step.change, Set) and step.change.thing == "face-up cards of machina at Move":
            nxt = steps[i + 1] if i + 1 < len(steps) else None
            if nxt is not None and isinstance(nxt.change, Move) and nxt.change.dst == "Move":
                return f"Put the Machina's card {step.after} from Move back on top of its deck", 2
        return None

    words = GameWords(seats=WORDS.seats, places={"supply": "in the supply"}, take_back=wording)
    played = [Event("machina", None, "play", changes=(Move("card", "deck", "Move", 1, "machina"),
                                                      Set("face-up cards of machina at Move", "S11"))),
              Event("machina", None, "art", changes=(Move("Artwork", "supply", "3 Venezia", 1, "machina"),))]
    assert take_back(words, played, {}) == [
        "Put 1 Artwork of the Machina from 3 Venezia back in the supply",
        "Put the Machina's card S11 from Move back on top of its deck",  # one line for the Move and the Set
    ]


def test_a_list_of_cards_is_taken_back_by_what_changed_in_it():
    cards = Key("patron cards of machina", thing="patron cards", whose="machina")
    events = [Event("machina", None, "a", changes=(Set(cards, Key("B03 P01", names=("B03", "P01"))),))]
    assert take_back(WORDS, events, {cards: Key("P01 P02", names=("P01", "P02"))}) == [
        "Take Benefactor Loyal Apprentice out of the Machina's patron cards; "
        "put P02 back among the Machina's patron cards"]


def test_a_piece_count_taken_back_says_how_many_to_take_off_or_put_back():
    space, pool = piece_key("Kinsman", "ghost-1", "Action Table space 2"), piece_key("Kinsman", "ghost-1", "pool")
    workshop, supply = piece_key("Resource", "player", "Workshop"), piece_key("Resource", "player", "supply")
    events = [Event("ghost-1", None, "a", changes=(Set(space, 3),)),
              Event("ghost-1", None, "b", changes=(Set(pool, 1),)),
              Event("player", None, "c", changes=(Set(workshop, 1), Set(supply, 2)))]
    words = GameWords(seats=WORDS.seats, plurals=WORDS.plurals, places={"supply": "in the supply"},
                      owned_places={"Workshop": "{place}"})
    assert take_back(words, events, {space: 1, workshop: 3, supply: 5}) == [
        "Put 3 Resources of yours back in supply",  # a place pieces go in
        "Put 2 Resources back on your Workshop",  # a place said after its owner
        "Take 1 Kinsman of Ghost 1 off pool",  # it was not on the table before
        "Take 2 Kinsmen of Ghost 1 off Action Table space 2",
    ]



def test_the_core_sets_a_track_marker_back_and_turns_a_side_back():
    """Take-backs the games used to word themselves: a track's marker, and a card or tile turned over."""
    words = GameWords(seats=WORDS.seats, tracks=("VP of ",))
    vp = Event("machina", None, "scored", changes=(Set("VP of machina", 15),))
    assert take_back(words, [vp], {"VP of machina": 12}) == ["Put the marker of the Machina's VP on 12 again"]
    assert take_back(WORDS, [vp], {"VP of machina": 12}) == ["Return the Machina's VP to 12"]  # no track declared
    turned = Event(None, None, "turned", changes=(Set("Artist tile Giotto", "face down"),
                                                  Set("Captain Sforza", "turned over")))
    assert take_back(words, [turned], {"Artist tile Giotto": "face up", "Captain Sforza": "face up"}) == [
        "Turn the Captain Sforza face up again", "Turn the Artist tile Giotto face up again"]
    assert take_back(words, [Event(None, None, "t", changes=(Set("Captain Sforza", "face up"),))],
                     {"Captain Sforza": "turned over"}) == ["Turn the Captain Sforza over again"]


def test_a_card_turned_over_where_it_lies_is_a_move_its_undo_turns_back():
    from solobot.events import Turn, apply_changes

    used = Turn("card", "patron cards of player", names=("B03",))
    assert isinstance(used, Move) and used.to_json()["turned"] is True
    assert apply_changes({}, [used]) == {"card at patron cards of player, face up": -1,
                                         "card at patron cards of player, face down": 1}
    said = take_back(WORDS, [Event("player", None, "used", changes=(used,))], {})
    assert said == ["Turn card Benefactor Loyal Apprentice at your patron cards from face down to face up again"]


def test_a_template_places_the_seat_lists_names_and_counts_with_plurals():
    from solobot.words import sentence

    words = GameWords(seats={"player": YOU, "ghost-1": SeatName("Ghost 1")}, plurals={"Kinsman": "Kinsmen"})
    template = "{Who} [takes] {kinsmen:~Kinsman} and {spaces:~empty space|free spaces}: {names} ({gain:+d})"
    facts = {"kinsmen": 3, "spaces": 1, "names": ["Giotto", "Cimabue"], "gain": 2}
    assert sentence(template, facts, words, "ghost-1") == (
        "Ghost 1 takes 3 Kinsmen and 1 empty space: Giotto, Cimabue (+2)")
    said = "You take 1 Kinsman and 2 free spaces: Giotto, Cimabue (+2)"
    facts.update(kinsmen=1, spaces=2)
    assert sentence(template, facts, words, "player") == said
    assert sentence(template, facts, words, "player", subject=True) == said  # the seat is not put twice
    assert sentence("{Whose} Kinsman waits", {}, words, "player", subject=True) == "Your Kinsman waits"


def test_a_template_says_a_fact_by_the_name_the_game_gives_it():
    from solobot.words import sentence

    words = GameWords(seats={"machina": SeatName("the Machina"), "player": YOU},
                      fact_names={"region": {3: "3 Venezia"}, "source": {"card": "from its card"}})
    template = "Presence in {region}: {who} [gains] 1 {colour} Resource ({source}, {other})"
    facts = {"region": 3, "colour": "blue", "source": "card", "other": "study"}
    assert sentence(template, facts, words, "machina") == (
        "Presence in 3 Venezia: the Machina gains 1 blue Resource (from its card, study)")
    assert sentence(template, facts, words, "player") == (  # the verb agrees with the seat it names
        "Presence in 3 Venezia: you gain 1 blue Resource (from its card, study)")


def test_a_games_own_words_outside_a_game_are_said_through_its_catalog_else_the_cores():
    """``own_words``: what the game commands, ``games``, the setup line, the page and the component labels say a
    game's title, summary and labels with, in the language spoken."""
    from solobot.i18n import speaking
    from solobot.words import own_words

    pig = default_registry().game("pig")

    class Wordless:
        game_words = None

    with speaking("it"):
        assert own_words(pig.game)(pig.summary) == "il gioco di dadi Pig, contro un bot che si ferma a una soglia"
        assert own_words(Wordless())("Final score") == "Punteggio finale"  # the core's catalog
        assert own_words(Wordless())("a title of its own") == "a title of its own"
    assert own_words(pig.game)(pig.summary) == pig.summary
