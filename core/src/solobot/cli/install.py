"""``solobot install`` and ``solobot uninstall``: pip, run inside solobot's own environment.

``sys.executable -m pip`` reaches the environment the ``solobot`` command runs from, whoever made
it (a venv, pipx), as ``llm install`` and ``datasette install`` do; pip's output and exit code
pass through unchanged, but for a traceback of pip's own (a broken ``pyproject.toml``, a file
another process removed meanwhile), which becomes one line. One ``solobot install`` or
``uninstall`` runs in an environment at a time; ``uninstall`` hands pip only what
:mod:`solobot.cli.removable` allows.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import stat
import subprocess
import sys
from collections.abc import Iterator

import click

from solobot.cli.removable import kept, protected, refusal
from solobot.i18n import N_, _
from solobot.paths import app_dir
from solobot.safetext import printable

#: how a Python traceback starts, and the line pip writes before its own
TRACEBACK = "Traceback (most recent call last)"
PIP_EXCEPTION = "ERROR: Exception:"
#: the archives pip installs from (a wheel, or a project's source)
ARCHIVES = (".whl", ".zip", ".tar.gz", ".tgz", ".tar", ".tar.bz2", ".tbz", ".tar.xz", ".txz", ".tar.lz", ".tlz")


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


def run_pip(*args: str) -> None:
    """Run pip in this environment and exit with its code; one clear line when pip is not there,
    when another solobot runs pip here, or when pip ends with a traceback."""
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
    sys.exit(code)


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


def stdin_is_a_terminal() -> bool:
    """Whether a person can answer pip's question (standard input is a terminal)."""
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (ValueError, OSError):
        return False


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
        problem = path_problem(target) if looks_like_path(target) else None
        if target.startswith("-"):  # (after --): pip would read it as one of its options (-r FILE, --target)
            problem = _("{target!r} is neither a name nor a path").format(target=target)
        if problem:
            raise click.ClickException(problem)
    args = ["install"] + (["--upgrade"] if upgrade else [])
    for target in targets:
        args += ["--editable", os.path.expanduser(target)] if editable else [os.path.expanduser(target)]
    run_pip(*args)


@click.command("uninstall", help=N_("Remove games and add-ons (distributions, e.g. solobot-maestro) from "
                                    "solobot's environment."))
@click.argument("names", nargs=-1, required=True, metavar="NAME...")
@click.option("-y", "--yes", is_flag=True, help=N_("Do not ask for confirmation."))
def uninstall_command(names: tuple[str, ...], yes: bool) -> None:
    """``solobot uninstall``: pip uninstall of installed games and add-ons only, never of solobot or what it needs."""
    keep = protected()
    for check in (kept, refusal):  # the core and what it needs first, wherever they are named
        for name in names:
            problem = check(name, keep)
            if problem:
                raise click.ClickException(problem)
    if not yes and not stdin_is_a_terminal():
        raise click.ClickException(_("solobot uninstall asks before it removes anything, and there is no terminal "
                                     "to ask at; add -y to remove without asking"))
    run_pip("uninstall", *(["--yes"] if yes else []), *names)
