"""A value read from an object that left the battlefield earlier in the same resolution is its last known
information (608.2h, 113.7a): as it last existed on the battlefield, its counters (122.1a) and this effect's
changes included, never the bare card in its new zone. Each way an amount names such an object is checked here with
a creature that carries counters, so the printed value and the last known one differ: "its power" after "Exile target
creature" (the moved card, ``CardValue``), "that creature's toughness" / "the sacrificed creature's toughness" after a
sacrifice, as a cost too (``MovedValue``), "the total power of the creatures sacrificed this way" after each player
sacrificed (``TotalPowerThisWay``), and "Destroy target creature. Its controller creates X …, where X is its mana
value" (``PropertyOf``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import creature, resolve_card

# Craw Wurm is printed 6/4; with two +1/+1 counters it last existed as an 8/6.
WURM = creature("Craw Wurm", 6, 4, counters={"+1/+1": 2}, mana_value=6, colors=["green"])
DAVE = {"battlefield": [WURM, "Swamp (basic land)"]}
# Hill Giant is printed 3/3; with one +1/+1 counter, a 4/4.
BOB = {"battlefield": [creature("Hill Giant", 3, 3, counters={"+1/+1": 1}, mana_value=4), "Mountain (basic land)"]}


def amounts(out: dict[str, Any], i: int) -> list[tuple[Any, ...]]:
    return [(e["player"], e["action"], e["amount"]) for e in out["steps"][i]["events"]]


# ------------------------------------------------------------------------------------ the moved card
def test_exiled_creatures_power_is_read_as_it_last_existed() -> None:
    """Swords to Plowshares on an 8/6 (6/4 with two +1/+1 counters): its controller gains 8, not the exiled card's
    printed 6 (608.2h: it is no longer in the zone the effect expected it in)."""
    out = resolve_card("Exile target creature. Its controller gains life equal to its power.", target="Craw Wurm",
                       Dave=DAVE, Bob=BOB)
    assert amounts(out, 1) == [("Dave", "gain_life", 8)]
    assert out["steps"][1]["read_from"] == {"object": "Craw Wurm", "prop": "power", "now": False}
    assert "608.2h" in out["steps"][1]["citations"]


def test_counters_this_effect_put_count_after_the_exile() -> None:
    """Counters put earlier in the same resolution are part of what it last was: 6 + 2 + 2 = 10 (608.2h, 613.4c)."""
    out = resolve_card("Put two +1/+1 counters on target creature. Exile it. You gain life equal to its power.",
                       target="Craw Wurm", Dave=DAVE, Bob=BOB)
    assert amounts(out, 2) == [("Dave", "gain_life", 10)]


def test_returned_to_hand_reads_as_it_last_existed() -> None:
    """Moved from the battlefield into a hidden zone: last known information too (608.2h)."""
    out = resolve_card("Return target creature to its owner's hand. You gain life equal to its toughness.",
                       target="Hill Giant", Dave=DAVE, Bob=BOB)
    assert amounts(out, 1) == [("Dave", "gain_life", 4)]


# ------------------------------------------------------------------------------------ the sacrificed creature
@pytest.mark.parametrize("text", [
    "Sacrifice a creature. You gain life equal to that creature's toughness.",
    "Sacrifice a creature. You gain life equal to the sacrificed creature's toughness.",
    "At the beginning of your upkeep, sacrifice a creature. You gain life equal to that creature's toughness.",
])
def test_sacrificed_creatures_toughness_counts_its_counters(text: str) -> None:
    out = resolve_card(text, Dave=DAVE, Bob=BOB)
    assert amounts(out, 1) == [("Dave", "gain_life", 6)]


def test_a_creature_sacrificed_as_the_cost_is_read_as_it_last_existed() -> None:
    """Disciple of Griselbrand's shape: the cost's creature (601.2h) as it last existed (608.2h)."""
    out = resolve_card("{1}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
                       Dave=DAVE, Bob=BOB)
    assert amounts(out, 0) == [("Dave", "gain_life", 6)]


def test_target_players_sacrificed_creature_is_read_as_it_last_existed() -> None:
    """Consuming Vapors' shape: the creature Bob chose, a 4/4 with its counter, not the printed 3/3."""
    out = resolve_card("Target player sacrifices a creature. You gain life equal to that creature's toughness.",
                       target="Bob", Dave=DAVE, Bob=BOB)
    assert amounts(out, 1) == [("Dave", "gain_life", 4)]


def test_each_players_sacrificed_creatures_total_power() -> None:
    """Reign of the Pit's shape: Hill Giant 4 + Craw Wurm 8 + Grizzly Bears 2 = 14 (608.2h, each as it last
    existed), not the printed 3 + 6 + 2."""
    out = resolve_card("Each player sacrifices a creature. Create an X/X black Demon creature token with flying, "
                       "where X is the total power of the creatures sacrificed this way.", Dave=DAVE, Bob=BOB)
    assert [e["pt"] for e in out["steps"][1]["events"]] == ["14/14"]


def test_each_players_one_sacrificed_creature_is_not_guessed() -> None:
    """"The sacrificed creature" after each player sacrificed one names several objects: refused, never one of
    them picked."""
    from bot.errors import BotError

    with pytest.raises(BotError) as exc:
        resolve_card("Each player sacrifices a creature. You gain life equal to the sacrificed creature's power.",
                     Dave=DAVE, Bob=BOB)
    assert exc.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ the destroyed target
def test_destroyed_targets_mana_value_makes_its_controllers_tokens() -> None:
    """"Destroy target creature. Its controller creates X … tokens, where X is its mana value": the controller it
    had and the mana value it had as it last existed (608.2h)."""
    out = resolve_card("Destroy target creature. Its controller creates X 1/1 green Saproling creature tokens, "
                       "where X is its mana value.", target="Hill Giant", Dave=DAVE, Bob=BOB)
    assert amounts(out, 1) == [("Bob", "create", 4)]
    assert out["steps"][1]["read_from"] == {"object": "Hill Giant", "prop": "mana_value", "now": False}


def test_destroyed_targets_power_with_its_counter() -> None:
    out = resolve_card("Destroy target creature. Its controller gains life equal to its power.", target="Hill Giant",
                       Dave=DAVE, Bob=BOB)
    assert amounts(out, 1) == [("Bob", "gain_life", 4)]
