""""Of the chosen color", "of the color of your choice": which object filters of a step read a value chosen
(607.2d, 608.2d), wherever the step keeps them.

Why one walker: a filter sits in many places of a step (the objects an instruction acts on, a slot, a count, a
rule change's objects, a shield's sources). A reader that looks at some of them only misses the others: "Creatures
of the chosen type don't untap during their controllers' untap steps" keeps its filter in the rule change, and a
scenario's ``chosen`` given for it was refused as read by nothing. Nested instructions (a delayed trigger's, a
quoted ability's) are left out: they are read when they resolve, not now.
"""

from __future__ import annotations

from .filter_walk import filters_in
from .specs import StepSpec, TypeFilter

# A value the controller chooses as the instruction resolves (608.2d), said "of your choice": the kind of the choice
# step made just before it (verbs_choose.inline_choices), and the value the filter then reads (chosen_values.py)
OF_YOUR_CHOICE_KINDS = {"your_color": "color", "your_type": "creature_type"}
# The nested steps a walker does not enter (read when they resolve)
STEP_NESTED = frozenset({"inner", "ability", "unless_cost"})


def step_filters(step: StepSpec) -> list[TypeFilter]:
    """Every object filter the step keeps, at any depth of its own fields."""
    return filters_in(step, 0, 4, STEP_NESTED)


def chosen_reads(step: StepSpec) -> set[str]:
    """The ``chosen`` values the step's filters read ("type", "color", "name", "your_color" …)."""
    return {f.chosen for f in step_filters(step) if f.chosen is not None}
