"""The restriction statics of the permanents on the board (101.2: a "can't" beats any "can"), enforced where the
engine models the act they forbid: "Creature spells you control can't be countered" makes a counter of such a
spell do nothing (701.6a), as the spell's own "This spell can't be countered" does (113.6g); "Activated abilities of
artifacts can't be activated" means this board forbids the scenario's artifact ability (602.5): decided as a printed
restriction the board breaks is, it resolves as given (on the stack it was activated when it could be) and the result
names the static (``forbidden``).

Why here and not in each handler: the records are read once as the scenario loads (board_replacements.py, the same
reader as the replacements), and each act asks one question of them: which restriction, if any, covers it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.errors import BotError

from ..board_replacements import BoardRestriction
from ..forbidden import Forbidden
from ..model import GameObject
from ..result import EventRecord, StepResult
from ..stack_spell import StackSpell

if TYPE_CHECKING:
    from .state import State


def _whose(state: State, restriction: BoardRestriction, controller: str) -> bool:
    """"… you control" / "… your opponents control" (the restriction's controller is "you"), or anyone's."""
    whose = restriction.record.whose
    if whose == "you":
        return controller == restriction.controller
    if whose == "opponents":
        return controller in state.game.opponents(restriction.controller)
    return True


def _covers(state: State, restriction: BoardRestriction, act: str, obj: GameObject, controller: str) -> bool:
    record = restriction.record
    return (record.act == act and record.to == "kind" and record.to_objects is not None
            and _whose(state, restriction, controller) and state.matches(record.to_objects, obj, controller))


@dataclass(frozen=True, slots=True)
class NotCounterable:
    """Why a spell on the stack can't be countered: the ability that says so, whose it is, and the rules that make
    it win over the instruction to counter (101.2)."""

    source: str
    controller: str
    text: str
    rules: tuple[str, ...]


def counter_guard(state: State, spell: StackSpell) -> NotCounterable | None:
    """What keeps this spell from being countered, if anything (101.2, 701.6a): its own "This spell can't be
    countered" (113.6g: it functions on the stack), else a board static covering it ("Creature spells you control
    can't be countered", 604.1). An ability on the stack is no spell (405.1): nothing keeps it."""
    if spell.ability is not None:
        return None
    if spell.cant_be_countered is not None:
        return NotCounterable(spell.card.name, spell.controller, spell.cant_be_countered, ("101.2", "113.6g"))
    found = next((r for r in state.scenario.restrictions
                  if _covers(state, r, "be_countered", spell.card, spell.controller)), None)
    return None if found is None else NotCounterable(found.source.name, found.controller, found.record.text,
                                                     ("101.2", "604.1"))


def stays_on_the_stack(state: State, spell: StackSpell, why: NotCounterable, result: StepResult) -> None:
    """The instruction does nothing to this spell (701.6a): a ``not_countered`` event saying whose ability and what
    it says; the spell stays on the stack."""
    result.events.append(EventRecord(state.game.controller, "not_countered", [spell.card], extra={
        "source": why.source, "source_controller": why.controller, "spell_controller": spell.controller,
        "text": why.text}))
    state.cite(*why.rules, "701.6a", step=result)


def check_activation(state: State) -> Forbidden | None:
    """A board static that covers the scenario's activated ability's permanent ("Activated abilities of artifacts
    can't be activated", 101.2, 602.5): this board forbids the activation. Decided as a printed restriction the board
    breaks is (forbidden.py): on the stack, it was activated when it could be, so it resolves as given and the result
    names the static, its source and the rule."""
    if state.scenario.ability_kind != "activated":
        return None
    source = state.source_on_battlefield()
    if source is None:
        return None
    you = state.game.controller
    found = next((r for r in state.scenario.restrictions if _covers(state, r, "activate", source, you)), None)
    return None if found is None else Forbidden(found.record.text, source=found.source.name)


_ABILITIES = frozenset({"triggered", "activated", "loyalty", "chapter"})


def check_target(state: State, obj: GameObject, holder: str) -> None:
    """A target whose own static says it "can't be the target of [colour] spells [or abilities] [your opponents
    control]" could not have been chosen by this spell or ability (101.2, 601.2c): ``bad_scenario`` with the words.
    What the board does not show (the resolving spell's colours) is not guessed: a warning says it was not checked."""
    kind = state.scenario.ability_kind
    for r in state.scenario.restrictions:
        record = r.record
        if record.act != "be_targeted" or record.to != "source" or r.source.uid != obj.uid:
            continue
        if record.whose == "opponents" and state.game.controller not in state.game.opponents(holder):
            continue
        if record.by != "spells_or_abilities" and (kind == "spell") != (record.by == "spells") \
                and (kind == "spell" or kind in _ABILITIES):
            continue  # a spell's restriction, an ability targets it (or the other way round)
        if record.by_objects is not None or (record.by != "spells_or_abilities" and kind != "spell"
                                             and kind not in _ABILITIES):
            from bot.catalog import t

            state.warnings.append(t("apnap.warning.target_restriction_unchecked", state.lang, name=obj.name,
                                    text=record.text))
            continue
        raise BotError.of("bad_scenario", "apnap.error.cant_be_targeted", field="target", lang=state.lang,
                          name=obj.name, text=record.text)


__all__ = ["check_activation", "check_target", "counter_guard"]
