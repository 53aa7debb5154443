"""What a result says when the board breaks an "Activate only …" (602.5) or "Cast this spell only …" (601.3).

Why a helper of its own: the scenario describes the ability as it resolves, so one on the stack was activated (cast)
when it could be and resolves as given; the result still names the restriction this board breaks (``forbidden``) and
the narration says so in one sentence. Many tests check that sentence beside what the ability did; written once here,
each test asserts only the ability's own events.
"""

from __future__ import annotations

from typing import Any

_SAID = {
    ("en", "activate"): ("{player} could not activate this ability on this board: “{restriction}” ({rule}); on the "
                         "stack it was activated when it could be, so it resolves as given"),
    ("en", "cast"): ("{player} could not cast this spell on this board: “{restriction}” ({rule}); on the stack it "
                     "was cast when it could be, so it resolves as given"),
    ("es", "activate"): ("{player} no podría activar esta habilidad en este tablero: «{restriction}» ({rule}); si "
                         "está en la pila, se activó cuando se podía, así que se resuelve tal como está"),
    ("es", "cast"): ("{player} no podría lanzar este hechizo en este tablero: «{restriction}» ({rule}); si está en "
                     "la pila, se lanzó cuando se podía, así que se resuelve tal como está"),
}


def resolved_despite(out: dict[str, Any], restriction: str | None = None, act: str = "activate") -> list[str]:
    """Assert ``out`` names the broken restriction (``restriction`` when given) and says it resolved as given; return
    the actions of its events, in order, for the test to compare with what the card's text does."""
    forbidden = out["forbidden"]
    rule = "601.3" if act == "cast" else "602.5"
    assert forbidden["act"] == act and forbidden["rule"] == rule, forbidden
    if restriction is not None:
        assert forbidden["restriction"] == restriction, forbidden
    said = _SAID[out["lang"], act].format(player=out["controller"], restriction=forbidden["restriction"], rule=rule)
    assert said in out["narration"], out["narration"]
    assert "nothing happens" not in out["narration"] and "no pasa nada" not in out["narration"]
    assert rule in out["citations"]
    return [e["action"] for s in out["steps"] for e in s["events"]]
