"""A restriction by the name of a card an ability remembers: "Players can't cast spells with the same name as the
exiled card" (Exclusion Ritual), "Your opponents can't cast spells with the same name as a card exiled with Circu,
Dimir Lobotomist" (607.2a: the card the source's linked ability exiled), "That creature's owner can't cast spells with
the same name as that creature until your next turn" (Reflector Mage: the object targeted before, 608.2c, its name
as it last existed, 608.2h).

"Destroy target artifact and all other artifacts with the same name as that artifact" (Echoing Ruin) names the
target's name the same way: a filter's ``same_name`` relation, worked out by the engine (engine/same_names.py).

Why a module of its own: the name is no word of the text. The restriction is the usual typed ``RuleChange`` ("can't
cast", 101.2) with ``same_name`` saying whose name it is; the engine reads the name from the scenario
(``exiled_with``, asked when not given, or the target), never from a guess, and the result states it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .chosen_reads import STEP_NESTED, step_filters
from .continuous import _change, _duration, _no_may, spell_filter
from .filter_walk import mapped
from .filters import parse_filter
from .noun_words import SAME_NAME_NOUNS  # the noun "that …" repeats: the target's own
from .owned_zones_search import SEARCH_OWNED
from .phrases import Unread, Words, arg, child, trees
from .specs import RuleChange, StepSpec, TypeFilter
from .verbs import _NOBODY, Context, _verb
from .verbs_board import CLAUSES

_NOUNS = {"criatura": "creature", "permanente": "permanent", "carta": "card"}  # the one plan: English words
_SOURCE_NOUNS = frozenset({"permanent", "permanente", "creature", "criatura", "artifact", "artefacto", "enchantment",
                           "encantamiento"})


@_verb("cant_cast_same_name")
def _cant_cast_same_name(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… can't cast spells with the same name as <the remembered card>": the spells' kind as for any "can't cast",
    the name the engine reads (``same_name``: ``linked``, or the noun of "that creature": the object targeted
    before)."""
    _no_may(node, c)
    ref = next(t for t in trees(node) if t.data in ("same_as_linked", "same_as_that"))
    source = child(ref, "self_ref")
    if source is not None and c.text.low_of(source).split()[-1] not in _SOURCE_NOUNS:
        raise Unread(c.text.of(source))  # "a card exiled with this turn": not the source
    words = next(t for t in trees(node) if t.data in ("np", "spell_kind"))
    flt = spell_filter(words, c.text)
    noun = c.text.low_of(ref).split()[-1]
    kind = "linked" if ref.data == "same_as_linked" else _NOUNS.get(noun, noun)
    return _change(c, RuleChange("cant", "cast", flt, duration=_duration(node), what=c.text.of(words),
                                 same_name=kind))


def bind_same_name(steps: list[StepSpec]) -> list[StepSpec]:
    """"… the same name as that creature": the one object targeted before it in the effect (608.2c); none or
    several: refused. "The exiled card" after an exile of this same effect could be that card or the linked one:
    refused too."""
    out: list[StepSpec] = []
    for step in steps:
        step = _that_target_named(out, step)
        _earlier_named(out, step)
        change = step.change
        if change is not None and change.same_name in _NOUNS.values():
            if sum(1 for s in out if s.detail("target") == "object") != 1:
                raise Unread(step.text)
        elif change is not None and change.same_name == "linked" and any(
                s.action.startswith("exile") or s.destination == "exile" for s in out):
            raise Unread(step.text)
        out.append(step)
    return out


_THAT_NOUN = re.compile(r"(?:with the same name as that|con el mismo nombre que es[ae]) (\w+)")
_ES_NOUN = {es: en for en, (_, es, _) in SAME_NAME_NOUNS.items()} | {"carta": "card"}  # the plan's English noun


def _that_target_named(earlier: list[StepSpec], step: StepSpec) -> StepSpec:
    """A filter's "… with the same name as that card" ("Exile target nonland card from your graveyard. Search your
    library for any number of cards with the same name as that card, …"): the one object targeted before it in the
    effect (608.2c; its name as it last existed, 608.2h), which the engine reads from the scenario's target. No
    target before it, or several, is refused (a trigger's object is no target); so is a noun other than the filter's
    own ("a permanent card with the same name as that creature" would be said back as "that permanent"), except
    the plain noun "cards" of a search of a player's three zones ("all cards with the same name as that creature",
    Eradicate: a card in any zone has the permanent's name, 201.2; owned_zones_search.py), which keeps the target's
    noun to say it by (``same_name`` "that:creature"); elsewhere a library search would take a name for no stated
    quality (701.23d), so it stays refused there."""
    filters = [f for f in step_filters(step) if f.same_name == "that"]
    if not filters:
        return step
    targeted = [s for s in earlier if s.detail("target") == "object" or s.detail("target_card")]
    nouns = [_ES_NOUN.get(n, n) for n in _THAT_NOUN.findall(step.text.lower())]
    if not targeted and nouns == ["card"] and step.action == SEARCH_OWNED and any(
            s.action == "choose_from_hand" for s in earlier):  # "You choose a nonland card from it. Search … that card"
        return remap_same_name(step, "that", "chosen_card")  # the card chosen (608.2c; Shimian Specter)
    if len(targeted) != 1 or len(set(nouns)) != 1:
        raise Unread(step.text)
    if all(n == f.noun for n in nouns for f in filters):
        return step
    if step.action != SEARCH_OWNED or any(f.noun != "card" or not replace(f, same_name=None).is_any
                                                  for f in filters):
        raise Unread(step.text)
    return remap_same_name(step, "that", f"that:{nouns[0]}")


# "… the same name as the exiled card / the chosen card": what an earlier instruction of the effect must have done
_EARLIER_DONE = {"exiled": lambda s: s.action.startswith("exile") or s.destination == "exile"
                 or s.detail("to") == "exile",
                 "chosen_card": lambda s: s.action == "choose_from_hand"}


def _earlier_named(earlier: list[StepSpec], step: StepSpec) -> None:
    """"… cards with the same name as the exiled card" (Pick the Brain), "… as the chosen card" (Lobotomy): the card
    an earlier instruction of this effect exiled or chose (608.2c), read only by the search of a player's three
    zones (owned_zones_search.py); with no such instruction before it, or in any other step, refused."""
    kinds = {f.same_name for f in step_filters(step) if f.same_name in _EARLIER_DONE}
    if kinds and (step.action != SEARCH_OWNED or not all(any(_EARLIER_DONE[k](s) for s in earlier) for k in kinds)):
        raise Unread(step.text)


def remap_same_name(step: StepSpec, old: str, new: str) -> StepSpec:
    """The step with every filter's ``same_name`` ``old`` made ``new`` (the referent a pass bound it to)."""
    def bound(flt: TypeFilter) -> TypeFilter:
        return replace(flt, same_name=new) if flt.same_name == old else flt
    out = mapped(step, bound, 0, 4, STEP_NESTED)
    assert isinstance(out, StepSpec)
    return out


@_verb("destroy_target_and_same_name", "exile_target_and_same_name")
def _target_and_same_name(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Destroy target artifact and all other artifacts with the same name as that artifact" (Echoing Ruin; 201.2):
    the target (115.1) and then every other object of the kind whose name is the target's as it last existed
    (608.2h; the filter's ``same_name``, "other" leaving the target itself out). Only "that <the target's noun>"
    names it; any other words are refused."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    nps = [np for np in trees(node) if np.data == "np"]
    if len(nps) != 2:
        raise Unread(c.clause)
    first_np, all_np = nps
    first = parse_filter(c.text.low_of(first_np), c.text.lexicon)
    others = parse_filter(f"{c.text.low_of(all_np)} {c.text.low_of(arg(node, 'same_as_target'))}", c.text.lexicon)
    if first is None or others is None or others.same_name != "that" or not others.not_source \
            or first.same_name or c.text.low_of(arg(node, "same_as_target")).split()[-1] not in SAME_NAME_NOUNS.get(
                first.noun, ())[:2]:
        raise Unread(c.text.of(all_np) if first is not None else c.clause)
    action = node.data.split("_")[0]
    return [c.step(action, creatures=first, extra=(("target", "object"),)),
            c.step(action, subject=_NOBODY, creatures=others, extra=(("all", "1"),))]



def modify_target_and_same_name_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Target creature and all other creatures with the same name as that creature get -2/-2 until end of turn"
    (Echoing Decay; 201.2): the target's change (611.2a), then the same change to every other object of the kind whose
    name is the target's as it last existed (608.2h), fixed as the effect begins (611.2c), as the destroy form above
    reads it. Only "that <the target's noun>" names it; any other words are refused."""
    nps = [np for np in trees(node) if np.data == "np"]
    ref = arg(node, "same_as_target")
    first = parse_filter(_first_words(node, nps, text), text.lexicon)
    others = parse_filter(f"{text.low_of(nps[-1])} {text.low_of(ref)}", text.lexicon)
    if first is None or others is None or others.same_name != "that" or not others.not_source or first.same_name \
            or text.low_of(ref).split()[-1] not in SAME_NAME_NOUNS.get(first.noun, ())[:2]:
        raise Unread(text.of(nps[-1]) if first is not None else clause)
    keep = [t for t in node.children if t is not nps[-1] and t is not ref
            and not (isinstance(t, Token) and t.type == "AND_ALL_SAME_NAME")]
    target = CLAUSES["modify_target"](Tree("modify_target", keep, node.meta), text, clause)
    if len(target) != 1:
        raise Unread(clause)
    change = tuple(kv for kv in target[0].extra if kv[0] in _CHANGE_KEYS)
    return [*target, replace(target[0], creatures=others, extra=change)]


def _first_words(node: Tree[Token], nps: list[Tree[Token]], text: Words) -> str:
    """The target's kind: English "target creature" (the first ``np``), printed Spanish "la criatura objetivo" (a
    ``target_np``: its words without "objetivo", then its controller's tail, as verbs_board._target_np reads it)."""
    target = child(node, "target_np")
    if target is None:
        return text.low_of(nps[0])
    tail = child(target, "target_tail")
    words = " ".join(text.low_of(w) for w in trees(target) if w.data == "np_word")
    return f"{words} {text.low_of(tail)}" if tail is not None else words


_CHANGE_KEYS = frozenset({"pt", "keywords", "loses", "duration"})  # what the change is, not whom it targets
CLAUSES["modify_target_and_same_name"] = modify_target_and_same_name_clause
