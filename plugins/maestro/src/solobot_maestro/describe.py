"""The tracked board as compact text (the ``board`` command)."""

from __future__ import annotations

from solobot_maestro.board import colour_order
from solobot_maestro.components import Components
from solobot_maestro.exhibition import publicity_at
from solobot_maestro.flow import final_label, is_gossip_turn, seat_to_play
from solobot_maestro.state import MACHINA, PLAYER, MaestroState
from solobot_maestro.table import face_down_patron, face_up

SHORT = {MACHINA: "M", PLAYER: "P", "": "-"}


def describe_board(state: MaestroState, comp: Components) -> str:
    """Regions, Galleries, Centerpieces, Lodge, Actions, the Machina's Workshop, VP."""
    lines = [f"{where(state, comp)}; First Player: {'you' if state.first == PLAYER else 'the Machina'}"]
    if state.person.turn_ops:
        lines.append(f"Recorded so far this turn: {', '.join(state.person.turn_ops)} (then `play` ends your turn)")
    lines.append("Regions (M = Machina, P = you, * = Centerpiece):")
    for i in comp.by_number:
        m, p, kind = state.art[MACHINA][i], state.art[PLAYER][i], state.gallery[i]
        if not (m or p or kind):
            continue
        gallery = f" {kind.title()} Gallery" if kind else ""
        colour = f" {comp.region_colour[i]}" if comp.region_colour[i] else ""
        holder = f" *{SHORT[state.centerpiece[i]]}" if state.centerpiece[i] else ""
        lines.append(f"  {comp.region_label(i)}{colour}{gallery}: M{m} P{p}{holder}")
    order = colour_order(state, comp)
    lodge = " > ".join(f"{c} {state.standing[c]}+{state.lying[c]}" for c in order)
    lines.append(f"Lodge (standing+lying, rank order; card {state.collector_card}): {lodge}")
    lines.append(f"Popular Gallery tiles up: {listed(state.tiles_up)}")
    lines.append("Actions (token colour): patron card; the Machina's cards and Publicity; your cards' Publicity:")
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
    for seat, name in ((MACHINA, "Machina"), (PLAYER, "You")):
        patrons = ", ".join(f"{comp.patron[c].kind.title()} {comp.patron[c].name}" for c in state.patrons[seat])
        lines.append(
            f"{name}: VP {state.vp[seat]}, supply {state.supply[seat]}, Study {state.study[seat]}, "
            f"Publicity tokens {listed(state.tokens[seat])}, patron cards {patrons or 'none'}, "
            f"Popular Gallery tiles {listed(state.tiles[seat])}"
        )
    lines.append(
        f"Machina deck: {len(state.machina.main.draw_pile)} to draw, Upgraded {len(state.machina.upgraded.draw_pile)}, "
        f"removed from the game {listed(state.machina.boxed_cards)}"
    )
    if state.variant == "michelangelo":
        lines.append(f"Machina's Workshop (columns: {', '.join(comp.grid_columns)}):")
        for r, row in enumerate(state.machina.grid):
            spaces = " ".join("[" + "".join(c[0] for c in held).ljust(2) + "]" for held in row)
            lines.append(f"  row {r + 1} {comp.grid_rows[r]}: {spaces}")
    else:
        lines.append("Machina's Blueprints (each requirement: the Resource on it):")
        for bp, (name, needs, markers, _) in enumerate(comp.blueprints):
            slots = ", ".join(
                f"{need} {got or 'empty'}" for need, got in zip(needs, state.machina.blueprints[bp], strict=True)
            )
            meeple = " <- meeple" if bp == state.machina.bp_meeple else ""
            removed = f"{state.machina.markers_removed[bp]}/{len(markers)}"
            lines.append(f"  {name}: {slots}; markers removed {removed}{meeple}")
    counted = ", ".join(f"{c} {n}" for c, n in state.person.resources.items())
    lines.append(f"Your Resources counted by solobot: {counted}")
    return "\n".join(lines)


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
