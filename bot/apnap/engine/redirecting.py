"""A board permanent's redirection static applied to one damage event (614.9, 614.1a): "All damage that would be
dealt to you is dealt to Palisade Giant instead" takes a resolving Lightning Bolt's 3 damage off its controller's
life and marks it on the Giant; "… is dealt to you instead" deals it to the record's controller.

Why its own module: a redirection changes who is dealt the damage, not how much, so it is no amount for
engine/replacing.py's fold of modifications; the replaced event never happened (614.6: what triggered on it is
withdrawn) and the new one triggers as damage does (603.2). Where the order of several effects on the event would
matter (616.1: a prevention of the original or of the new recipient), or the new recipient is not on the board,
the resolver refuses naming the record, never guessing which applied first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bot.errors import BotError

from ..board_replacements import BoardReplacement
from ..model import GameObject
from ..result import EventRecord, StepResult
from . import triggers
from .damage_sources import protected, source_colors

if TYPE_CHECKING:
    from .state import State

# (player dealt damage, object dealt damage, its holder) → the records that apply to such damage from this source
Candidates = Callable[[str | None, GameObject | None, str], list[BoardReplacement]]


def _refuse(state: State, rec: BoardReplacement, why: str) -> BotError:
    return BotError.of("unsupported_effect", f"apnap.replace.error.{why}", field="players", lang=state.lang,
                       name=rec.source.name, text=rec.record.text)


def withdraw_damage_triggers(state: State, seen: int, whom: str) -> None:
    """614.6: the damage to ``whom`` was never dealt: what triggered on it (dealt damage, loses life) is withdrawn."""
    state.triggers[:] = [t for i, t in enumerate(state.triggers) if i < seen or t.cause != whom
                         or not ("damage" in t.event or "loses_life" in t.event)]


def redirected(state: State, result: StepResult, seen: int, found: list[BoardReplacement], e: EventRecord,
               obj: GameObject | None, candidates: Candidates) -> bool:
    """When a redirection is among the records on this damage (to a player: ``obj`` None), deal it to the new
    recipient instead and say so on the new event; False when none is."""
    redirect = next((r for r in found if r.record.modify == "redirect"), None)
    if redirect is None:
        return False
    if len(found) > 1:  # 616.1: which applies first changes the outcome; not modelled
        raise _refuse(state, redirect, "redirect_several")
    if "702.2b" in result.citations:  # deathtouch was worked out on the damage's first recipient
        raise _refuse(state, redirect, "keywords")
    n, whom = e.amount or 0, e.player if obj is None else obj.name
    new_player, new_object, holder = _recipient(state, redirect)
    source = state.source_on_battlefield()
    if [r for r in candidates(new_player, new_object, holder) if r is not redirect]:
        raise _refuse(state, redirect, "redirect_several")  # the new event is itself replaced (614.5): not modelled
    at = result.events.index(e)
    if obj is None:
        state.change_life(e.player, n, result)
        result.events.remove(e)
    else:
        if obj.is_creature():
            state.marked_damage[obj.uid] = state.marked_damage.get(obj.uid, 0) - n
        e.objects.remove(obj)
        if not e.objects:
            result.events.remove(e)
    withdraw_damage_triggers(state, seen, whom)
    extra: dict[str, Any] = {k: v for k, v in e.extra.items() if k not in ("life", "replaced")}
    if new_object is None:
        state.change_life(holder, -n, result)
        extra["life"] = state.known_life(holder)
        new = EventRecord(holder, "damage", [], amount=n, extra=extra)
        triggers.damaged(state, [], [holder], source, result)
        triggers.simple(state, "loses_life", holder, None, result)
    else:
        new = _dealt_to_object(state, result, redirect, n, new_object, holder, extra)
    entry = _entry(redirect, n, whom, new_object.name if new_object is not None else holder)
    if new.extra.get("no_event"):  # prevented by protection: said on the record, no damage dealt (120.8)
        entry["prevented"] = ["702.16e"]
    new.extra["replaced"] = [entry]
    result.events.insert(min(at, len(result.events)), new)
    state.cite("614.1a", "614.9", "614.6", "120.3a" if new_object is None else "120.3e", step=result)
    return True


def _dealt_to_object(state: State, result: StepResult, redirect: BoardReplacement, n: int, new_object: GameObject,
                     holder: str, extra: dict[str, Any]) -> EventRecord:
    """The redirected damage dealt to the new permanent (614.9): marked and triggering as damage is, unless its
    own protection prevents it (702.16e: the new event is the recipient's, so its shields apply; no damage, 120.8)."""
    if not new_object.is_creature() and new_object.has_type("planeswalker"):  # loyalty removed (120.3c): refused
        raise _refuse(state, redirect, "unknown")
    if protected(state, new_object, source_colors(state), result):
        return EventRecord(holder, "damage", [new_object], amount=0, extra={**extra, "no_event": True})
    if new_object.is_creature():
        state.marked_damage[new_object.uid] = state.marked_damage.get(new_object.uid, 0) + n
    triggers.damaged(state, [(new_object, holder)], [], state.source_on_battlefield(), result)
    return EventRecord(holder, "damage", [new_object], amount=n, extra=extra)


def _recipient(state: State, rec: BoardReplacement) -> tuple[str | None, GameObject | None, str]:
    """Whom the damage is dealt to instead: the record's controller (a player), the controller of the damage's source
    ("it deals that damage to its controller instead": the source stays the same, 614.9; the engine's damage source is
    the resolving card, controlled by the effect's controller, 110.2, 112.2), or the record's source permanent where it
    is now (its holder; gone from the battlefield: refused, the effect no longer applies there)."""
    if rec.record.instead in ("you", "controller"):
        whom = rec.controller if rec.record.instead == "you" else state.game.controller
        return whom, None, whom
    for p in state.game.players:
        if any(o.uid == rec.source.uid for o in p.battlefield):
            found = next(o for o in p.battlefield if o.uid == rec.source.uid)
            return None, found, p.name
    raise _refuse(state, rec, "unknown")


def _entry(rec: BoardReplacement, n: int, whom: str, instead: str) -> dict[str, Any]:
    """The replaced event's record (scenario-format.md ``replaced``): the source, the rules, and from whom to whom."""
    return {"sources": [rec.source.name], "controllers": [rec.controller], "texts": [rec.record.text],
            "rules": ["614.1a", "614.9"], "event": "deal_damage", "modify": ["redirect"], "amount": n,
            "redirected_from": whom, "redirected_to": instead}


__all__ = ["redirected", "withdraw_damage_triggers"]
