"""The session engine: replayable games, undo/redo without re-rolling, events, physical dice."""

from __future__ import annotations

import json

import pytest

from solobot import IllegalAction
from solobot.engine.session import OptionsError, Session
from solobot.toolkit import ScriptedSource


def test_same_seed_and_inputs_give_the_same_game(pig):
    a, b = Session(pig, {}, seed=11), Session(pig, {}, seed=11)
    a.autoplay()
    b.autoplay()
    assert [e.to_json() for e in a.events] == [e.to_json() for e in b.events]
    assert a.digest() == b.digest()
    assert a.score() == b.score()
    c = Session(pig, {}, seed=12)
    c.autoplay()
    assert c.digest() != a.digest()


def test_state_is_rebuilt_from_seed_and_inputs(pig):
    played = Session(pig, {}, seed=5)
    played.autoplay("random")
    rebuilt = Session(pig, {}, seed=5, inputs=played.inputs)
    assert rebuilt.digest() == played.digest()
    assert rebuilt.finished


def test_undo_and_redo_never_reroll(pig):
    session = Session(pig, {}, seed=2)
    session.submit({"op": "roll"})
    first_total = session.state.turn_total
    digest_after_roll = session.digest()
    session.undo()
    assert session.inputs == [] and session.state.turn_total == 0
    session.redo()
    assert session.state.turn_total == first_total
    assert session.digest() == digest_after_roll


def test_a_new_input_clears_redo(pig):
    session = Session(pig, {}, seed=2)
    session.submit({"op": "roll"})
    session.undo()
    session.submit({"op": "roll"})
    with pytest.raises(IllegalAction, match="nothing to redo"):
        session.redo()
    with pytest.raises(IllegalAction, match="nothing to undo"):
        Session(pig, {}, seed=2).undo()


def test_an_illegal_input_changes_nothing(pig):
    session = Session(pig, {}, seed=2)
    session.submit({"op": "roll"})
    before = session.digest()
    with pytest.raises(IllegalAction, match="unknown move"):
        session.submit({"op": "fly"})
    assert session.digest() == before
    assert session.inputs == [{"op": "roll"}]


def test_options_are_validated_with_a_clear_message(pig):
    with pytest.raises(OptionsError, match="difficulty"):
        Session(pig, {"difficulty": "godlike"})
    with pytest.raises(OptionsError, match="target"):
        Session(pig, {"target": 3})


def test_every_bot_step_is_an_event_with_its_rule(pig):
    session = Session(pig, {"difficulty": "timid"}, source=ScriptedSource(dice=[3, 5, 4, 6]))
    session.submit({"op": "roll"})
    session.submit({"op": "roll"})
    session.submit({"op": "hold"})  # the bot then rolls 4 and 6: 10 reaches its hold mark
    bot = session.last_bot_events()
    assert [e.rule for e in bot] == ["PIG-2", "PIG-2", "PIG-3"]
    assert all(e.seat == "bot" for e in bot)
    assert bot[-1].text == "The bot holds with 10: 10 in all"
    assert bot[0].facts == {"roll": 4, "turn_total": 4}


def test_events_can_be_switched_off_for_speed(pig):
    session = Session(pig, {}, seed=1, keep_events=False)
    session.autoplay()
    assert session.events == []
    assert session.finished


def test_physical_rolls_are_asked_kept_and_never_asked_again(pig):
    typed = iter([4, 6, 1, 2, 2, 2])
    asked = []

    def ask(session, request):
        asked.append(request.sides)
        return [next(typed)]

    session = Session(pig, {}, seed=1, dice="physical", ask_roll=ask)
    session.submit({"op": "roll"})
    session.submit({"op": "roll"})
    assert session.state.turn_total == 10 and len(asked) == 2
    session.undo()
    session.undo()
    session.redo()
    assert session.state.turn_total == 4 and len(asked) == 2  # replayed, not asked
    assert session.rolls == [4, 6]


def test_snapshot_is_json(pig):
    session = Session(pig, {}, seed=1)
    session.autoplay()
    assert json.loads(json.dumps(session.snapshot()))["state"]["scores"] == session.state.scores


def test_unknown_policy_is_a_clear_error(pig):
    with pytest.raises(OptionsError, match="known: cautious, random"):
        Session(pig, {}, seed=1).autoplay("telepath")


def test_a_policy_choosing_an_illegal_action_is_reported_as_a_policy_bug(pig, monkeypatch):
    from solobot.engine.session import PolicyError

    monkeypatch.setitem(type(pig.game).policies, "cautious", lambda game, state, seat, rng: {"op": "hold"})
    with pytest.raises(PolicyError, match="opponent policy 'cautious' chose an illegal action"):
        Session(pig, {}, seed=1).autoplay()


def test_stopping_at_a_dice_prompt_leaves_the_last_complete_state(pig):
    typed = iter([4, 3])

    def ask(session, request):
        value = next(typed, None)
        if value is None:
            raise KeyboardInterrupt
        return [value]

    session = Session(pig, {"difficulty": "timid"}, seed=1, dice="physical", ask_roll=ask)
    session.submit({"op": "roll"})
    before = session.digest()
    with pytest.raises(KeyboardInterrupt):
        session.submit({"op": "hold"})  # the bot rolls 3, then the person stops at the next prompt
    assert session.digest() == before and session.inputs == [{"op": "roll"}]
    assert session.rolls == [4, 3]  # the typed 3 is kept for the bot's turn when play goes on
    resumed = Session(pig, {"difficulty": "timid"}, seed=1, dice="physical", rolls=session.rolls,
                      inputs=session.inputs, ask_roll=lambda session, request: [6])
    resumed.submit({"op": "hold"})
    assert resumed.rolls == [4, 3, 6, 6]


def test_simulation_without_events_plays_exactly_the_narrated_game(pig):
    for seed in range(20):
        narrated, quiet = Session(pig, {}, seed=seed), Session(pig, {}, seed=seed, keep_events=False)
        narrated.autoplay("random")
        quiet.autoplay("random")
        assert quiet.digest() == narrated.digest() and quiet.inputs == narrated.inputs


class _BrokenDie(ScriptedSource):
    """A die that breaks at its first roll: game code raising in the middle of a move."""

    def die(self, sides=6, why=None):
        raise RuntimeError("the die fell off the table")


def test_a_move_crashing_under_a_policy_is_named_as_the_games_dispatch_as_at_the_table(pig):
    """The game loop calls a declared move without words itself (speed): the line must name the same
    hook as when the person's input goes through the game's dispatcher."""
    from solobot.engine.session import PluginFailure

    lines = []
    for play in (lambda session: session.autoplay("cautious"), lambda session: session.submit({"op": "roll"})):
        with pytest.raises(PluginFailure) as failed:
            play(Session(pig, {}, seed=1, source=_BrokenDie()))
        lines.append(str(failed.value))
    assert lines[0] == lines[1] == ("game pig: plugin pig failed in solobot_resolve_action: RuntimeError: the die "
                                    "fell off the table")


def test_an_addon_wrapping_the_dispatch_sees_every_input_of_a_policy(pig):
    """The loop's shortcut to the declared moves is taken only when no add-on wraps the hook."""
    from pig_variants import pig_plugin, registry_of

    from solobot import hookimpl

    class Counter:
        def __init__(self):
            self.seen = []

        @hookimpl(wrapper=True)
        def solobot_resolve_action(self, ctx, state, seat, action):
            self.seen.append(action["op"])
            return (yield)

    alone = Session(pig, {}, seed=3, keep_events=False)
    alone.autoplay("random")
    counter = Counter()
    registry = registry_of(pig=pig_plugin(addon=counter))
    session = Session(registry.game("pig"), {}, seed=3, registry=registry, keep_events=False)
    session.autoplay("random")
    assert counter.seen == [action["op"] for action in session.inputs] and session.inputs == alone.inputs
    assert session.digest() == alone.digest() and len(counter.seen) > 5
