""""Whenever enchanted creature attacks, its controller loses 2 life", "Whenever enchanted artifact becomes tapped, its
controller gets a poison counter" (Relic Putrescence), "Siempre que la criatura encantada ataque, su controlador
pierde 2 vidas": "its controller" after a trigger about the permanent the source is attached to is that
permanent's controller (303.4e, 301.5d), the same subject "enchanted creature's controller" reads into
(antecedents.py, ``attached:`` in referent_kinds.py). Before, refused; "it" after such a trigger stays refused."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.errors import BotError
from tests.apnap.realcards import resolve_card


@pytest.mark.parametrize(("text", "lang", "attached"), [
    ("Whenever enchanted creature attacks, its controller loses 2 life.", None, "enchanted"),
    ("Whenever equipped creature deals combat damage, its controller loses 2 life.", None, "equipped"),
    ("Siempre que la criatura encantada ataque, su controlador pierde 2 vidas.", "es", "enchanted"),
])
def test_its_controller_is_the_attached_creatures(text: str, lang: str | None, attached: str) -> None:
    result = resolve_card(text, lang=lang, card="Aura", attached_to="Hill Giant")  # Bob's creature, Dave's Aura
    (event,) = result["steps"][0]["events"]
    assert (event["player"], event["action"], event["amount"]) == ("Bob", "lose_life", 2)
    assert result["life"]["Bob"] == 18 and result["life"]["Dave"] == 20
    assert ("303.4e" if attached == "enchanted" else "301.5d") in result["citations"]
    said = {("enchanted", None): "Enchanted creature's controller",
            ("equipped", None): "Equipped creature's controller",
            ("enchanted", "es"): "El controlador de la criatura encantada"}[attached, lang]
    assert result["reading"].startswith(said)


def test_a_poison_counter_for_the_enchanted_artifacts_controller() -> None:
    result = resolve_card("Whenever enchanted artifact becomes tapped, its controller gets a poison counter.",
                          card="Relic Putrescence", attached_to="Sol Ring")  # Alice's artifact
    (event,) = result["steps"][0]["events"]
    assert (event["player"], event["action"], event["total"]) == ("Alice", "poison", 1)


def test_it_after_such_a_trigger_is_the_attached_permanent() -> None:
    """"Whenever enchanted creature attacks, put a +1/+1 counter on it" (Ordeal of Thassa, session 21; refused
    before): "it" is the permanent the source is attached to (303.4), as "… on enchanted creature" reads."""
    (step,) = parse_effect("Put a +1/+1 counter on it.", antecedent="attached:enchanted creature").steps
    assert step.detail("target") == "attached" and step.detail("attached") == "enchanted"
    with pytest.raises(BotError) as exc:  # a verb with no attached form stays refused
        parse_effect("Untap it.", antecedent="attached:enchanted creature")
    assert exc.value.code == "unsupported_effect"
