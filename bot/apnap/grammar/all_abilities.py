"""Every ability taken away at once: "Target creature loses all abilities until end of turn", "Enchanted creature
loses all abilities and is a blue Frog creature with base power and toughness 1/1", "pierde todas sus habilidades"
(613.1f: an ability-removing effect applies in layer 6).

Why one marker, not a list of keywords: the words name no keyword, they name every ability the object has when the
effect applies — printed or granted earlier (613.7: later effects in the same layer still add theirs). So the step's
``loses`` carries :data:`ALL_ABILITIES`, one typed value every reader knows: the engine's grants clear every keyword
at that point (engine/grants.py) and a permanent that has lost its abilities triggers nothing (603.2, 113.6: an
object with no triggered ability has none to trigger), and the renderers say it back in both languages.
"""

from __future__ import annotations

from lark import Token, Tree

ALL_ABILITIES = "all abilities"


def loses_all(node: Tree[Token]) -> bool:
    """Whether the clause's "loses …" is "all abilities" / "todas sus habilidades" (the grammar's ALL_ABILITIES)."""
    return any(isinstance(t, Token) and t.type == "ALL_ABILITIES"
               for lost in node.find_data("lost") for t in lost.children)


__all__ = ["ALL_ABILITIES", "loses_all"]
