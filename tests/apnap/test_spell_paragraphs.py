"""An instant's or sorcery's paragraphs are spell abilities that all resolve in order (113.3a, 608.2c): a
card named through the card database is not asked "which ability" when its type line says so."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from bot.services.resolve import card_finder
from tests.apnap.corpus import board

TEXT = "Each player sacrifices a creature.\nDraw a card."


def _resolve(type_line: str) -> dict[str, object]:
    data = {**board(4), "card": "Test Edict"}
    return resolve_text(json.dumps(data), card_lookup=lambda name: CardText("Test Edict", TEXT, "en", type_line))


@pytest.mark.parametrize("type_line", ["Sorcery", "Instant", "Conjuro", "Tribal Instant — Rogue"])
def test_every_paragraph_of_an_instant_or_sorcery_resolves_in_order(type_line: str) -> None:
    out = _resolve(type_line)
    assert [s["action"] for s in out["steps"]] == ["sacrifice", "draw"]  # asked "which ability" before


def test_a_permanents_lines_are_still_abilities_to_choose_from() -> None:
    with pytest.raises(BotError) as info:
        _resolve("Enchantment")
    assert (info.value.code, info.value.field) == ("choice_needed", "ability")


async def test_the_card_database_lookup_passes_the_type_line_on() -> None:
    card = SimpleNamespace(name="Test Edict", oracle_text=TEXT, type_line="Sorcery")

    class Cards:
        async def oracle_text_for(self, name: str, lang: str) -> SimpleNamespace:
            return card

    found = await card_finder(Cards())("Test Edict", "en")
    assert found is not None and found.type_line == "Sorcery"


def test_a_spells_step_lines_call_its_source_by_its_name_not_this_permanent() -> None:
    text = "Crackling Doom deals 2 damage to each opponent."
    data = {**board(4), "card": "Crackling Doom"}
    out = resolve_text(json.dumps(data), card_lookup=lambda name: CardText("Crackling Doom", text, "en", "Instant"))
    narration = out["narration"]["en"] if isinstance(out["narration"], dict) else out["narration"]
    assert "Step 1: Crackling Doom deals 2 damage to each opponent" in narration  # "This permanent deals" before
    assert out["reading"] == "Crackling Doom deals 2 damage to each opponent."
