"""Classes of confidently wrong answers a judge found (issue #22), each fixed in general.

1. A cost the resolver reads is paid by the engine before the effect (601.2h, 602.2b), as events that watchers
   see (603.2); one it cannot read is named in ``warnings`` with what that leaves out, never passed silently.
2. A discard, sacrifice or life payment made to avoid an "unless" penalty is a real event (Megrim's class).
3. Gaining, losing or being dealt 0 is no event (119.9, 120.8): nothing triggers, nothing is told as one.
4. Judge 13: a reading that dropped the condition of an "instead" on the instruction's own object (Electrostatic
   Bolt read "deals 4 damage to it instead", unconditionally); "you may pay {W}" taken as paid with no word that the
   board shows no mana to pay it with (118.3), narrated "pays 1 mana".
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, creature, resolve_card, run

WASTE_NOT = {"name": "Waste Not", "types": ["enchantment"],
             "triggers": [{"when": "an opponent discards a card", "text": "you draw a card"}]}
MEGRIM = {"name": "Megrim", "types": ["enchantment"],
          "triggers": [{"when": "an opponent discards a card", "text": "Megrim deals 2 damage to that player"}]}
ARTIST = creature("Blood Artist", 0, 1,
                  triggers=[{"when": "a creature dies", "text": "target player loses 1 life and you gain 1 life"}])
BOND = {"name": "Sanguine Bond", "types": ["enchantment"],
        "triggers": [{"when": "a player loses life", "text": "target opponent loses 1 life"}]}
WATCHERS = {"battlefield": [WASTE_NOT, ARTIST, BOND]}


def fired(out: dict[str, Any]) -> list[tuple[str, str | None, bool]]:
    return [(t["source"], t["cause"], bool(t.get("cost"))) for t in out["stack"]]


def events(step: dict[str, Any]) -> list[tuple[str, str, list[str], int | None]]:
    return [(e["player"], e["action"], e["objects"], e["amount"]) for e in step["events"]]


# ----------------------------------------------------------------------------------------- 1. costs
def test_a_card_discarded_as_a_cost_is_discarded_first_and_seen_by_a_discard_watcher() -> None:
    out = run({}, card="Peace of Mind", effect="{W}, Discard a card: You gain 3 life.",
              choices={"Dave": ["Counterspell"]}, Bob=WATCHERS)
    (cost,) = out["costs"]
    assert cost["cost"] is True and events(cost) == [("Dave", "discard", ["Counterspell"], None)]
    assert {"601.2h", "602.2b", "701.9a"} <= set(cost["citations"])
    assert [s["action"] for s in out["steps"]] == ["gain_life"]
    assert fired(out) == [("Waste Not", "Counterspell", True)]  # Bob's Waste Not sees Dave discard
    assert any("Waste Not" in w and "603.3" in w for w in out["warnings"])  # it resolves before the ability
    assert "Cost (already paid): Discard a card" in out["narration"]
    assert "Dave discards Counterspell" in out["narration"]


def test_a_creature_sacrificed_as_a_cost_dies_before_the_effect_and_blood_artist_sees_it() -> None:
    out = run({}, card="Golgari Rotwurm", effect="{B}, Sacrifice a creature: Target player loses 1 life.",
              target="Bob", choices={"Dave": ["Llanowar Elves"]}, Alice=WATCHERS)
    assert events(out["costs"][0]) == [("Dave", "sacrifice", ["Llanowar Elves"], None)]
    assert ("Blood Artist", "Llanowar Elves", True) in fired(out)
    assert ("Sanguine Bond", "Bob", False) in fired(out)  # the effect's own life loss, after the cost
    assert "603.10a" in out["costs"][0]["citations"]


def test_a_cost_sacrifice_and_the_effects_discard_keep_their_order() -> None:
    out = run({}, card="Drowned Rusalka", effect="{U}, Sacrifice a creature: Discard a card, then draw a card.",
              choices={"Dave": ["Craw Wurm", "Duress"]}, Bob=WATCHERS)
    assert events(out["costs"][0]) == [("Dave", "sacrifice", ["Craw Wurm"], None)]
    assert [s["action"] for s in out["steps"]] == ["discard", "draw"]
    assert events(out["steps"][0])[0][:3] == ("Dave", "discard", ["Duress"])
    assert sorted(fired(out)) == [("Blood Artist", "Craw Wurm", True), ("Waste Not", "Duress", False)]


def test_life_paid_as_a_cost_is_life_lost_that_watchers_see() -> None:
    out = run({}, effect="Pay 2 life, Exile a card from your graveyard: Draw a card.",
              choices={"Dave": ["Elvish Mystic"]}, Bob=WATCHERS)
    pay, exile = out["costs"]
    assert events(pay) == [("Dave", "pay", [], 2)] and out["life"]["Dave"] == 18
    assert events(exile)[0][:3] == ("Dave", "exile", ["Elvish Mystic"])
    assert fired(out) == [("Sanguine Bond", "Dave", True)]


def test_tapping_an_untapped_creature_as_a_cost() -> None:
    text = ("{2}, Tap an untapped creature you control: You gain 2 life. Activate this ability only any time you "
            "could cast a sorcery.")
    out = run({}, card="Volrath's Gardens", effect=text, active="Dave", choices={"Dave": ["Craw Wurm"]})
    assert events(out["costs"][0])[0][:3] == ("Dave", "tap", ["Craw Wurm"])


def test_a_tap_cost_in_printed_spanish_is_paid_the_same_way() -> None:
    text = ("{2}, gira una criatura enderezada que controles: Ganas 2 vidas. Activa esta habilidad solo en "
            "cualquier momento en que pudieras lanzar un conjuro.")
    out = run({}, card="Jardines de Volrath", effect=text, active="Dave", choices={"Dave": ["Craw Wurm"]})
    assert events(out["costs"][0])[0][:3] == ("Dave", "tap", ["Craw Wurm"])


def test_a_cost_in_printed_spanish_is_paid_the_same_way() -> None:
    out = run({}, card="Paz mental", effect="{W}, descarta una carta: Ganas 3 vidas.",
              choices={"Dave": ["Counterspell"]}, Bob=WATCHERS)
    assert events(out["costs"][0]) == [("Dave", "discard", ["Counterspell"], None)]
    assert fired(out) == [("Waste Not", "Counterspell", True)]
    assert "Coste (ya pagado)" in out["narration"]


@pytest.mark.parametrize("effect", ["Discard a card: You gain 3 life.", "Pay 4 life: You gain 3 life."])
def test_a_cost_the_board_shows_cannot_be_paid_is_refused(effect: str) -> None:
    # Carol has no cards in hand and 3 life: the ability could not have been activated (601.2h).
    with pytest.raises(BotError) as info:
        resolve_text(json.dumps(board(effect=effect, controller="Carol")))
    assert info.value.code == "bad_scenario" and "601.2h" in str(info.value)


def test_a_cost_that_says_x_needs_x_and_pays_that_many() -> None:
    with pytest.raises(BotError) as info:  # never X = 0 by default, and never "cannot be paid" for want of X
        run({}, effect="Discard X cards: Draw a card.")
    assert info.value.code == "bad_scenario" and info.value.to_dict()["error"]["field"] == "x"
    out = run({}, effect="Discard X cards: Draw a card.", x=2, choices={"Dave": [["Duress", "Counterspell"]]})
    assert events(out["costs"][0]) == [("Dave", "discard", ["Duress", "Counterspell"], None)]


def test_a_cost_the_grammar_cannot_read_says_its_triggers_are_not_considered() -> None:
    out = run({}, effect="{1}, Remove a +1/+1 counter from a creature you control: You gain 1 life.")
    assert "costs" not in out
    assert any("Remove a +1/+1 counter from a creature you control" in w and "trigger" in w
               for w in out["warnings"])


# ----------------------------------------------------------------------------------------- 2. "unless"
HAILFIRE = "Each opponent loses 3 life unless that player sacrifices a nonland permanent or discards a card."


def test_a_discard_that_avoids_an_unless_penalty_triggers_megrim() -> None:
    out = run({}, effect=HAILFIRE, choices={"Bob": ["Lightning Bolt"], "Alice": ["no"]},
              Dave={"battlefield": [MEGRIM, BOND]})
    assert events(out["steps"][0]) == [("Bob", "discard", ["Lightning Bolt"], None), ("Carol", "lose_life", [], 3),
                                       ("Alice", "lose_life", [], 3)]
    assert fired(out) == [("Megrim", "Lightning Bolt", False), ("Sanguine Bond", "Carol", False),
                          ("Sanguine Bond", "Alice", False)]
    assert "701.9a" in out["steps"][0]["citations"]


def test_painful_quandarys_discard_triggers_megrim() -> None:
    out = run({}, card="Painful Quandary", that_player="Bob",
              effect="Whenever an opponent casts a spell, that player loses 5 life unless they discard a card.",
              choices={"Bob": ["Lightning Bolt"]}, Dave={"battlefield": [MEGRIM]})
    assert events(out["steps"][0]) == [("Bob", "discard", ["Lightning Bolt"], None)]
    assert fired(out) == [("Megrim", "Lightning Bolt", False)] and out["life"]["Bob"] == 20


def test_a_sacrifice_that_avoids_an_unless_penalty_is_seen_by_blood_artist() -> None:
    out = run({}, card="Painful Quandary", that_player="Bob",
              effect="Whenever an opponent casts a spell, that player loses 5 life unless they sacrifice a creature.",
              choices={"Bob": ["Hill Giant"]}, Dave={"battlefield": [ARTIST]})
    assert events(out["steps"][0]) == [("Bob", "sacrifice", ["Hill Giant"], None)]
    assert fired(out) == [("Blood Artist", "Hill Giant", False)]


def test_life_paid_to_avoid_an_unless_penalty_is_life_lost() -> None:
    out = run({}, effect="Each opponent discards a card unless they pay 2 life.",
              choices={"Bob": ["yes"]}, Dave={"battlefield": [BOND]})
    assert ("Bob", "pay", [], 2) in events(out["steps"][0])
    assert ("Sanguine Bond", "Bob", False) in fired(out)


# ----------------------------------------------------------------------------------------- 3. zero
def test_losing_zero_life_is_no_event_and_triggers_nothing() -> None:
    # Carol controls no creature: she loses 0 life, which is no life loss at all.
    out = run({}, effect="Each opponent loses 1 life for each creature they control.",
              Dave={"battlefield": [BOND]})
    (step,) = out["steps"]
    carol = next(e for e in step["events"] if e["player"] == "Carol")
    assert carol["amount"] == 0 and carol["no_event"] is True
    assert [t["cause"] for t in out["stack"]] == ["Bob", "Alice"]
    assert "Carol loses" not in out["narration"]


def test_gaining_zero_life_is_no_event() -> None:
    out = run({}, effect="Each player gains 1 life for each creature they control.", lang="es")
    carol = next(e for e in out["steps"][0]["events"] if e["player"] == "Carol")
    assert carol["no_event"] is True and "119.9" in out["steps"][0]["citations"]
    assert "Carol gana" not in out["narration"]


def test_zero_damage_is_no_damage_to_creatures_or_players() -> None:
    out = run({}, card="Earthquake", effect="Earthquake deals X damage to each creature without flying and each "
              "player.", x=0, Dave={"battlefield": [BOND, creature("Craw Wurm", 6, 4)]})
    (step,) = out["steps"]
    assert all(e["no_event"] and not e["objects"] for e in step["events"])  # no creature is dealt 0 damage
    assert out["stack"] == [] and "120.8" in step["citations"]


@pytest.mark.parametrize("where", ["target creature", "any target"])
def test_zero_damage_to_a_target_is_no_event_and_triggers_nothing(where: str) -> None:
    # Dave controls no Mountain: the source would deal 0 damage to Hill Giant, which is no damage (120.8).
    hurt = {"name": "Hurt Watcher", "types": ["enchantment"],
            "triggers": [{"when": "a creature is dealt damage", "text": "you gain 1 life"}]}
    out = run({}, effect=f"Last Stand deals damage to {where} equal to the number of Mountains you control.",
              target="Hill Giant", Dave={"battlefield": [hurt, "Swamp (basic land)"]})
    (step,) = out["steps"]
    assert [e["no_event"] for e in step["events"]] == [True] and "120.8" in step["citations"]
    assert out["stack"] == [] and "0 damage" not in out["narration"]


def test_zero_damage_to_a_target_player_is_no_event() -> None:
    out = run({}, effect="Last Stand deals damage to any target equal to the number of Mountains you control.",
              target="Alice", lang="es", Dave={"battlefield": [BOND, "Swamp (basic land)"]})
    (step,) = out["steps"]
    assert step["events"][0]["no_event"] is True and out["life"]["Alice"] == 20
    assert out["stack"] == [] and "0 de daño" not in out["narration"]


# ----------------------------------------------------------------------------------------- quick mode
def test_a_discard_or_sacrifice_from_an_undescribed_zone_names_its_watchers() -> None:
    # The hand and battlefield were not described: the card is "of their choice", so no trigger can be recorded
    # for it; the answer says which watchers that leaves out instead of omitting them silently (603.2).
    unknown = {"unknown": ["hand", "battlefield"]}
    out = run({}, effect="Discard a card: You gain 3 life.", Bob={"battlefield": [WASTE_NOT]}, Dave=unknown)
    assert out["costs"][0]["events"][0]["unknown"] is True
    assert any("Waste Not" in w and "603.2" in w for w in out["warnings"])
    out = run({}, effect="Each opponent sacrifices a creature.", lang="es", Dave={"battlefield": [ARTIST]},
              Carol=unknown)
    assert any("Blood Artist" in w and "Carol sacrifica" in w for w in out["warnings"])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_card_put_onto_the_battlefield_from_an_undescribed_hand_is_of_their_choice_not_nothing(lang: str) -> None:
    # Carol's hand was not described: she puts "a land card of her choice, if she has one", never "nothing happens",
    # and a watcher of lands entering is named in warnings, not left out silently (603.2).
    seer = {"name": "Land Seer", "types": ["enchantment"],
            "triggers": [{"when": "a land enters the battlefield", "text": "you gain 1 life"}]}
    text = {"en": "Each player puts a land card from their hand onto the battlefield.",
            "es": "Cada jugador pone en el campo de batalla una carta de tierra de su mano."}[lang]
    out = run({}, effect=text, lang=lang, Dave={"battlefield": [seer]}, Carol={"unknown": ["hand"]})
    carol = next(e for e in out["steps"][0]["events"] if e["player"] == "Carol")
    assert carol["unknown"] is True and carol["objects"] == []
    assert any("Land Seer" in w and "603.2" in w for w in out["warnings"])
    assert ("nothing happens", "no pasa nada")[lang == "es"] not in out["narration"]


# ----------------------------------------------------------------------------------------- 4. judge 13
ELECTROSTATIC_BOLT = ("Electrostatic Bolt deals 2 damage to target creature. If it's an artifact creature, "
                      "Electrostatic Bolt deals 4 damage to it instead.")


@pytest.mark.parametrize(("lang", "said"), [("en", "deals 4 damage to it instead if it's an artifact creature"),
                                            ("es", "le hace 4 puntos de daño en su lugar si es un artefacto")])
def test_an_instead_on_the_targets_own_kind_keeps_its_condition_in_the_reading(lang: str, said: str) -> None:
    out = resolve_card(ELECTROSTATIC_BOLT, lang=lang, card="Electrostatic Bolt", target="Hill Giant")
    assert said in out["reading"]
    assert out["life"] and [e["amount"] for s in out["steps"] for e in s["events"]] == [2]  # Hill Giant: not one


MILITIAS_PRIDE = ("Whenever a nontoken creature you control attacks, you may pay {W}. If you do, create a 1/1 white "
                  "Kithkin Soldier creature token that's tapped and attacking.")


@pytest.mark.parametrize(("lang", "said", "note"), [
    ("en", "Dave pays {W}", "Dave is taken to pay {W}"), ("es", "Dave paga {W}", "Se supone que Dave paga {W}")])
def test_a_mana_payment_nobody_answered_is_said_with_its_symbols_and_as_an_assumption(lang: str, said: str,
                                                                                     note: str) -> None:
    out = resolve_card(MILITIAS_PRIDE, lang=lang, card="Militia's Pride")
    assert said in out["narration"] and "1 mana" not in out["narration"]
    assert any(w.startswith(note) and "118.3" in w for w in out["warnings"])


def test_a_mana_payment_answered_no_is_not_made_and_not_assumed() -> None:
    out = resolve_card(MILITIAS_PRIDE, card="Militia's Pride", choices={"Dave": ["no"]})
    assert "pays" not in out["narration"] and not any("118.3" in w for w in out["warnings"])
