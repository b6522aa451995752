"""The person's results per game and option set, said in the language spoken (``solobot history``, the page's
"Your results"): the same rows as :func:`solobot.storage.history.win_rates`, each named by the game, its options and
add-ons in the game's own words ("maestro (difficoltà: normale, variante: da Vinci)"), made from the recorded
values, never from the English row name."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from solobot.engine.provenance import addon_words
from solobot.i18n import DEFAULT, _, language
from solobot.options import options_as_words
from solobot.storage.history import win_rates


def said_win_rates(entries: list[dict[str, Any]],
                   words_of: Callable[[str], Callable[[str], str]] | None = None) -> list[dict[str, Any]]:
    """:func:`~solobot.storage.history.win_rates` of ``entries``, each row's ``game`` said in the language spoken:
    ``words_of(game)`` says a game's own words (its option names and values; ``own_words`` of the installed
    game, else the words as recorded). English: the rows as they are."""
    rows = win_rates(entries)
    if language() == DEFAULT:
        return rows
    named: dict[str, str] = {}
    for entry in entries:
        options = dict(sorted(entry.get("options", {}).items()))
        english = options_as_words(options)
        key = f"{entry['game']} ({english})" if english else entry["game"]
        if entry.get("addons"):
            key += f" with add-ons {addon_words(entry['addons'])}"
        if key not in named:
            named[key] = _said(entry, options, words_of)
    return [{**row, "game": named.get(row["game"], row["game"])} for row in rows]


def _said(entry: Mapping[str, Any], options: dict[str, Any], words_of: Callable[[str], Callable[[str], str]] | None,
          ) -> str:
    say = words_of(entry["game"]) if words_of is not None else str
    words = options_as_words(options, say)
    said = _("{game} ({options})").format(game=entry["game"], options=words) if words else entry["game"]
    if entry.get("addons"):
        said = _("{results} with add-ons {addons}").format(results=said, addons=addon_words(entry["addons"]))
    return said
