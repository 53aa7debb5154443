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


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_every_decision_of_a_may_search_is_hidden_the_may_too(answer: str) -> None:
    """Scenario-format: "Scry and search decisions … are hidden"; the "may" of "you may search" is one (settled in
    session 19: it was recorded ``hidden: false``)."""
    result = resolve_card(SEAHAWK, card="Screaming Seahawk", Dave={"library": _library("Screaming Seahawk")},
                          choices={"Dave": [answer]})
    (search,) = [s for s in result["steps"] if s["action"] == "search"]
    assert search["choices"] and all(c["hidden"] is True for c in search["choices"])
    assert search["choices"][0]["answer"] == answer


# ------------------------------------------------------------------------------ the source shuffled into its library
SHRIEKER = "At the beginning of the end step, Lightning Shrieker's owner shuffles it into their library."
BEACON = ("Create a 1/1 green Insect creature token for each Forest you control. Shuffle Beacon of Creation into its "
          "owner's library.")
DREAD = "When Dread is put into a graveyard from anywhere, shuffle it into its owner's library."


def _shrieker_on(card: str) -> dict[str, Any]:
    return {"battlefield": [{"name": card, "types": ["creature"], "power": 5, "toughness": 5}]}


@pytest.mark.parametrize(("lang", "text"), [
    ("en", SHRIEKER),
    ("es", "Al comienzo del paso final, el propietario del Chillador relámpago lo baraja en su biblioteca."),
])
def test_the_source_shuffled_in_by_its_owner_leaves_the_battlefield_for_their_library(lang: str, text: str) -> None:
    """701.24a: the permanent goes into its owner's library, whose order is now unknown; a later draw names no card."""
    card = "Lightning Shrieker" if lang == "en" else "Chillador relámpago"
    result = resolve_card(text, lang=lang, card=card, Dave=_shrieker_on(card))
    shuffled = events(result, "shuffle")[0]
    assert shuffled["objects"] == [card] and shuffled["from"] == "battlefield" and shuffled["player"] == "Dave"
    assert result["reading"].startswith(("Lightning Shrieker's owner shuffles it", "El propietario de"))


def test_a_spell_shuffling_itself_into_its_owners_library_names_it_and_hides_the_order() -> None:
    """608.2n: the spell's card goes into its owner's library, not a graveyard; the resolving spell is no board
    object, so it is named, and the library's order is unknown afterwards (701.24a)."""
    result = resolve_card(BEACON, card="Beacon of Creation")
    shuffled = events(result, "shuffle")[0]
    assert shuffled["objects"] == ["Beacon of Creation"] and shuffled["to"] == "library"
    assert "shuffle Beacon of Creation into its owner's library" in result["reading"]
    es = resolve_card("Crea una ficha de criatura Insecto verde 1/1 por cada Bosque que controles. Baraja la Baliza "
                      "de la creación en la biblioteca de su propietario.", lang="es", card="Baliza de la creación")
    assert events(es, "shuffle")[0]["objects"] == ["Baliza de la creación"]


@pytest.mark.parametrize(("lang", "card", "text"), [
    ("en", "Dread", DREAD),
    ("es", "Pavor", "Cuando el Pavor vaya a un cementerio desde cualquier lugar, barájalo en la biblioteca de su "
                    "propietario."),
])
def test_a_card_put_into_a_graveyard_from_anywhere_is_found_there_and_shuffled_in(lang: str, card: str,
                                                                                   text: str) -> None:
    """"When Dread is put into a graveyard from anywhere" (400.7e): its card is in that graveyard, wherever it came
    from, and "shuffle it into its owner's library" moves that card; no word of the condition is left unread."""
    result = resolve_card(text, lang=lang, card=card, Dave={"graveyard": [f"{card} (creature)"]})
    shuffled = events(result, "shuffle")[0]
    assert shuffled["objects"] == [card] and shuffled["from"] == "graveyard"
    assert result["warnings"] == []


# ------------------------------------------------------------------------------ another player's library looked at
LOOK_BACK = "Look at the top three cards of target opponent's library, then put them back in any order."
LOOK_BACK_ES = ("Mira las tres primeras cartas de la biblioteca del oponente objetivo y luego ponlas de nuevo en "
                "cualquier orden.")


@pytest.mark.parametrize(("lang", "text"), [("en", LOOK_BACK), ("es", LOOK_BACK_ES)])
def test_a_look_at_another_players_library_is_seen_and_put_back_by_the_controller(lang: str, text: str) -> None:
    """701.20e: only the controller sees the cards of Bob's library; 401.4: the controller puts them back in an
    order nobody else sees (Bob included). The events are Bob's library's, ``seen_by`` Dave; the reading is the
    controller's instruction, never "target opponent looks at … their library"."""
    result = resolve_card(text, lang=lang, target="Bob")
    look, put = events(result, "look")[0], events(result, "put")[0]
    assert look["player"] == "Bob" and look["seen_by"] == "Dave" and look["hidden"] is True
    assert look["objects"] == ["Swamp", "Counterspell", "Forest"]
    assert put["to"] == "library_top" and put["seen_by"] == "Dave" and put["hidden"] is True
    assert result["reading"].startswith(("Look at the top three cards of target opponent's library",
                                         "Mira las tres primeras cartas de la biblioteca del oponente objetivo"))
    assert "Dave" in result["narration"].split("\n")[4] and "Bob" in result["narration"].split("\n")[4]


def test_a_look_at_an_undescribed_library_of_another_player_names_no_card() -> None:
    """Hidden order: Bob's library nobody described shows no card to the answer (never invent its top)."""
    result = resolve_card(LOOK_BACK, target="Bob", Bob={"library": 30})
    look = events(result, "look")[0]
    assert look["seen_by"] == "Dave"
    assert all(name.startswith("unknown card") for name in look["objects"])
    assert result["warnings"]


def test_each_player_looking_at_target_players_library_is_refused() -> None:
    """Only the controller's own look at another player's library is read: another reader of it is refused."""
    from bot.errors import BotError

    with pytest.raises(BotError) as caught:
        resolve_card("Each player looks at the top card of target player's library.", target="Bob")
    assert caught.value.code == "unsupported_effect"
