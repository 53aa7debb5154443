"""The legend rule (704.5j): a player who controls two or more legendary permanents with the same name chooses one
of them, and the rest are put into their owners' graveyards.

Why a module apart: copies make it happen (a token copy of a legendary creature, 707.2: "legendary" is a copiable
value; a permanent that "becomes a copy" of one, 613.2a), so an answer that makes a copy without it would leave two
Rankles on one battlefield. It is the one state-based action that asks a player something, so it runs before the
others of the same check (704.3: they are performed at once; the choice is part of performing it) through the
chooser, like any decision: scripted in ``choices`` (the name of the one kept; a token is offered as "<name>
(token)"), else the one that was on the battlefield first is kept and the answer says it was that player's choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..choices import KIND_OBJECTS, ChoiceOption, ChoiceRequest
from ..model import GameObject
from ..result import SBARecord
from . import triggers
from .asking import _table, ask

if TYPE_CHECKING:
    from .state import State

RULE = "704.5j"


def _same_names(state: State, permanents: list[GameObject]) -> list[list[GameObject]]:
    """The player's legendary permanents in groups of two or more that share a name (201.2), in battlefield order;
    a face-down permanent has no name (708.2) and is never legendary."""
    groups: dict[str, list[GameObject]] = {}
    for obj in permanents:
        if state.layered(obj).has_type("legendary") and obj.name:
            groups.setdefault(obj.name.casefold(), []).append(obj)
    return [group for group in groups.values() if len(group) > 1]


def _label(state: State, obj: GameObject) -> str:
    return t("apnap.what.token_labelled", state.lang, name=obj.name) if obj.has_type("token") else obj.name


async def legend_rule(state: State) -> list[SBARecord]:
    """704.5j for every player, in turn order: each group's kept permanent asked of its controller, the rest put
    into their owners' graveyards at once (a token among them dies too, 700.4, and then ceases to exist, 704.5d)."""
    out: list[SBARecord] = []
    before = triggers.battlefield_snapshot(state)
    left: triggers.Seen = []
    for player in state.game.players:
        for group in _same_names(state, player.battlefield):
            options = [ChoiceOption(f"o{o.uid}", _label(state, o), tuple(sorted(o.types))) for o in group]
            request = ChoiceRequest(
                player=player.name, step_index=len(state.steps), step_text=t("apnap.what.legend_rule", state.lang),
                action="legend_rule", kind=KIND_OBJECTS, what=t("apnap.what.legend_kept", state.lang,
                                                                   name=group[0].name),
                zone="battlefield", options=tuple(options), min_count=1, max_count=1, hidden=False,
                decision_index=0, seen=(), table=_table(state, player.name), lang=state.lang)
            keys = await ask(state, request)
            kept = next(o for o in group if f"o{o.uid}" in keys)
            if state.last_auto:  # nobody said which: the first one kept, and the answer says the choice is theirs
                state.warnings.append(t("apnap.warning.legend_rule_default", state.lang, player=player.name,
                                        name=_label(state, kept)))
            for gone in group:
                if gone is kept:
                    continue
                player.zones["battlefield"] = [o for o in player.battlefield if o is not gone]
                state.game.player(gone.owner).graveyard.append(gone)
                left.append((gone, player.name))
                out.append(SBARecord(player.name, "legend_rule", [RULE], object=_label(state, gone)))
            state.cite("704.3", RULE)
    if left and state.steps:
        triggers.leaves(state, left, before, state.steps[-1])
    return out
