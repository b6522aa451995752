"""The engine: where solobot keeps its files, the plugin registry and its load guard, and one game in play."""
