""""If the player is your opponent and has four or more cards in hand, …" (Fevered Visions): a board condition on the
player the trigger is about (603.2), which holds only when that player is one of the controller's opponents (102.3)
and, then, that player's own hand holds four or more cards, counted as the sentence is reached (608.2c: after the
draw before it). Before, "is your opponent and has …" was refused as words not understood. English and Spanish.

The standard board (realcards.py): Bob is active, Dave controls; Bob holds one card, Dave two.
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import resolve_card
from tests.apnap.rendering import _comparable
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

VISIONS = ("At the beginning of each player's end step, that player draws a card. If the player is your opponent and "
           "has four or more cards in hand, Fevered Visions deals 2 damage to that player.")
VISIONS_ES = ("Al comienzo del paso final de cada jugador, ese jugador roba una carta. Si el jugador es tu oponente y "
              "tiene cuatro o más cartas en la mano, Visiones febriles le hace 2 puntos de daño a ese jugador.")
_CARDS = {None: "Fevered Visions", "es": "Visiones febriles"}
_HAND = ["Opt (instant)", "Shock (instant)", "Duress (sorcery)"]


@pytest.mark.parametrize(("text", "lang"), [(VISIONS, None), (VISIONS_ES, "es")])
def test_an_opponent_with_four_cards_after_the_draw_is_dealt_2(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card=_CARDS[lang], Bob={"hand": _HAND})
    assert [(e["player"], e["amount"]) for e in events_of(out, "draw")] == [("Bob", 1)]
    assert [(e["player"], e["amount"]) for e in events_of(out, "damage")] == [("Bob", 2)]
    assert out["life"]["Bob"] == 18
    [cond] = out["conditions"]
    assert cond["holds"] is True and cond["done"] is True
    if lang:
        assert leaks(out["narration"], {"Bob", "Dave", "Alice", "Carol", "Visiones", "febriles"}) == []


@pytest.mark.parametrize(("text", "lang"), [(VISIONS, None), (VISIONS_ES, "es")])
def test_an_opponent_with_fewer_cards_is_not_dealt_damage(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card=_CARDS[lang])  # Bob: one card, two after the draw
    assert not events_of(out, "damage")
    [cond] = out["conditions"]
    assert cond["holds"] is False and cond["done"] is False
    said = "is not done (608.2c)" if not lang else "no se hace (608.2c)"
    assert said in out["narration"]
    if lang:
        assert leaks(out["narration"], {"Bob", "Dave", "Alice", "Carol", "Visiones", "febriles"}) == []


@pytest.mark.parametrize(("text", "lang"), [(VISIONS, None), (VISIONS_ES, "es")])
def test_the_controller_is_no_opponent_whatever_their_hand(text: str, lang: str | None) -> None:
    """Dave's own end step: Dave draws to six cards, yet he is not his own opponent (102.3)."""
    out = resolve_card(text, lang, card=_CARDS[lang], active="Dave",
                       Dave={"hand": [*_HAND, "Opt (instant)", "Ponder (sorcery)"]})
    assert [(e["player"], e["amount"]) for e in events_of(out, "draw")] == [("Dave", 1)]
    assert not events_of(out, "damage")
    assert out["life"]["Dave"] == 20
    assert out["conditions"][0]["holds"] is False


@pytest.mark.parametrize(("text", "lang"), [(VISIONS, "en"), (VISIONS_ES, "es")])
def test_the_reading_says_the_condition_in_each_language_and_reads_back(text: str, lang: str) -> None:
    """The condition is said from its typed check (render/amounts.py), never in the other language, and the reading
    is read back into the same plan."""
    plan = plan_of(parse_effect(text.split(", ", 1)[1], lang))  # the effect, without the trigger's words
    for said_lang in ("en", "es"):
        said = render_plan(plan, said_lang)
        assert ("is your opponent and has" in said) if said_lang == "en" else \
            ("es tu oponente y tiene" in said and not leaks(said, {"Fevered", "Visions"}))
        assert _comparable(plan_of(parse_effect(said, said_lang))) == _comparable(plan)
