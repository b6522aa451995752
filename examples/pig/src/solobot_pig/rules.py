"""Pig's state and rules: small functions that change the state and emit facts, never sentences."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from solobot import Context, IllegalAction, Set, move
from solobot.i18n import N_, domain
from solobot.toolkit import Roll
from solobot_pig.components import PigComponents

_ = domain(__package__).gettext  # Pig's gettext domain is its package: catalogs in solobot_pig/locale/
pgettext = domain(__package__).pgettext  # a word said otherwise in one place ("totale del turno" in a comparison)

#: why the die is rolled, for a person rolling a physical die for the bot
ROLL = Roll(N_("the roll adds to the turn total; the bust face loses it"), "PIG-2")
TURN_TOTAL = N_("turn total")  # a public-table key, said whole in another language


@dataclass
class PigState:
    """Banked scores, the running turn total, and whose turn it is: plain data (saved, digested, replayed)."""

    target: int
    hold_at: int
    scores: dict[str, int] = field(default_factory=lambda: {"player": 0, "bot": 0})
    turn_total: int = 0
    to_move: str = "player"
    turns: int = 0


def hold_decision(state: PigState) -> dict[str, Any]:
    """PIG-3, for ``why``: the bot's reason to hold, what it compared, and which way a tie goes."""
    total, wins = state.scores["bot"], state.scores["bot"] >= state.target
    reason = _("holding wins: {total} reaches the target, {target}").format(total=total, target=state.target) if wins \
        else _("its turn total, {turn_total}, reached its hold mark, {hold_at}").format(
            turn_total=state.turn_total, hold_at=state.hold_at)
    return {"reason": reason,
            "compared": [[pgettext("compared", "turn total"), state.turn_total], [_("hold mark"), state.hold_at],
                         [_("score if it holds"), total], [_("target"), state.target]],
            "tie_break": _("a turn total equal to the hold mark, or a score equal to the target, holds")}


def end_turn(ctx: Context, state: PigState, banked: bool) -> None:
    """PIG-3: bank the turn's total (or lose it), and pass the die."""
    if banked:
        state.scores[state.to_move] += state.turn_total
        if ctx.narrating:  # a fast game costs 25-38 % more without it (callgrind, docs/benchmarks.md)
            ctx.emit("hold", rule="PIG-3", held=state.turn_total, total=state.scores[state.to_move],
                     changes=[Set(f"score of {state.to_move}", state.scores[state.to_move]), Set(TURN_TOTAL, 0)],
                     **(hold_decision(state) if state.to_move == "bot" else {}))
    state.turn_total = 0
    state.to_move = "bot" if state.to_move == "player" else "player"
    state.turns += 1


@move("roll", help=N_("roll the die once"))
def roll_once(ctx: Context, state: PigState) -> bool:
    """PIG-1 / PIG-2: roll for the seat to move; False when the bust face ends the turn."""
    parts: PigComponents = ctx.components
    value = ctx.rng.die(parts.die_sides, ROLL)  # why, by position: a keyword call costs 1.5 % of a game
    if value == parts.bust_face:
        if ctx.narrating:  # a fast game costs 9-11 % more without it
            ctx.emit("bust" if state.turn_total else "bust at once", rule="PIG-1", roll=value,
                     lost=state.turn_total, changes=[Set(TURN_TOTAL, 0)])
        end_turn(ctx, state, banked=False)
        return False
    state.turn_total += value
    if ctx.narrating:  # a fast game costs 46-52 % more without it
        ctx.emit("roll", rule="PIG-2", roll=value, turn_total=state.turn_total,
                 changes=[Set(TURN_TOTAL, state.turn_total)])
    return True


def rolled(components: PigComponents, state: PigState) -> bool:
    """Whether holding is possible: the seat to move has rolled this turn (only then is ``hold`` offered)."""
    return state.turn_total > 0


@move("hold", help=N_("bank this turn's points"), possible=rolled)
def hold(ctx: Context, state: PigState) -> None:
    """PIG-3: the person banks the turn's total, once they have rolled."""
    if state.turn_total == 0:
        raise IllegalAction(_("roll at least once before holding"))
    end_turn(ctx, state, banked=True)

