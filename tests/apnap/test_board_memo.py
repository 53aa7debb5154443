"""A board read again is the same board, and only that board: the speed memos of loading a scenario's players
(scenario_game.py ``_BOARDS``, board.py ``_BUILT``, real_facts.py ``_completed``) change no answer.

Why: a request on a board read before takes its players from a kept reading and its objects from those built
before (a ``GameObject`` is frozen). A kept reading must never be another board's, and what one resolution does to
its own game (objects moved between zones, a life total changed) must never reach the next request's board.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.apnap import load_scenario, resolve_text
from bot.apnap.board import _BUILT
from bot.apnap.oracle import CardText
from bot.apnap.scenario_game import _BOARDS, GameLoader
from bot.errors import BotError


def _board(**more: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "players": [
            {"name": "Ana", "life": 20, "battlefield": ["Grizzly Bears (creature)", "Forest (basic land)",
                                                        {"name": "Hill Giant", "types": ["creature"], "power": 3,
                                                         "toughness": 3, "tapped": True}],
             "hand": ["Shock (instant)"], "graveyard": ["Gray Ogre"]},
            {"name": "Bob", "life": 3, "battlefield": ["Serra Angel (creature)", "Forest (basic land)"],
             "library": ["Island (basic land)", "Opt (instant)"]},
        ],
        "active": "Ana",
        "effect": "Each player sacrifices a creature. Each opponent loses 2 life.",
    }
    data.update(more)
    return data


def _seen(scenario: Any) -> list[tuple[object, ...]]:
    return [(p.name, p.life, zone, o.uid, o.name, o.owner, o.types, o.power, o.toughness, o.tapped, o.subtypes)
            for p in scenario.game.players for zone, objs in p.zones.items() for o in objs]


def test_a_board_read_again_is_kept_and_its_objects_are_the_same() -> None:
    """The second reading comes from the kept one: the same frozen objects, in new players and zone lists."""
    first = load_scenario(copy.deepcopy(_board()))
    second = load_scenario(copy.deepcopy(_board()))
    assert _seen(first) == _seen(second)
    for a, b in zip(first.game.players, second.game.players, strict=True):
        assert a is not b and a.zones is not b.zones
        for zone in a.zones:
            assert a.zones[zone] is not b.zones[zone]
            assert all(x is y for x, y in zip(a.zones[zone], b.zones[zone], strict=True))
    uids = [o.uid for p in second.game.players for objs in p.zones.values() for o in objs]
    assert len(uids) == len(set(uids))  # still one object per uid: two Forests are two objects (109.1)


def test_two_boards_through_the_same_memo_give_their_own_answers() -> None:
    """A board that differs in one value (a life total, an object's name, a list for a list) is its own reading."""
    one = resolve_text(_json(_board()))
    other_data = _board()
    other_data["players"][1]["life"] = 7
    other_data["players"][1]["battlefield"][0] = "Craw Wurm (creature)"
    other = resolve_text(_json(other_data))
    again = resolve_text(_json(_board()))
    assert one == again
    assert one != other
    assert "Craw Wurm" in str(other) and "Craw Wurm" not in str(one)
    players = load_scenario(other_data).game.players
    assert players[1].life == 7 and players[1].battlefield[0].name == "Craw Wurm"


def test_a_game_changed_after_its_resolution_leaves_the_next_board_as_given() -> None:
    """What one request does to its own game (here, by hand: its lists emptied, a life changed, an object moved)
    is not the kept reading: the next request on the same board gets the board the scenario describes."""
    data = _board()
    before = _seen(load_scenario(copy.deepcopy(data)))
    used = load_scenario(copy.deepcopy(data))
    ana, bob = used.game.players
    ana.life = 1
    bob.zones["graveyard"].append(ana.zones["battlefield"].pop(0))
    ana.zones["hand"].clear()
    bob.counters["experience"] = 2
    after = load_scenario(copy.deepcopy(data))
    assert _seen(after) == before
    assert after.game.players[1].counters == {}
    result = resolve_text(_json(data))
    assert result == resolve_text(_json(data))


def test_a_board_read_after_other_objects_keeps_its_uids_apart() -> None:
    """The memo is keyed on the uid the board starts from: read after another object, its uids follow that one's."""
    raw = _board()["players"]
    plain = GameLoader(None)
    first = plain.players(copy.deepcopy(raw))
    shifted = GameLoader(None)
    shifted.new_uid()
    later = shifted.players(copy.deepcopy(raw))
    assert [o.uid + 1 for p in first for o in p.battlefield] == [o.uid for p in later for o in p.battlefield]
    assert shifted.uid == plain.uid + 1 and shifted.total == plain.total + 1


def test_only_a_reading_that_passed_is_kept() -> None:
    """A refused board is refused again with its place, and a board of values a scenario file can't hold (a tuple
    for a list) is read each time: refused like any tuple, never taken for the list of the same items."""
    bad = _board()
    bad["players"][0]["battlefield"][0] = "Grizzly Bears (creatura)"
    for _ in range(2):
        with pytest.raises(BotError) as refused:
            load_scenario(copy.deepcopy(bad))
        assert refused.value.field == "players[0].battlefield[0]"
    good = _board()
    load_scenario(copy.deepcopy(good))
    as_tuple = copy.deepcopy(good)
    as_tuple["players"][0]["hand"] = tuple(as_tuple["players"][0]["hand"])
    with pytest.raises(BotError) as refused:
        load_scenario(as_tuple)
    assert refused.value.field == "players[0].hand"


def test_an_object_in_combat_is_read_each_time() -> None:
    """Its combat role is collected by the loader as it reads the object (combat_facts): a board with one is never
    kept, so the combat is read on every request."""
    data = _board(active="Bob")
    data["players"][1]["battlefield"][0] = {"name": "Serra Angel", "types": ["creature"], "power": 4, "toughness": 4,
                                            "attacking": "Ana"}
    for _ in range(2):
        scenario = load_scenario(copy.deepcopy(data))
        angel = scenario.game.players[1].battlefield[0]
        assert scenario.game.combat is not None and dict(scenario.game.combat.attacking) == {angel.uid: "Ana"}


def test_the_memos_are_bounded() -> None:
    from bot.apnap import board, scenario_game

    for i in range(scenario_game.MAX_BOARDS + 5):
        data = _board()
        data["players"][1]["life"] = i + 1
        load_scenario(data)
        assert len(_BOARDS) <= scenario_game.MAX_BOARDS
    assert len(_BUILT) <= board.MAX_BUILT


def test_a_board_completed_by_the_card_database_follows_the_lookup() -> None:
    """The database's facts (real_facts.py) are filled per request from that request's lookup: the same board with
    another lookup (or none) gets that lookup's facts, never the kept reading's of an earlier request."""
    data = _board()
    ogre = CardText("Gray Ogre", "", "en", "Creature — Ogre", power="2", toughness="2", mana_cost="{2}{R}")
    big = CardText("Gray Ogre", "", "en", "Creature — Ogre", power="5", toughness="5", mana_cost="{2}{R}")

    def grave(lookup: Any) -> Any:
        return load_scenario(copy.deepcopy(data), card_lookup=lookup).game.players[0].graveyard[0]

    assert grave(lambda name: ogre if name == "Gray Ogre" else None).power == 2
    assert grave(lambda name: big if name == "Gray Ogre" else None).power == 5
    assert grave(None).power is None


def _json(data: dict[str, Any]) -> str:
    import json

    return json.dumps(data)


def test_a_short_form_is_never_a_long_forms_object() -> None:
    """A short form's text is never a long form's key, even where the text is that mapping's ``repr``: each is read
    as what it is (a bare name here), never answered with the other's object."""
    giant = {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3}

    def on_board(obj: object) -> Any:
        data = {"players": [{"name": "Ana", "battlefield": [obj]}, {"name": "Bob"}], "active": "Ana",
                "effect": "Each player draws a card."}
        return load_scenario(data).game.players[0].battlefield[0]

    assert on_board(dict(giant)).name == on_board(dict(giant)).name == "Hill Giant"
    bare = on_board(repr(giant))
    assert bare.name == repr(giant) and bare.types == frozenset() and bare.power is None
