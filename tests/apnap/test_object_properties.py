"""Amounts read from one named object and the player related to it, from real card text: "You gain life equal to
its toughness" after a target (608.2c), "that creature's toughness" of a trigger's object (603.2), "Rabble-Rouser's
power" (the source), "Its owner gains 4 life" (108.3). Values are read as the step applies (608.2h): the current
value after a change earlier in the same effect, the last known one once the object has left the battlefield."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import amounts as a
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import creature, run

DAVE = [creature("Llanowar Elves", 1, 1), creature("Craw Wurm", 6, 4), "Swamp (basic land)"]


def steps(text: str) -> tuple[p.Step, ...]:
    return plan_of(parse_effect(text)).steps


def amount_of(node: object) -> a.Amount | None:
    """The step's one amount read from an object (or its plain amount), wherever the step keeps it."""
    if isinstance(node, (a.PropertyOf, a.CardValue, a.SourceValue)):
        return node
    for name in getattr(node, "__dataclass_fields__", ()):
        value = getattr(node, name)
        found = amount_of(value) if hasattr(value, "__dataclass_fields__") else None
        if found is not None:
            return found
    return None


def events(out: dict[str, Any], i: int) -> list[tuple[Any, ...]]:
    return [(e["player"], e["action"], e["amount"]) for e in out["steps"][i]["events"]]


# ------------------------------------------------------------------------------------ reading
@pytest.mark.parametrize(("text", "prop"), [
    ("Destroy target creature. You gain life equal to its toughness.", "toughness"),  # Garruk, Apex Predator
    ("Destroy target creature. It can't be regenerated. You lose life equal to that creature's toughness.",
     "toughness"),  # Devour in Shadow
    ("Regenerate target creature. You gain life equal to that creature's toughness.", "toughness"),  # Heal the Scars
    ("Destroy target artifact or enchantment. You gain life equal to its converted mana cost.", "mana_value"),
])
def test_its_property_after_a_target_is_the_targets(text: str, prop: str) -> None:
    last = steps(text)[-1]
    assert amount_of(last) == a.PropertyOf(prop, a.Referent.TARGET, amount_of(last).kind)  # type: ignore[union-attr]
    assert amount_of(last).kind is not None  # type: ignore[union-attr]


def test_where_x_is_its_power_reads_the_steps_own_target() -> None:
    """Fatal Frenzy, Xenagos: "target creature … gets +X/+0, where X is its power / that creature's power"."""
    for text in ("Until end of turn, target creature you control gains trample and gets +X/+0, where X is its power.",
                 "Another target creature you control gains haste and gets +X/+X until end of turn, where X is that "
                 "creature's power."):
        (first, *_) = steps(text)
        assert isinstance(amount_of(first), a.PropertyOf) and amount_of(first).of is a.Referent.TARGET  # type: ignore


def test_a_card_moved_before_keeps_the_card_reading() -> None:
    """Swords to Plowshares' "its power" after "Exile target creature" stays the moved card's (CardValue)."""
    last = steps("Exile target creature. Its controller gains life equal to its power.")[-1]
    assert amount_of(last) == a.CardValue("power")


@pytest.mark.parametrize("text", [
    "You gain life equal to its toughness.",  # nothing named: refused, never 0
    "Destroy target creature and target artifact. You gain life equal to its toughness.",  # two objects
])
def test_its_property_with_no_single_object_is_refused(text: str) -> None:
    with pytest.raises(Exception):
        steps(text)


def test_the_sources_own_property() -> None:
    """Rabble-Rouser: "where X is Rabble-Rouser's power" (the card's name read as this permanent)."""
    (step,) = steps("Attacking creatures get +X/+0 until end of turn, where X is this permanent's power.")
    assert amount_of(step) == a.SourceValue("power")


# ------------------------------------------------------------------------------------ resolving, both moments
def test_value_after_a_pump_in_the_same_effect_is_the_current_one() -> None:
    """The Provider: counters first, then "that creature's toughness" reads 1 + 2 (608.2h, 613.4c)."""
    out = run({}, card="The Provider", target="Llanowar Elves", Dave={"battlefield": DAVE},
              effect="Exile The Provider: Put two +1/+1 counters on target creature you control. You gain life equal "
                     "to that creature's toughness.")
    assert events(out, 1) == [("Dave", "gain_life", 3)]
    assert out["steps"][1]["read_from"] == {"object": "Llanowar Elves", "prop": "toughness", "now": True}


def test_value_after_the_object_left_is_its_last_known_one() -> None:
    """Garruk, Apex Predator's −3: the creature is destroyed first; its toughness as it last existed (608.2h)."""
    out = run({}, card="Garruk, Apex Predator", target="Craw Wurm", Dave={"battlefield": DAVE},
              effect="−3: Destroy target creature. You gain life equal to its toughness.")
    assert events(out, 1) == [("Dave", "gain_life", 4)]
    assert out["steps"][1]["read_from"]["now"] is False and "608.2h" in out["steps"][1]["citations"]


def test_counters_then_leave_keep_the_last_known_value() -> None:
    """Devour in Shadow on a creature with two +1/+1 counters: destroyed first, then "that creature's toughness" is
    read as it last existed, counters included (608.2h, 122.1a): 4 + 2."""
    wurm = creature("Craw Wurm", 6, 4, counters={"+1/+1": 2})
    out = run({}, target="Craw Wurm", Dave={"battlefield": [wurm, *DAVE[:1]]},
              effect="Destroy target creature. It can't be regenerated. You lose life equal to that creature's "
                     "toughness.")
    assert events(out, 1) == [("Dave", "lose_life", 6)]


def test_trigger_object_property_is_asked_then_read() -> None:
    """Angelic Chorus, Ikra Shidiqi: the trigger event's creature (603.2) is asked for, never read as 0."""
    text = "Whenever a creature enters the battlefield under your control, you gain life equal to its toughness."
    with pytest.raises(BotError) as exc:
        run({}, card="Angelic Chorus", effect=text, Dave={"battlefield": DAVE})
    assert exc.value.field == "event_object"
    out = run({}, card="Angelic Chorus", effect=text, Dave={"battlefield": DAVE}, event_object="Craw Wurm")
    assert events(out, 0) == [("Dave", "gain_life", 4)] and "603.2" in out["citations"]
    ikra = ("Whenever a creature you control deals combat damage to a player, you gain life equal to that creature's "
            "toughness.")
    out = run({}, card="Ikra Shidiqi, the Usurper", effect=ikra, Dave={"battlefield": DAVE}, event_object="Craw Wurm")
    assert events(out, 0) == [("Dave", "gain_life", 4)]


def test_a_property_the_board_does_not_give_is_asked() -> None:
    out_of_board = {"battlefield": [{"name": "Mystery", "types": ["creature"]}, *DAVE]}
    with pytest.raises(BotError) as exc:
        run({}, target="Mystery", Dave=out_of_board,
            effect="Destroy target creature. You gain life equal to its toughness.")
    assert exc.value.code == "choice_needed" and exc.value.key == "apnap.error.property_needed"


# ------------------------------------------------------------------------------------ the player of an object
@pytest.mark.parametrize("text", ["Destroy target creature. Its owner gains 4 life.",  # Path of Peace
                                  "Destroy target creature. Its controller gains 4 life."])  # the controller's form
def test_its_owner_is_the_targets_owner(text: str) -> None:
    out = run({}, target="Hill Giant", effect=text)
    assert events(out, 1) == [("Bob", "gain_life", 4)]
    subject = steps(text)[-1].subject
    assert subject.kind in ("object_owner", "object_controller")


def test_its_owner_renders_and_narrates_in_both_languages() -> None:
    out = run({}, target="Hill Giant", effect="Destroy target creature. Its owner gains 4 life.", lang="es")
    assert "su propietario" in out["narration"].casefold() or "Bob" in out["narration"]


# ------------------------------------------------------------------------------------ printed Spanish, narration
@pytest.mark.parametrize(("es", "en"), [
    ("Destruye la criatura objetivo. Ganas vidas igual a su resistencia.",
     "Destroy target creature. You gain life equal to its toughness."),
    ("Destruye la criatura objetivo. No puede ser regenerada. Pierdes vidas igual a la resistencia de esa criatura.",
     "Destroy target creature. It can't be regenerated. You lose life equal to that creature's toughness."),
    ("Destruye la criatura objetivo. Su propietario gana 4 vidas.", "Destroy target creature. Its owner gains 4 life."),
    ("Las criaturas atacantes obtienen +X/+0 hasta el final del turno, donde X es la fuerza de este permanente.",
     "Attacking creatures get +X/+0 until end of turn, where X is this permanent's power."),
    ("La criatura objetivo que controlas hace daño igual a su fuerza a la criatura objetivo que no controlas.",
     "Target creature you control deals damage equal to its power to target creature you don't control."),
])
def test_printed_spanish_reads_into_the_same_plan(es: str, en: str) -> None:
    def without_text(step: p.Step) -> object:
        return repr({k: getattr(step, k) for k in step.__dataclass_fields__ if k != "text"})

    assert [without_text(s) for s in steps(es)] == [without_text(s) for s in steps(en)]


@pytest.mark.parametrize(("lang", "last", "now"), [
    ("en", "as it last existed, before it left the battlefield (608.2h)", "as this step applies"),
    ("es", "que tenía justo antes de dejar el campo de batalla (608.2h)", "que tiene al aplicarse este paso"),
])
def test_the_narration_says_which_object_and_which_moment(lang: str, last: str, now: str) -> None:
    gone = run({}, lang=lang, target="Hill Giant",
               effect="Destroy target creature. You gain life equal to its toughness.")
    assert "Hill Giant: " in gone["narration"] and last in gone["narration"]
    here = run({}, lang=lang, target="Hill Giant",
               effect="Regenerate target creature. You gain life equal to that creature's toughness.")
    assert now in here["narration"]


# ------------------------------------------------------------------------------------ one creature's own power
_BITE_BOARD = {"Dave": {"battlefield": [creature("Llanowar Elves", 1, 1), creature("Craw Wurm", 6, 4)]}}


@pytest.mark.parametrize("text", [
    "Target creature you control deals damage equal to its power to target creature you don't control.",  # Tail Slash
    "Target creature you control deals damage equal to its power to another target creature.",  # Fall of the Hammer
])
def test_a_target_deals_damage_equal_to_its_own_power_one_way(text: str) -> None:
    """Unlike a fight (701.14a), only the first creature deals damage: its power as the step applies (120.3,
    608.2h); the second deals none back."""
    (step,) = steps(text)
    assert isinstance(step, p.Fight) and step.one_way and step.first is not None
    out = run({}, effect=text, target=["Craw Wurm", "Hill Giant"], **_BITE_BOARD)
    dealt = [(e["objects"], e["amount"], e["source"]) for e in out["steps"][0]["events"]]
    assert dealt == [(["Hill Giant"], 6, "Craw Wurm")]
    assert "701.14a" not in out["citations"] and "120.3" in out["citations"]


# ------------------------------------------------------------------------------------ a fact of the cast
@pytest.mark.parametrize(("card", "text", "kicked", "want"), [
    ("Lightkeeper of Emeria", "When Lightkeeper of Emeria enters the battlefield, you gain 2 life for each time it was "
     "kicked.", 3, ("Dave", "gain_life", 6)),
    ("Bloodhusk Ritualist", "When Bloodhusk Ritualist enters the battlefield, target opponent discards a card for each "
     "time it was kicked.", 0, None),
])
def test_for_each_time_it_was_kicked_reads_the_cast_fact(card: str, text: str, kicked: int,
                                                         want: tuple[Any, ...] | None) -> None:
    out = run({}, card=card, effect=text, kicked=kicked, target="Bob")
    if want is not None:
        assert events(out, 0) == [want] and "702.33c" in out["citations"]
    else:
        assert all(e["amount"] in (0, None) and not e["objects"] for e in out["steps"][0]["events"])


@pytest.mark.parametrize("kicked", [None, True])
def test_how_many_times_kicked_is_asked_never_taken_as_one(kicked: bool | None) -> None:
    more = {} if kicked is None else {"kicked": kicked}
    with pytest.raises(BotError) as exc:
        run({}, card="Lightkeeper of Emeria", effect="When Lightkeeper of Emeria enters the battlefield, you gain 2 "
            "life for each time it was kicked.", **more)
    assert exc.value.code == "choice_needed" and exc.value.field == "kicked"


def test_multikicker_in_printed_spanish() -> None:
    es = steps("Ganas 2 vidas por cada vez que fue estimulado.")
    en = steps("You gain 2 life for each time it was kicked.")
    assert [s.amount for s in es] == [s.amount for s in en]


# ------------------------------------------------------------------------------------ the moved object, the spell
def test_its_after_the_sacrificed_creature_is_that_creature() -> None:
    """Momentous Fall: "… the sacrificed creature's power, then you gain life equal to its toughness": "its" is the
    nearest noun, the sacrificed creature (608.2c), as it last existed (608.2h)."""
    text = ("As an additional cost to cast this spell, sacrifice a creature.\nYou draw cards equal to the sacrificed "
            "creature's power, then you gain life equal to its toughness.")
    out = run({}, card="Momentous Fall", effect=text, Dave={"battlefield": [creature("Craw Wurm", 6, 4)]})
    assert [e["amount"] for e in out["steps"][-1]["events"]] == [4]


def test_the_exiled_cards_power_and_the_spells_mana_value() -> None:
    """Dread Defiler ("the exiled card's power": its cost's card) and Dovescape ("the spell's converted mana cost":
    the spell the trigger is about, 603.2)."""
    (step,) = steps("Target opponent loses life equal to the exiled card's power.")
    assert amount_of(step) is None and step.amount == a.MovedValue("power", "exile", step.amount.filter)
    last = steps("Counter that spell. That player creates X 1/1 white and blue Bird creature tokens with flying, "
                 "where X is the spell's converted mana cost.")[-1]
    assert "EventSpellValue" in repr(last)


# ------------------------------------------------------------------------------------ the player its source attacks
_SPITTER = "Whenever Scorch Spitter attacks, it deals 1 damage to the player or planeswalker it's attacking."
_SPITTER_BOARD = {"Dave": {"battlefield": [creature("Scorch Spitter", 1, 1), "Swamp (basic land)"]},
                  "Bob": {"battlefield": [creature("Hill Giant", 3, 3), {"name": "Jace", "types": ["planeswalker"]}]},
                  "active": "Dave"}


def test_the_player_it_is_attacking_is_dealt_the_damage() -> None:
    """Scorch Spitter (506.2): whom it attacks, as the scenario's combat says."""
    out = run({}, card="Scorch Spitter", effect=_SPITTER, combat={"attacking": {"Scorch Spitter": "Bob"}},
              **_SPITTER_BOARD)
    assert events(out, 0) == [("Bob", "damage", 1)] and "506.2" in out["citations"]


def test_a_planeswalker_attacked_loses_loyalty_and_no_combat_is_never_guessed() -> None:
    """Attacking a planeswalker: that planeswalker is dealt the damage (120.3c, 306.8), never its controller; its
    loyalty unknown is asked; no combat given: asked, even with a player it could attack."""
    board = {**_SPITTER_BOARD, "Bob": {"battlefield": [creature("Hill Giant", 3, 3), {
        "name": "Jace", "types": ["planeswalker"], "counters": {"loyalty": 3}}]}}
    out = run({}, card="Scorch Spitter", effect=_SPITTER, combat={"attacking": {"Scorch Spitter": "Jace"}}, **board)
    event = out["steps"][0]["events"][0]
    assert (event["player"], event["objects"], event["loyalty"]) == ("Bob", ["Jace"], 2)
    for more, code in (({"combat": {"attacking": {"Scorch Spitter": "Jace"}}}, "choice_needed"), ({}, "choice_needed")):
        with pytest.raises(BotError) as exc:
            run({}, card="Scorch Spitter", effect=_SPITTER, **_SPITTER_BOARD, **more)
        assert exc.value.code == code


def test_the_player_it_is_attacking_in_printed_spanish() -> None:
    es = steps("Esta criatura hace 1 punto de daño al jugador o planeswalker al que está atacando.")
    en = steps("This creature deals 1 damage to the player or planeswalker it's attacking.")
    assert [s.subject for s in es] == [s.subject for s in en] and es[0].subject.kind == "attacked"
