"""A token's keywords said in the sentence after its creation (111.3, 111.4, 702): "… creates a 5/1 red Elemental
creature token named Lightning Rager. It has trample, haste, and "At the beginning of the end step, sacrifice this
creature."" (Rite of the Raging Storm), "It has haste and "Sacrifice this creature: Add {C}."", "They have flying".
The keywords are the token's own, as if printed "with …"; a word that is no keyword is refused. Only "It has "…""
(a quoted ability alone) was read before.

The standard board (realcards.py): Dave controls; his creatures (Llanowar Elves, Craw Wurm) have no haste.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.corpus import board
from tests.apnap.realcards import STANDARD, resolve_card
from tests.apnap.spanish_parity import Pair, outcome
from tests.apnap.step_events import events_of as _events
from tests.apnap.test_spanish_no_english import _board_names, leaks

RAGER = ('Create a 5/1 red Elemental creature token named Lightning Rager. It has trample, haste, and "At the '
         'beginning of the end step, sacrifice this creature."')
RAGER_ES = ('Crea una ficha de criatura Elemental roja 5/1 llamada Lightning Rager. Tiene arrollar, prisa y "Al '
            'comienzo del paso final, sacrifica esta criatura."')
RITE = ('At the beginning of each player\'s upkeep, that player creates a 5/1 red Elemental creature token named '
        'Lightning Rager. It has trample, haste, and "At the beginning of the end step, sacrifice this creature."')
RITE_ES = ('Al comienzo del mantenimiento de cada jugador, ese jugador crea una ficha de criatura Elemental roja 5/1 '
           'llamada Lightning Rager. Tiene arrollar, prisa y "Al comienzo del paso final, sacrifica esta criatura."')
HASTY = " Creatures you control with haste get +1/+0 until end of turn."



@pytest.mark.parametrize(("text", "lang"), [(RAGER, None), (RAGER_ES, "es")])
def test_the_token_has_the_keywords_and_the_ability(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card="Rite of the Raging Storm")
    (made,) = _events(out, "create")
    assert made["objects"] == ["Lightning Rager"] and made["pt"] == "5/1" and made["ability_kind"] == "triggered"
    assert ("con la habilidad de prisa y la habilidad de arrollar y" if lang else
            "named Lightning Rager. It has trample, haste, and \"") in out["reading"]  # as printed: it reads back
    if lang:
        assert leaks(str(out["narration"]).split("\n", 1)[1], _board_names(STANDARD) | {"Lightning Rager"}) == []


def test_the_keywords_are_the_tokens_own() -> None:
    """Only the Rager has haste on Dave's board: "creatures you control with haste" is the Rager alone (702.10)."""
    out = resolve_card(RAGER + HASTY, card="Rite of the Raging Storm")
    (pumped,) = _events(out, "modify")
    assert pumped["objects"] == ["Lightning Rager"]


def test_they_have_flying_gives_both_tokens_flying() -> None:
    out = resolve_card("Create two 1/1 blue Faerie creature tokens. They have flying. Creatures you control with "
                       "flying get +1/+0 until end of turn.")
    (pumped,) = _events(out, "modify")
    assert len(pumped["objects"]) == 2


def test_a_keyword_added_to_a_token_already_with_one_is_one_list() -> None:
    out = resolve_card("Create a 1/1 blue Faerie creature token with flying. It has haste.")
    assert out["reading"] == "Create a 1/1 blue Faerie creature token with flying and haste."


def test_each_players_token_in_the_trigger() -> None:
    """Rite of the Raging Storm's trigger on Bob's upkeep: Bob creates the Rager."""
    out = resolve_card(RITE, card="Rite of the Raging Storm")
    assert [(e["player"], e["objects"]) for e in _events(out, "create")] == [("Bob", ["Lightning Rager"])]


def test_printed_spanish_reads_into_the_english_plan() -> None:
    assert outcome(Pair("Rite of the Raging Storm", "Enchantment", RITE, RITE_ES), board(4)) == "same"


@pytest.mark.parametrize("text", ["Create a 1/1 blue Faerie creature token. It has banana.",
                                  "Create two 1/1 blue Faerie creature tokens. It has flying.",
                                  "Draw a card. It has flying."])
def test_no_keyword_no_one_token_or_no_creation_is_refused(text: str) -> None:
    with pytest.raises(BotError):
        resolve_card(text)
