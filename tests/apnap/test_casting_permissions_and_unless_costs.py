"""Permissions to activate and costs that avoid an instruction, on real cards (issue #22).

- A restriction the board breaks is said, not refused (602.5b, 601.3): Fool's Tome with cards in hand, Sliver Hive with
  no Sliver; on the stack the ability was activated when it could be, so it resolves as given and the answer names the
  restriction this board breaks ("could not activate this ability on this board").
- "Sacrifice it unless you sacrifice two Swamps" (Mold Demon), "… unless you return an untapped Island you control to
  its owner's hand" (Coral Atoll), "Then discard a card unless you exile a historic card from your graveyard" (Urza's
  Tome): the controller's cost, paid whole or not at all (118.3, 118.12), or the instruction.
- "Each opponent loses 2 life unless you sacrifice a creature": the controller pays, not the opponents (it was read as
  "unless that player sacrifices a creature").
- "You lose 2 life unless you control another Pirate" (Fathom Fleet Boarder): a board condition after "unless" on any
  instruction (608.2c).
English and printed Spanish read into the same plan; readings and narrations in both languages.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.forbidden_checks import resolved_despite
from tests.apnap.realcards import board, card_text, creature
from tests.apnap.rendering import _comparable

FOOLS_TOME = "{2}, {T}: Draw a card. Activate this ability only if you have no cards in hand."
SLIVER_HIVE = ("{T}: Add {C}.\n{5}, {T}: Create a 1/1 colorless Sliver creature token. Activate this ability only if "
               "you control a Sliver.")
MOLD_DEMON = "When Mold Demon enters the battlefield, sacrifice it unless you sacrifice two Swamps."
CORAL_ATOLL = ("When Coral Atoll enters the battlefield, sacrifice it unless you return an untapped Island you "
               "control to its owner's hand.")
URZAS_TOME = "{3}, {T}: Draw a card. Then discard a card unless you exile a historic card from your graveyard."
BOARDER = "When Fathom Fleet Boarder enters the battlefield, you lose 2 life unless you control another Pirate."


def _card(card: str, text: str, lang: str | None = None, out: str | None = None, **more: Any) -> dict[str, Any]:
    data = board(card=card, **more)
    return resolve_text(json.dumps(data), out or lang,
                        lambda n: card_text(card, text, lang) if n.casefold() == card.casefold() else None)


def _events(out: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(e["player"], e["action"], e["objects"]) for s in out["steps"] for e in s["events"]]


def _tome(**more: Any) -> dict[str, Any]:
    return {"battlefield": [colorless_artifact("Fool's Tome"), "Swamp (basic land)"], **more}


def colorless_artifact(name: str) -> dict[str, Any]:
    return {"name": name, "types": ["artifact"], "colors": []}


# ------------------------------------------------------------------ a restriction the board breaks (602.5b, 601.3)
def test_an_ability_the_board_forbids_says_why_and_resolves_as_given() -> None:
    out = _card("Fool's Tome", FOOLS_TOME, ability=1, Dave=_tome())  # Dave holds Duress and Counterspell
    assert out["forbidden"] == {"restriction": "Activate this ability only if you have no cards in hand.",
                                "act": "activate", "rule": "602.5"}
    assert _events(out) == [("Dave", "draw", ["Swamp"])] and out["reading"] == "Draw a card."
    assert "Dave could not activate this ability on this board: “Activate this ability only if you have no cards in " \
           "hand.” (602.5); on the stack it was activated when it could be, so it resolves as given (give the board " \
           "as it was activated to check it)" in out["narration"]
    assert "nothing happens" not in out["narration"] and "It would do" not in out["narration"]


def test_the_same_ability_with_an_empty_hand_resolves() -> None:
    out = _card("Fool's Tome", FOOLS_TOME, ability=1, Dave=_tome(hand=[]))
    assert "forbidden" not in out
    assert [(p, a) for p, a, _ in _events(out)] == [("Dave", "draw")]


def test_the_forbidden_answer_in_spanish() -> None:
    out = _card("Fool's Tome", FOOLS_TOME, out="es", ability=1, Dave=_tome())
    assert "Dave no podría activar esta habilidad en este tablero: «Activate this ability only if you have no cards " \
           "in hand.» (602.5); si está en la pila, se activó cuando se podía, así que se resuelve tal como está (da " \
           "el tablero del momento de activarla para comprobarlo)" in out["narration"]
    assert "Dave roba 1 carta." in out["narration"] and _events(out) == [("Dave", "draw", ["Swamp"])]
    assert "no pasa nada" not in out["narration"]


def test_sliver_hive_needs_a_sliver() -> None:
    out = _card("Sliver Hive", SLIVER_HIVE, ability=2)
    assert resolved_despite(out, "Activate this ability only if you control a Sliver.") == ["create"]
    sliver = creature("Muscle Sliver", 1, 1, subtypes=["Sliver"], colors=["green"])
    dave = board()["players"][3]
    made = _card("Sliver Hive", SLIVER_HIVE, ability=2,
                 Dave={"battlefield": [*dave["battlefield"], sliver]})
    assert "forbidden" not in made and [a for _, a, _ in _events(made)] == ["create"]


# ------------------------------------------------------------------ "unless you <a cost>" (118.12, 118.3)
def _demon(swamps: int) -> dict[str, Any]:
    return {"battlefield": [creature("Mold Demon", 6, 6, colors=["black"]),
                            *[{"name": f"Swamp {i}", "types": ["land"], "subtypes": ["Swamp"]} for i in range(swamps)]]}


def test_a_cost_the_board_cannot_pay_whole_is_not_paid_at_all() -> None:
    out = _card("Mold Demon", MOLD_DEMON, ability=1, Dave=_demon(1), choices={"Dave": ["yes"]})
    assert _events(out) == [("Dave", "sacrifice", ["Mold Demon"])]  # the one Swamp stays (no partial payment)
    (choice,) = out["steps"][0]["choices"]
    assert choice["forced"] and choice["answer"] == "no"
    assert "118.3" in out["citations"] and "118.12" in out["citations"]
    assert "1) Dave: (forced) does not pay “Sacrifice two Swamps”" in out["narration"]


def test_a_cost_paid_avoids_the_instruction() -> None:
    out = _card("Mold Demon", MOLD_DEMON, ability=1, Dave=_demon(2), choices={"Dave": ["yes"]})
    assert _events(out) == [("Dave", "sacrifice", ["Swamp 0", "Swamp 1"])]
    declined = _card("Mold Demon", MOLD_DEMON, ability=1, Dave=_demon(2))  # nobody said: not paying is the default
    assert _events(declined) == [("Dave", "sacrifice", ["Mold Demon"])]


def test_coral_atoll_returns_an_untapped_island() -> None:
    dave = {"battlefield": [{"name": "Coral Atoll", "types": ["land"], "subtypes": []},
                            {"name": "Island", "types": ["land"], "subtypes": ["Island"], "tapped": True},
                            {"name": "Other Island", "types": ["land"], "subtypes": ["Island"]}]}
    out = _card("Coral Atoll", CORAL_ATOLL, ability=1, Dave=dave, choices={"Dave": ["yes"]})
    assert _events(out) == [("Dave", "return", ["Other Island"])]
    assert out["reading"] == ("Sacrifice it unless you return an untapped Island you control to its owner's hand.")


def test_urzas_tome_discards_unless_a_historic_card_is_exiled() -> None:
    out = _card("Urza's Tome", URZAS_TOME, ability=1)  # no historic card in Dave's graveyard is known to be one
    assert [a for _, a, _ in _events(out)] == ["draw", "discard"]
    assert "unless you exile a historic card from your graveyard" in out["reading"]


def test_the_controller_pays_whoever_the_instruction_is_for() -> None:
    out = resolve_text(json.dumps(board(effect="Each opponent loses 2 life unless you sacrifice a creature.",
                                        choices={"Dave": ["yes", "Llanowar Elves"]})))
    assert _events(out) == [("Dave", "sacrifice", ["Llanowar Elves"])]
    assert out["reading"] == "Each opponent loses 2 life unless you sacrifice a creature."
    declined = resolve_text(json.dumps(board(effect="Each opponent loses 2 life unless you pay {2}.")))
    assert [c["player"] for s in declined["steps"] for c in s["choices"]] == ["Dave"]
    assert [(p, a) for p, a, _ in _events(declined)] == [("Bob", "lose_life"), ("Carol", "lose_life"),
                                                         ("Alice", "lose_life")]


@pytest.mark.parametrize(("english", "spanish"), [
    ("Sacrifice this creature unless you sacrifice two Swamps.",
     "Sacrifica esta criatura a menos que sacrifiques dos Pantanos."),
    ("Sacrifice this land unless you return an untapped Island you control to its owner's hand.",
     "Sacrifica esta tierra a menos que regreses a la mano de su propietario una Isla enderezada que controles."),
    ("Draw a card. Then discard a card unless you exile a creature card from your graveyard.",
     "Roba una carta. Luego descarta una carta a menos que exilies una carta de criatura de tu cementerio."),
    ("Each opponent loses 2 life unless you discard a land card.",
     "Cada oponente pierde 2 vidas a menos que descartes una carta de tierra."),
])
def test_printed_spanish_reads_into_the_same_plan(english: str, spanish: str) -> None:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish, "es"))
    assert _comparable(en) == _comparable(es) and type(en.steps[-1]).__name__ == "UnlessCost"
    said = render_plan(es, "es")
    assert " a menos que " in said and "unless" not in said
    assert _comparable(plan_of(parse_effect(said, "es"))) == _comparable(es)  # the Spanish reading reads back
    assert _comparable(plan_of(parse_effect(render_plan(en, "en")))) == _comparable(en)  # and the English one


# ------------------------------------------------------------------ "unless <a board condition>" (608.2c)
def test_fathom_fleet_boarder_checks_another_pirate() -> None:
    pirate = creature("Fathom Fleet Boarder", 3, 2, subtypes=["Orc", "Pirate"], colors=["black"])
    alone = _card("Fathom Fleet Boarder", BOARDER, ability=1, Dave={"battlefield": [pirate]})
    assert _events(alone) == [("Dave", "lose_life", [])]
    crew = creature("Storm Fleet Pyromancer", 3, 2, subtypes=["Human", "Pirate"], colors=["red"])
    with_crew = _card("Fathom Fleet Boarder", BOARDER, ability=1, Dave={"battlefield": [pirate, crew]})
    assert _events(with_crew) == []
    assert with_crew["conditions"][0]["holds"] is True


def test_a_board_condition_after_unless_in_spanish() -> None:
    es = plan_of(parse_effect("Pierdes 2 vidas a menos que controles otro Pirata.", "es"))
    en = plan_of(parse_effect("You lose 2 life unless you control another Pirate."))
    assert _comparable(es) == _comparable(en)
    out = resolve_text(json.dumps(board(effect="Pierdes 2 vidas a menos que controles otro Pirata.")), "es")
    assert "Dave pierde 2 vidas" in out["narration"]
