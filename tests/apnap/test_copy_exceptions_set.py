"""Copy exceptions that set characteristics, and several joined (issue #22, session 41; 707.9b): "…, except it's a 4/4
black Zombie" (The Scarab God, God-Pharaoh's Gift, Hour of Eternity) and "…, except it's 1/1 and has flying", in
English and printed Spanish ("excepto que es un Zombie negro 4/4", "excepto que es 1/1 y tiene la habilidad de
volar"). Before: refused at the exception.

707.9b: the modified values become the copy's copiable values. "A 4/4 black Zombie" sets its power and toughness, its
colour (black instead of its colours, 105.3) and its creature type: 205.1a, "when an effect sets one or more of an
object's subtypes, the new subtype(s) replaces any existing subtypes from the appropriate set" — so the token is a
Zombie instead of its other creature types, while its card types stay (only the subtype is said; compare "a Zombie in
addition to its other types", 205.1b, eternalize's 702.129a). A characteristic-defining ability for the set
characteristic is not copied (707.9d): changeling (702.73a) goes with the creature types."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

ELVES = {"name": "Llanowar Elves", "types": ["creature"], "subtypes": ["Elf", "Druid"], "colors": ["green"],
         "power": 1, "toughness": 1, "mana_value": 1}
SCARAB = ("Exile target creature card from a graveyard. Create a token that's a copy of it, except it's a 4/4 black "
          "Zombie.",
          "Exilia la carta de criatura objetivo de un cementerio. Crea una ficha que es una copia de ella, excepto que "
          "es un Zombie negro 4/4.")


def _plan(text: str, lang: str = "en") -> list[Any]:
    return [replace(s, text="") for s in plan_of(parse_effect(text, lang)).steps]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_4_4_black_zombie_copy_of_the_exiled_card(lang: str) -> None:
    """707.2, 707.9b, 205.1a: the token copies Llanowar Elves (its name and mana value) but is a 4/4 black Zombie:
    not green, not an Elf Druid, still a creature."""
    text = SCARAB[0] if lang == "en" else SCARAB[1]
    out = resolve_card(text, lang, target="Llanowar Elves", controller="Alice", Bob={"graveyard": [ELVES]})
    _exiled, made = (e for s in out["steps"] for e in s["events"])
    copiable = made["copiable"]
    assert (made["action"], made["player"], made["copy_of"]) == ("create", "Alice", "Llanowar Elves")
    assert (copiable["name"], copiable["types"], copiable["subtypes"], copiable["colors"], copiable["pt"]) == \
        ("Llanowar Elves", ["creature"], ["Zombie"], ["black"], "4/4")
    assert {"707.2", "707.9b"} <= set(out["steps"][1]["citations"])
    said = {"en": "except it's a 4/4 black Zombie.", "es": "excepto que es un Zombie negro 4/4."}[lang]
    assert out["reading"].endswith(said)


def test_printed_spanish_zombie_is_the_english_plan() -> None:
    assert _plan(SCARAB[1], "es") == _plan(SCARAB[0])
    step = _plan(SCARAB[0])[1]
    assert (step.exceptions.pt, step.exceptions.color, step.exceptions.creature_types) == ((4, 4), "black",
                                                                                          ("Zombie",))


def test_a_target_copy_set_to_a_zombie_loses_changeling() -> None:
    """707.9d: changeling defines creature types (702.73a); a copy whose creature types are set doesn't copy it."""
    shape = {"name": "Changeling Outcast", "types": ["creature"], "subtypes": ["Shapeshifter"],
             "colors": ["black"], "power": 1, "toughness": 1, "mana_value": 1, "keywords": ["changeling"]}
    out = resolve_card("Create a token that's a copy of target creature, except it's a 4/4 black Zombie.",
                       target="Changeling Outcast", controller="Alice", Bob={"battlefield": [shape]})
    (made,) = (e for s in out["steps"] for e in s["events"])
    assert made["copiable"]["subtypes"] == ["Zombie"] and "changeling" not in made["copiable"].get("keywords", [])


JOINED = [("Create a token that's a copy of target creature, except it's 1/1 and has flying.",
           "Crea una ficha que es una copia de la criatura objetivo, excepto que es 1/1 y tiene la habilidad de "
           "volar."),
          ("Create a token that's a copy of target creature, except it's a 1/1 and it has flying.",
           "Crea una ficha que es una copia de la criatura objetivo, excepto que es 1/1 y tiene la habilidad de "
           "volar.")]


@pytest.mark.parametrize(("english", "spanish"), JOINED)
def test_a_size_and_an_ability_joined(english: str, spanish: str) -> None:
    """707.9b (its size set) and 707.9a (an ability gained), one exception joined with "and" / "y"."""
    (step,) = _plan(english)
    assert step.exceptions.pt == (1, 1) and step.exceptions.keywords == frozenset({"flying"})
    assert _plan(spanish, "es") == _plan(english)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_joined_copy_resolves(lang: str) -> None:
    text = JOINED[0][0] if lang == "en" else JOINED[0][1]
    out = resolve_card(text, lang, target="Serra Angel", controller="Alice")
    (made,) = (e for s in out["steps"] for e in s["events"])
    assert (made["copy_of"], made["copiable"]["pt"], made["copiable"]["keywords"]) == \
        ("Serra Angel", "1/1", ["flying"])


@pytest.mark.parametrize("text", [
    "Create a token that's a copy of target creature, except it's a 4/4 black frobnicator.",  # no creature type
    "Create a token that's a copy of target creature, except it's a 4/4 black red Zombie.",  # two colours
    "Create a token that's a copy of target creature, except it's a 4/4 black Zombie with no mana cost.",
    "Crea una ficha que es una copia de la criatura objetivo, excepto que es un frobnicador negro 4/4.",
])
def test_a_word_the_exception_does_not_name_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text)
    assert err.value.code == "unsupported_effect"


SAHEELI = ("Target artifact you control becomes a copy of another target artifact or creature you control until end of "
           "turn, except it's an artifact in addition to its other types.",
           "El artefacto objetivo que controlas se convierte en una copia de otro artefacto o criatura objetivo que "
           "controlas hasta el final del turno, excepto que es un artefacto además de sus otros tipos.")


def test_printed_spanish_another_target_of_two_kinds() -> None:
    """Saheeli, Sublime Artificer's −2 as printed in Spanish: "otro artefacto o criatura objetivo" is the second target
    word (115.3), not the first one, of either kind (an "or" of card types). Before: refused at "otro artefacto o
    criatura objetivo"."""
    plan = _plan(SAHEELI[1], "es")
    assert plan == _plan(SAHEELI[0])
    (step,) = plan
    assert step.another and step.duration == "this_turn" and step.exceptions.types == frozenset({"artifact"})
    assert {kinds for kinds, *_ in step.objects.alternatives} == {frozenset({"artifact"}), frozenset({"creature"})}
    out = resolve_card(SAHEELI[1], "es", target=["Sol Ring", "Grizzly Bears"], controller="Alice")
    (event,) = out["steps"][0]["events"]
    assert event["objects"] == ["Sol Ring"] and event["copiable"]["types"] == ["artifact", "creature"]
    assert out["reading"] == SAHEELI[1]
