""""Each creature you control assigns combat damage equal to its toughness rather than its power" (510.1a): a rule for
a kind of creature, how much combat damage each assigns; "Enchanted creature … assigns combat damage equal to its
toughness rather than its power" on one creature is a combat rule (``combat_req``, statics.py).

Why a module: the kind is read by the object lexicon like "Creatures you control attack each combat if able"
(continuous.py, 508.1d) and becomes the same typed ``RuleChange`` on the permanents that match (611.3a for a static
ability, 611.2a and 611.2c for an effect that lasts a while); nothing happens now, no combat is claimed.
"""

from __future__ import annotations

from lark import Token, Tree

from .continuous import CLAUSES
from .filters import parse_filter
from .phrases import Unread, Words, bounds, trees
from .specs import RuleChange, StepSpec, Subject

# the RuleChange act: the creatures assign combat damage equal to their toughness (510.1a)
DAMAGE_BY_TOUGHNESS = "damage_by_toughness"


def damage_by_toughness_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The kind of creature (the object lexicon's), and the change: each assigns its toughness in combat damage."""
    kinds = [t for t in trees(node) if t.data in ("lead_kind", "keyword_tail", "mass_control", "np")]
    start, end = bounds(kinds[0])[0], max(bounds(t)[1] for t in kinds)
    objects = parse_filter(text.low[start:end], text.lexicon)
    if objects is None or objects.noun not in ("creature", "permanent"):
        raise Unread(text.orig[start:end])
    change = RuleChange("change", DAMAGE_BY_TOUGHNESS, objects, what=text.orig[start:end].strip())
    # whose creatures: the controller's, the opponents', or every player's ("Each creature assigns …", 611.3a)
    whose = {"you": "you", "opponents": "each_opponent", "not_you": "each_opponent"}.get(objects.control or "",
                                                                                        "each_player")
    return [StepSpec(clause, "rule_change", Subject(whose), change=change)]


CLAUSES["damage_by_toughness"] = damage_by_toughness_clause
