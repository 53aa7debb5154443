"""Banding as a keyword a resolution grants or gives a token (702.22): "Target creature gains banding until end of
turn" (Formation), "Create a 1/1 white Knight creature token with banding" (Errand of Duty), "Wall creatures you
control get +1/+0 and have banding" (Fortified Area). Banding changes only how attacks are declared and combat damage
is assigned (702.22a, 702.22c-k), never what these resolutions do, so the word is kept as a granted keyword, like
exalted. Before, "banding" was refused as words not understood. English and printed Spanish ("la habilidad de
formar bandas", the terminology's name)."""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card
from tests.apnap.test_spanish_no_english import leaks

FORMATION = "Target creature gains banding until end of turn."
FORMATION_ES = "La criatura objetivo gana la habilidad de formar bandas hasta el final del turno."
ERRAND = "Create a 1/1 white Knight creature token with banding."
ERRAND_ES = "Crea una ficha de criatura Caballero blanca 1/1 con la habilidad de formar bandas."


@pytest.mark.parametrize(("text", "lang", "said"), [
    (FORMATION, None, "Hill Giant: gains banding until end of turn"),
    (FORMATION_ES, "es", "Hill Giant: gana la habilidad de formar bandas hasta el final del turno"),
])
def test_a_target_gains_banding_until_end_of_turn(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang, card="Formation", target="Hill Giant")
    [event] = out["steps"][0]["events"]
    assert (event["action"], event["objects"], event["keywords"], event["duration"]) == \
        ("modify", ["Hill Giant"], "banding", "this_turn")
    assert said in out["narration"]
    assert "613.1f" in out["citations"]  # an ability-adding effect (layer 6)
    if lang:
        assert leaks(out["narration"], {"Hill Giant", "Formation", "Bob", "Dave"}) == []


@pytest.mark.parametrize(("text", "lang", "said"), [
    (ERRAND, None, "Dave creates 1 token (1/1 white Knight creature with banding)"),
    (ERRAND_ES, "es", "Dave crea 1 ficha de criatura Caballero blanca 1/1 con la habilidad de formar bandas"),
])
def test_a_token_is_created_with_banding(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang, card="Errand of Duty")
    [event] = out["steps"][0]["events"]
    assert event["action"] == "create" and event["player"] == "Dave"
    assert said in out["narration"]
    if lang:
        assert leaks(out["narration"], {"Errand of Duty", "Bob", "Dave"}) == []


def test_a_keyword_outside_the_list_is_still_refused() -> None:
    """Only banding joined the list: a granted keyword the resolver does not know stays refused with its words."""
    from bot.errors import BotError
    with pytest.raises(BotError) as caught:
        resolve_card("Target creature gains frobnicate until end of turn.", card="Nonsense")
    assert "frobnicate" in str(caught.value)
