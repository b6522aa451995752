"""A plugin whose import fails."""

raise ImportError("this test plugin cannot be imported (on purpose)")
