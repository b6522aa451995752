"""A long physical draw folded beside a bot turn offers its items by the codes printed on them (issue 38, item 2):
only when every item begins with a short code of its own and there are more than the four a folded sheet shows
whole."""

from __future__ import annotations

from solobot.web.view import printed_codes

PATRONS = ["B01 (Benefactor, Guild Purse)", "B02 (Benefactor, Quarry Deed)", "B03 (Benefactor, Loyal Apprentice)",
           "B04 (Benefactor, Merchant's Cart)", "B05 (Benefactor, Letter of Credit)"]


def test_the_codes_of_a_long_list():
    assert printed_codes(PATRONS) == ["B01", "B02", "B03", "B04", "B05"]
    assert printed_codes(["PG01 (1 Torino)", "PG02 (2 Milano)", "PG03 (3 Venezia)", "PG04 (4 Genova)",
                          "PG06 (6 Ravenna)"]) == ["PG01", "PG02", "PG03", "PG04", "PG06"]


def test_four_items_or_fewer_stay_whole():
    assert printed_codes(PATRONS[:4]) is None


def test_items_without_a_code_of_their_own_stay_whole():
    assert printed_codes(["Benefactor", "Patroness", "Benefactor", "Patroness", "Benefactor"]) is None
    assert printed_codes([*PATRONS[:4], "Filippo Lippi (painting 6)"]) is None  # a name, not a code
    assert printed_codes([*PATRONS[:4], "B04 (Benefactor, another)"]) is None  # two alike

