"""Static abilities that change permanents (604.1, 611.3a), read from real card text in English and printed
Spanish: "Creatures you control get +1/+1", "Other Zombie creatures you control get +1/+1", "Enchanted creature
gets +2/+2 and has vigilance", "Equipped creature has double strike". The result says which permanents change
and how (613.4c layer 7c, 613.1f layer 6), state-based actions see a toughness at 0 (704.5f), an Aura's or
Equipment's creature is the one ``attached_to`` names (asked when missing, never guessed), and such a sentence
in an ability that resolves is refused (611.2a: its effect would have a duration)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board, creature


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


def changes(out: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(e["objects"], e["pt"], e["keywords"], e["duration"]) for s in out["steps"] for e in s["events"]]


def only(text: str, lang: str | None = None) -> p.StaticModify:
    (step,) = plan_of(parse_effect(text, lang)).steps
    assert isinstance(step, p.StaticModify)
    return step


def test_creatures_you_control_get_a_bonus_while_the_source_is_there() -> None:  # Glorious Anthem
    out = resolve("Creatures you control get +1/+1.")
    assert changes(out) == [(["Llanowar Elves", "Craw Wurm"], "+1/+1", "", "static")]  # Dave controls
    assert {"604.1", "611.3a", "613.4c"} <= set(out["steps"][0]["citations"])
    assert "while the source is on the battlefield" in out["narration"]


def test_your_opponents_creatures_and_a_toughness_at_zero_dies() -> None:  # Cumber Stone, then a -1/-1 one
    out = resolve("Creatures your opponents control get -1/-0.")
    assert changes(out) == [(["Grizzly Bears", "Serra Angel", "Hill Giant"], "-1/-0", "", "static")]  # as printed
    out = resolve("Other black creatures get -1/-1.", Dave={"battlefield": [
        creature("Llanowar Elves", 1, 1, colors=["black"]), creature("Craw Wurm", 6, 4, colors=["green"])]})
    assert changes(out)[0][0] == ["Llanowar Elves"]
    assert out["state_based_actions"] == [{"player": "Dave", "event": "dies", "rules": ["704.5f"],
                                           "object": "Llanowar Elves"}]


def test_other_subtype_creatures_leave_the_source_out() -> None:  # Diregraf Captain, with card:
    captain = creature("Diregraf Captain", 2, 2, subtypes=["zombie"])
    zombie = creature("Walking Corpse", 2, 2, subtypes=["zombie"])
    wurm = creature("Craw Wurm", 6, 4, subtypes=["wurm"])  # a count of Zombies asks for types nobody gave
    data = board(card="Diregraf Captain", Dave={"battlefield": [captain, zombie, wurm]})
    from bot.apnap import CardText

    out = resolve_text(json.dumps(data), card_lookup=lambda name: CardText(
        "Diregraf Captain", "Deathtouch\nOther Zombie creatures you control get +1/+1."))
    assert changes(out) == [(["Walking Corpse"], "+1/+1", "", "static")]


@pytest.mark.parametrize(("text", "pt", "keywords"), [
    ("Enchanted creature gets +2/+2 and has vigilance.", (2, 2), ("vigilance",)),  # Knightly Valor
    ("Equipped creature gets +0/+3 and has vigilance.", (0, 3), ("vigilance",)),  # Accorder's Shield
    ("Equipped creature has double strike.", (0, 0), ("double strike",)),  # Grappling Hook
    ("Enchanted creature gets +3/+0 and has first strike.", (3, 0), ("first strike",)),  # Lightning Talons
])
def test_an_aura_or_equipment_changes_the_creature_it_is_attached_to(text: str, pt: tuple[int, int],
                                                                      keywords: tuple[str, ...]) -> None:
    step = only(text)
    assert (step.power, step.toughness, step.keywords) == (*pt, keywords)
    out = resolve(text, attached_to="Hill Giant")
    assert changes(out)[0][0] == ["Hill Giant"]
    assert ("303.4" if text.startswith("Enchanted") else "301.5") in out["steps"][0]["citations"]


def test_the_attached_creature_is_asked_never_guessed_and_must_be_a_creature() -> None:
    with pytest.raises(BotError) as err:
        resolve("Enchanted creature has flying.")
    assert err.value.code == "choice_needed" and err.value.field == "attached_to"
    # the question names what it asks for, in both languages (a "{what}" left in it was a bug)
    assert "“enchanted permanent”" in err.value.text("en") and "«permanente encantado»" in err.value.text("es")
    with pytest.raises(BotError) as err:
        resolve("Equipped creature has flying.")
    assert "“equipped creature”" in err.value.text("en") and "{" not in err.value.text("es")
    with pytest.raises(BotError) as err:
        resolve("Enchanted creature has flying.", attached_to="Sol Ring")
    assert err.value.key == "apnap.error.attached_not_creature"
    with pytest.raises(BotError) as err:
        resolve("Enchanted creature has flying.", attached_to="Nothing Here")
    assert err.value.key == "apnap.error.attached_object"


def test_an_aura_dropping_toughness_to_zero_kills_the_creature() -> None:  # Ancestral Vengeance's -1/-1
    out = resolve("Enchanted creature gets -1/-1.", attached_to="Llanowar Elves")
    assert out["state_based_actions"][0]["object"] == "Llanowar Elves"


def test_an_activated_ability_without_a_duration_is_refused_not_made_static() -> None:
    with pytest.raises(BotError) as err:
        resolve("{T}: Creatures you control get +1/+1.")
    assert err.value.code == "unsupported_effect"


def test_until_end_of_turn_stays_a_resolving_change() -> None:
    (step,) = plan_of(parse_effect("Creatures you control get +1/+1 until end of turn.")).steps
    assert isinstance(step, p.ModifyAll)


@pytest.mark.parametrize(("es", "en"), [
    ("Las criaturas que controlas obtienen +1/+1.", "Creatures you control get +1/+1."),
    ("La criatura encantada tiene la habilidad de volar.", "Enchanted creature has flying."),
    ("La criatura equipada obtiene +2/+0.", "Equipped creature gets +2/+0."),
])
def test_printed_spanish_reads_into_the_same_plan(es: str, en: str) -> None:
    spanish, english = only(es, "es"), only(en)
    assert (spanish.power, spanish.toughness, spanish.keywords, spanish.attached) == \
        (english.power, english.toughness, english.keywords, english.attached)


def test_renders_and_narrates_in_both_languages() -> None:
    plan = plan_of(parse_effect("Enchanted creature gets +2/+2 and has vigilance."))
    assert render_plan(plan, "en") == "Enchanted creature gets +2/+2 and has vigilance."
    assert render_plan(plan, "es") == "La criatura encantada obtiene +2/+2 y tiene vigilancia."
    assert render_plan(plan_of(parse_effect("Creatures you control get +1/+1.")), "en") == \
        "Creatures you control get +1/+1."
    out = resolve("Creatures you control have haste.", lang="es")
    assert "tienen prisa mientras la fuente esté en el campo de batalla" in out["narration"]  # several: plural


@pytest.mark.parametrize(("text", "action"), [
    ("{1}: Tap enchanted creature.", "tap"),  # an Aura's activated ability
    ("Sacrifice a creature: Regenerate enchanted creature.", "regenerate"),  # Sacrifice-to-regenerate Auras
    ("{R}: Enchanted creature gets +1/+0 until end of turn.", "modify"),  # firebreathing on an Aura
])
def test_an_instruction_on_the_attached_creature(text: str, action: str) -> None:
    out = resolve(text, attached_to="Hill Giant")
    (event,) = out["steps"][0]["events"]
    assert (event["action"], event["objects"]) == (action, ["Hill Giant"])
    assert "303.4" in out["steps"][0]["citations"]
    assert event.get("duration") != "static"  # an activated ability's effect, not a static one
    with pytest.raises(BotError) as err:
        resolve(text)
    assert err.value.field == "attached_to"
