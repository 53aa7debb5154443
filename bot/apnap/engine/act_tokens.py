"""Handlers of tokens (111.1): created as the plan describes them, with their quoted abilities (111.3), and copies
of a permanent each player picks or of the one targeted, with its copiable values (707.2), owned and controlled
by the player who creates them (111.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..model import GameObject
from ..plan import (
    Create,
    CreateCopy,
    CreateCopyOfTarget,
)
from ..plan.copies import NO_EXCEPTIONS
from ..result import EventRecord, StepResult
from . import triggers
from .act_picks import may_first
from .act_rules import quoted_extra
from .asking import AskPick, choice_phase, declined
from .copiable import last_known_target, make_copies
from .defined_sizes import define_sizes
from .entering_attacking import enter_attacking
from .layers import layered_pt
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

from .act_objects import _may


@handles(Create)
async def create(state: State, step: Create, result: StepResult) -> None:
    await _may(state, step, result)
    declined = {c.player for c in result.choices if c.answer == "no"}
    for player in result.order:
        if player in declined:
            continue
        n = value_of(state, step.amount, player)
        p = state.game.player(player)
        size = value_of(state, step.size, player) if step.size is not None else None  # "an X/X token"
        made = [GameObject(state.made_uid(result) + i,
                           step.named or step.token, player, frozenset({*step.types, "token"}), tapped=step.tapped,
                           power=step.power if size is None else size, colors=step.colors, subtypes=step.subtypes,
                           toughness=step.toughness if size is None else size, keywords=step.keywords)
                for i in range(n)]
        p.battlefield.extend(made)
        if step.defines is not None:  # its own defining ability (604.3): counted whenever its size is read (7a)
            define_sizes(state, step.defines, made, player)
        pt: dict[str, Any] = _size_said(state, made)
        if step.tapped:  # "a tapped 2/2 … token" (110.5b)
            pt["tapped"] = True
        if step.ability is not None:  # the token's own text (111.3): it triggers or applies later, not now
            pt.update(quoted_extra(step.ability, state.lang))
        if step.attacking:  # "… that's tapped and attacking" (508.4)
            state.cite(enter_attacking(state, player, made, pt), step=result)
        result.events.append(EventRecord(player, "create", made, amount=n, extra=pt))
        for o in made:
            triggers.enters(state, o, player, result)
    state.cite("111.1", "701.7a", *(("111.3", "113.10") if step.ability is not None else ()), step=result)
    if step.defines is not None:  # said once every token is there: they entered at once (608.2c, 613.4a)
        for event in result.events:
            event.extra.update(_size_said(state, event.objects, defined=True))
        state.cite("604.3", "613.4a", step=result)


def _size_said(state: State, made: list[GameObject], defined: bool = False) -> dict[str, Any]:
    """The tokens' power and toughness as the layers make them now ("pt"; a defining ability's with "defined", 7a);
    nothing when the board cannot give them."""
    if not made or (state.pt_layers.defining.get(made[0].uid) is not None) != defined:
        return {}
    power, toughness = layered_pt(state, made[0])
    if power is None or toughness is None:
        return {}
    return {"pt": f"{power}/{toughness}", **({"defined": True} if defined else {})}


@handles(CreateCopy)
async def create_copy(state: State, step: CreateCopy, result: StepResult) -> None:
    """Each player picks what to copy (101.4), then every token enters at once with its copiable values (707.2):
    name, types, subtypes, colours, mana cost, power, toughness, abilities; not its status (tapped) or counters."""
    asks = [*may_first(step), *(AskPick(p, "battlefield") for p in step.picks)]
    await choice_phase(state, result, lambda player: list(asks))
    for c in result.choices:
        if c.answer is not None or not c.objects:
            continue
        make_copies(state, c.objects[0], c.player, 1, result)
    state.cite("111.1", "707.2", step=result)


@handles(CreateCopyOfTarget)
async def create_copy_of_target(state: State, step: CreateCopyOfTarget, result: StepResult) -> None:
    """"Create a token that's a copy of that creature": each player the step names (after their "may") creates
    copies of the targeted object with its copiable values (707.2), owned and controlled by them (111.2)."""
    chosen = last_known_target(state)
    if chosen is None:  # the grammar reads "that creature" only after a target: a bug, never a guess
        raise BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=state.lang,
                          what=NounRef(step.noun))
    await _may(state, step, result)
    no = declined(result)
    for name in result.order:
        if name in no:
            continue
        make_copies(state, chosen, name, value_of(state, step.amount, name), result, exceptions=step.exceptions)
    state.cite("111.1", "111.2", "707.2", *(("707.9b",) if step.exceptions != NO_EXCEPTIONS else ()), step=result)
