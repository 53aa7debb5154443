"""Auras and Equipment (#22, session 13): "enchanted creature", "equipped creature", "enchanted land" as the object of
any instruction is one referent, the permanent the scenario's ``attached_to`` names (303.4, 301.5), for every verb
("destroy", "exile", "return … to its owner's hand", counters, damage); never a target (115.1). When that permanent
leaves the battlefield, its Aura is put into its owner's graveyard and an Equipment becomes unattached: state-based
actions the result reports (704.5m, 704.5n)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, run


def _aura(name: str, kind: str = "enchantment") -> dict[str, Any]:
    return {"name": name, "types": [kind], "colors": []}


def _dave(*extra: Any) -> dict[str, Any]:
    """Dave (the controller) with the source on his battlefield."""
    return {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]),
                            creature("Craw Wurm", 6, 4, colors=["green"]), "Swamp (basic land)", *extra]}


def events(out: dict[str, Any]) -> list[tuple[str, list[str], Any]]:
    return [(e["action"], e["objects"], e.get("amount")) for s in out["steps"] for e in s["events"]]


def sbas(out: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    return [(s["event"], s.get("object"), s["rules"]) for s in out["state_based_actions"]]


# ------------------------------------------------------------------------------------------ the plan
@pytest.mark.parametrize(("text", "kind", "attached"), [
    ("Destroy enchanted land.", p.DestroyTarget, "enchanted"),  # Pooling Venom
    ("Destroy enchanted creature.", p.DestroyTarget, "enchanted"),  # Parallax Dementia
    ("Exile enchanted creature.", p.ExileTarget, "enchanted"),  # Choking Restraints, Weight of Conscience
    ("Return enchanted creature to its owner's hand.", p.ReturnTarget, "enchanted"),  # Sun Clasp
    ("Put a -1/-1 counter on enchanted creature.", p.TargetCounters, "enchanted"),  # Torture
    ("Put two +1/+1 counters on enchanted creature.", p.TargetCounters, "enchanted"),  # Krasis Incubation
    ("Put a +1/+1 counter on equipped creature.", p.TargetCounters, "equipped"),
    ("Fatal Attraction deals 4 damage to enchanted creature.", p.DamageTargetObject, "enchanted"),
    ("It deals 1 damage to enchanted creature.", p.DamageTargetObject, "enchanted"),  # Tilonalli's Crown
])
def test_the_attached_permanent_is_the_object_of_the_targets_step_but_no_target(text: str, kind: type,
                                                                                  attached: str) -> None:
    plan = plan_of(parse_effect(text))
    (step,) = plan.steps
    assert isinstance(step, kind) and step.on_attached == attached
    assert not plan.uses_object_target  # nothing is targeted: no ``target`` is asked (115.1)


@pytest.mark.parametrize("text", [
    "Destroy enchanted land.", "Exile enchanted creature.", "Return enchanted creature to its owner's hand.",
    "Put a -1/-1 counter on enchanted creature.", "Put a +1/+1 counter on equipped creature.",
])
def test_the_plan_renders_back_to_the_cards_words(text: str) -> None:
    assert render_plan(plan_of(parse_effect(text)), "en").rstrip(".").casefold() == text.rstrip(".").casefold()


def test_it_after_the_attached_permanent_is_not_guessed() -> None:
    """"Exile enchanted creature. Return it …": "it" is not followed from the attached permanent here (refused)."""
    with pytest.raises(BotError) as err:
        parse_effect("Exile enchanted creature. Put a +1/+1 counter on it.")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------ the engine
def test_counters_go_on_the_attached_creature_not_on_a_target() -> None:  # Torture
    out = run({}, card="Torture", effect="Enchant creature\n{1}{B}: Put a -1/-1 counter on enchanted creature.",
              ability=1, attached_to="Hill Giant", Dave=_dave(_aura("Torture")))
    assert events(out) == [("counter", ["Hill Giant"], 1)]
    assert "303.4" in out["steps"][0]["citations"] and "115.1" not in out["steps"][0]["citations"]


def test_a_shrouded_attached_creature_still_gets_the_counter() -> None:  # 115.1: "enchanted creature" targets nothing
    out = run({}, card="Daily Regimen", effect="Enchant creature\n{1}{W}: Put a +1/+1 counter on enchanted creature.",
              ability=1, attached_to="Serra Angel", Dave=_dave(_aura("Daily Regimen")),
              Alice={"battlefield": [creature("Serra Angel", 4, 4, keywords=["flying", "shroud"])]})
    assert events(out) == [("counter", ["Serra Angel"], 1)]


def test_lethal_damage_to_the_enchanted_creature_puts_the_aura_into_the_graveyard() -> None:  # Fatal Attraction
    out = run({}, card="Fatal Attraction",
              effect="Enchant creature\nAt the beginning of your upkeep, Fatal Attraction deals 4 damage to enchanted "
                     "creature.", ability=1, attached_to="Hill Giant", Dave=_dave(_aura("Fatal Attraction")))
    assert events(out) == [("damage", ["Hill Giant"], 4)]
    assert sbas(out) == [("dies", "Hill Giant", ["704.5g"]),
                         ("aura_to_graveyard", "Fatal Attraction", ["704.5m", "303.4c"])]
    assert "put into its owner's graveyard: the permanent it enchanted has left" in out["narration"]


def test_damage_the_creature_survives_leaves_the_aura_where_it_is() -> None:  # Tilonalli's Crown on Craw Wurm
    out = run({}, card="Tilonalli's Crown",
              effect="Enchant creature\nWhen Tilonalli's Crown enters the battlefield, it deals 1 damage to enchanted "
                     "creature.", ability=1, attached_to="Craw Wurm", Dave=_dave(_aura("Tilonalli's Crown")))
    assert events(out) == [("damage", ["Craw Wurm"], 1)] and sbas(out) == []


@pytest.mark.parametrize(("card", "text", "action"), [
    ("Pooling Venom", "Enchant land\n{3}{B}: Destroy enchanted land.", "destroy"),
    ("Sun Clasp", "Enchant creature\n{W}: Return enchanted creature to its owner's hand.", "return"),
    ("Choking Restraints", "Enchant creature\n{3}{W}{W}, Sacrifice Choking Restraints: Exile enchanted creature.",
     "exile"),
])
def test_the_attached_permanent_leaves_and_the_aura_follows(card: str, text: str, action: str) -> None:
    land = "land" in text.split("\n")[0]
    out = run({}, card=card, effect=text, ability=1, attached_to="Island" if land else "Hill Giant",
              Dave=_dave(_aura(card)))
    assert events(out)[0][:2] == (action, ["Island" if land else "Hill Giant"])
    if "Sacrifice" not in text:  # the sacrificed Aura is in the graveyard already: nothing left to put there
        assert sbas(out)[-1][:2] == ("aura_to_graveyard", card)


def test_an_equipment_stays_unattached_when_its_creature_dies() -> None:  # 704.5n, 301.5c
    out = run({}, card="Probe Blade",
              effect="Equipped creature gets +1/+0.\nWhenever equipped creature attacks, Probe Blade deals 3 damage "
                     "to equipped creature.", ability=2, attached_to="Hill Giant",
              Dave=_dave(_aura("Probe Blade", "artifact")))
    assert sbas(out)[-1] == ("unattached", "Probe Blade", ["704.5n", "301.5c"])
    assert "becomes unattached and stays on the battlefield" in out["narration"]


def test_the_attached_permanent_of_the_wrong_kind_is_a_bad_scenario() -> None:  # "enchanted land" on a creature
    with pytest.raises(BotError) as err:
        run({}, card="Pooling Venom", effect="Enchant land\n{3}{B}: Destroy enchanted land.", ability=1,
            attached_to="Hill Giant", Dave=_dave(_aura("Pooling Venom")))
    assert err.value.code == "bad_scenario" and err.value.field == "attached_to"


def test_no_attached_permanent_given_is_asked() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Torture", effect="Enchant creature\n{1}{B}: Put a -1/-1 counter on enchanted creature.",
            ability=1, Dave=_dave(_aura("Torture")))
    assert err.value.code == "choice_needed" and err.value.field == "attached_to"


# ------------------------------------------------------------------------------------------ printed Spanish
@pytest.mark.parametrize(("es", "en"), [
    ("Destruye la criatura encantada.", "Destroy enchanted creature."),
    ("Destruye la tierra encantada.", "Destroy enchanted land."),
    ("Exilia la criatura encantada.", "Exile enchanted creature."),
    ("Regresa la criatura encantada a la mano de su propietario.", "Return enchanted creature to its owner's hand."),
    ("Pon un contador -1/-1 sobre la criatura encantada.", "Put a -1/-1 counter on enchanted creature."),
    ("Pon dos contadores +1/+1 sobre la criatura equipada.", "Put two +1/+1 counters on equipped creature."),
    ("Este encantamiento hace 4 puntos de daño a la criatura encantada.",
     "This enchantment deals 4 damage to enchanted creature."),
])
def test_printed_spanish_reads_into_the_same_plan(es: str, en: str) -> None:
    (mine,), (theirs,) = plan_of(parse_effect(es)).steps, plan_of(parse_effect(en)).steps
    fields = ("on_attached", "objects", "action", "amount", "kind")
    assert type(mine) is type(theirs)
    assert [getattr(mine, f, None) for f in fields] == [getattr(theirs, f, None) for f in fields]
    assert render_plan(plan_of(parse_effect(es)), "es").casefold().replace("sobre", "en") == \
        es.casefold().replace("sobre", "en")


def test_spanish_counters_on_the_enchanted_creature_resolve_on_attached_to() -> None:  # Tortura
    out = run({}, lang="es", card="Torture", effect="Encantar criatura\n{1}{B}: Pon un contador -1/-1 sobre la "
              "criatura encantada.", ability=1, attached_to="Hill Giant", Dave=_dave(_aura("Torture")))
    assert events(out) == [("counter", ["Hill Giant"], 1)]
    assert "la criatura encantada" in out["narration"]


# ------------------------------------------------------------------------------------------ control (613.1b)
@pytest.mark.parametrize(("card", "text", "attached_to"), [
    ("Mind Control", "Enchant creature\nYou control enchanted creature.", "Hill Giant"),
    ("Confiscate", "Enchant permanent\nYou control enchanted permanent.", "Mind Stone"),
])
def test_you_control_the_enchanted_permanent_while_attached(card: str, text: str, attached_to: str) -> None:
    out = run({}, card=card, effect=text, ability=1, attached_to=attached_to, Dave=_dave(_aura(card)))
    (step,) = out["steps"]
    assert [(e["player"], e["action"], e["objects"], e.get("duration")) for e in step["events"]] == \
        [("Dave", "gain_control", [attached_to], "static")]
    assert {"303.4", "613.1b", "611.3a"} <= set(step["citations"]) and "115.1" not in step["citations"]
    assert f"Dave controls {attached_to} while the source is attached to it" in out["narration"]


def test_you_control_reads_the_same_in_printed_spanish_and_renders_back() -> None:
    en, es = plan_of(parse_effect("You control enchanted creature.")), plan_of(parse_effect(
        "Controlas la criatura encantada."))
    assert en.steps[0].on_attached == es.steps[0].on_attached == "enchanted"
    assert isinstance(es.steps[0], p.GainControlTarget) and es.steps[0].duration == "static"
    assert render_plan(en, "en") == "You control enchanted creature."
    assert render_plan(es, "es") == "Controlas la criatura encantada."


# ------------------------------------------------------------------------------------------ attach (701.3)
def test_attach_to_target_creature_you_control_moves_the_source_onto_it() -> None:  # Equip's instruction, 702.6a
    out = run({}, card="Probe Blade", effect="{3}: Attach Probe Blade to target creature you control. Activate only "
              "as a sorcery.", ability=1, target="Craw Wurm", active="Dave",
              Dave=_dave(_aura("Probe Blade", "artifact")))
    (step,) = out["steps"]
    assert [(e["action"], e["objects"], e.get("source")) for e in step["events"]] == \
        [("attach", ["Craw Wurm"], "Probe Blade")]
    assert {"115.1", "701.3a"} <= set(step["citations"])


def test_attach_moves_it_from_the_creature_it_was_on_with_a_new_timestamp() -> None:  # 701.3c
    out = run({}, card="Probe Blade", effect="{3}: Attach Probe Blade to target creature you control.", ability=1,
              target="Craw Wurm", attached_to="Llanowar Elves", Dave=_dave(_aura("Probe Blade", "artifact")))
    assert "701.3c" in out["steps"][0]["citations"]


def test_attach_to_the_creature_it_is_already_on_does_nothing() -> None:  # 701.3b
    out = run({}, card="Probe Blade", effect="{3}: Attach Probe Blade to target creature you control.", ability=1,
              target="Craw Wurm", attached_to="Craw Wurm", Dave=_dave(_aura("Probe Blade", "artifact")))
    assert out["steps"][0]["events"][0].get("already") is True and "701.3b" in out["steps"][0]["citations"]
    assert "is already attached to Craw Wurm" in out["narration"]


@pytest.mark.parametrize("text", [
    "When Ancestral Blade enters the battlefield, create a 1/1 white Soldier creature token, then attach Ancestral "
    "Blade to it.",  # Ancestral Blade
    "When Ancestral Blade enters the battlefield, create a 1/1 colorless Construct artifact creature token, then "
    "attach Ancestral Blade to it.",
])
def test_create_a_token_then_attach_the_source_to_that_token(text: str) -> None:
    out = run({}, card="Ancestral Blade", effect=text + "\nEquipped creature gets +1/+1.\nEquip {1}", ability=1,
              Dave=_dave(_aura("Ancestral Blade", "artifact")))
    create, attach = out["steps"]
    made = create["events"][0]["objects"]
    assert len(made) == 1 and attach["events"][0]["objects"] == made
    assert {"111.1", "701.3a"} <= set(attach["citations"])


def test_attach_to_it_after_a_trigger_is_the_event_object() -> None:  # Thornbite Staff's family
    out = run({}, card="Probe Staff", effect="Whenever a Shaman creature enters the battlefield, you may attach Probe "
              "Staff to it.\nEquip {4}", ability=1, event_object="Llanowar Elves",
              Dave={"battlefield": [creature("Llanowar Elves", 1, 1, subtypes=["Elf", "Shaman"]),
                                    _aura("Probe Staff", "artifact")]})
    assert [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"] if e["action"] == "attach"] == \
        [("attach", ["Llanowar Elves"])]


@pytest.mark.parametrize(("es", "en"), [
    ("Anexa este permanente a la criatura objetivo que controlas.",
     "Attach this permanent to target creature you control."),
    ("Crea una ficha de criatura Soldado blanca 1/1, luego anexa este permanente a ella.",
     "Create a 1/1 white Soldier creature token, then attach this permanent to it."),
])
def test_attach_reads_the_same_in_printed_spanish(es: str, en: str) -> None:
    mine, theirs = plan_of(parse_effect(es)), plan_of(parse_effect(en))
    assert [type(s) for s in mine.steps] == [type(s) for s in theirs.steps]
    assert render_plan(mine, "es") == render_plan(theirs, "es") and render_plan(theirs, "en") == en


# ------------------------------------------------------------------------------------------ its controller (303.4e)
@pytest.mark.parametrize(("card", "text", "attached_to", "who"), [
    ("Probe Curse", "Enchant creature\nAt the beginning of your upkeep, enchanted creature's controller loses 2 life.",
     "Hill Giant", "Bob"),
    ("Gremlin Infestation", "Enchant artifact\nAt the beginning of your end step, Gremlin Infestation deals 2 damage "
     "to enchanted artifact's controller.", "Sol Ring", "Alice"),
])
def test_the_attached_permanents_controller_is_the_player(card: str, text: str, attached_to: str, who: str) -> None:
    out = run({}, card=card, effect=text, ability=1, attached_to=attached_to, Dave=_dave(_aura(card)))
    (step,) = out["steps"]
    assert step["order"] == [who] and "303.4e" in step["citations"]
    assert out["life"][who] == 18


def test_the_attached_permanents_controller_reads_the_same_in_printed_spanish() -> None:
    es = plan_of(parse_effect("El controlador de la criatura encantada pierde 2 vidas."))
    en = plan_of(parse_effect("Enchanted creature's controller loses 2 life."))
    assert es.steps[0].subject == en.steps[0].subject
    assert en.steps[0].subject.kind == "attached_controller" and en.steps[0].subject.attached == "enchanted"
    assert render_plan(en, "en") == "Enchanted creature's controller loses 2 life."
    assert render_plan(en, "es") == "El controlador de la criatura encantada pierde 2 vidas."


def test_an_aura_sacrificed_as_the_cost_is_not_put_into_the_graveyard_again() -> None:  # Choking Restraints
    out = run({}, card="Choking Restraints", effect="Enchant creature\n{3}{W}{W}, Sacrifice Choking Restraints: Exile "
              "enchanted creature.", ability=1, attached_to="Hill Giant", Dave=_dave(_aura("Choking Restraints")))
    assert events(out) == [("exile", ["Hill Giant"], None)]
    assert sbas(out) == []  # 704.5m has nothing left to do: the Aura left as the cost was paid (602.2b)


def test_an_aura_whose_own_trigger_is_leaving_the_battlefield_is_not_put_there_again() -> None:  # Parallax Dementia
    out = run({}, card="Parallax Dementia", effect="Enchant creature\nWhen Parallax Dementia leaves the battlefield, "
              "destroy enchanted creature. That creature can't be regenerated.", ability=1, attached_to="Hill Giant",
              Dave=_dave(_aura("Parallax Dementia")))
    assert events(out)[0] == ("destroy", ["Hill Giant"], None)  # the creature it enchanted, as it last existed
    assert sbas(out) == []


@pytest.mark.parametrize("text", [
    "At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.",  # Soul Bleed
    "At the beginning of enchanted player's upkeep, that player loses 1 life.",  # a Curse's
])
def test_that_player_in_the_attached_permanents_controllers_upkeep_is_the_active_player(text: str) -> None:
    out = run({}, card="Probe Curse", effect="Enchant creature\n" + text, ability=1, Dave=_dave(_aura("Probe Curse")))
    assert out["steps"][0]["order"] == [out["active"]]  # only that player's upkeep triggers it: the active player
    assert not any("assumed" in w and "That player" in w for w in out["warnings"])


def test_a_cast_trigger_of_the_enchanted_player_still_says_its_assumption() -> None:  # not a turn of that player
    out = run({}, card="Probe Curse", effect="Enchant player\nWhenever enchanted player casts a spell, that player "
              "loses 1 life.", ability=1, Dave=_dave(_aura("Probe Curse")))
    assert any("That player" in w for w in out["warnings"])


@pytest.mark.parametrize("text", [
    "Whenever a creature enters the battlefield under your control, attach Ronin Warclub to that creature.",
    "Whenever a creature enters the battlefield under your control, you may attach Ronin Warclub to it.",
])
def test_attach_to_that_creature_or_it_after_a_trigger_is_its_object(text: str) -> None:  # Ronin Warclub's family
    out = run({}, card="Ronin Warclub", effect=text + "\nEquip {5}", ability=1, event_object="Craw Wurm",
              Dave=_dave(_aura("Ronin Warclub", "artifact")))
    (step,) = out["steps"]
    assert [(e["action"], e["objects"]) for e in step["events"]] == [("attach", ["Craw Wurm"])]
    assert {"603.2", "701.3a"} <= set(step["citations"])


def test_attach_to_that_creature_reads_the_same_in_printed_spanish() -> None:
    es, en = plan_of(parse_effect("Anexa este permanente a esa criatura.")), plan_of(parse_effect(
        "Attach this permanent to that creature."))
    assert es.steps[0].event_object == en.steps[0].event_object == "permanent"
    assert render_plan(en, "en") == "Attach this permanent to that creature."
    assert render_plan(es, "es") == "Anexa este permanente a esa criatura."
