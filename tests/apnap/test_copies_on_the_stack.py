"""Copies on the stack and on the battlefield of real cards (issue #22, session 22; 707.10, 707.2, 707.4): "copy that
ability" of an activation trigger (Rings of Brighthearth, Kurkesh, Onakke Ancient, Illusionist's Bracers), in English
and printed Spanish. Before: refused ("copy that ability").

The standard board (realcards.py): Alice controls the source and is the active player; the activated ability on the
stack is an entry of ``spells`` with ``ability: activated``, named by its source.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

RINGS = {"en": "Whenever you activate an ability, if it isn't a mana ability, you may pay {2}. If you do, copy that "
               "ability. You may choose new targets for the copy.",
         "es": "Siempre que actives una habilidad, si no es una habilidad de maná, puedes pagar {2}. Si lo haces, "
               "copia esa habilidad. Puedes elegir nuevos objetivos para la copia."}
KURKESH = {"en": "Whenever you activate an ability of an artifact, if it isn't a mana ability, you may pay {R}. If you "
                 "do, copy that ability. You may choose new targets for the copy.",
           "es": "Siempre que actives una habilidad de un artefacto, si no es una habilidad de maná, puedes pagar {R}. "
                 "Si lo haces, copia esa habilidad. Puedes elegir nuevos objetivos para la copia."}
BRACERS = {"en": "Whenever an ability of equipped creature is activated, if it isn't a mana ability, copy that "
                 "ability. You may choose new targets for the copy.",
           "es": "Siempre que se active una habilidad de la criatura equipada, si no es una habilidad de maná, copia "
                 "esa habilidad. Puedes elegir nuevos objetivos para la copia."}
SORCERER = {"name": "Prodigal Sorcerer", "controller": "Alice", "ability": "activated", "types": ["creature"]}
ICY = {"name": "Icy Manipulator", "controller": "Alice", "ability": "activated", "types": ["artifact"]}
SHOCK = {"name": "Shock", "controller": "Alice", "types": ["instant"], "mana_value": 1}


def _copied(out: dict[str, Any]) -> dict[str, Any]:
    (event,) = [e for s in out["steps"] for e in s["events"] if e["action"] == "copy_spell"]
    return event


@pytest.mark.parametrize("lang", ["en", "es"])
def test_copy_that_ability_puts_a_copy_of_the_events_ability_on_the_stack(lang: str) -> None:
    """707.10: the copy of the activated ability goes on the stack above it, under the controller's control; it is
    an ability, not a spell, and it was not activated (no activation trigger for it)."""
    out = resolve_card(RINGS[lang], lang, card="Rings of Brighthearth", controller="Alice", active="Alice",
                       spells=[SORCERER], event_object="Prodigal Sorcerer", condition=True)
    event = _copied(out)
    assert (event["objects"], event["ability"], event["copy_controller"], event["new_targets"]) == \
        (["Prodigal Sorcerer"], "activated", "Alice", True)
    (entry,) = out["stack"]
    assert entry["ability"] is True and "spell" not in entry
    said = {"en": ("a copy of the ability of Prodigal Sorcerer (ability)", "not activated"),
            "es": ("una copia de la habilidad de Prodigal Sorcerer (habilidad)", "no se activa")}[lang]
    assert all(words in out["narration"] for words in said)
    assert {"603.2", "707.10", "405.2", "707.10c"} <= set(out["citations"])
    reading = {"en": "If you do, copy that ability. You may choose new targets for the copy.",
               "es": "Si lo haces, copia esa habilidad. Puedes elegir nuevos objetivos para la copia."}[lang]
    assert out["reading"].endswith(reading)


def test_printed_spanish_reads_into_the_english_plan() -> None:
    from dataclasses import replace

    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of

    def plan(text: str, lang: str) -> list[Any]:
        return [replace(s, text="") for s in plan_of(parse_effect(text.split(", ", 2)[-1], lang)).steps]

    assert plan(RINGS["es"], "es") == plan(RINGS["en"], "en")


def test_the_ability_is_asked_for_with_an_activated_ability_as_the_example() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(RINGS["en"], card="Rings of Brighthearth", controller="Alice", active="Alice", condition=True)
    assert (err.value.code, err.value.field, err.value.key) == ("choice_needed", "spells",
                                                                "apnap.error.spells_needed_ability")
    assert "ability: activated" in err.value.suggestions[0] and "Alice" in err.value.suggestions[0]
    with pytest.raises(BotError) as err:
        resolve_card(RINGS["en"], card="Rings of Brighthearth", controller="Alice", active="Alice", condition=True,
                     spells=[SHOCK, SORCERER])
    assert (err.value.field, err.value.suggestions) == ("event_object", ["Prodigal Sorcerer"])  # never the spell


@pytest.mark.parametrize(("spells", "why"), [
    ([SHOCK], "a spell is not an activated ability"),
    ([{**SORCERER, "controller": "Bob"}], "'Whenever you activate': Bob's activation did not trigger it"),
])
def test_an_entry_that_could_not_have_triggered_it_is_rejected(spells: list[dict[str, Any]], why: str) -> None:
    with pytest.raises(BotError) as err:
        resolve_card(RINGS["en"], card="Rings of Brighthearth", controller="Alice", active="Alice", condition=True,
                     spells=spells, event_object=spells[0]["name"])
    assert (err.value.code, err.value.field) == ("bad_scenario", "event_object"), why


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_ability_of_an_artifact_is_an_ability_whose_source_is_one(lang: str) -> None:
    """Kurkesh: "an ability of an artifact" (113.7): the entry's source types say it; a creature's is not one, and
    an entry that does not say its source's types is asked, never taken to be an artifact's."""
    out = resolve_card(KURKESH[lang], lang, card="Kurkesh, Onakke Ancient", controller="Alice", active="Alice",
                       spells=[ICY], event_object="Icy Manipulator", condition=True)
    assert _copied(out)["objects"] == ["Icy Manipulator"]
    with pytest.raises(BotError) as err:
        resolve_card(KURKESH[lang], lang, card="Kurkesh, Onakke Ancient", controller="Alice", active="Alice",
                     spells=[SORCERER], event_object="Prodigal Sorcerer", condition=True)
    assert err.value.code == "bad_scenario"
    with pytest.raises(BotError) as err:
        resolve_card(KURKESH[lang], lang, card="Kurkesh, Onakke Ancient", controller="Alice", active="Alice",
                     spells=[{k: v for k, v in ICY.items() if k != "types"}], condition=True)
    assert (err.value.code, err.value.key) == ("choice_needed", "apnap.error.event_ability_kind")


def test_you_may_pay_answered_no_copies_nothing() -> None:
    out = resolve_card(KURKESH["en"], card="Kurkesh, Onakke Ancient", controller="Alice", active="Alice",
                       spells=[ICY], event_object="Icy Manipulator", condition=True, choices={"Alice": "no"})
    assert not [e for s in out["steps"] for e in s["events"] if e["action"] == "copy_spell"]
    assert out["stack"] == []


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_ability_of_equipped_creature_is_that_creatures(lang: str) -> None:
    """Illusionist's Bracers: anyone's activation (no "you"); with ``attached_to`` given, another creature's
    ability could not have triggered it (301.5)."""
    bobs = {**SORCERER, "controller": "Bob"}
    out = resolve_card(BRACERS[lang], lang, card="Illusionist's Bracers", controller="Alice", active="Alice",
                       spells=[bobs], event_object="Prodigal Sorcerer", condition=True)
    assert (_copied(out)["copy_controller"], _copied(out)["spell_controller"]) == ("Alice", "Bob")
    with pytest.raises(BotError) as err:
        resolve_card(BRACERS[lang], lang, card="Illusionist's Bracers", controller="Alice", active="Alice",
                     spells=[bobs], event_object="Prodigal Sorcerer", condition=True, attached_to="Grizzly Bears")
    assert (err.value.code, err.value.key) == ("bad_scenario", "apnap.error.event_ability_not_attached")


def test_the_activation_words_are_read_so_no_unread_word_is_warned() -> None:
    out = resolve_card(RINGS["es"], "es", card="Rings of Brighthearth", controller="Alice", active="Alice",
                       spells=[SORCERER], event_object="Prodigal Sorcerer", condition=True)
    assert not [w for w in out["warnings"] if "no lee" in w]


# ------------------------------------------------------------------------------------ a spell that copies itself
ACID = {"en": "Destroy target noncreature permanent. Then that permanent's controller may copy this spell and may "
              "choose a new target for that copy.",
        "es": "Destruye el permanente objetivo que no sea criatura. Luego, el controlador de ese permanente puede "
              "copiar este hechizo y puede elegir un nuevo objetivo para la copia."}
VAPOR = ("Return target nonland permanent to its owner's hand. Then that permanent's controller may sacrifice a land. "
         "If the player does, they may copy this spell and may choose a new target for that copy.")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_that_permanents_controller_copies_the_resolving_spell(lang: str) -> None:
    """Chain of Acid (707.10): Bob, whose Mountain was destroyed (608.2h), may copy the spell; the copy is his, on
    the stack, not cast; its new target is his choice the scenario does not show (707.10c, warned)."""
    out = resolve_card(ACID[lang], lang, card="Chain of Acid", controller="Alice", active="Alice", target="Mountain")
    event = _copied(out)
    assert (event["player"], event["objects"], event["copy_controller"], event["spell_controller"]) == \
        ("Bob", ["Chain of Acid"], "Bob", "Alice")
    assert out["stack"] == [{"controller": "Bob", "source": {"en": "a copy of Chain of Acid",
                                                             "es": "una copia de Chain of Acid"}[lang],
                             "text": "", "when": "", "cause": None, "spell": True}]
    assert out["steps"][1]["order"] == ["Bob"]
    assert {"608.2h", "707.10", "707.10c"} <= set(out["steps"][1]["citations"])
    reading = {"en": "That permanent's controller may copy this spell and may choose new targets for that copy.",
               "es": "El controlador de ese permanente puede copiar este hechizo y puede elegir nuevos objetivos para "
                     "esa copia."}[lang]
    assert out["reading"].endswith(reading)


def test_the_copier_may_decline() -> None:
    out = resolve_card(ACID["en"], card="Chain of Acid", controller="Alice", active="Alice", target="Mountain",
                       choices={"Bob": "no"})
    assert out["stack"] == [] and not [e for s in out["steps"] for e in s["events"] if e["action"] == "copy_spell"]


def test_copy_this_spell_in_an_ability_that_is_no_spell_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("{T}: Copy this spell.", card="Foo Relic", controller="Alice", active="Alice")
    assert err.value.code == "unsupported_effect"


def test_if_the_player_does_after_that_permanents_controller_is_that_player() -> None:
    """Chain of Vapor (608.2c): "the player" / "they" is the controller of the returned permanent, Bob, who
    sacrificed the land. Before, "that player" was the active player (Alice), who sacrificed nothing, so the copy
    (and any instruction there, "they may draw a card") was skipped in silence."""
    out = resolve_card(VAPOR, card="Chain of Vapor", controller="Alice", active="Alice", target="Hill Giant")
    assert [(e["player"], e["action"]) for s in out["steps"] for e in s["events"]] == [
        ("Alice", "return"), ("Bob", "sacrifice"), ("Bob", "copy_spell")]
    drawn = resolve_card(VAPOR.replace("copy this spell and may choose a new target for that copy", "draw a card"),
                         card="Chain of Foo", controller="Alice", active="Alice", target="Hill Giant")
    assert [(e["player"], e["action"]) for e in drawn["steps"][-1]["events"]] == [("Bob", "draw")]
    declined = resolve_card(VAPOR, card="Chain of Vapor", controller="Alice", active="Alice", target="Hill Giant",
                            choices={"Bob": "no"})
    assert [e["action"] for s in declined["steps"] for e in s["events"] if e["objects"]] == ["return"]
    assert declined["stack"] == []


# ------------------------------------------------------------------------------------ another player's token copy
DUAL = ("Whenever a nontoken creature enters the battlefield, its controller creates a token that's a copy of that "
        "creature.")


@pytest.mark.parametrize(("entered", "creator"), [("Hill Giant", "Bob"), ("Grizzly Bears", "Alice")])
def test_its_controller_creates_the_copy_of_the_events_creature(entered: str, creator: str) -> None:
    """Dual Nature (707.2, 111.2): the entering creature's controller creates the token and controls it; before,
    refused ("Its controller creates a token that's a copy of that creature")."""
    out = resolve_card(DUAL, card="Dual Nature", controller="Alice", active="Alice", event_object=entered)
    (event,) = out["steps"][0]["events"]
    assert (event["player"], event["action"], event["copy_of"]) == (creator, "create", entered)
    assert event["copiable"]["name"] == entered and "token" not in event["copiable"]["types"]
    assert out["steps"][0]["order"] == [creator]
    assert out["reading"] == "That nontoken creature's controller creates a token that's a copy of that creature."


def test_another_player_than_the_controller_or_its_controller_is_still_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Whenever a nontoken creature enters the battlefield, each opponent creates a token that's a "
                     "copy of that creature.", card="Dual Foo", controller="Alice", active="Alice",
                     event_object="Hill Giant")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ each other player's copy
HIVE = {"en": "Whenever a player casts an instant or sorcery spell, each other player copies that spell. Each of those "
              "players may choose new targets for their copy.",
        "es": "Siempre que un jugador lance un hechizo de instantáneo o de conjuro, cada otro jugador copia ese "
              "hechizo. Cada uno de esos jugadores puede elegir nuevos objetivos para su copia."}
BOLT = {"name": "Lightning Bolt", "controller": "Bob", "types": ["instant"], "mana_value": 1, "colors": ["red"]}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_each_other_player_than_the_caster_copies_the_spell(lang: str) -> None:
    """Hive Mind (707.10): every player but the one who cast the spell (Bob) gets a copy they control, the source's
    controller (Alice) included, in APNAP order (101.4); before, refused ("copies that spell")."""
    out = resolve_card(HIVE[lang], lang, card="Hive Mind", controller="Alice", active="Bob", spells=[BOLT],
                       event_object="Lightning Bolt")
    assert [(e["player"], e["copy_controller"]) for e in out["steps"][0]["events"]] == [
        ("Carol", "Carol"), ("Dave", "Dave"), ("Alice", "Alice")]
    assert [(s["controller"], s.get("spell")) for s in out["stack"]] == [("Carol", True), ("Dave", True),
                                                                          ("Alice", True)]
    assert out["reading"] == HIVE[lang].split(", ", 1)[1][0].upper() + HIVE[lang].split(", ", 1)[1][1:]


def test_each_of_those_players_is_not_joined_to_the_controllers_own_copy() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Whenever you cast an instant or sorcery spell, copy that spell. Each of those players may choose "
                     "new targets for their copy.", card="Swarm Foo", controller="Alice", active="Alice",
                     spells=[{**BOLT, "controller": "Alice"}], event_object="Lightning Bolt")
    assert err.value.code == "unsupported_effect"
