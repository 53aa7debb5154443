"""How the spell was cast, said back (cast_conditions.py's CastFrom and CostPaid): "if this spell was cast from a
graveyard" / "si este hechizo fue lanzado desde un cementerio", "if this spell's madness cost was paid" / "si se pagó
el coste de locura de este hechizo". Why here and not in board_conditions: one renderer per condition type, in the
module of its family, so the table that names them all stays a table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .registry import MissingWords
from .words import Words

# the zone as the condition said it: English, printed Spanish ("a graveyard" is anyone's, "your …" the caster's)
_ZONES = {("graveyard", False): ("a graveyard", "un cementerio"), ("graveyard", True): ("your graveyard",
                                                                                        "tu cementerio"),
          ("exile", False): ("exile", "el exilio"), ("hand", True): ("your hand", "tu mano"),
          ("library", True): ("your library", "tu biblioteca")}
# the keyword's printed Spanish name (the cost "de locura")
_KEYWORDS_ES = {"madness": "locura", "surge": "oleada", "prowl": "merodear", "spectacle": "espectáculo",
                "evoke": "evocar", "dash": "carrera", "flashback": "retrospectiva", "escape": "huida",
                "emerge": "emerger", "bestow": "otorgar", "overload": "sobrecarga", "entwine": "entrelazar",
                "buyback": "recompra"}


def _cast_from(w: Words, c: Any) -> str:
    zone = _ZONES.get((c.zone, c.yours)) or _ZONES.get((c.zone, not c.yours))
    if zone is None:
        raise MissingWords("cast zone", str(c.zone))
    if c.negated:
        return w.pick(f"if this spell wasn't cast from {zone[0]}", f"si este hechizo no fue lanzado desde {zone[1]}")
    return w.pick(f"if this spell was cast from {zone[0]}", f"si este hechizo fue lanzado desde {zone[1]}")


def _cost_paid(w: Words, c: Any) -> str:
    spanish = _KEYWORDS_ES.get(c.keyword)
    if spanish is None:
        raise MissingWords("keyword cost", str(c.keyword))
    return w.pick(f"if this spell's {c.keyword} cost was paid", f"si se pagó el coste de {spanish} de este hechizo")


CAST_WAY_CONDITIONS: dict[str, Callable[[Words, Any], str]] = {"CastFrom": _cast_from, "CostPaid": _cost_paid}
