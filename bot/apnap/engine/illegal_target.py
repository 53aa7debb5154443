"""The refusal of a named target that is on the battlefield but does not fit the text (115.1, 608.2b): it says that
object is not a legal target and what the text asks of one, never "there is no creature of that name".

Why apart: a step that finds no object of its kind among the names given refused as if the name were absent
(attached.not_there), which misleads a user who named a permanent the board does show ("target creature with
flying" given Grizzly Bears: there *is* a Grizzly Bears). What the text asks is said with the filter's own words
(render/nouns.py), in the reader's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar import TypeFilter
from ..render.nouns import objects
from ..render.words import Words

if TYPE_CHECKING:
    from .state import State


def named_not_legal(state: State, flt: TypeFilter | None) -> BotError | None:
    """``bad_scenario`` naming the first named target the board shows within range that ``flt`` refuses; None when no
    named target is on a battlefield (then it is absent, and said so by the caller)."""
    from .several_targets import named_holder

    if flt is None:
        return None
    for name in (n for n in state.scenario.targets if n not in state.game.seat_names):
        bare, holder = named_holder(state, name)
        found = [(o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name)
                 for o in p.battlefield if o.name.casefold() == bare.casefold() and holder in (None, p.name)]
        if found and not any(state.matches(flt, o, h) for o, h in found):
            return BotError.of("bad_scenario", "apnap.error.target_not_legal", field="target", lang=state.lang,
                               name=found[0][0].name, kind=objects(Words(state.lang), flt, False))
    return None
