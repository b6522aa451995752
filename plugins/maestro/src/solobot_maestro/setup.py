"""Setting up a solo game against the Machina; the events are the person's setup instructions."""

from __future__ import annotations

from solobot import Context
from solobot.toolkit import Deck
from solobot_maestro import table
from solobot_maestro.board import BoardView, add_artworks
from solobot_maestro.components import Components
from solobot_maestro.draws import SETUP_COLLECTOR, SETUP_TILE
from solobot_maestro.exhibition import deal_patrons, reveal_popular_tiles, stand_collectors
from solobot_maestro.state import MACHINA, PLAYER, SEATS, MaestroState


def new_game(ctx: Context) -> MaestroState:
    """A new game: the shared board, both Workshops, the Machina's decks and area (MM-SETUP-1).

    The setup is told in table order: each line before the draw it needs (``--draws physical``), the
    draws in the order the seeded game makes them.
    """
    comp: Components = ctx.components
    opts = ctx.options
    state = MaestroState(variant=opts.variant, difficulty=opts.difficulty)
    setup_map(state, comp)
    physical = ctx.rng.physical_draws
    ctx.emit("setup-sides", variant=state.variant, difficulty=state.difficulty, person=state.person_workshop)
    ctx.emit("setup-decks", rule="MM-SETUP-1", seat=MACHINA, physical=physical)
    ctx.emit("setup-artworks", machina=state.art[MACHINA][comp.florence], player=state.art[PLAYER][comp.florence])
    setup_lodge(ctx, state, comp, physical)
    setup_actions(ctx, state, comp)
    setup_machina(ctx, state, comp)
    state.first = comp.first_player
    order = [state.first, PLAYER if state.first == MACHINA else MACHINA]
    for seat in order:  # the first player's Study marker goes down first
        state.arrivals += 1
        state.study_arrival[seat] = state.arrivals
    narrate_setup(ctx, state, comp)
    if state.difficulty == "harder":
        harder_head_start(ctx, state, comp)
    return state


def empty_lists(keys: tuple[str, ...]) -> dict[str, list]:
    """A new empty list for each of ``keys``, by key."""
    by_key: dict[str, list] = {}
    for key in keys:
        by_key[key] = []
    return by_key


def setup_map(state: MaestroState, comp: Components) -> None:
    """Artworks in Florence and in supply, no Galleries yet."""
    count = len(comp.numbers)
    state.art = {}
    for seat in SEATS:
        state.art[seat] = [0] * count
    state.gallery = [""] * count
    state.centerpiece = [""] * count
    state.scored_by = [""] * count
    workshops = {MACHINA: comp.workshops[state.variant], PLAYER: comp.workshops[state.person_workshop]}
    for seat, ws in workshops.items():
        state.art[seat][comp.florence] = ws.in_florence
        state.supply[seat] = ws.artworks - ws.in_florence
    state.vp = dict.fromkeys(SEATS, 0)
    state.person.resources = dict.fromkeys(comp.colours, 0)


def setup_lodge(ctx: Context, state: MaestroState, comp: Components, physical: bool = False) -> None:
    """Collector Setup cards and Popular Gallery tiles shuffled; the first of each revealed.

    With physical draws the person is told what each draw is for before it is asked.
    """
    state.collector_deck = list(comp.collector_cards)
    ctx.rng.shuffle(state.collector_deck)
    if physical:
        ctx.emit("setup-collectors-shuffle")
    stand_collectors(ctx, state, ctx.rng.draw(state.collector_deck, SETUP_COLLECTOR))
    spread = [[c, n] for c, n in state.standing.items()]
    ctx.emit("setup-collectors", card=state.collector_card, standing=spread, physical=physical)
    state.tile_deck = list(comp.tile_region)
    ctx.rng.shuffle(state.tile_deck)
    if physical:
        ctx.emit("setup-tiles-shuffle", count=min(comp.tiles_per_round, len(state.tile_deck)))
    reveal_popular_tiles(ctx, state, comp, SETUP_TILE)
    tiles = [[t, comp.numbers[comp.tile_region[t]]] for t in state.tiles_up]
    ctx.emit("setup-tiles", tiles=tiles, physical=physical)
    state.tiles = empty_lists(SEATS)


def setup_actions(ctx: Context, state: MaestroState, comp: Components) -> None:
    """Empty Actions, patron cards dealt from Create clockwise, Publicity tokens in the supply."""
    state.machina.cards_at, state.person.cards_at, state.tokens_at = {}, {}, {}
    for action in comp.actions:
        state.machina.cards_at[action], state.person.cards_at[action] = [], []
        state.tokens_at[action] = empty_lists(SEATS)
    state.patron_deck = list(comp.patron)
    ctx.rng.shuffle(state.patron_deck)
    if ctx.rng.physical_draws:  # what the person deals, before the kinds are asked
        ctx.emit("patrons-dealing", rule="EX-CLEAN-9", cleanup=False)
    deal_patrons(ctx, state, comp)
    state.token_supply = list(comp.tokens)
    state.tokens, state.patrons = empty_lists(SEATS), empty_lists(SEATS)
    state.study = dict.fromkeys(SEATS, 0)


def setup_machina(ctx: Context, state: MaestroState, comp: Components) -> None:
    """Its main deck (20 Starting cards), Upgraded deck, meeples, grid or Blueprints (MM-SETUP-1)."""
    state.machina.main = Deck.shuffled(comp.starting, ctx.rng)
    state.machina.upgraded = Deck.shuffled(comp.upgraded, ctx.rng)
    state.machina.meeple = comp.meeple_start
    if state.variant == "michelangelo":
        state.machina.grid = grid = []  # rows of spaces, each an empty list
        for _ in comp.grid_rows:
            grid.append([])
            for _ in comp.grid_columns:
                grid[-1].append([])
    else:
        state.machina.blueprints = [[""] * len(needs) for _, needs, _, _ in comp.blueprints]
        state.machina.markers_removed = [0] * len(comp.blueprints)
        state.machina.bp_meeple = 0


def narrate_setup(ctx: Context, state: MaestroState, comp: Components) -> None:
    """Tell the person the rest of the setup (the Workshops, decks and Lodge are told as they are set up)."""
    if not ctx.narrating:  # 4 events a game, ~0.6 %: kept for the speed target
        return
    dealt = [[a, table.face_down_patron(comp, c) or ""] for a, c in state.patron_at.items()]
    ctx.emit("setup-patrons", dealt=dealt, physical=ctx.rng.physical_draws)
    blueprint = comp.blueprints[0][0] if state.variant == "davinci" else None
    ctx.emit(
        "setup-meeple", rule="MM-SETUP-1", seat=MACHINA, action=comp.actions[state.machina.meeple], blueprint=blueprint
    )
    ctx.emit("setup-first", first=state.first)
    ctx.emit("setup-commands")


def harder_head_start(ctx: Context, state: MaestroState, comp: Components) -> None:
    """Harder: move one Machina Artwork from Florence to every Popular Gallery (MM-DIFF-H1)."""
    for region in ctx.derived.get(BoardView, state).best_first("popular"):
        if not state.art[MACHINA][comp.florence]:
            break
        held = state.centerpiece[region]
        add_artworks(state, MACHINA, comp.florence, -1)
        add_artworks(state, MACHINA, region, 1)
        changes = table.artworks_moved(comp, state, MACHINA, comp.florence, region, {region: held})
        ctx.emit("head-start", rule="MM-DIFF-H1", seat=MACHINA, changes=changes, region=comp.numbers[region])
