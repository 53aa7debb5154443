"""Provoke's own words (702.39a): "you may have target creature defending player controls untap and block it if
able" (the reminder text, which a player may also paste as the trigger's effect), printed Spanish "puedes hacer que
la criatura objetivo que controla el jugador defensor se enderece y bloquee a esta criatura si puede".

Why its own reader: the sentence is two changes to one target, and 702.39a orders them: "you may choose to have
target creature defending player controls block this creature this combat if able. If you do, untap that creature."
So it reads as two steps the grammar already has: the requirement to block the source this combat (509.1c, a
``combat_rule`` ``must_block_source`` on the target, ``duration`` ``this_combat``) with the controller's one yes / no
(608.2d, ``may_have``), then "untap that creature" under "if you do" (608.2c), the same target (one target word, one
object). The untap follows the answer, never whether the creature was tapped: an untapped creature still must block.
"it" is the creature that attacked, which the trigger names (antecedents.py binds it to the source, and refuses
any other antecedent); "this creature" names the source itself. Only "you" may decide here (damage_target.py).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .damage_target import decided_by_you
from .filters import parse_filter
from .lexicon import GRAMMARS
from .phrases import Words
from .specs import StepSpec
from .verbs_board import CLAUSES


def may_provoke(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The requirement with the controller's yes / no, then the untap if they said yes (702.39a)."""
    from .statics import combat_rule_clause
    from .verbs import _NOBODY, Context

    kept = decided_by_you(node, clause)
    kind = [k for k in kept if isinstance(k, Tree) and k.data in ("np", "target_np")]
    ref = [k for k in kept if isinstance(k, Tree) and k.data == "self_ref"]
    if len(kind) != 1:
        raise ValueError(clause)
    said_ref: list[Tree[Token] | Token] = list(ref)
    req = Tree("req_must_block_source" if ref else "req_must_block", said_ref, node.meta)
    (rule,) = combat_rule_clause(Tree("combat_rule_target", [*kind, req], node.meta), text, clause)
    said = dict(rule.extra)
    said.update({"rule": "must_block_source", "duration": "this_combat"})
    extra = tuple(said.items()) + ((("it", "1"),) if not ref else ())  # "block it": the attacker the trigger names
    require = replace(rule, extra=extra, may_have=True)
    same = parse_filter("creature", GRAMMARS["en"])  # the target before it (608.2c)
    untap = Context(text, clause, _NOBODY).step("untap", creatures=same, players_too=False,
                                                extra=(("target", "object"), ("refers", "1"), ("that", "1")))
    return [require, replace(untap, if_you_did=True)]


CLAUSES["may_provoke"] = may_provoke
__all__ = ["may_provoke"]
