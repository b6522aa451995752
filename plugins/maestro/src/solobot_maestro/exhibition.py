"""The end of a round: the Exhibition (both Workshops) and the Cleanup (not in the last round)."""

from __future__ import annotations

from solobot import Context
from solobot_maestro.board import board_view, colour_order, recheck_centerpiece
from solobot_maestro.bot_resources import FOR_PRESENCE, gains
from solobot_maestro.components import Components
from solobot_maestro.golden import higher_or_machina
from solobot_maestro.state import MACHINA, PLAYER, SEATS, MaestroState, other
from solobot_maestro.wording import amount, capital, does, name

MATCHING_TOKEN, OTHER_TOKEN = 2, 1  # EX-TOK-1


# -- Exhibition -------------------------------------------------------------------------


def exhibition(ctx: Context, state: MaestroState) -> None:
    """The Exhibition phase: start effects, colour order, Galleries, presence, Major Publicity."""
    start_of_exhibition(ctx, state)
    ranks = order_colours(ctx, state)
    score_galleries(ctx, state, ranks)
    presence(ctx, state)
    major_publicity(ctx, state)


def start_of_exhibition(ctx: Context, state: MaestroState) -> None:
    """Effects at the start of the phase come first (EX-START-1): Exhibition-symbol Benefactors, Events."""
    if ctx.narrating:
        comp: Components = ctx.components
        machina = [c for c in state.patrons[MACHINA] if comp.patron[c].exhibition]
        ctx.emit(
            "Start of the Exhibition: Exhibition-symbol Benefactor cards and Events resolve first "
            "(yours were "
            "used just before this)"
            + (f"; the Machina's ({', '.join(machina)}) only score at the end." if machina else "."),
            rule="EX-START-1",
            machina_cards=machina,
        )


def order_colours(ctx: Context, state: MaestroState) -> dict[str, int]:
    """Colours by Collectors, most first (EX-ORDER-1); ties to the lower Precedence number (EX-ORDER-2)."""
    comp: Components = ctx.components
    order = colour_order(state, comp)
    if ctx.narrating:
        counts = ", ".join(
            f"{c} {state.standing[c] + state.lying[c]} (Precedence {comp.precedence[c]})" for c in order
        )
        ctx.emit(
            f"Order the colour tokens on the Gallery scoring section, left to right: {counts}.",
            rule="EX-ORDER-1",
            order=order,
        )
        tied = len({state.standing[c] + state.lying[c] for c in order}) < len(order)
        if tied:
            ctx.emit("Tied colours go in Precedence order (lower number first).", rule="EX-ORDER-2")
    return {colour: rank for rank, colour in enumerate(order)}


def score_galleries(ctx: Context, state: MaestroState, ranks: dict[str, int]) -> None:
    """Each Gallery, lowest region first, pays its Centerpiece holder by its colour's rank (EX-GAL-1..3)."""
    comp: Components = ctx.components
    state.scored_by = [""] * len(comp.numbers)
    for region in board_view(state, comp).galleries:  # by region number
        kind = state.gallery[region]
        if kind == "secondary" and state.round == 1:
            if ctx.narrating:
                ctx.emit(
                    f"Round 1 has no Secondary Galleries: {comp.region_label(region)} scores nothing.",
                    rule="EX-GAL-3",
                    region=comp.numbers[region],
                )
            continue
        holder = state.centerpiece[region]
        if not holder:
            continue
        colour = comp.region_colour[region]
        value = comp.values[kind][ranks[colour]]
        state.vp[holder] += value
        state.scored_by[region] = holder
        if ctx.narrating:
            ctx.emit(
                f"{comp.region_label(region)} ({kind} Gallery, {colour} ranked {ranks[colour] + 1}): "
                f"{does(holder, 'hold')} the Centerpiece and {does(holder, 'score', False)} {value} VP.",
                rule="EX-GAL-1",
                seat=holder,
                region=comp.numbers[region],
                vp=value,
            )
        if kind == "popular":
            take_popular_tile(ctx, state, region, holder)


def take_popular_tile(ctx: Context, state: MaestroState, region: int, seat: str) -> None:
    """Scoring a Popular Gallery also takes its Popular Gallery tile (EX-GAL-2)."""
    comp: Components = ctx.components
    for tile in state.tiles_up:
        if comp.tile_region[tile] == region:
            state.tiles_up.remove(tile)
            state.tiles[seat].append(tile)
            if ctx.narrating:
                ctx.emit(
                    f"{capital(does(seat, 'take'))} Popular Gallery tile {tile}.",
                    rule="EX-GAL-2",
                    seat=seat,
                    tile=tile,
                )
            return


def presence(ctx: Context, state: MaestroState) -> None:
    """Artwork in a Gallery region without the majority gains 1 Resource of its colour (EX-PRES-1)."""
    comp: Components = ctx.components
    art, holder = state.art, state.centerpiece
    for region in board_view(state, comp).galleries:  # by region number
        if state.round == 1 and state.gallery[region] == "secondary":
            continue
        for seat in SEATS:
            if art[seat][region] and holder[region] != seat:
                colour = comp.region_colour[region]
                if ctx.narrating:
                    ctx.emit(
                        f"Presence in {comp.region_label(region)}: "
                        f"{does(seat, 'gain')}"
                        f" 1 {colour} Resource.",
                        rule="EX-PRES-1",
                        seat=seat,
                        region=comp.numbers[region],
                    )
                gains(ctx, state, seat, colour, FOR_PRESENCE, announce=False)  # said just above


def publicity_at(state: MaestroState, comp: Components, action: str, seat: str) -> int:
    """A Workshop's Publicity at an Action: its cards, Gossip ones revealed, plus its tokens (EX-PUB-1)."""
    if seat == MACHINA:
        total = sum(map(comp.card_publicity.__getitem__, state.machina_cards_at[action]))
    else:
        total = sum(state.player_cards_at[action])
    tokens = state.tokens_at[action][seat]
    if tokens:  # EX-TOK-1: a token adds 2 if its colour matches the Action, else 1
        matching = tokens.count(comp.action_colour[action])
        total += MATCHING_TOKEN * matching + OTHER_TOKEN * (len(tokens) - matching)
    return total


def study_leader(state: MaestroState) -> str:
    """Who leads on the Study track: farther, or on the same space the one there first (EX-PUB-4)."""
    m, p = state.study[MACHINA], state.study[PLAYER]
    if m != p:
        return MACHINA if m > p else PLAYER
    return MACHINA if state.study_arrival[MACHINA] < state.study_arrival[PLAYER] else PLAYER


def major_publicity(ctx: Context, state: MaestroState) -> None:
    """From Create clockwise, the higher Publicity takes the patron card; the loser a token (EX-PUB-1..5)."""
    comp: Components = ctx.components
    for action in comp.clockwise_from["create"]:
        pub = {MACHINA: publicity_at(state, comp, action, MACHINA), PLAYER: publicity_at(state, comp, action, PLAYER)}
        card = state.patron_at[action]
        state.patron_at[action] = ""
        if not pub[MACHINA] and not pub[PLAYER]:
            if card:
                state.patron_box.append(card)
            if ctx.narrating:
                ctx.emit(
                    f"{action.title()}: no Publicity from either Workshop; "
                    f"patron card {card or '-'} goes back "
                    f"to the box.",
                    rule="EX-PUB-5",
                    action=action,
                    card=card,
                )
            continue
        winner = publicity_winner(ctx, action, pub, state)
        loser = other(winner)
        if card:
            state.patrons[winner].append(card)
        if ctx.narrating:
            kind = comp.patron[card].kind.title() if card else "no"
            ctx.emit(
                f"{action.title()}: Publicity Machina {pub[MACHINA]}, you {pub[PLAYER]}: "
                f"{does(winner, 'take')} the {kind} card {card}.",
                rule="EX-PUB-2",
                seat=winner,
                action=action,
                publicity=pub,
                card=card,
            )
        if pub[loser] and state.token_supply:
            token = state.token_supply.pop(ctx.rng.below(len(state.token_supply)))
            state.tokens[loser].append(token)
            if ctx.narrating:
                ctx.emit(
                    f"{capital(name(loser))} had Publicity at {action.title()} but lost: draw a random "
                    f"Publicity token from the supply for {name(loser)}: {token}, face up.",
                    rule="EX-PUB-3",
                    seat=loser,
                    token=token,
                )


def publicity_winner(ctx: Context, action: str, pub: dict[str, int], state: MaestroState) -> str:
    """The higher total wins; a tie goes to the Machina (MM-GOLD-5 over the Study track, EX-PUB-4)."""
    winner = higher_or_machina(pub[MACHINA], pub[PLAYER])
    if pub[MACHINA] == pub[PLAYER] and ctx.narrating:
        leader = study_leader(state)
        ctx.emit(
            f"{action.title()}: tied at {pub[MACHINA]}; the Study track favours {name(leader)}, but the "
            f"Machina wins every tie.",
            rule="MM-GOLD-5",
            action=action,
            study_leader=leader,
        )
    return winner


# -- Cleanup ----------------------------------------------------------------------------


def cleanup(ctx: Context, state: MaestroState) -> None:
    """The Cleanup phase, steps 1 to 9 (EX-CLEAN-1..9); skipped in the last round (EX-CLEAN-0)."""
    comp: Components = ctx.components
    if state.round >= comp.rounds:
        if ctx.narrating:
            ctx.emit(f"Round {state.round} is the last: no Cleanup.", rule="EX-CLEAN-0")
        return
    take_back_scoring_artworks(ctx, state)
    return_board_tokens(ctx, state)
    take_back_cards(ctx, state)
    new_collector_setup(ctx, state)
    popular_to_secondary(ctx, state)
    new_popular_galleries(ctx, state)
    refresh_upgrade_displays(ctx, state)
    pass_first_player(ctx, state)
    deal_patron_cards(ctx, state)


def take_back_scoring_artworks(ctx: Context, state: MaestroState) -> None:
    """Whoever scored a Gallery takes 1 Artwork back; recheck the majority (EX-CLEAN-1)."""
    comp: Components = ctx.components
    for region in board_view(state, comp).galleries:  # by region number; only Galleries score
        seat = state.scored_by[region]
        if not seat or not state.art[seat][region]:
            continue
        state.art[seat][region] -= 1
        state.supply[seat] += 1
        before = state.centerpiece[region]
        recheck_centerpiece(state, region)
        if ctx.narrating:
            after = state.centerpiece[region]
            change = (
                f"; the Centerpiece passes to {name(after)}"
                if after != before
                else f"; {does(after, 'keep') if after else 'nobody keeps'} the Centerpiece"
            )
            ctx.emit(
                f"Cleanup: {does(seat, 'take')} 1 Artwork from "
                f"{comp.region_label(region)} back to supply{change}.",
                rule="EX-CLEAN-1",
                seat=seat,
                region=comp.numbers[region],
            )


def return_board_tokens(ctx: Context, state: MaestroState) -> None:
    """Publicity tokens on the main board go back to the general supply, face down (EX-CLEAN-2)."""
    returned = 0
    for by_seat in state.tokens_at.values():
        for tokens in by_seat.values():
            state.token_supply.extend(tokens)
            returned += len(tokens)
            tokens.clear()
    if ctx.narrating:
        ctx.emit(
            f"Cleanup: return the {amount(returned, 'Publicity token')} on the board to the supply, face down."
            if returned
            else "Cleanup: no Publicity token on the board to return.",
            rule="EX-CLEAN-2",
            count=returned,
        )


def take_back_cards(ctx: Context, state: MaestroState) -> None:
    """Cards on the board go back and are shuffled with the discard pile (EX-CLEAN-3, MM-CLEAN-1)."""
    cards = [c for action in ctx.components.actions for c in state.machina_cards_at[action]]
    for action in ctx.components.actions:
        state.machina_cards_at[action] = []
        state.player_cards_at[action] = []
    state.gossip_cards = []
    state.main.gather(cards, ctx.rng)
    if ctx.narrating:
        ctx.emit(
            "Cleanup: take back your cards from the board and shuffle them with your discard pile.",
            rule="EX-CLEAN-3",
        )
        ctx.emit(
            f"Cleanup: take the Machina's {amount(len(cards), 'card')} back from the board and shuffle its main deck "
            f"({len(state.main.draw_pile)} cards); it has no Upgrade display.",
            rule="MM-CLEAN-1",
            seat=MACHINA,
            count=len(cards),
        )


def stand_collectors(state: MaestroState, comp: Components, card: str) -> None:
    """Stand the Collectors in the Lodge as a Collector Setup card shows."""
    state.collector_card = card
    state.standing = dict(comp.collector_cards[card])
    state.lying = {c: 0 for c in comp.colours}


def new_collector_setup(ctx: Context, state: MaestroState) -> None:
    """Reveal a new Collector Setup card and stand the Collectors again (EX-CLEAN-4)."""
    comp: Components = ctx.components
    stand_collectors(state, comp, state.collector_deck.pop(0))
    if ctx.narrating:
        spread = ", ".join(f"{n} {c}" for c, n in state.standing.items())
        ctx.emit(
            f"Cleanup: reveal Collector Setup card {state.collector_card}; stand the Collectors: {spread}.",
            rule="EX-CLEAN-4",
            card=state.collector_card,
        )


def popular_to_secondary(ctx: Context, state: MaestroState) -> None:
    """Every Popular Gallery token becomes a Secondary one (EX-CLEAN-5)."""
    comp: Components = ctx.components
    swapped = [i for i, kind in enumerate(state.gallery) if kind == "popular"]
    for region in swapped:
        state.gallery[region] = "secondary"
    if ctx.narrating:
        names = ", ".join(comp.region_label(i) for i in swapped) or "none"
        ctx.emit(
            f"Cleanup: swap every Popular Gallery token for a Secondary one ({names}).", rule="EX-CLEAN-5"
        )


def reveal_popular_tiles(state: MaestroState, comp: Components) -> list[str]:
    """Turn up the round's Popular Gallery tiles and put a Popular token in each region shown."""
    count = min(comp.tiles_per_round, len(state.tile_deck))
    state.tiles_up = state.tile_deck[:count]
    del state.tile_deck[:count]
    for tile in state.tiles_up:
        region = comp.tile_region[tile]
        state.gallery[region] = "popular"
        recheck_centerpiece(state, region)
    return state.tiles_up


def new_popular_galleries(ctx: Context, state: MaestroState) -> None:
    """Turn 3 new Popular Gallery tiles face up; a Popular token in each region shown (EX-CLEAN-6)."""
    comp: Components = ctx.components
    tiles = reveal_popular_tiles(state, comp)
    if ctx.narrating:
        shown = ", ".join(f"{t} -> {comp.region_label(comp.tile_region[t])}" for t in tiles)
        ctx.emit(
            f"Cleanup: turn up Popular Gallery tiles {shown}; put a Popular Gallery token in each.",
            rule="EX-CLEAN-6",
            tiles=list(tiles),
        )


def refresh_upgrade_displays(ctx: Context, state: MaestroState) -> None:
    """Refresh your Upgrade display; the Machina has none (EX-CLEAN-7)."""
    if ctx.narrating:
        ctx.emit(
            "Cleanup: put your Upgrade display cards at random under your Upgraded deck and deal a new "
            "display (the Machina has none).",
            rule="EX-CLEAN-7",
        )


def pass_first_player(ctx: Context, state: MaestroState) -> None:
    """The First Player marker moves one space clockwise, the Tools tile with it (EX-CLEAN-8)."""
    state.first = other(state.first)
    if ctx.narrating:
        ctx.emit(
            f"Cleanup: pass the First Player marker and turn the Tools tile: "
            f"{does(state.first, 'go')} first next round.",
            rule="EX-CLEAN-8",
            first=state.first,
        )


def deal_patron_cards(ctx: Context, state: MaestroState) -> None:
    """Deal the next round's patron cards face down, from Create clockwise (EX-CLEAN-9)."""
    comp: Components = ctx.components
    dealt = deal_patrons(state, comp)
    if ctx.narrating:
        ctx.emit(
            "Cleanup: deal a patron card to each Action from Create clockwise: "
            + ", ".join(f"{a.title()} {c or '-'}" for a, c in dealt)
            + ".",
            rule="EX-CLEAN-9",
        )


def deal_patrons(state: MaestroState, comp: Components) -> list[tuple[str, str]]:
    """One patron card from the deck to each Action, from Create clockwise."""
    dealt = []
    for action in comp.clockwise_from["create"]:
        card = state.patron_deck.pop(0) if state.patron_deck else ""
        state.patron_at[action] = card
        dealt.append((action, card))
    return dealt
