"""Maestro's gettext domain: its words are written in English and read in the language spoken
(``docs/languages.md``); the catalogs are in ``locale/``."""

from __future__ import annotations

from solobot.i18n import domain

DOMAIN = "solobot_maestro"
MAESTRO = domain(DOMAIN)
_ = MAESTRO.gettext
ngettext = MAESTRO.ngettext
gettext = MAESTRO.gettext  # the same, for modules where "_" is a throwaway name
