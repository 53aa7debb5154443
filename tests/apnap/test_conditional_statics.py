"""Static abilities on a group of permanents under a condition (#22, session 18; 611.3a): "As long as it's not your
turn, tapped creatures you control have hexproof" (Oak Street Innkeeper), "Fateful hour — As long as you have 5 or
less life, other creatures you control get +1/+4" (Gavony Ironwright), "As long as equipped creature is tapped, tapped
creatures you control get +2/+0" (Sword of the Paruns), "Artifacts you control have shroud as long as you control three
or more artifacts" (Indomitable Archangel), in English and printed Spanish; the condition is tested on the board as it
stands and the event says whether it applies. And Spanish combat statics that agree with the noun they are said of
("Este permanente no puede ser bloqueado", "Las criaturas … no pueden ser bloqueadas")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.apnap.render.es_agreement import agree
from bot.errors import BotError
from tests.apnap.realcards import creature, run


def modify_events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == "modify"]


INNKEEPER = "As long as it's not your turn, tapped creatures you control have hexproof."
INNKEEPER_ES = "Mientras no sea tu turno, las criaturas giradas que controlas tienen antimaleficio."
DAVE_TAPPED = {"battlefield": [creature("Oak Street Innkeeper", 1, 2), creature("Craw Wurm", 6, 4, tapped=True),
                               creature("Llanowar Elves", 1, 1)]}


@pytest.mark.parametrize("text", [INNKEEPER, INNKEEPER_ES])
def test_not_your_turn_gives_the_tapped_creatures_hexproof(text: str) -> None:  # Bob is the active player
    out = run({}, card="Oak Street Innkeeper", effect=text, Dave=DAVE_TAPPED)
    (event,) = modify_events(out)
    assert (event["objects"], event["keywords"], event["applies"]) == (["Craw Wurm"], "hexproof", True)
    assert {"604.1", "611.3a"} <= set(out["steps"][0]["citations"])
    assert [(g["object"], g["keyword"], g["duration"]) for g in out["granted"]] == [("Craw Wurm", "hexproof", "static")]


def test_on_your_own_turn_the_condition_is_false_and_nothing_is_granted() -> None:
    out = run({}, card="Oak Street Innkeeper", effect=INNKEEPER, Dave=DAVE_TAPPED, active="Dave")
    (event,) = modify_events(out)
    assert event["applies"] is False and event["condition"] == "it's not your turn"
    assert not out.get("granted")


def test_fateful_hour_on_other_creatures_you_control() -> None:  # Gavony Ironwright; Dave's life 20, then 5
    text = "Fateful hour — As long as you have 5 or less life, other creatures you control get +1/+4."
    dave = {"battlefield": [creature("Gavony Ironwright", 1, 4), creature("Llanowar Elves", 1, 1)]}
    high = run({}, card="Gavony Ironwright", effect=text, Dave=dave)
    assert modify_events(high)[0]["applies"] is False
    low = run({}, card="Gavony Ironwright", effect=text, Dave={**dave, "life": 5})
    (event,) = modify_events(low)
    assert (event["objects"], event["pt"], event["applies"]) == (["Llanowar Elves"], "+1/+4", True)


PARUNS = "As long as equipped creature is tapped, tapped creatures you control get +2/+0."


def test_a_condition_on_the_equipped_creature_is_checked_on_attached_to() -> None:  # Sword of the Paruns
    dave = {"battlefield": [{"name": "Sword of the Paruns", "types": ["artifact"], "subtypes": ["Equipment"]},
                            creature("Craw Wurm", 6, 4, tapped=True), creature("Llanowar Elves", 1, 1)]}
    tapped = run({}, card="Sword of the Paruns", effect=PARUNS, Dave=dave, attached_to="Craw Wurm")
    (event,) = modify_events(tapped)
    assert (event["objects"], event["pt"], event["applies"]) == (["Craw Wurm"], "+2/+0", True)
    untapped = run({}, card="Sword of the Paruns", effect=PARUNS, Dave=dave, attached_to="Llanowar Elves")
    assert modify_events(untapped)[0]["applies"] is False


def test_the_equipped_creature_is_asked_when_not_given() -> None:
    with pytest.raises(BotError) as info:
        run({}, card="Sword of the Paruns", effect=PARUNS)
    assert (info.value.code, info.value.field) == ("choice_needed", "attached_to")


def test_a_suffix_condition_on_a_group() -> None:  # Indomitable Archangel (metalcraft), Alice's Sol Ring only
    text = "Artifacts you control have shroud as long as you control three or more artifacts."
    out = run({}, card="Indomitable Archangel", effect=text, Alice={"battlefield": [
        {"name": n, "types": ["artifact"]} for n in ("Sol Ring", "Mind Stone", "Ornithopter")]}, controller="Alice")
    (event,) = modify_events(out)
    assert (sorted(event["objects"]), event["applies"]) == (["Mind Stone", "Ornithopter", "Sol Ring"], True)


@pytest.mark.parametrize(("english", "spanish"), [
    (INNKEEPER, INNKEEPER_ES),
    (PARUNS, "Mientras la criatura equipada esté girada, las criaturas giradas que controlas obtienen +2/+0."),
    ("As long as it's your turn, creatures you control have lifelink.",
     "Mientras sea tu turno, las criaturas que controlas tienen vínculo vital."),
])
def test_printed_spanish_reads_into_the_same_plan_and_both_readings_say_the_condition(english: str,
                                                                                       spanish: str) -> None:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish))
    assert en.steps[0].while_.check == es.steps[0].while_.check and en.steps[0].objects == es.steps[0].objects
    assert " as long as " in render_plan(es, "en") and " mientras " in render_plan(en, "es")


# ------------------------------------------------------------------------------------------ Spanish agreement
@pytest.mark.parametrize(("english", "spanish"), [
    ("This permanent can't be blocked.", "Este permanente no puede ser bloqueado."),
    ("Enchanted creature can't be blocked.", "La criatura encantada no puede ser bloqueada."),
    ("Creatures you control can't be blocked this turn.",
     "Las criaturas que controlas no pueden ser bloqueadas este turno."),
    ("This permanent can't be blocked by more than one creature.",
     "Este permanente no puede ser bloqueado por más de una criatura."),
    ("This permanent must be blocked if able.", "Este permanente debe ser bloqueado si es posible."),
    ("Target creature can't be blocked this turn.", "La criatura objetivo no puede ser bloqueada este turno."),
])
def test_spanish_combat_statics_agree_with_their_noun(english: str, spanish: str) -> None:
    plan = plan_of(parse_effect(english))
    assert render_plan(plan, "es") == spanish
    # read back into the same plan (its printed words aside)
    read_back = plan_of(parse_effect(spanish)).steps
    assert [replace(s, text="") for s in read_back] == [replace(s, text="") for s in plan.steps]


@pytest.mark.parametrize(("subject", "plural", "said"), [
    ("este permanente", False, "bloqueado"), ("esta criatura", False, "bloqueada"),
    ("los artefactos que controlas", True, "bloqueados"), ("las criaturas que controlas", True, "bloqueadas"),
    ("hasta dos criaturas objetivo", True, "bloqueadas"), ("el artefacto objetivo", False, "bloqueado"),
])
def test_agreement_reads_the_subject_gender_and_number(subject: str, plural: bool, said: str) -> None:
    assert agree(subject, "bloquead", plural) == said


# ------------------------------------------------------------------------------------------ the source's own marks
DUELIST = "As long as Kor Duelist is equipped, it has double strike."
BONESPLITTER = {"name": "Bonesplitter", "types": ["artifact"], "subtypes": ["Equipment"]}


def test_equipped_when_an_equipment_on_the_board_names_it_in_attached_to() -> None:  # Kor Duelist (301.5)
    out = run({}, card="Kor Duelist", effect=DUELIST, Dave={"battlefield": [
        creature("Kor Duelist", 1, 1), {**BONESPLITTER, "attached_to": "Kor Duelist"}]})
    (event,) = modify_events(out)
    assert (event["objects"], event["keywords"], event["applies"]) == (["Kor Duelist"], "double strike", True)


def test_not_equipped_when_the_equipment_is_on_another_creature_or_there_is_none() -> None:
    on_elves = run({}, card="Kor Duelist", effect=DUELIST, Dave={"battlefield": [
        creature("Kor Duelist", 1, 1), creature("Llanowar Elves", 1, 1),
        {**BONESPLITTER, "attached_to": "Llanowar Elves"}]})
    assert modify_events(on_elves)[0]["applies"] is False
    none = run({}, card="Kor Duelist", effect=DUELIST, Dave={"battlefield": [creature("Kor Duelist", 1, 1)]})
    assert modify_events(none)[0]["applies"] is False


def test_an_equipment_whose_attachment_is_not_given_is_asked_never_guessed() -> None:
    with pytest.raises(BotError) as info:
        run({}, card="Kor Duelist", effect=DUELIST, Dave={"battlefield": [creature("Kor Duelist", 1, 1), BONESPLITTER]})
    assert info.value.code == "choice_needed"


@pytest.mark.parametrize(("monstrous", "applies"), [(True, True), (False, False)])
def test_monstrous_as_the_board_states_it(monstrous: bool, applies: bool) -> None:  # Swarmborn Giant (701.37b)
    out = run({}, card="Swarmborn Giant", effect="As long as Swarmborn Giant is monstrous, it has reach.",
              Dave={"battlefield": [creature("Swarmborn Giant", 6, 6, monstrous=monstrous)]})
    assert modify_events(out)[0]["applies"] is applies


@pytest.mark.parametrize(("english", "spanish"), [
    ("This creature has flying as long as it's enchanted.",
     "Esta criatura tiene la habilidad de volar mientras esté encantada."),
    ("As long as this creature is monstrous, it has reach.", "Mientras esta criatura sea monstruosa, tiene alcance."),
    ("As long as this creature is equipped, it has first strike.",
     "Mientras esta criatura esté equipada, tiene la habilidad de dañar primero."),
])
def test_source_marks_in_printed_spanish(english: str, spanish: str) -> None:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish, "es"))
    assert en.steps[0].while_.check == es.steps[0].while_.check
    assert " mientras " in render_plan(en, "es") and " as long as " in render_plan(es, "en")


@pytest.mark.parametrize(("card", "keyword"), [("Vigilance", "vigilance"), ("Lifelink", "lifelink")])
def test_a_card_named_as_a_keyword_keeps_the_keyword_in_its_text(card: str, keyword: str) -> None:  # 702
    out = run({}, card=card, effect=f"Enchanted creature has {keyword}.", attached_to="Hill Giant")
    (event,) = modify_events(out)
    assert (event["objects"], event["keywords"]) == (["Hill Giant"], keyword)


# ------------------------------------------------------------------------------------------ a board Aura's bonus
HOLY_STRENGTH = {"name": "Holy Strength", "types": ["enchantment"], "subtypes": ["Aura"], "attached_to": "Hill Giant",
                 "text": "Enchant creature\nEnchanted creature gets +1/+2."}
BOB_ENCHANTED = {"battlefield": [creature("Hill Giant", 3, 3, colors=["red"]), HOLY_STRENGTH]}


def test_an_aura_on_the_board_keeps_its_creature_alive_through_damage() -> None:  # 611.3a, 613.4c, 704.5g
    bolt = "Lightning Bolt deals 3 damage to any target."
    out = run({}, effect=bolt, target="Hill Giant", Bob=BOB_ENCHANTED)
    assert out["state_based_actions"] == []
    assert out["continuous_effects"] == [{"change": "attached_bonus", "source": "Holy Strength",
                                          "objects": ["Hill Giant"], "pt": "+1/+2", "duration": "static",
                                          "rules": ["611.3a", "613.4c"]}]
    assert "Holy Strength gives Hill Giant +1/+2 while it is attached to it" in out["narration"]
    unenchanted = run({}, effect=bolt, target="Hill Giant")
    assert [e["object"] for e in unenchanted["state_based_actions"]] == ["Hill Giant"]


def test_an_aura_whose_attachment_is_not_given_gives_nothing() -> None:  # nothing guessed
    loose = {**HOLY_STRENGTH, "attached_to": None}
    out = run({}, effect="Lightning Bolt deals 3 damage to any target.", target="Hill Giant",
              Bob={"battlefield": [creature("Hill Giant", 3, 3, colors=["red"]), loose]})
    assert [e["object"] for e in out["state_based_actions"]] == ["Hill Giant"]
    assert "continuous_effects" not in out


def test_a_spanish_narration_says_an_english_cards_condition_in_spanish() -> None:  # never the card's English words
    out = run({}, "es", card="Oak Street Innkeeper", effect=INNKEEPER, Dave=DAVE_TAPPED, active="Dave")
    (event,) = modify_events(out)
    assert (event["condition"], event["condition_said"]) == ("it's not your turn", "no sea tu turno")
    said = out["narration"].split("\n", 1)[1]  # the first line quotes the text the user gave
    assert "solo se aplica mientras no sea tu turno" in said and "it's not" not in said
