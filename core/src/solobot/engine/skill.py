"""A modelled person of a given skill: the game's best policy or its random one, mixed.

``skill`` is the chance that the person makes the heuristic's choice at each input;
otherwise they make the random policy's. The mix draws from its own seeded stream, and each
policy keeps the stream it has when played alone, so ``skill=1`` plays exactly the games of
the heuristic policy and ``skill=0`` exactly those of the random one, and the same seed
gives the same games at any skill. The core does the mixing, so every game that has a
default (heuristic) policy and a ``"random"`` one gets it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solobot.errors import PersonError
from solobot.game import Context, Game, Policy
from solobot.i18n import _, pgettext
from solobot.numbers import shortest
from solobot.toolkit.randomness import RandomSource, SeededSource
from solobot.toolkit.seeds import derive_seed

RANDOM = "random"
HEURISTIC = "heuristic"  # the best policy's name in Maestro and Florenza (said by the core's catalog)
SCALE = 1_000_000  # the mix draws a whole number below this: skill is kept to six decimals


class SkillError(PersonError, ValueError):
    """A skill the game cannot model (one clear line)."""


def opponent_source(seed: int, policy: str) -> SeededSource:
    """The random source a policy plays the person's seat with, in a game of ``seed``."""
    return SeededSource(seed, "opponent", policy)  # its seed derived at its first draw, if it draws


def skill_label(skill: float) -> str:
    """How ``--json``, ``--csv`` and the runs name a person of ``skill``: ``"skill 0.6"``, in every language."""
    return f"skill {skill:g}"


def opponent_words(policy: str, skill: float | None = None, say: Callable[[str], str] = str) -> str:
    """Who plays the person's seat, as a person reads it in the language spoken: a person of ``skill`` ("skill
    0.6", "abilità 0.6", "Können 0.6"), else the policy by the game's words (``say``: Pig's "cauto") or the core's
    for the policies every game may have ("casuale", "zufällig"); in English its name as declared."""
    if skill is not None:
        return _("skill {skill}").format(skill=shortest(skill))
    said = say(policy)
    if said != policy:
        return said
    if policy == RANDOM:
        return pgettext("opponent", "random")
    if policy == HEURISTIC:
        return pgettext("opponent", "heuristic")
    return policy


def check_skill(game: Game, skill: float, policy: str | None = None) -> None:
    """Refuse, in one line, a skill outside 0-1, a game without both policies, or ``--opponent`` too."""
    if not 0 <= skill <= 1:
        raise SkillError(_("--skill must be between 0 and 1, not {skill}").format(skill=skill))
    best = game.default_policy
    if best not in game.policies or RANDOM not in game.policies or best == RANDOM:
        raise SkillError(_("--skill needs a heuristic and a {random!r} policy; this game has {policies}").format(
            random=RANDOM, policies=", ".join(sorted(game.policies)) or _("none")))
    if policy is not None:
        raise SkillError(_("--skill and --opponent both choose who plays your seat; give one of them"))


def skilled_player(game: Game, seed: int, skill: float) -> tuple[str, Policy, RandomSource]:
    """``(label, policy, rng)`` of a person who plays the heuristic's choice with probability ``skill``."""
    check_skill(game, skill)
    best = game.default_policy
    heuristic, random_policy = game.policies[best], game.policies[RANDOM]
    heuristic_rng, random_rng = opponent_source(seed, best), opponent_source(seed, RANDOM)
    mixer = SeededSource(derive_seed(seed, "skill"))

    def person(ctx: Context, state: Any, seat: str, _rng: Any) -> Any:
        if mixer.below(SCALE) < skill * SCALE:  # always at skill 1, never at skill 0
            return heuristic(ctx, state, seat, heuristic_rng)
        return random_policy(ctx, state, seat, random_rng)

    return skill_label(skill), person, mixer
