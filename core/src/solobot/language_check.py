"""Every sentence a game can say, in every language it declares (``solobot check``, and the tests).

A domain's messages are what ``pybabel extract`` finds in its package (``_()``, ``ngettext()``,
``pgettext()``, ``N_()``), together with the words the game declares (its sentence templates, seat
names, rules in words and command help), which must be marked too. Each catalog of the domain must
hold every one of them, translated (every plural form), not fuzzy, with the same ``{placeholders}``;
a sentence template's agreeing words (``[rolls]``) must each give both forms (``[tira|tiri]``).
"""

from __future__ import annotations

import importlib.util
import string
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from solobot.i18n import CORE, DEFAULT, Domain, _, domain
from solobot.words import agreeing_forms

#: a message: its id (a ``(singular, plural)`` pair for a plural one) and its context
Message = tuple[Any, str | None]


def placeholders(text: str) -> set[str]:
    """The named ``{fields}`` of a ``str.format`` message (``{name!r}`` is ``name``; ``{{`` is no field)."""
    try:
        return {field.split(".")[0].split("[")[0] for _text, field, _spec, _conversion in string.Formatter().parse(text)
                if field}
    except ValueError:
        return {"<unbalanced braces>"}


def package_dir(package: str) -> Path | None:
    """The folder of an installed import package (None: not installed)."""
    found = importlib.util.find_spec(package)
    if found is None or not found.submodule_search_locations:
        return None
    return Path(next(iter(found.submodule_search_locations)))


def extracted(where: Domain) -> list[Message]:
    """Every message ``pybabel extract`` finds in the domain's package (its ``.py`` files, and its page
    templates when Jinja is installed)."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    folder = package_dir(where.package)
    if folder is None:
        return []
    methods = [("**.py", "python")]
    if any(folder.glob("**/templates/*.html")) and importlib.util.find_spec("jinja2") is not None:
        methods.append(("**/templates/**.html", "jinja2"))  # a page's words (Jinja's i18n extension)
    found: dict[Message, None] = {}
    for found_message in extract_from_dir(str(folder), methods, DEFAULT_KEYWORDS):
        message, context = found_message[2], found_message[4]
        found[(message, context)] = None
    return list(found)


def declared(game: Any) -> list[str]:
    """The English words a game declares that it says: sentence templates, seat names (the core's "you"
    aside), rules in words, command help."""
    words = getattr(game, "game_words", None)
    said: list[str] = [text for text in getattr(game, "sentences", {}).values() if isinstance(text, str)]  # not the
    # game's own sentence functions: their messages are found by pybabel extract
    if words is not None:
        said += [seat.name for seat in words.seats.values() if seat.name.lower() != "you"]
        said += list(words.rules.values())
    book = getattr(game, "_book", None)
    if book is not None:
        said += [command.help for command in (d.command() for d in book.declared) if command.help]
    return [text for text in dict.fromkeys(said) if text]


def catalog_problems(where: Domain, messages: Iterable[Message], languages: Iterable[str] | None = None,
                     templates: Iterable[str] = ()) -> list[str]:
    """What the catalogs of ``where`` lack: a message missing, untranslated or fuzzy, or its placeholders
    (or, for one of the sentence ``templates``, its agreeing words) not those of the English."""
    from babel.messages.pofile import read_po

    problems: list[str] = []
    messages, templates = list(messages), set(templates)
    for code in languages if languages is not None else where.languages():
        if code == DEFAULT:
            continue
        path = where.catalog_path(code)
        if not path.is_file():
            problems.append(_("{domain}: no {code} catalog ({path})").format(domain=where.name, code=code, path=path))
            continue
        catalog = read_po(path.open("rb"), locale=code, domain=where.name)
        for message, context in messages:
            problem = _problem(catalog, message, context, message in templates)
            if problem:
                line, fields = problem
                shown = message[0] if isinstance(message, tuple) else message
                problems.append(line.format(domain=where.name, code=code, message=shown, **fields))
    return problems


def _problem(catalog: Any, message: Any, context: str | None, template: bool) -> tuple[str, dict[str, str]] | None:
    """What is wrong with one message of a catalog: a line to fill with its ``domain``, ``code`` and
    ``message``, and its own fields (None: nothing)."""
    key = message[0] if isinstance(message, tuple) else message
    entry = catalog.get(key, context=context)
    if entry is None:
        return _("{domain} [{code}]: missing: {message!r}"), {}
    if entry.fuzzy:
        return _("{domain} [{code}]: fuzzy: {message!r}"), {}
    english = list(message) if isinstance(message, tuple) else [message]
    said = list(entry.string) if isinstance(entry.string, tuple) else [entry.string]
    if not all(said):
        return _("{domain} [{code}]: not translated: {message!r}"), {}
    wanted = set().union(*(placeholders(text) for text in english))
    for text in said:
        found = placeholders(text)
        if not found <= wanted or (len(said) == 1 and found != wanted):
            return (_("{domain} [{code}]: placeholders {found}, not {wanted}: {message!r}"),
                    {"found": str(sorted(found)), "wanted": str(sorted(wanted))})
    forms = agreeing_forms(english[0]) if template else []
    if forms:
        translated = agreeing_forms(said[0])
        if len(translated) != len(forms) or not all("|" in form for form in translated):
            return _("{domain} [{code}]: each agreeing word needs both forms, the seat's and the person's: "
                     "[tira|tiri]: {message!r}"), {}
    return None


def game_problems(game: Any) -> tuple[list[str], list[str]]:
    """(the languages the game declares, what its catalogs and the core's lack for them)."""
    words = getattr(game, "game_words", None)
    if words is None or not words.domain:
        return [], []
    own = domain(words.domain)
    languages = [code for code in own.languages() if code != DEFAULT]
    messages = extracted(own)
    known = {message if isinstance(message, str) else message[0] for message, _context in messages}
    problems = [_("{domain}: not marked for pybabel extract (wrap it in N_()): {text!r}").format(domain=own.name,
                                                                                               text=text)
                for text in declared(game) if text not in known]
    templates = [text for text in getattr(game, "sentences", {}).values() if isinstance(text, str)]  # not functions
    problems += catalog_problems(own, messages, languages, templates)
    problems += catalog_problems(CORE, extracted(CORE), languages)
    return languages, problems
