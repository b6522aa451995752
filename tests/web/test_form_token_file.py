"""The page's form token kept beside the saves: only solobot's own small file is read, and a new token never
writes through whatever else stands at its name (issue 41, item 5); the version a page sends back is one plain
ASCII number."""

from __future__ import annotations

import os
import threading

import pytest

pytest.importorskip("starlette")

from solobot.web.rooms import Refused, Room
from solobot.web.security import FORM_TOKEN_FILE, kept_form_token


def test_the_token_is_kept_between_runs(tmp_path):
    first = kept_form_token(tmp_path)
    assert kept_form_token(tmp_path) == first and (tmp_path / FORM_TOKEN_FILE).stat().st_mode & 0o077 == 0


def test_a_fifo_at_its_name_does_not_block_and_is_replaced(tmp_path):
    os.mkfifo(tmp_path / FORM_TOKEN_FILE)
    made: list[str] = []
    worker = threading.Thread(target=lambda: made.append(kept_form_token(tmp_path)), daemon=True)
    worker.start()
    worker.join(5)
    assert made, "kept_form_token blocked on a FIFO"  # (it opened the pipe for writing and waited for a reader)
    assert (tmp_path / FORM_TOKEN_FILE).is_file() and kept_form_token(tmp_path) == made[0]


def test_a_hard_link_to_another_file_is_never_written_through(tmp_path):
    foreign = tmp_path / "notes.txt"
    foreign.write_text("someone else's file\n")
    os.link(foreign, tmp_path / FORM_TOKEN_FILE)
    kept_form_token(tmp_path)
    assert foreign.read_text() == "someone else's file\n"


def test_a_huge_file_is_not_read(tmp_path):
    with open(tmp_path / FORM_TOKEN_FILE, "wb") as big:
        big.truncate(1 << 30)  # a sparse GiB: reading it took 10 s
    token = kept_form_token(tmp_path)
    assert 20 <= len(token) <= 64 and (tmp_path / FORM_TOKEN_FILE).stat().st_size < 100


class _Room:
    version = 7
    check = Room.check


@pytest.mark.parametrize("sent", ["１２", "٣", "1_0", "+7", " 7", "7 ", "", None, "7" * 21])
def test_the_version_a_page_sends_is_one_plain_ascii_number(sent):
    with pytest.raises(Refused):
        _Room().check(sent)


def test_a_version_past_twelve_digits_is_still_its_own_number():
    room = _Room()
    room.version = 10**12 + 3
    room.check(str(10**12 + 3))  # was cut to 12 digits: every form of such a save was stale
    with pytest.raises(Refused):
        room.check(str(10**12))
