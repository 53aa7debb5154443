""""Those creatures don't untap during their controller's next untap step", "They don't untap …", and the end a
"doesn't untap" effect may say: "… for as long as you control Icefall Regent", "… for as long as Mana Leech remains
tapped".

Why a module: 502.3 lets an effect keep permanents tapped; after "Tap up to two target creatures" the effect names
each of them (608.2c), not one target, so it is its own step over what the instruction before acted on. And a
"for as long as" end is part of the effect's meaning (611.2b: the effect ends, or never starts, when that stops
being true): read into a field the engine evaluates and the narration says, never dropped.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, Words, child, trees
from .referent_kinds import THOSE_ES
from .specs import RuleChange, StepSpec, Subject
from .text import fold
from .verbs import _NOBODY, Context
from .verbs_board import CLAUSES, _self_ref

# the grammar's untap_while alternatives → the plan's ``while_`` (611.2b)
_WHILE = {"while_you_control": "you_control", "while_source_tapped": "source_tapped"}


def untap_while(node: Tree[Token], text: Words) -> tuple[tuple[str, str], ...]:
    """The end said after the untap step ("for as long as you control …"), as the step's detail; checked that the
    permanent named is the source (the card's own name reads as it, as_source)."""
    found = next((t for t in trees(node) if t.data in _WHILE), None)
    if found is None:
        return ()
    _self_ref(found, Context(text, text.of(found), _NOBODY))
    return (("while", _WHILE[found.data]),)


def doesnt_untap_those_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Those creatures don't untap during their controller's next untap step" / "Esas criaturas no se enderezan
    durante …": each permanent the instruction before acted on (608.2c), kept tapped in its controller's next untap
    step (502.3). ``those`` is the reference as printed (statics.those_refer refuses it with nothing before it)."""
    c = Context(text, clause, _NOBODY)
    ref = child(node, "those_ref")
    noun = text.low_of(ref) if ref is not None else "they"
    noun = THOSE_ES.get(fold(noun), noun)  # "esas criaturas": the plan's one name for them, in either language
    return [c.step("doesnt_untap", players_too=False, extra=(("during", "next"), ("those", noun), ("plural", "1")))]


def dont_untap_yours_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Lands you control don't untap during your next untap step" / "Las tierras que controlas no se enderezan
    durante tu próximo paso de enderezar" (502.3): a rule for the controller's untap step, on whatever matches then
    (not a characteristic, so not locked in as it resolves, 611.2c); "next" once, else while the source is there."""
    from .filters import parse_filter
    from .parse_tree import bounds

    first = child(node, "lead_kind") or child(node, "np")
    control = child(node, "mass_control") or first
    if first is None or control is None:
        raise Unread(clause)
    start, end = bounds(first)[0], bounds(control)[1]
    objects = parse_filter(text.low[start:end], text.lexicon)
    if objects is None or objects.control != "you":  # "your next untap step": the permanents must be yours
        raise Unread(text.orig[start:end])
    when = next(t for t in trees(node) if t.data in ("next_untap", "each_untap"))
    if fold(text.low_of(when)).split()[0] not in ("your", "tu"):
        raise Unread(text.of(when))
    change = RuleChange("cant", "untap", objects, duration="next_untap_step" if when.data == "next_untap" else "static",
                        what=text.orig[start:end].strip())
    return [StepSpec(clause, "rule_change", Subject("you"), change=change)]


CLAUSES.update({"doesnt_untap_those": doesnt_untap_those_clause, "dont_untap_yours": dont_untap_yours_clause})
