"""What the seat reads back from the game in play: each input of the person as a sentence, what an undo takes
back on the table, and why the bots did what they did.

Each reads the slices the session publishes as it plays (:attr:`solobot.engine.session.Session.told`: where each
input's events begin and end, and the ones it told itself); nothing here works out again which events an input
told. The faces call none of these: they ask their :class:`~solobot.table.seat.Seat` (``history``, ``why``,
``undo``). Until solobot-core 0.4 they also import from :mod:`solobot.words`, their home in 0.2.
"""

from __future__ import annotations

from solobot.engine.session import Session, Told
from solobot.events import Event, apply_changes
from solobot.game import Action
from solobot.i18n import _
from solobot.table.answers import names_its_seat
from solobot.words import decision_lines, rule_words, take_back


def told_by_input(session: Session, number: int) -> list[Event]:
    """The events the person's input ``number`` (0-based) itself told (its own seat's, before any bot step)."""
    told = session.told
    return list(told[number].own) if number < len(told) else []


def input_sentence(session: Session, number: int) -> str:
    """The person's input ``number`` (0-based) as a sentence ("You detain Sandro Botticelli")."""
    action = session.inputs[number]
    told = session.told[number] if number < len(session.told) else None
    quiet = session.game.words(session.ctx).quiet_input
    if quiet is not None and told is not None:
        said = quiet(action, session.events[:told.start])
        if said:
            return said
    return session.game.describe_input(session.ctx, action, list(told.own) if told is not None else [])


def history_sentences(session: Session, last: int | None = None) -> list[str]:
    """Every input of the person so far (``last``: the last ones only), as sentences, in order (``history``)."""
    count = len(session.inputs)
    first = 0 if last is None else max(0, count - last)
    return [input_sentence(session, number) for number in range(first, count)]


def undo_told(session: Session) -> tuple[Action, list[str]]:
    """Undo the person's last input; return it and what to take back on the table (newest first).

    The take-back covers every change the input and the bot turns after it announced.
    """
    last = session.told[-1] if session.told and len(session.told) == len(session.inputs) else None
    undone = session.events[last.start:] if last is not None else []
    earlier = session.events[:last.start] if last is not None else []
    action = session.undo()
    before = session.game.public_table(session.ctx, session.state)
    if before is None:  # no public table: each thing goes back to the value an earlier change told
        before = apply_changes({}, [c for e in earlier for c in e.changes])
    return action, take_back(session.game.words(session.ctx), undone, before)


def slices(session: Session) -> list[Told]:
    """What each input told, the one waiting at a roll or draw last (as far as it got)."""
    waiting = session.told_while_waiting()
    return [*session.told, waiting] if waiting is not None else list(session.told)


def last_bot_turn(session: Session) -> tuple[list[Event], bool]:
    """The bots' events since the person's last input, or (when none played since) those after the
    latest input that some bot answered; True in the second case."""
    events, person = session.events, session.person
    played_by = slices(session)
    for number in range(len(played_by) - 1, -1, -1):
        told = played_by[number]
        played = [e for e in events[told.start:told.end] if e.seat != person]
        if played:
            return played, number != len(played_by) - 1
    first = played_by[0].start if played_by else len(events)
    return [e for e in events[:first] if e.seat != person], bool(played_by)


def why_lines(session: Session) -> list[str]:
    """Why the bots did what they did last (``why``): each decision as its whole sentence, with its
    reason and its rule in words, then what it compared and how a tie went when the game says
    (``facts["compared"]``, ``facts["tie_break"]``); then the rules the other steps simply followed.
    The narration's lines are not repeated as they are."""
    events, earlier = last_bot_turn(session)
    if not events:
        return [_("No bot has played yet.")]
    words = session.game.words(session.ctx)
    lines = [_("No bot has played since your last input; its turn before that:")] if earlier else []
    followed: list[str] = []
    for event in events:
        reason = event.reason or event.facts.get("why")
        if reason:
            who = words.seat(event.seat) if event.seat else _("The game")
            rule = f"  [{rule_words(words, event.rule)}]" if event.rule else ""
            seat, sentence = f"{who[:1].upper()}{who[1:]}", event.text.rstrip(".")
            said = _("{sentence} - because {reason}") if names_its_seat(sentence, seat) else _(
                "{seat}: {sentence} - because {reason}")  # the seat named once a line, as the narration does
            lines.append(said.format(seat=seat, sentence=sentence, reason=words.say(str(reason))) + rule)
            lines += decision_lines(event.facts, words)
        elif event.rule and event.rule not in followed:
            followed.append(event.rule)
    if followed:
        reasoned = len(lines) - (1 if earlier else 0)
        said = ("; " if words.rules else ", ").join(rule_words(words, rule) for rule in followed)
        lines.append(_("Every other step follows its rule as written, with nothing to choose: {rules}").format(
            rules=said) if reasoned else _("Each step follows its rule as written, with nothing to choose: {rules}")
            .format(rules=said))
    return lines
