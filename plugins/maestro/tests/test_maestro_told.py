"""Everything the person must do at the table is told, and nothing the physical game hides is named.

Whole seeded games of every option set are played under the core's completeness watch (the one
``solobot check`` runs) on each Machina turn and each Exhibition-and-Cleanup: the public table
before the step, with the changes its events announced applied, must equal the public table after
it; and no line may name a card still in the Machina's decks. Then one test per route by which a
Centerpiece changes hands.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from maestro_helpers import COMP, blank_state, gallery, make_ctx, new_state, put

from solobot.check.telling import TellingReport, watch_game
from solobot.engine.session import Session
from solobot.events import Move, Set
from solobot.testing import TestRegistry
from solobot_maestro import narration, plugin
from solobot_maestro.bot import (
    MOVE_ROLL,
    carry_artwork,
    play_card,
    resolve_create,
    resolve_influence,
    resolve_move,
    roll_and_move,
    study_bonus_move,
)
from solobot_maestro.describe import describe_board
from solobot_maestro.exhibition import major_publicity, new_popular_galleries, take_back_scoring_artworks
from solobot_maestro.setup import new_game
from solobot_maestro.state import MACHINA, PLAYER
from solobot_maestro.table import centerpiece_of, public_table

VARIANTS = ("michelangelo", "davinci")
DIFFICULTIES = ("easier", "normal", "harder")
WORD = re.compile(r"[A-Za-z0-9]+")
EMIT = re.compile(r'ctx\.emit\(\s*"([a-z-]+)"')


def watched_game(options: dict, seed: int, policy: str) -> TellingReport:
    """One whole game under the core's completeness watch (what ``solobot check`` runs)."""
    registry = TestRegistry().add("maestro", plugin)
    return watch_game(Session(registry.game("maestro"), options, seed, registry=registry), policy)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("policy", ["heuristic", "random"])
def test_every_table_change_of_every_bot_step_and_cleanup_is_told(variant, difficulty, policy):
    for seed in range(8):
        watch = watched_game({"variant": variant, "difficulty": difficulty}, seed, policy)
        assert watch.steps > 20
        assert watch.problems == []


def test_the_watch_fails_when_one_announcement_is_left_out(monkeypatch):
    """The check is honest: drop the Centerpiece changes of the Machina's carried Artworks and it fails."""
    monkeypatch.setattr("solobot_maestro.table.centerpieces", lambda comp, state, held: [])
    watch = watched_game({"variant": "michelangelo"}, 1, "heuristic")
    assert any("Centerpiece of" in problem for problem in watch.problems)


def test_the_watch_fails_when_a_line_names_a_card_in_the_deck(monkeypatch):
    """And its other half: a line naming a card still in the Machina's Upgraded deck is caught."""
    monkeypatch.setitem(narration.SENTENCES, "workshop-none", "Workshop Action: none (U20 waits in its Upgraded deck).")
    watch = watched_game({"variant": "michelangelo"}, 1, "heuristic")
    assert any("'U20'" in problem for problem in watch.problems)


class Watchful(plugin.Maestro):
    """Maestro whose every narrated line is checked, when it is told, against the Machina's decks then."""

    def __init__(self):
        self.session, self.lines, self.named = None, 0, []

    def narrate(self, ctx, event):
        text = super().narrate(ctx, event)
        state = self.session.state if self.session else None  # None: setting up, every card is in a deck
        hidden = set(plugin.GAME.hidden_values(ctx, state)) if state else {*COMP.starting, *COMP.upgraded}
        self.lines += 1
        self.named += [(word, text) for word in WORD.findall(text) if word in hidden]
        return text


@pytest.mark.parametrize("variant", VARIANTS)
def test_no_narrated_line_of_a_whole_game_names_a_card_in_the_machinas_deck(variant):
    game = Watchful()
    spec = replace(TestRegistry().add("maestro", plugin).game("maestro"), game=game)
    session = Session(spec, {"variant": variant, "difficulty": "harder"}, 5, registry=TestRegistry())
    game.session = session
    session.autoplay("heuristic")
    assert game.lines > 300 and game.named == []


@pytest.mark.rule("MM-TURN-1")
def test_the_machinas_roll_says_what_it_is_for_and_is_told_before_anything_else():
    assert MOVE_ROLL.rule == "MM-TURN-1" and "the higher minus the lower" in MOVE_ROLL.purpose

    class Asked:
        def __init__(self):
            self.whys = []

        def difference(self, sides=6, why=None):
            self.whys.append(why)
            return 5, 2, 3

    state, ctx = blank_state(), make_ctx()
    state.machina.has_played = True
    ctx.rng = Asked()
    roll_and_move(ctx, state)
    assert ctx.rng.whys == [MOVE_ROLL]
    assert ctx.events[-1].kind == "roll" and ctx.events[-1].changes == (Set("meeple of machina", "Study"),)


# -- every route by which a Centerpiece changes hands ------------------------------------------


def centerpiece_told(ctx, region: int, holder: str | None) -> list[str]:
    """The lines whose changes hand the Centerpiece of ``region`` to ``holder``."""
    change = Set(centerpiece_of(COMP, region), holder)
    return [e.text for e in ctx.events if change in e.changes]


@pytest.mark.rule("MM-CREATE-1")
def test_centerpiece_taken_by_create_spreading_artworks_is_told():
    state, ctx = blank_state(), make_ctx()
    gallery(state, 3)
    resolve_create(ctx, state, 3)
    assert state.centerpiece[3] == MACHINA
    (line,) = centerpiece_told(ctx, 3, MACHINA)
    assert line.startswith("Create: place 1 Machina Artwork")
    assert "the Machina takes the Centerpiece of 3 Venezia" in line


@pytest.mark.rule("MM-INF-5")
def test_centerpiece_taken_by_the_artwork_following_a_collector_is_told():
    state, ctx = blank_state(), make_ctx()
    gallery(state, 2)  # blue, popular: the Machina holds it
    gallery(state, 6)  # blue too, popular: you hold it with 1 Artwork
    put(state, 2, machina=1)
    put(state, 6, player=1)
    put(state, 0, machina=2)  # Florence, the source of the following Artworks
    resolve_influence(ctx, state, 1)
    assert state.centerpiece[6] == MACHINA
    (line,) = centerpiece_told(ctx, 6, MACHINA)
    assert "Move 1 Machina Artwork from 0 Florence to 6 Ravenna; the Machina takes the Centerpiece" in line


@pytest.mark.rule("MM-STUDY-5")
def test_centerpiece_taken_by_the_artwork_moved_after_study_is_told():
    state, ctx = blank_state(), make_ctx()
    gallery(state, 10)  # orange, popular
    put(state, 10, machina=1, player=2)
    put(state, 0, machina=1)
    study_bonus_move(ctx, state)  # 2 against 2: the tie is the Machina's (MM-GOLD-5)
    assert state.centerpiece[10] == MACHINA
    (line,) = centerpiece_told(ctx, 10, MACHINA)
    assert "to 10 Ancona; the Machina takes the Centerpiece of 10 Ancona" in line


@pytest.mark.rule("MM-DIFF-H1")
def test_centerpiece_taken_by_the_harder_head_start_is_told():
    ctx = make_ctx(difficulty="harder")
    state = new_game(ctx)
    popular = [i for i, kind in enumerate(state.gallery) if kind == "popular"]
    assert popular and all(state.centerpiece[i] == MACHINA for i in popular)
    for region in popular:
        (line,) = centerpiece_told(ctx, region, MACHINA)
        assert line.startswith("Harder: move 1 Machina Artwork from Florence") and "takes the Centerpiece" in line


@pytest.mark.rule("EX-CLEAN-1")
def test_centerpiece_changing_hands_at_the_cleanup_recheck_is_told():
    state, ctx = blank_state(), make_ctx()
    gallery(state, 3)
    gallery(state, 4)
    put(state, 3, machina=1, player=2)  # you scored it; 1 back to supply: a tie, the Machina's
    put(state, 4, player=1)  # you scored it; 1 back: nobody holds it
    state.scored_by = ["", "", "", PLAYER, PLAYER] + [""] * 12
    take_back_scoring_artworks(ctx, state)
    assert (state.centerpiece[3], state.centerpiece[4]) == (MACHINA, "")
    assert (
        "you take 1 Artwork from 3 Venezia back to supply; the Machina takes the Centerpiece"
        in (centerpiece_told(ctx, 3, MACHINA)[0])
    )
    assert "nobody holds the Centerpiece of 4 Genova any more" in centerpiece_told(ctx, 4, None)[0]


@pytest.mark.rule("EX-CLEAN-6")
def test_centerpiece_appearing_with_a_new_popular_gallery_is_told():
    state, ctx = blank_state(), make_ctx()
    put(state, 12, player=2)  # Artworks in a region without a Gallery: no Centerpiece yet
    state.tile_deck = ["PG12", "PG01", "PG02"]
    new_popular_galleries(ctx, state)
    assert state.centerpiece[12] == PLAYER
    assert "you take the Centerpiece of 12 Pescara" in centerpiece_told(ctx, 12, PLAYER)[0]


@pytest.mark.rule("MM-MOVE-3")
def test_centerpiece_taken_by_a_move_is_told():
    state, ctx = blank_state(), make_ctx()
    gallery(state, 3)
    put(state, 3, player=1)
    put(state, 0, machina=1)
    carry_artwork(ctx, state, 0, 3, "MM-MOVE-4")
    assert state.centerpiece[3] == MACHINA
    (line,) = centerpiece_told(ctx, 3, MACHINA)
    assert line == (
        "Move 1 Machina Artwork from 0 Florence to 3 Venezia; the Machina takes the Centerpiece of 3 Venezia."
    )
    assert Move("Artwork", "0 Florence", "3 Venezia", 1, MACHINA) in ctx.events[-1].changes


def test_public_table_and_hidden_values_of_a_new_game():
    state, ctx = new_state(seed=2), make_ctx()
    shown = public_table(ctx, state)
    assert shown["Artwork of machina at 0 Florence"] == 3 and shown["First Player marker"] == PLAYER
    assert shown["meeple of machina"] == "Create" and shown["Collector Setup card"] == state.collector_card
    face_down = tuple(state.patron_at.values())
    in_decks = COMP.starting + COMP.upgraded + tuple(state.patron_deck)
    assert sorted(plugin.GAME.hidden_values(ctx, state)) == sorted(in_decks + face_down)
    assert not set(state.patron_deck) & set(face_down)
    assert {shown[f"patron card at {action.title()}"] for action in COMP.actions} <= {"benefactor", "patroness"}


@pytest.mark.rule("EX-CLEAN-9")
def test_patron_cards_are_dealt_face_down_told_by_kind_never_by_name():
    """Ruling "Patron cards at the table": a dealt card lies face down; only its kind is told."""
    session = Session(TestRegistry().add("maestro", plugin).game("maestro"), {}, 3, registry=TestRegistry())
    session.autoplay("heuristic")
    deals = [e for e in session.ctx.events if e.kind in ("setup-patrons", "patrons-dealt")]
    assert len(deals) == 4  # setup, and the Cleanup of rounds 1 to 3
    every_card = set(COMP.patron)
    for deal in deals:
        assert "face down, unseen" in deal.text
        assert not every_card & set(WORD.findall(deal.text))
        assert all(kind in ("benefactor", "patroness") for _, kind in deal.facts["dealt"])
    board = describe_board(session.state, COMP)
    assert not every_card & set(WORD.findall(board.split("Machina: VP")[0]))  # the Actions name no patron card


@pytest.mark.rule("EX-PUB-5")
def test_a_patron_card_nobody_claims_goes_back_to_the_box_unseen():
    state, ctx = blank_state(), make_ctx()
    state.patron_at["move"] = "P02"
    major_publicity(ctx, state)
    (line,) = [e.text for e in ctx.events if e.kind == "publicity-none" and e.facts["action"] == "move"]
    assert line == "Move: no Publicity from either Workshop; the face-down Patroness card goes back to the box unseen."
    assert state.patron_box == ["P02"]


def test_the_watch_fails_when_a_face_down_patron_card_is_named(monkeypatch):
    """Naming the card dealt at an Action is caught as a hidden value told."""
    monkeypatch.setattr(narration, "face_down_deal", lambda dealt: "P01 and P02, wherever they lie")
    watch = watched_game({"variant": "davinci"}, 2, "heuristic")
    assert any("'P01'" in problem or "'P02'" in problem for problem in watch.problems)


def test_every_kind_the_rules_emit_has_its_sentence_and_every_sentence_is_used():
    """narration.py owns every sentence: each kind emitted by a rule module is rendered, none is left over."""
    source = Path(narration.__file__).parent
    emitted = {kind for path in source.glob("*.py") for kind in EMIT.findall(path.read_text())}
    assert emitted == set(narration.SENTENCES)


@pytest.mark.rule("MM-MOVE-2", "MM-MOVE-4", "MM-INF-2")
def test_the_machinas_choices_carry_the_reason_why_shows():
    state, ctx = blank_state(), make_ctx()
    gallery(state, 2)  # blue, popular, empty: step (a)
    put(state, 0, machina=1)
    resolve_move(ctx, state, 1)
    reasons = {e.kind: e.reason for e in ctx.events if e.reason}
    assert reasons["move-target"] == "it is a Popular Gallery with no Centerpiece"  # a whole sentence after "because"
    assert reasons["artwork-moved"] == "Florence is the first source"
    assert ", a Popular Gallery with no Centerpiece, worth 2 VP now" in ctx.events[0].text
    influenced = make_ctx()
    resolve_influence(influenced, state, 1)
    (moved,) = [e for e in influenced.events if e.kind == "collector-moved"]
    assert moved.reason == "it is the first other area by Precedence with a standing Collector"
    assert "from the green area (the first other area by Precedence" in moved.text


@pytest.mark.rule("MM-TURN-4")
def test_board_shows_a_gossip_card_face_down_without_its_name_or_publicity():
    state, ctx = blank_state(), make_ctx()
    card = play_card(ctx, state, "influence", gossip=True)
    shown = describe_board(state, COMP)
    assert card not in shown
    assert "Machina: one face down, Publicity 0 + face down;" in shown
    assert card not in " ".join(e.text for e in ctx.events)
