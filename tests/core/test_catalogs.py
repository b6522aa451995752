"""The catalogs compiled with the standard library (issue 37): into the wheels when they are built,
in memory from the ``.po`` in a checkout; the same translations either way, and no Babel at run time."""

from __future__ import annotations

import gettext
import importlib.util
import io
import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

from solobot import catalogs
from solobot.i18n import LANGUAGES, _translations, speaking

ROOT = Path(__file__).resolve().parents[2]
#: each distribution's domain (its import package), as far as it is installed here
DOMAINS = [name for name in ("solobot", "solobot_pig", "solobot_maestro", "solobot_florenza")
           if importlib.util.find_spec(name) is not None]
CASES = [(name, code) for name in DOMAINS for code in LANGUAGES if code != "en"]


def package_dir(name: str) -> Path:
    return Path(importlib.util.find_spec(name).origin).parent


def reading(data: bytes) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(data))


# -- built and in memory: the same translations ---------------------------------------------------


@pytest.mark.parametrize(("name", "code"), CASES)
def test_the_built_catalog_and_the_one_compiled_in_memory_say_the_same(name, code, tmp_path):
    """The ``.mo`` the wheel's build compiled (or, in a checkout, what the build hook would compile) holds
    what the ``.po`` compiled in memory holds: every message, context, plural form and the header."""
    folder = package_dir(name) / "locale" / code / "LC_MESSAGES"
    built = folder / f"{name}.mo"
    if not built.is_file():  # a checkout or an editable install: compile as the build hook does
        written = catalogs.compile_tree(package_dir(name), tmp_path)
        built = next(path for path, inside in written.items() if inside == f"locale/{code}/LC_MESSAGES/{name}.mo")
    from_build = reading(built.read_bytes())
    in_memory = reading(catalogs.compile_po((folder / f"{name}.po").read_bytes()))
    assert from_build._catalog == in_memory._catalog  # type: ignore[attr-defined]
    assert len(from_build._catalog) > 10  # type: ignore[attr-defined]
    assert [from_build.plural(n) for n in range(12)] == [in_memory.plural(n) for n in range(12)]
    assert _translations(name, name, code)._catalog == in_memory._catalog  # what solobot reads  # type: ignore[attr-defined]


@pytest.mark.parametrize(("name", "code"), CASES)
def test_the_compiler_gives_what_babel_gives(name, code):
    """Babel's ``read_po`` + ``write_mo`` (what solobot ran at every start before) and the standard library
    compiler read the same catalog into the same messages."""
    pofile = pytest.importorskip("babel.messages.pofile")
    mofile = pytest.importorskip("babel.messages.mofile")
    data = (package_dir(name) / "locale" / code / "LC_MESSAGES" / f"{name}.po").read_bytes()
    compiled = io.BytesIO()
    mofile.write_mo(compiled, pofile.read_po(io.BytesIO(data), locale=code, domain=name))
    assert reading(catalogs.compile_po(data))._catalog == reading(compiled.getvalue())._catalog  # type: ignore[attr-defined]


SAMPLE = r'''# a translator's comment
msgid ""
msgstr ""
"Language: it\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"
"Content-Type: text/plain; charset=UTF-8\n"

#, python-brace-format
msgid "Undone: {sentence}"
msgstr "Annullato: {sentence}"

msgctxt "month"
msgid "May"
msgstr "mag"

msgid "May"
msgstr "Può"

#, fuzzy
msgid "Half done"
msgstr "Fatto a metà"

msgid "Never translated"
msgstr ""

msgid "one die"
msgid_plural "{count} dice"
msgstr[0] "un dado"
msgstr[1] "{count} dadi"

msgid "one card"
msgid_plural "{count} cards"
msgstr[0] "una carta"
msgstr[1] ""

msgid "one coin"
msgid_plural "{count} coins"
msgstr[0] ""
msgstr[1] ""

msgid ""
"A long message "
"on two lines: \"quoted\"\t\\ and\n"
"a new line"
msgstr ""
"Un messaggio lungo "
"su due righe: \"citato\"\t\\ e\n"
"una riga nuova"

#~ msgid "Gone"
#~ msgstr "Andato"
'''


def test_what_msgfmt_keeps_and_leaves_out():
    said = reading(catalogs.compile_po(SAMPLE.encode("utf-8")))
    assert said.gettext("Undone: {sentence}") == "Annullato: {sentence}"
    assert said.pgettext("month", "May") == "mag" and said.gettext("May") == "Può"
    assert said.gettext("Half done") == "Half done"  # fuzzy: left out
    assert said.gettext("Never translated") == "Never translated"
    assert said.gettext("Gone") == "Gone"  # obsolete: left out
    assert [said.ngettext("one die", "{count} dice", n) for n in (1, 2)] == ["un dado", "{count} dadi"]
    assert said.ngettext("one card", "{count} cards", 2) == "{count} cards"  # an empty form: the English one
    assert [said.ngettext("one coin", "{count} coins", n) for n in (1, 2)] == ["one coin", "{count} coins"]
    assert said.gettext('A long message on two lines: "quoted"\t\\ and\na new line') == (
        'Un messaggio lungo su due righe: "citato"\t\\ e\nuna riga nuova')
    assert said.info()["plural-forms"] == "nplurals=2; plural=(n != 1);"  # the header is kept as written
    if importlib.util.find_spec("babel") is not None:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        compiled = io.BytesIO()
        write_mo(compiled, read_po(io.StringIO(SAMPLE)))
        babel = reading(compiled.getvalue())._catalog  # type: ignore[attr-defined]
        assert {k: v for k, v in said._catalog.items() if k} == {k: v for k, v in babel.items() if k}  # type: ignore[attr-defined]


@pytest.mark.parametrize("text", ['msgid "a"\nmsgstr "b" "c"\n', 'msgid "a"\nmsgstr b\n', 'msgstr "b"\n',
                                  '"lost"\n', 'msgid "a"\nmsgid "b"\nmsgstr ""\n'])
def test_a_broken_catalog_is_one_error_naming_what(text):
    with pytest.raises(catalogs.CatalogError):
        catalogs.compile_po(text.encode())


# -- no Babel at run time ---------------------------------------------------------------------------


@pytest.mark.parametrize(("args", "said"), [(["--lang", "it", "games"], "predefinito"),
                                            (["--lang", "de", "play", "pig", "--auto", "--seed", "1"], "Endstand")])
def test_solobot_in_italian_or_german_imports_no_babel(args, said, tmp_path):
    code = ("import runpy, sys\n"
            f"sys.argv = ['solobot', *{args!r}]\n"
            "try:\n    runpy.run_module('solobot', run_name='__main__')\n"
            "except SystemExit as stop:\n    assert not stop.code, stop.code\n"
            "print('babel modules:', sorted(m for m in sys.modules if m.split('.')[0] == 'babel'), file=sys.stderr)\n")
    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path / "home"), "SOLOBOT_LOAD_PLUGINS": "pig"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert said in result.stdout  # the catalog was read...
    assert result.stderr.strip().splitlines()[-1] == "babel modules: []"  # ...with the standard library


def test_the_pages_dates_in_each_language():
    moment = time.mktime((2026, 12, 1, 9, 42, 0, 0, 0, -1))  # a Tuesday, local time
    from solobot.web.language import when

    said = {}
    for code in ("en", "it", "de"):
        with speaking(code):
            said[code] = when(moment)
    assert said == {"en": "Tue 1 Dec, 09:42", "it": "mar 1 dic, 09:42", "de": "Di., 1. Dez., 09:42"}


# -- Babel only where catalogs are extracted and checked ----------------------------------------------


@pytest.fixture
def babel_version(monkeypatch):
    """Pretend Babel is at a version (None: not installed)."""
    from importlib import metadata

    real = metadata.version

    def pretend(version):
        def found(name):
            if name.lower() != "babel":
                return real(name)
            if version is None:
                raise metadata.PackageNotFoundError(name)
            return version

        monkeypatch.setattr(metadata, "version", found)

    return pretend


def test_without_babel_the_check_and_new_plugin_say_how_to_add_it(babel_version, tmp_path):
    from solobot.check.language_check import babel_problem, game_problems
    from solobot.scaffold import ScaffoldError, new_plugin
    from solobot_pig.plugin import GAME

    babel_version(None)
    line = babel_problem()
    assert line is not None and "\n" not in line and 'solobot install "solobot-core[check]"' in line
    assert game_problems(GAME) == (["it", "de"], [line])  # the check's language line fails, naming the fix
    with pytest.raises(ScaffoldError, match=r"solobot-core\[check\]"):
        new_plugin("tic-tac", tmp_path)
    assert list(tmp_path.iterdir()) == []  # nothing half-written
    babel_version("2.18.0")
    assert "2.19 or newer, not 2.18.0" in babel_problem()
    babel_version("2.19.0")
    assert babel_problem() is None


# -- the wheel ------------------------------------------------------------------------------------


@pytest.mark.skipif(not (ROOT / "core" / "hatch_build.py").is_file(), reason="needs the repository's checkout")
def test_the_core_wheel_ships_each_catalog_compiled_beside_its_source(tmp_path):
    """Built from the checkout into a folder of its own: a ``.mo`` beside each ``.po``, the same as the
    ``.po`` compiled in memory; nothing is written into the checkout (no build/, no .mo)."""
    if importlib.util.find_spec("pip") is None:
        pytest.skip("pip is not installed")
    isolation = [] if importlib.util.find_spec("hatchling") is None else ["--no-build-isolation"]
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", *isolation,
                             "--wheel-dir", str(tmp_path), str(ROOT / "core")], capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stderr
    wheel = zipfile.ZipFile(next(tmp_path.glob("solobot_core-*.whl")))
    names = wheel.namelist()
    for code in ("it", "de"):
        source = f"solobot/locale/{code}/LC_MESSAGES/solobot.po"
        assert source in names and source[:-2] + "mo" in names
        assert wheel.read(source[:-2] + "mo") == catalogs.compile_po(wheel.read(source))
    assert not (ROOT / "core" / "build").exists() and not list((ROOT / "core" / "src").glob("**/*.mo"))
