"""``solobot install`` and ``solobot uninstall``: pip, run inside solobot's own environment.

``sys.executable -m pip`` reaches the environment the ``solobot`` command runs from, whoever made
it (a venv, pipx), as ``llm install`` and ``datasette install`` do; pip's output and exit code
pass through unchanged.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys

import click

from solobot.i18n import N_, _

#: the core's distribution: never uninstalled from inside itself
CORE = "solobot-core"


def canonical(name: str) -> str:
    """A distribution name as pip compares them (PEP 503): ``Solobot_Core`` is ``solobot-core``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def looks_like_path(target: str) -> bool:
    """A folder or an archive rather than a name on an index (``./core[web]``, ``~/game``, ``x.whl``)."""
    bare = target.split("[", 1)[0]
    return (bare.startswith((".", "~")) or os.sep in bare or "/" in bare
            or bare.endswith((".whl", ".tar.gz", ".zip")))


def run_pip(*args: str) -> None:
    """Run pip in this environment and exit with its code; one clear line when pip is not there."""
    if importlib.util.find_spec("pip") is None:
        raise click.ClickException(_("pip is not installed in solobot's environment; add it with: "
                                     "{python} -m ensurepip").format(python=sys.executable))
    try:
        code = subprocess.call([sys.executable, "-m", "pip", *args])
    except OSError as exc:
        raise click.ClickException(_("could not run pip: {why}").format(why=exc.strerror or exc)) from None
    sys.exit(code)


@click.command("install", help=N_(
    "Install games and add-ons into solobot's own environment (pip, run by solobot).\n\n"
    "\b\n"
    "From a checkout of solobot:\n"
    "  solobot install ./plugins/maestro ./plugins/florenza\n"
    "  solobot install \"solobot-core[web]\"      the web companion's extra\n"
    "  solobot install -e ./my-game             a plugin you are writing"))
@click.argument("targets", nargs=-1, required=True, metavar="NAME|PATH...")
@click.option("-U", "--upgrade", is_flag=True, help=N_("Upgrade them (and their dependencies) to the newest version."))
@click.option("-e", "--editable", is_flag=True,
              help=N_("Install the folders editable: your edits are live (for authors)."))
def install_command(targets: tuple[str, ...], upgrade: bool, editable: bool) -> None:
    """``solobot install``: pip install, in solobot's own environment."""
    for target in targets:
        path = os.path.expanduser(target.split("[", 1)[0])
        if looks_like_path(target) and not os.path.exists(path):
            raise click.ClickException(_("no such file or folder: {path}").format(path=target))
    args = ["install"] + (["--upgrade"] if upgrade else [])
    for target in targets:
        args += ["--editable", os.path.expanduser(target)] if editable else [os.path.expanduser(target)]
    run_pip(*args)


@click.command("uninstall", help=N_("Remove games and add-ons (distributions, e.g. solobot-maestro) from "
                                    "solobot's environment."))
@click.argument("names", nargs=-1, required=True, metavar="NAME...")
@click.option("-y", "--yes", is_flag=True, help=N_("Do not ask for confirmation."))
def uninstall_command(names: tuple[str, ...], yes: bool) -> None:
    """``solobot uninstall``: pip uninstall, never of solobot itself."""
    if any(canonical(name.split("[", 1)[0]) == CORE for name in names):
        raise click.ClickException(_("{core} is solobot itself and is not uninstalled from inside it; remove its "
                                     "environment instead (pipx uninstall solobot-core, or delete the venv)").format(
            core=CORE))
    run_pip("uninstall", *(["--yes"] if yes else []), *names)
