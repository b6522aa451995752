"""The core's list join: the last item after the language's "and", in the language spoken."""

from __future__ import annotations

import pytest

from solobot.i18n import speaking
from solobot.words import listing


@pytest.mark.parametrize(("code", "said"), [("en", "A, B and C"), ("it", "A, B e C"), ("de", "A, B und C")])
def test_the_last_item_follows_the_languages_and(code, said):
    with speaking(code):
        assert listing(["A", "B", "C"]) == said


@pytest.mark.parametrize(("code", "said"), [("en", "A and B"), ("it", "A e B"), ("de", "A und B")])
def test_two_items_are_joined_by_and_alone(code, said):
    with speaking(code):
        assert listing(["A", "B"]) == said


def test_one_item_is_itself_and_none_is_empty():
    assert listing(["A"]) == "A"
    assert listing([]) == ""
