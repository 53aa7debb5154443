"""Whole printed text of an instant or a sorcery pasted without its type line (113.3a): when nothing in it could
be a permanent's (no trigger, cost, chapter, static form or modal line, only spell keywords, every paragraph
read as instructions), its paragraphs are one spell's and all resolve in order; otherwise it still asks."""

from __future__ import annotations

import json

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, run

FLUX = "Each player discards any number of cards, then draws that many cards.\nDraw a card."
GRAVE = ("Each player may exile any number of cards from their graveyard. Then each player loses 1 life for each "
         "card in their graveyard.\nDraw a card.")


def test_a_pasted_sorcery_resolves_every_paragraph_in_order() -> None:
    out = run({}, effect=FLUX)
    assert [s["action"] for s in out["steps"]] == ["discard", "draw", "draw"]
    assert out["steps"][2]["order"] == ["Dave"]  # "Draw a card.": the controller, after the first paragraph


def test_a_pasted_instant_with_a_spell_keyword_line_resolves_every_paragraph() -> None:
    out = run({}, effect="Flashback {1}{U} (You may cast this card from your graveyard for its flashback cost.)\n"
              + GRAVE)
    assert [s["action"] for s in out["steps"]][-1] == "draw" and len(out["steps"]) >= 3


def test_a_pasted_spell_in_printed_spanish_resolves_every_paragraph() -> None:
    out = run({}, effect="Cada jugador descarta una carta.\nRoba una carta.")
    assert [s["action"] for s in out["steps"]] == ["discard", "draw"]


@pytest.mark.parametrize("text", [
    # A permanent's static abilities: read as rules with no duration (604.1), never resolved as a spell.
    "Creatures you control have vigilance.\nEach creature you control can block an additional creature each combat.",
    # A keyword only permanents have.
    "Flying\n" + FLUX,
    # A trigger beside an instruction: which one resolves is the player's to say.
    "Each player discards a card.\nWhenever a player draws a card, you gain 1 life.",
])
def test_text_that_could_be_a_permanents_still_asks_which_ability(text: str) -> None:
    with pytest.raises(BotError) as info:
        resolve_text(json.dumps(board(effect=text)))
    assert info.value.code == "choice_needed" and info.value.to_dict()["error"]["field"] == "ability"


def test_a_chosen_ability_of_pasted_spell_text_is_still_that_ability_alone() -> None:
    out = run({}, effect=FLUX, ability=2)
    assert [s["action"] for s in out["steps"]] == ["draw"]
