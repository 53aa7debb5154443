"""What the effects of one resolution did to power and toughness, by layer (613.4): the record the steps write and
engine/layers.py reads.

Why apart from engine/layers.py: the state holds this record, and layers.py reads the state; one module each keeps
the imports one way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..plan.amounts import Amount


@dataclass
class PTLayers:
    """What the effects of this resolution did to power and toughness, by permanent (uid), in their layers."""

    defined: dict[int, tuple[int | None, int | None]] = field(default_factory=dict)  # 7a (None: not defined)
    base: dict[int, tuple[int, int]] = field(default_factory=dict)  # 7b: the latest set (613.7)
    switches: dict[int, int] = field(default_factory=dict)  # 7d: how many switches (an even number undoes itself)
    # 7a, a token's own defining ability (604.3): which (both / power / toughness), the count, who created it;
    # counted whenever the token's size is read (engine/defined_sizes.py), not once
    defining: dict[int, tuple[str, Amount, str]] = field(default_factory=dict)
    counting: set[int] = field(default_factory=set)  # the tokens whose defining count is being worked out now

    def touches(self, uid: int) -> bool:
        return uid in self.defined or uid in self.base or uid in self.switches or uid in self.defining

    def __bool__(self) -> bool:
        return bool(self.defined or self.base or self.switches or self.defining)
