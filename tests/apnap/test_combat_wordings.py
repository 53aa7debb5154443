"""Combat wordings of issue #22 (506-511, 701.14, 702.39) refused before session 42: provoke's own words (702.39a),
"… fights target creature" after the creature was named (701.14a), a condition on a creature attacking (506.4,
508.1), the creatures blocking or blocked by a target (509.1g-h); English and printed Spanish read into the same plan,
said back in both languages."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_on_daves_board


def events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


def same_plan(english: str, spanish: str) -> p.Plan:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish, "es"))
    assert [replace(s, text="") for s in es.steps] == [replace(s, text="") for s in en.steps]
    return en


# --- provoke (702.39a) -------------------------------------------------------------------------------------------

PROVOKE = "you may have target creature defending player controls untap and block it if able."
PROVOKE_ES = ("puedes hacer que la criatura objetivo que controla el jugador defensor se enderece y bloquee a esta "
              "criatura si puede.")
TAPPED_GIANT = {"battlefield": [{"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3,
                                 "tapped": True}]}


def provoke(lang: str | None = None, **more: Any) -> dict[str, Any]:
    text = (f"Siempre que Goblin Grappler ataque, {PROVOKE_ES}" if lang == "es"
            else f"Whenever Goblin Grappler attacks, {PROVOKE}")
    return resolve_on_daves_board("Goblin Grappler", text, lang, active="Dave", target="Hill Giant", Bob=TAPPED_GIANT,
                                  combat={"attacking": {"Goblin Grappler": "Bob"}}, **more)


def test_provoke_is_the_requirement_then_the_untap_in_both_languages() -> None:
    """702.39a: "you may choose to have target creature defending player controls block this creature this combat if
    able. If you do, untap that creature": the requirement with the controller's yes / no (608.2d), then the untap
    under "if you do" (608.2c)."""
    plan = same_plan("You may have target creature defending player controls untap and block this creature if able.",
                     PROVOKE_ES[0].upper() + PROVOKE_ES[1:])
    require, untap = plan.steps
    assert isinstance(require, p.TargetCombatRequirement) and isinstance(untap, p.UntapTarget)
    assert (require.rule, require.duration, require.may_have) == ("must_block_source", "this_combat", True)
    assert require.objects is not None and require.objects.control == "defending"
    assert type(untap.condition).__name__ == "YouDid" and untap.refers
    assert render_plan(plan, "en") == ("You may have target creature defending player controls block this permanent "
                                       "this combat if able. If you do, untap that creature.")
    assert render_plan(plan, "es") == ("Puedes hacer que la criatura objetivo que controla el jugador defensor bloquee "
                                       "a este permanente en este combate si es posible. Si lo haces, endereza esa "
                                       "criatura.")


@pytest.mark.parametrize("lang", [None, "es"])
def test_provoked_creature_must_block_the_attacker_and_untaps(lang: str | None) -> None:
    """Goblin Grappler attacks Bob; Bob's tapped Hill Giant must block it this combat if able (509.1c) and untaps
    (702.39a), so it is able to block (509.1a: a tapped creature can't be declared as a blocker)."""
    out = provoke(lang)
    rule, untapped = events(out)
    assert (rule["action"], rule["objects"]) == ("combat_rule", ["Hill Giant"])
    assert (rule["rule"], rule["source"], rule["duration"]) == (
        "must_block_source", "Goblin Grappler", "this_combat")
    assert (untapped["action"], untapped["objects"]) == ("untap", ["Hill Giant"])
    assert {"608.2d", "509.1c", "611.2a"} <= set(out["citations"])


def test_provoke_declined_leaves_the_creature_tapped_and_free() -> None:
    """608.2d: the controller says no: no requirement, and "if you do" is false, so nothing untaps (608.2c)."""
    out = provoke(choices={"Dave": ["no"]})
    assert [e["action"] for e in events(out)] == []
    assert out["steps"][0]["choices"][0]["answer"] == "no"


def test_provoke_reaches_only_the_defending_player_s_creatures() -> None:
    """506.2: Bob is the defending player; Alice's Grizzly Bears is no legal target (115.1)."""
    with pytest.raises(BotError):
        resolve_on_daves_board("Goblin Grappler", f"Whenever Goblin Grappler attacks, {PROVOKE}", active="Dave",
                               target="Grizzly Bears", combat={"attacking": {"Goblin Grappler": "Bob"}})


def test_block_it_without_an_attacker_named_is_refused() -> None:
    """"it" is the creature the trigger names (608.2c); with no trigger there is no antecedent: refused, never
    guessed as the source."""
    with pytest.raises(BotError):
        plan_of(parse_effect(PROVOKE[0].upper() + PROVOKE[1:]))


# --- "… fights target creature" after the creature was named (701.14a) --------------------------------------------

STOMP = ("Put a +1/+1 counter on target creature you control. Then that creature fights target creature you don't "
         "control.")


@pytest.mark.parametrize(("en", "es"), [
    (STOMP, "Pon un contador +1/+1 sobre la criatura objetivo que controlas. Luego, esa criatura lucha contra la "
            "criatura objetivo que no controlas."),
    ("Put a +1/+1 counter on target creature you control, then it fights target creature you don't control.",
     "Pon un contador +1/+1 sobre la criatura objetivo que controlas. Luego pelea con la criatura objetivo que no "
     "controlas."),
])
def test_that_creature_fights_is_the_creature_named_before_it(en: str, es: str) -> None:
    """608.2c: "that creature" / "it" is the creature the counter was put on, never a new target; printed Spanish
    "lucha contra" (older printings) reads as "pelea con" (701.14a)."""
    plan = same_plan(en, es)
    counters, fight = plan.steps
    assert isinstance(fight, p.Fight) and fight.pronoun and fight.object_target_words == 1  # the second only
    assert render_plan(plan, "en") == ("Put a +1/+1 counter on target creature you control, then it fights target "
                                       "creature you don't control.")
    assert render_plan(plan, "es") == ("Pon un contador +1/+1 en la criatura objetivo que controlas y luego esa "
                                       "criatura pelea con la criatura objetivo que no controlas.")


@pytest.mark.parametrize(("en", "es"), [
    ("Target creature you control fights target creature you don't control.",
     "La criatura objetivo que controlas lucha contra la criatura objetivo que no controlas."),
    ("This creature fights target creature.", "Esta criatura lucha contra la criatura objetivo."),
])
def test_older_spanish_lucha_contra_is_a_fight(en: str, es: str) -> None:
    (step,) = same_plan(en, es).steps
    assert isinstance(step, p.Fight)


def test_the_countered_creature_fights_with_its_new_power() -> None:
    """701.14a: Craw Wurm, 7/5 with the counter (122.1a), deals 7 damage to Hill Giant, which deals 3 back; Hill Giant
    is destroyed as a state-based action (704.5g)."""
    import json

    from bot.apnap import resolve_text
    from tests.apnap.realcards import board

    out = resolve_text(json.dumps(board(effect=STOMP, target=["Craw Wurm", "Hill Giant"])))
    dealt = [(e["objects"], e["amount"]) for e in out["steps"][1]["events"]]
    assert len(dealt) == 2 and "701.14a" in out["citations"]
    assert "Craw Wurm deals 7 damage to Hill Giant (Bob)" in out["narration"]
    assert "Hill Giant deals 3 damage to Craw Wurm (Dave)" in out["narration"]
