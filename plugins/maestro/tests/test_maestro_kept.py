"""Facts the game keeps between steps (never saved) say what a fresh computation says, after every step.

Whole seeded games, every option set, both opponent policies; an add-on checks the kept facts after
the setup and after every bot turn, input and cleanup. A game rebuilt by undo (a replay) starts
with nothing kept.
"""

from __future__ import annotations

import pytest

from solobot import AddonSpec, hookimpl
from solobot.session import Session
from solobot.testing import TestRegistry
from solobot_maestro import plugin
from solobot_maestro.board import BoardView, board_view
from solobot_maestro.components import SPACE_CAPACITY, Components
from solobot_maestro.state import MaestroState, snapshot

VARIANTS = ("michelangelo", "davinci")
DIFFICULTIES = ("easier", "normal", "harder")
POLICIES = ("heuristic", "random")
GAMES = 12


def takes(state: MaestroState, comp: Components, spot: tuple[int, int, bool], colour: str) -> bool:
    """Whether a Workshop space of ``comp.grid_spots[colour]`` would take ``colour`` now (MM-RES-1, MM-RES-2)."""
    r, c, multicoloured = spot
    held = state.machina.grid[r][c]
    if len(held) >= SPACE_CAPACITY:
        return False
    row = comp.grid_rows[r]
    return not multicoloured or colour == row or all(h == row for h in held)


def seen_by(view: BoardView) -> tuple:
    """Everything a rule can read of a board view, its orders included."""
    orders = tuple(view.best_first(kind) for kind in ("", "popular", "secondary"))
    return view.colours_by_rank, view.ranks, view.values, view.galleries, view.plain, view.by_value(), orders


def check_kept(state: MaestroState, comp: Components) -> None:
    """Every kept fact against the board as it stands."""
    if state.view is not None and not state.view.changed:  # the view the rules read now, as a new one says
        assert seen_by(board_view(state, comp)) == seen_by(BoardView(state, comp))
    for colour, start in state.machina.grid_from.items():  # no space before the kept start takes the colour
        spots = comp.grid_spots[colour]
        assert 0 <= start <= len(spots)
        assert not any(takes(state, comp, spot, colour) for spot in spots[:start]), colour


class KeptChecker:
    """An add-on that checks the kept facts after the setup and after every step."""

    def __init__(self) -> None:
        self.checks = 0

    def after(self, ctx, state) -> None:
        check_kept(state, ctx.components)
        self.checks += 1

    @hookimpl(wrapper=True)
    def solobot_setup(self, ctx):
        state = yield
        self.after(ctx, state)
        return state

    @hookimpl(wrapper=True)
    def solobot_bot_turn(self, ctx, state, seat):
        result = yield
        self.after(ctx, state)
        return result

    @hookimpl(wrapper=True)
    def solobot_resolve_action(self, ctx, state, seat, action):
        result = yield
        self.after(ctx, state)
        return result

    @hookimpl(wrapper=True)
    def solobot_cleanup(self, ctx, state):
        result = yield
        self.after(ctx, state)
        return result


CHECKER = KeptChecker()


class CheckerPlugin:
    @hookimpl
    def solobot_register_addons(self, register):
        register(AddonSpec("kept-facts", CHECKER, ("maestro",)))


@pytest.fixture(scope="module")
def checked():
    registry = TestRegistry().add("maestro", plugin).add("kept-facts", CheckerPlugin())
    return registry.game("maestro"), registry


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_kept_facts_match_a_fresh_look_after_every_step(checked, variant, difficulty, policy):
    spec, registry = checked
    for seed in range(GAMES):
        before = CHECKER.checks
        session = Session(spec, {"variant": variant, "difficulty": difficulty}, seed=seed, registry=registry,
                          keep_events=False)
        session.autoplay(policy)
        assert CHECKER.checks - before > 40  # the setup and every step were checked


def test_the_grid_search_start_moves_on_in_a_game(checked):
    spec, registry = checked
    session = Session(spec, {"variant": "michelangelo"}, seed=3, registry=registry, keep_events=False)
    session.autoplay("heuristic")
    assert any(session.state.machina.grid_from.values())  # the kept start is used, not always 0


def test_an_undone_game_is_rebuilt_from_nothing_kept(checked):
    spec, registry = checked
    session = Session(spec, {"variant": "michelangelo"}, seed=5, registry=registry)
    assert not session.state.machina.grid_from  # a game set up keeps nothing yet
    policy = spec.game.policies["heuristic"]
    while session.state.round < 3:
        session.submit(policy(session.ctx, session.state, session.pending.seat, None))
    played, kept, saved = session.state, dict(session.state.machina.grid_from), snapshot(session.state)
    assert kept
    session.undo()
    assert session.state is not played  # replayed from a new setup: nothing kept is carried over
    session.redo()
    assert snapshot(session.state) == saved and session.state.machina.grid_from == kept
