"""Partial prevention read in session 38 (615.1a, 115.1): "prevent all but 1 of that damage" (Temple Altisaur, Ajani
Steadfast's emblem) — at most that much of each damage event is dealt — and the resolving form whose recipient is a
target, "If a source would deal damage to target creature this turn, prevent 1 of that damage", on the standard board
(Alice, Bob, Carol with 3 life, Dave; Bob is active, Dave controls the effect). Each failed before: refused."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card
from tests.apnap.test_board_replacements import resolve

ALTISAUR = "If a source would deal damage to another creature you control, prevent all but 1 of that damage."
ALTISAUR_ES = "Si una fuente fuera a hacer daño a otra criatura que controlas, prevén todo ese daño excepto 1."
SHIELD = {"en": "If a source would deal damage to target creature this turn, prevent {what} of that damage.",
          "es": "Si una fuente fuera a hacer daño a la criatura objetivo este turno, {what_es}."}
WHAT = {"one": ("1", "prevén 1 punto de ese daño"), "all_but": ("all but 1", "prevén todo ese daño excepto 1")}
BOLT = {"en": " This spell deals {n} damage to target creature.",
        "es": " Este hechizo hace {n} puntos de daño a la criatura objetivo."}


def _dealt(out: dict[str, Any], name: str) -> list[int | None]:
    return [e.get("amount") for s in out["steps"] for e in s["events"]
            if e["action"] == "damage" and (name in e["objects"] or name in e.get("labels", []))]


def _altisaur(text: str = ALTISAUR) -> tuple[str, dict[str, Any]]:
    return "Alice", creature("Temple Altisaur", 3, 4, text=text, colors=["white"])


@pytest.mark.parametrize(("text", "lang"), [(ALTISAUR, None), (ALTISAUR_ES, "es")])
def test_all_but_1_of_the_damage_to_another_creature_is_prevented(text: str, lang: str | None) -> None:
    """615.1a: 3 damage to Alice's Grizzly Bears becomes 1 (it survives); Temple Altisaur itself is not "another"."""
    out = resolve("This spell deals 3 damage to target creature.", _altisaur(text), target="Grizzly Bears", lang=lang)
    assert _dealt(out, "Grizzly Bears") == [1] and not out["state_based_actions"]
    assert "615.1a" in out["citations"]
    out = resolve("This spell deals 3 damage to target creature.", _altisaur(text), target="Temple Altisaur",
                  lang=lang)
    assert _dealt(out, "Temple Altisaur") == [3]


def test_all_but_1_applies_to_no_player_and_not_to_unpreventable_damage() -> None:
    """Not a creature of the controller's: Bob's Hill Giant is dealt all of it; 615.12: damage that can't be prevented
    is dealt in full, the prevention applying but preventing none of it."""
    out = resolve("This spell deals 3 damage to target creature.", _altisaur(), target="Hill Giant")
    assert _dealt(out, "Hill Giant") == [3]
    out = resolve("This spell deals 3 damage to target creature. The damage can't be prevented.", _altisaur(),
                  target="Grizzly Bears")
    assert _dealt(out, "Grizzly Bears") == [3] and "615.12" in out["citations"]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("what", "dealt"), [("one", 2), ("all_but", 1)])
def test_a_shield_on_target_creature_modifies_the_damage_after_it(lang: str, what: str, dealt: int) -> None:
    """115.1, 611.2a: the record watches the target; the same effect's 3 damage to it is 1 less, or at most 1."""
    en, es = WHAT[what]
    text = SHIELD[lang].format(what=en, what_es=es) + BOLT[lang].format(n=3)
    out = resolve_card(text, lang=lang, target="Hill Giant")
    (record,) = [e for e in out["steps"][0]["events"] if e["action"] == "rule_change"]
    assert (record["objects"], record["amount"], record["to"]) == (["Hill Giant"], 1, "Hill Giant")
    assert _dealt(out, "Hill Giant") == [dealt] and not out["state_based_actions"]
    assert {"115.1", "615.1a", "611.2a"} <= set(out["citations"])


@given(n=st.integers(min_value=1, max_value=12), left=st.integers(min_value=1, max_value=5))
@settings(max_examples=12, deadline=None)
def test_all_but_n_deals_at_most_n_of_any_damage(n: int, left: int) -> None:
    """615.1a: whatever the damage, what is dealt is the smaller of it and the number the effect leaves."""
    text = SHIELD["en"].format(what=f"all but {left}") + " This spell deals X damage to target creature."
    out = resolve_card(text, target="Craw Wurm", x=n)
    assert _dealt(out, "Craw Wurm") == [min(n, left)]


def test_the_narration_says_all_but_the_amount_in_both_languages() -> None:
    en = resolve_card(SHIELD["en"].format(what="all but 1"), target="Hill Giant")["narration"]
    es = resolve_card(SHIELD["es"].format(what_es=WHAT["all_but"][1]), target="Hill Giant", lang="es")["narration"]
    assert "if a source would deal damage to Hill Giant, all but 1 of that damage is prevented" in en
    assert "si una fuente fuera a hacer daño a Hill Giant, se previene todo ese daño excepto 1" in es


def test_a_target_in_a_static_replacement_is_refused() -> None:
    """601.2c: a target is chosen as a spell or ability is put on the stack; a static "target creature" (no "this
    turn", no "until end of turn") is no sentence this reads."""
    with pytest.raises(BotError) as err:
        resolve_card("If a source would deal damage to target creature, prevent 1 of that damage.",
                     target="Hill Giant")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------ "by sources of the color of your choice" (608.2d)
STRANDS = {"en": "Prevent all damage that would be dealt to you this turn by sources of the color of your choice.",
           "es": "Previene todo el daño que se te fuera a hacer este turno por fuentes del color de tu elección."}


@pytest.mark.parametrize(("lang", "color", "said"), [("en", "red", "red sources"), ("es", "rojo", "fuentes rojas")])
def test_sources_of_the_color_of_your_choice_is_the_colour_chosen_as_it_resolves(lang: str, color: str,
                                                                                 said: str) -> None:
    """608.2d, 609.7b: the controller chooses a colour as the effect resolves (a choice step just before it); the
    prevention watches sources of that colour."""
    out = resolve_card(STRANDS[lang], lang=lang, choices={"Dave": [color]})
    choose, record = (e for s in out["steps"] for e in s["events"])
    assert (choose["action"], choose["objects"]) == ("choose", [color])
    assert (record["change"], record["objects"], record["sources_kind"]) == ("prevent", ["Dave"], said)
    assert {"608.2d", "609.7b", "615.1a"} <= set(out["citations"])


def test_sources_of_the_color_of_your_choice_is_asked_never_defaulted() -> None:
    """What the prevention covers depends wholly on the colour: with none given, the choice is asked."""
    with pytest.raises(BotError) as err:
        resolve_card(STRANDS["en"])
    assert err.value.code == "choice_needed"


def test_another_dinosaur_you_control_is_a_permanent_of_that_subtype() -> None:
    """Temple Altisaur as printed: "another Dinosaur you control" is any other permanent of that subtype (a token too,
    120.1), not a card; a creature of another type and the source itself are dealt all of it."""
    text = "If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage."
    altisaur = creature("Temple Altisaur", 3, 4, text=text, colors=["white"], subtypes=["Dinosaur"])
    raptor = creature("Ripjaw Raptor", 4, 5, colors=["green"], subtypes=["Dinosaur"], token=True)
    dealt = {}
    for name in ("Ripjaw Raptor", "Temple Altisaur", "Serra Angel"):
        out = resolve("This spell deals 3 damage to target creature.", ("Alice", altisaur), ("Alice", raptor),
                      target=name)
        dealt[name] = _dealt(out, name)
    assert dealt == {"Ripjaw Raptor": [1], "Temple Altisaur": [3], "Serra Angel": [3]}
