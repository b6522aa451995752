"""What the game page shows, as plain data for the templates (never HTML: Jinja escapes it all).

Every text made from events, changes and inputs comes from :mod:`solobot.web.words`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from solobot.commands import Arg, Command
from solobot.events import Event
from solobot.i18n import _, pgettext
from solobot.storage.owncopy import components_line, own_file
from solobot.table.answers import request_line, roll_line, who_acts
from solobot.table.seat import Seat, help_line
from solobot.table.seat import verdict as seat_verdict
from solobot.table.spoken import to_the_person
from solobot.toolkit.randomness import DrawRequest
from solobot.web.forms import number_start
from solobot.web.rooms import Room, Scored
from solobot.web.words import (
    command_names,
    game_says,
    heading,
    page_words,
    printed_words,
    step_changes,
    turn_of,
    who,
    you,
)
from solobot.words import PLAIN, GameWords

HISTORY = 20
"""The page lists the last inputs only (a phone; and every follower receives the page at each change)."""
CHIPS = 30
"""A choice with up to this many words is offered as chips (one tap each); more make a menu."""
STEPS_AT_ONCE = 8
"""A bot's turn longer than this many steps offers the step-by-step mode."""
CODED = re.compile(r"^([A-Z]{1,3}\d{1,3}) \((.+)\)$")
"""A draw's words for an item: the code printed on it, then what it shows ("B04 (Benefactor, Merchant's Cart)")."""

# -- the page's parts ---------------------------------------------------------------------------


def components_kind(spec: Any, options: Any) -> str:
    """Whose component values a game uses: ``"own"`` (the game's, nothing to enter), ``"reference"`` (the
    reference set: the page offers to enter yours) or ``"yours"`` (your copy: the page offers to check it)."""
    if "components" not in spec.options.model_fields:
        return "own"
    given = options.get("components") if isinstance(options, dict) else getattr(options, "components", None)
    return "yours" if given or own_file(spec.name).is_file() else "reference"


def says_whose(label: str) -> bool:
    """Whether a step's label already says the step is the person's ("Turn 3: your move")."""
    words = pgettext("words in a step's label that say the step is the person's, separated by |", "your|you")
    pattern = "|".join(re.escape(word) for word in words.split("|") if word)
    return bool(pattern) and re.search(rf"(?i)\b(?:{pattern})\b", label) is not None


@dataclass(frozen=True)
class Step:
    """One line of the checklist: an event, its rule, its reason, its table changes."""

    key: str
    who: str
    text: str
    rule: str | None
    reason: str | None
    changes: tuple[str, ...]
    mine: bool = False


@dataclass(frozen=True)
class Group:
    """Steps under one heading (the Machina's turn, the Exhibition, a Ghost's turn); ``yours``: the person's
    own steps (its steps need no "You:"), ``seat``: the seat whose turn the heading names (its steps need no name)."""

    heading: str
    steps: tuple[Step, ...]
    yours: bool = False
    seat: str = ""


def step_of(event: Event, key: str, person: str | None, words: GameWords = PLAIN,
            alone: tuple[Event, str] | None = None, seat: Seat | None = None) -> Step:
    """One event as a checklist step, its change lines without the ones that repeat it (the person's own
    step says what they answered: its table changes would only repeat it; it is spoken to them, as the
    terminal says it: from the game's template with the ``seat``, else ``alone``, the last input's one event
    and sentence, see :mod:`solobot.table.spoken`)."""
    yours = person is not None and event.seat == person
    changes = () if yours else step_changes(words, event)
    said = alone[1] if alone is not None and alone[0] is event else None
    text = (seat.to_the_person(event, said) if seat is not None else to_the_person(event, said)) if yours \
        else event.text
    reason = event.reason or event.facts.get("why")
    return Step(key, who(event.seat, words), text, event.rule, words.say(reason) if reason else reason, changes, yours)


def checklist(events: list[Event], first: int, person: str | None = None,
              alone: tuple[Event, str] | None = None, words: GameWords = PLAIN, seat: Seat | None = None) -> list[Step]:
    """The events as checklist steps (``first`` is the index of the first in the game's log; ``alone``,
    ``seat``: see :func:`step_of`)."""
    return [step_of(event, f"e{first + number}", person, words, alone, seat)
            for number, event in enumerate(events)]


def grouped(events: list[Event], first: int, person: str | None, words: GameWords = PLAIN,
            setup: bool = False, headings: list[tuple[int, str]] | None = None,
            alone: tuple[Event, str] | None = None, seat: Seat | None = None) -> list[Group]:
    """The events in table order, consecutive ones under the same heading grouped (the setup: one group).

    ``headings`` are the game's own step headings (``ctx.headings``: the terminal's too); an event goes
    under the last one placed at or before it, the person's own events under "You"."""
    groups: list[tuple[str, list[Step]]] = []
    placed = sorted(headings or [])
    for number, event in enumerate(events):
        title = "" if setup else heading(event, person, under(placed, first + number), words)
        step = step_of(event, f"e{first + number}", person, words, alone, seat)
        if groups and groups[-1][0] == title:
            groups[-1][1].append(step)
        else:
            groups.append((title, [step]))
    return [Group(title, tuple(steps), yours=bool(title) and title == you(),
                  seat=next((s.who for s in steps if s.who and title == turn_of(s.who)), ""))
            for title, steps in groups]


def under(headings: list[tuple[int, str]], index: int) -> str:
    """The title of the last of the game's headings placed at or before event ``index`` ("" if none)."""
    title = ""
    for at, text in headings:
        if at > index:
            break
        title = text
    return title


def verdict(score: Any, person: str | None, words: GameWords = PLAIN) -> dict[str, Any]:
    """The verdict in the seat layer's words (the terminal's "Result: ..."), and each seat's breakdown."""
    said = seat_verdict(score, person, words)
    line = said[:1].upper() + said[1:]
    seats = [{"who": you() if seat == person else who(seat, words), "total": points, "winner": seat == score.winner,
              "rows": list(score.breakdown.get(seat, {}).items())} for seat, points in score.points.items()]
    return {"line": line, "seats": seats, "won": score.winner == person}


def points(score: Any, person: str | None, before: Scored | None = None,
           words: GameWords = PLAIN) -> list[dict[str, Any]]:
    """The score bar: each seat's points, labelled, and by how much they changed since ``before``."""
    return [{"who": you() if seat == person else who(seat, words), "you": seat == person, "value": value,
             "delta": signed(value, before[seat][0]) if before and seat in before else ""}
            for seat, value in score.points.items()]


def signed(now: Any, was: Any) -> str:
    """How a number changed, with its sign ("+12", "−3"), or "" when it did not (or is no number)."""
    if not isinstance(now, int | float) or not isinstance(was, int | float) or now == was:
        return ""
    change = now - was
    return f"+{change:g}" if change > 0 else f"−{-change:g}"


def score_changes(before: Scored | None, score: Any, person: str | None,
                  words: GameWords = PLAIN) -> list[dict[str, Any]]:
    """Every seat whose score changed since ``before``, and where each change comes from: the rows of its
    breakdown that changed ("Blueprint markers 0 → 12"), so no jump of the score goes unexplained."""
    if not before:
        return []
    changed = []
    for seat, now in score.points.items():
        was, rows_before = before.get(seat, (None, {}))
        rows_now = dict(score.breakdown.get(seat, {}))
        rows = [(item, rows_before.get(item), value) for item, value in rows_now.items()
                if rows_before.get(item) != value]
        rows += [(item, value, None) for item, value in rows_before.items() if item not in rows_now]
        if now == was and not rows:
            continue
        changed.append({"who": you() if seat == person else who(seat, words), "you": seat == person, "was": was,
                        "now": now, "delta": signed(now, was),
                        "rows": [{"item": item, "was": "–" if old is None else old, "now": "–" if new is None else new,
                                  "delta": signed(new if new is not None else 0, old if old is not None else 0)}
                                 for item, old, new in rows]})
    return changed


def waiting(room: Room, person: str | None = None, alone: tuple[Event, str] | None = None,
            words: GameWords = PLAIN) -> dict[str, Any] | None:
    """The roll or draw the game asks for now (the seat's ``request``), or None: its sentence (the
    terminal's), what it needs, and what its input has told so far (``alone``: see :func:`step_of`)."""
    seat = room.seat
    request = seat.request
    if request is None:
        return None
    ask, why = request.ask, request.ask.why
    told = seat.events[request.told_from:]
    if isinstance(ask, DrawRequest):
        room.printed.update(printed_words(shown for _code, shown in ask.choices))
        return draw_view(ask, checklist(told, request.told_from, person, alone, words, seat), person, words)
    return {
        "who": who_acts(ask, person, words), "yours": ask.seat is not None and ask.seat == person,
        "count": ask.count, "sides": ask.sides, "heading": roll_line(ask, person, words),
        "purpose": words.say(why.purpose) if why and why.purpose else "", "rule": why.rule if why else None,
        "prompt": request_line(ask, person, show_rules=False, words=words),
        "told": checklist(told, request.told_from, person, alone, words, seat),
    }


def draw_view(request: DrawRequest, told: Any, person: str | None = None, words: GameWords = PLAIN) -> dict[str, Any]:
    """A physical draw for the page: the request's line, and each item that can still come as a button."""
    why = request.why
    drawn: dict[str, Any] = {
        "draw": True,
        "who": who_acts(request, person, words), "yours": request.seat is not None and request.seat == person,
        "heading": request_line(request, person, words=words),
        "thing": words.say(why.thing) if why and why.thing else _("card"),
        "rule": why.rule if why else None,
        "choices": [shown for _code, shown in request.choices], "told": told,
        "short": short_words([shown for _code, shown in request.choices]),
    }
    drawn["wide"] = bool(drawn["short"]) and (max(map(len, drawn["short"])) > SHORT_AT_MOST or max(
        len(word) for said in drawn["short"] for word in said.split()) > WORD_AT_MOST)
    return drawn


SHORT_AT_MOST = 20
"""A folded draw's chips three a row; two a row when one of them says more than this many characters, or has a
word longer than ``WORD_AT_MOST`` ("Bibliotheksschlüssel": a third of a phone's width holds about 13 letters)."""
WORD_AT_MOST = 12


def short_words(items: list[str]) -> list[str] | None:
    """What each item of a draw longer than the four a folded sheet shows whole says on the card or tile, as short
    as it can be while whole: its words without the code printed before them ("Merchant's Cart" of "B04
    (Benefactor, Merchant's Cart)", "13 Napoli" of "PG13 (13 Napoli)", "Publicity 0, 2 AP, Resources: blue" of a
    Machina card) and without a first word every item shares (the patron cards' kind, which their backs already
    showed). Folded while a bot turn is read, the sheet offers these as small chips beside the turn's first lines,
    one tap each. An item with no code keeps its words; where two would read alike, every item keeps its code
    (None: four items or fewer, shown whole)."""
    if len(items) <= 4:
        return None
    printed = [CODED.match(item) for item in items]
    inside = [found[2] if found else item for found, item in zip(printed, items, strict=True)]
    firsts = {words.split(", ", 1)[0] if ", " in words else None for words in inside}
    if all(printed) and len(firsts) == 1 and None not in firsts and not any(c.isdigit() for c in min(firsts)):
        inside = [words.split(", ", 1)[1] for words in inside]
    return inside if len(set(inside)) == len(inside) else list(items)


def panel(room: Room) -> dict[str, Any]:
    """Everything the live part of the game page shows, for ``panel.html``: all of it read from the room's seat."""
    seat = room.seat
    person = seat.person
    alone = seat.input_alone()  # the person's own move, spoken to them (once per render: it asks the game)
    words = seat.words
    view: dict[str, Any] = {"name": room.name, "version": room.version, "session": None,
                            "waiting": waiting(room, person, alone, words)}
    if seat.setting_up:  # the setup waits for a roll or draw: no table to show yet
        view["game"], view["components"] = seat.spec.name, components_line(seat.spec, seat.options)
        view["components_kind"] = components_kind(seat.spec, seat.options)
        return view
    score = seat.score()
    told = seat.told()  # the last input's events (the one waiting at a roll or draw: so far); none yet: the setup's
    start = told.start if told is not None else 0
    step = seat.step
    groups = grouped(seat.events[start:], start, person, words, setup=told is None, headings=seat.headings,
                     alone=alone, seat=seat)
    setup_told = seat.setup_told() if told is not None else 0
    setup_list = grouped(seat.events[:setup_told], 0, person, words, setup=True, seat=seat) if setup_told else []
    view.update({
        "session": True,
        "setup_list": setup_list,
        "setup_steps": sum(len(g.steps) for g in setup_list),
        "title": game_says(seat.spec, seat.spec.title),
        "game": seat.spec.name,
        "label": step.label if step else _("Game over"),
        "label_says_whose": bool(step) and says_whose(step.label),
        "seat": who(step.seat, words) if step else "",
        "yours": bool(step) and step.seat == person and seat.request is None,
        "finished": seat.finished,
        "groups": groups,
        "steps": sum(len(g.steps) for g in groups),
        "setup": told is None,
        "components": None if told is not None else components_line(seat.spec, seat.options),
        "components_kind": components_kind(seat.spec, seat.options),
        "board": seat.board(),
        "svg": seat.drawing(),
        "commands": seat.commands(),
        "points": points(score, person, room.scored, words),
        "your_points": score.points.get(person) if person else None,
        "scored": score_changes(room.scored, score, person, words),
        "verdict": verdict(score, person, words) if score.final else None,
        "breakdown": verdict(score, person, words)["seats"],
        "history": seat.history(HISTORY),
        "seat_names": {name: you() if name == person else who(name, words) for name in score.points},
        "words": words,
        "terms": {**room.printed, **dict(words.terms)},
        "inputs": seat.inputs,
        "can_undo": seat.can_undo, "can_redo": seat.can_redo,
    })
    return view


# -- the person's commands as taps --------------------------------------------------------------


def field_names() -> dict[str, str]:
    """The arguments' names the page knows, each as its field's label in the language spoken."""
    return {
        "action": pgettext("form field", "action"), "amount": pgettext("form field", "amount"),
        "artist": pgettext("form field", "artist"), "artwork": pgettext("form field", "artwork"),
        "captain": pgettext("form field", "captain"), "card": pgettext("form field", "card"),
        "colour": pgettext("form field", "colour"), "count": pgettext("form field", "count"),
        "first": pgettext("form field", "first"), "from": pgettext("form field", "from"),
        "name": pgettext("form field", "name"), "number": pgettext("form field", "number"),
        "points": pgettext("form field", "points"), "publicity": pgettext("form field", "publicity"),
        "region": pgettext("form field", "region"), "role": pgettext("form field", "role"),
        "roll": pgettext("form field", "roll"), "row": pgettext("form field", "row"),
        "seat": pgettext("form field", "seat"), "second": pgettext("form field", "second"),
        "space": pgettext("form field", "space"), "steps": pgettext("form field", "steps"),
        "to": pgettext("form field", "to"), "token": pgettext("form field", "token"),
        "track": pgettext("form field", "track"), "value": pgettext("form field", "value"),
        "what": pgettext("form field", "what"), "where": pgettext("form field", "where"),
        "workshop": pgettext("form field", "workshop"),
    }


def command_label(command: Command, words: GameWords | None = None) -> str:
    """A command's button in the language spoken: the game's catalog's word for it (context ``button``), else the
    page's (:func:`command_names`), else the word typed."""
    if words is not None:
        said = str(words.say(command.name, "button"))
        if said != command.name:
            return said
    return command_names().get(command.name, command.name)


def arg_label(arg: Arg, words: GameWords | None = None) -> str:
    """An argument's name as a label ("to", "count"; "a", "Anzahl"): the page's word for it, else the
    game's words (its catalog), else the name."""
    name = arg.name.replace("_", " ")
    return field_names().get(name) or (words.say(name) if words is not None else name)


def stepper_start(command: Command, arg: Arg, yours: Any = None) -> str:
    """Where a stepper starts: where the table is. A final score starts at the person's points now (the
    VP track as solobot counts it: the person adds their own end-game scoring); else at 1 when its bounds
    allow it, else at the bound nearest to 1 (``low``..``high`` as the game declares them now: a VP
    correction of -999..999 starts at 1); an optional one empty (the game's default)."""
    if arg.optional:
        return ""
    if yours is not None and is_final_score(command, arg):
        return str(yours)
    return number_start(getattr(arg, "low", None), getattr(arg, "high", None))


def is_final_score(command: Command, arg: Arg) -> bool:
    """Whether a number is a final score (it starts at the person's points now, which they add to)."""
    return arg.name in ("points", "score") and "final score" in command.help


def quick_send(command: Command, yours: Any = None, words: GameWords | None = None) -> dict[str, Any] | None:
    """What a command's verb sends at its tap when its form has nothing left to ask (None: it opens the form).

    Every choice of it may be left out and every number is either left as usual (Maestro's ``study``: one
    step) or is points won, starting where such a number starts, 1 within its bounds (``vp``: 1 VP): the verb's
    button then says the numbers it sends ("VP 1") and sends them, one tap where the form took two; a button
    beside it opens the form for other choices. A final score, which the person works out, and a count that sets
    what the table holds (Florenza's ``kinsmen``, a correction) never go at a tap.
    ``{"label": what the button reads, "values": [(field, value)]}``."""
    if not has_fields(command) or command.free:
        return None
    fields = _fields_in_order(command, yours, words)
    if not fields:
        return None
    values = []
    for arg, field in zip(command.args, fields, strict=True):
        if arg.optional and field["kind"] in ("chips", "menu", "stepper"):
            continue
        if field["kind"] != "stepper" or arg.name != "points" or is_final_score(command, arg) \
                or field["start"] in ("", None):
            return None
        if any(at == int(field["name"][4:]) for _path, at, _low, _high in command.limits):
            return None  # its bounds hang on a choice
        values.append((field["name"], field["start"]))
    label = " ".join([command_label(command, words), *(value for _name, value in values)])
    return {"label": label, "values": values}


def _fields_in_order(command: Command, yours: Any, words: GameWords | None) -> list[dict[str, Any]]:
    """A command's fields in the order of its arguments, one each (none when a pair takes two)."""
    fields = sorted(command_fields(command, yours, words), key=lambda field: int(field["name"][4:].split("+")[0]))
    return fields if len(fields) == len(command.args) and all("+" not in f["name"] for f in fields) else []


def command_fields(command: Command, yours: Any = None, words: GameWords | None = None) -> list[dict[str, Any]]:
    """The form fields of a declared command, one per argument, each as the fewest taps:

    - ``pair``: a choice offered together with the one before it (``Arg.by``), grouped by the first;
    - ``chips``: a few choices, one tap; ``menu``: many;
    - ``faces``: a small number with a known top (a die), one tap per value;
    - ``stepper``: a number with − and +; ``text``: a free word.
    """
    fields: list[dict[str, Any]] = []
    args = command.args
    skip = set()
    for i, arg in enumerate(args):
        if i in skip:
            continue
        base = {"name": f"arg-{i}", "label": arg_label(arg, words), "optional": arg.optional, "choices": arg.choices}
        after = args[i + 1] if i + 1 < len(args) else None
        if arg.kind == "choice" and after is not None and after.by:
            skip.add(i + 1)
            groups = [(key, values) for key, values in after.by if values]
            fields.append({**base, "kind": "pair", "name": f"arg-{i}+{i + 1}",
                           "label": _("{first} and {second}").format(first=arg_label(arg, words),
                                                                     second=arg_label(after, words)),
                           "groups": groups})
        elif arg.kind == "choice":
            kind = "chips" if len(arg.choices) <= CHIPS else "menu"
            fields.append({**base, "kind": kind, "single": len(arg.choices) == 1})
        elif arg.kind == "int" and arg.most:
            fields.append({**base, "kind": "faces", "choices": tuple(str(n) for n in range(1, arg.most + 1))})
        elif arg.kind == "int":
            fields.append({**base, "kind": "stepper", "start": stepper_start(command, arg, yours),
                           "low": getattr(arg, "low", None), "high": getattr(arg, "high", None)})
        else:
            fields.append({**base, "kind": "text"})
    first = [field for field in fields if stands_alone(command, field)]
    rest = [field for field in fields if not stands_alone(command, field)]
    ahead = options_ahead(command, rest)
    kept = [field for field in rest if field["name"] not in ahead]
    at = next((n for n, field in enumerate(kept) if field["name"] == ahead_of(command)), len(kept))
    return first + kept[:at] + [field for field in rest if field["name"] in ahead] + kept[at:]


def ahead_of(command: Command) -> str | None:
    """The field of a command's last asked-for choice (a tap on it may send the form), if it has one."""
    asked = [index for index in command.choice_args() if not command.args[index].optional]
    return f"arg-{asked[-1]}" if asked else None


def options_ahead(command: Command, fields: list[dict[str, Any]]) -> set[str]:
    """The optional fields after a command's last asked-for choice that do not hang on it: a choice (a
    Publicity token added to the card played) or a number whose bounds hang only on the choices before it
    (the Artworks moved from a region). They are shown just before that choice, so that the tap on it sends
    the form (left out, they stay "none" or "as usual": nothing is chosen for the person)."""
    levels = command.choice_args()
    asked = [at for at, index in enumerate(levels) if not command.args[index].optional]
    if not asked or command.tree is None or any(arg.by for arg in command.args):
        return set()
    last = asked[-1]
    ahead = set() if last == len(levels) - 1 else _independent(command, fields, levels, last)
    for field in fields:
        index = int(field["name"].split("-")[1]) if field["name"][4:].isdigit() else -1
        if field["kind"] == "stepper" and field["optional"] and index > levels[last]:
            bounds: dict[tuple[str, ...], set[tuple[Any, Any]]] = {}
            for path, at, low, high in command.limits:
                if at == index:
                    bounds.setdefault(tuple(path[:last]), set()).add((low, high))
            if all(len(found) == 1 for found in bounds.values()):
                ahead.add(field["name"])
    return ahead


def _independent(command: Command, fields: list[dict[str, Any]], levels: list[int], last: int) -> set[str]:
    """The choice fields after level ``last`` when what may follow each of its choices is the same for all."""
    nodes = [command.tree]
    for _depth in range(last):
        nodes = [child for node in nodes for _word, child in node]
    if any(len({child for _word, child in node}) > 1 for node in nodes):
        return set()
    after = {f"arg-{index}" for index in levels[last + 1:]}
    return {field["name"] for field in fields if field["name"] in after and field["kind"] in ("chips", "menu")}


def stands_alone(command: Command, field: dict[str, Any]) -> bool:
    """Whether a number field is set before the choices of its form: it is asked for, bounded both ways and
    its bounds do not depend on a choice (a card's Publicity, Artworks from the supply). The choice tapped
    after it then completes the form and sends it (the page's script), one tap less; a number bounded by a
    choice before it (Artworks moved from a region) stays after that choice."""
    if field["kind"] != "stepper" or field["optional"] or field["low"] is None or field["high"] is None:
        return False
    index = int(field["name"].split("-")[1])
    return not any(at == index for _path, at, _low, _high in command.limits)


def has_fields(command: Command) -> bool:
    """Whether a command needs more than its name (a form), or is one tap (a button)."""
    return bool(command.args) or (command.free and bool(free_placeholder(command)))


def free_placeholder(command: Command) -> str:
    """What follows the name in a free-text command's usage (``REGION COUNT``), as a field's hint."""
    usage = command.help.replace(" - ", " — ").split(" — ", 1)[0]
    return usage.split(" ", 1)[1] if usage.startswith(command.name + " ") else ""


def what_it_does(command: Command, words: GameWords | None = None) -> str:
    """A command's help without its usage line (the form shows the fields), in the language spoken."""
    said = (words.say(command.help) if words is not None else command.help) if command.help \
        else help_line(command, words)
    return page_words(said)  # no usage line, no "(1 if no COUNT)": the fields say what to fill in
