"""Object filters every verb shares (issue #22): characteristics compared with an amount ("with power 4 or
greater", "with toughness 2 or less", "with mana value X or less", "with power less than or equal to this
creature's power"; 202.3, 208.1), counters on an object ("with a +1/+1 counter on it", 122.1), and a card's name
holding a comma, which never ends a trigger condition (a refusal names the effect's words). Real card text,
English and printed Spanish, read into the same plan and resolved on the board."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.oracle import abilities_of
from bot.errors import BotError
from tests.apnap.realcards import creature, run


@pytest.mark.parametrize(("text", "condition", "effect"), [
    ("When Roalesk, Apex Hybrid enters the battlefield, put two +1/+1 counters on another target creature you "
     "control.", "When Roalesk, Apex Hybrid enters the battlefield",
     "put two +1/+1 counters on another target creature you control."),
    ("Whenever Zurgo, Thunder's Decree attacks, glorp the frobnicated widgets.", "Whenever Zurgo, Thunder's Decree "
     "attacks", "glorp the frobnicated widgets."),
])
def test_a_comma_in_the_cards_name_never_ends_the_condition(text: str, condition: str, effect: str) -> None:
    """Even when the effect is not read, the split falls after the name (the refusal names the effect's words)."""
    (ability,) = abilities_of(text)
    assert (ability.condition, ability.effect) == (condition, effect)


# ------------------------------------------------------------------------------------ comparisons (202.3, 208.1)
def _moved(out: dict[str, Any]) -> list[str]:
    """Every object an event of the result names, in order."""
    return [o for s in out["steps"] for e in s["events"] for o in e["objects"]]


def _refused_target(effect: str, target: str, **changes: Any) -> str:
    with pytest.raises(BotError) as info:
        run({}, effect=effect, target=target, **changes)
    return info.value.code


@pytest.mark.parametrize(("effect", "legal", "illegal"), [
    ("Tap target creature with toughness 2 or less.", "Grizzly Bears", "Craw Wurm"),  # Errant Doomsayers
    ("Tap target creature with power 2 or less.", "Llanowar Elves", "Hill Giant"),
    ("Destroy target creature with power 4 or greater. It can't be regenerated.", "Serra Angel", "Grizzly Bears"),
    ("Destruye la criatura objetivo con fuerza de 4 o más.", "Craw Wurm", "Llanowar Elves"),
    ("Gira la criatura objetivo con resistencia de 2 o menos.", "Grizzly Bears", "Serra Angel"),
])
def test_a_target_compared_with_a_number(effect: str, legal: str, illegal: str) -> None:
    """The target must pass the comparison (115.1, 208.1): a creature outside it is no legal target."""
    out = run({}, effect=effect, target=legal)
    assert _moved(out) == [legal] and "208.1" in out["citations"]
    assert _refused_target(effect, illegal) in ("bad_scenario", "choice_needed")


@pytest.mark.parametrize("effect", [
    "Destroy all artifacts with converted mana cost X or less.",  # Detonate's kind, without its damage
    "Destroy each artifact with mana value X or less.",
])
def test_mana_value_compared_with_x(effect: str) -> None:
    """X is the ability's (107.3): artifacts whose mana value is at most X are destroyed, the others stay."""
    rock = {"name": "Mind Stone", "types": ["artifact"], "mana_value": 2, "colors": []}
    ring = {"name": "Sol Ring", "types": ["artifact"], "mana_value": 1, "colors": []}
    vault = {"name": "Darksteel Forge", "types": ["artifact"], "mana_value": 9, "colors": []}
    out = run({}, effect=effect, x=2, Alice={"battlefield": [ring, vault]}, Bob={"battlefield": [rock]})
    assert sorted(_moved(out)) == ["Mind Stone", "Sol Ring"] and "202.3" in out["citations"]


def test_a_mana_value_nobody_gave_is_asked() -> None:
    """A mana value the board does not give is asked (choice_needed), never taken as 0."""
    with pytest.raises(BotError) as info:
        run({}, effect="Destroy all artifacts with converted mana cost 2 or less.")
    assert info.value.code == "choice_needed" and "Sol Ring" in info.value.text("en")


def test_x_must_be_given_for_a_comparison_with_x() -> None:
    with pytest.raises(BotError) as info:
        run({}, effect="Destroy target creature with power X or less.", target="Grizzly Bears")
    assert info.value.code == "bad_scenario" and info.value.field == "x"


def test_power_compared_with_the_sources_own() -> None:
    """Earthshaker Khenra: "power less than or equal to this creature's power", its power as it resolves (608.2h)."""
    text = ("When Earthshaker Khenra enters the battlefield, target creature with power less than or equal to "
            "Earthshaker Khenra's power can't block this turn.")
    khenra = creature("Earthshaker Khenra", 2, 1, colors=["red"])
    dave = {"battlefield": [khenra, creature("Craw Wurm", 6, 4, colors=["green"])]}
    out = run({}, effect=text, card="Earthshaker Khenra", target="Grizzly Bears", Dave=dave)
    assert "608.2h" in out["citations"] and "Grizzly Bears" in out["narration"]
    with pytest.raises(BotError):  # Serra Angel's power 4 is greater than the Khenra's 2: no legal target
        run({}, effect=text, card="Earthshaker Khenra", target="Serra Angel", Dave=dave)
    with pytest.raises(BotError) as info:  # the source not on the battlefield: its power is asked, never guessed
        run({}, effect=text, card="Earthshaker Khenra", target="Grizzly Bears")
    assert info.value.code == "choice_needed"


# ------------------------------------------------------------------------------------ counters on it (122.1)
@pytest.mark.parametrize("effect", [
    "Exile target creature that has a fate counter on it. Its controller draws two cards.",  # Dark Sphere-era wording
    "Destroy target creature with a fate counter on it.",
])
def test_a_target_with_a_counter_on_it(effect: str) -> None:
    marked = {**creature("Grizzly Bears", 2, 2, colors=["green"]), "counters": {"fate": 1}}
    plain = {**creature("Serra Angel", 4, 4, colors=["white"]), "counters": {}}
    out = run({}, effect=effect, target="Grizzly Bears", Alice={"battlefield": [marked, plain]})
    assert _moved(out)[0] == "Grizzly Bears" and "122.1" in out["citations"]
    with pytest.raises(BotError):
        run({}, effect=effect, target="Serra Angel", Alice={"battlefield": [marked, plain]})
    with pytest.raises(BotError) as info:  # counters nobody gave: asked, never taken as none
        run({}, effect=effect, target="Grizzly Bears")
    assert info.value.code == "choice_needed"


@pytest.mark.parametrize(("en", "es"), [
    ("Destroy target creature with power 4 or greater.", "Destruye la criatura objetivo con fuerza de 4 o más."),
    ("Tap target creature with toughness 2 or less.", "Gira la criatura objetivo con resistencia de 2 o menos."),
    ("Destroy each creature with converted mana cost 3 or less.",
     "Destruye cada criatura con coste de maná convertido de 3 o menos."),
    ("Exile target creature with a +1/+1 counter on it.",
     "Exilia la criatura objetivo con un contador +1/+1 sobre ella."),
    ("Target creature with power less than or equal to this creature's power can't block this turn.",
     "La criatura objetivo con fuerza menor o igual a la fuerza de esta criatura no puede bloquear este turno."),
])
def test_printed_spanish_reads_into_the_same_filter(en: str, es: str) -> None:
    from bot.apnap.grammar import parse_effect

    (one,), (other,) = parse_effect(en).steps[:1], parse_effect(es).steps[:1]
    assert one.creatures is not None and other.creatures is not None
    assert (one.creatures.compares, one.creatures.counters) == (other.creatures.compares, other.creatures.counters)
    assert one.creatures.compares or one.creatures.counters


# ------------------------------------------------------------------ one player's: "target player controls"
@pytest.mark.parametrize(("effect", "target", "hit"), [
    ("Put a +1/+1 counter on each creature target player controls.", "Dave", ["Llanowar Elves", "Craw Wurm"]),
    ("Gain control of all artifacts and creatures target opponent controls.", "Alice",
     ["Grizzly Bears", "Serra Angel", "Sol Ring"]),  # Tezzeret, Master of Metal: a list of kinds, one owner
    ("Gain control of all lands target player controls.", "Carol", ["Forest", "Swamp"]),  # Gilt-Leaf Archdruid
])
def test_objects_target_player_controls(effect: str, target: str, hit: list[str]) -> None:
    """Only the target player's objects (115.1), whoever else controls objects of that kind."""
    out = run({}, effect=effect, target=target)
    assert sorted(_moved(out)) == sorted(hit)


def test_a_count_of_objects_target_opponent_controls() -> None:
    """Borrowing 100,000 Arrows: the target opponent's tapped creatures are counted, nobody else's."""
    tapped = {**creature("Grizzly Bears", 2, 2, colors=["green"]), "tapped": True}
    mine = {**creature("Craw Wurm", 6, 4, colors=["green"]), "tapped": True}
    out = run({}, effect="Draw a card for each tapped creature target opponent controls.", target="Alice",
              Alice={"battlefield": [tapped]}, Dave={"battlefield": [mine]})
    (step,) = out["steps"]
    assert [e["amount"] for e in step["events"]] == [1]


# ------------------------------------------------------------------ "another target": not the source (115.1)
@pytest.mark.parametrize(("card", "effect", "kind"), [
    ("Roalesk, Apex Hybrid", "When Roalesk, Apex Hybrid enters the battlefield, put two +1/+1 counters on another "
     "target creature you control.", "creature"),
    ("Mad Auntie", "{T}: Regenerate another target Goblin.", "goblin"),
    ("Vizier of Tumbling Sands", "{T}: Untap another target permanent.", "creature"),
    ("Balthor the Stout", "{R}: Another target Barbarian creature gets +1/+0 until end of turn.", "barbarian"),
])
def test_another_target_is_never_the_source(card: str, effect: str, kind: str) -> None:
    """Every verb reads "another target" the same way: the source is no legal target; another object is."""
    from bot.apnap.grammar import parse_effect

    (step,) = [s for s in parse_effect(abilities_of(effect)[0].effect).steps if s.creatures]
    assert step.creatures is not None and step.creatures.not_source
    subtypes = [kind] if kind != "creature" else []
    source = {**creature(card, 2, 2, colors=["red"]), "subtypes": subtypes}
    other = {**creature("Other One", 1, 1, colors=["red"]), "subtypes": subtypes, "tapped": True}
    dave = {"battlefield": [source, other]}
    run({}, effect=effect, card=card, target="Other One", Dave=dave)
    with pytest.raises(BotError):
        run({}, effect=effect, card=card, target=card, Dave=dave)


@pytest.mark.parametrize(("en", "es"), [
    ("Tap another target creature.", "Gira otra criatura objetivo."),
    ("Untap another target permanent.", "Endereza otro permanente objetivo."),  # Vizier of Tumbling Sands
    ("Destroy another target creature.", "Destruye otra criatura objetivo."),
    ("Another target creature gets +1/+0 until end of turn.",
     "Otra criatura objetivo obtiene +1/+0 hasta el final del turno."),
])
def test_printed_spanish_otra_objetivo_is_another_target(en: str, es: str) -> None:
    from bot.apnap.grammar import parse_effect

    (one,), (other,) = parse_effect(en).steps, parse_effect(es).steps
    assert one.creatures is not None and other.creatures is not None
    assert one.creatures.not_source and other.creatures.not_source and one.action == other.action


@pytest.mark.parametrize(("effect", "moved"), [
    ("Each opponent sacrifices a creature with power 4 or greater.", ["Serra Angel"]),  # a pick: only those
    ("Destroy all creatures with power 3 or less.", ["Grizzly Bears", "Hill Giant", "Llanowar Elves"]),
])
def test_every_verb_reads_the_comparison(effect: str, moved: list[str]) -> None:
    out = run({}, effect=effect)
    assert sorted(_moved(out)) == moved and "208.1" in out["citations"]


@pytest.mark.parametrize("effect", [
    "{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.",  # Assembly-Worker
    "Tap target Assembly-Worker.",
])
def test_a_hyphenated_subtype_is_one_word(effect: str) -> None:
    """205.3m lists "Assembly-Worker": the hyphen is part of the subtype, which a target must have."""
    worker = {**creature("Assembly-Worker", 2, 2, colors=[]), "types": ["artifact", "creature"],
              "subtypes": ["Assembly-Worker"]}
    out = run({}, effect=effect, target="Assembly-Worker", Dave={"battlefield": [worker]})
    assert "Assembly-Worker" in out["narration"].split("Step 1")[1]
    with pytest.raises(BotError):
        run({}, effect=effect, target="Craw Wurm")


@pytest.mark.parametrize(("text", "en", "es"), [
    ("Untap another target permanent.", "Untap another target permanent.", "Endereza otro permanente objetivo."),
    ("Tap target creature with power 2 or less.", "Tap target creature with power 2 or less.",
     "con fuerza de 2 o menos"),  # Spanish says the tail before "objetivo" today: only the comparison is checked
])
def test_the_plan_renders_what_the_card_says(text: str, en: str, es: str) -> None:
    """The narration's source: the filter's every field is said back ("another target", the comparison)."""
    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of
    from bot.apnap.render import render_plan

    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == en and es in render_plan(plan, "es")
