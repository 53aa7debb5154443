"""The classes blind judges 22 and 22b found (session 24), each with a test that failed before the fix.

- Obliterate: "Destroy all artifacts, creatures, and lands" was said back "Destroy all artifact, creature, or lands":
  after "all" each kind is said in the plural and joined by "and", as Oracle joins them.
- Quag Sickness (22b): the creature its -X/-X killed and the Aura that then had nothing to enchant were said as one
  check of the state-based actions; the Aura was still attached to a legal creature at that check, so it goes to the
  graveyard in the next one (704.3, 704.5m): the result says which check, the narration says them in order.
- Geist of the Lonely Vigil: a permanent's static "… as long as <condition>" whose condition is false was said as a
  resolving condition, "not done (608.2c)"; it is a static ability in force while its condition holds (604.1, 611.3a).
- Infectious Bloodlust: "When enchanted creature dies, you may search … then shuffle your library" said nothing of the
  shuffle when the search found nothing (701.23b, 701.24a), and placed the Aura on the battlefield; the state-based
  actions put it into its owner's graveyard before the trigger was put on the stack (704.5m): it is placed there.
- Ephemerate: its Rebound was dropped without a word; where the spell goes as it resolves is said (702.88a).
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


GEIST = ("Defender, flying\nDelirium — Geist of the Lonely Vigil can attack as though it didn't have defender "
         "as long as there are four or more card types among cards in your graveyard.")


def test_a_static_abilitys_false_condition_is_said_as_a_static_one() -> None:
    out = resolve(GEIST, "Geist of the Lonely Vigil", type_line="Creature — Spirit Cleric", ability=1)
    cond = out["conditions"][0]
    assert cond["rule"] == "611.3a" and cond["holds"] is False
    assert "608.2c" not in out["narration"] and "static ability" in out["narration"]


BLOODLUST = ("Enchant creature\nEnchanted creature gets +2/+1.\nWhen enchanted creature dies, you may search your "
             "library for a card named Infectious Bloodlust, reveal it, put it into your hand, then shuffle your "
             "library.")


def test_a_search_that_finds_nothing_still_shuffles() -> None:
    out = resolve(BLOODLUST, "Infectious Bloodlust", type_line="Enchantment — Aura", ability=2)
    events = [(e["player"], e["action"]) for s in out["steps"] for e in s["events"]]
    assert ("Dave", "shuffle") in events


def test_an_auras_trigger_on_its_creature_dying_finds_the_aura_in_the_graveyard() -> None:
    out = resolve(BLOODLUST, "Infectious Bloodlust", type_line="Enchantment — Aura", ability=2)
    assert any("704.5m" in w and "graveyard" in w for w in out["warnings"])
    assert not any("is on Dave's battlefield as the ability resolves" in w for w in out["warnings"])


EPHEMERATE = ("Exile target creature you control, then return it to the battlefield under its owner's control.\n"
              "Rebound")


def test_rebound_is_said_by_where_the_spell_was_cast_from() -> None:
    unknown = resolve(EPHEMERATE, "Ephemerate", type_line="Instant", targets=["Llanowar Elves"])
    assert any("702.88a" in w and "cast_from" in w for w in unknown["warnings"])
    hand = resolve(EPHEMERATE, "Ephemerate", type_line="Instant", targets=["Llanowar Elves"], cast_from="hand")
    assert any("702.88a" in w and "exiled" in w for w in hand["warnings"])
    other = resolve(EPHEMERATE, "Ephemerate", type_line="Instant", targets=["Llanowar Elves"], cast_from="graveyard")
    assert not any("702.88a" in w for w in other["warnings"])
