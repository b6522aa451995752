"""Every sentence a game can say, in every language it declares (``solobot check``, and the tests).

A domain's messages are what ``pybabel extract`` finds in its package (``_()``, ``ngettext()``,
``pgettext()``, ``N_()``), together with the words the game declares (its sentence templates, seat
names, rules in words and command help), which must be marked too. Each catalog of the domain must
hold every one of them, translated (every plural form), not fuzzy, with the same ``{placeholders}``;
a sentence template's agreeing words (``[rolls]``) must each give both forms (``[tira|tiri]``).
"""

from __future__ import annotations

import importlib.util
import json
import re
import string
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from solobot.i18n import CORE, DEFAULT, Domain, _, domain
from solobot.words import agreeing_forms

#: a message: its id (a ``(singular, plural)`` pair for a plural one) and its context
Message = tuple[Any, str | None]

#: the oldest Babel whose extraction finds what the catalogs hold: an older one also takes a string in a
#: subscript inside a call (``_(WANTED["whole"][0])``) for a message. The floor of ``solobot-core[check]``,
#: the extra that brings Babel where catalogs are extracted and checked (nothing reads them with it).
BABEL_FLOOR = (2, 19)


def babel_problem() -> str | None:
    """One line saying how to add Babel when it is missing or older than :data:`BABEL_FLOOR` (None: fine)."""
    from importlib import metadata

    try:
        version = metadata.version("babel")
    except metadata.PackageNotFoundError:
        version = None
    if version is None or importlib.util.find_spec("babel") is None:
        return _('Extracting and checking catalogs needs Babel, which is not installed; add it with: '
                 'solobot install "solobot-core[check]"')
    found = tuple(int(part) for part in re.findall(r"\d+", version)[:2])
    if found < BABEL_FLOOR:
        return _('Extracting and checking catalogs needs Babel {floor} or newer, not {version}; upgrade it with: '
                 'solobot install --upgrade "solobot-core[check]"').format(
            floor=".".join(map(str, BABEL_FLOOR)), version=version)
    return None


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


def extracted(where: Domain, checkout: Path | None = None) -> list[Message]:
    """Every message ``pybabel extract`` finds in the domain's package: what its distribution's ``babel.cfg``
    maps when the package's checkout is known (imported from ``src/PACKAGE``, or installed from that folder),
    else its ``.py`` files and its page templates (when Jinja is installed).

    :param checkout: the distribution's folder (its ``babel.cfg`` beside ``src/PACKAGE``), when a test knows it
        (a plugin's tests run from its unpacked sdist against the installed wheel)."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    folder = package_dir(where.package)
    if folder is None:
        return []
    source = _checkout_of(where.package, folder, checkout)
    mapped = _mapping(source) if source is not None else None
    if source is not None and mapped is not None:
        root, methods, options = str(source.parent.parent), *mapped
    else:
        root, methods, options = str(folder), [("**.py", "python")], {}
        if any(folder.glob("**/templates/*.html")):
            methods.append(("**/templates/**.html", "jinja2"))  # a page's words (Jinja's i18n extension)
    if importlib.util.find_spec("jinja2") is None:
        methods = [(pattern, method) for pattern, method in methods if method != "jinja2"]
    found: dict[Message, None] = {}
    for found_message in extract_from_dir(root, methods, options, DEFAULT_KEYWORDS):
        message, context = found_message[2], found_message[4]
        found[(message, context)] = None
    return list(found)


def _checkout_of(package: str, folder: Path, checkout: Path | None = None) -> Path | None:
    """The package's folder in its distribution's checkout (``src/PACKAGE`` beside a ``babel.cfg``): the one
    given, else where it is imported from, else where pip installed it from (a local folder, as tox and
    ``pip install PATH`` do; pip records it in ``direct_url.json``); None for a package installed from an index."""
    if checkout is not None and (checkout / "babel.cfg").is_file() and (checkout / "src" / package).is_dir():
        return checkout / "src" / package
    if folder.parent.name == "src" and (folder.parent.parent / "babel.cfg").is_file():
        return folder
    from importlib import metadata
    from urllib.parse import urlparse
    from urllib.request import url2pathname

    for name in metadata.packages_distributions().get(package, []):
        try:
            url = json.loads(metadata.distribution(name).read_text("direct_url.json") or "{}").get("url", "")
        except (metadata.PackageNotFoundError, ValueError, AttributeError):
            continue
        if url.startswith("file:"):
            root = Path(url2pathname(urlparse(url).path))
            if (root / "src" / package).is_dir() and (root / "babel.cfg").is_file():
                return root / "src" / package
    return None


def _mapping(folder: Path) -> tuple[list[tuple[str, str]], dict[str, dict[str, str]]] | None:
    """The method and options maps of the ``babel.cfg`` beside the package's ``src/`` folder (None: the
    package is installed, not in its checkout)."""
    config = folder.parent.parent / "babel.cfg"
    if folder.parent.name != "src" or not config.is_file():
        return None
    from babel.messages import frontend

    with config.open(encoding="utf-8") as text:
        methods, options = frontend.parse_mapping_cfg(text)
    return list(methods), dict(options)


def component_names(fileobj: Any, keywords: Any, comment_tags: Any, options: dict[str, str]) -> Any:
    """A Babel extractor for a component file (JSON): every string under a key named ``name`` (or the keys
    of the ``keys`` option, separated by spaces), so each name the game shows is in its catalog. A game
    maps its data file to it in its ``babel.cfg`` (``docs/languages.md``)."""
    keys = set((options or {}).get("keys", "name").split())
    data = json.loads(fileobj.read().decode("utf-8"))
    for text in dict.fromkeys(_names_in(data, keys)):
        yield 1, None, text, []


def _names_in(data: Any, keys: set[str]) -> Any:
    """Every string of ``data`` under one of ``keys``, in the order of the file."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in keys and isinstance(value, str):
                yield value
            else:
                yield from _names_in(value, keys)
    elif isinstance(data, list):
        for item in data:
            yield from _names_in(item, keys)


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
    missing = babel_problem() if languages else None
    if missing:
        return languages, [missing]
    messages = extracted(own)
    known = {message if isinstance(message, str) else message[0] for message, _context in messages}
    problems = [_("{domain}: not marked for pybabel extract (wrap it in N_()): {text!r}").format(domain=own.name,
                                                                                               text=text)
                for text in declared(game) if text not in known]
    templates = [text for text in getattr(game, "sentences", {}).values() if isinstance(text, str)]  # not functions
    problems += catalog_problems(own, messages, languages, templates)
    problems += catalog_problems(CORE, extracted(CORE), languages)
    return languages, problems
