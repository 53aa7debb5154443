"""Printed Spanish read into the same plan as English (session 31, gD18): person agreement in "whose" tails, and
three constructions the Spanish grammar lacked.

- "que no controlas" (tú: the controller of the effect, "you don't control") is not "que no controla" (the third
  person: the player the sentence names as acting, "they don't control", 608.2c). Both were read as "you don't
  control", so "Cada oponente pierde 1 vida por cada criatura que no controla" counted the creatures the controller
  doesn't control for every opponent (a confident wrong answer). The third person is now its own reading
  (``not_own``), bound in a choice of another player's permanent (101.4) and refused anywhere else; English "they
  don't control" follows the same rule.
- Martyr's Bond's trigger, "Siempre que Martyr's Bond u otro permanente que no sea tierra que controlas vaya a un
  cementerio desde el campo de batalla": "él" is the card the event's permanent became (400.7e, 603.2, 205.2a).
- Creeping Dread's subject, "Cada oponente que descartó una carta que comparte un tipo de carta con la carta que
  descartaste" (608.2c, 205.2a).
- Echoing Decay, "La criatura objetivo y todas las demás criaturas con el mismo nombre que esa criatura obtienen
  -2/-2 hasta el final del turno." (201.2, 611.2c).

The standard board (realcards.py): Bob is active, Dave controls. Each of these was refused or answered wrongly before.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import creature, other_warnings, resolve_card
from tests.apnap.step_events import events_of


def _amounts(out: dict[str, Any], action: str) -> dict[str, int]:
    return {e["player"]: e["amount"] for e in events_of(out, action)}


# ------------------------------------------------------------------------------------------ person agreement
@pytest.mark.parametrize("text", [
    "Cada oponente pierde 1 vida por cada criatura que no controla.",
    "El jugador objetivo roba una carta por cada criatura que no controla.",
    "Cada jugador sacrifica una criatura que no controla.",
    "Each opponent loses 1 life for each creature they don't control.",
])
def test_the_third_person_is_never_read_as_you(text: str) -> None:
    """"que no controla" / "they don't control": the acting player's "not mine", which no reader of these binds;
    refused, naming the words (it counted the controller's "not mine")."""
    with pytest.raises(BotError) as err:
        resolve_card(text, "es" if "cada" in text.lower() or "jugador" in text else None, target="Alice")
    assert err.value.code == "unsupported_effect"


def test_the_second_person_is_the_controllers_you_dont_control() -> None:
    """"que no controlas" is "you don't control" (tú): each opponent loses 1 life for each creature Dave doesn't
    control (Alice 2, Bob 1: three in all on the standard board)."""
    out = resolve_card("Cada oponente pierde 1 vida por cada criatura que no controlas.", "es")
    english = resolve_card("Each opponent loses 1 life for each creature you don't control.")
    assert _amounts(out, "lose_life") == _amounts(english, "lose_life") == {"Alice": 3, "Bob": 3, "Carol": 3}
    assert out["reading"] == "Cada oponente pierde 1 vida por cada criatura que no controlas."


FORTUNATE_FEW = {
    "en": "Choose a nonland permanent you don't control, then each other player chooses a nonland permanent they "
          "don't control that hasn't been chosen this way. Destroy all other nonland permanents.",
    # the indicative as well as the subjunctive ("que no controle"): the third person either way
    "es": "Elige un permanente que no sea tierra que no controlas, luego cada otro jugador elige un permanente que no "
          "sea tierra que no controla y que no haya sido elegido de esta manera. Destruye todos los demás permanentes "
          "que no sean tierra."}


def _chosen(out: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["player"], e["objects"]) for e in events_of(out, "choose")]


def test_a_choice_of_a_permanent_they_dont_control_is_among_the_others() -> None:
    """"cada otro jugador elige … que no controla": each chooses another player's permanent (101.4), as English
    "they don't control" (it was refused in the indicative)."""
    es = resolve_card(FORTUNATE_FEW["es"], "es", card="Fortunate Few")
    en = resolve_card(FORTUNATE_FEW["en"], card="Fortunate Few")
    assert _chosen(es) == _chosen(en)
    assert all(not set(objs) & _OWN.get(p, set()) for p, objs in _chosen(en)[1:])  # never their own
    assert "que no controla " in es["reading"] and "que no controlas" in es["reading"]


# what each player controls on the standard board (realcards.py)
_OWN = {"Alice": {"Grizzly Bears", "Serra Angel", "Sol Ring", "Oblivion Ring"}, "Bob": {"Hill Giant", "Mind Stone"}}


# ------------------------------------------------------------------------------------------ Martyr's Bond
DAVE = {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]), "Swamp (basic land)",
                        {"name": "Martyr's Bond", "types": ["enchantment"]}],
        "graveyard": ["Elvish Mystic (creature)", "Ornithopter (artifact)", "Island (basic land)"]}
MARTYRS_BOND = {
    "en": "Whenever Martyr's Bond or another nonland permanent you control is put into a graveyard from the "
          "battlefield, each opponent sacrifices a permanent that shares a card type with it.",
    "es": "Siempre que Martyr's Bond u otro permanente que no sea tierra que controlas vaya a un cementerio desde el "
          "campo de batalla, cada oponente sacrifica un permanente que comparta un tipo de carta con él."}


def _sacrificed(out: dict[str, Any]) -> dict[str, list[str]]:
    return {e["player"]: e["objects"] for e in events_of(out, "sacrifice") if e["objects"]}


@pytest.mark.parametrize("trigger", [MARTYRS_BOND["es"],
                                     MARTYRS_BOND["es"].replace(" u otro ", " o otro "),
                                     MARTYRS_BOND["es"].replace(" u otro ", " o otra ")])
def test_martyrs_bond_in_printed_spanish_names_the_card_the_permanent_became(trigger: str) -> None:
    """"él" is the artifact card the event's permanent became (400.7e): each opponent sacrifices an artifact, as in
    English (it was refused: the Spanish trigger gave "él" no antecedent)."""
    es = resolve_card(trigger, "es", card="Martyr's Bond", Dave=DAVE, event_object="Ornithopter")
    en = resolve_card(MARTYRS_BOND["en"], card="Martyr's Bond", Dave=DAVE, event_object="Ornithopter")
    assert _sacrificed(es) == _sacrificed(en) == {"Alice": ["Sol Ring"], "Bob": ["Mind Stone"]}
    assert es["reading"] == "Cada oponente sacrifica un permanente que comparta un tipo de carta con él."
    assert not other_warnings(es)


def test_a_spanish_dies_trigger_of_one_creature_names_its_card() -> None:
    """"Siempre que una criatura que controlas muera, …": the card it became (400.7e), as English "Whenever a creature
    you control dies"; "muera" is a word of the trigger reader, never named as unread."""
    es = resolve_card("Siempre que una criatura que controlas muera, cada oponente sacrifica un permanente que "
                      "comparta un tipo de carta con ella.", "es", Dave=DAVE, event_object="Elvish Mystic")
    en = resolve_card("Whenever a creature you control dies, each opponent sacrifices a permanent that shares a card "
                      "type with it.", Dave=DAVE, event_object="Elvish Mystic")
    assert _sacrificed(es) == _sacrificed(en)
    assert set(_sacrificed(es)) == {"Alice", "Bob"}  # Carol has lands only
    assert not other_warnings(es)


# ------------------------------------------------------------------------------------------ Creeping Dread
CREEPING_DREAD = ("Cada jugador descarta una carta. Cada oponente que descartó una carta que comparte un tipo de carta "
                  "con la carta que descartaste pierde 3 vidas.")


def test_creeping_dread_in_printed_spanish() -> None:
    """Alice discarded a sorcery like Dave's: she loses 3; Bob's instant shares none (205.2a)."""
    out = resolve_card(CREEPING_DREAD, "es", card="Creeping Dread", Dave={"hand": ["Duress (sorcery)"]},
                       Alice={"hand": ["Ponder (sorcery)"]}, Bob={"hand": ["Lightning Bolt (instant)"]})
    assert _amounts(out, "lose_life") == {"Alice": 3}
    assert out["reading"] == ("Cada jugador descarta una carta. Cada oponente que descartó una carta que comparta un "
                              "tipo de carta con la carta que descartaste pierde 3 vidas.")


@pytest.mark.parametrize("text", [
    "Cada jugador descarta una carta. Cada oponente que descartó una carta de criatura pierde 3 vidas.",
    "Cada oponente descarta una carta. Cada oponente que descartó una carta que comparte un tipo de carta con la carta "
    "que descartaste pierde 3 vidas.",  # you discarded nothing in this effect
])
def test_who_discarded_without_this_way_or_your_card_is_refused_in_spanish(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve_card(text, "es")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------ Echoing Decay
ECHOING_DECAY = ("La criatura objetivo y todas las demás criaturas con el mismo nombre que esa criatura obtienen -2/-2 "
                 "hasta el final del turno.")
BEARS = {"name": "Grizzly Bears", "types": ["creature"], "power": 2, "toughness": 2}


def test_echoing_decay_in_printed_spanish() -> None:
    """The target and Bob's other Grizzly Bears get -2/-2 and die (704.5f); Hill Giant keeps its size."""
    out = resolve_card(ECHOING_DECAY, "es", Bob={"battlefield": [BEARS, {**BEARS, "name": "Hill Giant", "power": 3,
                                                                          "toughness": 3}]},
                       target="Grizzly Bears (Alice)")
    changed = [o for s in out["steps"] for e in s["events"] for o in e["objects"]]
    assert sorted(changed) == ["Grizzly Bears", "Grizzly Bears"]
    died = sorted((e["player"], e["object"]) for e in out["state_based_actions"] if e["event"] == "dies")
    assert died == [("Alice", "Grizzly Bears"), ("Bob", "Grizzly Bears")]
    assert out["reading"] == ("La criatura objetivo obtiene -2/-2 hasta el final del turno. Las otras criaturas con el "
                              "mismo nombre que esa criatura obtienen -2/-2 hasta el final del turno.")


def test_echoing_decay_with_another_noun_is_refused_in_spanish() -> None:
    with pytest.raises(BotError):
        resolve_card("La criatura objetivo y todos los demás artefactos con el mismo nombre que ese artefacto obtienen "
                     "-2/-2 hasta el final del turno.", "es", target="Grizzly Bears")
