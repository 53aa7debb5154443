"""A loyalty ability's cost (606.4): "+2" puts two loyalty counters on its source, "−3" (or "-3") removes three, "0"
puts and removes none; "−X" removes X, whose value the controller chose as it was activated (107.3a), which the
scenario gives as ``x`` and is never guessed.

Why here: a loyalty ability is an activated ability (606.1), so its cost is paid first like any other (602.2b,
601.2h), by the engine's counters handlers (engine/act_counters.py), with an event in the output's ``costs``; the
judge (41w) found "+2" never said. The loyalty the board gives is changed; a negative cost greater than it means the
ability could not have been activated (606.6, 118.3); a loyalty the board does not give is not asked: the ability is
resolving, so its cost was paid, and a warning says so (engine/act_counters.py), never a number made up.
"""

from __future__ import annotations

import re

from .costs import Paid
from .grammar.specs import Subject
from .plan import RemoveSourceCounters, SourceCounters
from .plan import amounts as a

LOYALTY = "loyalty"
_COST = re.compile(r"^(?P<sign>[+−\-–])?(?P<n>\d+|[xX])$")


def uses_x(cost: str | None) -> bool:
    """Whether the loyalty cost is "−X" / "+X" (107.3a: X chosen as it is activated)."""
    m = _COST.match((cost or "").strip())
    return m is not None and m["n"] in "xX"


def loyalty_paid(cost: str | None) -> Paid:
    """The cost as one step on the source, or nothing for "0" (606.4)."""
    paid = Paid()
    text = (cost or "").strip()
    m = _COST.match(text)
    if m is None:
        return paid
    amount: a.Amount = a.X() if m["n"] in "xX" else a.Fixed(int(m["n"]))
    if amount == a.Fixed(0):
        return paid
    you = Subject("you")
    if m["sign"] == "+":
        paid.steps.append(SourceCounters(text=text, subject=you, kind=LOYALTY, amount=amount))
    else:
        paid.steps.append(RemoveSourceCounters(text=text, subject=you, kind=LOYALTY, amount=amount))
    paid.uses_x = isinstance(amount, a.X)
    return paid
