"""The English-leak detector, now public in ``solobot.testing`` (plugins' tests use it from there):
re-exported here for the core's tests of other languages (the terminal's and the page's)."""

from solobot.testing import ENGLISH, KEPT, english_in

__all__ = ["ENGLISH", "KEPT", "english_in"]
