"""Exert (701.43): "You may exert this creature as it attacks. When you do, …" / "Puedes agotar esta criatura al
atacar con ella. Cuando lo hagas, …".

Why a keyword action of its own: 701.43d makes "You may exert [this creature] as it attacks" an optional cost to
attack (508.1g) whose linked "When you do" ability (607.2h) triggers when the controller exerts it; the resolver reads
the pair as the controller's "may" and the reflexive trigger after it (grammar/reflexive.py), like "You may pay {1}.
When you do, …". Exerting the source is one step (plan/exert.py): it won't untap during its controller's next untap
step (701.43a), done by engine/act_exert.py only when the source is on the battlefield (701.43c).
"""

from __future__ import annotations

from lark import Token, Tree

from .specs import StepSpec
from .verbs import Context, _verb

EXERT = "exert"  # the step's action word (plan/exert.py, engine/act_exert.py)


@_verb("exert_attacking")
def _exert(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"exert this creature as it attacks": the source, exerted by its controller as it is declared an attacker; the
    step names the source, so "When you do, it gets +2/+2 …" means it (608.2c, antecedents.py)."""
    return [c.step(EXERT, extra=(("on", "source"),))]


__all__ = ["EXERT"]
