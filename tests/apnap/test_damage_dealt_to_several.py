""""That much" / "the damage dealt this way" after one instruction that damaged several objects (120.3, 608.2c): the
total dealt, each object's damage counted. A damage event names every creature of one player dealt the same amount,
and its ``amount`` is what *each* was dealt; the count took one per creature (or the amount once per player), so
"deals 2 damage to each creature. You gain life equal to the damage dealt this way" on five creatures gave 6 life,
not 10 (blind judge, session 34)."""

from __future__ import annotations

import pytest

from tests.apnap.realcards import run

# The standard board's creatures: Grizzly Bears, Serra Angel (Alice), Hill Giant (Bob), Llanowar Elves, Craw Wurm (Dave)
EACH_CREATURE = "This creature deals 2 damage to each creature. You gain life equal to the damage dealt this way."
OPPONENTS_CREATURES = "This creature deals 2 damage to each creature your opponents control. You gain that much life."
OPPONENTS_CREATURES_ES = ("Esta criatura hace 2 puntos de daño a cada criatura que controlan tus oponentes. Ganas esa "
                          "cantidad de vidas.")


def test_each_creature_counts_its_own_damage() -> None:
    out = run({}, effect=EACH_CREATURE)
    assert sum(e["amount"] * len(e["objects"]) for e in out["steps"][0]["events"]) == 10
    assert out["life"]["Dave"] == 30  # 2 x 5 creatures, Llanowar Elves' lethal 2 counted whole (120.3e, 120.4)


@pytest.mark.parametrize("effect", [OPPONENTS_CREATURES, OPPONENTS_CREATURES_ES])
def test_that_much_after_damage_to_several_creatures_is_the_total(effect: str) -> None:
    out = run({}, effect=effect)
    assert out["life"]["Dave"] == 26  # Hill Giant, Grizzly Bears, Serra Angel: 2 each


def test_creatures_and_players_together() -> None:
    out = run({}, effect="This creature deals 1 damage to each creature and each player. You gain life equal to the "
                         "damage dealt this way.")
    assert out["life"]["Dave"] == 19 + 9  # dealt 1 itself, then 5 creatures and 4 players


def test_one_creature_is_still_its_damage() -> None:
    out = run({}, effect="This creature deals 3 damage to each creature with flying. You gain that much life.")
    assert out["life"]["Dave"] == 23  # Serra Angel only
