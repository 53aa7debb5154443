"""The typed step of abilities a static ability gives cards in a zone (611.3a, 613.1f): "Creature cards in your
graveyard have haste", "Each land card in your hand has cycling {R}".

Why a step of its own: its objects are the controller's cards in ``zone`` (a graveyard, a hand), which no
battlefield step reaches; a keyword keeps its printed cost ("cycling {R}"). One handler in
:mod:`bot.apnap.engine.act_zone_cards`, one renderer in :mod:`bot.apnap.render.on_zone_cards`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec, TypeFilter
from .steps import ANY, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class StaticZoneCards(Step):
    """Each card of ``cards`` in the controller's ``zone`` (``graveyard`` / ``hand``) has ``keywords`` (a keyword
    with its cost as printed: "cycling {R}") while the source is on the battlefield; ``each``: "Each land card …"."""

    action: str = "modify"
    cards: TypeFilter = ANY
    zone: str = "graveyard"
    keywords: tuple[str, ...] = ()
    each: bool = False


def zone_cards_step(spec: StepSpec, common: dict[str, Any]) -> Step | None:
    """The grammar's ``modify`` spec marked ``zone_cards`` (grammar/zone_grants.py) → its step; None otherwise."""
    if spec.action != "modify" or not spec.detail("zone_cards"):
        return None
    return StaticZoneCards(**common, cards=spec.creatures or ANY, zone=spec.detail("zone_cards"),
                           keywords=tuple(k for k in spec.detail("keywords").split("|") if k),
                           each=bool(spec.detail("each")))
