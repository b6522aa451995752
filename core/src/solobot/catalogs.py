"""A ``.po`` catalog compiled into ``.mo`` bytes, as ``msgfmt`` does, with the standard library alone.

The distributions' builds compile each catalog once, into the wheel, beside its ``.po`` (their
``hatch_build.py``); a checkout or an editable install has no ``.mo`` and :mod:`solobot.i18n` compiles
the ``.po`` in memory with :func:`compile_po` instead, so the two give the same translations (a test
checks). Babel is needed only where catalogs are extracted and checked, never to read them.

What is kept is what ``msgfmt`` keeps: the header (``msgid ""``, so :class:`gettext.GNUTranslations`
reads its ``Plural-Forms`` and charset), every translated entry, with its context (``msgctxt``) and
its plural forms; fuzzy entries, untranslated ones and obsolete ones (``#~``) are left out, except
that a plural entry's empty forms take the English ones (as Babel's ``write_mo``, which solobot used
before, does: the same translations, whichever reads them).

This module imports nothing of solobot: a build hook loads it from its file.
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

#: the magic number that opens a little-endian ``.mo`` file
MAGIC = 0x950412DE
_CHARSET = re.compile(rb"charset=([A-Za-z0-9_.:-]+)")
_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(\".*\")\s*$")
_ESCAPE = re.compile(r"\\([0-7]{1,3}|x[0-9A-Fa-f]{1,2}|.)")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
#: a quote inside a string that no backslash escapes: the line holds more than one string
_UNQUOTED = re.compile(r'(?<!\\)(?:\\\\)*"')


class CatalogError(ValueError):
    """A ``.po`` file that cannot be read: its line number and why."""


def charset(data: bytes) -> str:
    """The charset a ``.po`` file's header declares (``utf-8`` when it declares none)."""
    found = _CHARSET.search(data[:4096])
    name = found.group(1).decode("ascii") if found else "utf-8"
    return "utf-8" if name.upper() == "CHARSET" else name  # a fresh template's placeholder


def _string(text: str, number: int) -> str:
    """One quoted C string of a ``.po`` line, unescaped (``\\n``, ``\\t``, ``\\"``, ``\\\\``, octal ...)."""
    if len(text) < 2 or text[0] != '"' or text[-1] != '"' or _UNQUOTED.search(text[1:-1]):
        raise CatalogError(f"line {number}: not one quoted string: {text}")
    inner = text[1:-1]
    return _ESCAPE.sub(_unescape, inner) if "\\" in inner else inner


def _unescape(found: re.Match[str]) -> str:
    escape = found.group(1)
    if escape[0] in "01234567":
        return chr(int(escape, 8))
    if escape[0] == "x":
        return chr(int(escape[1:], 16))
    return _ESCAPES.get(escape, escape)


def entries(text: str) -> list[dict[str, object]]:
    """The entries of a ``.po`` file's text, in order, obsolete ones aside: each a dict with ``msgid``,
    maybe ``msgctxt``, ``msgid_plural``, ``msgstr`` (a string, or a list of plural forms) and ``fuzzy``."""
    found: list[dict[str, object]] = []
    entry: dict[str, object] = {}
    fuzzy = False
    field: tuple[str, int | None] | None = None

    def close() -> None:
        nonlocal entry, fuzzy, field
        if "msgid" in entry:
            entry["fuzzy"] = fuzzy
            found.append(entry)
        elif entry:
            raise CatalogError(f"an entry without msgid: {entry}")
        entry, fuzzy, field = {}, False, None

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if field is not None and field[0].startswith("msgstr"):
                close()  # comments open the next entry
            if line.startswith("#,") and "fuzzy" in (flag.strip() for flag in line[2:].split(",")):
                fuzzy = True
            continue
        if line.startswith('"'):
            if field is None:
                raise CatalogError(f"line {number}: a string outside an entry")
            name, index = field
            value = _string(line, number)
            if index is None:
                entry[name] = str(entry[name]) + value
            else:
                forms = entry["msgstr"]
                assert isinstance(forms, list)
                forms[index] += value
            continue
        matched = _KEYWORD.match(line)
        if matched is None:
            raise CatalogError(f"line {number}: not a .po line: {line}")
        keyword, index, quoted = matched.group(1), matched.group(2), matched.group(3)
        value = _string(quoted, number)
        if keyword in ("msgctxt", "msgid") and field is not None and field[0].startswith("msgstr"):
            close()  # an entry with no comment between it and the one before
        if keyword.startswith("msgstr["):
            forms = entry.setdefault("msgstr", [])
            if not isinstance(forms, list) or int(index) != len(forms):
                raise CatalogError(f"line {number}: plural forms out of order")
            forms.append(value)
            field = ("msgstr", int(index))
        else:
            if keyword in entry:
                raise CatalogError(f"line {number}: {keyword} twice in one entry")
            entry[keyword] = value
            field = (keyword, None)
    close()
    return found


def messages(text: str) -> dict[str, str]:
    """What a ``.mo`` file of the catalog holds: each key (``context\\x04msgid``, ``msgid\\0plural``) and
    its translation (plural forms joined by ``\\0``), the header under ``""``."""
    compiled: dict[str, str] = {}
    for entry in entries(text):
        msgid, said = str(entry["msgid"]), entry.get("msgstr", "")
        if msgid and entry["fuzzy"]:
            continue
        if "msgid_plural" in entry:
            plural = str(entry["msgid_plural"])
            forms = said if isinstance(said, list) else [str(said)]
            msgid = f"{msgid}\0{plural}"
            said = "\0".join(form or (entry["msgid"] if number == 0 else plural)
                             for number, form in enumerate(forms))
        elif not said:
            continue
        if "msgctxt" in entry:
            msgid = f"{entry['msgctxt']}\x04{msgid}"
        compiled[msgid] = str(said)
    return compiled


def compile_po(data: bytes) -> bytes:
    """The ``.mo`` file of a ``.po`` file's bytes (in the charset its header declares)."""
    encoding = charset(data)
    try:
        text = data.decode(encoding)
    except (LookupError, UnicodeDecodeError) as error:
        raise CatalogError(f"not {encoding}: {error}") from error
    compiled = messages(text)
    keys = sorted(compiled, key=lambda key: key.encode(encoding))
    ids = [key.encode(encoding) for key in keys]
    strs = [compiled[key].encode(encoding) for key in keys]
    count = len(keys)
    start = 7 * 4 + 16 * count  # the header, then the two tables of (length, offset)
    table: list[int] = []
    body = bytearray()
    for text_bytes in ids + strs:
        table += [len(text_bytes), start + len(body)]
        body += text_bytes + b"\0"
    header = struct.pack("<7I", MAGIC, 0, count, 7 * 4, 7 * 4 + 8 * count, 0, 0)
    return header + struct.pack(f"<{4 * count}I", *table) + bytes(body)


def compile_file(po: Path, mo: Path) -> Path:
    """Write the ``.mo`` of the ``.po`` file ``po`` to ``mo``; return ``mo``."""
    mo.parent.mkdir(parents=True, exist_ok=True)
    mo.write_bytes(compile_po(po.read_bytes()))
    return mo


def compile_tree(package: Path, into: Path) -> dict[Path, str]:
    """Compile every ``locale/*/LC_MESSAGES/*.po`` of the package folder ``package`` into ``into`` (a
    folder outside the source tree); return each ``.mo`` written and its path inside the package."""
    written: dict[Path, str] = {}
    for po in sorted(package.glob("locale/*/LC_MESSAGES/*.po")):
        inside = po.relative_to(package).with_suffix(".mo")
        written[compile_file(po, into / inside)] = inside.as_posix()
    return written


def build_hook() -> type:
    """hatchling's build hook that compiles the catalogs of every package under ``src/`` into the wheel (each
    ``.mo`` beside its ``.po``), in a temporary folder, never in the source tree; an editable install and the
    sdist keep the ``.po`` alone. A distribution's ``hatch_build.py`` hands it to hatchling (``get_build_hook``)."""
    import shutil
    import tempfile

    from hatchling.builders.hooks.plugin.interface import BuildHookInterface

    class CatalogsHook(BuildHookInterface):  # type: ignore[misc]
        """Compile the catalogs into the wheel."""

        compiled: Path | None = None

        def initialize(self, version: str, build_data: dict[str, object]) -> None:
            if self.target_name != "wheel" or version == "editable":
                return
            self.compiled = Path(tempfile.mkdtemp(prefix="solobot-catalogs-"))
            included = build_data["force_include"]
            for package in sorted(Path(self.root, "src").glob("*/locale")):
                for mo, inside in compile_tree(package.parent, self.compiled / package.parent.name).items():
                    included[str(mo)] = f"{package.parent.name}/{inside}"  # type: ignore[index]

        def finalize(self, version: str, build_data: dict[str, object], artifact_path: str) -> None:
            if self.compiled is not None:
                shutil.rmtree(self.compiled, ignore_errors=True)

    return CatalogsHook
