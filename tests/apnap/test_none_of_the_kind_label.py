"""A player with nothing of the kind to pick is said to have none of THAT kind (101.3): "— (no creatures with
flying)", never only the noun ("— (no creatures)", false of a player who controls a creature without flying).

Judge 27 found Clip Wings' "Each opponent sacrifices a creature with flying" said of Bob, who controls Hill Giant, as
"Bob: — (no creatures)". The choice keeps the kind as the text says it (``ChoiceRecord.kind``, in the answer's
language), and the narration says it, in English and in Spanish.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from tests.apnap import corpus
from tests.apnap.realcards import resolve_card
from tests.apnap.test_spanish_no_english import leaks


def _clip_wings(lang: str) -> dict[str, Any]:
    item = corpus.ability_of("Clip Wings")
    data = corpus.request(item, corpus.board(4))
    return resolve_text(json.dumps(data), lang, card_lookup=corpus.card_lookup(item))


def _choices_line(out: dict[str, Any]) -> str:
    return next(line for line in out["narration"].split("\n") if "APNAP" in line or "JAJNA" in line)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_opponent_without_a_flyer_has_no_creatures_with_flying(lang: str) -> None:
    out = _clip_wings(lang)
    sacrificed = [(e["player"], e["objects"]) for s in out["steps"] for e in s["events"] if e["objects"]]
    assert sacrificed == [("Alice", ["Serra Angel"])]
    line = _choices_line(out)
    if lang == "en":
        assert "Bob: — (no creatures with flying)" in line and "Carol: — (no creatures with flying)" in line
        assert "(no creatures)" not in line
    else:
        assert "Bob: — (sin criaturas con la habilidad de volar)" in line
        assert leaks(line, {"Bob", "Carol", "Alice", "Serra Angel"}) == []


def test_a_kind_that_is_only_its_noun_is_said_as_before() -> None:
    out = resolve_card("Each opponent sacrifices a creature.", Carol={"battlefield": []})
    assert "Carol: — (no creatures)" in _choices_line(out)


def test_a_kind_under_the_pickers_control_leaves_the_control_unsaid() -> None:
    out = resolve_card("Each player sacrifices an artifact they control.")
    line = _choices_line(out)
    assert "Carol: — (no artifacts)" in line and "they control" not in line
