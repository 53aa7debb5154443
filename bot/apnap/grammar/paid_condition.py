""""If you pay, …" / "Si pagas, …": whether the controller paid the cost an "unless" offered them just before
("… then sacrifice Cyclone unless you pay {G} for each wind counter on it. If you pay, Cyclone deals damage …").

Why its own condition and not "If you do": the instruction right before is the one the payment avoids (the sacrifice,
done only by those who did not pay, choice_clauses.unless_paid), so "if you do" would read the sacrifice; "if you
pay" names the payment itself (608.2c: the text refers back to it), the latest payment of this effect. Only the
resolving effect can answer it (engine/paid_check.py), never a starting board; read as a sentence's opening only
(english.lark's lead_if_you_paid, sentence_leads.py), so "unless you pay …" is never read as a condition.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class YouPaid:
    """The controller paid in the latest "pay" step of this effect (118.12: they chose to pay the cost)."""


__all__ = ["YouPaid"]
