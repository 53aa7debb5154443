"""Subtypes listed in a filter (205.3): "Goblin, Elf, or Warrior creatures", "Elf, Bear, and Angel creatures you
control get …", "a Kraken, Leviathan, Octopus, or Serpent creature card", printed Spanish "las criaturas Trasgo, Elfo
o Guerrero". The grammar read one subtype before the kind (or two said alone), so a list's commas ended the object and
the rest was refused as words not understood. The list is one token (SUBTYPE_LIST) read by
filter_subtypes.listed_subtypes: the kind's objects with any one of the subtypes ("and" lists kinds as "or" does); a
word of the list that is no subtype the CR lists stays refused."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.apnap.grammar.filters import parse_filter
from bot.apnap.grammar.lexicon import EN, ES
from bot.errors import BotError
from tests.apnap.realcards import resolve_card, typed

_TYPES = ["goblin", "elf", "warrior", "human", "soldier", "knight", "zombie", "vampire", "bear", "angel", "wizard"]


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(names=st.lists(st.sampled_from(_TYPES), min_size=3, max_size=5, unique=True),
       joint=st.sampled_from([", or ", " or ", ", and ", " and "]), noun=st.sampled_from(["creatures", "creature"]))
def test_a_list_of_subtypes_before_the_kind_is_any_of_them(names: list[str], joint: str, noun: str) -> None:
    phrase = ", ".join(names[:-1]) + joint + names[-1] + " " + noun
    flt = parse_filter(phrase, EN)
    assert flt is not None and flt.subtypes == frozenset(names) and flt.noun == "creature"


def test_spanish_lists_the_subtypes_after_the_kind() -> None:
    flt = parse_filter("criaturas trasgo, elfo o guerrero", ES)
    assert flt is not None and flt.subtypes == {"goblin", "elf", "warrior"} and flt.noun == "creature"


def test_a_word_of_the_list_that_is_no_subtype_is_not_read_as_one() -> None:
    assert parse_filter("goblin, elf, or frobnicate creatures", EN) is None
    assert parse_filter("goblin, elf, or white creature", EN) is None  # a colour is no subtype (105.2, 205.3)


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("Destroy all Goblin, Elf, or Warrior creatures.", None, "Dave destroys Llanowar Elves."),
    ("Destruye todas las criaturas Trasgo, Elfo o Guerrero.", "es", "Dave destruye Llanowar Elves."),
])
def test_destroy_all_of_a_listed_subtype(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang, Alice=typed("Alice"), Bob=typed("Bob"), Dave=typed("Dave"))
    [event] = out["steps"][0]["events"]
    assert event["action"] == "destroy" and event["objects"] == ["Llanowar Elves"]
    assert said in out["narration"]


def test_listed_subtypes_you_control_get_a_bonus() -> None:
    out = resolve_card("Elf, Bear, and Angel creatures you control get +1/+1 until end of turn.",
                       Alice=typed("Alice"), Dave=typed("Dave"))
    [event] = out["steps"][0]["events"]
    assert event["objects"] == ["Llanowar Elves"]  # Dave's Elf; Alice's Bear and Angel are not Dave's (611.2c)


def test_a_list_with_a_word_that_is_no_subtype_is_refused() -> None:
    with pytest.raises(BotError) as caught:
        resolve_card("Destroy all Goblin, Elf, or Frobnicate creatures.", Alice=typed("Alice"), Dave=typed("Dave"))
    assert caught.value.key == "apnap.error.unsupported_effect"
