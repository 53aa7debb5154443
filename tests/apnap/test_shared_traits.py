"""A relation between two objects in an object filter: "each opponent sacrifices a permanent that shares a card type
with it" (205.2a: at least one card type in common), "the number of creatures you control that share a creature type
with it" (205.3m), "another permanent you control that shares a permanent type with it" (110.4). "It" is the one
object the ability names (608.2c): the trigger event's object (603.2), or after "… is put into a graveyard from the
battlefield" the card it became there (400.7e). Refused before (the words "shares a card type with it").

The standard board (realcards.py): Bob is active, Dave controls. Alice has Grizzly Bears, Serra Angel, Sol Ring (an
artifact), Oblivion Ring (an enchantment) and lands; Bob Hill Giant, Mind Stone (an artifact) and lands; Carol lands
only; Dave Llanowar Elves, Craw Wurm and a Swamp.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card
from tests.apnap.step_events import events_of

MARTYRS_BOND = ("Whenever Martyr's Bond or another nonland permanent you control is put into a graveyard from the "
                "battlefield, each opponent sacrifices a permanent that shares a card type with it.")
DAVE = {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]), "Swamp (basic land)",
                        {"name": "Martyr's Bond", "types": ["enchantment"]}],
        "graveyard": ["Elvish Mystic (creature)", "Ornithopter (artifact)", "Island (basic land)"]}


def _sacrificed(out: dict[str, Any]) -> dict[str, list[str]]:
    return {e["player"]: e["objects"] for e in events_of(out, "sacrifice")}


def test_each_opponent_sacrifices_a_permanent_of_a_card_type_the_dead_one_had() -> None:
    out = resolve_card(MARTYRS_BOND, card="Martyr's Bond", Dave=DAVE, event_object="Ornithopter")
    done = _sacrificed(out)
    assert done["Alice"] == ["Sol Ring"] and done["Bob"] == ["Mind Stone"]  # their only artifacts
    assert not done.get("Carol")  # lands only: none shares a card type with an artifact card
    assert "205.2a" in out["steps"][0]["citations"]
    assert out["reading"] == "Each opponent sacrifices a permanent that shares a card type with it."


def test_a_creature_card_lets_each_opponent_keep_their_artifacts() -> None:
    out = resolve_card(MARTYRS_BOND, card="Martyr's Bond", Dave=DAVE, event_object="Elvish Mystic")
    done = _sacrificed(out)
    assert done["Bob"] == ["Hill Giant"]
    assert done["Alice"][0] in ("Grizzly Bears", "Serra Angel")
    assert not done.get("Carol")


def test_the_source_itself_is_the_card_when_it_is_the_one_that_went() -> None:
    dave = {**DAVE, "battlefield": DAVE["battlefield"][:2],
            "graveyard": [*DAVE["graveyard"], "Martyr's Bond (enchantment)"]}
    out = resolve_card(MARTYRS_BOND, card="Martyr's Bond", Dave=dave, event_object="Martyr's Bond")
    done = _sacrificed(out)
    assert done["Alice"] == ["Oblivion Ring"]  # her one enchantment
    assert not done.get("Bob") and not done.get("Carol")


def test_the_card_is_asked_for_never_guessed() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(MARTYRS_BOND, card="Martyr's Bond", Dave=DAVE)
    assert err.value.field == "event_object"


MANA_ECHOES = ("Whenever a creature enters the battlefield, you may add an amount of {C} equal to the number of "
               "creatures you control that share a creature type with it.")


def _elves(*more: dict[str, Any]) -> dict[str, Any]:
    return {"battlefield": [creature("Llanowar Elves", 1, 1, subtypes=["Elf", "Druid"]),
                            creature("Elvish Mystic", 1, 1, subtypes=["Elf", "Druid"]),
                            creature("Craw Wurm", 6, 4, subtypes=["Wurm"]), *more]}


def test_a_count_of_the_creatures_that_share_a_creature_type_with_the_one_that_entered() -> None:
    dave = _elves(creature("Elvish Visionary", 1, 1, subtypes=["Elf", "Shaman"]))
    out = resolve_card(MANA_ECHOES, card="Mana Echoes", Dave=dave, event_object="Elvish Visionary")
    assert [e["amount"] for e in events_of(out, "add_mana")] == [3]  # the three Elves, itself among them
    assert "205.3m" in out["steps"][0]["citations"]


def test_creature_types_nobody_gave_are_asked() -> None:
    dave = {"battlefield": [creature("Llanowar Elves", 1, 1), creature("Craw Wurm", 6, 4, subtypes=["Wurm"])]}
    with pytest.raises(BotError) as err:
        resolve_card(MANA_ECHOES, card="Mana Echoes", Dave=dave, event_object="Craw Wurm")
    assert err.value.key == "apnap.error.subtypes_needed"


def test_a_changeling_has_every_creature_type() -> None:
    dave = _elves(creature("Chameleon Colossus", 4, 4, subtypes=["Shapeshifter"], keywords=["changeling"]))
    out = resolve_card(MANA_ECHOES, card="Mana Echoes", Dave=dave, event_object="Craw Wurm")
    assert [e["amount"] for e in events_of(out, "add_mana")] == [2]  # the Wurm itself and the changeling (702.73a)


def test_a_relation_with_nothing_it_could_name_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Each opponent sacrifices a permanent that shares a card type with it.")
    assert err.value.code == "unsupported_effect"


ECOS_DE_MANA = ("Siempre que una criatura entre al campo de batalla, puedes agregar una cantidad de {C} igual al "
                "número de criaturas que controlas que compartan un tipo de criatura con ella.")


@pytest.mark.parametrize("lang", [None, "es"])
def test_printed_spanish_reads_the_same_relation(lang: str | None) -> None:
    dave = _elves(creature("Elvish Visionary", 1, 1, subtypes=["Elf", "Shaman"]))
    out = resolve_card(ECOS_DE_MANA if lang else MANA_ECHOES, lang, card="Mana Echoes", Dave=dave,
                       event_object="Elvish Visionary")
    assert [e["amount"] for e in events_of(out, "add_mana")] == [3]
    assert out["reading"] == ("Puedes agregar {C} por cada criatura que controlas que comparta un tipo de criatura con "
                              "ella." if lang else "You may add {C} for each creature you control that shares a "
                              "creature type with it.")


CREEPING_DREAD = ("Each player discards a card. Each opponent who discarded a card that shares a card type with the "
                  "card you discarded loses 3 life.")


def _life_lost(out: dict[str, Any]) -> dict[str, int]:
    return {e["player"]: e["amount"] for e in events_of(out, "lose_life")}


def test_each_opponent_whose_discard_shares_a_card_type_with_yours_loses_life() -> None:
    out = resolve_card(CREEPING_DREAD, card="Creeping Dread", Dave={"hand": ["Duress (sorcery)"]},
                       Alice={"hand": ["Ponder (sorcery)"]}, Bob={"hand": ["Lightning Bolt (instant)"]})
    assert _life_lost(out) == {"Alice": 3}  # a sorcery like Dave's; Bob's instant shares none, Carol discarded none
    assert out["reading"] == CREEPING_DREAD


def test_no_card_of_yours_means_no_opponent_loses_life() -> None:
    out = resolve_card(CREEPING_DREAD, card="Creeping Dread", Dave={"hand": []},
                       Alice={"hand": ["Ponder (sorcery)"]})
    assert _life_lost(out) == {}


@pytest.mark.parametrize("text", [
    "Each player discards a card. Each opponent who discarded a creature card loses 3 life.",  # which discard?
    "Each opponent discards a card. Each opponent who discarded a card that shares a card type with the card you "
    "discarded loses 3 life.",  # you discarded nothing in this effect
])
def test_who_discarded_without_this_way_or_your_card_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve_card(text)
    assert err.value.code == "unsupported_effect"
