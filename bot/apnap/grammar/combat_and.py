""""Vectis Agents gets -2/-0 until end of turn and can't be blocked this turn", "Target creature with power 2 or less
gains haste until end of turn and can't be blocked this turn" (Break Through the Line), printed Spanish "… obtiene
-2/-0 hasta el final del turno y no puede ser bloqueada este turno": a bonus until end of turn (611.2a) and a
combat restriction for this turn (509.1b, 508.1c) on the same creature, the source or the one target.

Why a module: each half is a step the grammar already has (``modify``, ``cant_combat``); what is new is that the
second names no creature of its own: on a target it is that same target (608.2c, one target word, one object),
never a second target, so the restriction is bound to it here as "that creature" is.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .combat_durations import COMBAT_DURATIONS, combat_duration
from .filters import parse_filter
from .lexicon import GRAMMARS
from .phrases import Words, child
from .specs import StepSpec
from .verbs_board import CLAUSES

_RESTRICTION = tuple(COMBAT_DURATIONS)


def modify_and_cant_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The bonus, read as "… gets +N/+N until end of turn" alone, then the restriction on the same creature."""
    from .verbs import _NOBODY, Context
    from .verbs_board import cant_combat_clause

    on_source = child(node, "self_ref") is not None
    keep = [k for k in node.children if not (isinstance(k, Tree) and (k.data.startswith("act_")
                                                                      or k.data in _RESTRICTION))]
    bonus = CLAUSES["modify_self" if on_source else "modify_target"](
        Tree("modify_self" if on_source else "modify_target", keep, node.meta), text, clause)
    if on_source:
        return [*bonus, *cant_combat_clause(Tree("cant_combat", list(node.children), node.meta), text, clause)]
    act = next(t.data for t in node.iter_subtrees() if t.data.startswith("act_")).removeprefix("act_")
    duration = combat_duration(node, "this_combat")
    same = parse_filter("permanent", GRAMMARS["en"])  # the target before it (608.2c), whatever its kind
    extra = (("act", act), ("duration", duration), ("target", "object"), ("refers", "1"))
    return [*bonus, Context(text, clause, _NOBODY).step("cant_combat", creatures=same, players_too=False, extra=extra)]


def modify_and_require_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Target creature gains deathtouch until end of turn and must be blocked this turn if able" (Deadly Allure,
    611.2a, 509.1c): the bonus as "… until end of turn" alone, then the requirement on that same target (608.2c: one
    target word, one object), read as "Target creature must be blocked this turn if able" is."""
    from .statics import combat_rule_clause

    req = next(t for t in node.children if isinstance(t, Tree) and t.data.startswith("req_"))
    keep = [k for k in node.children if k is not req]
    bonus = CLAUSES["modify_target"](Tree("modify_target", keep, node.meta), text, clause)
    kind = [k for k in node.children if isinstance(k, Tree) and k.data in ("np", "target_np")]
    rule = combat_rule_clause(Tree("combat_rule_target", [*kind, req], node.meta), text, clause)
    return [*bonus, *(replace(r, extra=(*r.extra, ("refers", "1"), ("it_bound", "target"))) for r in rule)]


CLAUSES["modify_and_cant"] = modify_and_cant_clause
CLAUSES["modify_and_require"] = modify_and_require_clause
__all__ = ["modify_and_cant_clause", "modify_and_require_clause"]
