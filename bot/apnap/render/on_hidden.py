"""Renderers of the hidden-hand steps (plan/hidden.py): a hand revealed or looked at, a card chosen from it, and
"that card" moved, as Oracle text says them ("Target player reveals their hand. You choose a nonland card from
it. That player discards that card.", "Look at target player's hand.")."""

from __future__ import annotations

from ..plan import ChooseFromHand, MoveChosen, RevealHand
from .common import act, person_of, pick
from .registry import Clause, renders
from .words import Words

# Whose hand a look names ("look at target player's hand"): the step's players are the hand's owners.
_WHOSE = {"target_player": ("target player's", "del jugador objetivo"),
          "target_opponent": ("target opponent's", "del oponente objetivo"),
          "that_player": ("that player's", "de ese jugador"),
          "each_opponent": ("each opponent's", "de cada oponente")}


@renders(RevealHand)
def _reveal_hand(step: RevealHand, w: Words) -> Clause:
    if step.look:  # the controller looks (701.20e): an instruction to the controller, naming whose hand
        en, es = _WHOSE.get(step.subject.kind, (step.subject.kind, step.subject.kind))
        return Clause("", w.pick(f"look at {en} hand", f"mira la mano {es}"),
                      after_and=w.pick(f"you look at {en} hand", f"miras la mano {es}"))
    return act(step, w, "reveal", w.pick(f"{w.their(person_of(step, w))} hand", f"{w.their(person_of(step, w))} mano"))


@renders(ChooseFromHand)
def _choose_from_hand(step: ChooseFromHand, w: Words) -> Clause:
    said = pick(w, step.pick, card=True)
    return act(step, w, "choose", w.pick(f"{said} from it", f"de ella {said}"))


@renders(MoveChosen)
def _move_chosen(step: MoveChosen, w: Words) -> Clause:
    return act(step, w, "discard" if step.discard else "exile", w.pick("that card", "esa carta"))
