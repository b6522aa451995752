"""The pieces of the table's terminal, without a terminal: wrapping, ASCII stand-ins, did-you-mean,
Tab's word list, and the table commands at a request."""

from __future__ import annotations

import io

from solobot.cli.prompt import completions
from solobot.cli.terminal import Terminal, plain_ascii, wrap
from solobot.suggest import closest, did_you_mean
from solobot.table.answers import Refusal, read_answer, request_line
from solobot.toolkit.randomness import Roll, RollRequest


def test_wrapping_breaks_between_words_only_and_indents_what_follows():
    line = "Machina: Put 1 blue Resource (from its card) on the Machina's Workshop: row 1 (orange), column 3"
    pieces = wrap(line, 40)
    assert all(len(piece) <= 40 for piece in pieces)
    assert " ".join(p.strip() for p in pieces) == line
    assert all(piece.startswith("  ") for piece in pieces[1:])
    assert wrap("x" * 50, 20) == ["x" * 50]  # a word longer than the line stays whole
    assert wrap(line, 0) == [line]


def test_an_ascii_terminal_gets_stand_ins_and_a_piped_one_no_wrapping_nor_colour():
    assert plain_ascii("[Round 1 · Player] — 5 → 6 …") == "[Round 1 - Player] - 5 -> 6 ..."
    out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    terminal = Terminal(out)
    assert terminal.ascii and not terminal.colour and terminal.width == 0
    terminal.echo("help — the commands · " + "word " * 40)
    out.seek(0)
    assert out.read() == "help - the commands - " + "word " * 40 + "\n"


def test_did_you_mean_offers_the_closest_known_words():
    assert did_you_mean("venize", ["Torino", "Venezia", "Bari"]) == "; did you mean Venezia?"
    assert did_you_mean("plya", ["play", "place", "move"]) == "; did you mean play or place?"
    assert did_you_mean("xyzzy", ["play", "place"]) == ""
    assert closest("MAESTR", ["maestro", "florenza"]) == ["maestro"]


def test_tab_completes_the_word_under_the_cursor_from_what_may_follow():
    def words_for(before: list[str]) -> list[str]:
        return ["place", "play", "help"] if not before else ["Venezia", "Verona", "Firenze"]

    assert completions(words_for, "pl") == ("pl", ["place", "play"])
    assert completions(words_for, "place ve") == ("ve", ["Venezia", "Verona"])
    assert completions(words_for, "place ") == ("", ["Venezia", "Verona", "Firenze"])

    def broken(before: list[str]) -> list[str]:
        raise RuntimeError("a bug in the game's commands")

    assert completions(broken, "pl") == ("pl", [])  # Tab does nothing; the prompt goes on


def test_a_roll_question_reads_dice_and_refuses_anything_else_with_what_to_type():
    request = RollRequest("machina", 2, 6, Roll("it moves by the difference", "MM-TURN-1"))
    assert read_answer("5 2", request) == [5, 2]
    assert read_answer("board", request) == Refusal("Please type 2 whole numbers from 1 to 6.")
    assert read_answer("²", request) == Refusal("Please type 2 whole numbers from 1 to 6.")
    assert "(MM-TURN-1)" not in request_line(request, show_rules=False)
    assert "(MM-TURN-1)" in request_line(request, show_rules=True)


def test_a_heading_that_is_part_of_the_one_just_printed_is_not_printed_again():
    """Florenza's "Round 1, Phases 5-7" right under the step "Round 1, Phases 5-7: your end of round"."""
    from solobot.cli.narrate import Narrator

    said: list[str] = []
    narrator = Narrator(said.append)
    narrator.heading("Round 1, Phases 5-7: your end of round")
    narrator.heading("Round 1, Phases 5-7")
    narrator.heading("Round 1, Phase 8")
    assert said == ["\n== Round 1, Phases 5-7: your end of round ==", "\n== Round 1, Phase 8 =="]


def test_tab_offers_only_the_choices_that_fit_the_word_before():
    """Issue 26: after `art chiesa ` Tab offers the Church's Artworks, not the Palazzo's too."""
    from solobot.commands import Arg, Command

    place = Arg("place", "choice", ("chiesa", "palazzo"))
    artwork = Arg("artwork", "choice", ("Vetrata", "Affresco", "Ritratto"),
                  by=(("chiesa", ("Vetrata", "Affresco")), ("palazzo", ("Ritratto",))))
    art = Command("art", (place, artwork))
    assert art.next_words(["chiesa"]) == ["Vetrata", "Affresco"]
    assert art.next_words(["palazzo"]) == ["Ritratto"]
    assert art.next_words([]) == ["chiesa", "palazzo"]
    assert Command("move", (Arg("region", "choice", ("roma", "bari")),)).next_words([]) == ["roma", "bari"]
