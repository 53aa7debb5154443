""""Threshold — As long as seven or more cards are in your graveyard, Frightcrawler gets +2/+2 and can't block", "As
long as you control a Jace planeswalker, Jace's Sentinel gets +1/+0 and can't be blocked", "… Otarian Juggernaut gets
+3/+0 and attacks each combat if able", "As long as Scuttlegator has a +1/+1 counter on it, it can attack as though it
didn't have defender", "Ogre Jailbreaker can attack as though it didn't have defender as long as you control a Gate":
the source's own combat rule (508.1c-d, 509.1b-c) while a board condition holds (611.3a; grammar/static_combat.py).

Before, each was refused at the rule ("can't block", "can't be blocked", "attacks each combat if able", "can attack as
though it didn't have defender"). The rule applies while the condition holds — the mirror of "can't attack unless …"
(test_combat_unless.py) — checked on the board now and again at each declaration; the reading says "As long as …",
never "If …" (a static ability is not an instruction checked once, 608.2c)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import CantInCombat, plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import board

FRIGHTCRAWLER = ("Threshold — As long as seven or more cards are in your graveyard, Frightcrawler gets +2/+2 and "
                 "can't block.")
SENTINEL = "As long as you control a Jace planeswalker, Jace's Sentinel gets +1/+0 and can't be blocked."
JUGGERNAUT = ("Threshold — As long as seven or more cards are in your graveyard, Otarian Juggernaut gets +3/+0 and "
              "attacks each combat if able.")
SCUTTLEGATOR = "As long as Scuttlegator has a +1/+1 counter on it, it can attack as though it didn't have defender."
JAILBREAKER = "Ogre Jailbreaker can attack as though it didn't have defender as long as you control a Gate."


def _resolve(card: str, text: str, lang: str | None = None, **dave: Any) -> dict[str, Any]:
    data = board(card=card, Dave={"battlefield": [{"name": card, "types": ["creature"], "power": 2, "toughness": 2,
                                                   **dave.pop("source", {})}], **dave})
    return resolve_text(json.dumps(data), lang,
                        card_lookup=lambda n: CardText(card, text, lang or "en", "Creature")
                        if n.casefold() == card.casefold() else None)


@pytest.mark.parametrize(("card", "text", "types", "rule"), [
    ("Frightcrawler", FRIGHTCRAWLER, ["StaticSelf", "CantInCombat"], "block"),
    ("Jace's Sentinel", SENTINEL, ["StaticSelf", "CantInCombat"], "be_blocked"),
    ("Otarian Juggernaut", JUGGERNAUT, ["StaticSelf", "CombatRequirement"], "must_attack"),
    ("Scuttlegator", SCUTTLEGATOR, ["CombatRequirement"], "attack_despite_defender"),
    ("Ogre Jailbreaker", JAILBREAKER, ["CombatRequirement"], "attack_despite_defender"),
    ("Reptamiedo", "Umbral — Mientras haya siete o más cartas en tu cementerio, Reptamiedo obtiene +2/+2 y no puede "
                   "bloquear.", ["StaticSelf", "CantInCombat"], "block"),
    ("Juggernaut otariano", "Umbral — Mientras haya siete o más cartas en tu cementerio, Juggernaut otariano obtiene "
                            "+3/+0 y ataca en cada combate si es posible.", ["StaticSelf", "CombatRequirement"],
     "must_attack"),
    ("Cocodrilo", "Mientras Cocodrilo tenga un contador +1/+1 sobre él, puede atacar como si no tuviera la habilidad "
                  "de defensor.", ["CombatRequirement"], "attack_despite_defender"),
    ("Ogro", "Ogro puede atacar como si no tuviera la habilidad de defensor mientras controles una Puerta.",
     ["CombatRequirement"], "attack_despite_defender"),
])
def test_the_rule_is_read_with_the_condition_on_it(card: str, text: str, types: list[str], rule: str) -> None:
    plan = plan_of(parse_effect(text, names=(card,)))
    assert [type(s).__name__ for s in plan.steps] == types
    step = plan.steps[-1]
    assert (step.act if isinstance(step, CantInCombat) else step.rule) == rule  # type: ignore[attr-defined]
    assert type(step.condition).__name__ == "BoardCondition" and step.duration == "static"  # type: ignore[attr-defined]


def test_the_reading_says_as_long_as_in_each_language() -> None:
    plan = plan_of(parse_effect(SENTINEL, names=("Jace's Sentinel",)))
    assert render_plan(plan, "en") == ("This permanent gets +1/+0 as long as you control a Jace planeswalker. As long "
                                       "as you control a Jace planeswalker, this permanent can't be blocked.")
    assert render_plan(plan, "es") == ("Este permanente obtiene +1/+0 mientras controles un planeswalker Jace. "
                                       "Mientras controles un planeswalker Jace, este permanente no puede ser "
                                       "bloqueado.")
    plan = plan_of(parse_effect(SCUTTLEGATOR, names=("Scuttlegator",)))
    assert render_plan(plan, "en") == ("As long as this permanent has a +1/+1 counter on it, this permanent can "
                                       "attack as though it didn't have defender.")


def test_below_threshold_the_restriction_does_not_apply() -> None:
    result = _resolve("Frightcrawler", FRIGHTCRAWLER)
    assert [(c["holds"], c["done"], c["rule"]) for c in result["conditions"]] == [(False, False, "611.3a")]
    assert not any(e["action"] == "rule_change" for s in result["steps"] for e in s["events"])
    assert "does not apply now" in result["narration"] and "applies now;" not in result["narration"]


def test_at_threshold_the_restriction_applies_and_says_so() -> None:
    result = _resolve("Frightcrawler", FRIGHTCRAWLER, graveyard=["Shock"] * 7)
    assert [(c["holds"], c["done"]) for c in result["conditions"]] == [(True, True)]
    (event,) = [e for s in result["steps"] for e in s["events"] if e["action"] == "rule_change"]
    assert (event["objects"], event["act"], event["checked_at"]) == (["Frightcrawler"], "block", ["509.1b"])
    assert event["while"] == "seven or more cards are in your graveyard"
    assert "true on the board now, so" in result["narration"]
    es = _resolve("Frightcrawler", FRIGHTCRAWLER, "es", graveyard=["Shock"] * 7)
    assert "se cumple ahora en el tablero, así que" in es["narration"] and "no se cumple" not in es["narration"]


def test_the_requirement_applies_with_the_counter() -> None:
    from bot.errors import BotError

    with pytest.raises(BotError) as asked:  # counters not given: asked, never assumed
        _resolve("Scuttlegator", SCUTTLEGATOR)
    assert asked.value.code == "choice_needed"
    without = _resolve("Scuttlegator", SCUTTLEGATOR, source={"counters": {"+1/+1": 0}})
    assert [c["holds"] for c in without["conditions"]] == [False]
    with_counter = _resolve("Scuttlegator", SCUTTLEGATOR, source={"counters": {"+1/+1": 1}})
    assert [c["holds"] for c in with_counter["conditions"]] == [True]
    assert any(e["action"] == "combat_rule" for s in with_counter["steps"] for e in s["events"])


@pytest.mark.parametrize("text", [
    # "it" names no source: the condition is about another object
    "As long as enchanted creature is a Human, it can attack as though it didn't have defender.",
    # a target's restriction is no static of the source
    "As long as you control a Gate, target creature can't block.",
])
def test_other_subjects_stay_refused(text: str) -> None:
    from bot.errors import BotError

    with pytest.raises(BotError):
        plan_of(parse_effect(text, names=("Test Card",)))


@pytest.mark.parametrize(("card", "text", "lang"), [
    ("Kozilek's Pathfinder", "Target creature can't block Kozilek's Pathfinder this turn.", None),
    ("Spin Engine", "Target creature can't block Spin Engine this turn.", None),
    ("Motor giratorio", "La criatura objetivo no puede bloquear al Motor giratorio este turno.", "es"),
])
def test_target_creature_cant_block_the_source_this_turn(card: str, text: str, lang: str | None) -> None:
    """"{C}: Target creature can't block Kozilek's Pathfinder this turn" (509.1b, 611.2a): which attacker the target
    can't block, for this turn; refused before ("… this turn" after the source's name)."""
    plan = plan_of(parse_effect(text, lang, names=(card,)))
    (step,) = plan.steps
    assert (type(step).__name__, step.rule, step.duration) == (  # type: ignore[attr-defined]
        "TargetCombatRequirement", "cant_block_source", "this_turn")
    assert render_plan(plan, "en") == "Target creature can't block this permanent this turn."
    assert render_plan(plan, "es") == "La criatura objetivo no puede bloquear a este permanente este turno."
    data = board(card=card, target="Hill Giant", Dave={"battlefield": [{"name": card, "types": ["creature"],
                                                                        "power": 2, "toughness": 2}]})
    result = resolve_text(json.dumps(data), lang, card_lookup=lambda n: CardText(card, text, lang or "en", "Creature")
                          if n.casefold() == card.casefold() else None)
    (event,) = [e for s in result["steps"] for e in s["events"]]
    assert (event["objects"], event["rule"], event["source"]) == (["Hill Giant"], "cant_block_source", card)


@pytest.mark.parametrize("text", ["Target creature can't block this turn.", "Target creature can't block this combat.",
                                  "La criatura objetivo no puede bloquear este turno."])
def test_this_turn_after_cant_block_stays_the_duration(text: str) -> None:
    """"this turn" is never read as the source ("this …"): the one token before the source needs a noun and "this
    turn" after it (a first version read "this turn" as "this <noun>" and refused Grotag Thrasher's "target creature
    can't block this turn")."""
    (step,) = plan_of(parse_effect(text, names=("Grotag Thrasher",))).steps
    assert type(step).__name__ == "TargetCantInCombat" and step.act == "block"  # type: ignore[attr-defined]
