"""Your copy's components: the values of the box on your table, entered once and used by default.

A game keeps its boards, cards and tables in a data file validated by its own pydantic model
(:mod:`solobot.toolkit.components`). The person's own version lives in solobot's data folder,
``components/GAME.json``; while ``solobot components GAME --edit`` is under way,
``components/GAME.progress.json`` says which item comes next, so an interrupted entry continues.

What a person types is refused in one line when it holds a control character (NUL, ESC, a tab, a
bidirectional control): the game would refuse the file holding it. A copy that already holds one
(written by hand, or by an older solobot) is reported in one line, and the entry still opens, the
character left out, to mend it (:func:`open_own_copy`). A folder that cannot be written (read-only,
full, a name too long) is one line (:class:`NotWritten`), never an internal error.

Kept light at import (the standard library and :mod:`solobot.engine.paths`): ``solobot games`` tells the
components line from its cached list without importing any game or data model.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import re
import tempfile
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from solobot.engine.paths import app_dir
from solobot.errors import PersonError
from solobot.i18n import DEFAULT, _, language
from solobot.numbers import NotANumber, decimal_number, is_ascii_digits
from solobot.safetext import find_unsafe, unsafe_character
from solobot.words import own_words

if TYPE_CHECKING:
    from pydantic import BaseModel

    from solobot.game import GameSpec

Item = tuple[tuple[Any, ...], Any]
"""One value of a component file: where it is (keys and list positions) and what it holds."""


def own_file(game: str) -> Path:
    """Where the person's own copy of ``game``'s components is kept."""
    return app_dir() / "components" / f"{game}.json"


def progress_file(game: str) -> Path:
    """Where an unfinished ``--edit`` notes the next item."""
    return app_dir() / "components" / f"{game}.progress.json"


def source_of(spec: GameSpec) -> tuple[type[BaseModel], Any]:
    """The game's component model and its reference file, or a ComponentError line."""
    from solobot.game import ComponentError
    from solobot.toolkit.components import component_source

    spec.game.load_components(spec.options())  # the toolkit notes the model and file as it loads them
    found = component_source(type(spec.game).__module__.partition(".")[0])
    if found is None:
        raise ComponentError(_("{game} does not keep its components in a data file solobot can show or edit").format(
            game=spec.name))
    return found


def reference_data(spec: GameSpec) -> dict[str, Any]:
    """The reference set the game ships, as plain data."""
    _, default = source_of(spec)
    return json.loads(default.read_bytes())


def read_checked(spec: GameSpec, path: str | os.PathLike[str]) -> dict[str, Any]:
    """A component file's data, validated by the game's model first (one ComponentError line if it fails)."""
    from solobot.toolkit.components import parse_components, read_component_file

    model, _ = source_of(spec)
    text = read_component_file(path)
    parse_components(text, model, str(path))
    return json.loads(text)


def components_in_use(spec: GameSpec, options: BaseModel | dict[str, Any]) -> Path | None:
    """The file a game with ``options`` reads: the one it names, else the person's own copy, else None
    (the reference set)."""
    given = options.get("components") if isinstance(options, dict) else getattr(options, "components", None)
    if given:
        return Path(given)
    own = own_file(spec.name)
    return own if "components" in spec.options.model_fields and own.is_file() else None


def with_own_copy(spec: GameSpec, options: dict[str, Any]) -> dict[str, Any]:
    """``options`` reading the person's own copy when they name no components file and one is kept."""
    own = components_in_use(spec, options)
    if own is None or options.get("components"):
        return options
    return {**options, "components": str(own)}


def components_line(spec: GameSpec, options: BaseModel | dict[str, Any]) -> str:
    """The one line every game start tells: whose component values are in use, and how to enter one's own."""
    given = options.get("components") if isinstance(options, dict) else getattr(options, "components", None)
    return told_line(spec.name, "components" in spec.options.model_fields, given)


def told_line(game: str, replaceable: bool, given: str | None = None) -> str:
    """:func:`components_line` from plain facts: the game's name, whether its data can be replaced
    (a ``components`` option), and the file its options name."""
    if not replaceable:
        return _("Components: the game's own.")
    own = own_file(game)
    path = Path(given) if given else own if own.is_file() else None
    if path is None:
        return _("Components: the reference set, not necessarily your box's values; enter yours once with "
                 "`solobot components {game} --edit`.").format(game=game)
    if path == own and progress_file(game).exists():
        return _("Components: your copy, {path} (entry unfinished: `solobot components {game} --edit` "
                 "continues).").format(path=path, game=game)
    return _("Components: your copy, {path}.").format(path=path)


# -- the items of a file -------------------------------------------------------------------
def items_of(data: Any, at: tuple[Any, ...] = ()) -> list[Item]:
    """Every value to check against the box, in file order; a list of plain values is one item."""
    if isinstance(data, dict):
        return [item for key, value in data.items() if (at or key != "about") for item in items_of(value, (*at, key))]
    if isinstance(data, list) and any(isinstance(v, (dict, list)) for v in data):
        return [item for i, value in enumerate(data) for item in items_of(value, (*at, i))]
    return [(at, data)]


def _model_of(data: Any) -> Any:
    """The loaded component model whose fields hold ``data``'s parts, or None."""
    from solobot.toolkit.components import component_models

    keys = {key for key in data if key != "about"} if isinstance(data, dict) else set()
    return next((model for model in component_models() if keys and keys <= set(model.model_fields)), None)


def _inside(annotation: Any) -> Any:
    """What one item of a ``list[X]`` / ``dict[str, X]`` holds (``X``); ``X | None`` is ``X``."""
    from typing import get_args

    args = [a for a in get_args(annotation) if a is not type(None)]
    return args[-1] if args else None


def _plain(annotation: Any) -> Any:
    """``X`` of ``X | None``; anything else as it is."""
    from typing import get_args, get_origin

    args = [a for a in get_args(annotation) if a is not type(None)]
    return args[0] if len(args) == 1 and get_origin(annotation) not in (list, tuple, dict) else annotation


def said_label(spec: GameSpec, at: tuple[Any, ...], data: Any) -> str:
    """:func:`item_label` in the language spoken: each title in the game's words (keys and names a person
    types stay as written)."""
    return item_label(at, data, own_words(spec.game))


def part_title(spec: GameSpec, key: Any, data: Any) -> str:
    """The heading of one part of the file ("Hold at"): its key in English, its title in another language."""
    said = said_label(spec, (key,), data) if language() != DEFAULT else str(key).replace("_", " ")
    return said[:1].upper() + said[1:]


def item_label(at: tuple[Any, ...], data: Any, say: Callable[[str], str] = str) -> str:
    """Where an item is, as words: "Machina cards › Starting cards › S03 › Publicity"; ``say``: the game's words
    in the language spoken (``GameWords.say``), for its titles and keys.

    A field's ``title`` in the game's component model words it (else its key, with spaces); the items
    of a list are numbered from 1, or from the ``numbered_from`` its field's ``json_schema_extra`` gives
    (the Study track's spaces from 0, as the board prints them), called what its ``item`` says ("no.").
    """
    parts: list[str] = []
    node, model, extra = data, _model_of(data), {}
    for key in at:
        child = node[key]
        fields = getattr(model, "model_fields", None) if isinstance(model, type) else None
        if isinstance(key, int):
            name = child.get("id") or child.get("name") if isinstance(child, dict) else None
            number = key + int(extra.get("numbered_from", 1))
            parts.append(str(name) if name else f"{say(extra['item']) if 'item' in extra else 'no.'} {number}")
            model, extra = _plain(_inside(model)), {}
        elif fields is not None:
            field = fields.get(key)
            title = field.title if field is not None else None
            parts.append(say(title or str(key).replace("_", " ")))
            schema = field.json_schema_extra if field is not None else None
            extra = schema if isinstance(schema, dict) else {}
            model = _plain(field.annotation) if field is not None else None
        else:  # a key of a dict[str, X]: an id or a colour
            parts.append(say(str(key).replace("_", " ")))
            model, extra = _plain(_inside(model)), {}
        node = child
    return " › ".join(parts)


def shown(value: Any) -> str:
    """A value as the person types it (a key word such as ``per_popular_tile`` with spaces)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(shown(v) for v in value)
    if value is None:
        return "none"
    if isinstance(value, str) and "_" in value and " " not in value:
        return value.replace("_", " ")
    return str(value)


def _one(text: str, like: Any) -> Any:
    if isinstance(like, bool):
        if text.casefold() in ("yes", "y", "true"):
            return True
        if text.casefold() in ("no", "n", "false"):
            return False
        raise ValueError(_("type yes or no"))
    if isinstance(like, int):  # the one rule of solobot.numbers: "²", "１", "1_000" are no numbers
        if not is_ascii_digits(text.removeprefix("-")):
            raise ValueError(_("{text} is not {wanted}").format(text=f"“{text[:40]}”", wanted=_("a whole number")))
        return int(text)
    if isinstance(like, float):
        try:
            return decimal_number(text)
        except NotANumber:
            raise ValueError(_("{text} is not {wanted}").format(text=f"“{text[:40]}”", wanted=_("a number"))) from None
    if isinstance(like, str) and "_" in like and " " not in like:  # a key word, shown with spaces
        return text.replace(" ", "_")
    return text


def parse_answer(text: str, current: Any) -> Any:
    """The value typed for an item holding ``current`` (the same kind: a number, yes/no, words, a list)."""
    text = text.strip()
    if isinstance(current, list):
        like = current[0] if current else ""
        return [_one(part.strip(), like) for part in text.split(",") if part.strip()]
    if current is None and text.casefold() == "none":
        return None
    return _one(text, current)


def set_item(data: Any, at: tuple[Any, ...], value: Any) -> Any:
    """A copy of ``data`` with the item at ``at`` set to ``value``."""
    changed = copy.deepcopy(data)
    node = changed
    for key in at[:-1]:
        node = node[key]
    node[at[-1]] = value
    return changed


def refusal(model: type[BaseModel], data: Any) -> str | None:
    """Why the game's model refuses ``data`` (its own words, one line), or None."""
    from pydantic import ValidationError

    from solobot.errors import first_error

    try:
        model.model_validate(data)
    except ValidationError as exc:
        return first_error(exc)
    except ValueError as exc:
        return str(exc)
    return None


def entered(model: type[BaseModel], data: Any, at: tuple[Any, ...], text: str) -> Any:
    """``data`` with the item at ``at`` set to what the person typed, or a ValueError saying in one line
    why not (a control character, a value of the wrong kind, or the game's model refusing it)."""
    problem = typed_problem(text)
    if problem:
        raise ValueError(problem)
    current = dict(items_of(data)).get(at)
    changed = set_item(data, at, parse_answer(text, current))
    reason = refusal(model, changed)
    if reason:
        raise ValueError(reason)
    return changed


def working_copy(spec: GameSpec) -> dict[str, Any]:
    """The values being entered: the person's own copy when kept (mended, see :func:`open_own_copy`),
    else the reference set."""
    return open_own_copy(spec)[0]


def open_own_copy(spec: GameSpec) -> tuple[dict[str, Any], tuple[str, str] | None]:
    """The values being entered, and ``(field, "U+0000")`` when the person's own copy holds a character
    solobot does not show: the values are then the copy's without it (what the copy is mended to as soon
    as it is written), so the entry opens to mend it. Any other refusal of the copy is its one line
    (ComponentError), as before."""
    from solobot.game import ComponentError

    own = own_file(spec.name)
    if not own.is_file():
        return reference_data(spec), None
    try:
        return read_checked(spec, own), None
    except ComponentError:
        mended = _mended(spec, own)
        if mended is None:
            raise
        return mended


def damage_line(spec: GameSpec) -> str | None:
    """The one line saying the person's own copy holds a character solobot does not show, and how
    ``--edit`` mends it; None when it holds none (or another problem, told by :func:`read_checked`)."""
    from solobot.game import ComponentError

    own = own_file(spec.name)
    try:
        mended = _mended(spec, own) if own.is_file() else None
    except (ComponentError, OSError):
        return None
    if mended is None:
        return None
    field, code = mended[1]
    return _("your copy {path} holds an invisible control character ({code}) in {field}; "
             "`solobot components {game} --edit` mends it").format(path=own, code=code, field=field, game=spec.name)


def _mended(spec: GameSpec, path: Path) -> tuple[dict[str, Any], tuple[str, str]] | None:
    """The file's data without the characters solobot does not show, and where the first was, when that
    is all the game's model would refuse in it; else None."""
    from solobot.toolkit.components import read_component_file

    model, _reference = source_of(spec)
    try:
        data = json.loads(read_component_file(path))
    except (ValueError, RecursionError):
        return None
    found = find_unsafe(data) if isinstance(data, dict) else None
    if found is None:
        return None
    clean = _without_unsafe(data)
    if refusal(model, clean) is not None:
        return None
    code = re.search(r"U\+[0-9A-F]{4,6}", found[1])
    return clean, (found[0], code.group(0) if code else "?")


def _without_unsafe(data: Any) -> Any:
    """``data`` with every character :func:`~solobot.safetext.unsafe_character` names left out (keys included)."""
    if isinstance(data, str):
        return "".join(char for char in data if not unsafe_character(char))
    if isinstance(data, list):
        return [_without_unsafe(item) for item in data]
    if isinstance(data, dict):
        return {_without_unsafe(str(key)): _without_unsafe(value) for key, value in data.items()}
    return data


def typed_problem(text: str) -> str | None:
    """Why typed ``text`` cannot be kept in a components file (one line): it holds a control character
    (NUL, ESC, a tab...), a bidirectional control or a lone surrogate, which the game would refuse in the
    file and no terminal or page shows; None when it holds none."""
    for char in text:
        if unicodedata.category(char) == "Cc" or unsafe_character(char):
            return _("what you typed holds an invisible control character ({code}), which a components file "
                     "cannot keep; type the value without it").format(code=f"U+{ord(char):04X}")
    return None


def keep_entry(spec: GameSpec, data: Any, upcoming: int) -> None:
    """Save an entry under way: the data as the person's copy, and the item that comes next
    (:class:`NotWritten` when the folder cannot take them)."""
    save_json(own_file(spec.name), data)
    save_json(progress_file(spec.name), {"next": upcoming})


def forget_progress(game: str) -> None:
    """The entry of ``game`` is complete: its note goes (a folder that keeps it only costs the note)."""
    with contextlib.suppress(OSError):
        progress_file(game).unlink(missing_ok=True)


class NotWritten(PersonError, ValueError):
    """A file solobot could not write (a read-only or full folder, a name too long): its one line."""


#: room an entry checks for beyond its copy as written now: values typed longer than the ones they replace
ROOM_TO_GROW = 4096


def check_writable(path: Path, data: Any = None) -> None:
    """:class:`NotWritten` when the folder of ``path`` cannot take a new file (read-only, forbidden, no
    room): an entry says so before it asks anything. With ``data``, the room checked is for the file as
    it will be written (its JSON and :data:`ROOM_TO_GROW` more, written and flushed to the disk), not
    only for an empty file, which a full disk still takes."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name[:100]}.", suffix=".tmp")
        try:
            if data is not None:
                size = len(json.dumps(data, indent=2, ensure_ascii=False).encode("utf-8")) + ROOM_TO_GROW
                os.write(handle, b" " * size)
                os.fsync(handle)
        finally:
            os.close(handle)
            os.unlink(tmp)
    except OSError as exc:
        raise NotWritten(_("could not write {path}: {why}").format(path=path, why=exc.strerror or exc)) from None


def rescue_file(game: str, data: Any) -> Path | None:
    """Where an entry's values went when the data folder could not take them: a new file in the system's
    temporary folder, else the home folder, else the current one (None when none could take it)."""
    for folder in (tempfile.gettempdir(), Path.home(), Path.cwd()):
        try:
            handle, name = tempfile.mkstemp(dir=folder, prefix=f"solobot-{game}-components-", suffix=".json")
        except (OSError, RuntimeError):
            continue
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(data, out, indent=2, ensure_ascii=False)
                out.write("\n")
                out.flush()
                os.fsync(out.fileno())
            return Path(name)
        except OSError:
            Path(name).unlink(missing_ok=True)
    return None


def checked_text(spec: GameSpec, text: str | bytes, name: str) -> dict[str, Any]:
    """A component file's data from its ``text`` (standard input: ``--import -``), validated by the game's
    model first (one ComponentError line if it fails)."""
    from solobot.toolkit.components import parse_components

    model, _ = source_of(spec)
    parse_components(text, model, name)
    return json.loads(text)


def save_json(path: Path, data: Any) -> None:
    """:func:`write_json`, or :class:`NotWritten` saying in one line why the file could not be written."""
    try:
        write_json(path, data)
    except OSError as exc:
        raise NotWritten(_("could not write {path}: {why}").format(path=path, why=exc.strerror or exc)) from None


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` to ``path`` whole or not at all (a temporary file, then a rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # (the name kept short: a file name near the system's limit still gets its temporary file)
    handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name[:100]}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=2, ensure_ascii=False)
            out.write("\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def may_replace(spec: GameSpec, path: Path) -> bool:
    """Whether ``--export`` may write over ``path``: nothing there, or a components file of this game."""
    if not os.path.lexists(path):
        return True
    from solobot.game import ComponentError

    try:
        read_checked(spec, path)
    except (ComponentError, ValueError, OSError):
        return False
    return True


def next_item(path: Path) -> int:
    """The next item an unfinished entry noted (0, from the start, when the note is damaged)."""
    try:
        return max(0, int(json.loads(path.read_text(encoding="utf-8"))["next"]))
    except (OSError, KeyError, TypeError, ValueError, OverflowError):  # OverflowError: "next": 1e400
        return 0
