"""The classes blind judge 24 found (session 27), each with a test that failed before the fix.

- The Chain Veil, Knight of the Ebon Legion, Surrak: "At the beginning of your end step / of combat on your turn"
  resolving on another player's turn was said with the upkeep's rule (503.1a); a step's or phase's "at the beginning
  of" triggers by 500.6 (503.1a only for the upkeep).
- Dwarven Weaponsmith: the artifact sacrificed to pay the cost, the only one there, cited 608.2d, the rule for choices
  made while the effect is applied, which excludes those made paying costs; a cost is paid by 601.2h / 602.2b.
- Tazeem: a plane's chaos ability resolved for the scenario's controller on another player's turn without a word; a
  face-up plane's controller is the planar controller, normally the active player (311.5, 901.6).
"""

from __future__ import annotations

import json
from typing import Any

from bot.apnap import CardText, resolve_text
from tests.apnap.realcards import board


def resolve(text: str, card: str, lang: str = "en", type_line: str = "", **more: Any) -> dict[str, Any]:
    data = board(card=card, **more)
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: CardText(card, text, lang, type_line))


def test_an_end_step_trigger_on_another_turn_cites_the_steps_rule_not_the_upkeeps() -> None:
    out = resolve("At the beginning of your end step, you lose 2 life.", "Sample Veil", type_line="Artifact")
    note = next(w for w in out["warnings"] if "own turn" in w)
    assert "(500.6, 102.1)" in note and "503.1a" not in note


def test_an_upkeep_trigger_still_cites_the_upkeeps_rule_in_both_languages() -> None:
    text = "At the beginning of your upkeep, you lose 1 life."
    en = resolve(text, "Sample Pact", type_line="Enchantment")
    es = resolve(text, "Sample Pact", lang="es", type_line="Enchantment")
    assert any("(503.1a, 102.1)" in w for w in en["warnings"])
    assert any("(503.1a, 102.1)" in w and "jugador activo" in w for w in es["warnings"])


def test_a_sacrifice_forced_by_a_cost_cites_the_cost_rules_not_608_2d() -> None:
    weaponsmith = ("{T}, Sacrifice an artifact: Put a +1/+1 counter on target creature. Activate this ability only "
                   "during your upkeep.")
    artifact = {"name": "Spare Part", "types": ["artifact"], "colors": []}
    out = resolve(weaponsmith, "Sample Smith", type_line="Creature — Dwarf", ability=1, active="Dave",
                  target="Hill Giant", Dave={"battlefield": [artifact]})
    cost = next(c for c in out["costs"] if c["action"] == "sacrifice")  # after {T}'s own (107.5)
    assert "601.2h" in cost["citations"] and "608.2d" not in cost["citations"]
    assert "608.2d" not in out["citations"]


def test_a_forced_pick_while_the_effect_applies_still_cites_608_2d() -> None:
    out = resolve("Each player sacrifices a creature.", "Sample Edict", type_line="Sorcery")
    assert "608.2d" in out["citations"]  # Carol, Dave: one creature each, no choice left


def test_a_planes_ability_for_another_player_than_the_active_one_is_said() -> None:
    tazeem = "Whenever you roll {CHAOS}, draw a card for each land you control."
    en = resolve(tazeem, "Sample Plane", type_line="Plane — Zendikar")
    es = resolve(tazeem, "Sample Plane", lang="es", type_line="Plane — Zendikar")
    assert any("planar controller" in w and "(311.5, 901.6)" in w and "`controller: Bob`" in w
               for w in en["warnings"])
    assert any("controlador planar" in w for w in es["warnings"])
    on_bob = resolve(tazeem, "Sample Plane", type_line="Plane — Zendikar", controller="Bob")
    assert not any("planar" in w for w in on_bob["warnings"])


def test_a_static_abilitys_source_placed_on_the_board_is_never_said_to_resolve() -> None:
    """Stone Calendar (judge 24b): the note that places the source said "as the ability resolves" of a static ability,
    which never resolves (604.1); it works while its permanent is on the battlefield."""
    text = "Spells you cast cost up to {1} less to cast."
    en = resolve(text, "Sample Calendar", type_line="Artifact")
    es = resolve(text, "Sample Calendar", lang="es", type_line="Artifact")
    note = next(w for w in en["warnings"] if "does not show Sample Calendar" in w)
    assert "static ability works while its permanent is on the battlefield (604.1, 113.6)" in note
    assert "resolves" not in note
    assert any("habilidad estática funciona" in w for w in es["warnings"])
    triggered = resolve("At the beginning of your upkeep, you gain 1 life.", "Sample Shrine", type_line="Artifact")
    assert any("as the ability resolves (113.6)" in w for w in triggered["warnings"])
