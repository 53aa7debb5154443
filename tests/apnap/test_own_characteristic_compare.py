"""An object's characteristic compared with another of its own, and "greater than" said strictly (208.1, 202.3).

"Return each creature with power greater than or equal to its toughness to its owner's hand" compares each creature
with itself: filters.py's one ``Compare`` with ``ref="own"``, the object's other characteristic worked out as the step
resolves (its layers, 613.4; engine/object_facts.py). "Greater than" / "less than" without "or equal to" is strict
("with toughness less than the number of cards in your hand"). Each of these was refused (``unsupported_effect``)
before, as was "return each … to its owner's hand" (said before or after the objects)."""

from __future__ import annotations

from typing import Any

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import creature, resolve_card

# Alice: Grizzly Bears 2/2, Serra Angel 4/4; Bob: Hill Giant 3/3; Dave: Llanowar Elves 1/1, Craw Wurm 6/4
WALL = {"Bob": {"battlefield": [creature("Hill Giant", 3, 3), creature("Wall of Wood", 0, 3)]}}


def acted(out: dict[str, Any], action: str) -> dict[str, list[str]]:
    return {e["player"]: e["objects"] for s in out["steps"] for e in s["events"]
            if e["action"] == action and e["objects"]}


def test_each_creature_against_its_own_toughness_or_equal() -> None:  # Noetic-Scales-like comparison
    out = resolve_card("Return each creature with power greater than or equal to its toughness to its owner's hand.",
                       **WALL)
    (returned,) = acted(out, "return").values()
    assert sorted(returned) == ["Craw Wurm", "Grizzly Bears", "Hill Giant", "Llanowar Elves", "Serra Angel"]
    assert "Wall of Wood" not in returned  # 0 < 3
    assert out["reading"] == ("Return all creatures with power greater than or equal to their toughness to their "
                              "owners' hands.")


def test_strictly_greater_leaves_the_equal_ones() -> None:
    out = resolve_card("Destroy each creature with power greater than its toughness.", **WALL)
    assert acted(out, "destroy") == {"Dave": ["Craw Wurm"]}  # 6/4 only; 2/2, 3/3, 4/4 are equal (208.1)


def test_a_players_pick_compares_each_option_with_itself() -> None:  # the same construction in a pick
    out = resolve_card("Each opponent sacrifices a creature with toughness greater than its power.", **WALL)
    assert acted(out, "sacrifice") == {"Bob": ["Wall of Wood"]}  # Alice's 2/2 and 4/4 are not


def test_the_object_said_after_where_it_goes() -> None:
    out = resolve_card("Return to its owner's hand each creature with power 4 or greater.")
    assert sorted(o for objs in acted(out, "return").values() for o in objs) == ["Craw Wurm", "Serra Angel"]


def test_strictly_less_than_an_amount_the_card_defines() -> None:
    out = resolve_card("Destroy each creature with toughness less than the number of cards in your hand.")
    assert acted(out, "destroy") == {"Dave": ["Llanowar Elves"]}  # Dave has 2 cards: only toughness 1 (not 2)
    (compare,) = parse_effect("Destroy each creature with toughness less than the number of cards in your "
                              "hand.").steps[0].creatures.compares  # type: ignore[union-attr]
    assert (compare.prop, compare.op, compare.ref) == ("toughness", "lt", "defined")


def test_printed_spanish_reads_the_same_comparison() -> None:
    en = parse_effect("Destroy all creatures with power greater than their toughness.")
    es = parse_effect("Destruye todas las criaturas con una fuerza mayor que su resistencia.", "es")
    assert en.steps[0].creatures == es.steps[0].creatures
    (compare,) = en.steps[0].creatures.compares  # type: ignore[union-attr]
    assert (compare.prop, compare.op, compare.ref, compare.of) == ("power", "gt", "own", "toughness")
    es_eq = parse_effect("Destruye todas las criaturas con una fuerza igual o mayor que su resistencia.", "es")
    assert es_eq.steps[0].creatures.compares[0].op == "ge"  # type: ignore[union-attr]


def test_the_reading_reads_back_into_the_same_plan() -> None:
    for text in ("Each opponent sacrifices a creature with toughness greater than its power.",
                 "Destroy all creatures with power less than or equal to their toughness."):
        plan = plan_of(parse_effect(text))
        reading = render_plan(plan, "en")
        assert reading == text
        assert plan_of(parse_effect(reading)) == plan
