"""The sweep of issue 41 run again (item 7): solobot check's line about a score add-on gives advice that works.

A score add-on that changes the points after the game named its winner is named, with
``SOLOBOT_BLOCK_PLUGINS=PLUGIN`` to check the game without it. When the add-on comes in the game's own plugin,
blocking that plugin leaves out the game too: the line then says the add-on is what to mend, and that blocking
its plugin would leave out the game.
"""

from __future__ import annotations

from pig_variants import pig_plugin, registry_of
from test_odd_paths_and_names import Underdog, WinnerPig

from solobot import AddonSpec, hookimpl
from solobot.check.conformance import words_problem
from solobot.engine.session import Session


class HouseRules:
    """A plugin of add-ons only: Underdog for Pig."""

    @hookimpl
    def solobot_register_addons(self, register):
        register(AddonSpec("underdog", Underdog(), games=("pig",)))


def finished(**plugins) -> Session:
    session = Session(registry_of(**plugins).game("pig"), {}, 3)
    session.autoplay()
    return session


def test_an_add_on_of_its_own_plugin_is_named_with_the_variable_that_leaves_it_out():
    said = words_problem(finished(pig=pig_plugin(game=WinnerPig()), houserules=HouseRules()))
    assert said is not None and said.startswith("the add-on underdog (plugin houserules) changes the points after "
                                                "pig named its winner")
    assert said.endswith("check it without the add-on with SOLOBOT_BLOCK_PLUGINS=houserules")


def test_an_add_on_in_the_game_s_own_plugin_is_to_mend_never_blocked_with_the_game():
    said = words_problem(finished(pig=pig_plugin(game=WinnerPig(), addon=Underdog())))
    assert said is not None and said.startswith("the add-on extra changes the points after pig named its winner")
    assert "SOLOBOT_BLOCK_PLUGINS" not in said and "override decide_winner" not in said
    assert said.endswith("the add-on is what to mend, and it comes with pig in plugin pig, so blocking the plugin "
                         "would leave out the game too")
