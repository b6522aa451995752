"""solobot-core's build hook: its wheel gets each catalog compiled to a ``.mo`` beside its ``.po`` by the
core's own compiler (``solobot.catalogs.build_hook``, the standard library only), run from its file,
``src/solobot/catalogs.py``, as solobot's dependencies are not there while it builds."""

import runpy
from pathlib import Path

HERE = Path(__file__).parent
get_build_hook = runpy.run_path(str(HERE / "src" / "solobot" / "catalogs.py"))["build_hook"]
