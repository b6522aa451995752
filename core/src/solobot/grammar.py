"""Names in the form their place in a sentence needs: Italian articles fused with prepositions, German cases.

A sentence is one whole message; where a name follows a preposition, the translation says which form it
needs in the placeholder's format spec, and the name is given whole (with its own article, as a speaker
of the language names it), never a phrase glued after a preposition:

- Italian: ``{place:da}`` -> "dalla sua riserva", ``{owner:di}`` -> "della Machina", ``{seat:a}`` -> "a te"
  (``di``, ``a``, ``da``, ``in``, ``su`` fuse with ``il lo la l' i gli le``; ``tu`` after a preposition is
  ``te``); any other word is put before the name as it is (``{seat:con}`` -> "con te"); ``{seat:acc}`` is
  the name as an object ("favorisce te"), ``{seat:dat}`` as ``a``; ``{Who:subj}`` is the name as the
  subject a speaker says: none for ``tu`` and ``io`` ("Tiri 2", not "Tu tiri 2"; the verb says who), the
  name itself for anyone else (every other language: the name).
- Any language: ``{who:for}`` names the one a roll or draw is made for, after the verb and with its space
  ("Tira entrambi i dadi per la Machina", "Ziehe für das Spiel 1 Karte"), and nothing for the person.
- German: ``{place:von}`` -> "von deinem Feld 3", ``{tiles:aus}`` -> "aus den gemischten Künstlerplättchen",
  ``{seat:an+akk}`` -> "an dich"; a preposition that takes either case says which (``auf+akk``, ``in+dat``);
  ``{x:dat}`` / ``{x:akk}`` / ``{x:gen}`` give the case without a preposition. ``von dem`` is "vom", ``in
  dem`` "im", ``zu der`` "zur" (the fusions a German speaker makes).
- English needs none: its sentences are the source (``a`` gives "a"/"an" before a name if ever asked).

A name's own forms come from the catalog when the translator wrote them: the same message in the context
of the spec (``msgctxt "aus"``, ``msgid "the shuffled Artist tiles"``, ``msgstr "aus den gemischten
Künstlerplättchen"``) wins; a German name whose gender its article does not show (``die``: feminine or
plural, ``ein``: masculine or neuter) may give it in the context ``gender`` (``m``, ``f``, ``n``, ``pl``).
Else the form is made by the rules below from the name as translated. :func:`mistakes` finds what a
sentence would still get wrong ("da la", "aus die"): ``solobot check`` runs it over whole games.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

#: the context in a catalog that gives a German name's gender when its article does not show it
GENDER_CONTEXT = "gender"

# -- Italian --------------------------------------------------------------------------------------

#: the definite articles a name may begin with
_IT_ARTICLES = ("il", "lo", "la", "l'", "i", "gli", "le")
#: a preposition's stem before an article: "di" + "la" -> "della", "in" + "il" -> "nel"
_IT_STEMS = {"di": "de", "a": "a", "da": "da", "in": "ne", "su": "su"}
#: the spec of a name as the subject of its sentence (``{Who:subj}``): Italian leaves a pronoun out
SUBJECT = "subj"
#: pronouns said otherwise after a preposition ("a te", "per me")
_IT_AFTER_PREPOSITION = {"tu": "te", "io": "me"}
_IT_ARTICLE = re.compile(r"(?P<article>il|lo|la|i|gli|le)\s+(?P<rest>.*)|(?P<elided>l['’])(?P<vowel>.*)",
                         re.IGNORECASE | re.DOTALL)


def _fused_it(preposition: str, article: str) -> str:
    """ "di" + "la" -> "della", "a" + "il" -> "al", "su" + "l'" -> "sull'"."""
    stem = _IT_STEMS[preposition]
    if article == "il":
        return {"de": "del", "a": "al", "da": "dal", "ne": "nel", "su": "sul"}[stem]
    if article in ("i", "gli"):
        return stem + article  # dei, agli, negli
    return stem + "l" + article  # della, allo, dell', sulle


def italian(name: str, spec: str) -> str:
    """``name`` (with its article, as said on its own) after the preposition ``spec``."""
    lower = spec.lower()
    if not lower or lower == "nom":
        return name
    pronoun = _IT_AFTER_PREPOSITION.get(name.lower())
    if lower == SUBJECT:  # "tiri 2": the verb's ending says who
        return "" if pronoun is not None else name
    if lower in ("acc", "akk"):  # an object: "favorisce te"
        return pronoun or name
    if lower == "dat":  # "a te", "alla Machina"
        lower = spec = "a"
    if pronoun is not None:
        return f"{spec} {pronoun}"
    if lower in _IT_STEMS:
        found = _IT_ARTICLE.fullmatch(name)
        if found is not None:
            if found.group("elided"):
                fused, rest = _fused_it(lower, "l'"), found.group("vowel")
                return _capital_like(spec, fused) + rest
            fused = _fused_it(lower, found.group("article").lower())
            return f"{_capital_like(spec, fused)} {found.group('rest')}"
    return f"{spec} {name}"


def _capital_like(model: str, word: str) -> str:
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


# -- German ---------------------------------------------------------------------------------------

#: the case each preposition takes ("auf", "in", "an"... take either: the spec says which, as "auf+akk")
_DE_CASE = {"aus": "dat", "bei": "dat", "mit": "dat", "nach": "dat", "seit": "dat", "von": "dat", "zu": "dat",
            "gegenüber": "dat", "durch": "akk", "für": "akk", "gegen": "akk", "ohne": "akk", "um": "akk",
            "wegen": "gen", "während": "gen", "statt": "gen"}
_DE_CASES = ("nom", "akk", "dat", "gen")
#: the definite article by gender and case
_DE_DEFINITE = {"m": ("der", "den", "dem", "des"), "f": ("die", "die", "der", "der"),
                "n": ("das", "das", "dem", "des"), "pl": ("die", "die", "den", "der")}
#: an ein-word's ending by gender and case ("ein", "dein", "sein", "kein"...)
_DE_EIN_ENDINGS = {"m": ("", "en", "em", "es"), "f": ("e", "e", "er", "er"), "n": ("", "", "em", "es"),
                   "pl": ("e", "e", "en", "er")}
_DE_EIN_STEMS = ("ein", "kein", "mein", "dein", "sein", "ihr", "unser", "euer", "Ihr")
#: a preposition and a definite article a German speaker says as one word
_DE_FUSED = {("an", "dem"): "am", ("an", "das"): "ans", ("bei", "dem"): "beim", ("in", "dem"): "im",
             ("in", "das"): "ins", ("von", "dem"): "vom", ("zu", "dem"): "zum", ("zu", "der"): "zur"}
#: personal pronouns by case
_DE_PRONOUNS = {"du": ("du", "dich", "dir", "deiner"), "ich": ("ich", "mich", "mir", "meiner"),
                "er": ("er", "ihn", "ihm", "seiner"), "es": ("es", "es", "ihm", "seiner"),
                "wir": ("wir", "uns", "uns", "unser")}
#: endings of nouns that are neuter (for an "ein"/"dein" whose noun's gender its form does not show)
_DE_NEUTER_ENDINGS = ("chen", "lein", "um", "ment", "feld", "wappen", "tableau", "plättchen", "gebäude", "werk",
                      "haus", "geld", "spiel", "ende", "teil", "stück", "zeichen", "jahr", "ziel")


def _de_case(spec: str) -> tuple[str | None, str]:
    """The preposition and the case a German spec asks for: "von" -> ("von", "dat"), "auf+akk", "dat"."""
    lower = spec.lower()
    if lower in _DE_CASES:
        return None, lower
    preposition, _plus, case = spec.partition("+")
    return preposition, case.lower() if case.lower() in _DE_CASES else _DE_CASE.get(preposition.lower(), "dat")


def _de_gender(first: str, adjectives: list[str], noun: str, gender: str | None) -> str:
    """A German name's gender and number: the one its catalog gives, else what its article and noun show."""
    if gender in _DE_DEFINITE:
        return gender
    lower = first.lower()
    if lower == "der":
        return "m"
    if lower == "das":
        return "n"
    if lower == "die" or (lower.endswith("e") and lower[:-1] in _DE_EIN_STEMS):
        plural = any(word.endswith("en") for word in adjectives) or _looks_plural(noun)
        return "pl" if plural else "f"
    return "n" if noun.lower().endswith(_DE_NEUTER_ENDINGS) or any(a.endswith("es") for a in adjectives) else "m"


def _looks_plural(noun: str) -> bool:
    lower = noun.lower()
    return lower.endswith(("en", "er", "n")) and not lower.endswith(("ung", "ion", "heit", "keit", "in"))


def german(name: str, spec: str, gender: str | None = None) -> str:
    """``name`` (nominative, as said on its own) in the case ``spec`` asks for, after its preposition."""
    if not spec or spec.lower() == SUBJECT:
        return name
    preposition, case = _de_case(spec)
    index = _DE_CASES.index(case)
    said = _de_declined(name, index, gender)
    if preposition is None:
        return said
    first, _space, rest = said.partition(" ")
    fused = _DE_FUSED.get((preposition.lower(), first))
    if fused is not None and rest:
        return f"{_capital_like(preposition, fused)} {rest}"
    return f"{preposition} {said}"


def _de_declined(name: str, index: int, gender: str | None) -> str:
    words = name.split(" ")
    first = words[0]
    lower = first.lower()
    if len(words) == 1 and lower in _DE_PRONOUNS:
        return _capital_like(first, _DE_PRONOUNS[lower][index])
    definite = lower in ("der", "die", "das")
    stem = next((s for s in _DE_EIN_STEMS if lower in (s.lower(), s.lower() + "e")), None)
    if not definite and stem is None:
        return name  # a name without an article ("Geist 1", "Picconiere") is the same in every case
    at = 1
    while at < len(words) and words[at][:1].islower():
        at += 1
    adjectives, noun, tail = words[1:at], words[at] if at < len(words) else "", words[at + 1:]
    kind = _de_gender(first, adjectives, noun, gender)
    article = _DE_DEFINITE[kind][index] if definite else stem + _DE_EIN_ENDINGS[kind][index]
    if not (index == 0 or (index == 1 and kind != "m")):  # not the nominative, nor an accusative like it
        adjectives = [_de_weak(word) for word in adjectives]
        if kind == "pl" and index == 2 and noun[:1].isupper() and not noun.endswith(("n", "s")):
            noun += "n"  # dative plural: "den Feldern"
    return " ".join([_capital_like(first, article), *adjectives, *([noun] if noun else []), *tail])


def _de_weak(word: str) -> str:
    """An adjective after a declined article: "besondere"/"besonderes"/"roter" -> "besonderen"."""
    if not word[:1].islower() or not word[-1:].isalpha():
        return word
    for ending in ("es", "er", "em", "e"):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            return word[: -len(ending)] + "en"
    return word


# -- English --------------------------------------------------------------------------------------


def english(name: str, spec: str) -> str:
    """``name`` after ``spec``: "a"/"an" chosen by its sound, a case as it is, any other word put before it."""
    if spec.lower() in _DE_CASES or spec.lower() in ("acc", SUBJECT):
        return name
    if spec.lower() in ("a", "an"):
        return ("an " if name[:1].lower() in "aeiou" else "a ") + name
    return f"{spec} {name}" if spec else name


# -- the form of one name, and whole sentences --------------------------------------------------------

#: looks up a name's form in its catalog: (context, English message) -> the translation, or None
Lookup = Callable[[str, str], "str | None"]


#: the spec of the one a roll or draw is made for, said after the verb (``Tira {dice}{who:for}``): " per la
#: Machina", " für die Machina" (with its space), nothing for the person, who rolls for themself
FOR = "for"
#: the person as a request names them (``you``), in each language: no "for" phrase
_PERSON = {"tu", "io", "du", "ich", "you"}
#: the definite articles a seat's name may begin with, capitalised as a line's first word ("La Machina")
_ARTICLES = {*_IT_ARTICLES, "der", "die", "das", "the"}


def _made_for(name: str, language: str, own: str | None) -> str:
    """The ``{who:for}`` phrase: " per la Machina", " für das Spiel", "" for the person (see :data:`FOR`)."""
    if name.lower() in _PERSON:
        return ""
    if own:  # the catalog's own phrase ("For the game": "per il gioco")
        return f" {own}"
    first, space, rest = name.partition(" ")
    if space and first.lower() in _ARTICLES:  # "La Machina" heads a line; after "per" it is "la Machina"
        name = f"{first.lower()} {rest}"
    if language == "it":
        return f" {italian(name, 'per')}"
    if language == "de":
        return f" {german(name, 'für')}"
    return f" for {name}"


def form(name: str, spec: str, language: str, source: str | None = None, lookup: Lookup | None = None) -> str:
    """``name`` in the form ``spec`` asks for in ``language`` (``name`` is said as on its own; ``source``: its
    English message, whose catalog may give the form or a German gender itself)."""
    if spec.lower() == FOR:
        return _made_for(name, language, lookup(spec, source) if source and lookup is not None else None)
    if source and lookup is not None:
        own = lookup(spec, source)
        if own:
            return own
    if language == "it":
        return italian(name, spec)
    if language == "de":
        gender = lookup(GENDER_CONTEXT, source) if source and lookup is not None else None
        return german(name, spec, gender)
    return english(name, spec)


class Said(str):
    """A word or a name in the language spoken that remembers its English message and where to look up its
    forms; ``format(said, "da")`` is :func:`form` (any other spec as for a str)."""

    __slots__ = ("language", "lookup", "source")

    source: str | None
    lookup: Lookup | None
    language: str

    def __new__(cls, text: str, language: str = "en", source: str | None = None,
                lookup: Lookup | None = None) -> Said:
        made = super().__new__(cls, text)
        made.source, made.lookup, made.language = source, lookup, language
        return made

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        return str, (str(self),)  # pickled, copied or sent away: the text alone

    def __format__(self, spec: str) -> str:
        if not spec or not _is_grammar(spec):
            return str.__format__(str(self), spec)
        return form(str(self), spec, self.language, self.source, self.lookup)

    def format(self, *args: Any, **kwargs: Any) -> str:
        """The template filled, each ``{name:spec}`` in the form the spec asks for; a translation whose
        placeholders do not fit the message (a catalog's slip) gives the English message filled instead."""
        if not self.slipped():
            try:
                return _FORMATTER.vformat(str(self), args, _Language(kwargs, self.language))
            except SLIPS:
                if not self.translated():
                    raise
        return str(self.source).format(*args, **kwargs)

    def translated(self) -> bool:
        """Whether this is a translation of an English message it knows."""
        return self.source is not None and self.source != str(self)

    def slipped(self) -> bool:
        """Whether this translation reaches into a value where its English message only names it (see
        :func:`_reaches_in`): it is not filled, the English message is."""
        return self.translated() and _reaches_in(str(self), str(self.source))

    def format_map(self, mapping: Mapping[str, Any]) -> str:
        """As :meth:`format`, from a mapping."""
        return self.format(**mapping)


def fill(template: str, values: Mapping[str, Any], language: str) -> str:
    """``template`` (a sentence in ``language``) filled with ``values``, each ``{name:spec}`` in its form; a
    translation whose placeholders do not fit its English message gives that message filled (as :meth:`Said.format`)."""
    if ":" not in template:
        return template.format_map(values)
    if isinstance(template, Said) and template.slipped():
        return fill(str(template.source), values, "en")
    try:
        return _FORMATTER.vformat(template, (), _Language(values, language))
    except SLIPS:
        if not (isinstance(template, Said) and template.translated()):
            raise
        return fill(str(template.source), values, "en")


#: what filling a template whose placeholders do not fit the values raises (a name, an index, a spec, a type)
SLIPS = (KeyError, IndexError, ValueError, AttributeError, TypeError)


@lru_cache(maxsize=4096)
def _reaches_in(translation: str, english: str) -> bool:
    """Whether ``translation`` has a placeholder that reaches into a value (``{roll[0]}``, ``{roll.__class__}``)
    that ``english`` does not have: a catalog's slip, which would stop the sentence with a TypeError or show a
    Python repr (``<class 'int'>``) to the person."""
    return not _reaching(translation) <= _reaching(english)


def _reaching(text: str) -> set[str]:
    """The placeholders of ``text`` that index or take an attribute of a value (none when it does not parse)."""
    try:
        return {field for _text, field, _spec, _conversion in string.Formatter().parse(text)
                if field and ("." in field or "[" in field)}
    except ValueError:
        return set()


class _Language(dict):  # type: ignore[type-arg]
    """Values to fill a template with, and the language the template is in."""

    def __init__(self, values: Mapping[str, Any], language: str) -> None:
        super().__init__(values)
        self.language = language


def _is_grammar(spec: str) -> bool:
    """Whether a format spec asks for a form (a word: "da", "auf+akk"), not a number's format ("02d", ">5")."""
    return spec[:1].isalpha() and (len(spec) > 1 or spec in "a") and not spec.isdigit()


class _Grammar(string.Formatter):
    def get_value(self, key: Any, args: Any, kwargs: Any) -> Any:
        value = super().get_value(key, args, kwargs)
        if isinstance(value, str) and not isinstance(value, Said):
            return Said(value, kwargs.language)
        return value

    def format_field(self, value: Any, format_spec: str) -> Any:
        if isinstance(value, str) and format_spec and _is_grammar(format_spec):
            said = value if isinstance(value, Said) else Said(value, "en")
            return form(str(said), format_spec, said.language, said.source, said.lookup)
        return format(value, format_spec)


_FORMATTER = _Grammar()


# -- what a sentence still gets wrong ---------------------------------------------------------------

_IT_FUSING = r"\b(?:[Dd]i|[Aa]|[Dd]a|[Ii]n|[Ss]u)"
_IT_APART = re.compile(_IT_FUSING + r" (?:il|lo|la|i|gli|le)(?=\s)|" + _IT_FUSING + r" l['’]")
_IT_PRONOUN = re.compile(r"\b(?:[Dd]i|[Aa]|[Dd]a|[Ii]n|[Ss]u|[Pp]er|[Cc]on|[Tt]ra|[Ff]ra|[Vv]erso|[Cc]ontro|[Ss]enza) "
                         r"tu\b")
_DE_DATIVE = re.compile(
    r"\b(?:aus|bei|mit|nach|seit|von|zu|gegenüber)\s+(?:die|das|ein|eine|dich|ihn|[dm]ein(?:e|es)?|"
    r"seine|seines|ihre|ihres|unsere?s?|sein(?=\s+[A-ZÄÖÜ]))\b", re.IGNORECASE)
_DE_PRONOUN = re.compile(r"\b(?:aus|bei|mit|nach|seit|von|zu|an|auf|in|über|unter|vor|hinter|neben|zwischen|durch|"
                         r"für|gegen|ohne|um) du\b", re.IGNORECASE)
_DE_ACCUSATIVE = re.compile(r"\b(?:durch|für|gegen|ohne|um)\s+(?:dem|dir|ihm|(?:[dms]ein|ihr)em)\b", re.IGNORECASE)
_DE_APART = re.compile(r"\b(?:von|zu|bei|an|in) dem\b(?! (?:er|sie|es|du|ich)\b)|\bzu der\b", re.IGNORECASE)


def mistakes(line: str, language: str) -> list[str]:
    """What ``line`` in ``language`` gets wrong that this module exists to get right: an Italian preposition
    and article apart ("da la"), "tu" after a preposition; a German article or pronoun in a case its preposition
    does not take ("aus die", "an du", "für dem"), or a fusion not made ("von dem")."""
    if language == "it":
        patterns = (_IT_APART, _IT_PRONOUN)
    elif language == "de":
        patterns = (_DE_DATIVE, _DE_PRONOUN, _DE_ACCUSATIVE, _DE_APART)
    else:
        return []
    return [found.group(0) for pattern in patterns for found in pattern.finditer(line)]
