"""The typed plan and the one engine (issue #22): what the grammar's effects become, and the shape that
keeps the engine one engine (a handler per step type, no dispatch on action words, no mixins)."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from bot.apnap import plan as p
from bot.apnap.engine import HANDLERS, handles
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of

ENGINE = Path(__file__).resolve().parents[2] / "bot" / "apnap" / "engine"


def only_step(text: str) -> p.Step:
    plan = plan_of(parse_effect(text))
    assert len(plan.steps) == 1, plan.steps
    return plan.steps[0]


# ------------------------------------------------------------------------------------ the plan
def test_a_pick_is_a_typed_step_with_its_count() -> None:
    step = only_step("Each player sacrifices two creatures.")
    assert isinstance(step, p.Sacrifice) and step.action == "sacrifice"
    assert [(pick.count, pick.filter.noun) for pick in step.picks] == [(p.Fixed(2), "creature")]


def test_an_unless_penalty_lists_typed_alternatives() -> None:
    step = only_step("Each opponent loses 3 life unless they sacrifice a nonland permanent or discard a card.")
    assert isinstance(step, p.Unless) and step.action == "lose_life" and step.amount == p.Fixed(3)
    assert [type(a) for a in step.alternatives] == [p.SacrificeInstead, p.DiscardInstead]


def test_amounts_are_expressions() -> None:
    mill = only_step("Each player mills half their library, rounded up.")
    assert isinstance(mill, p.Mill)
    assert mill.amount == p.Divided(p.LibrarySize(p.Whose.ACTOR), 2, round_up=True)
    draw = only_step("Each player draws cards equal to twice the number of lands they control.")
    assert isinstance(draw, p.Draw) and isinstance(draw.amount, p.Times) and draw.amount.b == p.Fixed(2)
    assert isinstance(draw.amount.a, p.CountOf) and draw.amount.a.filter.noun == "land"
    lose = only_step("Each player loses X life, where X is your devotion to black.")
    assert isinstance(lose, p.LoseLife) and lose.amount == p.WhereX(p.Devotion("black", p.Whose.YOU))


def test_conditions_are_typed_and_travel_with_their_step() -> None:
    draw = only_step("If this spell was kicked, each player draws two cards.")
    assert draw.condition == p.Kicked(True)
    plan = plan_of(parse_effect("Each player discards a card. If you control a planeswalker, each opponent also "
                                "discards a card."))
    assert plan.steps[0].condition is None
    assert isinstance(plan.steps[1].condition, p.Controls) and plan.steps[1].condition.who == "you"
    assert plan.steps[1].condition.filter.noun == "planeswalker"


def test_votes_and_their_consequences() -> None:
    plan = plan_of(parse_effect("Will of the council — Starting with you, each player votes for death or taxes. "
                                "If death gets more votes, each opponent sacrifices a creature."))
    vote, sacrifice = plan.steps
    assert isinstance(vote, p.Vote) and vote.options == ("death", "taxes")
    assert isinstance(sacrifice, p.Sacrifice) and sacrifice.condition == p.VoteWins("death")


def test_object_families_have_one_type_each() -> None:
    assert isinstance(only_step("Destroy all creatures."), p.DestroyAll)
    assert isinstance(only_step("Exile all creatures."), p.ExileAll)
    target = plan_of(parse_effect("Destroy target creature."))
    assert isinstance(target.steps[0], p.DestroyTarget) and target.uses_object_target


# ------------------------------------------------------------------------------------ the engine
def _step_types() -> list[type[p.Step]]:
    return [cls for _, cls in inspect.getmembers(p, inspect.isclass)  # every step the plan package exports
            if issubclass(cls, p.Step) and cls.__module__.startswith(p.__name__)]


def test_every_concrete_step_type_has_exactly_one_handler() -> None:
    types = _step_types()
    leaves = [cls for cls in types if not any(other is not cls and issubclass(other, cls) for other in types)]
    missing = [cls.__name__ for cls in leaves if cls not in HANDLERS]
    assert not missing, f"step types without a handler: {missing}"
    bases = [cls.__name__ for cls in HANDLERS if cls not in leaves]
    assert not bases, f"handlers registered on base types (dispatch is by exact type): {bases}"


def test_a_second_handler_for_one_step_type_is_refused() -> None:
    with pytest.raises(RuntimeError, match="two handlers"):
        @handles(p.Sacrifice)
        async def again(state: object, step: object, result: object) -> None: ...


def test_a_second_decider_or_evaluator_for_one_type_is_refused() -> None:
    """Deciders and amount/condition evaluators follow the handlers' rule (bot/apnap/registry.py): a second
    function for a type is an error, never a silent replacement that depends on import order."""
    from bot.apnap.engine import asking, values
    from bot.apnap.plan import amounts

    for register, kind, words in ((asking.decides, asking.AskPick, "two deciders"),
                                  (values._value, amounts.Fixed, "two amount evaluators")):
        with pytest.raises(RuntimeError, match=words):
            register(kind)(lambda *_: None)


def test_the_engine_dispatches_by_type_not_by_action_words() -> None:
    pattern = re.compile(r"\b(?:step|spec|plan_step)\.action\s*(?:==|!=|in\b)|\.detail\(|class \w*Mixin")
    offenders = [f"{path.name}:{n}: {line.strip()}"
                 for path in sorted(ENGINE.glob("*.py"))
                 for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if pattern.search(line)]
    assert not offenders, offenders


def test_an_effect_that_cannot_be_hashed_is_still_planned() -> None:
    """A grammar may hand over its steps as a list: the plan is made, just not cached."""
    from dataclasses import replace

    effect = parse_effect("Each player sacrifices a creature.")
    listed = replace(effect, steps=list(effect.steps))
    assert plan_of(listed).steps == plan_of(effect).steps
