"""Review findings of issue #22 (helper fix22a): confident wrong answers the review found, each reproduced first.

1. A reflexive trigger "When you do, …" covers every sentence to the end of the ability (603.12, 603.7), not only its
   first: "Its controller draws a card." / "Then discard a card." happen only when the controller did it.
2. An activation trigger's event matches its whole condition (603.2): who activated it, its source's kind.
3. "Only any opponent may activate this ability.": an opponent by teams (102.3), any holder of the source.
4. A copy made as a spell resolves goes on the stack, not "on top of" the spell leaving it (608.2n).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import STANDARD, resolve_card
from tests.apnap.test_copies_on_the_stack import ACID
from tests.apnap.test_opponent_activates import KNIGHT, NAME

REFLEXIVE_DESTROY = "You may pay {2}. When you do, destroy target creature. Its controller draws a card."
REFLEXIVE_LOOT = {
    "en": "You may pay {2}. When you do, draw a card. Then discard a card.",
    "es": "Puedes pagar {2}. Cuando lo hagas, roba una carta. Luego descarta una carta.",
}


def _events(out: dict[str, Any]) -> list[tuple[str, str]]:
    return [(e.get("player", ""), e["action"]) for s in out["steps"] for e in s["events"]]


def test_reflexive_second_sentence_waits_for_the_payment() -> None:
    """Declined: nothing is destroyed and nobody draws (before: "Bob draws 1 card")."""
    out = resolve_card(REFLEXIVE_DESTROY, target="Hill Giant", choices={"Dave": ["no"]})
    assert _events(out) == []
    assert "Bob draws" not in out["narration"]


def test_reflexive_second_sentence_happens_when_paid() -> None:
    out = resolve_card(REFLEXIVE_DESTROY, target="Hill Giant", choices={"Dave": ["yes"]})
    assert ("Bob", "draw") in _events(out) and ("Dave", "destroy") in _events(out)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_reflexive_then_sentence_is_the_triggers(lang: str) -> None:
    """Declined: Dave neither draws nor discards (before: he discarded), and the reading keeps "then" / "luego"."""
    out = resolve_card(REFLEXIVE_LOOT[lang], lang, choices={"Dave": ["no"]})
    assert _events(out) == []
    assert {"en": "then discard", "es": "luego descarta"}[lang] in out["reading"].lower()
    paid = resolve_card(REFLEXIVE_LOOT[lang], lang, choices={"Dave": ["yes"]})
    assert [a for _, a in _events(paid)][-2:] == ["draw", "discard"]


def test_a_decision_inside_the_reflexive_trigger_is_refused() -> None:
    """"If you do" after "When you do" is a decision of its own the one condition cannot say: refused by its words."""
    with pytest.raises(BotError) as err:
        resolve_card("You may pay {2}. When you do, you may discard a card. If you do, draw a card.",
                     choices={"Dave": ["yes", "yes"]})
    assert err.value.key == "apnap.error.unsupported_effect"


# 2. An activation trigger's event must match its whole condition (603.2): who activated it, its source's kind.
OPPONENT_COPIES = {"en": "Whenever an opponent activates an ability, copy that ability.",
                   "es": "Siempre que un oponente active una habilidad, copia esa habilidad."}
NONARTIFACT = "Whenever you activate an ability of a nonartifact creature, copy that ability."
CHANDRA = "Whenever you activate a loyalty ability of a Chandra planeswalker, copy that ability."


def _ability(name: str, controller: str, *types: str) -> dict[str, Any]:
    return {"name": name, "controller": controller, "ability": "activated", **({"types": list(types)} if types else {})}


def _copy(text: str, lang: str = "en", **more: Any) -> dict[str, Any]:
    return resolve_card(text, lang, card="Test Copier", controller="Alice", active="Alice", **more)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_opponents_activation_is_not_the_controllers_own(lang: str) -> None:
    """Before: Alice's own ability was copied by "Whenever an opponent activates an ability"."""
    with pytest.raises(BotError) as err:
        _copy(OPPONENT_COPIES[lang], lang, spells=[_ability("Prodigal Sorcerer", "Alice", "creature")],
              event_object="Prodigal Sorcerer")
    assert (err.value.code, err.value.field) == ("bad_scenario", "event_object")
    out = _copy(OPPONENT_COPIES[lang], lang, spells=[_ability("Prodigal Sorcerer", "Bob", "creature")],
                event_object="Prodigal Sorcerer")
    assert any(e["action"] == "copy_spell" for s in out["steps"] for e in s["events"])


def test_a_nonartifact_creatures_ability_is_not_an_artifact_creatures() -> None:
    """Before: "nonartifact" was dropped and an artifact creature's ability copied."""
    with pytest.raises(BotError) as err:
        _copy(NONARTIFACT, spells=[_ability("Su-Chi", "Alice", "artifact", "creature")], event_object="Su-Chi")
    assert (err.value.code, err.value.field) == ("bad_scenario", "event_object")
    out = _copy(NONARTIFACT, spells=[_ability("Prodigal Sorcerer", "Alice", "creature")],
                event_object="Prodigal Sorcerer")
    assert any(e["action"] == "copy_spell" for s in out["steps"] for e in s["events"])


def test_a_given_ability_without_its_types_is_asked_for_them() -> None:
    """Before: rejected as "could not have triggered" though nothing said it could not."""
    with pytest.raises(BotError) as err:
        _copy(NONARTIFACT, spells=[_ability("Prodigal Sorcerer", "Alice")], event_object="Prodigal Sorcerer")
    assert (err.value.code, err.value.key) == ("choice_needed", "apnap.error.event_ability_types_needed")


def test_a_word_of_the_event_nothing_reads_refuses_the_ability() -> None:
    """"a loyalty ability of a Chandra planeswalker": no entry says its ability is a loyalty ability, so the ability
    is refused with "loyalty" named (before: any ability was copied, "Chandra planeswalker" dropped silently)."""
    with pytest.raises(BotError) as err:
        _copy(CHANDRA, spells=[_ability("Prodigal Sorcerer", "Alice", "creature")], event_object="Prodigal Sorcerer")
    assert err.value.key == "apnap.error.unsupported_effect" and "loyalty" in err.value.text("en")


# 3. "Only any opponent may activate this ability." (602.2, 602.5): an opponent by teams (102.3).


def _knight_on(lang: str, *holders: str, **more: Any) -> dict[str, Any]:
    boards: dict[str, Any] = {}
    for holder in holders:
        player = next(p for p in STANDARD["players"] if p["name"] == holder)
        boards[holder] = {"battlefield": [*player["battlefield"], {"name": NAME[lang], "types": ["creature"],
                                                                   "power": 2, "toughness": 2}]}
    return resolve_card(KNIGHT[lang], lang, card=NAME[lang], ability=1, **boards, **more)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_teammates_knight_is_no_opponents(lang: str) -> None:
    """Alice on Dave's team: Dave activating Alice's Knight breaks the restriction (before: allowed, "not Dave")."""
    out = _knight_on(lang, "Alice", teams=[["Alice", "Dave"], ["Bob", "Carol"]])
    assert out.get("forbidden")


def test_a_knight_on_an_opponents_battlefield_too_may_be_activated() -> None:
    """Knights on Carol's and Dave's battlefields: Dave may activate Carol's (before: forbidden, Dave holds one)."""
    out = _knight_on("en", "Carol", "Dave")
    assert "forbidden" not in out and out["steps"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_pasted_text_names_the_source_generically(lang: str) -> None:
    """No card name: the question never says "this ability of  (…)" with an empty name."""
    text = {"en": "{2}: This creature can't be regenerated this turn. Only any opponent may activate this ability.",
            "es": "{2}: Esta criatura no puede regenerarse este turno. Sólo un oponente puede activar esta "
                  "habilidad."}[lang]
    with pytest.raises(BotError) as err:
        resolve_card(text, lang, ability=1)
    assert err.value.key == "apnap.error.opponent_source_needed_unnamed"
    assert "  " not in err.value.text(lang)


# 4. Chain of Acid copies itself as it resolves: the copy goes on the stack, the spell leaves it (608.2n).


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_resolving_spells_copy_is_not_on_top_of_it(lang: str) -> None:
    out = resolve_card(ACID[lang], lang, card="Chain of Acid", controller="Alice", active="Alice", target="Mountain")
    assert {"en": "on top of it", "es": "encima de él"}[lang] not in out["narration"]
    assert {"en": "leaves the stack as it finishes resolving (608.2n)",
            "es": "deja la pila al terminar de resolverse (608.2n)"}[lang] in out["narration"]
