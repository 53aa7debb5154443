""""… all cards with the same name as that spell" (201.2: names compared as the English name; 201.2a: at least one name
in common): the spell a cast trigger is about (603.2), which the scenario names (``event_object``, one of ``spells``)
and is asked for when it does not. Refused before ("same name as that spell …").

The standard board (realcards.py): Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

BLOODBOND = ("Whenever a player casts a creature spell, each player returns all cards with the same name as that spell "
             "from their graveyard to the battlefield.")
BEARS = {"name": "Grizzly Bears", "controller": "Bob", "types": ["creature"], "mana_value": 2}
GRAVES = {"Alice": {"graveyard": ["Grizzly Bears (creature)", "Ponder (sorcery)"]},
          "Bob": {"graveyard": ["Grizzly Bears (creature)", "Runeclaw Bear (creature)"]}}


def test_each_player_returns_the_cards_named_as_the_spell() -> None:
    out = resolve_card(BLOODBOND, card="Bloodbond March", spells=[BEARS], event_object="Grizzly Bears", **GRAVES)
    returned = {e["player"]: e["objects"] for e in events_of(out, "return") if e["objects"]}
    assert returned == {"Alice": ["Grizzly Bears"], "Bob": ["Grizzly Bears"]}  # not Runeclaw Bear: another name
    assert "201.2" in out["citations"]
    assert out["reading"] == ("Each player returns all cards with the same name as that spell from their graveyard "
                              "to the battlefield.")


def test_the_spell_is_asked_for_never_guessed() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(BLOODBOND, card="Bloodbond March", spells=[BEARS], **GRAVES)
    assert err.value.field == "event_object"


def test_that_spell_after_a_target_is_not_read_as_the_trigger_spell() -> None:
    # "that spell" after "Counter target spell" is the target (608.2c), as it last existed (608.2h): never a trigger's
    # spell (none here). Once refused; read since the search of three zones (Counterbore, test_owned_zones_search.py)
    out = resolve_card("Counter target spell. Each player returns all cards with the same name as that spell from "
                       "their graveyard to the battlefield.", spells=[BEARS], target="Grizzly Bears", **GRAVES)
    returned = {e["player"]: e["objects"] for e in events_of(out, "return") if e["objects"]}
    assert returned == {"Alice": ["Grizzly Bears"], "Bob": ["Grizzly Bears", "Grizzly Bears"]}  # the countered one too


def test_printed_spanish_reads_the_same() -> None:
    text = ("Siempre que un jugador lance un hechizo de criatura, cada jugador regresa todas las cartas con el mismo "
            "nombre que ese hechizo de su cementerio al campo de batalla.")
    out = resolve_card(text, "es", card="Bloodbond March", spells=[BEARS], event_object="Grizzly Bears", **GRAVES)
    returned = {e["player"]: e["objects"] for e in events_of(out, "return") if e["objects"]}
    assert returned == {"Alice": ["Grizzly Bears"], "Bob": ["Grizzly Bears"]}


ECHOING_DECAY = ("Target creature and all other creatures with the same name as that creature get -2/-2 until end of "
                 "turn.")


def test_the_target_and_every_other_creature_of_its_name_get_the_same_change() -> None:
    bears = {"name": "Grizzly Bears", "types": ["creature"], "power": 2, "toughness": 2}
    out = resolve_card(ECHOING_DECAY, Bob={"battlefield": [bears, {**bears, "name": "Hill Giant", "power": 3,
                                                                      "toughness": 3}]},
                       target="Grizzly Bears (Alice)")
    changed = [o for s in out["steps"] for e in s["events"] for o in e["objects"]]
    assert sorted(changed) == ["Grizzly Bears", "Grizzly Bears"]  # Alice's, the target, then Bob's; not Hill Giant
    died = sorted((e["player"], e["object"]) for e in out["state_based_actions"] if e["event"] == "dies")
    assert died == [("Alice", "Grizzly Bears"), ("Bob", "Grizzly Bears")]  # both 2/2s at 0 toughness (704.5f)
    assert out["reading"] == ("Target creature gets -2/-2 until end of turn. Other creatures with the same name as "
                              "that creature get -2/-2 until end of turn.")


def test_that_other_noun_is_refused() -> None:
    with pytest.raises(BotError):
        resolve_card("Target creature and all other artifacts with the same name as that artifact get -2/-2 until end "
                     "of turn.", target="Grizzly Bears")
