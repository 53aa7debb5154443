"""A condition note (608.2c) quotes the card's words only in the language they were printed in (issue #22, review of
session 41): the printed text's language decides, not the answer's. An English answer on a printed Spanish card says
the instruction as the English reading does; an answer in the card's own language quotes it as printed."""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card

SPANISH = "Si controlas una criatura, roba una carta."
ENGLISH = "If you control a creature, draw a card."
ES_NOTE = ("Condición «controlas una criatura»: se cumple al llegar a esta parte del efecto, así que «roba una carta» "
           "se hace (608.2c).")


@pytest.mark.parametrize(("effect", "lang", "note"), [
    (SPANISH, "en", "Condition “you control a creature”: true as this part of the effect is reached, so “draw a card” "
                    "is done (608.2c)."),
    (SPANISH, "es", ES_NOTE),
    (ENGLISH, "es", ES_NOTE),
    (ENGLISH, "en", "Condition “you control a creature”: true as this part of the effect is reached, so “draw a card” "
                    "is done (608.2c)."),
])
def test_the_note_says_the_instruction_in_the_answers_language(effect: str, lang: str, note: str) -> None:
    out = resolve_card(effect, lang=lang)
    assert note in out["narration"]
    other = "roba una carta" if lang == "en" else "draw a card"
    assert other not in out["narration"].split("\n", 1)[1]  # the first line repeats the effect as given


def test_a_note_in_the_cards_own_language_keeps_its_printed_words() -> None:
    # nothing to translate: the note quotes the card as printed (its text), and says no reading beside it
    (cond,) = resolve_card(SPANISH, lang="es")["conditions"]
    assert cond["said"] == cond["text"] == "roba una carta"
