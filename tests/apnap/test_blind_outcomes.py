"""How a blind case is scored when the resolver gives another error than the case expects (blindcases.outcome).

A "wrong" answer must mean a confident wrong answer. An honest refusal ("I can't read these words") where the
writer expected a question or a rejection is a refusal; a question or rejection where the writer expected the
words unread is unverified (the resolver reads them now). Other mismatches stay wrong. The cases here are made up
for the test, on the standard board; none comes from a held-out set."""

from __future__ import annotations

from tests.apnap.blindcases import Case, outcome

UNREAD = "Assemble X plus one Contraptions."  # words the resolver names as unread
REJECTS = "Destroy target creature."  # with a target that is no permanent on the board: rejected (bad_scenario)


def _case(text: str, expect: dict[str, object], **changes: object) -> Case:
    if text == REJECTS:
        changes = {"target": "Nobody Here", **changes}
    return Case("made-up", "Made-Up Card", text, "en", dict(changes), expect)


def test_a_refusal_where_a_question_was_expected_is_a_refusal() -> None:
    assert outcome(_case(UNREAD, {"error": "choice_needed"}, ability=1)) == "refused"
    assert outcome(_case(UNREAD, {"error": "bad_scenario"}, ability=1)) == "refused"


def test_a_rejection_where_unread_words_were_expected_is_unverified() -> None:
    assert outcome(_case(REJECTS, {"error": "unsupported_effect"}), current_contract=True) == "unverified"


def test_the_expected_error_is_right_and_a_resolution_against_an_expected_error_is_wrong() -> None:
    assert outcome(_case(REJECTS, {"error": "bad_scenario"})) == "right"
    assert outcome(_case("Draw a card.", {"error": "bad_scenario"})) == "wrong"


def test_a_rejection_where_a_question_was_expected_stays_wrong() -> None:
    assert outcome(_case(REJECTS, {"error": "choice_needed"})) == "wrong"
