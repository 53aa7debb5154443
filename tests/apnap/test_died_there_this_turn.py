"""Cards in a graveyard "that were put there from the battlefield this turn" (700.4: they died this turn), the
destination said first: "Return to the battlefield all permanent cards in your graveyard that were put there from the
battlefield this turn", "Each player returns to the battlefield all artifact, creature, enchantment, and land cards in
their graveyard that …" (the type list one filter of either type), printed Spanish "Regresa al campo de batalla todas
las cartas de permanente de tu cementerio que fueron puestas allí desde el campo de batalla este turno".

The turn's record is the scenario's ``this_turn.died`` plus this effect's own deaths (608.2h); not given, it is asked
(never read as "nothing died"); a graveyard holding more cards of a name than the record's deaths of it is never
guessed (``bad_scenario``). Every one of these was refused before ("… cards in your graveyard that were put …")."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run
from tests.apnap.rendering import _comparable

PERMANENTS = ("Return to the battlefield all permanent cards in your graveyard that were put there from the "
              "battlefield this turn.")
PERMANENTS_ES = ("Regresa al campo de batalla todas las cartas de permanente de tu cementerio que fueron puestas allí "
                 "desde el campo de batalla este turno.")
EACH = ("Each player returns to the battlefield all artifact, creature, enchantment, and land cards in their graveyard "
        "that were put there from the battlefield this turn.")
EACH_ES = ("Cada jugador regresa al campo de batalla todas las cartas de artefacto, criatura, encantamiento y tierra "
           "de su cementerio que fueron puestas allí desde el campo de batalla este turno.")
TO_HAND = ("Destroy all creatures. Return to your hand all creature cards in your graveyard that were put there from "
           "the battlefield this turn.")
# Dave's Elvish Mystic and Swamp died earlier this turn; Alice's Gray Ogre too (Dave's Island did not)
DIED: dict[str, Any] = {"died": [{"controller": "Dave", "name": "Elvish Mystic"},
                                 {"controller": "Dave", "name": "Swamp", "types": ["land"]},
                                 {"controller": "Alice", "name": "Gray Ogre"}]}


def _returned(out: dict[str, Any]) -> dict[str, list[str]]:
    (step,) = [s for s in out["steps"] if s["action"] == "return"]
    return {e["player"]: e["objects"] for e in step["events"]}


@pytest.mark.parametrize(("effect", "lang"), [(PERMANENTS, None), (PERMANENTS_ES, "es")])
def test_only_the_cards_that_died_this_turn_return(effect: str, lang: str | None) -> None:
    out = run({}, lang, effect=effect, this_turn=DIED)
    assert _returned(out) == {"Dave": ["Elvish Mystic", "Swamp"]}  # not the Island (700.4)
    assert "700.4" in out["citations"]


@pytest.mark.parametrize(("effect", "lang"), [(EACH, None), (EACH_ES, "es")])
def test_each_player_returns_their_own_of_either_type(effect: str, lang: str | None) -> None:
    out = run({}, lang, effect=effect, this_turn=DIED)
    # Alice's Gray Ogre (a creature card), not her Ponder (no permanent type) nor her Mountain (it did not die)
    assert _returned(out) == {"Bob": [], "Carol": [], "Dave": ["Elvish Mystic", "Swamp"], "Alice": ["Gray Ogre"]}
    assert out["steps"][0]["order"] == ["Bob", "Carol", "Dave", "Alice"]  # 101.4


def test_this_effects_own_deaths_count_too() -> None:
    out = run({}, effect=TO_HAND, this_turn={"died": []})
    assert _returned(out) == {"Dave": ["Llanowar Elves", "Craw Wurm"]}  # destroyed by the first sentence (608.2h)


def test_without_the_record_it_is_asked_never_taken_as_none() -> None:
    with pytest.raises(BotError) as err:
        run({}, effect=PERMANENTS)
    assert err.value.code == "choice_needed" and err.value.field == "this_turn"
    assert "died" in err.value.suggestions[0]


def test_which_of_two_cards_of_a_name_died_is_never_guessed() -> None:
    two = ["Elvish Mystic (creature)", "Elvish Mystic (creature)"]
    with pytest.raises(BotError) as err:
        run({}, effect=PERMANENTS, this_turn=DIED, Dave={"graveyard": two})
    assert err.value.code == "bad_scenario" and "Elvish Mystic" in err.value.text("en")


@pytest.mark.parametrize(("effect", "lang"), [(PERMANENTS, "en"), (EACH, "en"), (TO_HAND, "en"), (PERMANENTS_ES, "es"),
                                              (EACH_ES, "es")])
def test_the_reading_says_it_in_the_cards_order(effect: str, lang: str) -> None:
    plan = plan_of(parse_effect(effect, lang))
    said = render_plan(plan, lang)
    if effect == EACH_ES:  # the type list said with "o": either type (the same filter)
        said = said.replace("encantamiento o tierra", "encantamiento y tierra")
    assert said == effect.replace(". Return", ", then return")
    assert _comparable(plan_of(parse_effect(said, lang))) == _comparable(plan)  # it reads back into the same plan
