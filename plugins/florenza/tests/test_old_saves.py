"""Saves written by solobot 0.1.0 still resume (issue 25): the Florenza ones kept in ``tests/data/saves/``.

``tests/data/make_saves.py`` wrote them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from solobot.testing import kept_save_played_on, kept_saves

SAVES = Path(__file__).parents[3] / "tests" / "data" / "saves"


@pytest.mark.parametrize("fixture", kept_saves(SAVES, "florenza"), ids=lambda path: path.stem)
def test_a_florenza_save_of_0_1_0_resumes_and_plays_to_the_end(fixture: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    kept = fixture.read_bytes()
    session, _ = kept_save_played_on(fixture, tmp_path, monkeypatch)
    assert session.finished
    assert fixture.read_bytes() == kept


def test_the_kept_florenza_saves_are_there() -> None:
    if not SAVES.is_dir():
        pytest.skip("the kept saves live in the project's checkout (tests/data/saves/), not in this sdist")
    assert {path.name for path in kept_saves(SAVES, "florenza")} == {"florenza-0.1.0-two-ghosts-seeded.json"}
