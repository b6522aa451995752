"""Each plugin requires the core version whose names it imports, and a release keeps its names.

The lists of each minor version's public names live in the core (``solobot/testing/api_lists/``, read by
:mod:`solobot.testing.api`); the plugins' imports are read from their source (an AST scan), tests included.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

import solobot
from solobot.testing import api

ROOT = Path(__file__).parents[2]
PLUGINS = ["plugins/maestro", "plugins/florenza", "examples/pig", "tests/plugins/extras"]


def declared_minimum(folder: str) -> str:
    """The minor version of ``solobot-core>=X.Y`` a plugin's pyproject.toml declares."""
    project = tomllib.loads((ROOT / folder / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    (floor,) = [found.group(1) for requirement in project["dependencies"]
                if (found := re.fullmatch(r"solobot-core\s*>=\s*(\d+\.\d+)(?:\.\d+)?", requirement.strip()))]
    return floor


MINOR = ".".join(solobot.__version__.split(".")[:2])
#: this core's names, read from its source: the list of its minor is written when it is released
NOW = api.public_names(Path(solobot.__file__).parent)


@pytest.mark.parametrize("folder", PLUGINS)
def test_a_plugin_imports_only_what_its_declared_minimum_core_has(folder):
    version = declared_minimum(folder)
    lacking = api.missing(ROOT / folder, version, against=NOW if version == MINOR else None)
    assert lacking == [], f"{folder} requires solobot-core>={version}, which lacks these; require the one that has them"
    if version != MINOR:
        assert api.missing(ROOT / folder, version) == []


@pytest.mark.parametrize("folder", ["plugins/maestro", "plugins/florenza", "examples/pig"])
def test_the_distributions_require_this_minor_and_share_its_version(folder):
    """The four distributions are released together: each at the core's version, requiring its minor."""
    assert declared_minimum(folder) == MINOR
    package = next((ROOT / folder / "src").glob("solobot_*/__init__.py"))
    assert f'__version__ = "{solobot.__version__}"' in package.read_text(encoding="utf-8")


def own_module(name: str) -> bool:
    """Whether ``name`` was one of the core's own modules in the list (``solobot.session``): the package named
    them beside its public names, but they may move in any release (0.3 put them in layer folders)."""
    return not api.is_public(name) and (name in api.names(MINOR) or name.rpartition(".")[2] in solobot._MOVED)


def test_the_core_keeps_every_public_name_of_its_minor_version_list():
    """A patch release may add, never take away: every name of this minor's list in the public modules
    (docs/reference/versions.md) is still there. The core's own modules (cli, web, session...) may change."""
    gone = sorted(f"{module}: {name}" if name else module for module, names in api.names(MINOR).items()
                  if api.is_public(module) for name in (names - NOW.get(module, set()) if module in NOW else {""})
                  if not own_module(f"{module}.{name}"))
    assert gone == [], "public names of the released list are gone; they may go only in a new minor version"


def test_the_public_modules_are_those_the_reference_documents():
    assert api.is_public("solobot") and api.is_public("solobot.toolkit.deck") and api.is_public("solobot.testing")
    assert not api.is_public("solobot.cli.table") and not api.is_public("solobot.engine.session")
    assert not api.is_public("solobot.testing_helpers")


def test_the_0_1_list_lacks_what_the_plugins_began_to_use_after_it():
    """The issue's case: the plugins used core API that 0.1.0 lacks (solobot.toolkit.plain) yet declared >=0.1."""
    assert "solobot.toolkit: plain" in api.missing(ROOT / "plugins/maestro", "0.1")
    with pytest.raises(LookupError, match=r"no list of the public names of solobot-core 9\.9"):
        api.names("9.9")
