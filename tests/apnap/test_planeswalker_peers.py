"""Issue #22 (session 20): planeswalkers as players' peers, and combat as a fact a board can say.

Real cards' wording. A planeswalker is dealt damage as a player is, and loses that many loyalty counters (120.3c,
306.8; none left: 704.5i): "target player or planeswalker", "target opponent or planeswalker" (printed Spanish
"al oponente o planeswalker objetivo"), the planeswalker the scenario's ``target`` names. A combat relation in a
target ("target blocked creature", "target creature blocking it", "blocking or blocked by Cromat") is asked with a
combat that makes the object legal, which, typed back, resolves. "That player" after "deals combat damage to
defending player" is the player dealt that damage, never the active (attacking) player. Every test failed before.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import STANDARD, board, other_warnings

JACE = {"name": "Jace Beleren", "types": ["planeswalker"], "counters": {"loyalty": 3}}
GIDEON = {"name": "Gideon Jura", "types": ["planeswalker"], "counters": {"loyalty": 6}}


def _with_walkers() -> dict[str, Any]:
    """The standard board (Dave controls, Bob is active), Bob with Jace Beleren (3), Dave with Gideon Jura (6)."""
    bob = next(p for p in STANDARD["players"] if p["name"] == "Bob")
    dave = next(p for p in STANDARD["players"] if p["name"] == "Dave")
    return {"Bob": {"battlefield": [*bob["battlefield"], JACE]}, "Dave": {"battlefield": [*dave["battlefield"],
                                                                                           GIDEON]}}


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **_with_walkers(), **more)), lang)


def refused(effect: str, **more: Any) -> BotError:
    with pytest.raises(BotError) as info:
        resolve(effect, **more)
    return info.value


VAMPIRIC_TOUCH = "Vampiric Touch deals 2 damage to target opponent or planeswalker and you gain 2 life."
VAMPIRIC_TOUCH_ES = "El Toque vampírico hace 2 puntos de daño al oponente o planeswalker objetivo y tú ganas 2 vidas."
SYNDICATE = "{4}{B}, {T}: Syndicate Guildmage deals 2 damage to target opponent or planeswalker."
LAVA_AXE = "Lava Axe deals 5 damage to target player or planeswalker."


@pytest.mark.parametrize(("text", "lang"), [(VAMPIRIC_TOUCH, None), (VAMPIRIC_TOUCH_ES, "es"), (SYNDICATE, None)])
def test_target_opponent_or_planeswalker_is_read_and_an_opponent_is_dealt_the_damage(text: str,
                                                                                      lang: str | None) -> None:
    out = resolve(text, lang, target="Bob")
    damage = out["steps"][0]["events"][0]
    assert (damage["player"], damage["amount"], damage["life"]) == ("Bob", 2, 18)
    said = "al oponente o planeswalker objetivo" if lang else "target opponent or planeswalker"
    assert said in out["reading"]


def test_the_same_word_in_both_languages_says_each_language() -> None:
    assert "al oponente o planeswalker objetivo" in resolve(VAMPIRIC_TOUCH, "es", target="Bob")["reading"]
    assert "target opponent or planeswalker" in resolve(VAMPIRIC_TOUCH_ES, "en", target="Bob")["reading"]


def test_an_opponent_word_still_refuses_the_controller() -> None:
    assert refused(SYNDICATE, target="Dave").key == "apnap.error.target_not_opponent"


@pytest.mark.parametrize(("text", "walker", "holder", "left"), [
    (LAVA_AXE, "Jace Beleren", "Bob", 0),  # an opponent's: 5 damage, 3 loyalty: none left
    (VAMPIRIC_TOUCH, "Gideon Jura", "Dave", 4),  # any planeswalker, the controller's own too (115.1)
    (SYNDICATE, "Jace Beleren", "Bob", 1),
])
def test_a_planeswalker_chosen_loses_loyalty_and_no_player_loses_life(text: str, walker: str, holder: str,
                                                                        left: int) -> None:
    out = resolve(text, target=walker)
    damage = out["steps"][0]["events"][0]
    assert (damage["player"], damage["objects"], damage["loyalty"]) == (holder, [walker], left)
    assert "life" not in damage and not other_warnings(out)  # no target player made up
    assert {"120.3c", "306.8"} <= set(out["citations"])
    assert [s["rules"] for s in out["state_based_actions"]] == ([["704.5i"]] if left == 0 else [])


def test_the_loyalty_left_is_narrated_in_both_languages() -> None:
    assert "loyalty counters removed (→ 1)" in resolve(SYNDICATE, target="Jace Beleren")["narration"]
    es = resolve(SYNDICATE, "es", target="Jace Beleren")["narration"]
    assert "contadores de lealtad (→ 1)" in es and "loyalty" not in es


@pytest.mark.parametrize("name", ["Hill Giant", "Nobody Here"])
def test_a_name_that_is_neither_a_player_nor_a_planeswalker_is_refused(name: str) -> None:
    err = refused(LAVA_AXE, target=name)
    assert (err.code, err.key) == ("bad_scenario", "apnap.error.target_not_planeswalker")


# ------------------------------------------------------------------ combat relations: the question makes it legal
def _typed_back(err: BotError, data: dict[str, Any]) -> dict[str, Any]:
    said = yaml.safe_load(err.suggestions[0])
    return {**data, **said}


def _card(card: str, type_line: str, text: str, **more: Any) -> dict[str, Any]:
    data = {**board(**more), "card": card}
    found = CardText(card, text, "en", type_line)
    lookup = {card.casefold(): found}
    while True:
        try:
            return resolve_text(json.dumps(data), card_lookup=lambda name: lookup.get(name.casefold()))
        except BotError as err:
            if err.field != "combat" or "combat" in data:
                raise
            data = _typed_back(err, data)


@pytest.mark.parametrize(("card", "type_line", "text", "target"), [
    ("Smite", "Instant", "Destroy target blocked creature.", "Hill Giant"),
    ("Godo's Irregulars", "Creature — Human Warrior", "{R}: Godo's Irregulars deals 1 damage to target creature "
     "blocking it.", "Grizzly Bears"),
    ("Cromat", "Legendary Creature — Illusion", "{W}{B}: Destroy target creature blocking or blocked by Cromat.",
     "Grizzly Bears"),
])
def test_a_combat_relation_is_asked_with_a_combat_that_makes_the_target_legal(card: str, type_line: str, text: str,
                                                                                target: str) -> None:
    """Before, "blocked" was suggested with no blocker (an unblocked attacker, 509.1h) and "blocking it" with another
    creature than the source attacking: typed back, the target was not legal."""
    dave = next(p for p in STANDARD["players"] if p["name"] == "Dave")
    source = [] if card == "Smite" else [{"name": card, "types": ["creature"], "power": 2, "toughness": 2}]
    out = _card(card, type_line, text, target=target, Dave={"battlefield": [*dave["battlefield"], *source]})
    event = next(e for s in out["steps"] for e in s["events"] if e["objects"])
    assert event["objects"] == [target]
    assert "509.1h" in out["citations"] or "509.1g" in out["citations"]


LATULLA = ("Flash\nEnchant creature\nWhenever enchanted creature deals combat damage to defending player, you may "
           "destroy target artifact that player controls.")


def test_that_player_after_combat_damage_to_defending_player_is_never_the_active_player() -> None:
    """Bob is active (his creature attacks): the player dealt the damage is one of his opponents, asked (510.1b);
    before, Bob was assumed, whose artifact would have been destroyed."""
    data = {**board(), "card": "Latulla's Orders", "ability": 1, "target": "Mind Stone", "attached_to": "Hill Giant"}
    found = CardText("Latulla's Orders", LATULLA, "en", "Enchantment — Aura")
    with pytest.raises(BotError) as info:
        resolve_text(json.dumps(data), card_lookup=lambda name: found)
    assert info.value.field == "that_player" and "Bob" not in info.value.suggestions
