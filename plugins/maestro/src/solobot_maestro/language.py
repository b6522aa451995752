"""Maestro's gettext domain: its words are written in English and read in the language spoken
(``docs/languages.md``); the catalogs are in ``locale/``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solobot.i18n import domain

if TYPE_CHECKING:
    from solobot_maestro.components import Components

DOMAIN = "solobot_maestro"
MAESTRO = domain(DOMAIN)
_ = MAESTRO.gettext
ngettext = MAESTRO.ngettext
pgettext = MAESTRO.pgettext
gettext = MAESTRO.gettext  # the same, for modules where "_" is a throwaway name


# -- the names of the component data, as a person reads them --------------------------------------
# The data file stays the English reference (its names are the catalog's msgids: babel.cfg maps it to the
# core's component_names extractor), and the rules and the table's keys keep its names as written.


def region_said(comp: Components, index: int) -> str:
    """A region as the person reads it in the language spoken ("0 Firenze"), its number first."""
    return region_named(comp.numbers[index], comp.names[index])


def region_named(number: int, name: str) -> str:
    """The region ``number`` called ``name`` (as printed) in the language spoken ("0 Firenze")."""
    return f"{number} {gettext(name)}"


def patron_said(comp: Components, card: str) -> str:
    """A patron card's name in the language spoken ("Duchessa di Urbino")."""
    return gettext(comp.patron[card].name)
