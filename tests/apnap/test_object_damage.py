"""An object other than the source dealing damage equal to its own power (issue #22, session 23; 120.3, 608.2h):
Backlash, Wrack with Madness, Solar Blaze, Garruk Relentless, Laccolith Grunt, in English and printed Spanish.
Before: each was refused ("deals damage equal to its power to its controller", "to itself equal to its power",
"… to him", "damage equal to its power to target creature").

The dealing object is the damage's source (120.3): its power as the damage is dealt (608.2h), its lifelink its
controller's gain (702.15b), its colours what protection prevents (702.16e); a power the board does not give is
asked, never guessed.

The standard board (realcards.py): Alice has Grizzly Bears 2/2 and Serra Angel 4/4, Bob Hill Giant 3/3, Dave (the
controller) Llanowar Elves 1/1 and Craw Wurm 6/4; Bob is the active player.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import STANDARD, creature, resolve_card

BACKLASH = {"en": "Tap target untapped creature. That creature deals damage equal to its power to its controller.",
            "es": "Gira la criatura enderezada objetivo. Esa criatura le hace a su controlador una cantidad de daño "
                  "igual a su fuerza."}
WRACK = {"en": "Target creature deals damage to itself equal to its power.",
         "es": "La criatura objetivo se hace a sí misma una cantidad de daño igual a su fuerza."}
SOLAR_BLAZE = {"en": "Each creature deals damage to itself equal to its power.",
               "es": "Cada criatura se hace a sí misma una cantidad de daño igual a su fuerza."}
GARRUK = {"en": "0: Garruk Relentless deals 3 damage to target creature. That creature deals damage equal to its "
                "power to him.",
          "es": "0: Garruk el Implacable hace 3 puntos de daño a la criatura objetivo. Esa criatura le hace a Garruk "
                "el Implacable una cantidad de daño igual a su fuerza."}
LACCOLITH = {"en": "Whenever Laccolith Grunt becomes blocked, you may have it deal damage equal to its power to "
                   "target creature.",
             "es": "Siempre que el Gruñón lacolito sea bloqueado, puedes hacer que esa criatura haga una cantidad de "
                   "daño igual a su fuerza a la criatura objetivo."}


def _damage(out: dict[str, Any]) -> list[tuple[str, list[str], int, str]]:
    return [(e["player"], [o if isinstance(o, str) else o["name"] for o in e.get("objects", [])], e["amount"],
             e.get("source", "")) for s in out["steps"] for e in s["events"] if e["action"] == "damage"]


def _life(out: dict[str, Any], name: str) -> int:
    return int(out["life"][name])


def _players_with(name: str, battlefield: list[Any]) -> list[dict[str, Any]]:
    players = [dict(p) for p in STANDARD["players"]]
    for p in players:
        if p["name"] == name:
            p["battlefield"] = battlefield
    return players


@pytest.mark.parametrize("lang", ["en", "es"])
def test_backlash_the_tapped_creature_deals_its_power_to_its_controller(lang: str) -> None:
    """120.3a: Hill Giant (3 power) deals 3 damage to Bob, its controller; Hill Giant is the damage's source."""
    out = resolve_card(BACKLASH[lang], lang, card="Backlash", target="Hill Giant")
    assert ("Bob", [], 3, "Hill Giant") in _damage(out)
    assert _life(out, "Bob") == 17
    assert {"120.3", "608.2h", "120.3a"} <= set(out["citations"])


def test_backlash_lifelink_is_the_dealing_creatures_own() -> None:
    """702.15b: the creature with lifelink is the source, so its controller gains the life it loses."""
    players = _players_with("Alice", [creature("Serra Angel", 4, 4, keywords=["flying", "lifelink"],
                                               colors=["white"])])
    out = resolve_card(BACKLASH["en"], "en", card="Backlash", target="Serra Angel", players=players)
    assert _life(out, "Alice") == 20  # 4 damage, 4 life gained
    assert "702.15b" in out["citations"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_wrack_with_madness_the_target_deals_its_power_to_itself(lang: str) -> None:
    out = resolve_card(WRACK[lang], lang, card="Wrack with Madness", target="Serra Angel")
    assert _damage(out) == [("Alice", ["Serra Angel"], 4, "Serra Angel")]
    assert "Serra Angel" in json.dumps(out["state_based_actions"])  # lethal damage (704.5g)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_solar_blaze_each_creature_its_own_power_at_once(lang: str) -> None:
    """Each creature is its own source; a 0-power creature deals none (120.8) and survives; protection from green
    prevents the damage of a green source only (702.16e)."""
    warded = creature("Llanowar Elves", 1, 1, colors=["green"], keywords=["protection from green"])
    players = _players_with("Dave", [creature("Wall of Wood", 0, 3, colors=["green"]), warded,
                                     creature("Craw Wurm", 6, 4, colors=["green"])])
    out = resolve_card(SOLAR_BLAZE[lang], lang, card="Solar Blaze", players=players)
    dealt = {(objs[0], n, src) for _, objs, n, src in _damage(out)}
    assert ("Craw Wurm", 6, "Craw Wurm") in dealt and ("Hill Giant", 3, "Hill Giant") in dealt
    assert not any(o == "Wall of Wood" or o == "Llanowar Elves" for o, _, _ in dealt)
    died = json.dumps(out["state_based_actions"])
    assert "Craw Wurm" in died and "Wall of Wood" not in died and "Llanowar Elves" not in died


@pytest.mark.parametrize("lang", ["en", "es"])
def test_garruk_that_creature_deals_its_power_to_the_planeswalker(lang: str) -> None:
    """120.3c: Hill Giant's 3 damage removes three loyalty counters from Garruk (5 → 2)."""
    garruk = {"name": "Garruk Relentless", "types": ["planeswalker"], "counters": {"loyalty": 5}}
    players = _players_with("Dave", [garruk, creature("Llanowar Elves", 1, 1, colors=["green"])])
    out = resolve_card(GARRUK[lang], lang, card="Garruk Relentless", target="Hill Giant", players=players,
                       active="Dave")
    assert ("Dave", ["Garruk Relentless"], 3, "Hill Giant") in _damage(out)
    (event,) = [e for e in out["steps"][1]["events"] if e["action"] == "damage"]
    assert event["loyalty"] == 2 and "120.3c" in out["citations"]


def test_laccolith_grunt_it_is_the_source_itself() -> None:
    """"you may have it deal …" after "Whenever Laccolith Grunt becomes blocked": it is the source (608.2c), its own
    power, to the target creature."""
    players = _players_with("Dave", [creature("Laccolith Grunt", 2, 2, colors=["red"])])
    out = resolve_card(LACCOLITH["en"], "en", card="Laccolith Grunt", target="Serra Angel", players=players,
                       active="Dave")
    assert ("Alice", ["Serra Angel"], 2, "Laccolith Grunt") in _damage(out)


def test_a_power_nobody_gave_is_asked() -> None:
    players = _players_with("Bob", [{"name": "Mystery Beast", "types": ["creature"]}])
    with pytest.raises(BotError) as err:
        resolve_card(BACKLASH["en"], "en", card="Backlash", target="Mystery Beast", players=players)
    assert (err.value.code, err.value.key) == ("choice_needed", "apnap.error.property_needed")


def test_infect_on_the_dealer_is_refused_not_followed_as_plain_damage() -> None:
    players = _players_with("Bob", [creature("Blight Mamba", 1, 1, keywords=["infect"], colors=["green"])])
    with pytest.raises(BotError) as err:
        resolve_card(BACKLASH["en"], "en", card="Backlash", target="Blight Mamba", players=players)
    assert (err.value.code, err.value.key) == ("unsupported_effect", "apnap.error.dealer_keyword")


@pytest.mark.parametrize("card", [BACKLASH, WRACK, SOLAR_BLAZE])
def test_printed_spanish_reads_into_the_english_plan(card: dict[str, str]) -> None:
    def plan(text: str, lang: str) -> list[Any]:
        return [replace(s, text="") for s in plan_of(parse_effect(text, lang)).steps]

    assert plan(card["es"], "es") == plan(card["en"], "en")


@pytest.mark.parametrize("card", [BACKLASH, WRACK, SOLAR_BLAZE])
def test_the_reading_says_it_back_in_both_languages(card: dict[str, str]) -> None:
    from bot.apnap.render import render_plan

    en = render_plan(plan_of(parse_effect(card["en"], "en")), "en")
    es = render_plan(plan_of(parse_effect(card["en"], "en")), "es")
    assert "equal to its power to" in en and "igual a su fuerza" in es
    back = [replace(s, text="") for s in plan_of(parse_effect(es, "es")).steps]  # the Spanish reading reads back
    assert back == [replace(s, text="") for s in plan_of(parse_effect(card["en"], "en")).steps]
