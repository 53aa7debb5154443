"""Statics that change what spells and activated abilities cost (601.2f, 602.2b, 118.7): a kind said whole when it
renders ("Black creature spells", never "Creature and black spells"), "cost up to {N} less" (the caster chooses how
much, never below {0}), activated abilities' costs with their riders ("unless they're mana abilities", 605.1a; "can't
reduce … to less than one mana"), a coloured reduction limited to coloured mana (118.7c not applied), in English and
printed Spanish."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.oracle import CardText
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board


def resolve(card: str, text: str, type_line: str, lang: str | None = None, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data.pop("effect", None)
    data["card"] = card

    def lookup(name: str) -> CardText | None:
        return CardText(card, text, type_line=type_line) if name.casefold() == card.casefold() else None

    return resolve_text(json.dumps(data), lang, card_lookup=lookup)


def rendered(text: str, lang: str) -> str:
    return render_plan(plan_of(parse_effect(text, lang, None, ())), lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("Black creature spells you cast cost {1} less to cast.", "en"),
    ("Green enchantment spells cost {2} more to cast.", "en"),
    ("Colorless spells you cast cost {1} less to cast.", "en"),
    ("Los hechizos de criatura negra que lanzas cuestan {1} menos en lanzarse.", "es"),
    ("Los hechizos de artefacto azul que lanzas cuestan {1} menos en lanzarse.", "es"),
])
def test_a_kind_of_colour_and_type_renders_as_the_one_kind_the_card_says(text: str, lang: str) -> None:
    # Bontu's Monument rendered "Creature and black spells …": two kinds, which the card never says
    assert rendered(text, lang) == text


def test_black_creature_spells_apply_to_the_controller_with_the_printed_words() -> None:
    out = resolve("Bontu's Monument", "Black creature spells you cast cost {1} less to cast.", "Legendary Artifact")
    (event,) = out["steps"][0]["events"]
    assert (event["player"], event["act"], event["mana"], event["more"]) == ("Dave", "spell_cost", "{1}", False)
    assert "black creature spells Dave casts cost {1} less to cast" in out["narration"]
