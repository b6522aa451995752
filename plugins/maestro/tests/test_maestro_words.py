"""Maestro in its own words: no code reaches the person, and every VP of yours is counted once."""

from __future__ import annotations

import re

import pytest

from solobot.cli.narrate import score_lines
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session, choose_policy
from solobot.engine.skill import opponent_source
from solobot.testing import TAKE_BACK_CODE, every_take_back, first_why, undo_mirrors, whole_game_lines
from solobot.words import code_in, history_sentences, undo_told, why_lines
from solobot_maestro.state import PLAYER


@pytest.mark.parametrize("variant", ["michelangelo", "davinci"])
def test_no_code_reaches_a_person_in_a_whole_game(variant):
    registry = default_registry()
    for seed in (1, 2):
        assert not code_in(whole_game_lines(registry, "maestro", {"variant": variant}, seed), ["machina"])


@pytest.mark.parametrize(("variant", "seed"), [("michelangelo", 1), ("davinci", 2), ("michelangelo", 3)])
def test_every_take_back_of_a_whole_game_is_a_step_at_the_table(variant, seed):
    lines = every_take_back(default_registry(), "maestro", {"variant": variant}, seed)
    assert len(lines) > 100
    assert [line for line in lines if any(form in line for form in TAKE_BACK_CODE)] == []
    assert not code_in(lines, ["machina"])
    assert all(line[:1].isupper() for line in lines)
    played = [line for line in lines if line.startswith("Put the Machina's card ") and line.endswith(" its deck")]
    assert played  # a card play is one line naming the card, not a Move and a Set


def test_history_is_sentences_and_undo_says_what_to_take_back():
    spec = default_registry().game("maestro")
    session = Session(spec, {}, seed=3)
    for line in ("place venezia 1", "play create 1"):
        session.submit(session.game.parse_command(session.ctx, session.state, PLAYER, line.split()))
    assert history_sentences(session)[0].startswith("You place 1 Artwork from your supply in 3 Venezia")
    assert history_sentences(session)[1].startswith("You play your card face up at Create")
    action, lines = undo_told(session)  # the card, and the Machina's turn after it
    assert action["op"] == "play"
    assert any("the Machina" in line for line in lines)
    assert not code_in(lines, ["machina"])


@pytest.mark.rule("MM-SCORE-4")
@pytest.mark.parametrize("seed", [2, 5])
def test_every_vp_of_yours_is_counted_once(seed):
    """A scripted game: the default opponent's moves, and 3 VP recorded by hand in the first turn of each round;
    your VP track is exactly the Gallery VP solobot said it counted plus the VP you recorded."""
    spec = default_registry().game("maestro")
    session = Session(spec, {}, seed=seed)
    name, choose = choose_policy(spec, None)
    rng = opponent_source(seed, name)
    recorded_rounds = set()
    while session.pending is not None:
        state = session.state
        if state.phase == "turns" and state.person.turn_ops and state.round not in recorded_rounds:
            recorded_rounds.add(state.round)
            session.submit({"op": "vp", "points": 3})
            continue
        session.submit(choose(session.ctx, state, session.pending.seat, rng))
    texts = [e.text for e in session.events if e.seat == PLAYER]
    counted = sum(int(n) for t in texts for n in re.findall(r"score (\d+) VP, counted by solobot", t))
    recorded = sum(int(n) for t in texts for n in re.findall(r"[Yy]ou add \+(\d+) VP yourself", t))
    assert recorded == 12 and counted > 0
    assert session.state.vp[PLAYER] == counted + recorded
    score = session.score()
    assert score.breakdown[PLAYER]["VP track, counted by solobot"] == counted
    assert score.breakdown[PLAYER]["VP track, recorded by you"] == recorded
    rest = score.breakdown[PLAYER]["the rest of your final score, recorded by you"]
    assert score.points[PLAYER] == session.state.person.final == counted + recorded + rest
    assert "VP track, counted by solobot: " in "\n".join(score_lines(score, session.person))


@pytest.mark.rule("EX-PUB-1")
def test_gossip_cards_are_named_once_turned_up_never_while_face_down():
    session = Session(default_registry().game("maestro"), {}, seed=1)
    session.autoplay(None, on_step=lambda played: None)
    played = [e for e in session.events if e.kind == "gossip-card"]
    revealed = [e for e in session.events if e.kind == "gossip-revealed"]
    assert played and revealed
    for event in revealed:
        for card, action in event.facts["cards"]:
            assert f"the card at {action.title()} (Publicity " in event.text  # where it lies, as the person sees it
            assert card not in event.text  # never its code
    cards = {card for event in revealed for card, _ in event.facts["cards"]}
    assert not any(card in event.text for event in played for card in cards)


@pytest.mark.rule("MM-TURN-1")
def test_why_gives_each_decisions_reason_without_repeating_the_lines():
    session = Session(default_registry().game("maestro"), {}, seed=3)
    for line in ("place venezia 1", "play create 1", "place venezia 1", "play create 1"):
        session.submit(session.game.parse_command(session.ctx, session.state, PLAYER, line.split()))
    why = why_lines(session)
    told = {event.text for event in session.events}
    assert not told & set(why)
    assert any("because its meeple moves clockwise by the higher minus the lower  [MM-TURN-1: roll both dice" in line
               for line in why)
    session.submit(session.game.parse_command(session.ctx, session.state, PLAYER, ["vp", "2"]))
    assert why_lines(session)[0] == "No bot has played since your last input; its turn before that:"
    assert why_lines(session)[1:] == why


def test_the_game_declares_which_points_it_counts_and_which_you_record():
    session = Session(default_registry().game("maestro"), {}, seed=3)
    counted, recorded = session.game.words(session.ctx).points.lines()
    assert "Exhibitions" in counted and "vp N" in recorded


@pytest.mark.rule("MM-TURN-5")
@pytest.mark.rule("MM-DIFF-H2")
def test_ap_going_to_a_move_agree_with_their_count_and_say_why_study_fails():
    from solobot.events import Event
    from solobot_maestro.narration import move_instead

    def line(**facts):
        return move_instead(None, facts, Event("machina", "MM-TURN-5", "move-instead"))

    assert line(ap=1, cause="no-popular-centerpiece") == (
        "1 AP goes to a Move: the Machina holds no Popular Gallery Centerpiece.")
    assert line(ap=2, cause="harder-leftover", action="create") == (
        "2 AP go to a Move: Harder: they are left over from Create.")
    assert line(ap=1, cause="harder-leftover", action="create") == (
        "1 AP goes to a Move: Harder: it is left over from Create.")
    assert line(ap=3, cause="cannot-resolve", action="study") == (
        "3 AP go to a Move: it cannot resolve Study: its marker is on the last space of the Study track "
        "(its card stays there).")


def test_take_backs_of_the_lodge_and_the_regions_are_steps_at_the_table():
    """The changes are made as the game makes them (table.py's keys, whose parts the take-back reads)."""
    from solobot.events import Event, Move, Set
    from solobot.words import take_back
    from solobot_maestro import table

    session = Session(default_registry().game("maestro"), {}, seed=1)
    words, comp = session.game.words(session.ctx), session.ctx.components
    laid = Move(table.COLLECTOR, table.lodge_area("purple", False), table.lodge_area("blue", True), 1, None)
    lying = table.counted(table.COLLECTOR, None, table.lodge_area("green", True), 2)
    palermo = comp.index_of_number[16]
    events = [Event("machina", None, "a", changes=(laid, Set(table.centerpiece_of(comp, palermo), "machina"), lying))]
    assert take_back(words, events, {"Collector at green area, lying": 1}) == [
        "Have 1 Collector lying in the green area again",
        "Take the Centerpiece off 16 Palermo",
        "Stand the Collector lying in the blue area up again in the purple area",
    ]
    cleanup = [Event(None, None, "b", changes=(Move(table.CARD, table.action_place("create"), table.DECK, 2, "machina"),
                                               Set(table.face_up_at("create"), None)))]
    assert take_back(words, cleanup, {"face-up cards of machina at Create": "S11 S12"}) == [
        "Take the Machina's cards S11 and S12 out of its deck and lay them face up at Create again"]


@pytest.mark.parametrize(("variant", "seed"), [("michelangelo", 1), ("davinci", 2)])
def test_every_undo_of_a_whole_game_takes_the_table_back_where_it_was(variant, seed):
    """Issue 26, item 3: each undo's take-back steps, replayed on a mirrored table, end where the game was
    before the input: your card, tokens, Study marker and VP as well as the Machina's pieces."""
    assert undo_mirrors(default_registry(), "maestro", {"variant": variant}, seed) == []


def test_undo_of_play_with_a_token_takes_back_your_card_and_token_last():
    session = Session(default_registry().game("maestro"), {}, seed=3)
    for line in ("take token orange", "play move 1 token orange"):
        session.submit(session.game.parse_command(session.ctx, session.state, PLAYER, line.split()))
    _, lines = undo_told(session)
    assert lines[-2:] == ["Take your orange Publicity token back from Move and put it in your play area again",
                          "Take your card back from Move into your hand"]
    assert lines[0] == "Put 2 of the Machina's Artworks from 0 Florence back in its supply"  # newest first: its turn
    _, lines = undo_told(session)
    assert lines == ["Put your orange Publicity token from your play area back in the supply"]


def test_an_upgrade_is_taken_back_by_the_cards_names():
    lines = every_take_back(default_registry(), "maestro", {}, 1)
    boxed = [line for line in lines if "out of the box" in line]
    assert boxed and all(re.search(r"card S\d+ out of the box", line) for line in boxed)
    assert not any("card of the Machina from deck" in line for line in lines)


@pytest.mark.rule("MM-MOVE-2")
def test_why_a_move_target_names_what_it_compared_and_the_tie_break():
    why, event = first_why(default_registry(), "maestro", {}, 2, "move-target", "tie_break")
    at = next(i for i, line in enumerate(why) if line.startswith(f"The Machina: {event.text.rstrip('.')}"))
    assert "[MM-MOVE-2: the target is the first that applies" in why[at]
    compared, tie = why[at + 1], why[at + 2]
    target = event.facts["compared"][0][0]
    assert compared.startswith(f"    compared: {target} {event.facts['value']} VP (")
    assert tie.startswith(f"    on a tie: ties go to the higher region number: {target} before ")
    assert all(isinstance(value, str) for _, value in event.facts["compared"])


@pytest.mark.rule("MM-INF-1")
def test_why_a_collectors_area_names_the_regions_compared():
    why, event = first_why(default_registry(), "maestro", {}, 2, "collector-moved")
    assert event.facts["compared"]
    assert any(line.startswith("    compared: ") and " VP" in line for line in why)
    assert any("[MM-INF-1: holding a Popular Centerpiece" in line or "[MM-INF-2: " in line for line in why)


def test_a_fast_simulation_weighs_nothing():
    session = Session(default_registry().game("maestro"), {}, seed=2, keep_events=False)
    session.autoplay(None)
    assert session.events == []
