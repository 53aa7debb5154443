"""The library and the cards it hides (issue #22, session 18): a search for a card named like its source (201.2,
701.23), a card shuffled into its owner's library (701.24a), and what is known of a library nobody described.

Real Oracle text and printed Spanish on the standard board (realcards.py): Dave controls the effect; his library is
known from the top (Swamp, Counterspell, Forest, Llanowar Elves, …) unless a test says otherwise. Each test failed
before its mechanism was read (the words were refused).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import resolve_card

SEAHAWK = ("When Screaming Seahawk enters the battlefield, you may search your library for a card named Screaming "
           "Seahawk, reveal it, and put it into your hand. If you do, shuffle your library.")
SCOUT = ("{1}{W}, Exile Trustworthy Scout from your graveyard: Search your library for a card named Trustworthy Scout, "
         "reveal it, put it into your hand, then shuffle your library.")
SENTINEL = ("When Llanowar Sentinel enters the battlefield, you may pay {1}{G}. If you do, search your library for a "
            "card named Llanowar Sentinel and put that card onto the battlefield. Then shuffle your library.")


def events(result: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [e for s in result["steps"] for e in s["events"] if e["action"] == action]


def _library(card: str) -> list[str]:
    return ["Swamp (basic land)", f"{card} (creature)", "Forest (basic land)", f"{card} (creature)"]


# ------------------------------------------------------------------------------ a card named like the source
@pytest.mark.parametrize(("card", "text", "to"), [
    ("Screaming Seahawk", SEAHAWK, "hand"),
    ("Trustworthy Scout", SCOUT, "hand"),
    ("Llanowar Sentinel", SENTINEL, "battlefield"),
])
def test_a_search_for_a_card_named_like_the_source_finds_one_of_them(card: str, text: str, to: str) -> None:
    """201.2: only a card with the source's own name is found, one of the two in the library; it goes where the text
    says, and the reading names the card, never "this permanent"."""
    result = resolve_card(text, card=card, Dave={"library": _library(card)})
    search = events(result, "search")[0]
    assert search["objects"] == [card] and search["to"] == to
    assert f"named {card}" in result["reading"] and "this permanent" not in result["narration"]


def test_a_search_for_a_card_named_like_the_source_finds_nothing_in_a_library_without_one() -> None:
    """701.23b: the library is described and holds no such card; nothing is found, the shuffle still happens."""
    result = resolve_card(SEAHAWK, card="Screaming Seahawk")
    assert events(result, "search")[0]["objects"] == []
    assert [s["action"] for s in result["steps"]] == ["search", "shuffle"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_search_of_an_undescribed_library_names_the_card_asked_for_never_a_found_one(lang: str) -> None:
    """A library nobody described: no card is claimed found (never invent the top or a found card); the choice says
    "a card named Screaming Seahawk …, if they have one", the card's name, not "this permanent"."""
    result = resolve_card(SEAHAWK, lang=lang, card="Screaming Seahawk", Dave={"library": 40})
    search = events(result, "search")[0]
    assert search["objects"] == [] and search.get("unknown") is True
    said = result["steps"][0]["choices"][-1]["what"]
    assert "Screaming Seahawk" in said and "this permanent" not in said and "este permanente" not in said


def test_a_search_for_a_card_named_like_the_source_in_printed_spanish_reads_the_same() -> None:
    """Printed Spanish: "busca en tu biblioteca una carta llamada <nombre>, muéstrala y ponla en tu mano"."""
    text = ("Cuando el Halcón marino chillón entre al campo de batalla, puedes buscar en tu biblioteca una carta "
            "llamada Halcón marino chillón, mostrarla y ponerla en tu mano. Si lo haces, baraja tu biblioteca.")
    result = resolve_card(text, lang="es", card="Halcón marino chillón",
                          Dave={"library": _library("Halcón marino chillón")})
    assert events(result, "search")[0]["objects"] == ["Halcón marino chillón"]


def test_a_may_search_in_printed_spanish_with_infinitives_keeps_its_reveal() -> None:
    """"Puedes buscar …, mostrarla y ponerla en tu mano": the infinitives after "puedes" read as the imperative's
    "muéstrala y ponla" do; the reveal is kept (701.20a: the found card is public)."""
    text = ("Puedes buscar en tu biblioteca una carta de tierra básica, mostrarla y ponerla en tu mano. Si lo haces, "
            "baraja tu biblioteca.")
    result = resolve_card(text, lang="es")
    search = events(result, "search")[0]
    assert search["objects"] == ["Swamp"] and search["hidden"] is False
    assert [s["action"] for s in result["steps"]] == ["search", "shuffle"]
