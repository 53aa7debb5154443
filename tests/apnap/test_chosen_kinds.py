"""A card type chosen among listed ones, one of them narrowed by a subtype ("artifact, creature, land, or non-Aura
enchantment", 205.2a, 205.3h), and what reads it later ("of that type").

Real card text on the standard board (tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order, Bob active,
Dave controls).
"""

from __future__ import annotations

from typing import Any

from tests.apnap.realcards import resolve_card

resolve = resolve_card

_PACIFISM = {"name": "Pacifism", "types": ["enchantment"], "subtypes": ["Aura"], "colors": ["white"]}
_REALM = ("Choose artifact, creature, land, or non-Aura enchantment. All nontoken permanents of that type phase out.")


def _alice(*more: dict[str, Any]) -> dict[str, Any]:
    return {"battlefield": ["Forest (basic land)", {"name": "Oblivion Ring", "types": ["enchantment"],
                                                    "colors": ["white"]}, *more]}


def test_a_type_narrowed_by_a_subtype_is_one_option_and_matches_only_what_lacks_it() -> None:
    out = resolve(_REALM, choices={"Dave": ["non-aura enchantment"]}, Alice=_alice(_PACIFISM))
    choose, phase = out["steps"]
    assert choose["chosen_for"] == {"Dave": "non-aura enchantment"}
    phased = [o for e in phase["events"] for o in e["objects"]]
    assert "Oblivion Ring" in phased and "Pacifism" not in phased


def test_the_plain_type_of_the_same_list_still_matches_every_one_of_that_type() -> None:
    out = resolve(_REALM, choices={"Dave": ["land"]}, Alice=_alice(_PACIFISM))
    phased = [o for e in out["steps"][1]["events"] for o in e["objects"]]
    assert "Forest" in phased and "Oblivion Ring" not in phased


def test_printed_spanish_says_the_narrowed_type_as_one_that_is_not_the_subtype() -> None:
    text = ("Elige artefacto, criatura, tierra o encantamiento que no sea Aura. Todos los permanentes que no sean "
            "fichas de ese tipo quedan fuera de fase.")
    out = resolve(text, choices={"Dave": ["non-aura enchantment"]}, Alice=_alice(_PACIFISM))
    phased = [o for e in out["steps"][1]["events"] for o in e["objects"]]
    assert "Oblivion Ring" in phased and "Pacifism" not in phased
