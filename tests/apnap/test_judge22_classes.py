"""The classes blind judges 22 and 22b found (session 24), each with a test that failed before the fix.

- Obliterate: "Destroy all artifacts, creatures, and lands" was said back "Destroy all artifact, creature, or lands":
  after "all" each kind is said in the plural and joined by "and", as Oracle joins them.
- Quag Sickness (22b): the creature its -X/-X killed and the Aura that then had nothing to enchant were said as one
  check of the state-based actions; the Aura was still attached to a legal creature at that check, so it goes to the
  graveyard in the next one (704.3, 704.5m): the result says which check, the narration says them in order.
"""

from __future__ import annotations

import json
from typing import Any

from bot.apnap import CardText, resolve_text
from tests.apnap.realcards import board


def resolve(text: str, card: str, lang: str = "en", type_line: str = "", **more: Any) -> dict[str, Any]:
    data = board(card=card, **more)
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: CardText(card, text, lang, type_line))


def test_all_of_several_kinds_is_said_back_in_the_plural_with_and() -> None:
    out = resolve("Destroy all artifacts, creatures, and lands. They can't be regenerated.", "Obliterate",
                  type_line="Sorcery", active="Dave")
    assert "Destroy all artifacts, creatures, and lands." in out["reading"]


QUAG = "Enchant creature\nEnchanted creature gets -1/-1 for each Swamp you control."
TWO_SWAMPS = {"battlefield": ["Swamp (basic land)", "Swamp (basic land)"]}


def test_an_aura_whose_creature_died_by_the_first_check_goes_in_the_second() -> None:
    out = resolve(QUAG, "Quag Sickness", type_line="Enchantment — Aura", attached_to="Grizzly Bears", Dave=TWO_SWAMPS)
    sbas = out["state_based_actions"]
    assert [(s["event"], s.get("check", 1)) for s in sbas] == [("dies", 1), ("aura_to_graveyard", 2)]
    assert "checked again (704.3)" in out["narration"]


def test_an_aura_whose_creature_left_during_the_effect_goes_in_the_first_check() -> None:
    out = resolve("Destroy enchanted creature.", "Some Aura", type_line="Enchantment — Aura",
                  attached_to="Grizzly Bears")
    assert [(s["event"], s.get("check", 1)) for s in out["state_based_actions"]] == [("aura_to_graveyard", 1)]
    assert "checked again" not in out["narration"]


def test_the_second_check_is_said_in_spanish() -> None:
    out = resolve(QUAG, "Quag Sickness", "es", type_line="Enchantment — Aura", attached_to="Grizzly Bears",
                  Dave=TWO_SWAMPS)
    assert "al comprobarse de nuevo (704.3)" in out["narration"]
