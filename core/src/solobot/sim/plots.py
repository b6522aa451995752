"""Plots (PNG, through matplotlib: the optional extra ``solobot-core[plot]``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from solobot.errors import PersonError
from solobot.files import FileRefused
from solobot.i18n import _
from solobot.sim.par import HALF, Par
from solobot.storage.outputs import PLOT, PLOT_METADATA, write_bytes_output


class PlotError(PersonError, RuntimeError):
    """A plot that cannot be made (one clear line)."""


def pyplot(option: str = "--plot") -> Any:
    """matplotlib's pyplot (headless), or the one line saying how to install it."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise PlotError(_('{option} needs matplotlib, the plot extra: solobot install "solobot-core[plot]"').format(
            option=option)) from None
    return plt


def par_plot(curves: Sequence[tuple[str, Par]], path: str, title: str, force: bool = False) -> None:
    """One curve of the bot's win rate against the person's skill per option set, with its
    95 % band, and the line at one half where each curve meets its par."""
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(8, 5))
    for label, par in curves:
        skills = [p.skill for p in par.curve]
        line, = ax.plot(skills, [p.rate for p in par.curve], marker="o", markersize=3, label=label)
        ax.fill_between(skills, [p.interval[0] for p in par.curve], [p.interval[1] for p in par.curve],
                        color=line.get_color(), alpha=0.12, linewidth=0)
    ax.axhline(HALF, color="grey", linestyle="--", linewidth=1)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_xlabel(_("skill of the person (0 random, 1 heuristic)"))
    ax.set_ylabel(_("bot win rate"))
    ax.set_title(title)
    ax.legend(fontsize="small", loc="best")
    fig.tight_layout()
    save_figure(fig, path, force, dpi=100)
    plt.close(fig)


def save_figure(fig: Any, path: str, force: bool = False, **options: Any) -> None:
    """Write ``fig`` as a PNG marked as solobot's (so ``--force`` may replace it later), through a temporary
    file moved into place only over nothing or solobot's own plot (:mod:`solobot.storage.outputs`); one line on
    failure."""
    def draw(temporary: Any) -> None:
        fig.savefig(temporary, format="png", metadata=PLOT_METADATA, **options)

    try:
        write_bytes_output(path, PLOT, draw, force)
    except FileRefused as exc:
        raise PlotError(str(exc)) from None
    except OSError as exc:
        raise PlotError(_("cannot write the plot {path}: {why}").format(path=path, why=exc.strerror or exc)) from None
