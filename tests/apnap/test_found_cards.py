""""It" / "that card" after a "dies" trigger: the card the trigger's object became in its graveyard (400.7e, 603.6e),
bound by the one antecedent resolver (grammar/antecedents.py) — the source's own card ("When Murderous Rider dies,
put it on the bottom of its owner's library") or the trigger event's object, which the scenario's ``event_object``
names ("When enchanted land dies, return that card to its owner's hand"). A card that has left that graveyard is a
new object the ability cannot find (400.7). Real card text throughout."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.grammar.antecedents import outside_antecedent
from bot.apnap.grammar.referent_kinds import GRAVE_SOURCE
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run

DAVE_GRAVEYARD = ["Elvish Mystic (creature)", "Island (basic land)", "Swamp (basic land)"]


def _events(out: dict[str, Any]) -> list[tuple[str, list[str], dict[str, Any]]]:
    return [(e["action"], e["objects"], e) for s in out["steps"] for e in s["events"]]


def _in_graveyard(name: str) -> dict[str, Any]:
    return {"graveyard": [*DAVE_GRAVEYARD, f"{name} (creature)"]}


# ------------------------------------------------------------------------------------------ what "it" names
@pytest.mark.parametrize(("condition", "names", "expected"), [
    ("When Murderous Rider dies", ["Murderous Rider"], GRAVE_SOURCE),
    ("When Dark Revenant is put into a graveyard from the battlefield", ["Dark Revenant"], GRAVE_SOURCE),
    ("When this creature dies", [], GRAVE_SOURCE),
    ("When enchanted land dies", [], "grave:event:land"),
    ("When enchanted creature dies", [], "grave:event:creature"),
    ("Whenever a creature you control dies", [], "grave:event:creature you control"),
    ("Whenever a nontoken creature dies", [], "grave:event:nontoken creature"),
    ("Whenever one or more creatures die", [], ""),  # no one card (603.2c)
    ("Whenever a creature dealt damage by Soul Collector this turn dies", ["Soul Collector"], "grave:event:creature"),
])
def test_a_dies_trigger_names_the_card_it_became(condition: str, names: list[str], expected: str) -> None:
    assert outside_antecedent("triggered", condition, None, None, names) == expected


# ------------------------------------------------------------------------------------------ the source's card
@pytest.mark.parametrize(("card", "effect", "action", "zone"), [
    ("Murderous Rider", "When Murderous Rider dies, put it on the bottom of its owner's library.", "put", "library"),
    ("Dark Revenant", "When Dark Revenant dies, put it on top of its owner's library.", "put", "library"),
    ("Mortus Strider", "When Mortus Strider dies, return it to its owner's hand.", "return", "hand"),
])
def test_the_source_dies_and_its_card_moves(card: str, effect: str, action: str, zone: str) -> None:
    out = run({}, card=card, effect=effect, Dave=_in_graveyard(card))
    [(did, objects, event)] = _events(out)
    assert (did, objects) == (action, [card])
    assert event["from"] == "graveyard"
    assert "400.7e" in out["citations"]
    dave = next(pl for pl in out["board_after"]["players"] if pl["name"] == "Dave") if "board_after" in out else None
    if dave is not None:
        assert card not in [c if isinstance(c, str) else c["name"] for c in dave["graveyard"]]
        assert any(card in (c if isinstance(c, str) else c["name"]) for c in dave[zone])
    assert "It " not in out["narration"].split("\n", 2)[-1].split("→", 1)[-1]  # the card by name, never "It"


def test_the_bottom_and_the_top_of_the_library_are_told_apart() -> None:
    bottom = plan_of(parse_effect("Put it on the bottom of its owner's library.", "en", antecedent=GRAVE_SOURCE))
    top = plan_of(parse_effect("Put it on top of its owner's library.", "en", antecedent=GRAVE_SOURCE))
    assert isinstance(bottom.steps[0], p.FoundCard) and bottom.steps[0].to == "library_bottom"
    assert isinstance(top.steps[0], p.FoundCard) and top.steps[0].to == "library_top"
    assert render_plan(bottom) == "Put it on the bottom of its owner's library."
    said = render_plan(top, "es")  # "it" on the imperative, as printed: read back as "it", not "that card"
    assert said == "Ponlo en la parte superior de la biblioteca de su propietario."
    (back,) = plan_of(parse_effect(said, "es", antecedent=GRAVE_SOURCE)).steps
    assert isinstance(back, p.FoundCard) and back.to == "library_top" and back.said == "it"


def test_a_card_that_left_its_graveyard_is_not_found() -> None:  # 400.7: a new object in exile
    out = run({}, card="Mortus Strider", effect="When Mortus Strider dies, return it to its owner's hand.",
              Dave={"exile": ["Mortus Strider (creature)"]})
    [(did, objects, event)] = _events(out)
    assert did == "not_found" and event["zone"] == "exile"
    assert "400.7" in out["citations"] and "cannot find" in out["narration"]


def test_a_card_not_on_the_board_is_assumed_in_the_graveyard_and_said() -> None:
    out = run({}, card="Murderous Rider", effect="When Murderous Rider dies, put it on the bottom of its owner's "
                                                 "library.")
    [(did, _, event)] = _events(out)
    assert did == "put" and event["objects"] == ["Murderous Rider"] and event["to"] == "library_bottom"
    assert any("400.7e" in w for w in out["warnings"])


def test_you_may_exile_it_is_the_graveyard_card() -> None:  # Academy Rector, Greenwarden of Murasa
    out = run({}, card="Greenwarden of Murasa", effect="When Greenwarden of Murasa dies, you may exile it. If you do, "
                                                       "return target card from your graveyard to your hand.",
              Dave=_in_graveyard("Greenwarden of Murasa"), target="Island", choices={"Dave": "yes"})
    events = _events(out)
    assert events[0][:2] == ("exile", ["Greenwarden of Murasa"]) and events[0][2]["from"] == "graveyard"


# ------------------------------------------------------------------------------------------ the event's card
@pytest.mark.parametrize(("card", "effect", "zone", "under"), [
    ("Fool's Demise", "When enchanted creature dies, return that card to the battlefield under your control.",
     "battlefield", "Dave"),
    ("Abduction", "When enchanted creature dies, return that card to the battlefield under its owner's control.",
     "battlefield", "Bob"),
    ("Demonic Vigor", "When enchanted creature dies, return that card to its owner's hand.", "hand", None),
])
def test_that_card_is_the_event_objects_card(card: str, effect: str, zone: str, under: str | None) -> None:
    out = run({}, card=card, effect=effect, event_object="Runeclaw Bear")  # in Bob's graveyard
    [(did, objects, event)] = _events(out)
    assert did == "return" and objects == ["Runeclaw Bear"] and event["to"] == zone and event["owner"] == "Bob"
    if under is not None:
        assert event["under"] == under and f"under {under}'s control" in out["narration"]
    else:  # Bob's card goes to Bob's hand, whoever returns it: never "to their hand"
        assert "Runeclaw Bear from the graveyard to its owner's hand" in out["narration"]


def test_the_event_card_is_asked_for_never_guessed() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Wind Zendikon", effect="When enchanted land dies, return that card to its owner's hand.")
    assert err.value.code == "choice_needed" and err.value.field == "event_object"
    assert "Island" in err.value.suggestions  # a land card in a graveyard


def test_a_creature_you_control_dying_puts_that_one_on_the_bottom() -> None:  # The Cauldron of Eternity
    out = run({}, card="The Cauldron of Eternity", effect="Whenever a creature you control dies, put it on the "
                                                          "bottom of its owner's library.",
              event_object="Elvish Mystic")
    [(did, objects, event)] = _events(out)
    assert (did, objects, event["to"]) == ("put", ["Elvish Mystic"], "library_bottom")


# ------------------------------------------------------------------------------------------ refused
@pytest.mark.parametrize("text", [
    "Return target creature to its owner's hand. Put it on the bottom of its owner's library.",  # an object before
    "Put it on top of its owner's library.",  # no trigger at all
])
def test_no_dies_trigger_no_card(text: str) -> None:
    with pytest.raises(Exception):  # noqa: B017 - Unread or BotError: refused either way
        plan_of(parse_effect(text, "en", antecedent=""))


def test_a_trigger_that_is_not_a_death_names_no_card() -> None:
    # no card in a graveyard: "it" is the attacking permanent itself (608.2c), returned from the battlefield (400.7)
    out = run({}, card="Mortus Strider", effect="Whenever Mortus Strider attacks, return it to its owner's hand.",
              active="Dave", Dave={"battlefield": [{"name": "Mortus Strider", "types": ["creature"]}]})
    [(did, objects, event)] = _events(out)
    assert (did, objects, event["from"]) == ("return", ["Mortus Strider"], "battlefield")


def test_shuffle_it_into_its_owners_library() -> None:  # Angel of Fury
    out = run({}, card="Angel of Fury", effect="When Angel of Fury dies, you may shuffle it into its owner's library.",
              Dave=_in_graveyard("Angel of Fury"), choices={"Dave": "yes"})
    [(did, objects, event)] = _events(out)
    assert (did, objects, event["to"]) == ("shuffle", ["Angel of Fury"], "library")
    assert "701.24a" in out["citations"]


@pytest.mark.parametrize("text", ["Reveal the top card of your library. Put it on top of its owner's library.",
                                  "Reveal the top card of your library. Put it on the bottom of its owner's library."])
def test_a_revealed_card_is_never_the_triggers(text: str) -> None:
    """After a reveal, "it" is the card shown (608.2c), never the dies trigger's; whose library "its owner's" is
    for a shown card is not read here, so the words stay refused as they were."""
    with pytest.raises(BotError):
        plan_of(parse_effect(text, "en", antecedent=GRAVE_SOURCE))


# ------------------------------------------------------------------------------------------ "that creature"
@pytest.mark.parametrize(("card", "effect", "event_object", "says"), [
    ("Primal Forcemage", "Whenever another creature enters the battlefield under your control, that creature gets "
                         "+3/+3 until end of turn.", "Craw Wurm", "That creature gets +3/+3 until end of turn."),
    ("Wild Defiance", "Whenever a creature you control becomes the target of an instant or sorcery spell, that "
                      "creature gets +3/+3 until end of turn.", "Llanowar Elves",
     "That creature gets +3/+3 until end of turn."),
    ("Talruum Champion", "Whenever Talruum Champion blocks or becomes blocked by a creature, that creature loses "
                         "first strike until end of turn.", "Hill Giant",
     "That creature loses first strike until end of turn."),
])
def test_that_creature_first_is_the_trigger_events_object(card: str, effect: str, event_object: str,
                                                          says: str) -> None:
    out = run({}, card=card, effect=effect, event_object=event_object)
    assert out["reading"] == says
    assert "603.2" in out["citations"] and "115.1" not in out["citations"]  # the event's object, no target
    assert event_object in out["narration"]


def test_that_creature_is_asked_for_never_guessed() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Primal Forcemage", effect="Whenever another creature enters the battlefield under your "
                                                "control, that creature gets +3/+3 until end of turn.")
    assert err.value.code == "choice_needed" and err.value.field == "event_object"


@pytest.mark.parametrize(("antecedent", "text"), [
    ("other:creature", "It gains haste until end of turn."),  # the source or the blocker: "it" can't tell (refused)
    ("event:land", "That creature gains haste until end of turn."),  # a land's trigger: no creature named
])
def test_that_creature_and_it_refuse_what_they_cannot_name(antecedent: str, text: str) -> None:
    with pytest.raises(BotError):
        plan_of(parse_effect(text, "en", antecedent=antecedent))


# ------------------------------------------------------------------------------------------ printed Spanish
@pytest.mark.parametrize(("english", "spanish"), [
    ("Put it on the bottom of its owner's library.", "Ponlo en el fondo de la biblioteca de su propietario."),
    ("Put it on top of its owner's library.", "Ponla en la parte superior de la biblioteca de su propietario."),
    ("Return it to its owner's hand.", "Devuélvelo a la mano de su propietario."),
    ("Return that card to its owner's hand.", "Regresa esa carta a la mano de su propietario."),
    ("You may shuffle it into its owner's library.", "Puedes barajarlo en la biblioteca de su propietario."),
])
def test_printed_spanish_reads_into_the_same_plan(english: str, spanish: str) -> None:
    en = plan_of(parse_effect(english, "en", antecedent=GRAVE_SOURCE))
    es = plan_of(parse_effect(spanish, "es", antecedent=GRAVE_SOURCE))
    assert [type(s) for s in es.steps] == [type(s) for s in en.steps] == [p.FoundCard]
    assert [(s.to, s.optional, s.said) for s in es.steps] == [(s.to, s.optional, s.said) for s in en.steps]


def test_printed_spanish_dies_triggers_name_the_card() -> None:
    assert outside_antecedent("triggered", "Cuando el Jinete asesino muera", None, None,
                              ["Jinete asesino"]) == GRAVE_SOURCE
    assert outside_antecedent("triggered", "Cuando la criatura encantada muera", None, None, []) == \
        "grave:event:creature"
    out = run({}, lang="es", card="Forma de sombra", event_object="Runeclaw Bear",
              effect="Cuando la criatura encantada muera, regresa esa carta al campo de batalla bajo tu control.")
    [(did, objects, event)] = _events(out)
    assert (did, objects, event["under"]) == ("return", ["Runeclaw Bear"], "Dave")
    assert "Regresa esa carta al campo de batalla bajo tu control" in out["narration"]


@pytest.mark.parametrize("card", ["The Scarab God", "The Scorpion God"])
def test_a_delayed_trigger_names_the_dies_triggers_card(card: str) -> None:  # 603.7c: its object, later
    out = run({}, card=card, effect=f"When {card} dies, return it to its owner's hand at the beginning of the next "
                                    "end step.")
    [delayed] = out["delayed_triggers"]
    assert delayed["object"] == card and delayed["when"] == "next_end_step"
    assert [s["action"] for s in delayed["steps"]] == ["return"]
    assert not [e for s in out["steps"] for e in s["events"]]  # nothing moves now (603.7)


def test_exile_that_card_with_nothing_chosen_is_the_dies_triggers_card() -> None:  # Mimic Vat's first sentence
    plan = plan_of(parse_effect("You may exile that card.", "en", antecedent="grave:event:nontoken creature"))
    [step] = plan.steps
    assert isinstance(step, p.FoundCard) and (step.to, step.optional, step.event) == ("exile", True, True)
    assert render_plan(plan) == "You may exile that card."
    with pytest.raises(BotError):  # no dies trigger, no card chosen: refused
        plan_of(parse_effect("You may exile that card.", "en", antecedent=""))


@pytest.mark.parametrize(("board", "did"), [
    ({"graveyard": [*DAVE_GRAVEYARD, "Academy Rector (creature)"]}, True),  # found, exiled: "if you do" holds
    ({}, True),  # not on the board: taken as in the graveyard (said), so exiled
    ({"exile": ["Academy Rector (creature)"]}, False),  # gone already (400.7): not done, nothing follows
])
def test_if_you_do_follows_whether_the_card_was_found(board: dict[str, Any], did: bool) -> None:
    out = run({}, card="Academy Rector", effect="When Academy Rector dies, you may exile it. If you do, draw a card.",
              Dave=board, choices={"Dave": "yes"})
    drew = [e for s in out["steps"] for e in s["events"] if e["action"] == "draw"]
    assert bool(drew) is did
