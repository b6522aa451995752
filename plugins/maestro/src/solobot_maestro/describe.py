"""The tracked board as compact text (the ``board`` command)."""

from __future__ import annotations

from solobot.boardtext import BoardText
from solobot.i18n import N_
from solobot_maestro.board import colour_order
from solobot_maestro.components import Components
from solobot_maestro.exhibition import publicity_at
from solobot_maestro.flow import final_label, is_gossip_turn, seat_to_play
from solobot_maestro.language import _, ngettext, pgettext, region_said
from solobot_maestro.narration import GALLERIES, colour_initial, kind_card, patron_term, title
from solobot_maestro.narration import colour as colour_name
from solobot_maestro.state import MACHINA, PLAYER, MaestroState
from solobot_maestro.table import face_down_patron, face_up


def initial(seat: str) -> str:
    """A Workshop's letter in the board's text ("M", "P"), in the language spoken."""
    return pgettext("initial", "M") if seat == MACHINA else pgettext("initial", "P")


def describe_board(state: MaestroState, comp: Components) -> BoardText:
    """The tracked board: the whole of it (the page's), a summary that fits a screen, and its parts by name
    (``board galleries``, ``board actions``, ``board machina``, ``board you``)."""
    first = _("{where}; First Player: you") if state.first == PLAYER else _("{where}; First Player: the Machina")
    head = [first.format(where=where(state, comp))]
    if state.person.turn_ops:
        head.append(_("Recorded so far this turn: {ops} (then `play` ends your turn)").format(
            ops=", ".join(state.person.turn_ops)))
    galleries = [*region_lines(state, comp), lodge_line(state, comp)]
    parts = (
        ("galleries", [*galleries, _("Popular Gallery tiles up: {tiles}").format(
            tiles=tiles_named(comp, state.tiles_up))]),
        ("actions", action_lines(state, comp)),
        ("machina", [seat_line(state, comp, MACHINA), deck_line(state), *workshop_lines(state, comp)]),
        ("you", [seat_line(state, comp, PLAYER), resources_line(state)]),
    )
    whole = "\n".join(head + [line for _, lines in parts for line in lines])
    summary = head + galleries + [tracks_line(state), publicity_line(state, comp)]
    return BoardText(whole, "\n".join(summary), [(name, "\n".join(lines)) for name, lines in parts])


def region_lines(state: MaestroState, comp: Components) -> list[str]:
    """Each region with Artworks or a Gallery: its colour, Gallery, both Workshops' Artworks, the Centerpiece."""
    lines = [_("Regions (M = Machina, P = you, * = Centerpiece):")]
    for i in comp.by_number:
        m, p, kind = state.art[MACHINA][i], state.art[PLAYER][i], state.gallery[i]
        if not (m or p or kind):
            continue
        holder = f" *{initial(state.centerpiece[i])}" if state.centerpiece[i] else ""
        lines.append(f"  {region_heading(comp, i, kind)}: {initial(MACHINA)}{m} {initial(PLAYER)}{p}{holder}")
    return lines


def region_heading(comp: Components, index: int, kind: str | None) -> str:
    """A region on the board with its colour and Gallery, said whole ("4 Genova (viola, Galleria Popolare)")."""
    named = {"region": region_said(comp, index), "gallery": _(GALLERIES[kind]) if kind else "",
             "colour": colour_name(comp.region_colour[index]) if comp.region_colour[index] else ""}
    if named["colour"] and named["gallery"]:
        return pgettext("a region on the board", "{region} ({colour}, {gallery})").format(**named)
    if named["gallery"]:
        return pgettext("a region on the board", "{region} ({gallery})").format(**named)
    if named["colour"]:
        return pgettext("a region on the board", "{region} ({colour})").format(**named)
    return named["region"]


def lodge_line(state: MaestroState, comp: Components) -> str:
    """The Lodge's Collectors by colour, in rank order, and the Collector Setup card."""
    lodge = " > ".join(f"{colour_name(c)} {state.standing[c]}+{state.lying[c]}" for c in colour_order(state, comp))
    return _("Lodge (standing+lying, rank order; card {card}): {lodge}").format(card=state.collector_card, lodge=lodge)


def action_lines(state: MaestroState, comp: Components) -> list[str]:
    """Each Action: its patron card, the Machina's cards and Publicity there, your cards' Publicity."""
    lines = [_("Actions (token colour): patron card; the Machina's cards and Publicity; your cards' Publicity:")]
    for action in comp.actions:
        here = _("  <- Machina meeple") if comp.actions[state.machina.meeple] == action else ""
        shown = face_up(state, action)  # a face-down card is not named, nor its Publicity counted
        cards = ", ".join(c if c in shown else _("one face down") for c in state.machina.cards_at[action])
        its, unseen = machina_publicity_seen(state, comp, action)
        mine = len(state.person.cards_at[action])
        yours = ngettext("{count} card", "{count} cards", mine).format(count=mine) if mine else _("no cards")
        line = _("  {action} ({colour}): {patron}; Machina: {cards}, Publicity {its} + face down; you: {yours}, "
                 "Publicity {mine}{here}") if unseen else \
            _("  {action} ({colour}): {patron}; Machina: {cards}, Publicity {its}; you: {yours}, Publicity "
              "{mine}{here}")
        lines.append(line.format(action=title(action), colour=colour_name(comp.action_colour[action]),
                                 patron=patron_shown(comp, state.patron_at[action]), cards=cards or _("no cards"),
                                 its=its, yours=yours, mine=publicity_at(state, comp, action, PLAYER), here=here))
    return lines


def seat_line(state: MaestroState, comp: Components, seat: str) -> str:
    """One Workshop's VP, supply, Study, Publicity tokens, patron cards and Popular Gallery tiles."""
    patrons = ", ".join(patron_term(comp, card) for card in state.patrons[seat])
    said = _("Machina: VP {vp}, supply {supply}, Study {study}, Publicity tokens {tokens}, patron cards {patrons}, "
             "Popular Gallery tiles {tiles}") if seat == MACHINA else \
        _("You: VP {vp}, supply {supply}, Study {study}, Publicity tokens {tokens}, patron cards {patrons}, "
          "Popular Gallery tiles {tiles}")
    return said.format(vp=state.vp[seat], supply=state.supply[seat], study=state.study[seat],
                       tokens=", ".join(colour_name(t) for t in state.tokens[seat]) or pgettext("tokens", "none"),
                       patrons=patrons or pgettext("cards", "none"), tiles=tiles_named(comp, state.tiles[seat]))


def deck_line(state: MaestroState) -> str:
    """The Machina's deck: cards to draw, the Upgraded deck, the cards removed from the game."""
    return _("Machina deck: {main} to draw, Upgraded {upgraded}, removed from the game {removed}").format(
        main=len(state.machina.main.draw_pile), upgraded=len(state.machina.upgraded.draw_pile),
        removed=", ".join(state.machina.boxed_cards) or pgettext("cards", "none"))


def workshop_lines(state: MaestroState, comp: Components) -> list[str]:
    """The Machina's Workshop grid (Michelangelo) or its Blueprints (da Vinci)."""
    if state.variant == "michelangelo":
        wide = max(len(colour_initial(colour)) for colour in comp.colours)  # a space holds 2 Resources at most
        lines = [_("Machina's Workshop (columns: {columns}):").format(
            columns=", ".join(colour_name(c) for c in comp.grid_columns))]
        for r, row in enumerate(state.machina.grid):
            spaces = " ".join("[" + "".join(map(colour_initial, held)).ljust(2 * wide) + "]" for held in row)
            lines.append(_("  row {row} {colour}: {spaces}").format(row=r + 1, colour=colour_name(comp.grid_rows[r]),
                                                                    spaces=spaces))
        return lines
    lines = [_("Machina's Blueprints (each requirement: the Resource on it):")]
    for bp, (name, needs, markers, _points) in enumerate(comp.blueprints):
        held = state.machina.blueprints[bp]
        empty = _("empty")
        slots = ", ".join(f"{colour_name(need)} {colour_name(got) if got else empty}"
                          for need, got in zip(needs, held, strict=True))
        meeple = _(" <- meeple") if bp == state.machina.bp_meeple else ""
        lines.append(_("  {name}: {slots}; markers removed {removed}/{markers}{meeple}").format(
            name=name, slots=slots, removed=state.machina.markers_removed[bp], markers=len(markers), meeple=meeple))
    return lines


def resources_line(state: MaestroState) -> str:
    """Your Resources as solobot counts them."""
    counted = ", ".join(f"{colour_name(c)} {n}" for c, n in state.person.resources.items())
    return _("Your Resources counted by solobot: {resources}").format(resources=counted)


def tracks_line(state: MaestroState) -> str:
    """Both Workshops' VP, Study and supply, side by side (the summary's)."""
    return "; ".join(
        _("{what}: you {yours}, the Machina {its}").format(what=_(what), yours=track[PLAYER], its=track[MACHINA])
        for what, track in ((N_("VP"), state.vp), (N_("Study"), state.study), (N_("Artworks in supply"), state.supply))
    )


def publicity_line(state: MaestroState, comp: Components) -> str:
    """The Publicity at each Action, the Machina's then yours (the summary's)."""
    cells = []
    for action in comp.actions:
        its, unseen = machina_publicity_seen(state, comp, action)
        here = _(" (Machina meeple)") if comp.actions[state.machina.meeple] == action else ""
        cell = _("{action}{here}: the Machina {its} + face down, you {mine}") if unseen else \
            _("{action}{here}: the Machina {its}, you {mine}")
        cells.append(cell.format(action=title(action), here=here, its=its,
                                 mine=publicity_at(state, comp, action, PLAYER)))
    return _("Publicity: {cells}").format(cells="; ".join(cells))


def tiles_named(comp: Components, tiles: list[str]) -> str:
    """Popular Gallery tiles by the region each shows ("6 Ravenna, 13 Napoli"), or "none"."""
    return ", ".join(region_said(comp, comp.tile_region[tile]) for tile in tiles) or pgettext("tiles", "none")


def machina_publicity_seen(state: MaestroState, comp: Components, action: str) -> tuple[int, int]:
    """The Machina's Publicity at ``action`` that the table shows (its face-up cards and its tokens), and
    how many of its cards there lie face down (Gossip cards, counted only once revealed: EX-PUB-1)."""
    shown = face_up(state, action)
    unseen = [card for card in state.machina.cards_at[action] if card not in shown]
    return publicity_at(state, comp, action, MACHINA) - sum(map(comp.card_publicity.__getitem__, unseen)), len(unseen)


def where(state: MaestroState, comp: Components) -> str:
    """Where the game is: round, turn (and Gossip), whose move."""
    facts = {"round": state.round, "rounds": comp.rounds, "turn": state.slot // 2 + 1, "turns": comp.turns}
    if state.phase == "turns":
        gossip, yours = is_gossip_turn(state, comp), seat_to_play(state) == PLAYER
        if gossip:
            said = _("Round {round} of {rounds}, turn {turn} of {turns} (Gossip): your move") if yours else \
                _("Round {round} of {rounds}, turn {turn} of {turns} (Gossip): the Machina's move")
        else:
            said = _("Round {round} of {rounds}, turn {turn} of {turns}: your move") if yours else \
                _("Round {round} of {rounds}, turn {turn} of {turns}: the Machina's move")
        return said.format(**facts)
    if state.phase == "exhibition_start":
        return _("Round {round} of {rounds}, start of the Exhibition: your move").format(**facts)
    if state.phase == "exhibition":
        return _("Round {round} of {rounds}, the Exhibition").format(**facts)
    if state.phase == "final":
        return final_label(state)
    return _("The game is over")


def where_lines(state: MaestroState, comp: Components) -> tuple[str, str]:
    """Where the game is and whose move it is, as two lines (the drawing's heading): "Round 1 of 4, turn 2 of 5",
    "Your move"; the second is empty when nobody is asked."""
    facts = {"round": state.round, "rounds": comp.rounds, "turn": state.slot // 2 + 1, "turns": comp.turns,
             "vp": state.vp[PLAYER]}
    yours = seat_to_play(state) == PLAYER
    if state.phase == "turns":
        head = _("Round {round} of {rounds}, turn {turn} of {turns} (Gossip)") if is_gossip_turn(state, comp) else \
            _("Round {round} of {rounds}, turn {turn} of {turns}")
        return head.format(**facts), _("Your move") if yours else _("The Machina's move")
    if state.phase == "exhibition_start":
        return _("Round {round} of {rounds}, start of the Exhibition").format(**facts), _("Your move")
    if state.phase == "exhibition":
        return _("Round {round} of {rounds}, the Exhibition").format(**facts), ""
    if state.phase == "final":
        return _("Final scoring"), _("Your move (enter your final score: your VP track, {vp} as solobot tracks it, "
                                     "plus your own end-game scoring)").format(**facts)
    return _("The game is over"), ""


def patron_shown(comp: Components, card: str) -> str:
    """A patron card dealt at an Action as the table shows it: face down, only its kind known."""
    kind = face_down_patron(comp, card)
    return _("{kind}, face down").format(kind=kind_card(kind)) if kind else _("no patron card")
