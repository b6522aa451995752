"""The tracked board as compact text (the ``board`` command)."""

from __future__ import annotations

from solobot.boardtext import BoardText
from solobot_maestro.board import colour_order
from solobot_maestro.components import Components
from solobot_maestro.exhibition import publicity_at
from solobot_maestro.flow import final_label, is_gossip_turn, seat_to_play
from solobot_maestro.state import MACHINA, PLAYER, MaestroState
from solobot_maestro.table import face_down_patron, face_up

SHORT = {MACHINA: "M", PLAYER: "P", "": "-"}


def describe_board(state: MaestroState, comp: Components) -> BoardText:
    """The tracked board: the whole of it (the page's), a summary that fits a screen, and its parts by name
    (``board galleries``, ``board actions``, ``board machina``, ``board you``)."""
    head = [f"{where(state, comp)}; First Player: {'you' if state.first == PLAYER else 'the Machina'}"]
    if state.person.turn_ops:
        head.append(f"Recorded so far this turn: {', '.join(state.person.turn_ops)} (then `play` ends your turn)")
    galleries = [*region_lines(state, comp), lodge_line(state, comp)]
    parts = (
        ("galleries", [*galleries, f"Popular Gallery tiles up: {tiles_named(comp, state.tiles_up)}"]),
        ("actions", action_lines(state, comp)),
        ("machina", [seat_line(state, comp, MACHINA), deck_line(state), *workshop_lines(state, comp)]),
        ("you", [seat_line(state, comp, PLAYER), resources_line(state)]),
    )
    whole = "\n".join(head + [line for _, lines in parts for line in lines])
    summary = head + galleries + [tracks_line(state), publicity_line(state, comp)]
    return BoardText(whole, "\n".join(summary), [(name, "\n".join(lines)) for name, lines in parts])


def region_lines(state: MaestroState, comp: Components) -> list[str]:
    """Each region with Artworks or a Gallery: its colour, Gallery, both Workshops' Artworks, the Centerpiece."""
    lines = ["Regions (M = Machina, P = you, * = Centerpiece):"]
    for i in comp.by_number:
        m, p, kind = state.art[MACHINA][i], state.art[PLAYER][i], state.gallery[i]
        if not (m or p or kind):
            continue
        gallery = f" {kind.title()} Gallery" if kind else ""
        colour = f" {comp.region_colour[i]}" if comp.region_colour[i] else ""
        holder = f" *{SHORT[state.centerpiece[i]]}" if state.centerpiece[i] else ""
        lines.append(f"  {comp.region_label(i)}{colour}{gallery}: M{m} P{p}{holder}")
    return lines


def lodge_line(state: MaestroState, comp: Components) -> str:
    """The Lodge's Collectors by colour, in rank order, and the Collector Setup card."""
    lodge = " > ".join(f"{c} {state.standing[c]}+{state.lying[c]}" for c in colour_order(state, comp))
    return f"Lodge (standing+lying, rank order; card {state.collector_card}): {lodge}"


def action_lines(state: MaestroState, comp: Components) -> list[str]:
    """Each Action: its patron card, the Machina's cards and Publicity there, your cards' Publicity."""
    lines = ["Actions (token colour): patron card; the Machina's cards and Publicity; your cards' Publicity:"]
    for action in comp.actions:
        here = "  <- Machina meeple" if comp.actions[state.machina.meeple] == action else ""
        shown = face_up(state, action)  # a face-down card is not named, nor its Publicity counted
        cards = ", ".join(c if c in shown else "one face down" for c in state.machina.cards_at[action])
        its, unseen = machina_publicity_seen(state, comp, action)
        mine = len(state.person.cards_at[action])
        yours = f"{mine} card{'s' if mine != 1 else ''}" if mine else ""
        lines.append(
            f"  {action.title()} ({comp.action_colour[action]}): {patron_shown(comp, state.patron_at[action])}; "
            f"Machina: {cards or 'no cards'}, Publicity {its}{' + face down' if unseen else ''}; "
            f"you: {yours or 'no cards'}, Publicity {publicity_at(state, comp, action, PLAYER)}{here}"
        )
    return lines


def seat_line(state: MaestroState, comp: Components, seat: str) -> str:
    """One Workshop's VP, supply, Study, Publicity tokens, patron cards and Popular Gallery tiles."""
    patrons = ", ".join(f"{comp.patron[c].kind.title()} {comp.patron[c].name}" for c in state.patrons[seat])
    return (
        f"{'Machina' if seat == MACHINA else 'You'}: VP {state.vp[seat]}, supply {state.supply[seat]}, "
        f"Study {state.study[seat]}, Publicity tokens {listed(state.tokens[seat])}, patron cards "
        f"{patrons or 'none'}, Popular Gallery tiles {tiles_named(comp, state.tiles[seat])}"
    )


def deck_line(state: MaestroState) -> str:
    """The Machina's deck: cards to draw, the Upgraded deck, the cards removed from the game."""
    return (
        f"Machina deck: {len(state.machina.main.draw_pile)} to draw, Upgraded {len(state.machina.upgraded.draw_pile)}, "
        f"removed from the game {listed(state.machina.boxed_cards)}"
    )


def workshop_lines(state: MaestroState, comp: Components) -> list[str]:
    """The Machina's Workshop grid (Michelangelo) or its Blueprints (da Vinci)."""
    if state.variant == "michelangelo":
        lines = [f"Machina's Workshop (columns: {', '.join(comp.grid_columns)}):"]
        for r, row in enumerate(state.machina.grid):
            spaces = " ".join("[" + "".join(c[0] for c in held).ljust(2) + "]" for held in row)
            lines.append(f"  row {r + 1} {comp.grid_rows[r]}: {spaces}")
        return lines
    lines = ["Machina's Blueprints (each requirement: the Resource on it):"]
    for bp, (name, needs, markers, _) in enumerate(comp.blueprints):
        held = state.machina.blueprints[bp]
        slots = ", ".join(f"{need} {got or 'empty'}" for need, got in zip(needs, held, strict=True))
        meeple = " <- meeple" if bp == state.machina.bp_meeple else ""
        lines.append(f"  {name}: {slots}; markers removed {state.machina.markers_removed[bp]}/{len(markers)}{meeple}")
    return lines


def resources_line(state: MaestroState) -> str:
    """Your Resources as solobot counts them."""
    return f"Your Resources counted by solobot: {', '.join(f'{c} {n}' for c, n in state.person.resources.items())}"


def tracks_line(state: MaestroState) -> str:
    """Both Workshops' VP, Study and supply, side by side (the summary's)."""
    return "; ".join(
        f"{what}: you {track[PLAYER]}, the Machina {track[MACHINA]}"
        for what, track in (("VP", state.vp), ("Study", state.study), ("Artworks in supply", state.supply))
    )


def publicity_line(state: MaestroState, comp: Components) -> str:
    """The Publicity at each Action, the Machina's then yours (the summary's)."""
    cells = []
    for action in comp.actions:
        its, unseen = machina_publicity_seen(state, comp, action)
        here = " (Machina meeple)" if comp.actions[state.machina.meeple] == action else ""
        cells.append(f"{action.title()}{here}: the Machina {its}{' + face down' if unseen else ''}, "
                     f"you {publicity_at(state, comp, action, PLAYER)}")
    return "Publicity: " + "; ".join(cells)


def tiles_named(comp: Components, tiles: list[str]) -> str:
    """Popular Gallery tiles by the region each shows ("6 Ravenna, 13 Napoli"), or "none"."""
    return listed([comp.region_label(comp.tile_region[tile]) for tile in tiles])


def listed(items: list[str]) -> str:
    """Tokens, tiles or cards in words: "blue, orange", or "none"."""
    return ", ".join(items) or "none"


def machina_publicity_seen(state: MaestroState, comp: Components, action: str) -> tuple[int, int]:
    """The Machina's Publicity at ``action`` that the table shows (its face-up cards and its tokens), and
    how many of its cards there lie face down (Gossip cards, counted only once revealed: EX-PUB-1)."""
    shown = face_up(state, action)
    unseen = [card for card in state.machina.cards_at[action] if card not in shown]
    return publicity_at(state, comp, action, MACHINA) - sum(map(comp.card_publicity.__getitem__, unseen)), len(unseen)


def where(state: MaestroState, comp: Components) -> str:
    """Where the game is: round, turn (and Gossip), whose move."""
    head = f"Round {state.round} of {comp.rounds}"
    if state.phase == "turns":
        turn = state.slot // 2 + 1
        gossip = " (Gossip)" if is_gossip_turn(state, comp) else ""
        whose = "your move" if seat_to_play(state) == PLAYER else "the Machina's move"
        return f"{head}, turn {turn} of {comp.turns}{gossip}: {whose}"
    return {
        "exhibition_start": f"{head}, start of the Exhibition: your move",
        "exhibition": f"{head}, the Exhibition",
        "final": final_label(state),
    }.get(state.phase, "The game is over")


def patron_shown(comp: Components, card: str) -> str:
    """A patron card dealt at an Action as the table shows it: face down, only its kind known."""
    kind = face_down_patron(comp, card)
    return f"{kind.title()}, face down" if kind else "no patron card"
