"""Issue #22: two sentences that each say "target creature" were resolved on the first creature named, twice.

Why: each step found its target among all the names in ``targets``. Azorius Ploy with two creatures named prevented
both the damage Hill Giant would deal and the damage dealt to Hill Giant, leaving the second target untouched; "Target
creature gets +2/+0 …. Another target creature gets -2/-0 …" gave both to one creature. Each word "target" has its
own target, chosen in printed order (115.3, 601.2c): with as many objects named as the effect has such words, each
step sees only its own (engine/target_words.py). "That creature" has no word of its own.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import resolve_card

TWO = {"targets": ["Hill Giant", "Craw Wurm"]}


def _objects(out: dict[str, Any]) -> list[list[str]]:
    return [[o for e in s["events"] for o in e["objects"]] or [o for e in s.get("effects", []) for o in e["objects"]]
            for s in out["steps"]]


@pytest.mark.parametrize(("text", "lang"), [
    ("Target creature gets +2/+2 until end of turn. Target creature gets -2/-2 until end of turn.", None),
    ("Target creature gets +2/+0 until end of turn. Another target creature gets -2/-0 until end of turn.", None),
    ("Tap target creature. Put a +1/+1 counter on target creature.", None),
    ("La criatura objetivo obtiene +2/+2 hasta el final del turno. Otra criatura objetivo obtiene -2/-2 hasta el "
     "final del turno.", "es"),
])
def test_each_target_word_takes_its_own_object(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, **TWO)
    assert _objects(out) == [["Hill Giant"], ["Craw Wurm"]], out["narration"]


def test_azorius_ploy_prevents_for_each_of_its_two_targets() -> None:
    text = ("Prevent all combat damage target creature would deal this turn.\nPrevent all combat damage that would be "
            "dealt to target creature this turn.")
    out = resolve_card(text, card="Azorius Ploy", **TWO)
    lines = [line for line in out["narration"].splitlines() if line.startswith("Now:")]
    assert "Hill Giant would deal" in lines[0] and "dealt to Craw Wurm" in lines[1], out["narration"]


def test_words_of_different_kinds_take_the_object_of_their_kind_whatever_the_order_named() -> None:
    out = resolve_card("Destroy target artifact. Destroy target enchantment.", targets=["Oblivion Ring", "Sol Ring"])
    assert _objects(out) == [["Sol Ring"], ["Oblivion Ring"]]


def test_that_creature_still_means_the_one_targeted() -> None:
    text = ("All creatures able to block target creature this turn do so. That creature gains indestructible until end "
            "of turn.")
    out = resolve_card(text, target="Craw Wurm")
    assert _objects(out)[1] == ["Craw Wurm"]
