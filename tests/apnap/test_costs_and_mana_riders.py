"""Costs and the mana they make, on real cards (issue #22): a spell's cost of alternatives (601.2b: "pay 5 life or
sacrifice a creature or enchantment"), the power of the creature a cost tapped (608.2h), mana in any combination of two
symbols (106.1), and a mana rider that also allows abilities (106.6: "or activate abilities of Myr"). English and
printed Spanish read into the same plan, and both readings and narrations are said."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board, card_text, creature


def _card(card: str, text: str, lang: str | None = None, out: str | None = None, **more: Any) -> dict[str, Any]:
    data = board(card=card, **more)
    return resolve_text(json.dumps(data), out or lang,
                        lambda n: card_text(card, text, lang) if n.casefold() == card.casefold() else None)


def _events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


# ------------------------------------------------------------------ mana riders that also allow abilities (106.6)
@pytest.mark.parametrize(("effect", "types", "subtypes", "said"), [
    ("Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of Myr.", [], ["myr"],
     "or activate an ability of a Myr"),  # Myr Reservoir
    ("Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.", ["artifact"], [],
     "or activate an ability of an artifact"),  # Renowned Weaponsmith
    ("Add one mana of any color. Spend this mana only to cast an Elemental spell or activate an ability of an "
     "Elemental.", [], ["elemental"], "or activate an ability of an Elemental"),  # Primal Beyond
])
def test_a_mana_rider_that_allows_abilities_too(effect: str, types: list[str], subtypes: list[str],
                                                said: str) -> None:
    out = resolve_text(json.dumps(board(effect=effect)))
    rider = _events(out)[1]
    assert (rider["change"], rider["act"]) == ("only", "spend_mana")
    assert rider["activating"] == {"types": types, "subtypes": subtypes}
    assert said in out["narration"]
    assert said in render_plan(plan_of(parse_effect(effect)), "en")


def test_printed_spanish_mana_rider_with_abilities() -> None:
    es = plan_of(parse_effect("Agrega {C}{C}. Gasta este maná sólo para lanzar hechizos de Myr o activar habilidades "
                              "de Myr.", "es")).steps
    en = plan_of(parse_effect("Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of "
                              "Myr.")).steps
    assert es[1].change == en[1].change and en[1].change.activating is not None
    said = render_plan(plan_of(parse_effect("Add {C}{C}. Spend this mana only to cast artifact spells or activate "
                                            "abilities of artifacts.")), "es")
    assert "o activar habilidades de artefactos" in said
    out = resolve_text(json.dumps(board(effect="Add {C}{C}. Spend this mana only to cast Myr spells or activate "
                                               "abilities of Myr.")), "es")
    assert "o activar habilidades de Myr" in out["narration"]


def test_a_rider_whose_abilities_are_not_a_kind_is_refused() -> None:
    with pytest.raises(BotError):  # "abilities of creatures you control": more than a kind, never dropped
        plan_of(parse_effect("Add {C}. Spend this mana only to cast artifact spells or activate abilities of "
                             "creatures with flying."))


# ------------------------------------------------------------- mana in any combination of two symbols (106.1)
@pytest.mark.parametrize(("effect", "lang"), [
    ("Add three mana in any combination of {R} and/or {G}.", None),  # Goblin Clearcutter
    ("Agrega tres manás en cualquier combinación de {R} y/o {G}.", "es"),
])
def test_mana_in_any_combination_of_two_symbols(effect: str, lang: str | None) -> None:
    out = resolve_text(json.dumps(board(effect=effect)), lang)
    (added,) = _events(out)
    assert (added["action"], added["amount"], added["mana"]) == ("add_mana", 3, "combination:{R}{G}:3")
    said = render_plan(plan_of(parse_effect(effect, lang)), "en")
    assert said == "Add three mana in any combination of {R} and/or {G}."
    assert render_plan(plan_of(parse_effect(effect, lang)), "es") == \
        "Agrega tres manás en cualquier combinación de {R} y/o {G}."


def test_x_mana_in_any_combination_is_the_cost_x() -> None:  # Fungal Reaches: "Remove X storage counters …"
    text = ("{T}: Add {C}.\n{1}, {T}: Put a storage counter on Fungal Reaches.\n{1}, Remove X storage counters from "
            "Fungal Reaches: Add X mana in any combination of {R} and/or {G}.")
    land = {"name": "Fungal Reaches", "types": ["land"], "counters": {"storage": 3}}
    out = _card("Fungal Reaches", text, ability=3, x=3, Dave={"battlefield": [land]})
    assert _events(out)[-1]["mana"] == "combination:{R}{G}:3"
    assert "3 mana in any combination of {R} and/or {G}" in out["narration"]
    es = _card("Fungal Reaches", text, out="es", ability=3, x=3, Dave={"battlefield": [land]})
    assert "3 manás en cualquier combinación de {R} y/o {G}" in es["narration"]


def test_two_mana_of_any_color_is_plural_in_spanish() -> None:
    said = render_plan(plan_of(parse_effect("Add two mana in any combination of colors.")), "es")
    assert said == "Agrega dos manás de cualquier color."


# ------------------------------------------------------------------ the creature a cost tapped (608.2h)
BATTLEWAGON = ("Trample\nKeldon Battlewagon can't block.\nWhen Keldon Battlewagon enters the battlefield, put a -1/-1 "
               "counter on it.\nTap an untapped creature you control: Keldon Battlewagon gets +X/+0 until end of turn, "
               "where X is the power of the creature tapped this way.")


def test_the_power_of_the_creature_tapped_this_way() -> None:
    wagon = {"name": "Keldon Battlewagon", "types": ["artifact", "creature"], "power": 5, "toughness": 5,
             "tapped": True}
    out = _card("Keldon Battlewagon", BATTLEWAGON, ability=3,
                Dave={"battlefield": [wagon, creature("Craw Wurm", 6, 4)]})
    assert out["costs"][0]["events"][0]["objects"] == ["Craw Wurm"]
    assert "+6/+0" in out["narration"]


@pytest.mark.parametrize(("effect", "lang"), [
    ("Tap an untapped creature you control. This creature gets +X/+0 until end of turn, where X is the power of the "
     "creature tapped this way.", None),
    ("Tap an untapped creature you control. This creature gets +X/+0 until end of turn, where X is the tapped "
     "creature's power.", None),
    ("Gira una criatura enderezada que controles. Esta criatura obtiene +X/+0 hasta el final del turno, donde X es la "
     "fuerza de la criatura girada de esta manera.", "es"),
])
def test_the_tapped_creature_reads_alike(effect: str, lang: str | None) -> None:
    plan = plan_of(parse_effect(effect, lang))
    assert render_plan(plan, "en").endswith("where X is the tapped creature's power.")
    assert render_plan(plan, "es").endswith("donde X es la fuerza de la criatura girada.")


# ------------------------------------------------------------------ a cost of alternatives (601.2b)
FINAL_PAYMENT = ("As an additional cost to cast this spell, pay 5 life or sacrifice a creature or enchantment.\n"
                 "Destroy target creature.")


def test_the_only_alternative_the_board_allows_is_paid() -> None:
    out = _card("Final Payment", FINAL_PAYMENT, target="Hill Giant", Dave={"battlefield": ["Swamp (basic land)"]})
    (paid,) = out["costs"]
    assert paid["events"][0]["action"] == "pay" and paid["events"][0]["amount"] == 5
    assert any("could pay only “pay 5 life”" in w for w in out["warnings"])


def test_alternatives_the_board_allows_are_asked_or_given() -> None:
    with pytest.raises(BotError) as asked:
        _card("Final Payment", FINAL_PAYMENT, target="Hill Giant")  # Dave has creatures and 20 life
    assert (asked.value.code, asked.value.field) == ("choice_needed", "cost_choice")
    out = _card("Final Payment", FINAL_PAYMENT, target="Hill Giant", cost_choice=2)
    assert out["costs"][0]["events"][0]["action"] == "sacrifice"


def test_no_alternative_payable_means_the_spell_was_not_cast() -> None:
    with pytest.raises(BotError) as refused:
        _card("Final Payment", FINAL_PAYMENT, target="Hill Giant", Dave={"life": 3, "battlefield": []})
    assert refused.value.code == "bad_scenario"


def test_printed_spanish_cost_of_alternatives() -> None:
    """The Spanish split and reading of each alternative ("sacrifica una criatura o encantamiento", Final Payment's own
    object list, is not read by the Spanish grammar yet: refused with its words, so one object kind here)."""
    text = ("Como coste adicional para lanzar este hechizo, paga 5 vidas o sacrifica una criatura.\n"
            "Destruye la criatura objetivo.")
    out = _card("Final Payment", text, "es", target="Hill Giant", Dave={"battlefield": ["Swamp (basic land)"]})
    assert out["costs"][0]["events"][0]["amount"] == 5


# ------------------------------------------------------------------ the bench's and the board's cost payers
def test_the_bench_gives_x_objects_and_supertypes() -> None:
    from tests.apnap.corpus import BENCH_X, _cost_objects

    zone, given = _cost_objects("Sacrifice X lands") or ("", [])
    assert zone == "battlefield" and len(given) == BENCH_X
    assert _cost_objects("Tap an untapped legendary permanent you control") == ("battlefield", [
        {"name": "Cost Legendary Artifact 1", "types": ["legendary", "artifact"], "colors": [], "mana_value": 2}])


def test_a_placed_source_keeps_its_supertypes() -> None:
    """A legendary source the board does not show can pay "Tap an untapped legendary permanent you control" (205.4)."""
    text = "Tap an untapped legendary artifact you control: Draw a card."  # on a Legendary Artifact's card
    out = _card("Akroma's Memorial", text, ability=1)
    assert out["costs"][0]["events"][0]["objects"] == ["Akroma's Memorial"]


def test_a_counter_put_as_a_spells_additional_cost() -> None:  # Lethal Sting (601.2b, 122.1)
    text = ("As an additional cost to cast this spell, put a -1/-1 counter on a creature you control.\n"
            "Destroy target creature.")
    out = _card("Lethal Sting", text, target="Hill Giant", Dave={"battlefield": [creature("Craw Wurm", 6, 4)]})
    (paid,) = out["costs"]
    assert (paid["events"][0]["objects"], paid["events"][0]["counter"]) == (["Craw Wurm"], "-1/-1")
    with pytest.raises(BotError) as refused:  # no creature to put it on: the spell could not have been cast
        _card("Lethal Sting", text, target="Hill Giant", Dave={"battlefield": ["Swamp (basic land)"]})
    assert refused.value.code == "bad_scenario"
