"""The toolkit's ``plain`` (a snapshot's deep copy) and ``TestRegistry.watching`` (a check after every step)."""

from __future__ import annotations

from dataclasses import dataclass, field

from solobot.engine.session import Session
from solobot.testing import TestRegistry
from solobot.toolkit import Deck, plain
from solobot_pig import plugin as pig_plugin


@dataclass
class Part:
    cards: list[str] = field(default_factory=list)


def test_plain_is_a_deep_json_copy():
    value = {"part": Part(["a"]), "rows": [[1, 2], [3]], "deck": Deck(["x", "y"]), "n": 4}
    copied = plain(value)
    assert copied == {"part": {"cards": ["a"]}, "rows": [[1, 2], [3]],
                      "deck": {"draw_pile": ["x", "y"], "discard_pile": [], "history": []}, "n": 4}
    copied["rows"][0].append(9)
    copied["part"]["cards"].append("b")
    assert value["rows"] == [[1, 2], [3]] and value["part"].cards == ["a"]  # nothing shared with the state


def test_watching_sees_the_setup_and_every_step_of_a_game():
    seen = []
    registry = TestRegistry().add("pig", pig_plugin).watching("pig", lambda ctx, state, duty: seen.append(duty))
    session = Session(registry.game("pig"), {}, seed=4, registry=registry, keep_events=False)
    session.autoplay("cautious")
    assert seen[0] == "setup" and seen.count("setup") == 1
    assert seen.count("resolve_action") == len(session.inputs)  # every input of the person's seat
    assert seen.count("bot_turn") > 0
