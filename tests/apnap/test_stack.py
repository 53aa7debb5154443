"""Objects of the stack and of the trigger event (issue #22): "Counter target spell [unless its controller pays
{4}]" (701.6a, 118.12a, 405.1), "counter that spell" of a cast trigger, "This spell can't be countered" (604.1),
"destroy that creature" of a block or damage trigger (603.2), and amounts of such objects ("the sacrificed
creature's toughness", "that spell's converted mana cost", 608.2h), from real card text.

The standard board (realcards.py): Bob active, Dave controls; the spells on the stack are the scenario's
``spells``, the trigger event's object its ``event_object`` (docs/scenario-format.md, "Additions").
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import amounts as a
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run
from tests.apnap.test_board_steps import events

BOLT = {"name": "Lightning Bolt", "controller": "Bob", "types": ["instant"], "mana_value": 1, "colors": ["red"]}
WURM = {"name": "Baloth", "controller": "Carol", "types": ["creature"], "mana_value": 4, "colors": ["green"]}
HELIX = {"name": "Lightning Helix", "controller": "Alice", "types": ["instant"], "mana_value": 2,
         "colors": ["red", "white"]}
STACK = [BOLT, WURM, HELIX]


def _only(out: dict[str, Any]) -> dict[str, Any]:
    (step,) = out["steps"]
    return step


# ------------------------------------------------------------------ counter target spell (701.6a)
def test_counter_target_spell_puts_it_into_its_owners_graveyard() -> None:
    """Contradict: the named spell leaves the stack for its owner's graveyard; the controller counters it."""
    step = _only(run({}, card="Contradict", effect="Counter target spell.", spells=STACK, target="Lightning Bolt"))
    assert step["action"] == "counter_spell" and step["order"] == ["Dave"]
    assert events(step) == [("Dave", "counter_spell", ["Lightning Bolt"], None)]
    assert step["events"][0]["to"] == "graveyard" and step["events"][0]["spell_controller"] == "Bob"
    assert {"701.6a", "405.1", "115.1"} <= set(step["citations"])


@pytest.mark.parametrize(("card", "text", "legal", "illegal"), [
    ("Mystic Denial", "Counter target creature or sorcery spell.", "Baloth", "Lightning Bolt"),
    ("Neutralizing Blast", "Counter target multicolored spell.", "Lightning Helix", "Lightning Bolt"),
    ("Order of the Sacred Torch", "{T}, Pay 1 life: Counter target black spell.", None, "Lightning Bolt"),
])
def test_the_spells_kind_is_checked(card: str, text: str, legal: str | None, illegal: str) -> None:
    """A spell of the kind the text asks for is countered; one of another kind could not be the target (115.1)."""
    if legal is not None:
        step = _only(run({}, card=card, effect=text, spells=STACK, target=legal))
        assert step["events"][0]["objects"] == [legal]
    with pytest.raises(BotError) as err:
        run({}, card=card, effect=text, spells=STACK, target=illegal)
    assert err.value.code == "bad_scenario" and err.value.field == "target"


def test_unless_its_controller_pays_is_that_players_choice() -> None:
    """Mindstatic (118.12a): the spell's controller answers first; paying keeps the spell, the default no does not."""
    text = "Counter target spell unless its controller pays {6}."
    lands = {"battlefield": ["Forest (basic land)", "Swamp (basic land)"] * 3}  # {6} she can make (118.3)
    paid = _only(run({}, card="Mindstatic", effect=text, spells=STACK, target="Baloth", choices={"Carol": ["yes"]},
                     Carol=lands))
    assert paid["order"] == ["Carol", "Dave"] and paid["choices"][0]["answer"] == "yes"
    assert [(e["player"], e["action"], e["amount"], e["mana"]) for e in paid["events"]] == [("Carol", "pay", 6, "{6}")]
    countered = _only(run({}, card="Mindstatic", effect=text, spells=STACK, target="Baloth"))
    assert events(countered) == [("Dave", "counter_spell", ["Baloth"], None)]
    assert "118.12a" in countered["citations"]


def test_if_that_spell_is_countered_this_way_it_is_exiled_instead() -> None:
    """Spell Shrivel: the replacement (614.1a) sends the countered spell to exile, not to the graveyard."""
    text = ("Counter target spell unless its controller pays {4}. If that spell is countered this way, exile it "
            "instead of putting it into its owner's graveyard.")
    out = run({}, card="Spell Shrivel", effect=text, spells=STACK, target="Lightning Bolt")
    step = _only(out)
    assert step["events"][0]["to"] == "exile" and "614.1a" in step["citations"]
    assert out["reading"] == text
    assert "exiled instead" in out["narration"]


def test_a_counter_then_more_instructions() -> None:
    """Offering to Asha, Failed Inspection: the counter is one step, the rest follow (608.2c)."""
    out = run({}, card="Offering to Asha", spells=STACK, target="Lightning Bolt",
              effect="Counter target spell unless its controller pays {4}. You gain 4 life.")
    assert [s["action"] for s in out["steps"]] == ["counter_spell", "gain_life"]
    out = run({}, card="Failed Inspection", effect="Counter target spell. Draw a card, then discard a card.",
              spells=STACK, target="Lightning Bolt")
    assert [s["action"] for s in out["steps"]] == ["counter_spell", "draw", "discard"]


def test_the_stack_is_asked_for_and_never_invented() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Contradict", effect="Counter target spell.")
    assert err.value.code == "choice_needed" and err.value.field == "spells"
    with pytest.raises(BotError) as err:
        run({}, effect="Each player draws a card.", spells=STACK)
    assert err.value.code == "bad_scenario" and err.value.field == "spells"
    with pytest.raises(BotError) as err:
        run({}, effect="Counter target spell.", spells=[{"name": "Shock", "types": ["instant"]}], target="Shock")
    assert err.value.code == "bad_scenario" and err.value.field == "spells[0].controller"


@pytest.mark.parametrize("text", ["Copy target instant spell that targets you.",  # read for a counter only (115.1)
                                  "Counter target spell unless its controller pays {X}{X}."])
def test_what_the_stack_steps_do_not_read_is_refused_with_its_words(text: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text)
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------ the spell of a cast trigger (603.2)
NETHER_VOID = "Whenever a player casts a spell, counter it unless that player pays {3}."
GARGOYLE = "Whenever the first noncreature spell of a turn is cast, counter that spell."


def test_counter_it_is_the_spell_that_was_cast() -> None:
    """Nether Void: the caster (the spell's controller) may pay {3}; not paying, the spell is countered."""
    out = run({}, card="Nether Void", effect=NETHER_VOID, spells=STACK, event_object="Lightning Bolt")
    step = _only(out)
    assert step["order"] == ["Bob", "Dave"] and events(step) == [("Dave", "counter_spell", ["Lightning Bolt"], None)]
    assert "603.2" in step["citations"] and "115.1" not in step["citations"]
    assert out["reading"] == "Counter it unless that player pays {3}."
    step = _only(run({}, card="Nullstone Gargoyle", effect=GARGOYLE, spells=STACK, event_object="Lightning Helix"))
    assert events(step) == [("Dave", "counter_spell", ["Lightning Helix"], None)]


def test_the_cast_spell_is_asked_for_and_must_be_on_the_stack() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Nether Void", effect=NETHER_VOID, spells=STACK)
    assert err.value.code == "choice_needed" and err.value.field == "event_object"
    assert err.value.suggestions[0] == "Lightning Bolt"
    with pytest.raises(BotError) as err:
        run({}, card="Nether Void", effect=NETHER_VOID, spells=STACK, event_object="Shock")
    assert err.value.code == "bad_scenario" and err.value.field == "event_object"


@pytest.mark.parametrize("text", [
    "Counter that spell.",  # a spell: no trigger event
    "When this creature enters the battlefield, counter that spell.",  # an event with no spell
])
def test_that_spell_with_no_cast_event_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, effect=text, spells=STACK, event_object="Lightning Bolt")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------ "This spell can't be countered." (604.1)
def test_this_spell_cant_be_countered_is_reported_not_resolved() -> None:
    """Pearl Lake Ancient: a static ability of the spell, in ``continuous_effects``; no step (113.3a)."""
    out = run({}, card="Pearl Lake Ancient", effect="This spell can't be countered.")
    assert out["steps"] == []
    (effect,) = out["continuous_effects"]
    assert (effect["source"], effect["change"], effect["act"], effect["duration"]) == (
        "Pearl Lake Ancient", "cant", "be_countered", "on_stack")
    assert "604.1" in effect["rules"] and "can't be countered" in out["narration"]


def test_a_spell_that_cant_be_countered_resolves_its_instructions_only() -> None:
    """Volcanic Fallout, pasted whole: the damage is the one step; the static is reported beside it."""
    text = "This spell can't be countered.\nVolcanic Fallout deals 2 damage to each creature and each player."
    out = run({}, card="Volcanic Fallout", effect=text)
    assert [s["action"] for s in out["steps"]] == ["damage"]
    assert [e["act"] for e in out["continuous_effects"]] == ["be_countered"]
    assert "continuous_effects" not in run({}, effect="Each player draws a card.")


# ------------------------------------------------------------------ the trigger event's permanent (603.2)
@pytest.mark.parametrize(("card", "text"), [
    ("Evil Eye of Urborg", "Whenever Evil Eye of Urborg becomes blocked by a creature, destroy that creature."),
    ("Toxin Sliver", "Whenever a Sliver deals combat damage to a creature, destroy that creature. It can't be "
                     "regenerated."),
    ("Horobi, Death's Wail", "Whenever a creature becomes the target of a spell or ability, destroy that creature."),
])
def test_destroy_that_creature_is_the_event_object(card: str, text: str) -> None:
    out = run({}, card=card, effect=text, event_object="Hill Giant")
    step = out["steps"][0]
    assert events(step) == [("Dave", "destroy", ["Hill Giant"], None)]
    assert {"603.2", "701.8a"} <= set(step["citations"]) and "115.1" not in step["citations"]
    assert out["reading"].startswith("Destroy that creature.")


def test_counters_and_tapping_on_the_event_object() -> None:
    """Quagmire Lamprey (-1/-1 counter, 122.1a; a 3/3 lives as 2/2) and a tapper of the same family (701.26a)."""
    out = run({}, card="Quagmire Lamprey", effect="Whenever Quagmire Lamprey becomes blocked by a creature, put a "
              "-1/-1 counter on that creature.", event_object="Hill Giant")
    assert events(_only(out)) == [("Dave", "counter", ["Hill Giant"], 1)] and out["state_based_actions"] == []
    assert out["reading"] == "Put a -1/-1 counter on that creature."
    out = run({}, card="Tapper", effect="Whenever Tapper deals combat damage to a creature, tap that creature.",
              event_object="Grizzly Bears")
    assert events(_only(out)) == [("Dave", "tap", ["Grizzly Bears"], None)]


def test_the_event_object_is_asked_for_and_checked() -> None:
    text = "Whenever Evil Eye of Urborg becomes blocked by a creature, destroy that creature."
    with pytest.raises(BotError) as err:
        run({}, card="Evil Eye of Urborg", effect=text)
    assert err.value.code == "choice_needed" and err.value.field == "event_object"
    assert "Hill Giant" in err.value.suggestions and "Forest" not in err.value.suggestions
    with pytest.raises(BotError) as err:  # a land is not "that creature"
        run({}, card="Evil Eye of Urborg", effect=text, event_object="Forest")
    assert err.value.code == "bad_scenario" and err.value.field == "event_object"


@pytest.mark.parametrize("text", [
    "Destroy that creature.",  # no trigger
    # the event took it off the battlefield: a counter on it would be on a card elsewhere (refused, not guessed)
    "Whenever a creature dealt damage by enchanted creature this turn dies, put a +1/+1 counter on that creature.",
])  # after a target, "that creature" is that target (608.2b-c; session 35, gC22): test_that_noun_after_target.py
def test_that_creature_with_no_event_object_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, effect=text, event_object="Hill Giant", **({"target": "Serra Angel"} if "target" in text else {}))
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------ amounts of such objects (608.2h)
def test_that_spells_converted_mana_cost() -> None:
    """Endrek Sahr: as many Thrulls as the cast creature spell's mana value; Metallurgic Summonings: an X/X."""
    out = run({}, card="Endrek Sahr, Master Breeder", effect="Whenever you cast a creature spell, create X 1/1 "
              "black Thrull creature tokens, where X is that spell's converted mana cost.",
              spells=[{**WURM, "controller": "Dave"}], event_object="Baloth")
    assert _only(out)["events"][0]["amount"] == 4 and "603.2" in _only(out)["citations"]
    out = run({}, card="Metallurgic Summonings", effect="Whenever you cast an instant or sorcery spell, create an "
              "X/X colorless Construct artifact creature token, where X is that spell's converted mana cost.",
              spells=[{**HELIX, "controller": "Dave"}], event_object="Lightning Helix")
    assert _only(out)["events"][0]["pt"] == "2/2"
    with pytest.raises(BotError) as err:
        run({}, card="Endrek Sahr, Master Breeder", effect="Whenever you cast a creature spell, create X 1/1 black "
            "Thrull creature tokens, where X is that spell's converted mana cost.")
    assert err.value.code == "choice_needed" and err.value.field == "spells"


def test_the_sacrificed_creatures_toughness_and_that_creatures_power() -> None:
    """Korozda Guildmage (its cost's creature, 602.2b), Rupture (the instruction before): as they last existed."""
    out = run({}, card="Korozda Guildmage", effect="{2}{B}{G}, Sacrifice a nontoken creature: Create X 1/1 green "
              "Saproling creature tokens, where X is the sacrificed creature's toughness.",
              choices={"Dave": ["Craw Wurm"]})
    assert out["costs"][0]["events"][0]["objects"] == ["Craw Wurm"]
    assert out["steps"][0]["events"][0]["amount"] == 4 and "608.2h" in out["steps"][0]["citations"]
    out = run({}, card="Rupture", effect="Sacrifice a creature. Rupture deals damage equal to that creature's power "
              "to each creature without flying and each player.", choices={"Dave": ["Craw Wurm"]})
    damage = out["steps"][1]
    assert {e["amount"] for e in damage["events"]} == {6}
    assert "Serra Angel" not in [o for e in damage["events"] for o in e["objects"]]  # flying


def test_a_moved_object_with_nothing_moved_before_is_refused() -> None:
    """Worthy Cause's second line alone: its sacrifice is an additional cost on another line, so nothing says
    which creature; refused, never read as 0."""
    with pytest.raises(BotError) as err:
        run({}, effect="You gain life equal to the sacrificed creature's toughness.")
    assert err.value.code == "unsupported_effect"


def test_the_plan_is_typed() -> None:
    (step,) = plan_of(parse_effect("Counter target spell unless its controller pays {4}.")).steps
    assert isinstance(step, p.CounterSpell) and step.unless_mana == "{4}" and step.targets_object
    (step,) = plan_of(parse_effect("Counter it unless that player pays {3}.")).steps
    assert isinstance(step, p.CounterThatSpell) and step.event_object == "spell" and not step.targets_object
    (create,) = plan_of(parse_effect("Create X 1/1 black Thrull creature tokens, where X is that spell's converted "
                                     "mana cost.")).steps
    assert create.event_object == "spell" and create.amount == a.WhereX(a.EventSpellValue())  # type: ignore[attr-defined]


# ------------------------------------------------------------------ printed Spanish
def test_spanish_counters_read_into_the_same_plan() -> None:
    en = plan_of(parse_effect("Counter target creature spell unless its controller pays {4}.", "en"))
    es = plan_of(parse_effect("Contrarresta el hechizo de criatura objetivo a menos que su controlador pague {4}.",
                              "es"))
    assert [type(s) for s in es.steps] == [type(s) for s in en.steps]
    assert es.steps[0].objects == en.steps[0].objects and es.steps[0].unless_mana == "{4}"  # type: ignore[attr-defined]
    assert render_plan(es, "es") == "Contrarresta el hechizo de criatura objetivo a menos que su controlador pague {4}."
    step = _only(run({}, "es", effect="Contrarresta el hechizo objetivo.", spells=STACK, target="Lightning Bolt"))
    assert events(step) == [("Dave", "counter_spell", ["Lightning Bolt"], None)]
    out = run({}, "es", effect="Este hechizo no puede ser contrarrestado.")
    assert out["steps"] == [] and out["continuous_effects"][0]["act"] == "be_countered"


# ------------------------------------------------------------------ "that land's controller" (608.2h)
def test_that_objects_controller_is_who_controlled_the_target() -> None:
    """Melt Terrain: the land's controller as it left the battlefield (608.2h), not another Forest's; Pongify-like
    "That creature's controller creates …"; Starke of Rath: that permanent's controller gains control of it."""
    text = "Destroy target land. Melt Terrain deals 2 damage to that land's controller."
    # Alice's Forest (Carol's would make the name ambiguous, which is asked: test_judge5_classes)
    out = run({}, card="Melt Terrain", effect=text, target="Forest", Carol={"battlefield": ["Swamp (basic land)"]})
    assert [s["order"] for s in out["steps"]] == [["Dave"], ["Alice"]]
    assert events(out["steps"][1]) == [("Alice", "damage", [], 2)] and "608.2h" in out["steps"][1]["citations"]
    assert out["reading"] == text
    out = run({}, card="Pongify", target="Hill Giant",
              effect="Exile target creature. That creature's controller creates a 3/3 green Frog Lizard creature "
                     "token.")
    assert out["steps"][1]["order"] == ["Bob"] and out["steps"][1]["events"][0]["action"] == "create"
    out = run({}, card="Starke of Rath", target="Grizzly Bears",
              effect="{T}: Destroy target artifact or creature. That permanent's controller gains control of Starke of "
                     "Rath.")
    assert events(out["steps"][1]) == [("Alice", "gain_control", ["Starke of Rath"], None)]


def test_that_creatures_controller_of_the_trigger_event() -> None:
    """Heat of Battle: with no target before it, "that creature" is the one the trigger names (603.2)."""
    out = run({}, card="Heat of Battle", event_object="Hill Giant",
              effect="Whenever a creature blocks, Heat of Battle deals 1 damage to that creature's controller.")
    assert events(_only(out)) == [("Bob", "damage", [], 1)] and "603.2" in _only(out)["citations"]


@pytest.mark.parametrize("text", [
    "That creature's controller draws a card.",  # no object before it, and no trigger
    "Counter target spell unless that player pays {4}.",  # no player named: the payer would be a guess
])
def test_a_controller_or_payer_of_nothing_named_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, effect=text, **({"spells": STACK, "target": "Lightning Bolt"} if "spell" in text
                                else {"event_object": "Hill Giant"}))
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------ copy target spell (707.10)
def test_copy_target_spell_you_control() -> None:
    """A copy of the controller's own instant (707.10): on the stack above it (405.2), not cast; new targets are
    the copier's to choose (707.10c), which the scenario does not show: said in ``warnings``."""
    text = ("{2}{U}: Copy target instant spell you control with converted mana cost 2 or less. You may choose new "
            "targets for the copy.")
    mine = {"name": "Opt", "controller": "Dave", "types": ["instant"], "mana_value": 1, "colors": ["blue"]}
    out = run({}, card="Copier", effect=text, spells=[mine, BOLT], target="Opt")
    step = _only(out)
    assert events(step) == [("Dave", "copy_spell", ["Opt"], None)] and step["events"][0]["new_targets"] is True
    assert {"707.10", "707.10c", "405.2"} <= set(step["citations"]) and any("707.10c" in w for w in out["warnings"])
    with pytest.raises(BotError) as err:  # an opponent's spell is not "you control" (115.1)
        run({}, card="Copier", effect=text, spells=[mine, BOLT], target="Lightning Bolt")
    assert err.value.code == "bad_scenario" and err.value.field == "target"


def test_printed_spanish_that_creature_of_the_trigger_event() -> None:
    """"Destruye esa criatura" / "Pon un contador -1/-1 en esa criatura": the same plan as the English, and the
    trigger's object read from the Spanish trigger ("sea bloqueado por una criatura")."""
    for en, es in [("Destroy that creature.", "Destruye esa criatura."),
                   ("Put a -1/-1 counter on that creature.", "Pon un contador -1/-1 en esa criatura.")]:
        (a_en,), (a_es,) = plan_of(parse_effect(en, "en")).steps, plan_of(parse_effect(es, "es")).steps
        assert replace(a_es, text="") == replace(a_en, text="")
    out = run({}, "es", card="Ojo Maligno", event_object="Hill Giant",
              effect="Siempre que el Ojo Maligno sea bloqueado por una criatura, destruye esa criatura.")
    assert events(_only(out)) == [("Dave", "destroy", ["Hill Giant"], None)]


# ------------------------------------------------------------------ "it doesn't untap during … next untap step"
@pytest.mark.parametrize(("card", "text", "fact", "rule"), [
    ("Dovin, Architect of Law", "−1: Tap target creature. It doesn't untap during its controller's next untap step.",
     {"target": "Hill Giant"}, "115.1"),
    ("Kashi-Tribe Elite", "Whenever Kashi-Tribe Elite deals combat damage to a creature, tap that creature and it "
     "doesn't untap during its controller's next untap step.", {"event_object": "Hill Giant"}, "603.2"),
])
def test_it_doesnt_untap_during_its_controllers_next_untap_step(card: str, text: str, fact: dict[str, str],
                                                                rule: str) -> None:
    """The object tapped before ("it": the target, 608.2c, or the trigger event's, 603.2) stays tapped through its
    controller's next untap step (101.2, 502.3): a rule change on it, nothing more now."""
    out = run({}, card=card, effect=text, **fact)
    tap, frozen = out["steps"]
    assert events(tap) == [("Dave", "tap", ["Hill Giant"], None)]
    (event,) = frozen["events"]
    assert frozen["action"] in ("doesnt_untap", "rule_change") and event["objects"] == ["Hill Giant"]
    assert "502.3" in frozen["citations"] and "next" in (event.get("during"), event.get("duration", "")[:4])


def test_target_permanent_doesnt_untap() -> None:
    out = run({}, card="Ajani Vengeant", target="Mind Stone",
              effect="+1: Target permanent doesn't untap during its controller's next untap step.")
    assert _only(out)["events"][0]["objects"] == ["Mind Stone"]
    with pytest.raises(BotError) as err:  # "it" with nothing before it
        parse_effect("It doesn't untap during its controller's next untap step.")
    assert err.value.code == "unsupported_effect"


def test_a_death_by_toughness_is_not_told_as_damage() -> None:
    """Quagmire Lamprey's -1/-1 counter on a 1/1: it dies as a state-based action for toughness 0 (704.5f), which
    the narration says (it said "lethal damage", 704.5g's reason). The blocker is another player's (509.1a)."""
    elf = {"name": "Elvish Mystic", "types": ["creature"], "power": 1, "toughness": 1}
    out = run({}, card="Quagmire Lamprey", event_object="Elvish Mystic", Bob={"battlefield": [elf]},
              effect="Whenever Quagmire Lamprey becomes blocked by a creature, put a -1/-1 counter on that creature.")
    assert out["state_based_actions"][0]["rules"] == ["704.5f"]
    assert "704.5f" in out["narration"] and "lethal damage" not in out["narration"]


def test_counter_target_activated_ability() -> None:
    """An ability on the stack (``spells`` entry with ``ability``): countered, it leaves the stack and does
    nothing (701.6a; no card goes anywhere); a spell is no activated ability, nor an ability a spell."""
    stack = [{"name": "Prodigal Sorcerer", "controller": "Bob", "ability": "activated"}, BOLT]
    out = run({}, card="Stifler", effect="Counter target activated or triggered ability.", spells=stack,
              target="Prodigal Sorcerer")
    step = _only(out)
    assert events(step) == [("Dave", "counter_spell", ["Prodigal Sorcerer"], None)]
    assert step["events"][0]["to"] == "none" and "the ability leaves the stack" in out["narration"]
    assert out["reading"] == "Counter target activated or triggered ability."
    for text, target in [("Counter target activated ability.", "Lightning Bolt"),
                         ("Counter target spell.", "Prodigal Sorcerer")]:
        with pytest.raises(BotError) as err:
            run({}, card="Stifler", effect=text, spells=stack, target=target)
        assert err.value.code == "bad_scenario" and err.value.field == "target"
