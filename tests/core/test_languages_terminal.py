"""The terminal in Italian and German beyond the table (issue 30): every command's help and click's own
words, the listings, a simulation, the errors of options and files, plural forms, and a whole Pig game
with physical dice at a pty, with no English leaking."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pexpect
import pytest
from click.testing import CliRunner
from test_languages import english_in

from solobot.cli import COMMANDS, cli
from solobot.cli.speech import CLICK_WORDS, click_plurals
from solobot.i18n import ngettext, speaking

LANGUAGES = ("it", "de")

#: what a help page may keep in English: the commands a person types (examples), option names,
#: metavars and choice lists, and the environment variables
TYPED = re.compile(r"solobot (?:games|plugins|play|resume|saves|replay|history|simulate|calibrate|components|check|"
                   r"serve|new-plugin|install|uninstall)\b(?: (?:-{1,2}[\w-]+|\d+|[./~]\S*|\"[^\"]*\"|maestro|pig|"
                   r"florenza|GAME|PATH|NAME|FILES|a\.json|b\.json|\.\.\.))*|(?<![\w-])--?[\w-]+|\[[\w|]+\]")


def english_in_help(text: str, games_own: tuple[str, ...] = ()) -> list[str]:
    """The lines of a help page with English in them, once the typed commands, option names and the
    game's own words (a plugin's catalog says those) are set aside."""
    for words in games_own:
        text = text.replace(words, " ")
    return english_in(TYPED.sub(" ", text))


def run(*args: str, lang: str = "en", input: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["--lang", lang, *args], prog_name="solobot", input=input,
                                catch_exceptions=False)
    return result.exit_code, result.output


def pig_own_words() -> tuple[str, ...]:
    """Pig's title, summary and option descriptions: said through Pig's catalog, not the core's."""
    from solobot_pig.plugin import PigOptions

    return ("the dice game Pig, against a hold-at bot",
            *(field.description for field in PigOptions.model_fields.values() if field.description))


# -- help -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("command", [[], *([name] for name in COMMANDS if name != "serve"), ["play", "pig"],
                                     ["simulate", "pig"], ["check", "pig"]], ids=lambda c: " ".join(c) or "solobot")
def test_every_commands_help_without_a_word_of_english(command, lang):
    code, said = run(*command, "--help", lang=lang)
    assert code == 0, said
    english_words = run(*command, "--help")[1]
    assert said != english_words
    assert english_in_help(said, pig_own_words()) == []
    assert english_in_help(english_words, pig_own_words()) != []  # the detector sees the English page


@pytest.mark.parametrize(("lang", "usage", "shown", "exit_line"), [
    ("it", "Uso:", "Opzioni:", "Mostra questo messaggio ed esce."),
    ("de", "Aufruf:", "Optionen:", "Zeigt diese Hilfe und beendet solobot."),
])
def test_clicks_own_words_in_the_language(lang, usage, shown, exit_line):
    said = run("saves", "--help", lang=lang)[1]
    assert said.startswith(f"{usage} solobot saves")
    assert shown in said and exit_line in said


@pytest.mark.parametrize(("lang", "line"), [
    ("it", "Errore: Nessun comando 'plai'."),
    ("de", "Fehler: Kein Befehl 'plai'."),
])
def test_clicks_refusals_in_the_language(lang, line):
    code, said = run("plai", lang=lang)
    assert code == 2 and line in said and english_in(said) == []


@pytest.mark.parametrize(("lang", "said"), [("en", "solobot, version "), ("it", "solobot, versione "),
                                            ("de", "solobot, Version ")])
def test_the_version_in_the_language(lang, said):
    code, text = run("--version", lang=lang)
    assert code == 0 and text.startswith(said)


def test_the_language_from_the_environment_reaches_the_root_help(monkeypatch):
    monkeypatch.setenv("SOLOBOT_LANG", "de")
    said = CliRunner().invoke(cli, ["--help"], prog_name="solobot").output
    assert "Zeigt diese Hilfe und beendet solobot." in said and "Befehle:" in said


def test_clicks_marked_words_are_clicks_own():
    """The words lent to click are exactly the messages it says (a newer click changing one fails here)."""
    import click
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    said = {message for _, _, message, _, _ in extract_from_dir(os.path.dirname(click.__file__), [("**.py", "python")],
                                                                 DEFAULT_KEYWORDS)}
    plurals = [(one, many) for one, many in zip(click_plurals(1), click_plurals(2), strict=True)]
    assert set(CLICK_WORDS) <= said
    assert set(plurals) <= said


# -- listings, a simulation, errors ------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_listings_without_a_word_of_english(lang, tmp_path):
    """(A save keeps where its game stands in the words of the language it was played in, and Pig keeps a
    step's words once per process: the games are played in processes of their own, in the language.)"""
    save = tmp_path / "pig.json"
    env = {**os.environ, "SOLOBOT_LANG": lang}
    for args, typed in ((["--seed", "2", "--save", str(save)], "roll\nquit\n"), (["--auto", "--seed", "3"], ""),
                        (["--seed", "5"], "hold\n" + "roll\nhold\n" * 80)):
        played = subprocess.run([sys.executable, "-m", "solobot", "play", "pig", *args], input=typed, env=env,
                                capture_output=True, text=True, timeout=60)
        assert played.returncode == 0, played.stderr
    for command in (["games"], ["plugins"], ["saves"], ["history"]):
        code, said = run(*command, lang=lang)
        english = run(*command)[1]
        assert code == 0 and said != english, command
        assert english_in_help(said, pig_own_words()) == [], command
    assert str(save) in run("saves", lang=lang)[1]


def test_a_game_saved_in_italian_is_listed_in_german_and_english(tmp_path):
    """Where a game stands is saved in English (a save is language-neutral) and said in the language of whoever
    lists the saves; an older save's ``at``, written in Italian, is listed as it is."""
    save = tmp_path / "pig.json"
    played = subprocess.run([sys.executable, "-m", "solobot", "--lang", "it", "play", "pig", "--seed", "2", "--save",
                             str(save)], input="quit\n", capture_output=True, text=True, timeout=60)
    assert played.returncode == 0, played.stderr
    assert json.loads(save.read_text())["at"] == "Turn 1"
    listed = {lang: run("saves", lang=lang)[1] for lang in ("en", "it", "de")}
    assert ("  Turn 1\n" in listed["en"], "  Turno 1\n" in listed["it"], "  Zug 1\n" in listed["de"]) == \
        (True, True, True), listed
    older = json.loads(save.read_text())
    save.write_text(json.dumps({**older, "at": "Turno 1"}))
    assert "  Turno 1\n" in run("saves", lang="de")[1]
    save.write_text(json.dumps({**older, "at": "Setup"}))  # a setup waiting for a physical roll or draw
    assert ("  Preparazione\n" in run("saves", lang="it")[1], "  Aufbau\n" in run("saves", lang="de")[1]) == \
        (True, True)


@pytest.mark.parametrize(("lang", "games_line"), [("it", "20 partite"), ("de", "20 Partien")])
def test_a_simulation_without_a_word_of_english(lang, games_line):
    code, said = run("simulate", "pig", "--games", "20", "--rules", lang=lang)
    assert code == 0
    assert games_line in said.splitlines()
    assert english_in(said) == []
    assert run("simulate", "pig", "--games", "20", "--json", lang=lang)[1] == run(
        "simulate", "pig", "--games", "20", "--json")[1]  # the data stays the same, English keys and all


@pytest.mark.parametrize(("lang", "args", "line"), [
    ("it", ["play", "pig", "--seed", "x"],
     "“x” non è un numero intero di almeno 0: scrivilo con le cifre 0-9"),
    ("de", ["play", "pig", "--seed", "x"],
     "“x” passt nicht: gefragt ist eine ganze Zahl von mindestens 0, getippt mit den Ziffern 0-9"),
    ("it", ["play", "nope"], "gioco sconosciuto 'nope'"),
    ("de", ["resume", "/no/such/save.json"], "keine Speicherdatei unter /no/such/save.json"),
    ("it", ["simulate", "pig", "--shard", "3/2"], "--shard 3/2: K deve stare tra 1 e N"),
    ("de", ["simulate", "pig", "--opponent", "wild"], "unbekannte Gegnerstrategie 'wild' für pig"),
    ("de", ["play", "pig", "--target", "0", "--auto"], "ungültige Optionen für pig: target: muss mindestens 10 sein"),
    ("it", ["simulate", "pig", "--games", "0"], "--games deve essere almeno 1"),
    ("it", ["play", "pig", "--auto", "--skill", "2"], "--skill deve stare tra 0 e 1, non 2.0"),
])
def test_errors_in_one_line_of_the_language(lang, args, line, tmp_path):
    code, said = run(*args, lang=lang)
    assert code != 0 and line in said
    assert english_in_help(said) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_damaged_save_is_refused_in_the_language(lang, tmp_path):
    save = tmp_path / "broken.json"
    save.write_text('{"format": "solobot-save", ')
    code, said = run("resume", str(save), lang=lang)
    assert code == 1 and said.count("\n") == 1
    assert english_in(said.replace(str(save), " ")) == []


# -- plural forms -----------------------------------------------------------------------------------


def forms(message: tuple[str, str], **fields: str) -> list[str]:
    """``message`` (singular, plural) said at 0, 1, 2 and 5."""
    return [ngettext(*message, n).format(count=n, **fields) for n in (0, 1, 2, 5)]


@pytest.mark.parametrize(("code", "games", "inputs", "extra"), [
    ("en", ["0 games", "1 game", "2 games", "5 games"],
     ["0 inputs so far", "1 input so far", "2 inputs so far", "5 inputs so far"],
     ["Got unexpected extra arguments (x)", "Got unexpected extra argument (x)"]),
    ("it", ["0 partite", "1 partita", "2 partite", "5 partite"],
     ["0 input finora", "1 input finora", "2 input finora", "5 input finora"],
     ["Argomenti in più inattesi (x)", "Argomento in più inatteso (x)"]),
    ("de", ["0 Partien", "1 Partie", "2 Partien", "5 Partien"],
     ["0 Eingaben bisher", "1 Eingabe bisher", "2 Eingaben bisher", "5 Eingaben bisher"],
     ["Unerwartete zusätzliche Argumente (x)", "Unerwartetes zusätzliches Argument (x)"]),
])
def test_plural_forms_of_the_new_messages_at_0_1_2_and_5(code, games, inputs, extra):
    with speaking(code):
        assert forms(("{count} game", "{count} games")) == games
        assert forms(("{count} input so far", "{count} inputs so far")) == inputs
        assert [click_plurals(n)[0].format(args="x") for n in (0, 1, 2, 5)] == [extra[0], extra[1], extra[0], extra[0]]
        words = forms(("{count} word", "{count} words"))
    assert len(set(words)) == 4 and words[1] != words[2].replace("2", "1")


# -- a whole game with physical dice at a pty -------------------------------------------------------

#: each language's table with physical dice: the main prompt, the question for a die, the final heading,
#: a refused answer, the undo of an answered roll, and the verdict
PHYSICAL = {
    "it": {"prompt": r"\[Turno (\d+) · Tu\] > ", "die": r"Scrivi il risultato \(1-6\): ",
           "final": "== Punteggio finale ==",
           "not_a_die": "sei", "refused": "Scrivi un numero intero da 1 a 6.", "undone": "Annullato: Tiri ",
           "result": r"Risultato: (hai vinto!|vince il bot)"},
    "de": {"prompt": r"\[Zug (\d+) · Du\] > ", "die": r"Tippe das Ergebnis \(1-6\): ", "final": "== Endstand ==",
           "not_a_die": "sechs", "refused": "Bitte tippe eine ganze Zahl von 1 bis 6.",
           "undone": "Zurückgenommen: Du würfelst", "result": r"Ergebnis: (Du hast gewonnen!|Es gewinnt der Bot)"},
}
#: the dice the person reads off the table, in turn (a 1 now and then busts a turn)
DICE = ["4", "5", "3", "6", "2", "5", "1", "6", "4", "3", "5", "2", "6", "1", "4", "4"]


def physical_game(child: pexpect.spawn, says: dict[str, str]) -> str:
    """Roll twice and hold every turn, answering every die from :data:`DICE`: the first die asked is
    answered with a word first (refused), the first roll of the person is taken back once."""
    transcript, answered, turn, rolled, refused, undone = [], 0, None, 0, False, False
    while True:
        index = child.expect([says["prompt"], says["die"], says["final"]])
        transcript.append(child.before + child.after)
        if index == 2:
            child.expect(pexpect.EOF)
            transcript.append(child.before)
            return "".join(transcript)
        if index == 1:
            if not refused:
                child.sendline(says["not_a_die"])
                refused = True
                continue
            child.sendline(DICE[answered % len(DICE)])
            answered += 1
            continue
        if child.match.group(1) != turn:
            turn, rolled = child.match.group(1), 0
        if answered and not undone:
            child.sendline("undo")
            undone = True
            continue
        child.sendline("roll" if rolled < 2 else "hold")
        rolled += 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_pig_game_with_physical_dice_without_a_word_of_english(lang, tmp_path):
    save = tmp_path / "pig.json"
    env = {key: value for key, value in os.environ.items()
           if key not in ("SOLOBOT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update({"SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "COLUMNS": "200",
                "TERM": "dumb", "LANG": "C.UTF-8", "LANGUAGE": lang})
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "play", "pig", "--dice", "physical", "--target", "20",
                                           "--seed", "8", "--save", str(save)], env=env, encoding="utf-8",
                          timeout=20)
    transcript = physical_game(child, PHYSICAL[lang])
    child.wait()
    assert child.exitstatus == 0
    says = PHYSICAL[lang]
    assert says["refused"] in transcript and says["undone"] in transcript
    assert re.search(says["result"], transcript)
    assert english_in(transcript) == []
    assert json.loads(save.read_text())["finished"]


@pytest.mark.parametrize(("lang", "summary"), [("it", r"pig: (\d+) di \1 verifiche superate"),
                                               ("de", r"pig: (\d+) von \1 Prüfungen bestanden")])
def test_the_check_report_without_a_word_of_english(lang, summary):
    code, said = run("check", "pig", "--games", "1", "--difficulty", "bold", lang=lang)
    assert code == 0 and re.search(summary, said)
    assert english_in(re.sub(r"\((?:it|de)(?:, (?:it|de))*\)", " ", said)) == []  # (it, de): language codes


def test_a_catalogs_problems_are_named_in_the_language(tmp_path, monkeypatch):
    from solobot.check.language_check import catalog_problems
    from solobot.i18n import Domain

    package = tmp_path / "pkg_said"
    (package / "locale" / "de" / "LC_MESSAGES").mkdir(parents=True)
    (package / "__init__.py").write_text('from solobot.i18n import N_\nA = N_("Never translated")\n')
    (package / "locale" / "de" / "LC_MESSAGES" / "pkg_said.po").write_text('msgid ""\nmsgstr ""\n"Language: de\\n"\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    with speaking("de"):
        problems = catalog_problems(Domain("pkg_said"), [("Never translated", None)], ["de"])
    assert problems == ["pkg_said [de]: fehlt: 'Never translated'"]


@pytest.mark.parametrize(("lang", "open_there"), [("it", "è aperto in un terminale (processo "),
                                                  ("de", "ist in einem Terminal (Prozess ")])  # was "offen in: ein"
def test_a_save_open_elsewhere_is_refused_in_the_language(lang, open_there, tmp_path):
    save = tmp_path / "pig.json"
    env = {**os.environ, "SOLOBOT_LANG": lang, "TERM": "dumb"}
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "play", "pig", "--seed", "1", "--save", str(save)],
                          env=env, encoding="utf-8", timeout=20)
    try:
        child.expect(PHYSICAL[lang]["prompt"])
        refused = subprocess.run([sys.executable, "-m", "solobot", "resume", str(save)], env=env,
                                 capture_output=True, text=True, timeout=60)
    finally:
        child.sendline("quit")
        child.expect(pexpect.EOF)
    assert refused.returncode == 1 and open_there in refused.stderr
    assert english_in_help(refused.stderr.replace(str(save), " ")) == []


@pytest.mark.parametrize(("lang", "refused", "stopped"), [
    ("it", "Non tenuto: “x” non è un numero intero.", "Fermato alla voce 1 di 5"),
    ("de", "Nicht übernommen: “x” passt nicht: gefragt ist eine ganze Zahl.", "Bei Eintrag 1 von 5 angehalten"),
])
def test_the_components_editor_in_the_language(lang, refused, stopped):
    code, said = run("components", "pig", "--edit", lang=lang, input="x\nquit\n")
    assert code == 0 and refused in said and stopped in said
    spoken_lines = [line for line in said.splitlines() if not line.startswith("[")]  # the prompts name Pig's items
    assert english_in("\n".join(spoken_lines)) == []
