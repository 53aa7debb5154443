"""The renderer of a replacement effect whose modification is an instruction (614.1a, 614.6): "The next time you would
draw a card this turn, you gain 5 life instead", "Si un jugador fuera a robar una carta, en vez de eso, ese jugador
descarta una carta" — the event it replaces said from the step's typed fields, what happens instead from its own
typed plan, as a delayed trigger's instruction is (on_players.py)."""

from __future__ import annotations

from ..plan import InsteadOf, Plan
from .common import reading_of
from .registry import Clause, renders
from .words import Words

# whose draw: (English, printed Spanish)
_IF = {"you": ("If you would draw a card", "Si fueras a robar una carta"),
       "player": ("If a player would draw a card", "Si un jugador fuera a robar una carta"),
       "opponent": ("If an opponent would draw a card", "Si un oponente fuera a robar una carta")}
_NEXT = ("The next time you would draw a card this turn", "La próxima vez que fueras a robar una carta este turno")
# the loss of the game it replaces (104.3): each one, the next one this turn
_LOSE = ("If you would lose the game", "Si fueras a perder el juego")
_LOSE_NEXT = ("The next time you would lose the game this turn",
              "La próxima vez que fueras a perder el juego este turno")


@renders(InsteadOf)
def _instead_of(step: InsteadOf, w: Words) -> Clause:
    """"<the draw it replaces>, <its instruction> instead" (English), "…, en vez de eso, <its instruction>" (Spanish,
    as printed cards put it)."""
    if step.event == "lose_game":
        lead = w.pick(*_LOSE_NEXT) if step.next_time else w.pick(*_LOSE)
    else:
        lead = w.pick(*_NEXT) if step.next_time else w.pick(*_IF[step.who])
    said = reading_of(Plan(step.steps), w.lang).rstrip(".")
    said = said[:1].lower() + said[1:]
    return Clause("", w.pick(f"{lead}, {said} instead", f"{lead}, en vez de eso, {said}"), own_sentence=True)
