"""A permanent card's cost lines (601.2b, 118.9, 601.2f): asked for, the spell cast that way resolves and enters
(608.3).

Real cards, English and Spanish in the printed form the house reads (spell_costs.py): Makeshift Mauler, Skaab Goliath
(an additional cost), Delraich, Allosaurus Rider, Wildfield Borderpost (an alternative cost), Deepwood Legate and
Sivvi's Ruse (cast without paying the mana cost, an "if" of two clauses), Igneous Elemental (its own cost "if …", and
its own "When … enters" seen), Force of Will (an instant's alternative cost exiling a card from the hand). Each of
these was refused before (the permanent's cost line with its words; "exile … from your hand" and "pay {1}" as cost
parts; "… without paying its mana cost"; the "and" of two conditions).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board

MAULER = "As an additional cost to cast this spell, exile a creature card from your graveyard."
MAULER_ES = "Como coste adicional para lanzar este hechizo, exilia una carta de criatura de tu cementerio."
GOLIATH = "As an additional cost to cast this spell, exile two creature cards from your graveyard.\nTrample"
DELRAICH = "You may sacrifice three black creatures rather than pay this spell's mana cost.\nTrample"
RIDER = ("You may exile two green cards from your hand rather than pay this spell's mana cost.\n"
         "Allosaurus Rider's power and toughness are each equal to 1 plus the number of lands you control.")
BORDERPOST = ("You may pay {1} and return a basic land you control to its owner's hand rather than pay this spell's "
              "mana cost.\nWildfield Borderpost enters the battlefield tapped.\n{T}: Add {G} or {W}.")
LEGATE = ("If an opponent controls a Forest and you control a Swamp, you may cast this spell without paying its mana "
          "cost.\n{B}: Deepwood Legate gets +1/+1 until end of turn.")
LEGATE_ES = ("Si un oponente controla un Bosque y tú controlas un Pantano, puedes lanzar este hechizo sin pagar su "
             "coste de maná.\n{B}: Deepwood Legate obtiene +1/+1 hasta el final del turno.")
RUSE = ("If an opponent controls a Mountain and you control a Plains, you may cast this spell without paying its "
        "mana cost.\nPrevent all damage that would be dealt this turn to you and permanents you control.")
IGNEOUS = ("This spell costs {2} less to cast if there is a land card in your graveyard.\nWhen Igneous Elemental "
           "enters the battlefield, you may have it deal 2 damage to target creature.")
FORCE = ("You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\n"
         "Counter target spell.")
LASHKNIFE = ("Enchant creature\nIf you control a Plains, you may tap an untapped creature you control rather than pay "
             "this spell's mana cost.\nEnchanted creature has double strike.")
SENTINELS = ("As an additional cost to cast this spell, you may reveal a Dragon card from your hand.\nWhen Scaleguard "
             "Sentinels enters the battlefield, if you revealed a Dragon card or controlled a Dragon as you cast this "
             "spell, put a +1/+1 counter on Scaleguard Sentinels.")


def resolve(text: str, card: str, type_line: str, lang: str = "en", mana: str = "{3}",
            pt: tuple[str, str] = ("2", "2"), **more: Any) -> dict[str, Any]:
    data = board(card=card, **{"active": "Dave", **more})
    out = resolve_text(json.dumps(data), lang,
                       card_lookup=lambda name: CardText(card, text, lang, type_line, pt[0], pt[1], mana))
    return json.loads(json.dumps(out))


def _entered(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] if s["action"] == "permanent_spell_resolves" for e in s["events"]]


def _cost_events(out: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["action"], e["objects"]) for c in out.get("costs", []) for e in c["events"]]


def test_an_additional_cost_is_paid_and_the_creature_enters() -> None:
    out = resolve(MAULER, "Makeshift Mauler", "Creature — Zombie Horror", ability=1)
    assert _cost_events(out) == [("exile", ["Elvish Mystic"])]
    assert [(e["player"], e["objects"]) for e in _entered(out)] == [("Dave", ["Makeshift Mauler"])]
    assert "608.3" in out["citations"] and out.get("forbidden") is None


def test_printed_spanish_reads_the_same_cost_and_says_it_in_spanish() -> None:
    out = resolve(MAULER_ES, "Makeshift Mauler", "Criatura — Zombie Horror", lang="es", ability=1)
    assert _cost_events(out) == [("exile", ["Elvish Mystic"])]
    assert [e["objects"] for e in _entered(out)] == [["Makeshift Mauler"]]
    assert "entra al campo de batalla" in out["narration"] and "enters" not in out["narration"]


def test_a_cost_the_board_cannot_pay_means_the_spell_was_not_cast() -> None:
    with pytest.raises(BotError) as exc:
        resolve(MAULER, "Makeshift Mauler", "Creature — Zombie Horror", ability=1,
                Dave={"graveyard": ["Island (basic land)"]})
    assert exc.value.key == "apnap.error.spell_cost_unpaid"


def test_two_creature_cards_exiled_from_the_graveyard() -> None:
    out = resolve(GOLIATH, "Skaab Goliath", "Creature — Zombie Giant", ability=1,
                  Dave={"graveyard": ["Elvish Mystic (creature)", "Gray Ogre (creature)", "Island (basic land)"]})
    assert _cost_events(out) == [("exile", ["Elvish Mystic", "Gray Ogre"])]
    assert _entered(out)


def test_not_the_active_player_breaks_the_creature_spells_timing() -> None:
    out = resolve(MAULER, "Makeshift Mauler", "Creature — Zombie Horror", ability=1, active="Bob")
    assert out["forbidden"]["rule"] == "302.1" and _entered(out)


def test_an_alternative_cost_sacrifices_the_black_creatures() -> None:
    black = [{"name": f"Black Knight {i}", "types": ["creature"], "colors": ["black"], "power": 2, "toughness": 2}
             for i in range(3)]
    out = resolve(DELRAICH, "Delraich", "Creature — Horror", ability=1, Dave={"battlefield": black})
    assert _cost_events(out) == [("sacrifice", ["Black Knight 0", "Black Knight 1", "Black Knight 2"])]
    assert any("alternative cost" in w for w in out["warnings"])
    with pytest.raises(BotError) as exc:
        resolve(DELRAICH, "Delraich", "Creature — Horror", ability=1)
    assert exc.value.key == "apnap.error.spell_cost_unpaid"


def test_cards_exiled_from_the_hand_as_a_cost() -> None:
    green = [{"name": n, "types": ["instant"], "colors": ["green"]} for n in ("Giant Growth", "Naturalize")]
    out = resolve(RIDER, "Allosaurus Rider", "Creature — Elf Warrior", ability=1, Dave={"hand": green})
    assert _cost_events(out) == [("exile", ["Giant Growth", "Naturalize"])]
    red = [green[0], {"name": "Shock", "types": ["instant"], "colors": ["red"]}]
    with pytest.raises(BotError) as exc:
        resolve(RIDER, "Allosaurus Rider", "Creature — Elf Warrior", ability=1, Dave={"hand": red})
    assert exc.value.key == "apnap.error.spell_cost_unpaid"


def test_force_of_will_pays_life_and_exiles_a_blue_card() -> None:
    out = resolve(FORCE, "Force of Will", "Instant", ability=1, target="Shock",
                  spells=[{"name": "Shock", "controller": "Bob", "types": ["instant"]}],
                  Dave={"hand": [{"name": "Opt", "types": ["instant"], "colors": ["blue"]}]})
    assert ("exile", ["Opt"]) in _cost_events(out)
    assert out["life"]["Dave"] == 19


def test_a_mana_part_of_an_alternative_cost_and_the_permanent_entering_tapped() -> None:
    out = resolve(BORDERPOST, "Wildfield Borderpost", "Artifact", ability=1, mana="{1}{G}{W}")
    assert _cost_events(out) == [("return", ["Swamp"])]
    assert [e["tapped"] for e in _entered(out)] == [True]
    assert "pay {1}" in " ".join(out["warnings"])


@pytest.mark.parametrize(("text", "lang"), [(LEGATE, "en"), (LEGATE_ES, "es")])
def test_cast_without_paying_its_mana_cost_when_both_clauses_hold(text: str, lang: str) -> None:
    out = resolve(text, "Deepwood Legate", "Creature — Shade", lang=lang, ability=1)  # Carol: a Forest; Dave: a Swamp
    assert _entered(out) and "costs" not in out or not out["costs"]
    assert any("118.9" in w for w in out["warnings"])
    with pytest.raises(BotError) as exc:  # no opponent controls a Forest
        resolve(text, "Deepwood Legate", "Creature — Shade", lang=lang, ability=1,
                Alice={"battlefield": []}, Carol={"battlefield": []})
    assert exc.value.key == "apnap.error.alternative_cost_unavailable"


def test_an_instant_cast_for_its_mana_cost_says_whether_it_could_have_been_free() -> None:
    could = resolve(RUSE, "Sivvi's Ruse", "Instant", Dave={"battlefield": ["Plains (basic land)"]})
    assert any("could have cast it without paying" in w for w in could["warnings"])
    could_not = resolve(RUSE, "Sivvi's Ruse", "Instant")  # Dave controls no Plains
    assert any("could not have cast it without paying" in w for w in could_not["warnings"])


def test_its_own_cost_if_and_its_own_enters_trigger() -> None:
    out = resolve(IGNEOUS, "Igneous Elemental", "Creature — Elemental", ability=1, mana="{4}{R}")
    assert _entered(out) and [t["source"] for t in out["stack"]] == ["Igneous Elemental"]
    assert "applied" in out["narration"]
    empty = resolve(IGNEOUS, "Igneous Elemental", "Creature — Elemental", ability=1, mana="{4}{R}",
                    Dave={"graveyard": []})
    assert "did not apply" in empty["narration"]


@pytest.mark.parametrize(("text", "card", "type_line", "words"), [
    (LASHKNIFE, "Lashknife", "Enchantment — Aura", "Enchant"),  # an Aura targets as it is cast (303.4a)
    (SENTINELS, "Scaleguard Sentinels", "Creature — Human Soldier", "you may reveal a Dragon card from your hand"),
])
def test_what_would_be_guessed_is_refused_with_its_words(text: str, card: str, type_line: str, words: str) -> None:
    with pytest.raises(BotError) as exc:
        resolve(text, card, type_line, ability=1)
    assert exc.value.code == "unsupported_effect" and words in exc.value.text("en")


SACRIFICE = ("As an additional cost to cast this spell, sacrifice a creature.\nAdd an amount of {B} equal to the "
             "sacrificed creature's converted mana cost.")
SACRIFICE_ES = ("Como coste adicional para lanzar este hechizo, sacrifica una criatura.\nAgrega una cantidad de {B} "
                "igual al coste de maná convertido de la criatura sacrificada.")


@pytest.mark.parametrize(("text", "lang", "said"), [
    (SACRIFICE, "en", "an amount of {B} equal to the sacrificed creature's"),
    (SACRIFICE_ES, "es", "una cantidad de {B} igual al valor de maná de la criatura sacrificada"),
])
def test_an_amount_of_mana_equal_to_what_the_cost_sacrificed(text: str, lang: str, said: str) -> None:
    wurm = {"name": "Craw Wurm", "types": ["creature"], "power": 6, "toughness": 4, "mana_value": 6}
    out = resolve(text, "Sacrifice", "Instant", lang=lang, Dave={"battlefield": [wurm]})
    assert _cost_events(out) == [("sacrifice", ["Craw Wurm"])]
    assert [e.get("mana") for s in out["steps"] for e in s["events"]] == ["{B}{B}{B}{B}{B}{B}"]
    assert said in out["narration"]
