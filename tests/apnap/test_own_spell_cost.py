"""A permanent card's own cost counted on the board (601.2f, grammar/own_costs.py, engine/act_own_cost.py): "This
spell costs {1} less to cast for each creature card in your graveyard" says how much less and what is paid, in
English and printed Spanish; a reduction never takes generic mana below zero."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.engine.act_own_cost import paid_cost, times_mana
from bot.apnap.oracle import CardText
from tests.apnap.realcards import board, creature

NEMESIS = ("This spell costs {1} less to cast for each creature card in your graveyard.\n"
           "{7}{G}{G}: Monstrosity 5. This ability costs {1} less to activate for each creature card in your "
           "graveyard.")
NEMESIS_ES = "Este hechizo cuesta {1} menos para lanzarse por cada carta de criatura en tu cementerio."
CAULDRON = ("This spell costs {2} less for each creature card in your graveyard.\n"
            "Whenever a creature you control dies, put it on the bottom of its owner's library.")
STRATADON = "Domain — This spell costs {1} less to cast for each basic land type among lands you control.\nTrample"


def resolve(card: str, text: str, type_line: str, mana_cost: str, lang: str | None = None,
            **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data.pop("effect", None)
    data.update(card=card, ability=1)

    def lookup(name: str) -> CardText | None:
        found = CardText(card, text, type_line=type_line, mana_cost=mana_cost)
        return found if name.casefold() == card.casefold() else None

    return resolve_text(json.dumps(data), lang, card_lookup=lookup)


def _event(out: dict[str, Any]) -> dict[str, Any]:
    (step,) = out["steps"]
    (event,) = step["events"]
    return event


@pytest.mark.parametrize(("dead", "paid"), [(0, "{4}{G}{G}"), (3, "{1}{G}{G}"), (6, "{G}{G}")])
def test_nemesis_costs_one_less_for_each_creature_card_in_its_casters_graveyard(dead: int, paid: str) -> None:
    yard = [creature(f"Dead {i}", 2, 2) for i in range(dead)]
    out = resolve("Nemesis of Mortals", NEMESIS, "Creature — Snake", "{4}{G}{G}",
                  Dave={"graveyard": yard, "battlefield": []})
    event = _event(out)
    assert (event["action"], event["amount"], event["more"], event["cost_paid"]) == ("own_spell_cost", dead, False,
                                                                                      paid)
    assert "601.2f" in out["citations"] and f"pays {paid}" in out["narration"]
    assert not out["warnings"]  # the card is being cast: never placed on the battlefield (113.6)


def test_the_cost_line_without_to_cast_reads_the_same() -> None:
    yard = [creature("Dead", 2, 2), creature("Deader", 1, 1)]
    out = resolve("The Cauldron of Eternity", CAULDRON, "Legendary Enchantment Artifact", "{10}{B}{B}",
                  Dave={"graveyard": yard})
    assert _event(out)["total"] == "{4}" and _event(out)["cost_paid"] == "{6}{B}{B}"


def test_domain_counts_the_basic_land_types_of_the_casters_lands() -> None:
    lands = ["Plains (basic land)", "Island (basic land)", "Island (basic land)"]
    out = resolve("Stratadon", STRATADON, "Artifact Creature — Beast", "{10}", Dave={"battlefield": lands})
    assert _event(out)["amount"] == 2 and _event(out)["cost_paid"] == "{8}"


def test_printed_spanish_reads_into_the_same_event_and_says_it_in_spanish() -> None:
    yard = {"Dave": {"graveyard": [creature("Muerto", 2, 2)]}}
    out_es = resolve("Nemesis of Mortals", NEMESIS_ES, "Criatura — Serpiente", "{4}{G}{G}", "es", **yard)
    out_en = resolve("Nemesis of Mortals", NEMESIS, "Creature — Snake", "{4}{G}{G}", **yard)
    keys = ("action", "amount", "mana", "total", "more", "cost_paid")
    assert [_event(out_es)[k] for k in keys] == [_event(out_en)[k] for k in keys]
    assert "cuesta {1} menos para lanzarse por cada carta de criatura" in out_es["narration"]
    assert "costs" not in out_es["narration"]


def test_a_graveyard_the_board_does_not_show_is_asked_not_counted_as_empty() -> None:
    from bot.errors import BotError

    with pytest.raises(BotError) as err:
        resolve("Nemesis of Mortals", NEMESIS, "Creature — Snake", "{4}{G}{G}", Dave={"unknown": ["graveyard"]})
    assert err.value.code in ("choice_needed", "bad_scenario", "unsupported_effect")


def test_the_sum_of_symbols_and_the_cost_paid() -> None:
    assert times_mana("{1}", 3) == "{3}" and times_mana("{1}{U}", 2) == "{2}{U}{U}" and times_mana("{2}", 0) == "{0}"
    assert paid_cost("{4}{G}{G}", "{7}", more=False) == "{G}{G}"  # never below zero (601.2f)
    assert paid_cost("{2}{R}", "{R}", more=False) == "{2}"  # that colour, when the cost has it
    assert paid_cost("{2}{U}", "{R}", more=False) == "{1}{U}"  # 118.7d: else generic
    assert paid_cost("{1}{W}", "{2}", more=True) == "{3}{W}"
    assert paid_cost("{X}{G}", "{1}", more=False) is None  # {X}: what is paid is the scenario's to say


KOPALA = "Spells your opponents cast that target a Merfolk you control cost {2} more to cast."
REGENT = "Flying\nSpells your opponents cast that target Icefall Regent cost {2} more to cast."
REGENT_ES = ("Vuela.\nLos hechizos que lanzan tus oponentes que hacen objetivo a Icefall Regent cuestan {2} más en "
             "lanzarse.")


def _cost_events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e.get("act") == "spell_cost"]


def test_spells_that_target_the_source_cost_more_only_for_its_controllers_opponents() -> None:
    out = resolve("Icefall Regent", REGENT, "Creature — Dragon", "{3}{U}{U}", Dave={"battlefield": []})
    events = _cost_events(out)
    assert sorted(e["player"] for e in events) == ["Alice", "Bob", "Carol"]
    assert {(e["targeting"], e["targeting_what"], e["more"]) for e in events} == {("source", "Icefall Regent", True)}
    assert "that target Icefall Regent cost {2} more" in out["narration"]


def test_the_kind_targeted_is_kept_and_said() -> None:
    out = resolve("Kopala, Warden of Waves", KOPALA, "Legendary Creature — Merfolk Wizard", "{1}{U}")
    # each opponent's event names the controller's Merfolk by name: "you" said of Bob read as Bob's (judge 30)
    assert {e["targeting_what"] for e in _cost_events(out)} == {"a Merfolk Dave controls"}
    assert "Spells your opponents cast that target a Merfolk you control cost {2} more to cast" in out["narration"]


def test_printed_spanish_that_target_reads_into_the_same_change() -> None:
    out_es = resolve("Icefall Regent", REGENT_ES, "Criatura — Dragón", "{3}{U}{U}", "es", Dave={"battlefield": []})
    out_en = resolve("Icefall Regent", REGENT, "Creature — Dragon", "{3}{U}{U}", Dave={"battlefield": []})
    keys = ("player", "act", "more", "mana", "targeting")
    assert [[e[k] for k in keys] for e in _cost_events(out_es)] == [[e[k] for k in keys] for e in _cost_events(out_en)]
    assert "que hacen objetivo a Icefall Regent cuestan {2} más" in out_es["narration"]


@pytest.mark.parametrize("text", ["Legendary spells you cast cost {1} less to cast.",  # a supertype: crashed before
                                  "Spells your opponents cast that target you or a permanent you control cost {2} "
                                  "more to cast."])
def test_a_kind_the_change_cannot_say_is_refused_with_its_words(text: str) -> None:
    from bot.errors import BotError

    with pytest.raises(BotError) as err:
        resolve("Cost Test", text, "Enchantment", "{2}{W}")
    assert err.value.code == "unsupported_effect"
