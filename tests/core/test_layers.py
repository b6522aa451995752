"""The layers of the core, checked over the import graph (imports inside functions included).

The seat layer (``solobot.table``) and the page (``solobot.web``) import nothing of the terminal
(``solobot.cli``); the seat layer imports nothing of the page; below the faces nothing imports the
page, and only the modules listed in ``STILL_REACHING_UP`` reach up into the terminal (a list that
may only shrink: a new upward import fails here).
"""

from __future__ import annotations

import ast
from pathlib import Path

import solobot

ROOT = Path(solobot.__file__).parent

#: modules below the faces that still import the terminal package, and why (to be moved down)
STILL_REACHING_UP = {
    "solobot.plugins": "the CLI's command names, so a plugin's command cannot hide one",
    "solobot.testing": "the narrator, to print a whole game in a test's output",
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every solobot module ``path`` imports, at the top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name == "solobot" or name.startswith("solobot.")}


def graph() -> dict[str, set[str]]:
    return {module_name(path): imports_of(path) for path in ROOT.rglob("*.py")}


def under(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def test_the_seat_layer_and_the_page_import_nothing_of_the_terminal():
    wrong = {module: sorted(i for i in imported if under(i, "solobot.cli"))
             for module, imported in graph().items()
             if under(module, "solobot.table") or under(module, "solobot.web")}
    assert {module: found for module, found in wrong.items() if found} == {}


def test_the_seat_layer_imports_nothing_of_the_page():
    wrong = {module: sorted(i for i in imported if under(i, "solobot.web"))
             for module, imported in graph().items() if under(module, "solobot.table")}
    assert {module: found for module, found in wrong.items() if found} == {}


def test_below_the_faces_nothing_imports_the_page_and_only_the_listed_modules_the_terminal():
    faces = ("solobot.cli", "solobot.web", "solobot.__main__")
    reaching = {}
    for module, imported in graph().items():
        if any(under(module, face) for face in faces):
            continue
        assert not any(under(i, "solobot.web") for i in imported), f"{module} imports the page"
        if any(under(i, "solobot.cli") for i in imported):
            reaching[module] = sorted(i for i in imported if under(i, "solobot.cli"))
    assert set(reaching) <= set(STILL_REACHING_UP), f"new upward imports into the terminal: {reaching}"


def test_the_check_catches_an_upward_import(tmp_path):
    """The graph reading itself: an import inside a function counts."""
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    from solobot.cli.table import Table\n    import solobot.web.app\n")
    assert imports_of(sample) == {"solobot.cli.table", "solobot.web.app"}


def test_every_error_solobot_tells_shares_one_base_below_which_person_and_plugin_errors_part():
    """One base class: the person's errors (one line, exit 1) and the plugins' (naming plugin and method)."""
    from solobot.errors import PersonError, PluginProblem, SolobotError
    from solobot.files import FileRefused
    from solobot.game import ComponentError, IllegalAction
    from solobot.plugins import PluginError
    from solobot.savelock import SaveLocked
    from solobot.saves import SaveError, SaveNotWritten
    from solobot.session import OptionsError, PluginFailure, PolicyError, StepLimit
    from solobot.skill import SkillError
    from solobot.table.seat import Refused

    for error in (IllegalAction, ComponentError, OptionsError, SaveError, SaveNotWritten, SaveLocked, FileRefused,
                  SkillError, Refused):
        assert issubclass(error, PersonError) and issubclass(error, SolobotError), error
    for error in (PluginError, PluginFailure, PolicyError, StepLimit):
        assert issubclass(error, PluginProblem) and issubclass(error, SolobotError), error
    assert issubclass(IllegalAction, ValueError)  # game code that catches ValueError still does


def test_the_command_line_tells_any_solobot_error_in_one_line():
    from click.testing import CliRunner

    from solobot.cli import cli

    result = CliRunner().invoke(cli, ["resume", "/nonexistent/nowhere.json"])
    assert result.exit_code == 1 and result.output.count("\n") == 1 and "Traceback" not in result.output
