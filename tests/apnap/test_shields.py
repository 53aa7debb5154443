"""Prevention and replacement effects (615, 614) and "can't be regenerated" (701.19c), with real card text, on
the standard board (Alice, Bob, Carol with 3 life, Dave; Bob is active, Dave controls; Bob's Hill Giant is 3/3).

Such an effect moves nothing when it is created: the step reports a typed record (whom it protects, from whose
damage, how much, for how long, which rule). Where the event it watches for happens in the same resolution, the
engine applies it: damage that can't be prevented (615.12), a creature that would die (614.1a).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import (
    CantBePrevented,
    CantBeRegenerated,
    ExileIfDies,
    PreventDamage,
    PreventDamageAnyTarget,
    PreventDamageTarget,
    RedirectDamageTarget,
    plan_of,
)
from bot.errors import BotError
from tests.apnap.realcards import creature, other_warnings, resolve_card

resolve = resolve_card  # tests/apnap/realcards.py


def steps_of(text: str, lang: str = "en") -> tuple[Any, ...]:
    return plan_of(parse_effect(text, lang)).steps


# ------------------------------------------------------------------------------------------ prevention (615)
def test_fog_is_a_prevention_effect_for_this_turn_and_nothing_moves() -> None:
    text = "Prevent all combat damage that would be dealt this turn."  # Fog, Holy Day
    (step,) = steps_of(text)
    assert isinstance(step, PreventDamage) and (step.combat, step.amount, step.to, step.by, step.duration) == (
        True, None, "", "", "this_turn")
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert (event["change"], event["act"], event["combat"], event["duration"]) == ("prevent", "damage", True,
                                                                                   "this_turn")
    assert {"615.1a", "611.2a"} <= set(out["steps"][0]["citations"]) and out["state_based_actions"] == []
    assert "all combat damage that would be dealt is prevented (615.1a)" in out["narration"]
    # printed Spanish reads into the same plan
    (es,) = steps_of("Previene todo el daño de combate que se fuera a hacer este turno.", "es")
    assert es == replace(step, text=es.text)
    spanish = resolve(text, "es")
    assert "se previene todo el daño de combate que se fuera a hacer" in spanish["narration"]


@pytest.mark.parametrize("text", [
    "Prevent the next 4 damage that would be dealt to any target this turn.",  # Orim's Cure, Mending Hands
    "Previene los próximos 4 puntos de daño que fueran a hacerse a cualquier objetivo este turno.",
])
def test_a_shield_of_n_on_any_target_names_the_target(text: str) -> None:
    (step,) = steps_of(text, "es" if text.startswith("Previene") else "en")
    assert isinstance(step, PreventDamageAnyTarget) and step.amount == 4
    creature_out = resolve(text, target=["Hill Giant"])
    (event,) = creature_out["steps"][0]["events"]
    assert (event["objects"], event["amount"]) == (["Hill Giant"], 4)
    assert {"615.7", "115.4"} <= set(creature_out["steps"][0]["citations"])
    player_out = resolve(text, target=["Alice"])
    assert player_out["steps"][0]["events"][0]["objects"] == ["Alice"]


def test_kitsune_palliator_shields_each_creature_and_each_player() -> None:
    out = resolve("Prevent the next 1 damage that would be dealt to each creature and each player this turn.")
    (event,) = out["steps"][0]["events"]
    assert set(event["objects"]) == {"Alice", "Bob", "Carol", "Dave", "Grizzly Bears", "Serra Angel", "Hill Giant",
                                     "Llanowar Elves", "Craw Wurm"} and event["amount"] == 1


def test_a_static_prevention_lasts_while_its_source_is_there() -> None:
    out = resolve("Prevent all damage that would be dealt to you.", card="Solitary Confinement")
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["duration"]) == (["Dave"], "static")
    assert {"604.1", "611.3a"} <= set(out["steps"][0]["citations"])


def test_an_activated_prevention_names_whose_damage() -> None:
    text = "{W}{B}, {T}: Prevent all combat damage that would be dealt by target creature this turn."  # Lady Evangela
    out = resolve(text, card="Lady Evangela", target=["Hill Giant"])
    step = out["steps"][0]
    assert step["events"][0]["sources"] == ["Hill Giant"] and "115.1" in step["citations"]
    assert "all combat damage that Hill Giant would deal is prevented" in out["narration"]
    assert isinstance(steps_of("Prevent all combat damage that would be dealt by target creature this turn.")[0],
                      PreventDamageTarget)


def test_prevention_to_it_is_the_creature_targeted_before() -> None:
    text = ("Target creature gains flying until end of turn. Prevent all damage that would be dealt to that creature "
            "this turn.")
    out = resolve(text, target=["Hill Giant"])
    assert out["steps"][1]["events"][0]["objects"] == ["Hill Giant"]


@pytest.mark.parametrize("text", [  # ("the next X damage" is a shield of X now: test_prevented_this_way.py)
    "Prevent all damage that would be dealt to this permanent by creatures it's attacking.",
])
def test_prevention_words_not_read_are_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve(text, target=["Hill Giant"])
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------ can't be prevented
def test_damage_that_cant_be_prevented_goes_through_protection() -> None:
    # Not "to any target" (Bonecrusher Giant's Stomp): a red spell can't target a creature with protection from red
    # at all (702.16b, engine/target_protection.py), so the damage reaches it only untargeted
    text = "Damage can't be prevented this turn. Stomp deals 2 damage to each creature."
    assert isinstance(steps_of(text)[0], CantBePrevented)
    warded = creature("Hill Giant", 3, 3, colors=["red"], keywords=["protection from red"])
    out = resolve(text, Bob={"battlefield": [warded]})
    assert out["steps"][0]["events"][0]["act"] == "be_prevented"
    hit = out["steps"][1]["events"][0]
    assert hit["objects"] == ["Hill Giant"] and hit["amount"] == 2 and "615.12" in out["steps"][1]["citations"]
    assert not other_warnings(out)  # the source's colour does not matter any more: nothing is prevented
    assert steps_of("El daño no puede prevenirse este turno.", "es")[0].duration == "this_turn"


# ------------------------------------------------------------------------------------------ regeneration (701.19c)
@pytest.mark.parametrize(("text", "lang"), [
    ("Destroy target nonartifact, nonblack creature. It can't be regenerated.", "en"),  # Terror
    ("Destruye la criatura objetivo. No puede ser regenerada.", "es"),
])
def test_it_cant_be_regenerated_is_a_record_on_the_destroyed_creature(text: str, lang: str) -> None:
    steps = steps_of(text, lang)
    assert isinstance(steps[1], CantBeRegenerated) and steps[1].this_way == "earlier"
    out = resolve(text, lang, target=["Hill Giant"])
    (destroy,) = out["steps"]  # the record qualifies the destruction: listed in its step's effects (608.2c)
    assert [e["objects"] for e in destroy["events"]] == [["Hill Giant"]]
    (regen,) = destroy["effects"]
    assert (regen["objects"], regen["act"], regen["duration"]) == (["Hill Giant"], "be_regenerated", "this_effect")
    assert {"701.19c", "608.2c"} <= set(destroy["citations"])


def test_a_creature_dealt_damage_this_way_cant_be_regenerated_this_turn() -> None:
    text = "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn."
    out = resolve(text, target=["Hill Giant"])
    (regen,) = out["steps"][0]["effects"]
    assert (regen["objects"], regen["duration"]) == (["Hill Giant"], "this_turn")
    assert resolve(text, target=["Alice"])["steps"][0]["effects"][0]["objects"] == []  # a player is no creature


def test_it_with_nothing_destroyed_or_damaged_before_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve("Tap target creature. It can't be regenerated.", target=["Hill Giant"])
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------ replacement (614)
def test_a_creature_that_would_die_is_exiled_instead() -> None:
    text = ("Scorching Dragonfire deals 3 damage to target creature or planeswalker. If that creature or planeswalker "
            "would die this turn, exile it instead.")
    assert isinstance(steps_of(text)[1], ExileIfDies)
    out = resolve(text, target=["Hill Giant"])  # 3 damage to a 3/3: lethal (704.5g), exiled instead (614.1a)
    assert out["state_based_actions"] == [{"player": "Bob", "event": "exiled_instead", "rules": ["704.5g", "614.1a"],
                                           "object": "Hill Giant"}]
    assert "Hill Giant (Bob) would die (lethal damage) and is exiled instead" in out["narration"]
    survives = resolve("Scorchmark deals 2 damage to target creature. If that creature would die this turn, exile it "
                       "instead.", target=["Hill Giant"])
    assert survives["state_based_actions"] == []
    assert survives["steps"][0]["effects"][0]["objects"] == ["Hill Giant"]  # the replacement waits all turn


# ------------------------------------------------------------------------------------------ redirection (614.9)
def test_damage_redirected_to_you_names_both_ends() -> None:
    text = "All damage that would be dealt to target creature this turn is dealt to you instead."  # Sivvi's Valor
    (step,) = steps_of(text)
    assert isinstance(step, RedirectDamageTarget) and (step.to, step.instead) == ("target", "you")
    out = resolve(text, target=["Hill Giant"])
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["instead"], event["act"]) == (["Hill Giant"], ["Dave"], "damage_redirect")
    assert {"614.9", "115.1", "611.2a"} <= set(out["steps"][0]["citations"])
    assert "all damage that would be dealt to Hill Giant is dealt to Dave instead (614.9)" in out["narration"]


def test_the_next_damage_to_the_source_is_dealt_to_a_creature_you_control() -> None:
    text = ("Flying\n{0}: The next 1 damage that would be dealt to Spirit en-Kor this turn is dealt to target creature "
            "you control instead.")
    out = resolve(text, card="Spirit en-Kor", ability=1, target=["Craw Wurm"])
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["amount"], event["instead"]) == (["Spirit en-Kor"], 1, ["Craw Wurm"])
    with pytest.raises(BotError):  # Hill Giant is Bob's: not a creature Dave controls (115.1)
        resolve(text, card="Spirit en-Kor", ability=1, target=["Hill Giant"])


def test_a_wall_is_shielded_from_the_creatures_it_blocks() -> None:
    text = "Defender\nPrevent all damage that would be dealt to Wall of Shadows by creatures it's blocking."
    out = resolve(text, card="Wall of Shadows", ability=1)
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["blocked"], event["duration"]) == (["Wall of Shadows"], True, "static")
    assert "that the creatures Wall of Shadows is blocking would deal to it is prevented" in out["narration"]


# ------------------------------------------------------------------------------------------ rule changes on players
@pytest.mark.parametrize(("text", "lang"), [
    ("Your opponents can't cast spells during your turn.", "en"),  # Dragonlord Dromoka
    ("Tus oponentes no pueden lanzar hechizos durante tu turno.", "es"),
])
def test_a_restriction_during_your_turn_only(text: str, lang: str) -> None:
    (step,) = steps_of(text, lang)
    assert (step.change.kind, step.change.act, step.change.duration) == ("cant", "cast", "during_your_turn")
    out = resolve(text, lang)
    assert out["steps"][0]["order"] == ["Bob", "Carol", "Alice"]
    # Bob's turn, Dave's ability: it applies only during Dave's turns, so not at this moment (611.3a)
    assert {e["duration"] for e in out["steps"][0]["events"]} == {"during_your_turn_not_now"}
    assert {"604.1", "611.3a"} <= set(out["steps"][0]["citations"]) and "611.2a" not in out["steps"][0]["citations"]
    mine = resolve(text, lang, active="Dave")
    assert {e["duration"] for e in mine["steps"][0]["events"]} == {"during_your_turn"}


def test_printed_spanish_exile_instead_reads_into_the_same_plan() -> None:
    english = steps_of("Scorchmark deals 3 damage to target creature. If that creature would die this turn, exile it "
                       "instead.")
    spanish = steps_of("Marca abrasadora hace 3 puntos de daño a la criatura objetivo. Si esa criatura fuera a morir "
                       "este turno, en vez de eso, exíliala.", "es")
    assert replace(spanish[1], text="") == replace(english[1], text="")
    out = resolve("Marca abrasadora hace 3 puntos de daño a la criatura objetivo. Si esa criatura fuera a morir "
                  "este turno, en vez de eso, exíliala.", "es", target=["Hill Giant"])
    assert [s["event"] for s in out["state_based_actions"]] == ["exiled_instead"]
    assert "en su lugar se exilia" in out["narration"]


def test_damage_to_a_target_that_cant_be_prevented() -> None:
    text = "Damage that would be dealt to target creature this turn can't be prevented."  # Stonehoof Chieftain's kin
    out = resolve(text, target=["Hill Giant"])
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["act"], event["to"]) == (["Hill Giant"], "be_prevented", True)
    assert "damage that would be dealt to Hill Giant can't be prevented (615.12)" in out["narration"]


def test_whose_damage_may_be_a_kind_of_source() -> None:
    text = ("All Walls able to block Marble Priest do so.\n"
            "Prevent all combat damage that would be dealt to Marble Priest by Walls.")
    out = resolve(text, card="Marble Priest", ability=2)
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["sources_kind"], event["combat"]) == (["Marble Priest"], "Walls", True)
    assert "609.7c" in out["steps"][0]["citations"]  # a static ability: any source of that kind (609.7c)
    spanish = resolve("Prevent all damage that would be dealt to you this turn by black creatures.", "es")
    assert "se previene todo el daño que se fuera a hacer a Dave por criaturas negras" in spanish["narration"]
    assert "609.7b" in spanish["steps"][0]["citations"]  # a resolving shield rechecks the kind (609.7b)


def test_the_older_wording_whose_damage_comes_first() -> None:
    old = steps_of("Prevent all combat damage target creature would deal this turn.")  # older Oracle wording
    new = steps_of("Prevent all combat damage that would be dealt by target creature this turn.")
    assert [replace(s, text="") for s in old] == [replace(s, text="") for s in new]


def test_shielded_kinds_list_who_they_are_now() -> None:
    text = "Prevent all damage that would be dealt to you and creatures you control this turn."  # Holy Day's kin
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert set(event["objects"]) == {"Dave", "Llanowar Elves", "Craw Wurm"}
    assert "creatures you control (now: Dave, Llanowar Elves and Craw Wurm)" in out["narration"]
    (static,) = steps_of("Prevent all noncombat damage that would be dealt to creatures you control.")
    assert (static.to, static.noncombat, static.combat) == ("kind", True, False)
    out = resolve("Prevent all noncombat damage that would be dealt to creatures you control.", "es")
    assert "todo el daño que no sea de combate" in out["narration"]
    # "other …" is read by the one filter reader now (the source left out by identity; not on this board)
    out = resolve("Prevent all noncombat damage that would be dealt to other creatures you control.")
    (event,) = out["steps"][0]["events"]
    assert (event["to_kind"], set(event["objects"])) == ("other creatures you control", {"Llanowar Elves", "Craw Wurm"})


def test_a_shield_before_damage_in_the_same_effect_is_refused() -> None:
    # the engine does not apply a shield to the damage of its own effect (615.1): refused, never dealt in full
    with pytest.raises(BotError) as err:
        resolve("Prevent the next 2 damage that would be dealt to target creature this turn. This spell deals 3 "
                "damage to target creature.", target=["Hill Giant"])
    assert err.value.code == "unsupported_effect"
