"""Renderer of a card cast while the ability resolves (``plan/cast_now.py``, 608.2g): "if it's an instant or sorcery
card, you may cast that card without paying its mana cost", said back as printed Spanish reads it ("si es una carta
de instantáneo o conjuro, puedes lanzar esa carta sin pagar su coste de maná")."""

from __future__ import annotations

from ..plan.cast_now import CastChosen, CastExiled, CastFromHand, CastShown
from .common import act, pick
from .nouns import counted
from .registry import Clause, renders
from .words import Words


@renders(CastShown)
def _cast_shown(step: CastShown, w: Words) -> Clause:
    free = w.pick(" without paying its mana cost", " sin pagar su coste de maná") if step.free else ""
    clause = act(step, w, "cast", w.pick("that card", "esa carta") + free)
    if step.only_not is not None:  # "Otherwise, …" after "If it's a land card, …"
        lead = w.pick("otherwise, ", "de lo contrario, ")
    elif step.only is not None:
        kind = counted(w, 1, step.only, card=True)
        lead = w.pick(f"if it's {kind}, ", f"si es {kind}, ")
    else:
        return clause
    return Clause(clause.subject, clause.predicate, lead, clause.trailing, clause.after_and)


@renders(CastChosen)
def _cast_chosen(step: CastChosen, w: Words) -> Clause:
    """"… cast that card without paying its mana cost": the card chosen from the hand the step before showed."""
    free = w.pick(" without paying its mana cost", " sin pagar su coste de maná") if step.free else ""
    return act(step, w, "cast", w.pick("that card", "esa carta") + free)


@renders(CastFromHand)
def _cast_from_hand(step: CastFromHand, w: Words) -> Clause:
    """"you may cast a card with converted mana cost 5 or less from your hand without paying its mana cost"."""
    free = w.pick(" without paying its mana cost", " sin pagar su coste de maná") if step.free else ""
    return act(step, w, "cast", pick(w, step.pick, card=True) + w.pick(" from your hand", " de tu mano") + free)


@renders(CastExiled)
def _cast_exiled(step: CastExiled, w: Words) -> Clause:
    """"… cast that card", "… cast those cards without paying their mana costs", "… cast any number of nonland cards
    exiled this way without paying their mana costs" (printed Spanish: "lanzar esa carta", "lanzar cualquier cantidad
    de cartas que no sean tierra exiliadas de esta manera sin pagar sus costes de maná")."""
    if not step.several:
        cards = w.pick("that card", "esa carta")
    elif step.said_those:
        cards = w.pick("those cards", "esas cartas")
    else:
        nonland = w.pick("nonland cards", "cartas que no sean tierra") if step.nonland else w.pick("cards", "cartas")
        cards = w.pick(f"{nonland} exiled this way", f"{nonland} exiliadas de esta manera")
        if step.any_number:
            cards = w.pick("any number of ", "cualquier cantidad de ") + cards
        elif w.es:
            cards = "las " + cards
    if step.free:
        cards += w.pick(" without paying their mana costs", " sin pagar sus costes de maná") if step.several \
            else w.pick(" without paying its mana cost", " sin pagar su coste de maná")
    return act(step, w, "cast", cards)
