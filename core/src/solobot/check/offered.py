"""``solobot check``: every input offered is accepted (STYLE lesson 25, "only what is possible is offered").

The page's forms, Tab completion and the usage line all offer what a command's declaration gives for the
state (:meth:`solobot.commands.Command.inputs`: each choice given the ones before it, each number at the
values a form offers). Over whole seeded games, at each of the person's steps, every complete input offered
is typed as the person would type it: it must parse (the game's ``parse_command``) and be legal (its
``solobot_resolve_action`` on a copy of the state raises no IllegalAction). A step that offers more than
:data:`SAMPLE` inputs has a seeded sample of them tried.
"""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

from solobot.engine.session import NeedsAnswer, Session
from solobot.errors import IllegalAction
from solobot.game import Context, GameSpec
from solobot.i18n import _, ngettext
from solobot.toolkit.randomness import SeededSource
from solobot.toolkit.seeds import derive_seed

#: the most complete inputs tried at one step: more are sampled (seeded), so a check stays a few seconds a game
SAMPLE = 80
#: the most complete inputs of one command listed before sampling (a command offering more is sampled among these)
LISTED = 5_000


def offered_inputs(session: Session) -> Iterator[list[str]]:
    """Every complete input the game offers now, as typed words (its name first)."""
    for command in session.call("commands", session.ctx, session.state, returns=list):
        if command.free:
            continue
        for words in islice(command.inputs(), LISTED):
            yield [command.name, *words]


def copier(state: Any) -> Callable[[], Any]:
    """Fresh copies of ``state``: unpickled from one pickle (about 5 times as fast as ``copy.deepcopy`` for
    Florenza's state, which took 80 % of this check), or deep copies when it does not pickle."""
    try:
        kept = pickle.dumps(state, pickle.HIGHEST_PROTOCOL)
    except Exception:  # a state holding something pickle cannot (a function): copied the slow way
        return lambda: copy.deepcopy(state)
    return lambda: pickle.loads(kept)  # the check's own pickle of the state it plays


def refusal(session: Session, words: list[str], fresh: Callable[[], Any] | None = None) -> str | None:
    """Why the typed ``words`` are refused now (None: they parse and are legal); the game is not changed:
    the move is tried on a copy of the state (``fresh()``, else a deep copy), with a random source of its
    own and no events."""
    try:
        action = session.parse_words(words)
    except IllegalAction as exc:
        return str(exc)
    probe = Context(session.ctx.options, session.components, SeededSource(session.seed, "offered"), keep_events=False)
    state: Any = fresh() if fresh is not None else copy.deepcopy(session.state)
    seat = session.pending.seat if session.pending is not None else None
    probe.acting(seat)
    try:
        session.hook.solobot_resolve_action(probe, state, seat, action)
    except IllegalAction as exc:
        return str(exc)
    except NeedsAnswer:  # a physical roll or draw: the input was taken
        return None
    return None


def step_problems(session: Session, sampler: random.Random, sample: int = SAMPLE) -> tuple[int, list[str]]:
    """The inputs tried at the person's step now, and each offered one that is refused (its words and why)."""
    inputs = list(offered_inputs(session))
    if len(inputs) > sample:
        inputs = sampler.sample(inputs, sample)
    problems, fresh = [], copier(session.state)
    for words in inputs:
        why = refusal(session, words, fresh)
        if why is not None:
            problems.append(f"`{' '.join(words)}`: {why}")
    return len(inputs), problems


def offered_game(spec: GameSpec, options: dict[str, Any], policy: str, seed: int,
                 sample: int = SAMPLE) -> tuple[int, int, list[str]]:
    """One whole seeded game played by ``policy``: the person's steps checked, the inputs tried, and the
    problems (each offered input refused)."""
    session = Session(spec, options, seed, keep_events=False, narrate=False)
    sampler = random.Random(seed)
    steps, tried, problems = 0, 0, []

    def check_step(current: Session) -> None:
        nonlocal steps, tried
        if current.finished or current.request is not None:
            return
        steps += 1
        count, found = step_problems(current, sampler, sample)
        tried += count
        problems.extend(found)

    check_step(session)
    session.autoplay(policy, on_step=check_step)
    return steps, tried, problems


def check_offered(spec: GameSpec, options: dict[str, Any], policy: str, games: int, seed: int, label: str,
                  report: Any, seed_line: Callable[[int, str, int], str], sample: int = SAMPLE) -> None:
    """The report's line: over ``games`` seeded games (those of the other lines), every input offered at
    each of the person's steps parses and is legal. ``seed_line(seed, problem, more)`` words one problem
    with its seed and replay command (the check's own)."""
    name = ngettext("{label} — every input offered is accepted ({count} game, {policy} policy; at most {sample} "
                    "inputs tried a step)",
                    "{label} — every input offered is accepted ({count} games, {policy} policy; at most {sample} "
                    "inputs tried a step)", games).format(label=label, count=games, policy=policy, sample=sample)
    found: dict[str, list[int]] = {}
    steps = tried = 0
    for i in range(games):
        game_seed = derive_seed(seed, "check", i)
        try:
            counted, inputs, problems = offered_game(spec, options, policy, game_seed, sample)
        except Exception as exc:  # a game that does not play through: the line above names it
            problems, counted, inputs = [f"{type(exc).__name__}: {exc}"], 0, 0
        steps, tried = steps + counted, tried + inputs
        for problem in dict.fromkeys(problems):  # each once a game, however many of its steps showed it
            found.setdefault(problem, []).append(game_seed)
    if found:
        detail = "; ".join(seed_line(seeds[0], problem, len(seeds) - 1) for problem, seeds in list(found.items())[:3])
        if len(found) > 3:
            detail = _("{problems}; and {count} more").format(problems=detail, count=len(found) - 3)
    else:
        detail = ngettext("{count} input tried at {steps} steps", "{count} inputs tried at {steps} steps",
                          tried).format(count=tried, steps=steps)
    report.add(name, not found, detail, list(found))
