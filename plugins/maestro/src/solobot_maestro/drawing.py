"""The tracked table as a drawing (SVG) for the web page, sized for a phone held in one hand.

Top to bottom: where the game is and the VP; the regions with their Galleries (Popular or
Secondary, what they pay now), each Workshop's Artworks and the Centerpiece holder; the Collector
Lodge in scoring order; the Actions with their patron cards, cards and Publicity; the Study
track; each Workshop's belongings; the Machina's Workshop grid (Michelangelo) or Blueprints
(da Vinci). Only what the physical table shows: the Machina's decks are counted, never named, and
a face-down Gossip card is drawn as a face-down card. Drawn only when a page asks for it.
"""

from __future__ import annotations

from solobot.i18n import N_
from solobot.toolkit.svg import FAINT, INK, Sheet
from solobot_maestro.board import BoardView
from solobot_maestro.components import ANY, Components
from solobot_maestro.describe import machina_publicity_seen, where_lines
from solobot_maestro.exhibition import publicity_at
from solobot_maestro.language import gettext, ngettext, pgettext, region_said
from solobot_maestro.narration import colour as colour_name
from solobot_maestro.narration import kind_card
from solobot_maestro.narration import title as action_title
from solobot_maestro.state import MACHINA, PLAYER, MaestroState
from solobot_maestro.table import face_down_patron, face_up

WIDTH = 360
PAD = 4
COLUMNS = 4
GAP = 4
CELL = (WIDTH - 2 * PAD - (COLUMNS - 1) * GAP) / COLUMNS  # a region, Lodge area or Action box
TILE = 52  # a region's height
TITLE = 22  # a section title's height
CHAR = 0.62  # the width of a capital or a digit, in font sizes: for the lines that must wrap
#: each Workshop's pieces: (fill, text colour, name); its letter is :func:`letter`'s
SEAT_LOOK = {MACHINA: ("#262626", "#fff", N_("Machina")), PLAYER: ("#fff", INK, N_("You"))}


def section_label(name: str) -> str:
    """A part of the drawing (``heading``, ``regions``...), as its group is named for a screen reader."""
    return {"heading": pgettext("drawing", "heading"), "regions": pgettext("drawing", "regions"),
            "lodge": pgettext("drawing", "lodge"), "actions": pgettext("drawing", "actions"),
            "study": pgettext("drawing", "study"), "workshops": pgettext("drawing", "workshops"),
            "grid": pgettext("drawing", "grid"), "blueprints": pgettext("drawing", "blueprints")}[name]
ORDINALS = (N_("1st"), N_("2nd"), N_("3rd"))
#: strong and light shade of each colour of the game by name; colours of another component file
#: get the FALLBACK shades by their position in the file's colour list
SHADES = {
    "orange": ("#e0801f", "#fbe2c8"),
    "blue": ("#3b74bd", "#d5e3f5"),
    "green": ("#3f8f3f", "#d5ebcf"),
    "purple": ("#8450a3", "#e7daf0"),
}
FALLBACK = (("#a0522d", "#f0dccf"), ("#2e8b8b", "#cfeaea"), ("#b03060", "#f2d3df"), ("#6b6b2e", "#e7e7cf"))
NEUTRAL = ("#8a8a8a", "#ececec")
CENTERPIECE = ("#f2b51d", "#7a5a00")  # the star's fill and outline

#: a colour's (strong, light) shades by its name
Shades = dict[str, tuple[str, str]]


def shades(colours: tuple[str, ...]) -> Shades:
    """The (strong, light) shades of each colour of a component file ('' : neutral grey)."""
    found = {colour: SHADES.get(colour, FALLBACK[i % len(FALLBACK)]) for i, colour in enumerate(colours)}
    found[""] = NEUTRAL
    return found


def draw_table(state: MaestroState, comp: Components) -> str:
    """The SVG drawing of the tracked table (every text escaped)."""
    sheet = Sheet(WIDTH)
    colour = shades(comp.colours)
    workshop = grid if state.variant == "michelangelo" else blueprints
    y = 0.0
    for section in (heading, regions, lodge, actions, study, workshops, workshop):
        with sheet.group(section_label(section.__name__)):
            y = section(sheet, state, comp, colour, y)
    return sheet.svg(y + PAD, gettext("Maestro: the table as solobot tracks it"))


def title(sheet: Sheet, y: float, words: str, note: str = "") -> float:
    """A section title with a rule above it and a faint note on the right; the y below it."""
    sheet.line(PAD, y + 2, WIDTH - PAD, y + 2, "#d8d2c4")
    sheet.text(PAD, y + 17, words, 13, bold=True)
    if note:
        sheet.text(WIDTH - PAD, y + 17, note, 9.5, anchor="end", fill=FAINT)
    return y + TITLE + 2


def letter(seat: str) -> str:
    """A Workshop's letter on its chips ("M", "Y"), in the language spoken."""
    return pgettext("initial", "M") if seat == MACHINA else pgettext("initial", "Y")


def chip(sheet: Sheet, x: float, y: float, seat: str, words: object, width: float = 26, star: bool = False) -> None:
    """A Workshop's chip (black: the Machina, white: you) holding a short text, and a star at its end
    when it holds the Centerpiece."""
    fill, ink, _ = SEAT_LOOK[seat]
    sheet.box(x, y, width, 15, fill, stroke="#262626", rx=7)
    middle = x + (width - 11) / 2 if star else x + width / 2
    sheet.text(middle, y + 11.5, words, 10.5, anchor="middle", bold=True, fill=ink)
    if star:
        gold, edge = CENTERPIECE
        sheet.star(x + width - 7.5, y + 7.5, 5.5, gold, stroke=edge)


def heading(sheet: Sheet, state: MaestroState, comp: Components, colour: Shades, y: float) -> float:
    """Where the game is, whose move, the VP of both and the First Player."""
    head, whose = where_lines(state, comp)
    sheet.text(PAD, y + 17, head, 14, bold=True)
    sheet.text(PAD, y + 34, whose, 12)
    x = PAD
    for seat in (MACHINA, PLAYER):
        name = gettext(SEAT_LOOK[seat][2])
        chip(sheet, x, y + 42, seat, gettext("{name} {vp} VP").format(name=name, vp=state.vp[seat]), 92)
        x += 98
    first = gettext("First Player: you") if state.first == PLAYER else gettext("First Player: the Machina")
    sheet.text(x, y + 54, first, 10.5)
    return y + 62


def regions(sheet: Sheet, state: MaestroState, comp: Components, colour: Shades, y: float) -> float:
    """Every region in number order: its colour, its Gallery and what it pays now, the Artworks, the
    Centerpiece holder (a star on their chip)."""
    y = title(sheet, y, gettext("Regions and Galleries"), gettext("M Machina · Y you · ★ Centerpiece"))
    values = BoardView(state, comp).values
    for n, region in enumerate(comp.by_number):
        with sheet.group(gettext("region {region}").format(region=region_said(comp, region))):
            region_tile(sheet, state, comp, colour, region, values[region], n, y)
    rows = -(-len(comp.by_number) // COLUMNS)
    y += rows * (TILE + GAP)
    tiles = " ".join(state.tiles_up) or pgettext("tiles", "none")
    sheet.text(PAD, y + 10, gettext("Popular Gallery tiles face up: {tiles}").format(tiles=tiles), 10)
    return y + 16


def region_tile(
    sheet: Sheet, state: MaestroState, comp: Components, colour: Shades, region: int, value: int, n: int, y: float
) -> None:
    """The ``n``-th region's tile: its colour, its Gallery and what it pays now, both Workshops' Artworks,
    a star on the chip of the Centerpiece holder."""
    x = PAD + (n % COLUMNS) * (CELL + GAP)
    top = y + (n // COLUMNS) * (TILE + GAP)
    strong, light = colour[comp.region_colour[region]]
    kind = state.gallery[region]
    sheet.box(x, top, CELL, TILE, light, stroke=strong, width=2.5 if kind else 1)
    sheet.text(x + 4, top + 13, region_said(comp, region), 10.5, bold=True)
    if kind:
        badge = "#f2c94c" if kind == "popular" else "#d9d9d9"
        sheet.box(x + 4, top + 17, CELL - 8, 12, badge, rx=2)
        said = gettext("Popular {vp} VP") if kind == "popular" else gettext("Secondary {vp} VP")
        sheet.text(x + 6, top + 26.5, said.format(vp=value), 9.5, bold=kind == "popular")
    elif region == comp.florence:
        sheet.text(x + 4, top + 26.5, gettext("no Gallery"), 9, fill=FAINT)
    cx = x + 4
    for seat in (MACHINA, PLAYER):
        count = state.art[seat][region]
        if count:
            chip(sheet, cx, top + 33, seat, f"{letter(seat)} {count}", 38, state.centerpiece[region] == seat)
            cx += 39


def lodge(sheet: Sheet, state: MaestroState, comp: Components, colour: Shades, y: float) -> float:
    """The Lodge's areas in scoring order (most Collectors first, ties by Precedence), standing and
    lying, and what a Gallery of that colour pays at that rank."""
    view = BoardView(state, comp)
    card = gettext("Collector Setup card {card}").format(card=state.collector_card)
    y = title(sheet, y, gettext("Collector Lodge"), card)
    for rank, area in enumerate(view.colours_by_rank):
        x = PAD + rank * (CELL + GAP)
        strong, light = colour[area]
        with sheet.group(gettext("lodge {colour}").format(colour=colour_name(area))):
            sheet.box(x, y, CELL, 62, light, stroke=strong)
            sheet.box(x, y, CELL, 15, strong, rx=3)
            place = gettext(ORDINALS[rank]) if rank < len(ORDINALS) else gettext("{rank}th").format(rank=rank + 1)
            sheet.text(x + 4, y + 11.5, f"{place} · {colour_name(area)}", 10, bold=True, fill="#fff")
            sheet.text(x + 4, y + 28, gettext("{count} standing").format(count=state.standing[area]), 10)
            sheet.text(x + 4, y + 41, gettext("{count} lying").format(count=state.lying[area]), 10)
            popular, secondary = comp.values["popular"][rank], comp.values["secondary"][rank]
            sheet.text(x + 4, y + 56, gettext("pays P {popular} · S {secondary}").format(
                popular=popular, secondary=secondary), 9, fill=FAINT)
    return y + 66


def actions(sheet: Sheet, state: MaestroState, comp: Components, colour: Shades, y: float) -> float:
    """Each Action clockwise, and the Machina's meeple."""
    y = title(sheet, y, gettext("Actions"), gettext("▼ the Machina's meeple"))
    for n, action in enumerate(comp.actions):
        with sheet.group(gettext("action {action}").format(action=action_title(action).lower())):
            action_box(sheet, state, comp, colour, action, PAD + n * (CELL + GAP), y)
    sheet.text(PAD, y + 108, gettext("M / Y: Publicity there · dots: tokens · dark card: face down"), 9, fill=FAINT)
    return y + 114


def face_down_card(sheet: Sheet, x: float, y: float) -> None:
    """A small dark card: one lying face down (a Gossip card, a patron card), never named."""
    sheet.box(x, y, 7, 10, "#3a3a3a", stroke="#000", rx=1)


def action_box(
    sheet: Sheet, state: MaestroState, comp: Components, colour: Shades, action: str, x: float, y: float
) -> None:
    """One Action: its patron card, each Workshop's Publicity there, its tokens and its cards (the Machina's
    face-up ones named, a face-down one only counted)."""
    strong, light = colour[comp.action_colour[action]]
    here = comp.actions[state.machina.meeple] == action
    sheet.box(x, y, CELL, 96, light, stroke=strong, width=2.5 if here else 1)
    sheet.box(x, y, CELL, 15, strong, rx=3)
    sheet.text(x + 4, y + 11.5, action_title(action), 10.5, bold=True, fill="#fff")
    if here:
        sheet.text(x + CELL - 4, y + 12, "▼", 12, anchor="end", fill="#fff")
    kind = face_down_patron(comp, state.patron_at[action])
    if kind:  # the patron card lies face down: a dark card and its kind, never its name
        face_down_card(sheet, x + 4, y + 19.5)
        sheet.text(x + 15, y + 28, kind_card(kind), 9.5)
    else:
        sheet.text(x + 4, y + 28, gettext("no patron card"), 9.5)
    seen, unseen = machina_publicity_seen(state, comp, action)
    theirs = " ".join(face_up(state, action))
    for n in range(unseen):  # a face-down card: drawn, never named
        face_down_card(sheet, x + CELL - 11 - 9 * n, y + 50)
    mine = len(state.person.cards_at[action])
    yours = ngettext("{count} card", "{count} cards", mine).format(count=mine) if mine else ""
    for seat, top, publicity, cards in (
        (MACHINA, y + 33, seen, theirs),
        (PLAYER, y + 64, publicity_at(state, comp, action, PLAYER), yours),
    ):
        chip(sheet, x + 4, top, seat, f"{letter(seat)} {publicity}", 30)
        tokens(sheet, x + 38, top + 7.5, state.tokens_at[action][seat], colour)
        if cards or not (seat == MACHINA and unseen):
            sheet.text(x + 4, top + 25, cards or gettext("no cards"), 9, fill=INK if cards else FAINT)


def tokens(sheet: Sheet, x: float, cy: float, held: list[str], colour: Shades) -> None:
    """Publicity tokens as coloured dots in a row."""
    for i, token in enumerate(held):
        sheet.disc(x + 5 + i * 11, cy, 4.5, colour[token][0])


def study(sheet: Sheet, state: MaestroState, comp: Components, colour: Shades, y: float) -> float:
    """The Study track: each space's reward (a Resource's colour, U an Upgrade) and both markers."""
    y = title(sheet, y, gettext("Study track"), gettext("● Resource · U Upgrade"))
    size = min(26.0, (WIDTH - 2 * PAD) / len(comp.study))
    for space, (reward, tint) in enumerate(comp.study):
        x = PAD + space * size
        sheet.box(x + 1, y + 17, size - 2, 20, "#f4f0e6", stroke="#bdb5a3", rx=2)
        if reward == "resource":
            sheet.disc(x + size / 2, y + 27, 5, colour[tint][0], stroke="none")
        elif reward == "upgrade":
            sheet.text(x + size / 2, y + 31, "U", 11, anchor="middle", bold=True)
        sheet.text(x + size / 2, y + 47, space, 9, anchor="middle", fill=FAINT)
    for seat, top in ((MACHINA, y), (PLAYER, y + 50)):
        x = PAD + state.study[seat] * size + (size - 15) / 2
        chip(sheet, x, top, seat, letter(seat), 15)
    y += 68
    if state.study[MACHINA] == state.study[PLAYER] and state.study[MACHINA]:
        first = MACHINA if state.study_arrival[MACHINA] < state.study_arrival[PLAYER] else PLAYER
        said = gettext("Same space: the Machina got there first (underneath)") if first == MACHINA else \
            gettext("Same space: you got there first (underneath)")
        sheet.text(PAD, y + 8, said, 9.5)
        y += 12
    return y


def workshops(sheet: Sheet, state: MaestroState, comp: Components, colour: Shades, y: float) -> float:
    """Each Workshop's supply, Publicity tokens, patron cards and Popular Gallery tiles; the Machina's
    decks counted; the Resources solobot counts for you."""
    y = title(sheet, y, gettext("Workshops"))
    for seat in (MACHINA, PLAYER):
        _, _, name = SEAT_LOOK[seat]
        chip(sheet, PAD, y, seat, gettext(name), 56)
        sheet.text(PAD + 62, y + 11.5, gettext("{count} Artworks in supply").format(count=state.supply[seat]), 10)
        sheet.text(PAD + 200, y + 11.5, gettext("tokens") if state.tokens[seat] else gettext("no tokens"), 10)
        tokens(sheet, PAD + 236, y + 7.5, state.tokens[seat], colour)
        y += 13
        for label, held, none in ((gettext("patron cards:"), state.patrons[seat], pgettext("cards", "none")),
                                  (gettext("tiles:"), state.tiles[seat], pgettext("tiles", "none"))):
            for line in wrapped(label, held or [none], WIDTH - PAD - 62, 9.5):
                sheet.text(PAD + 62, y + 12, line, 9.5)
                y += 12
        y += 6
    machina = state.machina
    sheet.text(
        PAD,
        y + 9,
        gettext("Machina's deck: {main} cards · Upgraded deck: {upgraded} · removed: {removed}").format(
            main=len(machina.main.draw_pile), upgraded=len(machina.upgraded.draw_pile),
            removed=len(machina.boxed_cards)),
        9.5,
    )
    counted = state.person.resources
    sheet.text(PAD, y + 24, gettext("Your Resources counted by solobot:"), 9.5)
    for i, area in enumerate(comp.colours):
        x = PAD + 170 + i * 40
        sheet.disc(x + 5, y + 20.5, 5, colour[area][0], stroke="none")
        sheet.text(x + 13, y + 24, counted.get(area, 0), 10)
    return y + 30


def wrapped(label: str, items: list[str], width: float, size: float) -> list[str]:
    """``label`` and the ``items`` in lines that fit ``width`` at font ``size``."""
    most = max(1, int(width / (size * CHAR)))
    lines = [label]
    for item in items:
        if len(lines[-1]) + 1 + len(item) > most:
            lines.append(item)
        else:
            lines[-1] += f" {item}"
    return lines


def grid(sheet: Sheet, state: MaestroState, comp: Components, colour: Shades, y: float) -> float:
    """The Machina's Workshop (Michelangelo): rows and columns by colour, the Resources in each space
    (at most 2)."""
    y = title(sheet, y, gettext("The Machina's Workshop"), gettext("rows and columns by colour"))
    head, w, h = 26, 44, 28
    for c, column in enumerate(comp.grid_columns):
        swatch(sheet, PAD + head + c * w + 2, y, w - 4, 10, column, colour)
    y += 14
    for r, row in enumerate(state.machina.grid):
        top = y + r * h
        swatch(sheet, PAD, top + 2, head - 4, h - 4, comp.grid_rows[r], colour)
        for c, held in enumerate(row):
            x = PAD + head + c * w
            sheet.box(x + 2, top + 2, w - 4, h - 4, "#f4f0e6", stroke="#bdb5a3", rx=2)
            for i, resource in enumerate(held):
                sheet.disc(x + w / 2 - 7 + 14 * i, top + h / 2, 6, colour[resource][0])
        count = sum(map(len, row))
        sheet.text(
            PAD + head + len(row) * w + 4,
            top + h / 2 + 4,
            f"{count}/10",
            10,
            bold=count == 10,
            fill=INK if count else FAINT,
        )
    return y + len(state.machina.grid) * h + 4


def swatch(sheet: Sheet, x: float, y: float, w: float, h: float, area: str, colour: Shades) -> None:
    """A colour's swatch; the multicoloured one in stripes of every colour."""
    if area != ANY:
        sheet.box(x, y, w, h, colour[area][0], rx=2)
        return
    stripes = [tint for tint in colour if tint]
    for i, tint in enumerate(stripes):
        sheet.box(x + i * w / len(stripes), y, w / len(stripes), h, colour[tint][0], rx=0)


def blueprints(sheet: Sheet, state: MaestroState, comp: Components, colour: Shades, y: float) -> float:
    """The Machina's Blueprints (da Vinci): each requirement (ringed in its colour, filled once placed),
    the Invention markers removed, the Blueprint meeple."""
    y = title(sheet, y, gettext("The Machina's Blueprints"), gettext("▶ its meeple · dashed: any colour"))
    for bp, (name, needs, markers, _) in enumerate(comp.blueprints):
        top = y + bp * 26
        here = bp == state.machina.bp_meeple
        sheet.box(PAD, top, WIDTH - 2 * PAD, 22, "#f4f0e6", stroke=INK if here else "#bdb5a3", width=2 if here else 1)
        sheet.text(PAD + 5, top + 15.5, ("▶ " if here else "") + name, 11, bold=True)
        for slot, need in enumerate(needs):
            cx = PAD + 62 + slot * 20
            placed = state.machina.blueprints[bp][slot]
            ring = FAINT if need == ANY else colour[need][0]
            sheet.disc(
                cx, top + 11, 7, colour[placed][0] if placed else "#fff", stroke=ring, width=2.5, dashed=need == ANY
            )
        removed = state.machina.markers_removed[bp]
        sheet.text(WIDTH - PAD - 5, top + 15.5, gettext("markers removed {removed}/{markers}").format(
            removed=removed, markers=len(markers)), 10, anchor="end")
    return y + len(comp.blueprints) * 26
