"""What a vote of three or more choices decides, said (701.38): "this permanent gains protection from each color with
the most votes or tied for most votes" / "este permanente gana protección contra cada color con la mayor cantidad de
votos o empatado con la mayor cantidad de votos"."""

from __future__ import annotations

from ..plan import ProtectionMostVoted
from .registry import Clause, renders
from .words import Words


@renders(ProtectionMostVoted)
def _protection_most_voted(step: ProtectionMostVoted, w: Words) -> Clause:
    """The source, then the protections the vote decides; no end said (611.2a)."""
    return Clause(w.pick("this permanent", "este permanente"),
                  w.pick("gains protection from each color with the most votes or tied for most votes",
                         "gana protección contra cada color con la mayor cantidad de votos o empatado con la mayor "
                         "cantidad de votos"))
