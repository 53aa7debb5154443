"""Counters and tokens on real cards (#22, session 18): statics narrowed by counters ("Each creature you control with a
+1/+1 counter on it has flying", 122.1, 611.3a), counters doubled (701.10e) and removed from a target (122.1), +1/+1
and -1/-1 counters annihilating (704.5q), "enters the battlefield tapped with two depletion counters on it" (614.1c,
614.12), and tokens as printed: "that's tapped and attacking" (508.4, 506.3b), "legendary … named …" (205.4a),
changeling (702.73a) and "protection from white" in a keyword list. Each in English and printed Spanish."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar.effect import parse_effect
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import STANDARD, creature, resolve_card, run, typed


def events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


def same_plan(english: str, spanish: str) -> None:
    """Printed Spanish reads into the English plan (the reading language aside)."""
    en, es = plan_of(parse_effect(english, "en")), plan_of(parse_effect(spanish, "es"))
    assert [type(s).__name__ for s in en.steps] == [type(s).__name__ for s in es.steps]
    strip = ("text",)
    for a, b in zip(en.steps, es.steps, strict=True):
        fields = [f for f in a.__dataclass_fields__ if f not in strip]
        assert [getattr(a, f) for f in fields] == [getattr(b, f) for f in fields], type(a).__name__


# --------------------------------------------------------------------------------- statics narrowed by counters
COUNTERED = {"battlefield": [creature("Llanowar Elves", 1, 1, counters={"+1/+1": 1}),
                             creature("Craw Wurm", 6, 4, counters={"-1/-1": 1}), "Swamp (basic land)"]}
FALCONER = "Each creature you control with a +1/+1 counter on it has flying."


def test_abzan_falconer_gives_flying_only_to_creatures_with_a_plus_counter() -> None:
    falconer = creature("Abzan Falconer", 2, 3, counters={})
    out = run({}, card="Abzan Falconer", effect=FALCONER,
              Dave={"battlefield": [falconer, *COUNTERED["battlefield"]]})
    assert [e["objects"] for e in events(out)] == [["Llanowar Elves"]]
    assert out["granted"] == [{"object": "Llanowar Elves", "duration": "static", "rule": "613.1f",
                               "keyword": "flying"}]
    assert out["reading"] == "Creatures you control with +1/+1 counters on them have flying."


def test_counter_static_in_printed_spanish_is_the_same_plan() -> None:
    same_plan(FALCONER, "Cada criatura que controlas con un contador +1/+1 sobre ella tiene la habilidad de volar.")
    same_plan("Creatures you control with +1/+1 counters on them get +1/+0.",
              "Las criaturas que controlas con contadores +1/+1 sobre ellas obtienen +1/+0.")
    out = resolve_card("Cada otra criatura que controlas con un contador +1/+1 sobre ella tiene prisa.", "es",
                       Dave=COUNTERED)
    assert [e["objects"] for e in events(out)] == [["Llanowar Elves"]]


# --------------------------------------------------------------------------------- doubled, removed, annihilated
def test_kalonian_hydra_doubles_each_creatures_own_counters() -> None:
    text = ("Trample\nKalonian Hydra enters the battlefield with four +1/+1 counters on it.\nWhenever Kalonian Hydra "
            "attacks, double the number of +1/+1 counters on each creature you control.")
    dave = {"battlefield": [creature("Kalonian Hydra", 0, 0, counters={"+1/+1": 4}),
                            creature("Llanowar Elves", 1, 1, counters={"+1/+1": 1}), "Swamp (basic land)"]}
    out = run({}, card="Kalonian Hydra", effect=text, ability=2, active="Dave", Dave=dave)
    assert [(e["objects"], e["amount"]) for e in events(out)] == [(["Kalonian Hydra"], 4), (["Llanowar Elves"], 1)]
    assert "701.10e" in out["steps"][0]["citations"]
    assert "Dave doubles the +1/+1 counters on Kalonian Hydra: it had 4, so 4 more are put on it (701.10e)" \
        in out["narration"]


def test_doubling_counters_nobody_gave_is_asked() -> None:
    with pytest.raises(BotError) as caught:
        resolve_card("Double the number of +1/+1 counters on target creature.", target="Hill Giant")
    assert caught.value.code == "choice_needed" and "Hill Giant" in caught.value.text("en")


def test_primordial_hydra_doubles_its_own_counters_in_spanish_too() -> None:
    text = "Al comienzo de tu mantenimiento, duplica el número de contadores +1/+1 sobre esta criatura."
    hydra = creature("Primordial Hydra", 0, 0, counters={"+1/+1": 3})
    out = run({}, card="Primordial Hydra", effect=text, lang="es", active="Dave", Dave={"battlefield": [hydra]})
    assert [(e["objects"], e["amount"]) for e in events(out)] == [(["Primordial Hydra"], 3)]
    assert "duplica los contadores +1/+1 sobre Primordial Hydra: tenía 3, así que se ponen 3 más" in out["narration"]
    same_plan("Double the number of +1/+1 counters on target creature.",
              "Duplica el número de contadores +1/+1 sobre la criatura objetivo.")


@pytest.mark.parametrize("text, left", [("Remove all -1/-1 counters from target creature.", 0),
                                        ("Remove a -1/-1 counter from target creature.", 1)])
def test_counters_removed_from_a_target_at_most_as_many_as_it_has(text: str, left: int) -> None:
    wurm = creature("Craw Wurm", 6, 4, counters={"-1/-1": 2})
    out = resolve_card(text, target="Craw Wurm", Dave={"battlefield": [wurm]})
    assert [(e["action"], e["objects"], e["amount"]) for e in events(out)] == [
        ("remove_counter", ["Craw Wurm"], 2 - left)]
    same_plan(text, {0: "Quita todos los contadores -1/-1 de la criatura objetivo.",
                     1: "Quita un contador -1/-1 de la criatura objetivo."}[left])


def test_plus_and_minus_counters_annihilate_as_a_state_based_action() -> None:
    """704.5q: Grizzly Bears with two +1/+1 counters gets two -1/-1 counters: both pairs go, it stays a 2/2."""
    bears = creature("Grizzly Bears", 2, 2, counters={"+1/+1": 2})
    out = resolve_card("Put two -1/-1 counters on target creature.", target="Grizzly Bears",
                       Alice={"battlefield": [bears]})
    assert out["state_based_actions"] == [{"player": "Alice", "event": "counters_annihilated", "rules": ["704.5q"],
                                           "object": "Grizzly Bears", "amount": 2}]
    es = resolve_card("Put two -1/-1 counters on target creature.", "es", target="Grizzly Bears",
                      Alice={"battlefield": [bears]})
    assert "Grizzly Bears (Alice) tiene contadores +1/+1 y -1/-1 a la vez: se quitan 2 de cada tipo (704.5q)" \
        in es["narration"]


def test_peat_bog_enters_tapped_with_its_depletion_counters() -> None:
    text = "Peat Bog enters the battlefield tapped with two depletion counters on it."
    out = run({}, card="Peat Bog", effect=text, ability=1)
    (event,) = events(out)
    assert (event["action"], event["amount"], event["counter"], event["tapped"]) == (
        "enters_with_counters", 2, "depletion", True)
    assert out["reading"] == "Peat Bog enters the battlefield tapped with two depletion counters on it."
    same_plan("This land enters the battlefield tapped with two depletion counters on it.",
              "Esta tierra entra al campo de batalla girada con dos contadores de agotamiento sobre ella.")


# --------------------------------------------------------------------------------- tokens as printed
KARI = ("First strike, menace\nWhenever Kari Zev, Skyship Raider attacks, create a legendary 2/1 red Monkey "
        "creature token named Ragavan that's tapped and attacking. Exile that token at end of combat.")


def _two_players() -> list[dict[str, Any]]:
    return [p for p in STANDARD["players"] if p["name"] in ("Bob", "Dave")]


def test_kari_zev_makes_a_legendary_ragavan_attacking_the_one_opponent() -> None:
    out = run({}, card="Kari Zev, Skyship Raider", effect=KARI, ability=1, active="Dave", players=_two_players())
    create = events(out)[0]
    assert (create["action"], create["tapped"], create["attacking"]) == ("create", True, "Bob")
    assert "508.4" in out["steps"][0]["citations"]
    assert out["reading"].startswith("Create a legendary 2/1 red Monkey creature token named Ragavan that's tapped "
                                     "and attacking.")
    plan = plan_of(parse_effect(KARI.split("attacks, ", 1)[1], "en"))
    made = plan.steps[0]
    assert (made.named, made.attacking, made.tapped, "legendary" in made.types) == ("Ragavan", True, True, True)


def test_attacking_token_with_several_opponents_is_its_controllers_choice() -> None:
    text = "Create a 1/1 white Kithkin Soldier creature token that's tapped and attacking."
    out = resolve_card(text, active="Dave")
    assert events(out)[0]["attacking"] == "choose"
    assert "attacking the player or planeswalker Dave chooses" in out["narration"]


def test_a_token_put_onto_the_battlefield_attacking_on_another_players_turn_never_attacks() -> None:
    """506.3b: Bob is the active player; Dave's token enters but is never attacking."""
    out = resolve_card("Create a 1/1 white Kithkin Soldier creature token that's tapped and attacking.")
    assert events(out)[0]["attacking"] == "never"
    assert "506.3b" in out["steps"][0]["citations"]


def test_brimaz_token_in_printed_spanish_is_the_same_plan() -> None:
    made = plan_of(parse_effect("Create a 1/1 white Cat Soldier creature token with vigilance that's attacking.",
                                "en")).steps[0]
    assert (made.keywords, made.attacking, made.tapped) == (frozenset({"vigilance"}), True, False)
    same_plan("Create a 1/1 white Kithkin Soldier creature token with vigilance that's attacking.",
              "Crea una ficha de criatura Soldado Kithkin blanca 1/1 con vigilancia que está atacando.")
    same_plan("Create a 1/1 white Kithkin Soldier creature token that's tapped and attacking.",
              "Crea una ficha de criatura Soldado Kithkin blanca 1/1 que está girada y atacando.")
    out = resolve_card("Crea una ficha de criatura Soldado Kithkin blanca 1/1 que está girada y atacando.", "es",
                       active="Dave", players=_two_players())
    assert "que ataca a Bob (508.4" in out["narration"]
    assert out["reading"] == "Crea una ficha de criatura Soldado Kithkin blanca 1/1 que está girada y atacando."


def test_irregular_cohort_token_with_changeling_is_every_creature_type() -> None:
    text = "Create a 2/2 colorless Shapeshifter creature token with changeling. Goblins you control get +1/+1 until " \
           "end of turn."
    out = resolve_card(text, Dave=typed("Dave"))
    assert events(out)[1]["objects"] == ["colorless Shapeshifter creature with changeling"]
    same_plan("Create a 2/2 colorless Shapeshifter creature token with changeling.",
              "Crea una ficha de criatura Cambiaformas incolora 2/2 con cambiaformas.")


def test_riftmarked_knight_token_keeps_every_keyword_of_its_list() -> None:
    text = "Create a 2/2 black Knight creature token with flanking, protection from white, and haste."
    made = plan_of(parse_effect(text, "en")).steps[0]
    assert made.keywords == frozenset({"flanking", "protection from white", "haste"})
    assert resolve_card(text)["reading"] == text


def test_tuktuk_makes_a_legendary_artifact_token_named_as_printed() -> None:
    text = "Create a legendary 5/5 colorless Goblin Golem artifact creature token named Tuktuk the Returned."
    made = plan_of(parse_effect(text, "en")).steps[0]
    assert made.types == frozenset({"artifact", "creature", "legendary"}) and made.named == "Tuktuk the Returned"
    assert resolve_card(text)["reading"] == text


def test_arc_blade_exiles_itself_with_three_time_counters() -> None:
    text = "Arc Blade deals 2 damage to any target. Exile Arc Blade with three time counters on it."
    out = run({}, card="Arc Blade", effect=text, target="Bob")
    exiled = events(out)[-1]
    assert (exiled["action"], exiled["amount"], exiled["counter"], exiled["with_counters"]) == ("exile", 3, "time", 3)
    assert "Dave exiles Arc Blade with 3 time counters on it: the card keeps them in exile (122.1)" in out["narration"]
    assert out["reading"].endswith("Exile Arc Blade with three time counters on it.")
    same_plan("Exile this spell with three time counters on it.",
              "Exilia este conjuro con tres contadores de tiempo sobre él.")


def test_herald_of_anafenza_style_restriction_reaches_only_creatures_with_counters() -> None:
    """Tuskguard Captain's kind of static: "Creatures you control with +1/+1 counters on them can't be blocked"."""
    out = resolve_card("Creatures you control with +1/+1 counters on them can't be blocked.", Dave=COUNTERED)
    assert [e["objects"] for e in events(out)] == [["Llanowar Elves"]]
    assert "Llanowar Elves can't be blocked" in out["narration"]


@pytest.mark.parametrize("text, target", [
    ("Remove all +1/+1 counters from target creature you control. Draw that many cards.", "Llanowar Elves"),
    ("Remove all +1/+1 counters from this creature. Draw that many cards.", None)])
def test_that_many_after_removing_counters_counts_the_counters(text: str, target: str | None) -> None:
    """Take: "that many" is the counters removed (608.2c), not the one permanent they came from (it drew 1)."""
    elves = creature("Llanowar Elves", 1, 1, counters={"+1/+1": 3})
    more = {"target": target} if target else {"card": "Llanowar Elves", "ability": 1}
    out = run({}, effect=text, Dave={"battlefield": [elves]}, **more) if target is None else \
        resolve_card(text, Dave={"battlefield": [elves]}, **more)
    draws = [e for e in events(out) if e["action"] == "draw"]
    assert [(e["player"], e["amount"]) for e in draws] == [("Dave", 3)]


def test_ammit_eternal_removes_its_own_minus_counters() -> None:
    """"… remove all -1/-1 counters from it": "it" is the source the trigger names (608.2c)."""
    text = "Whenever Ammit Eternal deals combat damage to a player, remove all -1/-1 counters from it."
    ammit = creature("Ammit Eternal", 5, 5, counters={"-1/-1": 2})
    out = run({}, card="Ammit Eternal", effect=text, active="Dave", Dave={"battlefield": [ammit]})
    assert [(e["action"], e["objects"], e["amount"]) for e in events(out)] == [
        ("remove_counter", ["Ammit Eternal"], 2)]
    assert out["reading"] == "Remove all -1/-1 counters from Ammit Eternal."


def test_shed_weakness_removes_a_counter_from_the_creature_it_targeted() -> None:
    text = "Target creature gets +2/+2 until end of turn. You may remove a -1/-1 counter from it."
    wurm = creature("Craw Wurm", 6, 4, counters={"-1/-1": 2})
    out = resolve_card(text, target="Craw Wurm", Dave={"battlefield": [wurm]})
    removed = [e for e in events(out) if e["action"] == "remove_counter"]
    assert [(e["objects"], e["amount"]) for e in removed] == [(["Craw Wurm"], 1)]
    assert out["reading"].endswith("You may remove a -1/-1 counter from it.")
