"""The entry-point group plugins register under, defined once.

A module of its own, importing nothing, so that the start-up catalog
(:mod:`solobot.storage.catalog`) and the plugin loader (:mod:`solobot.engine.plugins`) share it
without the catalog importing the loader.
"""

GROUP = "solobot"
