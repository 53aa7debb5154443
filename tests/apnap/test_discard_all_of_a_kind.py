""""Choose a card name. Target player reveals their hand and discards all cards with that name." (Cabal Therapist's
words), printed Spanish "… descarta todas las cartas con ese nombre.": every card of that kind in the player's own
hand is discarded, nobody choosing which (701.9a); "that name" is the name chosen just before (201.3, 608.2c).

Before: refused ("with that name"; also "discards all nonland cards"). The discard is one event per player for the
triggers that wait for it (603.2c).

The standard board (realcards.py): Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import DiscardRest, plan_of
from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card
from tests.apnap.step_events import events_of

THERAPY = "Choose a card name. Target player reveals their hand and discards all cards with that name."
THERAPY_ES = ("Elige un nombre de carta. El jugador objetivo muestra su mano y descarta todas las cartas con ese "
              "nombre.")
ALICE = {"hand": ["Opt (instant)", "Shock (instant)", "Opt (instant)"]}


def test_every_card_with_the_chosen_name_is_discarded_and_no_other() -> None:
    out = resolve_card(THERAPY, target="Alice", choices={"Dave": ["Opt"]}, Alice=ALICE)
    assert [e["objects"] for e in events_of(out, "reveal")] == [["Opt", "Shock", "Opt"]]
    assert [(e["player"], e["objects"]) for e in events_of(out, "discard")] == [("Alice", ["Opt", "Opt"])]
    assert {"701.9a", "608.2c", "701.20a"} <= set(out["citations"])
    assert out["reading"] == ("Choose a card name. Target player reveals their hand, then discards all cards with the "
                              "chosen name.")
    assert "Alice discards Opt and Opt" in out["narration"]


def test_a_name_no_card_in_the_hand_has_discards_nothing() -> None:
    out = resolve_card(THERAPY, target="Alice", choices={"Dave": ["Lightning Bolt"]}, Alice=ALICE)
    assert [e["objects"] for e in events_of(out, "discard")] == [[]]


def test_the_printed_spanish_reads_the_same_plan() -> None:
    en, es = plan_of(parse_effect(THERAPY, "en")).steps, plan_of(parse_effect(THERAPY_ES, "es")).steps
    assert isinstance(en[-1], DiscardRest) and en[-1].everything and en[-1].zone == "hand"
    assert [type(s) for s in en] == [type(s) for s in es] and en[-1].objects == es[-1].objects
    out = resolve_card(THERAPY_ES, target="Alice", choices={"Dave": ["Opt"]}, Alice=ALICE, lang="es")
    assert [e["objects"] for e in events_of(out, "discard")] == [["Opt", "Opt"]]
    assert "todas las cartas con el nombre elegido" in out["reading"]


def test_each_card_discarded_is_a_discard_for_a_trigger() -> None:
    # 701.9a, 603.2c: "Whenever an opponent discards a card" triggers once for each card discarded
    watcher = creature("Discard Watcher", 1, 1, colors=["black"], triggers=[
        {"when": "an opponent discards a card", "text": "that player loses 2 life"}])
    out = resolve_card(THERAPY, target="Alice", choices={"Dave": ["Opt"]}, Alice=ALICE,
                       Dave={"battlefield": [watcher]})
    assert len(out["stack"]) == 2


def test_discards_all_of_a_card_type() -> None:
    out = resolve_card("Target player reveals their hand and discards all nonland cards.", target="Alice")
    assert [e["objects"] for e in events_of(out, "discard")] == [["Opt", "Shock"]]  # Island stays (701.9a)


def test_that_name_with_no_name_chosen_is_asked_for() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Target player reveals their hand and discards all cards with that name.", target="Alice")
    assert err.value.code == "choice_needed"  # the name is asked for, never guessed (607.2d)
