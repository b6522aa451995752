"""The hidden-card check with ``--draws physical``, swept again (issue 41, item 8).

What the person drew and named is theirs to know, so naming it is no leak; a card nobody drew still is. Swept
over the real games (Maestro's six option sets and Florenza's Ghosts, a scripted person drawing every card, with
seeded and physical dice): nothing flagged. Planted: a sentence naming the card under the one drawn (nobody drew
it) is flagged; and a card the person drew once, shuffled back into its deck since, is hidden again: naming it as
the deck's top card tells where it lies, which nobody at the table knows. Naming it before the shuffle, in the same
step, stays allowed.
"""

from __future__ import annotations

import pytest
from pig_variants import pig_plugin, registry_of
from test_telling_drawn import LOOK, DeckState, PeekingPig

from solobot import hookimpl
from solobot.check.physical_check import ScriptedTable
from solobot.check.telling import watch_game
from solobot.engine.session import Session


def session(game: PeekingPig, seed: int = 4) -> Session:
    """Pig to 100 with ``game``'s bot, the person drawing its cards (a scripted person, at random)."""
    registry = registry_of(pig=pig_plugin(game))
    return Session(registry.game("pig"), {"target": 100}, seed, registry=registry, draws="physical",
                   ask_draw=ScriptedTable(seed).draw)


class ShufflingPig(PeekingPig):
    """Pig whose bot draws its top card, names it, puts it back and shuffles its deck; ``names_the_top`` then
    names the new top card, which may be one the person drew on an earlier turn but nobody has seen there."""

    def __init__(self, names_the_top: bool) -> None:
        super().__init__()
        self.names_the_top = names_the_top

    @hookimpl
    def solobot_bot_turn(self, ctx, state: DeckState, seat):
        card = state.deck.draw(ctx.rng, LOOK)
        ctx.emit(f"The bot draws the {card}, puts it back and shuffles its deck.", rule="PIG-X")
        state.deck.put_top(card)
        state.deck.shuffle(ctx.rng)
        if self.names_the_top:
            ctx.emit(f"Its deck now shows the {state.deck.draw_pile[0]} on top.", rule="PIG-X")
        return super(PeekingPig, self).solobot_bot_turn(ctx, state, seat)


def test_a_card_named_before_its_deck_is_shuffled_in_the_same_step_is_not_flagged():
    played = session(ShufflingPig(names_the_top=False))
    report = watch_game(played, "cautious")
    assert played.drawn and report.revealed == []


def test_a_card_drawn_once_then_shuffled_back_is_hidden_again():
    played = session(ShufflingPig(names_the_top=True))
    report = watch_game(played, "cautious")
    named, drawn, earlier = [], set(), []
    for text in (e.text for e in played.events):
        if text.startswith("The bot draws the "):
            drawn.add(text.split()[4].rstrip(","))
        elif text.startswith("Its deck now shows the "):
            named.append(text)
            if text.split()[5] in drawn:
                earlier.append(text)
    assert earlier, "the game names a card on top that the person drew on an earlier turn"
    assert len(report.revealed) == len(named)
    assert all("event 'Its deck now shows the " in line for line in report.revealed)


def test_the_card_under_the_one_drawn_is_flagged():
    report = watch_game(session(PeekingPig(also_names_the_next=True)), "cautious")
    assert report.revealed and all("event 'Under it lies the " in line for line in report.revealed)


MAESTRO = [{"variant": v, "difficulty": d} for v in ("michelangelo", "davinci") for d in ("easier", "normal", "harder")]


@pytest.mark.parametrize("options", [*MAESTRO, {"ghost": ["easy"]}, {"ghost": ["hard", "masterpiece"]}],
                         ids=lambda o: "-".join(o.get("ghost", [])) or f"{o['variant']}-{o['difficulty']}")
def test_the_real_games_with_every_card_drawn_by_the_person_flag_nothing(options, load):
    game = "florenza" if "ghost" in options else "maestro"
    pytest.importorskip(f"solobot_{game}")
    spec = load(game).game(game)
    for seed in range(2):
        table = ScriptedTable(seed)
        played = Session(spec, options, seed, draws="physical", dice="physical", ask_draw=table.draw,
                         ask_roll=table.roll)
        report = watch_game(played, "heuristic")
        assert played.finished and played.drawn
        assert report.revealed == [], (seed, report.revealed[:3])
