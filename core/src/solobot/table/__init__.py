"""The person's seat at the table, one for both faces (the terminal and the page).

- :mod:`solobot.table.answers`: a physical roll or draw the game asks for, in words, and the typed
  answer read (numbers and names parsed once, for every face);
- :mod:`solobot.table.choosing`: a game's options and opponent checked before it starts;
- :mod:`solobot.table.seat`: one game in play: inputs and their refusals, answers, undo/redo and
  what to take back, autosave and the change kept when the disk refuses, the lock, the verdict and
  the record of a finished game.

The faces only render a seat and read keys or taps; they never talk to the session on their own.
"""
