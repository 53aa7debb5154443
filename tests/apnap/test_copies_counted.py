"""How many copies, and copies of a target that is not a permanent on the battlefield (issue #22, session 40; 707.10,
707.2): "Copy target instant or sorcery spell twice", "copy it three times", "copy that spell X times" (one copy of
the spell on the stack each, 707.10; new targets for each, 707.10c), in English and printed Spanish ("cópialo dos
veces"). Before: refused at "twice" / "veces"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import amounts as a
from bot.apnap.plan import plan_of
from bot.apnap.plan.stack import CopySpell, CopyThatSpell
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

BOLT = [{"name": "Lightning Bolt", "controller": "Bob", "types": ["instant"], "mana_value": 1}]
OPT = {"name": "Opt", "controller": "Alice", "types": ["instant"], "mana_value": 1}


def _copies(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == "copy_spell"]


def _plan(text: str, lang: str = "en") -> list[Any]:
    return [replace(s, text="") for s in plan_of(parse_effect(text, lang)).steps]


TWICE = ("Copy target instant or sorcery spell twice. You may choose new targets for the copies.",
         "Copia el hechizo de instantáneo o de conjuro objetivo dos veces. Puedes elegir nuevos objetivos para las "
         "copias.")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_copy_target_spell_twice_puts_two_copies_on_the_stack(lang: str) -> None:
    """707.10: each copy is put on the stack, controlled by the one who copies it; "twice" is two copies, each with
    its own new targets (707.10c)."""
    text = TWICE[0] if lang == "en" else TWICE[1]
    out = resolve_card(text, lang, target="Lightning Bolt", spells=BOLT, controller="Alice")
    copies = _copies(out)
    assert [(e["objects"], e["copy_controller"], e["new_targets"]) for e in copies] == \
        [(["Lightning Bolt"], "Alice", True)] * 2
    assert {"707.10", "405.2", "707.10c", "115.1"} <= set(out["steps"][0]["citations"])
    said = {"en": "Copy target instant or sorcery spell twice. You may choose new targets for the copies.",
            "es": "dos veces. Puedes elegir nuevos objetivos para las copias."}[lang]
    assert said in out["reading"]


def test_printed_spanish_twice_is_the_english_plan() -> None:
    (step,) = _plan(TWICE[0])
    assert isinstance(step, CopySpell) and step.times == a.Fixed(2) and step.new_targets
    assert _plan(TWICE[1], "es") == _plan(TWICE[0])


@pytest.mark.parametrize(("english", "spanish", "times"), [
    ("Copy target instant or sorcery spell three times.",
     "Copia el hechizo de instantáneo o de conjuro objetivo tres veces.", a.Fixed(3)),
    ("Copy target instant or sorcery spell X times.",
     "Copia el hechizo de instantáneo o de conjuro objetivo X veces.", a.X()),
])
def test_a_number_of_times_is_an_amount(english: str, spanish: str, times: a.Amount) -> None:
    (step,) = _plan(english)
    assert isinstance(step, CopySpell) and step.times == times
    assert _plan(spanish, "es") == _plan(english)


def test_x_times_is_the_scenarios_x() -> None:
    """107.3: X is the value the scenario gives; X = 3 is three copies."""
    out = resolve_card("Copy target instant or sorcery spell X times.", target="Lightning Bolt", spells=BOLT, x=3)
    assert len(_copies(out)) == 3
    out = resolve_card("Copy target instant or sorcery spell X times.", target="Lightning Bolt", spells=BOLT, x=0)
    assert _copies(out) == []


@pytest.mark.parametrize(("english", "spanish"), [
    ("Whenever you cast an instant or sorcery spell, copy it twice. You may choose new targets for the copies.",
     "Siempre que lances un hechizo de instantáneo o de conjuro, cópialo dos veces. Puedes elegir nuevos objetivos "
     "para las copias."),
    ("Whenever you cast an instant or sorcery spell, copy that spell twice.",
     "Siempre que lances un hechizo de instantáneo o de conjuro, copia ese hechizo dos veces."),
])
def test_copy_that_spell_twice_copies_the_trigger_events_spell_twice(english: str, spanish: str) -> None:
    """603.2: the spell the cast trigger is about; two copies of it (707.10)."""
    for text, lang in ((english, "en"), (spanish, "es")):
        out = resolve_card(text, lang, card="Swarm Thing", controller="Alice", active="Alice", spells=[OPT],
                           event_object="Opt")
        assert [e["objects"] for e in _copies(out)] == [["Opt"], ["Opt"]]
    effect = english.split(", ", 1)[1]
    (step,) = _plan(effect)
    assert isinstance(step, CopyThatSpell) and step.times == a.Fixed(2)
    assert _plan(spanish.split(", ", 2)[-1], "es") == _plan(effect)


def test_one_copy_still_says_the_copy() -> None:
    """"for the copies" after one copy is no card's wording: the reading of one copy says "the copy"."""
    out = resolve_card("Copy target instant or sorcery spell. You may choose new targets for the copy.",
                       target="Lightning Bolt", spells=BOLT)
    assert len(_copies(out)) == 1 and out["reading"].endswith("for the copy.")


@pytest.mark.parametrize("text", ["Copy target instant or sorcery spell one times.",
                                  "Copy target instant or sorcery spell twice twice."])
def test_a_count_no_card_prints_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text)
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ a card's copiable values (707.2)
SCARAB = ("Exile target creature card from a graveyard. Create a token that's a copy of it.",
          "Exilia la carta de criatura objetivo de un cementerio. Crea una ficha que es una copia de ella.")
BEAR_CARD = {"name": "Runeclaw Bear", "types": ["creature"], "subtypes": ["Bear"], "colors": ["green"], "power": 2,
             "toughness": 2, "mana_value": 2}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_copy_of_the_exiled_graveyard_card_has_its_copiable_values(lang: str) -> None:
    """707.2: a card has copiable values in any zone; "it" is the one card targeted before (608.2c), followed into
    exile (400.7). The token is Alice's (111.2), a 2/2 green Bear like the card; the card stays exiled."""
    text = SCARAB[0] if lang == "en" else SCARAB[1]
    out = resolve_card(text, lang, target="Runeclaw Bear", controller="Alice", Bob={"graveyard": [BEAR_CARD]})
    exiled, made = (e for s in out["steps"] for e in s["events"])
    assert (exiled["action"], exiled["objects"]) == ("exile", ["Runeclaw Bear"])
    assert (made["action"], made["player"], made["copy_of"]) == ("create", "Alice", "Runeclaw Bear")
    assert (made["copiable"]["pt"], made["copiable"]["colors"]) == ("2/2", ["green"])
    assert {"111.2", "707.2"} <= set(out["steps"][1]["citations"])
    assert out["state_based_actions"] == []


def test_the_exiled_card_copied_reads_alike_in_both_languages() -> None:
    assert _plan(SCARAB[1], "es") == _plan(SCARAB[0])


@pytest.mark.parametrize("text", [
    # several cards: "it" names none of them (608.2c)
    "Exile two target creature cards from your graveyard. Create a token that's a copy of it.",
    # "that creature" is a permanent's word, never a card's
    "Exile target creature card from a graveyard. Create a token that's a copy of that creature.",
])
def test_a_copy_of_no_one_card_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text)
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------ a target becomes a copy of another
BECOMES = ("Target creature becomes a copy of another target creature until end of turn.",
           "La criatura objetivo se convierte en una copia de otra criatura objetivo hasta el final del turno.")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_first_target_becomes_a_copy_of_the_second(lang: str) -> None:
    """707.2, 613.2a: Bob's Hill Giant takes Serra Angel's copiable values (a 4/4 white flyer named Serra Angel) until
    end of turn (611.2a); it stays Bob's and the same object (707.4). Before: refused at "a copy of …"."""
    text = BECOMES[0] if lang == "en" else BECOMES[1]
    out = resolve_card(text, lang, target=["Hill Giant", "Serra Angel"], controller="Alice")
    (event,) = out["steps"][0]["events"]
    assert (event["action"], event["player"], event["objects"], event["duration"]) == \
        ("become_copy", "Bob", ["Hill Giant"], "this_turn")
    assert (event["copiable"]["name"], event["copiable"]["pt"], event["copiable"]["keywords"]) == \
        ("Serra Angel", "4/4", ["flying"])
    assert {"115.3", "707.2", "613.2a", "707.4", "611.2a"} <= set(out["steps"][0]["citations"])
    assert out["reading"] == text


def test_printed_spanish_becomes_is_the_english_plan() -> None:
    assert _plan(BECOMES[1], "es") == _plan(BECOMES[0])


def test_exceptions_and_no_duration_are_read() -> None:
    """Saheeli, Sublime Artificer's −2 (707.9b) and a copy with no duration (indefinite)."""
    saheeli = ("Target artifact you control becomes a copy of another target artifact or creature you control until "
               "end of turn, except it's an artifact in addition to its other types.")
    (step,) = plan_of(parse_effect(saheeli)).steps
    assert step.exceptions.types == frozenset({"artifact"}) and step.another and step.duration == "this_turn"
    out = resolve_card(saheeli, target=["Sol Ring", "Grizzly Bears"], controller="Alice")
    (event,) = out["steps"][0]["events"]
    assert event["objects"] == ["Sol Ring"] and event["copiable"]["types"] == ["artifact", "creature"]
    (step,) = plan_of(parse_effect("Target creature becomes a copy of target creature.")).steps
    assert step.duration == "indefinite" and not step.another


def test_another_target_is_never_the_first_one() -> None:
    """115.3: "another target creature" can't be the first target; one creature named is no second one."""
    with pytest.raises(BotError) as err:
        resolve_card(BECOMES[0], target=["Hill Giant"], controller="Alice")
    assert err.value.code == "bad_scenario"


def test_until_your_next_turn_is_the_one_duration_read_everywhere() -> None:
    """Session 41: "until your next turn" (611.2a) is read wherever "until end of turn" is
    (test_until_next_turn_everywhere.py); another duration is still refused."""
    (step,) = plan_of(parse_effect("Target Shapeshifter becomes a copy of target creature until your next turn.")).steps
    assert step.duration == "until_your_next_turn"
    with pytest.raises(BotError) as err:
        parse_effect("Target Shapeshifter becomes a copy of target creature until the end of your next turn.")
    assert err.value.code == "unsupported_effect"
