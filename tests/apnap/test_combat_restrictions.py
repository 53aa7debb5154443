"""What permanents can't do in combat (101.2; 508.1c attacking, 509.1b blocking), read from real card text in
English and printed Spanish: the source by its own name ("Gravecrawler can't block.", "Walking Dream can't be
blocked."), a target for a turn ("Target creature can't block this turn."), every matching permanent
("Creatures without flying can't block this turn.") and an Aura's creature ("Enchanted creature can't attack or
block."). One ``rule_change`` event lists the permanents and how long (611.3a static, 611.2a this turn or, from
a resolving ability with no duration, the rest of the game)."""

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
from tests.apnap.realcards import board


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


def change(out: dict[str, Any]) -> tuple[Any, ...]:
    (e,) = out["steps"][0]["events"]
    return e["action"], e["objects"], e["change"], e["act"], e["duration"]


@pytest.mark.parametrize(("text", "act"), [("Gravecrawler can't block.", "block"),
                                           ("Walking Dream can't be blocked.", "be_blocked")])
def test_the_source_by_its_own_name(text: str, act: str) -> None:
    name = text.split(" can't")[0]
    assert self_names(text) == (name,)
    out = resolve(text)
    assert change(out) == ("rule_change", [name], "cant", act, "static")
    assert {"101.2", "509.1b", "611.3a"} <= set(out["steps"][0]["citations"])


def test_a_plural_creature_type_is_never_taken_for_the_cards_name() -> None:
    assert self_names("Beasts can't block.") == ()  # Frenetic Raptor: all Beasts, not the source


def test_a_target_for_this_turn() -> None:  # Fervent Cathar's trigger, Alchemist's Vial
    (step,) = plan_of(parse_effect("Target creature can't block this turn.")).steps
    assert isinstance(step, p.TargetCantInCombat) and step.duration == "this_turn"
    out = resolve("{3}{R}: Target creature can't block this turn.", target="Hill Giant")
    assert change(out) == ("rule_change", ["Hill Giant"], "cant", "block", "this_turn")
    assert "Hill Giant can't block; until the end of this turn" in out["narration"]
    out = resolve("Target creature can't attack or block this turn.", target="Craw Wurm")
    assert change(out)[3] == "attack_or_block" and "508.1c" in out["steps"][0]["citations"]


def test_every_matching_permanent_and_a_resolving_ability_without_duration() -> None:
    out = resolve("When Seismic Elemental enters the battlefield, creatures without flying can't block this turn.")
    assert change(out)[1] == ["Grizzly Bears", "Hill Giant", "Llanowar Elves", "Craw Wurm"]  # not Serra Angel
    out = resolve("{T}: Gravecrawler can't block.")
    assert change(out)[4] == "game"  # 611.2a: an activated ability's effect with no duration


def test_an_auras_creature_is_the_one_attached_to_names() -> None:
    out = resolve("Enchanted creature can't attack or block.", attached_to="Hill Giant")  # Pacifism
    assert change(out) == ("rule_change", ["Hill Giant"], "cant", "attack_or_block", "static")
    with pytest.raises(BotError) as err:
        resolve("Enchanted creature can't attack or block.")
    assert err.value.field == "attached_to"


@pytest.mark.parametrize(("es", "en"), [
    ("La criatura objetivo no puede bloquear este turno.", "Target creature can't block this turn."),
    ("La criatura encantada no puede atacar ni bloquear.", "Enchanted creature can't attack or block."),
])
def test_printed_spanish_reads_into_the_same_plan(es: str, en: str) -> None:
    (spanish,), (english,) = plan_of(parse_effect(es, "es")).steps, plan_of(parse_effect(en)).steps
    assert type(spanish) is type(english)
    assert (spanish.act, spanish.duration, spanish.attached) == (english.act, english.duration, english.attached)
    assert render_plan(plan_of(parse_effect(en)), "en") == en
    assert render_plan(plan_of(parse_effect(en)), "es") == es
