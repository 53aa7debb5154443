"""Cards in graveyards as objects (issue #22, session 23): real Oracle text and printed Spanish on the standard board
(realcards.py: Dave controls the effect; Alice's graveyard holds Gray Ogre, Ponder and a Mountain, Bob's Runeclaw
Bear, Dave's Elvish Mystic, an Island and a Swamp). A target in a graveyard is a card there of the kind the text says
(115.1), still there as the ability resolves (608.2b); "an opponent's graveyard" is one opponent's; "X target …
cards" takes X cards, X chosen as it was cast (107.3). "As long as an artifact card is in your graveyard" reads the
graveyard as the board gives it (404.1). Each test failed before its mechanism was read (the words were refused, or
the Spanish count read as one card).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, creature, resolve_card

RUIN_RAT = "Exile target card from an opponent's graveyard."  # Ruin Rat's dies trigger, its effect
RUIN_RAT_ES = "Exilia la carta objetivo del cementerio de un oponente."
PULSEMAGE_ADVOCATE = ("Return three target cards from an opponent's graveyard to their hand. Return target creature "
                      "card from your graveyard to the battlefield.")
PULSEMAGE_ADVOCATE_ES = ("Regresa tres cartas objetivo del cementerio de un oponente a su mano. Regresa la carta de "
                         "criatura objetivo de tu cementerio al campo de batalla.")
GRUESOME_ENCORE = ("Put target creature card from an opponent's graveyard onto the battlefield under your control. "
                   "It gains haste.")
GRUESOME_ENCORE_ES = ("Pon la carta de criatura objetivo del cementerio de un oponente en el campo de batalla bajo tu "
                      "control. Gana la habilidad de prisa.")
MIDNIGHT_RITUAL = ("Exile X target creature cards from your graveyard. For each creature card exiled this way, create "
                   "a 2/2 black Zombie creature token.")
MIDNIGHT_RITUAL_ES = ("Exilia X cartas de criatura objetivo de tu cementerio. Por cada carta de criatura exiliada de "
                      "esta manera, crea una ficha de criatura Zombie negra 2/2.")
WAKE_THE_DEAD = "Return X target creature cards from your graveyard to the battlefield."
WINDWRIGHT_MAGE = "Windwright Mage has flying as long as an artifact card is in your graveyard."
WINDWRIGHT_MAGE_ES = ("El Mago del viento tiene la habilidad de volar mientras haya una carta de artefacto en tu "
                      "cementerio.")
DAVES_CREATURES = {"graveyard": ["Elvish Mystic (creature)", "Gray Ogre (creature)", "Swamp (basic land)"]}


def events(result: dict[str, Any], action: str | None = None) -> list[dict[str, Any]]:
    return [e for s in result["steps"] for e in s["events"] if action is None or e["action"] == action]


def refused(text: str, lang: str = "en", **changes: Any) -> BotError:
    with pytest.raises(BotError) as caught:
        resolve_card(text, lang=lang, **changes)
    return caught.value


# ------------------------------------------------------------------ an opponent's graveyard (115.1)
@pytest.mark.parametrize(("lang", "text"), [("en", RUIN_RAT), ("es", RUIN_RAT_ES)])
def test_ruin_rat_exiles_the_named_card_of_an_opponents_graveyard(lang: str, text: str) -> None:
    """Ruin Rat: Bob's Runeclaw Bear is a card in an opponent's graveyard: exiled from it (406.2)."""
    result = resolve_card(text, lang=lang, target="Runeclaw Bear")
    exiled = events(result, "exile")
    assert [e["objects"] for e in exiled] == [["Runeclaw Bear"]] and exiled[0]["from"] == "graveyard"
    assert result["reading"] == text
    said = "from an opponent's graveyard" if lang == "en" else "del cementerio de un oponente"
    assert said in result["narration"]


def test_ruin_rat_never_takes_a_card_of_the_controllers_own_graveyard() -> None:
    """Dave's own Elvish Mystic is in no opponent's graveyard: not a legal target, refused (115.1), never exiled."""
    error = refused(RUIN_RAT, target="Elvish Mystic")
    assert error.code == "bad_scenario" and error.key == "apnap.error.target_card"


def test_ruin_rat_takes_no_teammates_card() -> None:
    """Two-Headed Giant: Carol is Dave's teammate, not an opponent (102.3): her graveyard's card is no target."""
    error = refused(RUIN_RAT, target="Mountain", teams=[["Alice", "Bob"], ["Carol", "Dave"]],
                    Carol={"graveyard": ["Mountain (basic land)"]}, Alice={"graveyard": []})
    assert error.key == "apnap.error.target_card"


@pytest.mark.parametrize(("lang", "text"), [("en", PULSEMAGE_ADVOCATE), ("es", PULSEMAGE_ADVOCATE_ES)])
def test_pulsemage_advocate_returns_three_cards_to_their_owners_hand(lang: str, text: str) -> None:
    """Pulsemage Advocate: three target cards of Alice's graveyard go to her hand (400.3), then Dave's Elvish Mystic
    to the battlefield; the Spanish "tres cartas" is three targets, not one."""
    result = resolve_card(text, lang=lang, target=["Gray Ogre", "Ponder", "Mountain", "Elvish Mystic"])
    returned = events(result, "return")
    assert returned[0]["objects"] == ["Gray Ogre", "Ponder", "Mountain"] and returned[0]["to"] == "owners_hands"
    assert returned[1]["objects"] == ["Elvish Mystic"] and returned[1]["to"] == "battlefield"
    assert ("three target cards from an opponent's graveyard to their hand" in result["reading"]) if lang == "en" \
        else ("tres cartas objetivo del cementerio de un oponente a su mano" in result["reading"])


def test_pulsemage_advocate_refuses_cards_of_two_opponents_graveyards() -> None:
    """"Three target cards from an opponent's graveyard" are in one graveyard (115.1): Alice's two and Bob's one are
    refused with their owners named, never moved from both."""
    error = refused(PULSEMAGE_ADVOCATE, target=["Gray Ogre", "Ponder", "Runeclaw Bear", "Elvish Mystic"])
    assert error.key == "apnap.error.target_cards_one_graveyard" and "Alice, Bob" in error.text("en")


@pytest.mark.parametrize(("lang", "text"), [("en", GRUESOME_ENCORE), ("es", GRUESOME_ENCORE_ES)])
def test_gruesome_encore_puts_the_opponents_creature_card_under_your_control(lang: str, text: str) -> None:
    """Gruesome Encore: Bob's Runeclaw Bear enters under Dave's control (a new object, 400.7) and gains haste."""
    result = resolve_card(text, lang=lang, target="Runeclaw Bear")
    moved = events(result, "return")[0]
    assert moved["objects"] == ["Runeclaw Bear"] and moved["to"] == "battlefield" and moved["player"] == "Dave"
    assert events(result, "modify")[0]["objects"] == ["Runeclaw Bear"]
    said = "onto the battlefield under your control" if lang == "en" else "al campo de batalla bajo tu control"
    assert said in result["narration"]


def test_gruesome_encore_refuses_a_card_of_another_kind() -> None:
    """Alice's Ponder is a sorcery card: no target for "target creature card" (115.1)."""
    assert refused(GRUESOME_ENCORE, target="Ponder").key == "apnap.error.target_card"


# ------------------------------------------------------------------ X target cards (107.3, 601.2c)
@pytest.mark.parametrize(("lang", "text"), [("en", MIDNIGHT_RITUAL), ("es", MIDNIGHT_RITUAL_ES)])
def test_midnight_ritual_exiles_x_creature_cards_and_makes_a_zombie_for_each(lang: str, text: str) -> None:
    """Midnight Ritual with X = 2: both of Dave's creature cards exiled, two Zombies made."""
    result = resolve_card(text, lang=lang, x=2, target=["Elvish Mystic", "Gray Ogre"], Dave=DAVES_CREATURES)
    assert events(result, "exile")[0]["objects"] == ["Elvish Mystic", "Gray Ogre"]
    assert len(events(result, "create")[0]["objects"]) == 2
    assert result["reading"].startswith("Exile X target creature cards from your graveyard." if lang == "en"
                                        else "Exilia X cartas de criatura objetivo de tu cementerio.")


def test_midnight_ritual_without_x_is_asked() -> None:
    """X is chosen as the spell is cast (107.3): not given, it is asked, never taken from the cards named."""
    data = board(target=["Elvish Mystic", "Gray Ogre"], Dave=DAVES_CREATURES, effect=MIDNIGHT_RITUAL)
    data.pop("x", None)
    with pytest.raises(BotError) as caught:
        resolve_text(json.dumps(data), "en")
    assert caught.value.key == "apnap.error.x_missing"


def test_wake_the_dead_needs_x_cards_named() -> None:
    """Wake the Dead with X = 2 and only one card named: the second is asked (601.2c), never done with one; with one
    creature card in the graveyard it could not have been cast with X = 2."""
    error = refused(WAKE_THE_DEAD, x=2, target=["Elvish Mystic"], Dave=DAVES_CREATURES)
    assert error.code == "choice_needed" and error.suggestions == ["Elvish Mystic", "Gray Ogre"]
    error = refused(WAKE_THE_DEAD, x=2, target=["Elvish Mystic"])  # only one creature card there
    assert error.code == "bad_scenario" and error.key == "apnap.error.targets_too_few"
    result = resolve_card(WAKE_THE_DEAD, x=1, target=["Gray Ogre"], Dave=DAVES_CREATURES)
    assert events(result, "return")[0]["objects"] == ["Gray Ogre"]


def test_a_printed_spanish_count_of_graveyard_targets_is_that_many() -> None:
    """"Regresa dos cartas de criatura objetivo de tu cementerio a tu mano" was read as one card (the Spanish count
    word was dropped); now two, like the English."""
    text = "Regresa dos cartas de criatura objetivo de tu cementerio a tu mano."
    result = resolve_card(text, lang="es", target=["Elvish Mystic", "Gray Ogre"], Dave=DAVES_CREATURES)
    assert events(result, "return")[0]["objects"] == ["Elvish Mystic", "Gray Ogre"]
    assert result["reading"].startswith("Regresa dos cartas de criatura objetivo")


# ------------------------------------------------------------------ one card of a kind in a graveyard (404.1)
def _mage(graveyard: list[str] | None) -> dict[str, Any]:
    dave: dict[str, Any] = {"battlefield": [creature("Windwright Mage", 2, 2), "Swamp (basic land)"]}
    if graveyard is not None:
        dave["graveyard"] = graveyard
    return dave


@pytest.mark.parametrize(("lang", "text"), [("en", WINDWRIGHT_MAGE), ("es", WINDWRIGHT_MAGE_ES)])
def test_windwright_mage_flies_only_with_an_artifact_card_in_the_graveyard(lang: str, text: str) -> None:
    """Windwright Mage: Dave's graveyard without an artifact card: no flying now; with Sol Ring there: flying."""
    without = resolve_card(text, lang=lang, card="Windwright Mage", Dave=_mage(None))
    with_one = resolve_card(text, lang=lang, card="Windwright Mage", Dave=_mage(["Sol Ring (artifact)"]))
    assert ("not so on this board" if lang == "en" else "no es así en este tablero") in without["narration"]
    assert ("not so on this board" if lang == "en" else "no es así en este tablero") not in with_one["narration"]


def test_a_graveyard_quick_mode_does_not_describe_stays_unknown_and_the_assumption_is_said() -> None:
    """Quick mode lists no graveyard (400.2: unknown, never read as empty): "if there is a creature card in your
    graveyard" is assumed and the assumption said in ``warnings``."""
    from bot.apnap import QuickRequest, quick_scenario

    text = "If there is a creature card in your graveyard, draw a card."
    out = resolve_text(json.dumps(quick_scenario(QuickRequest(players=["Ann", "Ben"], effect=text))))
    assert out["warnings"] == ["Assumed that “there is a creature card in your graveyard” holds: the board does "
                               "not say."]


def test_if_there_is_a_creature_card_in_your_graveyard() -> None:
    """"If there is a creature card in your graveyard, draw a card": true on Dave's board (Elvish Mystic), false with
    only lands there (608.2c)."""
    assert events(resolve_card("If there is a creature card in your graveyard, draw a card."), "draw")
    assert not events(resolve_card("Si hay una carta de criatura en tu cementerio, roba una carta.", lang="es",
                                   Dave={"graveyard": ["Island (basic land)"]}), "draw")


def test_three_target_cards_none_named_are_asked_with_the_legal_cards() -> None:
    """Pulsemage Advocate with no card named: which three were chosen as it was cast is asked (601.2c), the cards of
    the opponents' graveyards offered, never Dave's own."""
    data = board(effect=PULSEMAGE_ADVOCATE)
    data.pop("target", None)
    with pytest.raises(BotError) as caught:
        resolve_text(json.dumps(data), "en")
    error = caught.value
    assert error.code == "choice_needed" and error.key == "apnap.error.targets_needed_exactly"
    assert error.suggestions == ["Gray Ogre", "Ponder", "Mountain", "Runeclaw Bear"]


def test_a_later_target_word_with_no_card_of_its_own_named_is_asked() -> None:
    """Pulsemage Advocate with only the three cards of the first word named: the second word's creature card is
    asked (601.2c: the cards of Dave's graveyard offered), not refused as if those three were meant for it."""
    with pytest.raises(BotError) as caught:
        resolve_card(PULSEMAGE_ADVOCATE, target=["Gray Ogre", "Ponder", "Mountain"])
    assert caught.value.code == "choice_needed" and caught.value.suggestions == ["Elvish Mystic"]
