"""Final scoring: the Machina's end-game VP for each variant and difficulty, and the verdict."""

from __future__ import annotations

from itertools import chain

from solobot import Score
from solobot.events import Event, Set
from solobot.i18n import N_
from solobot_maestro import table
from solobot_maestro.components import FULL_ROW, Components
from solobot_maestro.golden import higher_or_machina
from solobot_maestro.state import MACHINA, PLAYER, MaestroState

BENEFACTOR_VP = {"easier": 3, "normal": 3, "harder": 6}  # MM-SCORE-1, MM-DIFF-H3
PATRONESS_VP = {"easier": 6, "normal": 9, "harder": 15}  # MM-SCORE-1, MM-DIFF-E2, MM-DIFF-H3
SPACE_VP = {0: 0, 1: 1, 2: 3}  # MM-SCORE-2: by Resources on a Workshop space
FULL_ROW_VP = 3  # MM-SCORE-2
INVENTION_FACTOR = 2  # MM-SCORE-3: double the printed VP
PER_TILE_VP = 6  # MM-SCORE-3: BL6, per Popular Gallery tile, per marker


def patron_vp(state: MaestroState, comp: Components) -> dict[str, int]:
    """3 VP per Benefactor, 9 per Patroness (MM-SCORE-1), changed by difficulty (MM-DIFF-E2, MM-DIFF-H3)."""
    kinds = [comp.patron[c].kind for c in state.patrons[MACHINA]]
    return {
        N_("Benefactor cards"): kinds.count("benefactor") * BENEFACTOR_VP[state.difficulty],
        N_("Patroness cards"): kinds.count("patroness") * PATRONESS_VP[state.difficulty],
    }


def grid_vp(state: MaestroState) -> dict[str, int]:
    """Michelangelo: 3 VP per space with 2 Resources, 1 per space with 1, 3 per full row (MM-SCORE-2)."""
    filled = [list(map(len, row)) for row in state.machina.grid]  # Resources on each space, row by row
    spaces = sum(map(SPACE_VP.__getitem__, chain.from_iterable(filled)))
    rows = FULL_ROW_VP * sum(map(FULL_ROW.__le__, map(sum, filled)))  # rows holding FULL_ROW or more
    return {N_("Workshop spaces"): spaces, N_("full rows"): rows}


def invention_vp(state: MaestroState, comp: Components) -> dict[str, int]:
    """Da Vinci: double each removed marker's VP; BL6's score 6 per Popular Gallery tile (MM-SCORE-3)."""
    doubled = per_tile = 0
    tiles = len(state.tiles[MACHINA])
    for bp, (_, _, markers, scoring) in enumerate(comp.blueprints):
        removed = state.machina.markers_removed[bp]
        if scoring == "per_popular_tile":
            per_tile += removed * PER_TILE_VP * tiles
        else:
            doubled += INVENTION_FACTOR * sum(markers[:removed])
    return {N_("Invention markers"): doubled, N_("BL6 markers"): per_tile}


def machina_breakdown(state: MaestroState, comp: Components) -> dict[str, int]:
    """Every item of the Machina's score."""
    items = {N_("VP track"): state.vp[MACHINA], **patron_vp(state, comp)}
    items.update(grid_vp(state) if state.variant == "michelangelo" else invention_vp(state, comp))
    return items


def recorded_vp(events: list[Event]) -> int:
    """The VP on your track that you recorded yourself (``vp``, and ``set vp player`` corrections), from the
    event log; the rest of your track is what solobot counted (your Exhibition Galleries)."""
    vp = recorded = 0
    for event in events:
        if event.kind == "your-vp":
            vp += event.facts["points"]
            recorded += event.facts["points"]
        for change in event.changes:
            if isinstance(change, Set) and change.thing == table.vp_of(PLAYER):
                if event.kind == "corrected":
                    recorded += change.value - vp
                vp = change.value
    return recorded


def player_breakdown(state: MaestroState, recorded: int | None = None) -> dict[str, int]:
    """The person's score: the VP solobot tracked, and the rest of the final score they entered; with
    ``recorded`` (what you recorded on the track yourself) the track is split into counted and recorded."""
    tracked = state.vp[PLAYER]
    if recorded is None:
        items = {N_("VP track (tracked)"): tracked}
    else:
        items = {N_("VP track, counted by solobot"): tracked - recorded, N_("VP track, recorded by you"): recorded}
    if state.person.final is not None:
        items[N_("the rest of your final score, recorded by you")] = state.person.final - tracked
    return items


def final_score(state: MaestroState, comp: Components, events: list[Event] | None = None) -> Score:
    """Both scores; once over, you win only by beating the Machina outright (MM-SCORE-4). With the event
    log, your track is split into what solobot counted and what you recorded."""
    machina = machina_breakdown(state, comp)
    player = player_breakdown(state, recorded_vp(events) if events is not None else None)
    points = {MACHINA: sum(machina.values()), PLAYER: sum(player.values())}
    over = state.phase == "over"
    winner = None
    if over:
        winner = higher_or_machina(points[MACHINA], points[PLAYER])
    return Score(points, {MACHINA: machina, PLAYER: player}, winner=winner, final=over)
