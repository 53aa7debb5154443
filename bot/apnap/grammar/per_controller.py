""""For each creature destroyed this way, its controller creates a 1/1 white Spirit creature token with flying."
(March of Souls): "its controller" is the controller of each object the instruction before moved, one object at a
time, as it last existed on the battlefield (608.2h). Read as what it does: each player acts once for each such
object they controlled ("each player creates a token for each creature they controlled that was destroyed this way").

Why a module: the lead "for each … this way," multiplies a step's printed amount by the whole count
(verbs_library.for_each); with "its controller" the count is split by who controlled each object, which is the
existing count of the objects a player controlled that were moved this way (``controlled_this_way``, 608.2h). A
player who controlled none does nothing, so the result is the same as the card's one-object-at-a-time wording.
"""

from __future__ import annotations

from dataclasses import replace

from .phrases import Unread
from .specs import CountRef, StepSpec, Subject


def said_its_controller(steps: list[StepSpec]) -> bool:
    """Whether a step of the sentence acts through "its controller" (bound later to one object's controller)."""
    return any(step.subject.kind == "its_controller" for step in steps)


def per_controller(steps: list[StepSpec], ref: CountRef, words: str) -> list[StepSpec]:
    """Each step for each player, that many times over as objects of ``ref`` they controlled (608.2h). Every step of
    the sentence must be "its controller"'s and have a printed amount; anything else is refused with ``words``."""
    out: list[StepSpec] = []
    for step in steps:
        if (step.subject.kind != "its_controller" or step.amount is None or step.amount_ref is not None
                or step.slots or step.uses_x or ref.action is None):
            raise Unread(words)
        counted = CountRef("controlled_this_way", action=ref.action, filter=ref.filter, of="player",
                           times=ref.times * step.amount)
        out.append(replace(step, subject=Subject("each_player"), amount=None, amount_ref=counted))
    return out
