"""An activated ability's cost, paid before its effect resolves (601.2h, 602.2b).

Why here and not in the engine: a cost is paid while the ability is activated, before anything
resolves, so it changes the board the effect starts from. A source sacrificed as a cost is in its
owner's graveyard: it is dealt no damage and does not die a second time (the old answer had it
die twice). Mana is not modelled; tapping the source marks it tapped; paying life is a life change.
A cost part this module cannot read is assumed paid and said in ``warnings`` (the contract resolves
an activated ability "as if its cost were paid"), never silently.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from .grammar.text import fold
from .model import Game, GameObject

_MANA = re.compile(r"^(?:\{[^{}]+\})+$")
_SELF = ("this creature", "this artifact", "this enchantment", "this land", "this permanent", "this planeswalker")


@dataclass(slots=True)
class Paid:
    """What paying the cost did: the source sacrificed (kept for last known information, 608.2h),
    and the parts assumed paid."""

    sacrificed: GameObject | None = None
    assumed: list[str] = field(default_factory=list)


def pay(cost: str | None, game: Game, names: tuple[str, ...]) -> Paid:
    """Pay ``cost`` on ``game`` (the scenario's starting board) for the controller's ability."""
    paid = Paid()
    if not cost:
        return paid
    you = game.player(game.controller)
    source = next((o for o in you.battlefield if o.name.casefold() in {n.casefold() for n in names}), None)
    for part in (p.strip() for p in re.split(r",\s*", cost)):
        low = fold(part)
        if not low or _MANA.match(low) or low in ("{t}", "{q}"):
            if low == "{t}" and source is not None:
                tapped = replace(source, tapped=True)
                _swap(you.battlefield, source, tapped)
                source = tapped  # "{T}, Sacrifice this artifact:": the same permanent, now tapped
            continue
        if low.startswith("sacrifice ") and _is_source(low[len("sacrifice "):], names):
            if source is not None:
                you.battlefield.remove(source)
                game.player(source.owner).graveyard.append(source)
                paid.sacrificed = source
            continue
        life = re.fullmatch(r"pay (\d+) life", low)
        if life:
            you.life -= int(life.group(1))
            continue
        paid.assumed.append(part)
    return paid


def _is_source(words: str, names: tuple[str, ...]) -> bool:
    return words in _SELF or any(words == fold(n) for n in names)


def _swap(zone: list[GameObject], old: GameObject, new: GameObject) -> None:
    zone[zone.index(old)] = new
