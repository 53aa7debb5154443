"""Activation restrictions (602.5) read as general grammar: "no more times each turn than the number of …
you control" (counted on the board: none means this board breaks it, named in ``forbidden`` while the ability on
the stack, activated when it could be, resolves as given; how often it was, no board says),
printed Spanish sorcery timing ("sólo cuando pudieras lanzar un conjuro"), and a plural subtype counted
("snow Swamps" matches a permanent whose subtype is Swamp)."""

from __future__ import annotations

import pytest

from bot.apnap.grammar.conditions import Controls, TimesEachTurn, read_condition
from bot.apnap.oracle import split_restriction
from tests.apnap.forbidden_checks import resolved_despite
from tests.apnap.realcards import resolve_card

WISPS = ("{B}: Withering Wisps deals 1 damage to each creature and each player. Activate this ability no more "
         "times each turn than the number of snow Swamps you control.")
SNOW_SWAMP = {"name": "Snow-Covered Swamp", "types": ["land"], "supertypes": ["basic", "snow"], "subtypes": ["Swamp"]}


_resolve = resolve_card  # the standard board with the effect, resolved (tests/apnap/realcards.py)


def test_the_limit_is_a_restriction_not_the_effect() -> None:
    effect, restriction = split_restriction(WISPS)
    assert effect.endswith("each creature and each player.")
    assert restriction == ("Activate this ability no more times each turn than the number of snow Swamps you "
                           "control.")


def test_the_limit_reads_into_a_count_of_permanents_you_control() -> None:
    cond = read_condition("no more times each turn than the number of snow Swamps you control")
    assert isinstance(cond, TimesEachTurn) and isinstance(cond.limit, Controls)
    assert cond.limit.who == "you" and cond.limit.at_least == 1
    assert cond.limit.filter.subtypes == frozenset({"swamp"})


def test_with_one_to_count_it_resolves_and_says_how_often_is_assumed() -> None:
    out = _resolve(WISPS, Dave={"battlefield": [SNOW_SWAMP]})
    damage = [(e["player"], e["objects"], e["amount"]) for s in out["steps"] for e in s["events"]]
    assert ("Alice", ["Grizzly Bears", "Serra Angel"], 1) in damage and ("Carol", [], 1) in damage
    assert any("602.5" in w and "no more times each turn" in w for w in out["warnings"])


def test_with_none_to_count_the_broken_limit_is_named_and_the_ability_resolves_as_given() -> None:
    out = _resolve(WISPS, Dave={"battlefield": ["Swamp (basic land)"]})  # a Swamp, but not a snow one
    assert resolved_despite(out, "Activate this ability no more times each turn than the number of snow Swamps you "
                                 "control.") == ["damage"] * 6
    damage = [(e["player"], e["objects"], e["amount"]) for s in out["steps"] for e in s["events"]]
    assert damage == [("Bob", ["Hill Giant"], 1), ("Bob", [], 1), ("Carol", [], 1), ("Dave", [], 1),
                      ("Alice", ["Grizzly Bears", "Serra Angel"], 1), ("Alice", [], 1)]


def test_the_spanish_limit_reads_the_same() -> None:
    text = ("{B}: Cada oponente pierde 1 vida. Activa esta habilidad no más veces por turno que el número de tierras "
            "nevadas que controlas.")
    out = _resolve(text, Dave={"battlefield": [SNOW_SWAMP]})
    assert [e["amount"] for s in out["steps"] for e in s["events"]] == [1, 1, 1]
    assert any("602.5" in w for w in out["warnings"])
    broken = _resolve(text)  # Dave controls no snow land: it could not be activated even once here (602.5b)
    assert resolved_despite(broken, "Activa esta habilidad no más veces por turno que el número de tierras nevadas "
                                    "que controlas.") == ["lose_life"] * 3
    assert "Bob pierde 1 vida (→ 19)" in broken["narration"]


@pytest.mark.parametrize("text", [
    "{1}{B}{R}, {T}: Cada jugador descarta una carta. Activa esta habilidad sólo cuando pudieras lanzar un conjuro.",
    "{1}{B}{R}, {T}: Cada jugador descarta una carta. Activa esta habilidad solo como un conjuro.",
])
def test_spanish_sorcery_timing_is_the_controllers_turn(text: str) -> None:
    out = _resolve(text, active="Dave")
    assert [e["player"] for s in out["steps"] for e in s["events"]] == ["Dave", "Alice", "Bob", "Carol"]
    assert any("602.5d" in w for w in out["warnings"])
    broken = _resolve(text)  # Bob's turn: Dave could not activate it now; on the stack, it resolves as given
    assert resolved_despite(broken, text[text.index("Activa"):]) == ["discard"] * 4
    assert [(e["player"], e["objects"]) for s in broken["steps"] for e in s["events"]] == [
        ("Bob", ["Lightning Bolt"]), ("Carol", []), ("Dave", ["Duress"]), ("Alice", ["Opt"])]


@pytest.mark.parametrize(("text", "black"), [
    ("{B}, {T}: Each opponent loses 1 life. Activate this ability only if you control two or more black permanents.",
     2),
    ("{B}, {T}: Cada oponente pierde 1 vida. Activa esta habilidad sólo si controlas dos o más permanentes negros.", 2),
])
def test_only_if_you_control_is_counted(text: str, black: int) -> None:
    zombies = [{"name": f"Zombie {i}", "types": ["creature"], "colors": ["black"], "power": 2, "toughness": 2}
               for i in range(black)]
    out = _resolve(text, Dave={"battlefield": zombies})
    assert [e["player"] for s in out["steps"] for e in s["events"]] == ["Bob", "Carol", "Alice"]
    broken = _resolve(text, Dave={"battlefield": zombies[:1]})  # one black permanent: the restriction is broken
    assert resolved_despite(broken, text[text.index("Activa"):]) == ["lose_life"] * 3
    assert [e["player"] for s in broken["steps"] for e in s["events"]] == ["Bob", "Carol", "Alice"]


def test_a_plural_subtype_after_a_supertype_is_counted() -> None:
    out = _resolve("Each opponent loses life equal to the number of snow Swamps you control.",
                   Dave={"battlefield": [SNOW_SWAMP, SNOW_SWAMP | {"name": "Other Snow Swamp"}, "Swamp (basic land)"]})
    assert [e["amount"] for s in out["steps"] for e in s["events"]] == [2, 2, 2]
    assert "for each snow Swamp you control" in out["reading"]


def test_instant_timing_needs_nothing_of_the_board() -> None:
    """"Activate this ability only any time you could cast an instant" (602.5e): whenever its controller has
    priority, on anyone's turn; here after a coin flip it wins (Mana Screw)."""
    text = ("{1}: Flip a coin. If you win the flip, add {C}{C}. Activate this ability only any time you could cast an "
            "instant.")
    out = _resolve(text, flips=["won"])  # Bob's turn, Dave activates it
    assert [s["action"] for s in out["steps"]] == ["flip", "add_mana"]
    assert out["warnings"] == []
    assert _resolve(text.replace("any time you could cast an instant", "as an instant"), flips=["lost"])["steps"][
        -1]["action"] == "flip"
    spanish = ("{1}: Lanza una moneda. Si ganas el lanzamiento, cada jugador roba una carta. Activa esta habilidad "
               "sólo cuando pudieras lanzar un instantáneo.")
    assert [s["action"] for s in _resolve(spanish, flips=["won"])["steps"]] == ["flip", "draw"]


@pytest.mark.parametrize("text", [
    "Sacrifice Augur of Skulls: Target player discards two cards. Activate this ability only during your upkeep.",
    "{2}: Cada oponente descarta dos cartas. Activa esta habilidad sólo durante tu mantenimiento.",
])
def test_only_during_your_upkeep_is_the_controllers_turn(text: str) -> None:
    out = _resolve(text, active="Dave", target="Bob")
    assert out["steps"][0]["action"] == "discard"
    assert any("503" in w and "Dave" in w for w in out["warnings"])
    broken = _resolve(text, target="Bob")  # Bob's turn: not Dave's upkeep, so activated earlier
    assert resolved_despite(broken, text[text.index("Activa"):])[0] == "discard"
    assert [(e["player"], e["objects"]) for e in broken["steps"][0]["events"]][0] == ("Bob", ["Lightning Bolt"])
