"""The source, or a card in any graveyard, put on top of its owner's library (400.7, 401.1, 115.1): "{G}{U}: Put
Cromat on top of its owner's library" (also Fencer Clique, Soaring Hope, Thalakos Mistfolk, Sensei's Divining Top's
"Draw a card, then put Sensei's Divining Top on top of its owner's library") and "Put target card from a graveyard on
top of its owner's library" (Noxious Revival). Before, both were refused as words not understood; the targeted
permanent's form ("Put target creature on top of its owner's library") was read already. English and printed
Spanish."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card, resolve_on_daves_board
from tests.apnap.test_spanish_no_english import leaks

CROMAT = "{G}{U}: Put Cromat on top of its owner's library."
CROMAT_ES = "{G}{U}: Pon a Cromat en la parte superior de la biblioteca de su propietario."
REVIVAL = "Put target card from a graveyard on top of its owner's library."
REVIVAL_ES = "Pon la carta objetivo de un cementerio en la parte superior de la biblioteca de su propietario."
TOP = "{T}: Draw a card, then put Sensei's Divining Top on top of its owner's library."


@pytest.mark.parametrize(("text", "lang", "said"), [
    (CROMAT, None, "Dave puts Cromat on top of its owner's library"),
    (CROMAT_ES, "es", "Dave pone Cromat en la parte superior de la biblioteca de su propietario"),
])
def test_the_source_goes_on_top_of_its_owners_library(text: str, lang: str | None, said: str) -> None:
    out = resolve_on_daves_board("Cromat", text, lang)
    [event] = out["steps"][0]["events"]
    assert (event["action"], event["objects"], event["from"], event["to"]) == \
        ("put", ["Cromat"], "battlefield", "library_top")
    assert {"400.7", "401.1"} <= set(out["citations"])
    assert said in out["narration"]
    if lang:
        assert leaks(out["narration"], {"Cromat", "Bob", "Dave"}) == []


def test_a_draw_then_the_source_on_top() -> None:
    """Sensei's Divining Top: the draw first, then the source on top (608.2c: in the order written)."""
    out = resolve_on_daves_board("Sensei's Divining Top", TOP)
    assert [e["action"] for s in out["steps"] for e in s["events"]] == ["draw", "put"]
    assert out["steps"][1]["events"][0]["objects"] == ["Sensei's Divining Top"]
    assert out["reading"] == "Draw a card, then put Sensei's Divining Top on top of its owner's library."


@pytest.mark.parametrize(("text", "lang", "said"), [
    (REVIVAL, None, "Dave puts Mountain on top of its owner's library"),
    (REVIVAL_ES, "es", "Dave pone Mountain en la parte superior de la biblioteca de su propietario"),
])
def test_a_card_from_any_graveyard_goes_on_top_of_its_owners_library(text: str, lang: str | None, said: str) -> None:
    """Alice's Mountain, targeted by Dave's spell: on top of Alice's library (its owner's, 400.3), not Dave's."""
    out = resolve_card(text, lang, card="Noxious Revival", target="Mountain")
    [event] = out["steps"][0]["events"]
    assert (event["action"], event["objects"], event["from"], event["to"]) == \
        ("put", ["Mountain"], "graveyard", "library_top")
    assert said in out["narration"]
    assert out["reading"] == text  # said back as printed, not as "onto the battlefield under your control"
    if lang:
        assert leaks(out["narration"], {"Mountain", "Noxious Revival", "Bob", "Dave"}) == []


def test_another_subject_is_still_refused() -> None:
    """Only the controller's own instruction is read: "Target player puts …" keeps its words refused (608.2c)."""
    with pytest.raises(BotError):
        resolve_card("Target player puts Cromat on top of its owner's library.", card="Cromat")
