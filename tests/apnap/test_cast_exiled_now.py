"""Casting the cards an ability just exiled, while it resolves (issue #22, session 32, gA19; 608.2g, 601.2, 118.9):
"Exile the top card of your library. You may cast that card. If you don't, …" (Chandra, Torch of Defiance), "exile the
top card of each player's library, then you may cast any number of nonland cards exiled this way without paying their
mana costs" (Etali, Primal Storm), in English and printed Spanish. Before: refused ("card", "of nonland cards exiled
this way without paying their mana costs").

What is checked: the cast card leaves its owner's exile for the stack, above the ability (which finishes first), and
its own effect is never resolved; a land is never cast (305.1), so "If you don't" then happens; the controller's "no"
is their choice (the scenario's ``choices``); a library nobody described names no card and says so in a warning.
The standard board (realcards.py): Bob active, Dave controls the ability.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import BotError
from tests.apnap.realcards import run

CHANDRA = {"en": "Exile the top card of your library. You may cast that card. If you don't, Chandra, Torch of Defiance "
                 "deals 2 damage to each opponent.",
           "es": "Exilia la primera carta de tu biblioteca. Puedes lanzar esa carta. Si no lo haces, Chandra, antorcha "
                 "del desafío hace 2 puntos de daño a cada oponente."}
ETALI = {"en": "Whenever Etali, Primal Storm attacks, exile the top card of each player's library, then you may cast "
               "any number of nonland cards exiled this way without paying their mana costs.",
         "es": "Siempre que Etali, Tormenta Primigenia ataque, exilia la primera carta de la biblioteca de cada "
               "jugador y luego puedes lanzar cualquier cantidad de cartas que no sean tierra exiliadas de esta "
               "manera sin pagar sus costes de maná."}
CHANDRA_NAME = {"en": "Chandra, Torch of Defiance", "es": "Chandra, antorcha del desafío"}
ETALI_NAME = {"en": "Etali, Primal Storm", "es": "Etali, Tormenta Primigenia"}
SHOCK_ON_TOP = {"library": ["Shock (instant)", "Forest (land)"]}


def _cast(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == "cast_now"]


def _damage(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == "damage"]


# ------------------------------------------------------------ one card: "You may cast that card. If you don't, …"
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_exiled_spell_is_cast_and_the_branch_does_not_happen(lang: str) -> None:
    """Shock exiled from the top: Dave casts it, paying its costs (no "without paying"); it goes on the stack above
    the ability and is not resolved; "If you don't" is false, so no damage."""
    out = run({}, lang=lang, card=CHANDRA_NAME[lang], effect=CHANDRA[lang], Dave=SHOCK_ON_TOP)
    (cast,) = _cast(out)
    assert (cast["player"], cast["objects"], cast["from"], cast["to"], cast["without_paying"]) == \
        ("Dave", ["Shock"], "exile", "stack", False)
    assert _damage(out) == []
    assert [s["source"] for s in out["stack"]] == ["Shock"]
    assert {"608.2g", "601.2"} <= set(out["steps"][1]["citations"])
    said = {"en": "Dave casts Shock, paying its costs", "es": "Dave lanza Shock pagando sus costes"}
    assert said[lang] in out["narration"]


def test_the_controllers_no_is_their_choice_and_the_branch_happens() -> None:
    out = run({}, card=CHANDRA_NAME["en"], effect=CHANDRA["en"], Dave=SHOCK_ON_TOP, choices={"Dave": ["no"]})
    assert _cast(out) == []
    assert sorted(e["player"] for e in _damage(out)) == ["Alice", "Bob", "Carol"]
    assert out["stack"] == []


def test_an_exiled_land_is_never_cast_so_the_branch_happens() -> None:
    """A Forest exiled: it can't be cast (305.1), nothing is asked, and "If you don't" deals the damage."""
    out = run({}, card=CHANDRA_NAME["en"], effect=CHANDRA["en"], Dave={"library": ["Forest (land)"]})
    (none,) = _cast(out)
    assert none["objects"] == [] and none["none"] is True
    assert len(_damage(out)) == 3 and out["stack"] == []
    assert "casts nothing: no card exiled this way can be cast" in out["narration"]


def test_a_library_nobody_described_invents_no_card_and_warns() -> None:
    out = run({}, card=CHANDRA_NAME["en"], effect=CHANDRA["en"], Dave={"library": 5})
    (cast,) = _cast(out)
    assert cast["objects"] == [] and cast["unknown"] is True
    assert any("is not named (its library was not described)" in w for w in out["warnings"])
    assert "may cast the exiled card, paying its costs, if it can be cast" in out["narration"]
    assert [s["source"] for s in out["stack"]] == ["the exiled card"]


@pytest.mark.parametrize(("lang", "reading"), [
    ("en", "Exile the top card of your library. You may cast that card."),
    ("es", "puedes lanzar esa carta."),
])
def test_the_cast_is_said_back_as_printed(lang: str, reading: str) -> None:
    out = run({}, lang=lang, card=CHANDRA_NAME[lang], effect=CHANDRA[lang], Dave=SHOCK_ON_TOP)
    assert reading in out["reading"]


# ------------------------------------------------------------ several: "any number of nonland cards exiled this way"
@pytest.mark.parametrize("lang", ["en", "es"])
def test_any_number_of_the_nonland_cards_exiled_are_cast_for_no_mana(lang: str) -> None:
    """Each player's top card exiled: Dave may cast the nonland ones, whoever owns them (108.3), for no mana (118.9);
    the lands stay in exile; every cast spell waits on the stack."""
    out = run({}, lang=lang, card=ETALI_NAME[lang], effect=ETALI[lang], Dave=SHOCK_ON_TOP,
              Bob={"library": ["Giant Growth (instant)"]}, Carol={"library": ["Mountain (land)"]})
    (cast,) = _cast(out)
    assert (cast["player"], sorted(cast["objects"]), cast["without_paying"]) == \
        ("Dave", ["Giant Growth", "Shock"], True)
    assert sorted(s["source"] for s in out["stack"]) == ["Giant Growth", "Shock"]


def test_the_controller_picks_which_of_them_to_cast() -> None:
    out = run({}, card=ETALI_NAME["en"], effect=ETALI["en"], Dave=SHOCK_ON_TOP,
              Bob={"library": ["Giant Growth (instant)"]}, choices={"Dave": [["Giant Growth"]]})
    (cast,) = _cast(out)
    assert cast["objects"] == ["Giant Growth"]


@settings(max_examples=8, deadline=None)
@given(st.lists(st.sampled_from(["Shock (instant)", "Forest (land)", "Giant Growth (instant)", "Swamp (land)"]),
                min_size=4, max_size=4))
def test_only_nonland_cards_are_ever_cast(tops: list[str]) -> None:
    """Whatever the four top cards are, exactly the nonland ones are cast by default, and nothing else moves."""
    players = dict(zip(("Alice", "Bob", "Carol", "Dave"), tops, strict=True))
    out = run({}, card=ETALI_NAME["en"], effect=ETALI["en"],
              **{name: {"library": [top]} for name, top in players.items()})
    cast = [o for e in _cast(out) for o in e["objects"]]
    assert sorted(cast) == sorted(top.split(" (")[0] for top in tops if "(land)" not in top)
    assert len(out["stack"]) == len(cast)


# ------------------------------------------------------------ what is not read
@pytest.mark.parametrize("text", [
    "You may cast that card.",  # nothing exiled before it
    "Draw a card. You may cast that card.",  # drawn, not exiled
    "Exile the top two cards of your library. You may cast that card.",  # two cards, "that card"
    "Exile the top card of your library face down. You may cast that card.",  # face down: no card named (406.3)
    "Exile the top card of your library. Target opponent may cast that card.",  # another player's cast
])
def test_a_cast_without_its_exiled_card_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Foo Bar", effect=text, Dave=SHOCK_ON_TOP)
    assert err.value.code == "unsupported_effect"


@pytest.mark.parametrize("text", [
    "Exile the top card of your library. You may cast it without paying its mana cost.",
    "Exilia la primera carta de tu biblioteca. Puedes lanzarla sin pagar su coste de maná.",
])
def test_cast_it_without_paying_after_an_exile_is_that_cast(text: str) -> None:
    """"you may cast it without paying its mana cost" after an exile (not a reveal): the exiled card, for no mana."""
    out = run({}, card="Foo Bar", effect=text, Dave=SHOCK_ON_TOP)
    (cast,) = _cast(out)
    assert (cast["objects"], cast["from"], cast["without_paying"]) == (["Shock"], "exile", True)


def test_those_cards_exiled_from_each_opponents_library_are_cast() -> None:
    out = run({}, card="Foo Bar", effect="Exile the top card of each opponent's library. You may cast those cards "
                                         "without paying their mana costs.",
              Bob={"library": ["Giant Growth (instant)"]}, Carol={"library": ["Shock (instant)"]})
    (cast,) = _cast(out)
    assert sorted(cast["objects"]) == ["Giant Growth", "Shock"]
    assert out["reading"].endswith("You may cast those cards without paying their mana costs.")
