"""Wrong or unclear answers found by an independent judge on 130 accepted abilities of cards in general (judge 4,
session 11), reproduced on other real cards of the same families. Each test failed before its fix.

Some classes were the bench harness's (tests/apnap/corpus.py ``resolve_ability``), which completes the base board
per ability and used to do so out of sight: those tests check the harness."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from tests.apnap.corpus import CorpusAbility, board, resolve_ability
from tests.apnap.forbidden_checks import resolved_despite

SKULLHUNTER = ("Raid — When Mardu Skullhunter enters the battlefield, if you attacked with a creature this turn, "
               "target opponent discards a card.")
HEART_PIERCER = ("Raid — When Mardu Heart-Piercer enters the battlefield, if you attacked with a creature this turn, "
                 "Mardu Heart-Piercer deals 2 damage to any target.")
CHAMPION = ("{1}{B}: Return Bloodsoaked Champion from your graveyard to the battlefield. Activate this ability only "
            "if you attacked with a creature this turn.")


def _resolve(effect: str, **fields: Any) -> dict[str, Any]:
    return resolve_text(json.dumps({**board(4), "effect": effect, **fields}))


# ------------------------------------------------------------------ harness: what it completed is shown
def test_a_goblin_that_sacrifices_a_goblin_may_pay_with_itself() -> None:
    """"Sacrifice a Goblin:" on a Goblin with no other Goblin: the source pays its own cost (602.2b), not a made-up
    "Cost Goblin 1"; and the result says what the bench put on the board."""
    text = "Sacrifice a Goblin: Target creature gets +1/+1 until end of turn."
    out = resolve_ability(CorpusAbility("Mogg Raider", text, 1, text, "Creature — Goblin"), board(4))
    dave = out.get("bench_completion", {}).get("players", {}).get("Dave", {}).get("battlefield", [])
    assert not [o["name"] for o in dave if o["name"].startswith("Cost")]  # no made-up payer
    # the source is on the battlefield (113.6, put there by the resolver from its type line, and said)
    assert any("Mogg Raider" in w and "113.6" in w for w in out["warnings"])
    assert "Dave sacrifices Mogg Raider" in out["narration"]


def test_the_bench_completion_names_the_spells_it_put_on_the_stack() -> None:
    """"Counter target spell": the stack the bench gives (no board shows one) is in the result, with the target."""
    text = "Counter target spell."
    out = resolve_ability(CorpusAbility("Cancel", text, 1, text, "Instant"), board(4))
    completion = out["bench_completion"]
    targeted = [s for s in completion["spells"] if s["name"] == completion["target"]]
    assert [s["controller"] for s in targeted] == ["Bob"]  # an opponent's spell, listed as the bench gave it


def test_an_activation_on_the_controllers_own_turn_is_shown() -> None:
    """"Activate only during your turn" broken on Bob's turn: the bench tries Dave's turn, and says so."""
    text = "{T}: You gain 1 life. Activate only during your turn."
    out = resolve_ability(CorpusAbility("Test", text, 1, text, "Artifact"), board(4))
    assert out["active"] == "Dave" and out["bench_completion"]["active"] == "Dave"


# ------------------------------------------------------------------ class 3: the source named, "unless you pay"
@pytest.mark.parametrize("card", ["Breeding Pit", "Binding Grasp"])
def test_sacrifice_unless_you_pay_names_the_source_and_says_you(card: str) -> None:
    out = _resolve(f"At the beginning of your upkeep, sacrifice {card} unless you pay {{B}}{{B}}.")
    sacrifice = next(s for s in out["steps"] if s["action"] == "sacrifice")
    assert sacrifice["events"][0]["objects"] == [card]
    assert "who didn't" not in out["narration"] and "the source" not in out["narration"]
    assert out["reading"] == f"Sacrifice {card} unless you pay {{B}}{{B}}."
    spanish = _resolve(f"At the beginning of your upkeep, sacrifice {card} unless you pay {{B}}{{B}}.", lang="es")
    assert spanish["reading"].endswith("a menos que pagues {B}{B}.")


# ------------------------------------------------------------------ class 5: Raid on another player's turn
@pytest.mark.parametrize("text", [SKULLHUNTER, HEART_PIERCER])
def test_raid_is_false_on_another_players_turn(text: str) -> None:
    """508.1: only the active player attacks; Dave's Raid on Bob's turn does nothing (603.4)."""
    out = _resolve(text)
    assert out["steps"] == [] and any("attacked with a creature" in w for w in out["warnings"])


def test_raid_on_the_controllers_turn_is_asked() -> None:
    with pytest.raises(BotError) as asked:
        _resolve(SKULLHUNTER, active="Dave")
    assert asked.value.code == "choice_needed" and asked.value.field == "condition"


def test_an_activation_only_if_you_attacked_on_another_players_turn_is_named_and_resolves_as_given() -> None:
    """508.1: on Bob's turn Dave attacked with nothing, so this board breaks "only if you attacked"; the ability on
    the stack was activated on Dave's turn and returns Bloodsoaked Champion as given."""
    out = _resolve(CHAMPION)
    assert resolved_despite(out, CHAMPION[CHAMPION.index("Activate"):]) == ["return"]
    assert [(e["player"], e["objects"]) for s in out["steps"] for e in s["events"]] == [
        ("Dave", ["Bloodsoaked Champion"])]


def test_raid_reads_in_spanish_too() -> None:
    from bot.apnap.grammar.conditions import YouAttacked, read_condition

    assert read_condition("atacaste con una criatura este turno", "es") == YouAttacked()
    assert read_condition("atacaste este turno", "es") == YouAttacked()
    assert read_condition("you attacked this turn", "en") == YouAttacked()


# ------------------------------------------------------------------ class 7: reveal is 701.20a
def test_reveal_and_shuffle_instead_cites_reveal() -> None:
    out = _resolve("If Progenitus would be put into a graveyard from anywhere, reveal Progenitus and shuffle it "
                   "into its owner's library instead.")
    assert "701.20a" in out["steps"][0]["citations"]
    assert "701.16a" not in out["narration"] and "701.20a" in out["narration"]


# ------------------------------------------------------------------ class 5: an activation warning says what it assumed
INSTILL = "{0}: Untap enchanted creature. Activate this ability only during your turn and only once each turn."


def test_an_activation_warning_names_only_the_restriction_it_assumed() -> None:
    """"Only during your turn and only once each turn" on Dave's turn: the turn is checked; the warning names the
    one restriction the board cannot show (how often, 602.5b), not the whole sentence."""
    out = _resolve(INSTILL, active="Dave", attached_to="Llanowar Elves")
    assert any("“Activate this ability only once each turn.”" in w for w in out["warnings"])
    assert not any("during your turn" in w for w in out["warnings"])
    players = board(4)["players"]  # Llanowar Elves tapped, so untapping it shows
    players[3]["battlefield"][0] = {**players[3]["battlefield"][0], "tapped": True}
    broken = _resolve(INSTILL, attached_to="Llanowar Elves", players=players)  # Bob's turn: activated on Dave's
    assert resolved_despite(broken, "Activate this ability only during your turn.") == ["untap"]
    assert [e["objects"] for s in broken["steps"] for e in s["events"]] == [["Llanowar Elves"]]
    assert not any("only once each turn" in w for w in broken["warnings"])  # the broken one is said, not assumed


# ------------------------------------------------------------------ class 2: the source of a permanent's ability
TUSKER = "When Scourge Devil enters the battlefield, creatures you control get +1/+0 until end of turn."
BANE = "When Bane of the Living is turned face up, all creatures get -X/-X until end of turn."


@pytest.mark.parametrize("text", [TUSKER, BANE])
def test_a_mass_effect_of_a_permanent_whose_source_is_not_shown_asks_for_it(text: str) -> None:
    """113.6: the source is on the battlefield and affected if it is of that kind; on a whole board that does not show
    it, it is asked for by name (session 12: the judged class "only warned, not included"), never silently left out
    of "creatures you control" / "all creatures"; in quick mode (the controller's battlefield unknown) it is named
    in a warning."""
    source = "Scourge Devil" if text == TUSKER else "Bane of the Living"
    with pytest.raises(BotError) as asked:
        _resolve(text)
    assert asked.value.key == "apnap.error.source_kind_needed" and source in asked.value.text("en")
    quick = board(4)
    dave = next(p for p in quick["players"] if p["name"] == "Dave")
    dave["unknown"] = ["battlefield"]
    out = resolve_text(json.dumps({**quick, "effect": text}))
    assert any(source in w and "113.6" in w for w in out["warnings"])


def test_a_shown_source_is_affected_and_needs_no_warning() -> None:
    data = board(4)
    dave = next(p for p in data["players"] if p["name"] == "Dave")
    dave["battlefield"] = [*dave["battlefield"], {"name": "Scourge Devil", "types": ["creature"], "power": 5,
                                                  "toughness": 3, "colors": ["red"]}]
    out = resolve_text(json.dumps({**data, "effect": TUSKER}))
    assert "Scourge Devil" in out["steps"][0]["events"][0]["objects"]
    assert not any("113.6" in w for w in out["warnings"])


def test_a_spells_mass_effect_does_not_warn() -> None:
    assert not any("113.6" in w for w in _resolve("Destroy all creatures.")["warnings"])


# ------------------------------------------------------------------ class 6: a cost that changes the totals
@pytest.mark.parametrize("text", [
    "Pay ½ life: Exile the top card of your library face down.",  # half a life point: not a whole amount (107.1a)
    "{2}, {T}, Put a blood counter on Bloodletter Quill: Draw a card, then you lose 1 life for each blood counter "
    "on Bloodletter Quill.",
])
def test_a_cost_that_would_change_the_totals_is_not_assumed_paid(text: str) -> None:
    """"Cost assumed paid" left Dave at 20 after "Pay ½ life", and the blood counter uncounted: refused instead,
    naming the part (a life or counter cost the grammar pays exactly, "Pay 2 life", still resolves)."""
    with pytest.raises(BotError) as refused:
        _resolve(text)
    assert refused.value.key == "apnap.error.cost_untracked"
    out = _resolve("Pay 2 life: Draw a card.")
    assert out["life"]["Dave"] == 18


def test_a_static_of_creatures_you_control_warns_about_its_unseen_source() -> None:
    """"Creatures you control have haste" (a static ability, 604.1) pasted alone: its source is a permanent on the
    battlefield that may be one of them; said, not silently left out."""
    out = _resolve("Creatures you control have haste.")
    assert any("113.6" in w for w in out["warnings"])
    assert not any("113.6" in w for w in _resolve("Other creatures you control get +1/+1.")["warnings"])
