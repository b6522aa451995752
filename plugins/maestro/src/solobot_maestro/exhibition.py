"""The end of a round: the Exhibition (both Workshops) and the Cleanup (not in the last round)."""

from __future__ import annotations

from solobot import Context
from solobot.events import Move, Set
from solobot.toolkit import Draw
from solobot_maestro import table
from solobot_maestro.board import BoardView, recheck_centerpiece
from solobot_maestro.bot_resources import FOR_PRESENCE, gains, machina_gains
from solobot_maestro.components import Components
from solobot_maestro.draws import COLLECTOR_CARD, POPULAR_TILE, PUBLICITY_TOKEN, patron_card_at, patron_kind_at
from solobot_maestro.golden import higher_or_machina
from solobot_maestro.state import MACHINA, PLAYER, MaestroState, other

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
    if ctx.narrating:  # 4 a game, ~0.5 %: kept for the speed target
        comp: Components = ctx.components
        machina = [c for c in state.patrons[MACHINA] if comp.patron[c].exhibition]
        yours = [c for c in state.patrons[PLAYER] if comp.patron[c].exhibition]
        ctx.emit("exhibition-start", rule="EX-START-1", machina_cards=machina, yours=yours)


def order_colours(ctx: Context, state: MaestroState) -> dict[str, int]:
    """Colours by Collectors, most first (EX-ORDER-1); ties to the lower Precedence number (EX-ORDER-2)."""
    view = ctx.derived.get(BoardView, state)
    if ctx.narrating:  # 4 a game, ~0.5 %: kept for the speed target
        order = list(view.colours_by_rank)
        counts = [state.standing[c] + state.lying[c] for c in order]
        ctx.emit("colour-order", rule="EX-ORDER-1", order=order, counts=counts)
        if len(set(counts)) < len(order):
            ctx.emit("colour-ties", rule="EX-ORDER-2")
    return view.ranks


def score_galleries(ctx: Context, state: MaestroState, ranks: dict[str, int]) -> None:
    """Each Gallery, lowest region first, pays its Centerpiece holder by its colour's rank (EX-GAL-1..3).

    What a Gallery pays is the board view's value for it (made from these same ``ranks``).
    """
    comp: Components = ctx.components
    view = ctx.derived.get(BoardView, state)
    gallery, holders, vp, values = state.gallery, state.centerpiece, state.vp, view.values
    scored = state.scored_by = [""] * len(comp.numbers)
    first_round = state.round == 1
    for region in view.galleries:  # by region number
        kind = gallery[region]
        if first_round and kind == "secondary":
            ctx.emit("no-secondary", rule="EX-GAL-3", region=comp.numbers[region])
            continue
        holder = holders[region]
        if not holder:
            continue
        value = values[region]
        vp[holder] += value
        scored[region] = holder
        if ctx.narrating:  # 26 a game: ~3.2 % of a fast game
            colour = comp.region_colour[region]
            ctx.emit(
                "gallery-scored",
                rule="EX-GAL-1",
                seat=holder,
                changes=[table.vp(state, holder)],
                region=comp.numbers[region],
                gallery=kind,
                colour=colour,
                rank=ranks[colour] + 1,
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
            if ctx.narrating:  # 12 a game: ~1.4 % of a fast game
                changes = [
                    Set(table.TILES_UP, table.listed(state.tiles_up)),
                    Set(table.tiles_of(seat), table.listed(state.tiles[seat])),
                ]
                ctx.emit("tile-taken", rule="EX-GAL-2", seat=seat, changes=changes, tile=tile)
            return


def presence(ctx: Context, state: MaestroState) -> None:
    """Artwork in a Gallery region without the majority gains 1 Resource of its colour (EX-PRES-1).

    The Machina's line comes before its Resource is placed (its own event tells where); yours tells the count.
    """
    comp: Components = ctx.components
    mine, yours, holder, gallery = state.art[MACHINA], state.art[PLAYER], state.centerpiece, state.gallery
    first_round = state.round == 1
    for region in ctx.derived.get(BoardView, state).galleries:  # by region number
        if first_round and gallery[region] == "secondary":
            continue
        held = holder[region]
        if held != MACHINA and mine[region]:
            colour = comp.region_colour[region]
            if ctx.narrating:  # 8 a game, ~1.0 %: kept for the speed target
                ctx.emit("presence", rule="EX-PRES-1", seat=MACHINA, changes=[], region=comp.numbers[region],
                         colour=colour)
            machina_gains(ctx, state, colour, FOR_PRESENCE)
        if held != PLAYER and yours[region]:
            colour = comp.region_colour[region]
            gains(ctx, state, PLAYER, colour, FOR_PRESENCE, announce=False)
            if ctx.narrating:  # 7 a game, ~0.8 %: kept for the speed target
                ctx.emit("presence", rule="EX-PRES-1", seat=PLAYER, changes=[table.your_resources(state, colour)],
                         region=comp.numbers[region], colour=colour)


def publicity_at(state: MaestroState, comp: Components, action: str, seat: str) -> int:
    """A Workshop's Publicity at an Action: its cards, Gossip ones revealed, plus its tokens (EX-PUB-1)."""
    if seat == MACHINA:
        publicity, total = comp.card_publicity, 0
        for card in state.machina.cards_at[action]:
            total += publicity[card]
    else:
        total = sum(state.person.cards_at[action])
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
    reveal_gossip_cards(ctx, state)
    for action in comp.clockwise_from["create"]:
        its, yours = publicity_at(state, comp, action, MACHINA), publicity_at(state, comp, action, PLAYER)
        card = state.patron_at[action]
        state.patron_at[action] = ""
        if not its and not yours:
            if card:
                state.patron_box.append(card)
            if ctx.narrating:  # 4 a game, ~0.5 %: kept for the speed target
                changes = [Set(table.patron_at(action), None)] if card else []
                kind = table.face_down_patron(comp, card) or ""  # it goes back unseen: never named
                ctx.emit("publicity-none", rule="EX-PUB-5", changes=changes, action=action, patron_kind=kind)
            continue
        winner = publicity_winner(ctx, action, its, yours, state)
        loser = other(winner)
        if card and ctx.rng.physical_draws:  # who won, before the card turned up is asked
            ctx.emit("publicity-result", rule="EX-PUB-2", seat=winner, action=action,
                     publicity=[its, yours], patron_kind=comp.patron[card].kind)
        if card:
            seat, ctx.seat = ctx.seat, winner  # the winner takes it (a physical draw names who)
            card = turn_up_patron(ctx, state, card, action)
            ctx.seat = seat
            state.patrons[winner].append(card)
        if ctx.narrating:  # 14 a game: ~1.7 % of a fast game
            changes = [
                Set(table.patron_at(action), None),
                Set(table.patrons_of(winner), table.listed(state.patrons[winner])),
            ]
            ctx.emit(
                "publicity-won",
                rule="EX-PUB-2",
                seat=winner,
                changes=changes if card else [],
                action=action,
                publicity=[its, yours],
                card=card,
                patron_kind=comp.patron[card].kind if card else "",
            )
        if (yours if loser == PLAYER else its) and state.token_supply:  # the loser had some Publicity
            seat, ctx.seat = ctx.seat, loser  # the loser draws it (a physical draw names who)
            token = ctx.rng.draw_any(state.token_supply, PUBLICITY_TOKEN)
            ctx.seat = seat
            state.tokens[loser].append(token)
            if ctx.narrating:  # 6 a game, ~0.8 %: kept for the speed target
                drawn = table.counted(table.token(token), loser, table.PLAY_AREA, state.tokens[loser].count(token))
                ctx.emit("token-drawn", rule="EX-PUB-3", seat=loser, changes=[drawn], action=action, token=token)


def turn_up_patron(ctx: Context, state: MaestroState, card: str, action: str) -> str:
    """The patron card a Workshop takes is turned up (EX-PUB-2): with physical draws, the one on the table.

    It is any unseen card of the kind dealt there (in the deck, face down at another Action, or boxed
    unseen by EX-PUB-5); the card solobot had dealt takes the place of the one turned up, so every card
    stays once.
    """
    kind = ctx.components.patron_kind

    def unseen() -> list[str]:
        elsewhere = [*state.patron_deck, *state.patron_at.values(), *state.patron_box]
        return [c for c in elsewhere if c and kind[c] == kind[card]]

    turned = ctx.rng.reveal(card, unseen, patron_card_at(action))
    if turned != card:
        for pile in (state.patron_deck, state.patron_box):
            if turned in pile:
                pile[pile.index(turned)] = card
                return turned
        state.patron_at[next(a for a, c in state.patron_at.items() if c == turned)] = card
    return turned


def reveal_gossip_cards(ctx: Context, state: MaestroState) -> None:
    """The Machina's face-down Gossip cards are turned up: they count for Major Publicity (EX-PUB-1)."""
    if ctx.narrating and state.machina.gossip_cards:  # 4 a game, ~0.5 %: kept for the speed target
        actions = [
            a for a in ctx.components.actions if any(c in state.machina.gossip_cards for c in state.machina.cards_at[a])
        ]
        revealed = [Set(table.face_up_at(a), table.listed(state.machina.cards_at[a])) for a in actions]
        cards = [[c, a] for a in actions for c in state.machina.cards_at[a] if c in state.machina.gossip_cards]
        ctx.emit("gossip-revealed", rule="EX-PUB-1", seat=MACHINA, changes=revealed, actions=actions, cards=cards)


def publicity_winner(ctx: Context, action: str, its: int, yours: int, state: MaestroState) -> str:
    """The higher total wins; a tie goes to the Machina (MM-GOLD-5 over the Study track, EX-PUB-4)."""
    winner = higher_or_machina(its, yours)
    if its == yours and ctx.narrating:  # 14 a game: ~1.7 % of a fast game
        ctx.emit(
            "publicity-tie", rule="MM-GOLD-5", action=action, publicity=its, study_leader=study_leader(state)
        )
    return winner


# -- Cleanup ----------------------------------------------------------------------------


def cleanup(ctx: Context, state: MaestroState) -> None:
    """The Cleanup phase, steps 1 to 9 (EX-CLEAN-1..9); skipped in the last round (EX-CLEAN-0)."""
    comp: Components = ctx.components
    if state.round >= comp.rounds:
        ctx.emit("no-cleanup", rule="EX-CLEAN-0", round=state.round)
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
    for region in ctx.derived.get(BoardView, state).galleries:  # by region number; only Galleries score
        seat = state.scored_by[region]
        if not seat or not state.art[seat][region]:
            continue
        state.art[seat][region] -= 1
        state.supply[seat] += 1
        held = state.centerpiece[region]
        recheck_centerpiece(state, region)
        if ctx.narrating:  # 17 a game: ~2.0 % of a fast game
            changes = table.artworks_moved(comp, state, seat, region, table.FROM_SUPPLY, {region: held})
            facts = {"region": comp.numbers[region], "holder": state.centerpiece[region]}
            ctx.emit("artwork-back", rule="EX-CLEAN-1", seat=seat, changes=changes, **facts)


def return_board_tokens(ctx: Context, state: MaestroState) -> None:
    """Publicity tokens on the main board go back to the general supply, face down (EX-CLEAN-2)."""
    returned, gone = 0, []
    for action, by_seat in state.tokens_at.items():
        for seat, tokens in by_seat.items():
            if not tokens:
                continue
            state.token_supply.extend(tokens)
            returned += len(tokens)
            if ctx.narrating:  # 2 a game, ~0.3 %: kept for the speed target
                where = table.action_place(action)
                gone += [table.counted(table.token(colour), seat, where, 0) for colour in set(tokens)]
            tokens.clear()
    if ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
        ctx.emit("tokens-returned", rule="EX-CLEAN-2", changes=gone, count=returned)


def take_back_cards(ctx: Context, state: MaestroState) -> None:
    """Cards on the board go back and are shuffled with the discard pile (EX-CLEAN-3, MM-CLEAN-1)."""
    actions = ctx.components.actions
    cards = []
    for action in actions:
        cards += state.machina.cards_at[action]
    if ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
        yours = [
            table.counted(table.CARD, PLAYER, table.action_place(a), 0) for a in actions if state.person.cards_at[a]
        ]
        its = [
            change
            for a in actions
            if state.machina.cards_at[a]
            for change in (
                Move(table.CARD, table.action_place(a), table.DECK, len(state.machina.cards_at[a]), MACHINA),
                Set(table.face_up_at(a), None),
            )
        ]
    for action in actions:
        state.machina.cards_at[action] = []
        state.person.cards_at[action] = []
    state.machina.gossip_cards = []
    state.machina.main.gather(cards, ctx.rng)
    if ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
        ctx.emit("your-cards-back", rule="EX-CLEAN-3", changes=yours)
        facts = {"count": len(cards), "deck": len(state.machina.main.draw_pile)}
        ctx.emit("machina-cards-back", rule="MM-CLEAN-1", seat=MACHINA, changes=its, **facts)


def stand_collectors(ctx: Context, state: MaestroState, card: str) -> None:
    """Stand the Collectors in the Lodge as a Collector Setup card shows."""
    comp: Components = ctx.components
    state.collector_card = card
    state.standing = dict(comp.collector_cards[card])
    state.lying = dict.fromkeys(comp.colours, 0)
    ctx.derived.drop(BoardView)


def new_collector_setup(ctx: Context, state: MaestroState) -> None:
    """Reveal a new Collector Setup card and stand the Collectors again (EX-CLEAN-4)."""
    comp: Components = ctx.components
    stand_collectors(ctx, state, ctx.rng.draw(state.collector_deck, COLLECTOR_CARD))
    if ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
        changes = [
            *(table.counted(table.COLLECTOR, None, table.lodge_area(c, False), n) for c, n in state.standing.items()),
            *(table.counted(table.COLLECTOR, None, table.lodge_area(c, True), 0) for c in comp.colours),
            Set(table.COLLECTOR_CARD, state.collector_card),
        ]
        spread = [[c, n] for c, n in state.standing.items()]
        ctx.emit("collectors-stood", rule="EX-CLEAN-4", changes=changes, card=state.collector_card, standing=spread)


def popular_to_secondary(ctx: Context, state: MaestroState) -> None:
    """Every Popular Gallery token becomes a Secondary one (EX-CLEAN-5)."""
    comp: Components = ctx.components
    swapped = [i for i, kind in enumerate(state.gallery) if kind == "popular"]
    for region in swapped:
        state.gallery[region] = "secondary"
    ctx.derived.drop(BoardView)
    if ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
        changes = [Set(table.gallery_token_at(comp, i), "secondary") for i in swapped]
        ctx.emit("popular-to-secondary", rule="EX-CLEAN-5", changes=changes, regions=[comp.numbers[i] for i in swapped])


def reveal_popular_tiles(ctx: Context, state: MaestroState, comp: Components, why: Draw = POPULAR_TILE) -> list[str]:
    """Turn up the round's Popular Gallery tiles and put a Popular token in each region shown."""
    count, left = comp.tiles_per_round, len(state.tile_deck)
    if left < count:
        count = left
    state.tiles_up = tiles = ctx.rng.draw_several(state.tile_deck, count, why)  # drawn by hand: "2 of 3"
    for tile in tiles:
        region = comp.tile_region[tile]
        state.gallery[region] = "popular"
        recheck_centerpiece(state, region)
    ctx.derived.drop(BoardView)
    return state.tiles_up


def new_popular_galleries(ctx: Context, state: MaestroState) -> None:
    """Turn 3 new Popular Gallery tiles face up; a Popular token in each region shown (EX-CLEAN-6)."""
    comp: Components = ctx.components
    held = dict(enumerate(state.centerpiece)) if ctx.narrating else {}
    tiles = reveal_popular_tiles(ctx, state, comp)
    if ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
        regions = [comp.tile_region[t] for t in tiles]
        changes = [
            Set(table.TILES_UP, table.listed(tiles)),
            *(Set(table.gallery_token_at(comp, r), "popular") for r in regions),
            *table.centerpieces(comp, state, held),
        ]
        shown = [[t, comp.numbers[r]] for t, r in zip(tiles, regions, strict=True)]
        ctx.emit("popular-tiles", rule="EX-CLEAN-6", changes=changes, tiles=shown)


def refresh_upgrade_displays(ctx: Context, state: MaestroState) -> None:
    """Refresh your Upgrade display; the Machina has none (EX-CLEAN-7)."""
    if ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
        ctx.emit("upgrade-displays", rule="EX-CLEAN-7")


def pass_first_player(ctx: Context, state: MaestroState) -> None:
    """The First Player marker moves one space clockwise, the Tools tile with it (EX-CLEAN-8)."""
    state.first = other(state.first)
    if ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
        ctx.emit("first-player", rule="EX-CLEAN-8", changes=[Set(table.FIRST_PLAYER, state.first)], first=state.first)


def deal_patron_cards(ctx: Context, state: MaestroState) -> None:
    """Deal the next round's patron cards face down, from Create clockwise (EX-CLEAN-9)."""
    comp: Components = ctx.components
    physical = ctx.rng.physical_draws and bool(state.patron_deck)
    if physical:  # what the person deals, before the kinds are asked
        ctx.emit("patrons-dealing", rule="EX-CLEAN-9", cleanup=True)
    dealt = deal_patrons(ctx, state, comp)
    if ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
        kinds = [(action, table.face_down_patron(comp, card)) for action, card in dealt]  # never the card itself
        changes = [Set(table.patron_at(action), kind) for action, kind in kinds]
        ctx.emit("patrons-dealt", rule="EX-CLEAN-9", changes=changes, dealt=[[a, k or ""] for a, k in kinds],
                 physical=physical)


def deal_patrons(ctx: Context, state: MaestroState, comp: Components) -> list[tuple[str, str]]:
    """One patron card from the deck to each Action, from Create clockwise."""
    dealt = []
    for action in comp.clockwise_from["create"]:
        card = deal_patron(ctx, state, comp, action)
        state.patron_at[action] = card
        dealt.append((action, card))
    return dealt


def deal_patron(ctx: Context, state: MaestroState, comp: Components, action: str) -> str:
    """The patron card dealt face down at ``action``: the top of the deck; with ``--draws physical`` the person
    deals it and says its kind (all the table shows), and it is the first card of that kind in the deck
    (seeded, the kind of the top card: the same card, and nothing is drawn at random).

    The draw is asked among the kinds left in the deck, the top card's first (:func:`kinds_left`): the
    same choices, and the same top, as the kind of every card in deck order, without listing them all
    (22 cards, 16 deals a game: it saved 1.2 % of a game's instructions, callgrind).
    """
    deck = state.patron_deck
    if not deck:
        return ""
    kind_of = comp.patron_kind
    kinds = kinds_left(deck, kind_of, comp.patron_kinds)
    top = kinds[0]
    kind = ctx.rng.draw(kinds, patron_kind_at(action))  # the draw takes one out of its own list
    if kind == top:
        return deck.pop(0)
    return deck.pop(next(i for i, card in enumerate(deck) if kind_of[card] == kind))


def kinds_left(deck: list[str], kind_of: dict[str, str], every: int) -> list[str]:
    """The different kinds of the cards in ``deck``, in deck order (the top card's first); the walk stops
    once all ``every`` kinds of the game are found."""
    kinds = [kind_of[deck[0]]]
    for card in deck:
        kind = kind_of[card]
        if kind not in kinds:
            kinds.append(kind)
            if len(kinds) == every:
                break
    return kinds
