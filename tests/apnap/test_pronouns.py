""""It" stands for its antecedent (608.2c, 603.2; grammar/antecedents.py): the source when the trigger, the cost
or the intervening "if" names it; the trigger event's object; an object named before it in the effect. Two
objects before it, or none, are refused naming the words. Real card text throughout."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.grammar.antecedents import outside_antecedent
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, run

DAVE_BOARD = {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]),
                              creature("Craw Wurm", 6, 4, colors=["green"]), "Swamp (basic land)"]}


def _events(out: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"]]


def _with(name: str, **more: Any) -> dict[str, Any]:
    """Dave's board with the source on it (a creature of that name)."""
    return {"battlefield": [*DAVE_BOARD["battlefield"], creature(name, 2, 2, **more)]}


# ------------------------------------------------------------------------------------------ the source
@pytest.mark.parametrize(("card", "text"), [
    ("Herald of War", "Whenever Herald of War attacks, put a +1/+1 counter on it."),
    ("Falkenrath Exterminator", "Whenever Falkenrath Exterminator deals combat damage to a player, put a +1/+1 "
                                "counter on it."),
    ("Markov Blademaster", "Whenever Markov Blademaster deals combat damage to a player, put a +1/+1 counter on it."),
])
def test_it_is_the_source_the_trigger_names(card: str, text: str) -> None:
    out = run({}, card=card, effect=text, Dave=_with(card))
    assert _events(out) == [("counter", [card])]
    assert isinstance(plan_of(parse_effect(text.split(", ", 1)[1], "en", antecedent="source")).steps[0],
                      p.SourceCounters)


@pytest.mark.parametrize(("card", "text", "action"), [
    ("Silkenfist Order", "Whenever Silkenfist Order becomes blocked, untap it.", "untap"),
    ("Skulking Fugitive", "When Skulking Fugitive becomes the target of a spell or ability, sacrifice it.",
     "sacrifice"),
])
def test_untap_it_and_sacrifice_it_name_the_source(card: str, text: str, action: str) -> None:
    out = run({}, card=card, effect=text, Dave=_with(card, tapped=True))
    assert _events(out)[0] == (action, [card])
    assert card in out["narration"] and "It " not in out["narration"]  # the object by name, never "It"


def test_it_after_an_instruction_on_the_source_is_the_source() -> None:  # Bristling Hydra
    out = run({}, card="Bristling Hydra", effect="Pay {E}{E}{E}: Put a +1/+1 counter on Bristling Hydra. "
                                                 "It gains hexproof until end of turn.",
              Dave={**_with("Bristling Hydra"), "energy": 3})
    assert [a for a, _ in _events(out)][-2:] == ["counter", "modify"]
    assert _events(out)[-1] == ("modify", ["Bristling Hydra"])


def test_it_after_a_may_pay_is_still_the_source() -> None:  # Thriving Rhino: "If you do, put a +1/+1 counter on it"
    steps = plan_of(parse_effect("You may pay {E}{E}. If you do, put a +1/+1 counter on it.", "en",
                                 antecedent="source")).steps
    assert isinstance(steps[-1], p.SourceCounters) and steps[-1].pronoun


# ------------------------------------------------------------------------------------------ the event's object
@pytest.mark.parametrize("text", [
    "Whenever a creature enters the battlefield, Aether Flash deals 2 damage to it.",
    "Whenever a creature enters the battlefield, this enchantment deals 2 damage to it.",
])
def test_damage_to_it_is_dealt_to_the_event_object(text: str) -> None:  # Aether Flash
    with pytest.raises(BotError) as info:  # which creature entered: the scenario says, never guessed
        run({}, card="Aether Flash", effect=text)
    assert info.value.field == "event_object" and "“it”" in info.value.text("en")
    out = run({}, card="Aether Flash", effect=text, event_object="Hill Giant")
    step = out["steps"][0]
    assert step["events"][0]["objects"] == ["Hill Giant"] and step["events"][0]["amount"] == 2
    assert "603.2" in step["citations"] and "115.1" not in step["citations"]


@pytest.mark.parametrize(("text", "keyword"), [
    ("Whenever a creature with flying enters the battlefield under your control, it gains haste until end of turn.",
     "flying"),  # Dragon Tempest
    ("Whenever a creature you control with trample attacks, it gets +2/+2 until end of turn.", "trample"),  # Stonebrow
])
def test_it_gets_and_gains_is_the_event_object(text: str, keyword: str) -> None:
    out = run({}, effect=text, event_object="Wind Drake", Dave=_with("Wind Drake", keywords=[keyword]))
    assert _events(out) == [("modify", ["Wind Drake"])]
    assert "603.2" in out["steps"][0]["citations"]
    with pytest.raises(BotError) as info:  # the trigger's words hold for the object: Craw Wurm has no such keyword,
        run({}, effect=text, event_object="Craw Wurm")  # Hill Giant is not Dave's
    assert info.value.field == "event_object"
    with pytest.raises(BotError):
        run({}, effect=text, event_object="Hill Giant")


def test_the_event_object_needs_a_trigger_about_one_permanent() -> None:
    assert outside_antecedent("triggered", "Whenever a creature enters the battlefield", None, None, ()) \
        == "event:creature"
    # "one or more …": no "it", a group "they" names (the attacking creatures, statics.those_refer)
    assert outside_antecedent("triggered", "Whenever one or more creatures attack", None, None, ()) == \
        "group:attacking creatures"
    assert outside_antecedent("triggered", "Whenever Herald of War attacks", None, None, ("Herald of War",)) \
        == "source"
    assert outside_antecedent("triggered", "At the beginning of the end step",
                              "there are two or more ki counters on Callow Jushi", None, ("Callow Jushi",)) == "source"
    assert outside_antecedent("activated", None, None, "{T}, Remove a depletion counter from Saprazzan Skerry",
                              ("Saprazzan Skerry",)) == "source"
    assert outside_antecedent("spell", None, None, None, ()) == ""
    # a second object in the trigger's event: "it" could be either (refused, never guessed; "other:" is no antecedent
    # of "it", only of "that creature", the one that is not the source: test_found_cards.py)
    assert outside_antecedent("triggered", "Whenever Herald of War deals combat damage to a creature", None, None,
                              ("Herald of War",)) == "other:creature"
    assert outside_antecedent("triggered", "Whenever Herald of War blocks or becomes blocked by a creature", None,
                              None, ("Herald of War",)) == "other:creature"
    with pytest.raises(BotError):
        plan_of(parse_effect("Put a +1/+1 counter on it.", "en", antecedent="other:creature"))
    # several ("blocks two or more creatures") are "them": "it" is still the source (Lairwatch Giant)
    assert outside_antecedent("triggered", "Whenever Lairwatch Giant blocks two or more creatures", None, None,
                              ("Lairwatch Giant",)) == "source"


# ------------------------------------------------------------------------------------------ an object named before
@pytest.mark.parametrize("text", [
    "Target creature gets +2/+0 until end of turn. Regenerate it.",  # Mwonvuli's kin: Regeneration spells
    "Untap target creature. It gets +1/+3 until end of turn.",  # Vigilant Martyr's kin
])
def test_it_after_a_target_is_that_target(text: str) -> None:
    out = run({}, effect=text, target="Hill Giant")
    assert all(objects == ["Hill Giant"] for _, objects in _events(out) if objects)
    said = render_plan(plan_of(parse_effect(text)), "en")
    assert " it" in said.casefold() or said.startswith("It ")


# ------------------------------------------------------------------------------------------ refused, never guessed
@pytest.mark.parametrize(("text", "antecedent"), [
    ("Put a +1/+1 counter on it.", ""),  # nothing names an object: no antecedent
    ("Tap target creature. Untap target land. Put a +1/+1 counter on it.", ""),  # two targets before it
    ("Create a 1/1 white Soldier creature token. Put a +1/+1 counter on it.", "source"),  # a token this can't follow
    ("This creature deals 2 damage to target creature. Regenerate it.", ""),  # the source or the target?
])
def test_an_ambiguous_or_missing_antecedent_is_refused(text: str, antecedent: str) -> None:
    with pytest.raises(BotError) as info:
        parse_effect(text, "en", antecedent=antecedent)
    assert info.value.code == "unsupported_effect"
    assert "it" in info.value.text("en")


def test_destroy_it_is_never_the_source() -> None:  # no step destroys its own source here: refused, not guessed
    with pytest.raises(BotError):
        parse_effect("Destroy it.", "en", antecedent="source")


# ------------------------------------------------------------------------------------------ delayed triggers (603.7)
@pytest.mark.parametrize("text", [
    "Target creature you control gains flying until end of turn. Sacrifice it at the beginning of the next end step.",
    "Target creature you control gets +2/+0 until end of turn. Sacrifice it at the beginning of the next end step.",
])
def test_a_delayed_trigger_names_the_target_it_means(text: str) -> None:  # Krovikan Elementalist
    out = run({}, effect=text, target="Craw Wurm")
    (delayed,) = out["delayed_triggers"]
    assert delayed["object"] == "Craw Wurm" and "sacrifice it" in delayed["text"]
    assert _events(out) == [("modify", ["Craw Wurm"])]  # nothing is sacrificed now
    assert "Craw Wurm, 608.2c" in out["narration"]
    assert "Craw Wurm" in run({}, effect=text, target="Craw Wurm", lang="es")["narration"].splitlines()[-2]


@pytest.mark.parametrize(("card", "text"), [
    ("Brackwater Elemental", "When Brackwater Elemental attacks or blocks, sacrifice it at the beginning of the next "
                             "end step."),
    ("Deathknell Kami", "{2}: Deathknell Kami gets +1/+1 until end of turn. Sacrifice it at the beginning of the next "
                        "end step."),
])
def test_a_delayed_trigger_names_the_source_it_means(card: str, text: str) -> None:
    out = run({}, card=card, effect=text, Dave=_with(card))
    assert out["delayed_triggers"][0]["object"] == card


@pytest.mark.parametrize("text", [
    "Create a 4/4 white Angel creature token with flying. Exile it at the beginning of the next end step.",
    "Create a 1/1 colorless Insect artifact creature token with flying and haste named Hornet. Destroy it at the "
    "beginning of the next end step.",
])
def test_a_delayed_trigger_names_the_token_just_created(text: str) -> None:  # Angelic Favor, Hornet Cannon
    out = run({}, effect=text)
    assert "token this effect created" in out["delayed_triggers"][0]["object"]


@pytest.mark.parametrize("text", [
    "Sacrifice it at the beginning of the next end step.",  # nothing before it
    "Create two 1/1 white Soldier creature tokens. Exile it at the beginning of the next end step.",  # which one?
    "Create two 1/1 white Soldier creature tokens. It gains haste until end of turn.",  # which one?
])
def test_a_delayed_or_token_it_with_no_one_antecedent_is_refused(text: str) -> None:
    with pytest.raises(BotError) as info:
        parse_effect(text, "en")
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------ printed Spanish
@pytest.mark.parametrize(("es", "en", "antecedent"), [
    ("Pon un contador +1/+1 sobre él.", "Put a +1/+1 counter on it.", "source"),  # Heraldo de la guerra
    ("Endérezala.", "Untap it.", "source"),  # Orden del puño de seda
    ("Sacrifícala.", "Sacrifice it.", "source"),  # Fugitivo furtivo
    ("Este permanente le hace 2 puntos de daño.", "This permanent deals 2 damage to it.", "event:creature"),
    ("La criatura objetivo obtiene +2/+0 hasta el final del turno. Regénerala.",
     "Target creature gets +2/+0 until end of turn. Regenerate it.", ""),
])
def test_spanish_pronouns_read_into_the_same_plan(es: str, en: str, antecedent: str) -> None:
    def steps(text: str, lang: str) -> list[p.Step]:
        said = [replace(s, text="") for s in plan_of(parse_effect(text, lang, antecedent=antecedent)).steps]
        return [replace(s, source="") if hasattr(s, "source") else s for s in said]  # a source's words as printed

    assert steps(es, "es") == steps(en, "en")


def test_spanish_trigger_names_the_source_and_the_event_object() -> None:
    out = run({}, lang="es", card="Heraldo de la guerra", Dave=_with("Heraldo de la guerra"),
              effect="Siempre que el Heraldo de la guerra ataque, pon un contador +1/+1 sobre él.")
    assert _events(out) == [("counter", ["Heraldo de la guerra"])] and "sobre Heraldo de la guerra" in out["narration"]
    out = run({}, lang="es", event_object="Hill Giant",
              effect="Siempre que una criatura entre al campo de batalla, este encantamiento le hace 2 puntos de daño.")
    # the reading says it as printed ("le hace", session 15), the event names the creature
    assert _events(out) == [("damage", ["Hill Giant"])] and "2 puntos de daño a Hill Giant" in out["narration"]


# ------------------------------------------------------------------------------------------ "its controller" (608.2h)
@pytest.mark.parametrize(("text", "lang"), [
    ("Destroy target creature. Its controller loses 2 life.", "en"),  # Rain of Daggers' kin
    ("Exile target creature. Its controller gains life equal to its power.", "en"),  # Swords to Plowshares
    ("Destruye la criatura objetivo. Su controlador pierde 2 vidas.", "es"),
])
def test_its_controller_is_the_targets_controller(text: str, lang: str) -> None:
    out = run({}, lang=lang, effect=text, target="Hill Giant")
    moved, life = (e for s in out["steps"] for e in s["events"])
    assert moved["objects"] == ["Hill Giant"] and life["player"] == "Bob"  # Bob controlled it as it left (608.2h)
    assert "608.2h" in out["steps"][-1]["citations"]


def test_its_controller_with_no_object_before_it_is_refused() -> None:
    with pytest.raises(BotError):
        parse_effect("Its controller loses 2 life.", "en")


@pytest.mark.parametrize("text", [
    "When Apex Altisaur enters the battlefield, it fights up to one target creature you don't control.",
    "Enrage — Whenever Apex Altisaur is dealt damage, it fights up to one target creature you don't control.",
])
def test_it_fights_is_the_source_the_trigger_names(text: str) -> None:  # Apex Altisaur's two abilities
    out = run({}, card="Apex Altisaur", effect=text, target="Hill Giant",
              Dave={"battlefield": [creature("Apex Altisaur", 10, 10)]})
    hits = [(e["objects"], e.get("amount")) for s in out["steps"] for e in s["events"] if e["action"] == "damage"]
    assert (["Hill Giant"], 10) in hits and (["Apex Altisaur"], 3) in hits


def test_a_delayed_its_controller_names_the_countered_spell() -> None:  # Arcane Denial
    text = "Counter target spell. Its controller may draw up to two cards at the beginning of the next turn's upkeep."
    out = run({}, effect=text, target="Lightning Bolt", spells=[{"name": "Lightning Bolt", "controller": "Bob",
                                                                  "types": ["instant"]}])
    assert out["delayed_triggers"][0]["object"] == "Lightning Bolt" and "its controller" in out["delayed_triggers"][0][
        "text"]


@pytest.mark.parametrize("text", [
    "Counter target spell. Tap it.",  # a spell is no permanent to tap (its controller: test_stack_objects.py)
])
def test_it_of_a_spell_is_refused_outside_a_delayed_trigger(text: str) -> None:
    with pytest.raises(BotError):
        parse_effect(text, "en")


def test_another_creature_is_never_the_source() -> None:  # "Whenever another creature enters …, … to it"
    text = "Whenever another creature enters the battlefield, this creature deals 1 damage to it."
    mine = {"battlefield": [creature("Pyre Hound", 2, 2)]}
    out = run({}, card="Pyre Hound", effect=text, event_object="Hill Giant", Dave=mine)
    assert _events(out) == [("damage", ["Hill Giant"])]
    with pytest.raises(BotError) as info:
        run({}, card="Pyre Hound", effect=text, event_object="Pyre Hound", Dave=mine)
    assert info.value.field == "event_object"
