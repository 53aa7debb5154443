"""The reading of a player's ward (702.16j, 702.11c, 702.18a): "you gain protection from everything until your next
turn", "target player gains hexproof until end of turn"; Spanish "ganas protección contra todo hasta tu próximo
turno", "el jugador objetivo gana la habilidad de antimaleficio hasta el final del turno"."""

from __future__ import annotations

from ..plan.player_wards import PlayerWard
from .common import act
from .registry import Clause, renders
from .words import Words

_COLOR_ES = {"white": "blanco", "blue": "azul", "black": "negro", "red": "rojo", "green": "verde"}
_WARD_ES = {"hexproof": "la habilidad de antimaleficio", "shroud": "la habilidad de velo"}
_DURATIONS = {"this_turn": ("until end of turn", "hasta el final del turno"),
              "until_your_next_turn": ("until your next turn", "hasta tu próximo turno"),
              "until_end_of_your_next_turn": ("until the end of your next turn", "hasta el final de tu próximo turno")}


def _ward(step: PlayerWard, w: Words) -> str:
    if step.ward != "protection":
        return w.pick(step.ward, _WARD_ES[step.ward])
    if step.everything:
        return w.pick("protection from everything", "protección contra todo")
    if step.chosen:  # 608.2d: the choice said inside the instruction, as printed
        return w.pick("protection from the color of your choice", "protección contra el color de tu elección")
    return w.pick("protection from " + " and from ".join(step.colors),
                  "protección contra el " + " y contra el ".join(_COLOR_ES[c] for c in step.colors))


@renders(PlayerWard)
def _player_ward(step: PlayerWard, w: Words) -> Clause:
    if step.duration == "static":  # a permanent's static ability: "You have hexproof.", "Each player has shroud."
        return act(step, w, "have", _ward(step, w))
    return act(step, w, "gain", f"{_ward(step, w)} {w.pick(*_DURATIONS[step.duration])}")
