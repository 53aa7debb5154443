"""Detain (701.35a): "Detain target creature an opponent controls" (Inaction Injunction, Azorius Arrester, …),
"Detain up to two target creatures your opponents control" (Lyev Decree), "Detain target nonland permanent an
opponent controls" (Azorius Justiciar's kin): until the next turn of the controller of the spell or ability, the
permanent can't attack or block and its activated abilities can't be activated. Nothing moves or turns as it resolves;
the event names the detained permanents and the narration says what detain means and until when. Before, every detain
was refused as words not understood. English and printed Spanish ("Detén a la criatura objetivo …").

The standard board (realcards.py): Bob is active, Dave controls; Bob controls Hill Giant.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.test_spanish_no_english import leaks

ONE = "Detain target creature an opponent controls. Draw a card."
ONE_ES = "Detén a la criatura objetivo que controla un oponente. Roba una carta."
TWO = "Detain up to two target creatures your opponents control."
TWO_ES = "Detén hasta dos criaturas objetivo que controlan tus oponentes."


def _events(out: dict, action: str) -> list[dict]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == action]


@pytest.mark.parametrize(("text", "lang", "said"), [
    (ONE, None, "Dave detains Hill Giant: until Dave's next turn, the detained permanents can't attack or block and "
                "their activated abilities can't be activated (701.35a)"),
    (ONE_ES, "es", "Dave detiene Hill Giant: hasta el próximo turno de Dave, los permanentes detenidos no pueden "
                   "atacar ni bloquear y sus habilidades activadas no pueden activarse (701.35a)"),
])
def test_detain_one_target_then_draw(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang, card="Inaction Injunction", target="Hill Giant")
    [detained] = _events(out, "detain")
    assert (detained["player"], detained["objects"], detained["duration"]) == \
        ("Dave", ["Hill Giant"], "until_your_next_turn")
    assert [(e["player"], e["amount"]) for e in _events(out, "draw")] == [("Dave", 1)]
    assert not _events(out, "tap")  # detain turns nothing (701.35a)
    assert {"701.35a", "611.2a", "115.1"} <= set(out["citations"])
    assert said in out["narration"]
    if lang:
        assert leaks(out["narration"], {"Hill Giant", "Inaction Injunction", "Bob", "Dave"}) == []


@pytest.mark.parametrize("text", [TWO, TWO_ES])
def test_up_to_two_targets_are_detained_at_once(text: str) -> None:
    """601.2c: the targets chosen as it was cast; with none named, the resolver asks for from 0 to 2 of them."""
    lang = "es" if text == TWO_ES else None
    with pytest.raises(BotError) as asked:
        resolve_card(text, lang, card="Lyev Decree")
    assert asked.value.key == "apnap.error.targets_needed"
    assert (asked.value.params["least"], asked.value.params["most"]) == (0, 2)
    out = resolve_card(text, lang, card="Lyev Decree", target=["Hill Giant"])
    [detained] = _events(out, "detain")
    assert detained["objects"] == ["Hill Giant"]
    assert "601.2c" in out["citations"]


def test_an_own_creature_is_not_a_legal_target() -> None:
    """"an opponent controls" (115.1): Dave's own creature can't be detained by his ability."""
    with pytest.raises(BotError):
        resolve_card(ONE, card="Inaction Injunction", target="Llanowar Elves")


def test_another_players_detain_is_refused() -> None:
    with pytest.raises(BotError) as refused:
        resolve_card("Target player detains target creature.", card="Nonsense")
    assert "detains" in str(refused.value)
