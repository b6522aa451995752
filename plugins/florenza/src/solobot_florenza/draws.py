"""What a game against the Ghosts takes at random: the Artist tiles dealt and the Captains of Fortune.

Each draw is a :class:`~solobot.toolkit.Draw`: seeded games ignore it; with ``--draws physical``
the person is asked which tile or card came, in the words printed on it.
"""

from __future__ import annotations

from functools import lru_cache

from solobot.i18n import N_, language
from solobot.toolkit import Draw
from solobot_florenza.components import Components
from solobot_florenza.narration import _, label, skill


def artist_tile(comps: Components, index: int) -> str:
    """An Artist as his tile shows him: "Botticelli (painting 4, fresco 6)"."""
    artist = comps.artists[index]
    skills = ", ".join(f"{skill(s.skill)} {s.cost}" for s in artist.skills)
    return f"{label(artist.name)} ({skills})"


def captain_card(comps: Components, name: str) -> str:
    """A Captain of Fortune card: its name."""
    return label(name)


CAPTAIN = Draw(
    N_("a Captain of Fortune put out for this game (the others stay out, unseen)"), "FG-SETUP-1",
    N_("the shuffled Captains of Fortune"), captain_card,
)


def artist_slot(number: int, name: str, pos: int) -> Draw:
    """The draw of the Artist tile laid under Life in Florenza card ``number`` (``name``), ``pos`` from the top
    (GAP-FG-3), its purpose said in the language spoken."""
    return _artist_slot(number, name, pos, language())


@lru_cache(maxsize=256)  # made once per slot and language, not in every simulated game's setup
def _artist_slot(number: int, name: str, pos: int, code: str) -> Draw:
    purpose = (_("the Artist laid under Life in Florenza card {number} ({name}), top") if pos == 0 else _(
        "the Artist laid under Life in Florenza card {number} ({name}), place {place} from the top")).format(
        number=number, name=name, place=pos + 1)  # in ``code``, the language spoken: made once in each
    return Draw(purpose, "GAP-FG-3", N_("the shuffled Artist tiles"), artist_tile, N_("tile"))
