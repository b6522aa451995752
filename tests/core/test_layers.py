"""The layers of the core, checked over the import graph (imports inside functions included).

Each module belongs to one layer of :data:`LAYERS` (docs/architecture.md) and imports only from
its own layer or the ones listed before it; the graph has no cycle; the seat layer and the page
import nothing of the terminal, and the seat layer nothing of the page. The seat is the faces' one door
to a game: no module of the terminal or the page imports the session or what reads one, not even for type
checkers (the simulation's own command aside: it plays games unseated, through ``solobot.sim``); the contract
imports nothing of the layers after it, not even for type checkers, and takes no session.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import solobot

ROOT = Path(solobot.__file__).parent

#: the layers, lowest first; a module is in the layer of the longest prefix that names it
LAYERS = {
    "contract": ["solobot", "solobot.hookspecs", "solobot.game", "solobot.events", "solobot.commands",
                 "solobot.words", "solobot.options", "solobot.errors", "solobot.plaindata", "solobot.suggest",
                 "solobot.returns", "solobot.files", "solobot.numbers", "solobot.safetext",
                 "solobot.i18n", "solobot.catalogs", "solobot.grammar", "solobot.boardtext"],
    "toolkit": ["solobot.toolkit"],
    "engine": ["solobot.engine"],
    "storage": ["solobot.storage"],
    "table": ["solobot.table"],
    "check": ["solobot.check"],
    "simulation": ["solobot.sim"],
    "faces": ["solobot.cli", "solobot.web", "solobot.__main__", "solobot.scaffold", "solobot.testing"],
}


def layer_of(module: str) -> int:
    """The index in :data:`LAYERS` of ``module``'s layer (ValueError: a module in no layer)."""
    best = None
    for number, prefixes in enumerate(LAYERS.values()):
        for prefix in prefixes:
            # the package's own name matches only itself, so a new module must be given its layer
            within = module == prefix or (prefix != "solobot" and module.startswith(prefix + "."))
            if within and (best is None or len(prefix) > best[1]):
                best = (number, len(prefix))
    if best is None:
        raise ValueError(f"{module} is in no layer: add it to LAYERS (and to docs/architecture.md)")
    return best[0]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, typing: bool = False) -> set[str]:
    """Every solobot module ``path`` imports at run time: at the top or inside a function (not the
    imports under ``if TYPE_CHECKING:``, which only type checkers follow, unless ``typing``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {id(node) for block in ast.walk(tree) if isinstance(block, ast.If)
                   and "TYPE_CHECKING" in ast.unparse(block.test) for node in ast.walk(block)}
    found = set()
    for node in ast.walk(tree):
        if id(node) in typing_only and not typing:
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)  # a submodule imported by name
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name == "solobot" or name.startswith("solobot.")}


def graph(typing: bool = False) -> dict[str, set[str]]:
    """Each module of the core, and the modules of the core it imports (names that are no module dropped;
    ``typing``: the type checkers' imports too)."""
    found = {module_name(path): imports_of(path, typing) for path in ROOT.rglob("*.py")}
    return {module: {name for name in imported if name in found} for module, imported in found.items()}


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


def test_every_module_imports_only_from_its_own_layer_or_those_below():
    names = list(LAYERS)
    upward = [f"{module} ({names[layer_of(module)]}) imports {imported} ({names[layer_of(imported)]})"
              for module, imports in sorted(graph().items()) for imported in sorted(imports)
              if layer_of(imported) > layer_of(module)]
    assert upward == []


def test_the_import_graph_has_no_cycle():
    edges = graph()
    cycles: list[list[str]] = []
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            cycles.append([*path[path.index(module):], module])
            return
        if module in done:
            return
        for imported in sorted(edges.get(module, ())):
            if imported != "solobot":  # the package itself: its __init__ only names the version
                visit(imported, [*path, module])
        done.add(module)

    for module in sorted(edges):
        visit(module, [])
    assert cycles == []


#: the faces of a game in play: they render the seat (solobot.table) and read keys or taps
FACES_OF_A_GAME = ("solobot.cli", "solobot.web")
#: the one module of the faces that plays games with no seat: ``solobot simulate``, thousands of games unsaved
#: and unread, through the simulation layer
UNSEATED = ("solobot.cli.simulate",)
#: what the faces never import: the session itself, and the seat's readers of one (they ask their Seat)
BEHIND_THE_DOOR = ("solobot.engine.session", "solobot.table.reading", "solobot.session")


def imported_names(path: Path) -> set[tuple[str, str]]:
    """``(module, name)`` of every ``from solobot... import name`` in ``path`` (type checkers' ones too)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {(node.module, alias.name) for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module
            for alias in node.names}


def test_the_faces_of_a_game_import_neither_the_session_nor_its_readers():
    """One door from each face to a game: the seat. Every module of the terminal (``play``, ``resume``,
    ``replay``, the table, its narrator and prompts) and of the page imports no session, not even for type
    checkers, and no reader of one: not the seat's own (:mod:`solobot.table.reading`), not their 0.2 names
    in :mod:`solobot.words`."""
    from solobot.words import MOVED_TO_THE_TABLE

    faces = [path for path in ROOT.rglob("*.py") if any(under(module_name(path), face) for face in FACES_OF_A_GAME)
             and module_name(path) not in UNSEATED]
    assert {"solobot.cli.play", "solobot.cli.narrate", "solobot.cli.asking", "solobot.cli.table",
            "solobot.web.view"} <= {module_name(path) for path in faces}
    wrong = {}
    for path in faces:
        module = module_name(path)
        found = sorted(name for name in imports_of(path, typing=True)
                       if any(under(name, door) for door in BEHIND_THE_DOOR))
        found += sorted(f"solobot.words.{name}" for source, name in imported_names(path)
                        if source == "solobot.words" and name in MOVED_TO_THE_TABLE)
        if found:
            wrong[module] = found
    assert wrong == {}


def test_no_face_works_out_again_what_an_input_told():
    """The session publishes each input's slice as it plays it (``Session.told``); no face or check reads the
    marks it keeps them by, to cut the event log again."""
    readers = [module_name(path) for path in ROOT.rglob("*.py") if module_name(path) != "solobot.engine.session"
               and ".marks" in path.read_text(encoding="utf-8")]
    assert readers == []


#: the type checkers' imports the contract may make of a layer after it: a name only annotated, never used
#: (``Context.rng`` is a toolkit ``RandomSource``); nothing that holds a game in play
CONTRACT_TYPING = {("solobot.game", "solobot.toolkit.randomness")}


def test_the_contract_imports_nothing_after_it_not_even_for_type_checkers():
    names = list(LAYERS)
    upward = sorted(f"{module} imports {imported} ({names[layer_of(imported)]})"
                    for module, imports in graph(typing=True).items() if layer_of(module) == 0
                    for imported in imports if layer_of(imported) > 0 and (module, imported) not in CONTRACT_TYPING)
    assert upward == []
    allowed_layers = {layer_of(imported) for _module, imported in CONTRACT_TYPING}
    assert allowed_layers == {names.index("toolkit")}


def test_the_contract_takes_no_session():
    """No function of the contract has a parameter named or typed as a session: what reads a game in play is
    the seat's (:mod:`solobot.table.reading`); the contract's words work on words and events."""
    takers = []
    for path in ROOT.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                for arg in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]:
                    typed = ast.unparse(arg.annotation) if arg.annotation is not None else ""
                    if arg.arg == "session" or "Session" in typed:
                        takers.append(f"{module_name(path)}.{node.name}({arg.arg})")
    assert takers == []


def test_the_readers_of_0_2_import_from_the_words_until_0_4():
    """Plugins' tests of 0.2 import ``why_lines`` and the like from ``solobot.words``: the seat's, with a warning."""
    import warnings

    import solobot.words
    from solobot.table import reading

    for name in solobot.words.MOVED_TO_THE_TABLE:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            assert getattr(solobot.words, name) is getattr(reading, name)
        assert any(f"solobot.table.reading.{name}" in str(w.message) and "0.4" in str(w.message) for w in caught)
    with pytest.raises(AttributeError):
        solobot.words.nothing_of_that_name  # noqa: B018


def test_the_check_catches_an_upward_import(tmp_path):
    """The graph reading itself: an import inside a function counts."""
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    from solobot.cli.table import Table\n    import solobot.web.app\n")
    assert {"solobot.cli.table", "solobot.web.app"} <= imports_of(sample)
    typed = tmp_path / "typed.py"
    typed.write_text("from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    import solobot.engine.session\n")
    assert imports_of(typed) == set() and imports_of(typed, typing=True) == {"solobot.engine.session"}


def test_every_error_solobot_tells_shares_one_base_below_which_person_and_plugin_errors_part():
    """One base class: the person's errors (one line, exit 1) and the plugins' (naming plugin and method)."""
    from solobot.engine.plugins import PluginError
    from solobot.engine.session import OptionsError, PluginFailure, PolicyError, StepLimit
    from solobot.engine.skill import SkillError
    from solobot.errors import PersonError, PluginProblem, SolobotError
    from solobot.files import FileRefused
    from solobot.game import ComponentError, IllegalAction
    from solobot.storage.savelock import SaveLocked
    from solobot.storage.saves import SaveError, SaveNotWritten
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


def test_the_root_holds_the_contract_and_every_other_layer_a_folder():
    """A look at the package shows the layers: its root modules are the contract; each layer below is a folder."""
    root_modules = {module_name(path) for path in ROOT.glob("*.py")} - {"solobot.__main__"}
    assert {layer_of(module) for module in root_modules} == {0}
    folders = {path.name for path in ROOT.iterdir() if (path / "__init__.py").is_file()}
    assert {"toolkit", "engine", "storage", "table", "check", "sim", "cli", "web"} <= folders


def test_a_module_of_0_2_imports_by_its_old_name_until_0_4():
    """Plugins' tests of 0.2 import ``solobot.session``: it is ``solobot.engine.session``, with a warning."""
    import importlib
    import sys
    import warnings

    from solobot.engine import session

    sys.modules.pop("solobot.session", None)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        old = importlib.import_module("solobot.session")
    assert old is session and old.__spec__.name == "solobot.engine.session"
    assert any("solobot.engine.session" in str(w.message) and "0.4" in str(w.message) for w in caught)
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("solobot.nothing_of_that_name")
