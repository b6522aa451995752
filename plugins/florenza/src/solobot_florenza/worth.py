"""What each choice is worth to the heuristic player, worked out once per component set.

Built when the components are compiled (``Components.worth``), read by the
heuristic policy on every turn (policies.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from solobot_florenza.components import Components, Reward

COST_WEIGHT = 0.3
"""How much a Fiorino of cost weighs against a point, for the heuristic player."""

RIVAL_FEE_WEIGHT = 2
"""The heuristic counts the Prestige paid for a rival's Workshop this many times (it also feeds the rival)."""

ROLE_VALUE = 0.5
"""What taking a role for next round is worth to the heuristic player."""


def _value(reward: Reward, comps: Components) -> float:
    return sum(comps.final_score.get(track, 0) * n for track, n in reward.items())


class Worth:
    """What each choice is worth to the heuristic player.

    The lists are sorted best first (stable: data order breaks ties), so the first
    legal entry of a list is the best option of its kind.
    """

    def __init__(self, comps: Components) -> None:
        build = [
            (
                _value(w.build_reward, comps)
                + (1.0 if w.operate_reward else 0.5 if w.produces else 0.0)
                - COST_WEIGHT * 2 * len(w.build_reward),
                w.number,
            )
            for w in comps.workshops
        ]
        self.build = sorted(build, key=lambda t: -t[0])
        self.operate = [0.0] + [_value(w.operate_reward, comps) + 0.5 * len(w.produces) for w in comps.workshops]
        self.rival_fee = RIVAL_FEE_WEIGHT * comps.rival_fee
        # per skill: (worth when hired now, worth when already held, artist) of every Artist with it, best first
        by_artist: dict[str, list[tuple[float, float, int]]] = {skill: [] for skill in comps.skills}
        for i, artist in enumerate(comps.artists):
            for skill in artist.skills:
                mean = sum(skill.prestige) / len(skill.prestige)
                by_artist[skill.skill].append((mean - COST_WEIGHT * skill.cost, mean, i))
        self.artists = {skill: sorted(found, key=lambda t: -t[0]) for skill, found in by_artist.items()}
        sites = [("chiesa", comps.chiesa.artworks), ("palazzo", comps.palazzo.artworks)]
        sites += [(p.name, p.artworks) for p in comps.main_board]
        # per skill: (value, where, artwork index) of every Artwork needing it, best first
        by_skill: dict[str, list[tuple[float, str, int]]] = {skill: [] for skill in comps.skills}
        for where, artworks in sites:
            for j, art in enumerate(artworks):
                by_skill[art.skill].append((_value(art.reward, comps), where, j))
        self.artworks = {skill: sorted(found, key=lambda t: -t[0]) for skill, found in by_skill.items()}
        # per skill: its Artists and Artworks as ranked above, and the most an Artist of it adds (hired or
        # held), so the heuristic's best Artwork skips a skill that cannot win
        self.art_choices = tuple(
            (ranked, self.artworks[skill], max(max(hire, held) for hire, held, _ in ranked) if ranked else 0.0)
            for skill, ranked in self.artists.items()
        )
        # per (place, Artwork index): its skill's place in art_choices, and its own in that skill's Artworks
        self.art_at = {(where, j): (s, at) for s, (_, artworks, _) in enumerate(self.art_choices)
                       for at, (_, where, j) in enumerate(artworks)}
        # per Artist: (a skill's place in art_choices, his worth with it when held, his rank in its list)
        self.artist_skills: list[list[tuple[int, float, int]]] = [[] for _ in comps.artists]
        for s, (ranked, _, _) in enumerate(self.art_choices):
            for rank, (_, held, i) in enumerate(ranked):
                self.artist_skills[i].append((s, held, rank))
        hire = [
            (_value(row.reward, comps) - COST_WEIGHT * row.cost, c.name, r)
            for c in comps.captains
            for r, row in enumerate(c.rows, start=1)
        ]
        self.hire = sorted(hire, key=lambda t: -t[0])
        # per Captain, where his best row comes in that list
        self.hire_rank: dict[str, int] = {}
        for rank, (_, name, _) in enumerate(self.hire):
            self.hire_rank.setdefault(name, rank)
        self.bounds = self.kind_bounds()
        # the kinds of Kinsman action, the most promising first (the heuristic stops when none left can win)
        self.kind_order = sorted(range(len(self.bounds)), key=lambda i: (-self.bounds[i], i))

    def kind_bounds(self) -> list[float]:
        """The most each kind of Kinsman action can be worth: build, operate, art, hire, role."""
        return [
            self.build[0][0] if self.build else 0.0,
            max(self.operate),
            max(
                (found[0][0] + max(held for _, held, _ in self.artists[skill]) if self.artists[skill] else 0.0)
                for skill, found in self.artworks.items()
                if found
            ),
            self.hire[0][0] if self.hire else 0.0,
            ROLE_VALUE,
        ]
