"""``solobot simulate``: many whole games, summed up; shards and merging."""

from __future__ import annotations

import csv
import json
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TextIO

import click

from solobot.cli.errors import UsageProblem, leaving
from solobot.cli.gamecommands import GameGroup
from solobot.cli.pathtype import HomePath
from solobot.cli.values import DECIMAL, GAMES, JOBS, SEED, not_empty
from solobot.engine.plugins import default_registry, protect_stdout, refuse_clash
from solobot.engine.provenance import addon_words, made_with, made_with_differences
from solobot.engine.session import Session, choose_policy
from solobot.engine.skill import check_skill, opponent_words
from solobot.files import FileRefused, check_components_option, read_regular_file
from solobot.game import GameSpec
from solobot.i18n import DEFAULT, N_, _, language, ngettext, pgettext
from solobot.numbers import decimal, percent, whole_number
from solobot.options import titled
from solobot.sim.cluster import require_dask
from solobot.sim.plots import pyplot, save_figure
from solobot.sim.rules import HEAT_COLUMNS, RuleTally, heat_lines, heat_rows
from solobot.sim.runner import RunPlan, run_chunks
from solobot.sim.summary import Summary
from solobot.storage.outputs import GAMES_CSV, PLOT, RULES_CSV, Kind, Output, check_output
from solobot.table.answers import seat_name
from solobot.words import is_you, own_words


class SimulationError(click.ClickException):
    """A simulation that cannot run or a shard file that cannot be merged."""


def parse_shard(text: str | None, total: int) -> tuple[int, int]:
    """The game index range of shard ``K/N`` of ``total`` games (never empty)."""
    if text is None:
        return 0, total
    try:
        k, n = (whole_number(part, digits=6) for part in text.split("/"))
    except ValueError:  # NotANumber too: the one rule of solobot.numbers
        raise UsageProblem(_("--shard must look like K/N (e.g. 2/4), not {text!r}").format(text=text)) from None
    if not 1 <= k <= n:
        raise UsageProblem(_("--shard {text}: K must be between 1 and N").format(text=text))
    start, stop = total * (k - 1) // n, total * k // n
    if start == stop:
        raise UsageProblem(ngettext("--shard {text}: {total} game makes at most {total} shard, so shard {k} of "
                                       "{n} would be empty", "--shard {text}: {total} games make at most {total} "
                                       "shards, so shard {k} of {n} would be empty", total).format(
            text=text, total=total, k=k, n=n))
    return start, stop


def _head(plan: RunPlan, total: int, made: dict[str, Any]) -> dict[str, Any]:
    """The head of ``--json``: the run, and what it was made with (plugin version, add-ons)."""
    return {"game": plan.game, "options": plan.options, "opponent": plan.person, "seed": plan.seed,
            "games_total": total, "range": [plan.start, plan.stop], **made}


class HeldCtrlC:
    """Ctrl-C while ``--json`` is written: at once while waiting for the next games (a scheduler
    that never answers, the workers playing), held while the document is being written, so it
    is always whole; a Ctrl-C held so is raised as soon as the writing is done."""

    def __init__(self) -> None:
        self.asked = False
        self.waiting = False

    def __call__(self, *_: Any) -> None:
        self.asked = True  # kept even when raised: one raised inside a weakref callback is swallowed by Python
        if self.waiting:
            raise KeyboardInterrupt

    def next(self, games: Iterator[Any], end: Any) -> Any:
        """The next games (a chunk), or ``end``; Ctrl-C raises KeyboardInterrupt here at once."""
        if self.asked:
            raise KeyboardInterrupt
        self.waiting = True
        try:
            if self.asked:  # came between the check and the flag
                raise KeyboardInterrupt
            return next(games, end)
        finally:
            self.waiting = False


@contextmanager
def ctrl_c_between_games() -> Iterator[HeldCtrlC]:
    """Ctrl-C stops the run at once, except while a game is written and counted (:class:`HeldCtrlC`)."""
    held = HeldCtrlC()
    if threading.current_thread() is not threading.main_thread():
        yield held
        return
    previous = signal.signal(signal.SIGINT, held)
    try:
        yield held
    finally:
        signal.signal(signal.SIGINT, previous)


#: one game of ``--json``: ``json.dumps(game, sort_keys=True)``, its encoder made once instead of for every game
#: (``dumps`` with an option makes a new one each call: 1.2 µs, 2 % of a Pig game)
game_json = json.JSONEncoder(sort_keys=True).encode


class GameLines:
    """Each game of ``--json`` as :data:`game_json` writes it, byte for byte, from a line made once for the run's
    seats, whose slots take the game's index, points, seed and winner: 2.0 µs a game against json's 3.5 µs in a run's
    chunks (2.5 % of a Pig game). A game it does not fit (rule counts, points that are no whole number, other seats
    or winner) is written by :data:`game_json`; ``tests/core/test_simulate_lines.py`` compares the two."""

    def __init__(self, seats: Iterable[str]) -> None:
        self.seats = tuple(sorted(seats))
        points = ", ".join(f"{json.dumps(seat)}: %d" for seat in self.seats)
        self.line = '{"index": %d, "scores": {' + points + '}, "seed": %d, "winner": %s}'
        self.winners: dict[str | None, str] = {seat: json.dumps(seat) for seat in self.seats} | {None: "null"}

    def __call__(self, game: dict[str, Any]) -> str:
        scores, winner = game["scores"], game.get("winner", ())
        if (len(game) != 4 or len(scores) != len(self.seats) or winner not in self.winners
                or type(game["index"]) is not int or type(game["seed"]) is not int):
            return game_json(game)
        try:
            points = [scores[seat] for seat in self.seats]
        except KeyError:
            return game_json(game)
        if any(type(value) is not int for value in points):
            return game_json(game)
        return self.line % (game["index"], *points, game["seed"], self.winners[winner])


def write_json(out: TextIO, head: dict[str, Any], chunks: Iterable[list[dict[str, Any]]], summary: Summary,
               lines: Callable[[dict[str, Any]], str] = game_json) -> None:
    """Stream the run as one JSON object: the head, the games a chunk at a time as they finish, the summary.

    A chunk's games are written in one piece and counted in ``summary`` at once, so the two always
    agree. On Ctrl-C (at once while waiting for a chunk, see :class:`HeldCtrlC`) the object is still
    closed, with ``"interrupted": true`` and the summary of the games played, and the
    KeyboardInterrupt goes on; on any failure (a game's code, the cluster) likewise, with
    ``"failed"`` saying why, and the failure goes on. A summary that tallies rules adds the
    ``"rules"`` object (the heat map) after it. ``lines`` writes each game (:class:`GameLines`).
    """
    interrupted = False
    failed: Exception | None = None
    end = object()
    chunks = iter(chunks)
    with ctrl_c_between_games() as held:
        out.write(json.dumps(head, sort_keys=True)[:-1] + ', "games": [')
        try:
            before = "\n"  # the first game's line; a comma ends each line before the next
            while (chunk := held.next(chunks, end)) is not end:
                if chunk:
                    out.write(before + ",\n".join(map(lines, chunk)))
                    before = ",\n"
                for game in chunk:
                    summary.add(game)
        except (KeyboardInterrupt, Exception) as exc:  # a plugin's crash, a lost cluster...
            interrupted = isinstance(exc, KeyboardInterrupt)
            failed = None if interrupted else exc
            close = getattr(chunks, "close", None)
            if close is not None:
                close()  # stops the workers now
        rules = "" if summary.rules is None else ',\n"rules": ' + json.dumps(summary.rules.to_json(), sort_keys=True)
        stopped = '"interrupted": true, ' if interrupted or held.asked else ""
        if failed is not None:  # still one valid JSON document, which says why it stops short
            stopped = f'"failed": {json.dumps(str(failed))}, '
        out.write("],\n" + stopped + '"summary": ' + json.dumps(summary.to_json(), sort_keys=True) + rules + "}\n")
        out.flush()
    if interrupted or held.asked:
        raise KeyboardInterrupt
    if failed is not None:
        raise failed


def made_line(made: dict[str, Any]) -> str:
    """What the run was made with, in the language spoken (the plugin and its version, the add-ons)."""
    plugin = " ".join(part for part in (made.get("distribution") or made.get("plugin") or "",
                                        made.get("plugin_version") or "") if part)
    if made.get("addons"):
        return _("Made with {plugin}, add-ons: {addons}").format(plugin=plugin, addons=addon_words(made["addons"]))
    return _("Made with {plugin}, without add-ons").format(plugin=plugin)


def summary_lines(summary: dict[str, Any], bots: list[str], words: Any = None) -> list[str]:
    """The summary table a person reads (``words``: the game's, to name the seats in the language spoken)."""
    count = summary["games"]
    heading, mean, median, rate = _("seat"), _("mean"), _("median"), _("win rate (95% CI)")
    lines = [ngettext("{count} game", "{count} games", count).format(count=count),
             f"{heading:<12}{mean:>8}{median:>8}{'p10':>7}{'p90':>7}   {rate}"]
    for seat, row in summary["seats"].items():
        low, high = row["win_rate_ci95"]
        mark = " " + _("(bot)") if seat in bots else ""
        lines.append(f"{seat_name(seat, words):<12}{decimal(row['mean']):>8}{row['median']:>8.0f}{row['p10']:>7.0f}"
                     f"{row['p90']:>7.0f}   {percent(row['win_rate'])} ({percent(low)}–{percent(high)}){mark}")
    return lines


def text_histogram(summary: dict[str, Any], width: int = 40, bins: int = 10, words: Any = None) -> list[str]:
    """A small histogram of the scores of every seat."""
    lines = []
    for seat, row in summary["seats"].items():
        hist = {int(k): v for k, v in row["histogram"].items()}
        low, high = min(hist), max(hist)
        size = max(1, -(-(high - low + 1) // bins))
        counts = [0] * (((high - low) // size) + 1)
        for score, count in hist.items():
            counts[(score - low) // size] += count
        top = max(counts)
        lines.append(_("{seat} scores:").format(seat=seat_in_sentence(seat, words)))
        for i, count in enumerate(counts):
            start = low + i * size
            bar = "#" * round(width * count / top) if top else ""
            lines.append(f"  {start:>4}–{start + size - 1:<4} {bar} {count}")
    return lines


def seat_in_sentence(seat: str, words: Any = None) -> str:
    """A seat as a sentence names it, in the form its place asks for ("Punteggi del bot", "Punkte vom Spieler"):
    the game's name of it ("il bot", "la Machina"), the person's seat in the third person ("il giocatore");
    in English, as its column heads it ("Bot scores:")."""
    if words is None or language() == DEFAULT or seat not in words.seats:
        return seat_name(seat, words)
    if is_you(words.seats[seat]):
        return pgettext("the person's seat in a sentence, told in the third person", "the player")
    return words.seat(seat)


def write_plot(summary: dict[str, Any], path: str, force: bool = False) -> None:
    """A PNG histogram of the scores per seat (needs matplotlib)."""
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for seat, row in summary["seats"].items():
        scores = [int(k) for k, v in row["histogram"].items() for _count in range(v)]
        ax.hist(scores, bins=30, alpha=0.55, label=seat_name(seat))
    ax.set_xlabel(_("final score"))
    ax.set_ylabel(_("games"))
    ax.legend()
    fig.tight_layout()
    save_figure(fig, path, force)
    plt.close(fig)


def _csv_writer(path: str, header: list[str], kind: Kind = GAMES_CSV, force: bool = False) -> tuple[Any, Any]:
    """An open CSV output (closed by the caller) and its writer, the header written."""
    handle = Output(path, kind, force, newline="")
    writer = csv.writer(handle)
    writer.writerow(header)
    return handle, writer


def rules_csv_path(csv_path: str) -> Path:
    """Where ``--csv PATH --rules`` writes the heat map: beside PATH, as ``NAME-rules.csv``."""
    path = Path(csv_path)
    return path.with_name(f"{path.stem}-rules{path.suffix or '.csv'}")


def check_where(jobs: int, cluster: str | None) -> None:
    """Refuse, before anything is played, a bad ``--jobs``, or ``--cluster`` without Dask."""
    if jobs < 1:
        raise UsageProblem(_("--jobs must be at least 1"))
    if cluster is not None:
        if jobs > 1 and cluster != "local":
            raise UsageProblem(_("--jobs counts local processes; a Dask cluster has its own workers: "
                                 "give --jobs or --cluster ADDRESS, not both"))
        require_dask()


def choose_person(spec: GameSpec, opponent: str | None, skill: float | None) -> str:
    """The opponent policy's name (the game's default when neither option is given), checked."""
    if skill is not None:
        check_skill(spec.game, skill, opponent)
    return choose_policy(spec, opponent)[0]


def run_simulation(spec: GameSpec, options: dict[str, Any], games: int, seed: int, jobs: int,
                   opponent: str | None, as_json: bool, csv_path: str | None, plot: str | None,
                   shard: str | None, skill: float | None = None, rules: bool = False,
                   cluster: str | None = None, force: bool = False) -> None:
    """Play the run and report it."""
    if games < 1:
        raise UsageProblem(_("--games must be at least 1"))
    check_where(jobs, cluster)
    refuse_clash(default_registry(), spec.name)
    check_components_option(options)
    if plot is not None:
        check_output(plot, PLOT, force)  # before anything is played
        pyplot()
    if csv_path is not None:
        check_output(csv_path, GAMES_CSV, force)
        if rules:
            check_output(rules_csv_path(csv_path), RULES_CSV, force)
    probe = Session(spec, options, seed, keep_events=False)  # validates options and components
    policy = choose_person(spec, opponent, skill)
    start, stop = parse_shard(shard, games)
    plan = RunPlan(spec.name, probe.options.model_dump(mode="json"), seed, policy, start, stop, skill, rules)
    seats = spec.game.seats(probe.options)
    bots = [s for s in seats if s != probe.person]
    summary = Summary(rules=RuleTally(spec.game.rule_ids) if rules else None)
    made = made_with(default_registry(), spec)
    # what the run was made with, in every row (a CSV has no other place a reader keeps), before
    # the scores: the header still ends with `winner`, as solobot recognises its own CSV files
    made_columns = [made["plugin_version"], addon_words(made["addons"])]
    csv_file, writer = (_csv_writer(csv_path, ["index", "seed", "plugin_version", "addons", *seats, "winner"],
                                    force=force)
                        if csv_path else (None, None))
    heat_file, heat_writer = (_csv_writer(str(rules_csv_path(csv_path)), HEAT_COLUMNS, RULES_CSV, force)
                              if csv_path and rules else (None, None))  # opened now: checked before playing

    def results() -> Iterator[list[dict[str, Any]]]:
        """The games a chunk at a time (see :func:`run_chunks`), their CSV rows written."""
        show = sys.stderr.isatty()  # from the start, with an ETA; on stderr, so --json stays clean
        with click.progressbar(length=stop - start, label=_("Playing"), file=sys.stderr, hidden=not show) as bar:
            for chunk in run_chunks(plan, jobs, cluster):
                bar.update(len(chunk))
                if writer is not None:
                    writer.writerows([result["index"], result["seed"], *made_columns,
                                      *(result["scores"].get(s, "") for s in seats), result["winner"] or ""]
                                     for result in chunk)
                yield chunk

    try:
        if as_json:  # what the game's plugin prints goes to stderr, named: stdout is the JSON alone
            out = sys.stdout
            with protect_stdout(spec.plugin or spec.name):
                write_json(out, _head(plan, games, made), results(), summary, GameLines(seats))
        else:
            for chunk in results():
                for result in chunk:
                    summary.add(result)
        if heat_writer is not None:
            heat_writer.writerows(heat_rows(summary.rules.to_json()))
    except KeyboardInterrupt:
        leaving()
        total = stop - start
        if as_json:
            told = ngettext('Interrupted after {played} of {total} game; the --json output is marked "interrupted".',
                            'Interrupted after {played} of {total} games; the --json output is marked '
                            '"interrupted".', total)
        else:
            told = ngettext("Interrupted after {played} of {total} game.", "Interrupted after {played} of {total} "
                            "games.", total)
        click.echo(told.format(played=summary.games, total=total), err=True)
        sys.exit(130)
    finally:
        for handle in (csv_file, heat_file):
            if handle is not None:
                handle.close()
    table = summary.to_json()
    heat = summary.rules.to_json() if summary.rules is not None else None
    if plot:
        check_output(plot, PLOT, force)  # nothing else took the name while the games were played
        write_plot(table, plot, force)
    if not as_json:
        say = own_words(spec.game)
        click.echo(_("{game}, opponent {opponent}, seed {seed}").format(
            game=titled(say(spec.title), plan.options, say), opponent=opponent_words(plan.policy, plan.skill, say),
            seed=seed))
        click.echo(made_line(made))
        words = probe.game.words(probe.ctx)
        for line in summary_lines(table, bots, words):
            click.echo(line)
        if not plot:
            for line in text_histogram(table, words=words):
                click.echo(line)
        for line in heat_lines(heat) if heat is not None else []:
            click.echo(line)


#: the largest shard file ``--merge`` reads (a 20,000-game shard with rule counts is some MB)
MAX_SHARD_BYTES = 512 * 1024 * 1024


def merge_files(paths: list[str]) -> None:
    """Combine shard outputs into exactly the output of the whole run."""
    if not paths:
        raise SimulationError(_("--merge needs the shard files: solobot simulate --merge a.json b.json"))
    parts = []
    for path in paths:
        try:
            parts.append(json.loads(read_regular_file(path, MAX_SHARD_BYTES, _("shard file"))))
        except json.JSONDecodeError as exc:
            raise SimulationError(_("cannot read shard {path}: it is cut short or not JSON (line {line}); an "
                                    "interrupted run? Run that shard again").format(
                path=path, line=exc.lineno)) from None
        except FileRefused as exc:
            raise SimulationError(str(exc)) from None
        except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
            said = exc.strerror if isinstance(exc, OSError) else exc
            raise SimulationError(_("cannot read shard {path}: {why}").format(path=path, why=said)) from None
        if isinstance(parts[-1], dict) and parts[-1].get("interrupted"):
            played = len(parts[-1].get("games") or [])
            raise SimulationError(ngettext("{path} is an interrupted run ({played} game played); run that shard again",
                                           "{path} is an interrupted run ({played} games played); run that shard "
                                           "again", played).format(path=path, played=played))
    keys = ("game", "options", "opponent", "seed", "games_total")
    first = parts[0]
    for path, part in zip(paths, parts, strict=True):
        if not isinstance(part, dict) or any(k not in part for k in (*keys, "range", "games")):
            raise SimulationError(_("{path} is not a `solobot simulate --json` output").format(path=path))
        if any(part[k] != first[k] for k in keys) or _declared_rules(part) != _declared_rules(first):
            raise SimulationError(_("{path} is from a different run than {first}").format(path=path, first=paths[0]))
        differs = made_with_differences(first, part, (str(paths[0]), str(path)))
        if differs:
            raise SimulationError(_("{path} was played with another set-up than {first} ({differences}); its scores "
                                    "cannot be merged with them: run every shard with the same install").format(
                path=path, first=paths[0], differences=differs))
        if _declared_rules(part) is not None and not all(isinstance(g, dict) and "rules" in g for g in part["games"]):
            raise SimulationError(_("{path} has games without their rule counts; run that shard again").format(
                path=path))
    parts.sort(key=lambda p: p["range"][0])
    expected = 0
    for part in parts:
        if part["range"][0] != expected:
            raise SimulationError(_("shards do not cover the run: games from {index} are missing or doubled").format(
                index=expected))
        expected = part["range"][1]
    if expected != first["games_total"]:
        raise SimulationError(ngettext("shards cover {covered} of {total} game", "shards cover {covered} of {total} "
                                       "games", first["games_total"]).format(covered=expected,
                                                                              total=first["games_total"]))
    head = {k: first[k] for k in keys} | {"range": [0, expected]} | {
        k: first[k] for k in ("plugin", "distribution", "plugin_version", "core_version", "addons") if k in first}
    declared = _declared_rules(first)
    write_json(sys.stdout, head, (part["games"] for part in parts),
               Summary(rules=None if declared is None else RuleTally(declared)))


def _declared_rules(part: dict[str, Any]) -> list[str] | None:
    """The declared rule IDs of a ``--rules`` shard's heat map; None for a shard without one."""
    rules = part.get("rules")
    return rules.get("declared") if isinstance(rules, dict) else None


CLUSTER_OPTION = click.option(
    "--cluster", default=None, metavar="ADDRESS", callback=not_empty,
    help=N_("Play on a Dask cluster: a scheduler (tcp://HOST:8786) or 'local' (needs the cluster extra)."))

SIMULATE_OPTIONS = [
    click.option("--games", "games", type=GAMES, default=100, show_default=True, help=N_("Number of games.")),
    click.option("--seed", type=SEED, default=0, show_default=True,
                 help=N_("Seed of the run (game i uses a seed derived from it).")),
    click.option("--jobs", type=JOBS, default=1, show_default=True, help=N_("Processes to use.")),
    click.option("--opponent", default=None, callback=not_empty,
                 help=N_("Opponent policy for your seat (see `solobot games`).")),
    click.option("--json", "as_json", is_flag=True, help=N_("Print one JSON object: the games and the summary.")),
    click.option("--csv", "csv_path", type=HomePath(dir_okay=False), default=None,
                 help=N_("Write one CSV row per game.")),
    click.option("--plot", type=HomePath(dir_okay=False), default=None,
                 help=N_("Write a PNG histogram (needs matplotlib).")),
    click.option("--shard", default=None, metavar="K/N", help=N_("Play only the K-th of N equal slices of the run.")),
    click.option("--skill", type=DECIMAL, default=None, metavar="S",
                 help=N_("Your seat played by a person of skill S (0-1): the heuristic's move with "
                         "probability S, else the random policy's.")),
    click.option("--rules", is_flag=True,
                 help=N_("Add the rule heat map: games each rule ID fired in, times per game, and the "
                         "declared rules that never fired (with --csv PATH also NAME-rules.csv).")),
    CLUSTER_OPTION,
    click.option("--force", is_flag=True,
                 help=N_("Replace --csv/--plot files that an earlier solobot run wrote (never anything else).")),
]


@click.command("merge", help=N_("Combine shard outputs (`--json` of `--shard K/N` runs) into the whole run's output."))
@click.argument("paths", nargs=-1, type=HomePath(dir_okay=False))
def merge_command(paths: tuple[str, ...]) -> None:
    """``solobot simulate --merge FILES...``."""
    merge_files(list(paths))


class SimulateGroup(GameGroup):
    """``solobot simulate GAME ...``, plus ``solobot simulate --merge FILES...``.

    ``--merge`` is a flag of the group: with it, the words after it are the shard files,
    handed to :func:`merge_command` instead of naming a game.
    """

    def resolve_command(self, ctx: click.Context, args: list[str]) -> Any:
        if ctx.params.get("merge"):
            return "merge", merge_command, args
        return super().resolve_command(ctx, args)


def _without_a_game(merge: bool) -> None:
    """``solobot simulate`` alone is ``solobot play`` alone: the help, exit 2; ``--merge`` alone asks for the files."""
    ctx = click.get_current_context()
    if ctx.invoked_subcommand is None:
        if merge:
            merge_files([])
        raise click.exceptions.NoArgsIsHelpError(ctx)


simulate_group = SimulateGroup(
    "simulate",
    run=run_simulation,
    common=SIMULATE_OPTIONS,
    callback=_without_a_game,
    params=[click.Option(["--merge"], is_flag=True,
                         help=N_("Combine the shard files that follow (`--json` outputs of `--shard K/N` "
                                 "runs) into exactly the whole run's output."))],
    invoke_without_command=True,
    help=N_("Play many games bot against a built-in opponent and sum them up.\n\n"
            "`solobot simulate GAME --help` shows a game's options. Merge shard outputs with "
            "`solobot simulate --merge a.json b.json ...`."),
    context_settings={"help_option_names": ["-h", "--help"]},
)
