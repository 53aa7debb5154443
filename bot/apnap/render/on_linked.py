"""Renderers of what a linked ability remembers (607.2a), as Oracle text says it: "Put all cards exiled with this
permanent into their owner's hand", "Return the exiled card to the battlefield under its owner's control", "Each
player returns to the battlefield all cards they own exiled with this permanent"; printed Spanish alike ("Regresa
la carta exiliada al campo de batalla bajo el control de su propietario")."""

from __future__ import annotations

from ..plan import PutExiledWith, TurnUpExiledWith
from .common import act
from .registry import Clause, renders
from .words import Words

_CARDS = {"all": ("all cards exiled with this permanent", "todas las cartas exiliadas con este permanente"),
          "each": ("each card exiled with this permanent", "cada carta exiliada con este permanente"),
          "the": ("the exiled cards", "las cartas exiliadas"),
          "card": ("the exiled card", "la carta exiliada")}
_ZONES = {"hand": ("hand", "la mano"), "graveyard": ("graveyard", "el cementerio")}


def _to(step: PutExiledWith, w: Words) -> str:
    """Where the cards go, as printed: one card "its owner's", several "their owner's" (Oracle's own words)."""
    one = step.said in ("card", "each")
    if step.to != "battlefield":
        en, es = _ZONES[step.to]
        into = "to" if step.action == "return" else "into"
        return w.pick(f"{into} {'its' if one else 'their'} owner's {en}",
                      f"{'a' if step.action == 'return' else 'en'} {es} de su propietario")
    tapped = w.pick(" tapped", " girada" if one else " giradas") if step.tapped else ""
    if step.control == "you":
        return w.pick(f"to the battlefield{tapped} under your control", f"al campo de batalla{tapped} bajo tu control")
    owners = w.pick("its owner's" if one else "their owners'", "su propietario" if one else "sus propietarios")
    return w.pick(f"to the battlefield{tapped} under {owners} control",
                  f"al campo de batalla{tapped} bajo el control de {owners}")


@renders(PutExiledWith)
def _put_exiled_with(step: PutExiledWith, w: Words) -> Clause:
    if step.said == "own_permanents":  # "…, then puts all permanent cards among them onto the battlefield"
        return act(step, w, "put", w.pick("all permanent cards among them onto the battlefield",
                                          "todas las cartas de permanente de entre ellas en el campo de batalla"))
    if step.said == "own":  # each owner their own: "each player returns to the battlefield all cards they own …"
        return act(step, w, step.action, w.pick(
            "to the battlefield all cards they own exiled with this permanent",
            "al campo de batalla todas las cartas que posee exiliadas con este permanente"))
    en, es = _CARDS[step.said]
    return act(step, w, step.action, f"{w.pick(en, es)} {_to(step, w)}")


@renders(TurnUpExiledWith)
def _turn_up_exiled_with(step: TurnUpExiledWith, w: Words) -> Clause:
    """"Each player turns face up all cards they own exiled with this permanent" (406.3)."""
    return act(step, w, "turn", w.pick("face up all cards they own exiled with this permanent",
                                       "boca arriba todas las cartas que posee exiliadas con este permanente"))
