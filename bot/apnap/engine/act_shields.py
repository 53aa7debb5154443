"""Prevention and replacement effects (615, 614) and "can't be regenerated" (701.19c).

Such an effect moves nothing when it is created (614.1, 615.1): the handler reports, as a ``rule_change``
event, what it watches for (``change``: ``prevent``, ``cant``, ``replace``), whom it protects or applies to
(the event's objects, or the players as labels), whose damage (``sources``), how much (``amount``: a shield of
N, 615.7) and for how long. Where the event it watches for happens in this same resolution the state says so:
damage that can't be prevented is not prevented by protection (615.12, applied in damage_sources), and a creature
that would die this turn is exiled instead by the state-based actions (614.1a, applied in aftermath).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bot.catalog import t
from bot.errors import BotError

from ..grammar.specs import PreventedThen, TypeFilter
from ..model import GameObject
from ..plan import (
    CantBePrevented,
    CantBePreventedTarget,
    CantBeRegenerated,
    CantBeRegeneratedTarget,
    ExileIfDies,
    PreventDamage,
    PreventDamageAnyTarget,
    PreventDamageTarget,
    ShieldStep,
)
from ..plan.shields import NoPrevention, NoRegeneration, Prevention, Redirection
from ..result import EventRecord, StepResult
from .illegal_target import absent_target
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

_RESOLVING = frozenset({"triggered", "activated", "loyalty", "chapter", "opening_hand"})
_THIS_WAY = {"destroyed": ("destroy",), "damaged": ("damage",), "earlier": ("destroy", "damage"),
             "those": ("destroy", "damage")}  # "they": the same objects as "it", said of several
Who = tuple[list[GameObject], list[str] | None]  # objects, or labels (players, a source not on the board)


def _duration(state: State, step: ShieldStep) -> str:
    """As written; with none written, ``static`` for a static ability (611.3a) and ``game`` for an effect a
    resolving ability creates (611.2a)."""
    if step.duration == "static" and state.scenario.ability_kind in _RESOLVING:
        return "game"
    return step.duration


def _unsupported(state: State, step: ShieldStep) -> BotError:
    return BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                       part=step.text)


def _target(state: State, step: ShieldStep, kinds: Any, planeswalker_only: bool = False) -> Who:
    """The permanent the scenario's ``target`` names (115.1), of the text's kind; "any target": a player too;
    ``planeswalker_only``: "target player or planeswalker", a player or a planeswalker, never a creature."""
    from .act_objects import _find_target

    if kinds is None:  # "any target" (115.4): a player, a creature or a planeswalker
        player = next((n for n in state.scenario.targets if n in state.game.seat_names), None)
        if player is not None:
            return [], [player]
        from ..grammar import parse_filter
        from ..grammar.lexicon import GRAMMARS

        kinds = parse_filter("planeswalker" if planeswalker_only else "creature or planeswalker", GRAMMARS["en"])
    found = _find_target(state, kinds) if kinds is not None else None
    if found is None:
        raise absent_target(state, kinds)
    return [found[0]], None


def _earlier(state: State, step: ShieldStep, this_way: str) -> list[GameObject]:
    """"It", "a creature dealt damage this way": the objects the latest instruction of this effect that destroyed
    or dealt damage acted on (608.2c); none such is refused, never guessed."""
    actions = _THIS_WAY.get(this_way)
    if actions is not None and _left_undone(state, step, actions):
        return []  # "If no one does, destroy all creatures. Creatures destroyed this way …": nothing was (608.2c)
    for done in reversed(state.steps):
        objects = [o for e in done.events if actions is None or e.action in actions for o in e.objects]
        if actions is None and len(objects) > 1:  # "it": one object named before, never a guess among several
            raise _unsupported(state, step)
        if objects:
            return objects
        if actions is not None and (done.action in actions or any(e.action in actions for e in done.events)):
            return []  # the instruction happened to nothing (nobody accepted "any player may …"): "it" is nothing
    targeted = _targeted_before(state, step) if actions is None else []
    if targeted:
        return targeted
    raise _unsupported(state, step)


def _left_undone(state: State, step: ShieldStep, actions: tuple[str, ...]) -> bool:
    """Whether the latest instruction before ``step`` of one of ``actions`` was left undone by its condition
    (608.2c: a false "if" is no step at all), so what it did "this way" is nothing."""
    plan = state.scenario.plan.steps
    index = next((i for i, s in enumerate(plan) if s is step), None)
    latest = next((s for s in reversed(plan[:index]) if s.action in actions), None) if index is not None else None
    return latest is not None and any(s is latest for s in state.left_undone)


def _targeted_before(state: State, step: ShieldStep) -> list[GameObject]:
    """"Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature":
    an instruction that changed nothing (the creature was untapped) still named its target, which "that creature" is
    (608.2c): the one target permanent of the one instruction before that targets one, still there; else nothing."""
    from .act_objects import _find_target

    plan = state.scenario.plan.steps
    index = next((i for i, s in enumerate(plan) if s is step), None)
    before = [s for s in plan[:index] if s.targets_object] if index is not None else []
    kinds = getattr(before[0], "objects", None) if len(before) == 1 else None
    if kinds is None or getattr(before[0], "targets", None) or getattr(before[0], "also", ()):
        return []  # none, several target words, or several targets of one word: which one is not guessed
    found = _find_target(state, kinds)
    return [found[0]] if found is not None else []


def _whom(state: State, step: ShieldStep, role: str, kinds: Any, this_way: str = "earlier") -> Who:
    """The objects or players ``role`` names (see :class:`~bot.apnap.plan.ShieldStep`)."""
    from .act_board import _reached, _source_label

    if role == "you":
        return [], [state.game.controller]
    if role in ("target", "any_target", "player_or_planeswalker"):  # the last: "target player or planeswalker"
        return _target(state, step, kinds if role == "target" else None,
                       planeswalker_only=role == "player_or_planeswalker")
    if role == "that":  # a prevention's "it": the object the instruction before acted on (608.2c)
        return _earlier(state, step, this_way if isinstance(step, NoRegeneration) else "object"), None
    if role in ("source", "source_and_you"):  # "to this creature and/or you": the controller too (615.1a)
        source = state.source_on_battlefield()
        you = [state.game.controller] if role == "source_and_you" else None
        return ([source], you) if source is not None else ([], (you or []) + _source_label(state))
    if role in ("enchanted", "equipped"):
        return _attached(state), None
    if role == "chosen":  # "a source of your choice": the one the controller chose just before (609.7a)
        ref = next((s for s in reversed(state.steps) if s.extra.get("word_kind") == "source"), None)
        name = (ref.extra["chosen_for"].get(state.game.controller, "") if ref is not None else "").casefold()
        found = next((o for p in state.game.players for o in p.battlefield if o.name.casefold() == name), None)
        if found is None:  # a spell on the stack (609.7a)
            spell = next((s.card.name for s in state.scenario.stack.spells if s.card.name.casefold() == name), None)
            return [], [spell] if spell is not None else []
        return [found], None
    if role in ("kind", "you_and_kind"):  # every permanent of that kind now (it keeps applying to new ones)
        kinds = [o for p in _reached(state) for o in p.battlefield if state.matches(kinds, o, p.name)]
        return kinds, ([state.game.controller] if role == "you_and_kind" else None)
    if role == "players":  # "to players": each player in range (615.1a)
        return [], [p.name for p in _reached(state)]
    if role == "opponent":  # "to an opponent": whichever of the controller's opponents in range (102.2)
        return [], [p.name for p in _reached(state) if p.name != state.game.controller]
    if role == "each_creature_and_player":
        reached = _reached(state)
        return [o for p in reached for o in p.battlefield if o.is_creature()], [p.name for p in reached]
    return [], None


def _attached(state: State) -> list[GameObject]:
    """The creature ``attached_to`` names (303.4, 301.5; asked by the scenario loader when missing), never guessed."""
    name = (state.scenario.attached_to or "").casefold()
    found = next((o for p in state.game.players for o in p.battlefield if o.name.casefold() == name), None)
    if found is None or not found.is_creature():
        raise BotError.of("bad_scenario", "apnap.error.attached_not_creature", field="attached_to", lang=state.lang,
                          name=state.scenario.attached_to or "—")
    return [found]


def _controller_of(state: State, obj: GameObject) -> str:
    return next((p.name for p in state.game.players if any(o is obj for o in p.battlefield)), obj.owner)


@handles(PreventDamage, PreventDamageTarget, PreventDamageAnyTarget)
async def prevent_damage(state: State, step: Prevention, result: StepResult) -> None:
    """615.1a: a prevention effect; a shield of N prevents the next N damage to each shielded permanent or
    player (615.7). Nothing is dealt now: the event says whom it protects, from whose damage, how long."""
    objects, labels = _whom(state, step, step.to, step.to_objects)
    extra: dict[str, Any] = {"change": "prevent", "act": "damage", "duration": _duration(state, step)}
    for key, value in (("combat", step.combat), ("noncombat", step.noncombat), ("to", bool(step.to)),
                       ("next_time", step.next_time)):
        if value:
            extra[key] = True
    if step.half:  # "half that damage, rounded down": of that event's damage (107.1a)
        extra["half"] = step.half
    if step.all_but is not None:  # "all but 1 of that damage": that much of it is dealt (615.1a)
        extra["all_but"] = step.all_but
    extra.update(_sources(state, step, objects, labels))
    whom = shielded_kind(state, step, objects, labels, extra)
    if step.then is not None:  # "You gain life equal to the damage prevented this way" (615.5)
        one = [o.name for o in objects] if len(objects) == 1 and not labels else []  # else: whichever it is dealt to
        extra["prevented_then"] = prevented_then_record(state, step.then, one, result)
    result.events.append(EventRecord(state.game.controller, "rule_change", objects,
                                     labels=whom if whom is not None else labels, amount=shield_amount(state, step),
                                     extra=extra))
    result.order = [state.game.controller]
    state.cite("615.1", "615.1a", step=result)
    _cite_prevention(state, step, extra["duration"], result)


def shielded_kind(state: State, step: Prevention | Redirection, objects: list[GameObject], labels: list[str] | None,
                  extra: dict[str, Any]) -> list[str] | None:
    """"To you and creatures you control": the words (``to_kind``, in ``extra``) and who they are now, the players'
    labels before the permanents' names when there are both (611.2c: later ones too); None when ``labels`` say it."""
    if step.to in ("kind", "you_and_kind") and step.to_objects is not None:  # the words, and who they are now
        you = t("apnap.prevent.you_and", state.lang) if step.to == "you_and_kind" else ""
        extra["to_kind"] = you + kind_words(state, step.to_objects)
    return labels + [o.name for o in objects] if labels is not None and objects else None


def shield_amount(state: State, step: Prevention | Redirection) -> int | None:
    """A shield of N (615.7), or the next N damage a redirection moves (it works as one); of X, the X the scenario
    gives (107.3), asked when it gives none."""
    if not step.amount_x:
        return step.amount
    defined = getattr(step, "defined_x", None)  # "…, where X is …": the text's X, as the step applies (107.3, 608.2h)
    if defined is not None:
        return value_of(state, defined)
    if state.scenario.x is None:
        raise BotError.of("bad_scenario", "apnap.error.x_missing", field="x", lang=state.lang)
    return state.scenario.x


def prevented_then_record(state: State, then: PreventedThen, shielded: list[str],
                          result: StepResult) -> dict[str, Any]:
    """615.5: what the prevention does with the damage it prevents, for the record: the act, the counter's kind and
    whose counters (the permanent the damage would have been dealt to, or the source), who does it (the
    controller)."""
    from .act_board import _source_label

    record: dict[str, Any] = {"act": then.act, "player": state.game.controller}
    if then.counter:
        record["counter"] = then.counter
    if then.on == "source":
        source = state.source_on_battlefield()
        record["on"] = [source.name] if source is not None else _source_label(state)
    elif then.on:
        record["on"] = shielded
    state.cite("615.5", step=result)
    return record


def _sources(state: State, step: Prevention, objects: list[GameObject], labels: list[str] | None) -> dict[str, Any]:
    """Whose damage: the creatures it blocks (509.1), a kind of source (609.7b), or named objects / players."""
    if step.by == "blocked":  # "by creatures it's blocking": whichever they are when the damage would be dealt
        return {"blocked": True}
    if step.by == "kind" and step.by_objects is not None:  # "by Walls": any source of that kind, checked as the
        return {"sources_kind": kind_words(state, _chosen_said(state, step.by_objects))}  # damage would be dealt
        # (609.7b, 609.7c)
    if not step.by:
        return {}
    if step.by == step.to:  # "to and dealt by enchanted creature"
        return {"sources": labels if labels is not None else [o.name for o in objects], "to_and_by": True}
    sources, source_labels = _whom(state, step, step.by, step.by_objects)
    return {"sources": source_labels if source_labels is not None else [o.name for o in sources]}


def _cite_prevention(state: State, step: Prevention, duration: str, result: StepResult) -> None:
    roles = (step.to, step.by)
    if step.attached:  # the permanent the source is attached to (303.4 Aura, 301.5 Equipment)
        state.cite("303.4" if step.attached == "enchanted" else "301.5", step=result)
    if "target" in roles or "any_target" in roles or "player_or_planeswalker" in roles:
        state.cite("115.4" if "any_target" in roles else "115.1", step=result)
    shield_of_n = step.amount is not None or step.amount_x
    for rule, applies in (("615.7", shield_of_n), ("510.2", step.combat), ("509.1", step.by == "blocked"),
                          ("107.1a", bool(step.half)),
                          ("609.7c" if duration == "static" else "609.7b", step.by == "kind")):
        if applies:
            state.cite(rule, step=result)
    _cite_duration(state, duration, result)


def _chosen_said(state: State, kinds: TypeFilter) -> TypeFilter:
    """"Sources of the chosen color" as the colour its source chose as it entered (607.2d: the scenario's
    ``chosen``, asked when not given), so the record says "red sources"."""
    if kinds.chosen not in ("color", "your_color"):  # "of the color of your choice": the colour the choice step
        return kinds  # just before named (608.2d, verbs_choose.inline_choices), read the same way
    from .chosen_values import chosen_color

    return replace(kinds, colors=frozenset({chosen_color(state, state.game.controller)}), chosen=None)


def kind_words(state: State, kinds: Any) -> str:
    """"Walls", "black creatures": the kind of source, in the answer's language (said by the renderer's nouns)."""
    from ..render.nouns import objects as said
    from ..render.words import Words

    return said(Words(state.lang), kinds, True)


def _cite_duration(state: State, duration: str, result: StepResult) -> None:
    rules = {"static": ("604.1", "611.3a"), "this_effect": ("608.2c",)}
    state.cite(*rules.get(duration, ("611.2a",)), step=result)


@handles(CantBePrevented, CantBePreventedTarget)
async def cant_be_prevented(state: State, step: NoPrevention, result: StepResult) -> None:
    """615.12: prevention effects still apply to this damage but prevent none of it; from now on in this
    resolution, protection prevents nothing either (702.16e is a prevention effect)."""
    objects, labels = _whom(state, step, step.to, step.to_objects)
    if step.to:
        state.shields.unpreventable_to.update(o.uid for o in objects)
    else:
        state.shields.unpreventable = True
    result.events.append(EventRecord(state.game.controller, "rule_change", objects, labels=labels,
                                     extra={"change": "cant", "act": "be_prevented",
                                            "duration": _duration(state, step), **({"to": True} if step.to else {})}))
    result.order = [state.game.controller]
    state.cite("615.12", step=result)
    _cite_duration(state, _duration(state, step), result)


@handles(CantBeRegenerated, CantBeRegeneratedTarget)
async def cant_be_regenerated(state: State, step: NoRegeneration, result: StepResult) -> None:
    """701.19c: regeneration shields are not applied to these permanents (a permanent destroyed this way goes to
    the graveyard whatever shield it had)."""
    objects, labels = _whom(state, step, step.to, step.to_objects, step.this_way or "earlier")
    creatures = [o for o in objects if o.is_creature() or not o.types] if step.this_way == "damaged" else objects
    state.shields.no_regeneration.update(o.uid for o in creatures)
    # "It can't be regenerated" after "Destroy …" says how that destruction happens; with "this turn" it lasts
    duration = _duration(state, step) if step.to != "that" or step.duration == "this_turn" else "this_effect"
    result.events.append(EventRecord(_holder(state, creatures), "rule_change", creatures, labels=labels,
                                     extra={"change": "cant", "act": "be_regenerated", "duration": duration,
                                            "this_way": step.this_way or "earlier"}))
    result.order = [state.game.controller]
    state.cite("701.19c", step=result)
    _cite_duration(state, duration, result)
    if step.to == "that":
        _joined(state, result)


def _joined(state: State, result: StepResult) -> None:
    """"It can't be regenerated", "If that creature would die this turn, exile it instead" qualify the instruction
    before them (608.2c: the same objects): their record joins that instruction's step, as one event of it, so the
    result lists the instructions the card gives and what each does; the record is in that step's ``effects``."""
    if len(state.steps) < 2 or state.steps[-1] is not result:
        return
    state.steps.pop()
    before = state.steps[-1]  # listed apart from the instruction's own events: ``effects``, with duration and rule
    before.extra.setdefault("effects", []).extend(e.to_dict() for e in result.events)
    before.citations.extend(c for c in result.citations if c != "608.2e" and c not in before.citations)


def _holder(state: State, objects: list[GameObject]) -> str:
    return _controller_of(state, objects[0]) if len(objects) == 1 else state.game.controller


@handles(ExileIfDies)
async def exile_if_dies(state: State, step: ExileIfDies, result: StepResult) -> None:
    """614.1a: a replacement effect — if one of these creatures (or planeswalkers) would die this turn (700.4), it
    is exiled instead; the state-based actions after this effect apply it (aftermath)."""
    if step.leaves:
        _exile_if_leaves(state, step, result)
        return
    objects = [o for o in _earlier(state, step, step.this_way)
               if o.is_creature() or o.has_type("planeswalker")]
    state.shields.exile_if_dies.update(o.uid for o in objects)
    # none affected (the damage went to a player): which instruction left it nothing, so the answer says it applies
    # to nothing rather than naming no one (narrate_keys: "…_none" / "…_nothing")
    nothing = {} if objects else {"this_way": step.this_way}
    result.events.append(EventRecord(_holder(state, objects) if objects else state.game.controller, "rule_change",
                                     objects, extra={"change": "replace", "act": "dies_exile",
                                                     "duration": "this_turn", **nothing}))
    result.order = [state.game.controller]
    state.cite("614.1a", "700.4", "611.2a", step=result)
    _joined(state, result)


def _exile_if_leaves(state: State, step: ExileIfDies, result: StepResult) -> None:
    """614.1a: the object the instruction before acted on is exiled instead of going anywhere else from the
    battlefield, for as long as it is there (611.2a); the state-based actions after this effect apply it to its
    death (700.4). None such (the instruction put nothing there) is refused, never guessed."""
    objects = [o for o in _earlier(state, step, "object")
               if any(o is b for p in state.game.players for b in p.battlefield)]
    if not objects:
        raise _unsupported(state, step)
    state.shields.exile_if_dies.update(o.uid for o in objects)
    result.events.append(EventRecord(_holder(state, objects), "rule_change", objects,
                                     extra={"change": "replace", "act": "leaves_exile", "duration": "game"}))
    result.order = [state.game.controller]
    state.cite("614.1a", "611.2a", "400.7", step=result)
