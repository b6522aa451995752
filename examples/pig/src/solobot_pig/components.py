"""Pig's component data: the die and the bot's hold marks, kept in data/pig.json."""

from __future__ import annotations

from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from solobot.i18n import N_
from solobot.toolkit import ComponentFile

Difficulty = Literal["timid", "steady", "bold"]
OPTION_WORDS = (N_("difficulty"), N_("target"), N_("components"),  # said by the core
                N_("timid"), N_("steady"), N_("bold"))


class PigComponents(BaseModel):
    """The game's data file, validated on load; a person may pass their own (``--components``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    die_sides: int = Field(ge=2, title=N_("die sides"))
    bust_face: int = Field(ge=1, title=N_("bust face"))
    hold_at: dict[Difficulty, int] = Field(title=N_("hold at"))


#: the bundled file; the core loads it, or the person's own (``--components``), validated and cached
COMPONENTS = ComponentFile(PigComponents, default=resources.files("solobot_pig") / "data" / "pig.json")
