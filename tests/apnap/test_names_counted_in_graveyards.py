""""The number of cards in all graveyards with the same name as that spell" (Nantuko Shrine, Dwarven Shrine) and "for
each card named Life Burst in each graveyard" (Life Burst): a count of every player's graveyard (404.2) by a card's
name (201.2), the cast trigger's spell's (603.2) or a printed name. Refused before ("with the same name as that
spell", "each graveyard").

The standard board (realcards.py): Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

BEARS = {"name": "Grizzly Bears", "controller": "Bob", "types": ["creature"], "mana_value": 2}
GRAVES = {"Alice": {"graveyard": ["Grizzly Bears (creature)", "Ponder (sorcery)"]},
          "Bob": {"graveyard": ["Grizzly Bears (creature)", "Runeclaw Bear (creature)"]},
          "Carol": {"graveyard": ["Grizzly Bears (creature)"]}}
SHRINE = ("Whenever a player casts a spell, Dwarven Shrine deals X damage to that player, where X is twice the number "
          "of cards in all graveyards with the same name as that spell.")
SQUIRRELS = ("Whenever a player casts a spell, that player creates X 1/1 green Squirrel creature tokens, where X is "
             "the number of cards in all graveyards with the same name as that spell.")


def test_the_cards_of_the_spells_name_in_every_graveyard_are_counted() -> None:
    out = resolve_card(SHRINE, card="Dwarven Shrine", spells=[BEARS], event_object="Grizzly Bears", **GRAVES)
    dealt = events_of(out, "damage")
    assert [(e["player"], e["amount"]) for e in dealt] == [("Bob", 6)]  # to the caster: three Grizzly Bears, twice
    assert "201.2" in out["citations"]
    assert out["reading"] == ("Dwarven Shrine deals X damage to that player, where X is twice the number of cards in "
                              "all graveyards with the same name as that spell.")


def test_the_tokens_are_as_many_as_those_cards() -> None:
    out = resolve_card(SQUIRRELS, card="Nantuko Shrine", spells=[BEARS], event_object="Grizzly Bears", **GRAVES)
    made = events_of(out, "create")
    assert [(e["player"], e["amount"]) for e in made] == [("Bob", 3)]


def test_the_spell_is_asked_for_never_guessed() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(SHRINE, card="Dwarven Shrine", spells=[BEARS], **GRAVES)
    assert err.value.field == "event_object"


LIFE_BURST = "Target player gains 4 life, then gains 4 life for each card named Life Burst in each graveyard."


def test_each_graveyard_is_every_players_graveyard() -> None:
    graves = {"Alice": {"graveyard": ["Life Burst (instant)", "Ponder (sorcery)"]},
              "Dave": {"graveyard": ["Life Burst (instant)", "Life Burst (instant)"]}}
    out = resolve_card(LIFE_BURST, card="Life Burst", target="Carol", **graves)
    gained = [e["amount"] for e in events_of(out, "gain_life")]
    assert gained == [4, 12]
    assert out["reading"] == ("Target player gains 4 life, then gains 4 life for each card named Life Burst in all "
                              "graveyards.")


def test_printed_spanish_reads_the_same() -> None:
    text = ("Siempre que un jugador lance un hechizo, ese jugador crea X fichas de criatura Ardilla verde 1/1, donde X "
            "es el número de cartas en todos los cementerios con el mismo nombre que ese hechizo.")
    out = resolve_card(text, "es", card="Nantuko Shrine", spells=[BEARS], event_object="Grizzly Bears", **GRAVES)
    assert [(e["player"], e["amount"]) for e in events_of(out, "create")] == [("Bob", 3)]
    assert out["reading"].endswith("en todos los cementerios con el mismo nombre que ese hechizo.")
