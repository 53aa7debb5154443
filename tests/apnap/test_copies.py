"""Copies of permanents (707.2): token copies of a target or of the source, read from real card text in English and
printed Spanish, made from the original's copiable values (engine/copiable.py) and never from its counters,
status or designations."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.engine.copiable import CopiableValues
from bot.apnap.grammar import parse_effect
from bot.apnap.model import GameObject
from bot.apnap.plan import plan_of
from bot.apnap.plan.copies import CopyExceptions, TokenCopyOfSource, TokenCopyOfTarget
from bot.apnap.render import reading
from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

HYDRA = creature("Protean Hydra", 0, 0, colors=["green"], subtypes=["Hydra"], counters={"+1/+1": 3})


def created(out: dict[str, Any], step: int = 0) -> list[dict[str, Any]]:
    return [e for e in out["steps"][step]["events"] if e["action"] == "create"]


# ------------------------------------------------------------------------------------ the copiable values
def test_copiable_values_leave_out_counters_status_and_designations() -> None:
    """707.2: the printed values only; a token made from them is untapped, has no counters, is not monstrous."""
    original = GameObject(7, "Hill Giant", "Bob", frozenset({"creature", "token"}), mana_value=4, power=3, toughness=3,
                          colors=frozenset({"red"}), tapped=True, counters=(("+1/+1", 2),), monstrous=True)
    values = CopiableValues.of(original)
    assert "token" not in values.types  # a token's status as a token is no copiable value (111.1)
    token = values.token(99, "Dave")
    assert (token.owner, token.tapped, token.counters, token.monstrous) == ("Dave", False, (), False)
    assert (token.name, token.power, token.toughness, token.colors) == ("Hill Giant", 3, 3, frozenset({"red"}))
    assert "token" in token.types
    assert values.report() == {"name": "Hill Giant", "types": ["creature"], "subtypes": [], "colors": ["red"],
                               "mana_value": 4, "pt": "3/3"}


def test_values_the_board_does_not_give_are_reported_as_not_given() -> None:
    values = CopiableValues.of(GameObject(1, "Mystery", "Bob", frozenset({"creature"}), colors_known=False))
    assert values.report()["not_given"] == ["power", "toughness", "colors", "mana_value"]


def test_an_enters_with_replacement_in_the_copied_text_leaves_the_counters_unknown() -> None:
    """707.5: the copy enters as a copy, so "enters with" applies; the engine does not count those, so not zero."""
    text = "Protean Hydra enters the battlefield with X +1/+1 counters on it."
    values = CopiableValues.of(GameObject(1, "Protean Hydra", "Bob", frozenset({"creature"}), text=text))
    assert values.token(2, "Dave").counters is None


# ------------------------------------------------------------------------------------ a target copied
@pytest.mark.parametrize(("text", "target", "types"), [
    # Cackling Counterpart, Echo Storm, Spitting Image
    ("Create a token that's a copy of target creature you control.", "Grizzly Bears", ["creature"]),
    ("Create a token that's a copy of target artifact.", "Sol Ring", ["artifact"]),
    ("Create a token that's a copy of target creature.", "Serra Angel", ["creature"]),
])
def test_a_token_copy_of_the_target_is_the_controllers(text: str, target: str, types: list[str]) -> None:
    out = resolve_card(text, target=target, controller="Alice")
    (event,) = created(out)
    assert (event["player"], event["objects"], event["copy_of"]) == ("Alice", [target], target)
    assert event["copiable"]["types"] == types
    assert {"115.1", "111.2", "707.2"} <= set(out["steps"][0]["citations"])
    assert out["reading"] == text
    assert f"a copy of {target}" in out["narration"]


def test_a_target_of_another_kind_is_no_legal_target() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Create a token that's a copy of target creature you control.", target="Hill Giant",
                     controller="Alice")
    assert err.value.code == "bad_scenario" and err.value.field == "target"


def test_two_tokens_that_are_copies_are_two_tokens_each_a_copy() -> None:
    out = resolve_card("Create two tokens that are copies of target artifact.", target="Mind Stone")
    (event,) = created(out)
    assert event["amount"] == 2 and event["objects"] == ["Mind Stone", "Mind Stone"]
    assert "each a copy of Mind Stone" in out["narration"]


def test_the_copy_of_a_creature_with_counters_has_none_and_dies_as_a_0_0() -> None:
    """707.2 / 122: counters are not copied, so the copy of a 0/0 Hydra with three +1/+1 counters is a 0/0 and is
    put into its owner's graveyard (704.5f); the Hydra stays."""
    out = resolve_card("Create a token that's a copy of target creature.", target="Protean Hydra",
                       controller="Alice", Bob={"battlefield": [HYDRA]})
    assert [(s["player"], s["event"]) for s in out["state_based_actions"]] == [("Alice", "dies")]
    assert "704.5f" in out["state_based_actions"][0]["rules"]


def test_that_creature_after_choose_target_no_longer_copies_counters() -> None:
    """The same values for "Choose target creature you control. Create a token that's a copy of that creature."
    (it copied the counters before, so the 0/0 copy survived)."""
    out = resolve_card("Choose target creature you control. Create a token that's a copy of that creature.",
                       target="Protean Hydra", controller="Bob", Bob={"battlefield": [HYDRA]})
    assert [s["event"] for s in out["state_based_actions"]] == ["dies"]
    assert created(out, 1)[0]["copiable"]["pt"] == "0/0"


def test_it_after_a_copy_is_not_read_as_the_target() -> None:
    """"Exile it" after a copy names the token (Cogwork Assembler), never the target: refused, not misread."""
    with pytest.raises(BotError) as err:
        parse_effect("Create a token that's a copy of target artifact. Exile it.")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ the source copied
def test_a_copy_of_this_creature_copies_the_source_on_the_battlefield() -> None:
    """Myr Propagator, Pack Rat, Spawnwrithe: the source (its card named), as it is on the battlefield."""
    text = "Create a token that's a copy of this creature."
    (step,) = plan_of(parse_effect(text)).steps
    assert isinstance(step, TokenCopyOfSource)
    out = resolve_card(text, card="Grizzly Bears", controller="Alice")
    (event,) = created(out)
    assert (event["player"], event["copy_of"], event["copiable"]["pt"]) == ("Alice", "Grizzly Bears", "2/2")


def test_a_copy_of_a_source_the_board_does_not_show_is_asked_for() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Create a token that's a copy of this creature.", card="Myr Propagator", controller="Alice")
    assert err.value.code == "choice_needed" and err.value.key == "apnap.error.copy_source_needed"


# ------------------------------------------------------------------------------------ printed Spanish
@pytest.mark.parametrize(("spanish", "english"), [
    ("Crea una ficha que es una copia de la criatura objetivo que controlas.",
     "Create a token that's a copy of target creature you control."),
    ("Crea una ficha que es una copia del artefacto objetivo.", "Create a token that's a copy of target artifact."),
    ("Crea dos fichas que son copias de la criatura objetivo.",
     "Create two tokens that are copies of target creature."),
    ("Crea una ficha que es una copia de esta criatura.", "Create a token that's a copy of this creature."),
])
def test_printed_spanish_reads_into_the_same_plan(spanish: str, english: str) -> None:
    es, en = plan_of(parse_effect(spanish, "es")), plan_of(parse_effect(english))
    assert [replace(s, text="", said="") if isinstance(s, TokenCopyOfSource) else replace(s, text="")
            for s in es.steps] == [replace(s, text="", said="") if isinstance(s, TokenCopyOfSource)
                                   else replace(s, text="") for s in en.steps]
    assert isinstance(es.steps[0], TokenCopyOfTarget | TokenCopyOfSource)
    assert reading(es, "es") == spanish
    assert reading(en, "en") == english


def test_a_spanish_answer_says_the_copy_in_spanish() -> None:
    out = resolve_card("Crea una ficha que es una copia del artefacto objetivo.", "es", target="Sol Ring")
    assert "una copia de Sol Ring (sus valores copiables: 707.2)" in out["narration"]


# ------------------------------------------------------------------------------------ "that creature"
MIRRORWORKS = ("Whenever another nontoken artifact enters the battlefield under your control, create a token that's "
               "a copy of that artifact.")


def test_a_copy_of_that_artifact_with_no_target_before_is_the_trigger_events_object() -> None:
    """Mirrorworks, Dual Nature (603.2): the object the scenario's ``event_object`` names."""
    out = resolve_card(MIRRORWORKS, card="Mirror Thing", controller="Alice", event_object="Sol Ring")
    (event,) = created(out)
    assert (event["player"], event["copy_of"]) == ("Alice", "Sol Ring")
    assert "603.2" in out["steps"][0]["citations"]


def test_printed_spanish_that_artifact_is_the_same_event_object() -> None:
    text = ("Siempre que un artefacto entre al campo de batalla bajo tu control, crea una ficha que es una copia de "
            "ese artefacto.")
    out = resolve_card(text, "es", card="Mirror Thing", controller="Alice", event_object="Sol Ring")
    assert created(out)[0]["copy_of"] == "Sol Ring"
    assert "una copia de Sol Ring" in out["narration"]


@pytest.mark.parametrize("text", [
    "Exile target attacking creature. Create a token that's a copy of that creature.",  # Nemesis Trap
    "Return target creature to its owner's hand. You create a token that's a copy of that creature.",  # Supplant Form
])
def test_a_copy_of_that_creature_after_it_moved_uses_its_last_known_values(text: str) -> None:
    """608.2h: the target as it last existed (it was exiled or returned first); before, the engine found no chosen
    target and answered that the target was missing."""
    out = resolve_card(text, target="Hill Giant", combat={"attacking": {"Hill Giant": "Dave"}})
    (event,) = created(out, 1)
    assert (event["player"], event["copy_of"], event["copiable"]["pt"]) == ("Dave", "Hill Giant", "3/3")


def test_that_creature_after_two_targets_is_refused() -> None:
    with pytest.raises(BotError) as err:
        parse_effect("Destroy target creature and target artifact. Create a token that's a copy of that creature.")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ becoming a copy
RELIQUAT = {"Alice": {"battlefield": [{"name": "Mizzium Transreliquat", "types": ["artifact"], "colors": [],
                                       "counters": {"charge": 1}},
                                      {"name": "Sol Ring", "types": ["artifact"], "colors": [], "mana_value": 1}]}}


@pytest.mark.parametrize(("text", "lang"), [
    ("Mizzium Transreliquat becomes a copy of target artifact until end of turn.", "en"),
    ("Mizzium Transreliquat se convierte en una copia del artefacto objetivo hasta el final del turno.", "es"),
])
def test_the_source_becomes_a_copy_of_the_target_until_end_of_turn(text: str, lang: str) -> None:
    """707.2, 613.2a (layer 1), 611.2a: the source takes the target's copiable values for the turn."""
    out = resolve_card(text, lang, card="Mizzium Transreliquat", target="Sol Ring", controller="Alice", **RELIQUAT)
    (event,) = out["steps"][0]["events"]
    assert (event["action"], event["objects"], event["copy_of"]) == ("become_copy", ["Mizzium Transreliquat"],
                                                                    "Sol Ring")
    assert event["duration"] == "this_turn" and event["copiable"]["mana_value"] == 1
    assert {"707.2", "613.2a", "611.2a"} <= set(out["steps"][0]["citations"])
    said = "se convierte en una copia de Sol Ring" if lang == "es" else "becomes a copy of Sol Ring"
    assert said in out["narration"]


def test_a_permanent_that_became_a_copy_keeps_its_identity_and_counters() -> None:
    """707.4: the same object; only its copiable values change."""
    source = GameObject(5, "Mizzium Transreliquat", "Alice", frozenset({"artifact"}), counters=(("charge", 1),),
                        tapped=True)
    became = CopiableValues.of(GameObject(6, "Sol Ring", "Bob", frozenset({"artifact"}), mana_value=1)).onto(source)
    assert (became.uid, became.owner, became.tapped, became.counters) == (5, "Alice", True, (("charge", 1),))
    assert (became.name, became.mana_value) == ("Sol Ring", 1)


def test_it_becomes_a_copy_in_a_trigger_of_the_source_is_the_source() -> None:
    """Tilonalli's Skinshifter: "it" is the attacking source (antecedents.py); another target, not the source."""
    text = ("Whenever Tilonalli's Skinshifter attacks, it becomes a copy of another target nonlegendary attacking "
            "creature until end of turn.")
    skin = creature("Tilonalli's Skinshifter", 2, 1, colors=["red"])
    out = resolve_card(text, card="Tilonalli's Skinshifter", controller="Dave", target="Craw Wurm",
                       Dave={"battlefield": [skin, creature("Craw Wurm", 6, 4, colors=["green"])]},
                       combat={"attacking": {"Tilonalli's Skinshifter": "Bob", "Craw Wurm": "Bob"}}, active="Dave")
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["copiable"]["pt"]) == (["Tilonalli's Skinshifter"], "6/4")
    with pytest.raises(BotError):  # the source itself is no "another target"
        resolve_card(text, card="Tilonalli's Skinshifter", controller="Dave", target="Tilonalli's Skinshifter",
                     Dave={"battlefield": [skin]}, combat={"attacking": {"Tilonalli's Skinshifter": "Bob"}},
                     active="Dave")


def test_a_copy_of_a_creature_that_died_is_not_read() -> None:
    """After "dies" the event's object is a card in a graveyard (400.7e): its copy is not followed here."""
    with pytest.raises(BotError) as err:
        resolve_card("Whenever a creature dies, create a token that's a copy of that creature.", card="Mirror Thing",
                     controller="Alice", event_object="Hill Giant")
    assert err.value.code == "unsupported_effect"


def test_exile_it_at_the_next_end_step_after_a_copy_is_the_token() -> None:
    """Cogwork Assembler's last sentence (603.7): "it" is the one token the copy made, never the target."""
    out = resolve_card("Create a token that's a copy of target artifact. Exile it at the beginning of the next end "
                       "step.", target="Sol Ring")
    (delayed,) = out["delayed_triggers"]
    assert delayed["object"] == "the token this effect created (a copy)"
    es = resolve_card("Crea una ficha que es una copia del artefacto objetivo. Exíliala al comienzo del próximo paso "
                      "final.", "es", target="Sol Ring")
    assert es["delayed_triggers"][0]["object"] == "la ficha que creó este efecto (una copia)"


# ------------------------------------------------------------------------------------ copies of spells
OPT = {"name": "Opt", "controller": "Alice", "types": ["instant"], "mana_value": 1}


@pytest.mark.parametrize(("text", "lang"), [
    ("Whenever you cast an instant or sorcery spell, copy that spell. You may choose new targets for the copy.",
     "en"),  # Swarm Intelligence's wording without "may"
    ("Siempre que lances un hechizo de instantáneo o de conjuro, copia ese hechizo. Puedes elegir nuevos objetivos "
     "para la copia.", "es"),
])
def test_copy_that_spell_copies_the_trigger_events_spell(text: str, lang: str) -> None:
    """707.10: a copy of the spell the cast trigger is about (603.2), on the stack, not cast; 707.10c warned."""
    out = resolve_card(text, lang, card="Swarm Thing", controller="Alice", active="Alice", spells=[OPT],
                       event_object="Opt")
    (event,) = out["steps"][0]["events"]
    assert (event["action"], event["objects"], event["new_targets"]) == ("copy_spell", ["Opt"], True)
    assert {"603.2", "707.10", "707.10c"} <= set(out["steps"][0]["citations"])
    assert "115.1" not in out["steps"][0]["citations"]  # no target: the event's spell
    assert out["warnings"]


@pytest.mark.parametrize(("text", "lang"), [
    ("Whenever you cast an instant or sorcery spell, you may copy it.", "en"),
    ("Siempre que lances un hechizo de instantáneo o de conjuro, puedes copiarlo.", "es"),
])
def test_you_may_copy_it_is_the_controllers_choice_first(text: str, lang: str) -> None:
    out = resolve_card(text, lang, card="Swarm Thing", controller="Alice", active="Alice", spells=[OPT],
                       event_object="Opt", choices={"Alice": "no"})
    assert [e["action"] for e in out["steps"][0]["events"]] == []
    out = resolve_card(text, lang, card="Swarm Thing", controller="Alice", active="Alice", spells=[OPT],
                       event_object="Opt")
    assert [e["action"] for e in out["steps"][0]["events"]] == ["copy_spell"]


def test_copy_target_spell_in_printed_spanish_is_the_english_plan() -> None:
    spanish = ("Copia el hechizo de instantáneo o de conjuro objetivo que controlas. Puedes elegir nuevos objetivos "
               "para la copia.")
    english = "Copy target instant or sorcery spell you control. You may choose new targets for the copy."
    assert [replace(s, text="") for s in plan_of(parse_effect(spanish, "es")).steps] == [
        replace(s, text="") for s in plan_of(parse_effect(english)).steps]
    out = resolve_card(spanish, "es", controller="Alice", active="Alice", spells=[OPT], target="Opt")
    assert "Copia el hechizo de instantáneo o conjuro objetivo que controlas." in out["reading"]


def test_your_next_spell_is_a_delayed_trigger_not_read_as_a_cast_trigger() -> None:
    """Doublecast: "When you cast your next instant or sorcery spell this turn, copy that spell" is created by the
    spell (603.7); resolving it copies nothing yet, so it is never answered as a copy."""
    text = "When you cast your next instant or sorcery spell this turn, copy that spell."
    with pytest.raises(BotError) as err:
        resolve_card(text, card="Doublecast", controller="Alice", active="Alice", spells=[OPT], event_object="Opt")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ "except …" (707.9)
def test_except_they_are_not_legendary_takes_the_supertype_away() -> None:
    """Jace, Cunning Castaway's −5 (707.9b): the copies' copiable values have no "legendary"."""
    text = "Create two tokens that are copies of this permanent, except they're not legendary."
    jace = {"name": "Jace, Cunning Castaway", "types": ["legendary", "planeswalker"], "colors": ["blue"]}
    out = resolve_card(text, card="Jace, Cunning Castaway", controller="Alice", Alice={"battlefield": [jace]})
    (event,) = created(out)
    assert event["amount"] == 2 and event["copiable"]["types"] == ["planeswalker"]
    assert out["reading"].endswith("Jace, Cunning Castaway, except they're not legendary.")


@pytest.mark.parametrize(("english", "spanish"), [
    ("Create a token that's a copy of target creature, except it has haste.",
     "Crea una ficha que es una copia de la criatura objetivo, excepto que tiene la habilidad de prisa."),
    ("Until end of turn, this permanent becomes a copy of target creature, except it's an artifact in addition to "
     "its other types.",
     "Hasta el final del turno, este permanente se convierte en una copia de la criatura objetivo, excepto que es "
     "un artefacto además de sus otros tipos."),
])
def test_exceptions_read_alike_in_both_languages(english: str, spanish: str) -> None:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish, "es"))
    assert [replace(s, text="") for s in en.steps] == [replace(s, text="") for s in es.steps]
    assert en.steps[0].exceptions != CopyExceptions()  # type: ignore[attr-defined]


def test_except_it_has_haste_is_part_of_the_copys_values() -> None:
    """707.9a: the keyword is a copiable value of the token (so a copy of it has haste too, 707.3)."""
    out = resolve_card("Create a token that's a copy of target creature, except it has haste.", target="Hill Giant")
    assert created(out)[0]["copiable"]["keywords"] == ["haste"]
    values = CopiableValues.of(GameObject(1, "Hill Giant", "Bob", frozenset({"legendary", "creature"})))
    changed = values.modified(CopyExceptions(keywords=frozenset({"haste"}), types=frozenset({"artifact"}),
                                             not_legendary=True))
    assert (changed.types, changed.keywords) == (frozenset({"creature", "artifact"}), frozenset({"haste"}))


@pytest.mark.parametrize("text", ["Create a token that's a copy of this creature, except it has this ability."])
def test_an_exception_this_does_not_read_is_refused(text: str) -> None:
    """707.9a changes this does not follow: refused, never a plain copy ("except it's a 4/4 black Zombie" is read
    since session 41: test_copy_exceptions_set.py)."""
    with pytest.raises(BotError):
        parse_effect(text)
