"""Write the save files in ``tests/data/saves/``: saves of the current release, kept to prove old saves resume.

They were written with solobot 0.1.0 (Pig, Maestro and Florenza 0.1.0) at commit
412b67c91062e32320521cad41dd08ed9d5aa7e0, by running, with every game installed::

    python tests/data/make_saves.py

Do not write them again with a later solobot: they are kept as that release wrote them, and
``tests/core/test_old_saves.py``, ``plugins/maestro/tests/test_old_saves.py`` and
``plugins/florenza/tests/test_old_saves.py`` load each one (its digest checked) and play it to
the end. A new release that changes what a save holds adds files beside these (with its own
version in their names), never replaces them.

Physical rolls and draws are answered by :class:`solobot.check.physical_check.ScriptedTable`, seeded
with the game's seed, as the tests answer the rest of the game.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from solobot.check.physical_check import ScriptedTable
from solobot.engine.plugins import default_registry
from solobot.engine.session import AwaitingRoll, Session, choose_policy
from solobot.engine.skill import opponent_source
from solobot.storage.saves import write_save
from solobot.toolkit.randomness import RollRequest

HERE = Path(__file__).parent / "saves"
GAMES = "pig,maestro,florenza"
"""the plugins loaded: the games alone, without an add-on installed beside them (a test env's extras)"""


def play(session: Session, inputs: int | None) -> None:
    """Play the person's seat with the game's default policy: ``inputs`` more inputs, or to the end (None)."""
    name, choose = choose_policy(session.spec)
    rng = opponent_source(session.seed, name)
    while session.pending is not None and (inputs is None or inputs > 0):
        session.submit(choose(session.ctx, session.state, session.pending.seat, rng))
        if inputs is not None:
            inputs -= 1


def session(game: str, options: dict[str, Any], seed: int, **modes: str) -> tuple[Session, ScriptedTable]:
    """A new session of ``game``, its physical rolls and draws answered by a seeded table."""
    table = ScriptedTable(seed)
    made = Session(default_registry().game(game), options, seed, ask_roll=table.roll, ask_draw=table.draw,
                   **modes)
    return made, table


def stopped_at_a_roll(made: Session, table: ScriptedTable) -> None:
    """Submit the policy's next inputs until one asks for a second roll; stop it there, as
    ``quit`` at a dice prompt does (its first roll typed, the input kept as ``pending``)."""
    name, choose = choose_policy(made.spec)
    rng = opponent_source(made.seed, name)
    asked: list[RollRequest] = []

    def answer_one(played: Session, request: RollRequest) -> list[int]:
        asked.append(request)
        if len(asked) > 1:
            raise AwaitingRoll(request)
        return table.roll(played, request)

    while made.pending is not None:
        action = choose(made.ctx, made.state, made.pending.seat, rng)
        asked.clear()
        made.ask_roll = answer_one
        try:
            made.submit(action)
        except AwaitingRoll:
            made.interrupted = action
            return
        finally:
            made.ask_roll = table.roll
    raise RuntimeError("the game ended before an input asked for two rolls")


def main() -> int:
    """Write the saves; exit 0."""
    os.environ["SOLOBOT_LOAD_PLUGINS"] = GAMES
    HERE.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    scratch = Path(tempfile.mkdtemp())  # write_save leaves its lock files beside the save: not in tests/data

    def save(made: Session, name: str) -> None:
        written.append(Path(shutil.copyfile(write_save(made, scratch / name), HERE / name)))

    made, _ = session("pig", {"difficulty": "steady"}, 11)
    play(made, 6)
    save(made, "pig-0.1.0-seeded.json")

    made, _ = session("pig", {"difficulty": "bold"}, 12, dice="physical")
    play(made, 6)
    save(made, "pig-0.1.0-physical-dice.json")

    made, table = session("pig", {"difficulty": "timid"}, 13, dice="physical")
    play(made, 4)
    stopped_at_a_roll(made, table)
    save(made, "pig-0.1.0-physical-dice-pending.json")

    made, _ = session("maestro", {"variant": "davinci", "difficulty": "harder"}, 14, draws="physical")
    play(made, 25)
    save(made, "maestro-0.1.0-davinci-harder-physical-draws.json")

    made, _ = session("maestro", {"variant": "michelangelo", "difficulty": "normal"}, 15)
    play(made, None)
    save(made, "maestro-0.1.0-finished.json")

    made, _ = session("florenza", {"ghost": ["easy", "hard"]}, 16)
    play(made, 20)
    save(made, "florenza-0.1.0-two-ghosts-seeded.json")

    shutil.rmtree(scratch)
    for path in written:
        print(f"{path}: {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
