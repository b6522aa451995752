"""Florenza tells your own side (issue 38, item 4): your Artist's card turned to its Masterpiece and the Kinsman
you placed are told at the table and taken back by undo, in each language; a round end's undo names no pair that
cancels out (the detained Artist freed and detained again, a Kinsman home and back on the Bishop card).

The Ghost's dice are seeded (seed 3: Ghost 1 Captain in round 2 detains Filippo Brunelleschi again); your die
is the roll you type with ``art`` (a 6, Giotto's gold box)."""

from __future__ import annotations

import pytest

from solobot.check.telling import TellingWatch
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.events import Move, Set
from solobot.i18n import speaking
from solobot.words import take_back_steps, undo_told
from solobot_florenza.components import load_components
from solobot_florenza.narration import OWN
from solobot_florenza.plugin import GAME
from solobot_florenza.state import PLAYER
from solobot_florenza.table import DETAINED, card_thing

GIOTTO_IN_YOUR_CHIESA = "art chiesa 4 giotto 6"  # Pala d'Altare needs painting; Giotto's gold box is a 6


def played(*lines: str, seed: int = 3) -> Session:
    """A one-Ghost game from its setup: you start with the first two starting Workshops, pick wood and detain
    Filippo Brunelleschi as round 1's Captain (FG-SETUP-3), then type ``lines``."""
    session = Session(default_registry().game("florenza"), {"ghost": ["medium"]}, seed=seed)
    first, second = session.components.starting_workshops[:2]
    for line in (f"start {first} {second}", "resource wood", "detain brunelleschi", *lines):
        session.submit(session.game.parse_command(session.ctx, session.state, PLAYER, line.split()))
    return session


TOLD = {
    "en": "You create the Pala d'Altare in your Chiesa with Giotto; a gold box: his Masterpiece, turn Giotto's card "
          "over; +7 Prestige Points, +2 Church Points, counted by solobot",
    "it": "Crei la Pala d'Altare nella tua Chiesa con Giotto; casella d'oro: il suo Capolavoro, gira la carta di "
          "Giotto; solobot conta +7 Punti Prestigio, +2 Punti Chiesa",
    "de": "Du schaffst die Pala d'Altare in deiner Chiesa mit Giotto; ein goldenes Feld: sein Meisterwerk, dreh die "
          "Karte von Giotto um; +7 Prestigepunkte, +2 Kirchenpunkte, von solobot gezählt",
}

TAKEN_BACK = {
    "en": ("Turn Giotto's card over to its front side again: no Masterpiece yet",
           "Take back the Kinsman you placed: you have 1 Kinsman to place this round again"),
    "it": ("Gira di nuovo la carta di Giotto sul fronte: ancora nessun Capolavoro",
           "Riprendi il Familiare che hai piazzato: hai di nuovo 1 Familiare da piazzare in questo round"),
    "de": ("Dreh die Karte von Giotto wieder auf die Vorderseite: noch kein Meisterwerk",
           "Nimm das Familienmitglied zurück, das du gesetzt hast: Du hast in dieser Runde wieder 1 Familienmitglied "
           "zu setzen"),
}


@pytest.mark.rule("FG-LVL-2")
@pytest.mark.parametrize("code", ["en", "it", "de"])
def test_your_artist_turned_to_his_masterpiece_is_told(code):
    """A gold box turns the Artist's card over: the line of your ``art`` says so, whole, in each language."""
    session = played(GIOTTO_IN_YOUR_CHIESA)
    created = next(e for e in session.events if e.kind == "you-create")
    assert Set(card_thing("Giotto"), "Masterpiece") in created.changes
    with speaking(code):
        assert GAME.narrate(session.ctx, created) == TOLD[code]


@pytest.mark.rule("FG-LVL-2")
@pytest.mark.parametrize("code", ["en", "it", "de"])
def test_undo_names_the_masterpiece_and_the_kinsman_you_placed(code):
    session = played(GIOTTO_IN_YOUR_CHIESA)
    with speaking(code):
        action, lines = undo_told(session)
    assert action["op"] == "art"
    flipped, kinsman = TAKEN_BACK[code]
    assert flipped in lines
    assert lines[-1] == kinsman  # you placed him first: he comes back last


def test_a_card_already_on_its_masterpiece_side_is_not_turned_again():
    """Giotto's card turned in round 1 stays so: a second gold box tells no turn, and its undo none either."""
    session = played(GIOTTO_IN_YOUR_CHIESA, "done", "done", "art chiesa 5 giotto 6")  # round 2: you are Bishop
    created = [e for e in session.events if e.kind == "you-create"][-1]
    assert created.facts["masterpiece"] and not created.facts["card_turned"]
    assert not any(getattr(c, "thing", None) == card_thing("Giotto") for c in created.changes)
    assert "Masterpiece" not in created.text
    _, lines = undo_told(session)
    assert not any("Giotto's card" in line for line in lines)
    assert lines[-1].startswith("Take back the Kinsman you placed: you have ")


def test_a_ghosts_gold_box_on_a_card_already_turned_tells_no_turn():
    facts = {"artist": "Giotto", "how": "dearest", "skill": "painting", "cost": 8, "card": 1, "position": 1,
             "artwork": "Vetrata", "where": "chiesa", "crest": "normal", "reward": {}, "face": 6, "prestige": 6,
             "detained": False, "completed": False, "masterpiece": True}
    comps = load_components(None)
    assert "turn his card over" in OWN["ghost-artwork"](comps, "ghost-1", {**facts, "turned": False})
    assert "turn his card over" not in OWN["ghost-artwork"](comps, "ghost-1", {**facts, "turned": True})


def test_every_kinsman_you_place_is_taken_back_once():
    """A whole game undone input by input: each Phase 4 action gives back its one Kinsman (on a Workshop, by the
    Workshop's own line); a pass, a correction or the start of Phase 4 asks nothing of you."""
    session = Session(default_registry().game("florenza"), {"ghost": ["medium"]}, seed=1)
    session.autoplay(None, on_step=lambda played: None)
    seen = set()
    while session.inputs:
        action, lines = undo_told(session)
        if session.state.phase != "kinsmen" or action["op"] in ("pass", "gain", "set", "kinsmen"):
            assert not any("Kinsman you placed" in line for line in lines), action
            continue
        mine = [line for line in lines if line.startswith(("Take back the Kinsman you placed",
                                                           "Take your Kinsman off your Workshop",
                                                           "Take your Kinsman off the Workshop"))]
        assert len(mine) == 1, (action, lines)
        seen.add(action["op"])
    assert {"build", "operate", "art", "hire"} <= seen


def test_every_change_of_your_own_input_is_told():
    """The completeness watch of ``solobot check`` (bot steps and cleanups), here over your inputs too: the public
    table before and after each of them differs only by the changes its lines announced."""
    for seed in (1, 2):
        session = Session(default_registry().game("florenza"), {"ghost": ["medium", "hard"]}, seed=seed)
        watch = TellingWatch(session)
        hooks = session.hook
        hooks.solobot_resolve_action = watch._watched(hooks.solobot_resolve_action, "your input", table=True)
        session._rebuild([])
        session.autoplay(None)
        assert watch.report.problems == [] and watch.report.steps > 100


@pytest.mark.rule("FG-P8-2")
@pytest.mark.rule("FG-P2-1")
def test_a_round_ends_undo_leaves_out_what_cancels():
    """Round 1 ends: Phase 8 frees Filippo Brunelleschi and clears the common Resource, your Kinsman leaves the
    Bishop card, Ghost 1's Kinsmen go home; round 2's Ghost Captain detains Filippo Brunelleschi again and rolls
    metal. Undo names neither Filippo line, says the common Resource once, and no step twice."""
    session = played(GIOTTO_IN_YOUR_CHIESA, "done")
    undone = session.events[session.marks[-1]:]
    detained = [c.value for e in undone for c in e.changes if isinstance(c, Set) and c.thing == DETAINED]
    assert detained == [None, "Filippo Brunelleschi"]  # the pair is there to cancel
    _, lines = undo_told(session)
    assert not any("Filippo Brunelleschi" in line for line in lines)
    assert [line for line in lines if "common Resource" in line] == ["Make wood the common Resource again"]


@pytest.mark.parametrize("seed", [1, 4])
def test_no_round_end_undo_of_a_whole_game_names_a_pair(seed):
    """Every round end of a two-Ghost game: no thing is set back twice, no pieces moved back and forth."""
    session = Session(default_registry().game("florenza"), {"ghost": ["medium", "masterpiece"]}, seed=seed)
    session.autoplay(None, on_step=lambda played: None)
    ends = 0
    while session.inputs:
        undone = session.events[session.marks[-1]:]
        action = session.undo()
        if action["op"] != "done" or not any(e.kind == "phase-8" for e in undone):
            continue
        ends += 1
        steps = take_back_steps(undone, GAME.public_table(session.ctx, session.state))
        things = [step.change.thing for step in steps if isinstance(step.change, Set)]
        assert len(things) == len(set(things))
        moves = [step.change for step in steps if isinstance(step.change, Move)]
        assert not [(a, b) for a in moves for b in moves if (a.piece, a.whose, a.src, a.dst) == (
            b.piece, b.whose, b.dst, b.src)]
    assert ends == 6  # rounds 1 to 6 (round 7's end is the game's)
