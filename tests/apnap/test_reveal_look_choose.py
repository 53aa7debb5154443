"""Revealing, looking and choosing (issue #22, session 22): real Oracle text and printed Spanish on the standard board
(realcards.py: Dave controls the effect, Bob is active, every library known from the top: Swamp, Counterspell, Forest,
Llanowar Elves, Plains, Mountain, Island, Divination, Opt, Shock). Revealing and looking move nothing (701.20b) but
make cards known: to every player (701.20a) or to the one who looks (701.20e). Each test failed before its mechanism
was read (the words were refused).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, creature, resolve_card

MYSTICAL_TUTOR = ("Search your library for an instant or sorcery card and reveal that card. Shuffle your library, "
                  "then put the card on top of it.")
MYSTICAL_TUTOR_ES = ("Busca en tu biblioteca una carta de instantáneo o de conjuro y revélala. Baraja tu biblioteca y "
                     "luego pon esa carta en la parte superior.")
SYLVAN_TUTOR = ("Search your library for a creature card and reveal that card. Shuffle your library, then put the card "
                "on top of it.")
PORT_INSPECTOR = "Whenever Port Inspector becomes blocked, you may look at defending player's hand."
PORT_INSPECTOR_ES = "Siempre que el Inspector portuario sea bloqueado, puedes mirar la mano del jugador defensor."
MIND_WARP = "Look at target player's hand and choose X cards from it. That player discards those cards."
MIND_WARP_ES = "Mira la mano del jugador objetivo y elige de ella X cartas. Ese jugador descarta esas cartas."
THIEVING_SPRITE = ("When Thieving Sprite enters the battlefield, target player reveals X cards from their hand, where "
                   "X is the number of Faeries you control. You choose one of those cards. That player discards "
                   "that card.")
THIEVING_SPRITE_ES = ("Cuando el Duende ladrón entre al campo de batalla, el jugador objetivo muestra X cartas de su "
                      "mano, donde X es el número de Hadas que controlas. Elige una de esas cartas. Ese jugador "
                      "descarta esa carta.")


def events(result: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [e for s in result["steps"] for e in s["events"] if e["action"] == action]


# ------------------------------------------------------------------ a search whose sentence ends with the reveal
@pytest.mark.parametrize(("lang", "text"), [("en", MYSTICAL_TUTOR), ("es", MYSTICAL_TUTOR_ES)])
def test_mystical_tutor_reveals_the_card_then_puts_it_on_top_after_the_shuffle(lang: str, text: str) -> None:
    """Mystical Tutor (701.23a, 701.20a-b, 701.24a, 608.2c): Dave finds Opt, shows it (it stays in the library),
    shuffles and puts that card on top: Opt is the top card, the rest of the order is unknown; the found card is
    public."""
    result = resolve_card(text, lang=lang, card="Mystical Tutor", choices={"Dave": ["Opt"]})
    found = events(result, "search")[0]
    assert found["objects"] == ["Opt"] and found["to"] == "revealed" and not found.get("hidden")
    moved = events(result, "put")[-1]
    assert moved["objects"] == ["Opt"] and moved["to"] == "library_top"
    assert [s["action"] for s in result["steps"]] == ["search", "shuffle", "put"]
    said = result["narration"]
    assert ("Dave finds Opt and reveals it" in said) if lang == "en" else ("Dave encuentra Opt y la muestra" in said)
    reading = result["reading"]
    assert reading.startswith("Search your library for an instant or sorcery card and reveal it.") if lang == "en" \
        else reading.startswith("Busca en tu biblioteca una carta de instantáneo o conjuro y muéstrala.")
    assert ("Put that card on top of your library." in reading) if lang == "en" else \
        ("Pon esa carta en la parte superior de tu biblioteca." in reading)
    assert "back in any order" not in reading and "de nuevo" not in reading


def test_a_card_found_in_a_library_nobody_described_is_not_named() -> None:
    """Sylvan Tutor with Dave's library thirty cards nobody named: the card found is the player's choice among them, so
    neither the search nor the move after it names one (401.2); nothing is invented."""
    data = board(Dave={"library": 30})
    data["effect"] = SYLVAN_TUTOR
    result = resolve_text(json.dumps(data), "en")
    found = events(result, "search")[0]
    assert found["objects"] == [] and found.get("unknown") is True
    moved = events(result, "put")[-1]
    assert moved["objects"] == [] and moved.get("unknown") is True


def test_a_declined_search_moves_nothing_not_the_card_revealed_before() -> None:
    """"Reveal the top card … You may search … and reveal it. Shuffle …, then put the card on top of it.": Dave says
    no to the search; "the card" is the search's, so nothing moves (the Swamp revealed before is not it, 608.2c)."""
    result = resolve_card("Reveal the top card of your library. You may search your library for a creature card and "
                          "reveal it. Shuffle your library, then put the card on top of it.",
                          choices={"Dave": ["no"]})
    assert all(not e["objects"] for e in events(result, "put"))
    assert events(result, "reveal")[0]["objects"] == ["Swamp"]


def test_on_top_of_it_with_no_shuffle_before_is_refused() -> None:
    """"Put the card on top of it" names the library just shuffled: with no shuffle before it, "it" is not read."""
    with pytest.raises(BotError) as caught:
        resolve_card("Search your library for a creature card and reveal it. Put the card on top of it.")
    assert caught.value.code == "unsupported_effect"


def test_the_revealed_card_goes_where_the_next_sentence_says() -> None:
    """"… and reveal it. Put that card into your hand. Then shuffle your library.": Llanowar Elves (the one creature
    card) to Dave's hand, the library shuffled after (608.2c, 701.24a)."""
    result = resolve_card("Search your library for a creature card and reveal it. Put that card into your hand. Then "
                          "shuffle your library.", choices={"Dave": ["Llanowar Elves"]})
    put = events(result, "put")[0]
    assert put["objects"] == ["Llanowar Elves"] and put["to"] == "hand" and put["player"] == "Dave"
    assert [s["action"] for s in result["steps"]] == ["search", "put", "shuffle"]


# ------------------------------------------------------------------ a look at defending player's hand
def _inspector(text: str, lang: str, **more: Any) -> dict[str, Any]:
    return resolve_card(text, lang=lang, card="Port Inspector", active="Dave",
                        combat={"attacking": {"Port Inspector": "Bob"}},
                        Dave={"battlefield": [creature("Port Inspector", 1, 3)]}, **more)


@pytest.mark.parametrize(("lang", "text"), [("en", PORT_INSPECTOR), ("es", PORT_INSPECTOR_ES)])
def test_port_inspector_looks_at_the_defending_players_hand(lang: str, text: str) -> None:
    """Port Inspector attacks Bob (506.2, 508.5): Dave looks at Bob's hand, which only Dave sees (701.20e, 402.3)."""
    result = _inspector(text, lang)
    looked = events(result, "look")[0]
    assert looked["player"] == "Bob" and looked["objects"] == ["Lightning Bolt"] and looked["seen_by"] == "Dave"
    assert result["reading"] == ("You may look at defending player's hand." if lang == "en"
                                 else "Puedes mirar la mano del jugador defensor.")


def test_a_look_the_looker_declines_shows_nothing() -> None:
    """"You may look …": the "may" is Dave's (the looker's), not Bob's; with "no" nothing is seen."""
    result = _inspector(PORT_INSPECTOR, "en", choices={"Dave": ["no"]})
    assert events(result, "look") == []
    assert [c["player"] for s in result["steps"] for c in s["choices"]] == ["Dave"]


# ------------------------------------------------------------------ several cards chosen from a hand
@pytest.mark.parametrize(("lang", "text"), [("en", MIND_WARP), ("es", MIND_WARP_ES)])
def test_mind_warp_chooses_x_cards_and_that_player_discards_those_cards(lang: str, text: str) -> None:
    """Mind Warp, X = 2: Dave looks at Alice's hand (Opt, Shock, Island), chooses Shock and Island; Alice discards
    those two (701.9a), Opt stays."""
    result = resolve_card(text, lang=lang, card="Mind Warp", target="Alice", x=2,
                          choices={"Dave": [["Shock", "Island"]]})
    discarded = events(result, "discard")[0]
    assert discarded["player"] == "Alice" and sorted(discarded["objects"]) == ["Island", "Shock"]


def test_that_card_after_several_chosen_is_refused() -> None:
    """"Choose X cards from it. That player discards that card.": which one of them is not read."""
    with pytest.raises(BotError) as caught:
        resolve_card("Look at target player's hand and choose X cards from it. That player discards that card.",
                     target="Alice")
    assert caught.value.code == "unsupported_effect"


@pytest.mark.parametrize(("lang", "text"), [("en", THIEVING_SPRITE), ("es", THIEVING_SPRITE_ES)])
def test_thieving_sprite_you_choose_one_of_those_cards(lang: str, text: str) -> None:
    """Thieving Sprite (a Faerie, Dave's only one): Alice reveals one card from her hand, Shock (her choice); Dave
    chooses it among those revealed; Alice discards it."""
    card = "Thieving Sprite" if lang == "en" else "Duende ladrón"
    result = resolve_card(text, lang=lang, card=card, target="Alice", choices={"Alice": ["Shock"]},
                          Dave={"battlefield": [creature(card, 1, 1, subtypes=["Faerie", "Rogue"])]})
    assert events(result, "reveal")[0]["objects"] == ["Shock"]
    assert events(result, "discard")[0]["objects"] == ["Shock"]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Target opponent reveals their hand. You choose a nonland card from it. That player exiles that card."),
    ("es", "El oponente objetivo muestra su mano. Elige de ella una carta que no sea tierra. Ese jugador exilia esa "
           "carta."),
])
def test_that_player_exiles_the_card_chosen_from_their_hand(lang: str, text: str) -> None:
    """"That player exiles that card" (701.13a): Bob, whose hand Dave chose Lightning Bolt from, exiles it; the
    controller exiles only when the words say "exile that card"."""
    result = resolve_card(text, lang=lang, target="Bob")
    exiled = events(result, "exile")[0]
    assert (exiled["player"], exiled["objects"], exiled["owner"]) == ("Bob", ["Lightning Bolt"], "Bob")
