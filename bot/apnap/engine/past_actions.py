"""Which earlier step a "this way" reference means, when its words name a move rather than one action.

Why apart: "put into a graveyard this way" is any earlier mill, destroy, discard or sacrifice (701.17a, 701.8a,
701.9a, 701.21a), and "that died this way" any earlier destroy or sacrifice (700.4: put into a graveyard from the
battlefield). Amounts (values.py) and conditions and subjects (who.py) look for that step; with one owner of the
groups, a count and an "if … this way" can never disagree about it (an "if a creature was put into a graveyard this
way" compared the step's action with "to_graveyard" and was always false).
"""

from __future__ import annotations

_GROUPS = {"to_graveyard": frozenset({"mill", "destroy", "discard", "sacrifice"}),
           # "put into your graveyard this way": the same moves, counting only the cards the controller owns (404.1)
           "to_your_graveyard": frozenset({"mill", "destroy", "discard", "sacrifice"}),
           # "that died this way": permanents put into a graveyard from the battlefield (700.4)
           "died": frozenset({"destroy", "sacrifice"})}


def matches_past(done: str, action: str | None) -> bool:
    """Whether a step of action ``done`` is what a reference to ``action`` ("discarded", "put into a graveyard")
    means."""
    return action is not None and (done == action or done in _GROUPS.get(action, ()))

