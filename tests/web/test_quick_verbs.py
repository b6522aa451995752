"""A verb whose form asks for nothing sends at its tap (issue 38, item 2): Maestro's ``study`` (its steps may be
left out: one) and ``vp`` (its points start at 1) are one tap each, the button saying what it sends, with "…"
beside it for the form; a command with a choice to make, or a final score the person works out, never is."""

from __future__ import annotations

import html
import re

from solobot.commands import Arg, Command
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.web.view import quick_send


def maestro_command(name: str) -> Command:
    session = Session(default_registry().game("maestro"), {"variant": "michelangelo"}, seed=11)
    return next(c for c in session.game.commands(session.ctx, session.state) if c.name == name)


def test_maestros_study_and_vp_send_at_the_verbs_tap_saying_the_number_sent():
    """MM study: its one field may be left out (as usual: one step); vp: 1 VP, said on the button."""
    assert quick_send(maestro_command("study")) == {"label": "study", "values": []}
    assert quick_send(maestro_command("vp")) == {"label": "vp 1", "values": [("arg-0", "1")]}


def test_a_command_with_a_choice_to_make_opens_its_form():
    for name in ("play", "place", "move", "take", "collector", "set"):
        assert quick_send(maestro_command(name)) is None, name


def test_a_final_score_is_never_sent_at_a_tap():
    """The person adds their own end-game scoring to the track: the form asks for it (MM-SCORE-4)."""
    final = Command("final", args=(Arg("points", "int", low=0, high=999),), help="your final score")
    assert quick_send(final, yours=40) is None
    assert quick_send(Command("vp", args=(Arg("points", "int", low=-3, high=999),), help="VP")) == {
        "label": "vp 1", "values": [("arg-0", "1")]}


def test_a_count_that_corrects_the_table_is_never_sent_at_a_tap():
    """Florenza's kinsmen sets how many Kinsmen you still place: 1 would be a guess, not a default."""
    session = Session(default_registry().game("florenza"), {"ghost": ["hard"]}, seed=11)
    kinsmen = next(c for c in session.game.commands(session.ctx, session.state) if c.name == "kinsmen")
    assert quick_send(kinsmen) is None


def test_a_number_bounded_by_a_choice_or_a_free_word_is_not_sent_at_a_tap():
    word = Command("name", args=(Arg("who", "word"),))
    assert quick_send(word) is None
    bounded = Command("take", args=(Arg("what", "choice", choices=("a",), optional=True),
                                    Arg("points", "int", low=1, high=3)),
                      tree=(("a", ()), ("", ())), limits=((("a",), 1, 1, 3),))
    assert quick_send(bounded) is None


def test_the_page_offers_the_quick_verb_and_its_tap_plays_it(browser):
    """The page's form sends the words the button says; "…" opens the same command's form."""
    game = browser.start("maestro", variant="michelangelo", seed="11")
    for _ in range(40):
        page = browser.client.get(game).text
        if 'data-verb="vp"' in page:
            break
        moves = re.search(r'<form method="post" action="[^"]+/input" class="act verbform"><input type="hidden" '
                          r'name="command" value="(\w+)"', page)
        assert moves, "no step of the person's turns"
        assert browser.act(game, command=moves[1]).json()["ok"]
    quick = re.search(r'<form [^>]*class="act verbform quick" data-verb="vp" data-values="1">(.*?)</form>', page, re.S)
    assert quick and 'name="arg-0" value="1"' in quick[1]
    assert html.unescape(re.search(r'aria-label="([^"]+)"', quick[1])[1]) == "vp 1: a tap sends it"
    assert re.search(r'<button type="button" class="verb more" data-verb="vp"[^>]*aria-controls="form-vp"', page)
    said = browser.act(game, command="vp", **{"arg-0": "1"}).json()
    assert said["ok"], said
