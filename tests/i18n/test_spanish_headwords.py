"""Spanish glossary headwords and community names lead back to the English entry and rule."""

from __future__ import annotations

import pytest

from bot.i18n.terms import Terminology
from bot.i18n.translation import Entry, Translations, default_translations


@pytest.mark.parametrize(
    "typed, headword",
    [
        ("toque mortal", "Deathtouch"), ("ARROLLAR", "Trample"), ("exiliar", "Exile"), ("Exilio", "Exile"),
        ("Estimulado", "Kicker, Kicked"), ("acciones basadas en estado", "State-Based Actions"),
        ("pelear", "Fight"), ("multiestimulo", "Multikicker"), ("orden JAJNA", "APNAP Order"),
    ],
)
def test_spanish_headword_finds_the_english_glossary_entry(typed, headword):
    assert default_translations().english_headword(typed) == headword


def test_unknown_spanish_is_none():
    assert default_translations().english_headword("palabra que no es un término") is None


def test_headword_parts_and_obsolete_marks_are_split():
    bury, modal = "glossary/Bury (Obsolete)", "glossary/Modal, Mode"
    tr = Translations({bury: Entry(bury, "x", "…", term="Enterrar (Obsoleto)"),
                       modal: Entry(modal, "y", "…", term="Modal, Modo")})
    assert tr.english_headword("enterrar") == "Bury (Obsolete)"
    assert tr.english_headword("Modo") == "Modal, Mode"
    assert tr.english_headword("modal, modo") == "Modal, Mode"


def test_community_name_to_headword_through_the_dictionary():
    """What ``/define JAJNA`` needs: the dictionary maps the community name to its English term,
    whose glossary entry the translations then name in Spanish."""
    term = Terminology.load().translate("JAJNA", "es")[0]
    assert "101.4" in term.rules
    assert default_translations().english_headword(term.es) == "APNAP Order"
