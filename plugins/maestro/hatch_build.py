"""solobot-maestro's build hook: its wheel gets each catalog compiled to a ``.mo`` beside its ``.po`` by the
core's own compiler (``solobot.catalogs.build_hook``, the standard library only), run from its file: the
copy its sdist carries as ``catalogs.py``, else the core's in this checkout."""

import runpy
from pathlib import Path

HERE = Path(__file__).parent
COMPILERS = (HERE / "catalogs.py", HERE.parents[1] / "core" / "src" / "solobot" / "catalogs.py")
get_build_hook = runpy.run_path(str(next(path for path in COMPILERS if path.is_file())))["build_hook"]
