""""Sacrifice Cyclone unless you pay {G} for each wind counter on it. If you pay, …" (118.12, 608.2h): a cost the
controller may pay once per object the board counts as the payment is decided (counters on the source, cards in their
hand), and "If you pay, …" reading that payment, not the sacrifice it avoided (608.2c). English and printed Spanish.
Before: refused ("on it", "your hand", "If you pay").

The standard board (realcards.py), Dave's turn: Dave controls the source; Dave has two cards in hand.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of as _events
from tests.apnap.test_spanish_no_english import leaks

CYCLONE = {"en": "At the beginning of your upkeep, put a wind counter on Cyclone, then sacrifice Cyclone unless you "
                 "pay {G} for each wind counter on it. If you pay, Cyclone deals damage equal to the number of wind "
                 "counters on it to each creature and each player.",
           "es": "Al comienzo de tu mantenimiento, pon un contador de viento sobre el Ciclón, luego sacrifica el "
                 "Ciclón a menos que pagues {G} por cada contador de viento sobre él. Si pagas, el Ciclón hace una "
                 "cantidad de daño igual al número de contadores de viento sobre él a cada criatura y a cada "
                 "jugador."}
NAMES = {"en": "Cyclone", "es": "Ciclón"}
SPIRIT = {"en": "At the beginning of your upkeep, sacrifice Extravagant Spirit unless you pay {1} for each card in "
                "your hand.",
          "es": "Al comienzo de tu mantenimiento, sacrifica el Espíritu extravagante a menos que pagues {1} por cada "
                "carta en tu mano."}
SPIRIT_NAMES = {"en": "Extravagant Spirit", "es": "Espíritu extravagante"}


def _dave(card: str, kind: str, counters: dict[str, int] | None = None) -> dict[str, Any]:
    source: dict[str, Any] = {"name": card, "types": [kind]}
    if counters is not None:
        source["counters"] = counters
    if kind == "creature":
        source.update(power=2, toughness=2)
    return {"battlefield": [source, {"name": "Llanowar Elves", "types": ["creature"], "power": 1, "toughness": 1},
                            "Swamp (basic land)", "Forest (basic land)", "Forest (basic land)"]}


def test_paying_keeps_the_source_a_fixed_unless_too() -> None:
    """The sacrifice is for those who did not pay (118.12): Dave pays {B} and keeps the source (it was sacrificed
    anyway before, when the source was on the board)."""
    out = resolve_card("At the beginning of your upkeep, sacrifice Cyclone unless you pay {B}.", card="Cyclone",
                       active="Dave", Dave=_dave("Cyclone", "enchantment"), choices={"Dave": ["yes"]})
    assert [(e["player"], e["amount"]) for e in _events(out, "pay")] == [("Dave", 1)]
    assert not _events(out, "sacrifice")


def _cyclone(lang: str, **more: Any) -> dict[str, Any]:
    return resolve_card(CYCLONE[lang], None if lang == "en" else lang, card=NAMES[lang], active="Dave",
                        Dave=_dave(NAMES[lang], "enchantment", {"wind": 1}), **more)



def _asked(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for s in out["steps"] if s["action"] == "pay" for c in s["choices"]]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_cyclone_paid_deals_damage_equal_to_its_counters(lang: str) -> None:
    """One wind counter, a second put now: Dave pays {G}{G}, keeps Cyclone, and it deals 2 to each creature and
    each player (the count read as the damage is dealt, 608.2h)."""
    out = _cyclone(lang, choices={"Dave": ["yes"]})
    (asked,) = _asked(out)
    assert (asked["player"], asked["answer"], asked["pay"]) == ("Dave", "yes", "{G}{G}")
    assert [(e["player"], e["amount"]) for e in _events(out, "pay")] == [("Dave", 2)]
    assert not _events(out, "sacrifice")
    assert out["life"] == {"Alice": 18, "Bob": 18, "Carol": 1, "Dave": 18}
    hit = {o for e in _events(out, "damage") for o in e["objects"]}
    assert {"Grizzly Bears", "Serra Angel", "Llanowar Elves"} <= hit
    said = {"en": "Dave pays {G}{G}", "es": "Dave paga {G}{G}"}
    assert said[lang] in out["narration"]
    if lang == "es":
        assert leaks(out["narration"], {"Ciclón", "Alice", "Bob", "Carol", "Dave", "Grizzly Bears", "Serra Angel",
                                        "Llanowar Elves", "Hill Giant"}) == []


@pytest.mark.parametrize("lang", ["en", "es"])
def test_cyclone_unpaid_is_sacrificed_and_deals_nothing(lang: str) -> None:
    """Nobody answers: the default is not to pay (118.12a), so Cyclone is sacrificed and "If you pay" is false."""
    out = _cyclone(lang)
    (asked,) = _asked(out)
    assert (asked["answer"], asked["auto"]) == ("no", True)
    assert [(e["player"], e["objects"]) for e in _events(out, "sacrifice")] == [("Dave", [NAMES[lang]])]
    assert not _events(out, "damage")
    assert out["life"] == {"Alice": 20, "Bob": 20, "Carol": 3, "Dave": 20}
    reading = {"en": "If you pay, Cyclone deals damage", "es": "Si pagas, Ciclón"}
    assert reading[lang] in out["reading"]


def test_the_cost_is_said_as_printed() -> None:
    out = _cyclone("en")
    assert out["reading"] == ("Put a wind counter on Cyclone. Sacrifice Cyclone unless you pay {G} for each wind "
                              "counter on it. If you pay, Cyclone deals damage to each creature and each player "
                              "equal to the number of wind counters on Cyclone.")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_cost_per_card_in_hand_is_counted_as_the_payment_is_decided(lang: str) -> None:
    """Dave holds two cards: {1} for each is {2}; paid, the spirit stays."""
    out = resolve_card(SPIRIT[lang], None if lang == "en" else lang, card=SPIRIT_NAMES[lang], active="Dave",
                       Dave=_dave(SPIRIT_NAMES[lang], "creature"), choices={"Dave": ["yes"]})
    (asked,) = _asked(out)
    assert asked["pay"] == "{2}"
    assert not _events(out, "sacrifice")
    said = {"en": "unless you pay {1} for each card in your hand",
            "es": "a menos que pagues {1} por cada carta en tu mano"}
    assert said[lang] in out["reading"]
    if lang == "es":
        assert leaks(out["narration"], {"Espíritu extravagante", "Alice", "Bob", "Carol", "Dave", "Llanowar Elves"}) \
            == []
