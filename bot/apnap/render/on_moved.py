"""A card this effect moved, moved again: "… then return that card to the battlefield under its owner's control"
(400.7j), said as Oracle and printed Spanish say it."""

from __future__ import annotations

from dataclasses import replace

from ..plan import FoundCard, OnCreated, ReturnMoved
from .common import act
from .registry import Clause, renders
from .words import Words


@renders(ReturnMoved)
def _return_moved(step: ReturnMoved, w: Words) -> Clause:
    card = w.pick("that card", "esa carta") if step.that_card else w.pick("it", "esa carta")
    control = (w.pick("under its owner's control", "bajo el control de su propietario") if step.control == "owner"
               else w.pick("under your control", "bajo tu control"))
    return act(step, w, "return", f"{card} {w.pick('to the battlefield', 'al campo de batalla')} {control}")


# "them" / "those tokens" as printed Spanish says the tokens a delayed trigger acts on
_CREATED_ES = {"it": "este permanente", "them": "esas fichas", "those tokens": "esas fichas",
               "the tokens": "las fichas", "the token": "la ficha", "that token": "esa ficha"}


@renders(OnCreated)
def _on_created(step: OnCreated, w: Words) -> Clause:
    """"Sacrifice them" (603.7: the tokens this effect created)."""
    return act(step, w, step.action, w.pick(step.words, _CREATED_ES.get(step.words, "esas fichas")))


_FOUND_WHERE = {"hand": ("to its owner's hand", "a la mano de su propietario"),
                "library_top": ("on top of its owner's library",
                                "en la parte superior de la biblioteca de su propietario"),
                "library_bottom": ("on the bottom of its owner's library",
                                   "en el fondo de la biblioteca de su propietario"),
                "library": ("into its owner's library", "en la biblioteca de su propietario"),
                "exile": ("", "")}


@renders(FoundCard)
def _found_card(step: FoundCard, w: Words) -> Clause:
    """"Put it on the bottom of its owner's library", "return that card to the battlefield under your control"
    (400.7e: the card the trigger's object became)."""
    card = w.pick(step.said, "esa carta")
    if step.to == "battlefield":
        control = (w.pick("under its owner's control", "bajo el control de su propietario") if step.control == "owner"
                   else w.pick("under your control", "bajo tu control"))
        return act(step, w, step.action, f"{card} {w.pick('to the battlefield', 'al campo de batalla')} {control}")
    where = w.pick(*_FOUND_WHERE[step.to])
    clause = act(step, w, step.action, f"{card} {where}".strip())
    if w.es and step.said == "it" and step.action in _FOUND_ES_CLITIC and clause.subject == "" and not step.optional:
        said_it = f"{_FOUND_ES_CLITIC[step.action]} {where}".strip()  # "Ponlo en el fondo …" (the printed "it")
        return replace(clause, predicate=said_it, after_and=said_it)
    return clause


# "it" as printed Spanish says it, the pronoun on the imperative ("ponlo", "regrésalo"): "esa carta" is "that card",
# which the grammar reads as the other wording (FoundCard.said)
_FOUND_ES_CLITIC = {"put": "ponlo", "return": "regrésalo"}
