"""Who deals "… damage equal to its power" (120.3, 608.2c, 608.2h): "its" is the sentence's subject, the object that
deals the damage, never the ability's source when the subject is another object.

- "Enchanted creature deals damage equal to its power to …" / "La criatura encantada hace una cantidad de daño igual a
  su fuerza a …" (older print: "tantos daños como su fuerza"): the enchanted or equipped creature deals it, with its own
  power (303.4, 301.5); before, the Aura's own power was asked for (grammar/attached_damage.py).
- "Tap target creature. It deals damage equal to its power to another target creature" (Deadshot), "Target creature you
  control gets +1/+0 until end of turn. It deals damage …" (Ambuscade), "Choose a Giant creature you control. It deals
  …" (Crush Underfoot): "it" is the object named before it (608.2c), so the damage is that creature's; before, the
  spell itself dealt it "equal to its power". Refused now (grammar/damage_dealers.py), never dealt by the wrong object.
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

ENCHANTED_TO_TARGET = [
    ("Enchanted creature deals damage equal to its power to target creature.", None),
    ("La criatura encantada hace una cantidad de daño igual a su fuerza a la criatura objetivo.", "es"),
    ("La criatura encantada hace tantos daños como su fuerza a la criatura objetivo.", "es"),
]


@pytest.mark.parametrize(("text", "lang"), ENCHANTED_TO_TARGET)
def test_the_enchanted_creature_deals_its_own_power(text: str, lang: str | None) -> None:
    """Hill Giant (3/3, Bob's) is enchanted by Dave's Aura: it deals 3 damage to Craw Wurm (120.3e), its own power
    (608.2h), as the source of that damage (303.4); the Aura has no power to read."""
    result = resolve_card(text, lang=lang, card="Aura", attached_to="Hill Giant", target="Craw Wurm")
    (event,) = result["steps"][0]["events"]
    assert (event["player"], event["objects"], event["amount"], event["source"]) == (
        "Dave", ["Craw Wurm"], 3, "Hill Giant")
    assert "303.4" in result["citations"] and "608.2h" in result["citations"]
    said = "La criatura encantada hace" if lang == "es" else "Enchanted creature deals"
    assert result["reading"].startswith(said)


def test_english_and_spanish_read_the_same_step() -> None:
    en = parse_effect(ENCHANTED_TO_TARGET[0][0]).steps
    for text, _ in ENCHANTED_TO_TARGET[1:]:
        es = parse_effect(text, lang="es").steps
        assert [(s.action, s.extra, s.slots) for s in es] == [(s.action, s.extra, s.slots) for s in en]


@pytest.mark.parametrize(("text", "lang"), [
    ("Equipped creature deals damage equal to its power to any target.", None),
    ("La criatura equipada hace una cantidad de daño igual a su fuerza a cualquier objetivo.", "es"),
])
def test_the_equipped_creature_to_any_target_a_player(text: str, lang: str | None) -> None:
    """Any target (115.4) may be a player: Alice loses 3 life (120.3a), the equipped Hill Giant's power (301.5)."""
    result = resolve_card(text, lang=lang, card="Equipment", attached_to="Hill Giant", target="Alice")
    (event,) = result["steps"][0]["events"]
    assert (event["player"], event["amount"], event["source"]) == ("Alice", 3, "Hill Giant")
    assert result["life"]["Alice"] == 17 and "301.5" in result["citations"]


@pytest.mark.parametrize(("text", "lang"), [
    ("Enchanted creature deals damage equal to its power to each opponent.", None),  # no such recipient for it here
    ("Enchanted creature deals 2 damage to any target.", None),  # its damage as the Aura's source: not read
    ("La criatura encantada hace 2 puntos de daño a cualquier objetivo.", "es"),
])
def test_what_the_attached_creature_deals_otherwise_stays_refused(text: str, lang: str | None) -> None:
    with pytest.raises(BotError) as exc:
        resolve_card(text, lang=lang, card="Aura", attached_to="Hill Giant", target="Alice")
    assert exc.value.code == "unsupported_effect"


@pytest.mark.parametrize(("text", "lang"), [
    ("Tap target creature. It deals damage equal to its power to another target creature.", None),
    ("Target creature you control gets +1/+0 until end of turn. It deals damage equal to its power to any target.",
     None),
    ("La criatura objetivo que controlas obtiene +1/+0 hasta el final del turno. Hace una cantidad de daño igual a su "
     "fuerza a cualquier objetivo.", "es"),
])
def test_it_after_another_object_is_not_the_source(text: str, lang: str | None) -> None:
    """"It" is the creature named before it (608.2c), which deals the damage (120.3): never the spell's own."""
    with pytest.raises(BotError) as exc:
        parse_effect(text, lang=lang or "en")
    assert exc.value.code == "unsupported_effect"


@pytest.mark.parametrize(("text", "lang"), [
    ("When this creature enters, it deals damage equal to its power to any target.", None),
    ("Cuando esta criatura entre al campo de batalla, hace tantos daños como su fuerza a cualquier objetivo.", "es"),
])
def test_it_with_only_the_source_before_is_the_source(text: str, lang: str | None) -> None:
    """Murderous Redcap: the trigger's subject is the source, so "it" is the source, with its own power (608.2h)."""
    data = {"Dave": {"battlefield": [{"name": "Redcap", "types": ["creature"], "power": 2, "toughness": 2}]}}
    result = resolve_card(text, lang=lang, card="Redcap", target="Alice", ability=1, **data)
    (event,) = result["steps"][0]["events"]
    assert (event["player"], event["amount"]) == ("Alice", 2)


# ------------------------------------------------------------------ a shield of X, X defined after it (107.3)
@pytest.mark.parametrize(("text", "lang"), [
    ("Prevent the next X damage that would be dealt to target creature this turn, where X is the number of creatures "
     "you control.", None),
    ("Previene los próximos X puntos de daño que se fueran a hacer a la criatura objetivo este turno, donde X es la "
     "cantidad de criaturas que controlas.", "es"),
])
def test_a_shield_of_x_where_x_is_defined_after_it(text: str, lang: str | None) -> None:
    """Battlefield Medic, Samite Pilgrim: X is what the text defines (107.3), read as the shield is created — Dave
    controls two creatures, so a shield of 2 on Craw Wurm (615.7); the scenario gives no x and none is asked."""
    result = resolve_card(text, lang=lang, target="Craw Wurm")
    (event,) = result["steps"][0]["events"]
    assert (event["objects"], event["amount"], event["change"]) == (["Craw Wurm"], 2, "prevent")
    said = ", donde X es el número de criaturas que controlas." if lang == "es" else \
        ", where X is the number of creatures you control."
    assert result["reading"].endswith(said)


def test_a_shield_of_x_with_no_definition_is_still_the_scenarios_x() -> None:
    """Panacea, Temper: "the next X damage" with X chosen as it is cast (107.3a), the scenario's ``x``."""
    result = resolve_card("Prevent the next X damage that would be dealt to target creature this turn.",
                          target="Craw Wurm", x=4)
    assert result["steps"][0]["events"][0]["amount"] == 4


# ------------------------------------------------------------------ damage divided as you choose (601.2d)
@pytest.mark.parametrize(("text", "lang"), [
    ("This spell deals 5 damage divided as you choose among any number of targets.", None),
    ("Este hechizo hace 5 puntos de daño divididos como elijas entre cualquier número de objetivos.", "es"),
])
def test_divided_among_any_number_of_targets(text: str, lang: str | None) -> None:
    """Boulderfall (printed Spanish read since session 42): the division is announced as the spell is cast (601.2d);
    a division the scenario does not give is asked, never invented; given, each target gets its part (120.3)."""
    with pytest.raises(BotError) as exc:
        resolve_card(text, lang=lang, targets=["Craw Wurm", "Alice"])
    assert exc.value.code == "choice_needed" and exc.value.field == "division"
    result = resolve_card(text, lang=lang, targets=["Craw Wurm", "Alice"], division=[2, 3])
    dealt = [(e["player"], e["objects"], e["amount"]) for e in result["steps"][0]["events"]]
    assert dealt == [("Dave", ["Craw Wurm"], 2), ("Alice", [], 3)] and result["life"]["Alice"] == 17
    en, es = (parse_effect(ENGLISH_BOULDERFALL).steps, parse_effect(text, lang=lang or "en").steps)
    assert [(s.action, s.extra, s.amount) for s in es] == [(s.action, s.extra, s.amount) for s in en]


ENGLISH_BOULDERFALL = "This spell deals 5 damage divided as you choose among any number of targets."


# ------------------------------------------------------------------ "to this creature and/or you" (615.1a)
@pytest.mark.parametrize(("text", "lang"), [
    ("Prevent all damage that would be dealt to this creature and/or you this turn.", None),
    ("Previene todo el daño que se fuera a hacer a esta criatura y/o a ti este turno.", "es"),
])
def test_a_shield_on_the_source_and_you(text: str, lang: str | None) -> None:
    """A damage event to the source, to its controller or to both is prevented (615.1a): both are shielded, said as
    the card says it; English and Spanish read one step."""
    guard = {"name": "Guard", "types": ["creature"], "power": 1, "toughness": 1}
    result = resolve_card(text, lang=lang, card="Guard", ability=1, Dave={"battlefield": [guard]})
    (event,) = result["steps"][0]["events"]
    assert (event["change"], sorted(event["objects"])) == ("prevent", ["Dave", "Guard"])
    said = "a Guard y/o a ti" if lang == "es" else "to Guard and/or you"
    assert said in result["reading"]
    (step,) = parse_effect(text, lang=lang or "en").steps
    assert step.shield is not None and step.shield.to == "source_and_you"
