"""Whole Oracle text selection (abilities, modes, choice_needed, card lookup) and the one owner of seat order."""

from __future__ import annotations

import asyncio
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.apnap import (
    CardText,
    ChoiceAnswer,
    ChoiceRequest,
    DefaultChooser,
    abilities_of,
    load_scenario,
    modes_of,
    resolve,
    resolve_text,
    seats,
)
from bot.errors import BotError

LILIANA = ("+1: Each player discards a card.\n−2: Target player sacrifices a creature of their choice.\n"
           "−6: Separate all permanents target player controls into two piles. That player sacrifices all permanents "
           "in the pile of their choice.")
EDICT = ("Choose one —\n• Each opponent sacrifices a nontoken creature of their choice.\n• Each opponent sacrifices a "
         "creature token of their choice.\n• Each opponent sacrifices a planeswalker of their choice.")
SAGA = ("(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
        "I, II — Each opponent discards a card.\nIII — Each player draws two cards.")
PLAYERS = [{"name": "Alice", "hand": ["Opt (instant)"], "library": 5, "battlefield": ["Grizzly Bears (creature)"]},
           {"name": "Bob", "hand": ["Shock (instant)"], "library": 5, "battlefield": ["Hill Giant (creature)"]}]


def scenario(**fields: object) -> str:
    return json.dumps({"players": PLAYERS, "active": "Alice", **fields})


def test_abilities_are_numbered_without_keyword_lines_and_typed() -> None:
    abilities = abilities_of("Flying\nKicker {2}{B} (reminder)\nWhen this creature enters, each player draws a card.\n"
                             "{T}: Each player mills a card.")
    assert [(a.index, a.kind) for a in abilities] == [(1, "triggered"), (2, "activated")]
    assert abilities[0].condition == "When this creature enters" and abilities[1].cost == "{T}"
    assert [a.kind for a in abilities_of(LILIANA)] == ["loyalty"] * 3
    assert [m.text for m in modes_of(EDICT)][2] == "Each opponent sacrifices a planeswalker of their choice."
    assert [a.chapters for a in abilities_of(SAGA)] == [(1, 2), (3,)]


@pytest.mark.parametrize("fields,what,count", [
    ({"effect": LILIANA}, "ability", 3),
    ({"effect": EDICT}, "mode", 3),
])
def test_several_abilities_or_modes_are_not_guessed(fields: dict, what: str, count: int) -> None:
    with pytest.raises(BotError) as info:
        resolve_text(scenario(**fields))
    err = info.value
    assert err.code == "choice_needed" and err.field == what
    assert len(err.suggestions) == count and err.suggestions[0].startswith("1. ")
    with pytest.raises(BotError) as es:
        resolve_text(scenario(**fields), "es")
    assert "indica" in es.value.message  # the asker's language


def test_saga_chapter_and_bad_numbers() -> None:
    out = resolve_text(scenario(effect=SAGA, ability=2))
    assert out["steps"][0]["action"] == "discard" and out["steps"][0]["order"] == ["Bob"]
    assert resolve_text(scenario(effect=SAGA, ability=3))["steps"][0]["action"] == "draw"
    for bad in ({"effect": LILIANA, "ability": 4}, {"effect": EDICT, "mode": [1, 2]},
                {"effect": "Each player draws a card.", "mode": 1}):
        with pytest.raises(BotError) as info:
            resolve_text(scenario(**bad))
        assert info.value.code == "bad_scenario" and "{" not in info.value.message


def test_card_field_uses_the_injected_lookup_and_the_source_name() -> None:
    text = ("Flying\nWhen Kokusho dies, each opponent loses 5 life. "
            "You gain life equal to the life lost this way.")
    cards = {"kokusho, the evening star": CardText("Kokusho, the Evening Star", text)}

    def lookup(name: str) -> CardText | None:
        return cards.get(name.casefold())

    out = resolve_text(scenario(card="Kokusho, the Evening Star"), card_lookup=lookup)
    assert [s["action"] for s in out["steps"]] == ["lose_life", "gain_life"]
    assert out["life"] == {"Alice": 25, "Bob": 15}
    with pytest.raises(BotError) as missing:
        resolve_text(scenario(card="Nope"), card_lookup=lookup)
    assert missing.value.code == "not_found"
    with pytest.raises(BotError) as no_db:
        resolve_text(scenario(card="Kokusho, the Evening Star"))
    assert no_db.value.code == "bad_scenario" and no_db.value.field == "card"


def test_unsupported_text_names_the_clause_and_a_near_phrasing_in_the_askers_language() -> None:
    # (a colour is read since session 12, verbs_choose.py: a watermark is not)
    text = ("Each player chooses a watermark. Each player returns all creature cards of the chosen color from their "
            "graveyard to the battlefield.")
    with pytest.raises(BotError) as info:
        resolve_text(scenario(effect=text), "es")
    err = info.value
    assert err.code == "unsupported_effect" and "No entiendo" in err.message and "a watermark" in err.message
    assert err.suggestions  # the nearest supported phrasings


def test_kicked_condition() -> None:
    text = "Each player draws a card. If this spell was kicked, each player draws two cards."
    plain = resolve_text(scenario(effect=text))
    kicked = resolve_text(scenario(effect=text, kicked=True))
    assert len(plain["steps"]) == 1 and len(kicked["steps"]) == 2


# ------------------------------------------------------------------------------------------- seats
class Recorder(DefaultChooser):
    def __init__(self) -> None:
        self.asked: list[str] = []

    async def choose(self, request: ChoiceRequest) -> ChoiceAnswer:
        self.asked.append(request.player)
        return await super().choose(request)


def test_shared_team_turns_message_order_is_prompt_order() -> None:
    # 805.6: the active team (A1, A2) acts first in its chosen order, then the other team (B1, B2).
    # Seats alternate A1, B1, A2, B2, so plain seat rotation would show A1→B1→A2→B2: wrong.
    data = {"players": [{"name": n, "battlefield": ["Bear (creature)", "Elf (creature)"]}
                        for n in ("A1", "B1", "A2", "B2")],
            "active": "A1", "teams": [["A1", "A2"], ["B1", "B2"]], "shared_team_turns": True,
            "effect": "Each player sacrifices a creature."}
    sc = load_scenario(data)
    shown = seats.apnap_order(sc.game)
    recorder = Recorder()
    asyncio.run(resolve(sc, recorder))
    assert shown == recorder.asked == ["A1", "A2", "B1", "B2"]


@given(n=st.integers(2, 8), active=st.integers(0, 7), start=st.integers(0, 7))
def test_rotation_starts_at_the_named_player_and_keeps_turn_order(n: int, active: int, start: int) -> None:
    data = {"players": [{"name": f"P{i}"} for i in range(n)], "active": f"P{active % n}",
            "effect": "Each player draws a card."}
    game = load_scenario(data).game
    order = seats.apnap_order(game)
    assert order[0] == f"P{active % n}" and sorted(order) == sorted(game.seat_names)
    rotated = seats.turn_order_from(game, f"P{start % n}", game.seat_names)
    assert rotated[0] == f"P{start % n}"
    assert all(seats.seat_distance(game, a, b) <= n // 2 for a in order for b in order)


def test_a_delayed_trigger_is_listed_not_resolved() -> None:
    # scenario-format: "At the beginning of the next end step, …" is listed in delayed_triggers (603.7).
    out = resolve_text(scenario(effect="Each player discards a card. At the beginning of the next end step, each "
                                       "player draws a card."))
    assert [s["action"] for s in out["steps"]] == ["discard"]
    assert out["delayed_triggers"] == [{"controller": "Alice", "source": "the source (this spell)",  # a spell's
                                        "text": "At the beginning of the next end step, each player draws a card",
                                        "when": "next_end_step", "rule": "513.2",  # its instruction, typed (603.7)
                                        "steps": [{"action": "draw", "text": "each player draws a card"}],
                                        "reading": "At the beginning of the next end step, each player draws a card."}]
    assert "603.7" in out["narration"]
