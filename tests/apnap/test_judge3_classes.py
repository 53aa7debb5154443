"""Confidently wrong answers found by an independent judge on 130 accepted abilities of the wide sample (judge 3,
session 10), reproduced with the resolver itself on the corpus's four-player board. Each test failed before its
fix."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.corpus import board
from tests.apnap.realcards import typed

DEPLOY = "Create X 1/1 white Soldier creature tokens, where X is the number of creatures on the battlefield."
JELLYFISH = ("When this creature enters the battlefield, roll a six-sided die. Target player puts the top X cards "
             "of their library into their graveyard, where X is the result.")
PROMENADE = "Create a 1/1 green Elf Warrior creature token for each Elf you control."


def _resolve(effect: str, **fields: Any) -> dict[str, Any]:
    return resolve_text(json.dumps({**board(4), "effect": effect, **fields}))


# ------------------------------------------------------------------ class 3: an X the card defines (107.3c)
def test_an_x_the_text_defines_is_counted_not_taken_from_the_scenario() -> None:
    """"Where X is the number of creatures on the battlefield": five creatures, five tokens, whatever ``x`` says;
    the scenario's x = 2 used to win, and a warning now says it was not used."""
    out = _resolve(DEPLOY)
    assert out["steps"][0]["events"][0]["amount"] == 5
    assert any("107.3c" in w for w in out["warnings"])
    without = _resolve(DEPLOY, x=None)
    assert without["steps"][0]["events"][0]["amount"] == 5 and without["warnings"] == []


def test_x_defined_as_a_die_result_is_the_result() -> None:
    """"Where X is the result": the die shows 1, one card is milled (the scenario's x = 2 milled two)."""
    out = _resolve(JELLYFISH, rolls=[1])
    mill = next(s for s in out["steps"] if s["action"] == "mill")
    assert mill["events"][0]["amount"] == 1 and mill["events"][0]["objects"] == ["Swamp"]


# ------------------------------------------------------------------ class 6: subtypes nobody gave
def test_a_count_of_a_creature_type_asks_for_subtypes_nobody_gave() -> None:
    """"For each Elf you control" with "Llanowar Elves (creature)": its types are not given, so it is asked, never
    counted as no Elf (0 tokens); given, it counts."""
    with pytest.raises(BotError) as asked:
        _resolve(PROMENADE)
    assert asked.value.key == "apnap.error.subtypes_needed" and "Llanowar Elves" in asked.value.text("en")
    data = board(4)
    dave = next(p for p in data["players"] if p["name"] == "Dave")
    dave["battlefield"] = ["Llanowar Elves (Creature — Elf Druid)", "Craw Wurm (Creature — Wurm)", "Swamp (basic land)"]
    out = resolve_text(json.dumps({**data, "effect": PROMENADE}))
    assert out["steps"][0]["events"][0]["amount"] == 1


def test_a_filter_on_a_creature_type_asks_too() -> None:
    """A second wording: "Wizards you control" as the X of a damage ability."""
    data = board(4)
    dave = next(p for p in data["players"] if p["name"] == "Dave")
    dave["battlefield"] = ["Llanowar Elves (Creature — Elf Druid)", "Prodigal Sorcerer (Creature — Human Wizard)",
                           "Swamp (basic land)"]
    effect = ("When Firefist Adept enters the battlefield, it deals X damage to target creature an opponent "
              "controls, where X is the number of Wizards you control.")
    out = resolve_text(json.dumps({**data, "effect": effect, "target": "Hill Giant", "x": None}))
    assert out["steps"][0]["events"][0]["amount"] == 1
    dave["battlefield"][1] = "Prodigal Sorcerer (creature)"
    with pytest.raises(BotError) as asked:
        resolve_text(json.dumps({**data, "effect": effect, "target": "Hill Giant", "x": None}))
    assert asked.value.key == "apnap.error.subtypes_needed"


# ------------------------------------------------------------------ class 1: "that player" the board does not give
SUTURE = ("Whenever a creature enters the battlefield under an opponent's control, you may have that player lose 1 "
          "life.")
CHAMPION = ("When Laquatus's Champion enters the battlefield, target player loses 6 life.\n"
            "When Laquatus's Champion leaves the battlefield, that player gains 6 life.\n"
            "{B}: Regenerate Laquatus's Champion.")
WOUND = "Target opponent sacrifices a green or white creature. If that player does, they lose 2 life."


def test_that_player_of_a_trigger_event_is_assumed_and_said() -> None:
    """"That player" (whose creature entered) is not on the board: the active player is assumed and a warning says
    so (it used to be silent); given, it is used."""
    out = _resolve(SUTURE)
    assert out["steps"][0]["events"][0]["player"] == "Bob"
    assert any("that_player" in w for w in out["warnings"])
    given = _resolve(SUTURE, that_player="Carol")
    assert given["steps"][0]["events"][0]["player"] == "Carol" and given["warnings"] == []
    upkeep = _resolve("At the beginning of each player's upkeep, that player loses 1 life.")  # certain: no warning
    assert upkeep["steps"][0]["events"][0]["player"] == "Bob" and upkeep["warnings"] == []


def test_that_player_targeted_by_another_ability_of_the_card_is_asked() -> None:
    """Laquatus's Champion: "that player" is the player its first ability targeted, which no field of this ability
    holds; it is asked, never the active player (Bob gained 6 before)."""
    with pytest.raises(BotError) as asked:
        _resolve(CHAMPION, ability=2)
    assert (asked.value.code, asked.value.field) == ("choice_needed", "that_player")
    out = _resolve(CHAMPION, ability=2, that_player="Alice")
    assert out["steps"][0]["events"][0]["player"] == "Alice" and out["life"]["Alice"] == 26
    from bot.apnap import QuickRequest, quick_scenario

    quick = {**quick_scenario(QuickRequest(players=["Ann", "Ben"], effect=CHAMPION)), "ability": 2}
    said = resolve_text(json.dumps(quick))  # quick mode: assumed and said, never asked
    assert said["steps"][0]["events"][0]["player"] == "Ann" and any("that_player" in w for w in said["warnings"])


# ------------------------------------------------------------------ class 2: clauses dropped or misread
def test_if_that_player_does_refers_to_the_target_of_the_sentence_before() -> None:
    """Self-Inflicted Wound: Alice sacrifices Grizzly Bears, so she also loses 2 (it was read, never applied)."""
    out = _resolve(WOUND)
    assert [(s["action"], s["events"][0]["player"]) for s in out["steps"]] == [
        ("sacrifice", "Alice"), ("lose_life", "Alice")]
    assert out["life"]["Alice"] == 18
    other = _resolve("Target player sacrifices a creature. If that player does, they draw a card.", target="Bob")
    assert [(s["action"], s["events"][0]["player"]) for s in other["steps"]] == [("sacrifice", "Bob"), ("draw", "Bob")]


def test_target_opponent_gains_control_of_your_permanent() -> None:
    """Zedruu: "Target opponent gains control of target permanent you control": the opponent gains it (613.1b); the
    target opponent used to be dropped and Dave gained his own Swamp."""
    out = _resolve("Target opponent gains control of target permanent you control.", target=["Alice", "Swamp"])
    assert out["reading"] == "Target opponent gains control of target permanent you control."
    (event,) = out["steps"][0]["events"]
    assert (event["player"], event["action"], event["objects"]) == ("Alice", "gain_control", ["Swamp"])
    other = _resolve("Target player gains control of target creature you control.", target=["Carol", "Craw Wurm"])
    assert [(e["player"], e["objects"]) for e in other["steps"][0]["events"]] == [("Carol", ["Craw Wurm"])]
    mine = _resolve("Gain control of target creature.", target="Hill Giant")
    assert [(e["player"], e["objects"]) for e in mine["steps"][0]["events"]] == [("Dave", ["Hill Giant"])]


def test_onto_the_battlefield_tapped_is_kept_in_the_event_and_the_narration() -> None:
    out = _resolve("Each player may put a land card from their hand onto the battlefield tapped.")
    alice = next(e for e in out["steps"][0]["events"] if e["player"] == "Alice")
    assert alice["objects"] == ["Island"] and alice["tapped"] is True
    assert "Alice puts Island onto the battlefield tapped" in out["narration"]
    mine = _resolve("You may put a land card from your hand onto the battlefield tapped.",
                    choices={"Dave": ["yes"]}, players=_with_hand("Dave", ["Forest (basic land)"]))
    assert mine["steps"][0]["events"][0]["tapped"] is True


def _with_hand(name: str, hand: list[str]) -> list[dict[str, Any]]:
    players = board(4)["players"]
    next(p for p in players if p["name"] == name)["hand"] = hand
    return players


def test_you_may_return_the_source_from_the_graveyard_asks_and_says_it_is_not_there() -> None:
    """Bloodghast, Genju of the Fens: the "may" is a yes / no of the controller (608.2d) and a graveyard shown
    without the card says so in ``warnings`` (it returned silently before, with no choice)."""
    text = ("Bloodghast can't block.\nBloodghast has haste as long as an opponent has 10 or less life.\n"
            "Landfall — Whenever a land enters the battlefield under your control, you may return Bloodghast from "
            "your graveyard to the battlefield.")
    out = _resolve(text, ability=3)
    assert out["steps"][0]["choices"][0]["answer"] == "yes"
    assert any("graveyard" in w and "Bloodghast" in w for w in out["warnings"])
    declined = _resolve(text, ability=3, choices={"Dave": ["no"]})
    assert declined["steps"][0]["events"] == []
    assert _resolve("You may return Genju of the Fens from your graveyard to your hand.",
                    choices={"Dave": ["no"]})["steps"][0]["events"] == []


def test_untap_up_to_five_lands_means_any_lands() -> None:
    """Treachery: "untap up to five lands" is any player's lands (the reading added "they control")."""
    players = board(4)["players"]
    players[1]["battlefield"][1] = {"name": "Mountain", "types": ["land"], "tapped": True}
    out = _resolve("When Treachery enters the battlefield, untap up to five lands.", players=players,
                   choices={"Dave": [["Mountain"]]})
    assert out["reading"] == "Untap up to five lands."
    assert [(e["player"], e["objects"]) for e in out["steps"][0]["events"]] == [("Dave", ["Mountain"])]
    assert _resolve("Untap up to three lands you control.")["reading"] == "Untap up to three lands you control."
    unanswered = _resolve("Untap up to two lands.", players=players)  # by default only the picker's own lands
    assert [(e["player"], e["objects"]) for e in unanswered["steps"][0]["events"]] == [("Dave", [])]


# ------------------------------------------------------------------ class 5: a cost the board shows cannot be paid
def test_a_sacrifice_of_a_subtype_the_controller_lacks_cannot_be_paid() -> None:
    """Uktabi Wildcats: "{G}, Sacrifice a Forest: Regenerate …" with only a Swamp is ``bad_scenario`` (601.2h,
    602.2b); it used to be assumed paid. "A Forest", "a Goblin": a subtype said alone is its own noun (205.3)."""
    text = ("Uktabi Wildcats's power and toughness are each equal to the number of Forests you control.\n"
            "{G}, Sacrifice a Forest: Regenerate Uktabi Wildcats.")
    with pytest.raises(BotError) as asked:  # only the Wildcats could be the Forest: not on the board, asked for
        _resolve(text, ability=2)
    assert (asked.value.code, asked.value.key) == ("choice_needed", "apnap.error.source_needed")
    players = board(4)["players"]
    players[3]["battlefield"].append("Uktabi Wildcats (Creature — Cat)")
    with pytest.raises(BotError) as refused:
        _resolve(text, ability=2, players=players)
    assert (refused.value.code, refused.value.key) == ("bad_scenario", "apnap.error.cost_unpaid")
    out = _resolve("Each player sacrifices a Forest.")
    assert {e["player"]: e["objects"] for e in out["steps"][0]["events"]} == {
        "Bob": [], "Carol": ["Forest"], "Dave": [], "Alice": ["Forest"]}
    with pytest.raises(BotError) as asked:
        _resolve("Each player sacrifices a Goblin.")
    assert asked.value.key == "apnap.error.subtypes_needed"


# ------------------------------------------------------------------ class 7: narration
def test_narration_names_what_happened() -> None:
    """A toughness of 0 is 704.5f, not lethal damage (704.5g); a spell's delayed trigger is not "this permanent";
    "Target: Alice" is said only when the effect targets."""
    miasma = _resolve("Creatures get -2/-2 until end of turn.")
    assert "toughness 0 or less (704.5f)" in miasma["narration"] and "lethal damage" not in miasma["narration"]
    assert "Target: Alice" not in miasma["narration"]
    rend = _resolve("Destroy target creature if it's white. A creature destroyed this way can't be regenerated.\n"
                    "Draw a card at the beginning of the next turn's upkeep.", ability=2)
    assert rend["delayed_triggers"][0]["source"] == "the source (this spell)"
    assert "Target: Alice" in _resolve("Target player loses 1 life.")["narration"]


def test_a_sacrifice_cost_only_the_unshown_source_could_pay_asks_for_the_source() -> None:
    """Goblin Sledder: "Sacrifice a Goblin" with no Goblin shown may be paid by the Sledder itself, which the board
    does not show: it is asked for (never refused, never assumed); shown as a Goblin, it is sacrificed."""
    sledder = CardText("Goblin Sledder", "Sacrifice a Goblin: Target creature gets +1/+1 until end of turn.")
    data = {**board(4), "card": "Goblin Sledder", "target": "Hill Giant"}
    data["players"][3]["battlefield"] = typed("Dave")["battlefield"]  # Elf Druid, Wurm: no Goblin
    with pytest.raises(BotError) as asked:
        resolve_text(json.dumps(data), card_lookup=lambda name: sledder)
    assert (asked.value.code, asked.value.key) == ("choice_needed", "apnap.error.source_needed")
    data["players"][3]["battlefield"].append({"name": "Goblin Sledder", "types": ["creature"], "subtypes": ["Goblin"]})
    out = resolve_text(json.dumps(data), card_lookup=lambda name: sledder)
    assert out["costs"][0]["events"][0]["objects"] == ["Goblin Sledder"]
    assert out["steps"][0]["events"][0]["objects"] == ["Hill Giant"]


def test_that_player_of_an_event_naming_a_player_is_not_asked_for_another_abilitys_target() -> None:
    """Fell Specter: "Whenever an opponent discards a card, that player loses 2 life" is the discarding opponent,
    though its other ability targets an opponent: assumed (active player) and said, not asked."""
    text = ("Flying\nWhen Fell Specter enters the battlefield, target opponent discards a card.\n"
            "Whenever an opponent discards a card, that player loses 2 life.")
    out = _resolve(text, ability=2)
    assert out["steps"][0]["events"][0]["player"] == "Bob" and any("that_player" in w for w in out["warnings"])
