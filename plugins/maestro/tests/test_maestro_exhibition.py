"""The Exhibition: colour order, Galleries, presence, Major Publicity, tokens."""

import pytest
from maestro_helpers import blank_state, gallery, make_ctx, put, rules, scripted

from solobot_maestro.board import colour_order
from solobot_maestro.exhibition import (
    exhibition,
    kinds_left,
    major_publicity,
    order_colours,
    presence,
    publicity_at,
    score_galleries,
    study_leader,
)
from solobot_maestro.state import MACHINA, PLAYER


@pytest.mark.rule("EX-ORDER-1")
def test_colours_ranked_by_collectors_standing_or_lying():
    state, ctx = blank_state(), make_ctx()
    state.standing = {"orange": 3, "blue": 2, "green": 1, "purple": 0}
    state.lying = {"orange": 1, "blue": 0, "green": 2, "purple": 0}
    ctx.derived.drop()  # the board set by hand: its derived facts are made again
    assert colour_order(state, ctx.components) == ["orange", "green", "blue", "purple"]
    ranks = order_colours(ctx, state)
    assert ranks == {"orange": 0, "green": 1, "blue": 2, "purple": 3}
    assert rules(ctx) == ["EX-ORDER-1"]


@pytest.mark.rule("EX-ORDER-2")
def test_ties_go_to_the_lower_precedence_number():
    state, ctx = blank_state(), make_ctx()  # 2 each: Precedence green 1, purple 2, orange 3, blue 4
    assert colour_order(state, ctx.components) == ["green", "purple", "orange", "blue"]
    state.standing["blue"] = 3
    ctx.derived.drop()  # the board set by hand: its derived facts are made again
    assert colour_order(state, ctx.components) == ["blue", "green", "purple", "orange"]
    order_colours(ctx, state)
    assert "EX-ORDER-2" in rules(ctx)


@pytest.mark.rule("EX-GAL-1")
def test_galleries_pay_their_centerpiece_holder_by_colour_rank_lowest_region_first():
    state, ctx = blank_state(), make_ctx()
    state.round = 2
    ctx.derived.drop()  # the board set by hand: its derived facts are made again
    gallery(state, 12)  # green Popular: 10
    gallery(state, 4)  # purple Popular: 7
    gallery(state, 1, "secondary")  # orange Secondary: 2
    put(state, 12, machina=1)
    put(state, 4, player=2, machina=1)
    put(state, 1, machina=1)
    score_galleries(ctx, state, order_colours(ctx, state))
    assert state.vp == {MACHINA: 12, PLAYER: 7}
    scored = [e.data["region"] for e in ctx.events if e.rule == "EX-GAL-1"]
    assert scored == [1, 4, 12]
    assert state.scored_by[12] == MACHINA and state.scored_by[4] == PLAYER


@pytest.mark.rule("EX-GAL-2")
def test_scoring_a_popular_gallery_takes_its_tile():
    state, ctx = blank_state(), make_ctx()
    state.tiles_up = ["PG03", "PG04"]
    gallery(state, 3)
    gallery(state, 4)
    put(state, 3, machina=1)
    score_galleries(ctx, state, order_colours(ctx, state))
    assert state.tiles[MACHINA] == ["PG03"] and state.tiles_up == ["PG04"]  # nobody held 4


@pytest.mark.rule("EX-GAL-3")
def test_no_secondary_galleries_in_round_one():
    state, ctx = blank_state(), make_ctx()
    gallery(state, 3, "secondary")
    put(state, 3, machina=1, player=0)
    score_galleries(ctx, state, order_colours(ctx, state))
    assert state.vp[MACHINA] == 0 and "EX-GAL-3" in rules(ctx)
    state.round = 2
    ctx.derived.drop()  # the board set by hand: its derived facts are made again
    score_galleries(make_ctx(), state, order_colours(make_ctx(), state))
    assert state.vp[MACHINA] == 5


@pytest.mark.rule("EX-PRES-1", "MM-EXH-1")
def test_presence_without_majority_gains_a_resource_of_the_region_colour():
    state, ctx = blank_state(), make_ctx()
    gallery(state, 3)  # green, held by the Machina
    gallery(state, 4)  # purple, held by you
    put(state, 3, machina=2, player=1)
    put(state, 4, machina=1, player=2)
    put(state, 5, machina=1, player=1)  # no Gallery: no presence
    presence(ctx, state)
    assert state.person.resources == {"orange": 0, "blue": 0, "green": 1, "purple": 0}
    assert [c for row in state.machina.grid for held in row for c in held] == ["purple"]
    assert rules(ctx).count("EX-PRES-1") == 2


def publicity_position():
    state = blank_state()
    state.machina.cards_at["create"] = ["S15", "S16"]  # Publicity 2 + 2 (S16 a Gossip card)
    state.machina.gossip_cards = ["S16"]
    state.tokens_at["create"][MACHINA] = ["blue"]  # not orange: +1
    state.person.cards_at["create"] = [2, 1]
    state.tokens_at["create"][PLAYER] = ["orange"]  # matches Create: +2
    return state


@pytest.mark.rule("EX-PUB-1", "EX-TOK-1")
def test_publicity_is_cards_gossip_included_plus_tokens():
    state = publicity_position()
    comp = make_ctx().components
    assert publicity_at(state, comp, "create", MACHINA) == 5
    assert publicity_at(state, comp, "create", PLAYER) == 5


@pytest.mark.rule("EX-PUB-2", "EX-PUB-3", "MM-EXH-1")
def test_higher_publicity_takes_the_patron_card_and_loser_a_random_token():
    state = publicity_position()
    state.person.cards_at["create"] = [3, 1]
    state.patron_at["create"] = "P01"
    state.token_supply = ["orange", "green", "blue"]
    ctx = make_ctx(source=scripted(picks=[1]))
    major_publicity(ctx, state)
    assert state.patrons[PLAYER] == ["P01"]
    assert state.tokens[MACHINA] == ["green"] and state.token_supply == ["orange", "blue"]
    told = {e.kind: e.text for e in ctx.events}  # the card taken face up and the token drawn are named
    assert "take the Patroness card “Lady of the Arno”" in told["publicity-won"]  # P01, by the name it shows
    assert "for the Machina: green, face up" in told["token-drawn"]


@pytest.mark.rule("EX-PUB-3")
def test_loser_with_zero_publicity_takes_no_token(state):
    state.person.cards_at["move"] = [1]
    state.patron_at["move"] = "B01"
    state.token_supply = ["orange"]
    ctx = make_ctx(source=scripted())
    major_publicity(ctx, state)
    assert state.patrons[PLAYER] == ["B01"] and state.tokens[MACHINA] == []


@pytest.mark.rule("EX-PUB-4", "MM-GOLD-5")
def test_tie_goes_to_the_machina_whatever_the_study_track_says():
    state = publicity_position()  # 5 - 5
    state.patron_at["create"] = "P02"
    state.study = {MACHINA: 0, PLAYER: 4}
    state.token_supply = ["purple"]
    ctx = make_ctx(source=scripted(picks=[0]))
    major_publicity(ctx, state)
    assert state.patrons[MACHINA] == ["P02"] and state.tokens[PLAYER] == ["purple"]
    tie = next(e for e in ctx.events if e.rule == "MM-GOLD-5")
    assert tie.data["study_leader"] == PLAYER


@pytest.mark.rule("EX-PUB-4")
def test_study_leader_is_farther_or_first_there(state):
    state.study = {MACHINA: 3, PLAYER: 5}
    assert study_leader(state) == PLAYER
    state.study = {MACHINA: 5, PLAYER: 5}
    state.study_arrival = {MACHINA: 9, PLAYER: 4}
    assert study_leader(state) == PLAYER
    state.study_arrival = {MACHINA: 3, PLAYER: 4}
    assert study_leader(state) == MACHINA


@pytest.mark.rule("EX-PUB-5")
def test_no_publicity_at_all_card_goes_back_to_the_box(state):
    state.patron_at["influence"] = "P03"
    major_publicity(make_ctx(source=scripted()), state)
    assert state.patron_box == ["P03"] and state.patrons == {MACHINA: [], PLAYER: []}
    assert state.patron_at["influence"] == ""


@pytest.mark.rule("EX-TOK-1")
def test_token_worth_two_on_matching_action_else_one(state):
    comp = make_ctx().components
    state.tokens_at["study"][PLAYER] = ["purple", "green"]  # study is purple
    assert publicity_at(state, comp, "study", PLAYER) == 3


@pytest.mark.rule("EX-START-1")
def test_exhibition_starts_with_start_of_phase_effects(state):
    state.patrons[MACHINA] = ["B12"]
    ctx = make_ctx(source=scripted())
    exhibition(ctx, state)
    assert rules(ctx)[0] == "EX-START-1"
    assert ctx.events[0].data["machina_cards"] == ["B12"]


@pytest.mark.rule("MM-EXH-1")
def test_machina_scores_the_exhibition_like_a_player(state):
    state.tiles_up = ["PG03"]
    gallery(state, 3)
    put(state, 3, machina=2, player=2)  # a tie: the Machina's
    state.person.cards_at["study"] = [1]
    state.machina.cards_at["study"] = ["S05"]  # 1 - 1: the Machina's
    state.patron_at["study"] = "P04"
    state.token_supply = ["green"]
    ctx = make_ctx(source=scripted(picks=[0]))
    exhibition(ctx, state)
    assert state.vp[MACHINA] == 10 and state.tiles[MACHINA] == ["PG03"]
    assert state.patrons[MACHINA] == ["P04"] and state.tokens[PLAYER] == ["green"]
    assert state.person.resources["green"] == 1  # your presence


def test_start_of_the_exhibition_mentions_your_cards_only_when_you_had_one():
    """Issue 26: "(yours were used just before this)" only when you hold an Exhibition-symbol Benefactor."""
    from solobot.events import Event
    from solobot_maestro.narration import exhibition_start

    event = Event(None, "EX-START-1", "exhibition-start")
    line = exhibition_start(None, {"machina_cards": [], "yours": []}, event)
    assert "yours" not in line
    line = exhibition_start(None, {"machina_cards": [], "yours": ["B03"]}, event)
    assert "(yours were used just before this)" in line


def test_help_play_explains_gossip_turns():
    from solobot_maestro.person import play

    play = play.declared
    assert "Gossip turn" in play.help and "Publicity printed on it" in play.help


@pytest.mark.rule("EX-CLEAN-9")
def test_a_deal_is_asked_among_the_kinds_left_the_top_cards_first():
    kind_of = {"B1": "benefactor", "B2": "benefactor", "P1": "patroness", "B3": "benefactor"}
    assert kinds_left(["B1", "B2", "P1", "B3"], kind_of, 2) == ["benefactor", "patroness"]
    assert kinds_left(["P1", "B1"], kind_of, 2) == ["patroness", "benefactor"]
    assert kinds_left(["B2", "B3"], kind_of, 2) == ["benefactor"]  # one kind left: nothing to ask
