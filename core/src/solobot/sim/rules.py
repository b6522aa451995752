"""The rule heat map: how often each rule ID fires in a run, and which declared ones never do.

Every event a game emits carries the ID of the rule that made it. Counting them over many
games shows which parts of a bot's flowchart happen, how often, and which rules the game
declares (``Game.rule_ids``) but no event of the run names: a rule the games never reach,
or one whose code emits no event (a scoring rule, a constant of the setup). Like
:class:`~solobot.sim.summary.Summary`, the tally of disjoint runs adds up exactly to the
tally of the whole run.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from solobot.events import Event
from solobot.i18n import _, ngettext
from solobot.numbers import decimal, percent


def rule_counts(events: Iterable[Event]) -> dict[str, int]:
    """How many times each rule ID fired in one game's events (events without a rule left out)."""
    return dict(sorted(Counter(event.rule for event in events if event.rule).items()))


@dataclass
class RuleTally:
    """Running rule counts of a simulation, against the rule IDs the game declares."""

    declared: Sequence[str]
    games: int = 0
    fired_in: Counter[str] = field(default_factory=Counter)
    times: Counter[str] = field(default_factory=Counter)

    def add(self, counts: dict[str, int]) -> None:
        """Count one game's ``{rule ID: times}``."""
        self.games += 1
        self.fired_in.update(counts.keys())
        self.times.update(counts)

    def order(self) -> list[str]:
        """Every rule ID seen or declared: the declared ones in the game's order, then the others by name."""
        declared = set(self.declared)
        return [*self.declared, *sorted(rule for rule in self.times if rule not in declared)]

    def to_json(self) -> dict[str, Any]:
        """The heat map as plain data: ``fired`` (per rule: games it fired in, mean times per
        game), ``never_fired`` (declared, never named by an event), ``undeclared`` (fired, not
        declared) and the ``declared`` list itself."""
        fired = {rule: {"games": self.fired_in[rule],
                        "per_game": round(self.times[rule] / self.games, 4) if self.games else 0.0}
                 for rule in self.order() if self.times[rule]}
        declared = set(self.declared)
        return {
            "games": self.games,
            "declared": list(self.declared),
            "fired": fired,
            "never_fired": [rule for rule in self.declared if not self.times[rule]],
            "undeclared": [rule for rule in fired if rule not in declared],
        }


def heat_lines(rules: dict[str, Any], width: int = 30) -> list[str]:
    """The heat map a person reads: one line per rule that fired, then the never-fired list."""
    games, fired = rules["games"], rules["fired"]
    top = max((row["per_game"] for row in fired.values()), default=0) or 1
    lines = [ngettext("Rules: {fired} fired of {declared} declared, in {count} game",
                      "Rules: {fired} fired of {declared} declared, in {count} games", games).format(
        fired=len(fired), declared=len(rules["declared"]), count=games),
             "  {rule:<16}{games:>16}{per_game:>10}".format(rule=_("rule"), games=_("games fired in"),
                                                            per_game=_("per game"))]
    for rule, row in fired.items():
        share = row["games"] / games if games else 0.0
        bar = "#" * max(1, round(width * row["per_game"] / top))
        said = percent(share)  # "100.0%", German "100,0 %": one character more, taken from the next column
        per_game = decimal(row["per_game"], 2).rjust(10 - max(0, len(said) - 6))
        lines.append(f"  {rule:<16}{row['games']:>8} {said:>6}{per_game}  {bar}")
    never = rules["never_fired"]
    lines.append(_("Never fired ({count}): {rules}").format(count=len(never), rules=", ".join(never)) if never
                 else _("Never fired: none"))
    if rules["undeclared"]:
        lines.append(_("Fired but not declared in the game's rule_ids ({count}): {rules}").format(
            count=len(rules["undeclared"]), rules=", ".join(rules["undeclared"])))
    return lines


#: the columns of :func:`heat_rows`
HEAT_COLUMNS = ["rule", "declared", "games_fired_in", "per_game"]


def heat_rows(rules: dict[str, Any]) -> list[list[Any]]:
    """The heat map as CSV rows (see HEAT_COLUMNS): every rule, declared or fired, with its counts."""
    fired, declared = rules["fired"], set(rules["declared"])
    rows: list[list[Any]] = []
    for rule in [*rules["declared"], *rules["undeclared"]]:
        row = fired.get(rule, {"games": 0, "per_game": 0.0})
        rows.append([rule, "yes" if rule in declared else "no", row["games"], row["per_game"]])
    return rows
