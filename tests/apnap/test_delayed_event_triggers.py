"""Delayed triggers that wait for an event (603.7, 603.7b, 603.7c): "When that creature leaves the battlefield this
turn, sacrifice …", "Whenever one or more creatures you control deal combat damage to a player this turn, …",
"Whenever a creature dies this turn, you gain 1 life". Real card text throughout.

Each is listed with its condition (said in the result's language), the object it remembers, when it ends (514.2), its
instruction as a typed plan never run now; an event later in the same resolution (or the state-based actions after
it) triggers it, as it would any board object's trigger. What it cannot follow is refused, never guessed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import amounts as a
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, run

WURM = creature("Craw Wurm", 6, 4, colors=["green"])
GUARD = ("Target creature gets +2/+2 until end of turn. When that creature leaves the battlefield this turn, sacrifice "
         "Kjeldoran Elite Guard.")  # Kjeldoran Elite Guard
JACE = ("+1: Whenever one or more creatures you control deal combat damage to a player this turn, draw a card, then "
        "discard a card.")  # Jace, Cunning Castaway
# Death Frenzy
FRENZY = "All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life."


def _on_event(text: str, lang: str = "en") -> p.DelayedOnEvent:
    steps = plan_of(parse_effect(text, lang, antecedent="source")).steps
    (delayed,) = [s for s in steps if isinstance(s, p.DelayedOnEvent)]
    return delayed


def _guard(lang: str = "en") -> dict[str, Any]:
    return run({}, card="Kjeldoran Elite Guard", effect=GUARD, target="Craw Wurm", lang=lang,
               Bob={"battlefield": [WURM]}, Dave={"battlefield": [creature("Kjeldoran Elite Guard", 2, 2)]})


# ------------------------------------------------------------------------------------------ read and typed
@pytest.mark.parametrize(("text", "kind", "watches", "ends", "steps"), [
    (GUARD.replace("Kjeldoran Elite Guard", "this permanent"), "leaves", "that", "this_turn", [p.SacrificeSource]),
    (JACE.removeprefix("+1: "), "combat_damage", "", "this_turn", [p.Draw, p.Discard]),
    (FRENZY, "dies", "", "this_turn", [p.GainLife]),
])
def test_the_condition_is_read_by_the_trigger_reader(text: str, kind: str, watches: str, ends: str,
                                                     steps: list[type]) -> None:
    delayed = _on_event(text)
    assert (delayed.pattern.kind, delayed.watches, delayed.ends) == (kind, watches, ends)
    assert [type(s) for s in delayed.steps] == steps


def test_a_combat_damage_condition_keeps_whom_it_is_dealt_to() -> None:
    delayed = _on_event(JACE.removeprefix("+1: "))
    assert delayed.pattern.batch and delayed.pattern.player == "any" and delayed.pattern.objects is not None


# ------------------------------------------------------------------------------------------ listed, not done now
def test_it_is_listed_with_what_it_remembers_and_when_it_ends() -> None:
    out = _guard()
    (listed,) = out["delayed_triggers"]
    assert (listed["when"], listed["watches"], listed["ends"], listed["once"]) == ("event", "Craw Wurm", "cleanup",
                                                                                    False)
    assert listed["condition"] == "When that creature leaves the battlefield this turn"
    assert listed["steps"] == [{"action": "sacrifice", "text": "sacrifice this permanent"}]
    assert {"603.7", "603.7b", "514.2"} <= set(out["citations"]) and out["stack"] == []
    assert not any(e["action"] == "sacrifice" for s in out["steps"] for e in s["events"])  # later, not now (603.7a)


def test_spanish_answers_say_the_condition_in_spanish() -> None:
    (listed,) = _guard("es")["delayed_triggers"]
    assert listed["condition"] == "Cuando esa criatura deje el campo de batalla este turno"
    assert listed["reading"].startswith("Cuando esa criatura deje el campo de batalla este turno, sacrifica")
    jace = run({}, card="Jace, Cunning Castaway", effect=JACE, lang="es")
    assert jace["delayed_triggers"][0]["reading"] == ("Siempre que una o más criaturas que controlas hagan daño de "
                                                      "combate a un jugador este turno, roba una carta y luego "
                                                      "descarta una carta.")


def test_a_loyalty_ability_creates_it_and_draws_nothing_now() -> None:
    out = run({}, card="Jace, Cunning Castaway", effect=JACE)
    assert [d["steps"] for d in out["delayed_triggers"]] == [[
        {"action": "draw", "text": "draw a card, then discard a card"},
        {"action": "discard", "text": "draw a card, then discard a card"}]]
    assert out["steps"] == []  # nothing is drawn or discarded as the ability resolves


def test_the_reading_says_it_back_in_both_languages() -> None:
    plan = plan_of(parse_effect(FRENZY, "en"))
    assert render_plan(plan).endswith("Whenever a creature dies this turn, you gain 1 life.")
    assert render_plan(plan, "es").endswith("Siempre que una criatura muera este turno, ganas 1 vida.")


# ------------------------------------------------------------------------------------------ triggered later in it
def test_the_state_based_actions_after_it_trigger_it() -> None:  # Death Frenzy: two 2/2s die to -2/-2 (704.5f)
    out = run({}, card="Death Frenzy", effect=FRENZY, Bob={"battlefield": [creature("Grizzly Bears", 2, 2), WURM]})
    died = [s["object"] for s in out["state_based_actions"] if s["event"] == "dies"]
    assert died and [(t["source"], t["cause"]) for t in out["stack"]] == [("Death Frenzy", n) for n in died]
    assert "Craw Wurm" not in [t["cause"] for t in out["stack"]]  # a 6/4 survives -2/-2


def test_an_event_before_it_was_created_never_triggers_it() -> None:  # 603.7a
    text = "Destroy target creature. Whenever a creature dies this turn, you gain 1 life."
    out = run({}, effect=text, target="Serra Angel")  # the standard board's one Serra Angel
    assert [e["action"] for s in out["steps"] for e in s["events"]] == ["destroy"]
    assert out["stack"] == [] and len(out["delayed_triggers"]) == 1


# ------------------------------------------------------------------------------------------ printed Spanish
@pytest.mark.parametrize(("es", "en"), [
    ("La criatura objetivo obtiene +2/+2 hasta el final del turno. Cuando esa criatura deje el campo de batalla "
     "este turno, sacrifica este permanente.", GUARD.replace("Kjeldoran Elite Guard", "this permanent")),
    ("Siempre que una o más criaturas que controlas hagan daño de combate a un jugador este turno, roba una carta, "
     "luego descarta una carta.", JACE.removeprefix("+1: ")),
    ("Todas las criaturas obtienen -2/-2 hasta el final del turno. Siempre que una criatura muera este turno, ganas "
     "1 vida.", FRENZY),
])
def test_printed_spanish_reads_into_the_same_trigger(es: str, en: str) -> None:
    def bare(text: str, lang: str) -> p.DelayedOnEvent:
        d = _on_event(text, lang)
        return replace(d, text="", event_words="", steps=tuple(replace(s, text="") for s in d.steps))

    assert bare(es, "es") == bare(en, "en")


# ------------------------------------------------------------------------------------------ refused, never guessed
@pytest.mark.parametrize("text", [
    # "it" is the event's creature, which no object named before it stands for (603.2): Battle Cry, Jace, Architect
    "Untap all white creatures you control. Whenever a creature blocks this turn, it gets +0/+1 until end of turn.",
    "Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0 until end of turn.",
    "When that creature dies this turn, you gain 3 life.",  # "that creature" with nothing named before it
    "Target creature gains trample until end of turn. When that creature becomes blocked this turn, it gets +1/+1 "
    "until end of turn for each creature blocking it.",  # an event the trigger reader does not read
])
def test_what_it_cannot_follow_is_refused(text: str) -> None:
    with pytest.raises(BotError) as info:
        parse_effect(text, "en")
    assert info.value.code == "unsupported_effect"


def test_when_you_do_is_still_a_reflexive_trigger() -> None:  # 603.12, not a delayed trigger
    steps = plan_of(parse_effect("You may pay {G}{U}. When you do, put a +1/+1 counter on another target creature "
                                 "you control.", "en")).steps
    assert not any(isinstance(s, p.Delayed) for s in steps)


# ------------------------------------------------------------------------------------------ dealt damage, "it deals"
ARCBOND = ("Choose target creature. Whenever that creature is dealt damage this turn, it deals that much damage to "
           "each other creature and each player.")  # Arcbond
ARCBOND_ES = ("Elige la criatura objetivo. Siempre que a esa criatura se le haga daño este turno, esa criatura hace "
              "esa cantidad de daño a cada otra criatura y a cada jugador.")


def test_damage_dealt_to_the_remembered_creature_is_its_event_and_it_deals_that_much() -> None:
    """603.7c: the trigger remembers the chosen creature; "it" deals the damage (120.3), "that much" is the damage of
    the trigger's own event (603.2), never an earlier instruction's; said in Spanish from its plan."""
    delayed = _on_event(ARCBOND)
    assert (delayed.pattern.kind, delayed.watches, delayed.ends) == ("dealt_damage", "that", "this_turn")
    (damage,) = delayed.steps
    assert isinstance(damage, p.Damage) and damage.source == "that creature" and damage.to_players
    assert isinstance(damage.amount, a.EventAmount)
    assert damage.objects is not None and damage.objects.not_source  # "each other creature": not the dealer
    plan = plan_of(parse_effect(ARCBOND, "en", antecedent="source"))
    assert render_plan(plan, "en") == ARCBOND and render_plan(plan, "es") == ARCBOND_ES


def test_printed_spanish_names_the_damaged_creature_after_a() -> None:
    """"Siempre que a esa criatura se le haga daño este turno": the same condition as the English one."""
    delayed = _on_event("Elige la criatura objetivo. Siempre que a esa criatura se le haga daño este turno, ganas 2 "
                        "vidas.", "es")
    assert (delayed.pattern.kind, delayed.watches) == ("dealt_damage", "that")
    assert [type(s) for s in delayed.steps] == [p.GainLife]


def test_it_is_created_not_fired_now() -> None:
    out = run({}, card="Arcbond", effect=ARCBOND, target="Hill Giant")
    (listed,) = out["delayed_triggers"]
    assert (listed["when"], listed["watches"], listed["ends"]) == ("event", "Hill Giant", "cleanup")
    assert listed["steps"] == [{"action": "damage", "text": ARCBOND.split(", ", 1)[1].rstrip(".")}]
    assert not any(e["action"] == "damage" for s in out["steps"] for e in s["events"])  # no damage now (603.7a)
    assert out["stack"] == []


@pytest.mark.parametrize("text", [
    "Whenever a creature is dealt damage this turn, you gain 1 life.",  # only the one object remembered is read
    "Whenever a creature dies this turn, it deals 1 damage to each player.",  # "it": the event's object, not read
])
def test_what_it_does_not_follow_is_refused(text: str) -> None:
    with pytest.raises(BotError):
        plan_of(parse_effect(text, "en", antecedent="source"))
