"""The language a person reads: gettext domains, the language chosen, and plural forms.

solobot speaks the ecosystem's way: one gettext domain per distribution (the core's is ``solobot``,
Pig's ``solobot_pig``), its catalogs shipped as package data in ``<package>/locale/<lang>/LC_MESSAGES/
<domain>.po``, every message a whole sentence with named placeholders (``_("Undone: {sentence}")``),
plural forms by each language's own rules (:func:`ngettext`; the ``Plural-Forms`` of a catalog
come from Babel's CLDR data). ``pybabel extract`` keeps the catalogs current (``docs/languages.md``).

The language is a display choice, never part of a game: saves, replays and simulations do not depend
on it. It is chosen once per process (the terminal) or per request (the page) with
:func:`use_language`; :func:`language_from` reads ``--lang``, ``SOLOBOT_LANG`` and the locale
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``); :func:`from_accept_language` the browser's.

English is the source language: in English nothing is loaded, and every call returns its message.
Elsewhere a catalog is read once and kept: the ``.mo`` compiled when the wheel was built, else the
``.po`` compiled in memory by :mod:`solobot.catalogs` (the standard library only: no Babel at run time).
"""

from __future__ import annotations

import gettext as _gettext
import io
import re
import struct
import sys
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar, Token
from functools import cache
from importlib import resources

from solobot.grammar import Said
from solobot.safetext import printable

#: the languages solobot speaks, by code, each in its own name
LANGUAGES = {"en": "English", "it": "Italiano", "de": "Deutsch"}
#: the source language: every message is written in it
DEFAULT = "en"
#: the environment variables read after ``--lang``, in order (``LANGUAGE`` is a ``:``-separated list)
LOCALE_VARIABLES = ("SOLOBOT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
#: the core's own gettext domain
CORE_DOMAIN = "solobot"

_LANGUAGE: ContextVar[str] = ContextVar("solobot_language", default=DEFAULT)


def N_(message: str) -> str:
    """Mark ``message`` for ``pybabel extract`` where it is defined; translate it where it is shown."""
    return message


# -- which language ------------------------------------------------------------------------------


#: ``language()``: the language a person reads now (``"en"``, ``"it"``, ``"de"``); the context variable's own
#: ``get``, so asking costs no Python call (a simulated game asks at every step: docs/benchmarks.md)
language: Callable[[], str] = _LANGUAGE.get


def use_language(code: str) -> Token[str]:
    """Speak ``code`` from now on, in this thread or request (an unknown code: English)."""
    return _LANGUAGE.set(code if code in LANGUAGES else DEFAULT)


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Speak ``code`` inside the ``with`` block, then the language before it again."""
    token = use_language(code)
    try:
        yield
    finally:
        _LANGUAGE.reset(token)


def normalize(tag: str | None) -> str | None:
    """The language a locale name or a language tag names, if solobot speaks it: ``"it_IT.UTF-8"``
    -> ``"it"``, ``"de-CH"`` -> ``"de"``, ``"C"`` or ``"fr_FR"`` -> None."""
    if not tag:
        return None
    code = re.split(r"[_.@-]", tag.strip().lower(), maxsplit=1)[0]
    return code if code in LANGUAGES else None


def language_from(option: str | None, environ: Mapping[str, str]) -> str:
    """The language to speak: ``option`` (``--lang``), else ``SOLOBOT_LANG``, else the locale, else English.

    ``LANGUAGE`` is a list in order of preference (``it:de``); its first language solobot speaks
    wins. A locale of ``C`` or ``POSIX``, or one naming a language solobot does not speak, goes on
    to the next variable, and in the end to English.
    """
    if option:
        return normalize(option) or DEFAULT
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        for tag in value.split(":") if name == "LANGUAGE" else [value]:
            found = normalize(tag)
            if found:
                return found
    return DEFAULT


def from_accept_language(header: str | None) -> str | None:
    """The language the browser asks for first among those solobot speaks (None: none of them).

    ``"de-CH,de;q=0.9,en;q=0.8"`` -> ``"de"``; weights are honoured, ties keep their order.
    """
    wanted: list[tuple[float, int, str]] = []
    for number, part in enumerate((header or "").split(",")[:32]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        found = re.search(r"q=([0-9.]+)", params)
        if found:
            try:
                weight = float(found.group(1))
            except ValueError:
                weight = 0.0
        code = normalize(tag)
        if code and weight > 0:
            wanted.append((-weight, number, code))
    return min(wanted)[2] if wanted else None


# -- the catalogs ------------------------------------------------------------------------------


class Domain:
    """One distribution's messages: its gettext domain and the package whose ``locale/`` holds them.

    :param name: the domain (``solobot_pig``), the name of its ``.po`` files.
    :param package: the import package shipping ``locale/`` (default: the domain's name).
    """

    def __init__(self, name: str, package: str | None = None) -> None:
        self.name = name
        self.package = package or name

    def __repr__(self) -> str:
        return f"Domain({self.name!r})"

    def catalog_path(self, code: str) -> resources.abc.Traversable:
        """Where the ``.po`` catalog of language ``code`` is (it may not exist)."""
        return resources.files(self.package) / "locale" / code / "LC_MESSAGES" / f"{self.name}.po"

    def languages(self) -> list[str]:
        """The languages this domain has a catalog of, English (its source) first."""
        return [DEFAULT, *(code for code in LANGUAGES if code != DEFAULT and self.catalog_path(code).is_file())]

    def translations(self, code: str | None = None) -> _gettext.NullTranslations:
        """The catalog of ``code`` (default: the language spoken now); an empty one for English or
        a language without a catalog, whose every call gives back its message."""
        return _translations(self.name, self.package, code or language())

    def gettext(self, message: str) -> str:
        """``message`` in the language spoken now (outside English a :class:`~solobot.grammar.Said`: its
        placeholders take the forms the translation asks for, and it knows its own forms)."""
        code = _LANGUAGE.get()
        if code == DEFAULT or not message:
            return message
        return Said(self.translations().gettext(message), code, message, self.form_of)

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        """The form of ``singular``/``plural`` the language uses for ``count`` (its CLDR plural rule)."""
        code = _LANGUAGE.get()
        if code == DEFAULT:
            return singular if count == 1 else plural
        return Said(self.translations().ngettext(singular, plural, count), code, singular if count == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        """``message`` in the language spoken now, in ``context`` (one English word, two meanings)."""
        code = _LANGUAGE.get()
        if code == DEFAULT or not message:
            return message
        return Said(self.translations().pgettext(context, message), code, message)

    def form_of(self, context: str, message: str) -> str | None:
        """The catalog's own form of ``message`` for ``context`` (a preposition, a case, ``gender``), if it
        gives one (:mod:`solobot.grammar`)."""
        said = self.translations().pgettext(context, message)
        return said if said != message else None

    def has(self, message: str, code: str | None = None) -> bool:
        """Whether the catalog of ``code`` (default: now) translates ``message``."""
        catalog = self.translations(code)
        return isinstance(catalog, _gettext.GNUTranslations) and message in catalog._catalog  # type: ignore[attr-defined]


@cache
def _translations(name: str, package: str, code: str) -> _gettext.NullTranslations:
    """The catalog, read once and kept for the process (English: none), with the names' forms of
    ``<domain>-forms.po`` beside it behind it (docs/languages.md: the forms no ``pybabel update`` drops)."""
    if code == DEFAULT:
        return _gettext.NullTranslations()
    try:
        folder = resources.files(package) / "locale" / code / "LC_MESSAGES"
    except (ModuleNotFoundError, OSError):
        return _gettext.NullTranslations()
    catalog, forms = _read(folder, name, code), _read(folder, f"{name}{FORMS}", code)
    if forms is None:
        return catalog or _gettext.NullTranslations()
    if catalog is None:
        return forms
    catalog.add_fallback(forms)
    return catalog


#: the end of the name of a domain's catalog of names' forms (``solobot_florenza-forms.po``)
FORMS = "-forms"


def _read(folder: resources.abc.Traversable, stem: str, code: str) -> _gettext.GNUTranslations | None:
    """The catalog ``stem`` of a language's folder: the ``.mo`` the wheel's build compiled, else the ``.po``
    compiled in memory (a checkout or an editable install); None when it has neither, or when it cannot be
    read: then its own words are said in English, one line on standard error says why, and every other
    domain speaks on (a broken catalog of a plugin costs that plugin's words only)."""
    from solobot.catalogs import CatalogError, compile_po  # only for a language other than English

    try:
        compiled = folder / f"{stem}.mo"
        if compiled.is_file():
            return _shown_safe(_gettext.GNUTranslations(io.BytesIO(compiled.read_bytes())))
        source = folder / f"{stem}.po"
        if not source.is_file():
            return None
        return _shown_safe(_gettext.GNUTranslations(io.BytesIO(compile_po(source.read_bytes()))))
    except (OSError, CatalogError, UnicodeError, ValueError, LookupError, struct.error) as exc:  # a damaged .po/.mo
        print(f"Warning: the {code} catalog {stem} cannot be read ({printable(str(exc))[:200]}); its words are "
              "said in English.", file=sys.stderr)  # in English: the catalog that would say it may be this one
        return None


#: a character no translation may bring to a terminal or a page as it is (see :mod:`solobot.safetext`): a
#: control character but a line break and a tab (ESC opens an OSC 52 clipboard write or a screen clear), a
#: bidirectional control, a lone surrogate
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def _shown_safe(catalog: _gettext.GNUTranslations) -> _gettext.GNUTranslations:
    """``catalog`` with every translation that holds an unsafe character written with its escapes (``\\x1b``):
    a catalog is a plugin's file, and what it says is printed as it is. A backspace that is a whole line is
    click's mark of a paragraph not to rewrap (click drops it), and stays. Read once per catalog; the English
    messages it is looked up by are left as they are."""
    texts: dict[object, str] = catalog._catalog  # type: ignore[attr-defined]
    for key, said in texts.items():
        if _UNSAFE.search(said):
            texts[key] = "\n".join(line if line == "\b" else printable(line) for line in said.split("\n"))
    return catalog


@cache
def domain(name: str, package: str | None = None) -> Domain:
    """The one :class:`Domain` of ``name``."""
    return Domain(name, package)


CORE = domain(CORE_DOMAIN)
"""The core's own messages."""

_ = CORE.gettext
ngettext = CORE.ngettext
pgettext = CORE.pgettext


def say(game_domain: Domain | None, message: str, context: str | None = None) -> str:
    """A game's ``message`` in the language spoken now: its own catalog's, else the core's (the core
    names a seat "you" for every game), else as written."""
    code = _LANGUAGE.get()
    if code == DEFAULT or not message:
        return message
    for where in ((game_domain, CORE) if game_domain is not None else (CORE,)):
        catalog = where.translations()
        said = catalog.pgettext(context, message) if context else catalog.gettext(message)
        if said != message:
            return Said(said, code, None if context else message, where.form_of)
    return Said(message, code)
