"""Several targets for one word "target" (601.2c, 115.1, 115.3, 608.2b): the typed count every verb reads
("two", "X", "up to two", "any number of", "one or two"), the engine doing the verb to each target at once (one
event of the controller naming them all, in the order chosen, as "destroy all …" is reported), each target checked
as the spell resolves, and the targets asked for when the scenario does not name them.
Real card wordings (By Force, Dregs of Sorrow, Authority, Waterwhirl, Numot, Tezzeret the Seeker, Ashes to Ashes,
Frost Breath) and their printed Spanish forms."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import DestroyTarget, ExileTarget, TargetCount, plan_of
from bot.apnap.plan.steps_board import ReturnTarget, TapTarget, UntapTarget
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card


def _events(result: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(e["player"], e["action"], [o if isinstance(o, str) else o["name"] for o in e["objects"]])
            for s in result["steps"] for e in s["events"]]


def _error(text: str, **changes: Any) -> BotError:
    with pytest.raises(BotError) as exc:
        resolve_card(text, **changes)
    return exc.value


@pytest.mark.parametrize(("text", "kind", "count"), [
    ("Destroy X target artifacts.", DestroyTarget, TargetCount(None, None)),
    ("Exile two target nonartifact creatures.", ExileTarget, TargetCount(2, 2)),
    ("Destroy up to two target lands.", DestroyTarget, TargetCount(0, 2)),
    ("Tap up to two target creatures your opponents control.", TapTarget, TargetCount(0, 2)),
    ("Untap up to two target artifacts.", UntapTarget, TargetCount(0, 2)),
    ("Return up to two target creatures to their owners' hands.", ReturnTarget, TargetCount(0, 2)),
    ("Exile any number of target creatures.", ExileTarget, TargetCount(0, None, any_number=True)),
    ("Destroy one or two target creatures.", DestroyTarget, TargetCount(1, 2)),
    # printed Spanish: the same plan
    ("Destruye X artefactos objetivo.", DestroyTarget, TargetCount(None, None)),
    ("Destruye dos criaturas objetivo.", DestroyTarget, TargetCount(2, 2)),
    ("Gira hasta dos criaturas objetivo que controlan tus oponentes.", TapTarget, TargetCount(0, 2)),
    ("Exilia cualquier número de criaturas objetivo.", ExileTarget, TargetCount(0, None, any_number=True)),
    ("Destruye una o dos criaturas objetivo.", DestroyTarget, TargetCount(1, 2)),
    ("Regresa hasta dos criaturas objetivo a las manos de sus propietarios.", ReturnTarget, TargetCount(0, 2)),
])
def test_the_count_is_one_typed_field_of_every_verb(text: str, kind: type, count: TargetCount) -> None:
    step = plan_of(parse_effect(text)).steps[0]
    assert isinstance(step, kind)
    assert step.count == count


def test_one_target_and_up_to_one_keep_their_one_target_reading() -> None:
    for text in ("Destroy target creature.", "Destroy up to one target creature.", "Destruye una criatura objetivo."):
        assert plan_of(parse_effect(text)).steps[0].count is None


def test_spanish_reads_into_the_same_plan_as_english() -> None:
    pairs = [("Destroy two target creatures.", "Destruye dos criaturas objetivo."),
             ("Tap up to two target creatures.", "Gira hasta dos criaturas objetivo."),
             ("Destroy X target artifacts.", "Destruye X artefactos objetivo.")]
    for en, es in pairs:
        assert [replace(st, text="") for st in plan_of(parse_effect(en)).steps] == \
            [replace(st, text="") for st in plan_of(parse_effect(es, "es")).steps]


def test_x_target_artifacts_destroys_each_at_once() -> None:
    """By Force: exactly X targets (601.2b-c), each destroyed; 115.3 cited for several of one word."""
    result = resolve_card("Destroy X target artifacts.", target=["Sol Ring", "Mind Stone"], x=2)
    assert _events(result) == [("Dave", "destroy", ["Sol Ring", "Mind Stone"])]
    assert {"115.1", "601.2c", "115.3", "701.8a"} <= set(result["steps"][0]["citations"])


def test_x_not_given_is_the_number_of_targets_only_when_nothing_else_uses_it() -> None:
    """601.2b-c: X target artifacts are exactly X; with no x, the targets named say it (a warning says so)."""
    result = resolve_card("Destroy X target artifacts.", target=["Sol Ring", "Mind Stone"])
    assert _events(result) == [("Dave", "destroy", ["Sol Ring", "Mind Stone"])]
    assert any("601.2b" in w for w in result["warnings"])
    dregs = _error("Destroy X target nonblack creatures. Draw X cards.", target=["Hill Giant", "Craw Wurm"])
    assert dregs.key == "apnap.error.x_missing"  # X draws cards too: never guessed


def test_dregs_of_sorrow_destroys_x_then_draws_x() -> None:
    result = resolve_card("Destroy X target nonblack creatures. Draw X cards.", target=["Hill Giant", "Craw Wurm"],
                          x=2)
    assert _events(result)[:1] == [("Dave", "destroy", ["Hill Giant", "Craw Wurm"])]
    assert result["steps"][1]["action"] == "draw"


def test_up_to_two_taps_the_one_named() -> None:
    result = resolve_card("Tap up to two target creatures your opponents control.", target=["Hill Giant"])
    assert _events(result) == [("Dave", "tap", ["Hill Giant"])]


def test_up_to_two_returns_both_to_their_owners_hands() -> None:
    """Waterwhirl: each to its owner's hand, at once, in the order named."""
    result = resolve_card("Return up to two target creatures to their owners' hands.",
                          target=["Serra Angel", "Hill Giant"])
    assert _events(result) == [("Dave", "return", ["Serra Angel", "Hill Giant"])]
    assert result["steps"][0]["events"][0]["to"] == "owners_hands"
    assert "to their owners' hands" in result["narration"]
    assert {"115.1", "601.2c", "115.3", "400.7"} <= set(result["steps"][0]["citations"])


def test_a_named_target_that_does_not_fit_is_refused() -> None:
    """601.2c: Sol Ring could never have been chosen for "two target nonartifact creatures": the scenario is refused,
    naming it and what the text asks, as a one-target word's is (session 34: it was resolved as "illegal as the
    spell resolves", 608.2b, Hill Giant exiled, before)."""
    err = _error("Exile two target nonartifact creatures.", target=["Hill Giant", "Sol Ring"])
    assert err.code == "bad_scenario" and err.key == "apnap.error.target_not_legal" and err.field == "target"
    assert "Sol Ring" in str(err) and "601.2c" in str(err) and "Hill Giant" not in str(err)


def test_every_named_target_not_fitting_is_refused_too() -> None:
    err = _error("Destroy X target nonblack creatures. Draw X cards.", target=["Sol Ring", "Mind Stone"], x=2)
    assert err.key == "apnap.error.target_not_legal" and "Sol Ring" in str(err)


def test_targets_not_named_are_asked_with_the_legal_ones() -> None:
    err = _error("Tap up to two target creatures your opponents control.")
    assert err.code == "choice_needed" and err.field == "target"
    assert set(err.suggestions) == {"Grizzly Bears", "Serra Angel", "Hill Giant"}  # Dave's opponents' only


def test_too_few_named_for_exactly_two_is_asked() -> None:
    err = _error("Destroy two target creatures.", target=["Hill Giant"])
    assert err.code == "choice_needed" and err.key == "apnap.error.targets_needed_exactly"
    assert "Hill Giant" not in err.suggestions and "Craw Wurm" in err.suggestions


def test_the_same_object_twice_for_one_word_is_refused() -> None:
    """115.3: one object is chosen at most once for each instance of the word "target"."""
    err = _error("Destroy two target creatures.", target=["Hill Giant", "Hill Giant"])
    assert err.code == "bad_scenario" and err.key == "apnap.error.target_twice"


def test_spanish_resolves_as_english() -> None:
    en = resolve_card("Destroy two target creatures.", target=["Hill Giant", "Craw Wurm"])
    es = resolve_card("Destruye dos criaturas objetivo.", "es", target=["Hill Giant", "Craw Wurm"])
    assert _events(en) == _events(es) == [("Dave", "destroy", ["Hill Giant", "Craw Wurm"])]


@pytest.mark.parametrize(("text", "en", "es"), [
    ("Destroy X target artifacts.", "Destroy X target artifacts.", "Destruye X artefactos objetivo."),
    ("Tap up to two target creatures your opponents control.", "Tap up to two target creatures your opponents "
     "control.", "Gira hasta dos criaturas objetivo que controlan tus oponentes."),
    ("Exile any number of target creatures.", "Exile any number of target creatures.",
     "Exilia cualquier número de criaturas objetivo."),
    ("Destroy one or two target creatures.", "Destroy one or two target creatures.",
     "Destruye una o dos criaturas objetivo."),
    ("Return up to two target creatures to their owners' hands.",
     "Return up to two target creatures to their owners' hands.",
     "Regresa hasta dos criaturas objetivo a las manos de sus propietarios."),
])
def test_the_plan_renders_the_count_in_both_languages(text: str, en: str, es: str) -> None:
    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == en
    assert render_plan(plan, "es") == es


def test_narration_names_every_target() -> None:
    result = resolve_card("Destroy two target creatures.", target=["Hill Giant", "Craw Wurm"])
    assert "Hill Giant" in result["narration"] and "Craw Wurm" in result["narration"]
    es = resolve_card("Destruye dos criaturas objetivo.", "es", target=["Hill Giant", "Craw Wurm"])
    assert "Hill Giant" in es["narration"] and "Craw Wurm" in es["narration"]


@pytest.mark.parametrize(("en", "es"), [
    ("Destroy target creature and target land.", "Destruye la criatura objetivo y la tierra objetivo."),
    ("Destroy target artifact or enchantment and up to one other target artifact or enchantment.",
     "Destruye el artefacto o encantamiento objetivo y hasta otro artefacto o encantamiento objetivo."),
])
def test_a_second_target_word_reads_and_renders_in_both_languages(en: str, es: str) -> None:
    """Spiteful Blow, Relic Crush: two words "target" in one instruction, one step doing both (608.2e, 115.3)."""
    plan_en, plan_es = plan_of(parse_effect(en)), plan_of(parse_effect(es, "es"))
    assert [replace(st, text="") for st in plan_en.steps] == [replace(st, text="") for st in plan_es.steps]
    step = plan_en.steps[0]
    assert len(plan_en.steps) == 1 and isinstance(step, DestroyTarget) and len(step.also) == 1
    assert render_plan(plan_en, "en") == en and render_plan(plan_es, "es") == es


def test_target_creature_and_target_land_takes_the_names_in_the_text_order() -> None:
    result = resolve_card("Destroy target creature and target land.", target=["Hill Giant", "Plains"])
    assert _events(result) == [("Dave", "destroy", ["Hill Giant", "Plains"])]


def test_up_to_one_other_target_is_not_the_first_one() -> None:
    """115.3: "other target" can't be what the first word chose."""
    text = "Destroy target artifact or enchantment and up to one other target artifact or enchantment."
    result = resolve_card(text, target=["Sol Ring", "Oblivion Ring"])
    assert _events(result) == [("Dave", "destroy", ["Sol Ring", "Oblivion Ring"])]
    only_one = resolve_card(text, target=["Sol Ring"])  # up to one: none is a choice too
    assert [e for e in _events(only_one) if e[2]] == [("Dave", "destroy", ["Sol Ring"])]
    assert _error(text, target=["Sol Ring", "Sol Ring"]).key == "apnap.error.target_twice"


@pytest.mark.parametrize(("en", "es"), [
    ("Up to two target creatures each get +1/+1 until end of turn.",
     "Hasta dos criaturas objetivo obtienen +1/+1 hasta el final del turno."),
    ("Up to two target creatures can't block this turn.",
     "Hasta dos criaturas objetivo no pueden bloquear este turno."),
    ("Two target creatures each gain flying until end of turn.",
     "Dos criaturas objetivo ganan la habilidad de volar hasta el final del turno."),
])
def test_counted_targets_as_the_subject_read_the_same_in_both_languages(en: str, es: str) -> None:
    """Nightbird's Clutches and the pump spells: the count on the sentence's subject (601.2c)."""
    plan_en, plan_es = plan_of(parse_effect(en)), plan_of(parse_effect(es, "es"))
    assert [replace(st, text="") for st in plan_en.steps] == [replace(st, text="") for st in plan_es.steps]
    assert plan_en.steps[0].count is not None
    assert render_plan(plan_en, "en") == en


def test_each_target_gets_the_bonus() -> None:
    result = resolve_card("Up to two target creatures each get +1/+1 until end of turn.",
                          target=["Hill Giant", "Craw Wurm"])
    assert _events(result) == [("Dave", "modify", ["Hill Giant", "Craw Wurm"])]
    assert {"601.2c", "115.3", "611.2a"} <= set(result["citations"])


def test_up_to_two_cant_block_names_both() -> None:
    result = resolve_card("Up to two target creatures can't block this turn.", target=["Hill Giant", "Craw Wurm"])
    assert _events(result) == [("Dave", "rule_change", ["Hill Giant", "Craw Wurm"])]
    assert "509.1b" in result["citations"]


@pytest.mark.parametrize("text", [
    "Tap up to two target creatures. Untap that creature.",
    "Destroy two target creatures. Its controller loses 2 life.",
    "Up to two target creatures each get +1/+1 until end of turn. It gains flying until end of turn.",
])
def test_a_singular_pronoun_after_several_targets_is_refused(text: str) -> None:
    """608.2c: "it" / "that creature" names one object; after several targets of one word it can't say which."""
    with pytest.raises(BotError) as exc:
        parse_effect(text)
    assert exc.value.code == "unsupported_effect"


def test_more_targets_named_than_the_count_is_a_bad_scenario() -> None:
    """601.2c: X = 1 with two artifacts named is not a spell anyone cast; never the first taken silently."""
    err = _error("Destroy X target artifacts.", target=["Sol Ring", "Mind Stone"], x=1)
    assert err.code == "bad_scenario" and err.field == "target"
    assert "1" in err.text("en") and "2" in err.text("en")
    err = _error("Destroy up to two target artifacts.", target=["Sol Ring", "Mind Stone", "Hill Giant"])
    assert err.code == "bad_scenario" and "601.2c" in err.text("es")


def test_x_zero_targets_nothing() -> None:
    """X = 0: no target is chosen and nothing is destroyed (601.2c), never asked for zero names."""
    result = resolve_card("Destroy X target artifacts.", x=0)
    assert [e for e in _events(result) if e[2]] == []
