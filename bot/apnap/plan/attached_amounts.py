"""An amount of the board's attachments: "for each Equipment attached to it", "for each Aura and Equipment attached to
it" (301.5, 303.4), worked out by engine/attached_counts.py from each permanent's ``attached_to``.

Its own module: amounts.py holds the general expressions, and this one reads a relation between two permanents of
the board that no other amount has.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class AttachedCount:
    """How many permanents of ``kinds`` (subtypes: ``aura``, ``equipment``) are attached to ``onto``: the
    ``source`` ("attached to Myr Adapter"), or the permanent the source is ``attached`` to ("Equipped creature gets
    +1/+0 for each Equipment attached to it": the source itself is one of them)."""

    kinds: tuple[str, ...]
    onto: str


__all__ = ["AttachedCount"]
