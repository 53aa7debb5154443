""""At the beginning of your upkeep, sacrifice Fettergeist unless you pay {1} for each other creature you control."
(118.12, 109.3): the permanent given up is the source, so "other" leaves the source out of the count. Before, refused
whole (layers.each_other_is_the_sources took every "for each other" off the source's own bonus as unread). "For each
other" where the count is not the source's stays refused (test_layers covers the bonuses)."""

from __future__ import annotations

from tests.apnap.realcards import creature, resolve_card

FETTERGEIST = ("At the beginning of your upkeep, sacrifice Fettergeist unless you pay {1} for each other creature you "
               "control.")


def test_the_cost_counts_the_other_creatures_only() -> None:
    dave = {"battlefield": [creature("Fettergeist", 3, 4), creature("Llanowar Elves", 1, 1),
                            creature("Craw Wurm", 6, 4), "Swamp (basic land)"]}
    result = resolve_card(FETTERGEIST, card="Fettergeist", active="Dave", Dave=dave, choices={"Dave": ["yes"]})
    text = result["narration"]
    assert "pays {2}" in text or "Dave pays {2}" in text
    assert "sacrifices Fettergeist" not in text


def test_not_paying_sacrifices_the_source() -> None:
    dave = {"battlefield": [creature("Fettergeist", 3, 4), creature("Llanowar Elves", 1, 1), "Swamp (basic land)"]}
    result = resolve_card(FETTERGEIST, card="Fettergeist", active="Dave", Dave=dave)
    assert "does not pay {1}" in result["narration"]
    assert "Dave sacrifices Fettergeist" in result["narration"]
