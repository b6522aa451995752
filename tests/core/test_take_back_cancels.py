"""An undo names no pair that cancels out (issue 38, item 4): a thing set and set back, pieces moved and moved
back (solobot.words.take_back, take_back_steps, moved_back) - and still says every step that is not one."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from solobot.events import ALIKE, SETTING, Event, Key, Move, Set, Turn, apply_changes, piece_key
from solobot.words import YOU, GameWords, SeatName, take_back, take_back_steps

WORDS = GameWords(seats={"ghost-1": SeatName("Ghost 1"), "player": YOU}, plurals={"Kinsman": "Kinsmen"})
KINSMAN = Key("Kinsman", **{ALIKE: True})
DETAINED = Key("detained Artist", **{SETTING: True})
RESOURCE = Key("common Resource", **{SETTING: True})


def steps_of(*changes: Move | Set) -> list[Event]:
    """One event per change, in order (as a round end tells them, step by step)."""
    return [Event(None, None, f"step {n}", changes=(change,)) for n, change in enumerate(changes)]


def test_a_setting_cleared_and_set_back_to_the_same_value_is_not_named():
    """The round end frees the detained Artist; the next round's Ghost Captain detains him again."""
    events = steps_of(Set(DETAINED, None), Set(DETAINED, "Filippo Brunelleschi"))
    assert take_back(WORDS, events, {DETAINED: "Filippo Brunelleschi"}) == []


def test_a_setting_cleared_and_set_to_another_value_is_one_line_not_two():
    events = steps_of(Set(RESOURCE, None), Set(RESOURCE, "gold"))
    assert take_back(WORDS, events, {RESOURCE: "fabric"}) == ["Return common Resource to fabric"]


def test_a_slot_cleared_and_dealt_another_card_of_the_same_kind_still_says_both():
    """Without SETTING a clear may be followed by another piece: the card taken comes back, the one dealt goes."""
    events = steps_of(Set("patron card at Study", None), Set("patron card at Study", "patroness"))
    assert take_back(WORDS, events, {"patron card at Study": "patroness"}) == [
        "Take away patron card at Study", "Return patron card at Study to patroness"]


def test_a_count_of_pieces_all_alike_cleared_and_set_back_is_not_named():
    """Your Kinsman on the Bishop card goes home in Phase 8 and onto the card again in Phase 3."""
    on_bishop = piece_key("Kinsman", "player", "Bishop card")
    events = steps_of(Set(on_bishop, None), Set(on_bishop, 1))
    assert take_back(WORDS, events, {on_bishop: 1}) == []


def test_kinsmen_moved_and_moved_back_are_not_named_count_for_count():
    home = Move(KINSMAN, "Bishop card", "pool", 1, "ghost-1")
    taken = Move(KINSMAN, "pool", "income area", 2, "ghost-1")
    expelled = Move(KINSMAN, "pool", "Bishop card", 1, "ghost-1")
    before = {piece_key(KINSMAN, "ghost-1", "Bishop card"): 1, piece_key(KINSMAN, "ghost-1", "pool"): 5}
    assert take_back(WORDS, steps_of(home, taken, expelled), before) == [
        "Put 2 Kinsmen of Ghost 1 from income area back on pool"]
    more = Move(KINSMAN, "pool", "Bishop card", 3, "ghost-1")  # one came back, three went: two stay said
    assert [step.change.count for step in take_back_steps(steps_of(home, more), before)] == [2]


def test_a_tile_turned_over_and_back_is_not_named():
    """A Workshop turned Built in Phase 8, then Under Construction again by a Ghost next round (FG-P8-3,
    FG-OP-3): the tile lies alone on its space, so it is the same tile."""
    built = Turn("Scalpellino", "District space 3 of ghost-2", "Built", "Under Construction")
    used = Turn("Scalpellino", "District space 3 of ghost-2", "Under Construction", "Built")
    assert take_back(WORDS, steps_of(built, used), {}) == []


def test_a_card_laid_on_a_deck_and_dealt_from_it_may_be_another_card():
    """Cards nobody saw, unlike Kinsmen: laid on a deck that held others, the one dealt may be another."""
    back = Move("card", "Influence", "deck", 1, "machina")
    dealt = Move("card", "deck", "Influence", 1, "machina")
    before = {piece_key("card", "machina", "deck"): 9, piece_key("card", "machina", "Influence"): 1}
    assert len(take_back_steps(steps_of(back, dealt), before)) == 2
    named = [Move("card", "Influence", "deck", 1, "machina", ("S03",)), Move("card", "deck", "Influence", 1,
                                                                               "machina", ("S05",))]
    assert len(take_back_steps(steps_of(*named), before)) == 2  # two cards by name


def test_a_card_dealt_and_laid_back_on_its_deck_is_not_named_unless_the_deck_changed_between():
    """Maestro's Machina: a card dealt face down to Create (which held none) and laid back on top of its deck is
    that card; with another card dealt from the deck between, the deck's order needs both lines."""
    dealt = Move("card", "deck", "Create", 1, "machina")
    back = Move("card", "Create", "deck", 1, "machina")
    before = {piece_key("card", "machina", "deck"): 9}
    assert take_back_steps(steps_of(dealt, back), before) == []
    other = Move("card", "deck", "Study", 1, "machina")
    assert len(take_back_steps(steps_of(dealt, other, back), before)) == 3
    named = [Move("card", "Influence", "deck", 1, "machina", ("S03",)), Move("card", "deck", "Influence", 1,
                                                                               "machina", ("S03",))]
    assert take_back_steps(steps_of(*named), {piece_key("card", "machina", "deck"): 9}) == []  # the card by name


def test_no_pair_is_cancelled_over_a_step_that_needs_its_pieces():
    """A Kinsman moved onto the pool between the pair: taking it back needs a Kinsman there, so both stay."""
    there = Move(KINSMAN, "income area", "pool", 1, "ghost-1")
    between = Move(KINSMAN, "Bishop card", "pool", 1, "ghost-1")
    back = Move(KINSMAN, "pool", "income area", 1, "ghost-1")
    before = {piece_key(KINSMAN, "ghost-1", "income area"): 1, piece_key(KINSMAN, "ghost-1", "Bishop card"): 1}
    assert len(take_back_steps(steps_of(there, between, back), before)) == 3


PLACES = ("pool", "income area", "Bishop card", "table")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(PLACES), st.sampled_from(PLACES), st.integers(1, 3),
                          st.booleans()), max_size=12))
def test_taking_back_what_is_left_always_puts_the_table_back(moves):
    """Any run of Moves (Kinsmen all alike, or cards that are not): the steps left after the pairs are cancelled,
    replayed newest first, never take a piece from a place that has none, and end where the table began."""
    table = {piece_key(piece, "ghost-1", place): n for piece in (KINSMAN, "card") for place, n in zip(
        PLACES, (4, 0, 1, 0), strict=True) if n}  # some places empty: a card alone there is the same card
    before, changes = dict(table), []
    for src, dst, count, alike in moves:
        piece = KINSMAN if alike else "card"
        if src == dst or table.get(piece_key(piece, "ghost-1", src), 0) < count:
            continue
        changes.append(Move(piece, src, dst, count, "ghost-1"))
        table = apply_changes(table, changes[-1:])
    mirrored = dict(table)
    for step in take_back_steps(steps_of(*changes), before):
        move = step.change
        assert mirrored.get(piece_key(move.piece, move.whose, move.dst), 0) >= move.count
        mirrored = apply_changes(mirrored, [Move(move.piece, move.dst, move.src, move.count, move.whose)])
    assert mirrored == {key: n for key, n in before.items() if n}
