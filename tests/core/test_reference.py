"""The reference says what the contract's code has (issue 39, item 4).

Every public attribute and method of ``solobot.Game`` (a row of the Game table in hooks.md), of ``Context``,
every hook, every name ``from solobot import ...`` and ``from solobot.toolkit import ...`` gives, every field of
``GameWords`` and every helper of ``solobot.testing`` is in ``docs/reference/``; a method ``Game`` still honours
but warns about (``solobot.game.DEPRECATED``) is marked there with what to declare instead and the release that
removes it (docs/reference/versions.md: one minor release with a warning, gone in the next). A name added to the
code and not to the reference fails here with the line to add.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

import solobot
import solobot.testing
import solobot.toolkit
from solobot import hookspecs
from solobot.game import DEPRECATED, Context, Game
from solobot.words import GameWords

REFERENCE = Path(__file__).resolve().parents[2] / "docs" / "reference"
PAGES = ("hooks.md", "words.md", "toolkit.md", "testing.md")


def page(name: str) -> str:
    return (REFERENCE / name).read_text(encoding="utf-8")


def section(text: str, heading: str) -> str:
    """The text under ``heading`` (a whole heading line) up to the next heading of its level or above."""
    level = heading.split(" ", 1)[0]
    start = text.index(f"\n{heading}\n")
    rest = text[start + len(heading) + 2:]
    ends = [m.start() for m in re.finditer(rf"^#{{1,{len(level)}}} ", rest, re.MULTILINE)]
    return rest[:ends[0]] if ends else rest


def named(name: str, text: str) -> bool:
    """``name`` in backticks, alone or after its module (`solobot.toolkit.plain`, `plain(...)`)."""
    return re.search(rf"`(?:[\w.]+\.)?{re.escape(name)}\b", text) is not None


def first_cells(text: str) -> dict[str, str]:
    """Each name in backticks in the first cell of a table row -> that whole row."""
    rows: dict[str, str] = {}
    for row in re.findall(r"^\|(.*)\|\s*$", text, re.MULTILINE):
        for name in re.findall(r"`(\w+)", row.split("|", 1)[0]):
            rows.setdefault(name, row)
    return rows


def public(cls: type) -> list[str]:
    return sorted(name for name in dir(cls) if not name.startswith("_"))


GAME_TABLE = "## The Game object"


def game_rows() -> dict[str, str]:
    return first_cells(section(page("hooks.md"), GAME_TABLE))


def removed_in() -> str:
    """The release that removes what this one deprecates: the next minor (docs/reference/versions.md)."""
    major, minor = solobot.__version__.split(".")[:2]
    return f"{major}.{int(minor) + 1}"


def test_every_public_attribute_and_method_of_game_has_its_row():
    rows = game_rows()
    hooks = set(hookspecs.DISCOVERY_HOOKS + hookspecs.DUTY_HOOKS)
    missing = [name for name in public(Game) if name not in rows and name not in hooks]
    assert missing == [], (f"Game.{', Game.'.join(missing)}: not in docs/reference/hooks.md's table under "
                           f"'{GAME_TABLE}'; add a row '| `NAME` | what it gives the session |' for each")


def test_every_game_row_is_a_name_game_has():
    """A row for a name the code no longer has is a reference that says what the code does not do."""
    gone = [name for name in game_rows() if not hasattr(Game, name)]
    assert gone == [], f"docs/reference/hooks.md documents Game.{', Game.'.join(gone)}, which Game does not have"


@pytest.mark.parametrize("method", sorted(DEPRECATED))
def test_a_deprecated_method_says_what_replaces_it_and_when_it_goes(method):
    row = game_rows().get(method, "")
    instead = sorted(set(re.findall(r"Game\.(\w+)", DEPRECATED[method])))
    assert "deprecated" in row.lower(), f"hooks.md: the row of Game.{method} does not say it is deprecated"
    assert instead and all(f"`{name}`" in row for name in instead), (
        f"hooks.md: the row of Game.{method} does not name what replaces it: {', '.join(instead)}")
    assert f"removed in {removed_in()}" in row, (
        f"hooks.md: the row of Game.{method} does not say 'removed in {removed_in()}'")


def test_the_game_table_puts_what_a_game_declares_before_what_it_overrides():
    """The tutorial's order: a game declares, then writes the few methods only it can; the deprecated last."""
    names = list(game_rows())
    first_deprecated = min(names.index(name) for name in DEPRECATED)
    assert all(names.index(name) > names.index("turn_labels") for name in DEPRECATED)
    assert [name for name in names[first_deprecated:] if name not in DEPRECATED] == []


def test_every_hook_is_in_the_hook_reference():
    text = page("hooks.md")
    missing = [name for name in hookspecs.DISCOVERY_HOOKS + hookspecs.DUTY_HOOKS if f"\n### {name}\n" not in text]
    assert missing == [], f"docs/reference/hooks.md has no '### NAME' section for: {', '.join(missing)}"


def test_every_public_name_of_context_is_in_the_reference():
    text = "\n".join(page(name) for name in PAGES)
    missing = [name for name in public(Context) if not named(f"ctx.{name}", text) and not named(name, text)]
    assert missing == [], f"Context.{', Context.'.join(missing)}: in none of docs/reference/{', '.join(PAGES)}"


def test_every_name_solobot_exports_is_in_the_reference():
    text = "\n".join(page(name) for name in PAGES)
    missing = [name for name in solobot.__all__ if not named(name, text)]
    assert missing == [], f"from solobot import {', '.join(missing)}: in none of docs/reference/{', '.join(PAGES)}"


def test_every_toolkit_name_is_in_the_toolkit_reference():
    text = page("toolkit.md")
    missing = [name for name in solobot.toolkit.__all__ if not named(name, text)]
    assert missing == [], f"solobot.toolkit.{', '.join(missing)}: not in docs/reference/toolkit.md"


def test_every_field_of_game_words_has_its_row():
    rows = first_cells(section(page("words.md"), "## Declaring the words"))
    missing = [f.name for f in dataclasses.fields(GameWords) if f.name not in rows]
    assert missing == [], f"GameWords.{', GameWords.'.join(missing)}: no row in docs/reference/words.md's table"


def test_every_testing_helper_is_in_the_testing_reference():
    text = page("testing.md")
    missing = [name for name in solobot.testing.__all__ if not named(name, text)]
    assert missing == [], f"solobot.testing.{', '.join(missing)}: not in docs/reference/testing.md"


COMMANDS_TABLE = "## Commands as data, and a drawing of the table"
DOCUMENTED_CALL = re.compile(r"^\| `(\w+)\((.*?)\)`", re.MULTILINE)


def test_every_class_a_game_declares_its_commands_with_is_in_the_commands_table():
    import inspect

    import solobot.commands

    text = section(page("hooks.md"), COMMANDS_TABLE)
    classes = [name for name, value in vars(solobot.commands).items()
               if inspect.isclass(value) and value.__module__ == "solobot.commands" and not name.startswith("_")]
    missing = [name for name in classes if not named(name, text)]
    assert missing == [], f"solobot.commands.{', '.join(missing)}: not in hooks.md under '{COMMANDS_TABLE}'"


def test_the_commands_table_gives_each_signature_as_the_code_has_it():
    """A parameter added to Param, Command, Arg... (a choice that depends on the ones before) is named here."""
    import inspect

    import solobot.commands

    differ = []
    for name, documented in DOCUMENTED_CALL.findall(section(page("hooks.md"), COMMANDS_TABLE)):
        real = [p.name for p in inspect.signature(getattr(solobot.commands, name)).parameters.values()]
        said = [re.split(r"[=:]", part.strip())[0].lstrip("*") for part in documented.split(",") if part.strip()]
        if said != real:
            differ.append(f"{name}({', '.join(real)}) is documented as {name}({', '.join(said)})")
    assert differ == [], "docs/reference/hooks.md: " + "; ".join(differ)


def test_the_readers_that_left_the_words_are_marked_deprecated_with_their_home_and_release():
    """solobot.words still serves its 0.2 readers of a game in play, warning; words.md says so as the warning does."""
    import warnings

    import solobot.words

    text = page("words.md")
    for name in solobot.words.MOVED_TO_THE_TABLE:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            getattr(solobot.words, name)
        said = str(caught[0].message)
        home, release = re.search(r"is ([\w.]+)\.\w+ since", said).group(1), re.search(r"in (\d+\.\d+)", said).group(1)
        assert named(name, text) and f"`{home}`" in text, f"words.md: {name} is not named with its home, {home}"
        deprecated = section(text, "## What front ends call")
        assert "**Deprecated:**" in deprecated and f"removed in {release}" in deprecated and name in deprecated, (
            f"words.md, 'What front ends call': solobot.words.{name} is not marked deprecated, removed in {release}")
