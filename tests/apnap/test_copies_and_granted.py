"""Copies and granted abilities (issue #22), on real card text in English and printed Spanish: a token just created is
"it" ("It gains haste" after a token copy, 111.1, 608.2c), a quoted ability gained until end of turn (113.10, 613.1f),
quoted abilities a static ability gives ("Each Human creature you control has "…"", "Other Zombies have "…""), and a
clone entering as a copy (707.5, 614.1c) with its "except …" (707.9b). Each of these was refused or answered wrongly
before. The standard board (tests/apnap/realcards.py): Alice, Bob, Carol, Dave; Bob active, Dave controls.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import ContinuousEffect, ModifyAll, ModifyTarget, plan_of
from bot.apnap.plan.copies import EnterAsCopy
from bot.apnap.render import reading
from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

HUNTERS_PROWESS = ("Until end of turn, target creature gets +3/+3 and gains trample and \"Whenever this creature deals "
                   "combat damage to a player, draw a card.\"")
HUNTERS_PROWESS_ES = ("Hasta el final del turno, la criatura objetivo obtiene +3/+3 y gana la habilidad de arrollar y "
                      "\"Siempre que esta criatura haga daño de combate a un jugador, roba una carta.\"")
LIGHTNING_VOLLEY = "Until end of turn, creatures you control gain \"{T}: This creature deals 1 damage to any target.\""
LIGHTNING_VOLLEY_ES = ("Hasta el final del turno, las criaturas que controlas ganan \"{T}: Esta criatura hace 1 punto "
                       "de daño a cualquier objetivo.\"")
CLONE = "You may have Clone enter the battlefield as a copy of any creature on the battlefield."
CLONE_ES = ("Puedes hacer que esta criatura entre al campo de batalla como una copia de cualquier criatura en el campo "
            "de batalla.")


def _plan(text: str, lang: str = "en") -> list[Any]:
    return list(plan_of(parse_effect(text, lang)).steps)


def _modify_events(out: dict[str, Any], step: int) -> list[dict[str, Any]]:
    return [e for e in out["steps"][step]["events"] if e["action"] == "modify"]


# ------------------------------------------------------------------------------------ the token just created is "it"
def test_it_gains_haste_after_a_token_acts_on_that_token() -> None:
    """Kiki-style "Create … token. It gains haste." was refused ("not followed now"); the token gets haste."""
    out = resolve_card("Create a 3/1 red Elemental creature token. It gains haste. Exile it at the beginning of the "
                       "next end step.")
    (event,) = _modify_events(out, 1)
    assert event["objects"] == ["red Elemental creature"] and event["keywords"] == "haste"
    assert event["duration"] == "indefinite"  # no end said (611.2a)
    assert "token this effect created" in out["delayed_triggers"][0]["object"]


@pytest.mark.parametrize("text", [
    # Feldon of the Third Path / Felhide Spiritbinder (their copy's "It gains haste"), Mimic Vat's "It gains haste"
    "Create a token that's a copy of target creature you control, except it's an artifact in addition to its other "
    "types. It gains haste. Sacrifice it at the beginning of the next end step.",
    "Create a token that's a copy of target creature you control. That token gains haste.",
])
def test_haste_after_a_token_copy_is_the_tokens_never_the_targets(text: str) -> None:
    """"That token gains haste" read as the target of the copy before (the target got haste): now the token."""
    step = _plan(text)[1]
    assert isinstance(step, ModifyTarget)
    assert step.on_entered and not step.refers and step.keywords == ("haste",)
    out = resolve_card(text, target="Grizzly Bears", controller="Alice")
    assert _modify_events(out, 1)[0]["objects"] == ["Grizzly Bears"]  # the copy, which has the original's name


def test_it_after_two_tokens_or_that_creature_after_a_copy_is_refused() -> None:
    for text in ("Create two 1/1 white Soldier creature tokens. It gains haste until end of turn.",
                 "Create a token that's a copy of target creature you control. That creature gains haste."):
        with pytest.raises(BotError) as err:
            parse_effect(text, "en")
        assert err.value.code == "unsupported_effect"


def test_those_tokens_gain_haste_with_no_end_lasts_indefinitely() -> None:
    """Hate Mirage's "Those tokens gain haste." was said and granted "until end of turn" (611.2a: no end said)."""
    text = "Create two tokens that are copies of target creature you control. Those tokens gain haste."
    out = resolve_card(text, target="Grizzly Bears", controller="Alice")
    (event,) = _modify_events(out, 1)
    assert event["duration"] == "indefinite" and len(event["objects"]) == 2
    assert out["reading"] == text


# ------------------------------------------------------------------------------------ a quoted ability gained
def test_hunters_prowess_gains_trample_and_a_triggered_ability_until_end_of_turn() -> None:
    out = resolve_card(HUNTERS_PROWESS, target="Grizzly Bears")
    (event,) = _modify_events(out, 0)
    assert (event["pt"], event["keywords"], event["ability_kind"]) == ("+3/+3", "trample", "triggered")
    assert event["ability"] == "Whenever this creature deals combat damage to a player, draw a card."
    granted = {(g["object"], g.get("keyword") or g["ability_kind"], g["duration"]) for g in out["granted"]}
    assert granted == {("Grizzly Bears", "trample", "this_turn"), ("Grizzly Bears", "triggered", "this_turn")}
    assert "113.10" in out["steps"][0]["citations"]
    assert "gains “Whenever this creature deals combat damage to a player, draw a card.”" in out["narration"]


def test_hunters_prowess_in_printed_spanish_reads_into_the_same_step() -> None:
    en, es = _plan(HUNTERS_PROWESS)[0], _plan(HUNTERS_PROWESS_ES, "es")[0]
    assert isinstance(es, ModifyTarget) and isinstance(en, ModifyTarget)
    assert (es.power, es.toughness, es.keywords, es.ability.kind) == (en.power, en.toughness, en.keywords, "triggered")
    assert reading(plan_of(parse_effect(HUNTERS_PROWESS_ES, "es")), "es").startswith(
        "La criatura objetivo obtiene +3/+3 y gana la habilidad de arrollar y \"Siempre que esta criatura")


@pytest.mark.parametrize(("text", "lang"), [(LIGHTNING_VOLLEY, "en"), (LIGHTNING_VOLLEY_ES, "es")])
def test_creatures_you_control_gain_an_activated_ability_until_end_of_turn(text: str, lang: str) -> None:
    (step,) = _plan(text, lang)
    assert isinstance(step, ModifyAll) and step.ability is not None and step.ability.kind == "activated"
    out = resolve_card(text, lang)
    (event,) = _modify_events(out, 0)
    assert sorted(event["objects"]) == ["Craw Wurm", "Llanowar Elves"]  # Dave's creatures
    assert {g["object"] for g in out["granted"]} == {"Craw Wurm", "Llanowar Elves"}


def test_all_creatures_gain_and_a_gain_said_after_the_quote() -> None:
    """Shoving Match and the order the reading says back ('… gains "…" until end of turn')."""
    out = resolve_card("Until end of turn, all creatures gain \"{T}: Tap target creature.\"")
    assert len(_modify_events(out, 0)[0]["objects"]) == 5  # every creature, any player's
    step = _plan("Target creature gains \"{T}: Draw a card.\" until end of turn.")[0]
    assert isinstance(step, ModifyTarget) and step.ability is not None


# ------------------------------------------------------------------------------------ quoted abilities a static gives
def test_each_human_creature_you_control_has_the_quoted_ability() -> None:
    """Titan of Eternal Fire (refused at "creature you control has")."""
    text = "Each Human creature you control has \"{R}, {T}: This creature deals 1 damage to any target.\""
    out = resolve_card(text, Dave={"battlefield": [
        creature("Thraben Inspector", 1, 2, subtypes=["Human", "Soldier"]),
        creature("Llanowar Elves", 1, 1, subtypes=["Elf", "Druid"])]})
    assert [g["object"] for g in out["granted"]] == ["Thraben Inspector"]
    assert out["granted"][0]["ability_kind"] == "activated"


@pytest.mark.parametrize(("text", "lang"), [
    ("Other Zombies have \"{B}: Regenerate this permanent.\"", "en"),  # Zombie Master
    ("Shamans you control have \"{T}: Add {G}{G}.\"", "en"),  # Sachi, Daughter of Seshiro
    ("Los otros Zombies tienen \"{B}: Regenera este permanente.\"", "es"),
    ("Cada criatura Humano que controlas tiene \"{R}, {T}: Esta criatura hace 1 punto de daño a cualquier "
     "objetivo.\"", "es"),
])
def test_groups_named_by_subtype_have_a_quoted_ability(text: str, lang: str) -> None:
    (step,) = _plan(text, lang)
    assert isinstance(step, ContinuousEffect)
    assert step.change.act == "ability" and step.change.ability is not None


def test_other_zombies_leaves_the_source_out() -> None:
    zombie = {"types": ["creature"], "subtypes": ["Zombie"], "colors": ["black"], "power": 2, "toughness": 2}
    out = resolve_card("Other Zombies have \"{B}: Regenerate this permanent.\"", card="Zombie Master",
                       Dave={"battlefield": [{"name": "Zombie Master", **zombie}, {"name": "Gravedigger", **zombie}]},
                       Alice={"battlefield": [{"name": "Walking Corpse", **zombie}]},
                       Bob={"battlefield": []})
    assert sorted(g["object"] for g in out["granted"]) == ["Gravedigger", "Walking Corpse"]


# ------------------------------------------------------------------------------------ clones (707.5)
def test_clone_enters_as_a_copy_of_the_creature_its_controller_chooses() -> None:
    out = resolve_card(CLONE, card="Clone", choices={"Dave": ["yes", "Serra Angel"]},
                       Dave={"battlefield": [creature("Clone", 0, 0, colors=["blue"])]})
    (event,) = out["steps"][0]["events"]
    assert (event["action"], event["objects"], event["copy_of"]) == ("enter_as_copy", ["Clone"], "Serra Angel")
    assert event["copiable"]["pt"] == "4/4" and event["copiable"]["keywords"] == ["flying"]
    assert {"707.5", "614.1c", "707.2"} <= set(out["steps"][0]["citations"])
    assert not out["state_based_actions"]  # a 4/4 now, not a 0/0 put into the graveyard (704.5f)
    assert out["reading"] == CLONE


def test_clone_declined_enters_as_itself() -> None:
    out = resolve_card(CLONE, card="Clone", choices={"Dave": ["no"]})
    assert out["steps"][0]["events"] == []


def test_quicksilver_gargantuan_is_7_7_and_copy_artifact_an_enchantment_too() -> None:
    out = resolve_card("You may have Quicksilver Gargantuan enter the battlefield as a copy of any creature on the "
                       "battlefield, except it's 7/7.", card="Quicksilver Gargantuan",
                       choices={"Dave": ["yes", "Grizzly Bears"]})
    assert out["steps"][0]["events"][0]["copiable"]["pt"] == "7/7"
    assert "707.9b" in out["steps"][0]["citations"]
    out = resolve_card("You may have Copy Artifact enter the battlefield as a copy of any artifact on the battlefield, "
                       "except it's an enchantment in addition to its other types.", card="Copy Artifact",
                       choices={"Dave": ["yes", "Sol Ring"]})
    assert out["steps"][0]["events"][0]["copiable"]["types"] == ["artifact", "enchantment"]


def test_clone_in_printed_spanish_reads_into_the_same_step_and_says_it_back() -> None:
    (en,), (es,) = _plan(CLONE.replace("Clone", "this creature")), _plan(CLONE_ES, "es")
    assert isinstance(es, EnterAsCopy) and isinstance(en, EnterAsCopy)
    assert (es.objects, es.optional) == (en.objects, True)
    assert reading(plan_of(parse_effect(CLONE_ES, "es")), "es") == CLONE_ES
    out = resolve_card(CLONE, "es", card="Clone", choices={"Dave": ["yes", "Serra Angel"]})
    assert "entra al campo de batalla como una copia de Serra Angel" in out["narration"]


# ------------------------------------------------------------------------------------ a spell copied (707.10)
FORK = ("Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the "
        "copy.")
FORK_ES = ("Copia el hechizo de instantáneo o de conjuro objetivo, excepto que la copia es roja. Puedes elegir nuevos "
           "objetivos para la copia.")
BOLT_ON_THE_STACK = [{"name": "Lightning Bolt", "controller": "Bob", "types": ["instant"], "mana_value": 1}]


@pytest.mark.parametrize(("text", "lang", "said"), [(FORK, "en", "except that the copy is red"),
                                                    (FORK_ES, "es", "excepto que la copia es roja")])
def test_fork_copies_the_spell_and_the_copy_is_red(text: str, lang: str, said: str) -> None:
    """Refused at "except that the copy is red" before (Spanish had no such rule either)."""
    out = resolve_card(text, lang, target="Lightning Bolt", spells=BOLT_ON_THE_STACK)
    (event,) = out["steps"][0]["events"]
    assert (event["action"], event["objects"], event["copy_colors"]) == ("copy_spell", ["Lightning Bolt"], ["red"])
    assert {"707.10", "707.9b", "707.10c"} <= set(out["steps"][0]["citations"])
    assert said in out["narration"] and said in out["reading"]


def test_a_copy_with_no_stack_shown_asks_for_the_spell_it_copies() -> None:
    """The question said the text "counters" a spell, for a copy too."""
    with pytest.raises(BotError) as err:
        resolve_card(FORK)
    assert err.value.code == "choice_needed" and "copies a spell on the stack (707.10)" in err.value.text("en")


@pytest.mark.parametrize(("text", "named"), [
    # Mirror Mockery's "Exile that token at end of combat" (refused at "Exile that token" before)
    ("Create a token that's a copy of target creature. Exile that token at end of combat.",
     "the token this effect created (a copy)"),
    ("Create two tokens that are copies of target creature. Exile those tokens at the beginning of the next end step.",
     "the tokens this effect created (copies)"),
])
def test_a_delayed_exile_of_token_copies_names_those_tokens(text: str, named: str) -> None:
    out = resolve_card(text, target="Hill Giant")
    (delayed,) = out["delayed_triggers"]
    assert delayed["object"] == named and [s["action"] for s in delayed["steps"]] == ["exile"]
