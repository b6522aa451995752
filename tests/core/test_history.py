"""The history file: each record validated; skipped lines counted and located."""

from __future__ import annotations

import json

from click.testing import CliRunner

from solobot.cli import cli
from solobot.cli.history import history_file, read_history_checked


def record(**change):
    entry = {"game": "pig", "options": {"difficulty": "steady", "target": 50}, "seed": 1,
             "scores": {"player": 50, "bot": 20}, "winner": "player", "person": "player", "won": True}
    return json.dumps({**entry, **change})


def test_junk_and_wrong_records_are_skipped_counted_and_located():
    path = history_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join([record(), "not json", '{"game": 5}', record(seed="x"), "[1]", record(won=False)]) + "\n")
    games, skipped = read_history_checked()
    assert [g["won"] for g in games] == [True, False]
    assert skipped == [2, 3, 4, 5]
    result = CliRunner().invoke(cli, ["history"])
    assert result.exit_code == 0
    assert f"Skipped 4 lines of {path} that are not a recorded game (line 2, 3, 4, 5)." in result.output
    assert "pig (difficulty: steady, target: 50): played 2, won 1 (50%)" in result.output
    assert "5:" not in result.output.replace("(50%)", "")


def test_a_history_that_cannot_be_written_is_told_not_raised(pig, capsys):
    from solobot.cli.history import record_game
    from solobot.engine.session import Session

    history_file().parent.mkdir(parents=True, exist_ok=True)
    history_file().mkdir()  # a folder where the file should be: the append fails
    session = Session(pig, {}, seed=2)
    session.autoplay()
    record_game(session)
    assert "Not recorded in your history" in capsys.readouterr().err
