""""You may put a card an opponent owns from exile into that player's graveyard. If you do, …" (the Battle for
Zendikar processors: Mind Raker, Ruin Processor, Murk Strider, Ulamog's Reclaimer): the controller picks among the
cards every opponent owns in exile (406.1), never their own; the card goes into its owner's graveyard (400.3); with
no such card the "may" is a "no" (101.3) and "If you do" is not done (608.2c). English and printed Spanish. Refused
before ("an opponent owns from exile into that player's graveyard").

The standard board (realcards.py) with exiled cards: Alice's Shock, Bob's Hill Giant, Dave's own Opt. Bob is active,
Dave controls.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

RAKER = ("When Mind Raker enters the battlefield, you may put a card an opponent owns from exile into that player's "
         "graveyard. If you do, each opponent discards a card.")
RAKER_ES = ("Cuando Mind Raker entre al campo de batalla, puedes poner una carta que posea un oponente del exilio en "
            "el cementerio de ese jugador. Si lo haces, cada oponente descarta una carta.")
RUIN = ("When Ruin Processor enters the battlefield, you may put a card an opponent owns from exile into that player's "
        "graveyard. If you do, you gain 5 life.")
EXILED = {"Alice": {"exile": ["Shock (instant)"]}, "Bob": {"exile": ["Hill Giant (creature)"]},
          "Dave": {"exile": ["Opt (instant)"]}}
NAMES = {"Alice", "Bob", "Carol", "Dave", "Mind Raker", "Shock", "Hill Giant", "Opt", "Lightning Bolt"}


@pytest.mark.parametrize("lang", [None, "es"])
def test_the_card_goes_to_its_owners_graveyard_and_each_opponent_discards(lang: str | None) -> None:
    out = resolve_card(RAKER_ES if lang else RAKER, lang, card="Mind Raker", **EXILED,
                       choices={"Dave": ["yes", ["Hill Giant"]]})
    [put] = events_of(out, "put")
    assert (put["player"], put["objects"], put["from"], put["to"]) == ("Dave", ["Hill Giant"], "exile", "graveyard")
    assert {"406.1", "400.3"} <= set(out["citations"])
    assert sorted(e["player"] for e in events_of(out, "discard") if e["objects"]) == ["Alice", "Bob"]  # Carol: none
    if lang:
        assert "Dave pone Hill Giant del exilio en el cementerio de su propietario" in out["narration"]
        assert leaks(out["narration"], NAMES) == []
    else:
        assert "Dave puts Hill Giant from exile into its owner's graveyard" in out["narration"]
        assert out["reading"].startswith("You may put a card an opponent owns from exile into that player's graveyard.")


def test_the_controllers_own_exiled_card_is_no_option() -> None:
    with pytest.raises(BotError):
        resolve_card(RUIN, card="Ruin Processor", **EXILED, choices={"Dave": ["yes", ["Opt"]]})
    out = resolve_card(RUIN, card="Ruin Processor", Dave={"exile": ["Opt (instant)"]})
    assert not events_of(out, "put") and not events_of(out, "gain_life")  # nothing to put: no, and no life (608.2c)
    assert out["life"]["Dave"] == 20


def test_declined_does_nothing() -> None:
    out = resolve_card(RUIN, card="Ruin Processor", **EXILED, choices={"Dave": ["no"]})
    assert not events_of(out, "put") and out["life"]["Dave"] == 20
    out = resolve_card(RUIN, card="Ruin Processor", **EXILED, choices={"Dave": ["yes", ["Shock"]]})
    assert out["life"]["Dave"] == 25


def test_another_players_instruction_is_refused() -> None:
    with pytest.raises(BotError) as refused:
        resolve_card("Target player puts a card an opponent owns from exile into that player's graveyard.")
    assert refused.value.key == "apnap.error.unsupported_effect"
