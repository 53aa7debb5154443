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


# ------------------------------------------------------------------ another player's library, revealed or looked at
PROPHECY = ("Reveal the top card of target opponent's library. If it's a land, you gain 1 life. Then that player "
            "shuffles their library.")
PROPHECY_ES = ("Muestra la primera carta de la biblioteca del oponente objetivo. Si es una tierra, ganas 1 vida. Luego "
               "ese jugador baraja su biblioteca.")
CORAL = ("Whenever Coral Fighters attacks and isn't blocked, look at the top card of defending player's library. You "
         "may put that card on the bottom of that player's library.")
CORAL_ES = ("Siempre que los Luchadores del coral ataquen y no sean bloqueados, mira la primera carta de la biblioteca "
            "del jugador defensor. Puedes poner esa carta en el fondo de la biblioteca de ese jugador.")


@pytest.mark.parametrize(("lang", "text"), [("en", PROPHECY), ("es", PROPHECY_ES)])
def test_the_top_of_target_opponents_library_revealed_and_checked(lang: str, text: str) -> None:
    """Prophecy (701.20a, 608.2c): Dave shows Alice's top card (a Swamp) to everyone; it is a land, so Dave gains 1
    life; then Alice shuffles. The narration says who revealed whose card."""
    result = resolve_card(text, lang=lang, card="Prophecy", target="Alice")
    reveal = events(result, "reveal")[0]
    assert (reveal["player"], reveal["objects"], reveal["revealed_by"]) == ("Alice", ["Swamp"], "Dave")
    assert events(result, "gain_life")[0]["player"] == "Dave"
    assert events(result, "shuffle")[0]["player"] == "Alice"
    said = "Dave reveals Swamp from the top of Alice's library" if lang == "en" else \
        "Dave muestra Swamp de la parte superior de la biblioteca de Alice"
    assert said in result["narration"]


def test_a_revealed_card_of_another_kind_gains_no_life() -> None:
    """The top card is Counterspell once the Swamp is gone: not a land, no life (608.2c: checked as it is reached)."""
    library = ["Counterspell (instant)", "Swamp (basic land)"]
    result = resolve_card(PROPHECY, card="Prophecy", target="Alice", Alice={"library": library})
    assert events(result, "gain_life") == []


def test_a_revealed_card_of_an_undescribed_library_is_asked_never_guessed() -> None:
    """Alice's library is only a count: whether its top card is a land is not known, so it is asked."""
    from bot.errors import BotError

    with pytest.raises(BotError) as caught:
        resolve_card(PROPHECY, card="Prophecy", target="Alice", Alice={"library": 30})
    assert caught.value.code == "choice_needed" and "Alice" in caught.value.text("en")


def test_if_its_a_land_card_after_your_own_reveal_checks_that_card() -> None:
    """"If it's a land card, you gain 1 life" (no move of the card): the card revealed, Dave's Swamp."""
    result = resolve_card("Reveal the top card of your library. If it's a land card, you gain 1 life.")
    assert events(result, "gain_life")[0]["amount"] == 1


@pytest.mark.parametrize(("lang", "card", "text"), [("en", "Coral Fighters", CORAL),
                                                   ("es", "Luchadores del coral", CORAL_ES)])
def test_defending_players_top_card_looked_at_and_put_on_the_bottom_by_the_looker(lang: str, card: str,
                                                                                  text: str) -> None:
    """Coral Fighters (508.5, 701.20e): Dave alone sees Alice's top card and decides ("you may") whether it goes to
    the bottom of Alice's library; the reading says "that player's library", never "your library"."""
    result = resolve_card(text, lang=lang, card=card, active="Dave", combat={"attacking": {card: "Alice"}},
                          Dave={"battlefield": [creature(card, 1, 1)]})
    look = events(result, "look")[0]
    assert (look["player"], look["objects"], look["seen_by"]) == ("Alice", ["Swamp"], "Dave")
    put = events(result, "put")[0]
    assert put["to"] == "library_bottom" and put["player"] == "Alice" and put["seen_by"] == "Dave"
    assert [c["player"] for c in result["steps"][1]["choices"]] == ["Dave"]
    assert ("bottom of that player's library" if lang == "en" else "fondo de la biblioteca de ese jugador") \
        in result["reading"]


def test_that_players_library_with_no_other_library_looked_at_is_refused() -> None:
    """"that player's library" after the controller's own look names nobody: refused, never read as "your"."""
    from bot.errors import BotError

    with pytest.raises(BotError):
        resolve_card("Look at the top card of your library. You may put that card on the bottom of that player's "
                     "library.")


# ------------------------------------------------------------------ cards from a hand on the bottom of a library
@pytest.mark.parametrize(("lang", "text"), [
    ("en", "When Sawtooth Loon enters the battlefield, draw two cards, then put two cards from your hand on the bottom "
           "of your library."),
    ("es", "Cuando el Somorgujo dentado entre al campo de batalla, roba dos cartas, luego pon dos cartas de tu mano en "
           "el fondo de tu biblioteca."),
])
def test_two_cards_from_a_hand_go_under_the_library_in_an_order_nobody_else_sees(lang: str, text: str) -> None:
    """Sawtooth Loon (401.4): Dave draws two, then puts two cards of his hand under his library; the move is hidden
    (two cards: their order unseen), the choice is his and hidden (101.4a)."""
    result = resolve_card(text, lang=lang)
    put = events(result, "put")[0]
    assert put["to"] == "library_bottom" and put["from"] == "hand" and len(put["objects"]) == 2 and put["hidden"]
    assert all(c["hidden"] for c in result["steps"][1]["choices"])


# ------------------------------------------------------------------ manifest (701.40a)
@pytest.mark.parametrize(("lang", "text"), [("en", "Manifest the top two cards of your library."),
                                            ("es", "Manifiesta las dos primeras cartas de tu biblioteca.")])
def test_manifest_puts_face_down_two_two_creatures_onto_the_battlefield(lang: str, text: str) -> None:
    """701.40a, 708.5: Dave's top two cards (Swamp, Counterspell) leave his library and become face-down 2/2
    creatures; the event names them for Dave alone (hidden), face down."""
    result = resolve_card(text, lang=lang)
    (event,) = events(result, "manifest")
    assert event["objects"] == ["Swamp", "Counterspell"] and event["hidden"] and event["face"] == "down"
    assert event["to"] == "battlefield" and event["amount"] == 2
    assert "701.40a" in result["steps"][0]["citations"]


def test_a_manifested_creature_is_a_creature_entering_the_battlefield() -> None:
    """The face-down permanent is a 2/2 creature (708.2): a following "Put a +1/+1 counter on each creature you
    control" reaches both face-down creatures as well as Dave's Elves and Wurm."""
    result = resolve_card("Manifest the top two cards of your library. Put a +1/+1 counter on each creature you "
                          "control.")
    counters = events(result, "counter")
    names = [n for e in counters for n in e["objects"]]
    assert len(names) == 4 and "Swamp" not in names and "Counterspell" not in names


def test_manifest_of_an_undescribed_library_names_no_card() -> None:
    """A library nobody described: two cards are manifested, none named (never invented)."""
    result = resolve_card("Manifest the top two cards of your library.", Dave={"library": 20})
    (event,) = events(result, "manifest")
    assert event["objects"] == [] and event["unknown"] is True and event["amount"] == 2


def test_manifest_of_another_players_library_is_refused() -> None:
    """Only the controller's own library is read ("Each opponent manifests the top card of your library": not)."""
    from bot.errors import BotError

    with pytest.raises(BotError):
        resolve_card("Each opponent manifests the top card of your library.")


# ------------------------------------------------------------------ the cards shown, under the library in any order
SLABS = ("Reveal the top seven cards of your library, then put those cards on the bottom of your library in any order. "
         "If a card named Stomping Slabs was revealed this way, Stomping Slabs deals 7 damage to any target.")


@pytest.mark.parametrize(("lang", "text", "said"), [
    ("en", "Reveal the top seven cards of your library, then put those cards on the bottom of your library in any "
           "order.", "in any order"),
    ("es", "Muestra las siete primeras cartas de tu biblioteca y luego pon esas cartas en el fondo de tu biblioteca en "
           "cualquier orden.", "en cualquier orden"),
])
def test_the_revealed_cards_go_under_the_library_in_an_order_nobody_else_sees(lang: str, text: str, said: str) -> None:
    """401.4: the seven cards shown go to the bottom, their order hidden; the reading keeps "in any order"."""
    result = resolve_card(text, lang=lang)
    put = events(result, "put")[0]
    assert put["to"] == "library_bottom" and len(put["objects"]) == 7 and put["hidden"]
    assert said in result["reading"]


def test_a_card_named_like_the_source_revealed_this_way_deals_the_damage() -> None:
    """Stomping Slabs: with a Stomping Slabs among the seven cards, it deals 7 damage to the target."""
    library = ["Swamp (basic land)", "Stomping Slabs (sorcery)", "Forest (basic land)"]
    result = resolve_card(SLABS, card="Stomping Slabs", target="Alice", Dave={"library": library})
    damage = events(result, "damage")
    assert damage and damage[0]["amount"] == 7


def test_a_chosen_target_of_two_kinds_is_said_as_printed_spanish_says_it() -> None:
    """The Spanish reading of "Choose target artifact or enchantment" puts "objetivo" after the whole kind, so it reads
    back ("Elige el artefacto o encantamiento objetivo"), never "el artefacto objetivo o encantamiento"."""
    result = resolve_card(UNRAVEL_ES, lang="es", card="Unravel the Aether", target="Sol Ring")
    assert result["reading"].startswith("Elige el artefacto o encantamiento objetivo.")
