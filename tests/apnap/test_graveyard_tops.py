"""The top cards of a graveyard (404.1, 404.2): "Return the top creature card of your graveyard to the battlefield",
"Exile the top two cards of your graveyard", printed Spanish "la primera carta de criatura de tu cementerio". A
graveyard is listed bottom card first (its top card is the last listed, as a card put there goes on top, 404.1), and
nobody chooses the cards: the zone's order does. Before graveyard_tops.py these were refused ("top creature card of
your graveyard to the battlefield" not understood)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

# Dave's graveyard on the standard board, bottom first: Elvish Mystic (creature), Island, Swamp (the top card)


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("Return the top creature card of your graveyard to the battlefield.", None,
     "Return the top creature card of your graveyard to the battlefield."),
    ("Put the top creature card of your graveyard onto the battlefield.", None,
     "Put the top creature card of your graveyard onto the battlefield."),
    ("Regresa la primera carta de criatura de tu cementerio al campo de batalla.", "es",
     "Regresa la primera carta de criatura de tu cementerio al campo de batalla."),
    ("Regresa al campo de batalla la primera carta de criatura de tu cementerio.", "es",
     "Regresa la primera carta de criatura de tu cementerio al campo de batalla."),
])
def test_the_top_creature_card_is_the_topmost_creature(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang)
    [event] = out["steps"][0]["events"]
    assert event["action"] in ("return", "put") and event["objects"] == ["Elvish Mystic"]
    assert event["to"] == "battlefield"
    assert said in out["narration"] and "404.2" in out["narration"]


@pytest.mark.parametrize(("text", "lang"), [("Exile the top two cards of your graveyard.", None),
                                            ("Exilia las dos primeras cartas de tu cementerio.", "es")])
def test_the_top_two_cards_are_the_last_two_listed(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang)
    [event] = out["steps"][0]["events"]
    assert event["action"] == "exile" and sorted(event["objects"]) == ["Island", "Swamp"]


def test_each_player_returns_their_own_top_creature_card() -> None:
    out = resolve_card("Each player returns the top creature card of their graveyard to their hand.")
    got = {e["player"]: e["objects"] for e in out["steps"][0]["events"]}
    assert got == {"Alice": ["Gray Ogre"], "Bob": ["Runeclaw Bear"], "Carol": [], "Dave": ["Elvish Mystic"]}


_CARDS = st.lists(st.sampled_from(["Gray Ogre (creature)", "Swamp (basic land)", "Opt (instant)",
                                   "Hill Giant (creature)", "Shock (instant)"]), min_size=0, max_size=6)


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(graveyard=_CARDS)
def test_the_top_card_of_a_kind_is_the_last_of_it_listed(graveyard: list[str]) -> None:
    out = resolve_card("Return the top creature card of your graveyard to your hand.", Dave={"graveyard": graveyard})
    creatures = [c.split(" (")[0] for c in graveyard if c.endswith("(creature)")]
    [event] = out["steps"][0]["events"]
    assert event["objects"] == creatures[-1:]


def test_another_players_graveyard_said_your_is_refused() -> None:
    with pytest.raises(BotError) as caught:
        resolve_card("Each opponent returns the top creature card of your graveyard to their hand.")
    assert caught.value.key == "apnap.error.unsupported_effect"
