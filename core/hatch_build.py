"""solobot-core's build hook: the wheel gets each ``locale/*/LC_MESSAGES/*.po`` compiled to a ``.mo`` beside
it (docs/languages.md), by the core's own compiler, ``solobot.catalogs`` (the standard library only: no
Babel). The ``.mo`` files are written to a temporary folder, never into the source tree, and the sdist
keeps the ``.po`` sources only. The plugins' ``hatch_build.py`` are this file with their package's name."""

from __future__ import annotations

import importlib.util
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PACKAGE = "solobot"
#: the compiler, loaded from its file (importing solobot would need its dependencies in the build)
COMPILERS = ("src/solobot/catalogs.py",)


class CatalogsHook(BuildHookInterface):
    """Compile the catalogs into the wheel (an editable install compiles them in memory instead)."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        self.compiled: Path | None = None
        if self.target_name != "wheel" or version == "editable":
            return
        root = Path(self.root)
        path = next((root / name for name in COMPILERS if (root / name).is_file()), None)
        if path is None:
            raise RuntimeError(f"no catalog compiler at {' or '.join(COMPILERS)} in {root}")
        spec = importlib.util.spec_from_file_location("solobot_build_catalogs", path)
        assert spec is not None and spec.loader is not None
        compiler = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(compiler)
        self.compiled = Path(tempfile.mkdtemp(prefix="solobot-catalogs-"))
        for mo, inside in compiler.compile_tree(root / "src" / PACKAGE, self.compiled).items():
            build_data["force_include"][str(mo)] = f"{PACKAGE}/{inside}"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        if getattr(self, "compiled", None) is not None:
            shutil.rmtree(self.compiled, ignore_errors=True)
