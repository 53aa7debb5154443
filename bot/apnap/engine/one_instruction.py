"""Damage one instruction deals to several recipients is dealt at once: "First Volley deals 1 damage to target
creature and 1 damage to that creature's controller", "… deals 3 damage to target creature and 2 damage to target
player" are one instruction, processed simultaneously (608.2f), so the result reports them as one step. So are the
moves one verb makes of two "all" sets: "Destroy all artifacts and all enchantments", "Exile all permanents and all
cards from all graveyards" (each set moved to where neither set is looked for, so moving one first changes nothing
the other finds, and an object in both is moved once): the grammar marks each set's step as part of one
instruction (the plan's ``MassMove.one_instruction``), never a reading of the step's words here.

Why after the run: the plan reads each recipient's damage as a step of its own (each has its own recipient and
amount; the readers and handlers stay one per kind), and the engine performs them in order; no event between them
can see the first without the second (state-based actions and triggered abilities wait until the whole effect has
resolved, 608.2, 704.3). The steps the grammar made from one printed instruction share its words (``text``);
consecutive damage steps (or mass moves) with the same words are joined into one simultaneous step, readings and
events in order.
"""

from __future__ import annotations

from ..result import StepResult

JOINED_RULES = ("608.2f",)


def one_step_per_instruction(steps: list[StepResult], one_instruction: set[int] | frozenset[int] = frozenset()
                             ) -> list[StepResult]:
    """``steps`` with consecutive damage steps or mass moves of one printed instruction joined, indices renumbered.
    ``one_instruction``: the indices of the steps the plan marks as one of two "all" sets of one verb
    (``MassMove.one_instruction``, set by the grammar: grammar/all_and.py)."""
    joined: list[StepResult] = []
    for step in steps:
        last = joined[-1] if joined else None
        if last is not None and _same_instruction(last, step, one_instruction):
            last.events.extend(step.events)
            last.choices.extend(step.choices)
            last.order.extend(p for p in step.order if p not in last.order)
            last.citations.extend(c for c in (*step.citations, *JOINED_RULES) if c not in last.citations)
            last.reading = f"{last.reading} {step.reading}".strip()
            last.simultaneous = True
            continue
        joined.append(step)
    if len(joined) != len(steps):
        for i, step in enumerate(s for s in joined if s.index >= 0):
            step.index = i
    return joined


def _same_instruction(first: StepResult, second: StepResult, one_instruction: set[int] | frozenset[int]) -> bool:
    if first.action != second.action or first.text != second.text or first.index < 0 \
            or first.extra.get("cost") or second.extra.get("cost"):
        return False
    if first.index in one_instruction and second.index in one_instruction:  # two "all" sets of one verb (608.2f)
        return True
    joined = " and " in first.text or " y " in first.text  # the words of two recipients, one instruction
    return first.action == "damage" and joined
