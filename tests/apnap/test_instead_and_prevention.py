""""Instead" as the other side of a condition, and prevention shields divided among targets, with real cards' text
on the standard board (Alice, Bob, Carol, Dave; Bob is active, Dave controls).

A sentence "If <condition>, instead <instruction>" (608.2c) says the same as "If <condition>, <instruction> instead":
the sentence before happens only when the condition does not hold, this one only when it does. "Instead" before the
instruction was read as part of a card's name ("instead it deals 10 damage" as a source called "instead it"), which
added the second damage to the first. A condition may ask for one permanent of each of two kinds ("If you control a
white permanent and a blue permanent", the Sanctuaries). A prevention shield of N divided as the caster chooses among
any number of targets (Embolden, Remedy) gives each target its part (601.2d, 615.7), as divided damage does.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.plan.shields import PreventDamageDivided
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board, card_text, creature
from tests.apnap.step_events import events_of as _events

TO_THE_SLAUGHTER = ("Target player sacrifices a creature or planeswalker.\nDelirium — If there are four or more card "
                    "types among cards in your graveyard, instead that player sacrifices a creature and a "
                    "planeswalker.")
NECRA_SANCTUARY = ("At the beginning of your upkeep, if you control a green or white permanent, target player loses 1 "
                   "life. If you control a green permanent and a white permanent, that player loses 3 life instead.")
NECRA_SANCTUARY_ES = ("Al comienzo de tu mantenimiento, si controlas un permanente verde o blanco, el jugador objetivo "
                      "pierde 1 vida. Si controlas un permanente verde y un permanente blanco, ese jugador pierde 3 "
                      "vidas en su lugar.")
DEGA_SANCTUARY = ("At the beginning of your upkeep, if you control a black or red permanent, you gain 2 life. If you "
                  "control a black permanent and a red permanent, you gain 4 life instead.")
EMBOLDEN = ("Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose.\n"
            "Flashback {1}{W} (You may cast this card from your graveyard for its flashback cost. Then exile it.)")
REMEDY = "Prevent the next 5 damage that would be dealt this turn to any number of targets, divided as you choose."
REMEDY_ES = ("Previene los próximos 5 puntos de daño que fueran a hacerse este turno a cualquier número de objetivos, "
             "divididos como elijas.")
IGNOBLE_SOLDIER = ("Whenever Ignoble Soldier becomes blocked, prevent all combat damage that would be dealt by it this "
                   "turn.")
# Urza's Rage's kicked sentence, the part this reader takes ("and the damage can't be prevented" is not read yet)
KICKED_INSTEAD = ("Test Card deals 3 damage to any target. If this spell was kicked, instead it deals 10 damage to "
                  "that permanent or player.")


def real(card: str, text: str, lang: str | None = None, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data["card"] = card
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: card_text(card, text, lang))


def pasted(text: str, lang: str | None = None, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data["card"] = "Test Card"
    return resolve_text(json.dumps(data), lang,
                        card_lookup=lambda name: CardText("Test Card", text, lang or "en", "Instant"))



# ------------------------------------------------------------------ "If …, instead <instruction>" (608.2c)
@pytest.mark.parametrize(("kicked", "dealt"), [(True, [10]), (False, [3])])
def test_instead_before_the_instruction_replaces_the_sentence_before(kicked: bool, dealt: list[int]) -> None:
    out = pasted(KICKED_INSTEAD, target="Bob", kicked=kicked)
    assert [e["amount"] for e in _events(out, "damage")] == dealt  # never 3 and then 10 more
    assert all(e.get("source") == "Test Card" for e in _events(out, "damage"))


def test_instead_before_the_instruction_reads_as_instead_after_it() -> None:
    before = plan_of(parse_effect(KICKED_INSTEAD.replace("Test Card", "This spell"), "en")).steps
    said = render_plan(plan_of(parse_effect(KICKED_INSTEAD.replace("Test Card", "This spell"), "en")))
    assert said.endswith("If this spell was kicked, this spell deals 10 damage to that permanent or player instead.")
    assert [type(s) for s in plan_of(parse_effect(said, "en")).steps] == [type(s) for s in before]


def test_to_the_slaughter_with_delirium_sacrifices_a_creature_and_a_planeswalker() -> None:
    graveyard = ["Gray Ogre (creature)", "Ponder (sorcery)", "Mountain (basic land)", "Sol Ring (artifact)"]
    out = real("To the Slaughter", TO_THE_SLAUGHTER, target="Bob", Dave={"graveyard": graveyard})
    assert len(out["steps"]) == 1  # the sentence "instead" replaces is not done
    assert "and a planeswalker" in out["reading"]
    assert _events(out, "sacrifice")[0]["objects"] == ["Hill Giant"]


def test_to_the_slaughter_without_delirium_sacrifices_a_creature_or_planeswalker() -> None:
    out = real("To the Slaughter", TO_THE_SLAUGHTER, target="Bob")  # Dave's graveyard: creature and lands
    assert [e["objects"] for e in _events(out, "sacrifice")] == [["Hill Giant"]]
    held = [c for c in out.get("conditions", []) if "card types" in str(c)]
    assert held and all(c["holds"] is False for c in held)


# ------------------------------------------------------------------ one permanent of each of two kinds
def _necra(lang: str | None = None, **changes: Any) -> dict[str, Any]:
    text = NECRA_SANCTUARY_ES if lang == "es" else NECRA_SANCTUARY
    return real("Necra Sanctuary", text, lang, ability=1, target="Bob", **changes)


def test_necra_sanctuary_with_a_green_permanent_and_a_white_one_loses_3() -> None:
    dave = {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]),
                            creature("Serra Angel", 4, 4, colors=["white"])]}
    out = _necra(Dave=dave)
    assert [(e["player"], e["amount"]) for e in _events(out, "lose_life")] == [("Bob", 3)]


def test_necra_sanctuary_with_only_a_green_permanent_loses_1() -> None:
    out = _necra()  # Dave: Llanowar Elves and Craw Wurm (green), no white permanent
    assert [(e["player"], e["amount"]) for e in _events(out, "lose_life")] == [("Bob", 1)]


def test_necra_sanctuary_in_printed_spanish() -> None:
    dave = {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]),
                            creature("Serra Angel", 4, 4, colors=["white"])]}
    out = _necra("es", Dave=dave, condition=True)  # the trigger's own "si …" (603.4): given, as a file gives it
    assert [(e["player"], e["amount"]) for e in _events(out, "lose_life")] == [("Bob", 3)]
    assert "Si controlas un permanente verde y un permanente blanco" in out["narration"]
    english = plan_of(parse_effect(NECRA_SANCTUARY.split(", ", 2)[2], "en")).steps
    spanish = plan_of(parse_effect(NECRA_SANCTUARY_ES.split(", ", 2)[2], "es")).steps
    assert [type(s) for s in spanish] == [type(s) for s in english]


def test_the_two_kinds_said_in_spanish_once() -> None:
    steps = plan_of(parse_effect(DEGA_SANCTUARY.split(", ", 2)[2], "en"))
    said = render_plan(steps, "es")
    assert "si controlas un permanente negro y un permanente rojo" in said.lower()
    assert "y si controlas" not in said.lower()


def test_dega_sanctuary_with_a_black_and_a_red_permanent_gains_4() -> None:
    dave = {"battlefield": [creature("Hill Giant", 3, 3, colors=["red"]), "Swamp (basic land)",
                            {"name": "Duress Witch", "types": ["creature"], "power": 1, "toughness": 1,
                             "colors": ["black"]}]}
    out = real("Dega Sanctuary", DEGA_SANCTUARY, ability=1, Dave=dave)
    assert [(e["player"], e["amount"]) for e in _events(out, "gain_life")] == [("Dave", 4)]


# ------------------------------------------------------------------ a shield divided among targets (601.2d, 615.7)
def test_embolden_divides_its_shield_among_the_targets() -> None:
    out = real("Embolden", EMBOLDEN, target=["Bob", "Hill Giant"], division=[3, 1])
    shields = _events(out, "rule_change")
    assert [(e["objects"], e["amount"], e["act"], e["duration"]) for e in shields] == [
        (["Bob"], 3, "damage", "this_turn"), (["Hill Giant"], 1, "damage", "this_turn")]
    assert {"601.2d", "615.7", "115.4"} <= set(out["steps"][0]["citations"])
    assert _events(out, "damage") == []  # nothing is prevented now: a shield watches for later damage (615.1)


def test_remedy_asks_for_the_division_with_several_targets() -> None:
    with pytest.raises(BotError) as caught:
        real("Remedy", REMEDY, target=["Bob", "Hill Giant"])
    assert (caught.value.code, caught.value.field) == ("choice_needed", "division")


def test_remedy_one_target_takes_the_whole_shield() -> None:
    out = real("Remedy", REMEDY, target="Hill Giant")
    assert [(e["objects"], e["amount"]) for e in _events(out, "rule_change")] == [(["Hill Giant"], 5)]


def test_remedy_division_must_add_up() -> None:
    with pytest.raises(BotError) as caught:
        real("Remedy", REMEDY, target=["Bob", "Hill Giant"], division=[3, 3])
    assert caught.value.code == "bad_scenario"


def test_remedy_in_printed_spanish() -> None:
    out = real("Remedy", REMEDY_ES, "es", target=["Bob", "Hill Giant"], division=[2, 3])
    assert [(e["objects"], e["amount"]) for e in _events(out, "rule_change")] == [(["Bob"], 2), (["Hill Giant"], 3)]
    (step,) = plan_of(parse_effect(REMEDY_ES, "es")).steps
    assert isinstance(step, PreventDamageDivided) and step.amount == 5
    (english,) = plan_of(parse_effect(REMEDY, "en")).steps
    assert replace(step, text=english.text) == english  # printed Spanish reads into the English plan
    assert "divididos como elijas" in out["narration"]
    assert "divided" not in out["narration"]


def test_the_divided_shield_is_said_back_into_the_same_plan() -> None:
    (step,) = plan_of(parse_effect(REMEDY, "en")).steps
    for lang in ("en", "es"):
        said = render_plan(plan_of(parse_effect(REMEDY, "en")), lang)
        (again,) = plan_of(parse_effect(said, lang)).steps
        assert isinstance(again, PreventDamageDivided) and (again.amount, again.to, again.duration) == (
            step.amount, step.to, step.duration)


# ------------------------------------------------------------------ "by it": the trigger's source (608.2c)
def test_ignoble_soldier_prevents_its_own_combat_damage() -> None:
    out = real("Ignoble Soldier", IGNOBLE_SOLDIER, ability=1,
               Dave={"battlefield": [creature("Ignoble Soldier", 1, 1, colors=["white"])]})
    (shield,) = _events(out, "rule_change")
    assert (shield["sources"], shield["combat"], shield["duration"]) == (["Ignoble Soldier"], True, "this_turn")


# ------------------------------------------------------------------ a prevention said again with a new amount (608.2c)
ELVISH_HEALER = ("{T}: Prevent the next 1 damage that would be dealt to any target this turn. If it's a green "
                 "creature, prevent the next 2 damage instead.")
ELVISH_HEALER_ES = ("{T}: Previene el siguiente 1 punto de daño que fuera a hacerse a cualquier objetivo este turno. "
                    "Si es una criatura verde, previene los siguientes 2 puntos de daño en su lugar.")
POLLEN_REMEDY = ("Kicker—Sacrifice a land. (You may sacrifice a land in addition to any other costs as you cast this "
                 "spell.)\nPrevent the next 3 damage that would be dealt this turn to any number of targets, divided "
                 "as you choose. If this spell was kicked, prevent the next 6 damage this way instead.")


@pytest.mark.parametrize(("target", "amount"), [("Llanowar Elves", 2), ("Hill Giant", 1), ("Bob", 1)])
def test_elvish_healer_prevents_2_for_a_green_creature(target: str, amount: int) -> None:
    out = real("Elvish Healer", ELVISH_HEALER, ability=1, target=target)
    (shield,) = _events(out, "rule_change")
    assert (shield.get("objects") or shield.get("labels"), shield["amount"]) == ([target], amount)
    assert "608.2c" in out["steps"][0]["citations"] or any(c["rule"] == "608.2c" for c in out["conditions"])


def test_elvish_healer_in_printed_spanish() -> None:
    out = real("Elvish Healer", ELVISH_HEALER_ES, "es", ability=1, target="Llanowar Elves")
    assert [(e["objects"], e["amount"]) for e in _events(out, "rule_change")] == [(["Llanowar Elves"], 2)]
    assert "si es una criatura verde" in out["narration"].lower()
    english = plan_of(parse_effect(ELVISH_HEALER.split(": ", 1)[1], "en")).steps
    spanish = plan_of(parse_effect(ELVISH_HEALER_ES.split(": ", 1)[1], "es")).steps
    assert [(type(s), s.amount, s.to) for s in spanish] == [(type(s), s.amount, s.to) for s in english]
    checks = [[getattr(getattr(s.condition, "condition", s.condition), "check", None) for s in steps]
              for steps in (english, spanish)]
    assert checks[0] == checks[1] and all(c is not None for c in checks[0])  # the same typed condition, each printed


@pytest.mark.parametrize(("kicked", "division", "parts"), [(True, [5, 1], [5, 1]), (False, [2, 1], [2, 1])])
def test_pollen_remedy_kicked_divides_6_instead_of_3(kicked: bool, division: list[int], parts: list[int]) -> None:
    out = real("Pollen Remedy", POLLEN_REMEDY, target=["Bob", "Hill Giant"], division=division, kicked=kicked)
    assert [e["amount"] for e in _events(out, "rule_change")] == parts


def test_a_prevention_said_again_replacing_nothing_is_refused() -> None:
    for text in ("Prevent the next 2 damage.", "Draw a card. If you control a Swamp, prevent the next 2 damage "
                 "instead."):
        with pytest.raises(BotError) as caught:
            pasted(text)
        assert caught.value.code == "unsupported_effect"


# ------------------------------------------------------------------ tokens said again with a new number (608.2c)
RITE_OF_REPLICATION = ("Kicker {5} (You may pay an additional {5} as you cast this spell.)\nCreate a token that's a "
                       "copy of target creature. If this spell was kicked, create five of those tokens instead.")
RITE_OF_REPLICATION_ES = ("Estímulo {5} (Puedes pagar {5} adicionales al lanzar este hechizo.)\nCrea una ficha que "
                          "es una copia de la criatura objetivo. Si este hechizo fue estimulado, crea cinco de esas "
                          "fichas en su lugar.")


@pytest.mark.parametrize(("lang", "text"), [(None, RITE_OF_REPLICATION), ("es", RITE_OF_REPLICATION_ES)])
@pytest.mark.parametrize(("kicked", "copies"), [(True, 5), (False, 1)])
def test_rite_of_replication_kicked_makes_five_copies(lang: str | None, text: str, kicked: bool, copies: int) -> None:
    out = real("Rite of Replication", text, lang, target="Hill Giant", kicked=kicked)
    (created,) = _events(out, "create")
    assert (created["amount"], created["copy_of"]) == (copies, "Hill Giant")


def test_those_tokens_with_no_creation_before_are_refused() -> None:
    for text in ("Create five of those tokens.", "Draw a card. If this spell was kicked, create five of those tokens "
                 "instead."):
        with pytest.raises(BotError) as caught:
            pasted(text, kicked=True)
        assert caught.value.code == "unsupported_effect"


def test_a_step_said_again_is_not_another_steps_again() -> None:
    """Kinship's "you may reveal it" (a reveal "again") is no instruction said again with a new amount."""
    effect = parse_effect("You may look at the top card of your library. If it shares a creature type with this "
                          "creature, you may reveal it.", "en")
    assert [s.action for s in effect.steps] == ["reveal", "reveal"]
