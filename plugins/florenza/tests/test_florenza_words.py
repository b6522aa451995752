"""Florenza in its own words: no code reaches the person, history and undo speak the game, and
every point of yours is counted once (by solobot from your inputs, or recorded by you)."""

from __future__ import annotations

import re

import pytest

from solobot.cli.narrate import score_lines
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session, choose_policy
from solobot.engine.skill import opponent_source
from solobot.i18n import speaking
from solobot.testing import TAKE_BACK_CODE, every_take_back, first_why, undo_mirrors, whole_game_lines
from solobot.words import code_in, history_sentences, undo_told, why_lines
from solobot_florenza.state import PLAYER

GHOSTS = [["medium"], ["easy", "medium", "hard", "masterpiece"]]
TWO = {"ghost": ["medium", "hard"]}


@pytest.mark.parametrize("ghosts", GHOSTS)
def test_no_code_reaches_a_person_in_a_whole_game(ghosts):
    registry = default_registry()
    for seed in (1, 2):  # "ghost-1" is a code form; "player" is also a word of the rules
        assert not code_in(whole_game_lines(registry, "florenza", {"ghost": ghosts}, seed))


def test_history_and_undo_speak_the_game():
    session = Session(default_registry().game("florenza"), {"ghost": ["medium"]}, seed=3)
    first, second = session.components.starting_workshops[:2]
    for line in (f"start {first} {second}", "resource wood", "detain 1", "done"):  # done: Phase 3 and on
        session.submit(session.game.parse_command(session.ctx, session.state, PLAYER, line.split()))
    assert history_sentences(session)[2].startswith("You detain ")
    assert "=" not in history_sentences(session)[2]
    action, lines = undo_told(session)
    assert action == {"op": "done"}
    assert lines and any("Ghost 1" in line for line in lines)
    assert not code_in(lines)


@pytest.mark.parametrize(("ghosts", "seed"), [(GHOSTS[0], 1), (GHOSTS[1], 2)])
def test_every_take_back_of_a_whole_game_is_a_step_at_the_table(ghosts, seed):
    lines = every_take_back(default_registry(), "florenza", {"ghost": ghosts}, seed)
    assert len(lines) > 100
    assert [line for line in lines if any(form in line for form in TAKE_BACK_CODE)] == []
    assert not code_in(lines)
    assert any(line.startswith("Stand the Kinsman of Ghost 1 on Action Table space ") for line in lines)
    assert any(line.endswith(" back in its income area") for line in lines)


def test_history_says_which_step_done_ended():
    session = Session(default_registry().game("florenza"), {"ghost": ["medium"]}, seed=1)
    session.autoplay(None, on_step=lambda played: None)
    ended = [line for line in history_sentences(session) if line.startswith("You end ")]
    assert "You end Phases 5-7 of round 1: every point you scored at the table is recorded" in ended
    assert any(line.startswith("You end Phase 3 of round 2: you are done as Bishop") for line in ended)
    assert not any("(done)" in line or "this step" in line for line in ended)


POINTS = r"([+-]\d+) (Prestige|Church) Points?"


def told_points(session: Session) -> tuple[dict[str, int], dict[str, int]]:
    """Your points as the lines told them: counted by solobot, and recorded by you, by track."""
    counted = {"prestige": 0, "church": 0}
    recorded = dict(counted)
    for event in session.events:
        text = event.text
        if event.seat == PLAYER and ", counted by solobot" in text:
            for n, track in re.findall(POINTS, text.split("; ")[-1]):
                counted[track.lower()] += int(n)
        for n, track in re.findall(r"You score (\d+) (Prestige|Church) Points?, recorded by you", text):
            recorded[track.lower()] += int(n)
        for n in re.findall(r"it pays you (\d+) Prestige Points?", text):
            counted["prestige"] += int(n)
    return counted, recorded


@pytest.mark.rule("FG-SCORE-1")
@pytest.mark.parametrize("seed", [3, 8])
def test_every_point_of_yours_is_counted_once(seed):
    """A scripted game: the default opponent's moves, and at each end of round 2 Prestige and 1 Church Point
    recorded by hand. Every point of the final score was told once, as counted or as recorded."""
    spec = default_registry().game("florenza")
    session = Session(spec, {"ghost": ["medium"]}, seed=seed)
    name, choose = choose_policy(spec, None)
    rng = opponent_source(seed, name)
    start = dict(session.state.points[PLAYER])
    recorded_rounds = set()
    while session.pending is not None:
        state = session.state
        if state.phase == "round_end" and state.round not in recorded_rounds:
            recorded_rounds.add(state.round)
            session.submit({"op": "gain", "track": "prestige", "points": 2})
            session.submit({"op": "gain", "track": "church", "points": 1})
            continue
        session.submit(choose(session.ctx, state, session.pending.seat, rng))
    assert len(recorded_rounds) == 7
    counted, recorded = told_points(session)
    assert recorded == {"prestige": 14, "church": 7}
    assert any(counted.values())  # the opponent's build, art, hire or operate scored something
    final = session.state.points[PLAYER]
    for track in ("prestige", "church"):
        assert final[track] - start[track] == counted[track] + recorded[track], track
    shown = "\n".join(score_lines(session.score(), session.person))
    assert f"Prestige Points ({final['prestige'] - 14} counted by solobot, 14 recorded by you)" in shown
    assert f"Church Points ({final['church'] - 7} counted by solobot, 7 recorded by you)" in shown


def test_the_end_of_round_prompt_says_what_is_already_counted():
    session = Session(default_registry().game("florenza"), {"ghost": ["medium"]}, seed=3)
    spec = session.spec
    name, choose = choose_policy(spec, None)
    rng = opponent_source(3, name)
    while session.state.phase != "round_end":
        session.submit(choose(session.ctx, session.state, session.pending.seat, rng))
    prompt = [e.text for e in session.events if e.kind == "your-step"][-1]
    assert "solobot has already counted the points of your build, operate, art and hire this round (" in prompt
    assert "record only the other points" in prompt


@pytest.mark.rule("FG-P4-2")
def test_why_after_pass_explains_the_last_ghost_turn():
    session = Session(default_registry().game("florenza"), {"ghost": ["medium"]}, seed=3)
    first, second = session.components.starting_workshops[:2]
    for line in (f"start {first} {second}", "resource wood", "done", "pass"):
        session.submit(session.game.parse_command(session.ctx, session.state, PLAYER, line.split()))
    after_pass = why_lines(session)
    assert any("[FG-P4-2: " in line and " - because " in line for line in after_pass), after_pass
    session.submit(session.game.parse_command(session.ctx, session.state, PLAYER, ["gain", "prestige", "1"]))
    assert why_lines(session)[0] == "No bot has played since your last input; its turn before that:"
    assert why_lines(session)[1:] == after_pass


@pytest.mark.parametrize(("code", "counts", "records"), [
    ("en", "Counted by solobot: the Prestige and Church Points of your build, operate, art and hire",
     "Recorded by you: every other point you score at the table (gain TRACK N"),
    ("it", "Contati da solobot: i Punti Prestigio e Chiesa dei tuoi comandi build, operate, art e hire",
     "Segnati da te: ogni altro punto che fai al tavolo (`gain TRACCIATO N`"),
    ("de", "Von solobot gezählt: die Prestige- und Kirchenpunkte deiner Befehle build, operate, art und hire",
     "Von dir notiert: jeder andere Punkt, den du am Tisch machst (`gain LEISTE N`"),
])
def test_the_game_declares_which_points_it_counts_and_which_you_record(code, counts, records):
    """The two lines of ``score``, in the language spoken: the core's frame, Florenza's words said through its
    own catalog (the ``say`` its words give)."""
    session = Session(default_registry().game("florenza"), {"ghost": ["medium"]}, seed=3)
    words = session.game.words(session.ctx)
    with speaking(code):
        counted, recorded = words.points.lines(words.say)
    assert counted.startswith(counts) and recorded.startswith(records)


@pytest.mark.rule("FG-OP-5")
def test_the_end_of_round_prompt_counts_what_the_ghosts_paid_you():
    """A Ghost operating your Workshop pays you 1 Prestige, which solobot counts: its line and the end of
    round prompt say so, so the person does not record it again (the prompt once said "(none)")."""
    session = Session(default_registry().game("florenza"), {"ghost": ["medium", "hard"]}, seed=5)
    for line in ("start picconiere boscaiuolo", "resource spices", "detain brunelleschi", "done"):
        session.submit(session.game.parse_command(session.ctx, session.state, PLAYER, line.split()))
    assert session.state.phase == "round_end"
    paid = [e for e in session.events if e.kind == "operated" and e.facts["owner"] == PLAYER]
    assert paid, "seed 5: Ghost 1 operates your Picconiere in round 1"
    assert all("it pays you 1 Prestige Point, counted by solobot" in e.text for e in paid)
    prompt = [e.text for e in session.events if e.kind == "your-step"][-1]
    fees = sum(e.facts["fee"] for e in paid)
    assert f"(none) and what the Ghosts paid you for your Workshops (+{fees} Prestige Point" in prompt
    assert session.state.points[PLAYER]["prestige"] == fees  # counted: nothing else scored for you yet


@pytest.mark.parametrize(("ghosts", "seed"), [(GHOSTS[0], 1), (GHOSTS[1], 2), (["hard", "masterpiece"], 4)])
def test_every_undo_of_a_whole_game_takes_the_table_back_where_it_was(ghosts, seed):
    """Issue 26, item 3: each undo's take-back steps, replayed on a mirrored table, end where the game was
    before the input: your Workshops, crests, Kinsmen, Artist tiles, Captain cards and markers as well as
    the Ghosts' pieces."""
    assert undo_mirrors(default_registry(), "florenza", {"ghost": ghosts}, seed) == []


def test_undo_takes_back_your_own_pieces_in_the_games_words():
    """Your build, operate, art and hire are told as table changes and taken back by name."""
    session = Session(default_registry().game("florenza"), {"ghost": ["medium"]}, seed=1)
    session.autoplay(None, on_step=lambda played: None)
    seen: dict[str, list[str]] = {}
    while session.inputs:
        action = session.inputs[-1]
        _, lines = undo_told(session)
        mine = [line for line in lines if "your" in line]
        if action["op"] in ("build", "operate", "art", "hire") and action["op"] not in seen:
            seen[action["op"]] = mine
            if action["op"] == "hire":  # the Kinsman you placed first, so taken back last
                assert lines[-2] == f"Turn the {action['captain']} card face up again"
                assert lines[-1].startswith("Take back the Kinsman you placed: you have ")
    assert any(line.startswith("Take the ") and " of your District" in line for line in seen["build"])
    assert any(line.startswith("Take your Kinsman off ") for line in seen["operate"])
    assert any(line.startswith("Take your Family Crest off ") for line in seen["art"])
    assert any(line.startswith("Put the marker of your Prestige Points on ") for line in seen["art"])
    assert any(line.startswith("Put the marker of your ") for line in seen["hire"])


def test_your_family_is_told_at_setup():
    session = Session(default_registry().game("florenza"), {"ghost": ["medium"]}, seed=1)
    family = session.state.families[PLAYER]
    assert any(f"You play the {family} family" in event.text for event in session.events)


@pytest.mark.rule("FG-LVL-4")
def test_why_a_ghosts_artist_names_the_artists_compared_and_the_tie_break():
    why, event = first_why(default_registry(), "florenza", TWO, 2, "ghost-artwork")
    at = next(i for i, line in enumerate(why) if event.text.rstrip(".") in line)
    assert why[at + 1].startswith(f"    compared: {event.facts['artist']} cost {event.facts['cost']}, ")
    assert why[at + 2].startswith("    on a tie: the Artist under the lowest-numbered Life in Florenza card")


@pytest.mark.rule("FG-P2-1")
def test_why_a_detained_artist_names_the_artists_compared():
    why, event = first_why(default_registry(), "florenza", TWO, 2, "detained")
    assert any(line.startswith(f"    compared: {event.facts['artist']} cost ") for line in why)
    assert any("[FG-P2-1: a Ghost Captain detains the most expensive Artist]" in line for line in why)


@pytest.mark.rule("FG-CAP-1")
def test_why_a_hired_captain_names_the_captains_compared():
    why, event = first_why(default_registry(), "florenza", TWO, 2, "hired")
    assert any(line.startswith(f"    compared: {event.facts['captain']} first alphabetically") for line in why)


def test_names_are_offered_as_printed_and_complete_after_several_words():
    """FG-SETUP-4: the starting Workshops are offered as printed ('Monte di Pietà', no dashes), typed whole or as
    one dashed word; Tab after a name of several words offers the SECOND (the first one left out of it)."""
    from florenza_helpers import session as florenza_session

    from solobot_florenza.plugin import GAME

    table = florenza_session(ghosts=("easy",))
    start = next(c for c in GAME.commands(table.ctx, table.state) if c.name == "start")
    assert "Monte di Pietà" in start.args[0].choices and not any("-" in word for word in start.args[0].choices)
    second = start.next_words(["Monte", "di", "Pietà"])
    assert second and "Monte di Pietà" not in second and "Boscaiuolo" in second
    for line in ("start monte di pieta boscaiuolo", "start Monte-di-Pietà boscaiuolo"):
        action = GAME.parse_command(table.ctx, table.state, PLAYER, line.split())
        assert len(set(action["workshops"])) == 2
