"""Issue #22: the branch an instruction takes when the one before could not be followed or was not chosen (608.2c).

Why: "Sacrifice an artifact other than Rust Elemental. If you can't, tap Rust Elemental and you lose 4 life" was
refused at "can't"; the answer depends on the board alone (101.3: a player who controls no other artifact can't
sacrifice one, and no one is asked), so it is read from what the sacrifice acted on, and said with why. A zone nobody
described can't say whether there was a card to discard: asked, never guessed. "Otherwise, …" is the sentence
before's condition turned round (Insatiable Appetite: +5/+5 if the Food was sacrificed, else +3/+3). Each failed on
main (refused); the refusals at the end pin what stays refused because the board alone would answer it wrongly.
"""

from __future__ import annotations

import json

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, creature, resolve_card

RUST = ("At the beginning of your upkeep, sacrifice an artifact other than Rust Elemental. If you can't, tap Rust "
        "Elemental and you lose 4 life.")
RUST_PERMANENT = {"name": "Rust Elemental", "types": ["artifact", "creature"], "power": 4, "toughness": 4}
URGOROS = ("Whenever Urgoros, the Empty One deals combat damage to a player, that player discards a card at random. "
           "If the player can't, you draw a card.")
APPETITE = ("You may sacrifice a Food. If you do, target creature gets +5/+5 until end of turn. Otherwise, that "
            "creature gets +3/+3 until end of turn.")
FOOD = {"name": "Food", "types": ["artifact"], "subtypes": ["Food"], "token": True}


def _dave(*permanents: object) -> dict[str, object]:
    return {"Dave": {"battlefield": [*permanents, creature("Llanowar Elves", 1, 1), "Swamp (basic land)"]}}


def _actions(out: dict) -> list[str]:
    return [s["action"] for s in out["steps"]]


def test_rust_elemental_with_no_other_artifact_taps_and_loses_life() -> None:
    out = resolve_card(RUST, card="Rust Elemental", active="Dave", **_dave(RUST_PERMANENT))
    assert _actions(out) == ["sacrifice", "tap", "lose_life"], out["narration"]
    assert not out["steps"][0]["events"] or not out["steps"][0]["events"][0].get("objects")
    branch = out["conditions"][0]
    assert (branch["could"], branch["player"], branch["done"]) == (False, "Dave", True)
    assert "could not follow" in out["narration"] and "101.3" in out["narration"]


def test_rust_elemental_sacrifices_another_artifact_and_nothing_else() -> None:
    mind_stone = {"name": "Mind Stone", "types": ["artifact"]}
    out = resolve_card(RUST, card="Rust Elemental", active="Dave", **_dave(RUST_PERMANENT, mind_stone))
    assert _actions(out) == ["sacrifice"], out["narration"]
    assert out["steps"][0]["events"][0]["objects"] == ["Mind Stone"]
    assert out["conditions"][0]["could"] is True and out["conditions"][0]["done"] is False


@pytest.mark.parametrize(("player", "draws"), [("Carol", True), ("Bob", False)])
def test_urgoros_draws_only_when_the_damaged_player_had_no_card(player: str, draws: bool) -> None:
    out = resolve_card(URGOROS, card="Urgoros, the Empty One", that_player=player)
    assert _actions(out) == (["discard", "draw"] if draws else ["discard"]), out["narration"]


def test_a_hand_nobody_described_is_asked_not_guessed() -> None:
    data = board(effect="Target player discards a card at random. If the player can't, you draw a card.",
                 target="Bob", Bob={"unknown": ["hand"]})
    del next(p for p in data["players"] if p["name"] == "Bob")["hand"]
    with pytest.raises(BotError) as caught:
        resolve_text(json.dumps(data))
    assert (caught.value.code, caught.value.key) == ("choice_needed", "apnap.error.could_not_unknown")


@pytest.mark.parametrize(("answer", "bonus"), [("yes", "+5/+5"), ("no", "+3/+3")])
def test_insatiable_appetite_takes_one_branch(answer: str, bonus: str) -> None:
    out = resolve_card(APPETITE, card="Insatiable Appetite", target="Hill Giant",
                       choices={"Dave": [answer, "Food"] if answer == "yes" else [answer]}, **_dave(FOOD))
    modified = [s for s in out["steps"] if s["action"] == "modify"]
    assert len(modified) == 1 and bonus in modified[0]["text"], out["narration"]
    assert out["conditions"][0]["otherwise_of"] == "if you do"
    assert out["conditions"][0]["done"] is (answer == "no")


def test_printed_spanish_reads_the_same_branches() -> None:
    english = resolve_card("Sacrifice an artifact. If you can't, you lose 4 life.")
    spanish = resolve_card("Sacrifica un artefacto. Si no puedes, pierdes 4 vidas.", "es")
    assert _actions(spanish) == _actions(english) == ["sacrifice", "lose_life"]
    assert "Si no puedes, pierdes 4 vidas" in spanish["reading"]
    assert "no pudo cumplir «Sacrifica un artefacto»" in spanish["narration"]
    otherwise = resolve_card("Puedes sacrificar una criatura. Si lo haces, la criatura objetivo obtiene +5/+5 hasta el "
                             "final del turno. De lo contrario, esa criatura obtiene +3/+3 hasta el final del turno.",
                             "es", target="Hill Giant", choices={"Dave": ["no"]})
    assert [s["action"] for s in otherwise["steps"]] == ["sacrifice", "modify"]
    assert "De lo contrario: «si lo haces» no se cumplía" in otherwise["narration"]


@pytest.mark.parametrize("text", [
    # one of two artifacts sacrificed is still "can't" (101.3), which the events alone do not say
    "Sacrifice two artifacts. If you can't, you lose 4 life.",
    # a declined "may" is "otherwise" too, which the board condition alone does not say (Ruin in Their Wake)
    "You may put a card from your hand onto the battlefield if you control a land named Wastes. Otherwise, you "
    "draw a card.",
    # a board condition checked again after its own sentence would see that sentence's change (both would happen)
    "If you control no creatures, create a 1/1 white Soldier creature token. Otherwise, you gain 3 life.",
    # a payment's "can't" depends on mana no board lists
    "Pay {2}. If you can't, sacrifice this permanent.",
])
def test_branches_the_board_alone_would_answer_wrongly_stay_refused(text: str) -> None:
    with pytest.raises(BotError) as caught:
        resolve_card(text)
    assert caught.value.code == "unsupported_effect"


@pytest.mark.parametrize(("lang", "line", "again"), [
    (None, "Dave could follow “Sacrifice another artifact” and did, so “If you can't, tap Rust Elemental; If you "
           "can't, you lose 4 life” is not done (608.2c).", "did not happen"),
    ("es", "Dave pudo cumplir «Sacrifica otro artefacto» y lo hizo, así que «Si no puedes, gira Rust Elemental; Si no "
           "puedes, pierdes 4 vidas» no se hace (608.2c).", "no se hace porque"),
])
def test_a_branch_not_taken_is_said_once(lang: str | None, line: str, again: str) -> None:
    # 608.2c: the branch line says why "If you can't, …" was not done; its instructions are not said again with
    # another reason (they were: "did not happen because the instruction before it was not done", 118.12, wrong:
    # the instruction before was done). The branch's ``text`` is the printed words, as every condition's is.
    mind_stone = {"name": "Mind Stone", "types": ["artifact"]}
    out = resolve_card(RUST, lang, card="Rust Elemental", active="Dave", **_dave(RUST_PERMANENT, mind_stone))
    assert line in out["narration"] and again not in out["narration"]
    assert out["conditions"][0]["text"] == "tap Rust Elemental; you lose 4 life"
