"""A land that enters tapped unless its controller pays (614.12, 614.1d): "As Steam Vents enters the battlefield, you
may pay 2 life. If you don't, it enters the battlefield tapped." — "it" is the permanent entering, the source (608.2c;
the "As … enters" ability names it); printed Spanish "En cuanto Fuente sagrada entre al campo de batalla, puedes pagar
2 vidas. Si no lo haces, entra al campo de batalla girada." (its subject left out). "It" after an instruction that
names another object is still refused. Refused before (session 32, gE19)."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import run

SHOCK = "As this land enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped."
SHOCK_ES = ("En cuanto esta criatura entre al campo de batalla, puedes pagar 2 vidas. Si no lo haces, entra al campo "
            "de batalla girada.")


@pytest.mark.parametrize("effect", [SHOCK, SHOCK_ES])
def test_paying_leaves_it_untapped(effect: str) -> None:
    out = run({}, effect=effect)
    assert out["life"]["Dave"] == 18
    assert not any(e["action"] == "enters_tapped" for s in out["steps"] for e in s["events"])


@pytest.mark.parametrize("effect", [SHOCK, SHOCK_ES])
def test_not_paying_makes_it_enter_tapped(effect: str) -> None:
    out = run({}, effect=effect, choices={"Dave": ["no"]})
    assert out["life"]["Dave"] == 20
    pay, tapped = out["steps"]
    assert pay["events"] == [] and "614.12" in tapped["citations"]
    assert out["reading"].endswith(("this permanent enters the battlefield tapped.",
                                    "este permanente entra al campo de batalla girado."))


@pytest.mark.parametrize("effect", [
    "Return target creature card from your graveyard to the battlefield. It enters the battlefield tapped.",
    "Draw a card. It enters the battlefield tapped.",
])
def test_it_naming_another_object_or_none_is_refused(effect: str) -> None:
    with pytest.raises(BotError) as info:
        run({}, effect=effect, target="Elvish Mystic")
    assert info.value.code == "unsupported_effect"


@pytest.mark.parametrize("effect", [SHOCK, SHOCK_ES])
def test_as_this_enters_cites_614_1c_not_614_1d(effect: str) -> None:
    """614.1c: "As [this permanent] enters …" is the replacement effect; the tapped entry is what it does, applied as
    the permanent enters (614.12). 614.1d ("[This permanent] enters …" as a continuous effect) is not its rule. On main
    the step, the result and the narration cited 614.1d."""
    out = run({}, effect=effect, choices={"Dave": ["no"]})
    tapped = out["steps"][1]
    assert "614.1c" in tapped["citations"] and "614.12" in tapped["citations"]
    assert "614.1d" not in tapped["citations"] and "614.1d" not in out["citations"]
    assert tapped["events"][0]["rule"] == "614.1c"
    assert "(614.1c, 614.12)" in out["narration"] and "614.1d" not in out["narration"]


@pytest.mark.parametrize("effect", ["This land enters the battlefield tapped.",
                                    "This land enters the battlefield tapped unless you control a Mountain."])
def test_a_plain_enters_tapped_keeps_614_1d(effect: str) -> None:
    """614.1d: a plain "<this> enters tapped" is a continuous effect that reads "[This permanent] enters …"."""
    out = run({}, effect=effect)
    (step,) = out["steps"]
    assert step["citations"][:2] == ["614.1d", "614.12"] and "614.1c" not in out["citations"]
    assert "rule" not in step["events"][0] and "614.1d, 614.12)" in out["narration"]
