"""The calibration as a Markdown page: the table with its par column, the plot, the order of
the levels and the rules that never fired."""

from __future__ import annotations

from collections.abc import Sequence

from solobot.i18n import N_, _
from solobot.numbers import decimal, numbers_listed, percent, shortest
from solobot.sim.calibrate import OptionSet
from solobot.sim.par import GRID
from solobot.storage.outputs import CALIBRATION_HEAD

PAR_NOTE = N_(
    "**Par skill** is the skill of the person at which the bot wins half the games. A person of "
    "skill *s* makes the heuristic policy's move with probability *s* and the random policy's "
    "otherwise (`--skill`), so 1 is the heuristic player and 0 the random one. The search plays "
    "the same seeded games at every skill of the grid {grid}, reads the bot's win rate between grid "
    "points as a straight line, and takes par where it falls to one half; the 95 % interval runs "
    "from where the curve of the upper Wilson bounds does to where the curve of the lower ones "
    "does. The skill 1 and skill 0 runs are the heuristic and random rows of the table."
)


def _grid_words(grid: Sequence[float]) -> str:
    if tuple(grid) == GRID:
        return numbers_listed([shortest(0), shortest(0.1), "…", shortest(1)])
    return numbers_listed([shortest(s) for s in grid])


def table_lines(results: Sequence[OptionSet]) -> list[str]:
    """One row per option set and opponent; the par skill on each option set's first row."""
    lines = [_("| options | opponent | mean score per seat | bot win rate (95% CI) | par skill (95% CI) |"),
             "|---|---|---|---|---|"]
    for result in results:
        for n, (opponent, run) in enumerate(result.rows):
            row = run.row(opponent)
            means = ", ".join(f"{result.seat(seat)} {decimal(mean)}" for seat, mean in row["means"].items())
            low, high = row["ci95"]
            par = result.par.label if result.par is not None and n == 0 else ""
            lines.append(f"| {result.label} | {opponent} | {means} | "
                         f"{percent(row['bot_win_rate'])} ({percent(low)}–{percent(high)}) | {par} |")
    return lines


def never_fired_lines(results: Sequence[OptionSet]) -> list[str]:
    """The declared rules no event named, those common to every option set said once."""
    if not results:
        return []
    common = [rule for rule in results[0].never_fired if all(rule in r.never_fired for r in results)]
    lines = [_("Never fired in any option set ({count}): {rules}.").format(count=len(common), rules=", ".join(common))
             if common else _("Never fired in any option set (0): none."), ""]
    extra = [(r.label, [rule for rule in r.never_fired if rule not in common]) for r in results]
    extra = [(label, rules) for label, rules in extra if rules]
    if extra:
        lines += [_("| options | never fired besides those |"), "|---|---|"]
        lines += [f"| {label} | {', '.join(rules)} |" for label, rules in extra]
    return lines


def order_lines(unordered: Sequence[str], levels: bool) -> list[str]:
    """The levels' order, said plainly."""
    if not levels:
        return []
    if not unordered:
        return [_("**The levels are in order:** each harder level has a par at least as high as the one below it "
                  "(other options equal).")]
    return [_("**The levels are not in order:** {pairs}.").format(pairs="; ".join(unordered))]


def calibration_page(title: str, results: Sequence[OptionSet], command: str, games: int, *,
                     grid: Sequence[float] = GRID, plot: str | None = None,
                     unordered: Sequence[str] = (), levels: bool = True, made: str = "") -> str:
    """The whole page (``plot``: the PNG's path relative to the page, or None; ``made``: what it
    was made with, see :func:`solobot.engine.provenance.made_with_words`)."""
    has_par = any(r.par is not None for r in results)
    made_line = (_("Made with `{command}` ({games} games per row and per skill of the par grid; the same command "
                   "gives the same page, with {made}).") if made else
                 _("Made with `{command}` ({games} games per row and per skill of the par grid; the same command "
                   "gives the same page)."))
    lines = ["# " + _(CALIBRATION_HEAD).format(title=title), "", made_line.format(command=command, games=games,
                                                                                   made=made), "",
             *table_lines(results), ""]
    if has_par:
        lines += ["## " + _("Par skill"), "", _(PAR_NOTE).format(grid=_grid_words(grid)), ""]
        if plot:
            alt = _("Bot win rate against the skill of the person, per option set")
            lines += [f"![{alt}]({plot})", ""]
        lines += [*order_lines(unordered, levels), ""]
    else:
        lines += [_("No par skill: the game has no heuristic and random policies to mix."), ""]
    lines += ["## " + _("Rules that never fired"), "",
              _("Declared rule IDs (`Game.rule_ids`) that no event named in any game of the option set, at any skill "
                "(see `solobot simulate --rules` and the Rule heat maps page of the docs)."), "",
              *never_fired_lines(results)]
    return "\n".join(lines).rstrip() + "\n"
