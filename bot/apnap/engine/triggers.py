"""Triggered abilities seen while an effect resolves: recorded, never resolved (603.2, 603.3b waits)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar import SECOND_PASS_EVENTS
from ..model import GameObject, Trigger
from ..result import StepResult, TriggerRecord

if TYPE_CHECKING:
    from .state import State

Seen = list[tuple[GameObject, str]]  # (object, its controller)
_LEAVES_EVENTS = frozenset({"this_dies", "creature_dies", "another_creature_dies", "creature_you_control_dies",
                            "permanent_sacrificed"})


def _spend_checks(state: State) -> None:
    """One event is checked against every ability on the battlefield (each draw of a thousand)."""
    state.budget.spend("checks", sum(len(s.triggers) for p in state.game.players for s in p.battlefield))


def battlefield_snapshot(state: State) -> Seen:
    """The permanents with triggered abilities, before an event (603.10a looks back)."""
    return [(o, p.name) for p in state.game.players for o in p.battlefield if o.triggers]


def record(state: State, obj: GameObject, controller: str, trigger: Trigger, cause: str | None) -> None:
    state.budget.trigger(obj.name, trigger.text, trigger.when, cause)
    state.triggers.append(TriggerRecord(controller, obj.name, trigger.text, trigger.when, trigger.event, cause,
                                        trigger.event in SECOND_PASS_EVENTS, obj.uid))


def _leaves_fires(event: str, gone: GameObject, gone_controller: str, source: GameObject, controller: str) -> bool:
    creature = gone.is_creature()
    return (
        (event == "this_dies" and gone is source and creature)
        or (event == "creature_dies" and creature)
        or (event == "another_creature_dies" and creature and gone is not source)
        or (event == "creature_you_control_dies" and creature and gone_controller == controller)
        or event == "permanent_sacrificed"
    )


def leaves(state: State, left: Seen, before: Seen, step: StepResult) -> None:
    """603.10a: leaves-the-battlefield triggers look back, so sources dying in the same event still see it."""
    counts: Counter[int] = Counter()
    state.budget.spend("checks", len(left) * sum(len(source.triggers) for source, _ in before))
    for gone, gone_controller in left:
        for source, controller in before:
            for trig in source.triggers:
                if trig.event in _LEAVES_EVENTS and _leaves_fires(trig.event, gone, gone_controller, source,
                                                                  controller):
                    record(state, source, controller, trig, gone.name)
                    counts[source.uid] += 1
                    state.cite("603.10a", step=step)
    if any(n > 1 for n in counts.values()):
        state.cite("603.2c", step=step)


def simple(state: State, events: tuple[str, ...], actor: str, cause: str | None, step: StepResult) -> None:
    """Draws, discards and life loss: "whenever a player / an opponent / you …"."""
    _spend_checks(state)
    for p in state.game.players:
        for source in p.battlefield:
            for trig in source.triggers:
                if trig.event not in events:
                    continue
                if trig.event in ("player_draws", "player_discards", "player_loses_life"):
                    fires = True
                elif trig.event in ("opponent_draws", "opponent_discards"):
                    fires = actor in state.game.opponents(p.name)
                else:  # you_draw
                    fires = actor == p.name
                if fires:
                    record(state, source, p.name, trig, cause or actor)
                    state.cite("603.2c", step=step)


def enters(state: State, entered: GameObject, controller: str, step: StepResult) -> None:
    _spend_checks(state)
    for p in state.game.players:
        for source in p.battlefield:
            for trig in source.triggers:
                if (trig.event == "this_enters" and source is entered) or (
                        trig.event == "creature_enters" and entered.is_creature()):
                    record(state, source, p.name, trig, entered.name)
                    state.cite("603.6a", step=step)


def discarded(state: State, player: str, objects: list[GameObject], step: StepResult) -> None:
    for o in objects:
        simple(state, ("player_discards", "opponent_discards"), player, o.name, step)


def upkeep(state: State) -> None:
    """503.1a: abilities that trigger at the beginning of the (active player's) upkeep."""
    for p in state.game.players:
        for source in p.battlefield:
            for trig in source.triggers:
                if trig.event == "each_upkeep" or (trig.event == "your_upkeep" and p.name == state.game.active):
                    record(state, source, p.name, trig, None)
    state.cite("503.1a")


_DISCARD_EVENTS = frozenset({"player_discards", "opponent_discards"})


def unseen(state: State, action: str, actor: str, what: str) -> None:
    """Quick mode: a discard or a sacrifice from a zone nobody described ("a card of Carol's choice") names no
    object, so nothing is recorded for it; what watches for such an event is named in ``warnings`` instead of
    being silently left out (603.2)."""
    watching = _LEAVES_EVENTS if action == "sacrifice" else _DISCARD_EVENTS if action == "discard" else frozenset()
    sources: list[str] = []
    for p in state.game.players:
        for source in p.battlefield:
            for trig in source.triggers:
                opponent_only = trig.event == "opponent_discards" and actor not in state.game.opponents(p.name)
                if trig.event in watching and not opponent_only and source.name not in sources:
                    sources.append(source.name)
    if sources:
        state.warnings.append(t(f"apnap.warning.unseen_triggers_{action}", state.lang, player=actor, what=what,
                                sources=", ".join(sources)))
