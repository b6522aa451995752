"""Nothing a person has is ever lost: saves and other files are never silently replaced or misread."""

from __future__ import annotations

import errno
import json
import os
import stat

import pytest
from click.testing import CliRunner

from solobot.cli import cli
from solobot.engine.session import Session
from solobot.files import FileRefused, read_regular_file
from solobot.storage.saves import SaveError, load_session, write_save


@pytest.fixture
def run():
    def _run(*args: str, input: str | None = None):
        return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)

    return _run


def one_error_line(result) -> str:
    """The single error line of a failed command (and assert it is one line, no traceback)."""
    assert result.exit_code != 0
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    return lines[0]


def in_progress(pig, seed: int = 5, rolls: int = 1) -> Session:
    session = Session(pig, {}, seed=seed)
    for _ in range(rolls):
        session.submit({"op": "roll"})
    return session


# -- silent overwrites --------------------------------------------------------------------
def test_play_save_onto_a_text_file_is_refused_and_leaves_it(run, pig, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my shopping list\n")
    for extra in ([], ["--auto"]):
        result = run("play", "pig", "--seed", "1", "--save", str(notes), *extra, input="quit\n")
        assert "not a solobot save" in one_error_line(result)
        assert notes.read_text() == "my shopping list\n"


def test_play_save_onto_another_games_save_in_progress_is_refused(run, pig, tmp_path):
    other = tmp_path / "maestro.json"
    path = write_save(in_progress(pig), other)
    text = path.read_text().replace('"game": "pig"', '"game": "maestro"')
    path.write_text(text)
    result = run("play", "pig", "--seed", "1", "--save", str(other), input="quit\n")
    assert "holds another game (maestro" in one_error_line(result)
    assert other.read_text() == text


def test_a_new_game_never_overwrites_the_same_game_in_progress(run, pig, tmp_path):
    path = write_save(in_progress(pig, seed=3), tmp_path / "mine.json")
    kept = path.read_text()
    result = run("play", "pig", "--seed", "3", "--save", str(path), input="quit\n")
    assert f"continue it with: solobot resume {path}" in one_error_line(result)
    assert path.read_text() == kept


def test_the_default_save_of_a_game_in_progress_gets_a_fresh_name(run, pig):
    from solobot.cli.play import default_save_path

    default = default_save_path("pig", 3)
    write_save(in_progress(pig, seed=3), default)
    kept = default.read_text()
    result = run("play", "pig", "--seed", "3", input="quit\n")
    assert result.exit_code == 0
    fresh = default.with_name("pig-3-2.json")
    assert f"continue it with: solobot resume {default}" in result.output
    assert f"this new game saves to {fresh}" in result.output
    assert default.read_text() == kept
    assert load_session(fresh)[0].inputs == []


@pytest.fixture
def device(tmp_path):
    """A character device node of our own (a copy of /dev/null): never the machine's real one."""
    node = tmp_path / "null"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except (PermissionError, AttributeError, OSError):
        pytest.skip("creating a device node needs root")
    return node


def test_a_device_node_is_never_replaced(run, pig, device):
    with pytest.raises(SaveError, match="not a regular file"):
        write_save(in_progress(pig), device)
    assert stat.S_ISCHR(os.stat(device).st_mode)
    result = run("play", "pig", "--auto", "--seed", "1", "--save", str(device))
    assert "not a regular file" in one_error_line(result)
    assert stat.S_ISCHR(os.stat(device).st_mode)


def test_a_pipe_is_refused_without_blocking(pig, tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        write_save(in_progress(pig), fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        load_session(fifo)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_save_at_the_prompt_onto_another_file_is_refused(pig, tmp_path):
    from solobot.cli.table import Table
    from solobot.table.seat import Seat

    notes = tmp_path / "notes.txt"
    notes.write_text("keep me")
    table = Table(Seat(in_progress(pig), tmp_path / "game.json"))
    said = []
    table.echo = said.append
    table.handle(f"save {notes}")
    assert said[-1].startswith("Not saved:") and notes.read_text() == "keep me"


# -- saves --------------------------------------------------------------------------------
def saved_with_redo(pig, tmp_path):
    session = in_progress(pig, rolls=2)
    session.undo()
    return session, write_save(session, tmp_path / "game.json")


def edit(path, change) -> str:
    data = json.loads(path.read_text())
    change(data)
    text = json.dumps(data, indent=1)
    path.write_text(text)
    return text


def test_an_edited_redo_entry_is_refused(pig, tmp_path):
    _, path = saved_with_redo(pig, tmp_path)
    text = edit(path, lambda data: data["redo"][0].update(op="hold"))
    with pytest.raises(SaveError, match="inputs or redo list were edited"):
        load_session(path)
    assert path.read_text() == text


def test_a_save_keeps_its_redo_list(pig, tmp_path):
    session, path = saved_with_redo(pig, tmp_path)
    loaded, _ = load_session(path)
    assert loaded.redo_stack == session.redo_stack == [{"op": "roll"}]
    loaded.redo()
    assert loaded.inputs == [{"op": "roll"}, {"op": "roll"}]


def test_an_older_save_with_a_redo_entry_the_rules_refuse_is_refused(pig, tmp_path):
    _, path = saved_with_redo(pig, tmp_path)

    def older_and_edited(data):
        del data["log_digest"]
        data["redo"][0]["op"] = "fly"

    edit(path, older_and_edited)
    with pytest.raises(SaveError, match="does not replay"):
        load_session(path)


def test_an_unknown_key_inside_an_input_is_refused(pig, tmp_path):
    _, path = saved_with_redo(pig, tmp_path)
    edit(path, lambda data: data["inputs"][0].update(cheat=99))
    with pytest.raises(SaveError, match="were edited"):
        load_session(path)


def test_finished_true_on_a_game_in_progress_is_refused(pig, tmp_path):
    _, path = saved_with_redo(pig, tmp_path)
    edit(path, lambda data: data.update(finished=True))
    with pytest.raises(SaveError, match="says the game is finished but it replays to a game in progress"):
        load_session(path)


@pytest.mark.parametrize(("damage", "why"), [
    (lambda text: text.replace('"seed": 5', '"seed": ' + "9" * 5000), "a number too long"),
    (lambda text: text.replace('"inputs": [', '"inputs": [' + "[" * 10**5 + "]" * 10**5 + ","), "nested too deeply"),
])
def test_huge_numbers_and_deep_nesting_are_a_damaged_save(run, pig, tmp_path, damage, why):
    path = write_save(in_progress(pig), tmp_path / "game.json")
    broken = damage(path.read_text())
    path.write_text(broken)
    line = one_error_line(run("resume", str(path)))
    assert why in line and "damaged" in line
    assert path.read_text() == broken


def test_components_must_be_a_regular_file(run, device):
    line = one_error_line(run("play", "pig", "--auto", "--components", str(device)))
    assert f"components file {device} is not a regular file" in line


def test_components_over_the_size_cap_are_refused_naming_the_cap(run, tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as out:
        out.truncate(5 * 1024 * 1024)  # sparse: costs no disk
    assert "over the limit of 4 MB" in one_error_line(run("play", "pig", "--auto",
                                                                             "--components", str(big)))


def test_a_save_naming_a_device_as_components_file_is_refused(pig, tmp_path, device):
    path = write_save(in_progress(pig), tmp_path / "game.json")
    edit(path, lambda data: data["options"].update(components=str(device)))
    with pytest.raises(FileRefused, match="not a regular file"):
        load_session(path)


def test_read_regular_file_names_its_limit(tmp_path):
    big = tmp_path / "big"
    big.write_text("x" * 2000)
    with pytest.raises(FileRefused, match="over the limit of 1000 bytes"):
        read_regular_file(big, 1000, "save file")
    assert read_regular_file(big, 4000, "save file") == "x" * 2000


def test_disk_full_says_the_last_save_is_intact(pig, tmp_path, monkeypatch):
    session = in_progress(pig)
    path = write_save(session, tmp_path / "game.json")
    kept = path.read_text()
    session.submit({"op": "roll"})

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(SaveError) as err:
        write_save(session, path)
    assert "No space left on device" in str(err.value) and "the last save there is intact" in str(err.value)
    assert path.read_text() == kept
    assert sorted(p.name for p in tmp_path.iterdir()
                  if not p.name.endswith((".lock", ".owner")) and p.name != "home") == ["game.json"]


def test_a_stale_temp_file_of_the_same_save_is_cleaned_up(pig, tmp_path):
    stale = tmp_path / ".game.json.k3j2h1.tmp"
    stale.write_text('{"half a save')
    unrelated = tmp_path / ".other.json.k3j2h1.tmp"
    unrelated.write_text("not ours")
    write_save(in_progress(pig), tmp_path / "game.json")
    assert not stale.exists() and unrelated.exists()


def test_a_save_behind_a_symlink_is_updated_and_the_link_kept(pig, tmp_path):
    real = write_save(in_progress(pig), tmp_path / "real.json")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    session = in_progress(pig, rolls=2)
    assert write_save(session, link) == link
    assert link.is_symlink() and load_session(real)[0].digest() == session.digest()


def test_an_edited_plugin_field_is_refused(pig, tmp_path):
    path = write_save(in_progress(pig), tmp_path / "game.json")
    edit(path, lambda data: data.update(plugin="someone-else"))
    kept = path.read_text()
    with pytest.raises(SaveError, match="comes from plugin 'someone-else', but here plugin 'pig' provides it"):
        load_session(path)
    assert path.read_text() == kept


def test_a_seeded_save_edited_to_physical_dice_asks_for_nothing_and_is_refused(pig, tmp_path):
    path = write_save(in_progress(pig, rolls=3), tmp_path / "game.json")
    edit(path, lambda data: data.update(dice="physical"))

    def asked(session, request):
        raise AssertionError("a past roll was asked for while loading")

    with pytest.raises(SaveError, match="fewer physical dice results than its inputs need"):
        load_session(path, ask_roll=asked)
