"""Options as words: the one way solobot shows a game's options to a person."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def options_as_words(options: Any) -> str:
    """``"difficulty: harder, variant: davinci"``; a list as ``"ghost: hard + easy"``.

    :param options: an options model or a plain mapping, in the order to show.
    Options left unset (None) are left out; no options give an empty string.
    """
    if not isinstance(options, Mapping):
        options = options.model_dump(mode="json")
    return ", ".join(f"{name}: {' + '.join(map(str, value)) if isinstance(value, list | tuple) else value}"
                     for name, value in options.items() if value is not None)
