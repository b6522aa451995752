"""``solobot install`` and ``solobot uninstall``: pip, run inside solobot's own environment.

``sys.executable -m pip`` reaches the environment the ``solobot`` command runs from, whoever made
it (a venv, pipx), as ``llm install`` and ``datasette install`` do; pip's output and exit code
pass through unchanged, but for a traceback of pip's own (a broken ``pyproject.toml``, a file
another process removed meanwhile), which becomes one line. One ``solobot install`` or
``uninstall`` runs in an environment at a time; ``uninstall`` hands pip only what
:mod:`solobot.cli.removable` allows.

A name given to ``install`` is a solobot distribution, never another project (``maestro`` is not
PyPI's ``maestro``): a game's name is its distribution ``solobot-NAME`` (this project's games by
:data:`solobot.engine.plugins.PROJECT_GAMES`, any other if the package index offers ``solobot-NAME``); a
``solobot-...`` name and an installed solobot plugin pass as given. Before pip installs a name that
is not installed yet, ``pip index versions`` asks the index (pip's own settings: ``PIP_INDEX_URL``,
``pip.conf``) whether it offers it: a name it does not offer, or an index it cannot reach, is one line
saying how to install from a folder or a wheel instead.

``solobot`` on PyPI is another project (the core is ``solobot-core``): a plugin written before the rename
requires it. A folder or a wheel that says so in its metadata is refused before pip runs, in one line telling
its author to require ``solobot-core``; whatever else asks for it (a dependency of a dependency, metadata
only a build tells) meets pip's constraint that no ``solobot`` may be installed, and the same line names it.

``uninstall`` takes a game's name too: ``maestro`` removes ``solobot-maestro`` when that is installed and
``maestro`` is no solobot distribution (:func:`solobot.cli.removable.standing_for`).
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import re
import stat
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from collections.abc import Iterator
from email.parser import HeaderParser
from importlib import metadata
from pathlib import Path

import click

from solobot.cli.errors import UsageProblem
from solobot.cli.removable import CORE, canonical, kept, protected, refusal, standing_for
from solobot.engine.entry_point import GROUP
from solobot.engine.paths import app_dir
from solobot.engine.plugins import OLD_CORE, PROJECT_GAMES, is_old_core, old_core_line
from solobot.i18n import N_, _
from solobot.safetext import printable

#: how a Python traceback starts, and the line pip writes before its own
TRACEBACK = "Traceback (most recent call last)"
PIP_EXCEPTION = "ERROR: Exception:"
#: the archives pip installs from (a wheel, or a project's source)
ARCHIVES = (".whl", ".zip", ".tar.gz", ".tgz", ".tar", ".tar.bz2", ".tbz", ".tar.xz", ".txz", ".tar.lz", ".tlz")


#: a requirement as ``install`` takes it: a name, its extras, then anything pip reads after them (``>=0.2``)
REQUIREMENT = re.compile(r"([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(\[[^\]]*\])?(\s*(?:[<>=!~;@(].*)?)", re.S)
#: what pip says when an index could not be read (as opposed to read and found without the project)
UNREACHABLE = ("Retrying (Retry(", "Could not fetch URL", "NewConnectionError", "Failed to establish a new connection",
               "ConnectTimeoutError", "Max retries exceeded", "Temporary failure in name resolution",
               "not a trusted or secure host")
#: pip's constraint that ``solobot`` (the core's old name, another project on PyPI) is never installed: no version
#: is this string
NO_OLD_CORE = f"{OLD_CORE}===is-solobot-core\n"
#: how pip's log names a distribution that asks for ``solobot`` when the constraint stops it ("x 0.1 depends on
#: solobot", after the time)
OLD_CORE_DEPENDS = re.compile(rf"^\S* +(\S+) \S+ depends on {OLD_CORE}(?![\w.-])", re.IGNORECASE | re.MULTILINE)
#: this project's distributions, and where each lives in a checkout of solobot (they are not on PyPI)
PROJECT_FOLDERS = {"solobot-core": "./core", **{f"solobot-{game}": path for game, path in PROJECT_GAMES.items()}}


def looks_like_path(target: str) -> bool:
    """A folder or an archive rather than a name on an index (``./core[web]``, ``~/game``, ``x.whl``)."""
    bare = target.split("[", 1)[0]
    return (bare.startswith((".", "~")) or os.sep in bare or "/" in bare
            or bare.lower().endswith(ARCHIVES))


class PipFailed(click.ClickException):
    """pip ended with a traceback of its own: its last line, said in one, with pip's exit code."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.exit_code = code


def pip_lock_path() -> str:
    """The lock that one ``solobot install`` or ``uninstall`` at a time holds, one per environment."""
    where = hashlib.sha256(os.fsencode(sys.prefix)).hexdigest()[:16]
    return str(app_dir() / f"pip-{where}.lock")


@contextlib.contextmanager
def one_pip_at_a_time() -> Iterator[None]:
    """Hold this environment's pip lock for the ``with`` block; another solobot holding it is one line.

    A lock that cannot be made (a read-only solobot folder) does not stop pip: it is a help."""
    from filelock import FileLock, Timeout

    try:
        os.makedirs(app_dir(), exist_ok=True)
        lock = FileLock(pip_lock_path(), timeout=0)
        lock.acquire()
    except Timeout:
        raise click.ClickException(_("another solobot install or uninstall is running in this environment; try "
                                     "again when it has finished")) from None
    except (OSError, ValueError):
        yield
        return
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            lock.release()


def pip_process(command: list[str]) -> tuple[int, str | None]:
    """Run ``command`` (pip) with its standard error passed through line by line, but for a Python
    traceback: ``(exit code, the traceback's exception line or None)``."""
    process = subprocess.Popen(command, stderr=subprocess.PIPE)
    assert process.stderr is not None
    failure = None
    held: list[str] = []  # pip's "ERROR: Exception:" until it is known whether a traceback follows
    tracing = expecting = False
    with process:
        for raw in process.stderr:
            line = raw.decode("utf-8", "replace")
            if line.startswith(TRACEBACK):
                tracing = expecting = True  # (a chained traceback: its own exception line is the one said)
                held.clear()
                continue
            if tracing:
                if expecting and line.strip() and not line[0].isspace():
                    failure, expecting = line.strip(), False
                continue
            if line.strip() == PIP_EXCEPTION:
                held.append(line)
                continue
            for text in (*held, line):
                sys.stderr.write(text)
            held.clear()
            sys.stderr.flush()
    for text in held:
        sys.stderr.write(text)
    return process.returncode, (failure or _("it stopped with a traceback")) if tracing else None


def run_pip(*args: str, log: Path | None = None) -> None:
    """Run pip in this environment and exit with its code; one clear line when pip is not there,
    when another solobot runs pip here, or when pip ends with a traceback; and, with the ``log`` pip was
    told to write, when it stopped at :data:`NO_OLD_CORE`."""
    if importlib.util.find_spec("pip") is None:
        raise click.ClickException(_("pip is not installed in solobot's environment; add it with: "
                                     "{python} -m ensurepip").format(python=sys.executable))
    with one_pip_at_a_time():
        try:
            code, failure = pip_process([sys.executable, "-m", "pip", *args])
        except OSError as exc:
            raise click.ClickException(_("could not run pip: {why}").format(why=exc.strerror or exc)) from None
    if failure is not None:
        raise PipFailed(_("pip failed: {why}").format(why=printable(failure)[:300]), code or 1)
    asking = old_core_dependent(log) if code and log is not None else None
    if asking:  # stopped by the constraint: what asked for the core's old name
        raise PipFailed(old_core_line(printable(asking)[:100]), code)
    sys.exit(code)


def kept_as_they_are() -> str:
    """pip's constraints for an install: :data:`NO_OLD_CORE`, the core never older than the one installed
    (``solobot-core>=0.2.0``: ``install -U solobot-core`` still upgrades it), and each of the core's own
    requirements as it states them (``click>=8.5``), so neither a name typed (``solobot-core<0.2``) nor a plugin's
    requirement (``click<8``, ``pydantic<2``) has pip replace what solobot runs on with what it cannot run on:
    pip stops and says who asked."""
    lines = [NO_OLD_CORE.strip()]
    try:
        lines.append(f"{CORE}>={metadata.version(CORE).split('+')[0]}")
        requirements = metadata.requires(CORE) or []
    except (metadata.PackageNotFoundError, OSError, ValueError):
        requirements = []
    for requirement in requirements:
        wanted, _semicolon, marker = requirement.partition(";")
        if not re.search(r"\bextra\s*==", marker):  # (an extra's requirement: not what the core needs to run)
            lines.append(re.sub(r"\[[^\]]*\]", "", wanted).strip() + (f";{marker}" if marker else ""))
    return "\n".join(lines) + "\n"


def old_core_dependent(log: Path) -> str | None:
    """The distribution pip's ``log`` says asked for ``solobot`` when the constraint stopped it, or None."""
    try:
        with log.open(encoding="utf-8", errors="replace") as text:
            for line in text:
                found = OLD_CORE_DEPENDS.match(line)
                if found:
                    return found.group(1)
    except OSError:
        return None
    return None


def path_problem(target: str) -> str | None:
    """Why the path ``target`` cannot be installed (missing, or neither a folder nor a regular file), or None."""
    path = os.path.expanduser(target.split("[", 1)[0])
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return _("no such file or folder: {path}").format(path=printable(target))
    if not (stat.S_ISDIR(mode) or (stat.S_ISREG(mode) and path.lower().endswith(ARCHIVES))):
        return _("{path} is neither a folder nor an archive: solobot installs a project's folder, a wheel (.whl) "
                 "or a source archive (.tar.gz, .zip)").format(path=printable(target))
    return None


def declared_requirements(target: str) -> tuple[str, list[str]] | None:
    """``(its distribution's name, its requirements)`` as the folder's ``pyproject.toml`` or the wheel ``target``
    declares them, without building anything; None when they are not declared so (dynamic, a ``setup.py``, a
    source archive) or cannot be read: pip's resolution then meets :data:`NO_OLD_CORE`."""
    path = Path(os.path.expanduser(target.split("[", 1)[0]))
    try:
        if path.is_dir():
            project = tomllib.loads((path / "pyproject.toml").read_text(encoding="utf-8")).get("project", {})
            if "dependencies" in project.get("dynamic", ()):
                return None
            return str(project.get("name", path.name)), [str(r) for r in project.get("dependencies", ())]
        if path.name.lower().endswith(".whl"):
            with zipfile.ZipFile(path) as wheel:
                found = [n for n in wheel.namelist() if n.count("/") == 1 and n.endswith(".dist-info/METADATA")]
                if len(found) != 1:
                    return None
                fields = HeaderParser().parsestr(wheel.read(found[0]).decode("utf-8", "replace"))
            return str(fields.get("Name", path.name)), [str(r) for r in fields.get_all("Requires-Dist") or []]
    except (OSError, ValueError, zipfile.BadZipFile, tomllib.TOMLDecodeError, AttributeError, TypeError):
        return None
    return None


def requires_the_old_core(target: str) -> str | None:
    """The line telling the author of the folder or wheel ``target`` to require ``solobot-core`` when its metadata
    requires ``solobot``; None when it does not say so."""
    declared = declared_requirements(target)
    if declared is None or not any(map(is_old_core, declared[1])):
        return None
    return old_core_line(printable(declared[0])[:100])


def stdin_is_a_terminal() -> bool:
    """Whether a person can answer pip's question (standard input is a terminal)."""
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (ValueError, OSError):
        return False


def is_solobot_plugin(name: str) -> bool:
    """Whether the distribution ``name`` is installed and registers a solobot plugin (an entry point of the group)."""
    try:
        points = metadata.distribution(name).entry_points
    except (metadata.PackageNotFoundError, OSError, ValueError):
        return False
    return any(point.group == GROUP for point in points)


def is_installed(name: str) -> bool:
    """Whether a distribution ``name`` is installed in solobot's environment."""
    try:
        metadata.distribution(name)
    except (metadata.PackageNotFoundError, OSError, ValueError):
        return False
    return True


def distribution_of(target: str) -> tuple[str, str, bool]:
    """``(what pip is given, the distribution it names, whether it was named by a game's name)`` for the
    name ``target``: ``maestro>=0.2`` is ``solobot-maestro>=0.2``; a name that is no solobot distribution
    nor an installed solobot plugin becomes ``solobot-NAME`` (whether the index offers it is asked later)."""
    found = REQUIREMENT.fullmatch(target.strip())
    if found is None:
        raise UsageProblem(_("{target!r} is neither a name nor a path").format(target=printable(target)))
    name, extras, rest = found.group(1), found.group(2) or "", found.group(3) or ""
    dist = canonical(name)
    if dist.startswith("solobot-") or is_solobot_plugin(dist):
        return target, dist, False
    return f"solobot-{dist}{extras}{rest}", f"solobot-{dist}", True


def where_else(dist: str) -> dict[str, str]:
    """The folder and the wheel a person may install ``dist`` from instead (``./plugins/maestro``,
    ``solobot_maestro-*.whl``), for the messages that say so."""
    return {"folder": PROJECT_FOLDERS.get(dist, f"./{dist}"), "wheel": dist.replace("-", "_") + "-*.whl"}


def offered(dist: str) -> tuple[bool, bool]:
    """``(the package index offers dist, the index could be read)``, as pip (its settings) finds it."""
    try:
        asked = subprocess.run([sys.executable, "-m", "pip", "index", "versions", dist, "--disable-pip-version-check",
                                "-vv"],  # (pip says a connection it could not make only at -vv)
                               capture_output=True, text=True, errors="replace", stdin=subprocess.DEVNULL)
    except OSError as exc:
        raise click.ClickException(_("could not run pip: {why}").format(why=exc.strerror or exc)) from None
    if asked.returncode == 0:
        return True, True
    return False, not any(sign in asked.stdout + asked.stderr for sign in UNREACHABLE)


def refuse_what_no_index_offers(asked: list[tuple[str, str, bool]]) -> None:
    """Each name that is not installed, ``(as typed, its distribution, named by a game's name)``, asked of the
    package index; the first it does not offer, or an index that cannot be read, is one line."""
    for typed, dist, mapped in asked:
        found, reached = offered(dist)
        if found:
            continue
        if not reached:
            raise click.ClickException(_("the package index could not be reached to install {dist}; install it from "
                                         "its folder or a wheel instead: solobot install {folder}, or solobot "
                                         "install {wheel}").format(dist=dist, **where_else(dist)))
        if mapped and dist[len("solobot-"):] not in PROJECT_GAMES:
            raise click.ClickException(_("{name} is no solobot game or add-on: the package index has no {dist}; a "
                                         "plugin installs from its folder or a wheel: solobot install ./FOLDER, or "
                                         "solobot install FILE.whl").format(name=printable(typed), dist=dist))
        raise click.ClickException(_("the package index has no {dist}; install it from its folder or a wheel: "
                                     "solobot install {folder}, or solobot install {wheel}").format(
            dist=dist, **where_else(dist)))


@click.command("install", help=N_(
    "Install games and add-ons into solobot's own environment (pip, run by solobot).\n\n"
    "\b\n"
    "From a checkout of solobot:\n"
    "  solobot install ./plugins/maestro ./plugins/florenza\n"
    "  solobot install \"solobot-core[web]\"      the web companion's extra\n"
    "  solobot install -e ./my-game             a plugin you are writing"),
    epilog=N_("A game's name installs its distribution (maestro: solobot-maestro); a name that is no solobot game or "
              "add-on is refused."))
@click.argument("targets", nargs=-1, required=True, metavar="NAME|PATH...")
@click.option("-U", "--upgrade", is_flag=True, help=N_("Upgrade them (and their dependencies) to the newest version."))
@click.option("-e", "--editable", is_flag=True,
              help=N_("Install the folders editable: your edits are live (for authors)."))
def install_command(targets: tuple[str, ...], upgrade: bool, editable: bool) -> None:
    """``solobot install``: pip install, in solobot's own environment; a name is a solobot distribution's."""
    given: list[str] = []
    asked: list[tuple[str, str, bool]] = []  # names to ask the index about: (as typed, distribution, by a game's name)
    named: list[tuple[str, str]] = []  # names that stand for a distribution of another name
    for target in targets:
        if target.startswith("-"):  # (after --): pip would read it as one of its options (-r FILE, --target)
            raise UsageProblem(_("{target!r} is neither a name nor a path").format(target=printable(target)))
        if looks_like_path(target):
            problem = path_problem(target) or requires_the_old_core(target)
            if problem:
                raise click.ClickException(problem)
            given.append(os.path.expanduser(target))
            continue
        if editable:
            raise UsageProblem(_("--editable installs a folder, and {target} is a name: give its project's "
                                 "folder").format(target=printable(target)))
        requirement, dist, mapped = distribution_of(target)
        if upgrade or not is_installed(dist):
            asked.append((target, dist, mapped))
        given.append(requirement)
        if mapped:
            named.append((target, dist))
    refuse_what_no_index_offers(asked)
    for target, dist in named:  # (once the index offers each: a name refused is one line and no more)
        click.echo(_("{name}: installing {dist}").format(name=printable(target), dist=dist), err=True)
    args = ["install"] + (["--upgrade"] if upgrade else [])
    for target in given:
        args += ["--editable", target] if editable else [target]
    with tempfile.TemporaryDirectory(prefix="solobot-install-") as folder:  # the constraint, and pip's log of it
        constraint, log = Path(folder, "no-old-core.txt"), Path(folder, "pip.log")
        constraint.write_text(kept_as_they_are(), encoding="utf-8")
        run_pip(*args, "--constraint", str(constraint), "--log", str(log), log=log)


@click.command("uninstall", help=N_("Remove games and add-ons (distributions, e.g. solobot-maestro) from "
                                    "solobot's environment."))
@click.argument("names", nargs=-1, required=True, metavar="NAME...")
@click.option("-y", "--yes", is_flag=True, help=N_("Do not ask for confirmation."))
def uninstall_command(names: tuple[str, ...], yes: bool) -> None:
    """``solobot uninstall``: pip uninstall of installed games and add-ons only, never of solobot or what it needs."""
    keep = protected()
    dists = [standing_for(name) for name in names]  # a game's name: its distribution (maestro: solobot-maestro)
    for check in (kept, refusal):  # the core and what it needs first, wherever they are named
        for name in (*names, *dists) if check is kept else dists:
            problem = check(name, keep)
            if problem:
                raise click.ClickException(problem)
    if not yes and not stdin_is_a_terminal():
        raise click.ClickException(_("solobot uninstall asks before it removes anything, and there is no terminal "
                                     "to ask at; add -y to remove without asking"))
    for name, dist in zip(names, dists, strict=True):
        if dist != name:
            click.echo(_("{name}: removing {dist}").format(name=printable(name), dist=dist), err=True)
    run_pip("uninstall", *(["--yes"] if yes else []), *dists)
