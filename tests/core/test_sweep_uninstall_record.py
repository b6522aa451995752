"""``solobot uninstall`` never removes the core's files through an add-on's install record (issue 41 sweep, item 1).

pip removes every file a distribution's RECORD lists, whoever installed it: an add-on whose record lists
``solobot/game.py`` or the ``solobot`` command (a hand-edited or hostile record) took them with it, and solobot
was broken (measured with pip in a throwaway venv: ``solobot uninstall -y solobot-evil`` removed
``solobot/__init__.py``, ``solobot/game.py`` and ``bin/solobot``). Such an add-on is refused in one line naming
the file and whose it is; a file of its own inside the core's package folder is refused too.
"""

from __future__ import annotations

import sys

import pytest

from solobot.cli import removable


def dist_info(site, name, version, record, requires=(), group=None):
    info = site / f"{name.replace('-', '_')}-{version}.dist-info"
    info.mkdir()
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    meta += "".join(f"Requires-Dist: {r}\n" for r in requires)
    (info / "METADATA").write_text(meta)
    (info / "RECORD").write_text("".join(f"{path},,\n" for path in record) + f"{info.name}/RECORD,,\n")
    if group:
        (info / "entry_points.txt").write_text(f"[{group}]\nevil = solobot_evil\n")


@pytest.fixture
def site(tmp_path, monkeypatch):
    """A site folder first on sys.path: the core (its package and command), pluggy it needs, and add-ons."""
    site = tmp_path / "site-packages"
    (site / "solobot").mkdir(parents=True)
    (site / "solobot" / "game.py").write_text("")
    (site / "solobot" / "__init__.py").write_text("")
    (site / "pluggy").mkdir()
    (site / "pluggy" / "__init__.py").write_text("")
    dist_info(site, "solobot-core", "0.1.0", ["solobot/__init__.py", "solobot/game.py", "../../bin/solobot"],
              requires=["pluggy>=1"])
    dist_info(site, "pluggy", "1.5.0", ["pluggy/__init__.py"])
    monkeypatch.setattr(sys, "path", [str(site), *sys.path])
    return site


@pytest.mark.parametrize("listed, named", [("solobot/game.py", "solobot/game.py"),
                                           ("../../bin/solobot", "bin/solobot"),
                                           ("pluggy/__init__.py", "pluggy/__init__.py"),
                                           ("solobot/planted.py", "solobot/planted.py")])
def test_an_add_on_whose_record_lists_a_file_solobot_needs_is_refused(site, listed, named):
    dist_info(site, "solobot-evil", "0.1", ["solobot_evil/__init__.py", listed], requires=["solobot-core"],
              group="solobot")
    said = removable.refusal("solobot-evil")
    owner = "pluggy" if listed.startswith("pluggy") else "solobot-core"
    assert said is not None and said.startswith("'solobot-evil' is not uninstalled: its install record lists ")
    assert said.endswith(f", a file of {owner}, which solobot needs and pip would remove with it")
    assert named in said and "\n" not in said


def test_an_add_on_with_its_own_files_only_may_go(site):
    dist_info(site, "solobot-good", "0.1", ["solobot_good/__init__.py", "solobot_good/rules.py"],
              requires=["solobot-core"], group="solobot")
    assert removable.refusal("solobot-good") is None
