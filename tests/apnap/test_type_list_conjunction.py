"""A list of kinds is said back with the conjunction printed: "or", "and" or "and/or" (TypeFilter.joined), and a
list of card kinds in the plural puts only "cards" in the plural ("artifact and enchantment cards": the kinds say
which cards).

Judge 30 found Incoming!'s "any number of artifact, creature, enchantment, and/or land cards" said "any number of
artifacts, creatures, enchantments, and land cards": the plural rendering joined every list with "and", as "Destroy
all artifacts, creatures, and lands" does, whatever the card printed.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar.filters import parse_filter
from bot.apnap.grammar.lexicon import EN
from tests.apnap import corpus
from tests.apnap.realcards import resolve_card


def _out(card: str) -> dict[str, Any]:
    return corpus.resolve_ability(corpus.ability_of(card), corpus.board(4))


def _step(out: dict[str, Any]) -> str:
    return next(line for line in out["narration"].split("\n") if line.startswith("Step 1:"))


def test_and_or_is_kept() -> None:
    assert "any number of artifact, creature, enchantment, and/or land cards, puts them" in _step(_out("Incoming!"))


def test_an_and_list_of_card_kinds_keeps_the_kinds_singular() -> None:
    assert "Return all artifact and enchantment cards from all graveyards" in _step(_out("Open the Vaults"))


def test_none_of_an_or_kind_is_said_with_or() -> None:
    out = _out("Living Lore")
    assert "(no instant or sorcery cards)" in out["narration"]


def test_an_or_list_of_permanents_in_the_plural_keeps_or() -> None:
    out = resolve_card("Each player sacrifices an artifact or enchantment.", Carol={"battlefield": []})
    assert "Carol: — (no artifacts or enchantments)" in out["narration"]


def test_all_with_and_is_said_as_before() -> None:
    assert "Destroy all artifacts, creatures, and lands" in resolve_card(
        "Destroy all artifacts, creatures, and lands.")["narration"]


@pytest.mark.parametrize(("phrase", "joined"), [("instant or sorcery card", "or"),
                                                 ("artifact and/or enchantment", "and/or"), ("creature", None)])
def test_the_filter_keeps_what_was_printed(phrase: str, joined: str | None) -> None:
    flt = parse_filter(phrase, EN)
    assert flt is not None and flt.joined == joined
    assert flt == parse_filter(phrase.replace("and/or", "or"), EN)  # the same objects: the same filter
