"""What the effects of one resolution did to power and toughness, by layer (613.4): the record the steps write and
engine/layers.py reads.

Why apart from engine/layers.py: the state holds this record, and layers.py reads the state; one module each keeps
the imports one way.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PTLayers:
    """What the effects of this resolution did to power and toughness, by permanent (uid), in their layers."""

    defined: dict[int, tuple[int | None, int | None]] = field(default_factory=dict)  # 7a (None: not defined)
    base: dict[int, tuple[int, int]] = field(default_factory=dict)  # 7b: the latest set (613.7)
    switches: dict[int, int] = field(default_factory=dict)  # 7d: how many switches (an even number undoes itself)

    def touches(self, uid: int) -> bool:
        return uid in self.defined or uid in self.base or uid in self.switches

    def __bool__(self) -> bool:
        return bool(self.defined or self.base or self.switches)
