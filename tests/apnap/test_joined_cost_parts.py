"""A cost's parts joined by "and" / "y" ("Remove three quest counters from Sunspring Expedition and sacrifice it") are
each paid, in printed order (601.2h, 602.2b): the counters are checked on the board, then the source is sacrificed.

Why: the whole phrase was one unread part, "assumed paid", so an Expedition with two quest counters still gained 8
life (a held-out case of session 16, found by card name only), and the Spanish ability was not read as one at all."""

from __future__ import annotations

import copy

import pytest

from bot.apnap.costs import joined_parts
from bot.errors import BotError
from tests.apnap.realcards import STANDARD, resolve_card

EN = "Remove three quest counters from Sunspring Expedition and sacrifice it: You gain 8 life."
ES = "Quita tres contadores de misión de este encantamiento y sacrifícalo: Ganas 8 vidas."
THIS = "Remove three quest counters from this enchantment and sacrifice it: You gain 8 life."


def _resolve(text: str, lang: str, counters: int) -> dict:
    battlefield = copy.deepcopy(STANDARD["players"][3]["battlefield"]) + [
        {"name": "Sunspring Expedition", "types": ["enchantment"], "counters": {"quest": counters}}]
    return resolve_card(text, lang, card="Sunspring Expedition", Dave={"battlefield": battlefield})


@pytest.mark.parametrize(("text", "lang"), [(EN, "en"), (ES, "es"), (THIS, "en")])
def test_each_part_is_paid_in_printed_order(text: str, lang: str) -> None:
    out = _resolve(text, lang, 3)
    assert [(c["action"], c["events"][0]["objects"]) for c in out["costs"]] == [
        ("remove_counter", ["Sunspring Expedition"]), ("sacrifice", ["Sunspring Expedition"])]
    assert out["life"]["Dave"] == 28
    assert not out["warnings"], out["warnings"]  # nothing assumed paid


@pytest.mark.parametrize(("text", "lang"), [(EN, "en"), (ES, "es"), (THIS, "en")])
def test_too_few_counters_means_it_could_not_be_activated(text: str, lang: str) -> None:
    with pytest.raises(BotError) as caught:
        _resolve(text, lang, 2)
    assert caught.value.code == "bad_scenario"


def test_and_between_objects_is_not_a_second_part() -> None:
    assert joined_parts("{T}, Tap an untapped Cleric and a Wizard you control", ()) == [
        ("{T}", False), ("Tap an untapped Cleric and a Wizard you control", False)]
    assert joined_parts("Discard a card and pay 2 life", ()) == [("Discard a card", False), ("pay 2 life", True)]
