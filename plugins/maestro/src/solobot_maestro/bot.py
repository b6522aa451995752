"""A Machina turn: roll and move, play a card, the Main Action, then the Workshop Action.

Each function is one step of the Machina's page and names its rule in its docstring.
"""

from __future__ import annotations

from solobot import Context
from solobot.events import Move, Set
from solobot.i18n import N_
from solobot.toolkit.randomness import Roll
from solobot.words import listing
from solobot_maestro import table
from solobot_maestro.board import BoardView, add_artworks, move_collector
from solobot_maestro.bot_resources import FOR_COLLECTOR, FROM_CARD, FROM_STUDY, machina_gains
from solobot_maestro.components import Components
from solobot_maestro.draws import GOSSIP_CARD, MAIN_CARD, UPGRADE_SEARCH, UPGRADED_CARD
from solobot_maestro.language import gettext, region_said
from solobot_maestro.narration import colour as colour_name
from solobot_maestro.state import MACHINA, PLAYER, MaestroState

MAX_CARDS_AT_ACTION = 3  # MM-TURN-2
TOKEN_ROUNDS = (3, 4)  # MM-GOLD-2
CREATE_SPREAD_AP = 3  # MM-CREATE-1
EARLY_ROUNDS, UPGRADE_VP_EARLY, UPGRADE_VP_LATE = (1, 2), 2, 4  # MM-STUDY-3
SUPPLY = table.FROM_SUPPLY  # a Move source that is not a region
#: the steps of MM-MOVE-2, Popular Galleries before Secondary ones
MOVE_STEPS = (("popular", "abc"), ("secondary", "def"))
#: why a Move target was chosen, as ``why`` says it after "because": a whole sentence for each step
STEP_WHY = {
    "a": N_("it is a Popular Gallery with no Centerpiece"),
    "b": N_("it is a Popular Gallery whose Centerpiece it can take with the AP left and the Artworks it can bring"),
    "c": N_("it is a Popular Gallery where it has exactly 1 Artwork more than you"),
    "d": N_("it is a Secondary Gallery with no Centerpiece"),
    "e": N_("it is a Secondary Gallery whose Centerpiece it can take with the AP left and the Artworks it can bring"),
    "f": N_("it is a Secondary Gallery where it has exactly 1 Artwork more than you"),
}
#: why an Artwork comes from where it does (MM-MOVE-4), by kind of source
SOURCE_REASONS = {
    "florence": N_("Florence is the first source"),
    "region": N_("the closest region without a Gallery that holds one of its Artworks is the next source (Florence "
                 "has none)"),
    "supply": N_("its supply is the last source (no Artwork in Florence or in a region without a Gallery)"),
}
#: why a Collector comes from the area it does, as ``why`` says it after "because"
INFLUENCE_WHY = {
    "MM-INF-1": N_("it is the area of your highest-scoring region"),
    "MM-INF-2": N_("it is the first other area by Precedence with a standing Collector"),
}
#: the Machina's roll at the start of its turn, as a person rolling for it is told (MM-TURN-1)
MOVE_ROLL = Roll(N_("its meeple moves clockwise by the higher minus the lower"), "MM-TURN-1")


def machina_turn(ctx: Context, state: MaestroState, gossip: bool) -> None:
    """One Machina turn (MM-TURN-1..6)."""
    action = roll_and_move(ctx, state)
    card = play_card(ctx, state, action, gossip)
    if gossip:
        return
    _, ap, resources = ctx.components.card[card]
    for colour in resources:
        machina_gains(ctx, state, colour, FROM_CARD)
    main_action(ctx, state, action, ap)
    workshop_action(ctx, state)


# -- roll, move, play ---------------------------------------------------------


def roll_and_move(ctx: Context, state: MaestroState) -> str:
    """Roll two dice, move (higher - lower) Actions clockwise (MM-TURN-1), past full ones (MM-TURN-2)."""
    comp: Components = ctx.components
    actions, count, machina = comp.actions, len(comp.actions), state.machina
    if not machina.has_played:
        machina.has_played = True
        ctx.emit("first-turn", rule="MM-TURN-1", seat=MACHINA, action=actions[machina.meeple],
                 reason=gettext("on its first turn of the game the Machina does not roll"))
    else:
        high, low, steps = ctx.rng.difference(6, MOVE_ROLL)  # two six-sided dice
        start = machina.meeple
        machina.meeple = (machina.meeple + steps) % count
        if ctx.narrating:  # 19 a game: ~2.3 % of a fast game
            action = actions[machina.meeple]
            moved = [Set(table.MEEPLE, table.action_place(action))] if machina.meeple != start else []
            ctx.emit(
                "roll",
                rule="MM-TURN-1",
                seat=MACHINA,
                changes=moved,
                reason=gettext(MOVE_ROLL.purpose),
                dice=[high, low],
                steps=steps,
                start=actions[start],
                action=action,
            )
    action, passed = actions[machina.meeple], 0
    while len(machina.cards_at[action]) >= MAX_CARDS_AT_ACTION and passed < count:  # each Action at most once
        passed += 1
        machina.meeple = (machina.meeple + 1) % count
        on = actions[machina.meeple]
        ctx.emit(
            "action-full",
            rule="MM-TURN-2",
            seat=MACHINA,
            reason=gettext("an Action holds at most {most} of its cards").format(most=MAX_CARDS_AT_ACTION),
            changes=[Set(table.MEEPLE, table.action_place(on))],
            most=MAX_CARDS_AT_ACTION,
            full=action,
            action=on,
        )
        action = actions[machina.meeple]
    return action


def play_card(ctx: Context, state: MaestroState, action: str, gossip: bool) -> str:
    """The top card of the main deck goes to the Action (MM-TURN-3), face down in Gossip turns (MM-TURN-4)."""
    comp: Components = ctx.components
    machina = state.machina
    card = machina.main.draw(ctx.rng, GOSSIP_CARD if gossip else MAIN_CARD)
    machina.cards_at[action].append(card)
    if gossip:
        machina.gossip_cards.append(card)
        if ctx.narrating:  # face down: the card is not named; 4 a game, ~0.5 %: kept for the speed target
            played = Move(table.CARD, table.DECK, table.action_place(action), whose=MACHINA)
            ctx.emit("gossip-card", rule="MM-TURN-4", seat=MACHINA, changes=[played], action=action,
                     reason=gettext("in a Gossip turn its card goes face down and does nothing else"))
        return card
    if ctx.narrating:  # 16 a game: ~2.0 % of a fast game
        publicity, ap, resources = comp.card[card]
        played = Move(table.CARD, table.DECK, table.action_place(action), whose=MACHINA)
        ctx.emit(
            "card-played",
            rule="MM-TURN-3",
            seat=MACHINA,
            reason=gettext("the Machina never chooses a card: it plays its deck in order"),
            changes=[played, table.face_up_cards(state, action)],
            card=card,
            action=action,
            publicity=publicity,
            ap=ap,
            resources=list(resources),
        )
    if state.round in TOKEN_ROUNDS:
        add_publicity_token(ctx, state, action)
    return card


def add_publicity_token(ctx: Context, state: MaestroState, action: str) -> None:
    """In rounds 3 and 4 it always adds a held token matching the Action to its card (MM-GOLD-2): the caller
    asks in those rounds only."""
    colour = ctx.components.action_colour[action]
    held = state.tokens[MACHINA]
    if colour in held:
        held.remove(colour)
        state.tokens_at[action][MACHINA].append(colour)
        if ctx.narrating:  # 1.9 a game, ~0.2 %: kept for the speed target
            added = Move(table.token(colour), table.PLAY_AREA, table.action_place(action), whose=MACHINA)
            ctx.emit(
                "token-added",
                rule="MM-GOLD-2",
                seat=MACHINA,
                changes=[added],
                round=state.round,
                colour=colour,
                action=action,
            )


# -- the Main Action ------------------------------------------------------------


def main_action(ctx: Context, state: MaestroState, action: str, ap: int) -> None:
    """Resolve the Action with the card's AP; if it cannot, all the AP go to a Move (MM-TURN-5)."""
    resolved, left = RESOLVERS[action](ctx, state, ap)
    if not resolved:
        move_instead(ctx, state, ap, "MM-TURN-5", "cannot-resolve", action)
    elif left:
        spend_leftover(ctx, state, action, left)


def spend_leftover(ctx: Context, state: MaestroState, action: str, left: int) -> None:
    """Unused AP are lost (MM-GOLD-3), except on Harder, where they become a Move (MM-DIFF-H2)."""
    if state.difficulty == "harder":
        move_instead(ctx, state, left, "MM-DIFF-H2", "harder-leftover", action)
    else:
        ctx.emit("ap-lost", rule="MM-GOLD-3", seat=MACHINA, ap=left, action=action)


def move_instead(ctx: Context, state: MaestroState, ap: int, rule: str, cause: str, action: str = "") -> None:
    """Spend ``ap`` on a Move, saying why (MM-TURN-5, MM-CREATE-4, MM-INF-3, MM-DIFF-H2)."""
    if ctx.narrating:  # 1.9 a game, ~0.2 %: kept for the speed target
        ctx.emit("move-instead", rule=rule, seat=MACHINA, ap=ap, cause=cause, action=action)
    resolve_move(ctx, state, ap)


# -- Create ---------------------------------------------------------------------


def resolve_create(ctx: Context, state: MaestroState, ap: int) -> tuple[bool, int]:
    """Create (MM-CREATE-1..4): spread to Galleries with 3+ AP, then Florence, then a Move."""
    if ap >= CREATE_SPREAD_AP:
        ap = spread_artworks(ctx, state, ap)
    ap = create_in_florence(ctx, state, ap)
    if ap:
        move_instead(ctx, state, ap, "MM-CREATE-4", "out-of-artworks")
    return True, 0


def create_targets(ctx: Context, state: MaestroState) -> list[int]:
    """Every Popular Gallery, and each Secondary one where it holds the Centerpiece (MM-CREATE-1).

    Most valuable first, the higher region number first on equal value.
    """
    gallery, holder = state.gallery, state.centerpiece
    return [
        region
        for region in ctx.derived.get(BoardView, state).best_first()
        if gallery[region] == "popular" or holder[region] == MACHINA
    ]


def take_new_artwork(state: MaestroState, comp: Components) -> int | None:
    """An Artwork to create: from its supply (SUPPLY), else from Florence (MM-CREATE-2); None when out."""
    if state.supply[MACHINA]:
        state.supply[MACHINA] -= 1
        return SUPPLY
    if state.art[MACHINA][comp.florence]:
        add_artworks(state, MACHINA, comp.florence, -1)
        return comp.florence
    return None


def spread_artworks(ctx: Context, state: MaestroState, ap: int) -> int:
    """With 3+ AP: 1 Artwork per listed Gallery, 1 AP each (MM-CREATE-1, AMB-MM-1); return the AP left."""
    comp: Components = ctx.components
    for region in create_targets(ctx, state):
        if not ap:
            ctx.emit("create-no-ap", rule="AMB-MM-1", seat=MACHINA, region=comp.numbers[region])
            break
        held = state.centerpiece[region]
        source = take_new_artwork(state, comp)
        if source is None:
            break
        add_artworks(state, MACHINA, region, 1)
        ap -= 1
        if ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
            changes = table.artworks_moved(comp, state, MACHINA, source, region, {region: held})
            ctx.emit(
                "create-placed",
                rule="MM-CREATE-1" if source == SUPPLY else "MM-CREATE-2",
                seat=MACHINA,
                changes=changes,
                region=comp.numbers[region],
                source=None if source == SUPPLY else comp.numbers[source],
                gallery=state.gallery[region],
                ap_left=ap,
            )
    return ap


def create_in_florence(ctx: Context, state: MaestroState, ap: int) -> int:
    """Place Artworks from its supply in Florence, one per AP (MM-CREATE-3); return the AP left."""
    supply = state.supply[MACHINA]
    placed = min(ap, supply)
    if placed:
        state.supply[MACHINA] -= placed
        add_artworks(state, MACHINA, ctx.components.florence, placed)
        if ctx.narrating:  # 4 a game, ~0.5 %: kept for the speed target
            comp: Components = ctx.components
            changes = [table.artwork(comp, MACHINA, SUPPLY, comp.florence, placed)]
            ctx.emit("create-in-florence", rule="MM-CREATE-3", seat=MACHINA, changes=changes, count=placed)
    return ap - placed


# -- Move -----------------------------------------------------------------------


def choose_move_target(ctx: Context, state: MaestroState, ap: int) -> tuple[int, str] | None:
    """The first target that applies, (a) to (f), higher region number breaking ties (MM-MOVE-2).

    Returns the region and the step's letter. The three steps of a kind exclude each other: (a) has no
    Centerpiece, (b) yours, (c) the Machina's with exactly one Artwork more than you. "Can take with the AP
    left" in (b) counts the Artworks it can bring as well as the AP: a Gallery needing more Artworks than
    the Move's sources hold is not a (b) target (docs/rulings/maestro.md, MM-MOVE-2 (b)).
    """
    view = ctx.derived.get(BoardView, state)
    mine, yours, holder = state.art[MACHINA], state.art[PLAYER], state.centerpiece
    bring = bringable(state, view)
    if bring < ap:  # the AP it can use: no more than the Artworks it can bring
        ap = bring
    for kind, letters in MOVE_STEPS:
        found: list[int | None] = [None, None, None]  # per step, its best region: the first one met
        for region in view.best_first(kind):
            step = move_step(holder[region], mine[region], yours[region], ap)
            if step is None:
                continue
            if found[step] is None:
                found[step] = region
                if step == 0:
                    break  # nothing comes before the best (a)
        for step, region in enumerate(found):
            if region is not None:
                return region, letters[step]
    return None


MOVE_STEP_WORDS = {0: N_("no Centerpiece: step a or d"), 1: N_("yours and it can take it: step b or e"),
                   2: N_("its own by exactly 1 Artwork: step c or f"), None: N_("no step applies")}
"""A Gallery in ``why``'s words by the step of MM-MOVE-2 it meets (the letters for Popular, Secondary)."""


def move_step(holder: str, mine: int, yours: int, ap: int) -> int | None:
    """Which step of a kind a Gallery meets (0: no Centerpiece, 1: yours and it can take it, 2: the Machina's
    with exactly 1 Artwork more than you), or None."""
    if not holder:
        return 0
    if holder == PLAYER and yours - mine <= ap:
        return 1
    if mine == yours + 1:
        return 2
    return None


def move_weighed(ctx: Context, state: MaestroState, ap: int, target: int, letter: str) -> dict[str, object]:
    """What ``why`` shows of a Move target: the Galleries of its kind, those meeting the step that applied
    first, each with its value and the step it meets, most valuable first, and how a tie went (narrating
    only: a fast simulation never builds it)."""
    comp: Components = ctx.components
    view = ctx.derived.get(BoardView, state)
    kind, letters = next((kind, letters) for kind, letters in MOVE_STEPS if letter in letters)
    step, ap = letters.index(letter), min(ap, bringable(state, view))
    mine, yours, holder = state.art[MACHINA], state.art[PLAYER], state.centerpiece
    steps = {r: move_step(holder[r], mine[r], yours[r], ap) for r in view.best_first(kind)}
    met = [r for r, s in steps.items() if s == step]
    rest = [r for r, s in steps.items() if s != step]
    facts: dict[str, object] = {"compared": [
        [region_said(comp, r), gettext("{vp} VP ({step})").format(vp=view.values[r],
                                                                   step=gettext(MOVE_STEP_WORDS[steps[r]]))]
        for r in [*met, *rest]]}
    tied = [region_said(comp, r) for r in met if r != target and view.values[r] == view.values[target]]
    if tied:
        facts["tie_break"] = gettext("ties go to the higher region number: {target} before {tied} at {vp} VP").format(
            target=region_said(comp, target), tied=listing(tied), vp=view.values[target])
    return facts


def bringable(state: MaestroState, view: BoardView) -> int:
    """How many Artworks a Move can bring (MM-MOVE-4): in Florence, in regions without a Gallery, in supply."""
    mine, total = state.art[MACHINA], state.supply[MACHINA]
    for region in view.plain:
        total += mine[region]
    return total


def move_source(state: MaestroState, comp: Components, target: int) -> int | None:
    """The next Artwork's source: Florence, the closest region without a Gallery, supply (MM-MOVE-4)."""
    mine, gallery = state.art[MACHINA], state.gallery
    if mine[comp.florence]:
        return comp.florence
    for region in comp.closest[target]:  # closest first; a higher region number breaks ties
        if mine[region] and not gallery[region]:
            return region
    return SUPPLY if state.supply[MACHINA] else None


def carry_artwork(ctx: Context, state: MaestroState, source: int, target: int, rule: str) -> None:
    """Carry one Machina Artwork straight from ``source`` to ``target`` (MM-MOVE-1)."""
    comp: Components = ctx.components
    held = state.centerpiece[target]
    if source == SUPPLY:
        state.supply[MACHINA] -= 1
    else:
        add_artworks(state, MACHINA, source, -1)
    add_artworks(state, MACHINA, target, 1)
    if ctx.narrating:  # 18 a game: ~2.2 % of a fast game
        changes = table.artworks_moved(comp, state, MACHINA, source, target, {target: held})
        kind = "supply" if source == SUPPLY else "florence" if source == comp.florence else "region"
        ctx.emit(
            "artwork-moved",
            rule=rule,
            seat=MACHINA,
            changes=changes,
            reason=gettext(SOURCE_REASONS[kind]) if rule == "MM-MOVE-4" else None,
            source=None if source == SUPPLY else comp.numbers[source],
            target=comp.numbers[target],
        )


def target_facts(ctx: Context, state: MaestroState, target: int) -> tuple[int, list[list[int]]]:
    """The target's value now, and the other Galleries of its kind as [region number, value]."""
    comp: Components = ctx.components
    every, kind = ctx.derived.get(BoardView, state).values, state.gallery[target]
    others = [[comp.numbers[i], every[i]] for i, k in enumerate(state.gallery) if k == kind and i != target]
    return every[target], others


def resolve_move(ctx: Context, state: MaestroState, ap: int) -> int:
    """Move (MM-MOVE-1..5): carry Artworks to the target until it takes the Centerpiece; return AP lost."""
    comp: Components = ctx.components
    while ap:
        choice = choose_move_target(ctx, state, ap)
        if choice is None:
            ctx.emit("move-no-target", rule="GAP-MM-8", seat=MACHINA, ap=ap)
            return ap
        target, letter = choice
        if ctx.narrating:  # 11 a game: ~1.3 % of a fast game
            value, others = target_facts(ctx, state, target)
            ctx.emit(
                "move-target",
                rule="MM-MOVE-2",
                seat=MACHINA,
                reason=gettext(STEP_WHY[letter]),
                target=comp.numbers[target],
                step=letter,
                value=value,
                others=others,
                **move_weighed(ctx, state, ap, target, letter),
            )
        took = False
        while ap and not took:
            source = move_source(state, comp, target)
            if source is None:
                ctx.emit("move-no-artwork", rule="MM-MOVE-4", seat=MACHINA, ap=ap)
                return ap
            had = state.centerpiece[target]
            carry_artwork(ctx, state, source, target, "MM-MOVE-4")
            ap -= 1
            took = had != MACHINA and state.centerpiece[target] == MACHINA
        if took and ctx.narrating:  # 11 a game: ~1.3 % of a fast game
            rule = "MM-MOVE-5" if ap else "MM-MOVE-3"
            ctx.emit("target-taken", rule=rule, seat=MACHINA, target=comp.numbers[target], ap=ap)
    return 0


def resolve_move_action(ctx: Context, state: MaestroState, ap: int) -> tuple[bool, int]:
    """The Move Action: its lost AP are not carried over again (MM-GOLD-3)."""
    resolve_move(ctx, state, ap)
    return True, 0


# -- Influence ------------------------------------------------------------------


def influence_target(ctx: Context, state: MaestroState) -> int | None:
    """Its most valuable Popular Gallery Centerpiece region (higher number on ties), or None (MM-INF-3)."""
    holder = state.centerpiece
    for region in ctx.derived.get(BoardView, state).best_first("popular"):
        if holder[region] == MACHINA:
            return region
    return None


def influence_source(ctx: Context, state: MaestroState, colour: str) -> tuple[str, str] | None:
    """The Lodge area to take a Collector from (MM-INF-1, MM-INF-2), ties by Precedence (MM-INF-6)."""
    comp: Components = ctx.components
    view = ctx.derived.get(BoardView, state)
    values, prec, region_colour, holder = view.values, comp.precedence, comp.region_colour, state.centerpiece
    yours = None  # your most valuable Centerpiece of another colour, by (value, -Precedence, region)
    for i in view.galleries:  # only a Gallery has a Centerpiece
        if holder[i] == PLAYER and region_colour[i] != colour:
            mine = (values[i], -prec[region_colour[i]], i)
            if yours is None or mine > yours:
                yours = mine
    if yours is not None:
        best = region_colour[yours[2]]
        if state.standing[best]:
            return best, "MM-INF-1"
    others = [c for c in comp.colours if c != colour and state.standing[c]]
    if others:
        return min(others, key=prec.__getitem__), "MM-INF-2"
    return None


def influence_weighed(ctx: Context, state: MaestroState, colour: str, rule: str) -> dict[str, object]:
    """What ``why`` shows of the area a Collector comes from: your Centerpiece regions of another colour by
    value (MM-INF-1), or the other areas with a standing Collector by Precedence (MM-INF-2)."""
    comp: Components = ctx.components
    values, prec, region_colour = ctx.derived.get(BoardView, state).values, comp.precedence, comp.region_colour
    if rule == "MM-INF-1":
        yours = sorted((i for i, h in enumerate(state.centerpiece) if h == PLAYER and region_colour[i] != colour),
                       key=lambda i: (values[i], -prec[region_colour[i]]), reverse=True)
        compared = [[f"{region_said(comp, i)} ({colour_name(region_colour[i])})",
                     gettext("{vp} VP").format(vp=values[i])] for i in yours]
        tie = len(yours) > 1 and any(values[i] == values[yours[0]] and region_colour[i] != region_colour[yours[0]]
                                     for i in yours[1:])
        broken = {"tie_break": gettext("the Precedence tile breaks ties (MM-INF-6)")} if tie else {}
        return {"compared": compared, **broken}
    others = sorted((c for c in comp.colours if c != colour and state.standing[c]), key=prec.__getitem__)
    return {"compared": [[gettext("the {colour} area").format(colour=colour_name(c)),
                          gettext("Precedence {precedence}").format(precedence=prec[c])] for c in others],
            "tie_break": gettext("the first by the Precedence tile (MM-INF-6)")}


def follow_collector(ctx: Context, state: MaestroState, colour: str) -> None:
    """1 Artwork to each Popular Gallery region of the colour that gained a Collector (MM-INF-5)."""
    comp: Components = ctx.components
    for region in comp.regions_of_colour[colour]:
        if state.gallery[region] != "popular":
            continue
        source = move_source(state, comp, region)
        if source is not None:
            carry_artwork(ctx, state, source, region, "MM-INF-5")
        else:  # said, so the person does not look for the Artwork it would have brought
            ctx.emit("follow-skipped", rule="MM-INF-5", seat=MACHINA, region=comp.numbers[region])


def resolve_influence(ctx: Context, state: MaestroState, ap: int) -> tuple[bool, int]:
    """Influence (MM-INF-1..6): one Collector per AP towards its Popular Centerpiece, else a Move."""
    comp: Components = ctx.components
    moved = 0
    while ap:
        target = influence_target(ctx, state)
        if target is None:
            move_instead(ctx, state, ap, "MM-INF-3", "no-popular-centerpiece")
            return True, 0
        colour = comp.region_colour[target]
        source = influence_source(ctx, state, colour)
        if source is None:
            return moved > 0, ap
        from_colour, rule = source
        weighed = influence_weighed(ctx, state, colour, rule) if ctx.narrating else {}
        move_collector(ctx, state, from_colour, colour)
        ap -= 1
        moved += 1
        if ctx.narrating:  # 5 a game, ~0.6 %: kept for the speed target
            laid = Move(table.COLLECTOR, table.lodge_area(from_colour, False), table.lodge_area(colour, True))
            ctx.emit(
                "collector-moved",
                rule=rule,
                seat=MACHINA,
                changes=[laid],
                reason=gettext(INFLUENCE_WHY[rule]),
                source=from_colour,
                target=colour,
                region=comp.numbers[target],
                **weighed,
            )
        machina_gains(ctx, state, colour, FOR_COLLECTOR)
        follow_collector(ctx, state, colour)
    return True, 0


# -- Study ----------------------------------------------------------------------


def advance_study(state: MaestroState, seat: str) -> int:
    """Move ``seat``'s Study marker one space; record the arrival order (EX-PUB-4). Return the space."""
    state.study[seat] += 1
    state.arrivals += 1
    state.study_arrival[seat] = state.arrivals
    return state.study[seat]


def resolve_study(ctx: Context, state: MaestroState, ap: int) -> tuple[bool, int]:
    """Study (MM-STUDY-1): advance once per AP and take each reward; then the orange bonus (MM-STUDY-5)."""
    comp: Components = ctx.components
    last = len(comp.study) - 1
    if state.study[MACHINA] >= last:
        return False, ap
    while ap and state.study[MACHINA] < last:
        space = advance_study(state, MACHINA)
        ap -= 1
        reward, colour = comp.study[space]
        if ctx.narrating:  # 7 a game, ~0.8 %: kept for the speed target
            advanced = Set(table.study_of(MACHINA), space)
            facts = {"space": space, "reward": reward, "colour": colour}
            ctx.emit("study-advanced", rule="MM-STUDY-1", seat=MACHINA, changes=[advanced], **facts)
        if reward == "resource":
            if ctx.narrating:  # 4 a game, ~0.5 %: kept for the speed target
                ctx.emit("study-resource", rule="MM-STUDY-2", seat=MACHINA, colour=colour)
            machina_gains(ctx, state, colour, FROM_STUDY)
        elif reward == "upgrade":
            upgrade(ctx, state)
    study_bonus_move(ctx, state)
    return True, ap


def upgrade(ctx: Context, state: MaestroState) -> None:
    """Replace a Starting card by the top Upgraded card and gain 2 or 4 VP (MM-STUDY-3, MM-STUDY-4)."""
    comp: Components = ctx.components
    if not state.machina.upgraded.draw_pile:
        ctx.emit("upgrade-empty", rule="MM-STUDY-3", seat=MACHINA)
        return
    starting = comp.is_starting
    vp = UPGRADE_VP_EARLY if state.round in EARLY_ROUNDS else UPGRADE_VP_LATE
    if not starting.isdisjoint(state.machina.main.draw_pile):  # a Starting card is left in its deck
        old, passed = state.machina.main.draw_until(starting.__contains__, ctx.rng, UPGRADE_SEARCH)
        state.machina.main.draw_pile.extend(passed)
        state.machina.main.shuffle(ctx.rng)
        physical = ctx.rng.physical_draws
        if physical:  # what to remove and shuffle, before the Upgraded card is asked
            ctx.emit("upgrade-removing", rule="MM-STUDY-3", seat=MACHINA, removed=old, passed=len(passed))
        new = state.machina.upgraded.draw(ctx.rng, UPGRADED_CARD)
        state.machina.main.put_top(new)
        state.machina.boxed_cards.append(old)
        state.vp[MACHINA] += vp
        # 2 a game, ~0.3 %: kept for the speed target
        if ctx.narrating:  # the new top card of its deck is named only when the person drew it
            facts = {"removed": old, "passed": len(passed), "vp": vp, "round": state.round,
                     "drawn": new if physical else None}
            changes = [  # the Starting card is seen; the Upgraded one only when the person drew it
                Move(table.CARD, table.DECK, table.BOX, whose=MACHINA, names=(old,)),
                Move(table.CARD, table.UPGRADED_DECK, table.DECK, whose=MACHINA, names=(new,) if physical else ()),
                table.vp(state, MACHINA),
            ]
            ctx.emit("upgrade", rule="MM-STUDY-3", seat=MACHINA, changes=changes, **facts)
        return
    spot = starting_card_on_board(state, comp)
    if spot is None:
        ctx.emit("upgrade-none", rule="MM-STUDY-4", seat=MACHINA)
        return
    action, pos = spot
    old = state.machina.cards_at[action][pos]
    if ctx.rng.physical_draws:  # what it replaces, before the Upgraded card is asked
        ctx.emit("upgrade-replacing", rule="MM-STUDY-4", seat=MACHINA, removed=old, action=action)
    new = state.machina.cards_at[action][pos] = state.machina.upgraded.draw(ctx.rng, UPGRADED_CARD)
    face_down = old in state.machina.gossip_cards
    if face_down:
        state.machina.gossip_cards[state.machina.gossip_cards.index(old)] = new
    state.machina.boxed_cards.append(old)
    state.vp[MACHINA] += vp
    where = table.action_place(action)
    seen = not face_down or ctx.rng.physical_draws
    changes = [
        Move(table.CARD, where, table.BOX, whose=MACHINA, names=(old,)),
        Move(table.CARD, table.UPGRADED_DECK, where, whose=MACHINA, names=(new,) if seen else ()),
        table.face_up_cards(state, action),
        table.vp(state, MACHINA),
    ]
    added = None if face_down else new  # a Gossip card is replaced face down, unseen
    facts = {"removed": old, "added": added, "action": action, "vp": vp, "round": state.round,
             "drawn": new if ctx.rng.physical_draws else None}
    ctx.emit("upgrade", rule="MM-STUDY-4", seat=MACHINA, changes=changes, **facts)


def starting_card_on_board(state: MaestroState, comp: Components) -> tuple[str, int] | None:
    """The first Machina Starting card on the main board, checking from Study clockwise (MM-STUDY-4)."""
    for action in comp.clockwise_from["study"]:
        for pos, card in enumerate(state.machina.cards_at[action]):
            if card in comp.is_starting:
                return action, pos
    return None


def study_bonus_move(ctx: Context, state: MaestroState) -> None:
    """After Study, move an Artwork from Florence to the orange region with a Popular Gallery (MM-STUDY-5)."""
    comp: Components = ctx.components
    colour = comp.study_bonus_colour
    gallery, numbers, target = state.gallery, comp.numbers, None
    for region in comp.regions_of_colour[colour]:  # the highest-numbered one with a Popular Gallery
        if gallery[region] == "popular" and (target is None or numbers[region] > numbers[target]):
            target = region
    if target is None or not state.art[MACHINA][comp.florence]:
        if ctx.narrating:  # 3 a game, ~0.3 %: kept for the speed target
            cause = "no-artwork" if target is not None else "no-gallery"
            ctx.emit("study-bonus-none", rule="MM-STUDY-5", seat=MACHINA, cause=cause, colour=colour)
        return
    carry_artwork(ctx, state, comp.florence, target, "MM-STUDY-5")


# -- the Workshop Action -------------------------------------------------------------


def workshop_action(ctx: Context, state: MaestroState) -> None:
    """Michelangelo: none (MM-WS-1). Da Vinci: a complete Blueprint loses an Invention marker (MM-WS-2)."""
    comp: Components = ctx.components
    if state.variant == "michelangelo":
        if ctx.narrating:  # 16 a game: ~2.0 % of a fast game
            ctx.emit("workshop-none", rule="MM-WS-1", seat=MACHINA)
        return
    for bp, filled in enumerate(state.machina.blueprints):
        if "" in filled:  # a Resource is still missing
            continue
        name, needs, markers, _ = comp.blueprints[bp]
        if state.machina.markers_removed[bp] < len(markers):
            state.machina.blueprints[bp] = [""] * len(needs)
            state.machina.markers_removed[bp] += 1
            if ctx.narrating:  # 7 a game, ~0.8 %: kept for the speed target
                changes = [
                    *(
                        table.counted(table.resource(colour), MACHINA, table.blueprint_slot(name, slot), 0)
                        for slot, colour in enumerate(filled)
                    ),
                    Set(table.markers_removed_from(name), state.machina.markers_removed[bp]),
                ]
                printed = markers[state.machina.markers_removed[bp] - 1]
                ctx.emit("invention", rule="MM-WS-2", seat=MACHINA, changes=changes, blueprint=name, printed=printed)


RESOLVERS = {
    "create": resolve_create,
    "move": resolve_move_action,
    "influence": resolve_influence,
    "study": resolve_study,
}
