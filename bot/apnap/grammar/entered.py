""""It" / "that creature" after a return to the battlefield: the permanent that entered (400.7, 608.2c).

Why a module of its own: "Return target creature card from your graveyard to the battlefield. It gains haste." names
a new object — not the card that was targeted (it left the graveyard), not a target at all (115.1), not the trigger
event's object. The words that act on it are the ones that act on a target ("It gains haste", "Put a +1/+1 counter
on it", "That creature gains haste until end of turn"); the binding marks the step ``entered`` so the engine acts on
the one permanent the earlier instruction of this effect moved (engine/entered.py). A return of several cards ("up to
two target creature cards") has no one "it": refused. "It gains haste." with no end said lasts indefinitely (611.2a):
its own clause, so no duration is ever assumed.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .lexicon import GRAMMARS
from .phrases import Unread, Words
from .specs import StepSpec, TypeFilter
from .verbs_board import CLAUSES

# What can be done to the permanent that entered: the verbs the plan has for an object named before (antecedents.py)
_ON_ENTERED = frozenset({"counter", "tap", "untap", "regenerate", "destroy", "exile", "modify", "damage",
                         "becomes"})


def returned_to_battlefield(step: StepSpec) -> bool:
    """The step puts one card or several onto the battlefield: from a graveyard, the targeted card or the source's
    own ("Return this card from your graveyard to the battlefield", unearth, 702.84a); from exile, the one card this
    effect exiled ("Exile target creature you control, then return that card to the battlefield", 400.7j)."""
    if step.detail("moved") and step.destination == "battlefield":
        return True
    return bool(step.detail("target_card") or step.detail("source_card")) and step.detail("to") == "battlefield"


def as_entered(step: StepSpec, returned: StepSpec) -> StepSpec:
    """The step on the one permanent ``returned`` put onto the battlefield, in the target's form of its verb; several
    returned, or a verb the plan has not for that object, is refused naming the clause."""
    if returned.detail("targets") not in ("", "1") or step.action not in _ON_ENTERED:
        raise Unread(step.text)
    keep = tuple(kv for kv in step.extra if kv[0] not in ("it", "le", "on", "self", "no_source", "those"))
    pronoun = (("it_bound", "entered"),) if step.detail("it") else ()
    return replace(step, creatures=returned.creatures or _PERMANENT, players_too=False,  # a manifested card: a
                   extra=(*keep, ("target", "object"), ("entered", "1"), *pronoun))  # permanent (701.40a)


_PERMANENT: TypeFilter | None = parse_filter("permanent", GRAMMARS["en"])

# What can be done now to a token the effect just created ("It gains haste", 111.1): the grants of a resolving effect
_ON_CREATED = frozenset({"modify"})


def as_created(step: StepSpec, created: StepSpec) -> StepSpec:
    """"It gains haste" after "Create a token that's a copy of target creature" (111.1, 608.2c): the one token the
    creation put onto the battlefield, a new object acted on as a returned card is (the step marked ``entered``; the
    engine finds it among the creation's events, engine/entered.py). Several tokens, or another verb, refused."""
    if created.amount != 1 or step.action not in _ON_CREATED:
        raise Unread(step.text)
    keep = tuple(kv for kv in step.extra if kv[0] not in ("it", "le", "on", "self", "no_source", "those"))
    # said back as "It gains haste" ("Gana prisa"), also for "That token gains haste": a reader of "that creature"
    # after a copy could not tell the token from the target it copies (statics._created_before)
    return replace(step, creatures=_PERMANENT, players_too=False,
                   extra=(*keep, ("target", "object"), ("entered", "1"), ("it_bound", "entered")))


def _forever(steps: list[StepSpec]) -> list[StepSpec]:
    return [replace(s, extra=(*s.extra, ("duration", "indefinite"))) for s in steps]


def modify_that_ever_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"It gains haste." (611.2a: an effect of a resolving ability with no end said lasts indefinitely)."""
    from .verbs_board import modify_clause

    return _forever(modify_clause(Tree("modify_that", node.children, node.meta), text, clause))


CLAUSES.update({"modify_that_ever": modify_that_ever_clause})  # "That creature gains haste.": statics.py
