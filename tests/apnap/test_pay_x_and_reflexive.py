"""Payments a resolving ability asks for (issue #22, session 22): "you may pay {X}" (107.3f: X as the payer chooses it,
the scenario's ``x``, or as the text defines it, 107.3c) and the reflexive trigger "When you do, …" (603.12), English
and printed Spanish. Before: "pay {X}" and "When you do, …" were refused with their words.

The standard board (realcards.py): Dave controls, Bob is active.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

SPECTER = {
    "en": "Whenever Hollow Specter deals combat damage to a player, you may pay {X}. If you do, that player reveals X "
          "cards from their hand and you choose one of them. That player discards that card.",
    "es": "Siempre que el Espectro hueco haga daño de combate a un jugador, puedes pagar {X}. Si lo haces, ese jugador "
          "muestra X cartas de su mano y tú eliges una de ellas. Ese jugador descarta esa carta.",
}


def _pay_event(out: dict[str, Any]) -> dict[str, Any]:
    (event,) = [e for s in out["steps"] for e in s["events"] if e["action"] == "pay"]
    return event


@pytest.mark.parametrize("lang", ["en", "es"])
def test_x_paid_is_the_x_chosen(lang: str) -> None:
    """Hollow Specter with X = 2: Dave pays {2}, Alice reveals two cards and discards the one Dave chooses."""
    out = resolve_card(SPECTER[lang], lang, card="Hollow Specter", x=2, that_player="Alice", ability=1)
    event = _pay_event(out)
    assert (event["player"], event["amount"], event["mana"]) == ("Dave", 2, "{2}")
    assert [s["action"] for s in out["steps"]][-1] == "discard"
    assert "{X}{X}" not in out["narration"]


def test_x_paid_nobody_gave_is_asked() -> None:
    """No ``x``: how much Dave pays is his choice as it resolves (107.3f); the scenario must say it, as for any other
    X (``apnap.error.x_missing``), never taken as 0."""
    with pytest.raises(BotError) as err:
        resolve_card(SPECTER["en"], card="Hollow Specter", that_player="Alice", ability=1)
    assert (err.value.key, err.value.field) == ("apnap.error.x_missing", "x")


def test_declining_pays_nothing_and_reveals_nothing() -> None:
    out = resolve_card(SPECTER["en"], card="Hollow Specter", x=2, that_player="Alice", ability=1,
                       choices={"Dave": ["no"]})
    assert not [e for s in out["steps"] for e in s["events"] if e["action"] in ("pay", "reveal", "discard")]


SORIN = {
    "en": "+1: You may sacrifice a Vampire. When you do, Sorin, Imperious Bloodlord deals 3 damage to any target and "
          "you gain 3 life.",
    "es": "+1: Puedes sacrificar un Vampiro. Cuando lo hagas, Sorin, señor imperioso hace 3 puntos de daño a cualquier "
          "objetivo y tú ganas 3 vidas.",
}
_SORIN_NAMES = {"en": "Sorin, Imperious Bloodlord", "es": "Sorin, señor imperioso"}
_VAMPIRE = {"name": "Vampire Nighthawk", "types": ["creature"], "subtypes": ["Vampire"], "power": 2, "toughness": 3}
_SORIN = {"name": "Sorin, Imperious Bloodlord", "types": ["planeswalker"], "counters": {"loyalty": 4}}


def _sorin(lang: str, **more: Any) -> dict[str, Any]:
    battlefield = [{**_SORIN, "name": _SORIN_NAMES[lang]}, *more.pop("extra", [])]
    return resolve_card(SORIN[lang], lang, card=_SORIN_NAMES[lang], ability=1, target="Alice", active="Dave",
                        Dave={"battlefield": battlefield, "life": 20}, **more)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_reflexive_trigger_after_the_sacrifice(lang: str) -> None:
    """A Vampire sacrificed: the reflexive trigger deals 3 damage to Alice and Dave gains 3 life, said as a trigger of
    its own that goes on the stack after the ability (603.12), and read back as "When you do"."""
    out = _sorin(lang, extra=[_VAMPIRE])
    actions = [s["action"] for s in out["steps"]]
    assert actions[0] == "sacrifice" and "damage" in actions and "gain_life" in actions
    assert "603.12" in out["citations"]
    assert {"en": "When you do", "es": "Cuando lo hagas"}[lang] in out["reading"]
    said = {"en": "reflexive triggered ability", "es": "habilidad disparada reflexiva"}[lang]
    assert said in " ".join(out["warnings"])
    assert (out["life"]["Alice"], out["life"]["Dave"]) == (17, 23)


def test_no_vampire_no_reflexive_trigger() -> None:
    """Nothing sacrificed (no Vampire): the trigger does not trigger, no damage, no life (603.12)."""
    out = _sorin("en")
    assert [s["action"] for s in out["steps"]] == ["sacrifice"]
    assert any("does not trigger" in w for w in out["warnings"])
