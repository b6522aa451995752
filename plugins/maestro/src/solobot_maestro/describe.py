"""The tracked board as compact text (the ``board`` command)."""

from __future__ import annotations

from solobot_maestro.board import colour_order
from solobot_maestro.components import Components
from solobot_maestro.exhibition import publicity_at
from solobot_maestro.state import MACHINA, PLAYER, MaestroState

SHORT = {MACHINA: "M", PLAYER: "P", "": "-"}


def describe_board(state: MaestroState, comp: Components) -> str:
    """Regions, Galleries, Centerpieces, Lodge, Actions, the Machina's Workshop, VP."""
    lines = [
        f"Round {state.round}/{comp.rounds}, slot {state.slot + 1}/{2 * comp.turns}, phase {state.phase}; "
        f"first player: {state.first}"
    ]
    lines.append("Regions (M = Machina, P = you, * = Centerpiece):")
    for i in comp.by_number:
        m, p, kind = state.art[MACHINA][i], state.art[PLAYER][i], state.gallery[i]
        if not (m or p or kind):
            continue
        gallery = f" {kind} Gallery" if kind else ""
        colour = f" {comp.region_colour[i]}" if comp.region_colour[i] else ""
        holder = f" *{SHORT[state.centerpiece[i]]}" if state.centerpiece[i] else ""
        lines.append(f"  {comp.region_label(i)}{colour}{gallery}: M{m} P{p}{holder}")
    order = colour_order(state, comp)
    lodge = " > ".join(f"{c} {state.standing[c]}+{state.lying[c]}" for c in order)
    lines.append(f"Lodge (standing+lying, rank order; card {state.collector_card}): {lodge}")
    lines.append(f"Popular Gallery tiles up: {' '.join(state.tiles_up) or '-'}")
    lines.append("Actions:")
    for action in comp.actions:
        here = "<- Machina meeple" if comp.actions[state.meeple] == action else ""
        cards = ",".join(
            c + ("(gossip)" if c in state.gossip_cards else "") for c in state.machina_cards_at[action]
        )
        lines.append(
            f"  {action} ({comp.action_colour[action]}): patron {state.patron_at[action] or '-'}; "
            f"M [{cards}] pub {publicity_at(state, comp, action, MACHINA)}; "
            f"P {state.player_cards_at[action]} pub {publicity_at(state, comp, action, PLAYER)} {here}"
        )
    for seat, name in ((MACHINA, "Machina"), (PLAYER, "You")):
        lines.append(
            f"{name}: VP {state.vp[seat]}, supply {state.supply[seat]}, Study {state.study[seat]}, "
            f"tokens {state.tokens[seat] or '-'}, patrons {state.patrons[seat] or '-'}, "
            f"tiles {state.tiles[seat] or '-'}"
        )
    lines.append(
        f"Machina deck: {len(state.main.draw_pile)} to draw, Upgraded {len(state.upgraded.draw_pile)}, "
        f"removed {state.boxed_cards or '-'}"
    )
    if state.variant == "michelangelo":
        for r, row in enumerate(state.grid):
            spaces = " ".join("[" + "".join(c[0] for c in held).ljust(2) + "]" for held in row)
            lines.append(f"  row {r + 1} {comp.grid_rows[r]}: {spaces}")
    else:
        for bp, (name, needs, markers, _) in enumerate(comp.blueprints):
            slots = " ".join(
                f"{need}:{got or '_'}" for need, got in zip(needs, state.blueprints[bp], strict=True)
            )
            meeple = " <- meeple" if bp == state.bp_meeple else ""
            lines.append(
                f"  {name} {slots} markers removed {state.markers_removed[bp]}/{len(markers)}{meeple}"
            )
    lines.append(f"Your Resources: {state.player_resources}")
    return "\n".join(lines)
