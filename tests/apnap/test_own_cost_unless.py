""""Each player sacrifices the creature they control with the highest converted mana cost unless they pay that
creature's mana cost" (118.12a, 202.1): each player picks (a tie is theirs to break), then may pay the mana cost of
what they picked instead; not paying is the default, mana the board shows they can't make is never paid (118.3), and
an object with no mana cost can't be paid for (118.6, 202.1b).

Real card text on the standard board (tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order, Bob active,
Dave controls).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

resolve = resolve_card

TARIFF = ("Each player sacrifices the creature they control with the highest converted mana cost unless they pay that "
          "creature's mana cost. If two or more creatures a player controls are tied for highest cost, that player "
          "chooses one.")


def _with_costs(*objs: dict[str, Any], lands: int = 0) -> dict[str, Any]:
    return {"battlefield": [*objs, *(["Mountain (basic land)"] * lands)]}


_GIANT = creature("Hill Giant", 3, 3, colors=["red"], mana_cost="{3}{R}", mana_value=4)
_OGRE = creature("Gray Ogre", 2, 2, colors=["red"], mana_cost="{2}{R}", mana_value=3)
_WURM = creature("Craw Wurm", 6, 4, colors=["green"], mana_cost="{4}{G}{G}", mana_value=6)
_ELVES = creature("Llanowar Elves", 1, 1, colors=["green"], mana_cost="{G}", mana_value=1)
_CHANGES = {"Alice": {"battlefield": []}, "Carol": {"battlefield": []}}
_UNSEEN = {"battlefield": [], "unknown": ["battlefield"]}  # a battlefield nobody described (quick mode)


def _sacrificed(out: dict[str, Any]) -> dict[str, list[str]]:
    (step,) = out["steps"]
    return {e["player"]: e["objects"] for e in step["events"] if e["action"] == "sacrifice" and e["objects"]}


def test_who_pays_the_picked_creatures_cost_keeps_it_and_who_cant_sacrifices_it() -> None:
    out = resolve(TARIFF, choices={"Bob": ["yes"]}, Bob=_with_costs(_GIANT, _OGRE, lands=4),
                  Dave=_with_costs(_WURM, _ELVES, lands=0), **_CHANGES)
    (step,) = out["steps"]
    assert _sacrificed(out) == {"Dave": ["Craw Wurm"]}
    (paid,) = [e for e in step["events"] if e["action"] == "pay"]
    assert (paid["player"], paid["mana"]) == ("Bob", "{3}{R}")
    assert {"118.12a", "202.1"} <= set(step["citations"])


def test_not_paying_is_the_default_and_the_highest_cost_creature_goes() -> None:
    out = resolve(TARIFF, Bob=_with_costs(_GIANT, _OGRE, lands=4), Dave=_with_costs(_WURM, _ELVES), **_CHANGES)
    assert _sacrificed(out) == {"Bob": ["Hill Giant"], "Dave": ["Craw Wurm"]}
    assert any("{3}{R}" in w for w in out["warnings"])


def test_a_token_has_no_mana_cost_so_its_controller_cant_pay_for_it() -> None:
    token = {"name": "Soldier", "types": ["creature", "token"], "power": 1, "toughness": 1, "colors": ["white"],
             "mana_value": 0}
    out = resolve(TARIFF, choices={"Bob": ["yes"]}, Bob=_with_costs(token, lands=4), Dave=_with_costs(_ELVES),
                  **_CHANGES)
    assert _sacrificed(out)["Bob"] == ["Soldier"]


def test_a_mana_cost_nobody_gave_is_asked_for() -> None:
    with pytest.raises(BotError) as err:
        resolve(TARIFF, Bob=_with_costs(creature("Hill Giant", 3, 3, mana_value=4)), Dave=_with_costs(_ELVES),
                **_CHANGES)
    assert err.value.code == "choice_needed"


def test_the_reading_says_the_payment_and_the_tie_as_printed() -> None:
    from bot.apnap.grammar.sentences import read_english
    from bot.apnap.plan import plan_of
    from bot.apnap.render import render_plan

    reading = render_plan(plan_of(read_english(TARIFF)))
    assert "unless that player pays that creature's mana cost" in reading and "tied" in reading
    assert render_plan(plan_of(read_english(reading))) == reading


def test_printed_spanish_says_the_picked_creatures_cost_as_its_own() -> None:
    text = "Cada jugador sacrifica una criatura a menos que pague el coste de maná de esa criatura."
    out = resolve(text, choices={"Bob": ["yes"]}, Bob=_with_costs(_GIANT, lands=4), Dave=_with_costs(_ELVES),
                  **_CHANGES)
    assert _sacrificed(out) == {"Dave": ["Llanowar Elves"]}


@pytest.mark.parametrize("text", [
    "Each player sacrifices the creature they control with the highest converted mana cost unless they pay that "
    "land's mana cost.",  # a noun the instruction did not pick
    "Each player sacrifices two creatures unless they pay that creature's mana cost.",  # not one object
    "Each player discards a card unless they pay that card's mana cost.",  # only a sacrifice is read so
])
def test_a_cost_of_an_object_the_instruction_did_not_pick_alone_is_refused_with_its_words(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve(text, **_CHANGES)
    assert err.value.code == "unsupported_effect" and "mana cost" in err.value.text("en")


def test_a_battlefield_nobody_described_takes_the_default_and_says_so() -> None:
    out = resolve(TARIFF, Bob=_UNSEEN, Dave=_with_costs(_ELVES), **_CHANGES)
    (step,) = out["steps"]
    bob = [c for c in step["choices"] if c["player"] == "Bob" and c.get("pay")]
    assert bob and bob[0]["answer"] == "no" and bob[0]["auto"]
    assert any(e["player"] == "Bob" and e["action"] == "sacrifice" for e in step["events"])


def test_a_player_who_pays_for_a_creature_nobody_named_keeps_it() -> None:
    out = resolve(TARIFF, choices={"Bob": ["yes"]}, Bob=_UNSEEN, Dave=_with_costs(_ELVES), **_CHANGES)
    (step,) = out["steps"]
    assert not any(e["player"] == "Bob" and e["action"] == "sacrifice" for e in step["events"])
    assert any(e["player"] == "Bob" and e["action"] == "pay" for e in step["events"])
