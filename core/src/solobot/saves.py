"""Save files: small, readable, versioned JSON written atomically.

A save holds what makes the game — game, options, seed, dice mode, typed
physical rolls, the person's inputs — plus the plugin version and the digest
of the state those give, so a replay can prove it reproduces.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from solobot.game import IllegalAction
from solobot.plugins import Registry, default_registry
from solobot.session import OptionsError, Session

FORMAT = "solobot-save"
VERSION = 1


class SaveError(Exception):
    """A save file that cannot be used (one clear line); the file is left as it is."""


class SaveFile(BaseModel):
    """The save file format, version 1."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["solobot-save"]
    version: int
    game: str
    plugin: str
    plugin_version: str
    seed: int
    options: dict[str, Any]
    dice: Literal["seeded", "physical"] = "seeded"
    rolls: list[int] = []
    inputs: list[dict[str, Any]]
    redo: list[dict[str, Any]] = []
    finished: bool
    digest: str


def to_save(session: Session) -> SaveFile:
    """The save of a session as it stands."""
    return SaveFile(
        format=FORMAT,
        version=VERSION,
        game=session.spec.name,
        plugin=session.spec.plugin,
        plugin_version=session.spec.version,
        seed=session.seed,
        options=session.options.model_dump(mode="json"),
        dice=session.dice,  # type: ignore[arg-type]
        rolls=list(session.rolls),
        inputs=list(session.inputs),
        redo=list(session.redo_stack),
        finished=session.finished,
        digest=session.digest(),
    )


def write_save(session: Session, path: str | os.PathLike[str]) -> Path:
    """Write the session's save atomically (temp file, fsync, rename)."""
    target = Path(path)
    text = to_save(session).model_dump_json(indent=1) + "\n"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise SaveError(f"cannot write the save file {target}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target


def read_save(path: str | os.PathLike[str]) -> SaveFile:
    """Read and validate a save file, or raise a clear :class:`SaveError`."""
    where = Path(path)
    try:
        text = where.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"no save file at {where}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"cannot read save file {where}: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        reason = f"broken JSON at line {exc.lineno}: truncated or edited?"
        raise SaveError(f"{where} is not a valid save ({reason})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{where} is not a solobot save file")
    if data.get("version") != VERSION:
        raise SaveError(f"{where} is save format version {data.get('version')!r}; this solobot reads version {VERSION}")
    try:
        return SaveFile.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(map(str, err["loc"]))
        raise SaveError(f"{where} is not a valid save: {field}: {err['msg']}") from None


def load_session(
    path: str | os.PathLike[str],
    registry: Registry | None = None,
    check_digest: bool = True,
    **session_args: Any,
) -> tuple[Session, SaveFile]:
    """Rebuild the session a save describes, checking that it reproduces."""
    save = read_save(path)
    registry = registry or default_registry()
    spec = registry.game(save.game)
    try:
        session = Session(
            spec, save.options, save.seed, registry=registry, inputs=save.inputs,
            dice=save.dice, rolls=save.rolls, **session_args,
        )
    except OptionsError as exc:
        raise SaveError(f"{path}: {exc}") from None
    except IllegalAction as exc:
        raise SaveError(f"{path} does not replay: an input is refused ({exc}); was it edited?") from None
    session.redo_stack = list(save.redo)
    if check_digest and session.digest() != save.digest:
        note = ""
        if save.plugin_version != spec.version:
            note = f" (saved with {save.plugin} {save.plugin_version}, installed {spec.version})"
        raise SaveError(f"{path} does not reproduce the saved state{note}: it was edited or is damaged")
    return session, save
