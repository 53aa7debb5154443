"""The library's top and bottom, and an owner's library (issue #22, session 21): real Oracle text and printed Spanish
on the standard board (realcards.py: Dave controls the effect, every library known from the top: Swamp,
Counterspell, Forest, Llanowar Elves, …). Each test failed before its mechanism was read (the words were refused).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import creature, resolve_card

UNRAVEL = "Choose target artifact or enchantment. Its owner shuffles it into their library."
UNRAVEL_ES = "Elige un artefacto o encantamiento objetivo. Su propietario lo baraja en su biblioteca."
HELLION = ("At the beginning of each end step, if Inferno Hellion attacked or blocked this turn, its owner shuffles it "
           "into their library.")
HELLION_ES = ("Al comienzo de cada paso final, si el Hellion infernal atacó o bloqueó este turno, su propietario lo "
              "baraja en su biblioteca.")


def events(result: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [e for s in result["steps"] for e in s["events"] if e["action"] == action]


# ------------------------------------------------------------------------------ number words past ten
@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Target opponent puts the top thirteen cards of their library into their graveyard."),
    ("es", "El oponente objetivo pone las trece primeras cartas de su biblioteca en su cementerio."),
])
def test_thirteen_cards_are_thirteen(lang: str, text: str) -> None:
    """Archive Trap: "thirteen" (Spanish "trece") is a number like "three"; Carol's library holds three cards, so
    all three are milled (701.17b: as many as there are)."""
    result = resolve_card(text, lang=lang, target="Carol")
    assert "13" in result["reading"]
    mill = events(result, "mill")[0]
    assert mill["player"] == "Carol" and mill["amount"] == 3


# ------------------------------------------------------------------ a target shuffled into its owner's library
@pytest.mark.parametrize(("lang", "text"), [("en", UNRAVEL), ("es", UNRAVEL_ES)])
def test_a_chosen_target_is_shuffled_into_its_owners_library_by_its_owner(lang: str, text: str) -> None:
    """Unravel the Aether (115.1, 108.3, 701.24a): Alice's Sol Ring leaves the battlefield and is shuffled into
    Alice's library by Alice (its owner), whoever cast the spell; her library's order is unknown afterwards."""
    result = resolve_card(text, lang=lang, card="Unravel the Aether", target="Sol Ring")
    shuffle = events(result, "shuffle")[0]
    assert shuffle["objects"] == ["Sol Ring"] and shuffle["player"] == "Alice" and shuffle["owner"] == "Alice"
    assert shuffle["to"] == "library" and shuffle["from"] == "battlefield"
    said = result["narration"]
    assert ("Alice shuffles Sol Ring into their library" in said) if lang == "en" else \
        ("Alice baraja Sol Ring en su biblioteca" in said)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_shuffle_target_into_its_owners_library_is_the_controllers_move(lang: str) -> None:
    """"Shuffle target artifact into its owner's library": the controller (Dave) does it, into Alice's library."""
    text = "Shuffle target artifact into its owner's library." if lang == "en" else \
        "Baraja el artefacto objetivo en la biblioteca de su propietario."
    result = resolve_card(text, lang=lang, target="Sol Ring")
    shuffle = events(result, "shuffle")[0]
    assert (shuffle["player"], shuffle["owner"], shuffle["objects"]) == ("Dave", "Alice", ["Sol Ring"])
    assert result["reading"].startswith("Shuffle target artifact" if lang == "en" else "Baraja el artefacto objetivo")


@pytest.mark.parametrize(("lang", "card", "text"), [("en", "Inferno Hellion", HELLION),
                                                   ("es", "Hellion infernal", HELLION_ES)])
def test_its_owner_shuffles_the_source_into_their_library(lang: str, card: str, text: str) -> None:
    """Inferno Hellion: "it" is the source (its intervening "if" names only the source), shuffled in by its owner."""
    result = resolve_card(text, lang=lang, card=card, condition=True,
                          Dave={"battlefield": [creature(card, 7, 3)]})
    shuffle = events(result, "shuffle")[0]
    assert shuffle["objects"] == [card] and shuffle.get("source_in") is True and shuffle["player"] == "Dave"


def test_its_owner_shuffles_it_with_no_antecedent_is_refused() -> None:
    """No object named before "it", and a trigger whose subject is not the source: which object is not guessed."""
    from bot.errors import BotError

    with pytest.raises(BotError) as caught:
        resolve_card("At the beginning of each end step, its owner shuffles it into their library.")
    assert caught.value.code == "unsupported_effect"
