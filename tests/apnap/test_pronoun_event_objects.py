"""A pronoun or "that <noun>" naming the trigger event's object (603.2, 608.2c; grammar/antecedents.py,
grammar/found_cards.py), in trigger conditions the resolver did not read before: the event's object described by a
compared characteristic ("a creature with power 5 or greater", 208.1), and a card put into "your graveyard" from the
battlefield (404.1: a card goes to its owner's graveyard, so only the controller's own card is that event's object).
Real card text throughout."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar.antecedents import outside_antecedent
from bot.apnap.grammar.found_cards import died
from bot.errors import BotError
from tests.apnap.realcards import creature, run


def _events(out: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"]]


# ------------------------------------------------------------------------------------------ a compared characteristic
MIGHTY_EMERGENCE = ("Whenever a creature with power 5 or greater enters the battlefield under your control, you may "
                    "put two +1/+1 counters on it.")
DAVE = {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]), creature("Craw Wurm", 6, 4,
                                                                                      colors=["green"])]}


def test_a_comparison_in_the_trigger_is_one_kind_not_two() -> None:
    # "5 or greater" is one comparison (208.1), not "a creature or an artifact" (two kinds "it" cannot tell apart)
    assert outside_antecedent("triggered", "Whenever a creature with power 5 or greater enters the battlefield under "
                              "your control", None, None, ()) == "event:creature with power 5 or greater you control"
    assert outside_antecedent("triggered", "Whenever a creature or artifact enters the battlefield", None, None,
                              ()) == ""


def test_it_is_the_entering_creature_of_that_power() -> None:  # Mighty Emergence
    out = run({}, card="Mighty Emergence", effect=MIGHTY_EMERGENCE, event_object="Craw Wurm", Dave=DAVE)
    assert _events(out) == [("counter", ["Craw Wurm"])]
    assert out["steps"][0]["events"][0]["amount"] == 2
    assert "603.2" in out["steps"][0]["citations"]
    assert "Craw Wurm" in out["narration"]


@pytest.mark.parametrize("named", ["Llanowar Elves", None])
def test_a_creature_of_less_power_or_none_named_is_not_guessed(named: str | None) -> None:
    with pytest.raises(BotError) as info:  # power 1 is not "5 or greater"; none named: asked, never guessed
        run({}, card="Mighty Emergence", effect=MIGHTY_EMERGENCE, Dave=DAVE,
            **({"event_object": named} if named else {}))
    assert info.value.field == "event_object"


# ------------------------------------------------------------------------------------------ "your graveyard"
PURGATORY = "Whenever a nontoken creature is put into your graveyard from the battlefield, exile that card."


def test_put_into_your_graveyard_names_the_card_it_became() -> None:
    assert died("Whenever a nontoken creature is put into your graveyard from the battlefield", ()) == \
        "grave:event:nontoken creature"


def test_that_card_is_the_controllers_own_card() -> None:  # Purgatory
    out = run({}, card="Purgatory", effect=PURGATORY, event_object="Craw Wurm",
              Dave={"graveyard": [creature("Craw Wurm", 6, 4, colors=["green"])]})
    assert _events(out) == [("exile", ["Craw Wurm"])]
    assert "400.7e" in out["steps"][0]["citations"]


def test_another_players_card_is_not_that_events() -> None:
    with pytest.raises(BotError) as info:  # Runeclaw Bear is in Bob's graveyard: not put into Dave's (404.1)
        run({}, card="Purgatory", effect=PURGATORY, event_object="Runeclaw Bear")
    assert info.value.field == "event_object"
    with pytest.raises(BotError) as asked:  # none named: asked, offering only the controller's own creature cards
        run({}, card="Purgatory", effect=PURGATORY)
    assert asked.value.field == "event_object" and asked.value.suggestions == ["Elvish Mystic"]


# ------------------------------------------------------------------------------------------ a quoted ability's "it"
@pytest.mark.parametrize(("text", "lang"), [
    # Verdant Rebirth: the dying creature's card (400.7e), named by the quoted ability's own trigger
    ("Until end of turn, target creature gains \"When this creature dies, return it to its owner's hand.\"", "en"),
    ("Hasta el final del turno, la criatura objetivo gana \"Cuando esta criatura muera, regrésala a la mano de su "
     "propietario.\"", "es"),
    # a granted "Whenever this creature deals combat damage to a player, put a +1/+1 counter on it": the creature
    ("Target creature gains \"Whenever this creature deals combat damage to a player, put a +1/+1 counter on it.\" "
     "until end of turn.", "en"),
    ("La criatura objetivo gana \"Siempre que esta criatura haga daño de combate a un jugador, pon un contador +1/+1 "
     "sobre ella.\" hasta el final del turno.", "es"),
])
def test_it_in_a_granted_ability_is_what_its_own_trigger_names(text: str, lang: str) -> None:
    # a quoted ability is an ability of its own (113.10, 608.2c): its "it" is what its trigger names, read as a printed
    # ability's is; granted now, it is not resolved now
    out = run({}, lang=lang, effect=text, target="Hill Giant")
    assert [(a, o) for a, o in _events(out)] == [("modify", ["Hill Giant"])]
    said = text.split("\"")[1]
    assert said in out["narration"] or said.rstrip(".") in out["narration"]


# ------------------------------------------------------------------------------------------ an attached permanent
def test_enchanted_artifact_put_into_a_graveyard_names_the_card_it_became() -> None:  # Tezzeret's Touch
    # an attached permanent is on the battlefield (303.4d): "put into a graveyard" is from there, its card is found
    # in its owner's graveyard (400.7e)
    condition = "When enchanted artifact is put into a graveyard"
    assert died(condition, ()) == "grave:event:artifact"
    out = run({}, card="Tezzeret's Touch", effect=f"{condition}, return that card to its owner's hand.",
              event_object="Icy Manipulator", Dave={"graveyard": [{"name": "Icy Manipulator", "types": ["artifact"]}]})
    assert _events(out) == [("return", ["Icy Manipulator"])]
    assert out["steps"][0]["events"][0]["to"] == "hand"


# ------------------------------------------------------------------------------------------ "return it to … hand"
def test_return_it_after_a_mana_trigger_returns_the_tapped_land() -> None:  # Storm Cauldron
    # "it" is the permanent tapped for mana (603.2, 106.12a), returned from the battlefield to its owner's hand (400.7)
    out = run({}, card="Storm Cauldron", effect="Whenever a land is tapped for mana, return it to its owner's hand.",
              event_object="Forest", that_player="Alice")
    assert [(e["action"], e["objects"], e["from"], e["to"]) for s in out["steps"] for e in s["events"]] == \
        [("return", ["Forest"], "battlefield", "owners_hand")]


@pytest.mark.parametrize(("text", "lang"), [
    ("Whenever a creature enters the battlefield, return it to its owner's hand.", "en"),
    ("Siempre que una criatura entre al campo de batalla, regrésala a la mano de su propietario.", "es"),
])
def test_return_it_names_the_entering_creature(text: str, lang: str) -> None:
    out = run({}, lang=lang, effect=text, event_object="Hill Giant")
    assert _events(out) == [("return", ["Hill Giant"])]
    assert "603.2" in out["steps"][0]["citations"]


def test_return_it_names_the_source_the_trigger_names() -> None:
    out = run({}, card="Test Bird", effect="Whenever Test Bird attacks, return it to its owner's hand.",
              Dave={"battlefield": [creature("Test Bird", 1, 1)]}, active="Dave")
    assert _events(out) == [("return", ["Test Bird"])]


def test_return_it_names_the_target_before_it() -> None:
    out = run({}, effect="Tap target creature. Return it to its owner's hand.", target="Hill Giant")
    assert _events(out) == [("tap", ["Hill Giant"]), ("return", ["Hill Giant"])]


def test_return_that_card_still_names_no_permanent() -> None:
    with pytest.raises(BotError) as info:  # "that card" after a trigger that moved nothing to a graveyard: refused
        run({}, effect="Whenever a creature enters the battlefield, return that card to its owner's hand.",
            event_object="Hill Giant")
    assert info.value.field == "effect"


def test_return_it_later_names_the_target_or_the_event_object_not_the_source() -> None:
    out = run({}, effect="Tap target creature. Return it to its owner's hand at the beginning of the next end step.",
              target="Hill Giant")
    assert out["delayed_triggers"][0]["object"] == "Hill Giant"
    with pytest.raises(BotError) as info:  # the source returned later: not read (no delayed step of its says it)
        run({}, card="Test Bird", effect="Whenever Test Bird attacks, return it to its owner's hand at the beginning "
            "of the next end step.", Dave={"battlefield": [creature("Test Bird", 1, 1)]}, active="Dave")
    assert info.value.field == "effect"


# ------------------------------------------------------------------------------------------ a dead object's controller
@pytest.mark.parametrize(("text", "lang"), [
    ("Whenever a creature dies, Dingus Staff deals 2 damage to that creature's controller.", "en"),
    ("Siempre que una criatura muera, Dingus Staff le hace 2 puntos de daño al controlador de esa criatura.", "es"),
])
def test_a_dead_creatures_controller_is_its_owner_said_as_assumed(text: str, lang: str) -> None:  # Dingus Staff
    # who controlled it as it last existed (608.2h, 603.10a): no board records it, so its owner, whose graveyard
    # holds its card (404.1), is taken and said; never nobody, never guessed silently
    out = run({}, lang=lang, card="Dingus Staff", effect=text, event_object="Runeclaw Bear")
    [event] = [e for s in out["steps"] for e in s["events"]]
    assert (event["action"], event["amount"]) == ("damage", 2)
    assert out["life"]["Bob"] == 18  # Bob's Runeclaw Bear: Bob is dealt the damage
    assert any("Runeclaw Bear" in w and "608.2h" in w for w in out["warnings"])


def test_a_dead_creatures_controller_needs_its_card() -> None:
    with pytest.raises(BotError) as info:  # which creature died: asked, with the graveyards' creature cards
        run({}, card="Dingus Staff", effect="Whenever a creature dies, Dingus Staff deals 2 damage to that creature's "
            "controller.")
    assert info.value.field == "event_object" and "Runeclaw Bear" in info.value.suggestions


# ------------------------------------------------------------------------------------------ its spell's controller
BONECRUSHER = {"battlefield": [creature("Bonecrusher Giant", 4, 3)]}
SHOCK = [{"name": "Shock", "controller": "Bob", "types": ["instant"], "mana_value": 1}]


@pytest.mark.parametrize(("text", "lang"), [
    ("Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's "
     "controller.", "en"),
    ("Siempre que Bonecrusher Giant se convierta en objetivo de un hechizo, Bonecrusher Giant le hace 2 puntos de daño "
     "al controlador de ese hechizo.", "es"),
])
def test_that_spells_controller_is_the_targeting_spells(text: str, lang: str) -> None:  # Bonecrusher Giant
    # the spell that targeted the source is still on the stack as the trigger resolves (603.2); its controller (608.2h)
    out = run({}, lang=lang, card="Bonecrusher Giant", effect=text, Dave=BONECRUSHER, spells=SHOCK,
              event_object="Shock")
    assert out["life"]["Bob"] == 18 and "608.2h" in out["steps"][0]["citations"]


def test_the_event_spell_is_asked_for_never_guessed() -> None:
    text = ("Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that "
            "spell's controller.")
    with pytest.raises(BotError) as stack:  # no stack shown: asked, as the event's spell (not "counters a spell")
        run({}, card="Bonecrusher Giant", effect=text, Dave=BONECRUSHER)
    assert stack.value.key == "apnap.error.spells_needed_event"
    with pytest.raises(BotError) as which:
        run({}, card="Bonecrusher Giant", effect=text, Dave=BONECRUSHER, spells=SHOCK)
    assert which.value.field == "event_object" and which.value.suggestions == ["Shock"]


def test_that_spells_controller_after_a_cast_trigger() -> None:
    out = run({}, card="Test Pinger", effect="Whenever an opponent casts a spell, Test Pinger deals 1 damage to that "
              "spell's controller.", spells=SHOCK, event_object="Shock")
    assert out["life"]["Bob"] == 19
