"""A plugin made by ``solobot new-plugin`` speaks another language once its author adds a catalog
(issue 30): the scaffold marks every word in the plugin's own gettext domain and writes a current
template; ``pybabel init`` makes a catalog, ``solobot check`` names what it leaves untranslated."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

from solobot.check.language_check import game_problems
from solobot.scaffold import new_plugin

NAME, MODULE = "dice-race", "solobot_dice_race"

#: the Italian an author would write for every message the scaffold's game says
ITALIAN = {
    "Turn {number}": "Turno {number}",
    "Turn {number}: the bot's turn": "Turno {number}: tocca al bot",
    "{Who} [draws] a boost card, +{card}: total {total}":
        "{Who:subj} [pesca|peschi] una carta spinta, +{card}: totale {total}",
    "{Who} [is] behind and [rolls] again": "{Who:subj} [è|sei] indietro e [tira|tiri] di nuovo",
    "{Who} [rolls] {roll}: total {total}": "{Who:subj} [tira|tiri] un {roll}: totale {total}",
    "a replacement component data file (JSON)": "un file di dati dei componenti sostitutivo (JSON)",
    "a roll adds to the roller's total": "un tiro si aggiunge al totale di chi tira",
    "after its roll the bot draws a boost card and adds its number":
        "dopo il tiro il bot pesca una carta spinta e ne aggiunge il numero",
    "at the harder level the bot rolls again when behind":
        "al livello più difficile il bot tira di nuovo quando è indietro",
    "at this level the bot rolls again when behind": "a questo livello il bot tira di nuovo quando è indietro",
    "boost cards": "carte spinta",
    "die sides": "facce del dado",
    "extra roll when behind": "tiro in più quando è indietro",
    "race to the target with one die": "corsa al traguardo con un dado",
    "roll the die and add it to your total": "tira il dado e aggiungilo al tuo totale",
    "the bot": "il bot",
    "the bot's boost deck": "il mazzo spinta del bot",
    "the card's number adds to its total": "il numero della carta si aggiunge al suo totale",
    "the number on each of the bot's boost cards": "il numero su ciascuna carta spinta del bot",
    "the roll adds to the total": "il tiro si aggiunge al totale",
    "total needed to win": "totale necessario per vincere",
    "total of bot": "totale del bot",
    "total of player": "il tuo totale",
}
FIRST = "{Who} [rolls] {roll}: total {total}"


def installed(plugin: Path, site: Path) -> dict[str, str]:
    """The environment of a process that sees the plugin as installed: its source on the path and the
    metadata an install writes (its entry point), so ``solobot`` finds the game by name."""
    info = site / f"{MODULE}-0.1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: solobot-{NAME}\nVersion: 0.1.0\n")
    (info / "entry_points.txt").write_text(f"[solobot]\n{NAME} = {MODULE}.plugin\n")
    paths = [str(site), str(plugin / "src"), os.environ.get("PYTHONPATH", "")]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in paths if p), "SOLOBOT_LOAD_PLUGINS": NAME}


def solobot(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """Run the ``solobot`` command in a process of its own (catalogs are read once per process)."""
    return subprocess.run([sys.executable, "-m", "solobot", *args], env=env, capture_output=True, text=True,
                          timeout=300)


def pybabel_init(plugin: Path, code: str) -> Path:
    """``pybabel init`` of a language, as the tutorial says it; the new catalog's path."""
    locale = plugin / "src" / MODULE / "locale"
    subprocess.run([str(Path(sys.executable).with_name("pybabel")), "init", "-D", MODULE,
                    "-i", str(locale / f"{MODULE}.pot"), "-d", str(locale), "-l", code],
                   check=True, capture_output=True)
    return locale / code / "LC_MESSAGES" / f"{MODULE}.po"


def translate(catalog_path: Path, words: dict[str, str]) -> None:
    """Fill in the catalog's translation of each of ``words``, as an author does in the .po file."""
    with catalog_path.open("rb") as source:
        catalog = read_po(source)
    for message in catalog:
        if message.id in words:
            message.string = words[message.id]
    with catalog_path.open("wb") as out:
        write_po(out, catalog)


def test_a_new_plugin_has_its_domain_and_a_template_and_speaks_english_only(tmp_path):
    plugin = new_plugin(NAME, tmp_path)
    with (plugin / "src" / MODULE / "locale" / f"{MODULE}.pot").open("rb") as source:
        held = {message.id for message in read_po(source) if message.id}
    assert held == set(ITALIAN)  # every word the game says, and no catalog of any language yet
    assert not list((plugin / "src" / MODULE / "locale").glob("*/LC_MESSAGES/*.po"))
    assert "domain=__package__" in (plugin / "src" / MODULE / "plugin.py").read_text()
    assert '"locale/*.pot", "locale/*/LC_MESSAGES/*.po"' in (plugin / "pyproject.toml").read_text()


def test_the_template_is_what_pybabel_extract_writes(tmp_path):
    """The scaffold extracts with Babel's API; the command line finds the same messages, flags and order."""
    plugin = new_plugin(NAME, tmp_path)
    written = plugin / "src" / MODULE / "locale" / f"{MODULE}.pot"
    subprocess.run([str(Path(sys.executable).with_name("pybabel")), "extract", "-F", "babel.cfg", "--no-location",
                    "--sort-output", "-o", str(tmp_path / "cli.pot"), "."], cwd=plugin, check=True, capture_output=True)

    def body(path: Path) -> str:
        return path.read_text(encoding="utf-8").split('\n\n', 1)[1]  # after the header (a date, a project)

    assert body(written) == body(tmp_path / "cli.pot")


def test_adding_italian_check_names_the_untranslated_then_passes_and_the_game_speaks_it(tmp_path, monkeypatch):
    plugin = new_plugin(NAME, tmp_path)
    env = installed(plugin, tmp_path / "site")
    english = solobot(env, "check", NAME, "--games", "1")
    assert english.returncode == 0, english.stdout + english.stderr  # English only: nothing to translate

    italian = pybabel_init(plugin, "it")
    translate(italian, {FIRST: ITALIAN[FIRST]})
    half = solobot(env, "check", NAME, "--games", "1")
    assert half.returncode == 1
    (failed,) = [line for line in half.stdout.splitlines() if line.startswith("FAIL")]
    assert "declares (it)" in failed and FIRST not in failed
    assert failed.endswith(f"and {len(ITALIAN) - 1 - 5} more")  # the first five named, then how many more
    monkeypatch.syspath_prepend(str(plugin / "src"))
    try:
        from solobot_dice_race.plugin import RaceGame

        problems = game_problems(RaceGame())[1]
    finally:  # imported for this test only: a later new_plugin(NAME) finds the name free
        for name in [name for name in sys.modules if name.split(".")[0] == MODULE]:
            del sys.modules[name]
    assert sorted(problems) == sorted(f"{MODULE} [it]: not translated: {message!r}" for message in ITALIAN
                                      if message != FIRST)

    translate(italian, ITALIAN)
    whole = solobot(env, "check", NAME, "--games", "1")
    assert whole.returncode == 0, whole.stdout + whole.stderr
    assert "ok   every sentence in every language it declares (it)" in whole.stdout

    game = solobot(env, "--lang", "it", "play", NAME, "--auto", "--seed", "1")
    assert game.returncode == 0, game.stderr
    assert re.search(r"^Il bot tira un \d: totale \d+", game.stdout, re.M), game.stdout  # whole, no "Il bot: tira"
    assert "total " not in game.stdout.replace("totale", "")  # no English sentence of the game left


def failing_tests(plugin: Path) -> list[str]:
    """The names of the plugin's own tests that fail (pytest in a process of its own, its source on the path)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (str(plugin / "src"), os.environ.get("PYTHONPATH"))
                                                       if p)}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rf", str(plugin / "tests")],
                         env=env, capture_output=True, text=True, timeout=300)
    return sorted(set(re.findall(r"^FAILED \S+::(\w+)", run.stdout, flags=re.M)))


def test_the_plugins_own_tests_fail_on_a_stale_template_and_on_an_untranslated_catalog(tmp_path):
    plugin = new_plugin(NAME, tmp_path)
    assert failing_tests(plugin) == []

    rules = plugin / "src" / MODULE / "rules.py"
    written = rules.read_text()
    rules.write_text(written + '\nSAID = _("a sentence added after the template was made")\n')
    assert failing_tests(plugin) == ["test_the_message_template_is_current"]

    rules.write_text(written)
    pybabel_init(plugin, "it")  # a new catalog: every msgstr empty
    assert failing_tests(plugin) == ["test_every_language_translates_every_word",
                                     "test_the_game_keeps_the_plugin_contract"]  # its check: every sentence too


def test_the_tutorial_adds_italian_with_the_commands_this_file_runs():
    tutorial = (Path(__file__).resolve().parents[2] / "docs" / "tutorial.md").read_text(encoding="utf-8")
    section = tutorial.split("## 11. Your game in another language")[1].split("\n## ")[0]
    module = "solobot_pig"  # the tutorial's plugin
    assert (f"pybabel init -D {module} -i src/{module}/locale/{module}.pot -d src/{module}/locale -l it"
            in section)  # the arguments pybabel_init gives, for the tutorial's package
    assert "solobot check pig" in section and "(languages.md)" in section
