"""Commands declared once: one CommandBook gives the help lines, the commands offered now and the parser."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from solobot import IllegalAction
from solobot.commands import Arg, Command, CommandBook, Declared, Misuse, Param, Words, count_words


def pots(components, state) -> list[str]:
    """The pots with something left in them now."""
    return [name for name, left in state.pots.items() if left]


def stir(state, components, words: Words) -> dict:
    return {"op": words["op"], "pot": words["pot"], "times": int(words.get("times", "1"))}


def pour(state, components, words: Words) -> dict:
    if words["what"] == "tea" and "into" not in words:
        raise Misuse  # tea always names its cup
    return dict(words)


BOOK = CommandBook(
    [
        Declared("stir", (Param("pot", among=pots), Param("times", "int", optional=True)),
                 "stir a pot", "stir soup 2", stir),
        Declared("pour", (Param("what", literal=("tea", "soup")), Param("into", optional=True)),
                 "pour something", "pour tea cup", pour),
        Declared("rest", help="do nothing", possible=lambda components, state: state.tired),  # name_only builds
    ]
)


def kitchen(tired: bool = False, **pots: int) -> SimpleNamespace:
    return SimpleNamespace(pots=pots, tired=tired)


def test_help_lines_come_from_the_declaration_and_name_the_changing_choices():
    assert BOOK.help == {
        "stir": "stir POT [TIMES] — stir a pot. Example: stir soup 2",
        "pour": "pour tea|soup [INTO] — pour something. Example: pour tea cup",
        "rest": "rest — do nothing",
    }


def test_the_parser_binds_words_by_name_and_refuses_with_the_usage():
    state = kitchen(soup=1)
    assert BOOK.parse(state, None, ["STIR", "soup"]) == {"op": "stir", "pot": "soup", "times": 1}
    assert BOOK.parse(state, None, ["stir", "soup", "3"])["times"] == 3
    with pytest.raises(IllegalAction, match=r"^stir takes 1 or 2 words after it, not 3; usage: stir POT \[TIMES\] "
                                            r"\(for example: stir soup 2\)$"):
        BOOK.parse(state, None, ["stir", "a", "b", "c"])
    with pytest.raises(IllegalAction, match=r"^usage: pour tea\|soup \[INTO\] \(for example: pour tea cup\)$"):
        BOOK.parse(state, None, ["pour", "tea"])  # the builder's Misuse: the right count, not a form of pour
    assert BOOK.parse(state, None, ["rest"]) == {"op": "rest"}
    with pytest.raises(IllegalAction, match=r"^rest takes no words after it, not 1; usage: rest$"):
        BOOK.parse(state, None, ["rest", "now"])
    with pytest.raises(IllegalAction, match=r"^unknown command 'dance'; `help` lists the commands \(stir, pour, rest"):
        BOOK.parse(state, None, ["dance"])
    with pytest.raises(IllegalAction, match="type a command"):
        BOOK.parse(state, None, [])


def test_optional_words_are_taken_left_to_right_while_the_required_ones_still_fit():
    first = Declared("go", (Param("who", optional=True), Param("where")), "go", "go home", lambda s, c, w: w)
    assert first.bind(["home"]) == {"op": "go", "where": "home"}
    assert first.bind(["ann", "home"]) == {"op": "go", "who": "ann", "where": "home"}
    with pytest.raises(Misuse, match="go takes 1 or 2 words after it, not 0"):
        first.bind([])


def test_offered_fills_the_choices_now_and_leaves_out_what_cannot_be_done():
    offered = {c.name: c for c in BOOK.offered(None, kitchen(soup=2, stew=0))}
    assert list(offered) == ["stir", "pour"]  # not tired: no rest
    assert offered["stir"].args == (Arg("pot", "choice", ("soup",), shown="POT"), Arg("times", "int", optional=True))
    assert [c.name for c in BOOK.offered(None, kitchen(tired=True, stew=0))] == ["pour", "rest"]  # no pot to stir
    assert [c.name for c in BOOK.offered(None, kitchen(tired=True, soup=1), allowed={"rest"})] == ["rest"]


def test_a_short_choice_of_the_moment_may_be_listed_in_the_usage_line():
    listing = CommandBook(BOOK.declared, list_up_to=10)
    assert listing.offered(None, kitchen(soup=1, stew=1))[0].usage() == "stir soup|stew [TIMES]"
    assert listing.offered(None, kitchen(soup=1, stew=1, broth=1))[0].usage() == "stir POT [TIMES]"  # too long


def test_the_page_and_the_terminal_send_the_same_words():
    command: Command = BOOK.offered(None, kitchen(soup=1))[0]
    words = command.words(["soup", ""])  # an empty optional field is left out
    assert words == ["stir", "soup"] and BOOK.parse(kitchen(soup=1), None, words)["pot"] == "soup"


@pytest.mark.parametrize(("fewest", "most", "said"), [
    (0, 0, "no words"), (1, 1, "1 word"), (2, 2, "2 words"), (1, 2, "1 or 2 words"), (2, 4, "2 to 4 words"),
])
def test_word_counts_read_as_english(fewest, most, said):
    assert count_words(fewest, most) == said


def test_a_small_number_knows_its_top_and_a_dependent_choice_its_pairs():
    def cups_by_pot(components, state) -> dict[str, list[str]]:
        return {pot: [f"{pot}-cup"] for pot, left in state.pots.items() if left}

    book = CommandBook([Declared("serve", (Param("pot", among=pots), Param("cup", among=lambda c, s: ["any"],
                                                                         among_by=cups_by_pot),
                                           Param("roll", "int", most=lambda components, state: components.sides),
                                           Param("sugar", "int", most=3)))])
    state, components = SimpleNamespace(pots={"green": 1, "black": 0}), SimpleNamespace(sides=8)
    pot, cup, roll, sugar = book.offered(components, state)[0].args
    assert cup.by == (("green", ("green-cup",)),) and cup.choices == ("any",) and pot.by == ()
    assert (roll.most, sugar.most) == (8, 3)
    assert book.declared[0].command().args[2].most == 0  # without a state: not known
