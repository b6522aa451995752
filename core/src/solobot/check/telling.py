"""The completeness check: every change of the public table is told, nothing hidden is said.

At a real table the person mirrors each bot move from what solobot prints, so a change that
no event announced leaves the physical table and solobot disagreeing from then on. This
module watches a session's duty hooks: around every bot step and cleanup it compares the
game's ``public_table`` before and after with the changes the step's events announced, and
after every step it looks in the text of the step's events for the game's ``hidden_values``
that were hidden all through the step (before and after it: a card turned face up and then
shuffled back into a deck within one step was seen, and may be named). A card the person drew
themselves (``--draws physical``: they took it from their own box and said which it was) is
theirs to know from then on, wherever the game puts it: it may be named too.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from solobot.engine.plugins import DutyCalls
from solobot.engine.session import Session
from solobot.events import Event, apply_changes


@dataclass
class TellingReport:
    """What the watch found: table changes nobody announced, and hidden things said aloud."""

    untold: list[str] = field(default_factory=list)
    revealed: list[str] = field(default_factory=list)
    steps: int = 0

    @property
    def problems(self) -> list[str]:
        """Every problem, one line each."""
        return self.untold + self.revealed


def _naming(events: list[Event], word: str) -> str:
    """The rule and kind of the first event whose sentence says ``word`` as a whole word."""
    pattern = re.compile(rf"\b{re.escape(word)}\b")
    event = next(e for e in events if pattern.search(e.text))
    return (f"rule {event.rule}, " if event.rule else "") + f"event {event.kind!r}"


def silent_event(before: dict[str, Any], step: list[Event], tables: list[dict[str, Any]], key: str) -> str:
    """The one event of ``step`` that left ``key`` untold: its rule and kind (``rule PIG-3, event 'hold'``).

    ``tables`` holds the public table as each event was told: the first event by which ``key``
    already differs from what the events so far announced is the one that should have said
    it (a rule changes the table, then emits its event). A change after the last event is the
    last event's; a step with no event is named as such.
    """
    if not step:
        return "no event"
    told = dict(before)
    blamed = step[-1]
    for event, table in zip(step, tables, strict=False):
        told = apply_changes(told, list(event.changes))
        if (told.get(key) or None) != (table.get(key) or None):
            blamed = event
            break
    rule = f"rule {blamed.rule}, " if blamed.rule else ""
    return f"{rule}event {blamed.kind!r}"


def table_differences(told: dict[str, Any], actual: dict[str, Any], keys: set[str] | None = None) -> list[str]:
    """Keys where the table as announced differs from the table as it is (a 0 count and no key are alike).

    ``keys`` limits the comparison to what the game tracks (the keys of its table before
    and after the step): a move to or from a place it does not track, the general supply
    say, is then not a difference.
    """
    return [
        f"{key}: told {told.get(key)!r}, table has {actual.get(key)!r}"
        for key in sorted(keys if keys is not None else set(told) | set(actual))
        if (told.get(key) or None) != (actual.get(key) or None)
    ]


def revealed_words(events: list[Event], hidden: set[str]) -> list[str]:
    """The hidden words that appear, as whole words, in the text of ``events``."""
    if not hidden:
        return []
    pattern = re.compile(r"\b(" + "|".join(sorted(map(re.escape, hidden), key=len, reverse=True)) + r")\b")
    return sorted({m.group(1) for e in events for m in pattern.finditer(e.text)})


class TellingWatch:
    """Wraps a session's duty hooks to check each step as it is played (see the module docstring)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.report = TellingReport()
        self.has_table = session.game.public_table(session.ctx, session.state) is not None
        self.setup_checked = False
        #: the step being watched: its state, and the public table as each of its events was told
        self.state: Any = None
        self.tables: list[dict[str, Any]] = []
        #: the words of every card the person drew so far (physical draws), and how many draws the game used
        self.seen: set[str] = set()
        self.draws_used = 0
        if self.has_table and session._narrate is not None:
            session._narrate = self._noting_tables(session._narrate)
        hooks = session.hook = DutyCalls(session.pm)  # its own: the registry's are shared by every session
        hooks.solobot_bot_turn = self._watched(hooks.solobot_bot_turn, "bot turn", table=True)
        hooks.solobot_cleanup = self._watched(hooks.solobot_cleanup, "cleanup", table=True)
        hooks.solobot_resolve_action = self._watched(hooks.solobot_resolve_action, "your input", table=False)

    def _noting_tables(self, narrate: Callable[[Any, Event], str]) -> Callable[[Any, Event], str]:
        """The game's narrate, noting the public table as each event of a watched step is told."""
        game = self.session.game

        def noting(ctx: Any, event: Event) -> str:
            if self.state is not None:
                self.tables.append(game.public_table(ctx, self.state))
            return narrate(ctx, event)

        return noting

    def _watched(self, hook: Callable[..., Any], what: str, table: bool) -> Callable[..., Any]:
        game = self.session.game

        def watched(ctx: Any, state: Any, *args: Any) -> Any:
            events = ctx.events
            start = len(events)
            if not self.setup_checked:
                self.check_setup(ctx, state, events[:start])
            before = game.public_table(ctx, state) if table and self.has_table else None
            hidden_before = set(game.hidden_values(ctx, state)) - self.drawn(ctx)
            self.state, self.tables = (state if before is not None else None), []
            forgotten: dict[str, int] = {}
            rng = ctx.rng
            outer = vars(rng).get("shuffle")  # a watched step that runs this one watches its shuffles too
            rng.shuffle = self._forgetting(ctx, rng.shuffle, forgotten, start)
            try:
                result = hook(ctx, state, *args)
            finally:
                self.state = None
                if outer is None:
                    del rng.shuffle
                else:
                    rng.shuffle = outer
            step = events[start:]
            self.report.steps += 1
            if before is not None:
                told = apply_changes(before, [c for e in step for c in e.changes])
                after = game.public_table(ctx, state)
                keys = set(before) | set(after)
                for line in table_differences(told, after, keys):
                    key = line.split(": told ", 1)[0]
                    culprit = silent_event(before, step, self.tables, key)
                    self.report.untold.append(f"{what} of {ctx.seat or 'the game'} ({culprit}): "
                                              f"changed silently: {line}")
            # hidden all through the step (a card turned up and shuffled back in the same step was seen),
            # and not drawn by the person: they hold what they drew, and said which it was
            hidden_after = set(game.hidden_values(ctx, state))
            hidden = (hidden_before & hidden_after) - self.drawn(ctx) - set(forgotten)
            said = [(word, step) for word in revealed_words(step, hidden)]
            # a card the person drew, shuffled back into its deck in this step: hidden again from the shuffle on
            for word, at in forgotten.items():
                if word in hidden_after and word not in self.seen:
                    said += [(word, events[at:]) for word in revealed_words(events[at:], {word})]
            for word, where in said:
                self.report.revealed.append(f"{what} of {ctx.seat or 'the game'} ({_naming(where, word)}): "
                                            f"the narration names {word!r}, which the table hides")
            return result

        return watched

    def _forgetting(self, ctx: Any, shuffle: Callable[[Any], None], forgotten: dict[str, int],
                    start: int) -> Callable[[Any], None]:
        """``ctx.rng.shuffle`` for one watched step: a card the person drew that is shuffled (back into a deck) is
        theirs to know no more, where it lies is hidden again; ``forgotten`` notes from which event on."""
        terms = self.session.game.words(ctx).terms

        def shuffled(items: Any) -> None:
            shuffle(items)
            seen = self.drawn(ctx)
            for card in items:
                if isinstance(card, str) and card in seen:
                    for word in (card, terms.get(card)):
                        if word:
                            seen.discard(word)
                            forgotten.setdefault(word, len(ctx.events))

        return shuffled

    def drawn(self, ctx: Any) -> set[str]:
        """The words of every card the person has drawn so far (none with seeded draws): the session's kept
        draws the game has used up to now, each by its code and by its name in the game's words."""
        used = self.session._answers_used()[1]
        if used > self.draws_used:
            terms = self.session.game.words(ctx).terms
            for item in self.session.drawn[self.draws_used:used]:
                if isinstance(item, str):
                    self.seen.add(item)
                    if item in terms:
                        self.seen.add(terms[item])
            self.draws_used = used
        return self.seen

    def check_setup(self, ctx: Any, state: Any, events: list[Event]) -> None:
        """The setup's events may not name anything hidden once the setup is done (but what the person drew)."""
        self.setup_checked = True
        for word in revealed_words(events, set(self.session.game.hidden_values(ctx, state)) - self.drawn(ctx)):
            self.report.revealed.append(f"setup: the narration names {word!r}, which the table hides")


def watch_game(session: Session, policy: str) -> TellingReport:
    """Replay ``session`` from its setup under watch, play it out with ``policy``, and report."""
    watch = TellingWatch(session)
    session._rebuild([])
    session.autoplay(policy)
    if not watch.setup_checked:
        watch.check_setup(session.ctx, session.state, session.events)
    return watch.report
