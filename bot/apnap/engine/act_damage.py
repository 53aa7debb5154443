"""Damage handlers: to each player and their creatures and planeswalkers at once (120.3, 608.2f), and to the one
"any target" or target creature the scenario names (115.4, 115.1); loyalty removed from a planeswalker (120.3c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..model import GameObject
from ..plan import (
    Damage,
    DamageAnyTarget,
    DamageTarget,
    DamageTargetObject,
)
from ..plan import amounts as a
from ..result import EventRecord, StepResult
from . import triggers, who
from .asking import AskMay, choice_phase
from .attached import attached_permanent, chosen_rule, not_there
from .grants import damage_keywords
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

from .act_board import _declined
from .act_life import no_event, players_life
from .damage_sources import damage_source, protected, source_colors, source_name
from .planeswalker_damage import chosen_planeswalker, damage_planeswalker, remove_loyalty
from .referents import that_player


@handles(Damage)
async def damage(state: State, step: Damage, result: StepResult) -> None:
    walker = chosen_planeswalker(state, step) if step.objects is None else None
    if walker is not None:  # "target player or planeswalker": the planeswalker chosen (306.8, 120.3c); its own
        damage_planeswalker(state, *walker, value_of(state, step.amount), step.source, result)  # lifelink included
        return
    if step.objects is None:
        await players_life(state, step, result, -1)
    else:
        if step.optional:
            await choice_phase(state, result, lambda player: [AskMay()])
        _damage_objects(state, step, result)
    damage_keywords(state, step.source, result)  # lifelink, deathtouch (702.15b, 702.2b)


_OWN_COUNTS = (a.CountOf, a.HandSize, a.LibrarySize, a.GraveyardSize, a.LifeTotal)


def counts_each_player(amount: a.Amount) -> bool:
    """Whether an amount is counted for each player on their own ("the number of creatures they control", "the
    number of cards in their hand"): damage to each player and their creatures is then that player's count."""
    if isinstance(amount, _OWN_COUNTS):
        return amount.whose is a.Whose.ACTOR
    inner = [getattr(amount, f, None) for f in ("a", "b")]
    return any(counts_each_player(x) for x in inner if x is not None and not isinstance(x, int))


def _damage_objects(state: State, step: Damage, result: StepResult) -> None:
    """120.3: damage to creatures is marked; lethal damage is checked as a state-based action (704.5g).
    Creatures are dealt damage whoever controls them; only the players the text names lose life."""
    flt = step.objects
    assert flt is not None
    per_holder = counts_each_player(step.amount)
    n = value_of(state, step.amount)
    named = who.named_players(state, step, result) if step.to_players else set()
    colors = source_colors(state)
    source = source_name(state, step.source)
    dealt: triggers.Seen = []
    players: list[str] = []
    for name in result.order:
        p = state.game.player(name)
        if per_holder:  # "… equal to the number of creatures they control": each player's own count (608.2h)
            n = value_of(state, step.amount, name)
        if not n:  # 120.8: a source that would deal 0 damage deals no damage at all, to creatures or players
            if name in named:
                no_event(state, result, name, "damage")
            continue
        hit = [o for o in p.battlefield if (o.is_creature() or o.has_type("planeswalker"))
               and state.matches(flt, o, name) and not protected(state, o, colors, result)]
        if hit:
            for o in hit:
                if o.has_type("planeswalker"):
                    remove_loyalty(state, o, n, result)
                if o.is_creature():
                    state.marked_damage[o.uid] = state.marked_damage.get(o.uid, 0) + n
            result.events.append(EventRecord(name, "damage", hit, amount=n, extra={"source": source}))
            dealt.extend((o, name) for o in hit)
        if name in named:
            state.change_life(name, -n, result)
            result.events.append(EventRecord(name, "damage", [], amount=n,
                                             extra={"source": source, "life": state.known_life(name)}))
            players.append(name)
    if dealt or players:  # one source's damage is one event for everything it is dealt to (120.3)
        triggers.damaged(state, dealt, players, damage_source(state, step.source), result)
    for name in players:
        triggers.simple(state, "loses_life", name, None, result)  # 120.3a: damage is life lost
    state.cite("120.3a", "120.3e", step=result)


@handles(DamageAnyTarget, DamageTargetObject)
async def damage_any_target(state: State, step: DamageTarget, result: StepResult) -> None:
    """115.4: "any target" is a player, a creature or a planeswalker — the one ``target`` names, in range
    (801.5a) and still there as the effect resolves (608.2b). Damage to a player is life lost (120.3a);
    to a creature it is marked, and lethal damage is a state-based action (120.3e, 704.5g)."""
    if step.optional and await _declined(state, step, result):  # "you may have it deal …" (608.2d)
        return
    n = value_of(state, step.amount)
    source = source_name(state, step.source)
    player = state.scenario.target if step.objects is None else None  # "target creature": never a player
    if player is not None:
        result.order = [player]  # damage lists the players it happens to (the contract's "Steps")
        if n <= 0:  # 120.8: a source that would deal 0 damage deals none: no event, nothing triggers
            no_event(state, result, player, "damage")
            return
        state.change_life(player, -n, result)
        result.events.append(EventRecord(player, "damage", [], amount=n,
                                         extra={"source": source, "life": state.known_life(player)}))
        if n > 0:
            triggers.damaged(state, [], [player], damage_source(state, step.source), result)
            triggers.simple(state, "loses_life", player, None, result)
        state.cite("115.4", "120.3a", step=result)
        damage_keywords(state, step.source, result)  # lifelink (702.15b)
        return
    obj, holder = _any_target_object(state, step)
    if obj.has_type("planeswalker"):  # loyalty counters removed (120.3c, 306.8); 704.5i checks zero
        damage_planeswalker(state, obj, holder, n, step.source, result)
        state.cite("115.4" if step.objects is None else chosen_rule(step), step=result)
        return
    result.order = [holder]  # for damage to a creature: its controller
    if n <= 0:  # 120.8: 0 damage to a creature is no damage: nothing marked, no event, nothing triggers
        state.cite("120.8", step=result)
        result.events.append(EventRecord(holder, "damage", [obj], amount=0, extra={"source": source, "no_event": True}))
        return
    if not protected(state, obj, source_colors(state), result):
        state.marked_damage[obj.uid] = state.marked_damage.get(obj.uid, 0) + n
        result.events.append(EventRecord(holder, "damage", [obj], amount=n, extra={"source": source}))
        if n > 0:
            triggers.damaged(state, [(obj, holder)], [], damage_source(state, step.source), result)
        damage_keywords(state, step.source, result)  # lifelink, deathtouch (702.15b, 702.2b)
    state.cite("115.4" if step.objects is None else chosen_rule(step), "120.3e", step=result)


def _any_target_object(state: State, step: DamageTarget) -> tuple[GameObject, str]:
    """The creature or planeswalker ``target`` names on a battlefield in range (115.4; of the text's kind, 115.1),
    or a refusal."""
    if step.on_attached and step.objects is not None:  # "… deals 4 damage to enchanted creature" (303.4)
        return attached_permanent(state, step.objects, step.on_attached)
    event = step.event_object == "permanent"  # "… deals 2 damage to it": the trigger event's object (603.2)
    names = [state.scenario.stack.event_object or ""] if event else state.scenario.targets
    wanted = {n.casefold() for n in names if n not in state.game.seat_names}
    whose = that_player(state) if getattr(step, "of_that_player", False) else None  # "… that player controls"
    for p in state.game.players:
        if p.lost or not state.in_range(p.name) or whose not in (None, p.name):
            continue
        for o in p.battlefield:
            if o.name.casefold() in wanted and (o.is_creature() or o.has_type("planeswalker")) and (
                    step.objects is None or state.matches(step.objects, o, p.name)):
                return o, p.name
    if step.objects is not None:
        raise not_there(state, step, step.objects)
    raise BotError.of("bad_scenario", "apnap.error.any_target_object", field="target", lang=state.lang)
