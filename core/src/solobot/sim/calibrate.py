"""Calibration: every difficulty against every opponent policy, as a Markdown table."""

from __future__ import annotations

import typing
from collections.abc import Iterator
from typing import Any, Literal

from solobot.conformance import option_combinations
from solobot.game import GameSpec
from solobot.options import options_as_words
from solobot.session import validate_options
from solobot.sim.runner import RunPlan, run_games
from solobot.sim.summary import Summary, wilson_interval


def _list_choice_fields(spec: GameSpec) -> dict[str, list[Any]]:
    fields = {}
    for name, field in spec.options.model_fields.items():
        if typing.get_origin(field.annotation) in (list, tuple):
            (inner,) = typing.get_args(field.annotation)[:1]
            if typing.get_origin(inner) is Literal:
                fields[name] = list(typing.get_args(inner))
    return fields


def calibration_options(spec: GameSpec) -> Iterator[dict[str, Any]]:
    """Every choice combination; a repeatable choice (one per bot) alone at each level, then mixed."""
    lists = _list_choice_fields(spec)
    for base in option_combinations(spec, {}):
        if not lists:
            yield base
            continue
        for name, choices in lists.items():
            for choice in choices:
                yield {**base, name: [choice]}
            mixes = [[choices[0], choices[-1]], list(reversed(choices[:2])), list(choices)]
            for mix in mixes:
                try:
                    validate_options(spec, {**base, name: mix})
                except ValueError:
                    continue
                yield {**base, name: mix}


def calibrate(spec: GameSpec, games: int, seed: int, jobs: int) -> Iterator[dict[str, Any]]:
    """One row per options × opponent policy."""
    for options in calibration_options(spec):
        valid = validate_options(spec, options)
        person = spec.game.person_seat(valid)
        for policy in sorted(spec.game.policies):
            plan = RunPlan(spec.name, valid.model_dump(mode="json"), seed, policy, 0, games)
            summary = Summary()
            bot_wins = 0
            for result in run_games(plan, jobs):
                summary.add(result)
                bot_wins += result["winner"] not in (None, person)
            table = summary.to_json()
            low, high = wilson_interval(bot_wins, games)
            yield {
                "options": options_as_words(options),
                "opponent": policy,
                "means": {seat: row["mean"] for seat, row in table["seats"].items()},
                "bot_win_rate": bot_wins / games,
                "ci95": (low, high),
                "person": person,
            }


def markdown_table(rows: list[dict[str, Any]], command: str, games: int) -> str:
    """The calibration as a Markdown page section."""
    lines = [
        f"Made with `{command}` ({games} games per row; the same command gives the same table).",
        "",
        "| options | opponent | mean score per seat | bot win rate (95% CI) |",
        "|---|---|---|---|",
    ]
    for row in rows:
        means = ", ".join(f"{seat} {mean:.1f}" for seat, mean in row["means"].items())
        low, high = row["ci95"]
        lines.append(f"| {row['options']} | {row['opponent']} | {means} | "
                     f"{row['bot_win_rate']:.1%} ({low:.1%}–{high:.1%}) |")
    return "\n".join(lines) + "\n"
