"""A context nobody listens to (events off) tells nothing and costs a bare call: rules need no guard to be silent
(issue 39, item 2)."""

from __future__ import annotations

from solobot import Context
from solobot.events import Set
from solobot.toolkit import SeededSource


def test_events_off_tell_nothing_and_stay_a_context() -> None:
    ctx = Context(None, None, SeededSource(1), keep_events=False)  # type: ignore[arg-type]
    assert isinstance(ctx, Context)
    assert (ctx.events, ctx.headings, ctx.narrating) == (None, None, False)
    ctx.emit("roll", rule="PIG-2", seat="bot", changes=[Set("turn total", 3)], reason="it rolls", roll=3)
    ctx.tell("a house rule's own line", rule="HOUSE-1")
    ctx.heading("Round 2")
    assert (ctx.events, ctx.headings) == (None, None)
    assert ctx.derived is not None and ctx.seat is None


def test_events_on_are_kept_as_before() -> None:
    ctx = Context(None, None, SeededSource(1))  # type: ignore[arg-type]
    assert type(ctx) is Context and ctx.narrating
    ctx.heading("Round 1")
    ctx.emit("roll", rule="PIG-2", seat="bot", changes=[Set("turn total", 3)], roll=3)
    ctx.tell("a house rule's own line")
    assert [event.kind for event in ctx.events] == ["roll", "told"]
    assert ctx.events[0].text == "roll" and ctx.events[1].text == "a house rule's own line"
    assert ctx.headings == [(0, "Round 1")]


def test_a_subclass_keeps_its_own_class_with_events_off() -> None:
    class Logged(Context):
        __slots__ = ()

    ctx = Logged(None, None, SeededSource(1), keep_events=False)  # type: ignore[arg-type]
    assert type(ctx) is Logged and ctx.events is None
    ctx.emit("roll", roll=3)  # the base class's emit: nothing kept
    assert ctx.events is None
