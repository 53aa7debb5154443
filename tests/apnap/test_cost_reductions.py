"""Statics that change what spells and activated abilities cost (601.2f, 602.2b, 118.7): a kind said whole when it
renders ("Black creature spells", never "Creature and black spells"), "cost up to {N} less" (the caster chooses how
much, never below {0}), activated abilities' costs with their riders ("unless they're mana abilities", 605.1a; "can't
reduce … to less than one mana"), a coloured reduction limited to coloured mana (118.7c not applied), in English and
printed Spanish."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board
from tests.apnap.test_costs_mechanism import resolve  # the card looked up by name, on the standard board


def rendered(text: str, lang: str) -> str:
    return render_plan(plan_of(parse_effect(text, lang, None, ())), lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("Black creature spells you cast cost {1} less to cast.", "en"),
    ("Green enchantment spells cost {2} more to cast.", "en"),
    ("Colorless spells you cast cost {1} less to cast.", "en"),
    ("Los hechizos de criatura negra que lanzas cuestan {1} menos en lanzarse.", "es"),
    ("Los hechizos de artefacto azul que lanzas cuestan {1} menos en lanzarse.", "es"),
])
def test_a_kind_of_colour_and_type_renders_as_the_one_kind_the_card_says(text: str, lang: str) -> None:
    # Bontu's Monument rendered "Creature and black spells …": two kinds, which the card never says
    assert rendered(text, lang) == text


def test_black_creature_spells_apply_to_the_controller_with_the_printed_words() -> None:
    out = resolve("Bontu's Monument", "Black creature spells you cast cost {1} less to cast.", "Legendary Artifact")
    (event,) = out["steps"][0]["events"]
    assert (event["player"], event["act"], event["mana"], event["more"]) == ("Dave", "spell_cost", "{1}", False)
    assert "black creature spells Dave casts cost {1} less to cast" in out["narration"]


def cost_events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == "rule_change"]


MANA_MATRIX = "Instant and enchantment spells you cast cost up to {2} less to cast."
MANA_MATRIX_ES = "Los hechizos de instantáneo y de encantamiento que lanzas cuestan hasta {2} menos en lanzarse."
TRAINING_GROUNDS = ("Activated abilities of creatures you control cost up to {2} less to activate. This effect can't "
                    "reduce the amount of mana an ability costs to activate to less than one mana.")
TRAINING_GROUNDS_ES = ("Las habilidades activadas de las criaturas que controlas cuestan hasta {2} menos para "
                       "activarse. Este efecto no puede reducir a menos de un maná la cantidad de maná que cuesta "
                       "activar una habilidad.")
SUPPRESSION_FIELD = "Activated abilities cost {2} more to activate unless they're mana abilities."
SUPPRESSION_FIELD_ES = ("Las habilidades activadas cuestan {2} más para activarse a menos que sean habilidades de "
                        "maná.")
RAGEMONGER = ("Minotaur spells you cast cost {B}{R} less to cast. This effect reduces only the amount of colored mana "
              "you pay.")
RAGEMONGER_ES = ("Los hechizos de Minotauro que lanzas cuestan {B}{R} menos en lanzarse. Este efecto solo reduce la "
                 "cantidad de maná de color que pagas.")


def test_up_to_less_is_the_casters_choice_and_never_below_zero() -> None:
    # 601.2f: the one paying decides how much of "up to {2}" applies; 118.7, 118.7a: generic only, never below {0}
    out = resolve("Mana Matrix", MANA_MATRIX, "Artifact")
    (event,) = cost_events(out)
    assert (event["player"], event["act"], event["mana"], event["more"], event["up_to"]) == (
        "Dave", "spell_cost", "{2}", False, True)
    assert event["types"] == ["instant", "enchantment"]
    assert {"601.2f", "118.7", "118.7a"} <= set(out["citations"]) and "118.7b" not in out["citations"]
    assert "cost up to {2} less to cast: Dave chooses how much of it applies" in out["narration"]
    es = resolve("Mana Matrix", MANA_MATRIX, "Artifact", lang="es")
    assert "cuestan hasta {2} menos en lanzarse: Dave elige cuánto se aplica" in es["narration"]


def test_activated_abilities_of_creatures_you_control_with_the_one_mana_floor() -> None:
    out = resolve("Training Grounds", TRAINING_GROUNDS, "Enchantment")
    (event,) = cost_events(out)  # 602.2: only a permanent's controller activates its abilities
    assert (event["player"], event["act"], event["more"], event["up_to"], event["at_least_one"]) == (
        "Dave", "ability_cost", False, True, True)
    assert event["abilities_of"] == "creatures"
    assert {"602.2", "602.2b", "601.2f", "118.7", "118.7a"} <= set(out["citations"])
    assert ("activated abilities of creatures Dave controls cost up to {2} less to activate" in out["narration"]
            and "never to less than one mana" in out["narration"])
    es = resolve("Training Grounds", TRAINING_GROUNDS, "Enchantment", lang="es")
    assert ("las habilidades activadas de criaturas que controla Dave cuestan hasta {2} menos para activarse"
            in es["narration"] and "nunca a menos de un maná" in es["narration"])


def test_activated_abilities_of_every_player_except_mana_abilities() -> None:
    out = resolve("Suppression Field", SUPPRESSION_FIELD, "Enchantment")
    events = cost_events(out)
    assert [(e["player"], e["more"], e["not_mana"]) for e in events] == [
        ("Bob", True, True), ("Carol", True, True), ("Dave", True, True), ("Alice", True, True)]
    assert "605.1a" in out["citations"] and "118.7" not in out["citations"]  # an increase: no reduction rule
    assert "activated abilities Bob activates cost {2} more to activate, unless they're mana abilities" in \
        out["narration"]
    es = resolve("Suppression Field", SUPPRESSION_FIELD, "Enchantment", lang="es")
    assert "las habilidades activadas que activa Bob cuestan {2} más para activarse, a menos que sean habilidades " \
           "de maná" in es["narration"]


@pytest.mark.parametrize(("text", "players", "kind"), [
    ("Activated abilities of white enchantments cost {3} more to activate.", ["Bob", "Carol", "Dave", "Alice"],
     "white enchantments"),
    ("Activated abilities of artifacts your opponents control cost {2} more to activate.", ["Bob", "Carol", "Alice"],
     "artifacts"),
])
def test_whose_abilities_follows_who_controls_the_kind(text: str, players: list[str], kind: str) -> None:
    events = cost_events(resolve("Cost Idol", text, "Enchantment"))
    assert [e["player"] for e in events] == players and {e["abilities_of"] for e in events} == {kind}


def test_a_colored_reduction_limited_to_colored_mana_sets_118_7b_c_aside() -> None:
    out = resolve("Ragemonger", RAGEMONGER, "Creature — Minotaur Shaman")
    (event,) = cost_events(out)
    assert (event["mana"], event["colored_only"]) == ("{B}{R}", True)
    assert "118.7b" not in out["citations"] and "118.7" in out["citations"]
    assert "Minotaur spells Dave casts cost {B}{R} less to cast; only coloured mana is reduced" in out["narration"]
    # with no such rider, a colour the cost lacks takes generic mana off (118.7b-c)
    plain = resolve("Test Leech", "Black spells you cast cost {B} less to cast.", "Creature — Leech")
    assert {"118.7b", "118.7c"} <= set(plain["citations"])


@pytest.mark.parametrize(("en", "es"), [
    (MANA_MATRIX, MANA_MATRIX_ES), (TRAINING_GROUNDS, TRAINING_GROUNDS_ES),
    (SUPPRESSION_FIELD, SUPPRESSION_FIELD_ES), (RAGEMONGER, RAGEMONGER_ES),
])
def test_printed_spanish_reads_into_the_same_change_and_both_render_back(en: str, es: str) -> None:
    en_step = plan_of(parse_effect(en, "en", None, ())).steps[0]
    es_step = plan_of(parse_effect(es, "es", None, ())).steps[0]
    assert (en_step.subject, en_step.change) == (es_step.subject, es_step.change)  # type: ignore[attr-defined]
    assert rendered(en, "en") == en and rendered(es, "es") == es


@pytest.mark.parametrize("text", [
    "Multicolored spells cost up to {2} less to cast.",  # "multicolored": not a kind the lexicon reads
    "Spells you cast cost up to {1} more to cast.",  # "up to … more": no meaning read
    "Spells cost {W/B} less to cast.",  # a hybrid reduction asks a choice per symbol (118.7e)
    "Creature spells you cast cost {1} less to cast. This effect reduces only the amount of colored mana you pay.",
    "Activated abilities of creature cards in your graveyard cost {1} less to activate.",  # another zone
    "Cycling abilities you activate cost up to {2} less to activate.",
    "Activated abilities of creatures cost {1} more to activate. This effect can't reduce the amount of mana an "
    "ability costs to activate to less than one mana.",  # a floor on an increase
])
def test_what_cannot_be_evaluated_is_refused_with_its_words(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve("Test Card", text, "Enchantment")
    assert err.value.code == "unsupported_effect"


@pytest.mark.parametrize(("printed", "change", "flags", "paid"), [
    ("{2}{R}", "{B}{R}", {}, "{1}"),  # 118.7b: {B} the cost lacks takes {1} of generic off
    ("{2}{R}", "{B}{R}", {"colored_only": True}, "{2}"),  # Ragemonger's reminder: only the {R} is taken off
    ("{1}{R}", "{R}{R}", {}, "{0}"),  # 118.7c: one {R} more than the cost has: generic instead
    ("{1}", "{3}", {}, "{0}"),  # 118.7: never below {0}
    ("{2}", "{2}", {"at_least_one": True}, "{1}"),  # the card's floor: one mana stays
    ("{1}", "{2}", {"at_least_one": True}, "{1}"),
    ("{1}{G}", "{2}", {"at_least_one": True}, "{G}"),  # one mana left already
    ("{0}", "{1}", {"at_least_one": True}, "{0}"),  # nothing to reduce: the floor adds nothing
])
def test_the_reduced_cost_follows_118_7_and_the_printed_riders(printed: str, change: str, flags: dict[str, bool],
                                                               paid: str) -> None:
    from bot.apnap.engine.act_own_cost import paid_cost

    assert paid_cost(printed, change, False, **flags) == paid


HERALD = ("Flying\nWhenever Herald of War attacks, put a +1/+1 counter on it.\n"
          "Angel spells and Human spells you cast cost {1} less to cast for each +1/+1 counter on Herald of War.")


@pytest.mark.parametrize(("counters", "total"), [(2, "{2}"), (0, "{0}")])
def test_a_counted_reduction_counts_the_board_as_the_rule_applies(counters: int, total: str) -> None:
    # 611.3a: the static applies now with the count there is now: {1} for each +1/+1 counter on the source
    herald = {"name": "Herald of War", "types": ["creature"], "subtypes": ["Angel"], "power": 3, "toughness": 3,
              "counters": {"+1/+1": counters} if counters else {}}
    out = resolve("Herald of War", HERALD, "Creature — Angel", ability=2, Dave={"battlefield": [herald]})
    (event,) = cost_events(out)
    assert (event["player"], event["mana"], event["counted"], event["total"]) == ("Dave", "{1}", counters, total)
    assert f"{{1}} for each one counted: {counters} counted now, {total} in all" in out["narration"]
    es = resolve("Herald of War", HERALD, "Creature — Angel", lang="es", ability=2, Dave={"battlefield": [herald]})
    assert f"{{1}} por cada uno contado: {counters} contados ahora, {total} en total" in es["narration"]


def test_a_counted_reduction_renders_back_with_its_count() -> None:
    text = "Creature spells you cast cost {1} less to cast for each +1/+1 counter on this permanent."
    assert rendered(text, "en") == text
    assert rendered("Los hechizos de criatura que lanzas cuestan {1} menos en lanzarse por cada contador +1/+1 en "
                    "este permanente.", "es").startswith("Los hechizos de criatura que lanzas cuestan {1} menos")


def test_up_to_with_a_count_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve("Test Card", "Spells you cast cost up to {1} less to cast for each opponent you have.", "Artifact")
    assert err.value.code == "unsupported_effect"


MIZZIX = "Instant and sorcery spells you cast cost {1} less to cast for each experience counter you have."
MIZZIX_ES = ("Los hechizos de instantáneo y de conjuro que lanzas cuestan {1} menos en lanzarse por cada contador de "
             "experiencia que tengas.")


@pytest.mark.parametrize(("lang", "text"), [("en", MIZZIX), ("es", MIZZIX_ES)])
def test_counters_on_the_controller_count_the_reduction(lang: str, text: str) -> None:
    # 122.1: experience counters are on the player; none given is none, as the scenario format says
    out = resolve("Mizzix of the Izmagnus", text, "Legendary Creature — Goblin Wizard", lang=lang,
                  Dave={"counters": {"experience": 3}})
    (event,) = cost_events(out)
    assert (event["counted"], event["total"], event["types"]) == (3, "{3}", ["instant", "sorcery"])
    assert rendered(text, lang) == text
    (none,) = cost_events(resolve("Mizzix of the Izmagnus", text, "Legendary Creature — Goblin Wizard", lang=lang))
    assert (none["counted"], none["total"]) == (0, "{0}")


def test_energy_the_board_does_not_give_is_asked_not_counted_as_none() -> None:
    with pytest.raises(BotError) as err:
        resolve_text(json.dumps(board(effect="You gain 1 life for each energy counter you have.")))
    assert err.value.code == "choice_needed" and err.value.key == "apnap.error.player_counters_unknown"
    out = resolve_text(json.dumps(board(effect="You gain 1 life for each energy counter you have.",
                                        Dave={"energy": 2})))
    assert out["life"]["Dave"] == 22


POWER_ARTIFACT = ("Enchant artifact\nEnchanted artifact's activated abilities cost {2} less to activate. This effect "
                  "can't reduce the amount of mana an ability costs to activate to less than one mana.")


def test_the_enchanted_permanents_abilities_are_its_controllers_and_named() -> None:
    # 303.4b: the permanent the Aura is attached to (the scenario's attached_to); 602.2: its controller activates them
    out = resolve("Power Artifact", POWER_ARTIFACT, "Enchantment — Aura", ability=1, attached_to="Mind Stone")
    (event,) = cost_events(out)
    assert (event["player"], event["abilities_of_attached"], event["at_least_one"]) == ("Bob", "Mind Stone", True)
    assert {"303.4b", "602.2b", "118.7"} <= set(out["citations"])
    assert "the activated abilities of Mind Stone (which Bob controls) cost {2} less to activate" in out["narration"]
    es = resolve("Power Artifact", POWER_ARTIFACT, "Enchantment — Aura", lang="es", ability=1,
                 attached_to="Mind Stone")
    assert "las habilidades activadas de Mind Stone (que controla Bob) cuestan {2} menos" in es["narration"]
    with pytest.raises(BotError) as err:  # not an artifact: it cannot be the one (303.4b)
        resolve("Power Artifact", POWER_ARTIFACT, "Enchantment — Aura", ability=1, attached_to="Hill Giant")
    assert err.value.code == "bad_scenario"
    text = POWER_ARTIFACT.split("\n")[1]
    es_text = ("Las habilidades activadas del artefacto encantado cuestan {2} menos para activarse. Este efecto no "
               "puede reducir a menos de un maná la cantidad de maná que cuesta activar una habilidad.")
    assert rendered(text, "en") == text and rendered(es_text, "es") == es_text
