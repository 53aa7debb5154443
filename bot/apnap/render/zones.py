"""A player's zone said in a reading: "their graveyard", "from your hand", "to the battlefield under your control".

Why a module: the renderers of picks, of everything matching and of targets all name zones by whose they are, and
one owner keeps "their hand" / "su mano" the same in each.
"""

from __future__ import annotations

from .words import Words

ZONES = {"hand": ("hand", "mano"), "graveyard": ("graveyard", "cementerio"), "library": ("library", "biblioteca")}


def their_zone(w: Words, zone: str, person: str) -> str:
    """"their graveyard", "your hand", "su cementerio"."""
    return f"{w.their(person)} {w.pick(*ZONES.get(zone, (zone, zone)))}"


def from_zone(w: Words, zone: str, person: str) -> str:
    return w.pick(" from ", " de ") + their_zone(w, zone, person)


def destination(w: Words, to: str | None, person: str, under_you: bool = False) -> str:
    if to == "battlefield":
        under = w.pick(" under your control", " bajo tu control") if under_you else ""
        return w.pick(" to the battlefield", " al campo de batalla") + under
    if to == "library_top":
        return w.pick(f" on top of {w.their(person)} library", f" en la parte superior de {w.their(person)} biblioteca")
    return w.pick(" to ", " a ") + their_zone(w, "hand", person)
