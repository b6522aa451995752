"""``solobot play``, ``solobot resume`` and ``solobot replay``."""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Any

import click

from solobot.cli.asking import AnswerPrompt
from solobot.cli.finding import continue_here, continued_in, latest_in_progress, remember
from solobot.cli.gamecommands import GameGroup
from solobot.cli.narrate import Narrator, event_line, score_lines
from solobot.cli.pathtype import HomePath
from solobot.cli.prompt import history_file, plain_read, table_reader
from solobot.cli.table import Table
from solobot.cli.terminal import Terminal, wrap
from solobot.cli.values import DECIMAL, PORT, SEED, not_empty
from solobot.engine.paths import app_dir, expand_path
from solobot.engine.plugins import default_registry, refuse_clash
from solobot.engine.skill import check_skill
from solobot.files import check_components_option
from solobot.game import GameSpec
from solobot.i18n import N_, _, ngettext
from solobot.options import titled
from solobot.safetext import printable
from solobot.storage.owncopy import components_line, with_own_copy
from solobot.storage.savelock import SaveLock, claim_free_path, open_save
from solobot.storage.saves import SaveError, existing_save
from solobot.table.choosing import check_opponent
from solobot.table.seat import Seat, refuse_typed_save_path
from solobot.words import own_words


def default_save_path(game: str, seed: int) -> Path:
    """Where a game autosaves unless ``--save`` says otherwise."""
    return app_dir() / "saves" / f"{game}-{seed}.json"


read_line = plain_read  # the older name


def _free_path(path: Path) -> Path:
    """``path`` with the first free ``-2``, ``-3``... suffix."""
    n = 2
    while True:
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
        if not os.path.lexists(candidate):
            return candidate
        n += 1


def new_game_save_path(seat: Seat, save: str | None) -> Path:
    """Where a new game saves: never over another file, nor over a game in progress.

    With ``--save``, a path holding anything but a finished save of this same game is
    refused (a game in progress with the command that continues it). The default path
    is never reused: a new name is taken and said.
    """
    if save:
        path = expand_path(save)
        seat.may_save_to(path)
        held = existing_save(path)
        if held is not None and not held.finished:
            raise SaveError(_("{path} holds a game in progress; continue it with: solobot resume {path} "
                              "(or choose another --save path)").format(path=path))
        return path
    path = default_save_path(seat.spec.name, seat.seed)
    if not os.path.lexists(path):
        return path
    fresh = _free_path(path)
    _say_taken(path, fresh)
    return fresh


def _say_taken(path: Path, fresh: Path) -> None:
    """Tell why a new game does not save to its default path ``path`` but to ``fresh``."""
    try:
        held = existing_save(path)
    except SaveError:
        held = None
    if held is not None and not held.finished:
        click.echo(_("{path} holds a game in progress (continue it with: solobot resume {path}); "
                     "this new game saves to {fresh}").format(path=path, fresh=fresh))
    else:
        click.echo(_("{path} is taken; this new game saves to {fresh}").format(path=path, fresh=fresh))


def claim_new_game_save(seat: Seat, save: str | None) -> tuple[Path, SaveLock]:
    """:func:`new_game_save_path`, with the lock of the save held for the whole game."""
    if save:
        refuse_typed_save_path(save)  # before its lock files are made under that name
        lock = open_save(save, how="")
        try:
            return new_game_save_path(seat, save), lock
        except BaseException:
            lock.release()
            raise
    default = default_save_path(seat.spec.name, seat.seed)
    path, lock = claim_free_path(default)
    if path != default:
        _say_taken(default, path)
    return path, lock


def describe_setup(seat: Seat) -> str:
    """One line: the game, its options and its seed."""
    say = own_words(seat.spec.game)
    return _("{game}, seed {seed}").format(game=titled(say(seat.spec.title), seat.options, say), seed=seat.seed)


def run_play(spec: GameSpec, options: dict[str, Any], seed: int | None, save: str | None,
             auto: bool, opponent: str | None, dice: str, rules: bool,
             web: bool = False, port: int | None = None, no_browser: bool = False,
             skill: float | None = None, draws: str = "seeded") -> None:
    """Start a game: narrated self-play with ``--auto``, in the browser with ``--web``, otherwise at the table."""
    options = with_own_copy(spec, options)  # the person's own copy, once entered, unless --components names one
    if draws == "physical" and auto:
        raise click.UsageError(_("--draws physical asks you for every draw: drop --auto"))
    if web:
        if auto or save or opponent or skill is not None:
            raise click.UsageError(_("--web plays your seat in the browser and saves in the save folder: "
                                     "drop --auto, --opponent, --skill and --save"))
        from solobot.cli.serve import DEFAULT_PORT, serve

        serve(None, DEFAULT_PORT if port is None else port, False, not no_browser, (spec, options, seed, dice, draws))
        return
    seed = secrets.randbelow(10**9) if seed is None else seed
    if (opponent or skill is not None) and not auto:
        raise click.UsageError(_("--opponent and --skill choose who plays your seat in --auto games; add --auto"))
    refuse_clash(default_registry(), spec.name)
    check_components_option(options)
    if skill is not None:
        check_skill(spec.game, skill, opponent)  # checked before anything is played
    if opponent is not None:
        check_opponent(spec, opponent)
    if auto:
        seat = Seat.new(spec, options, seed)  # saved nowhere but to --save, once played
        target = new_game_save_path(seat, save) if save else None  # checked before anything is played
        narrator = Narrator(show_rules=rules, you=False,  # an opponent policy plays the person's seat
                            banner=lambda s: [describe_setup(s), components_line(s.spec, s.options)])
        narrator.flush(seat)
        score = seat.autoplay(opponent, on_step=narrator.flush, skill=skill)
        narrator.flush(seat)
        narrator.heading(_("Final score"), whole=True)
        for line in score_lines(score, None, seat.words):
            narrator.echo(line)
        if target is not None:
            narrator.echo(_("Saved to {path}").format(path=seat.save_copy(target)))
        return
    seat = Seat.new(spec, options, seed, dice=dice, draws=draws)  # a roll or draw its setup needs waits as a request
    seat.save_path, seat.lock = claim_new_game_save(seat, save)
    narrator = Narrator(show_rules=rules, banner=lambda s: table_banner(s, resumed=False))
    at_the_table(seat, narrator, AnswerPrompt(narrator), resumed=False)


def at_the_table(seat: Seat, narrator: Narrator, asker: AnswerPrompt, resumed: bool) -> None:
    """Play at ``seat`` (its save claimed), with the prompt that helps on a terminal."""
    table = Table(seat, narrator, resumed=resumed, asker=asker)
    reader = table_reader(table.words_for, history_file(app_dir(), seat.spec.name))
    table.read = asker.read = reader
    remember(table.save_path)
    table.run()


def table_banner(seat: Seat, resumed: bool) -> list[str]:
    """The opening lines at the table: the game, where it autosaves, and what comes next."""
    setup = describe_setup(seat)
    lines = [_("Resuming: {game}").format(game=setup) if resumed else _("New game: {game}").format(game=setup),
             components_line(seat.spec, seat.options),
             _("Autosaves to {path} after every move. Type `help` for the commands.").format(path=seat.save_path)]
    if resumed:
        count = seat.inputs
        lines.append(ngettext("{count} input so far.", "{count} inputs so far.", count).format(count=count))
        if seat.request is not None:
            lines.append(_("You left in the middle of a request: what you answered before it is kept, and it is "
                           "asked again below."))
    elif seat.setup_told() or seat.request is not None:  # the bot's setup follows, or asks for a roll or draw
        lines.append(_("Set up the table as usual, then for the bot:"))
    else:  # a game whose bot needs nothing set up (Pig): no colon with nothing after it
        lines.append(_("Set up the table as usual."))
    return lines


#: ``--rules``, of ``play`` and ``resume``
RULES_HELP = N_("Show rule IDs beside the bot's steps and in dice prompts (`why` always shows them).")

PLAY_OPTIONS = [
    click.option("--seed", type=SEED, default=None, help=N_("Seed of the bot's dice and deck (shown at the start).")),
    click.option("--save", type=HomePath(dir_okay=False), default=None, callback=not_empty,
                 help=N_("Save file (default: autosave in the solobot data folder; ~ is your home folder).")),
    click.option("--auto", is_flag=True, help=N_("Play your seat with a built-in opponent and narrate the game.")),
    click.option("--opponent", default=None, callback=not_empty,
                 help=N_("Opponent policy for --auto (see `solobot games`).")),
    click.option("--skill", type=DECIMAL, default=None, metavar="S",
                 help=N_("For --auto: a person of skill S (0-1) plays your seat (heuristic or random moves).")),
    click.option("--dice", type=click.Choice(["seeded", "physical"]), default="seeded",
                 help=N_("physical: roll real dice for the bot and type the results.")),
    click.option("--draws", type=click.Choice(["seeded", "physical"]), default="seeded",
                 help=N_("physical: draw the bot's cards, tiles and tokens from your own box and say which came.")),
    click.option("--rules/--no-rules", default=False, help=RULES_HELP),
    click.option("--web", is_flag=True, help=N_("Play in the browser (the web companion; needs the web extra).")),
    click.option("--port", type=PORT, default=None, help=N_("Port of the web companion (--web).")),
    click.option("--no-browser", is_flag=True, help=N_("With --web: print the URL, do not open a browser.")),
]

play_group = GameGroup(
    "play",
    run=run_play,
    common=PLAY_OPTIONS,
    help=N_("Play a game against its bot: `solobot play GAME --help` shows its options."),
    context_settings={"help_option_names": ["-h", "--help"]},
)


def warn_of_another_setup(seat: Seat) -> None:
    """On stderr: the save was made with other add-ons or another plugin version than installed now."""
    warning = seat.setup_warning()
    if warning:
        click.echo(printable(warning), err=True)  # it names what the save file says: escaped


@click.command("resume", help=N_("Continue a saved game exactly where it stopped (no PATH: the game in progress "
                                 "played last)."))
@click.argument("path", type=HomePath(dir_okay=False), required=False)
@click.option("--rules/--no-rules", default=False, help=RULES_HELP)
@click.option("--take-over", is_flag=True,
              help=N_("Continue here a game that is still open elsewhere (that window stops saving it)."))
def resume_command(path: str | None, rules: bool, take_over: bool) -> None:
    """``solobot resume [PATH]``."""
    where = expand_path(path) if path else latest_in_progress()
    notes: list[str] = []
    narrator = Narrator(show_rules=rules, banner=lambda s: [*table_banner(s, resumed=True), *notes])
    if not os.path.lexists(where):
        raise SaveError(_("no save file at {path}").format(path=where))
    lock = open_save(where, take_over=take_over, how=f"solobot resume {where} --take-over")
    try:
        if lock.note:  # cut at spaces as every line of the table is (a terminal would break its words)
            click.echo("\n".join(wrap(lock.note, Terminal().width)))
        seat = Seat.load(where, lock)
    except BaseException:
        lock.release()
        raise
    warn_of_another_setup(seat)
    elsewhere = continued_in(where)
    if elsewhere:
        notes.append(_("Note: this game was continued in {copy}; this file goes on from where it stopped.").format(
            copy=elsewhere))
    original = continue_here(where)
    if original:
        notes.append(_("{path} is a copy of {original}: this game now autosaves to {path}, and {original} is "
                       "marked as continued here (`solobot saves` no longer lists it).").format(
            path=where, original=original))
    at_the_table(seat, narrator, AnswerPrompt(narrator), resumed=True)


@click.command("replay", help=N_("Re-run a save from its seed and inputs and check it reproduces the saved state."))
@click.argument("path", type=HomePath(dir_okay=False))
@click.option("--narrate", is_flag=True, help=N_("Print the whole game as it replays."))
def replay_command(path: str, narrate: bool) -> None:
    """``solobot replay PATH``."""
    seat = Seat.load(Path(path))
    save = seat.saved
    assert save is not None
    warn_of_another_setup(seat)
    if narrate:
        words = seat.words
        for event in seat.events:
            click.echo(event_line(event, show_rules=False, words=words))
    count = len(save.inputs)
    if seat.finished:
        told = ngettext("{path}: {count} input replayed, game finished; state digest {digest} reproduced",
                        "{path}: {count} inputs replayed, game finished; state digest {digest} reproduced", count)
    else:
        told = ngettext("{path}: {count} input replayed, game in progress; state digest {digest} reproduced",
                        "{path}: {count} inputs replayed, game in progress; state digest {digest} reproduced",
                        count)
    click.echo(told.format(path=path, count=count, digest=save.digest[:12]))
    if seat.finished:
        for line in score_lines(seat.score(), seat.person, seat.words):
            click.echo(line)
