""""Each of" when one object is there (601.2c, 122.1): "… deals 3 damage to each of up to one target creature" keeps its
"up to" (no target is a legal choice; it was read as exactly one target and said "to each of target creature"), and a
counter put on one permanent is said "on Craw Wurm" / "sobre Craw Wurm", never "on each of Craw Wurm" / "en cada uno
de estos permanentes: Craw Wurm" (blind judge, session 34: singular narration in English and Spanish)."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

UP_TO_ONE = "This creature deals 3 damage to each of up to one target creature."


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "This creature deals 3 damage to each of up to one target creature."),
    ("es", "Esta criatura hace 3 puntos de daño a cada una de hasta una criatura objetivo."),
])
def test_each_of_up_to_one_target_keeps_up_to(lang: str, said: str) -> None:
    out = resolve_card(UP_TO_ONE, lang, target="Craw Wurm")
    assert [(e["objects"], e["amount"]) for s in out["steps"] for e in s["events"]] == [(["Craw Wurm"], 3)]
    assert said in out["narration"] and "each of target" not in out["narration"]


def test_each_of_up_to_one_target_with_none_named_is_asked_as_a_count_from_zero() -> None:
    with pytest.raises(BotError) as info:
        resolve_card(UP_TO_ONE, target=None)
    assert info.value.code == "choice_needed" and "0 to 1" in str(info.value)


@pytest.mark.parametrize(("lang", "said", "wrong"), [
    ("en", "Dave puts 1 +1/+1 counter on Craw Wurm.", "on each of Craw Wurm"),
    ("es", "Dave pone 1 contador +1/+1 sobre Craw Wurm.", "en cada uno de estos permanentes: Craw Wurm"),
])
def test_a_counter_on_each_of_one_permanent_is_said_in_the_singular(lang: str, said: str, wrong: str) -> None:
    out = resolve_card("Support 2.", lang, target="Craw Wurm")  # "on each of up to two other target creatures"
    assert said in out["narration"] and wrong not in out["narration"]


def test_several_permanents_still_say_each_of() -> None:
    out = resolve_card("Support 2.", target=["Craw Wurm", "Llanowar Elves"])
    assert "on each of Llanowar Elves and Craw Wurm" in out["narration"]
