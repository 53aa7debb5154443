"""The source shuffled into its owner's library (701.24a, 400.7; plan ShuffleSource): "Shuffle Green Sun's Zenith
into its owner's library", "Lightning Shrieker's owner shuffles it into their library".

Why a module: the source is found where the scenario puts it (on the battlefield, in a graveyard, or the resolving
spell, which no board shows, 608.2n), moved to its owner's library, and that library's order is unknown from then on
(701.24a: later draws name no card). A source nobody shows is named, never invented as a board object.
"""

from __future__ import annotations

from bot.catalog import t

from ..model import GameObject
from ..oracle import short_names
from ..plan import ShuffleSource
from ..result import EventRecord, StepResult
from . import triggers
from .act_objects import _may
from .asking import declined
from .registry import handles
from .state import State


@handles(ShuffleSource)
async def shuffle_source(state: State, step: ShuffleSource, result: StepResult) -> None:
    await _may(state, step, result)
    you = state.game.controller
    if you in declined(result):
        return
    zone = state.scenario.source_zone
    found = _on_battlefield(state) if zone == "battlefield" else _in_graveyard(state) if zone == "graveyard" else None
    if found is None:  # the spell resolving (608.2n), or a source the board does not show: named, its owner unknown
        name = state.scenario.card or t("apnap.what.source", state.lang)
        result.events.append(EventRecord(you, "shuffle", [], labels=[name],
                                         extra={"from": zone, "to": "library", "source_in": True}))
        state.shuffled.add(you)  # a spell's owner is, on a board that says nothing else, the player who cast it
        state.cite("701.24a", step=result)
        return
    card, holder, where = found
    before = triggers.battlefield_snapshot(state)
    state.game.player(holder).zones[where] = [o for o in state.game.player(holder).zone(where) if o is not card]
    owner = state.game.player(card.owner)
    owner.zones["library"] = owner.library + [card]  # shuffled: its place, like the rest's order, is unknown
    state.shuffled.add(owner.name)
    result.events.append(EventRecord(owner.name if step.by_owner else you, "shuffle", [card],
                                     extra={"from": where, "to": "library", "owner": owner.name, "source_in": True}))
    state.cite("400.7", "701.24a", step=result)
    if where == "battlefield":
        triggers.leaves(state, [(card, holder)], before, result)


def _on_battlefield(state: State) -> tuple[GameObject, str, str] | None:
    source = state.source_on_battlefield()
    return (source, state.game.controller, "battlefield") if source is not None else None


def _in_graveyard(state: State) -> tuple[GameObject, str, str] | None:
    """A source put into a graveyard ("When … is put into a graveyard from anywhere, shuffle <it> into …"): its
    card there (400.7e)."""
    names = {n.casefold() for n in short_names(state.scenario.card)} if state.scenario.card else set()
    return next(((o, p.name, "graveyard") for p in state.game.players for o in p.graveyard
                 if o.name.casefold() in names), None)
