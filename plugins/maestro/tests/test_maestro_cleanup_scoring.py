"""The Cleanup phase, final scoring and the verdict."""

import pytest
from maestro_helpers import COMP, blank_state, gallery, make_ctx, put, rules, scripted

from solobot_maestro.exhibition import cleanup, take_back_scoring_artworks
from solobot_maestro.scoring import final_score, machina_breakdown
from solobot_maestro.state import MACHINA, PLAYER


def played_round():
    """Cards and tokens on the board after a round; the Machina scored 3, you scored 4."""
    state = blank_state()
    state.machina.main.draw_pile = ["S01", "S02"]
    state.machina.main.discard_pile = ["S03"]
    state.machina.cards_at["create"] = ["S04"]
    state.machina.cards_at["study"] = ["S05"]
    state.machina.gossip_cards = ["S05"]
    state.person.cards_at["move"] = [2]
    state.tokens_at["move"][PLAYER] = ["blue"]
    state.tokens_at["create"][MACHINA] = ["orange"]
    state.token_supply = []
    state.tiles_up = ["PG03", "PG04", "PG01"]
    state.tile_deck = ["PG10", "PG11", "PG12", "PG13"]
    state.collector_deck = ["CS6", "CS5"]
    state.patron_deck = ["B05", "P06", "B07", "B08", "P01"]
    for region in (3, 4, 1):
        gallery(state, region)
    put(state, 3, machina=2, player=1)
    put(state, 4, machina=1, player=2)
    put(state, 10, player=1)
    state.scored_by[3], state.scored_by[4] = MACHINA, PLAYER
    state.lying["green"] = 1
    return state


SHUFFLE = [["S05", "S02", "S03", "S04", "S01"]]


@pytest.mark.rule("EX-CLEAN-0")
def test_no_cleanup_in_the_last_round():
    state = played_round()
    state.round = COMP.rounds
    ctx = make_ctx(source=scripted())
    cleanup(ctx, state)
    assert state.machina.cards_at["create"] == ["S04"] and state.tokens_at["move"][PLAYER] == ["blue"]
    assert state.gallery[3] == "popular" and state.art[MACHINA][3] == 2
    assert rules(ctx) == ["EX-CLEAN-0"]


@pytest.mark.rule("EX-CLEAN-1", "MM-GOLD-5")
def test_scorers_take_one_artwork_back_and_the_majority_is_rechecked(ctx):
    state = played_round()
    supply = dict(state.supply)
    take_back_scoring_artworks(ctx, state)
    assert state.art[MACHINA][3] == 1 and state.centerpiece[3] == MACHINA  # 1-1: the holder keeps it
    assert state.art[PLAYER][4] == 1 and state.centerpiece[4] == MACHINA  # 1-1: the Machina wins ties
    assert state.supply == {MACHINA: supply[MACHINA] + 1, PLAYER: supply[PLAYER] + 1}
    assert rules(ctx) == ["EX-CLEAN-1", "EX-CLEAN-1"]


@pytest.mark.rule("EX-CLEAN-1")
def test_only_gallery_regions_scored_this_exhibition_give_back():
    state = played_round()
    take_back_scoring_artworks(make_ctx(), state)
    assert state.art[PLAYER][10] == 1 and state.art[MACHINA][1] == 0


@pytest.mark.rule("EX-CLEAN-2", "EX-TOK-1")
def test_board_tokens_go_back_to_the_supply():
    state = played_round()
    cleanup(make_ctx(source=scripted(orders=SHUFFLE)), state)
    assert sorted(state.token_supply) == ["blue", "orange"]
    assert all(not t for by_seat in state.tokens_at.values() for t in by_seat.values())


@pytest.mark.rule("EX-CLEAN-3", "MM-CLEAN-1")
def test_cards_back_from_the_board_and_shuffled_with_the_discard():
    state = played_round()
    ctx = make_ctx(source=scripted(orders=SHUFFLE))
    cleanup(ctx, state)
    assert state.machina.main.draw_pile == SHUFFLE[0] and state.machina.main.discard_pile == []
    assert all(not cards for cards in state.machina.cards_at.values()) and state.machina.gossip_cards == []
    assert all(not cards for cards in state.person.cards_at.values())
    assert "MM-CLEAN-1" in rules(ctx)


@pytest.mark.rule("EX-CLEAN-4")
def test_new_collector_setup_card_stands_the_collectors_again():
    state = played_round()
    cleanup(make_ctx(source=scripted(orders=SHUFFLE)), state)
    assert state.collector_card == "CS6" and state.collector_deck == ["CS5"]
    assert state.standing == COMP.collector_cards["CS6"]
    assert all(n == 0 for n in state.lying.values())


@pytest.mark.rule("EX-CLEAN-5", "EX-CLEAN-6")
def test_popular_become_secondary_and_three_new_popular_galleries():
    state = played_round()
    cleanup(make_ctx(source=scripted(orders=SHUFFLE)), state)
    assert [state.gallery[r] for r in (3, 4, 1)] == ["secondary"] * 3
    assert state.tiles_up == ["PG10", "PG11", "PG12"] and state.tile_deck == ["PG13"]
    assert [state.gallery[r] for r in (10, 11, 12)] == ["popular"] * 3
    assert state.centerpiece[10] == PLAYER  # your Artwork was already there


@pytest.mark.rule("EX-CLEAN-7")
def test_machina_has_no_upgrade_display_to_refresh():
    state = played_round()
    upgraded = list(state.machina.upgraded.draw_pile)
    ctx = make_ctx(source=scripted(orders=SHUFFLE))
    cleanup(ctx, state)
    assert state.machina.upgraded.draw_pile == upgraded
    assert "EX-CLEAN-7" in rules(ctx)


@pytest.mark.rule("EX-CLEAN-8")
def test_first_player_marker_moves_on():
    state = played_round()
    assert state.first == PLAYER
    cleanup(make_ctx(source=scripted(orders=SHUFFLE)), state)
    assert state.first == MACHINA


@pytest.mark.rule("EX-CLEAN-9")
def test_patron_cards_dealt_from_create_clockwise():
    state = played_round()
    cleanup(make_ctx(source=scripted(orders=SHUFFLE)), state)
    assert state.patron_at == {"create": "B05", "move": "P06", "influence": "B07", "study": "B08"}
    assert state.patron_deck == ["P01"]


# -- final scoring --------------------------------------------------------------------------


def with_patrons(difficulty):
    state = blank_state(difficulty=difficulty)
    state.patrons[MACHINA] = ["B01", "B02", "P01"]
    return machina_breakdown(state, COMP)


@pytest.mark.rule("MM-SCORE-1")
def test_patron_cards_three_and_nine():
    items = with_patrons("normal")
    assert items["Benefactor cards"] == 6 and items["Patroness cards"] == 9


@pytest.mark.rule("MM-DIFF-E2")
def test_easier_patroness_worth_six():
    items = with_patrons("easier")
    assert items["Benefactor cards"] == 6 and items["Patroness cards"] == 6


@pytest.mark.rule("MM-DIFF-H3")
def test_harder_benefactor_six_patroness_fifteen():
    items = with_patrons("harder")
    assert items["Benefactor cards"] == 12 and items["Patroness cards"] == 15


@pytest.mark.rule("MM-SCORE-2")
def test_michelangelo_spaces_and_full_rows(state):
    state.machina.grid[0] = [["orange", "orange"]] * 5  # a full row: 5 x 3 + 3
    state.machina.grid[1][0] = ["blue", "green"]
    state.machina.grid[2][1] = ["green"]
    items = machina_breakdown(state, COMP)
    assert items["Workshop spaces"] == 15 + 3 + 1
    assert items["full rows"] == 3


@pytest.mark.rule("MM-SCORE-3")
def test_davinci_double_printed_vp_and_bl6_per_popular_tile():
    state = blank_state("davinci")
    state.machina.markers_removed[0] = 2  # BL1: printed 1 and 2
    state.machina.markers_removed[4] = 1  # BL5: printed 3
    state.machina.markers_removed[5] = 1  # BL6
    state.tiles[MACHINA] = ["PG01", "PG02"]
    items = machina_breakdown(state, COMP)
    assert items["Invention markers"] == 2 * (1 + 2) + 2 * 3
    assert items["BL6 markers"] == 6 * 2


@pytest.mark.rule("MM-SCORE-4")
@pytest.mark.parametrize("player_vp, winner", [(20, "machina"), (21, "player"), (3, "machina")])
def test_you_must_beat_the_machina_a_tie_is_a_loss(player_vp, winner, state):
    state.vp = {MACHINA: 20, PLAYER: player_vp}
    assert final_score(state, COMP).winner is None
    state.phase = "over"
    score = final_score(state, COMP)
    assert score.final and score.winner == winner
    assert score.points == {MACHINA: 20, PLAYER: player_vp}
