"""Question cues (``bot.search.cues``): what the bank's questions say about which area of the CR a
question's words, stop words and opening included, are asked about."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.search.cues import CueModel, cue_tokens

# A made-up bank: "who … first" is asked about 101, "how much damage" about 510.
TEACHING = [
    *(("en", f"who goes first when {x}", "101.4") for x in ("both draw", "we scry", "each player discards")),
    *(("en", f"how much damage does {x} deal", "510.1c") for x in ("a blocker", "trample", "my dragon")),
    *(("es", f"¿quién elige primero si {x}?", "101.4") for x in ("robamos", "descartamos")),
    *(("es", f"¿cuánto daño hace {x}?", "510.1a") for x in ("un bloqueador", "mi dragón")),
]


def test_stop_words_and_the_opening_word_are_cues():
    tokens = cue_tokens("Who chooses FIRST?", "en")
    assert tokens[0] == "^who" and "who" in tokens and "first" in tokens


def test_a_question_leans_to_the_area_its_words_are_asked_about():
    model = CueModel(TEACHING)
    (apnap, _), (damage, _) = model.scores("who sacrifices first", "en", ["101.2", "510.2"])
    assert apnap > 0 > damage  # 101.2 was never asked about: its area (101) was
    (apnap, _), (damage, _) = model.scores("¿cuánto daño hace?", "es", ["101.4", "510.1c"])
    assert damage > 0 > apnap


def test_what_the_bank_never_asked_gives_nothing():
    model = CueModel(TEACHING)
    assert model.scores("who goes first", "en", ["702.19b"]) == [(0.0, 0.0)]  # no question in 702 or 7
    assert model.scores("zzz qqq", "en", ["101.4"]) == [(0.0, 0.0)]  # no known word
    assert model.scores("who goes first", "fr", ["101.4"]) == [(0.0, 0.0)]
    assert CueModel([]).scores("who goes first", "en", ["101.4"]) == [(0.0, 0.0)]


@given(st.text(max_size=80), st.sampled_from(["101.4", "510.1c", "702.19b", "100.1"]))
def test_any_question_scores_finitely(question, number):
    (area, section), = CueModel(TEACHING).scores(question, "en", [number])
    assert abs(area) < 20 and abs(section) < 20
