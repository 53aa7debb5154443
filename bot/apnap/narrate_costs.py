"""A cost-changing static's event told in English or Spanish (601.2f, 602.2b): whose activated abilities it changes,
and the riders the card printed ("unless they're mana abilities", "… to less than one mana", "reduces only the
amount of colored mana"), each said from the event's typed details (engine/cost_statics.py), never from its words.

Why apart from narrate_events.py: the same sentence ends with whichever riders the card has, so they are one
parameter (``riders``) every cost sentence of the catalogue ends with, and empty for a card that has none.
"""

from __future__ import annotations

from typing import Any

from bot.catalog import t

from .result import EventRecord

_RIDERS = ("colored_only", "not_mana", "at_least_one")


def cost_params(e: EventRecord, lang: str) -> dict[str, Any]:
    """``riders`` (the riders printed, in order) and ``abilities`` (whose activated abilities: "activated abilities
    of creatures Dave controls", or any Dave activates when no kind is said, 602.2)."""
    riders = "".join(t(f"apnap.cost_rider.{r}", lang) for r in _RIDERS if e.extra.get(r))
    if "counted" in e.extra:  # "… for each …" (611.3a): the count now and the symbols that many times
        riders = t("apnap.cost_rider.counted", lang, mana=e.extra.get("mana", ""), n=e.extra["counted"],
                   total=e.extra.get("total", "")) + riders
    out: dict[str, Any] = {"riders": riders}
    if e.extra.get("act") == "ability_cost":
        kind = e.extra.get("abilities_of")
        key = "attached" if e.extra.get("abilities_of_attached") else "of" if kind else "any"
        out["abilities"] = t(f"apnap.cost_abilities.{key}", lang, player=e.player, kind=kind or "",
                             name=e.extra.get("abilities_of_attached", ""))
    return out
