"""Physical draws: the toolkit's draw calls, the session keeping what the person told, saves, the prompt."""

from __future__ import annotations

import json

import pytest

from solobot import GameSpec, hookimpl
from solobot.check.conformance import run_check
from solobot.engine.plugins import Registry
from solobot.engine.session import Session
from solobot.game import IllegalAction
from solobot.storage.saves import SaveError, load_session, write_save
from solobot.table.answers import choice_lines, parse_draw, refusal, what_to_type
from solobot.table.answers import request_line as draw_heading
from solobot.toolkit import Deck, Draw, DrawRequest, PhysicalDraws, ScriptedSource, SeededSource
from solobot_pig.plugin import Pig, PigOptions

EXTRA = Draw("points added to the target", "PIG-X", "the target bag", lambda comps, n: f"+{n} points", "token")


class BaggedPig(Pig):
    """Pig whose target (50 by default) gets a token drawn from a bag at setup."""

    why: Draw | None = EXTRA

    @hookimpl
    def solobot_setup(self, ctx):
        state = super().solobot_setup(ctx)
        state.target += ctx.rng.draw_any([0, 5, 5, 10], self.why)
        return state


class Plugin:
    def __init__(self, game):
        self.game = game

    @hookimpl
    def solobot_register_games(self, register):
        register(GameSpec("bagged", "Bagged Pig", PigOptions, self.game))


def registry(why: Draw | None = EXTRA) -> Registry:
    game = BaggedPig()
    game.why = why
    return Registry(extra={"bagged": Plugin(game)}, entry_points=False).load()


def bagged(why: Draw | None = EXTRA) -> GameSpec:
    return registry(why).game("bagged")


def test_seeded_draws_take_what_they_took_before():
    a, b = SeededSource(7), SeededSource(7)
    pile = list("abcdef")
    a.shuffle(pile)
    top = pile[0]
    assert a.draw(pile, EXTRA) == top and top not in pile
    bag = [1, 2, 3, 4]
    b.shuffle(list("abcdef"))
    index = SeededSource(7)
    index.shuffle(list("abcdef"))
    expected = [1, 2, 3, 4][index.below(4)]
    assert b.draw_any(bag) == expected and len(bag) == 3


def test_a_physical_draw_asks_with_the_choices_in_the_printed_words_and_takes_that_item():
    asked = []
    source = PhysicalDraws(lambda request: asked.append(request) or 10, SeededSource(1), lambda: "bot")
    bag = [5, 0, 10, 5]
    assert source.draw_any(bag, EXTRA) == 10 and bag == [5, 0, 5]
    (request,) = asked
    assert request.seat == "bot" and request.why is EXTRA
    assert request.choices == ((0, "+0 points"), (10, "+10 points"), (5, "+5 points"))  # each item once
    deck = Deck(["x", "y"])
    physical = PhysicalDraws(lambda request: "y", SeededSource(1))
    assert deck.draw(physical) == "y" and deck.draw_pile == ["x"] and deck.history == ["y"]
    with pytest.raises(ValueError):
        PhysicalDraws(lambda request: "z", SeededSource(1)).draw(["x", "y"])


def test_a_pile_of_one_item_is_told_not_asked():
    """Only one item can come (issue 26): the draw takes it without asking; the game tells it."""
    asked = []
    source = PhysicalDraws(lambda request: asked.append(request) or "x", SeededSource(1))
    pile = ["x"]
    assert source.draw(pile) == "x" and pile == [] and asked == []
    bag = [5, 5, 5]
    assert source.draw_any(bag) == 5 and bag == [5, 5] and asked == []
    assert source.reveal("card", lambda: []) == "card" and asked == []
    assert source.physical_draws and not SeededSource(1).physical_draws


def test_the_session_keeps_the_draws_told_saves_and_replays_them_and_asks_again_for_none(tmp_path):
    spec = bagged()
    asked = []

    def ask(session, request):
        asked.append(request)
        return 10

    session = Session(spec, {}, 3, draws="physical", ask_draw=ask)
    assert session.state.target == 60 and session.drawn == [10] and len(asked) == 1
    session.submit({"op": "roll"})
    session.undo()
    session.redo()
    assert len(asked) == 1  # undo and redo replay the draw told
    path = write_save(session, tmp_path / "g.json")
    saved = json.loads(path.read_text())
    assert (saved["draws"], saved["drawn"]) == ("physical", [10])
    loaded, _ = load_session(path, registry())  # nothing is asked: the save holds the draw
    assert loaded.digest() == session.digest() and loaded.state.target == 60


def test_a_seeded_save_is_not_made_physical_by_an_edit(tmp_path):
    spec = bagged()
    session = Session(spec, {}, 3)
    session.submit({"op": "roll"})
    path = write_save(session, tmp_path / "g.json")
    data = json.loads(path.read_text())
    data.update(draws="physical", drawn=[0])
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError):
        load_session(path, registry())


@pytest.mark.parametrize("answer_as", ["item", "typed"])
def test_without_anyone_to_ask_a_physical_draw_waits_as_a_request_kept_in_the_save(tmp_path, answer_as):
    """The setup's draw is a request, as data: saved, asked again the same on load, answered there."""
    session = Session(bagged(), {}, 3, draws="physical", registry=registry())
    assert session.request is not None and session.request.kind == "draw" and session.setting_up
    assert not session.finished and session.request.input is None
    path = write_save(session, tmp_path / "g.json")
    assert json.loads(path.read_text())["asking"]["kind"] == "draw"
    loaded, _ = load_session(path, registry())
    assert loaded.request == session.request and loaded.digest() == session.digest()
    first = loaded.request.ask.choices[0][0]
    if answer_as == "item":
        loaded.answer(first)
    else:
        from solobot.table.answers import read_answer
        assert read_answer("1", loaded.request.ask) == first  # no item shows a number: listed 1 to n
        loaded.answer(read_answer(loaded.request.ask.choices[0][1], loaded.request.ask))
    assert loaded.request is None and loaded.drawn == [first] and loaded.state is not None
    with pytest.raises(IllegalAction):
        loaded.answer(first)  # nothing is asked now


def test_scripted_sources_draw_from_the_order_given():
    source = ScriptedSource(orders=[["b", "a"]])
    deck = Deck.shuffled(["a", "b"], source)
    assert deck.draw(source, EXTRA) == "b"


REQUEST = DrawRequest("machina", Draw("the card it plays", "MM-TURN-3", "the Machina's deck"),
                      (("S01", "S01 (Publicity 1)"), ("S02", "S02 (Publicity 0)"), ("U01", "U01 (Publicity 2)")))


@pytest.mark.parametrize(("code", "card", "item"), [
    ("en", "Bot, draw one card from the bag.", "Bot, draw one item from the bag."),
    ("it", "Pesca 1 carta per il bot da the bag.", "Pesca 1 item per il bot da the bag."),
    ("de", "Ziehe für den Bot 1 Karte aus the bag.", "Ziehe für den Bot 1 item aus the bag.")])
def test_a_draw_request_decides_no_article_by_the_things_first_letter(code, card, item):
    """One sentence whatever the thing drawn starts with ("draw one item", never "draw an item" in code):
    each language words its request whole."""
    from solobot.i18n import speaking
    from solobot_pig.plugin import GAME as PIG

    words = PIG.game_words
    with speaking(code):
        said = [draw_heading(DrawRequest("bot", Draw(source="the bag", thing=thing), ()), words=words)
                for thing in ("card", "item")]
    assert said == [card, item]


def test_the_prompt_says_who_draws_from_what_why_and_reads_a_number_or_the_words():
    assert draw_heading(REQUEST) == "Machina, draw one card from the Machina's deck: the card it plays (MM-TURN-3)."
    assert parse_draw("2", REQUEST) == "S02"  # the card's own number, from its code
    assert parse_draw(" s01 (publicity 1) ", REQUEST) == "S01"
    assert parse_draw("U01", REQUEST) == "U01" and parse_draw("u1", REQUEST) == "U01"
    assert parse_draw("S0", REQUEST) is None  # two cards start so
    for bad in ("0", "1", "3", "4", "", "S99"):  # 1 is on two cards: S01 and U01
        assert parse_draw(bad, REQUEST) is None
    assert refusal("S99", REQUEST) == ("No card left in the Machina's deck is “S99” (it may be out already); "
                                       "type what the card shows.")
    # two cards print 1: the list shows no numbers, and the prompt does not ask for one (issue 38)
    assert choice_lines(REQUEST) == ["  S01 (Publicity 1)", "  S02 (Publicity 0)", "  U01 (Publicity 2)"]
    assert what_to_type(REQUEST) == "Which card? Type what it shows: "


def test_check_flags_a_draw_that_does_not_say_why():
    report = run_check(bagged(why=None), {"difficulty": "bold"}, games=1, seed=1)
    physical = [r for r in report.results if "physical dice and draws" in r.name]
    assert len(physical) == 2 and not any(r.ok for r in physical)
    assert all("a draw request does not say from what and why" in r.detail for r in physical)


def test_a_card_turned_up_is_the_one_dealt_unless_the_person_says_which_it_is():
    def never() -> list:
        raise AssertionError("a seeded game must not list the cards it could be")

    assert SeededSource(1).reveal("P01", never, EXTRA) == "P01"
    asked = []
    physical = PhysicalDraws(lambda request: asked.append(request) or "P03", SeededSource(1))
    assert physical.reveal("P01", lambda: ["P02", "P03"], EXTRA) == "P03"
    assert [item for item, _ in asked[0].choices] == ["P01", "P02", "P03"]


def test_at_the_table_a_draw_is_asked_like_a_roll_with_the_table_commands_working_there(tmp_path):
    """The terminal asks a draw the session waits for: the request, the choices, a refusal that
    changes nothing, a table command typed instead of an answer, then the answer taken."""
    from solobot.cli.asking import AnswerPrompt
    from solobot.cli.narrate import Narrator
    from solobot.cli.table import Table
    from solobot.table.seat import Seat

    session = Session(bagged(), {}, 3, draws="physical", registry=registry())
    said: list[str] = []
    typed = iter(["S99", "board", "+5", "quit"])  # what the token shows (it has no number of its own)
    read = lambda prompt: said.append(prompt) or next(typed)  # noqa: E731
    narrator = Narrator(said.append)
    table = Table(Seat(session, tmp_path / "g.json"), narrator, read=read, asker=AnswerPrompt(narrator, read))
    table.run()
    assert any(line.startswith("Game, draw") or line.startswith("For the game, draw") for line in said)
    assert any(line.startswith("No ") and "undo" in line for line in said)
    assert any("works once the setup is done" in line for line in said)
    assert session.drawn and session.request is None


def test_a_draw_takes_a_name_as_printed_and_offers_the_closest_when_mistyped():
    """Issue 26: "Ravenna" and "Torino" name their tiles (not only "PG06"); a typo gets a did-you-mean."""
    from solobot.toolkit.randomness import Draw, DrawRequest

    tiles = DrawRequest(None, Draw("a tile turned up", "EX-CLEAN-6", "the Popular Gallery tiles", thing="tile"),
                        (("PG01", "PG01 (1 Torino)"), ("PG06", "PG06 (6 Ravenna)"), ("PG11", "PG11 (11 Roma)")))
    assert parse_draw("Ravenna", tiles) == "PG06" and parse_draw(" torino ", tiles) == "PG01"
    assert parse_draw("pg11", tiles) == "PG11" and parse_draw("6", tiles) == "PG06"  # code, and its own number
    assert parse_draw("2", tiles) is None and parse_draw("rav", tiles) == "PG06"
    assert parse_draw("Ravena", tiles) is None
    assert refusal("Ravena", tiles).endswith("Did you mean PG06 (6 Ravenna)?")  # the tile whole
    cards = DrawRequest(None, None, (("L3", "Festa di San Giovanni"), ("L4", "Calcio Storico")))
    assert parse_draw("san giovanni", cards) == "L3" and parse_draw("di", cards) == "L3"
    assert parse_draw("giovanni san", cards) is None  # words in their printed order only


def test_the_draw_list_keeps_each_items_own_number_draw_after_draw_clear_of_the_other_numbers():
    """Issue 26: the list of what can still come does not renumber after a draw; a tile is listed and taken
    by its region's number (its code's), never by its place in the list; items without a code by their words."""
    from solobot.toolkit.randomness import Draw, DrawRequest

    why = Draw("a tile turned up", "EX-CLEAN-6", "the Popular Gallery tiles", thing="tile")
    shown = {"PG01": "PG01 (1 Torino)", "PG06": "PG06 (6 Ravenna)", "PG13": "PG13 (13 Napoli)"}
    before = DrawRequest(None, why, tuple(shown.items()))
    after = DrawRequest(None, why, tuple((tile, words) for tile, words in shown.items() if tile != "PG01"))
    assert choice_lines(before) == ["   1  PG01 (1 Torino)", "   6  PG06 (6 Ravenna)", "  13  PG13 (13 Napoli)"]
    assert choice_lines(after) == ["   6  PG06 (6 Ravenna)", "  13  PG13 (13 Napoli)"]  # the same numbers
    assert [parse_draw(typed, after) for typed in ("6", "13", "1", "2")] == ["PG06", "PG13", None, None]
    artists = DrawRequest(None, Draw("an Artist", "GAP-FG-3", "the shuffled Artist tiles", thing="tile"),
                          ((8, "Filippo Brunelleschi (architecture 9)"), (3, "Filippo Lippi (painting 4)")))
    # issue 38: no Artist prints a number, so they are listed 1 to n, and a number typed is taken
    assert choice_lines(artists) == ["  1  Filippo Brunelleschi (architecture 9)", "  2  Filippo Lippi (painting 4)"]
    assert parse_draw("brun", artists) == 8 and parse_draw("fil lip", artists) == 3 and parse_draw("1", artists) == 8
    assert parse_draw("2", artists) == 3 and what_to_type(artists) == "Which tile? Type its number or what it shows: "
    assert parse_draw("filippo", artists) is None  # two Artists are called so
    assert parse_draw("8", artists) is None  # the number the game keeps a tile by is printed nowhere
