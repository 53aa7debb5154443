"""Mana abilities' triggers (106.12a, 605.1b, 605.4a): "Whenever a player taps a Swamp for mana, that player adds an
additional {B}", "Whenever enchanted land is tapped for mana, its controller adds an additional …", printed Spanish
"Siempre que un jugador gire … para obtener maná, ese jugador agrega … adicional".

The permanent tapped for mana is the scenario's (``event_object``, or ``attached_to`` for the enchanted land), checked
against the trigger's words; the mana goes to the pool of the player who tapped it; a colour "of any color" is that
player's recorded choice."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

HIGH_TIDE_LIKE = "Whenever a player taps a Swamp for mana, that player adds an additional {B}."  # Bubbling Muck's
CRYPT_GHAST = "Whenever you tap a Swamp for mana, add an additional {B}."
VERNAL_BLOOM = "Whenever a Forest is tapped for mana, its controller adds an additional {G}."
WILD_GROWTH = "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}."
MARKET_FESTIVAL = ("Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional two "
                   "mana in any combination of colors.")
TRACE = "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color."
ES_TIDE = "Siempre que un jugador gire un Pantano para obtener maná, ese jugador agrega {B} adicional."


def _added(out: dict) -> dict:
    (step,) = out["steps"]
    (event,) = step["events"]
    assert event["action"] == "add_mana"
    return event


def test_the_player_who_tapped_it_adds_the_mana_cited_as_a_triggered_mana_ability() -> None:
    out = resolve_card(HIGH_TIDE_LIKE, event_object="Swamp", that_player="Carol")
    event = _added(out)
    assert (event["player"], event["mana"], event["tapped"], event["additional"]) == ("Carol", "{B}", "Swamp", True)
    assert {"106.12a", "605.1b", "605.4a", "106.4"} <= set(out["citations"])
    assert out["warnings"] == []  # "that player" is who tapped it: no assumption said
    assert "Carol adds {B} to their mana pool, besides the mana Swamp made" in out["narration"]
    assert "resolves at once and never uses the stack (605.4a)" in out["narration"]
    assert out["reading"] == "That player adds an additional {B}."


def test_a_swamp_two_players_control_asks_who_tapped_it() -> None:
    with pytest.raises(BotError) as info:
        resolve_card(HIGH_TIDE_LIKE, event_object="Swamp")
    assert (info.value.code, info.value.field) == ("choice_needed", "that_player")
    assert set(info.value.suggestions) == {"Carol", "Dave"}


def test_the_tapped_permanent_is_asked_with_those_that_could_have_triggered_it() -> None:
    with pytest.raises(BotError) as info:
        resolve_card(VERNAL_BLOOM)
    assert (info.value.code, info.value.field) == ("choice_needed", "event_object")
    assert info.value.suggestions == ["Forest"]


@pytest.mark.parametrize(("effect", "changes"), [
    (HIGH_TIDE_LIKE, {"event_object": "Hill Giant"}),  # not a Swamp
    (VERNAL_BLOOM, {"event_object": "Swamp"}),  # not a Forest
    (CRYPT_GHAST, {"event_object": "Mountain"}),  # Bob's Mountain: not a Swamp, nor the controller's
])
def test_a_permanent_that_could_not_have_triggered_it_is_refused(effect: str, changes: dict) -> None:
    with pytest.raises(BotError) as info:
        resolve_card(effect, **changes)
    assert (info.value.code, info.value.field) == ("bad_scenario", "event_object")


def test_you_tap_is_the_controllers_own_and_that_player_must_agree() -> None:
    out = resolve_card(CRYPT_GHAST, event_object="Swamp")  # Dave controls: his Swamp, not Carol's
    assert (_added(out)["player"], _added(out)["mana"]) == ("Dave", "{B}")
    with pytest.raises(BotError) as info:
        resolve_card(HIGH_TIDE_LIKE, event_object="Swamp", that_player="Alice")  # Alice has no Swamp
    assert info.value.code == "bad_scenario"


def test_its_controller_is_the_tapped_forests_and_is_said_plainly() -> None:
    out = resolve_card(VERNAL_BLOOM, event_object="Forest", that_player="Carol")  # Alice's and Carol's Forests
    assert (_added(out)["player"], _added(out)["mana"]) == ("Carol", "{G}")
    assert out["reading"] == "Its controller adds an additional {G}."
    assert "Forest land's" not in out["narration"]
    es = resolve_card(VERNAL_BLOOM, lang="es", event_object="Forest", that_player="Carol")
    assert "Su controlador agrega {G} adicional." in es["narration"]
    assert "Carol agrega {G} a su reserva de maná, además del maná que produjo Forest" in es["narration"]


def test_the_enchanted_land_is_the_one_tapped_and_must_be_a_land() -> None:
    out = resolve_card(WILD_GROWTH, card="Wild Growth", attached_to="Mountain")
    assert (_added(out)["player"], _added(out)["mana"], _added(out)["tapped"]) == ("Bob", "{G}", "Mountain")
    with pytest.raises(BotError) as info:
        resolve_card(WILD_GROWTH, card="Wild Growth", attached_to="Hill Giant")
    assert (info.value.code, info.value.field) == ("bad_scenario", "attached_to")


def test_mana_of_any_color_is_the_players_recorded_choice() -> None:
    out = resolve_card(MARKET_FESTIVAL, card="Market Festival", attached_to="Mountain",
                       choices={"Bob": ["blue", "green"]})
    event = _added(out)
    assert (event["mana"], event["chosen"], event["of_any"]) == ("{U}{G}", ["blue", "green"], "any:2")
    assert [c["chosen"] for c in out["steps"][0]["choices"]] == [["blue"], ["green"]]
    assert "106.1" in out["citations"] and out["warnings"] == []


def test_a_colour_nobody_gave_is_a_stated_assumption() -> None:
    out = resolve_card(TRACE, attached_to="Mountain")
    (choice,) = out["steps"][0]["choices"]
    assert choice["auto"] is True
    assert any("Bob chooses the colour of the mana" in w for w in out["warnings"])


def test_printed_spanish_reads_the_same_trigger_and_mana() -> None:
    out = resolve_card(ES_TIDE, lang="es", event_object="Swamp", that_player="Dave")
    assert (_added(out)["player"], _added(out)["mana"], _added(out)["additional"]) == ("Dave", "{B}", True)
    assert out["warnings"] == []  # "gire … para obtener maná": every word of the trigger read
    assert "Dave agrega {B} a su reserva de maná, además del maná que produjo Swamp" in out["narration"]
    assert "(605.4a)" in out["narration"]
    en = resolve_card(ES_TIDE, lang="en", event_object="Swamp", that_player="Dave")
    assert "That player adds an additional {B}." in en["narration"]


@pytest.mark.parametrize(("text", "lang", "en", "es"), [
    ("That player adds an additional {B}.", "en", "That player adds an additional {B}.",
     "Ese jugador agrega {B} adicional."),
    ("Ese jugador agrega un maná adicional de cualquier color.", "es",
     "That player adds an additional one mana of any color.",
     "Ese jugador agrega un maná adicional de cualquier color."),
    ("That player adds an additional two mana in any combination of colors.", "en",
     "That player adds an additional two mana of any color.",
     "Ese jugador agrega dos manás adicionales de cualquier color."),
])
def test_additional_mana_is_said_back_in_both_languages(text: str, lang: str, en: str, es: str) -> None:
    plan = plan_of(parse_effect(text, lang))
    assert (render_plan(plan, "en"), render_plan(plan, "es")) == (en, es)


@pytest.mark.parametrize("effect", [
    "Add an additional {G}.",  # no permanent tapped for mana: "additional" to nothing
    "Whenever a creature attacks, its controller adds an additional {G}.",
    "Whenever you tap a land for mana while you're the monarch, add an additional one mana of any color.",
    "Whenever a land with the same name as the exiled card is tapped for mana, its controller adds an additional {G}.",
])
def test_what_is_not_a_mana_trigger_it_can_evaluate_stays_refused(effect: str) -> None:
    with pytest.raises(BotError) as info:
        resolve_card(effect, event_object="Forest")
    assert info.value.code in ("unsupported_effect", "bad_scenario")


def test_a_trigger_that_adds_no_mana_is_no_mana_ability_but_still_names_its_permanent() -> None:
    out = resolve_card("Whenever a player taps a nonbasic land for mana, Burning Earth deals 1 damage to that player.",
                       card="Burning Earth", event_object="Gaea's Cradle",
                       Carol={"battlefield": [{"name": "Gaea's Cradle", "types": ["land"]}]})
    assert out["steps"][0]["events"][0]["player"] == "Carol"  # who tapped it, not the active player assumed
    assert "605.4a" not in out["citations"]
    with pytest.raises(BotError):  # a basic Swamp is no nonbasic land
        resolve_card("Whenever a player taps a nonbasic land for mana, Burning Earth deals 1 damage to that player.",
                     card="Burning Earth", event_object="Swamp", that_player="Dave")
