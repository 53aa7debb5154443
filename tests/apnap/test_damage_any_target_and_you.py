""""… deals 4 damage to any target and 2 damage to you" (Psionic Blast, Shadow Guildmage, Spark Elemental's kin): one
source's two damage instructions, the first to the one target "any target" chooses (115.4), the second to its
controller. Read as each instruction is read alone (grammar/sentences.py ``damage_target_and``), in printed Spanish
too ("… a cualquier objetivo y 2 puntos de daño a ti"); before, the second half was refused."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import resolve_card


def _damage(result: dict[str, Any]) -> list[tuple[list[str], int]]:
    return [(e["objects"], e["amount"]) for s in result["steps"] for e in s["events"]]


@pytest.mark.parametrize(("text", "card", "lang", "amounts"), [
    ("Psionic Blast deals 4 damage to any target and 2 damage to you.", "Psionic Blast", None, (4, 2)),
    ("Shadow Guildmage deals 1 damage to any target and 1 damage to you.", "Shadow Guildmage", None, (1, 1)),
    ("Orcish Artillery deals 2 damage to any target and 3 damage to you.", "Orcish Artillery", None, (2, 3)),
    ("La Explosión psiónica hace 4 puntos de daño a cualquier objetivo y 2 puntos de daño a ti.", "Psionic Blast",
     "es", (4, 2)),
])
def test_the_target_and_the_controller_are_each_dealt_their_damage(text: str, card: str, lang: str | None,
                                                                   amounts: tuple[int, int]) -> None:
    result = resolve_card(text, lang=lang, card=card, target="Bob")
    assert result["life"]["Bob"] == 20 - amounts[0] and result["life"]["Dave"] == 20 - amounts[1]
    assert "115.4" in result["citations"]


def test_a_creature_as_the_target_is_dealt_the_first_amount() -> None:
    result = resolve_card("Psionic Blast deals 4 damage to any target and 2 damage to you.", card="Psionic Blast",
                          target="Hill Giant")
    assert _damage(result) == [(["Hill Giant"], 4), ([], 2)]
    assert "Hill Giant" in str(result["state_based_actions"])  # 3 toughness, 4 damage: destroyed (704.5g)


def test_spanish_reads_the_same_plan_and_both_languages_say_it() -> None:
    en = plan_of(parse_effect("Psionic Blast deals 4 damage to any target and 2 damage to you.",
                              names=("Psionic Blast",)))
    es = plan_of(parse_effect("La Explosión psiónica hace 4 puntos de daño a cualquier objetivo y 2 puntos de daño a "
                              "ti.", "es", names=("La Explosión psiónica",)))
    assert [type(s) for s in en.steps] == [type(s) for s in es.steps] and len(en.steps) == 2
    assert render_plan(en, "en") == "This permanent deals 4 damage to any target. This permanent deals 2 damage to you."
    assert render_plan(en, "es").endswith("te hace 2 puntos de daño.")
