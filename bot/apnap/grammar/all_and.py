"""Two "all" objects of one verb: "Destroy all artifacts and all enchantments", "Exile all creatures and all lands"
(printed Spanish "Destruye todos los artefactos y todos los encantamientos").

Why one instruction and not two: the verb is said once, so its action is taken on every object of both sets at once
(608.2f: an action taken on several objects is processed simultaneously), not one set and then the other (608.2c
orders instructions, and this is one). Each set is read as "destroy all …" reads it alone (one step each, so every
filter is evaluated as it is there), with the same printed words; the engine joins consecutive moves of one
instruction into one simultaneous step (engine/one_instruction.py). A permanent in both sets (an artifact
enchantment) is moved once: the first set's move takes it off the battlefield, where the second looks.
"""

from __future__ import annotations

from lark import Token, Tree

from .parse_tree import trees
from .specs import StepSpec
from .verbs import _NOBODY, Context, _verb
from .whose_zones import one_players

# The detail that marks each set's step as part of one instruction (608.2f): the plan's ``MassMove.one_instruction``
ONE_INSTRUCTION = ("one_instruction", "1")


@_verb("exile_all_and", "destroy_all_and")
def _all_and(node: Tree[Token], c: Context) -> list[StepSpec]:
    act = "exile" if node.data == "exile_all_and" else "destroy"
    subject = c.subject if c.subject.kind != "you" else _NOBODY
    steps = []
    for np in (t for t in trees(node) if t.data == "np"):
        flt, whose = one_players(np, c.text, c.subject.kind != "you")
        steps.append(c.step(act, subject=subject, creatures=flt, extra=(("all", "1"), ONE_INSTRUCTION, *whose)))
    return steps
