""""Enchanted creature", "equipped creature", "enchanted land", "fortified land" as the object of an instruction:
the one permanent the source (an Aura, Equipment or Fortification) is attached to (303.4, 301.5, 301.6).

Why one module: "destroy enchanted creature", "put a -1/-1 counter on enchanted creature", "Fatal Attraction deals
4 damage to enchanted creature", "return enchanted creature to its owner's hand" are the same question — which
object — and the answer does not depend on the verb: the permanent the scenario's ``attached_to`` names, never a
target (115.1: nothing is targeted, so hexproof and shroud do not matter) and never the trigger's object. Each
verb's rule reads its clause in the target's form and marks it ``("target", "attached")`` with the word said
(``enchanted`` / ``equipped`` / ``fortified``); the plan (plan/convert.py) makes it the target's step with
``on_attached``, and the engine looks the object up in one place (engine/attached.py).

Only the controller acts here ("Destroy enchanted creature"): a sentence whose subject is another player is not
read by these rules.
"""

from __future__ import annotations

from lark import Token, Tree

from .filters import parse_filter
from .phrases import Unread, Words, amount_fields, amount_of, arg, child, count_value, counter_kind_of, np_filter, trees
from .specs import Slot, StepSpec, Subject, TypeFilter
from .text import fold
from .verbs import _NOBODY, Context, _verb
from .verbs_board import CLAUSES, _target_np

#: the alias each rule of ``attached_obj`` gives its node: how the source is attached (303.4, 301.5, 301.6)
ATTACHED_WORDS = frozenset({"enchanted", "equipped", "fortified"})


def attached_object(node: Tree[Token], text: Words) -> tuple[str, TypeFilter]:
    """How the source is attached and the kind the permanent must be ("enchanted land": a land), from the
    ``attached_obj`` node under ``node``."""
    said = next(t for t in trees(node) if t.data in ATTACHED_WORDS)
    words = text.low_of(said).split()
    noun = "creature" if said.data == "equipped" else "land" if said.data == "fortified" else words[-1]
    if text.lexicon.lang == "es":  # "la criatura encantada", "el permanente encantado": the noun comes first
        noun = words[1]
    flt = parse_filter(noun, text.lexicon)
    if flt is None:
        raise Unread(text.of(said))
    return str(said.data), flt


def attached_controller(node: Tree[Token], text: Words) -> Subject:
    """"Enchanted creature's controller", "equipped creature's controller", "el controlador de la criatura
    encantada": the player who controls the permanent the source is attached to (303.4e, 301.5d: not
    necessarily the source's controller)."""
    if any(t.data in ATTACHED_WORDS for t in trees(node)):  # printed Spanish: the attached_obj node
        kind, flt = attached_object(node, text)
        return Subject("attached_controller", ref_filter=flt, attached=kind)
    words = text.low_of(node).split()
    kind_of = parse_filter(words[1].removesuffix("'s"), text.lexicon) if words[1].endswith("'s") else None
    if kind_of is None or words[0] not in ATTACHED_WORDS:
        raise Unread(text.of(node))
    return Subject("attached_controller", ref_filter=kind_of, attached=words[0])


def _on_attached(kind: str) -> tuple[tuple[str, str], ...]:
    return (("target", "attached"), ("attached", kind))


def _controller_only(c: Context) -> None:
    if c.subject.kind != "you":  # "each player destroys enchanted creature" is no sentence these rules read
        raise Unread(c.clause)


@_verb("destroy_attached", "exile_attached")
def _move_attached(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Destroy enchanted creature" (701.8a), "exile enchanted creature" (701.13a)."""
    _controller_only(c)
    kind, flt = attached_object(node, c.text)
    return [c.step(node.data.removesuffix("_attached"), subject=_NOBODY, creatures=flt, extra=_on_attached(kind))]


@_verb("bounce_attached")
def _bounce_attached(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Return enchanted creature to its owner's hand" (400.7: a new object there)."""
    _controller_only(c)
    kind, flt = attached_object(node, c.text)
    return [c.step("return", subject=_NOBODY, creatures=flt, destination="hand", extra=_on_attached(kind))]


@_verb("counters_attached")
def _counters_attached(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put a -1/-1 counter on enchanted creature" (122.1): the controller puts them on it."""
    _controller_only(c)
    kind, flt = attached_object(node, c.text)
    n = count_value(arg(node, "count"), c.text)
    counter = counter_kind_of(arg(node, "counter_kind"), c.text)
    return [c.step("counter", subject=_NOBODY, creatures=flt, amount=n, uses_x=n is None,
                   extra=(*_on_attached(kind), ("counter", counter)))]


@_verb("control_attached")
def _control_attached(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You control enchanted creature" (Mind Control): a static ability of the Aura (611.3a), a control-changing
    effect in layer 2 (613.1b) for as long as the Aura is attached to it; nothing is targeted."""
    _controller_only(c)
    kind, flt = attached_object(node, c.text)
    return [c.step("gain_control", subject=_NOBODY, creatures=flt,
                   extra=(*_on_attached(kind), ("duration", "static")))]


@_verb("attach_target", "attach_it", "attach_that")
def _attach(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Attach this permanent to target creature you control" (701.3a; Equip, 702.6a): the source onto the target;
    "… attach this permanent to it": the object "it" names, bound in antecedents.py (the trigger's object, or the
    one token just created). Only the source itself is attached by these rules ("attach target Aura …": refused)."""
    _controller_only(c)
    if node.data == "attach_it":
        return [c.step("attach", subject=_NOBODY, extra=(("it", "1"),))]
    if node.data == "attach_that":  # "attach this permanent to that creature": the trigger's object (that_object.py)
        return [c.step("attach", subject=_NOBODY, creatures=np_filter(arg(node, "permanent_word"), c.text),
                       extra=(("target", "object"), ("refers", "1"), ("that", "1")))]
    return [c.step("attach", subject=_NOBODY, creatures=_target_np(node, c)[1], extra=(("target", "object"),))]


@_verb("attach_target_to", "attach_target_to_self")
def _attach_target_to(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Attach target Aura you control to target creature", "Attach target Equipment you control to this creature"
    (701.3a): two target words (601.2c, 115.3), the Aura or Equipment first, then what it goes onto (or the source
    itself); whether the move is legal is the engine's (701.3b, 303.4, 301.5c)."""
    _controller_only(c)
    words = [t for t in trees(node) if t.data in ("np", "target_np")]
    what = _target_np(Tree("target", [words[0]]), c)[1]
    if not what.subtypes or not what.subtypes <= {"aura", "equipment"}:
        raise Unread(c.text.of(words[0]))  # only an Aura or Equipment is read here (701.3a; Fortification: not)
    slots = (Slot(1, what),)
    if node.data == "attach_target_to_self":
        return [c.step("attach", subject=_NOBODY, slots=slots, extra=(("target", "object"), ("attach_what", "1"),
                                                                        ("to_source", "1")))]
    onto = _target_np(Tree("target", [words[1]]), c)[1]
    return [c.step("attach", subject=_NOBODY, slots=slots, creatures=onto,
                   extra=(("target", "object"), ("attach_what", "1")))]


def damage_to_attached(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Fatal Attraction deals 4 damage to enchanted creature" (120.3): the source deals it to the permanent it is
    attached to; "it deals …" is the source itself (608.2c)."""
    named = child(node, "source")
    source = text.of(named) if named is not None else "this permanent"
    if fold(source) in ("it", "él", "ella"):
        source = "this permanent"
    kind, flt = attached_object(node, text)
    if not all(types & {"creature", "planeswalker"} for types, *_ in flt.alternatives):
        raise Unread(clause)  # damage is dealt to creatures, planeswalkers and players only (120.1)
    fields = amount_fields(amount_of(node), text)
    return [StepSpec(clause, "damage", _NOBODY, source=source, players_too=False, creatures=flt,
                     extra=_on_attached(kind), **fields)]  # type: ignore[arg-type]


CLAUSES.update({"damage_to_attached": damage_to_attached})
