"""A person holding the phone, for the browser tests and ``benchmarks/web_taps.py``: taps the page's
chips, steppers and buttons, counts the taps, and after every input checks that what needs the person
is on the screen, has the focus, and that no visible text reads as code."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

CODE = [re.compile(r"\b[a-z_]+=\S"), re.compile(r"\bghost-\d"), re.compile(r"\bmachina\b"),
        re.compile(r"\b[A-Z][a-z]+-[A-Z][a-z]+\b")]
"""What a person must never read: ``word=value``, seat ids, hyphenated names, lowercase seat names."""

NEEDS = """() => {
  const active = document.activeElement;
  const needs = document.querySelector('#panel section.needs');
  const box = active.getBoundingClientRect();
  return {inside: Boolean(active && needs && needs.contains(active) && active !== document.body),
          top: box.top, bottom: box.bottom, height: innerHeight, what: active.outerHTML.slice(0, 120)};
}"""

SMALL = """() => Array.from(document.querySelectorAll(
    'main button, main a, main summary, main input:not([type=hidden]), main select, header a'))
  .filter(e => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden')
  .map(e => { const t = e.matches('input[type=radio], input[type=checkbox]') && e.closest('label')
                ? e.closest('label') : e;
              const r = t.getBoundingClientRect(); return [t.outerHTML.slice(0, 80), r.width, r.height]; })
  .filter(([, w, h]) => w > 0 && (w < 44 || h < 44))"""
"""Every visible control (a chip's or die's whole label counts for its radio) smaller than 44×44 CSS px."""


KEYS = "() => Array.from(document.querySelectorAll('#panel section.turn ol.checklist > li')).map(l => l.dataset.key)"

TURN = """(before) => {
  const seen = new Set(before);
  const fresh = Array.from(document.querySelectorAll('#panel section.turn ol.checklist > li'))
    .filter(li => !seen.has(li.dataset.key) && li.offsetParent !== null);
  const clear = li => { const r = li.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + Math.min(r.height, 60) / 2;
    if (r.top < 0 || r.bottom > innerHeight) return false;
    const hit = document.elementFromPoint(x, y); return Boolean(hit && li.contains(hit)); };
  let read = 0;
  for (const li of fresh) { if (!clear(li)) break; read += 1; }
  // the room the turn is read in: under the status bar, above the sheet (folded or peeking) at the bottom
  const bar = document.querySelector('#panel header.status');
  const sheet = document.querySelector('#panel section.needs');
  const top = bar ? bar.getBoundingClientRect().bottom : 0;
  const sheetTop = sheet ? sheet.getBoundingClientRect().top : innerHeight;
  const bottom = sheetTop > top + 100 && sheetTop < innerHeight ? sheetTop : innerHeight;
  const span = fresh.length
    ? fresh[fresh.length - 1].getBoundingClientRect().bottom - fresh[0].getBoundingClientRect().top : 0;
  // the line after those read runs past the bottom of the room: the screen is full of the turn's first lines
  const next = fresh[read] ? fresh[read].getBoundingClientRect() : null;
  const full = Boolean(next && read > 0 && next.top < bottom && next.bottom > bottom);
  return {fresh: fresh.length, first: fresh.length ? clear(fresh[0]) : null, read: read, full: full,
          what: fresh.length ? fresh[0].innerText.slice(0, 80) : '', span: Math.round(span),
          room: Math.round(bottom - top)};
}"""
"""The steps an input added to the bot's turn: how many, whether the first is on the screen and not
covered (``elementFromPoint`` at its centre is inside it), how many in a row from the first are so, how
tall they are together (``span``), the room they are read in (``room``: under the status bar, above
the sheet) and whether the lines read fill it (``full``: the next one runs past its bottom)."""


def swipes(turn: dict[str, Any]) -> int:
    """Swipes to read the steps an input added: none when they fit the room they are read in, else one per
    further room's height (a swipe moves the page by about the room it shows)."""
    if not turn.get("fresh") or not turn.get("room"):
        return 0
    over = turn["span"] - turn["room"]
    return 0 if over <= 0 else -(-over // turn["room"])

INNER = """() => {
  const sheet = document.querySelector('#panel section.needs');
  const boxes = sheet ? [sheet, ...sheet.querySelectorAll('*')] : [];
  return boxes.filter(e => e.offsetParent !== null && e.scrollHeight > e.clientHeight + 1
                           && /(auto|scroll|hidden)/.test(getComputedStyle(e).overflowY))
    .map(e => [e.outerHTML.slice(0, 60), e.scrollHeight, e.clientHeight]);
}"""
"""The boxes of the action area (itself included) whose content is taller than the box: each a scroll inside
(issue 38: none)."""

OUTSIDE = """() => Array.from(document.querySelectorAll(
    'main button, main a, main summary, main input:not([type=hidden]), main select, main label.chip-choice'))
  .filter(e => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden')
  .map(e => [e.outerHTML.slice(0, 80), e.getBoundingClientRect()])
  .filter(([, r]) => r.width > 0 && (r.right > innerWidth + 0.5 || r.left < -0.5))
  .map(([what, r]) => [what, Math.round(r.left), Math.round(r.right)])"""
"""Every visible control that reaches past the left or right edge of the screen."""


SENT = """([verb, version]) => new Promise(done => requestAnimationFrame(() => setTimeout(() => done(
  document.getElementById('flash').textContent !== '' || document.getElementById('game').dataset.version !== version
  || Array.from(document.querySelectorAll(`form.command[data-verb='${verb}'] button.go`)).some(b => b.disabled)))))"""
"""Whether a command's form is being sent (its buttons disabled until the answer) or was answered (a line said,
or the page moved on: the live update may come before the answer), once the events of the last tap have run."""


class Player:
    """Taps and types on one page, and waits for the page to answer; ``taps`` counts every tap."""

    def __init__(self, page: Any, checks: bool = True, code: list[re.Pattern[str]] = CODE):
        self.page = page
        self.code = code  # what reads as code (German joins the words of a compound with a hyphen)
        self.taps = 0
        self.checks = checks
        self.heights: list[int] = []
        self.turns: list[dict[str, Any]] = []
        self.unfolds = 0  # taps on "Show" to open the sheet folded while a long bot turn is read
        self.done_taps = 0  # "Done, next step" taps (step-by-step mode): none when the turn is read as a list
        self.inner: list[int] = []  # after each input: the boxes of the action area that scroll inside (INNER)
        self._asked: str | None = None  # the page's version when the input now made began

    @property
    def version(self) -> int:
        return int(self.page.locator("#game").get_attribute("data-version"))

    @property
    def label(self) -> str:
        return self.page.locator(".status .where b").inner_text()

    def unfold(self) -> None:
        """Open the sheet folded while the bot's turn is read (one tap: "Show", or its open verb)."""
        if self.page.locator("section.needs.folded").count():
            show = self.page.locator("section.needs button.fold")
            # folded with its verbs in view: a tap on the verb whose form is open opens it
            (show if show.is_visible() else self.page.locator("section.needs button.verb[aria-expanded=true]")).click()
            self.taps += 1
            self.unfolds += 1

    def tap_on(self, locator: Any) -> None:
        """One tap (the sheet opened first when it is folded and what is tapped is not in it)."""
        if not locator.is_visible():
            self.unfold()
        locator.click()
        self.taps += 1

    def answer(self, act: Callable[[], None]) -> str:
        """Do ``act``, wait for the page's one-line answer, check the page, and return the line."""
        before = self._before()
        act()
        return self._after(before)

    def _before(self) -> list[str]:
        """The page before an input: no line said yet, the steps of the turn as they are."""
        self.page.evaluate("document.getElementById('flash').textContent = ''")
        self._asked = self.page.locator("#game").get_attribute("data-version")
        return self.page.evaluate(KEYS)

    def _after(self, before: list[str]) -> str:
        """Wait for the page's answer to an input, measure and check the page, and return the line said."""
        self.page.wait_for_function("document.getElementById('flash').textContent !== ''")
        self.page.wait_for_timeout(50)  # the page scrolls to the turn after it shows it (smoothly: no)
        self.turns.append(self.page.evaluate(TURN, before))
        self.inner.append(len(self.page.evaluate(INNER)))
        said = self.page.locator("#flash").inner_text()
        self.heights.append(self.page.evaluate("document.documentElement.scrollHeight"))
        if self.checks:
            self.check()
        return said

    def check(self) -> None:
        """What needs the person is in view and focused; no visible text reads as code."""
        needs = self.page.evaluate(NEEDS)
        assert needs["inside"], f"the focus is not on what needs the person: {needs['what']}"
        assert needs["top"] >= 0 and needs["bottom"] <= needs["height"], f"out of view: {needs}"
        text = self.page.evaluate("document.body.innerText")
        for pattern in self.code:
            found = pattern.search(text)
            around = text[max(0, found.start() - 80):found.end() + 40] if found else ""
            assert found is None, f"code words on the page: {found[0]!r} in ...{around}..."

    def outside(self) -> list[Any]:
        """The visible controls that reach past an edge of the screen."""
        return self.page.evaluate(OUTSIDE)

    def small_controls(self) -> list[Any]:
        """The visible controls under 44×44 CSS px."""
        return self.page.evaluate(SMALL)

    def tap(self, name: str) -> str:
        """Tap a one-tap command."""
        button = self.page.locator(f".verbs form.verbform:has(input[name=command][value='{name}']) button")
        return self.answer(lambda: self.tap_on(button))

    def table(self, name: str) -> str:
        """Tap undo or redo."""
        return self.answer(lambda: self.tap_on(self.page.locator(".undo button", has_text=name)))

    def type(self, line: str) -> str:
        """Type a command on the page's command line, as in the terminal."""
        def send() -> None:
            typed = self.page.locator("details.typed")
            if not typed.evaluate("d => d.open"):
                self.tap_on(typed.locator("summary"))
            field = self.page.locator("form.line input[name=line]")
            field.fill(line)
            self.taps += 1
            field.press("Enter")
        return self.answer(send)

    def offers(self, name: str) -> bool:
        """Whether the page offers command ``name`` now (a button or a form)."""
        return self.page.locator(f".moves input[name=command][value='{name}']").count() > 0

    def _choose(self, form: Any, field: Any, value: str | None) -> bool:
        """Tap the chip (or set the stepper, menu, text) of one field; False when no such choice."""
        classes = field.get_attribute("class") or ""
        if "stepper" in classes:
            box = field.locator("input[type=number]")
            if value is None or value == "":
                return True
            now = int(box.input_value() or 0)
            steps = abs(int(value) - now)
            if steps <= 3:
                button = field.locator(f"button.step[data-step='{1 if int(value) > now else -1}']")
                for _ in range(steps):
                    self.tap_on(button)
            else:  # a big number: tap the field and type it
                box.fill(value)
                self.taps += 1 + len(value)
            return True
        if "menu" in classes:
            if value is None:
                return True
            menu = field.locator("select")
            if value not in menu.locator("option").evaluate_all("os => os.map(o => o.value)"):
                return False
            menu.select_option(value)
            self.taps += 2
            return True
        if field.locator("input[type=text]").count():
            if value:
                field.locator("input[type=text]").fill(value)
                self.taps += 1 + len(value.split())
            return True
        chips = field.locator("input[type=radio]")
        if value is None or value == "":
            if value is None and chips.count() and chips.first.get_attribute("required") is not None \
                    and not field.locator("input[type=radio]:checked").count():
                self.tap_on(field.locator("label.chip-choice:visible").first)
            return True
        chip = field.locator(f"input[type=radio][value='{value}']")
        if not chip.count() or chip.locator("xpath=..").is_hidden():  # not offered, or not after the choices made
            return False
        if not chip.is_checked():
            self.tap_on(chip.locator("xpath=.."))
        return True

    def form(self, name: str, *values: str | None) -> str | None:
        """Choose command ``name``, its values (None leaves a field as it is, "" leaves it out) and send
        it; None when the page offers no such command now, or no such choice."""
        form = self.page.locator(f"form.command[data-verb='{name}']")
        if not form.count():
            return None
        if form.is_hidden():
            self.tap_on(self.page.locator(f"button.verb[data-verb='{name}']"))
        before = self._before()
        fields = form.locator(".field")
        for number in range(fields.count()):  # the fields as the page shows them, each given its argument's value
            if number and self._sent(name):  # the tap before completed the form (a choice left was taken)
                return self._after(before)
            field = fields.nth(number)
            name_of = field.locator("input[name^=arg-], select[name^=arg-]").first.get_attribute("name")
            first, *rest = (int(index) for index in name_of.removeprefix("arg-").split("+"))
            value = values[first] if first < len(values) else None
            if rest:  # a pair: two arguments in one tap
                value = None if value is None else f"{value} {values[rest[0]] if rest[0] < len(values) else None}"
            if not self._choose(form, field, value):
                return None
            if self._sent(name):  # that tap completed the form: the page sent it (the field's data-sends)
                return self._after(before)
        self.tap_on(form.locator("button.go"))
        return self._after(before)

    def _sent(self, name: str) -> bool:
        """Whether form ``name`` is being sent or was answered (the page disables its buttons meanwhile)."""
        return self.page.evaluate(SENT, [name, self._asked])

    def send(self, name: str, *values: str) -> str | None:
        """Send command ``name`` with its form, or with its button when it has no form; a verb that sends at its tap
        what is asked (``study``, ``vp 1``: its ``data-values``, a value "" being left out) is tapped alone."""
        quick = self.page.locator(f".verbs form.quick[data-verb='{name}']")
        if quick.count() and quick.get_attribute("data-values").split() == [value for value in values if value]:
            return self.answer(lambda: self.tap_on(quick.locator("button.go")))
        said = self.form(name, *values)
        return self.tap(name) if said is None and not values else said

    def die(self, value: int) -> str:
        """Tap a face of the die pad."""
        return self.answer(lambda: self.tap_on(self.page.locator(f".dicepad button.die[value='{value}']")))

    def dice(self, faces: list[int]) -> str:
        """Answer the roll asked for: one tap for one die, a face per die and the button for several."""
        pads = self.page.locator(".roll fieldset.dicepad")
        if not pads.count():
            return self.die(faces[0])
        face = [pads.nth(number).locator("label.die", has_text=re.compile(f"^{faces[number]}$"))
                for number in range(pads.count())]
        for number in range(pads.count() - 1):
            self.tap_on(face[number])
        return self.answer(lambda: self.tap_on(face[-1]))  # each die its face: sent with the last

    def dice_asked(self) -> int:
        """How many dice the page asks for now (0: none)."""
        if not self.rolling():
            return 0
        pads = self.page.locator(".roll fieldset.dicepad").count()
        return pads or 1

    def rolling(self) -> bool:
        return self.page.locator(".roll").count() > 0

    def over(self) -> bool:
        return self.page.locator(".verdict").count() > 0
