"""A life total against a starting life total said back (grammar/starting_life.py; 103.4), in English and Spanish."""

from __future__ import annotations

from typing import Any

from .words import Words

_WHOSE = {"you": ("your life total", "tu total de vidas"),
          "an_opponent": ("an opponent's life total", "el total de vidas de un oponente"),
          "each_opponent": ("each opponent's life total", "el total de vidas de cada oponente"),
          "that_player": ("that player's life total", "el total de vidas de ese jugador")}
_OPS = {"ge": ("greater than or equal to", "mayor o igual que"), "gt": ("greater than", "mayor que"),
        "lt": ("less than", "menor que"), "lt_half": ("less than half", "menor que la mitad de")}


def starting_life_said(w: Words, c: Any) -> str:
    """"if your life total is greater than or equal to your starting life total" / "si tu total de vidas es mayor o
    igual que tu total de vidas inicial"; "if you have at least 15 life more than your starting life total"."""
    if c.more:
        return w.pick(f"if you have at least {c.more} life more than your starting life total",
                      f"si tienes por lo menos {c.more} vidas más que tu total de vidas inicial")
    who_en, who_es = _WHOSE[c.who]
    op_en, op_es = _OPS[c.op]
    whose_en, whose_es = ("your", "tu") if c.who == "you" else ("their", "su")
    return w.pick(f"if {who_en} is {op_en} {whose_en} starting life total",
                  f"si {who_es} es {op_es} {whose_es} total de vidas inicial")


__all__ = ["starting_life_said"]
