"""Casting a card while the ability resolves (issue #22, session 18; 608.2g, 118.9): the card a look or reveal of the
top of the library showed ("If it's an instant or sorcery card, you may cast it without paying its mana cost",
Galvanoth), a card chosen from a hand shown ("look at that player's hand. You may cast a nonland card in it without
paying that card's mana cost", Silent-Blade Oni; Mindclaw Shaman) and a card of the controller's own hand ("You may
cast a card with converted mana cost 5 or less from your hand without paying its mana cost", Rishkar's Expertise),
from real card text in English and printed Spanish. Before: every one of them was refused ("without paying its mana
cost").

The standard board (realcards.py): Bob active, Dave controls the ability.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import run
from tests.apnap.test_board_steps import events

GALVANOTH = {"en": "At the beginning of your upkeep, you may look at the top card of your library. If it's an instant "
                   "or sorcery card, you may cast it without paying its mana cost.",
             "es": "Al comienzo de tu mantenimiento, puedes mirar la primera carta de tu biblioteca. Si es una carta "
                   "de instantáneo o de conjuro, puedes lanzarla sin pagar su coste de maná."}
ONI = {"en": "Whenever Silent-Blade Oni deals combat damage to a player, look at that player's hand. You may cast a "
             "nonland card in it without paying that card's mana cost.",
       "es": "Mira la mano del jugador objetivo. Puedes lanzar una carta que no sea tierra de ella sin pagar su coste "
             "de maná."}
MINDCLAW = ("When Mindclaw Shaman enters the battlefield, target opponent reveals their hand. You may cast an instant "
            "or sorcery card from it without paying its mana cost.")
SHOCK_ON_TOP = {"library": ["Shock (instant)", "Forest (land)"]}
SHOCK_IN_HAND = {"hand": ["Forest (land)", "Shock (instant)"]}


def _cast(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == "cast_now"]


# ------------------------------------------------------------ the card shown on top of the library
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_card_looked_at_is_cast_for_no_mana(lang: str) -> None:
    """Shock on top of Dave's library: Dave casts it now, for no mana, onto the stack (608.2g, 118.9)."""
    out = run({}, lang=lang, card="Galvanoth", effect=GALVANOTH[lang], Dave=SHOCK_ON_TOP)
    (cast,) = _cast(out)
    assert (cast["player"], cast["objects"], cast["from"], cast["to"], cast["without_paying"]) == \
        ("Dave", ["Shock"], "library", "stack", True)
    assert {"608.2g", "118.9"} <= set(out["steps"][-1]["citations"])
    said = {"en": "Dave casts Shock without paying its mana cost", "es": "Dave lanza Shock sin pagar su coste de maná"}
    assert said[lang] in out["narration"]


@pytest.mark.parametrize(("lang", "reading"), [
    ("en", "If it's an instant or sorcery card, you may cast that card without paying its mana cost."),
    ("es", "Si es una carta de instantáneo o conjuro, puedes lanzar esa carta sin pagar su coste de maná."),
])
def test_the_cast_is_said_back_as_printed(lang: str, reading: str) -> None:
    out = run({}, lang=lang, card="Galvanoth", effect=GALVANOTH[lang], Dave=SHOCK_ON_TOP)
    assert out["reading"].endswith(reading)


def test_a_card_of_another_kind_is_not_cast() -> None:
    """A Forest on top: "If it's an instant or sorcery card" is false, nothing is cast (608.2c)."""
    out = run({}, card="Galvanoth", effect=GALVANOTH["en"], Dave={"library": ["Forest (land)", "Shock (instant)"]})
    assert _cast(out) == []


def test_a_library_nobody_described_names_no_card() -> None:
    """Five unknown cards: the card shown is not named, so whether it is an instant is not claimed either."""
    out = run({}, card="Galvanoth", effect=GALVANOTH["en"], Dave={"library": 5})
    (cast,) = _cast(out)
    assert cast["objects"] == [] and cast["unknown"] is True and cast.get("if_kind") is True
    assert "if it is of the kind the text names" in out["narration"]


# ------------------------------------------------------------ a card chosen from a hand shown
@pytest.mark.parametrize(("card", "text", "lang"), [
    ("Silent-Blade Oni", ONI["en"], "en"), ("Silent-Blade Oni", ONI["es"], "es"), ("Mindclaw Shaman", MINDCLAW, "en"),
])
def test_a_card_of_the_hand_shown_is_cast_by_the_controller(card: str, text: str, lang: str) -> None:
    """Bob's Shock: Dave chooses it and casts it (Bob still owns it); the Forest is never a choice."""
    out = run({}, lang=lang, card=card, effect=text, target="Bob", Bob=SHOCK_IN_HAND)
    (cast,) = _cast(out)
    assert (cast["player"], cast["objects"], cast["from"], cast["owner"], cast["to"]) == \
        ("Dave", ["Shock"], "hand", "Bob", "stack")
    assert "608.2g" in out["steps"][-1]["citations"]


def test_a_hand_of_lands_gives_nothing_to_cast() -> None:
    out = run({}, card="Silent-Blade Oni", effect=ONI["en"], target="Bob", Bob={"hand": ["Forest (land)"]})
    assert _cast(out) == []


def test_a_hand_nobody_described_casts_the_card_chosen_unnamed() -> None:
    out = run({}, card="Silent-Blade Oni", effect=ONI["en"], target="Bob", Bob={"hand": 3})
    (cast,) = _cast(out)
    assert cast["objects"] == [] and cast["unknown"] is True
    assert "Dave casts the card Dave chose" in out["narration"]


def test_the_steps_are_the_pick_then_the_cast() -> None:
    out = run({}, card="Mindclaw Shaman", effect=MINDCLAW, target="Bob", Bob=SHOCK_IN_HAND)
    assert [s["action"] for s in out["steps"]] == ["reveal", "choose", "cast_now"]
    assert events(out["steps"][1]) == [("Dave", "choose", ["Shock"], None)]


# ------------------------------------------------------------ what is not read
@pytest.mark.parametrize("text", [
    "You may cast it without paying its mana cost.",  # nothing shown before "it"
    "Look at the top card of your library. You may cast them without paying their mana costs.",  # several
    "Draw a card. Cast that card without paying its mana cost.",  # no card chosen from a hand before
    "Look at the top card of your library. Target opponent may cast it without paying its mana cost.",
    "You may cast two cards from your hand without paying their mana costs.",  # one card only
    "Mira la primera carta de tu biblioteca. Puedes jugarla sin pagar su coste de maná.",  # play, not cast
])
def test_a_cast_without_its_card_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Foo Bar", effect=text, Dave=SHOCK_ON_TOP)
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------ a card of the controller's own hand
EXPERTISE = {"en": "You may cast a card with converted mana cost 5 or less from your hand without paying its mana "
                   "cost.",
             "es": "Puedes lanzar una carta con valor de maná de 5 o menos de tu mano sin pagar su coste de maná."}
SHOCK = {"name": "Shock", "types": ["instant"], "mana_value": 1}
WURM = {"name": "Craw Wurm", "types": ["creature"], "mana_value": 6}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_card_of_your_own_hand_is_cast_if_its_mana_value_fits(lang: str) -> None:
    """Rishkar's Expertise: Shock (1) may be cast, Craw Wurm (6) may not; Shock leaves Dave's hand for the stack."""
    out = run({}, lang=lang, card="Rishkar's Expertise", effect=EXPERTISE[lang], Dave={"hand": [SHOCK, WURM]})
    (cast,) = _cast(out)
    assert (cast["player"], cast["objects"], cast["from"], cast["to"]) == ("Dave", ["Shock"], "hand", "stack")
    reading = {"en": "You may cast a card with mana value 5 or less from your hand without paying its mana cost.",
               "es": "Puedes lanzar una carta con valor de maná de 5 o menos de tu mano sin pagar su coste de maná."}
    assert out["reading"] == reading[lang]


def test_no_card_of_that_mana_value_casts_nothing() -> None:
    out = run({}, card="Rishkar's Expertise", effect=EXPERTISE["en"], Dave={"hand": [WURM]})
    assert _cast(out) == []


@pytest.mark.parametrize("text", [
    "Add {C}. Spend this mana only to cast a creature spell.",  # "cast a …" elsewhere still read (lexer contexts)
    "Add {C}. Spend this mana only to cast an instant or sorcery spell.",
])
def test_other_sentences_that_cast_a_spell_still_read(text: str) -> None:
    out = run({}, card="Foo Bar", effect=text)
    assert [s["action"] for s in out["steps"]] == ["add_mana", "rule_change"]


# ------------------------------------------------------------ a land is played, never cast (305.1)
REVEAL_CAST = "Reveal the top card of your library. You may cast it without paying its mana cost."


def test_a_land_shown_is_not_cast() -> None:
    out = run({}, card="Foo Bar", effect=REVEAL_CAST, Dave={"library": ["Forest (land)"]})
    assert _cast(out) == []


def test_a_land_of_mana_value_0_in_your_hand_is_not_cast() -> None:
    """Mana value 0 is "5 or less", but a land is never cast: no card to cast."""
    out = run({}, card="Rishkar's Expertise", effect=EXPERTISE["en"],
              Dave={"hand": [{"name": "Forest", "types": ["land"], "mana_value": 0}]})
    assert _cast(out) == []


def test_any_card_of_a_hand_shown_is_refused() -> None:
    """"You may cast a card in it": the choice would offer lands, so the words are not read."""
    with pytest.raises(BotError) as err:
        run({}, card="Foo Bar", effect="Look at target player's hand. You may cast a card in it without paying its "
                                       "mana cost.", target="Bob")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------ the spell cast is on the stack afterwards
@pytest.mark.parametrize(("lang", "line"), [
    ("en", "Stack, bottom to top: Dave: Shock (spell) → resolves first: Shock (Dave)"),
    ("es", "Pila, de abajo arriba: Dave: Shock (hechizo) → se resuelve primero: Shock (Dave)")])
def test_the_spell_cast_is_on_the_stack_when_the_ability_has_resolved(lang: str, line: str) -> None:
    """608.2g: the spell cast while the ability resolves is on the stack when it has finished (it was missing from
    the result's ``stack``, session 18); triggers of the effect would go above it (603.3b)."""
    out = run({}, lang=lang, card="Galvanoth", effect=GALVANOTH[lang], Dave=SHOCK_ON_TOP)
    assert out["stack"] == [{"controller": "Dave", "source": "Shock", "text": "", "when": "", "cause": None,
                             "spell": True}]
    assert out["resolves_first"]["source"] == "Shock" and line in out["narration"]


def test_a_cast_declined_leaves_nothing_on_the_stack() -> None:
    out = run({}, card="Galvanoth", effect=GALVANOTH["en"], Dave=SHOCK_ON_TOP, choices={"Dave": ["yes", "no"]})
    assert not _cast(out) and out["stack"] == [] and out["resolves_first"] is None
