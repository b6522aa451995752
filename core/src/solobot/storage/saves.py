"""Save files: small, readable, versioned JSON written atomically.

A save holds what makes the game — game, options, seed, dice and draws modes,
typed physical rolls and draws, the person's inputs — plus the plugin version and the digest
of the state those give, so a replay can prove it reproduces.
"""

from __future__ import annotations

import contextlib
import functools
import glob
import json
import os
import re
import string
import tempfile
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from solobot.engine.loadguard import process_alive
from solobot.engine.plugins import PluginError, Registry, default_registry, refuse_clash
from solobot.engine.provenance import addons_changed, addons_in_effect
from solobot.engine.session import OptionsError, Session, digest_of, validate_options
from solobot.errors import PersonError, first_error
from solobot.files import MAX_SAVE_BYTES, FileRefused, check_components_option, read_regular_file
from solobot.game import ComponentError, IllegalAction
from solobot.i18n import CORE, DEFAULT, N_, Domain, _, domain, language, speaking
from solobot.safetext import find_unsafe
from solobot.storage.savelock import SaveLock, hidden_file

FORMAT = "solobot-save"
VERSION = 1


class SaveError(PersonError):
    """A save file that cannot be used (one clear line); the file is left as it is."""


class SaveNotWritten(SaveError):
    """The save could not be written (disk full, read-only folder...); the game in memory is intact."""


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
    draws: Literal["seeded", "physical"] = "seeded"
    #: the items the person said they drew, in order (``draws`` physical)
    drawn: list[Any] = []
    inputs: list[dict[str, Any]]
    redo: list[dict[str, Any]] = []
    finished: bool
    digest: str
    #: covers ``inputs`` and ``redo``: an edited entry is refused (absent in older saves)
    log_digest: str | None = None
    #: the input waiting at a physical roll or draw (its answers so far are in rolls/drawn); on resume
    #: it is played again and stops at that same request
    pending: dict[str, Any] | None = None
    #: the roll or draw the game waits for, as data (None: none; its ``for_input`` false: the setup's);
    #: when present, ``digest`` is of the state as it stands at that request
    asking: dict[str, Any] | None = None
    #: where the game stands, as its prompt says it ("Round 2, turn 3: your move"), for `solobot saves`
    at: str | None = None
    #: the add-ons in effect when it was saved (name, plugin, distribution, version; absent in older saves)
    addons: list[dict[str, str]] = []
    #: physical rolls and draws keep the seeded source in step (absent in saves of solobot 0.1.0, whose
    #: physical answers left it behind: they replay so)
    in_step: bool = False
    #: how many changes the person has made (see :attr:`~solobot.engine.session.Session.changes`)
    changes: int = 0


def log_digest_of(inputs: list[Any], redo: list[Any]) -> str:
    """The fingerprint of the person's inputs and redo list: an edited entry no longer matches."""
    return digest_of({"inputs": inputs, "redo": redo})


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
        draws=session.draws,  # type: ignore[arg-type]
        drawn=list(session.drawn),
        inputs=list(session.inputs),
        redo=list(session.redo_stack),
        finished=session.finished,
        digest=session.digest(),
        log_digest=log_digest_of(session.inputs, session.redo_stack),
        pending=session.request.input if session.request is not None else None,
        asking=session.request.as_data() if session.request is not None else None,
        at=_at(session),
        addons=session.made_with()["addons"],
        in_step=session.physical_in_step,
        changes=session.changes,
    )


def _at(session: Session) -> str | None:
    """Where the game stands, in its step's words in English whatever is spoken (the setup while it waits for
    a roll or draw): a save is language-neutral, and :func:`said_at` says it to whoever lists the saves."""
    if session.request is not None and session.setting_up:
        return SETUP
    if session.pending is None:
        return None
    if language() == DEFAULT:
        return session.pending.label
    with speaking(DEFAULT):  # the step again, labelled in English (a game's next step only reads its state)
        step = session.game.next_step(session.ctx, session.state)
    return step.label if step is not None else session.pending.label


#: the longest ``at`` matched against the catalogs' messages (a step's label is a line)
MAX_LABEL = 200

SETUP = N_("Setup")
"""Where a game waiting for a roll or draw of its setup stands."""


def said_at(at: str | None, game: str, registry: Registry | None = None) -> str | None:
    """Where a saved game stands (its ``at``, written in English) in the language spoken now, through the
    catalog of ``game`` (its name; when installed) and then the core's: "Round 2, turn 3: your move" is the
    English of a message ("Round {round}, turn {turn}: your move") whose translation is said with the same
    values. An ``at`` no English message makes (an older save's, written in the language spoken when it was
    saved) is said as it is. In English nothing is loaded."""
    if not at or language() == DEFAULT or len(at) > MAX_LABEL:  # no step's label is that long: said as it is
        return at
    spec = (registry or default_registry()).load().games.get(game)
    words = getattr(spec.game, "game_words", None) if spec is not None else None
    catalogs = [domain(words.domain)] if words is not None and words.domain else []
    for where in (*catalogs, CORE):
        said = _said_label(where, at)
        if said is not None:
            return said
    return at


def _said_label(where: Domain, text: str) -> str | None:
    """``text`` said through one catalog: its message itself, else the message with ``{fields}`` that makes
    it with the most words of its own (its values said as they are); None when none does."""
    if where.has(text):
        return where.gettext(text)
    for message, pattern in _label_patterns(where.name, where.package, language()):
        found = pattern.fullmatch(text)
        if found is not None:
            return where.gettext(message).format(**found.groupdict())
    return None


@functools.cache
def _label_patterns(name: str, package: str, code: str) -> list[tuple[str, re.Pattern[str]]]:
    """Each message of a catalog with named ``{fields}`` and words of its own, as a pattern of the English
    it makes, those with the most words first (kept per catalog and language)."""
    catalog = domain(name, package).translations(code)
    found = []
    for message in getattr(catalog, "_catalog", {}):
        if not isinstance(message, str) or "{" not in message or "\x04" in message:
            continue
        try:
            parts = list(string.Formatter().parse(message))
        except ValueError:
            continue
        if any(spec or conversion or not field.isidentifier() for _text, field, spec, conversion in parts if field):
            continue  # only plain {name} fields
        fields = [field for _text, field, _spec, _conversion in parts if field]
        if len(set(fields)) != len(fields) or not re.search(r"[^\W\d_]", "".join(t for t, *_rest in parts)):
            continue
        pattern = "".join(re.escape(text) + (f"(?P<{field}>.+?)" if field else "")
                          for text, field, _spec, _conversion in parts)
        found.append((message, re.compile(pattern)))
    return sorted(found, key=lambda item: -len(re.sub(r"\{\w+\}", "", item[0])))


def _parse(text: str, where: Path) -> Any:
    """JSON from a save's text; anything JSON cannot hold sensibly is a damaged save."""
    try:
        data = json.loads(text)
        unsafe = find_unsafe(data, surrogates_only=True)  # "\ud800" cannot be shown nor saved again
        if unsafe is None:
            return data
        reason = _("{where} holds {what}").format(where=unsafe[0], what=unsafe[1])
    except json.JSONDecodeError as exc:
        reason = _("broken JSON at line {line}: truncated or edited?").format(line=exc.lineno)
    except RecursionError:
        reason = _("nested too deeply")
    except ValueError:  # an integer of more digits than Python converts
        reason = _("a number too long to read")
    raise SaveError(_("{path} is not a valid save ({reason}); it is damaged or was edited").format(
        path=where, reason=reason)) from None


def _raw_save(where: Path) -> Any:
    """The parsed JSON of the file at ``where`` (a regular file under the size cap)."""
    try:
        text = read_regular_file(where, MAX_SAVE_BYTES, _("save file"))
    except FileNotFoundError:
        raise SaveError(_("no save file at {path}").format(path=where)) from None
    except FileRefused as exc:
        raise SaveError(str(exc)) from None
    return _parse(text, where)


def read_save(path: str | os.PathLike[str]) -> SaveFile:
    """Read and validate a save file, or raise a clear :class:`SaveError`."""
    where = Path(path)
    data = _raw_save(where)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(_("{path} is not a solobot save file").format(path=where))
    if data.get("version") != VERSION:
        raise SaveError(_("{path} is save format version {found!r}; this solobot reads version {version}").format(
            path=where, found=data.get("version"), version=VERSION))
    try:
        return SaveFile.model_validate(data)
    except ValidationError as exc:
        raise SaveError(_("{path} is not a valid save: {problem}").format(
            path=where, problem=first_error(exc))) from None
    except (RecursionError, ValueError):
        raise SaveError(_("{path} is not a valid save ({reason}); it is damaged or was edited").format(
            path=where, reason=_("nested too deeply"))) from None


# -- never replacing what is not ours -------------------------------------------
def existing_save(path: str | os.PathLike[str]) -> SaveFile | None:
    """The save at ``path``; None when nothing is there; SaveError when something else is."""
    try:
        return read_save(path)
    except SaveError:
        if not os.path.lexists(path):
            return None
        raise


def is_same_game(save: SaveFile, session: Session) -> bool:
    """Whether ``save`` is a save of the game ``session`` plays (same game, seed, options, dice)."""
    if (save.game, save.seed, save.dice, save.draws) != (session.spec.name, session.seed, session.dice,
                                                          session.draws):
        return False
    try:
        options = validate_options(session.spec, save.options)
    except OptionsError:
        return False
    return options.model_dump(mode="json") == session.options.model_dump(mode="json")


def check_replaceable(session: Session, target: Path) -> None:
    """Refuse to write over anything but a save of this game.

    Replaceable: nothing, this very game's save (same game, seed, options, dice), or
    a finished save of the same game. Never a file that is not a solobot save, a
    device or folder, another game's save, or another game in progress.
    """
    try:
        save = existing_save(target)
    except SaveError as exc:
        raise SaveError(_("not saved to {path}: it is not a solobot save of this game ({why}); "
                          "solobot does not replace it: choose another path").format(path=target, why=exc)) from None
    if save is None or is_same_game(save, session):
        return
    if save.game == session.spec.name and save.finished:
        return
    told = (_("not saved to {path}: it holds another game ({game}, seed {seed}, finished); choose another path")
            if save.finished else
            _("not saved to {path}: it holds another game ({game}, seed {seed}, in progress); choose another path"))
    raise SaveError(told.format(path=target, game=save.game, seed=save.seed))


def _remove_stale_temps(target: Path) -> None:
    """Remove temp files that a killed write of this same save left behind.

    A temp file is named after the process writing it (``.x.json.PID.RANDOM.tmp``): only
    those of processes no longer running are removed, never a live writer's.
    """
    start = hidden_file(target, ".").name
    for stale in target.parent.glob(f"{glob.escape(start)}*.tmp"):
        pid = stale.name[len(start):].split(".", 1)[0]
        if pid.isascii() and pid.isdigit() and (int(pid) == os.getpid() or process_alive(int(pid))):
            continue
        with contextlib.suppress(OSError):
            if stale.is_file() and not stale.is_symlink():
                stale.unlink()


def _not_saved(target: Path, exc: OSError) -> SaveNotWritten:
    told = (_("cannot write the save file {path}: {why}; the last save there is intact") if os.path.lexists(target)
            else _("cannot write the save file {path}: {why}; nothing was written"))
    return SaveNotWritten(told.format(path=target, why=exc.strerror or exc))


def write_save(session: Session, path: str | os.PathLike[str], lock: SaveLock | None = None) -> Path:
    """Write the session's save atomically (temp file, fsync, rename).

    Only ever replaces a regular file holding a save of this same game (see
    :func:`check_replaceable`); stale temp files of the same save are cleaned up.

    :param lock: the session's lock of this save; without one, the save is locked for just this
        write, so a save another session has open is refused (:class:`~solobot.storage.savelock.SaveLocked`).
    :raises SaveNotWritten: the disk is full, the folder read-only...; the session is unchanged.
    """
    given = Path(path)
    target = Path(os.path.realpath(given))  # through a symlink: the link stays, the save it names is updated
    check_replaceable(session, target)
    text = to_save(session).model_dump_json(indent=1) + "\n"
    once = lock is None
    try:
        if once:
            lock = SaveLock(target)
            lock.claim()
        with lock.writing():
            _write_atomically(target, text)
    except OSError as exc:  # the lock files themselves cannot be made
        raise _not_saved(target, exc) from None
    finally:
        if once and lock is not None:
            lock.release()
    return given


def _write_atomically(target: Path, text: str) -> None:
    """``text`` into ``target`` through a temp file of this process (fsync, rename)."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        _remove_stale_temps(target)
        fd, tmp = tempfile.mkstemp(prefix=hidden_file(target, f".{os.getpid()}.").name, suffix=".tmp",
                                   dir=target.parent)
    except OSError as exc:
        raise _not_saved(target, exc) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, target)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise _not_saved(target, exc) from None
        raise


# -- loading ------------------------------------------------------------------------
def _check_log(save: SaveFile, path: Any) -> None:
    """Refuse inputs or a redo list that no longer match the save's log digest (when it has one)."""
    if save.log_digest is not None and save.log_digest != log_digest_of(save.inputs, save.redo):
        raise SaveError(_("{path}: its inputs or redo list were edited (they no longer match the save's "
                          "log digest); the file is left as it is").format(path=path))


def _replay(spec: Any, save: SaveFile, inputs: list[Any], path: Any, registry: Registry,
            session_args: dict[str, Any]) -> Session:
    """A session replaying ``inputs``; anything the replay refuses or trips on is a damaged save."""
    try:
        return Session(spec, save.options, save.seed, registry=registry, inputs=inputs,
                       dice=save.dice, rolls=save.rolls, draws=save.draws, drawn=save.drawn,
                       physical_in_step=save.in_step, **session_args)
    except OptionsError as exc:
        raise SaveError(f"{path}: {exc}") from None
    except IllegalAction as exc:
        raise SaveError(_("{path} does not replay: an input is refused ({why}); was it edited?").format(
            path=path, why=exc)) from None
    except (ComponentError, PluginError, FileRefused):
        raise
    except Exception as exc:  # an edited input the game cannot even read, or a bug in the game
        said = " ".join(str(exc).split())
        raise SaveError(_("{path} does not replay: replaying it raised {kind}: {said} (an edited input, or a bug "
                          "in plugin {plugin!r})").format(path=path, kind=type(exc).__name__, said=said,
                                                          plugin=spec.plugin)) from None


def _check_digest(session: Session, save: SaveFile, spec: Any, path: Any, check: bool) -> None:
    if check and session.digest() != save.digest:
        if save.plugin_version != spec.version:
            raise SaveError(_("{path} does not reproduce the saved state (saved with {plugin} {saved}, installed "
                              "{installed}): it was edited or is damaged").format(
                path=path, plugin=save.plugin, saved=save.plugin_version, installed=spec.version))
        raise SaveError(_("{path} does not reproduce the saved state: it was edited or is damaged").format(path=path))


def _go_on_with(session: Session, action: Any, path: Any) -> None:
    """Play again the input the save keeps waiting at a request (it stops at that request again)."""
    try:
        session.go_on_with(action)
    except IllegalAction as exc:
        raise SaveError(_("{path} does not replay: its waiting input is refused ({why}); was it edited?").format(
            path=path, why=exc)) from None


def load_session(
    path: str | os.PathLike[str],
    registry: Registry | None = None,
    check_digest: bool = True,
    **session_args: Any,
) -> tuple[Session, SaveFile]:
    """Rebuild the session a save describes, checking that it reproduces."""
    save = read_save(path)
    _check_log(save, path)
    registry = registry or default_registry()
    spec = registry.game(save.game)
    refuse_clash(registry, save.game)
    if save.plugin != spec.plugin:
        raise SaveError(_("{path} says game {game} comes from plugin {saved!r}, but here plugin {plugin!r} provides "
                          "it; was the save edited? (the file is left as it is)").format(
            path=path, game=save.game, saved=save.plugin, plugin=spec.plugin))
    check_components_option(save.options)
    try:
        return _rebuild(path, save, spec, registry, check_digest, session_args)
    except SaveError:
        changed = addons_changed(save.addons, addons_in_effect(registry, save.game))
        if changed is None:
            raise
        raise SaveError(_("{path} does not replay with the add-ons in effect now: {changed} "
                          "(the file is left as it is)").format(path=path, changed=changed)) from None


def _rebuild(path: Any, save: SaveFile, spec: Any, registry: Registry, check_digest: bool,
             session_args: dict[str, Any]) -> tuple[Session, SaveFile]:
    """The session of a read save, replayed and checked (see :func:`load_session`)."""
    if save.redo and save.log_digest is None and save.dice == save.draws == "seeded":
        # a save older than the log digest: at least the rules must accept its redo list
        _replay(spec, save, [*save.inputs, *reversed(save.redo)], path, registry, {})
    scripted = {name: session_args.pop(name, None) for name in ("ask_roll", "ask_draw")}
    session = _replay(spec, save, save.inputs, path, registry, session_args)  # every answer it needs is kept
    session.ask_roll, session.ask_draw = scripted["ask_roll"], scripted["ask_draw"]
    session.redo_stack = list(save.redo)
    session.changes = save.changes
    if save.asking is None:  # older saves: the digest is of the state before a waiting input
        _check_digest(session, save, spec, path, check_digest)
    if save.pending is not None:
        _go_on_with(session, save.pending, path)
    if save.asking is not None:
        if session.request is None and not session.ask_roll and not session.ask_draw:
            raise SaveError(_("{path} says the game waits for a roll or draw, but it replays to none; was it "
                              "edited?").format(path=path))
        _check_digest(session, save, spec, path, check_digest)
    if save.finished != session.finished:
        told = (_("{path} says the game is finished but it replays to a game in progress; was it edited?")
                if save.finished else
                _("{path} says the game is in progress but it replays to a game finished; was it edited?"))
        raise SaveError(told.format(path=path))
    return session, save
