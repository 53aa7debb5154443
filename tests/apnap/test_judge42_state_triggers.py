"""A source's state trigger (603.8) that the board the resolution leaves sets off (judge 41w case 22).

"When you control no Islands, sacrifice this creature" triggers as soon as its state is true, whatever made it so, and
goes on the stack the next time a player would receive priority (117.5). The answer called it "not read … if this
effect would trigger them", a wave-off, while its controller had no Island. Now the state (typed by the condition
grammar, both languages) is checked on the board after the resolution: true, the trigger is on the stack and a note
says why; not shown by the board, a note says exactly that; false, nothing is said of it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import run

_KNIGHT = {"en": "First strike\nWhen you control no Islands, sacrifice this creature.\n"
                 "{U}: This creature gains flying until end of turn.",
           "es": "Daña primero.\nCuando no controles Islas, sacrifica esta criatura.\n"
                 "{U}: Esta criatura gana la habilidad de volar hasta el final del turno."}
_ISLAND = {"name": "Island", "types": ["land"], "subtypes": ["Island"], "supertypes": ["basic"]}


def _knight(lang: str, effect: str | None = None, **more: Any) -> dict[str, Any]:
    return run({}, lang=lang, card="Vodalian Knights", effect=effect or _KNIGHT[lang], ability=2, controller="Dave",
               **more)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_state_the_board_makes_true_triggers_the_sources_state_trigger(lang: str) -> None:  # 603.8, 117.5
    out = _knight(lang)
    assert [(s["source"], s["when"]) for s in out["stack"]] == [
        ("Vodalian Knights", "When you control no Islands" if lang == "en" else "Cuando no controles Islas")]
    said = [w for w in out["warnings"] if "603.8" in w]
    assert len(said) == 1 and "117.5" in said[0] and "Dave" in said[0]
    assert not [w for w in out["warnings"] if "not read here" in w or "no se lee" in w]  # no wave-off


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_state_the_board_keeps_false_triggers_nothing(lang: str) -> None:  # 603.8
    out = _knight(lang, Dave={"battlefield": [_ISLAND]})
    assert not out.get("stack")
    assert not [w for w in out["warnings"] if "603.8" in w]


def test_a_cost_that_makes_the_state_true_sets_it_off() -> None:  # 603.8: whatever made it true; 602.2b, 701.21a
    text = ("Sacrifice an Island: This creature gains flying until end of turn.\n"
            "When you control no Islands, sacrifice this creature.")
    out = run({}, card="Vodalian Knights", effect=text, ability=1, controller="Dave", choices={"Dave": ["Island"]},
              Dave={"battlefield": [_ISLAND]})
    assert [s["when"] for s in out["stack"]] == ["When you control no Islands"]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "{1}: You gain 1 life.\nWhen Afiya Grove has no +1/+1 counters on it, sacrifice it."),
    ("es", "{1}: Ganas 1 vida.\nCuando este permanente no tenga contadores +1/+1 sobre él, sacrifícalo.")])
def test_a_state_the_board_does_not_show_is_said_unknown_not_decided(lang: str, text: str) -> None:  # 603.8, 122.1
    """The source is placed with no counters given: whether it has none is not known, and said so."""
    out = run({}, lang=lang, card="Afiya Grove", effect=text, ability=1, controller="Dave")
    assert not out.get("stack")
    said = [w for w in out["warnings"] if "603.8" in w]
    assert len(said) == 1 and ("not known" in said[0] or "no se sabe" in said[0])
    out = run({}, lang=lang, card="Afiya Grove", effect=text, ability=1, controller="Dave",
              Dave={"battlefield": [{"name": "Afiya Grove", "types": ["enchantment"], "counters": {"+1/+1": 0}}]})
    assert [s["source"] for s in out["stack"]] == ["Afiya Grove"]


def test_an_english_cards_state_trigger_is_not_quoted_in_a_spanish_answer() -> None:  # review, session 42
    """A Spanish answer on an English card quoted “When you control no Islands, sacrifice this creature.” inside its
    own sentence: the card's words are quoted only in the language they were printed in (render/card_words.py)."""
    import json

    from bot.apnap import CardText, resolve_text
    from tests.apnap.realcards import board

    data = board(controller="Dave", ability=2)
    data.pop("effect", None)
    data["card"] = "Vodalian Knights"

    def lookup(asked: str) -> CardText | None:
        return CardText("Vodalian Knights", _KNIGHT["en"], "en", "Creature — Merfolk Knight") \
            if asked.casefold() == "vodalian knights" else None

    out = resolve_text(json.dumps(data), "es", card_lookup=lookup)
    said = [w for w in out["warnings"] if "603.8" in w]
    assert len(said) == 1 and "habilidad disparada de estado" in said[0]
    assert "Islands" not in said[0] and "sacrifice" not in said[0]
