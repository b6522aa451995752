"""The new plugin's message template, ``src/MODULE/locale/MODULE.pot``: what
``pybabel extract -F babel.cfg --no-location --sort-output`` writes, made with Babel's Python API."""

from __future__ import annotations

from pathlib import Path

#: who holds the copyright line of the template's header (the plugin's author renews it)
HOLDER = "the plugin's authors"


def write_template(folder: Path, module: str, project: str) -> Path:
    """Extract every marked message of the plugin in ``folder`` (the files its ``babel.cfg`` maps)
    into its template; return the template's path."""
    from babel.messages import frontend
    from babel.messages.catalog import Catalog
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
    from babel.messages.pofile import write_po

    with (folder / "babel.cfg").open(encoding="utf-8") as config:
        method_map, options_map = frontend.parse_mapping_cfg(config)
    catalog = Catalog(project=project, copyright_holder=HOLDER)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(folder), method_map, options_map, keywords=DEFAULT_KEYWORDS):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    template = folder / "src" / module / "locale" / f"{module}.pot"
    template.parent.mkdir(parents=True, exist_ok=True)
    with template.open("wb") as out:
        write_po(out, catalog, no_location=True, sort_output=True)
    return template
