"""Issue 26 leftover: using a Benefactor (turning it face down) is a change the table tracks, told when it
happens and taken back by ``undo``."""

from __future__ import annotations

from solobot.check.telling import table_differences
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.events import Move, Turn, apply_changes
from solobot.words import take_back_steps, undo_told
from solobot_maestro.commands import usable_benefactors

FACE_DOWN = "card at patron cards of player, face down"


def session_holding_a_benefactor(seed: int = 0) -> tuple[Session, str]:
    """A narrated --auto game of ``seed`` replayed up to the first step where you may use a Benefactor."""
    registry = default_registry()
    played = Session(registry.game("maestro"), {"variant": "michelangelo"}, seed=seed, registry=registry)
    found: list[int] = []
    played.autoplay(None, on_step=lambda s: found.append(len(s.inputs)) if not found and s.pending is not None
                    and usable_benefactors(s.ctx.components, s.state) else None)
    assert found, f"seed {seed}: you never hold a Benefactor to use"
    session = Session(registry.game("maestro"), {"variant": "michelangelo"}, seed=seed, registry=registry)
    for action in played.inputs[:found[0]]:
        session.submit(action)
    return session, usable_benefactors(session.ctx.components, session.state)[0]


def test_using_a_benefactor_is_told_tracked_and_taken_back_on_a_mirrored_table():
    session, card = session_holding_a_benefactor()
    before = session.game.public_table(session.ctx, session.state)
    assert before.get(FACE_DOWN) is None
    start = len(session.events)
    session.submit({"op": "use", "card": card})
    told = session.events[start]
    assert told.kind == "used" and [type(c) for c in told.changes] == [Turn]
    turned = told.changes[0]
    assert isinstance(turned, Move) and turned.names == (card,)
    after = session.game.public_table(session.ctx, session.state)
    assert after[FACE_DOWN] == 1 and apply_changes(before, list(told.changes))[FACE_DOWN] == 1

    undone = session.events[session.marks[-1]:]
    action, lines = undo_told(session)
    assert action == {"op": "use", "card": card}
    name = session.game.words(session.ctx).value(card)
    assert lines == [f"Turn your patron card {name} face up again"]
    mirrored = dict(after)
    for step in take_back_steps(undone, session.game.public_table(session.ctx, session.state)):
        change = step.change
        mirrored = apply_changes(mirrored, [Move(change.piece, change.dst, change.src, change.count, change.whose)])
    now = session.game.public_table(session.ctx, session.state)
    assert table_differences(mirrored, now, set(now) | set(after)) == []
    assert now == before
