"""Counts of a target player's cards (115.1, 608.2h) on real cards of the fresh and wide samples, refused before:
"the number of creature cards in target player's graveyard" (Corpse Augur), "for each card in target opponent's
hand" (Gerrard Capashen), "cards equal to the number of cards in target opponent's hand" (Recurring Insight). The
count is the scenario's target player's, never the controller's; "target opponent" must be an opponent, and with
none named the next opponent is assumed and said (the loader's rule). English and printed Spanish read into one
plan, and both are said back.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import amounts as a
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run

AUGUR = ("You draw X cards and you lose X life, where X is the number of creature cards in target player's "
         "graveyard.")
AUGUR_ES = ("Robas X cartas y pierdes X vidas, donde X es el número de cartas de criatura en el cementerio del "
            "jugador objetivo.")
GERRARD = "You gain 1 life for each card in target opponent's hand."
GERRARD_ES = "Ganas 1 vida por cada carta en la mano del oponente objetivo."
INSIGHT = "Draw cards equal to the number of cards in target opponent's hand."
INSIGHT_ES = "Roba cartas igual al número de cartas en la mano del oponente objetivo."
# Alice's graveyard with two creature cards (Dave's own has one: a count of the controller's would say 1)
ALICE = {"graveyard": ["Gray Ogre (creature)", "Grizzly Bears (creature)", "Ponder (sorcery)"]}


def _amounts(out: dict[str, Any]) -> list[tuple[str, str, int]]:
    return [(e["player"], e["action"], e["amount"]) for s in out["steps"] for e in s["events"]]


def test_corpse_augur_counts_the_target_players_creature_cards() -> None:
    out = run({}, card="Corpse Augur", effect=AUGUR, target="Alice", Alice=ALICE)
    assert _amounts(out) == [("Dave", "draw", 2), ("Dave", "lose_life", 2)]


def test_an_empty_graveyard_of_the_target_is_zero_not_the_controllers() -> None:
    """Carol's graveyard is empty; Dave's own has Elvish Mystic."""
    out = run({}, card="Corpse Augur", effect=AUGUR, target="Carol")
    assert all(n == 0 for _, _, n in _amounts(out))


def test_no_target_named_is_the_next_opponent_said_in_a_warning() -> None:
    """The loader's rule for a target player not given (scenario-format.md): Alice, said; her graveyard's count."""
    out = run({}, card="Corpse Augur", effect=AUGUR, Alice=ALICE)
    assert _amounts(out) == [("Dave", "draw", 2), ("Dave", "lose_life", 2)]
    assert any("Alice" in w for w in out["warnings"])


def test_gerrard_capashen_counts_the_target_opponents_hand() -> None:
    """Alice holds three cards, Bob one."""
    assert _amounts(run({}, card="Gerrard Capashen", effect=GERRARD, target="Alice")) == [("Dave", "gain_life", 3)]
    assert _amounts(run({}, card="Gerrard Capashen", effect=GERRARD, target="Bob")) == [("Dave", "gain_life", 1)]


def test_target_opponent_is_never_the_controller() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Gerrard Capashen", effect=GERRARD, target="Dave")
    assert err.value.field == "target"


def test_recurring_insight_draws_as_many_as_the_target_opponent_holds() -> None:
    out = run({}, card="Recurring Insight", effect=INSIGHT, target="Bob")
    assert _amounts(out) == [("Dave", "draw", 1)]


@pytest.mark.parametrize(("en", "es"), [(AUGUR, AUGUR_ES), (GERRARD, GERRARD_ES), (INSIGHT, INSIGHT_ES)])
def test_printed_spanish_reads_into_the_same_plan(en: str, es: str) -> None:
    def blank(text: str, lang: str) -> list[p.Step]:
        return [replace(s, text="") for s in p.plan_of(parse_effect(text, lang)).steps]

    assert blank(es, "es") == blank(en, "en")


def test_whose_is_the_target_player_in_the_plan() -> None:
    (gain,) = p.plan_of(parse_effect(GERRARD)).steps
    assert getattr(gain, "amount", None) == a.HandSize(a.Whose.TARGET_OPPONENT)
    draw, _ = p.plan_of(parse_effect(AUGUR)).steps
    amount = getattr(draw, "amount", None)
    assert isinstance(amount, a.WhereX) and isinstance(amount.a, a.GraveyardSize)
    assert amount.a.whose is a.Whose.TARGET and amount.a.filter is not None and amount.a.filter.noun == "creature"


@pytest.mark.parametrize(("text", "en", "es"), [
    (AUGUR, "Draw X cards and you lose X life, where X is the number of creature cards in target player's graveyard.",
     "Roba X cartas y luego pierdes X vidas, donde X es el número de cartas de criatura en el cementerio del jugador "
     "objetivo."),
    (GERRARD, "You gain 1 life for each card in target opponent's hand.",
     "Ganas 1 vida por cada carta en la mano del oponente objetivo."),
])
def test_the_reading_names_the_target_players_zone(text: str, en: str, es: str) -> None:
    """The Spanish reading says the definition once (it was said as "Redondea hacia abajo cada vez": a repeated
    ", donde X es …" taken for a rounding)."""
    plan = p.plan_of(parse_effect(text))
    assert (render_plan(plan, "en"), render_plan(plan, "es")) == (en, es)
