"""Printed Spanish reads into the same plan as English (spanish_parity.py): the harness tells one plan from
another, and the shares measured on the translated real abilities may only go up."""

from __future__ import annotations

import pytest

from tests.apnap.corpus import board
from tests.apnap.spanish_parity import Pair, outcome, score

DEV_FLOOR = 0.98  # 240 translated abilities (session 12): 0.500 / 0.496 on arrival, 0.621 / 0.632 with Spanish names,
#                  0.810 / 0.709 with the Spanish lexicon of keywords, subtypes, tokens and target tails
HELDOUT_FLOOR = 0.87  # session 13: 0.948 / 0.769; 14 (counters, tokens, tails, …): 0.966 / 0.855; 15: 0.966 / 0.863;
# 16: 0.983 / 0.880
DEV2_FLOOR = 0.98  # 160 fresh-sample abilities translated blind (session 18): 0.852 on arrival, 0.929 with its
#                   constructions (tests/apnap/test_spanish_dev2_constructions.py); 0.935 at session 19's end; 0.948 →
#                   0.987 in session 40 (test_spanish_printed40.py; dev 0.983 → 0.991)


@pytest.mark.parametrize(("en", "es", "expected"), [
    ("Draw a card. Scry 2.", "Roba una carta. Adivina 2.", "same"),
    ("Draw a card. Scry 2.", "Roba dos cartas. Adivina 2.", "differs"),
    ("Each opponent sacrifices a creature.", "Cada oponente sacrifica una criatura.", "same"),
    ("Each opponent sacrifices a creature.", "Cada oponente descarta una carta.", "differs"),
    ("Each opponent sacrifices a creature.", "Cada oponente hace algo que nadie escribió.", "es_refused"),
])
def test_the_harness_tells_one_plan_from_another(en: str, es: str, expected: str) -> None:
    assert outcome(Pair("Test Card", "Sorcery", en, es), board(4)) == expected


@pytest.mark.parametrize(("split", "floor"), [("dev", DEV_FLOOR), ("heldout", HELDOUT_FLOOR),
                                                   ("dev2", DEV2_FLOOR)])
def test_the_share_read_the_same_does_not_fall(split: str, floor: float) -> None:
    result = score(split)
    if not result["pairs"]:
        pytest.skip("no translated pairs in this checkout")
    assert result["same_share"] is not None and result["same_share"] >= floor, result
