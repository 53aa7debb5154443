"""What a prevention does with the damage it prevents (615.5: "… prevented this way"), and a later instruction that
deals its damage "to that permanent or player instead" (608.2c), with real cards' text on the standard board (Alice,
Bob, Carol, Dave; Bob is active, Dave controls).

A prevention's follow-up ("You gain life equal to the damage prevented this way", "For each 1 damage prevented this
way, put a +1/+1 counter on that creature", "prevent that damage and remove that many +1/+1 counters from it") is a
typed part of the prevention's record, never an instruction done now (nothing has been prevented yet); after anything
but a prevention it names nothing and is refused. Printed Spanish reads into the same plan.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.grammar.specs import PreventedThen
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board, card_text, colorless, creature

TEST_OF_FAITH = ("Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage "
                 "prevented this way, put a +1/+1 counter on that creature.")
TEST_OF_FAITH_ES = ("Previene los próximos 3 puntos de daño que se fueran a hacer a la criatura objetivo este turno. "
                    "Por cada 1 punto de daño prevenido de esta manera, pon un contador +1/+1 sobre esa criatura.")
PURITY = ("If noncombat damage would be dealt to you, prevent that damage. You gain life equal to the damage prevented "
          "this way.")
PURITY_ES = ("Si se te fuera a hacer daño que no sea de combate, prevén ese daño. Ganas una cantidad de vidas igual al "
             "daño prevenido de esta manera.")
PROTEAN_HYDRA = ("If damage would be dealt to Protean Hydra, prevent that damage and remove that many +1/+1 counters "
                 "from it.")
PHYREXIAN_HYDRA = ("If damage would be dealt to Phyrexian Hydra, prevent that damage. Put a -1/-1 counter on Phyrexian "
                   "Hydra for each 1 damage prevented this way.")
IMMORTAL_COIL = ("If damage would be dealt to you, prevent that damage. Exile a card from your graveyard for each 1 "
                 "damage prevented this way.")
GALVANIC_BLAST = ("Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 damage to that "
                  "permanent or player instead if you control three or more artifacts.")
BURST_LIGHTNING = "Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage to that " \
                  "permanent or player instead."
ELECTROSTATIC_BOLT = ("Electrostatic Bolt deals 2 damage to target creature. If it's an artifact creature, "
                      "Electrostatic Bolt deals 4 damage to it instead.")


def real(card: str, text: str, lang: str | None = None, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data["card"] = card
    out: dict[str, Any] = resolve_text(json.dumps(data), lang, card_lookup=lambda name: card_text(card, text))
    return out


def the_then(text: str, lang: str = "en", names: tuple[str, ...] = ()) -> PreventedThen | None:
    (step,) = plan_of(parse_effect(text, lang, None, names)).steps
    return step.then  # type: ignore[attr-defined, no-any-return]


def shield_event(out: dict[str, Any]) -> dict[str, Any]:
    (event,) = [e for s in out["steps"] for e in s["events"] if e["action"] == "rule_change"]
    return event


# ------------------------------------------------------------------ 615.5: part of the prevention, never done now
def test_test_of_faith_puts_counters_on_the_target_for_each_damage_it_prevents() -> None:
    out = real("Test of Faith", TEST_OF_FAITH, target="Hill Giant")
    event = shield_event(out)
    assert event["amount"] == 3 and event["objects"] == ["Hill Giant"]
    assert event["prevented_then"] == {"act": "put_counters", "player": "Dave", "counter": "+1/+1",
                                       "on": ["Hill Giant"]}
    assert "a +1/+1 counter is put on Hill Giant for each 1 damage prevented this way (615.5)" in out["narration"]
    assert "615.5" in out["steps"][0]["citations"]
    assert not any(e["action"] == "counters" for s in out["steps"] for e in s["events"])  # nothing prevented yet


def test_test_of_faith_in_printed_spanish_is_the_same_plan_and_narrated_in_spanish() -> None:
    english = plan_of(parse_effect(TEST_OF_FAITH, "en")).steps
    spanish = plan_of(parse_effect(TEST_OF_FAITH_ES, "es")).steps
    assert [(type(s), s.then, s.amount) for s in spanish] == [(type(s), s.then, s.amount) for s in english]
    out = real("Test of Faith", TEST_OF_FAITH, "es", target="Hill Giant")
    assert "se pone un contador +1/+1 sobre Hill Giant por cada 1 punto de daño prevenido" in out["narration"]
    assert "prevented" not in out["narration"].split("\n", 1)[1]  # (the first line: the user's own text)


def test_purity_gains_life_for_the_damage_it_prevents_in_both_languages() -> None:
    assert the_then(PURITY) == the_then(PURITY_ES, "es") == PreventedThen("gain_life")
    out = real("Purity", PURITY)
    assert shield_event(out)["prevented_then"] == {"act": "gain_life", "player": "Dave"}
    assert "when it prevents damage, Dave gains that much life (615.5)" in out["narration"]
    assert "You gain life equal to the damage prevented this way." in out["reading"]
    spanish = real("Purity", PURITY, "es")["reading"]
    assert "Ganas una cantidad de vidas igual al daño prevenido de esta manera" in spanish


@pytest.mark.parametrize(("card", "text", "expected"), [
    ("Protean Hydra", PROTEAN_HYDRA, PreventedThen("remove_counters", "+1/+1", "shielded")),
    ("Phyrexian Hydra", PHYREXIAN_HYDRA, PreventedThen("put_counters", "-1/-1", "source")),
    ("Immortal Coil", IMMORTAL_COIL, PreventedThen("exile_from_graveyard")),
])
def test_a_static_prevention_and_what_it_does_with_the_damage(card: str, text: str, expected: PreventedThen) -> None:
    assert the_then(text, names=(card,)) == expected
    reading = render_plan(plan_of(parse_effect(text, "en", None, (card,))), "en")
    assert the_then(reading) == expected  # the reading reads back into the same record


def test_the_hydras_counters_are_its_own() -> None:
    out = real("Protean Hydra", PROTEAN_HYDRA)
    assert shield_event(out)["prevented_then"]["on"] == ["Protean Hydra"]
    assert "a +1/+1 counter is removed from Protean Hydra for each 1 damage prevented" in out["narration"]


def test_another_creature_you_control_is_whichever_the_damage_was_dealt_to() -> None:
    out = real("Vigor", "If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 "
                        "counter on that creature for each 1 damage prevented this way.")
    assert "put on the permanent that damage would have been dealt to" in out["narration"]


@pytest.mark.parametrize("text", [
    "Draw a card. You gain life equal to the damage prevented this way.",  # no prevention before it
    # "that creature" after a prevention to any target: a player too, so no creature to put counters on
    "Prevent the next 3 damage that would be dealt to any target this turn. For each 1 damage prevented this way, put "
    "a +1/+1 counter on that creature.",
    # part of the damage prevented: the record would not say the rest is dealt
    "If a source would deal damage to you, prevent 1 of that damage. You gain life equal to the damage prevented this "
    "way.",
])
def test_prevented_this_way_that_names_nothing_is_refused(text: str) -> None:
    with pytest.raises(BotError):
        plan_of(parse_effect(text, "en"))


def test_a_board_permanents_prevention_with_a_follow_up_is_warned_not_applied() -> None:
    data = board(effect="Test Card deals 3 damage to each player.")
    dave = next(p for p in data["players"] if p["name"] == "Dave")
    dave["battlefield"].append({"name": "Purity", "types": ["creature"], "power": 6, "toughness": 6,
                                "colors": ["white"], "text": PURITY})
    out = resolve_text(json.dumps(data))
    dealt = {e["player"]: e["amount"] for s in out["steps"] for e in s["events"] if e["action"] == "damage"}
    assert dealt["Dave"] == 3  # the engine would prevent it and never gain the life: neither is applied
    assert any("Purity" in w for w in out["warnings"])


# ------------------------------------------------------------------ 608.2c: "to that permanent or player instead"
def test_galvanic_blast_deals_4_to_the_target_player_with_metalcraft() -> None:
    artifacts = [colorless(f"Ornithopter {i}", "artifact") for i in range(3)]
    out = real("Galvanic Blast", GALVANIC_BLAST, target="Alice", Dave={"battlefield": artifacts})
    dealt = [(e["player"], e["amount"]) for s in out["steps"] for e in s["events"] if e["action"] == "damage"]
    assert dealt == [("Alice", 4)]


def test_galvanic_blast_deals_2_without_metalcraft_and_reads_back_in_spanish() -> None:
    out = real("Galvanic Blast", GALVANIC_BLAST, target="Alice")
    dealt = [(e["player"], e["amount"]) for s in out["steps"] for e in s["events"] if e["action"] == "damage"]
    assert dealt == [("Alice", 2)]
    assert "to that permanent or player instead" in out["reading"]
    spanish = real("Galvanic Blast", GALVANIC_BLAST, "es", target="Alice")["reading"]
    assert "a ese permanente o jugador en su lugar" in spanish
    assert plan_of(parse_effect(spanish, "es", None, ("Galvanic Blast",))).steps[1].again  # type: ignore[attr-defined]


def test_burst_lightning_kicked_deals_4_to_the_same_creature() -> None:
    out = real("Burst Lightning", BURST_LIGHTNING, target="Grizzly Bears", kicked=True)
    dealt = [(e["objects"], e["amount"]) for s in out["steps"] for e in s["events"] if e["action"] == "damage"]
    assert dealt == [(["Grizzly Bears"], 4)]


def test_that_permanent_or_player_with_no_any_target_before_it_is_refused() -> None:
    with pytest.raises(BotError):
        plan_of(parse_effect("Test Card deals 2 damage to target creature. Test Card deals 4 damage to that permanent "
                             "or player instead if you control a Swamp.", "en"))


@pytest.mark.parametrize(("target", "amount"), [("Steel Wall", 4), ("Hill Giant", 2)])
def test_electrostatic_bolt_deals_4_to_an_artifact_creature(target: str, amount: int) -> None:
    wall = creature("Steel Wall", 0, 4, types=["artifact", "creature"], colors=[])
    out = real("Electrostatic Bolt", ELECTROSTATIC_BOLT, target=target, Alice={"battlefield": [wall]})
    dealt = [(e["objects"], e["amount"]) for s in out["steps"] for e in s["events"] if e["action"] == "damage"]
    assert dealt == [([target], amount)]


# ------------------------------------------------------------------ 615.7, 107.3: a shield of X
TEMPER = ("Prevent the next X damage that would be dealt to target creature this turn. For each 1 damage prevented "
          "this way, put a +1/+1 counter on that creature.")


def test_temper_is_a_shield_of_the_x_paid() -> None:
    out = real("Temper", TEMPER, target="Hill Giant", x=3)
    event = shield_event(out)
    assert (event["amount"], event["prevented_then"]["act"]) == (3, "put_counters")
    assert "the next 3 damage that would be dealt to Hill Giant is prevented" in out["narration"]
    assert "Prevent the next X damage" in out["reading"]
    spanish = real("Temper", TEMPER, "es", target="Hill Giant", x=3)["reading"]
    assert plan_of(parse_effect(spanish, "es")).steps[0].amount_x  # type: ignore[attr-defined]


def test_a_shield_of_x_defined_by_the_text_reads_that_definition_not_the_x_paid() -> None:
    """"where X is …" is not an X the scenario gives (107.3c): refused until session 42, now the shield's X is that
    amount (test_damage_dealers.py resolves it)."""
    (step,) = plan_of(parse_effect("Prevent the next X damage that would be dealt to target creature this turn, "
                                   "where X is your devotion to white.", "en")).steps
    assert step.amount_x and step.defined_x is not None  # type: ignore[attr-defined]


def test_the_next_x_damage_redirected_is_read_as_x_not_as_all_damage() -> None:
    """Hazduhr the Abbot's words: a redirection of the next X damage (107.3, 614.9; read since session 41, hC41),
    never of all damage."""
    (step,) = plan_of(parse_effect("The next X damage that would be dealt this turn to target white creature you "
                                   "control is dealt to this creature instead.", "en")).steps
    assert step.amount_x and not step.next_time


# ------------------------------------------------------------------ 608.2c: "that creature" after an idle untap
MAZE_OF_ITH = ("{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by "
               "that creature this turn.")


def test_maze_of_ith_on_an_untapped_attacker_still_shields_that_creature() -> None:
    out = real("Maze of Ith", MAZE_OF_ITH, target="Hill Giant", combat={"attacking": {"Hill Giant": "Dave"}})
    event = shield_event(out)
    assert event["objects"] == ["Hill Giant"] and event["combat"] and event["to_and_by"]
