"""Sentences a player read at the terminal in Italian and German and would not have signed (issue 38's first aim),
each asserted as it is said now: a setup line ending in its period, the last round's reminder after the step's
own sentence (not glued on without one), a full Action Table with its Ghost as the subject (the terminal had put
"Geist 1:" before "die Aktionstafel von Geist 1"), the Ghost's points ending in "and", a Ghost's count along the
Workshops as a player says it, both roles of yours said once, a Crest taken back from a Ghost's own building
without naming the Ghost twice, the Italian Phase 1 quota and end-of-round step."""

from __future__ import annotations

import pytest

from solobot.events import Event, Move
from solobot.grammar import mistakes
from solobot.i18n import speaking
from solobot.table.answers import names_its_seat
from solobot.words import Undone
from solobot_florenza import table
from solobot_florenza.flow import LABELS
from solobot_florenza.narration import name, said
from solobot_florenza.plugin import GAME
from solobot_florenza.take_back import wording


def narrate(comps, kind, seat, facts) -> str:
    from florenza_helpers import make_ctx

    return GAME.narrate(make_ctx(comps, ghosts=("hard", "easy")), Event(seat, None, kind, facts))


def fits(line: str, code: str) -> bool:
    """Nothing solobot.grammar would correct in ``line``."""
    return mistakes(line, code) == []


SET_UP = {"seats": 3, "captains": ["Giovanni delle Bande Nere", "Braccio da Montone"], "family": "Medici"}


@pytest.mark.parametrize(("code", "end"), [
    ("it", "Giochi la famiglia Medici: prendi la sua plancia Quartiere, i Familiari, gli Stemmi di Famiglia e i "
           "segnalini."),
    ("de", "Du spielst die Familie Medici: nimm ihr Viertel-Tableau, ihre Familienmitglieder, Familienwappen und "
           "Marker."),
    ("en", "You play the Medici family: take its District board, Kinsmen, Family Crests and markers."),
])
def test_the_setup_line_ends_with_its_period_as_its_other_sentences_do(comps, code, end):
    with speaking(code):
        line = narrate(comps, "set-up", None, SET_UP)
    assert line.endswith(end) and fits(line, code)


STEP = {"round": 7, "kinsmen": 8, "order": ["player", "ghost-1", "ghost-2"], "counted": {}, "paid": 0,
        "last": True}


@pytest.mark.parametrize(("code", "kinsmen", "round_end"), [
    ("it", "nient'altro in questo round). Questo è l'ultimo round: l'ultima occasione di fare punti prima della "
           "fine della partita.",
     "poi scrivi `done`. È l'ultimo round: dopo `done` la partita finisce e si contano i punti."),
    ("de", "nichts mehr in dieser Runde). Dies ist die letzte Runde: deine letzte Gelegenheit, vor dem Ende der "
           "Partie Punkte zu machen.",
     "dann gib `done` ein. Es ist die letzte Runde: nach `done` endet die Partie und wird gewertet."),
])
def test_the_last_rounds_reminder_is_a_sentence_of_its_own_after_the_steps(comps, code, kinsmen, round_end):
    """Was "...nichts mehr in dieser Runde) Dies ist die letzte Runde" and "...dann gib `done` ein Es ist die
    letzte Runde": two sentences glued without their period."""
    with speaking(code):
        assert narrate(comps, "your-step", "player", {**STEP, "step": "kinsmen"}).endswith(kinsmen)
        assert narrate(comps, "your-step", "player", {**STEP, "step": "round_end", "kinsmen": 0}).endswith(round_end)


@pytest.mark.parametrize(("code", "said_full", "said_standing"), [
    ("it", "Fantasma 1 ha la Tabella Azioni piena: togli i suoi 7 Familiari coricati; mettine 4 nella sua area di "
           "rendita e 3 nella sua scorta",
     "Fantasma 1 ha la Tabella Azioni piena, ma ogni Familiare sopra è in piedi: nessuno la lascia"),
    ("de", "Geist 1 hat eine volle Aktionstafel: nimm seine 7 liegenden Familienmitglieder weg; leg 4 in sein "
           "Einkommensfeld und 3 in seinen Vorrat",
     "Geist 1 hat eine volle Aktionstafel, aber jedes Familienmitglied darauf steht: keines verlässt sie"),
])
def test_a_full_action_table_has_its_ghost_as_the_subject_so_the_line_names_it_once(comps, code, said_full,
                                                                                      said_standing):
    with speaking(code):
        full = narrate(comps, "table-full", "ghost-1", {"removed": 7, "to_income": 4, "to_pool": 3})
        standing = narrate(comps, "table-full", "ghost-1", {"removed": 0, "to_income": 0, "to_pool": 0})
        ghost = name("ghost-1")
    assert (full, standing) == (said_full, said_standing)
    assert names_its_seat(full, ghost) and names_its_seat(standing, ghost)  # no "Geist 1:" before it


@pytest.mark.parametrize(("code", "said"), [
    ("it", "sulla sua casella 6, con il lato in costruzione in alto, e ottiene 2 Punti Prestigio e 3 Punti Chiesa"),
    ("de", "mit der Seite Im Bau nach oben auf sein Feld 6 und erhält 2 Prestigepunkte und 3 Kirchenpunkte"),
    ("en", "Under Construction side up on its space 6, and scores 2 Prestige Points and 3 Church Points"),
])
def test_a_ghosts_points_end_with_and(comps, code, said):
    """Was "erhält 3 Prestigepunkte, 3 Kirchenpunkte": a list left without its "and"."""
    facts = {"roll": 6, "category": "Arti Minori", "workshop": 12, "space": 6, "reward": {"prestige": 2, "church": 3}}
    with speaking(code):
        line = narrate(comps, "built", "ghost-1", facts)
    assert line.endswith(said) and fits(line, code)


@pytest.mark.parametrize(("code", "said"), [
    ("it", "Fantasma 1 tira 4: contando 4 tra le 7 Botteghe utilizzabili, a partire dalla casella 1 del Quartiere "
           "del primo giocatore (saltando le viola, le occupate e quelle in costruzione), arriva sul Picconiere (la "
           "casella 2 di Fantasma 2)"),
    ("de", "Geist 1 würfelt 4: er zählt ab Feld 1 des Viertels des Startspielers 4 weiter, nur über die 7 nutzbaren "
           "Werkstätten (lila, besetzte und im Bau befindliche übersprungen), er landet auf dem Picconiere (Feld 2 von "
           "Geist 2)"),
])
def test_a_ghost_counts_along_the_workshops_as_a_player_says_it(comps, code, said):
    """Was "contando 4 lungo le 7 Botteghe", "er zählt 4 entlang der 7 nutzbaren Werkstätten ab Feld 1"."""
    facts = {"roll": 4, "usable": 7, "owner": "ghost-2", "space": 2, "workshop": 1, "reward": {}, "fee": 1}
    with speaking(code):
        line = narrate(comps, "operated", "ghost-1", facts)
    assert line.startswith(said) and fits(line, code)


@pytest.mark.parametrize(("code", "said"), [
    ("it", "Prossimo round: sei Capitano (giochi per primo) e Vescovo"),
    ("de", "Nächste Runde: du bist Hauptmann (du spielst zuerst) und Bischof"),
    ("en", "Next round: you are Captain (you play first) and Bishop"),
])
def test_both_roles_of_yours_are_said_once(comps, code, said):
    """Was "du bist Hauptmann (du spielst zuerst), du bist Bischof"."""
    with speaking(code):
        assert narrate(comps, "roles", None, {"captain": "player", "bishop": "player"}) == said


@pytest.mark.parametrize(("code", "said"), [
    ("it", "Togli lo Stemma di Famiglia di Fantasma 2 dal Busto nel suo Palazzo e rimettilo nella sua riserva"),
    ("de", "Nimm das Familienwappen von Geist 2 vom Busto in seinem Palazzo und leg es in seine Reserve zurück"),
])
def test_a_crest_taken_back_from_a_ghosts_own_building_names_the_ghost_once(code, said):
    """Was "vom Busto im Palazzo von Geist 2", "dal Busto nel Palazzo di Fantasma 2" after "von Geist 2"."""
    crest = Move(table.CREST, table.RESERVE, table.artwork_place("palazzo", "ghost-2", "Busto"), 1, "ghost-2")
    with speaking(code):
        line, covered = wording(table.words(("player", "ghost-1", "ghost-2")), [Undone(crest, None, None)], 0)
    assert (line, covered) == (said, 1) and fits(line, code)


def test_the_italian_phase_1_quota_and_end_of_round_step_read_as_italian(comps):
    """Was "(tanti quanto il numero del round)" and "la tua fine del round"."""
    with speaking("it"):
        line = narrate(comps, "kinsmen-taken", "ghost-1", {"round": 2, "kinsmen": 2})
        label = said(LABELS["round_end"]).format(r=3)
    assert line == ("Round 2, Fase 1: Fantasma 1 prende 2 Familiari nella sua area di rendita (tanti quanti ne indica "
                    "il numero del round)")
    assert label == "Round 3, Fasi 5-7: fine del round, tocca a te"


@pytest.mark.parametrize(("code", "operate", "resource"), [
    ("it", "conta altrettante Botteghe utilizzabili a partire dalla casella 1 del Quartiere del primo giocatore",
     "la Risorsa comune secondo la tabella della carta Primo Giocatore"),
    ("de", "er zählt ab Feld 1 des Viertels des Startspielers so viele nutzbare Werkstätten ab",
     "der gemeinsame Rohstoff laut der Tabelle der Startspielerkarte"),
])
def test_what_a_physical_roll_for_a_ghost_decides_reads_whole(code, operate, resource):
    """Read after "Geist 1, wirf einen Würfel:": was "er zählt so viele nutzbare Werkstätten ab Feld 1 des
    Viertels des Startspielers" (the verb's "ab" lost) and "der gemeinsame Rohstoff, auf der Tabelle der
    Startspielerkarte"."""
    from solobot_florenza.ghost import OPERATE
    from solobot_florenza.rounds import COMMON_RESOURCE_ROLL

    with speaking(code):
        assert (said(OPERATE.purpose), said(COMMON_RESOURCE_ROLL.purpose)) == (operate, resource)


@pytest.mark.parametrize(("code", "one", "several", "lost"), [
    ("it", "Fai 1 Punto Prestigio, registrato da te", "Fai 3 Punti Chiesa, registrati da te",
     "Perdi 2 Punti Chiesa, registrati da te"),
    ("de", "Du erhältst 1 Prestigepunkt, von dir eingetragen", "Du erhältst 3 Kirchenpunkte, von dir eingetragen",
     "Du verlierst 2 Kirchenpunkte, von dir eingetragen"),
    ("en", "You score 1 Prestige Point, recorded by you", "You score 3 Church Points, recorded by you",
     "You lose 2 Church Points, recorded by you"),
])
def test_points_you_record_agree_with_their_count_and_a_loss_is_said_as_one(comps, code, one, several, lost):
    """Was "Fai 1 Punto Prestigio, registrati da te" and, for `gain church -2`, "Fai -2 Punti Chiesa" / "Du
    erhältst -2 Kirchenpunkte"."""
    with speaking(code):
        said_so = [narrate(comps, "you-score", "player", {"track": track, "points": n})
                   for track, n in (("prestige", 1), ("church", 3), ("church", -2))]
    assert said_so == [one, several, lost]


@pytest.mark.parametrize(("code", "said"), [
    ("it", "'filippo' può essere Filippo Lippi o Filippo Brunelleschi: di' quale"),
    ("de", "'filippo' könnte Filippo Lippi oder Filippo Brunelleschi sein: sag genauer, was du meinst"),
    ("en", "'filippo' could be Filippo Lippi or Filippo Brunelleschi: say which"),
])
def test_a_name_that_could_be_several_lists_them_with_or(code, said):
    """Was "könnte Filippo Lippi, Filippo Brunelleschi sein: sag, welcher" (no "oder", and "welcher" for a
    Workshop too)."""
    from solobot.errors import SolobotError
    from solobot_florenza.words import pick_name

    with speaking(code), pytest.raises(SolobotError) as refused:
        pick_name("filippo", ["Filippo Lippi", "Giotto", "Filippo Brunelleschi"], "Artist")
    assert str(refused.value) == said


@pytest.mark.parametrize(("code", "captain", "round_end"), [
    ("it", "Chiudi le Fasi 1-2 del round 1: hai finito da Capitano",
     "Chiudi le Fasi 5-7 del round 3: ogni punto che hai fatto al tavolo è registrato"),
    ("de", "Du beendest die Phasen 1-2 von Runde 1: du bist als Hauptmann fertig",
     "Du beendest die Phasen 5-7 von Runde 3: alle Punkte, die du am Tisch gemacht hast, sind eingetragen"),
])
def test_the_step_you_end_is_named_as_a_player_names_it(code, captain, round_end):
    """History and undo read "Chiudi il round 1, Fasi 1-2", "Du beendest Runde 1, Phasen 5-7"."""
    from solobot_florenza.narration import STEP_ENDED, _

    with speaking(code):
        said_so = [_("You end {step}").format(step=said(STEP_ENDED[step]).format(r=r))
                   for step, r in (("captain", 1), ("round_end", 3))]
    assert said_so == [captain, round_end]


def test_the_german_captain_is_told_what_comes_first_in_the_second_person():
    """Was "als Hauptmann wähle zuerst den gemeinsamen Rohstoff" after "Nicht ausgeführt:"."""
    from solobot_florenza.narration import _

    with speaking("de"):
        refused = _("as Captain, pick the common Resource first: resource NAME")
    assert refused == "als Hauptmann wählst du zuerst den gemeinsamen Rohstoff: `resource NAME`"


def narrate_one_ghost(comps, kind, seat, facts) -> str:
    from florenza_helpers import make_ctx

    return GAME.narrate(make_ctx(comps, ghosts=("medium",)), Event(seat, None, kind, facts))


@pytest.mark.rule("FG-P56-1", "FG-P8-1")
@pytest.mark.parametrize(("code", "rest", "lay_down", "home"), [
    ("it", "Round 2, Fasi 5 e 6: il Fantasma non fa nulla; Fase 7 come di consueto",
     "Fase 8: corica ogni Familiare del Fantasma sulla sua Tabella Azioni",
     "Fase 8: ogni Familiare sulla carta Vescovo o su una Bottega torna al suo proprietario, e i Familiari non "
     "piazzati del Fantasma tornano nella sua scorta"),
    ("de", "Runde 2, Phasen 5 und 6: der Geist tut nichts; Phase 7 wie üblich",
     "Phase 8: leg jedes Familienmitglied des Geistes auf seiner Aktionstafel hin",
     "Phase 8: jedes Familienmitglied auf der Bischofskarte oder auf einer Werkstatt geht an seinen Besitzer zurück, "
     "und die nicht gesetzten Familienmitglieder des Geistes gehen in seinen Vorrat zurück"),
    ("en", "Round 2, Phases 5 and 6: the Ghost does nothing; Phase 7 as usual",
     "Phase 8: lay down every Kinsman of the Ghost on its Action Table",
     "Phase 8: every Kinsman on the Bishop card or on a Workshop goes back to its owner, and the Ghost's unplaced "
     "Kinsmen go back to its pool"),
])
def test_one_ghost_is_said_as_one(comps, code, rest, lay_down, home):
    """With one Ghost the lines said "die Geister tun nichts", "jedes Familienmitglied der Geister auf den
    Aktionstafeln", "i Fantasmi non fanno nulla"; two Ghosts keep the plural."""
    with speaking(code):
        said_so = [narrate_one_ghost(comps, "ghosts-rest", None, {"round": 2}),
                   narrate_one_ghost(comps, "phase-8", None, {"step": "FG-P8-1"}),
                   narrate_one_ghost(comps, "kinsmen-home", None, {})]
        two = narrate(comps, "ghosts-rest", None, {"round": 2})
    assert said_so == [rest, lay_down, home] and all(fits(line, code) for line in said_so)
    assert two != rest and ("Ghosts" in two or "Geister" in two or "Fantasmi" in two)


@pytest.mark.parametrize(("code", "bishop", "paid", "set_up"), [
    ("it", "il Familiare espulso del Fantasma viene dalla sua scorta (nessuno se la sua scorta è vuota)",
     " e quanto il Fantasma ti ha pagato per le tue Botteghe (+2 Punti Prestigio)",
     "Preparazione per 2 giocatori - il Fantasma conta come un giocatore"),
    ("de", "das vertriebene Familienmitglied des Geistes kommt aus seinem Vorrat (keines, wenn sein Vorrat leer ist)",
     " und was der Geist dir für deine Werkstätten gezahlt hat (+2 Prestigepunkte)",
     "Aufbau für 2 Spieler - der Geist zählt als Spieler"),
    ("en", "the Ghost's expelled Kinsman comes from its pool (none if its pool is empty)",
     " and what the Ghost paid you for your Workshops (+2 Prestige Points)",
     "Set up for 2 players - the Ghost counts as a player"),
])
def test_your_steps_and_the_setup_speak_of_one_ghost_as_one(comps, code, bishop, paid, set_up):
    step = {"round": 2, "kinsmen": 3, "order": ["player", "ghost-1"], "counted": {}, "paid": 2}
    with speaking(code):
        as_bishop = narrate_one_ghost(comps, "your-step", "player", {**step, "step": "bishop"})
        round_end = narrate_one_ghost(comps, "your-step", "player", {**step, "step": "round_end"})
        setting_up = narrate_one_ghost(comps, "set-up", None, {**SET_UP, "seats": 2})
    assert bishop in as_bishop and paid in round_end and setting_up.startswith(set_up)


@pytest.mark.parametrize(("facts", "said"), [
    ({"op": "create", "artwork": "Cupola", "where": "Duomo", "artist": "Filippo Brunelleschi", "counted": {}},
     "You create the Cupola in the Duomo with Filippo Brunelleschi; no points to count"),
    ({"op": "create", "artwork": "Facciata", "where": "Santa Maria Novella", "artist": "Giotto", "counted": {}},
     "You create the Facciata in Santa Maria Novella with Giotto; no points to count"),
    ({"op": "create", "artwork": "Corridoio", "where": "Ponte Vecchio", "artist": "Giotto", "counted": {}},
     "You create the Corridoio on the Ponte Vecchio with Giotto; no points to count"),
    ({"op": "start", "workshops": [1, 2]}, "You start with the Picconiere and the Boscaiuolo"),
])
def test_english_names_carry_the_article_a_sentence_needs(comps, facts, said):
    """Was "You create Cupola in Duomo", "You start with Picconiere and Boscaiuolo": a place named for a saint
    ("Santa Maria Novella") or a person ("Giotto") keeps none."""
    kind = {"create": "you-create", "start": "you-start"}[facts["op"]]
    with speaking("en"):
        assert narrate(comps, kind, "player", facts) == said


def test_english_operated_and_built_lines_name_the_workshop_with_its_article(comps):
    facts = {"roll": 4, "usable": 7, "owner": "ghost-2", "space": 2, "workshop": 1, "reward": {}, "fee": 1}
    with speaking("en"):
        lands = narrate(comps, "operated", "ghost-1", facts)
        built = narrate(comps, "built", "ghost-1", {"roll": 6, "category": "Arti Minori", "workshop": 12, "space": 6,
                                                    "reward": {"prestige": 2}})
    assert "it lands on the Picconiere (Ghost 2's space 2)" in lands
    assert built.startswith("Ghost 1 rolls 6: it builds the Scalpellino (n. 12)")


@pytest.mark.parametrize(("code", "placed", "turned", "crest"), [
    ("en", "Take the Picconiere off space 5 of your District and put it back in the Workshop supply",
     "Turn the Picconiere on space 5 of your District over to its Built side again",
     "Take your Family Crest off the Cupola in the Duomo and put it back in your reserve"),
    ("it", "Riporta il Picconiere dalla casella 5 del tuo Quartiere nella riserva generale delle Botteghe",
     "Rigira il Picconiere sulla casella 5 del tuo Quartiere sul lato costruito",
     "Togli il tuo Stemma di Famiglia dalla Cupola nel Duomo e rimettilo nella tua riserva"),
    ("de", "Leg den Picconiere von Feld 5 deines Viertels zurück in den Werkstatt-Vorrat",
     "Dreh den Picconiere auf Feld 5 deines Viertels wieder auf die Seite Gebaut",
     "Nimm dein Familienwappen von der Cupola im Duomo und leg es in deine Reserve zurück"),
])
def test_take_back_lines_name_a_workshop_or_artwork_once_with_its_article(code, placed, turned, crest):
    """Was "Take the {piece} off ..." (the English name now brings its article: never "the the") and "off Cupola,
    Duomo"; Italian and German as before."""
    words = table.words(("player", "ghost-1"))
    built, building = table.district_space("player", 4, True), table.district_space("player", 4, False)
    moves = [Move("Picconiere", table.SUPPLY, built, 1, None), Move("Picconiere", built, building, 1, None),
             Move(table.CREST, table.RESERVE, table.artwork_place("Duomo", None, "Cupola"), 1, "player")]
    with speaking(code):
        lines = [wording(words, [Undone(move, None, None)], 0)[0] for move in moves]
    assert lines == [placed, turned, crest] and all(fits(line, code) for line in lines)


@pytest.mark.parametrize(("code", "one", "three"), [
    ("it", "Round 1, Fase 4: tocca a te, ti resta 1 Familiare da piazzare",
     "Round 2, Fase 4: tocca a te, ti restano 3 Familiari da piazzare"),
    ("de", "Runde 1, Phase 4: du bist dran, noch 1 Familienmitglied zu setzen",
     "Runde 2, Phase 4: du bist dran, noch 3 Familienmitglieder zu setzen"),
])
def test_your_phase_4_step_counts_the_kinsmen_you_still_place_in_words(comps, code, one, three):
    """The prompt read "du bist dran, Familienmitglieder zu setzen: 1", "tocca a te, Familiari da piazzare: 1"."""
    from solobot_florenza.flow import spoken_step

    steps = [comps.steps[r][k] for r, k in ((1, 1), (2, 3))]
    with speaking(code):
        assert [spoken_step(step, key, code).label for step, key in steps] == [one, three]


@pytest.mark.parametrize(("code", "built", "passed", "ended"), [
    ("it", "Costruisci il Banco sulla tua casella 3",
     "Passi: non piazzi altri Familiari in questo round; i 3 Familiari non piazzati restano a te",
     "Chiudi le Fasi 5-7 del round 1: ogni punto che hai fatto al tavolo è registrato"),
    ("de", "Du baust den Banco auf deinem Feld 3",
     "Du passt: du setzt in dieser Runde keine Familienmitglieder mehr; deine 3 nicht gesetzten Familienmitglieder "
     "bleiben bei dir",
     "Du beendest die Phasen 5-7 von Runde 1: alle Punkte, die du am Tisch gemacht hast, sind eingetragen"),
    ("en", "You build the Banco on your space 3",
     "You pass: you place no more Kinsmen this round; your 3 unplaced Kinsmen stay with you",
     "You end Phases 5-7 of round 1: every point you scored at the table is recorded"),
])
def test_the_leads_page_game_lines_read_whole(comps, code, built, passed, ended):
    """The lead's reading of a page game (seed 7, one medium Ghost): "auf dein Feld 3", "die nicht gesetzten (3
    Familienmitglieder) bleiben bei dir", "quelli non piazzati (3 Familiari) restano con te", "jeder Punkt, den du
    am Tisch machst, ist eingetragen" after the step was ended."""
    from solobot_florenza.narration import STEP_ENDED, _

    with speaking(code):
        said_so = [narrate(comps, "you-build", "player", {"workshop": 13, "space": 3, "counted": {}}).split(";")[0],
                   narrate(comps, "you-pass", "player", {"kinsmen": 3}),
                   _("You end {step}").format(step=said(STEP_ENDED["round_end"]).format(r=1))]
    assert said_so == [built, passed, ended] and all(fits(line, code) for line in said_so)


@pytest.mark.rule("FG-CH-2")
def test_a_ghosts_artwork_in_english_lists_what_it_scores_once_as_it_and_de_do(comps):
    """Was "put a normal Family Crest on it, score 1 Prestige Point, 2 Church Points, turn Luca della Robbia face
    down and score 3 Prestige Points as if the die showed 6": a list of orders with a list of points inside it."""
    facts = {"artist": "Luca della Robbia", "how": "cheapest", "skill": "sculpture", "cost": 2, "card": 1,
             "position": 1, "artwork": "Altare", "where": "chiesa", "crest": "normal",
             "reward": {"prestige": 1, "church": 2}, "face": 6, "prestige": 3, "detained": False,
             "masterpiece": False, "completed": False}
    with speaking("en"):
        scored = narrate(comps, "ghost-artwork", "ghost-1", facts)
        nothing = narrate(comps, "ghost-artwork", "ghost-1", {**facts, "prestige": 0})
    assert scored.endswith("for the Altare in its Chiesa: put a normal Family Crest on it and turn Luca della Robbia "
                           "face down; it scores 1 Prestige Point, 2 Church Points and, as if the die showed 6, 3 "
                           "Prestige Points")
    assert nothing.endswith("it scores 1 Prestige Point and 2 Church Points, but nothing for the Artist, as if the "
                            "die showed 6")


# -- English read as it/de now read (flowords4) -----------------------------------------------------------------


@pytest.mark.parametrize(("code", "one", "three"), [
    ("en", "Round 1, Phase 4: your turn: 1 Kinsman left to place",
     "Round 2, Phase 4: your turn: 3 Kinsmen left to place"),
    ("it", "Round 1, Fase 4: tocca a te, ti resta 1 Familiare da piazzare",
     "Round 2, Fase 4: tocca a te, ti restano 3 Familiari da piazzare"),
])
def test_your_english_phase_4_step_counts_the_kinsmen_you_still_place_as_it_and_de_do(comps, code, one, three):
    """The English prompt read "your turn, Kinsmen to place: 1" (it/de were counted in words in 011bc3a); the
    English step is the one the step table holds, the others relabel it."""
    from solobot_florenza.flow import spoken_step

    steps = [comps.steps[r][k] for r, k in ((1, 1), (2, 3))]
    with speaking(code):
        labels = [step.label if code == "en" else spoken_step(step, key, code).label for step, key in steps]
    assert labels == [one, three] and all(fits(label, code) for label in labels)


def test_english_says_the_family_you_and_a_ghost_play_as_a_player_does(comps):
    """Was "You play family Medici" and "Ghost 1 (Hard, family Pazzi)"."""
    with speaking("en"):
        set_up = narrate(comps, "set-up", None, SET_UP)
        one_ghost = narrate_one_ghost(comps, "set-up", None, {**SET_UP, "seats": 2})
        ghost = narrate(comps, "ghost-set-up", "ghost-1", {"level": "hard", "family": "Pazzi", "kinsmen": 4,
                                                           "crests": 13, "special": 3})
    assert "You play the Medici family: take its District board" in set_up
    assert "You play the Medici family: take its District board" in one_ghost
    assert ghost.startswith("Ghost 1 (Hard, Pazzi family): District board Ghost side up, 4 Kinsmen, 13 Family Crests")


@pytest.mark.parametrize(("code", "yours", "ghosts"), [
    ("en", "Take your Family Crest off the Corridoio on the Ponte Vecchio and put it back in your reserve",
     "Take the Family Crest of Ghost 1 off the Corridoio on the Ponte Vecchio and put it back in its reserve"),
    ("it", "Togli il tuo Stemma di Famiglia dal Corridoio sul Ponte Vecchio e rimettilo nella tua riserva",
     "Togli lo Stemma di Famiglia di Fantasma 1 dal Corridoio sul Ponte Vecchio e rimettilo nella sua riserva"),
    ("de", "Nimm dein Familienwappen vom Corridoio auf dem Ponte Vecchio und leg es in deine Reserve zurück",
     "Nimm das Familienwappen von Geist 1 vom Corridoio auf dem Ponte Vecchio und leg es in seine Reserve zurück"),
])
def test_an_artwork_taken_back_is_on_the_ponte_vecchio_as_where_it_was_made(comps, code, yours, ghosts):
    """English take-back lines said "the Corridoio in the Ponte Vecchio" where the lines that made it say "on the
    Ponte Vecchio"; Italian and German said "sul", "auf dem" already."""
    words = table.words(("player", "ghost-1"))
    place = table.artwork_place("Ponte Vecchio", None, "Corridoio")
    moves = [Move(table.CREST, table.RESERVE, place, 1, seat) for seat in ("player", "ghost-1")]
    with speaking(code):
        lines = [wording(words, [Undone(move, None, None)], 0)[0] for move in moves]
        made = narrate(comps, "you-create", "player", {"op": "create", "artwork": "Corridoio", "where": "Ponte Vecchio",
                                                       "artist": "Giotto", "counted": {}})
    assert lines == [yours, ghosts] and all(fits(line, code) for line in lines)
    assert code != "en" or "the Corridoio on the Ponte Vecchio" in made


@pytest.mark.parametrize(("usable", "roll", "counting"), [
    (4, 5, "Ghost 1 rolls 5: it counts 5 from space 1 of the first player's District, over the 4 usable Workshops "
           "only (skipping purple, occupied and Under Construction ones, starting over after the last) and it lands "
           "on the Picconiere (your space 1); turn it to its Under Construction side."),
    (1, 3, "Ghost 1 rolls 3: it counts 3 from space 1 of the first player's District, over the only usable Workshop "
           "(skipping purple, occupied and Under Construction ones, starting over after the last) and it lands on "
           "the Picconiere (your space 1)"),
])
def test_a_ghosts_count_along_the_workshops_reads_in_english_as_it_and_de_do(comps, usable, roll, counting):
    """Was "Ghost 1 rolls 5: counting 5 along the 4 usable Workshops from space 1 of the first player's District
    (purple, occupied and Under Construction ones skipped, round again after the last), it lands on ..."."""
    facts = {"roll": roll, "usable": usable, "owner": "player", "space": 1, "workshop": 1, "reward": {}, "fee": 1}
    with speaking("en"):
        line = narrate(comps, "operated", "ghost-1", facts)
    assert line.startswith(counting)


def test_the_italian_count_along_the_only_usable_workshop_says_no_number_after_it(comps):
    """Was "contando 3 sull'unica Bottega utilizzabile (1)"."""
    facts = {"roll": 3, "usable": 1, "owner": "player", "space": 1, "workshop": 1, "reward": {}, "fee": 1}
    with speaking("it"):
        line = narrate(comps, "operated", "ghost-1", facts)
    assert line.startswith("Fantasma 1 tira 3: contando 3 sull'unica Bottega utilizzabile, a partire dalla casella 1 "
                           "del Quartiere del primo giocatore") and fits(line, "it")


@pytest.mark.parametrize(("code", "one", "two"), [
    ("en", "and what the Ghost pays you for using your Workshops.", "and what the Ghosts pay you for using your "
                                                                    "Workshops."),
    ("it", "e quanto il Fantasma ti paga per usare le tue Botteghe.", "e quanto i Fantasmi ti pagano per usare le "
                                                                      "tue Botteghe."),
    ("de", "und was der Geist dir für deine Werkstätten zahlt.", "und was die Geister dir für deine Werkstätten "
                                                                 "zahlen."),
])
def test_score_says_what_the_ghost_pays_you_as_one_with_one_ghost(comps, code, one, two):
    """``score``'s "Counted by solobot: ... and what the Ghosts pay you ..." was said so with one Ghost too; the
    game's words are made for its seats, so they know how many Ghosts there are."""
    from florenza_helpers import make_ctx

    said_so = []
    with speaking(code):
        for ghosts in (("medium",), ("hard", "easy")):
            words = GAME.words(make_ctx(comps, ghosts=ghosts))
            said_so.append(words.points.lines(words.say)[0])
    assert said_so[0].endswith(one) and said_so[1].endswith(two)
    assert all(fits(line, code) for line in said_so)
