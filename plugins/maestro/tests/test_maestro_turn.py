"""A Machina turn: roll and move, play the top card, the Main Action, the Workshop Action; golden rules."""

import pytest
from maestro_helpers import COMP, blank_state, gallery, make_ctx, new_state, put, rules, scripted
from pydantic import ValidationError

from solobot_maestro.board import majority_holder
from solobot_maestro.bot import machina_turn, main_action
from solobot_maestro.components import MachinaCard
from solobot_maestro.state import MACHINA, PLAYER

STUDY_END = len(COMP.study) - 1


def deck(state, *cards):
    """Put these cards on top of the Machina's main deck, in order."""
    for card in reversed(cards):
        state.machina.main.draw_pile.remove(card)
        state.machina.main.draw_pile.insert(0, card)


@pytest.mark.rule("MM-SETUP-1")
def test_setup_gives_machina_its_two_decks_and_meeples():
    state = new_state(seed=5)
    assert sorted(state.machina.main.draw_pile) == sorted(COMP.starting) and len(state.machina.main.draw_pile) == 20
    assert (
        sorted(state.machina.upgraded.draw_pile) == sorted(COMP.upgraded)
        and len(state.machina.upgraded.draw_pile) == 20
    )
    assert state.machina.main.draw_pile != list(COMP.starting) or state.machina.upgraded.draw_pile != list(
        COMP.upgraded
    )
    assert COMP.actions[state.machina.meeple] == "create"


@pytest.mark.rule("MM-GOLD-1")
def test_cards_show_publicity_ap_and_resources_and_no_effort():
    assert all(len(COMP.card[c]) == 3 for c in COMP.starting + COMP.upgraded)
    with pytest.raises(ValidationError):
        MachinaCard(id="X", publicity=1, ap=2, resources=[], effort=1)


@pytest.mark.rule("MM-TURN-1")
def test_first_turn_of_game_does_not_roll(state):
    deck(state, "S05")
    ctx = make_ctx(source=scripted())  # no dice scripted: a roll would fail the test
    machina_turn(ctx, state, gossip=False)
    assert state.machina.cards_at["create"] == ["S05"]
    assert state.machina.has_played


@pytest.mark.rule("MM-TURN-1")
def test_later_turns_roll_two_dice_and_move_the_difference_clockwise(state):
    state.machina.has_played = True
    deck(state, "S05")
    ctx = make_ctx(source=scripted(dice=[2, 5]))  # 5 - 2 = 3: create -> move -> influence -> study
    machina_turn(ctx, state, gossip=False)
    assert state.machina.cards_at["study"] == ["S05"]
    assert COMP.actions[state.machina.meeple] == "study"


@pytest.mark.rule("MM-TURN-1")
def test_move_wraps_clockwise(state):
    state.machina.has_played = True
    state.machina.meeple = COMP.actions.index("study")
    deck(state, "S05")
    machina_turn(make_ctx(source=scripted(dice=[6, 4])), state, gossip=False)
    assert state.machina.cards_at["move"] == ["S05"]


@pytest.mark.rule("MM-TURN-2")
def test_action_with_three_of_its_cards_is_passed(state):
    state.machina.has_played = True
    state.machina.cards_at["study"] = ["S01", "S02", "S03"]
    state.machina.cards_at["create"] = ["S04", "S06", "S07"]
    deck(state, "S05")
    ctx = make_ctx(source=scripted(dice=[5, 2]))
    machina_turn(ctx, state, gossip=False)
    assert state.machina.cards_at["move"] == ["S05"]  # study full, create full, on to move
    assert rules(ctx).count("MM-TURN-2") == 2


@pytest.mark.rule("MM-TURN-3")
def test_top_card_goes_to_the_action_and_its_resources_are_gained(state):
    deck(state, "S13", "S01")  # S13: Publicity 1, 1 AP, blue + purple
    ctx = make_ctx(source=scripted())
    machina_turn(ctx, state, gossip=False)
    assert state.machina.cards_at["create"] == ["S13"]
    assert state.machina.main.draw_pile[0] == "S01"
    placed = sorted(c for row in state.machina.grid for held in row for c in held)
    assert placed == ["blue", "purple"]
    assert "MM-TURN-3" in rules(ctx)


@pytest.mark.rule("MM-TURN-4", "AMB-MM-2")
def test_gossip_card_face_down_and_nothing_happens(state):
    deck(state, "S13")
    supply = state.supply[MACHINA]
    ctx = make_ctx(source=scripted())
    machina_turn(ctx, state, gossip=True)
    assert state.machina.cards_at["create"] == ["S13"]
    assert state.machina.gossip_cards == ["S13"]
    assert not any(held for row in state.machina.grid for held in row)  # AMB-MM-2: no Resources
    assert state.supply[MACHINA] == supply  # no Create
    assert rules(ctx) == ["MM-TURN-1", "MM-TURN-4"]


@pytest.mark.rule("MM-TURN-5")
def test_unresolvable_action_sends_all_ap_to_a_move(state, ctx):
    state.study[MACHINA] = STUDY_END
    gallery(state, 3)
    put(state, 0, machina=2)
    main_action(ctx, state, "study", 2)
    assert state.study[MACHINA] == STUDY_END
    # a Move: (a) the empty Gallery takes the first Artwork (from Florence), then (c) the second
    assert state.art[MACHINA][3] == 2 and state.art[MACHINA][0] == 0
    assert "MM-TURN-5" in rules(ctx)


@pytest.mark.rule("MM-TURN-5")
def test_influence_without_any_collector_to_move_goes_to_a_move(state, ctx):
    gallery(state, 3)
    put(state, 3, machina=1)
    put(state, 0, machina=1)
    state.standing = {c: 0 for c in COMP.colours}
    ctx.derived.drop()  # the board set by hand: its derived facts are made again
    main_action(ctx, state, "influence", 1)
    assert "MM-TURN-5" in rules(ctx)
    assert state.art[MACHINA][3] == 2  # the Move reinforced its Gallery, step (c)


@pytest.mark.rule("MM-TURN-6", "MM-WS-2")
def test_workshop_action_follows_the_main_action():
    state = blank_state("davinci")
    state.machina.blueprints[0] = ["orange", ""]  # BL1 needs orange and blue
    deck(state, "S02")  # 1 AP, a blue Resource
    ctx = make_ctx("davinci", source=scripted())
    machina_turn(ctx, state, gossip=False)
    assert state.machina.markers_removed[0] == 1
    assert state.machina.blueprints[0] == ["", ""]
    assert rules(ctx)[-1] == "MM-WS-2"
    assert rules(ctx).index("MM-CREATE-3") < rules(ctx).index("MM-WS-2")


@pytest.mark.rule("MM-WS-2")
def test_incomplete_blueprint_keeps_its_markers():
    state = blank_state("davinci")
    state.machina.blueprints[4] = ["orange", "blue", "green", ""]
    ctx = make_ctx("davinci")
    from solobot_maestro.bot import workshop_action

    workshop_action(ctx, state)
    assert state.machina.markers_removed[4] == 0 and state.machina.blueprints[4][0] == "orange"


@pytest.mark.rule("MM-WS-1")
def test_michelangelo_has_no_workshop_action(state, ctx):
    state.machina.grid[0][0] = ["green", "green"]
    before = [list(map(list, row)) for row in state.machina.grid]
    from solobot_maestro.bot import workshop_action

    workshop_action(ctx, state)
    assert state.machina.grid == before and state.vp[MACHINA] == 0
    assert rules(ctx) == ["MM-WS-1"]


@pytest.mark.rule("MM-GOLD-2")
@pytest.mark.parametrize("round_, used", [(1, False), (2, False), (3, True), (4, True)])
def test_publicity_token_only_in_rounds_three_and_four(round_, used, state):
    state.round = round_
    state.tokens[MACHINA] = ["blue", "orange"]  # create is orange
    deck(state, "S05")
    machina_turn(make_ctx(source=scripted()), state, gossip=False)
    assert (state.tokens_at["create"][MACHINA] == ["orange"]) is used
    assert ("orange" in state.tokens[MACHINA]) is not used
    assert "blue" in state.tokens[MACHINA]


@pytest.mark.rule("MM-GOLD-2")
def test_no_matching_token_none_added(state):
    state.round = 3
    state.tokens[MACHINA] = ["blue"]
    deck(state, "S05")
    machina_turn(make_ctx(source=scripted()), state, gossip=False)
    assert state.tokens_at["create"][MACHINA] == [] and state.tokens[MACHINA] == ["blue"]


@pytest.mark.rule("MM-GOLD-3")
def test_unused_ap_are_lost(state, ctx):
    state.study[MACHINA] = STUDY_END - 1
    put(state, 0, machina=1)
    gallery(state, 3)
    main_action(ctx, state, "study", 3)
    assert state.study[MACHINA] == STUDY_END
    assert state.art[MACHINA][3] == 0 and state.art[MACHINA][0] == 1
    assert "MM-GOLD-3" in rules(ctx)


@pytest.mark.rule("MM-DIFF-H2")
def test_harder_leftover_ap_become_a_move():
    state = blank_state(difficulty="harder")
    state.study[MACHINA] = STUDY_END - 1
    put(state, 0, machina=1)
    gallery(state, 3)
    ctx = make_ctx(difficulty="harder")
    main_action(ctx, state, "study", 3)
    assert state.art[MACHINA][3] == 2  # the 2 leftover AP: (a) then (c) on the same Gallery
    assert "MM-DIFF-H2" in rules(ctx) and "MM-GOLD-3" not in rules(ctx)


@pytest.mark.rule("MM-GOLD-4")
def test_michelangelo_machina_artworks_are_one_type():
    state = new_state("michelangelo")
    assert isinstance(state.supply[MACHINA], int)
    assert all(isinstance(n, int) for n in state.art[MACHINA])
    total = COMP.workshops["michelangelo"].artworks
    assert state.supply[MACHINA] + sum(state.art[MACHINA]) == total


@pytest.mark.rule("MM-GOLD-5")
def test_machina_wins_every_tie_for_a_centerpiece():
    assert majority_holder(2, 2) == MACHINA
    assert majority_holder(1, 2) == PLAYER
    assert majority_holder(0, 0) == ""
