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
        raise click.ClickException(f"pip is not installed in solobot's environment; add it with: "
                                   f"{sys.executable} -m ensurepip")
    try:
        code = subprocess.call([sys.executable, "-m", "pip", *args])
    except OSError as exc:
        raise click.ClickException(f"could not run pip: {exc.strerror or exc}") from None
    sys.exit(code)


@click.command("install")
@click.argument("targets", nargs=-1, required=True, metavar="NAME|PATH...")
@click.option("-U", "--upgrade", is_flag=True, help="Upgrade them (and their dependencies) to the newest version.")
@click.option("-e", "--editable", is_flag=True, help="Install the folders editable: your edits are live (for authors).")
def install_command(targets: tuple[str, ...], upgrade: bool, editable: bool) -> None:
    """Install games and add-ons into solobot's own environment (pip, run by solobot).

    \b
    From a checkout of solobot:
      solobot install ./plugins/maestro ./plugins/florenza
      solobot install "solobot-core[web]"      the web companion's extra
      solobot install -e ./my-game             a plugin you are writing
    """
    for target in targets:
        path = os.path.expanduser(target.split("[", 1)[0])
        if looks_like_path(target) and not os.path.exists(path):
            raise click.ClickException(f"no such file or folder: {target}")
    args = ["install"] + (["--upgrade"] if upgrade else [])
    for target in targets:
        args += ["--editable", os.path.expanduser(target)] if editable else [os.path.expanduser(target)]
    run_pip(*args)


@click.command("uninstall")
@click.argument("names", nargs=-1, required=True, metavar="NAME...")
@click.option("-y", "--yes", is_flag=True, help="Do not ask for confirmation.")
def uninstall_command(names: tuple[str, ...], yes: bool) -> None:
    """Remove games and add-ons (distributions, e.g. solobot-maestro) from solobot's environment."""
    if any(canonical(name.split("[", 1)[0]) == CORE for name in names):
        raise click.ClickException(f"{CORE} is solobot itself and is not uninstalled from inside it; "
                                   "remove its environment instead (pipx uninstall solobot-core, or delete the venv)")
    run_pip("uninstall", *(["--yes"] if yes else []), *names)
