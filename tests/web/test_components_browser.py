"""The components page on a phone, in the system Chromium: no serious or critical axe-core violation
(light and dark), every control 44×44 px or more, a refused value told beside its box and kept there to
correct, a kept one saved and the next item shown. The same checks on a physical draw at a game's
setup, under the components line."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import test_app_and_access as access
from player import Player
from test_browser import shoot

from solobot.engine.plugins import default_registry
from solobot.storage.owncopy import own_file, read_checked

axe, chromium = access.axe, access.chromium  # the accessibility tests' fixtures
pytestmark = pytest.mark.skipif(not Path(access.CHROMIUM).exists(), reason="needs Debian's chromium")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_components_page_on_a_phone_refuses_beside_the_box_and_keeps_a_good_value(server, chromium, axe,
                                                                                       scheme, home):
    context, page = access.open_phone(chromium, server, scheme)
    page.locator("a", has_text="The components in use").first.click()
    page.wait_for_url("**/components/*")
    assert page.locator("h1").inner_text().endswith("your copy's components")
    assert access.serious(page, axe) == [], "the components page"
    assert Player(page).small_controls() == []
    page.goto(f"{server}/components/maestro?item=80")
    if scheme == "light":
        shoot(page, "web-components")
    box = page.locator("form.item input[name=value]")
    assert box.input_value() == "10, 7, 4, 2" and page.evaluate("document.activeElement.name") == "value"
    box.fill("12, 8")
    page.locator("form.item button.big").click()
    page.wait_for_load_state()
    flash = page.locator("#flash")
    assert flash.inner_text() == "Not kept: gallery_values.popular: needs 4 values >= 0, one per rank."
    top, bottom = flash.bounding_box()["y"], page.locator("form.item").bounding_box()["y"]
    assert 0 <= top < bottom < 844  # the refusal just above the box, both on the screen
    assert box.input_value() == "12, 8" and access.serious(page, axe) == [], "a refusal"
    box.fill("12, 8, 4, 2")
    page.locator("form.item button.big").click()
    page.wait_for_url("**item=81*")
    kept = "Kept Gallery values › Popular Gallery VP, by colour rank: 12, 8, 4, 2."
    assert page.locator("#flash").inner_text() == kept
    assert page.locator("form.item .legend").inner_text() == "Gallery values › Secondary Gallery VP, by colour rank"
    spec = default_registry().game("maestro")
    assert read_checked(spec, own_file("maestro"))["gallery_values"]["popular"] == [12, 8, 4, 2]
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_physical_draw_and_the_components_line_pass_axe(server, chromium, axe, scheme):
    context, page = access.open_phone(chromium, server, scheme)
    access.start(page, "maestro", seed="11", draws="physical")
    assert page.locator("#panel .draw button.choice").count() == 6  # the Collector Setup cards
    assert page.locator("p.owncopy a[href='/components/maestro']").is_visible()
    assert access.serious(page, axe) == [], "a draw at setup"
    assert Player(page).small_controls() == []
    context.close()
