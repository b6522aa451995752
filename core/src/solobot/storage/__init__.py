"""Storage: save files and their one-writer lock, the person's own components, finished games, output files."""
