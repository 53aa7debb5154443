"""Replacement and prevention statics in general (614.1a, 615.1a): "If a creature you control would deal damage …,
it deals double that damage … instead", "If a green source would deal damage to you, prevent 2 of that damage", "If
a card would be put into your graveyard from anywhere, exile it instead", "If you would gain life, …".

Such an effect moves nothing when it applies (614.1, 615.1): it watches for an event that would happen later. The
handler reports it as a ``rule_change`` event by the controller: ``change`` (``replace`` or ``prevent``), ``act``
(``<event>_<modify>``), the event and its scope in the answer's language (``by``: who or what would deal the damage;
``to``: whom it would be dealt to, or who or what the event happens to), the permanents of that scope now on the
battlefield (``objects``; later ones are covered too, 611.3a), the modification's amount and rounding, and for how
long. Where several such effects would modify one event, the affected player or the affected object's controller
chooses the order (616.1): said in the rules cited. The engine does not apply the record to later events of this
same resolution: a replacement before an event of its own effect is refused (``check_replacement_order``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bot.catalog import t

from ..model import GameObject
from ..plan import EventReplacement, EventReplacementTarget, ObjectRestriction, ReplacementRecord
from ..plan.replacements import PREVENTING
from ..result import EventRecord, StepResult
from .act_shields import _attached, _cite_duration, _duration, prevented_then_record
from .registry import handles

if TYPE_CHECKING:
    from .state import State

_RULES = {"dies": ("700.4",), "destroyed": ("701.8a",), "to_hand": ("400.7",), "to_library_bottom": ("400.7",),
          "to_library_top": ("400.7",), "shuffle_into_library": ("400.7", "701.24a"),
          "to_graveyard": ("614.6",), "draw": ("614.11", "121.1"), "gain_life": ("119.10",),
          "life_reduced": ("120.4c", "119.3"), "half": ("107.1a",), "prevent": ("615.1a",), "redirect": ("614.9",)}


def _words(state: State, role: str, kinds: Any) -> str:
    """Who or what, in the answer's language: a kind by the renderer's nouns ("green sources", "creatures you
    control"), a role from the catalogue ("you", "a permanent or player", "enchanted player")."""
    if role == "kind" and kinds is not None:  # one of them, as the card says it: "a green source"
        from ..render.on_replace import kind_words
        from ..render.words import Words

        return kind_words(Words(state.lang), kinds)
    return t(f"apnap.replace.who.{role or 'any'}", state.lang, you=state.game.controller)


def _objects(state: State, role: str, kinds: Any, event: str) -> list[GameObject]:
    """The permanents the scope names now (611.3a: it keeps applying to new ones): the source, the attached permanent,
    or every permanent of the kind; none for a card in any zone or a source that need not be a permanent."""
    from .act_board import _reached

    if role == "source":
        source = state.source_on_battlefield()
        return [source] if source is not None else []
    if role in ("enchanted", "equipped"):
        return _attached(state)
    if role != "kind" or kinds is None or kinds.noun in ("source", "spell", "card") or event == "to_graveyard":
        return []
    return [o for p in _reached(state) for o in p.battlefield if state.matches(kinds, o, p.name)]


@handles(EventReplacement, EventReplacementTarget)
async def event_replacement(state: State, step: EventReplacement, result: StepResult) -> None:
    """614.1a / 615.1a: the record of a replacement or prevention effect, its scope as the board shows it now; "to
    target creature": the object the scenario's ``target`` names (115.1), the one the record watches."""
    target = _target_object(state, step)
    if target is not None:
        step = replace(step, to_uids=(target.uid,))
    doer, affected = (step.by, step.to) if step.event == "deal_damage" else ("", step.to)
    scope_role, scope_kinds = (doer, step.by_objects) if step.event == "deal_damage" else (affected, step.to_objects)
    extra: dict[str, Any] = {"change": "prevent" if step.modify in PREVENTING else "replace",
                             "act": f"{step.event}_{step.modify}", "event": step.event, "modify": step.modify,
                             "duration": _duration(state, step)}
    if step.event == "deal_damage":
        extra["by"] = _words(state, doer, step.by_objects)
    if target is not None:  # the target by its name (115.1)
        extra["to"] = target.name
    elif affected:
        extra["to"] = _words(state, affected, step.to_objects if step.event != "deal_damage" or affected == "kind"
                             else None)
    for key, value in (("combat", step.combat), ("noncombat", step.noncombat)):
        if value:
            extra[key] = True
    _event_fields(state, step, extra, result)
    objects = [target] if target is not None else _objects(state, scope_role, scope_kinds, step.event)
    if step.then is not None:  # "You gain life equal to the damage prevented this way" (615.5)
        # whose counters: the one permanent it protects; of several ("another creature you control"), whichever
        # the damage would have been dealt to (said so, never all their names)
        one = [o.name for o in objects] if step.to in ("source", "enchanted", "equipped") and len(objects) == 1 else []
        extra["prevented_then"] = prevented_then_record(state, step.then, one, result)
    if extra["duration"] != "static":  # a resolving ability created it: it applies to what this effect does next
        _created(state, step, extra)
    result.events.append(EventRecord(state.game.controller, "rule_change", objects, amount=step.amount, extra=extra))
    result.order = [state.game.controller]
    _cite(state, step, extra["duration"], target is not None, result)


def _cite(state: State, step: EventReplacement, duration: str, targeted: bool, result: StepResult) -> None:
    """The rules a record's event, modification, scope and duration are decided by."""
    state.cite("615.1a" if step.modify in PREVENTING else "614.1a", *_RULES.get(step.event, ()),
               *_RULES.get(step.modify, ()), "616.1", step=result)
    if step.modify == "regenerate":  # a static ability's regeneration replaces each destruction (701.19b)
        state.cite("701.19b" if duration == "static" else "701.19a", step=result)
    if step.modify == "prevent" and step.amount is not None and duration == "static":
        state.cite("615.10", step=result)  # "prevent 1 of that damage": that much of each damage event
    if targeted:  # "to target creature" (115.1)
        state.cite("115.1", step=result)
    if "enchanted" in (step.by, step.to) or step.to == "enchanted_player":
        state.cite("303.4", step=result)
    if step.by == "kind" and step.by_objects is not None and step.by_objects.noun in ("source", "spell"):
        state.cite("609.7c" if duration == "static" else "609.7b", step=result)
    _cite_duration(state, duration, result)


def _target_object(state: State, step: ReplacementRecord) -> GameObject | None:
    """The object "target creature" names (115.1), of the word's kind; refused when the scenario names none such."""
    if step.to != "target":
        return None
    from .act_objects import _find_target
    from .illegal_target import absent_target

    found = _find_target(state, step.to_objects) if step.to_objects is not None else None
    if found is None:
        raise absent_target(state, step.to_objects)
    return found[0]


def _event_fields(state: State, step: EventReplacement, extra: dict[str, Any], result: StepResult) -> None:
    """The rounding of a half, whose graveyard, and a card revealed as it is shuffled in."""
    if step.modify == "half":
        extra["rounding"] = "up" if step.round_up else "down"
    if step.yard:
        extra["yard"] = step.yard
    if step.counter:  # "put that many +1/+1 counters on it instead": the kind, in the answer's language (122.1)
        from ..grammar.spanish_terms import counter_es

        extra["counter"] = counter_es(step.counter) if state.lang == "es" else step.counter
        state.cite("122.1", step=result)
    if step.reveal:
        extra["reveal"] = True
        state.cite("701.20a", step=result)  # "reveal this card": shown to all (701.20a; 701.16a is Investigate)


def _created(state: State, step: EventReplacement, extra: dict[str, Any]) -> None:
    """611.2a: the effect a resolving ability creates lasts its duration whatever its source does; the engine applies
    it, as it does the board's statics, to the events the rest of this effect and the state-based actions after it
    produce (Flaying Tendrils' -2/-2, then "If a creature would die this turn, exile it instead")."""
    from ..board_replacements import BoardReplacement
    from .replacing import damage_source

    source = damage_source(state) or GameObject(-1, state.scenario.card or "?", state.game.controller)
    state.shields.created.append(BoardReplacement(source, state.game.controller, step))
    extra["created"] = True


@handles(ObjectRestriction)
async def object_restriction(state: State, step: ObjectRestriction, result: StepResult) -> None:
    """101.2: "… spells you control can't be countered" (701.6a), "Activated abilities of artifacts can't be activated"
    (602.5): one record by the controller, the permanents it covers now (spells: whichever are cast later)."""
    from ..render.on_replace import restricted_words
    from ..render.words import Words

    extra: dict[str, Any] = {"change": "cant", "act": step.act, "duration": _duration(state, step),
                             "what": restricted_words(Words(state.lang), step)}
    objects: list[GameObject] = []
    if step.act == "be_targeted":  # 601.2c: which spells or abilities can't target it, whose, of which colours
        from ..render.on_replace import targeting_words

        extra.update(by=step.by, colors=sorted(step.by_objects.colors) if step.by_objects else [], whose=step.whose,
                     what=targeting_words(Words(state.lang), step))
    if step.attached:  # the creature ``attached_to`` names (303.4, 301.5)
        objects = _attached(state)
    elif step.to == "source":  # the source by its name: the permanent on the battlefield, when the board shows it
        source = state.source_on_battlefield()
        objects = [source] if source is not None else []
    elif step.act == "activate" and step.to_objects is not None:
        you = state.game.controller
        objects = [o for p in state.game.players for o in p.battlefield if state.matches(step.to_objects, o, p.name)
                   and (not step.whose or (p.name == you) == (step.whose == "you"))]
    result.events.append(EventRecord(state.game.controller, "rule_change", objects, extra=extra))
    result.order = [state.game.controller]
    state.cite("101.2", {"be_countered": "701.6a", "be_targeted": "601.2c"}.get(step.act, "602.5"), step=result)
    _cite_duration(state, extra["duration"], result)


__all__ = ["event_replacement", "object_restriction"]
