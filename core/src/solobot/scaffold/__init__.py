"""``solobot new-plugin``: write a new game plugin that installs and passes its tests at once."""

from __future__ import annotations

import re
import shutil
from importlib import resources
from pathlib import Path
from string import Template

from solobot.errors import PersonError
from solobot.i18n import _
from solobot.scaffold.messages import write_template

NAME = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")
#: the longest plugin name (its folder, package and test file names stay well under file system limits)
MAX_NAME = 60

# template file -> path in the new plugin ($module is replaced)
FILES = {
    "pyproject.toml.tmpl": "pyproject.toml",
    "babel.cfg.tmpl": "babel.cfg",
    "README.md.tmpl": "README.md",
    "init.py.tmpl": "src/$module/__init__.py",
    "components.py.tmpl": "src/$module/components.py",
    "components.json.tmpl": "src/$module/data/components.json",
    "rules.py.tmpl": "src/$module/rules.py",
    "plugin.py.tmpl": "src/$module/plugin.py",
    "conftest.py.tmpl": "tests/conftest.py",
    "test_game.py.tmpl": "tests/test_$module.py",
}


class ScaffoldError(PersonError, ValueError):
    """A plugin that cannot be written (one clear line)."""


def new_plugin(name: str, where: Path) -> Path:
    """Write the plugin ``name`` into ``where/solobot-NAME``; return that folder."""
    shown = repr(name[:40]) + ("..." if len(name) > 40 else "")
    if not NAME.match(name):
        raise ScaffoldError(f"plugin name {shown}: use lowercase letters, digits and dashes, e.g. tic-tac-toe")
    if len(name) > MAX_NAME:
        raise ScaffoldError(f"plugin name {shown} is {len(name)} characters long; use at most {MAX_NAME}")
    taken = installed_as(name)
    if taken:
        raise ScaffoldError(taken)
    if not where.is_dir():
        raise ScaffoldError(f"--dir {where} is not a folder; give the folder to create the plugin in")
    target = where / f"solobot-{name}"
    from solobot.check.language_check import babel_problem  # the template of its words is extracted with Babel

    missing = babel_problem()
    if missing:
        raise ScaffoldError(missing)  # before anything is written
    taken = game_taken(name)
    if taken:
        raise ScaffoldError(taken)
    if target.exists():
        raise ScaffoldError(f"{target} already exists; choose another name or --dir")
    try:
        _write(name, target)
    except OSError as exc:
        shutil.rmtree(target, ignore_errors=True)  # nothing half-written is left
        raise ScaffoldError(f"cannot write the plugin in {where}: {exc.strerror or exc}") from None
    return target


def installed_as(name: str) -> str | None:
    """Why the plugin ``name`` would collide with one installed (one line): its distribution ``solobot-NAME``,
    its import package ``solobot_NAME`` or a solobot plugin of that name is already there (``pig``: the
    example); None when none is."""
    import importlib.util
    from importlib import metadata

    from solobot.engine.entry_point import GROUP

    module, dist = "solobot_" + name.replace("-", "_"), f"solobot-{name}"
    try:
        metadata.distribution(dist)
    except (metadata.PackageNotFoundError, OSError, ValueError):
        pass
    else:
        return _("plugin name {name!r} is taken: the distribution {dist} is already installed; choose another "
                 "name").format(name=name, dist=dist)
    try:
        found = importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        found = True  # (a module of that name that cannot even be looked at is still in the way)
    if found:
        return _("plugin name {name!r} is taken: the package {module} is already installed; choose another "
                 "name").format(name=name, module=module)
    owners = sorted({ep.dist.name if ep.dist else ep.value for ep in metadata.entry_points(group=GROUP)
                     if ep.name == name})
    if owners:
        return _("plugin name {name!r} is taken: the installed plugin {name} of {dist} has it; choose another "
                 "name").format(name=name, dist=", ".join(owners))
    return None


def game_taken(name: str) -> str | None:
    """Why the plugin ``name`` would clash with an installed plugin that registers a game of that name (the new
    plugin registers a game of its own name), in one line; None when none does. It loads the plugins."""
    from solobot.storage.catalog import game_rows

    games = {row["name"]: row["plugin"] for row in game_rows()}
    if name in games:
        return _("plugin name {name!r} is taken: the installed plugin {plugin} registers a game of that name; "
                 "choose another name").format(name=name, plugin=games[name])
    return None


def _write(name: str, target: Path) -> None:
    module = "solobot_" + name.replace("-", "_")
    values = {"name": name, "module": module, "title": name.replace("-", " ").title()}
    templates = resources.files("solobot.scaffold") / "template"
    for source, dest in FILES.items():
        text = Template((templates / source).read_text(encoding="utf-8")).substitute(values)
        path = target / Template(dest).substitute(values)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    write_template(target, module, f"solobot-{name}")  # the words to translate, extracted from what was just written
