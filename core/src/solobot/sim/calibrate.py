"""Calibration: every option set against every opponent policy and a person of every skill.

For each option set (:func:`calibration_options`) the bot plays ``games`` seeded games
against each opponent policy and against a person of each skill of the par grid
(:mod:`solobot.sim.par`); the same seeds at every skill, so the skill 1 and skill 0 runs *are*
the heuristic and random policies' games and are not played twice. Every game counts its
rule IDs, so each option set also reports the declared rules that never fired.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from solobot.check.conformance import option_sets, option_values, repeated_choices
from solobot.engine.session import validate_options
from solobot.engine.skill import RANDOM, SkillError, check_skill, opponent_words, skill_label
from solobot.game import GameSpec
from solobot.i18n import DEFAULT, language, pgettext
from solobot.options import options_as_words
from solobot.sim.cluster import connected
from solobot.sim.par import GRID, Par, find_par, ordered
from solobot.sim.rules import RuleTally
from solobot.sim.runner import RunPlan, run_games
from solobot.sim.summary import Summary, wilson_interval
from solobot.words import GameWords, is_you, own_words


def calibration_options(spec: GameSpec) -> Iterator[dict[str, Any]]:
    """Every option set of the game (see :func:`solobot.check.conformance.option_sets`)."""
    return option_sets(spec)


@dataclass
class Run:
    """The bot's games against one person (a policy or a skill)."""

    person: str
    summary: Summary
    bot_wins: int
    #: the person as the output says it, in the language spoken ("cauto", "abilità 0.6")
    said: str = ""

    def row(self, opponent: str) -> dict[str, Any]:
        """The calibration table's cells for this run, shown as against ``opponent``."""
        games = self.summary.games
        return {"opponent": opponent,
                "means": {seat: row["mean"] for seat, row in self.summary.to_json()["seats"].items()},
                "bot_win_rate": self.bot_wins / games, "ci95": wilson_interval(self.bot_wins, games)}


@dataclass
class OptionSet:
    """One option set's calibration: its runs, its par skill and the rules that never fired."""

    options: dict[str, Any]
    #: the game's words, to say its options and seats in the language spoken (None: as written)
    words: GameWords | None = None
    runs: dict[str, Run] = field(default_factory=dict)
    rows: list[tuple[str, Run]] = field(default_factory=list)  # (opponent shown, its run), in table order
    par: Par | None = None
    never_fired: list[str] = field(default_factory=list)

    @property
    def label(self) -> str:
        """The options as words, in the language spoken ("difficoltà: prudente")."""
        return options_as_words(self.options, self.words.say if self.words is not None else str)

    def seat(self, seat: str) -> str:
        """A seat as a table cell names it: its id in English ("bot"), else by the game's words ("il bot", and
        the person's seat in the third person, "il giocatore")."""
        if self.words is None or language() == DEFAULT or seat not in self.words.seats:
            return seat
        if is_you(self.words.seats[seat]):
            return pgettext("the person's seat in a sentence, told in the third person", "the player")
        return self.words.seat(seat)


def has_skill(spec: GameSpec) -> bool:
    """Whether the game can model a person of any skill (a heuristic and a random policy)."""
    try:
        check_skill(spec.game, 1.0)
    except SkillError:
        return False
    return True


@dataclass(frozen=True)
class Calibration:
    """How to calibrate a game: games per run, the seed, where to play, the par grid, extra skills."""

    games: int
    seed: int = 0
    jobs: int = 1
    cluster: str | None = None
    grid: Sequence[float] = GRID
    skills: Sequence[float] = ()


def calibrate(spec: GameSpec, how: Calibration,
              on_run: Callable[[OptionSet, Run], None] | None = None) -> Iterator[OptionSet]:
    """Each option set, calibrated: a row per opponent policy (and per extra skill), the par skill.

    On a cluster, every run goes through one client, connected once.
    """
    with contextlib.ExitStack() as stack:
        client = None
        if how.cluster is not None:
            client = stack.enter_context(connected(how.cluster, how.jobs if how.jobs > 1 else None))
        for options in calibration_options(spec):
            yield calibrate_options(spec, options, how, on_run, client)


def calibrate_options(spec: GameSpec, options: dict[str, Any], how: Calibration,
                      on_run: Callable[[OptionSet, Run], None] | None = None, client: Any = None) -> OptionSet:
    """One option set against each opponent policy, each extra skill and each skill of the grid."""
    valid = validate_options(spec, options)
    person = spec.game.person_seat(valid)
    best = spec.game.default_policy
    grid = how.grid if has_skill(spec) else ()
    result = OptionSet(options, spec.game.game_words)
    say = own_words(spec.game)
    tally = RuleTally(spec.game.rule_ids)

    def run(policy: str, skill: float | None = None) -> Run:
        label = policy if skill is None else skill_label(skill)
        if label not in result.runs:
            plan = RunPlan(spec.name, valid.model_dump(mode="json"), how.seed, policy, 0, how.games, skill, True)
            summary = Summary(rules=tally)
            bot_wins = 0
            for game in run_games(plan, how.jobs, how.cluster, client=client):
                summary.add(game)
                bot_wins += game["winner"] not in (None, person)
            result.runs[label] = Run(label, summary, bot_wins, opponent_words(policy, skill, say))
            if on_run is not None:
                on_run(result, result.runs[label])
        return result.runs[label]

    if grid:
        result.par = find_par(lambda skill: (run(best, skill).bot_wins, how.games), grid)
    same_games = {best: 1.0, RANDOM: 0.0}  # a policy whose games are those of a skill of the grid
    for policy in sorted(spec.game.policies):
        same = same_games.get(policy)
        result.rows.append((opponent_words(policy, None, say), run(policy, same if same in grid else None)))
    result.rows += [(opponent_words(best, skill), run(best, skill)) for skill in how.skills]
    result.never_fired = tally.to_json()["never_fired"]
    return result


def level_fields(spec: GameSpec) -> dict[str, list[Any]]:
    """The options whose choices are levels, easiest first: ``difficulty`` and one-bot-per-level lists."""
    fields = {
        name: choices for name, f in spec.options.model_fields.items() if (choices := repeated_choices(f.annotation))
    }
    difficulty = spec.options.model_fields.get("difficulty")
    if difficulty is not None and (choices := option_values(difficulty.annotation)):
        fields["difficulty"] = choices
    return fields


def out_of_order(spec: GameSpec, results: Sequence[OptionSet]) -> list[str]:
    """Each pair of levels, the other options equal, where the harder level has the lower par."""
    problems = []
    for name, choices in level_fields(spec).items():
        groups: dict[str, dict[Any, OptionSet]] = {}
        for result in results:
            value = result.options.get(name)
            value = value[0] if isinstance(value, list) and len(value) == 1 else value
            if result.par is not None and value in choices:
                rest = options_as_words({k: v for k, v in result.options.items() if k != name})
                groups.setdefault(rest, {})[value] = result
        for group in groups.values():
            pars = {r.label: r.par for r in group.values()}
            problems += ordered(pars, [group[c].label for c in choices if c in group])
    return problems
