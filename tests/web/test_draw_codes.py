"""A long physical draw folded beside a bot turn offers each item as a small chip saying what the card or tile
shows, never its printed code alone (issue 38, item 2; docs/playing-in-the-browser.md: "A card or tile is never a
bare code"): a patron card's name, a Popular Gallery tile's number and region, a Machina card's features."""

from __future__ import annotations

from solobot.web.view import short_words

PATRONS = ["B01 (Benefactor, Guild Purse)", "B02 (Benefactor, Quarry Deed)", "B03 (Benefactor, Loyal Apprentice)",
           "B04 (Benefactor, Merchant's Cart)", "B05 (Benefactor, Letter of Credit)"]


def test_a_patron_card_is_its_name_its_kind_shown_by_its_back():
    assert short_words(PATRONS) == ["Guild Purse", "Quarry Deed", "Loyal Apprentice", "Merchant's Cart",
                                    "Letter of Credit"]
    italian = [f"B0{n} (Benefattore, {name})" for n, name in enumerate(
        ("Borsa della Gilda", "Atto di Cava", "Apprendista Fedele", "Carro del Mercante", "Lettera di Credito"), 1)]
    assert short_words(italian)[3] == "Carro del Mercante"


def test_a_gallery_tile_is_its_number_and_region():
    assert short_words(["PG01 (1 Torino)", "PG02 (2 Milano)", "PG03 (3 Venezia)", "PG04 (4 Genova)",
                        "PG13 (13 Napoli)"]) == ["1 Torino", "2 Milano", "3 Venezia", "4 Genova", "13 Napoli"]


def test_a_machina_card_is_its_features_as_the_list_words_them():
    cards = ["S01 (Publicity 0, 1 AP, Resources: orange)", "S05 (Publicity 1, 1 AP, no Resources)",
             "S08 (Publicity 0, 2 AP, Resources: blue)", "S13 (Publicity 1, 1 AP, Resources: blue, purple)",
             "S17 (Publicity 0, 3 AP, no Resources)"]
    assert short_words(cards) == ["Publicity 0, 1 AP, Resources: orange", "Publicity 1, 1 AP, no Resources",
                                  "Publicity 0, 2 AP, Resources: blue", "Publicity 1, 1 AP, Resources: blue, purple",
                                  "Publicity 0, 3 AP, no Resources"]  # "Publicity 0" is no kind shared: kept


def test_four_items_or_fewer_stay_whole():
    assert short_words(PATRONS[:4]) is None


def test_no_chip_is_a_code_alone_or_two_alike():
    assert short_words([*PATRONS[:4], "Filippo Lippi (painting 6)"]) == [
        "Benefactor, Guild Purse", "Benefactor, Quarry Deed", "Benefactor, Loyal Apprentice",
        "Benefactor, Merchant's Cart", "Filippo Lippi (painting 6)"]  # not all of one kind: the kind is kept
    assert short_words([*PATRONS[:4], "B09 (Benefactor, Merchant's Cart)"]) == [*PATRONS[:4],
                                                                               "B09 (Benefactor, Merchant's Cart)"]
    assert short_words(["Benefactor", "Patroness", "Muse", "Guild", "Bishop"]) == [
        "Benefactor", "Patroness", "Muse", "Guild", "Bishop"]
