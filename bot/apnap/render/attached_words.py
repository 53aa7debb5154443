"""An attachment count said in both languages (301.5, 303.4): "for each Equipment attached to it", "for each Aura and
Equipment attached to it" / "por cada Equipo anexado a él", "por cada Aura y Equipo anexados a ella" (plan
``AttachedCount``).

Why a module of its own: render/amounts.py is at its size; it asks the ``per_each`` hooks and looks amount words
up by type name, so these words are registered here and need no change there.
"""

from __future__ import annotations

from typing import Any

from ..plan import amounts as a
from .amounts import _REFERENCES_BY_NAME, PER_EACH_HOOKS
from .words import Words

_EN = {"aura": "Aura", "equipment": "Equipment"}
_ES = {"aura": "Aura", "equipment": "Equipo"}


def _attached(w: Words, x: a.AttachedCount) -> str:
    """"Equipment attached to this permanent" (the source, whatever the subject is) / "Equipment attached to it" (the
    permanent the source is attached to, the subject of "Equipped creature gets …"; Spanish "a ella"), as the
    grammar reads each back."""
    onto = x.onto == "attached"
    if not w.es:
        return " and ".join(_EN[k] for k in x.kinds) + (" attached to it" if onto else " attached to this permanent")
    said = " y ".join(_ES[k] for k in x.kinds)
    participle = "anexados" if len(x.kinds) > 1 else "anexada" if x.kinds == ("aura",) else "anexado"
    return f"{said} {participle} a {'ella' if onto else 'este permanente'}"


def per_each_attached(w: Words, x: Any, person: str) -> str | None:
    """"for each Equipment attached to it"; None: not an attachment count."""
    if isinstance(x, a.AttachedCount):
        return w.pick("for each ", "por cada ") + _attached(w, x)
    return None


_REFERENCES_BY_NAME["AttachedCount"] = lambda w, x, p: w.pick("the number of ", "el número de ") + _attached(w, x)
PER_EACH_HOOKS.append(per_each_attached)
