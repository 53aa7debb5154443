""""Up to N", "any number of" and "another target" are typed plan fields (``Step.up_to``, ``Step.another_target``)
set from the parse, which the engine reads instead of the step's words (tests/architecture/test_engine_reads_no_text).

Why: engine/sole_targets.py read "up to" from the step's text beside the typed field, and "another target" from the
text alone; "Untap up to one target artifact or creature" never carried its "up to one" (the tap and untap readers read
the count but not "up to one"), so only the regex knew it."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of

UP_TO = [
    ("en", "Untap up to one target artifact or creature."),
    ("en", "Tap up to one target creature."),
    ("en", "Tap up to two target creatures."),
    ("en", "Destroy up to one target artifact."),
    ("en", "Return up to two target creatures to their owners' hands."),
    ("en", "Exile any number of target creatures."),
    ("en", "Return up to one target creature card from your graveyard to your hand."),
    ("en", "Draw up to two cards."),
    ("es", "Destruye hasta un artefacto objetivo."),
]


@pytest.mark.parametrize(("lang", "text"), UP_TO, ids=[t for _, t in UP_TO])
def test_up_to_is_typed(lang: str, text: str) -> None:
    steps = plan_of(parse_effect(text, lang)).steps
    assert [s.up_to for s in steps] == [True]


@pytest.mark.parametrize("text", ["Tap target creature.", "Destroy two target artifacts.", "Draw two cards."])
def test_exactly_n_is_not_up_to(text: str) -> None:
    assert [s.up_to for s in plan_of(parse_effect(text, "en")).steps] == [False]


ANOTHER = [
    ("en", "Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn."),
    ("es", "La criatura objetivo obtiene +2/+2 hasta el final del turno. Otra criatura objetivo obtiene -2/-2 hasta el "
           "final del turno."),
]


@pytest.mark.parametrize(("lang", "text"), ANOTHER, ids=[lang for lang, _ in ANOTHER])
def test_another_target_is_typed(lang: str, text: str) -> None:
    assert [s.another_target for s in plan_of(parse_effect(text, lang)).steps] == [False, True]
