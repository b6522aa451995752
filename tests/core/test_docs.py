"""The hook reference documents every hook with its exact signature."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from solobot import hookspecs

DOCS = Path(__file__).resolve().parents[2] / "docs" / "reference" / "hooks.md"


def documented_signature(name: str) -> str:
    signature = str(inspect.signature(getattr(hookspecs, name))).replace("'", "")
    return f"def {name}{signature}"


def test_every_hook_is_documented_with_its_exact_signature():
    text = DOCS.read_text(encoding="utf-8")
    for name in hookspecs.DISCOVERY_HOOKS + hookspecs.DUTY_HOOKS:
        assert f"### {name}" in text, f"{name} is not documented"
        assert documented_signature(name) in text, f"{name}: documented signature differs"


def test_firstresult_is_documented_as_the_spec_says():
    text = DOCS.read_text(encoding="utf-8")
    for name in hookspecs.DISCOVERY_HOOKS + hookspecs.DUTY_HOOKS:
        section = text.split(f"### {name}", 1)[1].split("###", 1)[0]
        said = re.search(r"\*\*firstresult\*\*: (yes|no)", section).group(1)
        spec = getattr(hookspecs, name).solobot_spec["firstresult"]
        assert said == ("yes" if spec else "no"), name


def test_no_undocumented_hook_specs_exist():
    specs = {n for n in dir(hookspecs) if n.startswith("solobot_")}
    assert specs == set(hookspecs.DISCOVERY_HOOKS + hookspecs.DUTY_HOOKS)


ROOT = Path(__file__).resolve().parents[2]
QUOTED = re.compile(r"^`([\w./-]+)`:\n\n```\w*\n(.*?)^```", re.MULTILINE | re.DOTALL)


def test_the_tutorial_and_references_quote_the_real_files_verbatim():
    """A code block introduced by `path`: is that file, or a part of it, exactly."""
    quoted = 0
    for page in ("tutorial.md", "reference/testing.md", "reference/hooks.md"):
        text = (ROOT / "docs" / page).read_text(encoding="utf-8")
        assert "--8<--" not in text, f"{page}: include lines do not read on the page"
        for path, code in QUOTED.findall(text):
            assert code in (ROOT / path).read_text(encoding="utf-8"), f"{page}: the block from {path} differs"
            quoted += 1
    assert quoted >= 10


def test_every_command_is_in_the_command_line_reference():
    from solobot.cli import COMMANDS

    table = (ROOT / "docs" / "reference" / "cli.md").read_text(encoding="utf-8")
    assert [name for name in COMMANDS if f"| `{name}" not in table] == []
