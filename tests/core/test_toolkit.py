"""The dice/deck toolkit: seeded, scripted and physical sources, decks, seeds."""

from __future__ import annotations

import json
import random

import pytest

from solobot.toolkit import (
    Deck,
    EmptyDeck,
    PhysicalDice,
    Roll,
    RollRequest,
    ScriptedSource,
    ScriptExhausted,
    SeededSource,
    derive_seed,
)


def test_seeded_source_repeats_for_a_seed_and_differs_across_seeds():
    a, b, c = SeededSource(7), SeededSource(7), SeededSource(8)
    rolls_a = [a.die() for _ in range(50)]
    assert rolls_a == [b.die() for _ in range(50)]
    assert rolls_a != [c.die() for _ in range(50)]
    assert set(rolls_a) <= set(range(1, 7))


def test_seeded_source_state_round_trips_through_json():
    source = SeededSource(3)
    source.die()
    saved = json.loads(json.dumps(source.getstate()))
    expected = [source.die() for _ in range(10)]
    other = SeededSource(99)
    other.setstate(saved)
    assert [other.die() for _ in range(10)] == expected


def test_seeded_source_draws_and_keeps_what_python_random_does_for_the_same_seed():
    """The twister is seeded straight in C (speed): the numbers and the saved state must stay
    those of ``random.Random(seed)``, or every save and digest would change."""
    for seed, labels in ((0, ()), (12345, ()), (2**62 + 7, ()), (4, ("opponent", "random"))):
        python = random.Random(derive_seed(seed, *labels) if labels else seed)
        source = SeededSource(seed, *labels)
        assert [source.below(1000) for _ in range(20)] == [int(python.random() * 1000) for _ in range(20)]
        version, internal, gauss = python.getstate()
        assert source.getstate() == [version, list(internal), gauss]


def test_seeded_source_refuses_a_state_of_another_version_and_a_seed_that_is_not_whole():
    with pytest.raises(ValueError, match="version 2"):
        SeededSource(1).setstate([2, list(random.Random(1).getstate()[1]), None])
    with pytest.raises(TypeError):
        SeededSource("seven").die()  # type: ignore[arg-type]


def test_dice_pair_and_difference():
    source = ScriptedSource(dice=[2, 5, 6, 6, 1, 3, 4])
    assert source.difference() == (5, 2, 3)
    assert source.pair() == (6, 6)
    assert source.dice(3) == [1, 3, 4]


def test_die_faces_are_all_reachable_and_in_range():
    source = SeededSource(1)
    assert {source.die(8) for _ in range(400)} == set(range(1, 9))


def test_shuffle_is_a_permutation_and_seeded():
    items = list(range(20))
    first, second = list(items), list(items)
    SeededSource(4).shuffle(first)
    SeededSource(4).shuffle(second)
    assert first == second != items
    assert sorted(first) == items


def test_scripted_source_forces_orders_and_picks():
    source = ScriptedSource(orders=[["c", "a", "b"]], picks=[2])
    cards = ["a", "b", "c"]
    source.shuffle(cards)
    assert cards == ["c", "a", "b"]
    assert source.choice(["x", "y", "z"]) == "z"


def test_scripted_source_refuses_wrong_values():
    with pytest.raises(ValueError, match="not a d6"):
        ScriptedSource(dice=[7]).die()
    with pytest.raises(ValueError, match="not a reordering"):
        ScriptedSource(orders=[["a", "x"]]).shuffle(["a", "b"])
    with pytest.raises(ScriptExhausted):
        ScriptedSource(dice=[1]).dice(2)


def test_scripted_source_falls_back_when_told():
    source = ScriptedSource(dice=[6], fallback=SeededSource(1))
    assert source.die() == 6
    assert 1 <= source.die() <= 6
    assert len(source.rolled) == 2


def test_physical_dice_ask_for_each_roll_and_keep_the_deck_seeded():
    asked = []
    physical = PhysicalDice(lambda request: asked.append(request) or [4] * request.count, SeededSource(2),
                            seat=lambda: "bot")
    why = Roll("it moves by the difference", "X-1")
    assert physical.pair(why=why) == (4, 4)
    assert asked == [RollRequest("bot", 2, 6, why)]  # one request for both dice, saying who and why
    cards, same = list(range(10)), list(range(10))
    physical.shuffle(cards)
    seeded = SeededSource(2)
    seeded.pair()  # in step with the seeded game: the seeded roll is made, and replaced by the one told
    seeded.shuffle(same)
    assert cards == same
    with pytest.raises(ValueError):
        PhysicalDice(lambda request: [9], SeededSource(1)).die()


def test_deck_draws_from_the_top_and_keeps_history():
    deck = Deck(["a", "b", "c"])
    assert deck.peek() == "a"
    assert deck.draw() == "a"
    assert deck.history == ["a"]
    assert (deck.draw_count, deck.discard_count) == (2, 0)
    deck.discard("a")
    assert deck.discard_count == 1


def test_deck_draw_until_returns_the_match_and_the_cards_passed():
    deck = Deck(["u1", "u2", "s1", "u3"])
    card, passed = deck.draw_until(lambda c: c.startswith("s"))
    assert (card, passed, deck.draw_pile) == ("s1", ["u1", "u2"], ["u3"])
    card, passed = deck.draw_until(lambda c: c == "zz")
    assert (card, passed, deck.draw_pile) == (None, ["u3"], [])


def test_deck_placing_removing_and_gathering():
    deck = Deck(["b"])
    deck.put_top("a")
    deck.put_bottom("c")
    assert deck.draw_pile == ["a", "b", "c"]
    deck.remove("b")
    assert deck.draw_pile == ["a", "c"]
    with pytest.raises(ValueError):
        deck.remove("zz")
    deck.discard("d")
    deck.gather(["e"], ScriptedSource(orders=[["e", "d", "c", "a"]]))
    assert deck.draw_pile == ["e", "d", "c", "a"] and deck.discard_pile == []


def test_empty_deck_raises_a_clear_error():
    with pytest.raises(EmptyDeck):
        Deck().draw()


def test_deck_is_plain_data():
    deck = Deck.shuffled(range(5), SeededSource(1))
    assert json.loads(json.dumps(deck.to_json()))["draw_pile"] == deck.draw_pile


def test_derived_seeds_are_stable_and_distinct():
    assert derive_seed(1, 0) == derive_seed(1, 0)
    assert len({derive_seed(1, i) for i in range(1000)}) == 1000
    assert derive_seed(1, 0) != derive_seed(2, 0)
    assert derive_seed(42, 7) == 4228552514091437847  # pinned: seeds must not change between releases
