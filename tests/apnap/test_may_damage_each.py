""""Whenever Scalding Salamander attacks, you may have it deal 1 damage to each creature without flying defending player
controls" (Ronin Cliffrider: "… to each creature defending player controls"): damage to each permanent of a kind
(120.3) that the controller may have dealt (608.2d), "defending player" the player the source attacks (506.2, 508.5).

Before, refused ("each creature defending player controls"); "it deals 1 damage to each creature defending player
controls" was read. Now the same damage step, with the controller's one yes / no first (``may_have``), never asked
of the players whose creatures it reaches (grammar/may_damage_each.py)."""

from __future__ import annotations

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import creature, resolve_card

_SALAMANDER = ("Whenever Scalding Salamander attacks, you may have it deal 1 damage to each creature without flying "
               "defending player controls.")


def _attacking(**more: object) -> dict[str, object]:
    return {"active": "Dave", "combat": {"attacking": {"Scalding Salamander": "Alice"}},
            "Dave": {"battlefield": [creature("Scalding Salamander", 2, 1)]}, **more}


def test_the_controller_decides_and_the_defending_players_creatures_are_dealt_damage() -> None:
    result = resolve_card(_SALAMANDER, card="Scalding Salamander", **_attacking())
    (step,) = result["steps"]
    assert [(c["player"], c["answer"]) for c in step["choices"]] == [("Dave", "yes")]  # the controller's yes (608.2d)
    (event,) = step["events"]
    # Alice is attacked: her Grizzly Bears (no flying) is dealt 1 damage, her Serra Angel (flying) and Bob's Hill
    # Giant (not the defending player's) are not
    assert (event["player"], event["action"], event["objects"], event["amount"]) == ("Alice", "damage",
                                                                                   ["Grizzly Bears"], 1)
    assert "608.2d" in step["citations"]


def test_with_no_the_damage_is_not_dealt() -> None:
    result = resolve_card(_SALAMANDER, card="Scalding Salamander", **_attacking(choices={"Dave": "no"}))
    assert not any(e["action"] == "damage" for s in result["steps"] for e in s["events"])


def test_without_the_combat_it_asks_whom_it_attacks() -> None:
    try:
        resolve_card(_SALAMANDER, card="Scalding Salamander")
    except Exception as exc:  # the board does not say whom it attacks (506.2): asked, never guessed
        assert getattr(exc, "field", None) == "combat"
    else:
        raise AssertionError("answered without knowing the defending player")


def test_the_reading_says_who_decides() -> None:
    plan = plan_of(parse_effect("You may have Probe deal 2 damage to each creature your opponents control.",
                                names=("Probe",)))
    assert render_plan(plan, "en") == ("You may have this permanent deal 2 damage to each creature your opponents "
                                       "control.")
    assert render_plan(plan, "es") == ("Puedes hacer que este permanente haga 2 puntos de daño a cada criatura que "
                                       "controlan tus oponentes.")
    assert plan.steps[0].may_have  # the controller's one decision (608.2d)
