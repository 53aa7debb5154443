""""a land or white permanent", "an artifact or red creature" (105.2, 205.2b): a colour (or "tapped", a subtype) said
with a kind that is not the list's shared place is that kind's only: a land of any colour, or a permanent that is
white. Before, the colour was read as every kind's (a white land or a white permanent) and the sentence refused.
A quality said with the first kind ("tapped artifact or creature") is still every kind's, and colours listed alone
("green or blue creature") the noun's.

The standard board (realcards.py): Bob is active, Dave controls; Alice has Grizzly Bears (green), Serra Angel and
Oblivion Ring (white), a Forest and a Plains.
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import EN, ES, parse_filter
from bot.apnap.model import GameObject
from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

FOREST = GameObject(1, "Forest", "Alice", frozenset({"land", "basic"}), subtypes=frozenset({"forest"}))
ANGEL = GameObject(2, "Serra Angel", "Alice", frozenset({"creature"}), colors=frozenset({"white"}))
BEARS = GameObject(3, "Grizzly Bears", "Alice", frozenset({"creature"}), colors=frozenset({"green"}))
RING = GameObject(4, "Oblivion Ring", "Alice", frozenset({"enchantment"}), colors=frozenset({"white"}))
GOBLIN = GameObject(5, "Goblin Piker", "Alice", frozenset({"creature"}), colors=frozenset({"red"}),
                    subtypes=frozenset({"goblin"}))
SOL_RING = GameObject(6, "Sol Ring", "Alice", frozenset({"artifact"}))


@pytest.mark.parametrize(("phrase", "g", "takes", "leaves"), [
    ("land or white permanent", EN, [FOREST, ANGEL, RING], [BEARS, GOBLIN, SOL_RING]),
    ("artifact or red creature", EN, [SOL_RING, GOBLIN], [ANGEL, BEARS, FOREST, RING]),
    ("artifact or goblin creature", EN, [SOL_RING, GOBLIN], [ANGEL, BEARS, FOREST]),
    ("criatura blanca o tierra", ES, [ANGEL, FOREST], [BEARS, GOBLIN, RING]),
])
def test_a_quality_of_a_later_kind_is_that_kinds_only(phrase: str, g: object, takes: list[GameObject],
                                                        leaves: list[GameObject]) -> None:
    flt = parse_filter(phrase, g)  # type: ignore[arg-type]
    assert flt is not None and len(flt.either) == 2
    assert [o.name for o in takes if not flt.matches(o)] == []
    assert [o.name for o in leaves if flt.matches(o)] == []


@pytest.mark.parametrize(("phrase", "colour"), [("green or blue creature", {"green", "blue"}),
                                                 ("white creature or land", {"white"})])
def test_a_quality_in_the_shared_place_is_still_every_kinds(phrase: str, colour: set[str]) -> None:
    flt = parse_filter(phrase, EN)
    assert flt is not None and not flt.either and flt.colors == colour


def test_a_tail_that_may_be_either_kinds_is_refused() -> None:
    assert parse_filter("artifact or white creature with flying", EN) is None


def test_whose_it_is_after_the_pair_is_both_kinds() -> None:
    flt = parse_filter("artifact or white creature an opponent controls", EN)
    assert flt is not None and flt.control == "opponents" and len(flt.either) == 2


def test_each_player_sacrifices_a_land_or_white_permanent() -> None:
    out = resolve_card("Each player sacrifices a land or white permanent.",
                       choices={"Alice": [["Oblivion Ring"]], "Bob": [["Island"]], "Carol": [["Forest"]],
                                "Dave": [["Swamp"]]})
    sacrificed = {e["player"]: e["objects"] for e in events_of(out, "sacrifice")}
    assert sacrificed == {"Alice": ["Oblivion Ring"], "Bob": ["Island"], "Carol": ["Forest"], "Dave": ["Swamp"]}
    assert "Each player sacrifices a land or a white permanent." in out["reading"]


def test_destroy_target_land_or_white_permanent_takes_a_white_enchantment_not_a_green_creature() -> None:
    out = resolve_card("Destroy target land or white permanent.", target="Oblivion Ring")
    assert [e["objects"] for e in events_of(out, "destroy")] == [["Oblivion Ring"]]
    with pytest.raises(BotError) as err:
        resolve_card("Destroy target land or white permanent.", target="Grizzly Bears")
    assert "not a legal target" in str(err.value)
