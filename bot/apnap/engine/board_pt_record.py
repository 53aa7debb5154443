"""What one resolution knows of the board's power and toughness statics (611.3a): the record the State holds and
engine/board_pt.py reads and writes.

Why apart from engine/board_pt.py: the state holds this record, and board_pt.py reads the state; one module each
keeps the imports one way (as engine/pt_layers.py does for layers.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..model import Game

Sources = dict[int, str]  # the uid of each static's source on the battlefield → its controller


@dataclass
class BoardPT:
    """The permanents as the resolution began (to tell the state-based actions whose statics changed, 704.3), each
    object that left as it last existed (608.2h), and which statics applied to a permanent whose size was read (for
    the result and the narration)."""

    started: dict[int, str] = field(default_factory=dict)  # uid → controller of each permanent as it began
    started_sources: Sources = field(default_factory=dict)
    last_known: dict[int, tuple[str, Sources]] = field(default_factory=dict)  # uid → (controller, sources) as it left
    applied: dict[int, set[str]] = field(default_factory=dict)  # a static's index → the objects it reached
    reading: set[int] = field(default_factory=set)  # objects being read now (a kind that reads a size: no loop)
    counting: bool = False  # a static's "for each …" or "as long as …" is being worked out now (613.8)

    @classmethod
    def of(cls, game: Game, source_uids: Iterable[int]) -> BoardPT:
        """The record as the resolution begins: every permanent's controller, and the statics' sources there."""
        started = {o.uid: p.name for p in game.players for o in p.battlefield}
        uids = set(source_uids)
        return cls(started=started, started_sources={u: h for u, h in started.items() if u in uids})
