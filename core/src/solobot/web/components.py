"""The components page: your copy's values entered one item at a time, as ``solobot components GAME --edit``
does in the terminal (the same items, checks and file: :mod:`solobot.storage.owncopy`)."""

from __future__ import annotations

from typing import Any

from solobot.game import GameSpec
from solobot.i18n import _
from solobot.storage.owncopy import (
    components_line,
    entered,
    forget_progress,
    items_of,
    keep_entry,
    next_item,
    open_own_copy,
    own_file,
    part_title,
    progress_file,
    reference_data,
    said_label,
    shown,
    source_of,
    working_copy,
)
from solobot.web.words import game_says


def components_view(spec: GameSpec, number: int | None = None) -> dict[str, Any]:
    """What the components page shows: the line in use, the parts of the file, and item ``number``
    (default: where an unfinished entry stopped) with its value and the reference set's."""
    source_of(spec)  # a game that keeps no data file: its ComponentError line
    data, damaged = open_own_copy(spec)  # a copy holding a control character: shown without it, to mend
    items = items_of(data)
    reference = dict(items_of(reference_data(spec)))
    number = next_item(progress_file(spec.name)) if number is None else number
    number = min(max(number, 0), len(items))
    parts: list[dict[str, Any]] = []
    for index, (at, _value) in enumerate(items):
        if not parts or parts[-1]["key"] != at[0]:
            name = part_title(spec, at[0], data)  # in the game's words, when it has them
            parts.append({"key": at[0], "name": name, "first": index, "count": 0})
        parts[-1]["count"] += 1
    line = components_line(spec, {}) if damaged is None else _(
        "Your copy {path} holds an invisible control character ({code}) in {field}: it is left out here, and your "
        "copy is saved without it when you keep a value.").format(path=own_file(spec.name), code=damaged[1],
                                                                 field=damaged[0])
    view: dict[str, Any] = {"game": spec.name, "title": game_says(spec, spec.title), "line": line,
                            "parts": parts, "total": len(items), "number": number, "item": None,
                            "own": own_file(spec.name).is_file()}
    if number < len(items):
        at, value = items[number]
        view["item"] = {"label": said_label(spec, at, data), "value": shown(value),
                        "reference": shown(reference[at]) if at in reference else None,
                        "part": next(p["name"] for p in parts if p["key"] == at[0])}
    return view


def enter_item(spec: GameSpec, number: int, text: str) -> str:
    """Keep ``text`` for item ``number`` (empty: the value shown) and note the next item; the one line
    that says so, or a ValueError line saying why it is not kept (a control character typed, a value the
    game refuses, a data folder that cannot be written: :class:`~solobot.storage.owncopy.NotWritten`)."""
    model, _data = source_of(spec)
    data = working_copy(spec)
    items = items_of(data)
    if not 0 <= number < len(items):
        raise ValueError(_("there is no item {number} (the file has {count})").format(
            number=number + 1, count=len(items)))
    at, value = items[number]
    if text.strip() and text.strip() != shown(value):
        data = entered(model, data, at, text.strip())
    upcoming = number + 1
    keep_entry(spec, data, upcoming)
    if upcoming >= len(items_of(data)):
        forget_progress(spec.name)
        return _("Kept. Your copy is complete and saved to {path}; new games use it from now on.").format(
            path=own_file(spec.name))
    return _("Kept {item}: {value}.").format(item=said_label(spec, at, data), value=shown(items_of(data)[number][1]))
