"""The source's own words in a trigger (109.2, 603.2): every card type's "this …" and its printed Spanish form with
the noun's gender ("esta tierra", "este artefacto", "esta carta"), and the subtypes Oracle text names itself by ("this
Vehicle"), from one list (grammar/self_words.py). Before, the Spanish readers knew only "esta criatura" and "este
permanente", so "Cuando esta tierra entre al campo de batalla" named no object and "it" was not the source.
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar.antecedents import outside_antecedent
from bot.apnap.grammar.self_words import SELF_RE, SELF_WORDS

# every permanent card type (110.4) has its English and Spanish self-reference
_TYPES = {"artifact": "este artefacto", "battle": "esta batalla", "creature": "esta criatura",
          "enchantment": "este encantamiento", "land": "esta tierra", "planeswalker": "este planeswalker"}


@pytest.mark.parametrize(("english", "spanish"), sorted(_TYPES.items()))
def test_every_permanent_type_has_its_self_words(english: str, spanish: str) -> None:
    assert f"this {english}" in SELF_WORDS and spanish in SELF_WORDS
    assert SELF_RE.search(f"if {spanish} is tapped") is not None


@pytest.mark.parametrize("condition", ["Cuando esta tierra entre al campo de batalla",
                                       "Cuando este artefacto entre al campo de batalla",
                                       "Siempre que este encantamiento entre al campo de batalla",
                                       "When this Vehicle attacks", "Whenever this land becomes tapped"])
def test_the_trigger_subject_is_the_source(condition: str) -> None:
    assert outside_antecedent("triggered", condition, None, None, ()) == "source"


def test_another_object_of_a_kind_is_still_the_events() -> None:
    assert outside_antecedent("triggered", "Cuando una criatura entre al campo de batalla", None, None, ()) \
        == "event:creature"
