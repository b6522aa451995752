"""Saves written by solobot 0.1.0 still resume (issue 25): the Pig ones kept in ``tests/data/saves/``.

``tests/data/make_saves.py`` wrote them; the Maestro and Florenza ones are tested beside those games.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from solobot.testing import kept_save_played_on, kept_saves

SAVES = Path(__file__).parents[1] / "data" / "saves"


@pytest.mark.parametrize("fixture", kept_saves(SAVES, "pig"), ids=lambda path: path.stem)
def test_a_pig_save_of_0_1_0_resumes_and_plays_to_the_end(fixture: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    kept = fixture.read_bytes()
    session, asked = kept_save_played_on(fixture, tmp_path, monkeypatch)
    assert session.finished
    if "pending" in fixture.name:  # stopped at a dice prompt: resuming asks that roll again
        assert asked and asked[0].count == 1
    assert fixture.read_bytes() == kept


def test_the_kept_pig_saves_are_there() -> None:
    assert {path.name for path in kept_saves(SAVES, "pig")} == {
        "pig-0.1.0-seeded.json", "pig-0.1.0-physical-dice.json", "pig-0.1.0-physical-dice-pending.json"}
