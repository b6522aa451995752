"""What may be added to a command comes before the choice that sends it (issue 38, item 2): an optional choice
or count that does not hang on the command's last asked-for choice is shown just before it, so that the tap on
that choice sends the form; one that hangs on it stays after it."""

from __future__ import annotations

from solobot.commands import Arg, Command
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.web.view import command_fields


def order(command: Command) -> list[str]:
    return [field["name"] for field in command_fields(command)]


def maestro_command(name: str) -> Command:
    session = Session(default_registry().game("maestro"), {"variant": "michelangelo"}, seed=11)
    return next(c for c in session.game.commands(session.ctx, session.state) if c.name == name)


def test_maestros_play_asks_the_token_before_the_action_that_sends_it():
    """MM play: the Publicity first (bounded alone), the optional token and its colour, then the Action."""
    assert order(maestro_command("play")) == ["arg-1", "arg-2", "arg-3", "arg-0"]


def test_maestros_move_asks_the_count_after_the_region_it_leaves_and_before_the_one_it_goes_to():
    """The count's bounds hang on the region left (the Artworks there), not on the region reached."""
    assert order(maestro_command("move")) == ["arg-0", "arg-2", "arg-1"]


def test_maestros_take_asks_the_count_before_the_colour():
    """The count hangs on what is taken (Resources, not a token), not on the colour."""
    assert order(maestro_command("take")) == ["arg-0", "arg-2", "arg-1"]


def test_a_choice_that_hangs_on_the_last_asked_one_stays_after_it():
    """An optional choice whose words differ with the asked-for choice before it is not shown before it."""
    tree = (("a", (("x", ()), ("", ()))), ("b", (("y", ()), ("", ()))))
    command = Command("pick", args=(Arg("what", "choice", choices=("a", "b")),
                                    Arg("extra", "choice", optional=True, choices=("x", "y"))), tree=tree)
    assert order(command) == ["arg-0", "arg-1"]


def test_a_choice_that_does_not_hang_on_the_last_asked_one_comes_before_it():
    tree = (("a", (("x", ()), ("", ()))), ("b", (("x", ()), ("", ()))))
    command = Command("pick", args=(Arg("what", "choice", choices=("a", "b")),
                                    Arg("extra", "choice", optional=True, choices=("x",))), tree=tree)
    assert order(command) == ["arg-1", "arg-0"]
