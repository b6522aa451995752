"""``solobot calibrate GAME``: how hard is each option set, against each opponent and by par skill."""

from __future__ import annotations

import os
from pathlib import Path

import click

from solobot.cli.errors import UsageProblem, as_usage
from solobot.cli.gamecommands import complete_game
from solobot.cli.pathtype import HomePath
from solobot.cli.simulate import CLUSTER_OPTION, check_where
from solobot.cli.values import DECIMAL, GAMES, JOBS, SEED, not_empty
from solobot.engine.plugins import default_registry, refuse_clash
from solobot.engine.provenance import made_with, made_with_words
from solobot.engine.skill import SkillError, check_skill
from solobot.i18n import N_, _
from solobot.numbers import percent
from solobot.sim.calibrate import Calibration, OptionSet, Run, calibrate, level_fields, out_of_order
from solobot.sim.calibration_page import calibration_page
from solobot.sim.plots import par_plot, pyplot
from solobot.storage.outputs import PAGE, PLOT, check_output, write_output
from solobot.words import own_words


@click.command("calibrate", help=N_(
    "Run every difficulty (or bot level, alone and mixed) against each opponent policy and find each one's par "
    "skill: how good a person must be to beat the bot half the time.\n\n"
    "Prints, or writes, a Markdown page: mean scores and the bots' win rate per opponent, the par skill with its "
    "95 % interval, whether harder levels have higher pars, and the declared rules that never fired."))
@click.argument("game", shell_complete=complete_game)
@click.option("--games", type=GAMES, default=500, show_default=True,
              help=N_("Games per row and per skill of the par grid."))
@click.option("--seed", type=SEED, default=0, show_default=True, help=N_("Seed of every run."))
@click.option("--jobs", type=JOBS, default=1, show_default=True, help=N_("Processes to use."))
@CLUSTER_OPTION
@click.option("--skill", "skills", type=DECIMAL, multiple=True, metavar="S",
              help=N_("Add a row against a person of skill S (0-1); repeatable."))
@click.option("--output", type=HomePath(dir_okay=False), default=None, callback=not_empty,
              help=N_("Write the Markdown page to this file (default: print it)."))
@click.option("--plot", type=HomePath(dir_okay=False), default=None, callback=not_empty,
              help=N_("Write a PNG of the bot's win rate against skill, one curve per option set "
                      "(needs the plot extra)."))
@click.option("--force", is_flag=True,
              help=N_("Replace --output/--plot files that an earlier solobot run wrote (never anything else)."))
def calibrate_command(game: str, games: int, seed: int, jobs: int, cluster: str | None, skills: tuple[float, ...],
                      output: str | None, plot: str | None, force: bool) -> None:
    """``solobot calibrate GAME``: every option set against each opponent, and its par skill."""
    if games < 1:
        raise UsageProblem(_("--games must be at least 1"))
    check_where(jobs, cluster)
    spec = default_registry().game(game)
    refuse_clash(default_registry(), spec.name)
    with as_usage(SkillError):
        for skill in skills:
            check_skill(spec.game, skill)
    for path, kind in ((output, PAGE), (plot, PLOT)):
        if path is not None:
            check_output(path, kind, force)  # before anything is played
    if plot is not None:
        pyplot()
    command = f"solobot calibrate {game} --games {games} --seed {seed}" + "".join(f" --skill {s:g}" for s in skills)

    def told(result: OptionSet, run: Run) -> None:
        click.echo("  " + _("{options} vs {opponent}: bot win rate {rate}").format(
            options=result.label, opponent=run.said, rate=percent(run.bot_wins / games)), err=True)

    results = list(calibrate(spec, Calibration(games, seed, jobs, cluster, skills=skills), on_run=told))
    unordered = out_of_order(spec, results)
    curves = [(r.label, r.par) for r in results if r.par is not None]
    if plot and curves:
        check_output(plot, PLOT, force)  # nothing else took the name while the games were played
        par_plot(curves, plot, _("{game}: bot win rate against skill").format(game=spec.title), force)
    where = Path(output).resolve().parent if output else Path.cwd()
    shown = os.path.relpath(Path(plot).resolve(), where) if plot else None
    text = calibration_page(own_words(spec.game)(spec.title), results, command, games, plot=shown, unordered=unordered,
                            levels=bool(level_fields(spec)), made=made_with_words(made_with(default_registry(), spec)))
    for line in unordered:
        click.echo(_("Not in order: {line}").format(line=line), err=True)
    if output:
        write_output(output, PAGE, text, force)
        if plot:
            click.echo(_("Wrote {path} and {plot}").format(path=output, plot=plot))
        else:
            click.echo(_("Wrote {path}").format(path=output))
    else:
        click.echo(text)
