"""The source changed by its own name, pasted without ``card:``: "{B}: Slithering Shade gets +1/+1 until end
of turn", "… gains first strike until end of turn" (611.2a) and "{B}: Regenerate Drudge Skeletons."
(701.19a). The card's name is found where Oracle text names its own card (oracle.py, by position, never a
list of names) and read as "this permanent"; the engine changes the source's permanent when the board shows
it, and state-based actions see a toughness that drops to 0 (704.5f)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.oracle import self_names
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board, creature


def resolve(effect: str, *on_dave: Any, lang: str | None = None) -> dict[str, Any]:
    data = board(effect=effect)
    dave = next(pl for pl in data["players"] if pl["name"] == "Dave")
    dave["battlefield"] += list(on_dave)
    return resolve_text(json.dumps(data), lang)


def events(out: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(e["player"], e["action"], e["objects"], e.get("pt"), e.get("keywords"))
            for s in out["steps"] for e in s["events"]]


@pytest.mark.parametrize(("text", "name"), [
    ("{B}: Slithering Shade gets +1/+1 until end of turn.", "Slithering Shade"),
    ("Whenever an opponent casts a spell, Mogg Sentry gets +2/+2 until end of turn.", "Mogg Sentry"),
    ("{1}: Noble Panther gains first strike until end of turn.", "Noble Panther"),
    ("{B}: Regenerate Drudge Skeletons.", "Drudge Skeletons"),
    ("{1}{G}: Regenerate Wolfir Avenger.", "Wolfir Avenger"),
])
def test_the_card_names_itself_in_these_positions(text: str, name: str) -> None:
    assert self_names(text)[0] == name


@pytest.mark.parametrize("text", ["Creatures you control get +1/+1 until end of turn.",
                                  "Enchanted creature gets +2/+2.", "Target creature gets +3/+3 until end of turn.",
                                  "Other Zombie creatures get +1/+1."])
def test_other_subjects_are_never_taken_for_a_name(text: str) -> None:
    assert self_names(text) == ()


def test_gets_until_end_of_turn_changes_the_source() -> None:
    out = resolve("{B}: Slithering Shade gets +1/+1 until end of turn.", creature("Slithering Shade", 2, 2))
    assert events(out) == [("Dave", "modify", ["Slithering Shade"], "+1/+1", "")]
    assert {"611.2a", "613.4c"} <= set(out["steps"][0]["citations"])


def test_a_toughness_dropping_to_zero_dies_as_a_state_based_action() -> None:
    out = resolve("{B}: Slithering Shade gets -2/-2 until end of turn.", creature("Slithering Shade", 2, 2))
    assert out["state_based_actions"] == [{"player": "Dave", "event": "dies", "rules": ["704.5f"],
                                           "object": "Slithering Shade"}]


def test_gets_and_gains_two_word_keyword() -> None:
    text = "Discard a card at random: Pardic Lancer gets +1/+0 and gains first strike until end of turn."
    (step,) = plan_of(parse_effect("this permanent gets +1/+0 and gains first strike until end of turn")).steps
    assert isinstance(step, p.ModifySource) and step.keywords == ("first strike",)
    out = resolve(text, creature("Pardic Lancer", 1, 2))
    assert events(out) == [("Dave", "modify", ["Pardic Lancer"], "+1/+0", "first strike")]


def test_a_source_the_board_does_not_show_is_named_and_nothing_else_changes() -> None:
    out = resolve("{U}: Manta Riders gains flying until end of turn.")
    assert events(out) == [("Dave", "modify", ["Manta Riders"], "", "flying")]


def test_regenerate_the_source_is_a_shield_and_moves_nothing() -> None:
    out = resolve("{B}: Regenerate Drudge Skeletons.", creature("Drudge Skeletons", 1, 1))
    assert events(out) == [("Dave", "regenerate", ["Drudge Skeletons"], None, None)]
    assert "701.19a" in out["steps"][0]["citations"]
    assert out["state_based_actions"] == []


@pytest.mark.parametrize(("es", "en"), [
    ("Esta criatura obtiene +1/+1 hasta el final del turno.", "This creature gets +1/+1 until end of turn."),
    ("Regenera esta criatura.", "Regenerate this creature."),
])
def test_printed_spanish_reads_into_the_same_plan(es: str, en: str) -> None:
    spanish, english = plan_of(parse_effect(es, "es")).steps, plan_of(parse_effect(en)).steps
    assert [type(s) for s in spanish] == [type(s) for s in english]
    assert [(getattr(s, "power", 0), getattr(s, "toughness", 0)) for s in spanish] == \
        [(getattr(s, "power", 0), getattr(s, "toughness", 0)) for s in english]


def test_renders_and_narrates_in_both_languages() -> None:
    plan = plan_of(parse_effect("this permanent gets +1/+1 and gains flying until end of turn"))
    assert render_plan(plan, "en").lower().startswith("this permanent gets +1/+1 and gains flying until end of turn")
    assert "obtiene +1/+1 y gana la habilidad de volar hasta el final del turno" in render_plan(plan, "es")
    out = resolve("{B}: Regenerate Drudge Skeletons.", creature("Drudge Skeletons", 1, 1))
    assert "regenerates Drudge Skeletons" in out["narration"]
    spanish = resolve("{B}: Regenerate Drudge Skeletons.", creature("Drudge Skeletons", 1, 1), lang="es")
    assert "regenera Drudge Skeletons" in spanish["narration"]


@pytest.mark.parametrize("text", ["{R}: Untap Torchling.",
                                  "At the beginning of your upkeep, you may pay {1}. If you do, untap Torchling."])
def test_untap_the_source_by_its_own_name(text: str) -> None:
    torch = {"name": "Torchling", "types": ["creature"], "power": 3, "toughness": 3, "tapped": True}
    out = resolve(text, torch)
    assert ("Dave", "untap", ["Torchling"], None, None) in events(out)
    assert "701.26b" in out["steps"][-1]["citations"]
    (step,) = plan_of(parse_effect("Untap this permanent.")).steps
    assert isinstance(step, p.UntapSource)
    assert render_plan(plan_of(parse_effect("Untap this permanent.")), "es") == "Endereza este permanente."


@pytest.mark.parametrize("text", ["Izzet Guildgate enters the battlefield tapped.",
                                  "Thornwood Falls enters the battlefield tapped."])
def test_enters_the_battlefield_tapped_is_a_replacement_that_changes_nothing_now(text: str) -> None:
    name = text.split(" enters")[0]
    assert self_names(text)[0] == name
    out = resolve(text)
    assert events(out) == [("Dave", "enters_tapped", [name], None, None)]
    # "[This permanent] enters …" is a replacement effect of 614.1d; 614.1c is "enters with / as" (judge 26)
    assert {"614.1d", "614.12"} <= set(out["steps"][0]["citations"])
    assert "614.1c" not in out["steps"][0]["citations"]
    assert "nothing changes on the board now" in out["narration"]
    es = plan_of(parse_effect("Esta tierra entra al campo de batalla girada.", "es")).steps
    assert [type(s) for s in es] == [p.EntersTapped]
    assert render_plan(plan_of(parse_effect("This land enters the battlefield tapped.")), "es") == \
        "Este permanente entra al campo de batalla girado."


def test_enters_tapped_with_more_words_is_refused_with_them() -> None:
    with pytest.raises(BotError) as err:  # "tapped with two charge counters on it" is read since session 18
        resolve("Vivid Creek enters the battlefield tapped with two charge counters on it and with flying.")
    assert "with flying" in err.value.text("en")


def test_that_creature_is_the_creature_targeted_earlier_in_the_effect() -> None:  # Vitalizing Cascade-like text
    text = "Target creature gets +1/+1 until end of turn. Untap that creature."
    modify, untap = plan_of(parse_effect(text)).steps
    assert isinstance(untap, p.UntapTarget) and untap.refers
    assert render_plan(plan_of(parse_effect(text)), "en") == text
    assert render_plan(plan_of(parse_effect(text)), "es").endswith("Endereza esa criatura.")
    data = board(effect=text, target="Hill Giant",
                 Bob={"battlefield": [{"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3,
                                       "tapped": True}]})
    out = resolve_text(json.dumps(data))
    assert [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"]] == [
        ("modify", ["Hill Giant"]), ("untap", ["Hill Giant"])]


@pytest.mark.parametrize("text", ["Untap that creature.",  # nothing targeted before it
                                  "Whenever Mercurial Kite deals combat damage to a creature, tap that creature."])
def test_that_creature_without_an_earlier_target_is_refused(text: str) -> None:
    with pytest.raises(BotError):
        resolve(text)


def test_it_gets_is_the_permanent_targeted_earlier() -> None:  # Vigorous Charge-like "Untap target creature. It …"
    text = "Untap target creature. It gets +1/+4 and gains reach until end of turn."
    untap, modify = plan_of(parse_effect(text)).steps
    assert isinstance(modify, p.ModifyTarget) and modify.refers and modify.keywords == ("reach",)
    assert render_plan(plan_of(parse_effect(text)), "en") == text
    out = resolve_text(json.dumps(board(effect=text, target="Hill Giant")))
    assert [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"]][-1] == ("modify", ["Hill Giant"])
    with pytest.raises(BotError):  # no target before it: "it" could be anything, so refused
        plan_of(parse_effect("It gets +2/+2 until end of turn."))


def test_all_creatures_have_is_static_and_until_end_of_turn_is_not() -> None:
    (static,) = plan_of(parse_effect("All creatures have haste.")).steps  # Fires of Yavimaya's cousins
    assert isinstance(static, p.StaticModify) and static.keywords == ("haste",)
    (once,) = plan_of(parse_effect("All creatures get -1/-1 until end of turn.")).steps
    assert isinstance(once, p.ModifyAll)
