"""Behaviour-neutral check for refactors: scores, winner and state digest per seed.

Plays ``--games`` seeded games of every option set (as ``calibrate`` lists them) and every
opponent policy of each installed game, with events off, and writes one line per game:
``game options policy seed points winner digest``. With ``--narrated N`` it also plays the
first N seeds with events on and records the digest and the sequence of rule IDs; with ``--words N``
the first N seeds are also played narrated in English, Italian and German, and each line records what a
person reads (every event's sentence, reason, table changes and seat, and the headings), not the facts
behind it: a change to how the rules tell keeps these lines when the words stay the same.

    python benchmarks/neutral.py --out before.txt
    ... refactor ...
    python benchmarks/neutral.py --out after.txt && diff before.txt after.txt
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys

from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.i18n import LANGUAGES, speaking
from solobot.sim.calibrate import calibration_options


def main() -> int:
    """Write the fingerprint lines; exit 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--narrated", type=int, default=20)
    parser.add_argument("--words", type=int, default=0)
    parser.add_argument("--game", action="append", help="only these games (default: all installed)")
    parser.add_argument("--out", default="-")
    args = parser.parse_args()
    registry = default_registry()
    names = args.game or sorted(registry.load().games)
    out = sys.stdout if args.out == "-" else open(args.out, "w")  # noqa: SIM115
    for name in names:
        spec = registry.game(name)
        for options in calibration_options(spec):
            label = json.dumps(options, sort_keys=True)
            for policy in sorted(spec.game.policies):
                for seed in range(args.games):
                    session = Session(spec, options, seed, keep_events=False)
                    score = session.autoplay(policy)
                    points = json.dumps(score.points, sort_keys=True)
                    print(name, label, policy, seed, points, score.winner, session.digest(), file=out)
                for seed in range(args.narrated):
                    session = Session(spec, options, seed, keep_events=True)
                    score = session.autoplay(policy)
                    rules = hashlib.sha256(" ".join(str(e.rule) for e in session.events).encode()).hexdigest()
                    print(name, label, policy, seed, "narrated", session.digest(), rules[:16], file=out)
                for seed in range(args.words):
                    for code in LANGUAGES:
                        print(name, label, policy, seed, code, told(spec, options, seed, policy, code), file=out)
    if out is not sys.stdout:
        out.close()
    return 0


def told(spec: object, options: dict, seed: int, policy: str, code: str) -> str:
    """A fingerprint of what a person reads in one narrated game, in language ``code``."""
    with speaking(code):
        session = Session(spec, options, seed, keep_events=True)
        session.autoplay(policy)
    read = [[e.seat, e.rule, e.text, e.reason, [c.to_json() for c in e.changes]] for e in session.events]
    return hashlib.sha256(json.dumps([read, session.ctx.headings], sort_keys=True).encode()).hexdigest()[:16]


if __name__ == "__main__":
    raise SystemExit(main())
