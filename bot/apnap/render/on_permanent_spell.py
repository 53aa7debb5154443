"""Renderer of a permanent spell resolving (608.3): "this spell resolves and enters the battlefield as a permanent" /
"este hechizo se resuelve y entra al campo de batalla como permanente" — said in the answer's language, never the
cost line's words (the costs paid are said as ``costs``, each in its own reading)."""

from __future__ import annotations

from ..plan import PermanentSpellResolves
from .registry import Clause, renders
from .words import Words


@renders(PermanentSpellResolves)
def _permanent_spell_resolves(step: PermanentSpellResolves, w: Words) -> Clause:
    return Clause(w.pick("this spell", "este hechizo"),
                  w.pick("resolves and enters the battlefield as a permanent",
                         "se resuelve y entra al campo de batalla como permanente"),
                  own_sentence=True)
