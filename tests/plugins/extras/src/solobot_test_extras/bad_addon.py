"""An add-on whose score hook says ``wrapper=True`` but is no generator: invalid, caught at load."""

from __future__ import annotations

from typing import Any

from solobot import AddonSpec, hookimpl


class NotAWrapper:
    """Declares a wrapper but returns instead of yielding."""

    @hookimpl(wrapper=True)
    def solobot_score(self) -> Any:
        """Not a generator: pluggy refuses it."""
        return None


@hookimpl
def solobot_register_addons(register: Any) -> None:
    """Register the broken add-on for every game."""
    register(AddonSpec("not-a-wrapper", NotAWrapper()))
