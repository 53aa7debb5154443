"""Activation restrictions read on real cards (issue #22; 602.5): "only if an opponent was dealt damage this turn"
(Skarrgan Firebird) is the turn's history, which no board records: assumed, and said in the warnings; "only if Glory
is in your graveyard" (Glory) is false with the source on the battlefield (on the stack it was activated when it
could be, so it resolves as given and ``forbidden`` names the restriction) and otherwise assumed and said, the source
then being in the graveyard, not among "creatures you control". English and printed Spanish alike. Each was refused
before (``unsupported_effect`` on the restriction's words, or a question about the source on the battlefield)."""

from __future__ import annotations

import pytest

from tests.apnap.forbidden_checks import resolved_despite
from tests.apnap.realcards import resolve_card

FIREBIRD = ("{R}{R}{R}: Return Skarrgan Firebird from your graveyard to your hand. Activate this ability only if an "
            "opponent was dealt damage this turn.")
FIREBIRD_ES = ("{R}{R}{R}: Regresa el Pájaro de fuego de Skarrgan de tu cementerio a tu mano. Activa esta habilidad "
               "sólo si un oponente recibió daño este turno.")
GLORY = ("{2}{W}: Choose a color. Creatures you control gain protection from the chosen color until end of turn. "
         "Activate this ability only if Glory is in your graveyard.")
GLORY_ES = ("{2}{W}: Las criaturas que controlas ganan la habilidad de volar hasta el final del turno. Activa esta "
            "habilidad sólo si la Gloria está en tu cementerio.")


@pytest.mark.parametrize(("text", "lang", "card", "said"), [
    (FIREBIRD, "en", "Skarrgan Firebird", "only if an opponent was dealt damage this turn"),
    (FIREBIRD_ES, "es", "Pájaro de fuego de Skarrgan", "sólo si un oponente recibió daño este turno"),
    ("{R}{R}{R}: Return Skarrgan Firebird from your graveyard to your hand. Activate this ability only if an "
     "opponent lost life this turn.", "en", "Skarrgan Firebird", "only if an opponent lost life this turn"),
])
def test_the_turns_history_is_assumed_and_said(text: str, lang: str, card: str, said: str) -> None:
    out = resolve_card(text, lang=lang, card=card)
    assert [e["action"] for s in out["steps"] for e in s["events"]] == ["return"]
    assert any(said in w and "602.5" in w for w in out["warnings"])


@pytest.mark.parametrize(("text", "lang", "card"), [(GLORY, "en", "Glory"), (GLORY_ES, "es", "Gloria")])
def test_only_from_the_graveyard_is_assumed_and_the_source_is_not_asked_about(text: str, lang: str,
                                                                               card: str) -> None:
    out = resolve_card(text, lang=lang, card=card)
    assert any("602.5" in w and ("graveyard" in w or "cementerio" in w) for w in out["warnings"])
    assert card not in [o for s in out["steps"] for e in s["events"] for o in e["objects"]]


def test_only_from_the_graveyard_with_the_source_on_the_battlefield_is_named_and_resolves_as_given() -> None:
    """Glory back on the battlefield after the activation is among "creatures you control" as it resolves."""
    glory = {"name": "Glory", "types": ["creature"], "power": 3, "toughness": 3, "colors": ["white"]}
    out = resolve_card(GLORY, card="Glory", Dave={"battlefield": [glory, "Swamp (basic land)"]})
    assert resolved_despite(out, "Activate this ability only if Glory is in your graveyard.") == ["choose", "modify"]
    assert [o for s in out["steps"] for e in s["events"] if e["action"] == "modify" for o in e["objects"]] == ["Glory"]


@pytest.mark.parametrize("text", [
    "{R}: Test gets +2/+0 until end of turn. Activate this ability only during your turn, only if you control a "
    "Forest, and only once each turn.",
    "{R}: Test obtiene +2/+0 hasta el final del turno. Activa esta habilidad sólo durante tu turno, sólo si controlas "
    "un bosque, y sólo una vez por turno.",
])
def test_a_list_of_restrictions_checks_each(text: str) -> None:
    """Grizzled Wolverine's "only during …, only if …, and only once each turn": each part is its own restriction."""
    forest = {"battlefield": ["Forest (basic land)"]}
    out = resolve_card(text, card="Test", active="Dave", Dave=forest)
    (assumed,) = out["warnings"]
    assert "602.5" in assumed and ("only once each turn" in assumed or "sólo una vez por turno" in assumed)
    broken = resolve_card(text, card="Test", active="Dave")  # no Forest: the middle restriction is broken
    assert resolved_despite(broken) == ["modify"]
    assert broken["forbidden"]["restriction"] in ("Activate this ability only if you control a Forest.",
                                                  "Activa esta habilidad sólo si controlas un bosque.")
    broken = resolve_card(text, card="Test", Dave=forest)  # Bob's turn: the first one is
    assert resolved_despite(broken) == ["modify"]
    assert broken["forbidden"]["restriction"] in ("Activate this ability only during your turn.",
                                                  "Activa esta habilidad sólo durante tu turno.")
