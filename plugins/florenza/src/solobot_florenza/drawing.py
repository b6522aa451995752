"""The tracked table as a drawing (SVG) for the web page, sized for a phone held in one hand.

From the top: the round and phase with the roles; the points of every seat; each seat's
District (Workshops with the Kinsmen on them, Chiesa and Palazzo crests) and, for a Ghost,
its Action Table with standing and lying Kinsmen; the Artists under the Life in Florenza
cards; the main board's Artworks; the Captains of Fortune. A seat is a colour and a letter
(Y for you, 1, 2 ... for the Ghosts), so nothing depends on colour alone.
"""

from __future__ import annotations

from solobot.i18n import N_
from solobot.toolkit import Sheet, wrap
from solobot_florenza.board import final_total
from solobot_florenza.components import Components
from solobot_florenza.describe import phase_said
from solobot_florenza.narration import BUILDINGS, _, label, level_name, name, resource, said, skill, subject
from solobot_florenza.state import LYING, PLAYER, STANDING, State

WIDTH, PAD = 360, 6
INNER = WIDTH - 2 * PAD
SEAT_COLOURS = ("#2f6f4f", "#8c3b2e", "#2e5c8c", "#8c6d2e", "#6b2e8c")
WORKSHOP_FILLS = {"yellow": "#f6e7a6", "green": "#cfe8c4", "blue": "#c9dcf0", "purple": "#e0d0ec"}
ACTION_LABELS = {
    "operate": N_("Operate"),
    "build": N_("Build"),
    "church": N_("Chiesa Artwork"),
    "palace": N_("Palazzo Artwork"),
    "captain": N_("Captain of Fortune"),
    "church_point": N_("+1 Church Pt"),
    "main_board": N_("Main-board Artwork"),
}
"""The Action Table's spaces, short enough for a quarter of a phone's width."""
GREY, FAINT, RULE = "#777", "#e9e4d8", "#ccc"


def colour(state: State, seat: str) -> str:
    """A seat's colour (its place in the seat list)."""
    return SEAT_COLOURS[state.seats.index(seat) % len(SEAT_COLOURS)]


def letter(seat: str) -> str:
    """A seat's letter on its pieces: Y for you, the Ghost's number."""
    return "Y" if seat == PLAYER else seat.rsplit("-", 1)[-1]


def marker(c: Sheet, state: State, seat: str, x: float, y: float, r: float = 7) -> None:
    """A seat's piece: a disc in its colour with its letter."""
    c.disc(x, y, r, colour(state, seat), stroke="#fff")
    c.text(x, y + r * 0.45, letter(seat), r * 1.3, bold=True, anchor="middle", fill="#fff")


def heading(c: Sheet, y: float, text: str) -> float:
    """A section heading with a rule under it; returns the y below it."""
    c.text(PAD, y + 14, text, 13, bold=True)
    c.line(PAD, y + 18, WIDTH - PAD, y + 18, RULE)
    return y + 24


def draw_status(c: Sheet, y: float, state: State, comps: Components) -> float:
    """Round and phase, the roles, the common Resource and the turn order."""
    c.text(PAD, y + 16, _("Round {round} of {rounds} · {phase}").format(
        round=state.round, rounds=comps.rounds, phase=phase_said(state.phase)), 15, bold=True)
    c.text(PAD, y + 33, _("Captain: {captain} · Bishop: {bishop} · Resource: {resource}").format(
        captain=name(state.captain), bishop=name(state.bishop) or "-",
        resource=resource(state.common_resource) if state.common_resource else "-"), 11)
    if state.order:
        c.text(PAD, y + 48, _("Turn order: {seats}").format(seats=", ".join(name(seat) for seat in state.order)), 11)
    return y + 56


COLUMNS = {"prestige": N_("Prestige"), "church": N_("Church"), "total": N_("Total")}
"""The points table's column heads."""


def draw_points(c: Sheet, y: float, state: State, comps: Components) -> float:
    """Every seat's track values and final total, one row each."""
    columns = [*comps.tracks, "total"]
    right = [WIDTH - PAD - 70 * (len(columns) - 1 - i) for i in range(len(columns))]
    y = heading(c, y, _("Points"))
    for x, track in zip(right, columns, strict=True):
        c.text(x, y + 10, said(COLUMNS[track]) if track in COLUMNS else track.capitalize(), 10, anchor="end",
               fill=GREY)
    y += 14
    for seat in state.seats:
        marker(c, state, seat, PAD + 8, y + 9)
        c.text(PAD + 20, y + 13, f"{subject(seat)} ({state.families[seat]})", 12)
        values = [*(state.points[seat][t] for t in comps.tracks), final_total(state, comps, seat)]
        for x, value in zip(right, values, strict=True):
            c.text(x, y + 13, str(value), 13, anchor="end", bold=x == right[-1])
        y += 19
    return y + 4


def draw_district(c: Sheet, y: float, state: State, comps: Components, seat: str) -> float:
    """A seat's Workshop spaces (number, name, Kinsman on it, Under Construction dashed), then its crests."""
    spaces = state.districts[seat].spaces
    w, h = INNER / len(spaces), 50
    for k, slot in enumerate(spaces):
        x = PAD + k * w
        if slot is None:
            c.box(x + 1, y, w - 2, h, FAINT)
            c.text(x + w / 2, y + h / 2 + 4, _("space {space}").format(space=k + 1), 9, anchor="middle", fill=GREY)
            continue
        workshop = comps.workshop[slot.workshop]
        c.box(x + 1, y, w - 2, h, WORKSHOP_FILLS.get(workshop.colour, "#eee"), stroke="#555",
               dashed=not slot.built)
        c.text(x + 4, y + 12, str(workshop.number), 11, bold=True)
        for i, part in enumerate(wrap(label(workshop.name), 10)):
            c.text(x + 4, y + 25 + 10 * i, part, 9.5)
        if not slot.built:
            c.text(x + w - 4, y + h - 3, _("under constr."), 7.5, anchor="end", italic=True, fill=GREY)
        if slot.kinsman:
            marker(c, state, slot.kinsman, x + w - 9, y + 9)
    y += h + 4
    district = state.districts[seat]
    x = PAD
    for where, building in BUILDINGS.items():
        crests = getattr(district, where)
        c.text(x, y + 11, f"{building} {sum(1 for crest in crests if crest)}/{len(crests)}", 10)
        for i, crest in enumerate(crests):
            cx = x + 66 + i * 14
            if crest:
                marker(c, state, crest, cx, y + 7, 6)
            else:
                c.disc(cx, y + 7, 5.5, "none", stroke="#aaa")
        x += INNER / 2
    return y + 18


def draw_action_table(c: Sheet, y: float, state: State, comps: Components, seat: str) -> float:
    """A Ghost's Action Table: each space's action, and a standing (upright) or lying (flat) Kinsman."""
    cols = comps.action_table.columns
    w, h = INNER / cols, 32
    for i, (action, value) in enumerate(zip(comps.table_actions, state.ghosts[seat].table, strict=True)):
        x, top = PAD + (i % cols) * w, y + (i // cols) * (h + 2)
        c.box(x + 1, top, w - 2, h, "#fff", stroke="#bbb")
        c.text(x + 4, top + 11, f"{i + 1}", 9, bold=True, fill=GREY)
        for j, part in enumerate(wrap(said(ACTION_LABELS[action]) if action in ACTION_LABELS else action, 12)):
            c.text(x + 14, top + 11 + 10 * j, part, 8.5)
        if value == STANDING:
            c.box(x + w - 14, top + 6, 9, 22, colour(state, seat), rx=4)
        elif value == LYING:
            c.box(x + w - 28, top + 20, 22, 9, colour(state, seat), rx=4)
    y += -(-len(comps.table_actions) // cols) * (h + 2)
    c.box(PAD + 2, y + 2, 6, 13, colour(state, seat), rx=3)
    c.text(PAD + 12, y + 12, _("standing Kinsman"), 9, fill=GREY)
    c.box(PAD + 112, y + 6, 13, 6, colour(state, seat), rx=3)
    c.text(PAD + 129, y + 12, _("lying Kinsman"), 9, fill=GREY)
    return y + 20


def draw_seat(c: Sheet, y: float, state: State, comps: Components, seat: str) -> float:
    """One seat: a heading with what it keeps in hand, its Action Table (a Ghost), its District."""
    if seat == PLAYER:
        title = _("You ({family})").format(family=state.families[seat])
        held = _("Kinsmen to place: {kinsmen} · Family Crests: {crests}").format(
            kinsmen=state.person_kinsmen, crests=state.person_crests)
    else:
        ghost = state.ghosts[seat]
        title = f"{subject(seat)} ({level_name(ghost.level)}, {state.families[seat]})"
        held = _("Kinsmen: pool {pool}, income area {income} · Crests: {normal} + {special} special").format(
            pool=ghost.pool, income=ghost.income, normal=ghost.normal_crests, special=ghost.special_crests)
    c.line(PAD, y, WIDTH - PAD, y, RULE)
    marker(c, state, seat, PAD + 8, y + 12, 8)
    c.text(PAD + 22, y + 17, title, 13, bold=True)
    c.text(PAD, y + 33, held, 10.5)
    y += 40
    if seat in state.ghosts:
        y = draw_action_table(c, y, state, comps, seat)
    return draw_district(c, y, state, comps, seat) + 8


def artist_status(state: State, i: int) -> str:
    """What a person sees of an Artist tile: yours, face down, detained, his card a Masterpiece."""
    tile = state.artists[i]
    words = [_("yours") if tile.held_by == PLAYER else "" if tile.face_up else _("face down")]
    words.append(_("detained") if state.detained == i else "")
    return " · ".join(word for word in words if word)


def draw_artists(c: Sheet, y: float, state: State, comps: Components) -> float:
    """The Artist tiles in columns under their Life in Florenza cards, with skills and costs."""
    y = heading(c, y, _("Artists"))
    cards = comps.life_cards_by_number
    w, h = INNER / len(cards), 46
    for n, card in enumerate(cards):
        for j, part in enumerate(wrap(f"{card.number} {label(card.name)}", 16)):
            c.text(PAD + n * w + 2, y + 10 + 10 * j, part, 9, fill=GREY)
    y += 24
    column = {card.number: n for n, card in enumerate(cards)}
    for i, tile in enumerate(state.artists):
        x, top = PAD + column[tile.card] * w, y + tile.pos * (h + 3)
        mine, status = tile.held_by == PLAYER, artist_status(state, i)
        fill = "#fff" if tile.face_up else "#d8d4cc"
        c.box(x + 1, top, w - 2, h, fill, stroke=SEAT_COLOURS[0] if mine else "#999", width=2.5 if mine else 1)
        for j, part in enumerate(wrap(label(comps.artists[i].name), 15)):
            c.text(x + 4, top + 11 + 10 * j, part, 9.5, bold=True)
        skills = " ".join(f"{skill(s.skill)[:1].upper()}{s.cost}" for s in comps.artists[i].skills)
        c.text(x + 4, top + 33, skills + ("  ★" if tile.masterpiece else ""), 9)
        c.text(x + 4, top + 43, status, 8, italic=True, fill="#8c3b2e" if state.detained == i else "#333")
    rows = max(card.slots for card in cards)
    c.text(PAD, y + rows * (h + 3) + 10, _("{legend}: skill and cost · ★ Masterpiece").format(legend=", ".join(
        f"{skill(s)[:1].upper()} {skill(s)}" for s in ("painting", "sculpture", "architecture"))), 8.5,
           fill=GREY)
    return y + rows * (h + 3) + 18


def draw_main_board(c: Sheet, y: float, state: State, comps: Components) -> float:
    """Each main-board place and its Artworks, a crested one marked with its seat."""
    y = heading(c, y, _("Main board"))
    for place in comps.main_board:
        c.text(PAD, y + 11, label(place.name), 10, bold=True)
        x = PAD + 118
        for artwork, crest in zip(place.artworks, state.main[place.name], strict=True):
            if crest:
                marker(c, state, crest, x + 5, y + 7, 6)
            else:
                c.disc(x + 5, y + 7, 5.5, "none", stroke="#aaa")
            c.text(x + 13, y + 11, label(artwork.name), 9)
            x += (WIDTH - PAD - 118) / 3
        y += 17
    return y + 4


def draw_captains(c: Sheet, y: float, state: State) -> float:
    """The Captains of Fortune in play, hired ones greyed, two to a row."""
    y = heading(c, y, _("Captains of Fortune"))
    for i, card in enumerate(state.captains):
        x, top = PAD + (i % 2) * INNER / 2, y + (i // 2) * 15
        shown = label(card.name) if card.face_up else _("{captain} (hired)").format(captain=label(card.name))
        c.text(x, top + 11, shown, 10, fill="#222" if card.face_up else GREY, italic=not card.face_up)
    return y + -(-len(state.captains) // 2) * 15 + 6


def draw_table(state: State, comps: Components) -> str:
    """The whole drawing, as an SVG document."""
    c = Sheet(WIDTH)
    y = draw_status(c, 0, state, comps)
    y = draw_points(c, y, state, comps)
    for seat in state.seats:
        y = draw_seat(c, y, state, comps, seat)
    y = draw_artists(c, y, state, comps)
    y = draw_main_board(c, y, state, comps)
    y = draw_captains(c, y, state)
    return c.svg(y, _("Florenza, round {round}: the tracked table").format(round=state.round))
