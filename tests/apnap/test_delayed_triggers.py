"""Delayed triggered abilities (603.7) and zone changes that make a new object (400.7, 400.7j, 111.8, 704.5d).

A delayed trigger is one typed step: when it triggers (its rule), its own instruction read by the grammar into typed
steps, and the object it will act on, bound by the one antecedent binder (grammar/antecedents.py). "Exile …, then
return that card to the battlefield" returns a new object now. Real card text throughout.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, run

WURM = creature("Craw Wurm", 6, 4, colors=["green"])


def _events(out: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"]]


def _delayed(text: str, lang: str = "en", antecedent: str = "") -> p.Delayed:
    steps = plan_of(parse_effect(text, lang, antecedent=antecedent)).steps
    (delayed,) = [s for s in steps if isinstance(s, p.Delayed)]
    return delayed


# ------------------------------------------------------------------------------------------ when, and what it does
@pytest.mark.parametrize(("text", "when", "kind", "rule"), [
    ("Draw a card at the beginning of the next turn's upkeep.", "next_upkeep", p.Draw, "503.1a"),  # Fevered Strength
    ("Target creature you control gains flying until end of turn. Sacrifice it at the beginning of the next end "
     "step.", "next_end_step", p.SacrificeSource, "513.2"),  # Krovikan Elementalist
    ("Each player exiles all cards from their hand face down and draws seven cards. At the beginning of the next end "
     "step, each player discards their hand and returns to their hand each card they exiled this way.",
     "next_end_step", p.Step, "513.2"),  # Memory Jar
])
def test_a_delayed_trigger_is_typed_with_its_time_and_its_steps(text: str, when: str, kind: type, rule: str) -> None:
    delayed = _delayed(text)
    assert delayed.when == when and delayed.steps and isinstance(delayed.steps[0], kind)
    board = {"target": "Craw Wurm", "Dave": {"battlefield": [WURM]}} if "target" in text.lower() else {}
    out = run({}, effect=text, **board)
    (listed,) = out["delayed_triggers"]
    assert listed["when"] == when and listed["rule"] == rule and rule in out["citations"]
    assert [s["action"] for s in listed["steps"]] == [s.action for s in delayed.steps]
    assert not any(e[0] in ("sacrifice", "discard") for e in _events(out))  # nothing it says happens now (603.7a)


def test_its_controller_later_is_the_countered_spells() -> None:  # Arcane Denial
    delayed = _delayed("Counter target spell. Its controller may draw up to two cards at the beginning of the next "
                       "turn's upkeep.")
    assert (delayed.when, delayed.names, type(delayed.steps[0])) == ("next_upkeep", "target", p.Draw)


@pytest.mark.parametrize(("card", "text"), [
    ("Infernal Medusa", "Whenever Infernal Medusa blocks a creature, destroy that creature at end of combat."),
    ("Gorgon Recluse", "Whenever Gorgon Recluse blocks or becomes blocked by a nonblack creature, destroy that "
                       "creature at end of combat."),
])
def test_at_end_of_combat_acts_on_the_trigger_events_object(card: str, text: str) -> None:
    out = run({}, card=card, effect=text, event_object="Craw Wurm", Bob={"battlefield": [WURM]})
    (listed,) = out["delayed_triggers"]
    assert (listed["when"], listed["rule"], listed["object"]) == ("end_of_combat", "511.2", "Craw Wurm")
    assert _events(out) == []  # destroyed at end of combat, not now


def test_the_delayed_steps_say_what_the_card_says_in_both_languages() -> None:
    text = "Exile target creature. Return that card to the battlefield under its owner's control at the beginning " \
           "of the next end step."  # Turn to Mist
    plan = plan_of(parse_effect(text, "en"))
    assert render_plan(plan) == "Exile target creature. At the beginning of the next end step, return that card to " \
                                "the battlefield under its owner's control."
    assert "Al comienzo del próximo paso final, regresa esa carta al campo de batalla bajo el control de su " \
           "propietario." in render_plan(plan, "es")


# ------------------------------------------------------------------------------------------ the object it acts on
@pytest.mark.parametrize("text", [
    "Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the "
    "next end step.",  # Turn to Mist
    "Exile target permanent other than this permanent. Return that card to the battlefield under its owner's control "
    "at the beginning of the next end step.",  # Blizzard Strix
])
def test_a_delayed_return_names_the_card_in_exile(text: str) -> None:
    out = run({}, effect=text, target="Craw Wurm", Bob={"battlefield": [WURM]},
              Dave={"battlefield": ["Swamp (basic land)"]})  # one Craw Wurm: Bob's (two would be asked which)
    assert _events(out) == [("exile", ["Craw Wurm"])]  # exiled now, returned later
    (listed,) = out["delayed_triggers"]
    assert (listed["object"], listed["object_zone"], listed["steps"][0]["action"]) == ("Craw Wurm", "exile", "return")
    assert "603.7c" in out["citations"] and "Craw Wurm" in out["narration"].splitlines()[-2]


@pytest.mark.parametrize(("text", "token"), [
    ("Create three 1/1 red Human creature tokens with haste. Sacrifice those tokens at the beginning of the next end "
     "step.", "1/1 red Human creature with haste"),  # Thatcher Revolt
    ("Create three 3/1 red Elemental creature tokens with haste. Exile them at the beginning of the next end step.",
     "3/1 red Elemental creature with haste"),  # Feral Lightning
])
def test_a_delayed_trigger_names_the_tokens_just_created(text: str, token: str) -> None:
    out = run({}, effect=text)
    (listed,) = out["delayed_triggers"]
    assert listed["object"] == f"the {token} tokens this effect created"
    assert isinstance(_delayed(text).steps[0], p.OnCreated)
    assert [e[0] for e in _events(out)] == ["create"]


@pytest.mark.parametrize(("card", "text", "names"), [
    ("Cinder Wall", "When Cinder Wall blocks, destroy it at end of combat.", "Cinder Wall"),
    ("Hornet Cannon", "Create a 1/1 colorless Insect artifact creature token with flying and haste named Hornet. "
                      "Destroy it at the beginning of the next end step.", "token this effect created"),
])
def test_destroying_its_object_later_is_read_as_destroy(card: str, text: str, names: str) -> None:
    out = run({}, card=card, effect=text, Dave={"battlefield": [creature(card, 0, 1)]})
    (listed,) = out["delayed_triggers"]
    assert names in listed["object"] and listed["steps"][0]["action"] == "destroy"  # never read as "sacrifice"
    assert "destroy it" in listed["reading"] and not any(e[0] == "destroy" for e in _events(out))


def test_a_card_returned_from_a_graveyard_is_the_delayed_object() -> None:  # Dawn of the Dead
    text = ("You may return target creature card from your graveyard to the battlefield. That creature gains haste "
            "until end of turn. Exile it at the beginning of the next end step.")
    out = run({}, effect=text, target="Gravedigger", Dave={"graveyard": [creature("Gravedigger", 2, 2)]})
    assert out["delayed_triggers"][0]["object"] == "Gravedigger"


@pytest.mark.parametrize("text", [
    "Sacrifice them at the beginning of the next end step.",  # nothing created before it
    "Create a 1/1 white Soldier creature token. Sacrifice those tokens.",  # acting on them now is not followed
    "Return that card to the battlefield under its owner's control.",  # nothing exiled before it
    "Target creature gains flying until end of turn. Return that card to the battlefield under your control.",
])
def test_what_no_one_antecedent_supports_is_refused(text: str) -> None:
    with pytest.raises(BotError) as info:
        parse_effect(text, "en", antecedent="source" if "this creature" in text else "")
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------ the new object (400.7)
@pytest.mark.parametrize("text", [
    "Exile target creature you control, then return that card to the battlefield under its owner's control.",
    # Acrobatic Maneuver
    "Exile target creature you control, then return it to the battlefield under its owner's control.",  # Ephemerate
    "You may exile target non-Angel creature you control, then return that card to the battlefield under your "
    "control.",  # Restoration Angel
])
def test_exile_then_return_is_a_new_object(text: str) -> None:
    tapped = {**creature("Craw Wurm", 6, 4, colors=["green"], subtypes=["Wurm"]), "tapped": True,
              "counters": {"+1/+1": 2}}
    out = run({}, effect=text, target="Craw Wurm", Dave={"battlefield": [tapped]})
    returned = [e for s in out["steps"] for e in s["events"] if e["action"] == "return"]
    assert [e["objects"] for e in returned] == [["Craw Wurm"]] and returned[0]["player"] == "Dave"
    assert returned[0]["new_object"] is True and returned[0]["left_behind"] == ["tapped", "counters"]
    assert {"400.7", "400.7j"} <= set(out["citations"]) and "new object (400.7)" in out["narration"]
    es = run({}, effect=text, target="Craw Wurm", Dave={"battlefield": [tapped]}, lang="es")["narration"]
    assert "objeto nuevo (400.7)" in es


def test_an_exiled_token_never_returns() -> None:  # 111.8, 704.5d
    text = "Exile target creature you control, then return that card to the battlefield under its owner's control."
    token = {**creature("Soldier", 1, 1), "types": ["creature", "token"]}
    out = run({}, effect=text, target="Soldier", Dave={"battlefield": [token]})
    actions = [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"]]
    assert ("cease_to_exist", ["Soldier"]) in actions and not any(a == "return" for a, _ in actions)
    assert {"111.8", "704.5d"} <= set(out["citations"])


def test_the_source_exiled_then_returned() -> None:  # Aethergeode Miner
    text = "Exile this creature, then return it to the battlefield under its owner's control."
    plan = plan_of(parse_effect(text, "en", antecedent="source"))
    assert [type(s) for s in plan.steps] == [p.ExileSource, p.ReturnMoved]


# ------------------------------------------------------------------------------------------ printed Spanish
@pytest.mark.parametrize(("es", "en"), [
    ("Exilia la criatura objetivo. Regresa esa carta al campo de batalla bajo el control de su propietario al "
     "comienzo del próximo paso final.",
     "Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the "
     "next end step."),  # Convertirse en niebla / Turn to Mist
    ("La criatura objetivo que controlas gana la habilidad de volar hasta el final del turno. Sacrifícala al "
     "comienzo del próximo paso final.",
     "Target creature you control gains flying until end of turn. Sacrifice it at the beginning of the next end "
     "step."),
    ("Crea dos fichas de criatura Elemental rojas 3/1 con la habilidad de prisa. Exílialas al comienzo del próximo "
     "paso final.",
     "Create two 3/1 red Elemental creature tokens with haste. Exile them at the beginning of the next end step."),
    ("Roba una carta al comienzo del mantenimiento del próximo turno.",
     "Draw a card at the beginning of the next turn's upkeep."),
])
def test_printed_spanish_reads_into_the_same_delayed_trigger(es: str, en: str) -> None:
    def bare(text: str, lang: str) -> p.Delayed:
        delayed = _delayed(text, lang)
        return replace(delayed, text="", what="", steps=tuple(replace(s, text="") for s in delayed.steps))

    assert bare(es, "es") == bare(en, "en")


# ------------------------------------------------------------------------------------------ what is delayed, and when
def test_the_time_closes_only_the_last_instruction() -> None:  # Frenetic Sliver
    text = ("Flip a coin. If you win the flip, exile this permanent and return it to the battlefield under its owner's "
            "control at the beginning of the next end step.")
    steps = plan_of(parse_effect(text, "en", antecedent="source")).steps
    assert [type(s) for s in steps] == [p.FlipCoin, p.ExileSource, p.Delayed]  # exiled now, returned later
    delayed = steps[-1]
    assert isinstance(delayed, p.Delayed) and [type(s) for s in delayed.steps] == [p.ReturnMoved]
    assert delayed.names == "source" and delayed.condition is not None  # only if the flip was won (705.2)


@pytest.mark.parametrize(("answer", "listed"), [("yes", 1), ("no", 0)])
def test_if_you_do_conditions_the_delayed_trigger(answer: str, listed: int) -> None:  # Astral Slide
    text = ("You may exile target creature. If you do, return that card to the battlefield under its owner's control "
            "at the beginning of the next end step.")
    out = run({}, effect=text, target="Craw Wurm", Bob={"battlefield": [WURM]}, choices={"Dave": [answer]},
              Dave={"battlefield": ["Swamp (basic land)"]})  # one Craw Wurm: Bob's
    assert len(out["delayed_triggers"]) == listed
    assert _events(out) == ([("exile", ["Craw Wurm"])] if answer == "yes" else [])


@pytest.mark.parametrize(("card", "text", "when", "rule", "action", "names"), [
    ("Glorious End", "End the turn. At the beginning of your next end step, you lose the game.",
     "your_next_end_step", "513.2", "lose_game", None),  # created though the turn ends (724.1)
    ("Force of Rage", "Create two 3/1 red Elemental creature tokens with trample and haste. Sacrifice those tokens at "
                      "the beginning of your next upkeep.", "your_next_upkeep", "503.1a", "sacrifice",
     "tokens this effect created"),
    ("Cunning", "When enchanted creature attacks or blocks, sacrifice Cunning at the beginning of the next cleanup "
                "step.", "next_cleanup", "514.3a", "sacrifice", "Cunning"),
])
def test_each_time_a_delayed_trigger_can_wait_for(card: str, text: str, when: str, rule: str, action: str,
                                                   names: str | None) -> None:
    aura = {"attached_to": "Runeclaw Bear"} if "enchanted" in text else {}
    out = run({}, card=card, effect=text, Dave={"battlefield": [creature("Runeclaw Bear", 2, 2)]}, **aura)
    (listed,) = out["delayed_triggers"]
    assert (listed["when"], listed["rule"], listed["steps"][0]["action"]) == (when, rule, action)
    assert (names is None and "object" not in listed) or names in listed["object"]
    assert action not in [e[0] for e in _events(out)]  # nothing it says happens now (603.7a)
