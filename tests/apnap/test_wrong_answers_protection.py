"""Issue #22, "no confidently wrong answer": a target that shroud, hexproof or protection makes illegal.

Why: each step found its target its own way, and only some asked whether the permanent could be targeted at all.
A red Lightning Bolt dealt 3 damage to a creature with protection from red (702.16b: it can't be targeted by red
spells; the damage path only warned that the colours were unknown, though the card's mana cost says red), Doom Blade
destroyed a creature with protection from everything (702.16j), a creature with shroud was dealt damage and fought
(702.18a). The board is the game as the effect starts to resolve, when its targets are checked (608.2b): a target
such a keyword forbids is ``bad_scenario`` with the rule; whether the source has the quality, when the scenario does
not say, is asked (``choice_needed``), never guessed (engine/target_protection.py).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.oracle import CardText
from bot.errors import BotError
from tests.apnap.realcards import STANDARD, board

CARDS = {
    "Lightning Bolt": ("Lightning Bolt deals 3 damage to any target.", "Instant", "{R}"),
    "Shock": ("Shock deals 2 damage to any target.", "Instant", "{R}"),
    "Doom Blade": ("Destroy target nonblack creature.", "Instant", "{1}{B}"),
    "Unsummon": ("Return target creature to its owner's hand.", "Instant", "{U}"),
    "Giant Growth": ("Target creature gets +3/+3 until end of turn.", "Instant", "{G}"),
    "Prey Upon": ("Target creature you control fights target creature you don't control.", "Sorcery", "{G}"),
    "Oblivion Strike": ("Devoid (This card has no color.)\nExile target creature.", "Sorcery", "{3}{B}"),
    "Prodigal Pyromancer": ("{T}: Prodigal Pyromancer deals 1 damage to any target.", "Creature — Human Wizard",
                            "{2}{R}"),
    "Goblin Sharpshooter": ("{T}: Goblin Sharpshooter deals 1 damage to any target.", "Creature — Goblin",
                            "{2}{R}"),
}


def _bob_with(keywords: list[str] | str) -> dict[str, Any]:
    """Bob's Hill Giant (red) with the keywords given."""
    bob = next(p for p in STANDARD["players"] if p["name"] == "Bob")
    others = [o for o in bob["battlefield"] if not (isinstance(o, dict) and o.get("name") == "Hill Giant")]
    return {"battlefield": [*others, {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3,
                                      "colors": ["red"], "keywords": keywords}]}


def _resolve(card: str, keywords: list[str] | str, lang: str | None = None, mana_cost: bool = True,
             **changes: Any) -> dict[str, Any]:
    text, type_line, cost = CARDS[card]
    data = board(Bob=_bob_with(keywords), **({"target": "Hill Giant"} | changes))
    data["card"] = card
    found = CardText(card, text, "en", type_line, mana_cost=cost if mana_cost else None)
    return resolve_text(json.dumps(data), lang, card_lookup=lambda n: found if n.casefold() == card.casefold()
                        else None)


FORBIDDEN = [
    ("Lightning Bolt", ["protection from red"], "702.16b"),
    ("Shock", ["flying", "protection from white and from red"], "702.16b"),
    ("Doom Blade", ["protection from everything"], "702.16j"),
    ("Unsummon", ["protection from blue"], "702.16b"),
    ("Unsummon", ["protection from dave"], "702.16k"),  # Dave controls the spell (the standard board's controller)
    ("Unsummon", ["hexproof from blue"], "702.11d"),
    ("Giant Growth", ["protection from monocolored"], "702.16b"),
    ("Shock", ["protection from instants"], "702.16b"),
    ("Prodigal Pyromancer", ["protection from creatures"], "702.16b"),
    ("Prodigal Pyromancer", ["protection from wizards"], "702.16b"),
    ("Goblin Sharpshooter", ["protection from goblins"], "702.16b"),
    ("Shock", ["shroud"], "702.18a"),
    ("Lightning Bolt", ["hexproof"], "702.11b"),
]


@pytest.mark.parametrize(("card", "keywords", "rule"), FORBIDDEN, ids=[f"{c}-{k[-1]}" for c, k, _ in FORBIDDEN])
def test_a_target_its_keyword_forbids_is_rejected_with_the_rule(card: str, keywords: list[str], rule: str) -> None:
    with pytest.raises(BotError) as caught:
        _resolve(card, keywords)
    assert caught.value.code == "bad_scenario" and caught.value.field == "target"
    assert rule in caught.value.text("en") and "Hill Giant" in caught.value.text("en")


def test_fight_with_a_shrouded_creature_is_rejected() -> None:
    with pytest.raises(BotError) as caught:
        _resolve("Prey Upon", ["shroud"], target=None, targets=["Craw Wurm", "Hill Giant"])
    assert caught.value.code == "bad_scenario" and "702.18a" in caught.value.text("en")


ALLOWED = [
    ("Lightning Bolt", ["protection from white"]),
    ("Oblivion Strike", ["protection from black"]),  # devoid: a colourless spell (702.114a)
    ("Unsummon", ["protection from alice"]),
    ("Doom Blade", ["protection from creatures"]),
    ("Goblin Sharpshooter", ["protection from wizards"]),
]


@pytest.mark.parametrize(("card", "keywords"), ALLOWED, ids=[f"{c}-{k[-1]}" for c, k in ALLOWED])
def test_a_protection_of_another_quality_lets_the_target_be(card: str, keywords: list[str]) -> None:
    out = _resolve(card, keywords)
    assert any("Hill Giant" in e["objects"] or e.get("target") == "Hill Giant"
               for s in out["steps"] for e in s["events"]) or "Hill Giant" in out["narration"]


def test_own_permanent_with_hexproof_from_the_colour_is_a_legal_target() -> None:
    dave = next(p for p in STANDARD["players"] if p["name"] == "Dave")
    mine = [*dave["battlefield"], {"name": "Silhana Ledgewalker", "types": ["creature"], "power": 1, "toughness": 1,
                                   "colors": ["green"], "keywords": ["hexproof from blue"]}]
    out = _resolve("Unsummon", [], target="Silhana Ledgewalker", Dave={"battlefield": mine})
    assert [e["objects"] for e in out["steps"][0]["events"]] == [["Silhana Ledgewalker"]]


@pytest.mark.parametrize("card", ["Lightning Bolt", "Unsummon", "Prodigal Pyromancer"])
def test_an_unknown_colour_is_asked_never_guessed(card: str) -> None:
    keyword = {"Unsummon": "protection from blue"}.get(card, "protection from red")
    with pytest.raises(BotError) as caught:
        _resolve(card, [keyword], mana_cost=False)
    assert caught.value.code == "choice_needed" and caught.value.field == "target"


def test_pasted_text_asks_too() -> None:
    data = board(Bob=_bob_with(["protection from red"]), target="Hill Giant")
    data["effect"] = "Lightning Bolt deals 3 damage to any target."
    with pytest.raises(BotError) as caught:
        resolve_text(json.dumps(data), None)
    assert caught.value.code == "choice_needed"


def test_the_rejection_reads_in_spanish_with_the_printed_keyword() -> None:
    with pytest.raises(BotError) as caught:
        _resolve("Lightning Bolt", ["protection from red"], lang="es")
    text = caught.value.text("es")
    assert "protección contra el rojo" in text and "702.16b" in text and "can't" not in text


def test_non_targeted_damage_from_a_card_of_known_colour_is_prevented() -> None:
    """The damage path read the source's colours from the board only: the card's mana cost now says them (702.16e)."""
    data = board(Bob=_bob_with(["protection from red"]))
    data["card"] = "Pyroclasm"
    found = CardText("Pyroclasm", "Pyroclasm deals 2 damage to each creature.", "en", "Sorcery", mana_cost="{1}{R}")
    out = resolve_text(json.dumps(data), None, card_lookup=lambda n: found)
    assert "702.16e" in out["citations"]
    hit = [o for s in out["steps"] for e in s["events"] if e["action"] == "damage" for o in e["objects"]]
    assert "Hill Giant" not in hit


def test_keywords_given_as_one_string_keep_their_phrases() -> None:
    """``keywords: "flying, protection from red"`` was split at every space: no rule read the protection."""
    with pytest.raises(BotError) as caught:
        _resolve("Lightning Bolt", "flying, protection from red")
    assert caught.value.code == "bad_scenario" and "702.16b" in caught.value.text("en")
