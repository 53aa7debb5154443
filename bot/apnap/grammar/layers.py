"""Power and toughness as the layers set them (613.4), and the counters a permanent enters with (614.1c).

- "Westvale Cult Leader's power and toughness are each equal to the number of creatures you control", "Dakmor
  Sorceress's power is equal to the number of Swamps you control": a characteristic-defining ability (604.3), layer
  7a (613.4a), its number counted on the board as it stands (611.3a).
- "Target creature has base power and toughness 1/1 until end of turn", "Enchanted creature has base power and
  toughness 8/8", "Other creatures have base power and toughness 1/1": a base set, layer 7b (613.4b).
- "Switch target creature's power and toughness until end of turn": layer 7d (613.4d).
- "Scrounging Bandar enters the battlefield with two +1/+1 counters on it": a replacement effect on how the source
  enters (614.1c), with "X" (the scenario's x) or "… for each …" (counted as it would enter).

Why its own module: these share no reading with "gets +N/+N" (layer 7c, statics.py) except the permanent named, and
each is one typed step (plan/steps_layers.py) that the engine applies in layer order (engine/layers.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from . import (
    becomes,  # noqa: F401  (registers the "becomes" clause readers)
    sizes,  # noqa: F401  (registers this family's sizes in phrases.MORE_SIZES)
)
from .phrases import Unread, Words, amount_ref, child, count_value, counter_kind_of, per_each, trees
from .pt_sizes import pt_fields
from .specs import StepSpec
from .text import fold
from .verbs_board import CLAUSES as BOARD_CLAUSES

_WHICH = {"fuerza": "power", "resistencia": "toughness"}  # printed Spanish "La fuerza de … es igual a …"
_SIZE = frozenset({"permanent's", "creature's", "permanente", "criatura"})  # "this permanent's power" (the source)


def _source_possessive(node: Tree[Token], text: Words) -> None:
    """"this permanent's" / "this creature's" (the card's own name, oracle.py): the source; anything else refused."""
    ref = child(node, "self_ref")
    if ref is None or text.low_of(ref).split()[-1] not in _SIZE:
        raise Unread(text.of(ref) if ref is not None else text.of(node))


def pt_defined_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"… 's power and toughness are each equal to …", "… 's power is equal to …" (604.3, 613.4a): which of the two
    the ability defines (``which``: both, power or toughness) and the number (608.2h's reading of "the number of")."""
    from .verbs import _NOBODY, Context

    _source_possessive(node, text)
    word = next((t for t in node.children if isinstance(t, Token) and t.type == "POWER_OR_TOUGHNESS"), None)
    which = _WHICH.get(str(word).lower(), str(word).lower()) if word is not None else "both"
    ref = amount_ref(trees(node)[-1], text)
    c = Context(text, clause, _NOBODY)
    return [c.step("set_pt", players_too=False, amount_ref=ref,
                   extra=(("layer", "defined"), ("which", which), ("on", "source")))]


def pt_set_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"has base power and toughness N/N" (613.4b): on a target until end of turn, on the attached creature or on
    the permanents of a kind while the source is there (611.3a)."""
    from .verbs import _NOBODY, Context
    from .verbs_board import _holder, _target_np

    pt = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "PT")
    if not all(part.isdigit() for part in pt.split("/")):  # "+1/+1" or "X/X" is no base power and toughness
        raise Unread(pt)
    c = Context(text, clause, _NOBODY)
    extra: list[tuple[str, str]] = [("layer", "set"), ("pt", pt)]
    attached = child(node, "enchanted") or child(node, "equipped")
    if attached is not None:
        return [c.step("set_pt", players_too=False, extra=(*extra, ("attached", attached.data), ("static", "1")))]
    np, flt = _target_np(node, c)
    if child(node, "np") is not None or child(node, "target_np") is not None:  # "Target creature has base power and
        # toughness 1/1 until end of turn", "La criatura objetivo tiene …": a target, until end of turn (the grammar)
        if _holder(np, c):  # whose it must be is not checked here: refused
            raise Unread(text.of(np))
        return [c.step("set_pt", creatures=flt, players_too=False, extra=(*extra, ("target", "object")))]
    if child(node, "other") is not None:
        flt = replace(flt, not_source=True)  # "Other creatures have …": the source is left out (109.3)
    return [c.step("set_pt", creatures=flt, players_too=False, extra=(*extra, ("static", "1")))]


def pt_switch_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Switch target creature's power and toughness until end of turn", "Switch Aquamoeba's power and toughness …"
    (613.4d): the target (its noun read without "'s") or the source."""
    from .filters import parse_filter
    from .verbs import _NOBODY, Context
    from .verbs_board import _target_np

    c = Context(text, clause, _NOBODY)
    np = child(node, "np")
    if child(node, "target_np") is not None:  # "… de la criatura objetivo"
        _np, target = _target_np(node, c)
        return [c.step("set_pt", creatures=target, players_too=False,
                       extra=(("layer", "switch"), ("target", "object")))]
    if np is None:
        _source_possessive(node, text)
        return [c.step("set_pt", players_too=False, extra=(("layer", "switch"), ("on", "source")))]
    words = text.low_of(np)
    flt = parse_filter(words.removesuffix("'s"), text.lexicon) if words.endswith("'s") else None
    if flt is None:
        raise Unread(text.of(np))
    return [c.step("set_pt", creatures=flt, players_too=False, extra=(("layer", "switch"), ("target", "object")))]


_NOT_AMOUNT = frozenset({"self_ref", "count", "counter_kind", "counter_noun", "per_pt"})


def enters_with_counters_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"… enters the battlefield with two +1/+1 counters on it", "… with X +1/+1 counters on it", "… with a +1/+1
    counter on it for each creature card in your graveyard" (614.1c, 122.6): the kind and how many."""
    from .verbs import _NOBODY, Context
    from .verbs_board import _self_ref

    c = Context(text, clause, _NOBODY)
    said_it = child(node, "self_ref") is None and text.low_of(node).startswith("it ")
    if not said_it:  # "it enters …": the source only where nothing comes before it (it_enters_is_the_source)
        _self_ref(node, c)
    kind = counter_kind_of(child(node, "counter_kind") or node, text)
    per = child(node, "per_pt")
    extra: tuple[tuple[str, str], ...] = (("on", "source"), ("counter", kind), *((("it", "1"),) if said_it else ()))
    defined = next((t for t in trees(node) if t.data not in _NOT_AMOUNT), None)
    if defined is not None:  # "with a number of +1/+1 counters on it equal to …" (608.2h: the card defines it)
        return [c.step("enters_with_counters", players_too=False, amount_ref=amount_ref(defined, text), extra=extra)]
    n = count_value(child(node, "count") or node, text)
    if per is not None:
        if n != 1:  # "two +1/+1 counters … for each …" is not read
            raise Unread(text.of(node))
        return [c.step("enters_with_counters", players_too=False, amount_ref=per_each(trees(per)[0], text),
                       extra=extra)]
    return [c.step("enters_with_counters", players_too=False, amount=n, uses_x=n is None, extra=extra)]


def enters_tapped_with_counters_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Sandstone Needle enters the battlefield tapped with two depletion counters on it" (614.1c, 614.12): two
    replacements of how the source enters, its status and its counters: one step that says both."""
    return [replace(spec, extra=(*spec.extra, ("tapped", "1"))) for spec in enters_with_counters_clause(node, text,
                                                                                                        clause)]


def static_attached_while_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"As long as enchanted creature is white, it gets +1/+2 and has lifelink" (611.3a): the attached creature's
    bonus (layer 7c) and abilities (layer 6) while it is of that colour; the colour is read by the object lexicon
    ("white creature", "criatura blanca"), anything else refused."""
    from .filters import parse_filter
    from .verbs import _NOBODY, Context
    from .verbs_board import _keyword

    word = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "WORD").lower()
    flt = parse_filter(f"criatura {word}" if text.lexicon.lang == "es" else f"{word} creature", text.lexicon)
    if flt is None or not flt.colors:
        raise Unread(word)
    fields = pt_fields(node, text)
    if fields.get("uses_x"):
        raise Unread(text.of(node))
    attached = child(node, "enchanted") or child(node, "equipped")
    keywords = [_keyword(k, text) for k in node.find_data("keyword")]
    c = Context(text, clause, _NOBODY)
    extra = (("layer", "attached_while"), ("pt", str(fields["pt"])), ("keywords", ",".join(keywords)),
             ("attached", attached.data if attached is not None else "enchanted"))
    return [c.step("set_pt", creatures=flt, players_too=False, extra=extra)]


def it_enters_is_the_source(steps: list[StepSpec]) -> None:
    """"If Gnarlid Pack was kicked, it enters the battlefield with two +1/+1 counters on it": "it" is the source
    only as the effect's first instruction (614.1c: a permanent's own replacement); after another instruction it
    names what that one acted on ("Put a creature card … onto the battlefield. It enters …", 608.2c), which this
    step does not read, so that is refused."""
    for i, step in enumerate(steps):
        if step.action == "enters_with_counters" and step.detail("it") and i > 0:
            raise Unread(step.text)


_EACH_OTHER = re.compile(r"\b(?:for each other|por cada otr[ao]s?)\b")


def each_other_is_the_sources(steps: list[StepSpec]) -> None:
    """"Mogg Squad gets -1/-1 for each other creature on the battlefield": "other" leaves out the permanent that
    gets the bonus (109.3), the source itself. Where the bonus goes to other permanents ("Creatures you control get
    +1/+0 for each other creature you control": each counts the others but itself) or to a target, the count is
    each one's own, which one number for the source would get wrong: refused. "Sacrifice Fettergeist unless you pay
    {1} for each other creature you control": the permanent given up is the source, so "other" is other than it
    (118.12, the cost counted as the payer decides; the sentence's steps share its text)."""
    own = {s.text for s in steps if s.action == "sacrifice" and s.detail("self") is not None}
    for step in steps:
        if _EACH_OTHER.search(fold(step.text)) and not (step.detail("on") == "source" or step.detail("static_self")
                                                         or step.text in own):
            raise Unread(step.text)


def static_x_is_defined(steps: list[StepSpec]) -> None:
    """"Greven, Predator Captain gets +X/+0, where X is the amount of life you've lost this turn": a static
    ability's X is what its sentence defines (107.3c), counted as it applies (611.3a); without "where X is …" no
    one chooses it, so "+X/+X" alone is no size: refused."""
    for step in steps:
        if step.uses_x and (step.detail("static_self") or step.detail("static")):
            raise Unread(step.text)


CLAUSES = {"pt_defined": pt_defined_clause, "pt_set": pt_set_clause, "pt_switch": pt_switch_clause,
           "enters_with_counters": enters_with_counters_clause, "static_attached_while": static_attached_while_clause,
           "enters_tapped_with_counters": enters_tapped_with_counters_clause}
BOARD_CLAUSES.update(CLAUSES)  # the clause readers' registry (verbs_board.py), as statics.py adds its own
__all__ = ["CLAUSES"]
